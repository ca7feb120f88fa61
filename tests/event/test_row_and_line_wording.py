"""A roster row after a pasted (multi-line) cell starts on another line of the file than its row
number: every message naming rows says both, "row 4, line 5", and French never calls a row number
« ligne » (« ligne 5, rangée 4 du tableau », the wording of the player's label) (issue 23/25, evtG 3).

``roster.csv``: Alice's pasted list takes lines 2 and 3, so Bob (row 3) is at line 4, alice (row 4,
Alice again) at line 5, Carol (row 5, one cell more than the header) at line 6."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from riftcheck import i18n
from riftcheck.events.check import check_event
from riftcheck.events.read import read_event

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "row_line"
EN, FR = i18n.Translator("en"), i18n.Translator("fr")


@pytest.fixture(scope="module")
def said():
    """``(row, rule) -> (English, French)`` of every roster problem, and the event's notices."""
    run = check_event(
        read_event(FIX / "roster.csv"), ruleset="constructed-2v2", as_of=dt.date(2026, 9, 20)
    )
    out = {}
    for p in run.event.players:
        for f in p.problems:
            out.setdefault(
                (p.registration.row, f.rule), (EN.message(f.message), FR.message(f.message))
            )
    notices = [(EN.message(n), FR.message(n)) for n in run.event.notices]
    return out, notices


def test_a_duplicate_names_its_rows_and_their_lines(said):
    en, fr = said[0][4, "roster-duplicate-player"]
    assert en == "player Alice is registered 2 times (rows 2 and 4, lines 2 and 5)"
    assert fr == "Alice apparaît dans 2 inscriptions (lignes 2 et 5, rangées 2 et 4 du tableau)"


def test_a_player_named_in_another_rows_finding_is_named_by_row_and_line(said):
    en, fr = said[0][3, "roster-identical-lists"]
    assert "as the list of alice (row 4, line 5) and that of Carol (row 5, line 6):" in en
    assert (
        "que la liste d'alice (ligne 5, rangée 4 du tableau) et celle de Carol (ligne 6, rangée "
        "5 du tableau)\u00a0:" in fr
    )
    # a row at its own line stays « ligne 2 », as the label says it
    en, fr = said[0][3, "roster-duplicate-player"]
    assert en.endswith(
        ": Alice (row 2): player Alice is registered 2 times (rows 2 and 4, lines 2 and 5)"
    )
    assert "\u00a0: Alice (ligne 2)\u00a0: Alice apparaît" in fr


def test_a_team_too_small_names_its_row_and_line(said):
    en, fr = said[0][5, "roster-team-size"]
    assert en == "team V is missing a member: 1 player (row 5, line 6), a team has 2"
    assert fr == (
        "il manque un membre à l'équipe V\u00a0: 1 joueur (ligne 6, rangée 5 du tableau), une "
        "équipe en compte 2"
    )


def test_a_row_wider_than_the_header_is_named_by_row_and_line(said):
    assert (
        "row 5, line 6 has more cells than the header (3): the cells past it are kept, and not read",
        "la ligne 6, rangée 5 du tableau a plus de cellules que l'en-tête (3)\u00a0: les cellules "
        "au-delà sont conservées, et non lues",
    ) in said[1]
