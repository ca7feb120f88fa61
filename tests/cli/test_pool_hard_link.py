"""atkL 7: a pool that is a hard link to the deck file is the deck file itself (compared by file
identity, st_dev and st_ino, as the output guards compare), by --pool, by a deck's pool: key and
in an event, as a symlink or the same path already were."""

from __future__ import annotations

import os

from tests.cli.test_pool_identity import LIST

DAY = ("--as-of", "2026-10-20")


def test_a_hard_linked_pool_is_the_deck_itself(cli, tmp_path):
    (tmp_path / "reg.txt").write_text(LIST, encoding="utf-8")
    os.link(tmp_path / "reg.txt", tmp_path / "hl.txt")
    r = cli("check", "-r", "sealed", *DAY, "--pool", "hl.txt", "reg.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    flat = " ".join(r.stdout.split())
    assert "The pool given (hl.txt) is this deck file itself, so nothing would be checked" in flat
    # a YAML deck whose pool: key names a hard link to itself
    (tmp_path / "d.yaml").write_text(
        "pool: dl.yaml\nlegend: Jinx, Loose Cannon\nmain: [6 Pouty Poro]\n", encoding="utf-8"
    )
    os.link(tmp_path / "d.yaml", tmp_path / "dl.yaml")
    r = cli("check", "-r", "sealed", *DAY, "d.yaml", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == ""
    assert "pool: 'dl.yaml' is this deck file itself" in " ".join(r.stdout.split()), r.stdout
    # an event's pool cell
    (tmp_path / "ev.yaml").write_text(
        "name: s\ndate: 2026-10-20\nruleset: sealed\nplayers:\n"
        "  - {player: A, list: reg.txt, pool: hl.txt}\n",
        encoding="utf-8",
    )
    r = cli("event", "ev.yaml", cwd=tmp_path)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert "A (ev.yaml line 5): LEGAL list · roster error (pool not checked" in r.stdout
    assert "roster-pool pool: the pool names the list's own file hl.txt" in " ".join(
        r.stdout.split()
    ), r.stdout
