"""A deck file named more than once on the command line, however spelt, is one deck: checked,
fixed and counted once, and a notice says so (issue 23, oddity)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
FIX = ROOT / "tests" / "fixtures" / "fix" / "misplaced.deck.txt"


@pytest.mark.parametrize(
    "names",
    [["k.txt", "k.txt", "k.txt"], ["k.txt", "./k.txt", "k.txt"], ["k.txt", "sub/../k.txt"]],
)
def test_a_file_named_several_times_is_one_deck(cli, tmp_path, names):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "sub").mkdir()
    r = cli("check", *names, "--as-of", "2026-09-01", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.rstrip().endswith("1 deck: 1 legal, 0 illegal")
    assert r.stdout.count(": LEGAL") == 1
    assert r.stderr == (
        f"riftcheck: notice: k.txt is named {len(names)} times on the command line: "
        "it is checked once and counted once\n"
    )


def test_a_link_to_a_named_file_is_the_same_deck(cli, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    os.link(tmp_path / "k.txt", tmp_path / "hard.txt")
    r = cli("check", "k.txt", "hard.txt", "--as-of", "2026-09-01", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.rstrip().endswith("1 deck: 1 legal, 0 illegal")
    assert "k.txt is named 2 times" in r.stderr


def test_two_files_are_two_decks_and_no_notice(cli, tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "b.txt").write_text(KENNEN, encoding="utf-8")
    r = cli("check", "a.txt", "b.txt", "--as-of", "2026-09-01", cwd=tmp_path)
    assert r.returncode == 0
    assert r.stdout.rstrip().endswith("2 decks: 2 legal, 0 illegal")
    assert r.stderr == ""


def test_fix_counts_a_repeated_file_once(cli, tmp_path):
    shutil.copy(FIX, tmp_path / "f.deck.txt")
    r = cli(
        "check",
        "--fix",
        "f.deck.txt",
        "./f.deck.txt",
        "f.deck.txt",
        "--as-of",
        "2026-10-01",
        cwd=tmp_path,
    )
    assert r.returncode == 1
    err = r.stderr.splitlines()
    assert err[0] == (
        "riftcheck: notice: f.deck.txt is named 3 times on the command line: "
        "it is checked once and counted once"
    )
    assert err[-1] == (
        "riftcheck: --fix: 1 of 1 deck files rewritten; "
        "cards are never added, removed or replaced by a guess"
    )
