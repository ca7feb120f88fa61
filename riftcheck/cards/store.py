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
    """Write ``data`` to ``path`` so that readers see the old file or the new one, never half of one."""
    import tempfile  # only updates write; every run reads this module, and tempfile costs ~10 ms to import

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise CardDataError(f"cannot write {path}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):  # a full disk or a lost mount is a message, not a traceback
            raise CardDataError(f"cannot write {path}: {exc.strerror or exc}; the previous file is unchanged") from None
        raise
