"""A character some programs show as a line break and others do not (U+2028, U+2029, NEL, FF,
VT, FS/GS/RS) makes a list read two ways: after a comment it hid a banned card from riftcheck while
an editor showed it on its own line (issue 23 re-test, F2). It is refused at its line and column."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECK = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
BREAKS = ["\u2028", "\u2029", "\x85", "\x0c", "\x0b", "\x1c", "\x1d", "\x1e"]


@pytest.mark.parametrize("char", BREAKS, ids=[f"U+{ord(c):04X}" for c in BREAKS])
def test_a_list_holding_an_odd_line_break_is_refused_at_its_place(cli, tmp_path, char):
    deck = tmp_path / "d.deck.txt"
    deck.write_text(DECK + f"# sideboard notes{char}3 Stacked Deck\n", encoding="utf-8")
    line = DECK.count("\n") + 1
    r = cli("--as-of", "2026-11-01", str(deck))
    assert r.returncode == 1, r.stdout
    assert "UNREADABLE" in r.stdout and f"{line}:18  error  unreadable" in r.stdout, r.stdout
    assert f"U+{ord(char):04X} is a line break to some programs and not to others" in r.stdout


def test_the_same_in_a_pasted_roster_cell(cli, tmp_path):
    pasted = DECK.replace('"', "") + "# notes\u20283 Stacked Deck\n"
    roster = tmp_path / "r.csv"
    roster.write_text('player,list\nA,"' + pasted + '"\n', encoding="utf-8")
    r = cli("event", str(roster), "--as-of", "2026-11-01")
    assert r.returncode == 1, r.stdout
    assert "roster-unreadable" in r.stdout and "U+2028 is a line break" in r.stdout, r.stdout


def test_plain_line_ends_are_still_read(cli, tmp_path):
    deck = tmp_path / "d.deck.txt"
    deck.write_text(DECK.replace("\n", "\r\n"), encoding="utf-8")
    assert cli("--as-of", "2026-11-01", str(deck)).returncode == 0
