"""The French judge's review (atkQ): a leading ``--lang`` kept when ``check`` is implied and
the first option takes a value starting with "-" (``--pool -``)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "card_data" / "cards.json"
NB, NNB = "\u00a0", "\u202f"
ENGLISH = {"LANG": "C", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""}


def _plain(text: str) -> str:
    """``text`` on one line, its no-break spaces and wrapping read as plain spaces."""
    return " ".join(text.replace(NB, " ").replace(NNB, " ").split())


# -- F8: `riftcheck --lang fr -r sealed --pool - deck` is French -------------------------------

SEALED_DECK = """\
Legend:
1 Kennen, Heart of the Tempest
Champion:
1 Kennen, Storm of Shuriken
Main:
3 Gust
"""


@pytest.mark.parametrize(
    "lead",
    [
        ["--lang", "fr"],
        ["--lang=fr"],
        ["--lang", "fr", "--cards", str(CARDS)],
        ["--cards", str(CARDS), "--lang=fr"],
    ],
)
def test_leading_lang_is_checks_with_pool_on_stdin(cli, tmp_path, lead):
    (tmp_path / "d.txt").write_text(SEALED_DECK, encoding="utf-8")
    r = cli(
        *lead,
        "-r",
        "sealed",
        "--pool",
        "-",
        "d.txt",
        "--as-of",
        "2026-10-10",
        stdin="2 Gust\n",
        cwd=tmp_path,
        env=ENGLISH,
    )
    out = _plain(r.stdout)
    assert r.returncode == 1, r.stderr
    assert "d.txt : ILLÉGAL (5 erreurs)" in out
    assert "3 Gust dans le deck, 2 dans le pool" in out
    assert "1 deck : 0 légal, 1 illégal" in out
    assert "ILLEGAL" not in out and " error " not in out
    assert "riftcheck: " not in r.stderr  # any notice is French too (« riftcheck : »)


@pytest.mark.parametrize("lead", [["--lang", "fr"], ["--lang=fr"]])
def test_leading_lang_says_the_usage_error_of_check_in_french(cli, tmp_path, lead):
    r = cli(*lead, "-r", "sealed", "--pool", "-", "-", stdin="", cwd=tmp_path, env=ENGLISH)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: --pool - et le deck - ne peuvent pas être lus tous les deux "
        "sur l'entrée standard (donnez le pool ou le deck dans un fichier)\n"
    )


def test_leading_lang_before_another_command_with_global_cards(cli, tmp_path):
    # --lang then --cards before `show`: not moved by lang_after_command, read from the line
    (tmp_path / "d.txt").write_text(SEALED_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "--cards", str(CARDS), "show", "d.txt", cwd=tmp_path, env=ENGLISH)
    assert (r.returncode, r.stderr) == (1, "")  # show exits 1 for an illegal deck
    assert "Champion élu" in r.stdout and "Chosen Champion" not in r.stdout
