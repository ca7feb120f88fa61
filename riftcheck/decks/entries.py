"""Deck entries before resolution: ``3 Name``, ``3x Name``, bare references, counts.

Every reader turns its input into :class:`RawEntry` values (reference, count,
zone or ``None`` when the zone must come from the card type, location), and
:mod:`riftcheck.decks.build` resolves them into a :class:`~riftcheck.models.Deck`.
"""

from __future__ import annotations

import re

from riftcheck.infra.errors import InputError
from riftcheck.infra.escape import excerpt
from riftcheck.infra.value import Value
from riftcheck.models import Location, Msg

#: Highest count accepted for one entry; far above any real deck, low enough to refuse 1e9.
MAX_COUNT = 999
#: Longest card reference accepted. The longest real card name is under 60 characters; a
#: megabyte-long "name" would otherwise be fuzzy-matched and printed in full.
MAX_REF_LENGTH = 200

# A leading token that looks like a count: digits, maybe signed, maybe with
# exponent or decimals, so that "1e9 Gust" or "-1 Gust" fail loudly instead of
# becoming a card called "1e9 Gust".
# DOTALL: a YAML or JSON string may hold a line break, and its count must still be read
_COUNT_RE = re.compile(r"^([+-]?\d[\d_.,]*(?:[eE][+-]?\d+)?)\s*([xX×*])?(?:\s+|$)(.*)$", re.DOTALL)
# Riftmana writes "1xOGN-251", "3xOGN-036": a count, an x and the reference with no space between
# (only before a letter: "3x5" is no count of a card)
_GLUED_X_RE = re.compile(r"^(\d{1,9})[xX×]([A-Za-z].*)$", re.DOTALL)
# The same shape with a count no reader takes ("0xOGN-251", "1.5xOGN-251", "-1xOGN-251", a count
# of ten digits, "²xOGN-251", "1.5xGust"): a bad count, said so, never a card name
_GLUED_BAD_RE = re.compile(
    r"^([+-]?[\d\u00b2\u00b3\u00b9][\d_.,]*(?:[eE][+-]?\d+)?)[xX×]([A-Za-z].*)$", re.DOTALL
)
# A trailing printing: "(SET-NNN)", "[SET-NNN]", "(OGN)" or "[VEN-SP3/006]".
_TRAILING_CODE_RE = re.compile(
    r"\s*[(\[]\s*([A-Za-z]{2,4}(?:-[A-Za-z]*\d+[A-Za-z*]?(?:/\d+)?)?)\s*[)\]]\s*$"
)
# Count forms players write besides "3 Name" and "3x Name": "x3 Name" before the name;
# "Name x3", "Name ×3" and "Name (x3)" after it (a bare trailing number is never a count:
# it could be part of a name).
_LEAD_X_RE = re.compile(r"^[xX×](\d+)(?:\s+|$)(.*)$")
_TRAIL_X_RE = re.compile(r"^(.*?\S)\s*(?:\(\s*[xX×]\s*(\d+)\s*\)|\s[xX×]\s?(\d+))\s*$")
# Upper case only, so that a trailing "(Buff)" or "(Ally)" stays part of a name.
_SET_ONLY_RE = re.compile(r"^[A-Z]{2,4}$")


class RawEntry(Value):
    """An entry as written: what it names, how many, where, and in which zone (``None``: by type).

    ``ref`` is the reference text as written (without the count); ``code`` is a
    printing id given alongside a name (``Gust (OGN-042)``); ``also`` holds the
    further references the same entry makes (a YAML ``name:`` beside ``card:``).
    Every reference of an entry must name the same card.
    """

    ref: str
    count: int
    zone: str | None
    location: Location
    code: str | None = None
    also: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if len(self.ref) > MAX_REF_LENGTH:
            raise InputError(
                Msg(
                    "card reference of {n} characters ({value}...): expected a card name or id of at most {MAX_REF_LENGTH} characters",
                    n=f"{len(self.ref):,}",
                    value=f"{self.ref[:30]!r}",
                    MAX_REF_LENGTH=MAX_REF_LENGTH,
                ),
                self.location,
            )


def bad_count(value: object, location: Location) -> InputError:
    """The error for a count that is not a positive whole number."""
    shown = repr(value)
    if len(shown) > 24:
        shown = shown[:20] + "..."
    return InputError(
        Msg(
            "count {shown} is not valid: expected a positive whole number from 1 to {MAX_COUNT}",
            shown=shown,
            MAX_COUNT=MAX_COUNT,
        ),
        location,
    )


def check_count(value: object, location: Location) -> int:
    """Return ``value`` as a count, or raise naming the location."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_COUNT:
        raise bad_count(value, location)
    return value


def split_ref(text: str) -> tuple[str, str | None]:
    """Split ``Name (SET-NNN)`` into the name and the printing id (``None`` when absent).

    A bare set code in brackets (``Name (OGN)``) is dropped: it names no printing.
    """
    m = _TRAILING_CODE_RE.search(text)
    if not m:
        return text.strip(), None
    name = text[: m.start()].strip()
    code = m.group(1)
    if not name:
        return ("", code) if "-" in code else (text.strip(), None)
    if "-" not in code:
        return (name, None) if _SET_ONLY_RE.match(code) else (text.strip(), None)
    return name, code


# Decks repeat the same few hundred entry lines ("3 Gust"): what a line says is remembered,
# bounded, for lines that parsed (a bad line raises every time, with its own location).
_PARSED: dict[str, tuple[str, int, str | None]] = {}
_PARSED_MAX = 20_000


def parse_entry_text(text: str, location: Location, zone: str | None) -> RawEntry:
    """Parse ``3 Name``, ``3x Name``, ``1xOGN-251``, ``x3 Name``, ``Name x3``, ``Name (x3)``,
    ``Name ×3``, ``Name (SET-NNN)`` or a bare reference (one copy)."""
    hit = _PARSED.get(text)
    if hit is None:
        hit = _parse(text, location)
        if len(text) <= MAX_REF_LENGTH:
            if len(_PARSED) >= _PARSED_MAX:
                _PARSED.clear()
            _PARSED[text] = hit
    ref, count, code = hit
    return RawEntry(ref, count, zone, location, code)


def has_count(text: str) -> bool:
    """True when an entry line writes a count in any form a reader accepts (``3 Name``, ``Name x3``...)."""
    s = text.strip()
    return bool(
        _COUNT_RE.match(s)
        or _GLUED_X_RE.match(s)
        or _LEAD_X_RE.match(s)
        or _TRAIL_X_RE.match(s)
        or _glued_bad(s)
    )


def _glued_bad(s: str) -> tuple[str, str] | None:
    """``(count, reference)`` of a Riftmana-style line whose count is out of range or no whole
    number (``0xOGN-251``, ``99999xOGN-251``, ``1.5xOGN-251``, ``1.5xGust``), else ``None``."""
    m = _GLUED_BAD_RE.match(s)
    if m is None:
        return None
    token = m.group(1)
    if token.isascii() and token.isdigit() and len(token) <= 9 and 1 <= int(token) <= MAX_COUNT:
        return None
    return token, m.group(2)


def _parse(text: str, location: Location) -> tuple[str, int, str | None]:
    """``(reference, count, printing id)`` of an entry line; raises naming ``location``."""
    s = text.strip()
    count: int | None = None
    bad = _glued_bad(s)
    if bad is not None:
        shown = bad[0] if len(bad[0]) <= 12 else bad[0][:10] + "..."
        raise InputError(
            Msg(
                "entry {entry}: count {count} is not valid: expected a count from 1 to {most} before the x, as in '3x{id}'",
                entry=repr(excerpt(s)),
                count=repr(shown),
                most=MAX_COUNT,
                id=excerpt(bad[1]),
            ),
            location,
        )
    m = _COUNT_RE.match(s) or _GLUED_X_RE.match(s) or _LEAD_X_RE.match(s)
    if m:
        token, rest = m.group(1), m.groups()[-1].strip()
        count = _count(token, location)
        if not rest:
            raise InputError(
                Msg(
                    "entry {s} has a count but no card: expected '{count} Card Name'",
                    s=f"{s!r}",
                    count=count,
                ),
                location,
            )
        s = rest
    s, trailing = _trailing_count(s, location)
    if trailing is not None:
        if count is not None:
            raise InputError(
                Msg(
                    "entry {strip} has two counts ({count} and {trailing}): expected one, as in '{trailing} {s}'",
                    strip=f"{text.strip()!r}",
                    count=count,
                    trailing=trailing,
                    s=s,
                ),
                location,
            )
        count = trailing
    name, code = split_ref(s)
    if not name and not code:
        raise InputError(
            Msg("entry {strip} names no card: expected '3 Card Name'", strip=f"{text.strip()!r}"),
            location,
        )
    return s, 1 if count is None else count, code


def _count(token: str, location: Location) -> int:
    # ASCII only and short: int() refuses "²" and numbers of thousands of digits.
    if not (token.isascii() and token.isdigit()) or len(token) > 9:
        raise bad_count(token, location)
    count = int(token)
    if not 1 <= count <= MAX_COUNT:
        raise bad_count(token, location)
    return count


def _trailing_count(s: str, location: Location) -> tuple[str, int | None]:
    """``Name x3``, ``Name ×3``, ``Name (x3)``, also before a printing (``Name x3 (OGN-042)``)."""
    m = _TRAIL_X_RE.match(s)
    if m:
        return m.group(1), _count(m.group(2) or m.group(3), location)
    code = _TRAILING_CODE_RE.search(s)
    if code and code.start() > 0:
        m = _TRAIL_X_RE.match(s[: code.start()])
        if m:
            return m.group(1) + s[code.start() :], _count(m.group(2) or m.group(3), location)
    return s, None
