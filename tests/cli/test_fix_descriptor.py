"""``check --fix`` on a file descriptor path: ``--fix /dev/stdin < deck.txt``, ``/proc/self/fd/0``,
``/dev/fd/N`` and a symlink to one reach a file the user never named, so they are refused (exit 2)
before anything is written, and the redirected deck stays byte for byte as it was (atkH 3)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import _cli_environ

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "fix"


@pytest.fixture
def deck(tmp_path):
    p = tmp_path / "deck.txt"
    shutil.copy(FIX / "misplaced.deck.txt", p)
    os.symlink("/dev/stdin", tmp_path / "in.txt")
    return p


def run(bin_, args, stdin_path, cwd, fds=()):
    with open(stdin_path, "rb") as f:
        return subprocess.run(
            [bin_, *args],
            stdin=f,
            capture_output=True,
            text=True,
            env=_cli_environ({"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}),
            cwd=cwd,
            timeout=120,
            pass_fds=fds,
        )


def refusal(path: str) -> str:
    return (
        f"riftcheck: error: --fix: {path} is a file descriptor (standard input or an open file), "
        "not a deck file named by its own path: refusing to write into it (name the deck file "
        "itself: riftcheck check --fix deck.txt)\n"
    )


@pytest.mark.parametrize("path", ["/dev/stdin", "/proc/self/fd/0", "/dev/fd/0", "in.txt"])
def test_fix_through_the_standard_input_is_refused(riftcheck_bin, deck, path):
    before = deck.read_bytes()
    r = run(riftcheck_bin, ["check", "--fix", path, "--as-of", "2026-10-01"], deck, deck.parent)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", refusal(path))
    assert deck.read_bytes() == before


def test_fix_through_another_open_descriptor_is_refused(riftcheck_bin, deck, tmp_path):
    before = deck.read_bytes()
    fd = os.open(deck, os.O_RDONLY)
    try:
        args = ["check", "--fix", f"/dev/fd/{fd}", "--as-of", "2026-10-01"]
        r = run(riftcheck_bin, args, os.devnull, tmp_path, fds=(fd,))
    finally:
        os.close(fd)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", refusal(f"/dev/fd/{fd}"))
    assert deck.read_bytes() == before


def test_fix_of_the_deck_by_its_own_name_still_writes(riftcheck_bin, deck):
    before = deck.read_bytes()
    r = run(
        riftcheck_bin, ["check", "--fix", "deck.txt", "--as-of", "2026-10-01"], deck, deck.parent
    )
    assert r.returncode in (0, 1), r.stderr
    assert "--fix: deck.txt:" in r.stderr
    assert deck.read_bytes() != before
