"""``escape.html`` escapes in one pass exactly what ``terminal_multiline`` then the entities did
(issue 23: the one-pass form is the speed of a 10,000-player HTML report, not a new escaping)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from riftcheck.infra import escape


def _per_line(s) -> str:
    """The escaping as it was written before: line by line, then the five entities."""
    s = escape.terminal_multiline(str(s))
    return (
        s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


HOSTILE = [
    "",
    "Gust",
    "a\nb",
    "\n\n",
    "line\r\nbreak",
    "\x1b]0;pwned\x07",
    "##[error]x",
    "#\n#[",
    "<script>alert('x')</script> & \"q\"",
    "\u202eevil\u2028next\u2029",
    "\x0b\x0c\x85\x9f\x7f\x00",
    "\ud800lone",
    "zero\u200bwidth\ufeff",
    "Émile's",
]


def test_known_hostile_strings_are_escaped_as_line_by_line():
    for s in HOSTILE:
        assert escape.html(s) == _per_line(s), repr(s)
    assert escape.html("a\n\x1b##[<") == "a\n\\x1b##\\x5b&lt;"
    assert escape.html(12) == "12"


_ALPHABET = st.sampled_from(list("\n\r\x1b\x0b\t\x85\u202e\u2028\ud800#[<>&\"'aé") + ["##["])


@given(st.lists(_ALPHABET, max_size=20).map("".join))
def test_any_text_is_escaped_as_line_by_line(s):
    assert escape.html(s) == _per_line(s)
