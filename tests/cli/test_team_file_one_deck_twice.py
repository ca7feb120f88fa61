"""A team file whose two members name one deck file (the same path, or a link to it) is an error
at the team file's line saying so (atkL 8): it was ``a team needs at least 2 decks, got 1``,
naming neither the file, nor the line, nor why."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("team", "said"),
    [
        (
            "team: [c.deck.txt, c.deck.txt]\n",
            "team.yaml:2:20: team: both members name one file (c.deck.txt and c.deck.txt)",
        ),
        (
            "team:\n  - c.deck.txt\n  - ./l.deck.txt\n",
            "team.yaml:4:5: team: both members name one file (c.deck.txt and ./l.deck.txt)",
        ),
        (
            "team:\n  - c.deck.txt\n  - h.deck.txt\n",
            "team.yaml:4:5: team: both members name one file (c.deck.txt and h.deck.txt)",
        ),
    ],
    ids=["same-path", "symlink", "hard-link"],
)
def test_one_deck_named_twice_is_said_at_the_team_files_line(cli, tmp_path, team, said):
    (tmp_path / "c.deck.txt").write_text(KENNEN, encoding="utf-8")
    os.symlink("c.deck.txt", tmp_path / "l.deck.txt")
    os.link(tmp_path / "c.deck.txt", tmp_path / "h.deck.txt")
    (tmp_path / "team.yaml").write_text("name: T\n" + team, encoding="utf-8")
    r = cli("check", "--team", "-r", "constructed-2v2", "team.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (
        1,
        "",
        f"riftcheck: error: {said}; expected two different deck files\n",
    )
