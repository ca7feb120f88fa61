"""Fixtures of the reliability tests: riftcheck run in a clean environment, in this process
(``run_cli``) or through the real console script (``run_script``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from inprocess import run_in_process
from relkit import clean_env


@pytest.fixture(scope="session")
def riftcheck_cmd() -> list[str]:
    """The installed console script (the real entry point users run)."""
    local = Path(sys.executable).with_name("riftcheck")
    found = str(local) if local.exists() else shutil.which("riftcheck")
    if not found:
        pytest.skip("the riftcheck console script is not installed")
    return [found]


def _run_with(spawn: bool, riftcheck_cmd, tmp_path):
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
        environ = clean_env(RIFTCHECK_DATA_DIR=str(data_dir), **(env or {}))
        if spawn:
            r = subprocess.run(
                [*riftcheck_cmd, *map(str, args)],
                input=stdin,
                capture_output=True,
                check=False,
                env=environ,
                cwd=cwd or tmp_path,
                timeout=timeout,
            )
        else:
            r = run_in_process(args, environ=environ, stdin=stdin, cwd=cwd or tmp_path, text=False)
        r.stdout = r.stdout.decode("utf-8", "replace")
        r.stderr = r.stderr.decode("utf-8", "replace")
        return r

    return run


@pytest.fixture
def run_cli(tmp_path):
    """``run_cli(*args, stdin=None, cwd=tmp_path)`` -> CompletedProcess (bytes stdin allowed, text
    output): ``riftcheck ARGS`` in this process (:func:`inprocess.run_in_process`), in the clean
    environment of a console-script run."""
    return _run_with(False, None, tmp_path)


@pytest.fixture
def run_script(riftcheck_cmd, tmp_path):
    """As ``run_cli``, through the real console script in a new process (real stdio: its
    encoding, closed or full streams; signals)."""
    return _run_with(True, riftcheck_cmd, tmp_path)
