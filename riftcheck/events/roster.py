"""CSV/TSV rosters: one row per player, read strictly, every row and every cell kept.

A roster is what a spreadsheet or a registration form exports: a header row
naming the columns (:data:`~riftcheck.events.values.COLUMNS` and their
variants), then one row per player. The text is read by
:func:`riftcheck.events.csvtext.records`, which refuses what is not CSV (a
quote never closed, text after a closing quote, a cell over the limit)
instead of reading the rest of the file into one cell. Then:

* every cell is kept by position, as wide as the widest row: repeated or
  blank header names and rows longer than the header come back by
  ``--format csv`` where they were;
* a roster without players (no header, or a header and no row) is an error;
* the players read are counted against the roster's data rows, and a
  difference is an error naming the rows.

Encodings (:func:`decode_roster`): UTF-8 (with or without BOM); UTF-16 and
UTF-32 (a spreadsheet's "Unicode text"), with a BOM or told by the NUL bytes
of its characters and then with a notice naming the encoding; Windows-1252
text as a whole, with a notice saying so. A file mixing UTF-8 and
Windows-1252 lines is refused at the first byte that is not UTF-8; one whose
bytes change between a wide and a narrow encoding, at the line of the change
(:func:`_refuse_an_encoding_change`).
"""

from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from riftcheck.events.csvtext import FIELD_LIMIT, CsvProblem, Record, records, undefuse
from riftcheck.events.values import (
    COLUMNS,
    REPORT_COLUMNS,
    SPELLED,
    TEAM_COLUMN,
    Event,
    ListRef,
    Registration,
    column_field,
    header_key,
    list_ref,
    row_place,
    rows_place,
)
from riftcheck.infra.errors import InputError
from riftcheck.models import Location, Msg, Notice, Plural, listed

#: The columns read as lists (a file, a deck code or a pasted list); the others are one-line values.
LIST_FIELDS = ("list", "deck_code", "played", "pool")
_PLAIN_FIELDS = ("player", "id", "team", "table", "notes")


def decode_roster(data: bytes, shown: str) -> tuple[str, list, tuple[str, bytes]]:
    """The roster's text, the notices of its decoding and its encoding: ``(codec, byte-order
    mark)``, as ``--format csv`` writes the roster back (``("utf-8", b"")``, ``("UTF-16-LE",
    b"\\xff\\xfe")``, ``("cp1252", b"")``...).

    UTF-8; UTF-16 or UTF-32 (a spreadsheet's "Unicode text"), with its byte-order
    mark or told by its NUL bytes, and then said in a notice naming the encoding;
    Windows-1252 as a whole, said in a notice. A file that mixes UTF-8 and
    another encoding, or does not decode, is an error naming where.
    """
    from riftcheck.decks.read import decode_text, wide_encoding

    wide = wide_encoding(data)
    if wide is not None or b"\x00" in data:
        _refuse_an_encoding_change(data, shown, wide)
    if wide is not None:
        codec, bom, text = wide
        if text is None:
            raise InputError(
                Msg(
                    "the file starts as {codec} text (its byte-order mark says so) but does not "
                    "decode as {codec}: expected a roster saved as UTF-8, UTF-16 or UTF-32",
                    codec=codec,
                ),
                Location(shown, 1, 1),
            )
        notices = []
        if not bom:
            notices.append(
                Notice(
                    "wide-encoding",
                    Msg(
                        "the file has no byte-order mark, but its NUL bytes show {codec} text, "
                        "and it was read as {codec}; save it as UTF-8 to silence this notice",
                        codec=codec,
                    ),
                    Location(shown),
                )
            )
        # line ends as written: the reader keeps a cell's \r (E5)
        return text, notices, (codec, data[:bom])
    notices: list = []
    text = decode_text(data, shown, notices, keep_line_ends=True)
    if any(n.code == "windows-1252" for n in notices):
        return text, notices, ("cp1252", b"")
    return text, notices, ("utf-8", _UTF8_BOM if data.startswith(_UTF8_BOM) else b"")


_UTF8_BOM = b"\xef\xbb\xbf"


#: What a narrow (UTF-8 or 8-bit) roster row holds and a wide (UTF-16, UTF-32) one never does
#: without a NUL byte beside it: a delimiter.
_NARROW_DELIMITERS = (b",", b";", b"\t")
_BREAKS = re.compile(rb"\r\n?|\n")


def _pieces(data: bytes, start: int):
    """``(offset after the line feed, bytes)`` of each stretch of ``data``
    between two ``\\n`` bytes, its NUL bytes at both ends left out (a UTF-16 line feed is
    ``\\n\\0`` or ``\\0\\n``)."""
    pos, n = start, len(data)
    while pos < n:
        end = data.find(b"\n", pos)
        stop = n if end < 0 else end
        a, b = pos, stop
        while a < b and data[a] == 0:
            a += 1
        while b > a and data[b - 1] == 0:
            b -= 1
        yield pos, data[a:b]
        pos = n if end < 0 else end + 1


def _piece_kind(piece: bytes) -> str | None:
    """``wide`` for a stretch of UTF-16/UTF-32 text (a NUL byte in every four at least),
    ``narrow`` for a roster row in UTF-8 or an 8-bit encoding (no NUL, a delimiter), ``None``
    when it does not tell (blank, one character, a wide stretch of ideographs only)."""
    body = piece.strip(b" \r")
    if len(body) < 2:
        return None
    nuls = body.count(0)
    if nuls:
        return "wide" if nuls * 4 >= len(body) else None
    if not any(d in body for d in _NARROW_DELIMITERS):
        return None
    return "narrow"


def _narrow_name(data: bytes) -> str:
    """The narrow encoding ``data`` reads as: UTF-8, else Windows-1252, else 8-bit."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return "Windows-1252" if _windows_1252_text(data) is not None else Msg("8-bit (not UTF-8)")
    return "UTF-8"


def _refuse_an_encoding_change(data: bytes, shown: str, wide) -> None:
    """A roster whose bytes change encoding part-way (rows of UTF-8 added to a UTF-16 export, or
    the other way round) is refused at the line where the change is: read in either encoding,
    the rows of the other are garbled into one, and players are lost.

    The first line that tells (the byte-order mark, else the header) gives the starting
    encoding. From UTF-8, the change is the first line holding a NUL byte in every four at
    least (UTF-8 text holds none). From UTF-16/UTF-32, where every line break holds NUL bytes,
    it is where the bytes after the last NUL byte read as rows of narrow text: no NUL, a
    delimiter, and line breaks or words of their own (a last line of ideographs only does not).
    """
    bom = wide[1] if wide is not None else 0
    first = "wide" if bom else ("narrow" if data.startswith(b"\xef\xbb\xbf") else None)
    if first is None:
        first = next((k for _, p in _pieces(data, 0) if (k := _piece_kind(p))), None)
    if first == "wide":
        _wide_then_narrow(data, shown, wide)
    elif first == "narrow":
        for line_start, piece in _pieces(data, bom):
            if _piece_kind(piece) == "wide":
                if _narrow_row(piece) and _is_utf8(data):
                    raise _nul_in_cell(data, shown, line_start)
                _narrow_then_wide(data, shown, line_start)


def _narrow_row(piece: bytes) -> bool:
    """Whether a line full of NUL bytes is still a narrow row: a delimiter stands between two
    bytes that are not NUL, which no UTF-16/UTF-32 line holds (its ``,`` is ``,\0`` or
    ``\0,``): the NUL bytes are in a cell of it, not another encoding's (atkO 5)."""
    return any(
        piece[i] in b",;\t" and piece[i - 1] != 0 and piece[i + 1] != 0
        for i in range(1, len(piece) - 1)
    )


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _nul_in_cell(data: bytes, shown: str, line_start: int) -> InputError:
    """The error of a UTF-8 roster holding NUL bytes in a cell where they read as a change to a
    wide encoding: it names the row and the column of the cell (the line when the text is no CSV)."""
    text = data.decode("utf-8-sig")
    line = len(_BREAKS.findall(data[:line_start])) + 1
    first = next((ln for ln in re.split(r"\r\n?|\n", text) if ln.strip()), "")
    try:
        recs = records(text, _delimiter(Path(shown), first))
    except CsvProblem:
        recs = []
    header = next((r for r in recs if not r.blank), None)
    for r in recs:
        for i, cell in enumerate(r.cells):
            if "\0" in cell and r.lines[i] + cell.count("\n") >= line:
                where = Msg(
                    "{row}, {column}",
                    row=row_place(r.number, r.line),
                    column=_column(i + 1, header),
                )
                at = Location(shown, r.lines[i], r.columns[i] if i < len(r.columns) else None)
                return InputError(_nul_message(where), at)
    return InputError(_nul_message(Msg("line {line}", line=line)), Location(shown, line, 1))


def _nul_message(where) -> Msg:
    return Msg(
        "{where}: the cell holds NUL bytes (U+0000) among its characters, as UTF-16 text "
        "would, so the roster cannot be told from one whose rows change encoding; expected the "
        "cell's text without them (copied from another program?)",
        where=where,
    )


def _narrow_then_wide(data: bytes, shown: str, line_start: int) -> None:
    from riftcheck.decks.read import wide_encoding

    line = len(_BREAKS.findall(data[:line_start])) + 1
    tail = wide_encoding(data[line_start:])
    other = tail[0] if tail is not None else Msg("UTF-16 or UTF-32")
    raise _changed(shown, _narrow_name(data[:line_start]), other, line, 1)


def _wide_then_narrow(data: bytes, shown: str, wide) -> None:
    from riftcheck.decks.read import wide_encoding

    last = data.rfind(b"\x00")
    told = wide
    for end in range(last + 1, last + 4):  # without a mark, the NUL bytes before tell which
        told = told or wide_encoding(data[:end])
    codec, bom = (told[0], told[1]) if told is not None else ("UTF-16-LE", 0)
    unit = 4 if "32" in codec else 2
    at = bom + -(-(last + 1 - bom) // unit) * unit  # the unit after the last NUL byte's
    tail = data[at:]
    body = tail.strip(b" \t\r\n")
    if not body or not any(d in body for d in _NARROW_DELIMITERS):
        return
    try:
        tail.decode(codec)
    except UnicodeDecodeError:
        garbled = True
    else:  # it reads as the wide encoding too: only rows of words are another encoding's
        garbled = (
            b"\n" in body or b"\r" in body or sum(c < 128 and chr(c).isalnum() for c in body) >= 4
        )
    if not garbled or _narrow_name(tail) not in ("UTF-8", "Windows-1252"):
        return
    before = data[bom:at].decode(codec, errors="replace")
    lines = re.split(r"\r\n?|\n", before)
    raise _changed(shown, codec, _narrow_name(tail), len(lines), len(lines[-1]) + 1)


def _windows_1252_text(data: bytes) -> str | None:
    from riftcheck.decks.read import _windows_1252

    return _windows_1252(data)


def _changed(shown: str, start: str, other: str, line: int, column: int) -> InputError:
    return InputError(
        Msg(
            "the roster starts as {start} text, but its bytes change to {other} at line "
            "{line} (rows added by another program?): read as one encoding, the rows in the "
            "other would be garbled into one and their players lost; expected the whole "
            "roster saved in one encoding (UTF-8)",
            start=start,
            other=other,
            line=line,
        ),
        Location(shown, line, column),
    )


def _delimiter(p: Path, header: str) -> str:
    """Tab for ``.tsv``; otherwise whichever of ``,`` ``;`` tab splits the header into the most known columns."""
    if p.suffix.lower() == ".tsv":
        return "\t"
    best, best_known = ",", -1
    for d in (",", ";", "\t"):
        known = sum(1 for h in header.split(d) if column_field(h.strip().strip('"')) is not None)
        if known > best_known:
            best, best_known = d, known
    return best


#: Excel's delimiter declaration, a roster's first line: ``sep=;`` (or quoted, ``"sep=;"``),
#: any case, with the empty cells a spreadsheet may have saved after it (``sep=;;;``,
#: ``"sep=;",,``).
_SEP_LINE = re.compile(r'\ufeff?(?:sep=([^\r\n"])|"sep=([^\r\n"])")[,;\t]*[ ]*(?=\r\n?|\n|$)', re.I)


def _sep_line(text: str) -> tuple[str, str | None]:
    """``text`` with an Excel ``sep=X`` first line blanked (its line break kept, so every
    message's line number stays the file's), and the delimiter it declares (``None`` without one)."""
    m = _SEP_LINE.match(text)
    if m is None:
        return text, None
    return text[m.end() :], m.group(1) or m.group(2)


def _known_columns(header: str, delimiter: str) -> list[str]:
    """The header's cells split at ``delimiter`` that name a column riftcheck reads."""
    cells = (h.strip().strip('"') for h in header.split(delimiter))
    return [h for h in cells if column_field(h) is not None]


def _sep_line_agrees(sep: str, header: str, shown: str) -> None:
    """A ``sep=`` line declaring one delimiter above rows written with another (``sep=;`` over
    ``player,list``) is an error naming line 1 and both delimiters: read with the declared one,
    the header names no column, and "no player column (found: player,list)" said nothing of why."""
    if _known_columns(header, sep):
        return
    for other in (",", ";", "\t"):
        found = _known_columns(header, other) if other != sep else []
        if found:
            raise InputError(
                Msg(
                    "line 1, the sep= line, declares {declared} as the delimiter, but the rows "
                    "look separated by {other} (the header read with {other} names the columns "
                    "{columns}): expected a sep= line declaring the rows' delimiter (correct it, "
                    "or remove it)",
                    declared=_said(sep),
                    other=_said(other),
                    columns=listed(found),
                ),
                Location(shown, 1, 1),
            )


def _said(delimiter: str) -> str:
    return Msg("a tab") if delimiter == "\t" else f"'{delimiter}'"


def _column(cell: int, header: Record | None) -> str:
    """``column 3 (Notes)``: a cell's position, and its header's name when it has one."""
    name = header.cells[cell - 1].strip() if header and cell <= len(header.cells) else ""
    if name:
        return Msg("column {n} ({name})", n=cell, name=name)
    return Msg("column {n}", n=cell)


@lru_cache(maxsize=1)
def _alias_skeletons() -> dict[str, tuple[str, str]]:
    """The UTS #39 skeleton of each accepted header -> (its field, the header)."""
    from riftcheck.events.names import skeleton

    out: dict[str, tuple[str, str]] = {}
    for key, aliases in COLUMNS.items():
        for alias in aliases:
            out.setdefault(skeleton(alias), (key, alias))
    return out


def lookalike_header(header: str) -> tuple[str, str, str] | None:
    """``(field, header it looks like, the characters that make it differ)`` for a header no
    column is named by but whose skeleton (the one player names are compared by,
    :func:`~riftcheck.events.names.skeleton`) is an accepted header's: ``Nаme`` with a Cyrillic
    ``а``. The characters are said by code point and Unicode name."""
    from riftcheck.events.names import skeleton
    from riftcheck.events.problems import _chars, _differing

    key = header_key(header)
    if not key or column_field(header) is not None or key.isascii() and key.isalpha():
        return None
    found = _alias_skeletons().get(skeleton(key))
    if found is None:
        return None
    field, alias = found
    # the characters as written (a capital stays a capital); ASCII look-alikes (P1ayer), by
    # their place in the header
    # a letter with an accent (the « é » of « Joué ») is no look-alike: headers are compared
    # without accents, so only the other characters are named (frU 2)
    odd = [
        c
        for c in header.strip()
        if not c.isascii() and skeleton(c) != c and not unicodedata.normalize("NFD", c)[0].isascii()
    ]
    if odd:
        chars = listed([_chars(c) for c in dict.fromkeys(odd)])
        # the header to write is the one written, each look-alike made the letter it looks
        # like (« Joué », not the bare key « joue », frU 2), when that reads as the column
        fixed = "".join(skeleton(c) if c in odd else c for c in header.strip())
        if header_key(fixed) == alias:
            alias = fixed
    else:
        chars = listed([_chars(a) for a, _ in _differing(key, alias) if a])
    return field, alias, chars


def _lookalike_hint(header: Record) -> list:
    """``column 3 (Nоtes) has U+043E CYRILLIC SMALL LETTER O: did you mean notes?`` for each
    header cell that only looks like an accepted header (only a shown-only column's gets here:
    the others are an error, :func:`_no_lookalike_of_a_read_column`)."""
    out = []
    for i, h in enumerate(header.cells):
        found = lookalike_header(h)
        if found is None:
            continue
        out.append(
            Msg(
                "{column} is not read: it has {chars}, so it only looks like {alias}; did you "
                "mean {alias}?",
                column=_column(i + 1, header),
                chars=found[2],
                alias=found[1],
            )
        )
    return out


def _numbered(cell: int, header: Record | None) -> str:
    """``3 (Notes)``: a column as one of a list after « columns » (« columns 1 (Player) and 2
    (player) »): French takes one article for the list, none before each column (atkM 9)."""
    name = header.cells[cell - 1].strip() if header and cell <= len(header.cells) else ""
    return Msg("{n} ({name})", n=cell, name=name) if name else str(cell)


def _not_csv(exc: CsvProblem, shown: str, delimiter: str) -> InputError:
    """The error of text that is not CSV, at the place it starts, naming the row and the column."""
    header = next((r for r in exc.before if not r.blank), None)
    # the row, and the problem's line when a pasted cell puts it on another (French « ligne »
    # is only ever the file's line)
    where = Msg(
        "{row}, {column}", row=row_place(exc.record, exc.line), column=_column(exc.cell, header)
    )
    if exc.kind == "unclosed":
        msg = Msg(
            "{where}: the quoted cell opened at line {line}, column {col} is never closed, so "
            "every row after it would be read into it; expected a closing quote (a quote "
            'inside a cell is written "")',
            where=where,
            line=exc.line,
            col=exc.column,
        )
        return InputError(msg, Location(shown, exc.line, exc.column))
    if exc.kind == "after-quote":
        line, col = exc.opened or (exc.line, exc.column)
        msg = Msg(
            "{where}: the quoted cell opened at line {line}, column {col} closes at line {l2}, "
            "column {c2}, followed by {found}: expected {delimiter} or the end of the row "
            '(is a quote left open, or a quote inside a cell not written as ""?)',
            where=where,
            line=line,
            col=col,
            l2=exc.line,
            c2=exc.column - 1,
            found=repr(exc.found),
            delimiter=_said(delimiter),
        )
        return InputError(msg, Location(shown, line, col))
    # the hint of the cell's own column: a list column holds a file name, a code or a list
    name = header.cells[exc.cell - 1] if header and exc.cell <= len(header.cells) else ""
    listed = column_field(name) in LIST_FIELDS
    msg = Msg(
        "{where}: the cell holds {size} characters, more than the {limit} a roster cell may "
        "hold; expected a list file name, a deck code or a pasted list",
        where=where,
        size=f"{exc.size:,}",
        limit=f"{FIELD_LIMIT:,}",
    )
    if not listed:
        msg = Msg(
            "{where}: the cell holds {size} characters, more than the {limit} a roster cell "
            "may hold; expected a shorter cell",
            where=where,
            size=f"{exc.size:,}",
            limit=f"{FIELD_LIMIT:,}",
        )
    return InputError(msg, Location(shown, exc.line, exc.column))


def _fields(header: Record, shown: str) -> dict[str, int]:
    """Field -> column index, from the header. Two columns or more of one field (``Joueur``,
    ``joueur``, ``JOUEUR``: names compared without case, accents or spacing) are an error naming
    each of them, at the second: riftcheck reads none of them rather than choose one."""
    columns = tuple(h.strip() for h in header.cells)
    by_field: dict[str, list[int]] = {}
    for i, h in enumerate(columns):
        key = column_field(h)
        if key is not None:
            by_field.setdefault(key, []).append(i)
    for key, idx in by_field.items():
        if len(idx) > 1:
            said = {"columns": listed([_numbered(i + 1, header) for i in idx]), "key": key}
            if len(idx) == 2:
                msg = Msg(
                    "columns {columns} both read as the {key} column: none of them is chosen; "
                    "keep one and rename the other",
                    **said,
                )
            else:
                msg = Msg(
                    "columns {columns} all read as the {key} column: none of them is chosen; "
                    "keep one and rename the others",
                    **said,
                )
            at = header.columns[idx[1]] if len(header.columns) > idx[1] else None
            raise InputError(msg, Location(shown, header.line, at))
    where = {key: idx[0] for key, idx in by_field.items()}
    _no_lookalike_of_a_read_column(header, shown)
    if "player" not in where and "id" not in where:
        msg = Msg(
            "no player column: expected a header such as {join} (found: {value})",
            join=", ".join(SPELLED["player"]),
            value=", ".join(c for c in columns if c) or Msg("nothing"),
        )
        raise InputError(msg, Location(shown, header.line, 1))
    if "list" not in where and "deck_code" not in where:
        msg = Msg(
            "no list column: expected a header such as {join} (found: {columns})",
            join=", ".join(SPELLED["list"] + SPELLED["deck_code"]),
            columns=", ".join(c for c in columns if c),
        )
        raise InputError(msg, Location(shown, header.line, 1))
    return where


#: Columns carried to the report and never judged: a header that only looks like one of them
#: is a notice (:func:`_column_notices`); a look-alike of any other column is an error.
_SHOWN_ONLY = ("notes", "table")


def _no_lookalike_of_a_read_column(header: Record, shown: str) -> None:
    """A header that only looks like a column riftcheck judges by (``Plаyed`` with a Cyrillic
    ``а``, ``P1ayed``, ``ІD``) is an error naming the column and the characters, as a duplicated
    header is: left unread, its deck check, pool, id or code check would silently not be made
    and the player would pass (atkO 2, 3)."""
    for i, h in enumerate(header.cells):
        found = lookalike_header(h)
        if found is None or found[0] in _SHOWN_ONLY:
            continue
        raise InputError(
            Msg(
                "{column} only looks like {alias}: it has {chars}, so it would be left unread "
                "and its check not made; write the header {alias} (or another name if it is "
                "not that column)",
                column=_column(i + 1, header),
                chars=found[2],
                alias=found[1],
            ),
            Location(shown, header.line, header.columns[i] if len(header.columns) > i else None),
        )


#: Headers of a part of a person's name (compared as :func:`header_key` does): beside them, the
#: player column (any of its headers, ``COLUMNS["player"]``) holds the other part, not the whole name.
NAME_PARTS = frozenset(
    {
        *("firstname", "givenname", "forename", "lastname", "surname", "familyname"),
        *("prenom", "nomdefamille", "nomfamille", "nomdusage"),
    }
)


def _one_name_column(where: dict[str, int], header: Record, rows: list[Record], shown: str) -> None:
    """The player column, by any of its headers (``Name``, ``Player``, ``Joueur``, ``Nom du
    joueur``...), beside a column of a part of the name (``Prénom``, ``Surname``) is refused, as
    ``First Name,Last Name`` is, unless every row's player cell holds the words of each part
    (``Léa Martin`` beside ``Martin``: the whole name, exported with its parts): reading one
    part as the whole name makes siblings one player registered twice, and joining the parts
    would be a guess at their order (atkE 16; atkO 7: only ``Name``/``Nom`` were refused)."""
    at = where.get("player")
    if at is None:
        return
    columns = tuple(h.strip() for h in header.cells)
    parts = [i for i, h in enumerate(columns) if header_key(h) in NAME_PARTS]
    if not parts or all(_holds_the_parts(r.cells, at, parts) for r in rows):
        return
    raise InputError(
        Msg(
            "columns {columns} each hold a part of the player's name: expected one player "
            "column with the whole name (join them into one column named player)",
            columns=listed([_numbered(i + 1, header) for i in (at, *parts)]),
        ),
        Location(shown, header.line, header.columns[at] if len(header.columns) > at else None),
    )


def _holds_the_parts(cells: tuple[str, ...], at: int, parts: list[int]) -> bool:
    """Whether a row's player cell holds every word of its name-part cells (compared as player
    names are, without case or width)."""
    import unicodedata

    def words(i: int) -> set[str]:
        cell = cells[i] if i < len(cells) else ""
        return set(re.findall(r"\w+", unicodedata.normalize("NFKC", cell).casefold()))

    whole = words(at)
    return all(words(i) <= whole for i in parts)


class _Row:
    """One data record read as a registration."""

    def __init__(
        self, record: Record, width: int, where: dict[str, int], ctx: tuple[str, Path, Record]
    ):
        self.record, self.where = record, where
        self.shown, self.base, self.header = ctx
        self.cells = record.cells + ("",) * (width - len(record.cells))

    def get(self, key: str) -> str | None:
        i = self.where.get(key)
        if i is None or i >= len(self.record.cells):
            return None
        v = self.cells[i]
        return v if v.strip() else None

    def plain(self, key: str) -> str | None:
        """The cell exactly as written (an event file's value is too): a name, id or note is
        never collapsed or trimmed (``p<NBSP>2`` is not ``p 2``: atkL 1); names are compared by
        their key (:func:`~riftcheck.events.names.same_name_key`), and the text and HTML reports
        show its tabs, line breaks and odd spaces as escapes (:func:`~riftcheck.infra.escape.cell`).
        A shown-only cell (table, notes) holding only whitespace (``" "``, a tab, an NBSP) is
        that text, not "no value": nothing judges it, and reports carry it (evtT 1); a name, id
        or team of only whitespace names nobody, as an empty one does."""
        if key in _SHOWN_ONLY:
            i = self.where.get(key)
            v = self.cells[i] if i is not None and i < len(self.record.cells) else ""
            return v or None
        return self.get(key)

    def ref(self, key: str) -> ListRef | None:
        v = self.get(key)
        if v is None:
            return None
        i = self.where[key]
        r = self.record
        at = Location(self.shown, r.lines[i], None)
        row = row_place(r.number, r.lines[i])
        cell = Msg("{row}, {column}", row=row, column=_column(i + 1, self.header))
        ref = list_ref(v, at, self.base, allow_code=key != "pool", cell=cell)
        if ref is None or not r.columns:
            return ref
        # the cell's first line starts right of its column; its other lines at column 1
        return replace(ref, indent=(r.columns[i] - 1, 0))

    def registration(self) -> Registration:
        r = self.record
        return Registration(
            row=r.number,
            location=Location(self.shown, r.line, None),
            **{k: self.plain(k) for k in _PLAIN_FIELDS},
            **{k: self.ref(k) for k in LIST_FIELDS},
            cells=self.cells,
        )


def _end_of_file_mark(text: str, shown: str) -> tuple[str, tuple[Notice, ...]]:
    """``text`` without its final Ctrl-Z byte, said in a notice (read as a cell, it made a
    phantom player); see :func:`riftcheck.decks.read.end_of_file_mark`."""
    from riftcheck.decks.read import end_of_file_mark

    return end_of_file_mark(
        text,
        shown,
        lambda line: Msg(
            "the file ends with a Ctrl-Z byte (\\x1a, the end-of-file mark of old DOS "
            "and Windows tools) at line {line}: read as the end of the file, not as a row",
            line=line,
        ),
    )


def read_roster(p: Path, shown: str, text: str, notices: list | tuple = ()) -> Event:
    """Read a CSV/TSV roster's text into an :class:`Event` (see the module documentation)."""
    text, eof = _end_of_file_mark(text, shown)
    notices = [*notices, *eof]
    text, sep = _sep_line(text)
    first = next((ln for ln in re.split(r"\r\n?|\n", text) if ln.strip()), "")
    if sep is not None:
        _sep_line_agrees(sep, first, shown)
    delim = sep if sep is not None else _delimiter(p, first)
    try:
        recs = records(text, delim)
    except CsvProblem as exc:
        raise _not_csv(exc, shown, delim) from None
    content = [r for r in recs if not r.blank]
    if not content:
        raise InputError(
            Msg("empty roster: expected a header row (player, list, ...) and one row per player"),
            Location(shown, 1, 1),
        )
    header, rows = content[0], content[1:]
    width = max(len(r.cells) for r in content)
    # an empty row is no player, but a row of the organiser's sheet: --format csv keeps it in place
    empty = tuple(
        (r.number, (r.cells + ("",) * width)[:width])
        for r in recs
        if r.blank and r.number > header.number
    )
    pad = ("",) * (width - len(header.cells))
    # decided per cell, never for the whole file: a ' before a formula character is the mark
    # --format csv puts there (a spreadsheet exports its own text-marking ' as nothing), so a
    # row typed into riftcheck's output does not change how the other rows are read
    unmarked = _unmarked_cells([header, *rows], header)
    header, rows = _undefused(header), [_undefused(r) for r in rows]
    own = report_groups(header.cells + pad, rows) if rows else ()
    where = _fields(header, shown)
    _one_name_column(where, header, rows, shown)
    _no_repeated_header(header, rows, shown)
    if not rows:
        raise InputError(
            Msg("the roster has a header but no players: expected one row per player under it"),
            Location(shown, header.line, 1),
        )
    # the header's cells as written (spaces too): --format csv writes them back unchanged
    columns = header.cells + pad
    players = tuple(_Row(r, width, where, (shown, p.parent, header)).registration() for r in rows)
    _count_rows(rows, players, where, (shown, p.parent, delim, header))
    return Event(
        source=shown,
        players=players,
        columns=columns,
        delimiter=delim,
        sep_line=sep is not None,
        row_end=_row_end(text),
        roster=shown,
        location=Location(shown, header.line, 1),
        readings=tuple(notices),
        notices=tuple(n.message for n in notices)
        + _column_notices(header, columns, rows, own)
        + report_column_notices(columns, own)
        + unmarked,
        report_columns=own,
        cell_notices=unmarked,
        column_locations=tuple(
            Location(
                shown,
                header.lines[i] if i < len(header.lines) else header.line,
                header.columns[i] if i < len(header.columns) else None,
            )
            for i in range(len(header.cells))
        ),
        empty_rows=empty,
    )


def _row_end(text: str) -> str:
    """The roster's first line end (the header's, or the ``sep=`` line's): how its rows end."""
    m = re.search(r"\r\n|\r|\n", text)
    return m.group(0) if m else "\n"


def _no_repeated_header(header: Record, rows: list[Record], shown: str) -> None:
    """A data row that is the header again (two exports pasted together) is refused, naming it: it
    read as a player named "player", counted and judged (atkE 7)."""
    names = [h.strip().casefold() for h in header.cells]
    for r in rows:
        cells = [c.strip().casefold() for c in r.cells]
        if cells[: len(names)] == names and not any(cells[len(names) :]):
            raise InputError(
                Msg(
                    "{row} repeats the header: expected one header row, then one row per "
                    "player (remove it: two exports pasted together?)",
                    row=row_place(r.number, r.line),
                ),
                Location(shown, r.line, 1),
            )


def _unmarked_cells(recs: list[Record], header: Record) -> tuple:
    """The notice naming the cells read without their leading ``'`` (:func:`_undefused`), when any
    is: the cell's text is not what the file holds, so the run says so."""
    where = [
        _column(i + 1, header)
        if r is header
        else Msg(
            "{row}, {column}", row=row_place(r.number, r.lines[i]), column=_column(i + 1, header)
        )
        for r in recs
        for i, c in enumerate(r.cells)
        if undefuse(c) != c
    ]
    if not where:
        return ()
    shown = listed(where, limit=5)
    return (
        Plural(
            len(where),
            "{n} cell starts with ' before =, +, -, @, a tab or a carriage return: read without "
            "that ', the mark --format csv puts before a formula ({cells})",
            "{n} cells start with ' before =, +, -, @, a tab or a carriage return: read without "
            "that ', the mark --format csv puts before a formula ({cells})",
            n=len(where),
            cells=shown,
        ),
    )


def _undefused(r: Record) -> Record:
    """``r`` with the ``'`` that ``--format csv`` puts before a formula taken off each cell
    (:func:`~riftcheck.events.csvtext.undefuse`); a cell's text then starts one column right."""
    cells = tuple(undefuse(c) for c in r.cells)
    if cells == r.cells:
        return r
    columns = tuple(
        col + (len(was) != len(now))
        for col, was, now in zip(r.columns, r.cells, cells, strict=False)
    )
    return replace(r, cells=cells, columns=columns or r.columns)


_FINGERPRINT = re.compile(r"sha256:[0-9a-f]{64}")


def _verdict_shape(cell: str, words) -> bool:
    """``cell`` is a verdict riftcheck writes: one of ``words``, with a note in brackets or not."""
    head = cell.split(" (", 1)[0] if cell.endswith(")") else cell
    return head in words


def _written_by_riftcheck(rows: list[Record], at: int, team: bool) -> bool:
    """The cells of a group named like riftcheck's columns are riftcheck's writing: every verdict
    (and team verdict) is a word riftcheck writes, every fingerprint is a riftcheck fingerprint,
    and only a row riftcheck could not read (``missing``, ``unreadable``...) has none. A name alone
    is not a mark: an organiser may call a column ``verdict``."""
    from riftcheck.reporters._util import STATUS_WORDS, TEAM_WORDS

    width = len(REPORT_COLUMNS) + team

    def cell(r: Record, i: int) -> str:
        return r.cells[i] if i < len(r.cells) else ""

    for r in rows:
        if not any(cell(r, at + k) for k in range(width)):
            continue  # a row added by hand after the run (a late registration): nothing said yet
        said = cell(r, at)
        if not _verdict_shape(said, set(STATUS_WORDS.values())):
            return False
        # riftcheck fingerprints every list it read: a plain legal or illegal row without one is
        # not riftcheck's writing (an organiser's own verdict column, typed by hand)
        read = said.split(" (", 1)[0] in (STATUS_WORDS["legal"], STATUS_WORDS["illegal"])
        if team and not _verdict_shape(cell(r, at + 1), set(TEAM_WORDS.values())):
            return False
        fp = cell(r, at + width - 1)
        if (fp or read) and not _FINGERPRINT.fullmatch(fp):
            return False
    return True


def report_groups(columns: tuple[str, ...], rows: list[Record] = ()) -> tuple[tuple[int, int], ...]:
    """Where the roster holds riftcheck's own columns (:data:`REPORT_COLUMNS`, side by side, named
    as ``--format csv`` names them, with the ``team verdict`` a team format adds after ``verdict``,
    and holding what riftcheck writes in them: see :func:`_written_by_riftcheck`): the first index
    and the width of each group, an earlier run's output."""
    names = [c.strip().casefold() for c in columns]

    def named(at: int, c: str) -> bool:
        # each column named plainly, or "riftcheck verdict" where the roster had a "verdict"
        return at < len(names) and names[at] in (c, f"riftcheck {c}")

    out: list[tuple[int, int]] = []
    i = 0
    while i < len(names):
        head, *rest = REPORT_COLUMNS
        team = named(i + 1, TEAM_COLUMN)
        at = i + 1 + team
        if (
            named(i, head)
            and all(named(at + k, c) for k, c in enumerate(rest))
            and _written_by_riftcheck(rows, i, team)
        ):
            width = len(REPORT_COLUMNS) + team
            out.append((i, width))
            i += width
        else:
            i += 1
    return tuple(out)


def report_column_notices(columns: tuple[str, ...], own: tuple[tuple[int, int], ...]) -> tuple:
    """What the run says about columns named like riftcheck's: replaced (an earlier run's) or
    kept beside riftcheck's (the organiser's). Every format says it: the text report among the
    notes, the others on standard error, since ``--format csv`` is where the columns are written."""
    return _own_columns_notice(columns, own) + _same_names_notice(columns, own)


def _same_names_notice(columns: tuple[str, ...], own: tuple[tuple[int, int], ...]) -> tuple:
    """The roster's own columns that bear the name of one riftcheck writes: kept, and riftcheck's
    are added beside them as ``riftcheck verdict``..."""
    theirs = {i + k for i, n in own for k in range(n)}
    ours = (*REPORT_COLUMNS, TEAM_COLUMN)
    same = [
        c.strip() for i, c in enumerate(columns) if i not in theirs and c.strip().casefold() in ours
    ]
    if not same:
        return ()
    return (
        Msg(
            "columns {names} are the roster's own (not riftcheck's writing): they are kept as "
            "they are, and --format csv adds riftcheck's as 'riftcheck verdict'...",
            names=listed(same),
        ),
    )


def _own_columns_notice(columns: tuple[str, ...], own: tuple[int, ...]) -> tuple:
    if not own:
        return ()
    spans = listed([f"{i + 1}-{i + n}" for i, n in own])
    return (
        Msg(
            "columns {spans} ({names}) are riftcheck's own, from an earlier run: they are not "
            "read, and --format csv writes this run's results in their place; a column with a "
            "cell this run would not write as it is (an edited note, a changed verdict) is kept "
            "beside them as 'problems (previous run)'...",
            spans=spans,
            names=", ".join(columns[own[0][0] : own[0][0] + own[0][1]]),
        ),
    )


def _count_rows(
    rows: list[Record], players: tuple[Registration, ...], where: dict[str, int], ctx: tuple
) -> None:
    """Every data row is one player, and no row hides inside another's cell: the players read
    are counted against the roster's rows, and a difference is an error naming the rows.

    A row hides in a cell when a quote is left open and closed again rows later: the cell then
    holds lines that read as roster rows (cells up to the player's and the list's, a player, and
    a list that is a file of the event or a deck code), whether or not they have every cell of
    the header (hand-edited rosters and some exports leave trailing empty cells off). A pasted
    list's lines never do.
    """
    shown, base, delimiter, header = ctx
    read = {reg.row for reg in players}
    lost = [r for r in rows if r.number not in read]
    if lost or len(players) != len(rows):
        raise InputError(
            Msg(
                "{n} data rows but {m} players read ({rows}): expected one player per row",
                n=len(rows),
                m=len(players),
                rows=rows_place([(r.number, r.line) for r in lost], limit=20) if lost else "?",
            ),
            Location(shown, lost[0].line if lost else 1, None),
        )
    for r in rows:
        for i, cell in enumerate(r.cells):
            hidden = _rows_inside(cell, r.lines[i], where, base, delimiter)
            if hidden:
                raise InputError(
                    Plural(
                        len(hidden),
                        "row {row}, {col}: the cell opened at line {line} holds what reads "
                        "as 1 more roster row (line {lines}): {players} would not be checked; "
                        "expected the quote of this cell closed on its own row",
                        "row {row}, {col}: the cell opened at line {line} holds what reads "
                        "as {n} more roster rows (lines {lines}): {players} would not be checked; "
                        "expected the quote of this cell closed on its own row",
                        row=r.number,
                        col=_column(i + 1, header),
                        line=r.lines[i],
                        n=len(hidden),
                        lines=listed([str(n) for n, _ in hidden], limit=10),
                        players=listed([repr(p) for _, p in hidden], limit=5),
                    ),
                    Location(shown, r.lines[i], None),
                )


def _rows_inside(cell: str, line: int, where: dict[str, int], base: Path, delimiter: str):
    """``(line, player)`` of each line of a multi-line cell that reads as a whole roster row."""
    from riftcheck.decks.codeshape import looks_codeish

    if "\n" not in cell:
        return []
    out = []
    lists = [where[k] for k in ("list", "deck_code") if k in where]
    who = where.get("player", where.get("id"))
    for n, text in enumerate(cell.split("\n")[1:], line + 1):
        parts = text.split(delimiter)
        if who is None or len(parts) <= who or not parts[who].strip():
            continue
        for i in lists:
            value = parts[i].strip().strip('"') if i < len(parts) else ""
            if value and (looks_codeish(value) or _is_file(base, value)):
                out.append((n, parts[who].strip()))
                break
    return out


def _is_file(base: Path, value: str) -> bool:
    try:
        return not os.path.isabs(value) and os.path.isfile(base / value)
    except (OSError, ValueError):
        return False


def _column_notices(
    header: Record, columns: tuple[str, ...], rows: list[Record], own: tuple[int, ...]
) -> tuple:
    """What the report says once about the columns: those kept but not read, rows wider than the header."""
    out = []
    theirs = {i + k for i, n in own for k in range(n)}
    ignored = [
        h.strip()
        for i, h in enumerate(columns)
        if h.strip() and column_field(h) is None and i not in theirs and not lookalike_header(h)
    ]
    out.extend(
        _lookalike_hint(
            replace(
                header,
                cells=tuple(c if i not in theirs else "" for i, c in enumerate(header.cells)),
            )
        )
    )
    if ignored:
        out.append(
            Plural(
                len(ignored),
                "columns kept but not read: {columns}",
                "columns kept but not read: {columns}",
                columns=", ".join(ignored),
            )
        )
    wide = [r for r in rows if len(r.cells) > len(header.cells)]
    if wide:
        out.append(
            Plural(
                len(wide),
                "{rows} has more cells than the header ({width}): the cells past it are kept, "
                "and not read",
                "{rows} have more cells than the header ({width}): the cells past it are kept, "
                "and not read",
                rows=rows_place([(r.number, r.line) for r in wide], limit=10),
                width=len(header.cells),
            )
        )
    return tuple(out)


def read_roster_file(path: Path, shown: str, max_bytes: int, at: Location | None = None) -> Event:
    """Read the roster file ``path`` (shown as ``shown``), at most ``max_bytes`` long; ``at``: the
    event file's ``roster:`` that names it, where a roster that cannot be read is said (a
    directory, a FIFO: atkL 11), else the file itself (the command line named it)."""
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    try:
        data = read_bytes(os.fspath(path), max_bytes)
    except ReadRefused as exc:
        if at is not None:
            raise InputError(
                Msg(
                    "roster: {path}: {exc}; expected a CSV or TSV file",
                    path=shown,
                    exc=exc.message,
                ),
                at,
            ) from None
        raise InputError(
            Msg("{exc}: expected an event file or a roster", exc=exc.message), Location(shown)
        ) from None
    text, notices, encoding = decode_roster(data, shown)
    return replace(read_roster(path, shown, text, notices), encoding=encoding)
