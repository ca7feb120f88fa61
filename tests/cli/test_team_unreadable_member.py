"""A team with an unreadable deck (atk24d item 6): the unreadable deck is named with its error,
the readable one is still checked, and the team is reported as not checked (exit 1), not a usage
error "a team needs at least 2 decks"."""

from __future__ import annotations

from pathlib import Path

FIX = Path(__file__).parent.parent / "fixtures" / "fix"


def test_a_team_with_an_unreadable_deck_checks_the_other_and_names_the_file(cli):
    good, bad = FIX / "team-ahri.deck.txt", FIX / "team-unreadable.deck.txt"
    r = cli("--as-of", "2026-10-10", "-r", "constructed-2v2", "--team", str(good), str(bad))
    assert r.returncode == 1
    assert r.stderr == ""
    flat = " ".join(r.stdout.split())  # a deck's line names its absolute path: it may wrap
    assert f"{good}: LEGAL (team not checked)" in flat
    assert f"{bad}: UNREADABLE (1 error)" in flat
    assert "first line: 'garbage ::: {{'" in r.stdout
    assert "error  team  the team was not checked:" in r.stdout
    assert f"{bad} could not be read" in " ".join(r.stdout.split())
    assert "a team needs at least 2 decks" not in r.stdout + r.stderr
    assert "team unreadable" in r.stdout
