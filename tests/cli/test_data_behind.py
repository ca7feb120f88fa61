"""Saying when the card data is behind: once per report, in the unknown-card fix, in --version and stats."""

from __future__ import annotations

import json
import os
from pathlib import Path

from inprocess import run_in_process

DECK = Path(__file__).resolve().parents[1] / "cases" / "_radiance" / "ziggs-english-names.deck.txt"
NOTE = (
    "the card database (2026-10-08) has no English name for 115 of the 141 Radiance cards "
    "(legal on the judging date), known by id only: run `riftcheck cards update` to refresh it"
)


def _run(*args):
    env = {**os.environ, "COLUMNS": "400"}
    p = run_in_process(args, environ=env)
    return p.returncode, p.stdout, p.stderr


def test_note_once_per_report_when_radiance_is_legal(tmp_path):
    other = tmp_path / DECK.name  # a second file: the same file named twice is checked once
    other.write_bytes(DECK.read_bytes())
    code, out, err = _run("check", "--as-of", "2026-11-01", str(DECK), str(other))
    assert (code, err) == (0, "")
    assert out.count(NOTE) == 1
    code, out, err = _run("check", "--as-of", "2026-11-01", "-f", "json", str(DECK))
    assert json.loads(out)["card_data"]["notes"] == [NOTE]
    code, out, err = _run("check", "--as-of", "2026-11-01", "-f", "sarif", str(DECK))
    assert json.loads(out)["runs"][0]["properties"]["cardDataNotes"] == [NOTE]


def test_no_note_for_decks_without_a_card_known_by_id_only():
    """Said where it matters: a deck of cards with English names hears nothing of Radiance's
    missing names (it used to open every report), on both sides of Radiance's release."""
    plain = Path(__file__).resolve().parents[2] / "examples" / "kennen.deck.yaml"
    for day in ("2026-10-22", "2026-10-23", "2026-11-01"):
        code, out, err = _run("check", "--as-of", day, str(plain))
        assert "no English name" not in out, day
        code, out, err = _run("check", "--as-of", day, "-f", "json", str(plain))
        assert "notes" not in json.loads(out)["card_data"], day
    # one deck of the batch holding such a card is enough for the note, once
    code, out, err = _run("check", "--as-of", "2026-11-01", str(plain), str(DECK))
    assert out.count(NOTE) == 1


def test_no_note_before_radiance_is_legal():
    code, out, err = _run("check", "--as-of", "2026-10-01", "-f", "json", str(DECK))
    assert "notes" not in json.loads(out)["card_data"]


def test_unknown_name_fix_mentions_the_cards_known_by_id(tmp_path):
    deck = tmp_path / "d.deck.yaml"
    deck.write_text("main:\n  - 1 Ziggs Kaboom\n  - 1 RAD-007\n", encoding="utf-8")
    code, out, err = _run("check", "--as-of", "2026-11-01", "-f", "json", str(deck))
    found = {
        v["message"]: v["fix"]
        for v in json.loads(out)["decks"][0]["violations"]
        if v["rule"] == "unknown-card"
    }
    assert found["Unknown card 'Ziggs Kaboom'"].endswith(
        "; the card database has no English name yet for 115 Radiance cards: if it is one of them, "
        "write its printing id, or run `riftcheck cards update`"
    )
    # an id is not a name: the gap in Radiance's numbers says what it is
    assert (
        "RAD-007 is not in this card database (the catalogue it was built from lacks it)" in found
    )


def test_stats_show_coverage_per_set_and_language():
    code, out, err = _run("cards", "stats", "--format", "json")
    cov = json.loads(out)["coverage"]
    assert cov["RAD"]["cards"] == 141 and cov["RAD"]["en"] == 26 and cov["RAD"]["zh-CN"] == 141
    assert cov["OGN"]["fr-FR"] >= 10
    code, out, err = _run("cards", "stats")
    assert "  RAD  Radiance          141 cards; names: en 26, fr-FR 6, zh-CN 141" in out
