"""Reading a deck from a path, stdin or a deck code: size checks, decoding, format detection."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import NamedTuple

from riftcheck.deckformats import INPUT_FORMATS, READERS, load
from riftcheck.decks import codeshape
from riftcheck.decks.build import DeckParts, build_deck
from riftcheck.infra.errors import InputError
from riftcheck.infra.value import replace
from riftcheck.models import Deck, Location, Msg, Notice

#: Default largest deck file read, in bytes.
DEFAULT_MAX_BYTES = 10 * 1024 * 1024
#: The largest Sealed or Draft pool read (a file, standard input or pasted text), whatever
#: ``--max-file-size`` says: a real pool is a few hundred cards, a few kilobytes, and every line
#: read costs about 700 bytes of memory (a 10 MB pool took 700 MB, issue 23). README, "Limits".
POOL_MAX_BYTES = 256 * 1024
#: The most content lines (not blank, not a comment) and entries a deck or a pool may hold,
#: whatever ``--max-file-size`` says: a deck list or a pool is a few hundred lines, and each
#: line of unknown cards cost about 25 us and 190 bytes, so a 10 MB file of them ran past five
#: minutes and 1.5 GB (issue 23, atkK 4). README, "Reliability".
MAX_ENTRIES = 5000

STDIN = "<stdin>"
CODE_SOURCE = "<deck code>"

_EXT_FORMAT = {".yaml": "yaml", ".yml": "yaml", ".json": "json"}
_YAML_KEY_RE = re.compile(
    r"^(?:name|format|event_date|legend|champion|main|battlefields|runes|sideboard|domains|pool)\s*:(?:\s|$)"
)
_CODE_LINE_RE = re.compile(r"^(?:code\s*:\s*)?(\S+)$", re.IGNORECASE)
# "Deck code: C...", "Piltover: C...": any short label before a word that is exactly code-shaped
_LABELLED_CODE_RE = re.compile(r"^[\w' -]{1,30}:\s*(\S+)$")
# Every code _code_lines finds starts so (codeshape: ``C`` and at least 15 more letters or digits):
# a text without it holds no code, and its lines need not be looked at one by one.
_CODE_START_RE = re.compile(rf"[Cc][A-Za-z0-9]{{{codeshape.MIN_CODE_LENGTH - 1}}}")


def looks_like_deck_code(text: str) -> bool:
    """True when ``text`` has the shape of a Piltover Archive deck code (``C`` + version letter + base32)."""
    return codeshape.looks_like_code(text)


def _content_lines(text: str):
    for n, line in enumerate(text.split("\n"), 1):  # as editors count lines, not splitlines()
        s = line.strip()
        if s and not s.startswith(("#", "//")):
            yield n, line, s


def _code_lines(text: str) -> tuple[list[tuple[str, int, int]], list[tuple[int, str]]]:
    """The deck codes of ``text`` as ``(code, line, column)`` and its other content lines as ``(line, text)``.

    A code is a ``CODE:`` line, a line that is nothing but a code-shaped word,
    or (among other lines) an upper-case word with the exact shape of a code.
    """
    lines = list(_content_lines(text))
    codes: list[tuple[str, int, int]] = []
    others: list[tuple[int, str]] = []
    for n, line, s in lines:
        m = _CODE_LINE_RE.match(s)
        labelled = s.lower().startswith("code")
        word = m.group(1) if m else ""
        if (
            m
            and codeshape.looks_codeish(word)
            and (
                labelled or len(lines) == 1 or (word.isupper() and codeshape.looks_like_code(word))
            )
        ):
            codes.append((word, n, line.index(word) + 1))
            continue
        m = _LABELLED_CODE_RE.match(s)
        if m and m.group(1).isupper() and codeshape.looks_like_code(m.group(1)):
            codes.append((m.group(1), n, line.rindex(m.group(1)) + 1))
        else:
            others.append((n, s))
    return codes, others


def _find_code(text: str) -> tuple[str, int, int] | None:
    """``(code, line, column)`` of the first deck code in the text, or ``None``."""
    if _CODE_START_RE.search(text) is None:
        return None
    codes, _ = _code_lines(text)
    return codes[0] if codes else None


def _refuse_mixed(shown: str, text: str, fmt: str) -> None:
    """Refuse a text that holds a deck code and anything else: a file is read as one format.

    A code beside list lines (or a second code) would otherwise be read in
    place of the lines a judge reads, or be ignored; either way one of them
    would be silently chosen.
    """
    if _CODE_START_RE.search(text) is None:
        return
    codes, others = _code_lines(text)
    if not codes or (fmt == "code" and len(codes) == 1 and not others):
        return
    code, line, col = codes[0]
    if len(codes) > 1:
        other = Msg("line {n} holds another deck code", n=codes[1][1])
    elif others:
        n, s = others[0]
        shown_line = s if len(s) <= 40 else s[:37] + "..."
        other = Msg("line {n} holds {text}", n=n, text=repr(shown_line))
    else:
        other = Msg("the file is read as {fmt}", fmt=fmt)
    raise InputError(
        Msg(
            "line {line} holds a deck code and {other}: a deck file is read as one format, so expected either the deck code alone (comments with # are allowed) or the list without the code",
            line=line,
            other=other,
        ),
        Location(shown, line, col),
    )


def detect_format(path: str | Path | None, text: str) -> str:
    """Guess the input format from the file extension, then from the content. A JSON object of
    DotGG's shape (``boards``, ``deck``, ``humanname``) is ``dotgg``, whatever the extension."""
    if path is not None:
        fmt = _EXT_FORMAT.get(Path(str(path)).suffix.lower())
        if fmt == "json" and _dotgg(text):
            return "dotgg"
        if fmt:
            return fmt
    if _find_code(text):
        return "code"
    lines = [s for _, _, s in _content_lines(text)]
    if not lines:
        return "text"
    if lines[0].startswith(("{", "[")):
        return "dotgg" if _dotgg(text) else "json"
    if _tts_shaped(lines):
        return "tts"
    if lines[0].startswith("---"):
        return "yaml"
    keys = [s for s in lines if _YAML_KEY_RE.match(s)]
    # Lower-case text headers ("legend:" then "1 Name") also match the key
    # pattern; YAML shows itself by a value after a key or by "- " items.
    if keys and (
        any(not s.rstrip().endswith(":") for s in keys) or any(s.startswith("-") for s in lines)
    ):
        return "yaml"
    return "text"


def _tts_shaped(lines: list[str]) -> bool:
    """A line or so of mostly TTS tokens: read as TTS so that the odd bad token is reported, not
    guessed at. A longer text is TTS only when it holds nothing but TTS tokens: the string written
    one token per line (as an editor or a spreadsheet column may break it), whose order says where
    the sideboard is (read as a flat list, the cards after the runes joined the main deck)."""
    from riftcheck.decks.textdeck import TTS_TOKEN_RE

    tokens = " ".join(lines).split()
    tts = sum(1 for t in tokens if TTS_TOKEN_RE.match(t))
    if len(lines) > 3:
        return tts >= 3 and tts == len(tokens)
    return tts >= 3 and tts >= 0.8 * len(tokens)


def _dotgg(text: str) -> bool:
    from riftcheck.decks.dotggdeck import looks_like_dotgg

    return text.lstrip().startswith("{") and looks_like_dotgg(text)


def _read_file(path: Path, shown: str, max_bytes: int, notices: list | None = None) -> str:
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    try:
        data = read_bytes(path, max_bytes)
    except ReadRefused as exc:
        if exc.reason == "too-large":  # a size refusal: no « expected a deck file », it may be one
            raise InputError(
                Msg("{exc} (raise the limit with --max-file-size)", exc=exc.message),
                Location(shown),
            ) from None
        raise InputError(
            Msg("{exc}: expected a deck file", exc=exc.message), Location(shown)
        ) from None
    return decode_text(data, shown, notices)


def _text_bytes(text: str) -> bytes:
    """Bytes of text read with ``surrogateescape`` (stdin): undecodable bytes come back as they were."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate that was not an escaped byte
        return text.encode("utf-8", "surrogatepass")


def decode_text(
    data: bytes, shown: str, notices: list | None = None, *, keep_line_ends: bool = False
) -> str:
    """Decode UTF-8 (a BOM is dropped); a bad byte is an error at its line and column. Line ends
    become ``\\n`` unless ``keep_line_ends`` (a roster: its reader keeps a quoted cell's ``\\r``).

    Text saved by Windows tools is often Windows-1252 ("Légende" as ``L\\xe9gende``):
    when ``notices`` is given and the bytes are valid Windows-1252 text (no
    control characters but tab and line ends), they are read as such and a
    ``windows-1252`` notice says so. UTF-16 and UTF-32 text (:func:`wide_encoding`)
    is refused naming its encoding (its NUL bytes are valid UTF-8: read as UTF-8,
    it would be garbage); a file mixing UTF-8 and Windows-1252 lines is refused at
    the first byte that is not UTF-8. Anything else is still refused.
    """
    wide = wide_encoding(data)  # returns at once for text with no byte-order mark and no NUL
    if wide is not None:
        raise InputError(
            Msg(
                "the file is {codec} text: expected a UTF-8 text file (save it as UTF-8)",
                codec=wide[0],
            ),
            Location(shown, 1, 1),
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        from riftcheck.infra.fileio import position

        # utf-8-sig counts from after the BOM: the bad byte is 3 further into the file (atkE 14)
        bad = exc.start + (3 if data.startswith(b"\xef\xbb\xbf") else 0)
        line, col = position(data, bad)
        where = Location(shown, line, col)
        text = _windows_1252(data) if notices is not None else None
        mixed = _UTF8_SEQUENCE.search(data) if text is not None else None
        if mixed is not None:
            # UTF-8 rows and Windows-1252 rows (a file edited in two programs): either reading
            # garbles some rows, so neither is chosen
            uline, ucol = position(data, mixed.start())
            raise InputError(
                Msg(
                    "byte 0x{value} is not valid UTF-8, but line {uline}, column {ucol} holds "
                    "UTF-8 text ('{utf8}'): the file mixes two encodings (edited in two "
                    "programs?), and either reading would garble some of its lines; expected "
                    "the whole file saved as UTF-8",
                    value=f"{data[bad]:02x}",
                    uline=uline,
                    ucol=ucol,
                    utf8=mixed.group().decode("utf-8"),
                ),
                where,
            ) from None
        if text is None:
            raise InputError(
                Msg(
                    "byte 0x{value} is not valid UTF-8: expected a UTF-8 text file",
                    value=f"{data[bad]:02x}",
                ),
                where,
            ) from None
        notices.append(
            Notice(
                "windows-1252",
                Msg(
                    "the file is not UTF-8 (byte 0x{value} at line {line}, column {col}) but valid Windows-1252 text, and was read as Windows-1252; save it as UTF-8 to silence this notice",
                    value=f"{data[bad]:02x}",
                    line=line,
                    col=col,
                ),
                where,
            )
        )
    if keep_line_ends:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


#: A UTF-8 encoded character beyond ASCII (well-formed: no overlong form, no surrogate).
_UTF8_SEQUENCE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}"
    rb"|\xed[\x80-\x9f][\x80-\xbf]|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}"
    rb"|\xf4[\x80-\x8f][\x80-\xbf]{2}"
)

#: Byte-order marks of the wide encodings (UTF-32's little-endian mark starts as UTF-16's: first).
_WIDE_BOMS = (
    (b"\xff\xfe\x00\x00", "UTF-32-LE"),
    (b"\x00\x00\xfe\xff", "UTF-32-BE"),
    (b"\xff\xfe", "UTF-16-LE"),
    (b"\xfe\xff", "UTF-16-BE"),
)
#: Without a mark: where ASCII text in each wide encoding has its NUL bytes (unit, NUL offsets).
_WIDE_NULS = (
    ("UTF-32-LE", 4, (1, 2, 3)),
    ("UTF-32-BE", 4, (0, 1, 2)),
    ("UTF-16-LE", 2, (1,)),
    ("UTF-16-BE", 2, (0,)),
)


def wide_encoding(data: bytes) -> tuple[str, int, str | None] | None:
    """``(encoding, BOM length, text)`` when ``data`` is UTF-16 or UTF-32 text, else ``None``.

    A byte-order mark says which; without one, the NUL bytes decide: ASCII
    characters in UTF-16 have one NUL byte in every two, in UTF-32 three in
    every four, at places that tell the byte order. Either way ``text`` is the
    decoded text, or ``None`` when the bytes do not decode (the caller names
    the encoding in its error). A NUL-byte pattern counts only when the whole
    file decodes to text (no control characters but tab and line ends), so
    binary data is never read as text.
    """
    for bom, codec in _WIDE_BOMS:
        if data.startswith(bom):
            try:
                return codec, len(bom), data[len(bom) :].decode(codec)
            except UnicodeDecodeError:
                return codec, len(bom), None
    head = data[:4096]
    if b"\x00" not in head:
        return None
    for codec, unit, nuls in _WIDE_NULS:
        units = range(0, len(head) - unit + 1, unit)
        if len(data) % unit or not units:
            continue
        hits = sum(
            1 for i in units if all(head[i + z] == 0 for z in nuls) and any(head[i : i + unit])
        )
        if hits * 2 < len(units):
            continue
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        if not any(ord(c) < 32 and c not in "\t\n\r" for c in text):
            return codec, 0, text
    return None


def _windows_1252(data: bytes) -> str | None:
    """``data`` as Windows-1252 text, or ``None`` when it is not (an undefined byte, or control characters)."""
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError:  # 0x81, 0x8d, 0x8f, 0x90 and 0x9d are undefined
        return None
    # a final Ctrl-Z is the DOS end-of-file mark the tools that write Windows-1252 add
    # (end_of_file_mark reads it): no sign of binary data
    body = text[:-1] if text.endswith(EOF_MARK) else text
    if any(ord(c) < 32 and c not in "\t\n\r" for c in body):
        return None  # binary data or UTF-16: not a text file in any single-byte encoding
    return text


def _load_text(
    source: str | Path, text: str | None, max_bytes: int, notices: list | None = None
) -> tuple[str, str, Path | None]:
    """``(display name, text, path or None)`` for a path, ``-`` or a deck code given directly.

    Notices about the decoding (a Windows-1252 file) are appended to ``notices``.
    """
    src = str(source)
    if src == "-":
        data = _text_bytes(text or "")
        if len(data) > max_bytes:
            raise InputError(
                Msg(
                    "standard input is larger than the limit of {max_bytes} bytes (raise the limit with --max-file-size)",
                    max_bytes=f"{max_bytes:,}",
                ),
                Location(STDIN),
            )
        return STDIN, decode_text(data, STDIN, notices), None
    if text is not None:
        return src, decode_text(_text_bytes(text), src, notices), Path(src)
    path = Path(src)
    if isinstance(source, str) and codeshape.looks_codeish(src) and not os.path.lexists(src):
        return CODE_SOURCE, src, None
    return src, _read_file(path, src, max_bytes, notices), path


def parse(shown: str, text: str, fmt: str) -> DeckParts:
    """Parse ``text`` in format ``fmt`` (one of :data:`INPUT_FORMATS`) into unresolved parts."""
    try:
        reader = READERS[fmt]
    except KeyError:
        raise InputError(
            Msg(
                "unknown input format {fmt}: expected one of {INPUT_FORMATS}",
                fmt=f"{fmt!r}",
                INPUT_FORMATS=", ".join(INPUT_FORMATS),
            ),
            Location(shown),
        ) from None
    return load(reader)(text, shown)


def read_code_text(text: str, shown: str) -> DeckParts:
    """The reader of the ``code`` format: the deck code of ``text`` (a file may label it)."""
    from riftcheck.decks.codedeck import read_code

    found = _find_code(text)
    if found is None:
        # Forced to code: decode the first line anyway, for a precise error.
        first = next(_content_lines(text), None)
        if first is None:
            raise InputError(
                Msg("empty input: expected a deck code (base32 text starting with 'C')"),
                Location(shown, 1, 1),
            )
        n, line_text, s = first
        m = _CODE_LINE_RE.match(s)
        if m is None:
            raise InputError(
                Msg("expected a deck code (base32 text starting with 'C') alone on its line"),
                Location(shown, n, line_text.index(s) + 1),
            )
        found = (m.group(1), n, line_text.index(m.group(1)) + 1)
    code, line, col = found
    return read_code(code, shown, line=line, column=col)


#: The DOS end-of-file mark (Ctrl-Z), which old Windows tools write as a file's last byte.
EOF_MARK = "\x1a"
_BREAKS_TEXT = re.compile(r"\r\n?|\n")


def end_of_file_mark(text: str, shown: str, said) -> tuple[str, tuple[Notice, ...]]:
    """``text`` without its final Ctrl-Z byte (the DOS end-of-file mark), read as the end of the
    file and said in a notice, ``said(line)`` (nothing about the file is chosen silently); a
    Ctrl-Z anywhere else is an error naming its line. A deck file's and a roster's reading
    share it: read as text, the byte was a card or a row."""
    at = text.find(EOF_MARK)
    if at < 0:
        return text, ()
    line = len(_BREAKS_TEXT.findall(text, 0, at)) + 1
    column = at - max(text.rfind("\n", 0, at), text.rfind("\r", 0, at))
    if at == len(text) - 1:
        return text[:at], (Notice("end-of-file-mark", said(line), Location(shown, line, column)),)
    raise InputError(
        Msg(
            "a Ctrl-Z byte (\\x1a, the DOS end-of-file mark) at line {line}, before the end "
            "of the file: expected it only as the file's last byte, or not at all (remove it: "
            "two files joined into one?)",
            line=line,
        ),
        Location(shown, line, column),
    )


def _deck_end_mark(line: int) -> str:
    """The notice of a deck file's final Ctrl-Z (its location names the line)."""
    return Msg(
        "the file ends with a Ctrl-Z byte (\\x1a, the end-of-file mark of old DOS and Windows "
        "tools): read as the end of the file, not as a card"
    )


def _read_parts(source: str | Path, text: str | None, input_format: str | None, max_bytes: int):
    """Load ``source`` and parse it in the given (else detected) format; ``parse`` refuses unknown formats."""
    notices: list = []
    shown, body, path = _load_text(source, text, max_bytes, notices)
    if shown != CODE_SOURCE:
        body, eof = end_of_file_mark(body, shown, _deck_end_mark)
        notices.extend(eof)
    fmt = input_format or ("code" if shown == CODE_SOURCE else detect_format(path, body))
    _refuse_too_long(shown, body)
    _refuse_mixed(shown, body, fmt)
    parts = parse(shown, body, fmt)
    if len(parts.entries) > MAX_ENTRIES:
        _too_long(
            shown,
            Msg(
                "more than {limit} card entries (a deck list or a pool is a few hundred): the "
                "limit is crossed at this entry",
                limit=f"{MAX_ENTRIES:,}",
            ),
            parts.entries[MAX_ENTRIES].location,
        )
    parts.notices[:0] = notices
    return parts


def _refuse_too_long(shown: str, text: str) -> None:
    """Refuse a text of more than :data:`MAX_ENTRIES` content lines, at the line past the limit,
    before it is parsed (the count of line breaks first: a real deck never gets near it)."""
    if text.count("\n") < MAX_ENTRIES:
        return
    # line by line up to the limit only: a 10 MB text is not split into its 700,000 lines
    pos = seen = n = 0
    while pos <= len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        s = text[pos:end].strip()
        n += 1
        pos = end + 1
        if not s or s.startswith(("#", "//")):
            continue
        seen += 1
        if seen > MAX_ENTRIES:
            _too_long(
                shown,
                Msg(
                    "more than {limit} lines of cards (a deck list or a pool is a few hundred "
                    "lines): the limit is crossed at this line",
                    limit=f"{MAX_ENTRIES:,}",
                ),
                Location(shown, n, 1),
            )


def _too_long(shown: str, message: Msg, location: Location | None) -> None:
    raise InputError(message, location or Location(shown))


def read_deck(
    source: str | Path,
    db,
    *,
    text: str | None = None,
    input_format: str | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    first_line: int = 1,
    lines_known: bool = True,
    indent: tuple[int, int] = (0, 0),
) -> Deck:
    """Read a deck from a path, ``-`` (``text`` holds stdin) or a deck code, resolving it through ``db``.

    Raises :class:`~riftcheck.infra.errors.InputError` (with file, line and column)
    when the input cannot be read. Unknown cards are not errors: their entries
    carry ``problem``.

    ``first_line``: the line of ``source`` that ``text`` starts on (a list pasted
    into a roster cell), so every location points into ``source``. ``lines_known``
    false: ``text`` is not laid out as the file's lines (a quoted YAML scalar whose
    line breaks are written ``\\n``), so every location is ``first_line`` itself.
    ``indent``: how many columns of ``source`` come before the text's first line, and
    before each of its other lines (a roster cell opens after ``Ann,"``; a YAML
    block's lines are indented), so columns point into ``source`` too.
    """
    if first_line == 1 and lines_known and indent == (0, 0):
        return _text_keyed(build_deck(_read_parts(source, text, input_format, max_bytes), db), text)
    shift = _Shift(first_line - 1, None if lines_known else first_line, indent)
    try:
        parts = _read_parts(source, text, input_format, max_bytes)
    except InputError as exc:
        raise InputError(exc.message, _shifted(exc.location, shift), exc.hint) from None
    return _text_keyed(build_deck(_shift_parts(parts, shift), db), text)


def text_key(text: str) -> str:
    """The identity of a text by its content: the sha256 of its bytes (as they came)."""
    from riftcheck.infra.digest import sha256_hex

    return sha256_hex(text.encode("utf-8", "surrogateescape"))


def _text_keyed(deck: Deck, text: str | None) -> Deck:
    """``deck`` with the identity of the text it was read from, when a text was given."""
    return deck if text is None else replace(deck, text_sha256=text_key(text))


class _Shift(NamedTuple):
    """Where a text read from inside ``source`` sits in it (see :func:`read_deck`)."""

    lines: int
    pin: int | None
    indent: tuple[int, int]


def _shifted(loc: Location | None, shift: _Shift) -> Location | None:
    if loc is None or loc.line is None:
        return loc
    if shift.pin is not None:  # a line of the text is no line of the file: where the text starts
        return replace(loc, line=shift.pin, column=None)
    col = loc.column
    if col is not None:
        col += shift.indent[0] if loc.line == 1 else shift.indent[1]
    return replace(loc, line=loc.line + shift.lines, column=col)


def _shift_parts(parts, shift: _Shift):
    """``parts`` with every location moved to its place in the file the text was read from."""

    def at(loc):
        return _shifted(loc, shift)

    parts.entries = [replace(e, location=at(e.location)) for e in parts.entries]
    parts.zone_locations = {k: at(v) for k, v in parts.zone_locations.items()}
    parts.empty_location = at(parts.empty_location)
    parts.notices = [replace(n, location=at(n.location)) for n in parts.notices]
    if parts.shapeless is not None:
        parts.shapeless = (at(parts.shapeless[0]), parts.shapeless[1])
    if parts.title is not None:
        parts.title = (at(parts.title[0]), *parts.title[1:])
    return parts


def pool_size_check(
    source: str | Path, text: str | None, limit: int = POOL_MAX_BYTES, where=None, cell=None
) -> None:
    """Refuse a pool larger than ``limit`` bytes (:data:`POOL_MAX_BYTES`) before it is read,
    naming the file (or ``where``, the place of a pasted pool, and its ``cell``) and the limit."""
    src = str(source)
    if text is not None:
        size = len(_text_bytes(text))
    elif src == "-":
        return
    else:
        try:
            st = os.stat(src)
        except OSError:
            return  # the reader says why it cannot be read
        import stat as _stat

        if not _stat.S_ISREG(st.st_mode):
            return
        size = st.st_size
    if size <= limit:
        return
    shown = STDIN if src == "-" else src
    what = (
        Msg("{cell}: the pasted pool", cell=cell)
        if cell is not None
        else Msg("the pool")
        if where is None
        else Msg("the pasted pool")
    )
    raise InputError(
        Msg(
            "{what} is {size} bytes, larger than the limit of {limit} bytes for a pool (a Sealed "
            "or Draft pool is a few hundred cards, a few kilobytes)",
            what=what,
            size=f"{size:,}",
            limit=f"{limit:,}",
        ),
        where if where is not None else Location(shown),
    )


def _stdin_pool(limit: int) -> str:
    """The pool ``--pool -`` gives on standard input: at most one byte past ``limit`` is read
    (enough for :func:`pool_size_check` to refuse it), undecodable bytes kept as they came."""
    import sys

    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stream put in place of stdin (tests, embedding)
        return sys.stdin.read(limit + 1)
    return stream.read(limit + 1).decode("utf-8", "surrogateescape")


def read_pool(
    source: str | Path,
    db,
    *,
    text: str | None = None,
    input_format: str | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> Deck:
    """Read a Sealed/Draft card pool in any deck format.

    Every card of the file counts, whatever zone it was written in: legends,
    runes and battlefields go to their zones by card type, everything else
    (champion, main deck, sideboard, unknown cards) to ``main``. No Chosen
    Champion is inferred.
    """
    from riftcheck.decks.build import EmptyDeckError

    limit = min(max_bytes, POOL_MAX_BYTES)
    if str(source) == "-" and text is None:
        text = _stdin_pool(limit)
    pool_size_check(source, text, limit)
    try:
        parts = _read_parts(source, text, input_format, limit)
    except InputError as exc:
        # a pool is no deck: "no such file: expected a deck file" says the pool file instead
        if getattr(exc.message, "template", None) != "{exc}: expected a deck file":
            raise
        raise InputError(
            Msg("{exc}: expected a pool file", exc=exc.message.params["exc"]),
            exc.location,
            exc.hint,
        ) from None
    parts.entries = [replace(e, zone=None) for e in parts.entries]
    parts.champion_pointer = None
    try:
        return _text_keyed(build_deck(parts, db, infer_champion=False), text)
    except EmptyDeckError as exc:
        raise InputError(
            Msg("empty pool: expected the cards opened, one a line"),
            exc.location,
        ) from None
