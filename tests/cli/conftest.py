"""The console-script fixtures (``cli``, ``riftcheck_bin``) live in tests/conftest.py; ``fixed``
runs ``--fix`` on a copy of a deck file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "cli"


@pytest.fixture
def fixed(cli, tmp_path):
    """``fixed(src, as_of, name=None, env=None)``: ``--fix --as-of AS_OF --quiet`` run on a copy
    of the deck file ``src`` in ``tmp_path`` (named ``name``, else as ``src`` is):
    ``(the copy, the run)``."""

    def run(src: Path, as_of: str, *, name: str | None = None, env=None):
        deck = tmp_path / (name or src.name)
        shutil.copy(src, deck)
        return deck, cli("--fix", "--as-of", as_of, "--quiet", str(deck), env=env)

    return run
