"""The CSV report: the roster written back with verdict and problem columns, for a TO's spreadsheet.

For an event read from a CSV/TSV roster, every original column comes back as
it was (same order, same delimiter, Excel's ``sep=;`` first line kept), followed by ``verdict`` (``legal``,
``illegal``, ``missing`` or ``unreadable``), ``problems`` (the roster
problems of the row) and ``findings`` (the list's rule findings), one per
line of the cell, and the list's ``fingerprint``. A roster's empty rows (no player) come back
in their place, their added cells empty: the report has every row of the roster. An event file's players get
the columns ``player``, ``id``, ``team``, ``table``, ``list``, ``notes``
first. A plain ``check`` run gives one row per deck (``path`` first). In a team format
(2v2) a ``team verdict`` column follows ``verdict``: ``team legal`` only when both decks
are legal and the team rules hold, ``team illegal``, ``team unreadable``, or ``no team``.

A column riftcheck adds is renamed ``riftcheck verdict`` (and so on) when the
roster already has a column of that name. A roster that is an earlier run's
output (its ``verdict``, ``team verdict``, ``problems``, ``findings``,
``fingerprint`` columns side by side, holding riftcheck's verdict words and a
fingerprint on every row whose list was read) gets this run's results in their
place, not a second set, under the names that run gave them (a 2v2 run's output judged
1v1, or the reverse, renames none). No cell of that group is lost: a column where a cell
differs from what this run writes (an organiser's note typed into ``problems``,
a verdict that changed) is kept whole right after this run's columns, named
``problems (previous run)`` and so on; riftcheck's own output re-run unedited
comes back unchanged, with no extra column.

No cell riftcheck writes, the roster's own header and cells included, starts
with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return (a spreadsheet would
take it for a formula): such a cell, its own leading ``'`` aside, gets one more
``'`` (:func:`~riftcheck.events.csvtext.defuse`), which a re-run on this output
takes off again (:func:`~riftcheck.events.csvtext.undefuse`). Beside it, a
file (``--output``) and a stream get the roster's cells exactly as they are;
only on a terminal (``ReportOptions.destination``) are control characters
(ESC, NUL, DEL...: they would drive it) shown as escapes, counted in
``escaped_cells`` for the command's note. On a stream or a terminal, lines a CI
runner would obey (``::``, ``##[``) are made inert. The columns riftcheck writes
itself (findings) show control and invisible characters as escapes, as the
text report does.

A check that did not run shows in the ``verdict`` cell of its row: ``legal (pool not
checked)`` for a Sealed or Draft player without a pool, ``legal (partial check)`` when
``--select`` or ``--ignore`` narrowed the run. A check something changed (a configuration
file, a local ruleset or card database, a deck's own date or region: the text report's
``Changed:`` lines) says ``check changed`` there too: ``legal (check changed)``, ``illegal
(partial check; check changed)``, and the ``team verdict`` cell of a team format the same way
(``team legal (check changed)``). The command says the ``Partial check:`` and ``Changed:``
lines themselves on standard error, since a CSV has no place for them.

Written to a file (``--output``), the roster comes back in its own encoding and byte-order mark
(:func:`roster_bytes`): a UTF-8 roster with a BOM with its BOM, a UTF-16 or UTF-32 one in it
with its BOM (or without, as it was read), a Windows-1252 one in Windows-1252, so that a
spreadsheet opens the report as it opened the roster. A Windows-1252 roster whose report holds
a character Windows-1252 has not (a card name, a finding) is written as UTF-8 with a BOM, which
spreadsheets open as UTF-8, and the command says so on standard error. Standard output gets
the report as text in its own encoding.
"""

from __future__ import annotations

import csv as _csv
import io

from riftcheck.events.csvtext import defuse
from riftcheck.events.values import REPORT_COLUMNS, TEAM_COLUMN
from riftcheck.infra.escape import controls, log_lines, terminal, terminal_multiline
from riftcheck.models import Msg
from riftcheck.reporters._util import (
    STATUS_WORDS,
    TEAM_WORDS,
    event_status,
    fails_strict,
    finding_key,
    location_text,
    reading_findings,
    team_note,
    team_status,
    verdict,
    verdict_note,
)
from riftcheck.reporters.base import Reporter

ADDED = REPORT_COLUMNS  # the names live with the roster reader, which knows them on a re-run


def formula_safe(text: str, *, display: bool = False) -> str:
    """A roster's cell as written, but for a leading formula character (defused by a ``'``); with
    ``display`` (the report is shown on a terminal) control characters are shown as escapes
    (``\\x1b``: they would drive the terminal)."""
    if display:
        # a quoted cell's carriage returns are line breaks of the organiser's cell, kept as
        # written (a CSV quotes them); every other control character is shown as an escape
        text = "\r".join(controls(part) for part in text.split("\r"))
    return defuse(text)


def safe_cell(text: str, *, multiline: bool = False) -> str:
    """``text`` with control characters escaped (line breaks too, unless ``multiline``) and a leading
    formula character defused by a ``'``."""
    text = terminal_multiline(text) if multiline else terminal(text)
    return defuse(text)


def finding_text(f) -> str:
    """``error copy-limit (line 19): message; fix: ...`` on one line."""
    where = location_text(f)
    out = f"{f.severity} {f.rule}" + (f" (line {where})" if where else "") + f": {f.message}"
    return out + (f"; fix: {f.fix}" if f.fix else "")


def roster_bytes(run, text: str, output: str) -> tuple[bytes, Msg | None]:
    """The CSV report ``text`` as the bytes of the file ``output``: in the roster's encoding and
    byte-order mark (UTF-8 for a run without a roster), or UTF-8 with a BOM and a note saying why
    (naming the report's line) when a Windows-1252 roster's report holds a character
    Windows-1252 cannot write."""
    e = getattr(run, "event", None)
    codec, bom = e.event.encoding if e is not None and e.event.columns else ("utf-8", b"")
    try:
        return bom + text.encode(codec), None
    except UnicodeEncodeError as exc:
        char = text[exc.start]
        note = Msg(
            "{output}:{line}: the roster {roster} is Windows-1252 text, but this line of the "
            "report holds '{char}' (U+{code}), which Windows-1252 cannot write: {output} is "
            "written as UTF-8 with a byte-order mark, which spreadsheets open as UTF-8",
            output=output,
            line=text.count("\n", 0, exc.start) + 1,
            roster=e.event.roster or e.event.source,
            char=controls(char),
            code=f"{ord(char):04X}",
        )
        return b"\xef\xbb\xbf" + text.encode("utf-8"), note


class _Writer:
    """A CSV writer whose rows keep a cell's lone carriage return: Python's writer quotes a cell
    holding the delimiter, a quote or a ``\\n``, not one holding only a ``\\r``, which every
    reader would then take for a line end. Such a row is written with every cell quoted."""

    def __init__(self, buf, delimiter: str, row_end: str = "\n"):
        self._plain = _csv.writer(buf, delimiter=delimiter, lineterminator=row_end)
        self._quoted = _csv.writer(
            buf, delimiter=delimiter, lineterminator=row_end, quoting=_csv.QUOTE_ALL
        )

    def writerow(self, cells) -> None:
        cells = list(cells)
        cr = any("\r" in c for c in cells if isinstance(c, str))
        (self._quoted if cr else self._plain).writerow(cells)


class CsvReporter(Reporter):
    """One row per player (or deck), in input order.

    ``escaped_cells``: after :meth:`render` for a terminal, how many of the roster's cells had
    control characters shown as escapes (the command says so once on standard error)."""

    escaped_cells = 0

    def _cell(self, text: str) -> str:
        """A roster's cell: exact in a file and a stream, control characters escaped on a terminal."""
        if self.options.destination != "terminal":
            return defuse(text)
        out = formula_safe(text, display=True)
        if out != defuse(text):
            self.escaped_cells += 1
        return out

    def _finish(self, text: str) -> str:
        """The report: a file holds it as written; on a stream (a CI log may read it) no line
        can be a workflow command (``::``, ``##[``, see :func:`log_lines`)."""
        return text if self.options.destination == "file" else log_lines(text)

    def render(self, run) -> str:
        """The CSV text (``\\n`` line ends: every spreadsheet reads them, and a CI log shows no stray ``\\r``)."""
        self.escaped_cells = 0
        buf = io.StringIO()
        e = run.event
        delim = e.event.delimiter if e is not None and e.event.columns else ","
        roster = e is not None and bool(e.event.columns)
        # a file's rows end as the roster's did (a Windows export's \r\n); a stream's with \n,
        # as a CI log shows them without a stray \r
        end = e.event.row_end if roster and self.options.destination == "file" else "\n"
        w = _Writer(buf, delim, end)
        if roster and e.event.sep_line:
            # Excel's delimiter declaration comes back first, as the roster had it: a re-run
            # (and Excel) reads the output with the same delimiter
            buf.write(f"sep={delim}{end}")
        if e is None:
            self._decks(w, run)
            return self._finish(buf.getvalue())
        ev = e.event
        base = list(ev.columns) or _event_file_columns(e.players)
        # a team format's verdict is the team's too (TR 603: a team is legal only as a whole)
        teams = bool(run.teams)
        columns = ADDED[:1] + (TEAM_COLUMN,) * teams + ADDED[1:]
        own = ev.report_columns
        # an earlier run's own columns: this run's results go in their place (the first group;
        # any later group is dropped), every other column stays where it was
        names = {c.strip() for c in base}
        if own:
            start, width = own[0]
            # each column keeps the earlier run's name ("verdict", or "riftcheck verdict" beside
            # the roster's own "verdict"), even when that run wrote another set (a 2v2 run's output
            # judged 1v1: no team verdict): a re-run renames nothing; a column that run did not
            # write is named as a first run names it
            was = {_own_key(c): c for c in base[start : start + width]}
            theirs = {c.strip() for i, c in enumerate(base) if not start <= i < start + width}
            added = [was.get(c, f"riftcheck {c}" if c in theirs else c) for c in columns]
        else:
            added = [c if c not in names else f"riftcheck {c}" for c in columns]
        # the header is cells of the roster too: a column named =HYPERLINK(...) is defused
        header = [self._cell(c) for c in base]
        rows: list[tuple[list[str], list[str]]] = []
        by_source = {d.source: d for d in run.decks}
        # the roster's empty rows are no player's, and come back in their place, with empty
        # verdict cells: the report has every row of the roster, where the roster had it
        empty = list(ev.empty_rows)
        blank = [""] * len(columns)

        def empty_rows_before(row: int | None) -> None:
            while empty and (row is None or empty[0][0] < row):
                rows.append(([self._cell(c) for c in empty.pop(0)[1]], list(blank)))

        # an event file's players become rows 2, 3... of the CSV written: their problems name
        # those rows, not the event file's lines, so a re-run on it writes the same bytes (atkL 9)
        self._csv_rows = None if ev.columns else _event_file_rows(e.players)
        for p in e.players:
            empty_rows_before(p.registration.row)
            rows.append(self._player_row(run, p, by_source[p.source], base))
        empty_rows_before(None)
        kept = _previous(own, header, added, rows)
        w.writerow(_spliced(header, own, added, [f"{header[i]} (previous run)" for i in kept]))
        for cells, ours in rows:
            w.writerow(
                _spliced(cells, own, ours, [cells[i] if i < len(cells) else "" for i in kept])
            )
        return self._finish(buf.getvalue())

    def _player_row(self, run, p, d, base: list[str]) -> tuple[list[str], list[str]]:
        """A player's row: the roster's cells (an event file's fields), then this run's."""
        ev, reg, teams = run.event.event, p.registration, bool(run.teams)
        if ev.columns:
            # the roster's own cells come back as they were (pasted lists keep their lines)
            cells = list(reg.cells)
        else:
            # an event file's players: every field written back, a pasted list as its text
            # (a quoted cell of several lines, which a roster reads as a pasted list)
            cells = [_field_cell(reg, c) for c in base]
        own_problems = {id(f) for f in p.problems}
        rest = [f for f in sorted(d.findings, key=finding_key) if id(f) not in own_problems]
        # how the roster itself was decoded is no player's: the command says it on standard
        # error (atkE 3)
        rest += reading_findings(d)
        # a check that did not run is never a plain "legal", even on a row filtered out alone
        note = verdict_note(run, d)
        word = STATUS_WORDS[event_status(run, d)]
        ours = [self._verdict(f"{word} ({note})" if note else word, d)]
        if teams:
            tnote = team_note(run, d)
            tword = TEAM_WORDS[team_status(run, d)]
            ours.append(f"{tword} ({tnote})" if tnote else tword)
        lines = getattr(self, "_csv_rows", None)
        said = "\n".join(
            safe_cell(_problem_text(f, reg, bool(ev.columns), lines))
            for f in sorted(p.problems, key=finding_key)
        )
        group = p.identical
        if group is not None and group.row != reg.row:  # the group's finding is at its first row
            from riftcheck.events.problems import identical_note

            note = identical_note(group)
            note = safe_cell(_rows_only(note) if ev.columns else _lines_as_rows(note, lines or {}))
            said = "\n".join(x for x in (said, note) if x)
        ours += [
            said,
            self._lines(rest),
            d.fingerprint or "",
        ]
        return [self._cell(c) for c in cells], ours

    def _decks(self, w: _Writer, run) -> None:
        """A plain check's rows, one per deck; with --team, the team's verdict beside each deck's,
        as an event's roster has it, and the team's own findings on its first deck's row."""
        teams = bool(run.teams)
        w.writerow(("path",) + ADDED[:1] + (TEAM_COLUMN,) * teams + ADDED[1:])
        first = {t.sources[0]: t for t in run.teams if t.sources}
        for d in run.decks:
            findings = [d.error] if d.error is not None else []
            findings += sorted(d.findings, key=finding_key) + reading_findings(d)
            if d.source in first:
                findings += sorted(first.pop(d.source).findings, key=finding_key)
            note = verdict_note(run, d)
            ours = [self._verdict(f"{verdict(d)} ({note})" if note else verdict(d), d)]
            if teams:
                tnote = team_note(run, d)
                tword = TEAM_WORDS[team_status(run, d)]
                ours.append(f"{tword} ({tnote})" if tnote else tword)
            w.writerow([safe_cell(d.source), *ours, "", self._lines(findings), d.fingerprint or ""])

    def _verdict(self, word: str, d) -> str:
        """The verdict cell; ``legal (fails with --strict)`` for a legal deck whose warnings fail
        a ``--strict`` run, so the spreadsheet says why the run failed."""
        return f"{word} (fails with --strict)" if fails_strict(d, self.options.strict) else word

    @staticmethod
    def _lines(findings) -> str:
        return "\n".join(
            safe_cell(finding_text(f)) for f in findings
        )  # one finding a line, each on one line


def _rows_only(msg):
    """``msg`` with its roster places as rows alone (``row 4`` for ``row 4, line 8``): the lines
    of riftcheck's own CSV are not the roster's (its multi-line findings cells add lines), so a
    re-run on its output would name other lines and write other cells (atkE 11); a spreadsheet
    shows rows."""
    from riftcheck.models import Plural, _msg

    if not isinstance(msg, Msg) or not msg.params:
        return msg
    params = {k: _rows_only(v) for k, v in msg.params.items()}
    if isinstance(msg, Plural):
        if msg.forms == ("row {rows}, line {lines}", "rows {rows}, lines {lines}"):
            return Plural(msg.count, "row {rows}", "rows {rows}", rows=params["rows"])
        return Plural(msg.count, *msg.forms, **params)
    if msg.template == "row {row}, line {line}":
        return Msg("row {row}", row=params["row"])
    if msg.template == "{who} ({file} row {row}, line {line})":
        return Msg(
            "{who} ({file} row {row})", who=params["who"], file=params["file"], row=params["row"]
        )
    # the same message with its places rewritten (its template is already a marked msgid)
    return _msg(msg.template.format(**params), msg.template, tuple(params.items()))


def _event_file_rows(players) -> dict[int, int]:
    """The row of the CSV written from an event file (header row 1) of each player's file line;
    a line holding two players (a JSON file on one line) is no row, and stays a line."""
    rows: dict[int, int] = {}
    shared = set()
    for n, p in enumerate(players):
        line = p.registration.file_line
        if line in rows:
            shared.add(line)
        rows[line] = n + 2
    return {line: row for line, row in rows.items() if line not in shared}


#: The shared-pool warning of an event file's player (riftcheck.events.check), and of a roster's row
_SHARED_POOL_KEY = (
    "the same pool as {players}: each player is provided their own product "
    "({cite}); is the pool: key copied from another player?",
) * 2
_SHARED_POOL_CELL = (
    "the same pool as {players}: each player is provided their own product "
    "({cite}); is the pool cell copied from another row?",
) * 2


def _lines_as_rows(msg, rows: dict[int, int]):
    """``msg`` with the event file's player lines (``line 8``, ``lines 58, 59 and 60``) said as
    the rows of the CSV written from it (``row 2``, :func:`_event_file_rows`): the problems cells
    of that CSV name its own rows, as a re-run on it does."""
    from riftcheck.models import Plural

    if isinstance(msg, Msg) and msg.template == "the players' team: keys":
        # the CSV's players have a column 'team', as a re-run's fix says
        return Msg("the column '{name}'", name="team")
    if isinstance(msg, Plural) and msg.forms == _SHARED_POOL_KEY:
        # the CSV's players have a pool cell, as a re-run on it says (evtT 5: its first re-run
        # wrote the event file's wording into a 'problems (previous run)' column)
        params = {k: _lines_as_rows(v, rows) for k, v in msg.params.items()}
        return Plural(msg.count, *_SHARED_POOL_CELL, **params)
    if not isinstance(msg, Msg) or not msg.params:
        return msg
    if isinstance(msg, Plural) and msg.forms == ("line {rows}", "lines {rows}"):
        if all(_all_mapped(msg.params["rows"], rows)):
            return Plural(
                msg.count, "row {rows}", "rows {rows}", rows=_number(msg.params["rows"], rows)
            )
        return msg
    if msg.template == "line {line}" and msg.params.get("line") in rows:
        return Msg("row {row}", row=rows[msg.params["line"]])
    return _with_params(msg, {k: _lines_as_rows(v, rows) for k, v in msg.params.items()})


def _with_params(msg, params: dict):
    """``msg`` (a :class:`Msg` or :class:`Plural`) with ``params`` instead of its own."""
    from riftcheck.models import Plural, _msg

    if isinstance(msg, Plural):
        return Plural(msg.count, *msg.forms, **params)
    return _msg(msg.template.format(**params), msg.template, tuple(params.items()))


def _number(v, rows: dict[int, int]):
    """The listed line numbers ``v`` (``58, 59 and 60``) as their rows."""
    if isinstance(v, Msg):
        if not v.params:
            return v
        return _with_params(v, {k: _number(x, rows) for k, x in v.params.items()})
    if isinstance(v, str) and v.isdigit() and int(v) in rows:
        return str(rows[int(v)])
    if isinstance(v, int) and v in rows:
        return rows[v]
    return v


def _all_mapped(v, rows: dict[int, int]):
    """Each number in the listed ``v`` (``58, 59 and 60``), whether it is a player's line."""
    if isinstance(v, Msg):
        for x in (v.params or {}).values():
            yield from _all_mapped(x, rows)
    elif isinstance(v, str) and v.isdigit():
        yield int(v) in rows
    elif isinstance(v, int):
        yield v in rows


def _problem_text(f, reg, roster: bool, lines: dict[int, int] | None = None) -> str:
    """A roster problem of ``reg``'s row as the ``problems`` cell says it: :func:`finding_text`,
    and for a roster's row (``roster``) places as rows (:func:`_rows_only`) and the problem's own
    place, the row's first line, as ``row N``: its line in riftcheck's output is not its line in
    the roster. An event file's player (``lines``: :func:`_event_file_rows`) has the places of
    the event file said as the CSV's rows, and the problem's own place in it as its row."""
    if not roster and lines is not None:
        message = _lines_as_rows(f.message, lines)
        fix = _lines_as_rows(f.fix, lines) if f.fix else f.fix
        loc = f.location
        if loc is not None and loc.file == reg.location.file and reg.file_line in lines:
            where = f"row {lines[reg.file_line]}"
        else:
            where = location_text(f)
        out = f"{f.severity} {f.rule}" + (f" ({where})" if where else "") + f": {message}"
        return out + (f"; fix: {fix}" if fix else "")
    if not roster:
        return finding_text(f)
    message, fix = _rows_only(f.message), _rows_only(f.fix) if f.fix else f.fix
    loc = f.location
    if (
        loc is not None
        and loc.file == reg.location.file
        and loc.line is not None
        and loc.line >= reg.file_line
    ):
        # the row's own line, or a line of a list pasted in one of its cells (a played list's
        # deck check at 23:1): its row, as every place of the roster is said here; a file line
        # moves as riftcheck's multi-line cells grow, and a re-run wrote a new column (evtT 5)
        where = f"row {reg.row}"
    else:
        where = location_text(f)
    out = f"{f.severity} {f.rule}" + (f" ({where})" if where else "") + f": {message}"
    return out + (f"; fix: {fix}" if fix else "")


#: The columns of an event file's players written as a roster, in this order: ``deck_code``,
#: ``played`` and ``pool`` only when a player has one.
_EVENT_FILE_COLUMNS = (
    "player",
    "id",
    "team",
    "table",
    "list",
    "deck_code",
    "played",
    "pool",
    "notes",
)
_SOMETIMES = frozenset({"deck_code", "played", "pool"})


def _event_file_columns(players) -> list[str]:
    """The header of an event file's players written as a roster (:data:`_EVENT_FILE_COLUMNS`)."""
    regs = [p.registration for p in players]
    return [
        c
        for c in _EVENT_FILE_COLUMNS
        if c not in _SOMETIMES or any(getattr(r, c) is not None for r in regs)
    ]


def _field_cell(reg, column: str) -> str:
    """The cell of ``column`` for an event file's player: the value as written, a pasted list's
    text whole; a pasted list longer than a roster's cell may hold is refused, naming the player's
    line (the CSV would not read back)."""
    from riftcheck.events.csvtext import FIELD_LIMIT
    from riftcheck.infra.errors import InputError

    value = getattr(reg, column)
    if value is None:
        return ""
    if not isinstance(value, str):
        if value.kind == "inline" and len(value.value) > FIELD_LIMIT:
            raise InputError(
                Msg(
                    "--format csv: the pasted {field} of {player} has {n} characters, more than "
                    "the {limit} a roster's cell may hold: expected a list file for it (the CSV "
                    "would not read back)",
                    field=column,
                    player=reg.label,
                    n=len(value.value),
                    limit=FIELD_LIMIT,
                ),
                value.location,
            )
        value = value.value
    return value


def _own_key(name: str) -> str:
    """The column of riftcheck's a header names (``Riftcheck Verdict`` -> ``verdict``)."""
    return name.strip().casefold().removeprefix("riftcheck ")


def _previous(own, header: list[str], added: list[str], rows) -> list[int]:
    """The columns of an earlier run's group (by index in the roster) that this run does not write
    back as they were: a cell of them differs from what this run writes in its place (an
    organiser's note typed into ``problems``, a verdict that changed), or this run writes no
    column of that name. They are kept whole, beside this run's, as ``problems (previous run)``:
    no cell of the roster is lost, and an unedited output re-run comes back as it was."""
    if not own:
        return []
    start, width = own[0]
    ours = {_own_key(n): j for j, n in enumerate(added)}
    out = []
    for i in range(start, start + width):
        j = ours.get(_own_key(header[i]) if i < len(header) else "")
        for cells, new in rows:
            was = cells[i] if i < len(cells) else ""
            if j is None and was or j is not None and was != new[j]:
                out.append(i)
                break
    return out


def _spliced(
    cells: list[str], own: tuple[tuple[int, int], ...], ours: list[str], previous=()
) -> list[str]:
    """``cells`` with this run's columns ``ours`` after them, or, on a roster that is an earlier
    run's output, in place of its first group of riftcheck's columns, followed by the cells of
    that group this run changed (``previous``, see :func:`_previous`); a later group of
    riftcheck's columns stays where it was, as the roster's own."""
    if not own:
        return cells + ours
    start, width = own[0]
    return cells[:start] + ours + list(previous) + cells[start + width :]
