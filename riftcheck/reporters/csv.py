"""The CSV report: the roster written back with verdict and problem columns, for a TO's spreadsheet.

For an event read from a CSV/TSV roster, every original column comes back as
it was (same order, same delimiter), followed by ``verdict`` (``legal``,
``illegal``, ``missing`` or ``unreadable``), ``problems`` (the roster
problems of the row) and ``findings`` (the list's rule findings), one per
line of the cell, and the list's ``fingerprint``. An event file's players get
the columns ``player``, ``id``, ``team``, ``table``, ``list``, ``notes``
first. A plain ``check`` run gives one row per deck (``path`` first).

A column riftcheck adds is renamed ``riftcheck verdict`` (and so on) when the
roster already has a column of that name. No cell riftcheck writes, the
roster's own header and cells included, starts with ``=``, ``+``, ``-``, ``@``,
a tab or a carriage return (a spreadsheet would take it for a formula: it
gets a leading ``'``), and control characters are shown as escapes.
"""

from __future__ import annotations

import csv as _csv
import io

from riftcheck.infra.escape import log_lines, terminal, terminal_multiline
from riftcheck.reporters._util import (
    STATUS_WORDS,
    event_status,
    fails_strict,
    finding_key,
    location_text,
    reading_findings,
    verdict,
)
from riftcheck.reporters.base import Reporter

ADDED = ("verdict", "problems", "findings", "fingerprint")

_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(text: str, *, multiline: bool = False) -> str:
    """``text`` with control characters escaped (line breaks too, unless ``multiline``) and a leading
    formula character defused by a ``'``."""
    text = terminal_multiline(text) if multiline else terminal(text)
    return "'" + text if text.startswith(_FORMULA) else text


def finding_text(f) -> str:
    """``error copy-limit (line 19): message; fix: ...`` on one line."""
    where = location_text(f)
    out = f"{f.severity} {f.rule}" + (f" (line {where})" if where else "") + f": {f.message}"
    return out + (f"; fix: {f.fix}" if f.fix else "")


class CsvReporter(Reporter):
    """One row per player (or deck), in input order."""

    def render(self, run) -> str:
        """The CSV text (``\\n`` line ends: every spreadsheet reads them, and a CI log shows no stray ``\\r``)."""
        buf = io.StringIO()
        e = run.event
        delim = e.event.delimiter if e is not None and e.event.columns else ","
        w = _csv.writer(buf, delimiter=delim, lineterminator="\n")
        if e is None:
            w.writerow(("path",) + ADDED)
            for d in run.decks:
                findings = [d.error] if d.error is not None else []
                findings += sorted(d.findings, key=finding_key) + reading_findings(d)
                w.writerow(
                    [
                        safe_cell(d.source),
                        self._verdict(verdict(d), d),
                        "",
                        self._lines(findings),
                        d.fingerprint or "",
                    ]
                )
            return log_lines(buf.getvalue())
        ev = e.event
        base = list(ev.columns) or ["player", "id", "team", "table", "list", "notes"]
        added = [c if c not in base else f"riftcheck {c}" for c in ADDED]
        # the header is cells of the roster too: a column named =HYPERLINK(...) is defused
        w.writerow([safe_cell(c, multiline=True) for c in base] + added)
        by_source = {d.source: d for d in run.decks}
        for p in e.players:
            reg = p.registration
            d = by_source[p.source]
            if ev.columns:
                # the roster's own cells come back as they were (pasted lists keep their lines)
                row = [safe_cell(c, multiline=True) for c in reg.cells]
            else:
                ref = reg.list or reg.deck_code
                shown = (
                    "" if ref is None else ref.value if ref.kind != "inline" else "(pasted list)"
                )
                row = [
                    safe_cell(x or "")
                    for x in (reg.player, reg.id, reg.team, reg.table, shown, reg.notes)
                ]
            own = {id(f) for f in p.problems}
            rest = [f for f in sorted(d.findings, key=finding_key) if id(f) not in own]
            rest += reading_findings(d)
            row += [
                self._verdict(STATUS_WORDS[event_status(run, d)], d),
                self._lines(sorted(p.problems, key=finding_key)),
                self._lines(rest),
                d.fingerprint or "",
            ]
            w.writerow(row)
        return log_lines(buf.getvalue())

    def _verdict(self, word: str, d) -> str:
        """The verdict cell; ``legal (fails with --strict)`` for a legal deck whose warnings fail
        a ``--strict`` run, so the spreadsheet says why the run failed."""
        return f"{word} (fails with --strict)" if fails_strict(d, self.options.strict) else word

    @staticmethod
    def _lines(findings) -> str:
        return "\n".join(
            safe_cell(finding_text(f)) for f in findings
        )  # one finding a line, each on one line
