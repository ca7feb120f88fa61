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
