"""Helpers of the reliability tests: a clean environment, the no-traceback check, hypothesis budgets.

``RIFTCHECK_FUZZ_EXAMPLES`` sets how many hypothesis examples each property
test runs (default 60, enough for CI; raise it for a longer local run, or use
``tests/fuzz/run_fuzz.py``).
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INPUTS = Path(__file__).resolve().parent / "inputs"


def fuzz_examples(default: int = 60) -> int:
    """Hypothesis examples per property test (``RIFTCHECK_FUZZ_EXAMPLES`` overrides)."""
    return int(os.environ.get("RIFTCHECK_FUZZ_EXAMPLES", default))


def clean_env(**extra: str) -> dict[str, str]:
    """The environment of a console-script run: no CI variables, no user database, no caches."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "NO_COLOR", "CI")
        and not k.startswith("RIFTCHECK_")
    }
    env.update({"COLUMNS": "100", "TERM": "dumb", "RIFTCHECK_NO_CACHE": "1"})
    env.update(extra)
    return env


def assert_clean_exit(r, codes=(0, 1, 2, 3)) -> None:
    """Exit code in ``codes``, something said, and no Python traceback anywhere."""
    assert r.returncode in codes, (r.returncode, r.stdout[-2000:], r.stderr[-2000:])
    assert "Traceback" not in r.stderr and "Traceback" not in r.stdout, r.stderr[-3000:]
    assert "internal error" not in r.stderr, r.stderr[-2000:]
    assert (r.stdout + r.stderr).strip(), "riftcheck said nothing"
