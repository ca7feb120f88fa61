"""Finding the decks of a run: paths, directories (globs and excludes), deck codes, stdin, team files."""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from riftcheck.decks.codeshape import looks_like_code, looks_like_mistyped_code
from riftcheck.infra.errors import UsageError
from riftcheck.models import Msg

#: Why a symbolic link found in a directory scan was not read.
#: (a Msg: the reader reads it in the report's language; its text stays the English sentence)
OUTSIDE_LINK = Msg(
    "not read: a symbolic link to a file outside the directory being checked"
    " (name the file itself to check it)"
)


class _Patterns:
    """Glob patterns compiled once, matched as :func:`fnmatch.fnmatch` matches them (case rules included)."""

    def __init__(self, patterns: Sequence[str]):
        self._stripped = [p.rstrip("/") for p in patterns]
        self._prefixes = tuple(p + "/" for p in self._stripped)
        self._re: Any = None  # compiled on first use: a run on named files never needs it

    def any(self, rel: str, name: str) -> bool:
        """``name`` or ``rel`` matches one of the patterns."""
        if self._re is None:
            import re

            self._re = re.compile(
                "|".join(fnmatch.translate(os.path.normcase(p)) for p in self._stripped) or "(?!)"
            )
        return bool(self._re.match(os.path.normcase(name)) or self._re.match(os.path.normcase(rel)))

    def excludes(self, rel: str, name: str) -> bool:
        """Like :meth:`any`, or ``rel`` lies under one of the patterns taken as a directory."""
        return self.any(rel, name) or rel.startswith(self._prefixes)


def discover_decks(
    paths: Sequence[str | os.PathLike],
    globs: Sequence[str] | None = None,
    exclude: Sequence[str] = (),
    root: Path | None = None,
    outside: list[str] | None = None,
) -> list[str]:
    """Expand ``paths`` into the deck sources to check, in a stable order.

    A file found in a directory that is a symbolic link to somewhere outside
    the directory named is not followed: it is left out of the list and, when
    ``outside`` is given, appended to it (the run reports it as unreadable).

    A file is taken as given; a directory is searched recursively for files
    matching ``globs`` (default :data:`riftcheck.config.DEFAULT_INCLUDE`),
    skipping what matches ``exclude`` (names, globs or paths relative to
    ``root``, default the current directory); ``-`` is stdin; anything else
    that looks like a deck code is a deck code. Raises :class:`UsageError`
    for a path that does not exist or a directory without deck files.
    """
    from riftcheck.config import DEFAULT_EXCLUDE, DEFAULT_INCLUDE

    globs = tuple(globs) if globs else DEFAULT_INCLUDE
    scan = _Scan(
        _Patterns(globs),
        _Patterns(tuple(DEFAULT_EXCLUDE) + tuple(exclude)),
        (root or Path.cwd()).resolve(),
        outside,
    )
    out: dict[str, None] = {}  # insertion-ordered, each source once
    named: dict[tuple[int, int], str] = {}  # each named file's identity, to its first spelling
    for raw in paths:
        arg = os.fspath(raw)
        if arg == "":
            # Path("") is the current directory: `check --fix "$DECK"` with $DECK unset fixed every
            # deck under it (evtV 4); the command line refuses it first, an API caller here
            raise UsageError(Msg("{name}: an empty path names no file", name="PATH"))
        p = Path(arg)
        if arg != "-" and _is_dir(p):
            found = scan.directory(p)
            if not found and not outside:
                raise UsageError(
                    Msg(
                        "no deck files found in {arg} (looked for {globs})",
                        arg=arg,
                        globs=", ".join(globs),
                    )
                )
            out.update(dict.fromkeys(found))
        elif arg == "-" or os.path.lexists(arg):
            # one file named twice, however spelt (./a.txt, a link), is one deck: checked and
            # fixed once, counted once (repeated_files says so)
            same = _identity(arg)
            if same is not None and same in named:
                continue
            if same is not None:
                named[same] = arg
            out[arg] = (
                None  # a broken or looping symlink too: its reader reports why it cannot be read
            )
        elif looks_like_code(arg) or looks_like_mistyped_code(arg):
            out[arg] = (
                None  # a deck code; a mistyped one is decoded so that its bad character is named
            )
        else:
            raise UsageError(Msg("no such file or directory: {arg}", arg=arg))
    return list(out)


def _identity(arg: str) -> tuple[int, int] | None:
    """The device and inode of the regular file ``arg`` names, or ``None`` (stdin, a deck code,
    a broken link: those are compared by their spelling)."""
    if arg == "-":
        return None
    try:
        st = os.stat(arg)
    except (OSError, ValueError):
        return None
    import stat

    return (st.st_dev, st.st_ino) if stat.S_ISREG(st.st_mode) else None


def repeated_files(paths: Sequence[str | os.PathLike]) -> list[tuple[str, int]]:
    """``(first spelling, times named)`` of each file named more than once in ``paths`` (as the
    same spelling or another: ``./a.txt``, a link), which :func:`discover_decks` takes once."""
    count: dict[object, list] = {}
    for raw in paths:
        arg = os.fspath(raw)
        if arg != "-" and _is_dir(Path(arg)):
            continue
        key = _identity(arg) or arg
        count.setdefault(key, [arg, 0])[1] += 1
    return [(arg, n) for arg, n in count.values() if n > 1]


class _Scan(NamedTuple):
    """One directory search of :func:`discover_decks`: what to take, what to skip, where from."""

    included: _Patterns
    excluded: _Patterns
    base: Path
    outside: list[str] | None

    def directory(self, top: Path) -> list[str]:
        """The deck files under ``top``, sorted directory by directory."""
        found = []
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames.sort()
            dirnames[:] = [
                d
                for d in dirnames
                if not self.excluded.excludes(_relative(Path(dirpath, d), self.base), d)
            ]
            in_dir = _DirRelative(dirpath, self.base)
            for name in sorted(filenames):
                rel = in_dir.relative(name)
                if not self.included.any(rel, name) or self.excluded.excludes(rel, name):
                    continue
                full = Path(dirpath, name)
                if os.path.islink(full) and not _inside(full, top):
                    if self.outside is not None:
                        self.outside.append(str(full))
                    continue
                found.append(str(full))
        return found


def _inside(path: Path, root: Path) -> bool:
    from riftcheck.decks.contained import inside

    return inside(path, root)


def _is_dir(p: Path) -> bool:
    """``p.is_dir()``, false for names the system refuses (too long, a symlink loop) instead of raising."""
    try:
        return p.is_dir()
    except (OSError, ValueError):
        return False


def _relative(p: Path, base: Path) -> str:
    try:
        return p.resolve().relative_to(base).as_posix()
    except (
        ValueError,
        OSError,
        RuntimeError,
    ):  # outside base, or a symlink loop (RuntimeError before 3.13)
        return p.as_posix()


class _DirRelative:
    """:func:`_relative` for the files of one directory, resolving the directory once, not every file."""

    def __init__(self, dirpath: str, base: Path):
        self.dirpath, self.base = dirpath, base
        self.prefix: str | None = None  # the directory relative to base, "" for base itself
        try:
            rel = Path(dirpath).resolve().relative_to(base).as_posix()
            self.prefix = "" if rel == "." else rel + "/"
        except (OSError, RuntimeError, ValueError):
            # unresolvable, or outside base: so is every file in it that is no symlink, whose
            # _relative is then its own path (as resolving each file would find, a thousand times)
            pass

    def relative(self, name: str) -> str:
        """``_relative(Path(dirpath, name), base)``, by string for a file that is no symlink."""
        full = os.path.join(self.dirpath, name)
        if os.path.islink(full):
            return _relative(Path(full), self.base)  # a symlink resolves to wherever it points
        if self.prefix is None:
            return Path(full).as_posix()
        return self.prefix + name


def team_file(paths: Sequence[str | os.PathLike]) -> tuple[list[str], str | None]:
    """Expand a single team file (``team: [a.yaml, b.yaml]``) into its deck paths and team name."""
    if len(paths) != 1:
        return [os.fspath(p) for p in paths], None
    p = Path(os.fspath(paths[0]))
    if p.suffix not in (".yaml", ".yml") or not os.path.isfile(p):
        return [os.fspath(paths[0])], None
    import re

    from riftcheck.decks.read import DEFAULT_MAX_BYTES
    from riftcheck.infra.fileio import ReadRefused, read_text

    try:
        head = read_text(p, DEFAULT_MAX_BYTES, errors="replace")[:65536]
    except ReadRefused:
        return [os.fspath(paths[0])], None  # the deck reader reports what is wrong with it
    if not re.search(r"^team\s*:", head, re.M):
        return [os.fspath(paths[0])], None
    from riftcheck.decks import read_team

    tf = read_team(p)
    return [os.path.normpath(x) for x in tf.paths], tf.name
