"""The table of compiled regular expressions kept between runs (riftcheck/infra/compiled.py).

A pattern compiled through the table must be the pattern :mod:`re` compiles (same matches,
groups, flags), the second run must take it from the file without parsing it, and a corrupt or
missing table only costs the compiling.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from re import _compiler

import pytest

from riftcheck.infra import compiled

PATTERNS = [
    (r"^(?P<set>[A-Za-z][A-Za-z0-9]{1,3}?)X?[-\u00b7](?P<num>\d+)(?P<v>[a-z])?$", 0),
    (r"[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]", 0),
    (r"caf[eé] (\w+)", re.IGNORECASE),
    (rb"^(\d+)\s*x?\s+(.*)$", re.DOTALL),
    (r"(?x) a  b # verbose", 0),
]
SUBJECTS = ["OGN-042a", "ogn·7", "CAFÉ noir", "x\x07y", "ab", "Café Noir"]


@pytest.fixture
def table(monkeypatch, tmp_path):
    """A fresh table in ``tmp_path``; ``re`` compiles as before once the test ends."""
    monkeypatch.setattr(_compiler, "compile", compiled._original)
    monkeypatch.setattr(compiled, "_table", {})
    monkeypatch.setattr(compiled, "_codes", {})
    monkeypatch.setattr(compiled, "_used", set())
    monkeypatch.setattr(compiled, "_state", {"path": None, "changed": False})
    monkeypatch.delenv("RIFTCHECK_NO_CACHE", raising=False)
    return tmp_path


def _same(a: re.Pattern, b: re.Pattern) -> None:
    assert (a.pattern, a.flags, a.groups, dict(a.groupindex)) == (
        b.pattern,
        b.flags,
        b.groups,
        dict(b.groupindex),
    )
    for s in SUBJECTS:
        s = s.encode() if isinstance(a.pattern, bytes) else s
        for how in ("match", "search", "findall"):
            x, y = getattr(a, how)(s), getattr(b, how)(s)
            if how == "findall":
                assert x == y
            else:
                assert (x and (x.span(), x.groups(), x.groupdict())) == (
                    y and (y.span(), y.groups(), y.groupdict())
                )


def test_a_pattern_from_the_table_is_the_pattern_re_compiles(table, monkeypatch):
    compiled.install(str(table))
    assert _compiler.compile is compiled._compile
    first = [_compiler.compile(p, f) for p, f in PATTERNS]
    compiled.save()
    path = compiled.cache_path(str(table))
    assert os.path.isfile(path)

    # the next run: the same table read back, no pattern parsed again
    monkeypatch.setattr(_compiler, "compile", compiled._original)
    monkeypatch.setattr(compiled, "_table", {})
    monkeypatch.setattr(compiled, "_state", {"path": None, "changed": False})
    compiled.install(str(table))
    assert set(compiled._table) == {(p, int(f)) for p, f in PATTERNS}

    def no_parse(*a, **k):
        raise AssertionError("parsed again")

    monkeypatch.setattr(_compiler._parser, "parse", no_parse)
    again = [_compiler.compile(p, f) for p, f in PATTERNS]
    monkeypatch.undo()  # parse back before comparing with what re compiles itself
    for (p, f), a, b in zip(PATTERNS, first, again, strict=True):
        fresh = compiled._original(p, f)
        _same(a, fresh)
        _same(b, fresh)


def test_a_value_classs_init_is_compiled_once_across_runs(table, monkeypatch):
    from riftcheck.infra.value import Value, factory

    compiled.install(str(table))

    class Spot(Value):
        file: str
        line: int | None = None
        tags: dict = factory(dict)

    compiled.save()
    name = f"<{Spot.__module__}.{Spot.__qualname__}.__init__>"
    assert [k for k in compiled._codes if k[1] == name]

    # the next run: the class is made from the kept code, nothing compiled
    monkeypatch.setattr(_compiler, "compile", compiled._original)
    monkeypatch.setattr(compiled, "_codes", {})
    monkeypatch.setattr(compiled, "_state", {"path": None, "changed": False})
    compiled.install(str(table))

    def no_compile(*a, **k):
        raise AssertionError("compiled again")

    monkeypatch.setattr(compiled, "compile", no_compile, raising=False)

    class Spot(Value):  # noqa: F811 - the same class, as the next run defines it
        file: str
        line: int | None = None
        tags: dict = factory(dict)

    a, b = Spot("a.yaml"), Spot(file="a.yaml", line=None)
    assert a == b and a.line is None and a.tags == {} and a.tags is not b.tags
    assert Spot("b", 3).line == 3
    assert not compiled._state["changed"]


def test_a_corrupt_table_only_costs_the_compiling(table):
    path = compiled.cache_path(str(table))
    os.makedirs(os.path.dirname(path))
    with open(path, "wb") as f:
        f.write(b"\x00 not marshal")
    compiled.install(str(table))
    _same(_compiler.compile(*PATTERNS[0]), compiled._original(*PATTERNS[0]))

    # a table whose code is wrong: _sre refuses it, the pattern is compiled from its text
    compiled._table[PATTERNS[2]] = (0, [1, 2, 3], 0, {}, (None,))
    _same(_compiler.compile(*PATTERNS[2]), compiled._original(*PATTERNS[2]))
    assert compiled._table[(PATTERNS[2][0], int(PATTERNS[2][1]))][1] != [1, 2, 3]


def test_no_table_without_a_cache_or_with_riftcheck_no_cache(table, monkeypatch):
    compiled.install(None)
    assert _compiler.compile is compiled._original
    monkeypatch.setenv("RIFTCHECK_NO_CACHE", "1")
    compiled.install(str(table))
    assert _compiler.compile is compiled._original
    compiled.save()
    assert not (table / compiled.CACHE_FOLDER).exists()


def test_the_console_script_keeps_the_table_and_says_the_same(tmp_path):
    deck = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "kennen.deck.yaml")
    env = {k: v for k, v in os.environ.items() if k != "RIFTCHECK_NO_CACHE"}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    code = "import sys; sys.argv[1:] = [sys.argv[1]]; from riftcheck._entry import main; main()"
    runs = [
        subprocess.run(
            [sys.executable, "-c", code, deck], capture_output=True, text=True, env=env, check=False
        )
        for _ in range(2)
    ]
    assert runs[0].returncode == runs[1].returncode
    assert runs[0].stdout == runs[1].stdout and "kennen.deck.yaml" in runs[0].stdout
    assert runs[0].stderr == runs[1].stderr == ""
    (kept,) = (tmp_path / "cache" / "riftcheck" / compiled.CACHE_FOLDER).iterdir()
    assert kept.name == os.path.basename(compiled.cache_path("x"))
