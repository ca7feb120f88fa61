"""CSV/TSV text read strictly: every record with the line and column of each cell, nothing guessed.

Python's :mod:`csv` reads a quoted cell that is never closed to the end of
the file (every later row becomes part of one cell, and the run goes on
without them), accepts text after a closing quote, and reports its field
limit as "field larger than field limit" at the line where it gave up.
:func:`records` reads the dialect spreadsheets write (RFC 4180: ``"`` opens
a cell that may hold the delimiter, line breaks and ``""`` for a quote) and
refuses instead, with the place the problem starts:

* a quote that opens a cell and is never closed: the line and column where
  the cell opened;
* anything but the delimiter or the end of the row after a closing quote;
* a cell longer than :data:`FIELD_LIMIT` characters.

A ``"`` inside a cell that does not start with one is an ordinary character
(``6" tall``), as every spreadsheet reads it. Line ends are ``\\n``,
``\\r\\n`` or a lone ``\\r``; lines are counted as editors count them. A quoted
cell keeps its line breaks byte for byte (a lone ``\\r`` stays a ``\\r``): the
CSV report writes the roster's cells back as they were.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: What starts a formula in a spreadsheet: a cell written by riftcheck that starts with one of
#: them (after any ``'`` of its own) gets one more ``'`` in front (:func:`defuse`).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def defuse(cell: str) -> str:
    """``cell`` as a spreadsheet takes it for text: a ``'`` in front when the cell, its own leading
    ``'`` left aside, starts a formula (``=1+1`` -> ``'=1+1``, ``'=x`` -> ``''=x``); any other cell
    as it is. Reversible: :func:`undefuse` gives the cell back."""
    return "'" + cell if cell.lstrip("'").startswith(FORMULA_STARTS) else cell


def undefuse(cell: str) -> str:
    """The cell :func:`defuse` was given: one leading ``'`` fewer on a cell that starts a formula
    after its ``'``\\ s; any other cell as it is (for a roster that is riftcheck's own output)."""
    if cell.startswith("'") and cell.lstrip("'").startswith(FORMULA_STARTS):
        return cell[1:]
    return cell


#: Longest cell read, in characters (Python's csv module stops at the same 131,072 by default).
#: A pasted list of 60 lines is about 2,000 characters.
FIELD_LIMIT = 131_072


@dataclass(frozen=True, slots=True)
class Record:
    """One record: its cells, the line each cell starts on and the column its text starts on (after
    an opening quote), and the record's number (from 1)."""

    number: int
    line: int
    cells: tuple[str, ...]
    lines: tuple[int, ...]
    columns: tuple[int, ...] = ()

    @property
    def blank(self) -> bool:
        """Whether every cell is empty or spaces (a spreadsheet shows an empty row)."""
        return not any(c.strip() for c in self.cells)


class CsvProblem(Exception):
    """The text is not CSV: ``kind`` is ``unclosed``, ``after-quote`` or ``too-long``.

    ``line``/``column`` are where the problem starts (for ``unclosed``, the
    opening quote); ``record`` and ``cell`` number the record and the cell
    (from 1); ``found`` is the character found after a closing quote, ``size``
    the length of a cell over the limit.
    """

    def __init__(self, kind: str, line: int, column: int, record: int, cell: int, **extra):
        super().__init__(kind)
        self.kind, self.line, self.column, self.record, self.cell = kind, line, column, record, cell
        self.found: str | None = extra.get("found")
        self.size: int | None = extra.get("size")
        self.opened: tuple[int, int] | None = extra.get("opened")
        #: the records read before the problem (the header among them, to name the column)
        self.before: tuple[Record, ...] = ()


_QUOTED = re.compile(r'"([^"]*(?:""[^"]*)*)"')
_BREAK = re.compile(r"\r\n?|\n")


class _Cursor:
    """A position in the text with its line and the offset where that line starts."""

    def __init__(self, text: str):
        self.text, self.pos, self.line, self.start = text, 0, 1, 0

    def column(self) -> int:
        return self.pos - self.start + 1

    def advance(self, end: int) -> None:
        """Move to ``end``, counting the line breaks passed (``\\n``, ``\\r\\n``, a lone ``\\r``)."""
        text, pos = self.text, self.pos
        if "\r" not in text:  # the common case, without a regex walk
            breaks = text.count("\n", pos, end)
            if breaks:
                self.line += breaks
                self.start = text.rfind("\n", pos, end) + 1
        else:
            ends = [m.end() for m in _BREAK.finditer(text, pos, end)]
            if ends:
                self.line += len(ends)
                self.start = ends[-1]
        self.pos = end


def records(text: str, delimiter: str, *, limit: int = FIELD_LIMIT) -> list[Record]:
    """Every record of ``text`` (blank ones too), or :class:`CsvProblem` at the first thing that is not CSV."""
    unquoted = re.compile(f"[^{re.escape(delimiter)}\r\n]*")
    cur = _Cursor(text)
    out: list[Record] = []
    try:
        while cur.pos < len(text):
            out.append(_record(cur, len(out) + 1, delimiter, unquoted, limit))
    except CsvProblem as exc:
        exc.before = tuple(out)
        raise
    return out


def _record(cur: _Cursor, number: int, delimiter: str, unquoted: re.Pattern, limit: int) -> Record:
    text, first = cur.text, cur.line
    cells: list[str] = []
    lines: list[int] = []
    columns: list[int] = []
    while True:
        line, column = cur.line, cur.column()
        if cur.pos < len(text) and text[cur.pos] == '"':
            value = _quoted(cur, number, len(cells) + 1, delimiter)
            starts = column + 1
        else:
            m = unquoted.match(text, cur.pos)
            value = m.group()
            cur.pos = m.end()
            starts = column
        if len(value) > limit:
            raise CsvProblem("too-long", line, column, number, len(cells) + 1, size=len(value))
        cells.append(value)
        lines.append(line)
        columns.append(starts)
        if cur.pos >= len(text):
            break
        sep = text[cur.pos]
        # a row ends at \n, \r\n or a lone \r (read as one line break)
        step = 2 if text.startswith("\r\n", cur.pos) else 1
        cur.advance(cur.pos + step)
        if sep != delimiter:
            break
    return Record(number, first, tuple(cells), tuple(lines), tuple(columns))


def _quoted(cur: _Cursor, number: int, cell: int, delimiter: str) -> str:
    """The quoted cell at the cursor (``""`` read as ``"``); the cursor moves past its closing quote."""
    line, column = cur.line, cur.column()
    m = _QUOTED.match(cur.text, cur.pos)
    if m is None:
        raise CsvProblem("unclosed", line, column, number, cell)
    cur.advance(m.end())
    if cur.pos < len(cur.text) and cur.text[cur.pos] not in (delimiter, "\n", "\r"):
        raise CsvProblem(
            "after-quote",
            cur.line,
            cur.column(),
            number,
            cell,
            found=cur.text[cur.pos],
            opened=(line, column),
        )
    return m.group(1).replace('""', '"')
