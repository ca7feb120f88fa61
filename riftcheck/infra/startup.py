"""Garbage collection held off while the console script starts, and given back once it is loaded.

Start-up makes tens of thousands of objects that live for the whole run (modules, the card
database, the ruleset) and no garbage cycles: collecting meanwhile, and walking them all again
in the collection at exit, cost a one-deck check 7% of its instructions (`valgrind
--tool=callgrind`, 532 M before, 496 M after). :func:`riftcheck.cli.main` holds collections;
the run releases them once it has loaded what it needs (``runner/check.py``), any other command
before it starts. What was made until then is frozen (:func:`gc.freeze`): no later collection
walks it. A library caller never holds, so its collector is left as it is.
"""

from __future__ import annotations

import gc

_held = [False]
#: Whether a Ctrl-C came while the console script started (see :func:`catch_interrupts`).
_interrupted = [False]


def catch_interrupts() -> None:
    """Ctrl-C is remembered as well as raised from the console script's first line.

    Python raises ``KeyboardInterrupt`` wherever the signal lands, and one that lands in
    importlib's module-lock callback is printed as "Exception ignored" and lost: the run went on
    to the end and exited 0 (tests/reliability/test_isolation.py under load). The error guard
    asks :func:`interrupted` before and after the run, so a lost Ctrl-C still ends it as one.
    """
    import _signal  # built in: the enum-based ``signal`` module is not needed here

    def on_sigint(signum, frame):
        _interrupted[0] = True
        raise KeyboardInterrupt

    _signal.signal(_signal.SIGINT, on_sigint)


def interrupted() -> bool:
    """Whether a Ctrl-C came since :func:`catch_interrupts` (even one an import swallowed)."""
    return _interrupted[0]


def hold() -> None:
    """No garbage collection until :func:`release` (the console script, from its first line)."""
    if gc.isenabled():
        gc.disable()
        _held[0] = True


def release() -> None:
    """Collections back on, what exists now frozen; nothing when :func:`hold` did not stop them."""
    if _held[0]:
        _held[0] = False
        gc.freeze()
        gc.enable()
