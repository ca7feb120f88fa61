"""Parsed ruleset files kept between runs: what :func:`riftcheck.decks.yamlsrc.load` made of a text.

Every check reads its ruleset and the rules documents it starts from
(``rulesets/documents/riftbound.yaml``, 19 KB): composing, auditing and constructing them with
their key lines in Python cost a cold one-deck check 15-17 ms of CPU, the largest part of its
work after the imports (docs/architecture.md, "Start-up budget"). The text stays the one
source: :func:`get` gives back the data and the lines a run made of the same bytes (the key is
the sha256 of the text, with riftcheck's version and the size and time of ``decks/yamlsrc.py``,
so that a changed loader parses again), :func:`put` keeps them. The file is ``marshal`` data in
the user's cache directory (``parsed-rulesets/``, one file per text); dates, which ``marshal``
does not write, are kept as tuples (YAML's safe loader never makes a tuple) with the paths where
they go back, in the data and in the key paths of the lines (a date is a key of the citation
tables), so that reading the file back walks only to the dates. A missing,
unreadable or corrupt file only costs the parsing; ``RIFTCHECK_NO_CACHE`` turns it off.
"""

from __future__ import annotations

import datetime as _dt
import marshal
import os
import sys
from typing import Any

from riftcheck.infra.digest import sha256_hex

CACHE_FOLDER = "parsed-rulesets"
_FORMAT = 2
#: The largest kept parse read back (the rules documents, 19 KB of YAML, make about 200 KB)
_LIMIT = 16 * 1024 * 1024


def _path(raw: bytes, cache_dir: str) -> str:
    from riftcheck import __version__
    from riftcheck.decks import yamlsrc

    try:
        st = os.stat(yamlsrc.__file__)
        loader = f"{st.st_size}:{st.st_mtime_ns}"
    except (OSError, TypeError):
        loader = "?"
    tag = f"{__version__}\0{loader}\0{sys.hexversion}\0".encode()
    return os.path.join(cache_dir, CACHE_FOLDER, sha256_hex(tag + raw) + ".marshal")


def _encode(value: Any, path: tuple, fixes: list) -> Any:
    """``value`` as ``marshal`` writes it, each date a tuple; ``fixes`` gets the path of every
    date (``"v"``) and of every mapping with a date key (``"k"``, after those inside it)."""
    if type(value) is dict:
        out = {}
        dated = False
        for k, v in value.items():
            ek = _scalar(k)
            dated = dated or ek is not k
            out[ek] = _encode(v, (*path, ek), fixes)
        if dated:
            fixes.append(("k", path))
        return out
    if type(value) is list:
        return [_encode(v, (*path, i), fixes) for i, v in enumerate(value)]
    got = _scalar(value)
    if got is not value:
        fixes.append(("v", path))
    return got


def _scalar(value: Any) -> Any:
    if type(value) is _dt.date:
        return ("d", value.year, value.month, value.day)
    if type(value) is _dt.datetime and value.tzinfo is None:
        return ("t", value.isoformat())
    if value is None or type(value) in (str, int, float, bool):
        return value
    raise TypeError(type(value).__name__)  # (a set, bytes, an aware time: not kept)


def _unscalar(value: Any) -> Any:
    if type(value) is tuple:
        if value[0] == "d":
            return _dt.date(value[1], value[2], value[3])
        return _dt.datetime.fromisoformat(value[1])
    return value


def _decode(data: Any, fixes: list) -> Any:
    """The data :func:`_encode` gave, its dates put back where ``fixes`` says."""
    for kind, path in fixes:
        if not path:
            return _unscalar(data) if kind == "v" else {_unscalar(k): v for k, v in data.items()}
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        if kind == "v":
            parent[last] = _unscalar(parent[last])
        else:
            parent[last] = {_unscalar(k): v for k, v in parent[last].items()}
    return data


def get(raw: bytes, cache_dir: str | None) -> tuple[Any, dict[tuple, int]] | None:
    """``(data, lines)`` an earlier run parsed from ``raw``, or ``None``."""
    if cache_dir is None or os.environ.get("RIFTCHECK_NO_CACHE"):
        return None
    try:
        from riftcheck.infra.fileio import read_bytes

        kept = marshal.loads(read_bytes(_path(raw, cache_dir), _LIMIT))
        fmt, data, fixes, lines, dated_lines = kept
        if fmt != _FORMAT:
            return None
        data = _decode(data, fixes)
        for k in dated_lines:
            lines[tuple(map(_unscalar, k))] = lines.pop(k)
        return data, lines
    except Exception:  # noqa: BLE001 - missing, unreadable or corrupt: parsed again
        return None


def put(raw: bytes, cache_dir: str | None, data: Any, lines: dict[tuple, int]) -> None:
    """Keep what was parsed from ``raw`` (atomically; any failure only means parsing again)."""
    if cache_dir is None or os.environ.get("RIFTCHECK_NO_CACHE"):
        return
    try:
        fixes: list = []
        encoded = _encode(data, (), fixes)
        kept_lines, dated_lines = {}, []
        for k, n in lines.items():
            ek = tuple(map(_scalar, k))
            kept_lines[ek] = n
            if ek != k:
                dated_lines.append(ek)
        blob = marshal.dumps((_FORMAT, encoded, fixes, kept_lines, dated_lines))
    except (TypeError, ValueError):
        return
    from riftcheck.infra.fileio import write_atomic

    path = _path(raw, cache_dir)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if os.path.lexists(path):
            return  # (another run's, or something that is not ours to replace)
        write_atomic(path, blob)
    except (OSError, ValueError):
        pass
