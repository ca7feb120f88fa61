"""R13 of the re-test: a TTS string's token after the legend is the Chosen Champion whatever
champion unit it is. Kennen, Storm of Shuriken there in a Jinx deck is the chosen-champion error,
as in the same deck as a text list; it was moved to the main deck, Jinx, Demolitionist picked, and
the deck called LEGAL. (The same decks are case files in tests/cases/chosen-champion, whose fix the
fix-applier test follows; tests/rules/test_chosen_champion_fix.py checks the deck it leaves.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

R13 = Path(__file__).resolve().parent.parent / "fixtures" / "decks" / "r13"
SAID = "Kennen, Storm of Shuriken carries the champion tag Kennen, but this legend's champion tag is Jinx"


@pytest.mark.parametrize(
    ("name", "line"), [("other-champion.tts.txt", 4), ("other-champion.text.txt", 4)]
)
def test_another_champions_unit_after_the_legend_is_the_chosen_champion(cli, name, line):
    r = cli("--as-of", "2026-12-01", "-f", "json", str(R13 / name))
    assert r.returncode == 1 and r.stderr == ""
    (deck,) = json.loads(r.stdout)["decks"]
    assert deck["legal"] is False
    got = [(v["rule"], v["line"], v["message"]) for v in deck["violations"]]
    assert got == [("chosen-champion", line, SAID)]


def test_the_tts_reading_names_the_token(cli):
    r = cli("--as-of", "2026-12-01", str(R13 / "other-champion.tts.txt"), env={"COLUMNS": "200"})
    assert r.returncode == 1 and r.stderr == ""
    assert (
        "Kennen, Storm of Shuriken, the card written after the legend, read as the Chosen Champion"
        in r.stdout
    )
    assert "is the only champion unit of Jinx" not in r.stdout
