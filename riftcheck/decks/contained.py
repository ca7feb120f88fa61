"""Paths written inside a deck, team or pool file: they stay inside that file's directory tree.

A deck repository's CI, or an organiser checking a stranger's files, reads the
files a deck names (its ``pool:``, a team file's decks) on the deck's behalf.
Such a path must not reach anywhere else on the machine: an absolute path, or
one whose ``..`` parts (or symbolic links) lead out of the directory holding
the file that names it, is refused with that file's line.
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath, PureWindowsPath

from riftcheck.infra.errors import InputError
from riftcheck.models import Location, Msg


def inside(path: Path, root: Path) -> bool:
    """True when ``path`` (resolved, links followed) lies in the directory tree of ``root``."""
    try:
        return path.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError):  # a symlink loop (RuntimeError before Python 3.13)
        return False


def contained_path(
    written: str, naming_file: str | os.PathLike | None, location: Location, what: str
) -> Path:
    """The path ``written`` inside ``naming_file``, relative to that file's directory.

    ``naming_file`` ``None`` (stdin, a deck code) means the current directory.
    ``what`` names the key in messages (``pool:``, ``team:``). Raises
    :class:`~riftcheck.infra.errors.InputError` at ``location`` for an absolute path
    or one that leaves the directory tree.
    """
    text = written.strip()
    if (
        PurePosixPath(text).is_absolute()
        or PureWindowsPath(text).is_absolute()
        or PureWindowsPath(text).drive
    ):
        raise InputError(
            Msg(
                "{what} '{text}' is an absolute path: a path inside a deck file must be relative to the file's own directory",
                what=what,
                text=_short(text),
            ),
            location,
        )
    base = Path(naming_file).parent if naming_file is not None else Path.cwd()
    target = base / text
    if not inside(target, base):
        raise InputError(
            Msg(
                "{what} '{text}' leaves the directory of the file that names it: a path inside a deck file must stay in that file's directory or below it",
                what=what,
                text=_short(text),
            ),
            location,
        )
    return target


def _short(text: str, limit: int = 60) -> str:
    from riftcheck.infra.escape import terminal

    shown = terminal(text)
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."
