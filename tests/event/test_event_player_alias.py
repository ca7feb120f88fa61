"""A player entry that is a YAML alias of another (``- *p``) is refused (atkE 4): it has no line of
its own, so its duplicate error read "lines 4 and 4". An alias inside a player stays."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_player_that_is_an_alias_of_another_is_refused(rc, tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    (tmp_path / "e.yaml").write_text(
        "name: E\ndate: 2026-09-20\nplayers:\n  - &p {player: A, list: ok.txt}\n  - *p\n",
        encoding="utf-8",
    )
    assert rc("event", "e.yaml") == (
        1,
        "",
        "riftcheck: error: e.yaml:4:5: players: player 2 is a YAML alias of player 1 (line 4): "
        "expected each player written out\n",
    )


def test_an_alias_inside_a_player_is_read(rc, tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    (tmp_path / "e.yaml").write_text(
        "name: E\ndate: 2026-09-20\nplayers:\n  - {player: A, list: &l ok.txt}\n"
        "  - {player: B, list: *l}\n",
        encoding="utf-8",
    )
    code, out, err = rc("event", "e.yaml", "--color", "never")
    assert (code, err) == (0, "") and "B (e.yaml line 5): LEGAL" in out
