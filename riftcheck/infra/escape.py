"""Escaping for every medium riftcheck writes to: one function per medium, used by every reporter and command.

Card names come from a feed, file names and card references from strangers'
files, messages and fixes from plugins. None of them may drive the reader's
terminal, start a GitHub Actions workflow command, inject Markdown or HTML
into a step summary, or make an XML report ill-formed. Every string of that
kind goes through the function of the medium it is written to:

* :func:`terminal` - text written to a terminal, a log or a plain file
  (the text report, ``cards search/show/update``, messages on stderr):
  control characters (ESC, CR, LF, NUL, C1...), bidirectional overrides and
  line/paragraph separators are shown as visible escapes (``\\x1b``, ``\\n``,
  ``\\u202e``); the GitHub runner's legacy command marker ``##[`` is broken.
* :func:`log_lines` - the last pass over whole output that a CI runner reads
  line by line (every format but ``github``): a line that would start a
  workflow command (``::name ...``, after blanks) shows its first colon as
  ``\\x3a``, and ``##[`` anywhere shows as ``##\\x5b``.
* :func:`workflow_data` / :func:`workflow_property` - the message and the
  ``key=value`` properties of a ``::error ...::message`` annotation line.
* :func:`markdown` - text inside Markdown (``$GITHUB_STEP_SUMMARY``), table
  cells included: punctuation backslash-escaped, ``<``/``>``/``&`` as
  entities, so neither Markdown nor raw HTML survives.
* :func:`xml_text` - text inside XML (JUnit): characters XML 1.0 cannot carry
  at all are shown as escapes (the XML library escapes ``<``, ``&`` and quotes).
* :func:`html` - text inside HTML (element content and quoted attributes).

JSON and SARIF stay data: :mod:`json` escapes what JSON needs, and a
consumer that prints a value is responsible for its own medium.
"""

from __future__ import annotations

import re

# The format characters (Unicode category Cf: zero-width space and joiners, word joiner, soft
# hyphen, BOM, the bidirectional controls, tags), which no reader sees: two names that differ only
# by them must look different. Python 3.11's Unicode 14 (tests/unit/test_escape_invisible.py).
INVISIBLE = (
    "\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U00013438"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f"
)
# Characters that render as nothing but are not format characters: the Default_Ignorable_Code_Point
# characters outside Cf (combining grapheme joiner, Hangul fillers, Khmer inherent vowels, Mongolian
# and other variation selectors, U+FFF0-FFF8) and the braille blank U+2800, which shows as a space.
IGNORABLE = (
    "\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180d\u180f\u2800\u3164\ufe00-\ufe0f\uffa0"
    "\ufff0-\ufff8\U000e0100-\U000e01ef"
)
# C0 and C1 controls and DEL (tab kept: it is harmless whitespace in every medium we print to),
# the format characters above (the bidirectional embeddings/overrides/isolates among them reorder
# what a reader sees, "Trojan source"), U+2028/U+2029 (line breaks to some viewers), lone
# surrogates (undecodable file-name bytes) and the noncharacters U+FFFE/U+FFFF (invalid in XML).
_UNSAFE_RE = re.compile(
    "[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff"
    + INVISIBLE
    + IGNORABLE
    + "]"
)
_NAMED = {"\n": "\\n", "\r": "\\r"}


def _visible(m: re.Match) -> str:
    c = m.group()
    if c in _NAMED:
        return _NAMED[c]
    n = ord(c)
    if n < 0x100:
        return f"\\x{n:02x}"
    return f"\\u{n:04x}" if n <= 0xFFFF else f"\\U{n:08x}"


def terminal(s: str) -> str:
    """``s`` made safe to print on a terminal or in a CI log: shown, never obeyed.

    ``terminal("Gust\\x1b]0;pwned\\x07")`` is ``'Gust\\\\x1b]0;pwned\\\\x07'``; a newline
    becomes ``\\\\n`` so that a name can never start a line of its own.
    """
    if not isinstance(s, str):
        s = str(s)
    return _UNSAFE_RE.sub(_visible, s).replace("##[", "##\\x5b")


# The characters that drive a terminal or a log (C0 but tab and line feed, DEL, C1): no data of a
# spreadsheet cell needs them raw, and a CSV report printed to a terminal must not obey them.
_CONTROL_RE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def controls(s: str) -> str:
    """``s`` with only its control characters shown as escapes (``\\x1b``): for data whose every
    other character stays as written (a roster's cells in the CSV report: a zero-width space or a
    bidi control is the organiser's, and a spreadsheet shows it as the organiser typed it)."""
    return _CONTROL_RE.sub(_visible, str(s))


# What a roster cell may hold that a reader would take for something else: tabs and line breaks,
# every space but U+0020 (NBSP, thin, ideographic...: read as a plain space, two ids would look
# one), the controls and the invisible characters of :func:`terminal`, and NEL (U+0085).
_CELL_RE = re.compile(
    "[\x00-\x1f\x7f-\x9f\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
    "\ud800-\udfff\ufffe\uffff" + INVISIBLE + IGNORABLE + "]"
)
_CELL_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _cell_visible(m: re.Match) -> str:
    c = m.group()
    return _CELL_NAMED.get(c) or _visible(m)


def cell(s: str) -> str:
    """A roster cell (a player, id, team, table or notes) as the text and HTML reports show it:
    exactly as written, but a tab, a line break, a space other than U+0020 and an invisible or
    control character shown as its escape (``\\t``, ``\\n``, ``\\xa0``, ``\\u200b``), never
    collapsed, trimmed or made a plain space, so a cell can never forge a line of the report nor
    two different cells look the same (atkL 1). The JSON report keeps the cell as written."""
    s = str(s)
    return _CELL_RE.sub(_cell_visible, s) if _CELL_RE.search(s) is not None else s


def terminal_multiline(s: str) -> str:
    """Like :func:`terminal` but keeping the line breaks of a multi-line text the program itself wrote."""
    return "\n".join(terminal(part) for part in str(s).split("\n"))


# A workflow command: '::' after optional blanks at the start of a line (the runner trims the line).
# (a lone \r counts as a line start too: a CSV cell keeps its carriage returns, and a log viewer
# may break the line there)
_COMMAND_LINE_RE = re.compile(r"((?:^|(?<=\r))[ \t]*):(?=:)", re.MULTILINE)


#: How ``:`` and ``[`` are written without changing the data, per medium of :func:`log_lines`.
_INERT = {"text": ("\\x3a", "\\x5b"), "json": ("\\u003a", "\\u005b"), "xml": ("&#58;", "&#91;")}


def log_lines(text: str, medium: str = "text") -> str:
    """Whole output made inert for a CI runner that reads it line by line.

    No line can start a workflow command (``::error::``, ``::add-mask::``...,
    also after leading blanks) and no line holds the legacy ``##[`` marker.
    Apply it to everything riftcheck prints except the ``github`` format's own
    annotation lines, which are meant to be read (their data is escaped by
    :func:`workflow_data`). ``medium`` ``json`` and ``xml`` use that medium's
    own escapes (``\\u005b``, ``&#91;``), so the document still holds exactly
    the same data; ``text`` shows ``\\x3a`` / ``\\x5b``.
    """
    colon, bracket = _INERT[medium]
    if (
        "::" in text
    ):  # a workflow command needs two colons in a row; the search for them is far cheaper
        text = _COMMAND_LINE_RE.sub(lambda m: m.group(1) + colon, text)
    return text.replace("##[", "##" + bracket)


# What json.dumps(ensure_ascii=False) leaves raw but a terminal would obey or a UTF-8 file cannot hold:
# DEL and C1 controls, bidi controls, line separators, lone surrogates, noncharacters. They can only
# occur inside JSON strings, where a \\u escape is the same data.
_JSON_UNSAFE_RE = re.compile(
    "[\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff" + INVISIBLE + IGNORABLE + "]"
)


def _json_escape(m: re.Match) -> str:
    """A character as JSON writes it: ``\\uXXXX``, a surrogate pair past the Basic Multilingual Plane."""
    n = ord(m.group())
    if n <= 0xFFFF:
        return f"\\u{n:04x}"
    n -= 0x10000
    return f"\\u{0xD800 + (n >> 10):04x}\\u{0xDC00 + (n & 0x3FF):04x}"


def json_document(obj, **kw) -> str:
    """``obj`` as JSON text (UTF-8 kept readable) that any CI log and any UTF-8 file can hold.

    ``kw`` are :func:`json.dumps`'s. C1 controls, bidi overrides and lone surrogates
    (bytes of a file name that are not UTF-8) are written as ``\\uXXXX`` escapes, and
    :func:`log_lines` makes ``##[`` inert; all of it keeps the data exactly.
    """
    kw.setdefault("ensure_ascii", False)
    text = _orjson_dumps(obj, kw)
    if text is None:
        import json

        text = json.dumps(obj, **kw)
    if not text.isascii() or "\x7f" in text:  # DEL is the one ASCII character the pattern escapes
        text = _JSON_UNSAFE_RE.sub(_json_escape, text)
    return log_lines(text, "json")


#: The :func:`json.dumps` layouts orjson writes byte for byte: (indent, separators) -> orjson option.
_ORJSON_LAYOUTS = {(None, (",", ":")): 0, (2, None): 1}


def _orjson_dumps(obj, kw: dict) -> str | None:
    """``json.dumps(obj, **kw)`` written by orjson (about ten times faster), or ``None`` when it cannot be.

    Only the layouts of :data:`_ORJSON_LAYOUTS`, without ``default``, are asked of
    orjson; it refuses what it would write differently (a lone surrogate, an
    integer beyond 64 bits, a key that is not a string), and dataclasses and
    dates are passed through to be refused too, as :func:`json.dumps` refuses
    them: for those the standard encoder gives its own answer. (orjson writes a
    float's exponent without :func:`repr`'s zero, ``1e-7`` for ``1e-07``; the
    documents riftcheck writes hold no floats: counts, lines and dates only.)
    """
    layout = _ORJSON_LAYOUTS.get((kw.get("indent"), kw.get("separators")))
    if layout is None or set(kw) - {"indent", "separators", "sort_keys", "ensure_ascii"}:
        return None
    if kw["ensure_ascii"]:
        return None
    try:
        import orjson
    except ImportError:  # pragma: no cover - a dependency; the standard encoder writes the same
        return None
    option = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
    if layout:
        option |= orjson.OPT_INDENT_2
    if kw.get("sort_keys"):
        option |= orjson.OPT_SORT_KEYS
    try:
        return orjson.dumps(obj, option=option).decode("utf-8")
    except TypeError:  # orjson.JSONEncodeError is a TypeError
        return None


def line(s: str) -> str:
    """One output line that riftcheck composed from pieces of untrusted text: :func:`terminal`, then
    :func:`log_lines` (a piece at the start of the line cannot start a workflow command)."""
    return log_lines(terminal(s))


def lines(s: str) -> str:
    """Several output lines riftcheck composed (its own line breaks kept), each made safe by :func:`line`."""
    return "\n".join(line(part) for part in str(s).split("\n"))


def workflow_data(s: str) -> str:
    """The message part of a workflow command (after the second ``::``)."""
    s = str(s).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return terminal(s)


def workflow_property(s: str) -> str:
    """A property value of a workflow command (``file=``, ``title=``...)."""
    return workflow_data(s).replace(":", "%3A").replace(",", "%2C")


# The ASCII punctuation that means something inside a Markdown line or table cell (emphasis, code,
# links and images, tables, strikethrough, headings, escapes); the rest only matters at a line's start,
# where riftcheck never puts a stranger's text.
_MD_PUNCT_RE = re.compile(r"([\\`*_\[\]|~#])")


def markdown(s: str) -> str:
    """``s`` as literal text in Markdown, also inside a table cell (``|`` escaped, one line)."""
    s = terminal(str(s)).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _MD_PUNCT_RE.sub(r"\\\1", s)


def markdown_code(s: str) -> str:
    """``s`` shown as code in Markdown: ``<code>`` around :func:`markdown` (a backtick code span
    cannot escape a backtick inside it, so it is never used for a stranger's text)."""
    return f"<code>{markdown(s)}</code>"


def xml_text(s: str) -> str:
    """``s`` with every character XML 1.0 cannot hold (controls, lone surrogates, U+FFFE) shown as escapes.

    Tab and newline are kept (they are legal XML); ``<``, ``&`` and quotes are
    left to the XML serializer.
    """
    return "\n".join(_UNSAFE_RE.sub(_visible, part) for part in str(s).split("\n"))


#: :data:`_UNSAFE_RE` without the line feed: what :func:`terminal_multiline` escapes, in one pass.
_UNSAFE_KEEP_LF_RE = re.compile(_UNSAFE_RE.pattern.replace("\x0a", "\x0b", 1))


def html(s: str) -> str:
    """``s`` as text in HTML element content or a quoted attribute value.

    The same as ``terminal_multiline`` then the entities, in one pass over the whole text
    rather than one per line: a 10,000-player report calls it over a million times.
    """
    s = str(s)
    if _UNSAFE_KEEP_LF_RE.search(s) is not None:
        s = _UNSAFE_KEEP_LF_RE.sub(_visible, s)
    if "##[" in s:
        s = s.replace("##[", "##\\x5b")
    return (
        s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


#: Longest piece of a stranger's text that a message quotes (a card name is under 60 characters).
EXCERPT_LENGTH = 60


def excerpt(s: str, limit: int = EXCERPT_LENGTH) -> str:
    """``s`` cut to at most ``limit`` characters, ``...`` marking a cut.

    Shortening, not escaping: a message quotes only this much of what a file
    says (so a file that is no deck is not echoed line by line), and the
    reporter still escapes it for its medium.
    """
    s = str(s)
    return s if len(s) <= limit else s[: limit - 3] + "..."


#: Longest user value (a key, an option's value) an error message echoes: a 3 MB YAML key must
#: not become a 3 MB message in a CI log.
ECHO_LENGTH = 80


def clipped(value, limit: int = ECHO_LENGTH) -> str:
    """``value`` as text, cut to its first ``limit`` characters with ``…`` marking the cut."""
    s = str(value)
    return s if len(s) <= limit else s[:limit] + "…"


def echoed_key(key) -> str:
    """A key of a user's file as an error message names it: quoted, cut by :func:`clipped`."""
    return repr(clipped(key)) if isinstance(key, str) else clipped(repr(key))
