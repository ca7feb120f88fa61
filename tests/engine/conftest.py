"""Fixtures of the engine tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from enginekit import FakeDB

HERE = Path(__file__).resolve().parent


@pytest.fixture
def fake_db() -> FakeDB:
    """A card database stand-in for the rules that need none."""
    return FakeDB()


@pytest.fixture
def test_rulesets() -> Path:
    """Directory of the engine's test rulesets."""
    return HERE / "rulesets"
