"""What the event tests share."""

from __future__ import annotations

import os

import pytest

from tests.inprocess import run_in_process


@pytest.fixture
def rc(tmp_path):
    """``riftcheck ARGS`` in this process, in ``tmp_path``: (exit code, stdout, stderr)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("RIFTCHECK")}
    env["COLUMNS"] = "200"

    def run(*args):
        r = run_in_process(list(args), environ=env, cwd=tmp_path)
        return r.returncode, r.stdout, r.stderr

    return run
