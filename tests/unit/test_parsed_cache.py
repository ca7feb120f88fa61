"""Parsed ruleset files kept between runs (riftcheck/infra/parsed.py): the same data and lines
as the parse, dates included, and a missing or corrupt file only costs the parsing."""

from __future__ import annotations

import datetime as dt
import os

import pytest

from riftcheck import rulesets
from riftcheck.decks.yamlsrc import load
from riftcheck.infra import parsed

TEXT = """\
name: t
from: 2026-10-09
at: 2026-10-09 10:30:00
flags: [yes, no, 1, 1.5, ~, "2026-01-01"]
citations:
  cr.deck:
    numbers:
      2026-03-30: "103.2"
      2026-10-09: {n: "103.3", since: 2026-10-09}
    2: two
"""


def _typed(x):
    """The value with the type of every scalar and key, so that True and 1 differ."""
    if isinstance(x, dict):
        return {(type(k).__name__, k): _typed(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_typed(v) for v in x]
    return (type(x).__name__, x)


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.delenv("RIFTCHECK_NO_CACHE", raising=False)
    return str(tmp_path)


def test_kept_data_and_lines_are_the_parse(cache):
    raw = TEXT.encode()
    doc = load(TEXT, "t.yaml", ValueError, syntax="bad")
    assert parsed.get(raw, cache) is None
    parsed.put(raw, cache, doc.data, doc.lines)
    data, lines = parsed.get(raw, cache)
    assert _typed(data) == _typed(doc.data)
    assert lines == doc.lines
    assert data["citations"]["cr.deck"]["numbers"][dt.date(2026, 10, 9)]["since"] == dt.date(
        2026, 10, 9
    )
    assert lines[("citations", "cr.deck", "numbers", dt.date(2026, 3, 30))] == 8
    assert parsed.get(raw + b"\n", cache) is None  # other bytes, another entry


def test_a_corrupt_or_unkeepable_entry_only_costs_the_parsing(cache, monkeypatch):
    raw = b"a: 1\n"
    parsed.put(raw, cache, {"a": 1}, {("a",): 1})
    (entry,) = os.listdir(os.path.join(cache, parsed.CACHE_FOLDER))
    with open(os.path.join(cache, parsed.CACHE_FOLDER, entry), "wb") as f:
        f.write(b"\xff\x00broken")
    assert parsed.get(raw, cache) is None
    parsed.put(b"b: !!set {x}\n", cache, {"b": {"x"}}, {("b",): 1})  # a set: not kept
    assert parsed.get(b"b: !!set {x}\n", cache) is None
    monkeypatch.setenv("RIFTCHECK_NO_CACHE", "1")
    parsed.put(b"c: 1\n", cache, {"c": 1}, {("c",): 1})
    monkeypatch.delenv("RIFTCHECK_NO_CACHE")
    assert parsed.get(b"c: 1\n", cache) is None


def test_a_shipped_ruleset_read_from_the_kept_parse_is_the_same_ruleset(monkeypatch):
    first = rulesets._Source(rulesets._documents_path())  # parsed (or kept by an earlier test)
    monkeypatch.setattr("riftcheck.decks.yamlsrc.load", _no_parse)
    again = rulesets._Source(rulesets._documents_path())
    assert _typed(again.data) == _typed(first.data) and again.lines == first.lines


def _no_parse(*a, **k):
    raise AssertionError("parsed again")
