"""Fixtures of the reliability tests: the real console script run in a clean environment."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from relkit import clean_env


@pytest.fixture(scope="session")
def riftcheck_cmd() -> list[str]:
    """The installed console script (the real entry point users run)."""
    local = Path(sys.executable).with_name("riftcheck")
    found = str(local) if local.exists() else shutil.which("riftcheck")
    if not found:
        pytest.skip("the riftcheck console script is not installed")
    return [found]


@pytest.fixture
def run_cli(riftcheck_cmd, tmp_path):
    """``run_cli(*args, stdin=None, cwd=tmp_path)`` -> CompletedProcess (bytes stdin allowed, text output)."""
    data_dir = tmp_path / "_user_data"

    def run(
        *args,
        stdin: bytes | str | None = None,
        cwd: Path | None = None,
        env: dict | None = None,
        timeout=120,
    ):
        if isinstance(stdin, str):
            stdin = stdin.encode()
        r = subprocess.run(
            [*riftcheck_cmd, *map(str, args)],
            input=stdin,
            capture_output=True,
            check=False,
            env=clean_env(RIFTCHECK_DATA_DIR=str(data_dir), **(env or {})),
            cwd=cwd or tmp_path,
            timeout=timeout,
        )
        r.stdout = r.stdout.decode("utf-8", "replace")
        r.stderr = r.stderr.decode("utf-8", "replace")
        return r

    return run
