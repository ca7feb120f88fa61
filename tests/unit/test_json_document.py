"""``escape.json_document`` writes through orjson exactly what the standard encoder writes.

orjson is only a faster pen: every layout riftcheck asks for (a report's ``indent=2`` with or
without sorted keys, JSON lines' compact sorted form) must come out byte for byte as
:func:`json.dumps` writes it, and whatever orjson would write differently (a lone surrogate from
a file name that is not UTF-8, an integer beyond 64 bits, a key that is not a string, a date) is
left to the standard encoder.
"""

from __future__ import annotations

import datetime as dt
import json

import pytest

from riftcheck.infra import escape

HOSTILE = (
    "".join(chr(i) for i in range(0x100)) + "\u061c\u200e\u2028\u2029\u202e\u2066\ufeff\ufffe\uffff"
)
VALUES = [
    {"b": 1, "a": [], "c": {}, "é": [{}], "\U0001f600": None, "\uffff": True, "A": False},
    {"s": HOSTILE, "nested": [[{"z": [1, -1, 2**63 - 1, -(2**63)]}]], "k::": "::error::x"},
    ["##[group]", "line\n::warning::injected", "tab\there", "Teemo, the Swift Scout"],
    {"lone": "deck-\udcff.yaml"},  # a file name byte that is not UTF-8
    {"huge": 10**30},
    {"1": "a", 2: "b"},  # a key that is not a string
    {"s": "é"},
    [],
    {},
    "just a string",
]
LAYOUTS = [
    {"indent": 2, "sort_keys": True},
    {"indent": 2},
    {"sort_keys": True, "separators": (",", ":")},
]


def _standard(obj, kw) -> str:
    """What json_document wrote before orjson: json.dumps, then the same two escapes."""
    text = json.dumps(obj, ensure_ascii=False, **kw)
    text = escape._JSON_UNSAFE_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    return escape.log_lines(text, "json")


@pytest.mark.parametrize("kw", LAYOUTS, ids=lambda kw: ",".join(f"{k}={v}" for k, v in kw.items()))
@pytest.mark.parametrize("obj", VALUES, ids=range(len(VALUES)))
def test_the_same_text_as_the_standard_encoder(obj, kw):
    if kw.get("sort_keys") and isinstance(obj, dict) and any(not isinstance(k, str) for k in obj):
        with pytest.raises(TypeError):
            escape.json_document(obj, **kw)
        return
    assert escape.json_document(obj, **kw) == _standard(obj, kw)


def test_orjson_writes_the_layouts_it_is_given():
    pytest.importorskip("orjson")
    obj = VALUES[0] | {"s": HOSTILE}
    for kw in LAYOUTS:
        assert escape._orjson_dumps(obj, {"ensure_ascii": False, **kw}) == json.dumps(
            obj, ensure_ascii=False, **kw
        )


@pytest.mark.parametrize(
    "obj",
    [{"lone": "\udcff"}, {"huge": 10**30}, {1: "a"}, {"d": dt.date(2026, 9, 18)}],
    ids=["lone-surrogate", "huge-int", "int-key", "date"],
)
def test_what_orjson_would_write_differently_is_left_to_the_standard_encoder(obj):
    pytest.importorskip("orjson")
    assert escape._orjson_dumps(obj, {"ensure_ascii": False, "indent": 2}) is None


def test_a_date_is_refused_as_the_standard_encoder_refuses_it():
    with pytest.raises(TypeError):
        escape.json_document({"d": dt.date(2026, 9, 18)}, indent=2)


def test_other_options_go_to_the_standard_encoder():
    assert escape._orjson_dumps({"a": 1}, {"ensure_ascii": False, "indent": 4}) is None
    assert escape._orjson_dumps({"a": 1}, {"ensure_ascii": False, "default": str}) is None
    assert escape.json_document({"d": dt.date(2026, 9, 18)}, indent=2, default=str) == (
        '{\n  "d": "2026-09-18"\n}'
    )
