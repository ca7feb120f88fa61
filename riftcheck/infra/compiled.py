"""Compiled regular expressions and generated methods kept between runs of the console script.

A cold ``riftcheck deck.yaml`` compiles about eighty regular expressions, PyYAML's (its reader's
large Unicode class, its resolver's and constructor's) and riftcheck's own module-level ones:
about a third of the run's CPU time (docs/architecture.md, "Start-up budget"). The pattern is
still written once, where it is used (``re.compile(...)`` at module level, as before); what is
kept is only what :mod:`re` derives from it, the matcher's code, so that the next run hands it
to ``_sre.compile`` without parsing and compiling the pattern again.

:func:`install` (the console script's first lines, :mod:`riftcheck._entry`) wraps
``re._compiler.compile``, the one function :func:`re.compile` and every ``re.match``/``re.sub``
go through once per pattern (``re`` keeps its own per-process cache in front of it), and reads
the table of the previous runs; :func:`save` (at exit) writes it back when the run compiled a
pattern it did not hold. The wrapper does what ``re._compiler.compile`` does, step for step
(``_parser.parse``, ``_code``, the group maps, ``_sre.compile``), keeping the arguments of the
last step. The table is one file per interpreter version and ``_sre`` code format in the user's
cache directory (``compiled/``); a missing, unreadable or corrupt file only costs the compiling
(``_sre.compile`` validates the code it is given, and any error there drops the table),
``RIFTCHECK_NO_CACHE`` turns it off, and a library caller never installs it.

The same table keeps the code objects of the ``__init__`` methods :mod:`riftcheck.infra.value`
generates for each value class (:func:`code`: one compilation each, about 0.2 ms, 32 on a plain
check), keyed by their source text: a changed class has another source and is compiled afresh.
Like Python's own ``__pycache__``, the file is trusted as the user's own.
"""

from __future__ import annotations

import _sre
import marshal
import os
import sys
from re import _compiler
from types import CodeType

CACHE_FOLDER = "compiled"
#: Past this many patterns only those of the last run are kept (user patterns: --exclude globs)
_KEPT = 400
#: The layout of the file: (_FORMAT, patterns, code objects)
_FORMAT = 1
#: The largest table read back (a table of 400 patterns and 40 methods is about 300 KB)
_LIMIT = 8 * 1024 * 1024
#: The Pythons whose ``re._compiler.compile`` :func:`_compile` was checked against (the same
#: steps in 3.11, 3.12 and 3.13); any other runs without the table, as a library caller does
_CHECKED = frozenset({(3, 11), (3, 12), (3, 13)})
_CODE = CodeType

_original = _compiler.compile
_table: dict = {}
_codes: dict = {}  # (source, file name) -> code object
_used: set = set()
_state = {"path": None, "changed": False}


def cache_path(cache_dir: str) -> str:
    """The table of this interpreter version and ``_sre`` code format in ``cache_dir``."""
    tag = f"{sys.implementation.cache_tag}-{sys.hexversion:x}-{_sre.MAGIC}-{_sre.CODESIZE}"
    return os.path.join(cache_dir, CACHE_FOLDER, f"re-{tag}.marshal")


def _compile(p, flags=0):
    """``re._compiler.compile``, the matcher's code taken from the table when it is there."""
    if not isinstance(p, (str, bytes)) or flags & _compiler.SRE_FLAG_DEBUG:
        return _original(p, flags)
    key = (p, int(flags))
    got = _table.get(key)
    if got is not None:
        try:
            pattern = _sre.compile(p, *got)
        except Exception:  # noqa: BLE001 - a corrupt table: compiled as if it were not there
            _table.clear()
            _state["changed"] = True
        else:
            _used.add(key)
            return pattern
    parsed = _compiler._parser.parse(p, flags)
    code = [int(c) for c in _compiler._code(parsed, flags)]  # (named constants: ints to marshal)
    groupindex = parsed.state.groupdict
    indexgroup = [None] * parsed.state.groups
    for k, i in groupindex.items():
        indexgroup[i] = k
    args = (
        int(flags | parsed.state.flags),
        code,
        parsed.state.groups - 1,
        dict(groupindex),
        tuple(indexgroup),
    )
    pattern = _sre.compile(p, *args)
    _table[key] = args
    _used.add(key)
    _state["changed"] = True
    return pattern


def install(cache_dir: str | None) -> None:
    """Read the table kept in ``cache_dir`` and compile through it from now on."""
    if cache_dir is None or os.environ.get("RIFTCHECK_NO_CACHE") or _state["path"]:
        return
    if sys.version_info[:2] not in _CHECKED:
        return  # _compile repeats re._compiler.compile step for step: only where it was read
    path = cache_path(cache_dir)
    _state["path"] = path
    try:
        table = marshal.loads(_read(path))
    except (OSError, EOFError, ValueError, TypeError):
        table = None
    if isinstance(table, tuple) and len(table) == 3 and table[0] == _FORMAT:
        if isinstance(table[1], dict):
            _table.update(table[1])
        if isinstance(table[2], dict):
            _codes.update(table[2])
    _compiler.compile = _compile


def _read(path: str) -> bytes:
    """The table's bytes: a regular file of at most :data:`_LIMIT` bytes, opened without
    blocking (a FIFO put in its place never hangs the start-up). ``infra/fileio`` is the guarded
    reader everywhere else, but it imports ``riftcheck.models``, whose value classes this table
    is read for, so this one reads the same way on its own."""
    import stat

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > _LIMIT:
            raise ValueError("not a table")
        return os.read(fd, _LIMIT + 1)
    finally:
        os.close(fd)


def code(source: str, filename: str):
    """``compile(source, filename, "exec")``, from the table when an earlier run compiled it."""
    key = (source, filename)
    got = _codes.get(key)
    if got is None or type(got) is not _CODE:
        got = _codes[key] = compile(source, filename, "exec")
        if _state["path"]:
            _state["changed"] = True
    _used.add(key)
    return got


def save() -> None:
    """Write the table back when this run compiled a pattern it did not hold (atomically; any
    failure only means the next run compiles again)."""
    path = _state["path"]
    if not path or not _state["changed"]:
        return
    _state["changed"] = False
    table = _table if len(_table) <= _KEPT else {k: _table[k] for k in _used if k in _table}
    codes = _codes if len(_codes) <= _KEPT else {k: _codes[k] for k in _used if k in _codes}
    try:
        data = marshal.dumps((_FORMAT, table, codes))
    except ValueError:
        return
    from riftcheck.infra.fileio import write_cache

    write_cache(path, data)
