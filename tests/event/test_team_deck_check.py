"""A 2v2 team one of whose players' played deck failed its deck check is not LEGAL (atkE 6): the
team plays that deck (best of one, no sideboarding), so the team's own error names the player, and
the summary does not count it among the legal teams, in every format."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "team_deck_check"
ARGS = ("event", "p2.csv", "-r", "constructed-2v2", "--as-of", "2026-09-27", "--sideboarding")


def _copy(tmp_path: Path) -> None:
    for f in FIX.iterdir():
        shutil.copy(f, tmp_path / f.name)


def test_the_team_of_a_failed_deck_check_is_illegal_and_says_why(rc, tmp_path):
    _copy(tmp_path)
    code, out, err = rc(*ARGS, "--color", "never")
    assert (code, err) == (1, "")
    flat = " ".join(out.split())
    assert "A (p2.csv row 2): LEGAL list · deck check failed" in flat
    assert "Team T: ILLEGAL (A (p2.csv row 2), B (p2.csv row 3))" in flat
    assert (
        "p2.csv:2 error deck-check team T plays a deck that failed its deck check: A (row 2)"
        in flat
    )
    assert flat.endswith("1 team, 0 of them legal, 1 of them illegal")


def test_json_says_the_team_illegal(rc, tmp_path):
    _copy(tmp_path)
    code, out, err = rc(*ARGS, "--format", "json")
    assert (code, err) == (1, "")
    (team,) = json.loads(out)["teams"]
    assert team["legal"] is False
    assert [v["rule"] for v in team["violations"]] == ["deck-check"]


def test_without_a_played_deck_the_team_stays_legal(rc, tmp_path):
    _copy(tmp_path)
    (tmp_path / "p2.csv").write_text(
        "player,list,team,played\nA,kennen.txt,T,kennen.txt\nB,draven.txt,T,\n", encoding="utf-8"
    )
    code, out, err = rc(*ARGS, "--color", "never")
    assert (code, err) == (0, "")
    assert "Team T: LEGAL" in out
