"""Shared fixtures: the shipped card database and paths to the project's fixtures."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def db():
    """The shipped card database, loaded once per test session."""
    from riftcheck.cards.db import CardDB

    return CardDB.load()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """``../shared`` (read-only reference); tests that need it skip when it is absent."""
    if not SHARED.is_dir():
        pytest.skip("../shared is not present")
    return SHARED
