"""A roster cell's carriage returns come back as written in ``--format csv`` (issue 23, E5): a lone
``\\r`` stays a ``\\r``, ``\\r\\n`` inside a cell stays ``\\r\\n``, a cell starting with ``\\r`` gets the
formula escape, and the row is quoted so every reader reads the cell whole."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.fixture
def ev(tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("line_end", [b"\n", b"\r\n"])
def test_carriage_returns_in_cells_are_kept(ev, cli, line_end):
    rows = [
        b"player,list,notes",
        b'A,k.txt,"\r=2"',
        b'B,k.txt,"x\r\ny"',
        b'C,k.txt,"p\rq"',
        b"D,k.txt,plain",
    ]
    (ev / "r.csv").write_bytes(line_end.join(rows) + line_end)
    r = cli("event", "r.csv", "--as-of", "2026-09-20", "--format", "csv", cwd=ev)
    assert r.returncode == 0, r.stderr
    out = ev / "out.csv"
    r2 = cli("event", "r.csv", "--as-of", "2026-09-20", "--format", "csv", "-o", "out.csv", cwd=ev)
    assert r2.returncode == 0 and r2.stdout == ""
    data = out.read_bytes()
    got = list(csv.reader(io.StringIO(data.decode("utf-8"), newline="")))
    assert [row[2] for row in got] == ["notes", "'\r=2", "x\r\ny", "p\rq", "plain"]
    # rows holding no carriage return are written as before, unquoted
    assert b"\nD,k.txt,plain,legal," in data
    # the lines of the roster are still counted as editors count them
    assert [row[0] for row in got] == ["player", "A", "B", "C", "D"]


def test_a_lone_cr_line_end_between_rows_still_ends_the_row(ev, cli):
    (ev / "r.csv").write_bytes(b"player,list\rA,k.txt\rB,k.txt\r")
    r = cli("event", "r.csv", "--as-of", "2026-09-20", "--format", "csv", cwd=ev)
    assert r.returncode == 0, r.stderr
    assert [row[0] for row in csv.reader(io.StringIO(r.stdout))] == ["player", "A", "B"]


def test_the_row_of_a_problem_after_a_cell_with_cr_is_counted_right(ev, cli):
    (ev / "r.csv").write_bytes(b'player,list,notes\nA,k.txt,"a\rb"\nA,k.txt,\n')
    r = cli("event", "r.csv", "--as-of", "2026-09-20", cwd=ev)
    assert r.returncode == 1
    assert "r.csv row 3" in r.stdout and "roster-duplicate-player" in r.stdout
