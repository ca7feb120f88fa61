"""Shared fixtures: the shipped card database and paths to the project's fixtures."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from inprocess import run_in_process

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


#: Fixtures that start the console script in a new process: a test using one is marked ``spawn``
SPAWNING_FIXTURES = frozenset({"script", "riftcheck_bin", "riftcheck_cmd", "run_script"})


def pytest_collection_modifyitems(config, items):
    """Mark ``spawn`` every test that starts the console script through a fixture (the tests that
    start other processes are marked where they are written)."""
    for item in items:
        if SPAWNING_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.spawn)


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


# -- riftcheck as a user runs it: in this process (``cli``), or the real console script (``script``)


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


def _cli_environ(env) -> dict[str, str]:
    e = {
        k: v
        for k, v in os.environ.items()
        if k not in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "NO_COLOR")
    }
    e.update({"COLUMNS": "100", "TERM": "xterm"})
    e.update(env or {})
    return e


@pytest.fixture
def cli():
    """``cli(*args, stdin=None, env=None, cwd=ROOT)`` -> ``riftcheck ARGS`` run in this process
    (:func:`run_in_process`): a CompletedProcess with text stdout/stderr."""

    def run(*args, stdin=None, env=None, cwd=ROOT):
        return run_in_process(args, environ=_cli_environ(env), stdin=stdin, cwd=cwd)

    return run


@pytest.fixture
def script(riftcheck_bin):
    """``script(*args, stdin=None, env=None, cwd=ROOT)``: as ``cli``, through the real console
    script in a new process (for what only a process has: its stdio, signals, entry point)."""

    def run(*args, stdin=None, env=None, cwd=ROOT):
        return subprocess.run(
            [riftcheck_bin, *map(str, args)],
            input=stdin,
            capture_output=True,
            text=True,
            env=_cli_environ(env),
            cwd=cwd,
            timeout=120,
        )

    return run
