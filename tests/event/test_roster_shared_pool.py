"""1v1 Sealed and Draft: players registered with the same pool (one file, or byte copies of it)
are a ``roster-shared-pool`` warning at each of their rows naming the others: each player is
provided their own product (TR 602.1.a.1), so one of them is judged against another's pool and
their own is never checked (atkH 5). A 2v2 Sealed team shares its pool by rule (TR 603.6)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "pool_headers"


def _roster(tmp_path: Path) -> None:
    shutil.copy(FIXTURES / "sd_played.txt", tmp_path / "d.txt")
    shutil.copy(FIXTURES / "pool1.txt", tmp_path / "pool1.txt")
    shutil.copy(FIXTURES / "pool1.txt", tmp_path / "copy.txt")
    own = (FIXTURES / "pool1.txt").read_text(encoding="utf-8") + "1 Brittle Steel\n"
    (tmp_path / "own.txt").write_text(own, encoding="utf-8")
    (tmp_path / "r.csv").write_text(
        "player,list,pool\nA,d.txt,pool1.txt\nB,d.txt,pool1.txt\nC,d.txt,copy.txt\n"
        "D,d.txt,own.txt\n",
        encoding="utf-8",
    )


def _shared(out: str) -> dict:
    return {
        p["player"]: [f["message"] for f in p["problems"] if f["rule"] == "roster-shared-pool"]
        for p in json.loads(out)["players"]
    }


def test_players_sharing_a_pool_file_or_its_copy_are_each_warned(rc, tmp_path):
    _roster(tmp_path)
    code, out, err = rc(
        "event", "r.csv", "-r", "sealed", "--as-of", "2026-12-01", "--format", "json"
    )
    assert (code, err) == (1, "")  # A, B and C use a card their pool lacks
    said = "each player is provided their own product (TR 602.1.a.1); is the pool cell copied "
    assert _shared(out) == {
        "A": [f"the same pool as B (row 3) and C (row 4): {said}from another row?"],
        "B": [f"the same pool as A (row 2) and C (row 4): {said}from another row?"],
        "C": [f"the same pool as A (row 2) and B (row 3): {said}from another row?"],
        "D": [],
    }


def test_a_constructed_event_reads_no_pool_and_warns_of_none(rc, tmp_path):
    _roster(tmp_path)
    code, out, err = rc("event", "r.csv", "--as-of", "2026-12-01", "--format", "json")
    assert (code, err) == (0, "")
    assert any("no pool is read" in n for n in json.loads(out)["event"]["notices"])
    assert _shared(out) == {"A": [], "B": [], "C": [], "D": []}
