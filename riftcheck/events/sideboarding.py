"""Deck checks by the format's sideboarding rules (filled in by the sideboarding step)."""

from __future__ import annotations

from typing import Any


def sideboarding_rules(rs: Any, day, event) -> Any:
    """The sideboarding rules of ``rs`` in force on ``day`` for ``event``."""
    return None


def deck_check(registered, played, j, pool=None):
    """Compare the played deck with the registered one."""
    from riftcheck.events.diff import diff_decks

    return diff_decks(registered, played, sideboarding=j.sideboarding)
