"""A run over decks with different event dates says each deck is judged on its own date and lists
the dates, in English and French (issue 25 R15); it said one date origin as if there were one
date (« date : la date de l'événement du deck », « Modifié : jugé date : ... »)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _decks(tmp_path: Path, *dates: str | None) -> list[str]:
    text = (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8")
    names = []
    for i, day in enumerate(dates):
        body = text.replace("format: constructed\n", f"format: constructed\nevent_date: {day}\n")
        (tmp_path / f"d{i}.yaml").write_text(body if day else text, encoding="utf-8")
        names.append(f"d{i}.yaml")
    return names


def _words(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_two_dated_decks_are_each_judged_on_their_own_date(cli, tmp_path):
    decks = _decks(tmp_path, "2026-10-23", "2026-11-14")
    fr = cli("--lang", "fr", "check", *decks, cwd=tmp_path)
    assert (fr.returncode, fr.stderr) == (0, "")
    said = _words(fr.stdout)
    own = "chaque deck est jugé à la date de son événement : 23 octobre 2026 et 14 novembre 2026"
    assert said.count(own) == 2, said  # the header line, and the Changed line
    assert "Modifié : " + own in said
    assert "date : la date" not in said and "jugé date" not in said
    assert (
        "d0.yaml : LÉGAL au 23 octobre 2026" in said
        and "d1.yaml : LÉGAL au 14 novembre 2026" in said
    )

    en = cli("check", *decks, cwd=tmp_path)
    assert (en.returncode, en.stderr) == (0, "")
    said = _words(en.stdout)
    assert "each deck judged as of its own event date: 2026-10-23 and 2026-11-14 ·" in said
    assert "Changed: each deck judged as of its own event date: 2026-10-23 and 2026-11-14" in said


def test_a_dated_and_an_undated_deck_say_else_today(cli, tmp_path):
    decks = _decks(tmp_path, "2026-10-23", None)
    en = cli("check", "--format", "text", *decks, cwd=tmp_path)
    assert en.returncode == 0, en.stdout + en.stderr
    assert "each deck judged as of its own event date, else today: 2026-10-23 and " in _words(
        en.stdout
    )
    fr = _words(cli("--lang", "fr", "check", *decks, cwd=tmp_path).stdout)
    assert (
        "chaque deck est jugé à la date de son événement, sinon aujourd'hui : 23 octobre 2026 et "
        in fr
    )


def test_one_dated_deck_keeps_its_one_date(cli, tmp_path):
    decks = _decks(tmp_path, "2026-10-23")
    fr = _words(cli("--lang", "fr", "check", *decks, cwd=tmp_path).stdout)
    assert "au 23 octobre 2026 (la date de l'événement du deck)" in fr
    assert "chaque deck" not in fr
