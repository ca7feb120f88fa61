"""A re-run of ``event --format csv`` on its own output recognises its columns and writes this
run's in their place, under the same names at the same positions, in 1v1 and 2v2, and also when
the re-run writes another set (a 2v2 output judged 1v1 has no team verdict; a 1v1 output judged
2v2 gains one): nothing is renamed ``riftcheck verdict`` (evtL 4)."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DAY = ("--as-of", "2026-09-20")
TEAMS = ("-r", "constructed-2v2")
ONE = ["verdict", "problems", "findings", "fingerprint"]
TWO = ["verdict", "team verdict", "problems", "findings", "fingerprint"]


@pytest.fixture
def ev(tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    shutil.copy(ROOT / "examples" / "kennen-illegal.deck.txt", tmp_path / "bad.txt")
    (tmp_path / "r.csv").write_text(
        "player,team,list\nAnn,T1,ok.txt\nBob,T1,bad.txt\nCy,T2,ok.txt\n", encoding="utf-8"
    )
    return tmp_path


def run(rc, ev: Path, roster: str, out: str, *args) -> list[str]:
    code, shown, _ = rc("event", roster, *DAY, *args, "--format", "csv", "-o", out)
    assert (code, shown) == (1, "")
    return next(csv.reader(io.StringIO((ev / out).read_text(encoding="utf-8"))))


@pytest.mark.parametrize("args,names", [((), ONE), (TEAMS, TWO)])
def test_a_rerun_in_the_same_format_writes_the_same_bytes(rc, ev, args, names):
    assert run(rc, ev, "r.csv", "one.csv", *args)[3:] == names
    assert run(rc, ev, "one.csv", "two.csv", *args)[3:] == names
    assert (ev / "two.csv").read_bytes() == (ev / "one.csv").read_bytes()


def test_a_2v2_output_judged_1v1_keeps_the_names_and_places(rc, ev):
    run(rc, ev, "r.csv", "one.csv", *TEAMS)
    header = run(rc, ev, "one.csv", "two.csv")
    assert header[3:7] == ONE
    # the team verdict this run does not write is kept, beside this run's columns
    assert "team verdict (previous run)" in header[7:]
    assert not any(h.startswith("riftcheck") for h in header)
    # and a further run is stable
    run(rc, ev, "two.csv", "three.csv")
    assert (ev / "three.csv").read_bytes() == (ev / "two.csv").read_bytes()


def test_a_1v1_output_judged_2v2_keeps_the_names_and_places(rc, ev):
    run(rc, ev, "r.csv", "one.csv")
    header = run(rc, ev, "one.csv", "two.csv", *TEAMS)
    assert header[3:8] == TWO
    assert not any(h.startswith("riftcheck") for h in header)


def test_the_riftcheck_prefix_beside_the_rosters_own_column_is_kept(rc, ev):
    (ev / "r.csv").write_text(
        "player,team,list,verdict\nAnn,T1,ok.txt,paid\nBob,T1,bad.txt,\nCy,T2,ok.txt,\n",
        encoding="utf-8",
    )
    mine = ["verdict", "riftcheck verdict", "team verdict", "problems", "findings", "fingerprint"]
    assert run(rc, ev, "r.csv", "one.csv", *TEAMS)[3:] == mine
    assert run(rc, ev, "one.csv", "two.csv")[3:8] == ["verdict", "riftcheck verdict", *ONE[1:]]
