"""The entry points of a group, found the packaging way but not paid for on every run.

:mod:`importlib.metadata` is the standard door to installed entry points, and
it costs a one-deck check about 35 ms of CPU: its imports (``email``,
``zipfile``, ``csv``, ``socket``...) and a read of every installed
distribution's metadata. Its answer only changes when the installed
distributions change, so it is kept in the user's cache directory
(``entry-points/``, one small file per interpreter and ``sys.path``, so that
virtual environments and ``PYTHONPATH`` settings never push each other out)
beside a fingerprint of what was installed when it was made, as stevedore does:
the interpreter, every ``sys.path`` entry and, in each,
the names of the ``*.dist-info`` / ``*.egg-info`` directories with the
modification time and size of their ``entry_points.txt`` (a zip on the path: its
own time and size). Installing, removing, upgrading or editing a distribution
changes the fingerprint, and the next run asks :mod:`importlib.metadata` again.

The cache only ever costs speed: a missing, corrupt, foreign or unwritable one
is read as no cache, and ``RIFTCHECK_NO_CACHE`` turns it off. It is used only
when the standard path finder is the one source of distributions (another
``sys.meta_path`` finder that provides them could change its answer without
any file the fingerprint sees).
"""

from __future__ import annotations

import json
import os
import re
import sys
from importlib import import_module

from riftcheck.infra.digest import sha256_hex

#: The folder of the cache files in the user's cache directory, and their layout version.
CACHE_FOLDER = "entry-points"
_FORMAT = 1
#: Answers kept in one file (one per group; an older fingerprint of the same group is replaced).
_KEPT = 4
#: A cache file larger than this is not read (it is never nearly this big).
_MAX_BYTES = 1 << 20

#: importlib.metadata's own pattern of an entry point's value: ``module[:attr.attr] [extras]``.
_VALUE = re.compile(r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$")


class Distribution:
    """The distribution an entry point comes from (its ``name``, as :mod:`importlib.metadata` gives it)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class EntryPoint:
    """One entry point: ``name``, ``value`` (``module:attr``), ``group``, ``dist``; ``load()`` imports it.

    The same answer whether it came from the cache or from :mod:`importlib.metadata`.
    """

    __slots__ = ("name", "value", "group", "dist")

    def __init__(self, name: str, value: str, group: str, dist: str) -> None:
        self.name, self.value, self.group = name, value, group
        self.dist = Distribution(dist)

    def load(self) -> object:
        """What the entry point names, loaded as :meth:`importlib.metadata.EntryPoint.load` does."""
        match = _VALUE.match(self.value)
        if match is None:
            raise ValueError(f"entry point value {self.value!r} is not 'module:attribute'")
        obj = import_module(match.group("module"))
        for attr in filter(None, (match.group("attr") or "").split(".")):
            obj = getattr(obj, attr)
        return obj

    def __repr__(self) -> str:
        return f"EntryPoint(name={self.name!r}, value={self.value!r}, group={self.group!r})"


def entry_points(group: str, cache_dir: str | None) -> list[EntryPoint]:
    """Every installed entry point of ``group``, in :mod:`importlib.metadata`'s order.

    ``cache_dir`` is where the scan is kept (``None``: not kept).
    """
    if cache_dir is None or os.environ.get("RIFTCHECK_NO_CACHE") or not _only_path_finder():
        return _scan(group)
    fingerprint = _fingerprint()
    path = cache_path(cache_dir)
    entries = _read(path)
    for entry in entries:
        if entry.get("fingerprint") == fingerprint and entry.get("group") == group:
            found = _from_rows(entry.get("entry_points"), group)
            if found is not None:
                return found
    found = _scan(group)
    fresh = {
        "fingerprint": fingerprint,
        "group": group,
        "entry_points": [[ep.name, ep.value, ep.dist.name] for ep in found],
    }
    others = [e for e in entries if (e.get("fingerprint"), e.get("group")) != (fingerprint, group)]
    _write(path, [fresh, *others][:_KEPT])
    return found


def cache_path(cache_dir: str) -> str:
    """The cache file of this interpreter and ``sys.path`` in ``cache_dir``."""
    where = "\n".join([sys.executable, sys.prefix, sys.version, *map(repr, sys.path)])
    name = sha256_hex(where.encode("utf-8", "surrogatepass"))[:24]
    return os.path.join(cache_dir, CACHE_FOLDER, name + ".json")


def _scan(group: str) -> list[EntryPoint]:
    """The group as :mod:`importlib.metadata` finds it now."""
    from importlib.metadata import entry_points as installed

    return [
        EntryPoint(ep.name, ep.value, group, ep.dist.name if ep.dist else ep.name)
        for ep in installed(group=group)
    ]


def _only_path_finder() -> bool:
    """Whether the standard path finder is the only ``sys.meta_path`` finder that provides distributions."""
    from importlib.machinery import PathFinder

    return all(
        finder is PathFinder or not hasattr(finder, "find_distributions")
        for finder in sys.meta_path
    )


def _stamp(path: str) -> str:
    """``mtime_ns:size`` of ``path``, or ``-`` when there is none."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return "-"
    return f"{st.st_mtime_ns}:{st.st_size}"


def _fingerprint() -> str:
    """What the installed distributions' entry points depend on, as one string (see the module docstring)."""
    parts = [sys.executable, sys.prefix, sys.version]
    for entry in sys.path:
        if not isinstance(entry, str):  # bytes or other objects: importlib.metadata skips them too
            parts.append(repr(entry))
            continue
        root = os.path.abspath(entry or ".")  # importlib.metadata reads '' as the current directory
        parts.append(root)
        try:
            names = sorted(
                name
                for name in os.listdir(root)
                if name.lower().endswith((".dist-info", ".egg-info"))
            )
        except (
            OSError,
            ValueError,
        ):  # a zip, a file or nothing: its own stamp says when it changes
            parts.append(_stamp(root))
            continue
        for name in names:
            parts.append(name)
            parts.append(_stamp(os.path.join(root, name, "entry_points.txt")))
        if root.lower().endswith(".egg"):
            parts.append(_stamp(os.path.join(root, "EGG-INFO", "entry_points.txt")))
    return "\n".join(parts)


def _read(path: str) -> list[dict]:
    """The cache's entries; ``[]`` for a missing, unreadable or malformed file."""
    from riftcheck.infra.fileio import read_bytes

    try:
        doc = json.loads(read_bytes(path, _MAX_BYTES))
    except Exception:  # noqa: BLE001 - whatever is wrong with the cache, the scan is the answer
        return []
    if not isinstance(doc, dict) or doc.get("format") != _FORMAT:
        return []
    entries = doc.get("entries")
    if not isinstance(entries, list):
        return []
    return [
        e
        for e in entries
        if isinstance(e, dict)
        and isinstance(e.get("fingerprint"), str)
        and isinstance(e.get("group"), str)
    ]


def _from_rows(rows: object, group: str) -> list[EntryPoint] | None:
    """The cached rows as entry points; ``None`` when they are not rows of three strings."""
    if not isinstance(rows, list):
        return None
    out = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == 3 and all(isinstance(s, str) for s in row)):
            return None
        out.append(EntryPoint(row[0], row[1], group, row[2]))
    return out


def _write(path: str, entries: list[dict]) -> None:
    """Replace the cache file atomically (:func:`~riftcheck.infra.fileio.write_cache`: only a
    regular file or none); any failure only means the next run scans again."""
    from riftcheck.infra.fileio import write_cache

    # ASCII, so that a file name that is not UTF-8 (a lone surrogate) is written and read back as it is
    write_cache(path, json.dumps({"format": _FORMAT, "entries": entries}))
