"""Where card databases live: the bundled one and the user's updated copy, and atomic writes.

The user's copy is ``<user data dir>/cards.json`` (platformdirs'
``user_data_dir("riftcheck")``, or ``$RIFTCHECK_DATA_DIR`` when set), never
inside site-packages; the bundled database stays as the fallback.
"""

from __future__ import annotations

import os
from pathlib import Path

from riftcheck.errors import CardDataError
from riftcheck.paths import card_data_dir, user_dir

#: Environment variable that moves the user data directory (tests use a temporary one).
DATA_DIR_ENV = "RIFTCHECK_DATA_DIR"


def bundled_db_path() -> Path:
    """The database shipped with riftcheck."""
    return card_data_dir() / "cards.json"


def user_data_dir() -> Path:
    """riftcheck's per-user data directory (not created here)."""
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env)
    return Path(user_dir("data"))


def user_db_path() -> Path:
    """The user's updated database (it may not exist)."""
    return user_data_dir() / "cards.json"


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through the one atomic writer; a failure is a :class:`CardDataError`."""
    from riftcheck.fileio import WriteRefused, write_atomic

    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, data)
    except WriteRefused as exc:
        raise CardDataError(str(exc)) from None
    except OSError as exc:
        raise CardDataError(f"cannot write {path}: {exc.strerror or exc}") from None
