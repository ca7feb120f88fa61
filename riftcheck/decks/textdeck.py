"""Text deck lists: Piltover Archive text (with or without headers), flat lists, TTS strings.

* With headers (``Legend:``, ``Champion:``, ``MainDeck:``...): zones as written.
  French headers work too (``Légende :``, ``Champion élu``, ``Deck principal``,
  ``Champs de bataille``, ``Runes``/``Deck de runes``, ``Side``/``Réserve``),
  in any case, with or without accents and the space before the colon; and
  ``Side Deck:``. riftboundfrance.fr writes the same words between equals signs
  (``== Legend ==``, ``== Main Deck ==``, ``== Side Deck ==``), with ``3x Name``
  lines and the champion among the main cards (it is then inferred).
* Neeko's legends (TR 401.2.a) under ``Additional Legends:``, or the bare ``Additional Legends``
  line and the Markdown heading ``## Additional Legends`` of pasted exports (formats.md 2.4b),
  read as every zone word without its colon is (with a note on the line).
* A flat list with no header, then ``Sideboard:`` and more lines (RiftboundSealed):
  the lines before the header are zoned by card type, those after it are the sideboard.
  A later header (``Runes:``...) heads its section, and an info notice at its line says
  how the list was read (``flat-then-sections``).
* The older headerless Piltover export: blank-line separated blocks in the
  order legend, champion, main, battlefields, runes (and a sixth, sideboard),
  recognised when the first two blocks are single one-copy entries.
* Anything else headerless is a flat list: zones come from the card type and
  the Chosen Champion is inferred (see :mod:`riftcheck.decks.build`).
* TTS: one ``SET-NNN-ART`` token per copy, in the order legend, champion, main deck,
  battlefields, runes, then the sideboard (OpenRift's export): main-deck cards after the
  last rune are read as the sideboard, and a notice says so (the format has no zone markers).
* A title line (``Rengar Aggro by X``): the first line, when it writes no
  count, stands above the first header (or heads a headerless list) and
  names no card, is the deck's name; a notice on that line says so. A
  line above the first header that is not read so is an error advising
  to start it with ``#`` to keep it as a comment.

A headerless text whose lines mostly (more than half) write no count is
not shaped like a deck list; if none of its lines names a card either (a
passwd file, a shell script, a CSV saved as ``.deck.txt``), the file is one
read error quoting a short excerpt of its first line, not one unknown card
per line.
"""

from __future__ import annotations

import re

from riftcheck.cards.normalize import fold
from riftcheck.decks.build import DeckParts, before_header
from riftcheck.decks.entries import RawEntry, has_count, parse_entry_text
from riftcheck.i18n import zone_words
from riftcheck.infra.errors import InputError
from riftcheck.models import Location, Msg, Notice

#: Header spellings (case and accents folded, spaces removed) -> zone; English and French
#: (French core rules' zone words; "Side", "Sideboard" and "Réserve" are all written for the sideboard).
HEADERS: dict[str, str] = {
    "legende": "legend",
    "legendedechampion": "legend",
    "championelu": "champion",
    "deckprincipal": "main",
    "champsdebataille": "battlefields",
    "champdebataille": "battlefields",
    "deckderunes": "runes",
    "side": "sideboard",
    "sidedeck": "sideboard",
    "reserve": "sideboard",
    # the legends Neeko, Blending In lets a deck choose besides its starting legend
    "additionallegends": "additional_legends",
    "legendessupplementaires": "additional_legends",
    "legend": "legend",
    "champion": "champion",
    "chosenchampion": "champion",
    "maindeck": "main",
    "main": "main",
    "battlefields": "battlefields",
    "battlefield": "battlefields",
    "runes": "runes",
    "rune": "runes",
    "runepool": "runes",
    "sideboard": "sideboard",
}
# letters in any script (Légende), words separated by spaces; "\s" also matches the French
# (narrow) no-break space written before a colon: "Légende :"
_HEADER_RE = re.compile(r"^([^\W\d_](?:[^\W\d_]| )*?)\s*(?:\(\d+\))?\s*:\s*(.*)$")
# riftboundfrance.fr's export: "== Main Deck ==", the zone word between runs of equals signs
_EQ_HEADER_RE = re.compile(r"^={2,}\s*([^\W\d_](?:[^\W\d_]| )*?)\s*(?:\(\d+\))?\s*={2,}$")
_COMMENT_RE = re.compile(r"(?:^|\s)(?:#|//).*$")
_BULLET_RE = re.compile(r"^(?:[-*•]\s+)")
_POSITIONAL = ("legend", "champion", "main", "battlefields", "runes", "sideboard")
TTS_TOKEN_RE = re.compile(r"^[A-Za-z]{2,4}-(?:[A-Za-z]{1,2})?\d{1,4}[a-z*]?-\d{1,3}$")


#: Lines each memo keeps: the lines that recur (card lines, headers) fit; a batch's one-off lines
#: (titles, comments) empty it now and then. Kept small: every worker process holds its own.
_LINE_MEMO_MAX = 2_048


def _line_memo(fn):
    """Remember ``fn``'s answer for short lines: deck lists repeat the same lines ("3 Gust") file
    after file. Bounded, and long lines (a hostile file's) are never kept."""
    memo: dict[str, object] = {}

    def remembered(text: str):
        try:
            return memo[text]
        except KeyError:
            hit = fn(text)
            if len(text) <= 200:
                if len(memo) >= _LINE_MEMO_MAX:
                    memo.clear()
                memo[text] = hit
            return hit

    remembered.__doc__ = fn.__doc__
    return remembered


@_line_memo
def _clean(line: str) -> tuple[str, int]:
    """Strip comments and bullets; return the text and its 1-based start column."""
    line = _COMMENT_RE.sub("", line.replace("\t", " ")).rstrip()
    stripped = line.lstrip()
    col = len(line) - len(stripped) + 1
    b = _BULLET_RE.match(stripped)
    if b:
        col += b.end()
        stripped = stripped[b.end() :]
    return stripped, col


#: The folded spellings only a French list writes (``Side``, ``Champion``, ``Runes`` are both).
_FRENCH_SPELLINGS = frozenset(
    {
        "legende",
        "legendedechampion",
        "championelu",
        "deckprincipal",
        "champsdebataille",
        "champdebataille",
        "deckderunes",
        "reserve",
        "legendessupplementaires",
    }
)
#: The header riftcheck writes for a zone in a French list (the French core rules' zone words).
FRENCH_HEADERS = {
    "legend": "Légende",
    "champion": "Champion",
    "main": "Deck principal",
    "battlefields": "Champs de bataille",
    "runes": "Runes",
    "sideboard": "Side",
    "additional_legends": "Légendes supplémentaires",
}


def french_header(zone_headers: dict[str, str], zone: str) -> str | None:
    """The header a French text list writes for ``zone`` (``Champs de bataille :``, with the space
    the list's own headers put before the colon), when ``zone_headers`` (zone -> header as
    written) hold a header only French lists write, as ``Légende :`` or ``== Légende ==``; None
    for any other list."""
    spaces = None
    for written in zone_headers.values():
        m = _HEADER_RE.match(written) if written else None
        if m and fold(m.group(1)).replace(" ", "") in _FRENCH_SPELLINGS:
            before = written[len(m.group(1)) :].split(":", 1)[0]
            spaces = before[-1:] if before[-1:].isspace() else " "
            break
    if spaces is None and writes_french(zone_headers):
        spaces = " "  # a ``== Légende ==`` list: French headers too, the French space (frU 20)
    if spaces is None or zone not in FRENCH_HEADERS:
        return None
    return f"{FRENCH_HEADERS[zone]}{spaces}:"


def writes_french(zone_headers: dict[str, str]) -> bool:
    """Whether ``zone_headers`` (zone -> header as written) hold a header only French lists
    write, in either shape (``Légende :``, ``== Légende ==``)."""
    for written in zone_headers.values():
        m = (_HEADER_RE.match(written) or _EQ_HEADER_RE.match(written)) if written else None
        if m and fold(m.group(1)).replace(" ", "") in _FRENCH_SPELLINGS:
            return True
    return False


@_line_memo
def _header(text: str) -> tuple[str, str] | None:
    """``(zone, rest of line)`` when ``text`` is a known section header (``Name:`` or ``== Name ==``)."""
    m = _HEADER_RE.match(text)
    if not m:
        m = _EQ_HEADER_RE.match(text)
        zone = HEADERS.get(fold(m.group(1)).replace(" ", "")) if m else None
        return (zone, "") if zone else None
    zone = HEADERS.get(fold(m.group(1)).replace(" ", ""))
    return (zone, m.group(2).strip()) if zone else None


#: A zone word alone on its line (``Sideboard``), after Markdown's ``#`` marks (``## Sideboard``)
#: or in Markdown bold (``**Additional Legends**``, as Discord and Reddit pastes write headers)
_BARE_HEADER_RE = re.compile(
    r"^(\s*)(#{1,6}\s*)?(\*\*|__)?([^\W\d_](?:[^\W\d_]| )*?)\s*(?:\(\d+\))?\s*:?\s*"
    r"(?(3)(?:\*\*|__)\s*:?\s*)$"
)


def _bare_header(raw: str, written: set[str]) -> tuple[str, int] | None:
    """``(header, column)`` when ``raw`` is a zone word written without its colon, or as a Markdown
    heading, of a zone the file does not write as a header (``# Legend`` above ``Legend:`` stays a
    comment, ``Sideboard`` above ``Sideboard:`` is a card line); a ``#`` comment that is not a zone
    word stays a comment."""
    m = _BARE_HEADER_RE.match(raw.replace("\t", " ").rstrip("\r"))
    if m is None:
        return None
    word = m.group(4)
    zone = HEADERS.get(fold(word).replace(" ", ""))
    if zone is None:
        return None
    if m.group(2) is None and m.group(3) is None and raw.rstrip().endswith(":"):
        return None  # a real header: read as one already
    if zone in written:
        # the file writes this header (``Sideboard:``): the bare word is not a second one, as
        # ``# Legend`` above ``Legend:`` is a comment (atkF item 16: ``Sideboard`` in the main deck
        # and ``Sideboard:`` below made the file unreadable)
        return None
    return word + ":", len(m.group(1)) + len(m.group(2) or "") + len(m.group(3) or "") + 1


def _looks_like_header(text: str) -> bool:
    return (text.endswith(":") and not text[0].isdigit()) or bool(
        text.startswith("==") and text.endswith("==")
    )


#: Characters some programs show as a line break and others do not (str.splitlines breaks at
#: them, riftcheck and most editors at "\n" only): a comment ending at one would hide the card
#: after it from one reader and not from the other
_ODD_BREAKS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


def refuse_odd_breaks(text: str, file: str, first_line: int = 1) -> None:
    """An :class:`InputError` at the first character of :data:`_ODD_BREAKS` in ``text``: the
    list would read two ways (a card after it on its own line, or inside the line before)."""
    m = _ODD_BREAKS.search(text)
    if m is None:
        return
    line = text.count("\n", 0, m.start())
    col = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
    raise InputError(
        Msg(
            "U+{code} is a line break to some programs and not to others, so this list reads "
            "two ways (what follows it on its own line, or inside this one); expected line ends "
            "written as plain line breaks",
            code=f"{ord(m.group(0)):04X}",
        ),
        Location(file, first_line + line, col),
    )


def read_text(text: str, file: str) -> DeckParts:
    """Parse Piltover text (headers or not) or a flat ``qty Name (SET-NNN)`` list."""
    refuse_odd_breaks(text, file)
    lines: list[tuple[int, int, str]] = []  # (line, column, text); blank lines kept as ""
    has_header = False
    raws = text.split("\n")  # "\n" only: splitlines() also breaks at \x1c-\x1e, \x85, \u2028
    written = set()
    for n, raw in enumerate(raws, 1):
        s, col = _clean(raw)
        if s and (h := _header(s)):
            has_header = True
            written.add(h[0])
        lines.append((n, col, s))
    parts = DeckParts(file, "text")
    for i, raw in enumerate(raws):
        bare = _bare_header(raw, written)
        if bare is not None:
            # "Sideboard" without its colon, or "## Sideboard": a header, never a card line (the
            # cards under it were read into the main deck, and --fix moved them there)
            header, col = bare
            has_header = True
            lines[i] = (i + 1, col, header)
            # the zone in words and the header quoted as the file would write it: a zone's words
            # put where the header stood read « l'en-tête la zone de champion » (frS 9)
            parts.notices.append(
                Notice(
                    "bare-header",
                    Msg(
                        "'{written}' read as the header of {zone} ({header_word}:)",
                        written=raw.strip(),
                        zone=zone_words(_header(header)[0]),
                        header_word=header[:-1],
                    ),
                    Location(file, i + 1, col),
                )
            )
    if not has_header:
        content = [(n, col, s) for n, col, s in lines if s]
        if content and 2 * sum(has_count(s) for _, _, s in content) < len(content):
            n, col, s = content[0]
            parts.shapeless = (Location(file, n, col), s)
    lines = _take_title(lines, file, parts, has_header)
    if has_header:
        _read_sections(lines, file, parts, raws)
    else:
        _read_blocks(lines, file, parts)
    return parts


def _take_title(lines, file: str, parts: DeckParts, has_header: bool):
    """Set aside a first line that may be the deck's title (``Rengar Aggro by X``).

    The candidate is the first content line when it writes no count, is not a
    header and (with headers) stands above the first one; a headerless text
    needs further lines, or the line would be all the deck. Whether it names
    a card needs the card database, so :func:`riftcheck.decks.build.build_deck`
    decides: a line that names no card becomes the deck's name (with a notice
    on the line); otherwise it is read as it would have been. The lines
    returned are those left to read.
    """
    content = [i for i, (_, _, s) in enumerate(lines) if s]
    if len(content) < 2:
        return lines
    n, col, s = lines[content[0]]
    if has_count(s) or _header(s) or _looks_like_header(s):
        return lines
    parts.title = (Location(file, n, col), s, has_header)
    return [*lines[: content[0]], (n, col, ""), *lines[content[0] + 1 :]]


def _read_sections(lines, file: str, parts: DeckParts, raws: list[str]) -> None:
    zone: str | None = None
    seen: dict[str, int] = {}
    # a flat list then "Sideboard:" (RiftboundSealed): the lines before it are zoned by type
    first = next((h for _, _, s in lines if s and (h := _header(s))), None)
    flat_then_sideboard = first is not None and first[0] == "sideboard"
    for n, col, s in lines:
        if not s:
            continue
        loc = Location(file, n, col)
        h = _header(s)
        if h:
            zone, rest = h
            if zone in seen:
                raise InputError(
                    Msg(
                        "section {strip}: appears twice (first at line {value}, '{first}'): "
                        "expected each section once",
                        strip=s.split(":")[0].strip(),
                        value=seen[zone],
                        # what is on that line, as written (a bare ``## Sideboard`` read as the
                        # header is not ``Sideboard:``)
                        first=raws[seen[zone] - 1].strip().lstrip("\ufeff"),
                    ),
                    loc,
                )
            if flat_then_sideboard and len(seen) == 1:
                # a header after "Sideboard:" (B13 of the re-test): said, not read silently
                parts.notices.append(_flat_then_sections(s, seen, lines, loc))
            seen[zone] = n
            parts.zone_locations[zone] = loc
            parts.zone_headers[zone] = s[: len(s) - len(rest)].rstrip() if rest else s
            if rest:
                rest_col = col + len(s) - len(rest)
                parts.entries.append(parse_entry_text(rest, Location(file, n, rest_col), zone))
            continue
        if _looks_like_header(s):
            raise InputError(
                Msg(
                    "unknown section header {s}: expected one of 'Legend:', 'Champion:', 'MainDeck:', 'Battlefields:', 'Runes:', 'Sideboard:', 'Additional Legends:'",
                    s=f"{s!r}",
                ),
                loc,
            )
        if zone is None and not flat_then_sideboard:
            raise before_header(s, loc)
        parts.entries.append(parse_entry_text(s, loc, zone))
    parts.champion_marked = "champion" in seen
    if not parts.entries:
        parts.empty_location = Location(file, lines[0][0], 1) if lines else None


def _flat_then_sections(s: str, seen: dict[str, int], lines, loc: Location) -> Notice:
    """The notice of a header after a flat list and its ``Sideboard:``: how the list was read."""
    side = seen["sideboard"]
    side_text = next(t for n, _, t in lines if n == side)
    return Notice(
        "flat-then-sections",
        Msg(
            "{header} after a list with no headers and {sideboard} (line {line}): the cards above "
            "{sideboard} were placed by their card type, those under each later header in its section",
            # quoted as the file writes them: a zone's words in their place read « le deck de
            # runes après une liste … et le side » (frS 9)
            header=repr(s.split(":")[0].strip() + ":" if ":" in s else s),
            sideboard=repr(
                side_text.split(":")[0].strip() + ":" if ":" in side_text else side_text
            ),
            line=side,
        ),
        loc,
    )


def _read_blocks(lines, file: str, parts: DeckParts) -> None:
    blocks: list[list[RawEntry]] = [[]]
    for n, col, s in lines:
        if not s:
            if blocks[-1]:
                blocks.append([])
            continue
        loc = Location(file, n, col)
        if _looks_like_header(s):
            raise InputError(
                Msg(
                    "unknown section header {s}: expected one of 'Legend:', 'Champion:', 'MainDeck:', 'Battlefields:', 'Runes:', 'Sideboard:', 'Additional Legends:'",
                    s=f"{s!r}",
                ),
                loc,
            )
        blocks[-1].append(parse_entry_text(s, loc, None))
    blocks = [b for b in blocks if b]
    positional = (
        5 <= len(blocks) <= 6
        and len(blocks[0]) == 1
        and len(blocks[1]) == 1
        and blocks[0][0].count == 1
        and blocks[1][0].count == 1
    )
    for i, block in enumerate(blocks):
        for e in block:
            if positional:
                e = RawEntry(e.ref, e.count, _POSITIONAL[i], e.location, e.code)
            parts.entries.append(e)
    parts.champion_marked = positional
    if positional:
        parts.notices.append(
            Notice(
                "headerless-blocks",
                Msg(
                    "no section headers: blocks read in the order legend, champion, main deck, battlefields, runes, sideboard"
                )
                if len(blocks) == 6
                else Msg(
                    "no section headers: blocks read in the order legend, champion, main deck, battlefields, runes"
                ),
                Location(file, blocks[0][0].location.line, 1),
            )
        )


#: Most tokens a TTS string may hold: one per card, so a deck is some 70 and a Sealed pool some
#: hundred; far more is no deck (and would cost memory for nothing).
MAX_TTS_TOKENS = 10_000


def read_tts(text: str, file: str) -> DeckParts:
    """Parse a Tabletop Simulator string: one ``SET-NNN-ART`` token per copy, any whitespace.

    The entries keep the tokens' order (a run of the same token is one entry) so that the deck
    builder can tell the cards after the runes, the sideboard, from the main deck."""
    refuse_odd_breaks(text, file)
    parts = DeckParts(file, "tts")
    parts.sideboard_after_runes = True
    runs: list[list] = []  # [ref, count, first location]
    tokens = 0
    for n, raw in enumerate(
        text.split("\n"), 1
    ):  # "\n" only: splitlines() also breaks at \x1c-\x1e, \x85, \u2028
        if raw.lstrip().startswith(("#", "//")):
            continue
        for m in re.finditer(r"\S+", raw):
            tok = m.group(0)
            loc = Location(file, n, m.start() + 1)
            tokens += 1
            if tokens > MAX_TTS_TOKENS:
                raise InputError(
                    Msg(
                        "a TTS string of more than {most} tokens: expected one token per card of a deck",
                        most=f"{MAX_TTS_TOKENS:,}",
                    ),
                    loc,
                )
            if not TTS_TOKEN_RE.match(tok):
                raise InputError(
                    Msg(
                        "{tok} is not a TTS card token: expected SET-NNN-ART such as OGN-214-1",
                        tok=f"{tok!r}",
                    ),
                    loc,
                )
            set_code, rest = tok.rsplit("-", 1)[0].split("-", 1)
            ref = f"{set_code.upper()}-{rest}"
            if runs and runs[-1][0] == ref:
                runs[-1][1] += 1
            else:
                runs.append([ref, 1, loc])
    for ref, count, loc in runs:
        parts.entries.append(RawEntry(ref, count, None, loc, ref))
    return parts
