"""Shared fixtures: the shipped card database and paths to the project's fixtures."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SHARED = ROOT.parent / "shared"


def pytest_configure(config):
    """Isolate every test (and every console script it starts) from the user's own files.

    A developer's updated card database or ruleset cache must never change a
    verdict in the suite, so the user data and cache directories point at a
    fresh temporary directory for the whole session.
    """
    home = Path(tempfile.mkdtemp(prefix="riftcheck-tests-"))
    # reports are in English unless a test asks for French (riftcheck follows the locale)
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        os.environ.pop(var, None)
    os.environ["LANG"] = "C.UTF-8"
    os.environ["RIFTCHECK_DATA_DIR"] = str(home / "data")
    os.environ["XDG_CACHE_HOME"] = str(home / "cache")


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


@pytest.fixture(autouse=True)
def _messages_language_of_each_test(monkeypatch):
    """Each test starts with no language chosen: a French run in this process (``main([... "--lang",
    "fr"])`` sets the language of the process, as one console-script run does) must not leave the
    next test's messages in French."""
    from riftcheck import i18n

    monkeypatch.setattr(i18n, "_IN_USE", [])
