"""``roster-shared-pool`` in a team format (evtR 6): teammates share one pool by rule (TR 603.6),
but two teams registered with one pool (a cell copied across teams) are warned, as two 1v1
players are; teammates alone sharing theirs are not."""

from __future__ import annotations

import shutil
from pathlib import Path

LIMITED = Path(__file__).resolve().parents[2] / "tests" / "cases" / "_limited"


def _event(tmp: Path, pools: tuple[str, str, str, str]) -> None:
    for name in ("team-a.deck.yaml", "team-b.deck.yaml", "pool.txt"):
        shutil.copy(LIMITED / name, tmp / name)
    shutil.copy(LIMITED / "pool.txt", tmp / "other.txt")
    players = "".join(
        f"  - {{player: {p}, team: {t}, list: {lst}, pool: {pool}}}\n"
        for (p, t, lst), pool in zip(
            [
                ("A", "T", "team-a.deck.yaml"),
                ("B", "T", "team-b.deck.yaml"),
                ("C", "U", "team-a.deck.yaml"),
                ("D", "U", "team-b.deck.yaml"),
            ],
            pools,
            strict=True,
        )
    )
    (tmp / "e.yaml").write_text(
        f"name: S\ndate: 2026-09-01\nruleset: sealed-2v2\nplayers:\n{players}", encoding="utf-8"
    )


def _shared(out: str) -> list[str]:
    return [line for line in out.splitlines() if "[roster-shared-pool]" in line]


def test_two_teams_with_one_pool_are_warned(rc, tmp_path):
    # team U's pool is a copy of team T's: the same cards, so the same pool
    _event(tmp_path, ("pool.txt", "pool.txt", "other.txt", "other.txt"))
    code, out, err = rc("event", "e.yaml", "-f", "concise")
    tail = (
        "not of this team: each team is provided its own product (TR 603.6); is the pool cell "
        "copied from another team's row?"
    )
    assert _shared(out) == [
        f"e.yaml:5:5: warning [roster-shared-pool] the same pool as C (line 7) and D (line 8), who are {tail}",
        f"e.yaml:6:5: warning [roster-shared-pool] the same pool as C (line 7) and D (line 8), who are {tail}",
        f"e.yaml:7:5: warning [roster-shared-pool] the same pool as A (line 5) and B (line 6), who are {tail}",
        f"e.yaml:8:5: warning [roster-shared-pool] the same pool as A (line 5) and B (line 6), who are {tail}",
    ]
    assert err == ""


def test_teammates_sharing_their_pool_are_not_warned(rc, tmp_path):
    _event(tmp_path, ("pool.txt", "pool.txt", "other.txt", "other.txt"))
    (tmp_path / "other.txt").write_text(
        (LIMITED / "pool.txt").read_text() + "1 Cleave\n", encoding="utf-8"
    )
    code, out, err = rc("event", "e.yaml", "-f", "concise")
    assert _shared(out) == [] and err == ""
    assert "2 teams" in out.splitlines()[-2]
