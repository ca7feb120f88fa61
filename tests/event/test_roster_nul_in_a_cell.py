"""A valid UTF-8 roster whose cell holds many NUL bytes (``x\\0x\\0...``) is an error naming the
cell's row and column, not "its bytes change to UTF-16-LE" (atkO 5); a roster that does change
encoding is still refused as one."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARGS = ("--as-of", "2026-09-20")
NUL_CELL = (
    "riftcheck: error: r.csv:3:11: row 3, column 3 (notes): the cell holds NUL bytes (U+0000) "
    "among its characters, as UTF-16 text would, so the roster cannot be told from one whose rows "
    "change encoding; expected the cell's text without them (copied from another program?)\n"
)


@pytest.fixture
def ev(tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "a.txt")
    return tmp_path


@pytest.mark.parametrize("end", ["", ",more"])
def test_nul_bytes_in_a_cell_are_said_as_such(rc, ev, end):
    cell = "n\0" * 30
    data = f"player,list,notes{',x' if end else ''}\nAnn,a.txt,ok{end}\nBob,a.txt,{cell}{end}\n"
    (ev / "r.csv").write_bytes(data.encode("utf-8"))
    assert rc("event", "r.csv", *ARGS) == (1, "", NUL_CELL)


def test_in_a_quoted_cell_too(rc, ev):
    cell = "n\0" * 30
    data = f'player,list,notes\nAnn,a.txt,ok\nBob,a.txt,"{cell}"\n'
    (ev / "r.csv").write_bytes(data.encode("utf-8"))
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, out) == (1, "")
    assert err.startswith(
        "riftcheck: error: r.csv:3:12: row 3, column 3 (notes): the cell holds NUL"
    )


def test_utf16_rows_after_utf8_ones_are_still_an_encoding_change(rc, ev):
    data = b"player,list\nAnn,a.txt\n" + "Bob,a.txt\nCid,a.txt\n".encode("utf-16-le")
    (ev / "r.csv").write_bytes(data)
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, out) == (1, "")
    assert err.startswith(
        "riftcheck: error: r.csv:3:1: the roster starts as UTF-8 text, but its bytes change to "
        "UTF-16-LE at line 3"
    )
