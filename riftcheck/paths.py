"""Where the packaged data lives, in a wheel and in a source checkout.

The wheel carries ``rulesets/`` and ``card_data/`` under ``riftcheck/_data``
(see ``pyproject.toml``); a source or editable checkout keeps them at the
repository root. Both layouts resolve through these two functions so no other
module guesses.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PKG = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """Return the directory of packaged data ``name`` (``rulesets`` or ``card_data``)."""
    packaged = _PKG / "_data" / name
    if packaged.is_dir():
        return packaged
    return _PKG.parent / name


def rulesets_dir() -> Path:
    """Directory holding the shipped ruleset YAML files."""
    return data_dir("rulesets")


def card_data_dir() -> Path:
    """Directory holding the shipped card database, its schema and manifest."""
    return data_dir("card_data")


def schemas_dir() -> Path:
    """Directory of JSON Schemas shipped inside the package (deck, report, ruleset)."""
    return _PKG / "schemas"
