"""``--format csv -o FILE`` ends its rows as the roster's do (atkE 13a): a Windows export's
``\\r\\n``, ``\\n``; standard output keeps ``\\n``. A re-run on the file writes the same bytes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("end", ["\r\n", "\n", "\r"])
def test_the_report_file_ends_its_rows_as_the_roster(rc, tmp_path, end):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    shutil.copy(ROOT / "examples" / "kennen-illegal.deck.txt", tmp_path / "bad.txt")
    rows = ["SEP=;", "player;list", "A;ok.txt", "B;bad.txt"]
    (tmp_path / "r.csv").write_text(end.join(rows) + end, encoding="utf-8", newline="")
    args = ("--as-of", "2026-09-20", "--format", "csv")
    assert rc("event", "r.csv", *args, "-o", "one.csv")[:2] == (1, "")
    one = (tmp_path / "one.csv").read_bytes().decode("utf-8")
    assert one.startswith(f"sep=;{end}player;list;verdict;problems;findings;fingerprint{end}")
    assert one.endswith(end) and f"{end}A;ok.txt;legal;" in one
    code, shown, _ = rc("event", "r.csv", *args)
    assert shown.startswith("sep=;\nplayer;list;verdict") and "\r" not in shown
    rc("event", "one.csv", *args, "-o", "two.csv")
    assert (tmp_path / "two.csv").read_bytes() == one.encode("utf-8")
