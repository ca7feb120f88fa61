"""Run the real ``riftcheck`` console script in a subprocess."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "cli"


def _script() -> str:
    local = Path(sys.executable).with_name("riftcheck")
    found = str(local) if local.exists() else shutil.which("riftcheck")
    if not found:
        pytest.skip("the riftcheck console script is not installed")
    return found


@pytest.fixture(scope="session")
def riftcheck_bin() -> str:
    """Path of the installed console script."""
    return _script()


@pytest.fixture
def cli(riftcheck_bin, tmp_path):
    """``cli(*args, stdin=None, env=None, cwd=ROOT)`` -> CompletedProcess with text stdout/stderr."""

    def run(*args, stdin=None, env=None, cwd=ROOT):
        e = {
            k: v
            for k, v in os.environ.items()
            if k not in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "NO_COLOR")
        }
        e.update({"COLUMNS": "100", "TERM": "xterm"})
        e.update(env or {})
        return subprocess.run(
            [riftcheck_bin, *map(str, args)],
            input=stdin,
            capture_output=True,
            text=True,
            env=e,
            cwd=cwd,
            timeout=120,
        )

    return run
