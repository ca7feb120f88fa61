"""The human report (rich): a header, each deck's verdict and findings table, a summary line."""

from __future__ import annotations

import io
from pathlib import Path

from riftcheck.reporters import ReportOptions
from riftcheck.reporters._util import (
    deck_findings,
    finding_key,
    location_text,
    partial_note,
    plural,
    printable,
    severity_counts,
    summary_line,
    verdict,
    verdict_word,
)

_STYLE = {
    "legal": "bold green",
    "illegal": "bold red",
    "unreadable": "bold magenta",
    "error": "red",
    "warning": "yellow",
    "info": "cyan",
}


class TextReporter:
    """Readable at 80 columns and in a wide terminal; only this reporter uses rich."""

    def __init__(self, options: ReportOptions):
        self.options = options

    def render(self, run) -> str:
        """The report as a string (with ANSI colours when ``options.color``)."""
        from rich.console import Console

        buf = io.StringIO()
        console = Console(
            file=buf,
            width=self.options.width or 80,
            force_terminal=self.options.color,
            no_color=not self.options.color,
            color_system="standard" if self.options.color else None,
            highlight=False,
            emoji=False,
            soft_wrap=False,
        )
        quiet = self.options.verbosity < 0
        self._blank_last = False
        if not quiet:
            self._header(console, run)
        for d in run.decks:
            if quiet and d.legal is True and not d.findings:
                continue
            self._deck(console, run, d)
        for t in run.teams:
            self._team(console, t)
        from rich.text import Text

        if run.decks and not self._blank_last:
            console.print()

        style = "bold green" if run.exit_code(self.options.strict) == 0 else "bold red"
        console.print(Text(summary_line(run), style=style))
        out = buf.getvalue()
        if not self.options.color:
            out = "\n".join(line.rstrip() for line in out.split("\n"))
        return out

    def _header(self, console, run) -> None:
        from rich.text import Text

        cd = run.card_data
        rules = f"ruleset {run.ruleset}"
        if run.rules_date:
            rules += f" (rules of {run.rules_date})"
        dates = sorted(set(run.deck_as_of.values()))
        if run.as_of:
            as_of = f"as of {run.as_of.isoformat()}"
        elif len(dates) == 1:
            as_of = f"as of {dates[0].isoformat()}"
        else:
            as_of = "as of each deck's event date, else today"
        line = Text(f"riftcheck {run.riftcheck_version}", style="bold")
        line.append(f" · {rules} · {as_of}")
        console.print(line)
        console.print(Text(f"card database {cd.get('version') or '?'} ({cd.get('date') or 'undated'})", style="dim"))
        note = partial_note(run)
        if note:
            console.print(Text(f"Partial check: {note}.", style="yellow"))
        console.print()

    def _deck(self, console, run, d) -> None:
        from rich.text import Text

        v = verdict(d)
        findings = deck_findings(d)
        line = Text(printable(d.source), style="bold")
        line.append(": ")
        line.append(v.upper(), style=_STYLE[v])
        counts = severity_counts(findings)
        if counts:
            line.append(f" ({counts})")
        day = run.deck_as_of.get(d.source)
        if day is not None and (self.options.verbosity > 0 or len(set(run.deck_as_of.values())) > 1):
            line.append(f" as of {day.isoformat()}", style="dim")
        console.print(line)
        if findings:
            console.print(self._table(findings))
        if self.options.verbosity > 0:
            self._details(console, d)
        self._blank_last = bool(findings or self.options.verbosity > 0)
        if self._blank_last:
            console.print()

    def _table(self, findings, with_file: bool = False):
        from rich import box
        from rich.table import Table
        from rich.text import Text

        width = self.options.width or 80
        narrow = width < 100
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, expand=False)
        table.add_column("Severity", no_wrap=True)
        table.add_column("Rule", no_wrap=True)
        table.add_column("Where" if with_file else "Line", justify="left" if with_file else "right", no_wrap=True)
        # below 100 columns the fix goes under its message, so that neither is squeezed
        table.add_column("Message / fix" if narrow else "Message", overflow="fold")
        if not narrow:
            table.add_column("Fix", max_width=max(24, width // 4), overflow="fold")
        for f in findings:
            where = location_text(f)
            if with_file and f.location is not None:
                where = f"{Path(f.location.file).name}:{where}" if where else Path(f.location.file).name
            row = [Text(f.severity, style=_STYLE.get(f.severity, "")), Text(f.rule), Text(printable(where))]
            if narrow:
                msg = Text(printable(f.message))
                if f.fix:
                    msg.append("\nfix: " + printable(f.fix), style="dim")
                row.append(msg)
            else:
                row += [Text(printable(f.message)), Text(printable(f.fix or ""), style="dim")]
            table.add_row(*row)
        return table

    def _details(self, console, d) -> None:
        from rich.padding import Padding
        from rich.text import Text

        def say(text: str, style: str = "dim") -> None:
            console.print(Padding(Text(printable(text.strip()), style=style), (0, 0, 0, 2)))

        for n in d.notices:
            where = f"{n.location}: " if n.location else ""
            say(f"note: {where}{n.message} [{n.code}]", "cyan")
        for f in d.findings:
            if f.citation:
                say(f"{f.rule}: {f.citation}")
        if d.rules_run:
            say(f"{plural(len(d.rules_run), 'rule')} run: " + ", ".join(d.rules_run))
        for s in d.rules_skipped:
            say(f"skipped {s.rule}: {s.reason}")
        if d.fingerprint:
            say(f"fingerprint {d.fingerprint}")

    def _team(self, console, t) -> None:
        from rich.text import Text

        line = Text(printable("Team" + (f" {t.name}" if t.name else "") + ": "), style="bold")
        line.append(verdict_word(t.legal).upper(), style=_STYLE[verdict_word(t.legal)])
        line.append(printable(" (" + ", ".join(t.sources) + ")"), style="dim")
        console.print(line)
        if t.findings:
            console.print(self._table(sorted(t.findings, key=finding_key), with_file=True))
        console.print()
        self._blank_last = True
