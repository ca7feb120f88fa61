"""Fixtures of the engine tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from samplecards import ENGINE_CARDS

from riftcheck.testing import CardSet

HERE = Path(__file__).resolve().parent


@pytest.fixture
def fake_db() -> CardSet:
    """A card database stand-in for the rules that need none."""
    return CardSet(*ENGINE_CARDS)


@pytest.fixture
def test_rulesets() -> Path:
    """Directory of the engine's test rulesets."""
    return HERE / "rulesets"
