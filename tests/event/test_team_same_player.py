"""A 2v2 team is two different players (CR 491, TR 603): a team whose two rows are one player
(``Alice`` and ``ALICE`` with a zero-width space), or a team sharing a player with another team,
is team-illegal in every format, never a green "team legal" (findings V7)."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "teams"
ARGS = ("-r", "constructed-2v2", "--as-of", "2026-09-01")


def roster(tmp_path: Path, rows: str) -> str:
    for name in ("rengar.txt", "draven.txt"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    (tmp_path / "r.csv").write_text("player,list,team\n" + rows, encoding="utf-8")
    return "r.csv"


def test_the_two_lists_alone_make_a_legal_team(cli, tmp_path):
    """The control: the same two lists by two different players are a legal team."""
    p = roster(tmp_path, "Alice,rengar.txt,T1\nBob,draven.txt,T1\n")
    r = cli("event", p, *ARGS, cwd=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "1 team, 1 of them legal" in " ".join(r.stdout.split())


def test_one_player_registered_twice_in_a_team_is_not_a_legal_team(cli, tmp_path):
    p = roster(tmp_path, "Alice,rengar.txt,T1\nALICE\u200b,draven.txt,T1\n")
    r = cli("event", p, *ARGS, cwd=tmp_path)
    out = " ".join(r.stdout.split())
    assert r.returncode == 1 and r.stderr == ""
    assert "roster-duplicate-player" in out
    assert "Team T1: ILLEGAL" in out and "1 team, 0 of them legal, 1 of them illegal" in out
    doc = json.loads(cli("event", p, *ARGS, "-f", "json", cwd=tmp_path).stdout)
    assert [t["legal"] for t in doc["teams"]] == [False]
    assert {p["team_status"] for p in doc["players"]} == {"illegal"}
    html = cli("event", p, *ARGS, "-f", "html", cwd=tmp_path).stdout
    assert "team illegal" in html and "team legal<" not in html


def test_a_player_in_two_teams_makes_both_teams_illegal(cli, tmp_path):
    p = roster(
        tmp_path,
        "Alice,rengar.txt,T1\nBob,draven.txt,T1\nAlice,rengar.txt,T2\nCarol,draven.txt,T2\n"
        "Dan,rengar.txt,T3\nEve,draven.txt,T3\n",
    )
    r = cli("event", p, *ARGS, "-f", "csv", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == ""
    rows = list(csv.DictReader(io.StringIO(r.stdout)))
    assert [(x["player"], x["team verdict"]) for x in rows] == [
        ("Alice", "team illegal"),
        ("Bob", "team illegal"),
        ("Alice", "team illegal"),
        ("Carol", "team illegal"),
        ("Dan", "team legal"),
        ("Eve", "team legal"),
    ]


def test_a_teams_column_is_the_team_column(cli, tmp_path):
    """Findings V1: ``Teams``, ``Team ID``, ``Squad``... name the team column."""
    for header in ("Teams", "Team ID", "Team (2v2)", "Squad"):
        (tmp_path / "h.csv").write_text(
            f"player,list,{header}\nAlice,rengar.txt,Red\nBob,draven.txt,Red\n", encoding="utf-8"
        )
        roster(tmp_path, "")
        r = cli("event", "h.csv", *ARGS, cwd=tmp_path)
        assert r.returncode == 0, (header, r.stdout + r.stderr)
        assert "1 team, 1 of them legal" in " ".join(r.stdout.split())


def test_no_team_given_names_the_unread_column_that_looks_like_it(cli, tmp_path):
    roster(tmp_path, "")
    (tmp_path / "h.csv").write_text(
        "player,list,Team/Équipe\nAlice,rengar.txt,Red\nBob,draven.txt,Red\n", encoding="utf-8"
    )
    r = cli("event", "h.csv", *ARGS, cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == ""
    fix = "fix: the column 'Team/Équipe' is not read as the team column: name it team"
    assert r.stdout.count(fix) == 2
    assert "fill in the player's team" not in r.stdout
