"""``--format github`` in an event: every annotation's ``file=`` is a file, never a player's label
(issue 23, E4): a run-wide notice names the event's file, a partial verdict its registration line."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
LIMITED = ROOT / "tests" / "cases" / "_limited"


def files_of(stdout: str) -> list[str]:
    return re.findall(r"^::\w+ file=([^,:]*)", stdout, re.MULTILINE)


def test_a_run_wide_notice_names_the_roster(tmp_path, cli):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "r.csv").write_text("player,list\nA,k.txt\n", encoding="utf-8")
    r = cli(
        "event",
        "r.csv",
        "--as-of",
        "2026-09-20",
        "--ignore",
        "banned",
        "-f",
        "github",
        cwd=tmp_path,
    )
    assert r.returncode == 0, r.stderr
    assert "::notice file=r.csv,title=riftcheck%3A check changed::rules ignored: banned" in r.stdout
    assert files_of(r.stdout) == ["r.csv"]


def test_a_partial_verdict_names_the_registration_line(tmp_path, cli):
    shutil.copy(LIMITED / "three-domains.deck.yaml", tmp_path / "a.deck.yaml")
    (tmp_path / "e.yaml").write_text(
        "name: S\ndate: 2026-09-01\nruleset: sealed\nplayers:\n  - {player: Ann, list: a.deck.yaml}\n",
        encoding="utf-8",
    )
    r = cli("event", "e.yaml", "-f", "github", cwd=tmp_path)
    notices = [
        ln for ln in r.stdout.splitlines() if "pool not checked" in ln and ln.startswith("::")
    ]
    # a warning (an error under --strict, which it fails): it was a notice a failing --strict run
    # did not show as its reason (the level is the point of that change)
    assert notices and all(ln.startswith("::warning file=e.yaml,line=5,") for ln in notices)
    assert all(f in ("e.yaml", "a.deck.yaml") for f in files_of(r.stdout))
