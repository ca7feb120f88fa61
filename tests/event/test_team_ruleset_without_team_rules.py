"""A local 2v2 ruleset with its team rules turned off: ``event`` refuses it as ``check --team``
does (atkE 18); the teams read LEGAL with nothing checked across their decks. With one team rule
left, both run."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT / "examples" / "events" / "lists"
HINT = "(use --ruleset constructed-2v2 or --ruleset sealed-2v2)\n"


def _event(tmp_path: Path, rules: str) -> None:
    shutil.copy(LISTS / "kennen.txt", tmp_path / "a.txt")
    shutil.copy(LISTS / "draven.txt", tmp_path / "b.txt")
    (tmp_path / "lax.yaml").write_text(
        f"name: lax-2v2\nextends: constructed-2v2\nrules:\n{rules}", encoding="utf-8"
    )
    (tmp_path / "team.csv").write_text("player,list,team\nA,a.txt,T\nB,b.txt,T\n", "utf-8")
    (tmp_path / "ev.yaml").write_text(
        "name: E\ndate: 2026-09-27\nruleset: ./lax.yaml\nroster: team.csv\n", encoding="utf-8"
    )


def test_event_refuses_a_team_format_without_team_rules_as_check_team_does(rc, tmp_path):
    _event(tmp_path, "  team-legend: false\n  team-battlefields: false\n")
    assert rc("event", "ev.yaml") == (
        2,
        "",
        "riftcheck: error: ruleset 'lax-2v2' is a team format but has no team rules, so no team "
        f"check would run {HINT}",
    )
    assert rc("-r", "./lax.yaml", "--team", "a.txt", "b.txt") == (
        2,
        "",
        f"riftcheck: error: --team: ruleset 'lax-2v2' has no team rules, so no team check would run {HINT}",
    )


def test_one_team_rule_left_runs_in_both(rc, tmp_path):
    _event(tmp_path, "  team-legend: false\n")
    code, out, err = rc("event", "ev.yaml", "--color", "never")
    assert (code, err) == (0, "")
    assert "Team T: LEGAL (A (team.csv row 2), B (team.csv row 3); check changed)" in out
    code, out, err = rc("-r", "./lax.yaml", "--team", "a.txt", "b.txt", "--color", "never")
    assert (code, err) == (0, "") and "Team: LEGAL (a.txt, b.txt; check changed)" in out
