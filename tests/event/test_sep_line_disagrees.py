"""A ``sep=`` first line declaring one delimiter above rows written with another (``sep=;`` over
comma-separated rows, or the reverse) is an error naming line 1 and both delimiters; it was "no
player column (found: player,list)" (evtL 8)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "sep,rows,declared,other",
    [
        (";", "player,list\nAnn,a.txt\n", "';'", "','"),
        (",", "player;list;notes\nAnn;a.txt;x\n", "','", "';'"),
        ("\t", "Player Name;Decklist\nAnn;a.txt\n", "a tab", "';'"),
    ],
)
def test_a_sep_line_that_disagrees_with_the_rows_names_line_1(
    rc, tmp_path, sep, rows, declared, other
):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "a.txt")
    (tmp_path / "r.csv").write_text(f"sep={sep}\n{rows}", encoding="utf-8")
    code, out, err = rc("event", "r.csv", "--as-of", "2026-09-20")
    assert (code, out) == (1, "")
    assert err.startswith(
        f"riftcheck: error: r.csv:1:1: line 1, the sep= line, declares {declared} as the "
        f"delimiter, but the rows look separated by {other} (the header read with {other} names "
        "the columns "
    )
    assert err.endswith(
        "expected a sep= line declaring the rows' delimiter (correct it, or remove it)\n"
    )


def test_a_sep_line_that_agrees_is_read(rc, tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "a.txt")
    (tmp_path / "r.csv").write_text("sep=;\nplayer;list;notes\nAnn;a.txt;a,b\n", encoding="utf-8")
    code, out, err = rc("event", "r.csv", "--as-of", "2026-09-20")
    assert (code, err) == (0, "")
    assert out.rstrip().endswith("1 player: 1 legal, 0 illegal")
