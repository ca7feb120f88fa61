"""Shared fixtures: the shipped card database and paths to the project's fixtures."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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
    monkeypatch.setattr(i18n, "_COMMAND_LINE", [])  # the --lang of a run of an earlier test
    monkeypatch.setattr(i18n, "_UNSPOKEN", set())  # "cannot be read" is said once per process


# -- the real console script (tests/cli and every test that runs riftcheck as a user does)


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
