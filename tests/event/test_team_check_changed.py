"""A team's verdict reached by a changed check says so, as each player's does (issue 23/25, evtG 2).

``lax-2v2.yaml`` extends constructed-2v2 and turns ``banned`` into a warning: Ann's three Stacked
Deck pass, and the team Duo is legal only under it. The CSV's ``team verdict`` cell reads ``team
legal (check changed)`` beside the players' ``legal (check changed)``, the text report's team line
says ``(check changed)``, JSON's team says ``check_changed``; under the shipped ruleset none of
them does."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "team_changed_check"
LAX = ("roster.csv", "-r", "./lax-2v2.yaml", "--as-of", "2026-09-20")
SHIPPED = ("roster.csv", "-r", "constructed-2v2", "--as-of", "2026-09-20")


@pytest.fixture
def work(tmp_path):
    for f in FIX.iterdir():
        shutil.copy(f, tmp_path / f.name)
    return tmp_path


def changed_note(work: Path) -> str:
    import hashlib

    lax = work / "lax-2v2.yaml"
    digest = hashlib.sha256(lax.read_bytes()).hexdigest()
    return (
        f"riftcheck: note: Changed: local ruleset {lax} (sha256 {digest}); compared with the "
        "shipped constructed-2v2 it changes the options or severity of banned\n"
    )


def cells(text: str) -> list[tuple[str, str, str]]:
    return [
        (r["player"], r["verdict"], r["team verdict"]) for r in csv.DictReader(io.StringIO(text))
    ]


def test_the_team_verdict_cell_says_check_changed(rc, work):
    code, out, err = rc("event", *LAX, "-f", "csv")
    assert code == 0
    assert cells(out) == [
        ("Ann", "legal (check changed)", "team legal (check changed)"),
        ("Ben", "legal (check changed)", "team legal (check changed)"),
    ]
    assert err == changed_note(work)


def test_under_the_shipped_ruleset_no_cell_says_it(rc, work):
    code, out, err = rc("event", *SHIPPED, "-f", "csv")
    assert (code, err) == (1, "")
    assert cells(out) == [("Ann", "illegal", "team illegal"), ("Ben", "legal", "team illegal")]


def test_the_text_reports_team_line_says_check_changed(rc, work):
    code, out, err = rc("event", *LAX)
    assert (code, err) == (0, "")
    team = [ln for ln in out.splitlines() if ln.startswith("Team")]
    assert team == [
        "Team Duo: LEGAL (Ann (roster.csv row 2), Ben (roster.csv row 3); check changed)"
    ]
    code, out, _ = rc("event", *SHIPPED)
    assert "Team Duo: ILLEGAL (Ann (roster.csv row 2), Ben (roster.csv row 3))" in out


def test_the_json_team_says_check_changed(rc, work):
    code, out, err = rc("event", *LAX, "-f", "json")
    assert (code, err) == (0, "")
    doc = json.loads(out)
    assert [(t["name"], t["legal"], t["check_changed"]) for t in doc["teams"]] == [
        ("Duo", True, True)
    ]
    code, out, _ = rc("event", *SHIPPED, "-f", "json")
    assert [(t["legal"], t["check_changed"]) for t in json.loads(out)["teams"]] == [(False, False)]
