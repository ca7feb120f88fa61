"""Where the packaged data lives, in a wheel and in a source checkout.

The wheel carries ``rulesets/`` and ``card_data/`` under ``riftcheck/_data``
(see ``pyproject.toml``); a source or editable checkout keeps them at the
repository root. Both layouts resolve through these two functions so no other
module guesses.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

#: The riftcheck package directory (this module is riftcheck/infra/paths.py).
_PKG = Path(__file__).resolve().parent.parent


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


#: The XDG variable of each per-user directory riftcheck uses, and its default under the home directory.
_XDG = {"data": ("XDG_DATA_HOME", "~/.local/share"), "cache": ("XDG_CACHE_HOME", "~/.cache")}


def user_dir(kind: str) -> str:
    """platformdirs' ``user_data_dir("riftcheck")`` (``kind="data"``) or ``user_cache_dir("riftcheck")``.

    Every run looks for the user's card database and its ruleset validation
    cache, and importing platformdirs (which imports tempfile, random, bz2 and
    lzma) costs a quarter of a cold run (the start-up budget in
    docs/architecture.md). So on Linux the XDG rule is applied here when the answer is
    unambiguous (the variable absolute, or unset with an absolute ``HOME``), the
    same answer every platformdirs version gives; anything else (another
    platform, Android, a relative variable or home) is left to platformdirs.
    """
    var, default = _XDG[kind]
    env = os.environ
    android = env.get("ANDROID_DATA") == "/data" and env.get("ANDROID_ROOT") == "/system"
    if sys.platform == "linux" and not android:
        base = env.get(var, "")
        if os.path.isabs(base):
            return os.path.join(base, "riftcheck")
        if not base.strip() and os.path.isabs(env.get("HOME", "")):
            return os.path.join(os.path.expanduser(default), "riftcheck")
    import platformdirs

    if kind == "data":
        return platformdirs.user_data_dir("riftcheck", appauthor=False)
    return platformdirs.user_cache_dir("riftcheck")
