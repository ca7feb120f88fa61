"""Where card databases live: the bundled one and the user's updated copy, and atomic writes.

The user's copy lives in the user data directory (platformdirs'
``user_data_dir("riftcheck")``, or ``$RIFTCHECK_DATA_DIR`` when set), never
inside site-packages; the bundled database stays as the fallback.

The database and its manifest are one unit: ``cards update`` writes both into a
new directory ``db-<time>-<random>/`` and then replaces the small pointer file
``CURRENT`` (one atomic rename) with that directory's name. A reader follows
the pointer, so it sees the old pair or the new pair, never a manifest of
another ``cards.json``, whatever fails or runs at the same time. Without a
pointer, ``<data dir>/cards.json`` (riftcheck 0.1's layout) is used.
"""

from __future__ import annotations

import os
from pathlib import Path

from riftcheck.infra.errors import CardDataError
from riftcheck.infra.paths import card_data_dir, user_dir
from riftcheck.models import Msg

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


#: The pointer file naming the installed database's directory.
POINTER = "CURRENT"
_UNIT_RE = r"db-[0-9]{8}T[0-9]{6}-[0-9a-z_]{4,16}"


def user_db_path() -> Path:
    """The user's updated database (it may not exist): the one ``CURRENT`` names, else the 0.1 layout's."""
    import re

    from riftcheck.infra.fileio import ReadRefused, read_text

    data = user_data_dir()
    try:
        name = read_text(data / POINTER, 256).strip()
    except (ReadRefused, UnicodeDecodeError):
        return data / "cards.json"
    if re.fullmatch(_UNIT_RE, name):
        return data / name / "cards.json"
    return data / "cards.json"  # a pointer riftcheck did not write: ignored


def install_database(cards: bytes, manifest: bytes) -> Path:
    """Install ``cards`` and ``manifest`` as one unit (see the module docstring); returns the new cards path.

    Raises :class:`CardDataError` whose message is true: before the pointer is
    replaced nothing the readers see has changed, and that is what it says.
    """
    import datetime as _dt
    import shutil
    import tempfile

    data = user_data_dir()
    unchanged = Msg("; the installed card database is unchanged")
    try:
        data.mkdir(parents=True, exist_ok=True)
        stamp = _dt.datetime.now(_dt.UTC).strftime("%Y%m%dT%H%M%S")
        unit = Path(tempfile.mkdtemp(prefix=f"db-{stamp}-", dir=data))
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(
            unit, 0o777 & ~umask
        )  # mkdtemp makes it private; other users may read the database
    except OSError as exc:
        from riftcheck.infra.fileio import reason

        raise CardDataError(
            Msg(
                "cannot write in {data}: {value}{unchanged}",
                data=data,
                value=reason(exc),
                unchanged=unchanged,
            )
        ) from None
    try:
        write_card_file(unit / "cards.json", cards)
        write_card_file(unit / "manifest.json", manifest)
        write_card_file(
            data / POINTER, (unit.name + "\n").encode()
        )  # the one rename that swaps the unit
    except BaseException as exc:
        shutil.rmtree(unit, ignore_errors=True)
        if isinstance(exc, CardDataError):
            raise CardDataError(
                Msg(
                    "{replace}{unchanged}",
                    # (a Msg as it is, said in the reader's language; only the owner refusal
                    # says the previous file is unchanged, which the database sentence replaces)
                    replace=exc.message
                    if "; the previous file is unchanged" not in exc.message
                    else exc.message.replace("; the previous file is unchanged", ""),
                    unchanged=unchanged,
                )
            ) from None
        raise
    _prune(data, keep={unit.name})
    return unit / "cards.json"


def _prune(data: Path, keep: set[str]) -> None:
    """Remove older database directories: the newest two stay (a run may still be reading the previous one),
    and none younger than a minute (another update may be writing it)."""
    import re
    import shutil
    import time

    try:
        units = sorted(
            (p for p in data.iterdir() if re.fullmatch(_UNIT_RE, p.name) and p.is_dir()),
            key=lambda p: p.name,
            reverse=True,
        )
    except OSError:
        return
    now = time.time()
    for p in units[2:]:
        try:
            if p.name not in keep and now - p.stat().st_mtime > 60:
                shutil.rmtree(p, ignore_errors=True)
        except OSError:
            pass


def write_card_file(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` with the one atomic writer (:func:`riftcheck.infra.fileio.write_atomic`),
    its directory made first; a failure is a :class:`CardDataError` (exit 3)."""
    from riftcheck.infra.fileio import WriteRefused, reason, write_atomic

    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, data)
    except WriteRefused as exc:
        raise CardDataError(exc.message) from None
    except OSError as exc:
        raise CardDataError(
            Msg("cannot write {path}: {value}", path=path, value=reason(exc))
        ) from None
