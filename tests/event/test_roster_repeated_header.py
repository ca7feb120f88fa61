"""A roster row that repeats the header (two exports pasted together) is refused, naming its row
(atkE 7): it read as a player named "player", counted among the players and judged."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_repeated_header_row_is_refused_at_its_row(rc, tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    (tmp_path / "cat.csv").write_text(
        "player,list\nA,ok.txt\n Player , List \nB,ok.txt\n", encoding="utf-8"
    )
    assert rc("event", "cat.csv") == (
        1,
        "",
        "riftcheck: error: cat.csv:3:1: row 3 repeats the header: expected one header row, then "
        "one row per player (remove it: two exports pasted together?)\n",
    )


def test_a_player_named_like_a_header_cell_is_a_player(rc, tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "list")
    (tmp_path / "r.csv").write_text("player,list,notes\nplayer,list,x\n", encoding="utf-8")
    code, out, err = rc("event", "r.csv", "--as-of", "2026-09-20")
    assert (code, err) == (0, "") and "player (r.csv row 2): LEGAL" in out
