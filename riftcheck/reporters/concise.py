"""One line per finding, ``path:line:col: severity [rule] message``, as ruff's concise output.

Terminals, editors (Vim's quickfix, Emacs' compilation mode, VS Code's problem
matchers) and ``grep`` make such lines clickable. A finding without a column is
written ``path:line: ...`` and one without a line ``path: ...``: no position is
made up. The fix follows the message after ``; fix:``. The last two lines are
the run's summary and what it was checked against (riftcheck version, ruleset,
as-of date, card database, and whether the check was partial).
"""

from __future__ import annotations

from riftcheck.infra.escape import log_lines, terminal
from riftcheck.reporters._util import (
    deck_findings,
    event_reading_findings,
    finding_key,
    provenance_line,
    reading_findings,
    summary_line,
)
from riftcheck.reporters.base import Reporter


def _one_line(s: str) -> str:
    """``s`` printable and on one line: a newline in a stranger's card name must not start a fake finding."""
    return terminal(s)


def line(source: str, f) -> str:
    """The one line of finding ``f`` of the deck read from ``source``."""
    loc = f.location
    where = _one_line(loc.file if loc and loc.file else source)
    if loc is not None and loc.line is not None:
        where += f":{loc.line}"
        if loc.column is not None:
            where += f":{loc.column}"
    msg = _one_line(f.message) + (f"; fix: {_one_line(f.fix)}" if f.fix else "")
    return f"{where}: {f.severity} [{_one_line(f.rule)}] {msg}"


class ConciseReporter(Reporter):
    """Every finding on one line, decks in input order, each deck's findings most severe first."""

    def render(self, run) -> str:
        """All finding lines, then the summary line and the provenance line."""
        # each deck's findings, then how its list was read where that changes what was checked
        lines = [
            line(d.source, f) for d in run.decks for f in [*deck_findings(d), *reading_findings(d)]
        ]
        lines += [line(f.location.file, f) for f in event_reading_findings(run)]
        for t in run.teams:
            src = t.sources[0] if t.sources else ""
            lines += [line(src, f) for f in sorted(t.findings, key=finding_key)]
        lines.append(summary_line(run, self.options.strict))
        lines.append(terminal(provenance_line(run)))
        # a file named '::error::...' at the start of a line must not become a CI command
        return log_lines("\n".join(lines)) + "\n"
