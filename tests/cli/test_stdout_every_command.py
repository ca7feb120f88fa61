"""Standard output that cannot be written is a message and exit 2 in every command, not only in
the report writers (issue 23: "a full disk, a closed stdout ... not 'internal error'")."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "examples" / "kennen.deck.txt"

COMMANDS = [
    f"show {DECK}",
    "bans",
    "schema deck",
    "rules",
    "rulesets",
    "explain banned",
    "cards search gust",
    "cards show Gust",
    "completion bash",
    "--version",
    "--help",
]
REDIRECTS = [(">&-", "it is closed"), (">/dev/full", "No space left on device")]


@pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")
@pytest.mark.parametrize(("redirect", "why"), REDIRECTS, ids=["closed", "full"])
@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_says_standard_output_cannot_be_written(
    riftcheck_bin, command, redirect, why
):
    if redirect == ">/dev/full" and not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    r = subprocess.run(
        ["bash", "-c", f"{riftcheck_bin} {command} {redirect}"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "COLUMNS": "100", "LANG": "C.UTF-8"},
    )
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == f"riftcheck: error: cannot write the report to standard output: {why}\n"
