"""The French release review (atkW): a count of one agrees in French and in English, for an
event's bans (« interdiction de l'événement : Gust ») and for the extra copies of a Chosen
Champion a code or TTS string cannot mark (« l'autre sera relu », not « les 1 autres »)."""

from __future__ import annotations

import shutil
from html import unescape
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT / "examples" / "events" / "lists"
NB, NNB = "\u00a0", "\u202f"


def _plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NNB, " ").split())


def _event(tmp_path: Path, bans: str) -> Path:
    shutil.copytree(LISTS, tmp_path / "lists")
    e = tmp_path / "e.yaml"
    e.write_text(
        f"name: S\ndate: 2026-09-20\nbans: [{bans}]\nplayers:\n"
        "  - {player: Anne, list: lists/kennen.txt}\n",
        encoding="utf-8",
    )
    return e


@pytest.mark.parametrize(
    ("bans", "fr", "en"),
    [
        ("Gust", "interdiction de l'événement : Gust", "event ban: Gust"),
        (
            "Gust, Cleave",
            "interdictions de l'événement : Gust, Cleave",
            "event bans: Gust, Cleave",
        ),
    ],
)
def test_event_bans_agree_with_their_count(cli, tmp_path, bans, fr, en):
    e = _event(tmp_path, bans)
    out = cli("--lang", "fr", "event", e, "--html", tmp_path / "r.html", cwd=tmp_path)
    assert out.stderr == "", out.stderr
    said = _plain(out.stdout)
    assert fr in said, said
    html = _plain(unescape((tmp_path / "r.html").read_text(encoding="utf-8")))
    assert fr[0].upper() + fr[1:] in html
    if "," not in bans:
        assert "interdictions de l'événement" not in said + html.lower()
    out = cli("--lang", "en", "event", e, cwd=tmp_path)
    assert en in _plain(out.stdout), out.stdout


@pytest.mark.parametrize(
    ("count", "fr", "en"),
    [
        (2, "l'autre sera relu dans le deck principal", "the other copy will read back under main"),
        (3, "les 2 autres seront relus dans le deck principal", "the other 2 will read back"),
    ],
)
def test_extra_chosen_champions_in_a_tts_string_agree_with_their_count(
    cli, tmp_path, count, fr, en
):
    deck = tmp_path / "d.yaml"
    deck.write_text(
        "legend: Kennen, Heart of the Tempest\n"
        f'champion: {{card: "Kennen, Storm of Shuriken", count: {count}}}\n'
        "main:\n  - 3 Gust\n",
        encoding="utf-8",
    )
    said = cli("--lang", "fr", "convert", "--to", "tts", deck, cwd=tmp_path)
    assert fr in _plain(said.stdout + said.stderr), said.stderr
    assert "les 1 autres" not in _plain(said.stderr)
    said = cli("--lang", "en", "convert", "--to", "tts", deck, cwd=tmp_path)
    assert en in _plain(said.stdout + said.stderr), said.stderr


NEEKO_EQ = """\
== {legend} ==
1 Gâchette folle
1 Kai'Sa, Daughter of the Void
1 Volibear, Relentless Storm
1 Ekko, Boy Who Shattered Time

== Champion ==
1 Jinx, Rebelle

== {main} ==
1 Neeko, Blending In
3 Gust

== {side} ==
"""


@pytest.mark.parametrize(
    ("lang", "words", "header", "note"),
    [
        (
            "fr",
            {"legend": "Légende", "main": "Deck principal", "side": "Side"},
            "== Légendes supplémentaires ==",
            "déplacé de la zone de légende (== Légende ==) vers les légendes supplémentaires "
            "(en-tête « == Légendes supplémentaires == »)",
        ),
        (
            "en",
            {"legend": "Legend", "main": "Main Deck", "side": "Side Deck"},
            "== Additional legends ==",
            "from == Legend == to == Additional legends ==",
        ),
    ],
)
def test_neeko_s_picks_go_to_a_section_of_the_list_s_own_shape(
    cli, tmp_path, lang, words, header, note
):
    # a list of ``== Zone ==`` sections gains one more such section, in its language, and the
    # French note names the zone with its article (atkW F1: « vers Légendes supplémentaires : »
    # and a colon header written among == sections)
    deck = tmp_path / "n.txt"
    deck.write_text(NEEKO_EQ.format(**words), encoding="utf-8")
    r = cli("--lang", lang, "check", "--fix", "--as-of", "2026-11-01", deck, cwd=tmp_path)
    assert r.returncode == 1, r.stderr  # battlefields, runes and size are the player's
    assert note in _plain(r.stderr), r.stderr
    text = deck.read_text(encoding="utf-8")
    assert text.endswith(
        f"\n{header}\n1 Kai'Sa, Daughter of the Void\n1 Volibear, Relentless Storm\n"
        "1 Ekko, Boy Who Shattered Time\n"
    ), text
    assert ":" not in text.replace("Kai'Sa", "")
    # read back, Neeko has her three legends: no additional-legends finding is left
    r = cli("check", "-f", "concise", "--as-of", "2026-11-01", deck, cwd=tmp_path)
    rules = sorted(
        line.split("[")[1].split("]")[0] for line in r.stdout.splitlines() if "[" in line
    )
    assert rules == ["battlefields", "main-deck-size", "rune-deck"], r.stdout


# -- atkY: the last review before the release --------------------------------------------------


def test_an_english_card_name_keeps_its_h_and_a_name_its_elision():
    from riftcheck import i18n
    from riftcheck.models import Msg, Plural

    tr = i18n.Translator("fr")

    def remove(card):
        return tr.message(
            Plural(1, "remove {n} {card} {zone}", "remove {n} {card} {zone}", card=card,
                   zone=Msg("from the main"))
        )  # fmt: skip

    # a card's English H is said (atkY M2: « d'Hard Bargain »); a vowel still elides
    assert remove("Hard Bargain") == "retirez 1 exemplaire de Hard Bargain du deck principal"
    assert remove("Ekko, Boy Who Shattered Time").startswith("retirez 1 exemplaire d'Ekko")
    # a name that is no card keeps the elision a French name takes (« d'Hélène »)
    assert tr.message(Msg("{player}'s list", player="Hélène")) == "la liste d'Hélène"


def test_the_diff_date_note_agrees_with_the_lists(cli, tmp_path):
    body = "legend: Kennen, Heart of the Tempest\nchampion: Kennen, Storm of Shuriken\nmain:\n  - 3 Gust\n"
    (tmp_path / "reg.deck.yaml").write_text("event_date: 2026-09-20\n" + body, encoding="utf-8")
    (tmp_path / "play.deck.yaml").write_text("event_date: 2026-09-01\n" + body, encoding="utf-8")
    r = cli("--lang", "fr", "diff", "reg.deck.yaml", "play.deck.yaml", cwd=tmp_path)
    said = _plain(r.stdout + r.stderr)
    assert "donc les deux listes sont jugées à la date de la liste inscrite" in said, said
    assert "celle de l'événement pour lequel elle a été inscrite" in said
    assert "les deux sont jugés" not in said
