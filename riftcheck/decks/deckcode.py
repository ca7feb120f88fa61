"""Piltover Archive deck codes, versions 1 to 6: pure decode and encode.

The layout follows ``formats.md`` section 3: unpadded base32 text, a
format/version byte, LEB128 varints, raw set and variant bytes, and a
count-by-count walk of card groups. Nothing here knows about card names or
zones; :mod:`riftcheck.decks.codedeck` turns a :class:`DecodedCode` into a deck.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from riftcheck.decks.codeshape import MIN_CODE_LENGTH, looks_codeish, looks_like_code  # noqa: F401
from riftcheck.i18n import N_
from riftcheck.infra.errors import InputError

# the sniffers live in codeshape, which every deck read imports; kept importable from here too
from riftcheck.models import Location, Msg, Plural

_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32 = {c: i for i, c in enumerate(_ALPHABET)}
_B32.update({c.lower(): i for c, i in _B32.items()})

#: Set byte -> set code (4-6 only in builds newer than npm 1.1.0).
SETS: tuple[str, ...] = ("OGN", "OGS", "ARC", "SFD", "UNL", "VEN", "RAD")
_SET_ID = {s: i for i, s in enumerate(SETS)}
#: Variant byte -> suffix written after the number.
VARIANTS: tuple[str, ...] = ("", "a", "s", "b")
_VARIANT_ID = {"": 0, "a": 1, "s": 2, "*": 2, "b": 3}
#: Number classes (v4+): plain, rune ``R``, special ``SP``.
_PREFIXES: tuple[str, ...] = ("", "R", "SP")

FORMAT = 1
MAX_VERSION = 6
#: Highest copy count each fixed-walk section can hold (versions 1-4).
_FIXED_MAX = {"main": 12, "sideboard": 3}

_CODE_RE = re.compile(r"^([A-Za-z]{2,4})-(SP|R)?(\d{1,4})([abs*]?)$")


@dataclass(frozen=True, slots=True)
class DecodedCode:
    """What a deck code holds: card codes with counts, no names, no zones.

    ``main`` is every card except the sideboard (legend, champion copies,
    main deck, runes, battlefields), in code order. ``champion`` is the card
    code the v3+ champion pointer names; ``legends`` the v6 additional legends.
    """

    version: int
    main: tuple[tuple[str, int], ...]
    sideboard: tuple[tuple[str, int], ...] = ()
    champion: str | None = None
    legends: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CardCode:
    """A card code split into the parts a deck code stores."""

    set: str
    prefix: str
    number: int
    variant: str

    def __str__(self) -> str:
        if self.prefix == "R":
            num = f"R{self.number:02d}"
        elif self.prefix == "SP":
            num = f"SP{self.number}"
        else:
            num = f"{self.number:03d}"
        return f"{self.set}-{num}{self.variant}"


def parse_card_code(code: str) -> CardCode | None:
    """Split ``OGN-007``, ``SFD-228*``, ``UNL-R05a`` or ``VEN-SP1``; ``None`` if not such a code."""
    m = _CODE_RE.match(code.strip())
    if not m:
        return None
    variant = "s" if m.group(4) == "*" else m.group(4)
    return CardCode(m.group(1).upper(), m.group(2) or "", int(m.group(3)), variant)


class _Reader:
    """Walks the decoded bytes, turning every shortfall into an InputError."""

    def __init__(self, data: bytes, where: _Where):
        self.data = data
        self.pos = 0
        self.where = where

    def fail(self, message: str, at: int | None = None) -> InputError:
        return InputError(message, self.where.at_byte(self.pos if at is None else at))

    def byte(self, what: str) -> int:
        if self.pos >= len(self.data):
            raise self.fail(
                Msg("deck code is truncated: expected {what}, the code ended", what=what)
            )
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self, what: str) -> int:
        start = self.pos
        value = shift = 0
        while True:
            b = self.byte(what)
            value |= (b & 0x7F) << shift
            if not b & 0x80:
                return value
            shift += 7
            if shift > 28:
                raise self.fail(Msg("deck code is corrupt: {what} is too large", what=what), start)


@dataclass(frozen=True, slots=True)
class _Where:
    """Maps a byte offset of the payload back to a column of the code text."""

    file: str
    line: int
    column: int

    def at_char(self, index: int) -> Location:
        return Location(self.file, self.line, self.column + index)

    def at_byte(self, offset: int) -> Location:
        return self.at_char(offset * 8 // 5)


def _b32decode(text: str, where: _Where) -> bytes:
    bits = nbits = 0
    out = bytearray()
    for i, ch in enumerate(text):
        v = _B32.get(ch)
        if v is None:
            raise InputError(
                Msg(
                    "deck code is corrupt: {ch} at position {n} is not a base32 letter (expected A-Z or 2-7)",
                    ch=f"{ch!r}",
                    n=i + 1,
                ),
                where.at_char(i),
            )
        bits = (bits << 5) | v
        nbits += 5
        if nbits >= 8:
            nbits -= 8
            out.append((bits >> nbits) & 0xFF)
            bits &= (1 << nbits) - 1
    return bytes(out)


def _b32encode(data: bytes) -> str:
    out = []
    bits = nbits = 0
    for b in data:
        bits = (bits << 8) | b
        nbits += 8
        while nbits >= 5:
            nbits -= 5
            out.append(_ALPHABET[(bits >> nbits) & 31])
        bits &= (1 << nbits) - 1
    if nbits:
        out.append(_ALPHABET[(bits << (5 - nbits)) & 31])
    return "".join(out)


def _read_card(r: _Reader, set_code: str, variant: str, prefixed: bool, version: int) -> str:
    at = r.pos
    prefix = ""
    if prefixed:
        cls = r.byte(N_("a card number class byte"))
        if cls >= len(_PREFIXES) or (cls == 2 and version < 5):
            raise r.fail(
                Msg(
                    "deck code is corrupt: unknown card number class {cls} (expected 0, 1 or 2)",
                    cls=cls,
                ),
                at,
            )
        prefix = _PREFIXES[cls]
    number = r.varint(N_("a card number"))
    return str(CardCode(set_code, prefix, number, variant))


def _read_set_variant(r: _Reader) -> tuple[str, str]:
    at = r.pos
    s = r.byte(N_("a set byte"))
    if s >= len(SETS):
        raise r.fail(
            Msg(
                "deck code has unknown set id {s}: a set newer than this riftcheck knows (it knows "
                "set ids 0 to {last}, {first} to {newest}), or a damaged code: update riftcheck",
                s=s,
                last=len(SETS) - 1,
                first=SETS[0],
                newest=SETS[-1],
            ),
            at,
        )
    at = r.pos
    v = r.byte(N_("a variant byte"))
    if v >= len(VARIANTS):
        raise r.fail(Msg("deck code is corrupt: unknown variant id {v} (expected 0 to 3)", v=v), at)
    return SETS[s], VARIANTS[v]


def _read_groups(
    r: _Reader, count: int, n_groups: int, prefixed: bool, version: int, out: list
) -> None:
    for _ in range(n_groups):
        n = r.varint(N_("a group size"))
        set_code, variant = _read_set_variant(r)
        for _ in range(n):
            out.append((_read_card(r, set_code, variant, prefixed, version), count))


#: What a section's bytes are, said in an error (each a literal for the catalogue): its number of
#: groups, its number of counts, a copy count, the section itself
_WHAT = {
    "main": (
        N_("the number of main groups"),
        N_("the number of main counts"),
        N_("a main copy count"),
        N_("the main"),
    ),
    "sideboard": (
        N_("the number of sideboard groups"),
        N_("the number of sideboard counts"),
        N_("a sideboard copy count"),
        N_("the sideboard"),
    ),
}


def _read_section(
    r: _Reader, section: str, version: int, prefixed: bool
) -> tuple[tuple[str, int], ...]:
    out: list[tuple[str, int]] = []
    if version <= 4:
        for count in range(_FIXED_MAX[section], 0, -1):
            _read_groups(r, count, r.varint(_WHAT[section][0]), prefixed, version, out)
    else:
        for _ in range(r.varint(_WHAT[section][1])):
            at = r.pos
            count = r.varint(_WHAT[section][2])
            if count < 1:
                raise r.fail(
                    Msg(
                        "deck code is corrupt: copy count 0 in {section}", section=_WHAT[section][3]
                    ),
                    at,
                )
            _read_groups(r, count, r.varint(_WHAT[section][0]), prefixed, version, out)
    return tuple(out)


def decode(code: str, *, file: str = "<deck code>", line: int = 1, column: int = 1) -> DecodedCode:
    """Decode a deck code of version 1 to 6.

    Errors (bad letters, truncation, unknown version or set, trailing bytes)
    raise :class:`InputError` located at the offending character; ``file``,
    ``line`` and ``column`` say where the code itself starts.
    """
    where = _Where(file, line, column)
    text = code.strip()
    if not text:
        raise InputError(
            Msg("empty deck code: expected base32 text starting with 'C'"), where.at_char(0)
        )
    if len(text) > MAX_CODE_LENGTH:
        raise InputError(
            Msg(
                "deck code of {n} characters: longer than any deck (a deck code is at most {MAX_CODE_LENGTH} characters)",
                n=f"{len(text):,}",
                MAX_CODE_LENGTH=f"{MAX_CODE_LENGTH:,}",
            ),
            where.at_char(MAX_CODE_LENGTH),
        )
    data = _b32decode(text, where)
    r = _Reader(data, where)
    version, prefixed = _read_head(r)
    main = _read_section(r, "main", version, prefixed)
    side = _read_section(r, "sideboard", version, prefixed) if version >= 2 else ()
    champion = _read_champion(r, version, prefixed) if version >= 3 else None
    legends: list[str] = []
    if version >= 6:
        for _ in range(r.varint(N_("the number of additional legends"))):
            set_code, variant = _read_set_variant(r)
            legends.append(_read_card(r, set_code, variant, prefixed, version))
    if r.pos != len(data):
        raise r.fail(
            Msg(
                "deck code is corrupt: {bytes} after the end of the deck",
                bytes=Plural(len(data) - r.pos, "{n} unexpected byte(s)", "{n} unexpected byte(s)"),
            )
        )
    return DecodedCode(version, main, side, champion, tuple(legends))


def _read_head(r: _Reader) -> tuple[int, bool]:
    """``(version, prefixed)`` from the format/version byte and, from version 5, the prefix flag."""
    head = r.byte(N_("the format/version byte"))
    fmt, version = head >> 4, head & 0x0F
    if fmt != FORMAT:
        raise r.fail(
            Msg(
                "not a deck code: format {fmt} (expected format 1, a code starting with 'C')",
                fmt=fmt,
            ),
            0,
        )
    if version > MAX_VERSION:
        raise r.fail(
            Msg(
                "unknown deck code version {version} (expected 1 to {last}): a code newer than this "
                "riftcheck reads, or a damaged code: update riftcheck",
                version=version,
                last=MAX_VERSION,
            ),
            0,
        )
    if version < 1:
        raise r.fail(
            Msg(
                "unknown deck code version {version} (expected 1 to {most})",
                version=version,
                most=MAX_VERSION,
            ),
            0,
        )
    if version < 5:
        return version, version == 4
    at = r.pos
    flag = r.byte(N_("the number-prefix flag"))
    if flag > 1:
        raise r.fail(
            Msg("deck code is corrupt: number-prefix flag {flag} (expected 0 or 1)", flag=flag), at
        )
    return version, flag == 1


def _read_champion(r: _Reader, version: int, prefixed: bool) -> str | None:
    """The chosen champion after its flag byte (version 3 and later); ``None`` when the flag is 0."""
    at = r.pos
    has = r.byte(N_("the champion flag"))
    if has > 1:
        raise r.fail(
            Msg("deck code is corrupt: champion flag {has} (expected 0 or 1)", has=has), at
        )
    if not has:
        return None
    set_code, variant = _read_set_variant(r)
    return _read_card(r, set_code, variant, prefixed, version)


# -- encoding ---------------------------------------------------------------


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


class EncodeError(ValueError):
    """A deck cannot be written as a deck code (unknown set, bad card code)."""


def _split(code: str) -> CardCode:
    cc = parse_card_code(code)
    if cc is None:
        raise EncodeError(Msg("{code} is not a card code like OGN-007", code=repr(code)))
    if cc.set not in _SET_ID:
        raise EncodeError(
            Msg(
                "set {set} of {code} has no deck-code set id (known: {sets})",
                set=cc.set,
                code=code,
                sets=", ".join(SETS),
            )
        )
    return cc


def _number(cc: CardCode, prefixed: bool) -> bytes:
    head = bytes([_PREFIXES.index(cc.prefix)]) if prefixed else b""
    return head + _varint(cc.number)


def _sum(entries) -> dict[CardCode, int]:
    counts: dict[CardCode, int] = {}
    for code, n in entries:
        if n < 1:
            raise EncodeError(Msg("count {n} of {code} is not a positive number", n=n, code=code))
        cc = _split(code)
        counts[cc] = counts.get(cc, 0) + n
    return counts


def _groups(cards: list[CardCode], prefixed: bool) -> bytes:
    by_group: dict[tuple[int, int], list[CardCode]] = {}
    for cc in cards:
        by_group.setdefault((_SET_ID[cc.set], _VARIANT_ID[cc.variant]), []).append(cc)
    out = bytearray(_varint(len(by_group)))
    for (s, v), members in sorted(by_group.items()):
        members.sort(key=lambda c: (_PREFIXES.index(c.prefix), c.number))
        out += _varint(len(members)) + bytes([s, v])
        for cc in members:
            out += _number(cc, prefixed)
    return bytes(out)


def _section(counts: dict[CardCode, int], section: str, version: int, prefixed: bool) -> bytes:
    by_count: dict[int, list[CardCode]] = {}
    for cc, n in counts.items():
        by_count.setdefault(n, []).append(cc)
    out = bytearray()
    if version <= 4:
        for count in range(_FIXED_MAX[section], 0, -1):
            out += _groups(by_count.get(count, []), prefixed)
    else:
        out += _varint(len(by_count))
        for count in sorted(by_count, reverse=True):
            out += _varint(count) + _groups(by_count[count], prefixed)
    return bytes(out)


def needed_version(main, sideboard=(), champion: str | None = None, legends=()) -> int:
    """Lowest version able to hold the deck.

    3 when it can; 4 for rune numbers; 5 for counts above 12 (main) or 3
    (sideboard) or ``SP`` numbers; 6 when there are additional legends.
    """
    if legends:
        return 6
    m, s = _sum(main), _sum(sideboard)
    cards = list(m) + list(s) + ([_split(champion)] if champion else [])
    if (
        any(c.prefix == "SP" for c in cards)
        or any(n > 12 for n in m.values())
        or any(n > 3 for n in s.values())
    ):
        return 5
    if any(c.prefix == "R" for c in cards):
        return 4
    return 3


def encode(
    main, sideboard=(), champion: str | None = None, version: int | None = None, legends=()
) -> str:
    """Encode ``(card code, count)`` pairs as a deck code.

    ``version=None`` picks the lowest version that can hold the deck (3 when
    it can, which is byte-identical to npm 1.1.0); an explicit version that
    cannot hold the deck raises :class:`EncodeError` rather than dropping cards.
    Repeated card codes are summed; order does not matter.
    """
    need = needed_version(main, sideboard, champion, legends)
    version = need if version is None else version
    if version < need or not 3 <= version <= MAX_VERSION:
        raise EncodeError(
            Msg(
                "this deck needs deck code version {need}; cannot write version {version}",
                need=need,
                version=version,
            )
        )
    m, s = _sum(main), _sum(sideboard)
    prefixed = version == 4
    out = bytearray([(FORMAT << 4) | version])
    if version >= 5:
        named = (
            list(m)
            + list(s)
            + [_split(c) for c in legends]
            + ([_split(champion)] if champion else [])
        )
        prefixed = any(c.prefix for c in named)
        out.append(1 if prefixed else 0)
    out += _section(m, "main", version, prefixed)
    out += _section(s, "sideboard", version, prefixed)
    if champion:
        cc = _split(champion)
        out += bytes([1, _SET_ID[cc.set], _VARIANT_ID[cc.variant]]) + _number(cc, prefixed)
    else:
        out.append(0)
    if version >= 6:
        out += _varint(len(legends))
        for code in legends:
            cc = _split(code)
            out += bytes([_SET_ID[cc.set], _VARIANT_ID[cc.variant]]) + _number(cc, prefixed)
    return _b32encode(bytes(out))


#: Longest deck code decoded: a 60-card deck is about 150 characters, a whole set's pool a few
#: thousand; decoding is a Python loop, so a 10 MB "code" is refused instead of taking seconds.
MAX_CODE_LENGTH = 20_000
