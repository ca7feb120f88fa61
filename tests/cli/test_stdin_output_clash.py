"""``-o`` onto the file the standard input reads: ``riftcheck -o deck.txt - < deck.txt`` and
``convert -o deck.txt - < deck.txt`` are refused (exit 2) as ``-o deck.txt deck.txt`` is, and
so are ``-o /dev/stdin``, ``-o /dev/fd/0`` and a link to the file; the deck stays byte for byte
as it was (atkH 4)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import _cli_environ

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "stdin_output"

CHECK = ["--as-of", "2026-09-20"]
CONVERT = ["convert", "--to", "text"]


@pytest.fixture
def deck(tmp_path):
    p = tmp_path / "deck.txt"
    shutil.copy(FIX / "kennen.deck.txt", p)
    os.symlink(p, tmp_path / "link.txt")
    return p


def run(bin_, args, stdin_path, cwd):
    with open(stdin_path, "rb") as f:
        r = subprocess.run(
            [bin_, *args],
            stdin=f,
            capture_output=True,
            text=True,
            env=_cli_environ({"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}),
            cwd=cwd,
            timeout=120,
        )
    return r


@pytest.mark.parametrize("cmd", [CHECK, CONVERT], ids=["check", "convert"])
@pytest.mark.parametrize("target", ["deck.txt", "link.txt", "/dev/stdin", "/dev/fd/0"])
def test_output_onto_the_file_read_as_stdin_is_refused(riftcheck_bin, deck, cmd, target):
    before = deck.read_bytes()
    r = run(riftcheck_bin, [*cmd, "-o", target, "-"], deck, deck.parent)
    hint = "write the converted deck" if cmd is CONVERT else "write the report"
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck: error: --output {target} is also an input (-): refusing to overwrite it "
        f"({hint} to another file)\n"
    )
    assert deck.read_bytes() == before


@pytest.mark.parametrize("cmd", [CHECK, CONVERT], ids=["check", "convert"])
def test_output_elsewhere_from_a_stdin_file_is_written(riftcheck_bin, deck, cmd):
    before = deck.read_bytes()
    r = run(riftcheck_bin, [*cmd, "-o", "out.txt", "-"], deck, deck.parent)
    assert (r.returncode, r.stdout) == (0, ""), r.stderr
    out = (deck.parent / "out.txt").read_text(encoding="utf-8")
    assert ("<stdin>: LEGAL" if cmd is CHECK else "1 Kennen, Heart of the Tempest") in out
    assert deck.read_bytes() == before


def test_a_stdin_file_that_is_not_read_is_no_input(riftcheck_bin, deck, tmp_path):
    """The standard input counts only when ``-`` is a source: ``-o deck.txt other.txt <
    deck.txt`` reads no standard input, so deck.txt is only the report."""
    other = tmp_path / "other.txt"
    shutil.copy(FIX / "kennen.deck.txt", other)
    r = run(riftcheck_bin, [*CHECK, "-o", "deck.txt", "other.txt"], deck, tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    assert "other.txt: LEGAL" in deck.read_text(encoding="utf-8")
