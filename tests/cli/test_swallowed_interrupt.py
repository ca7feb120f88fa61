"""A Ctrl-C that an import swallowed while the console script started still ends the run as one.

CPython prints "Exception ignored" for a ``KeyboardInterrupt`` raised in importlib's module-lock
callback and goes on: the run finished and exited 0 (tests/reliability/test_isolation.py under
load). The console script remembers the signal; the error guard asks before and after the run.
"""

from __future__ import annotations

import os
import signal

import pytest

from riftcheck.cli._guard import run_guarded
from riftcheck.infra import startup


@pytest.fixture
def caught():
    before = signal.getsignal(signal.SIGINT)
    startup.catch_interrupts()
    yield
    signal.signal(signal.SIGINT, before)
    startup._interrupted[0] = False  # noqa: SLF001


def _swallowed_ctrl_c():
    try:
        os.kill(os.getpid(), signal.SIGINT)  # the handler runs at the next bytecode
        sum(range(1000))
    except KeyboardInterrupt:
        pass  # what importlib's callback does with it


def test_a_swallowed_ctrl_c_before_the_run_ends_it_without_running(caught, capsys):
    _swallowed_ctrl_c()
    ran = []
    with pytest.raises(SystemExit) as exit_:
        run_guarded(lambda: ran.append(1))
    assert (exit_.value.code, ran) == (130, [])
    assert capsys.readouterr().err == "riftcheck: interrupted\n"


def test_a_swallowed_ctrl_c_during_the_run_ends_it_as_interrupted(caught, capsys):
    with pytest.raises(SystemExit) as exit_:
        run_guarded(_swallowed_ctrl_c)
    assert exit_.value.code == 130
    assert capsys.readouterr().err == "riftcheck: interrupted\n"


def test_without_a_ctrl_c_the_run_is_untouched(caught, capsys):
    ran = []
    run_guarded(lambda: ran.append(1))
    assert ran == [1] and capsys.readouterr().err == ""
