"""GitHub Actions workflow commands: one ``::error``/``::warning`` annotation per finding.

GitHub shows at most 10 error and 10 warning annotations per step, so errors
come first and a closing line says how many were beyond that limit. The
Markdown of :meth:`GithubReporter.step_summary` is what the CLI appends to
``$GITHUB_STEP_SUMMARY``.
"""

from __future__ import annotations

from riftcheck.reporters import ReportOptions
from riftcheck.reporters._util import (
    deck_findings,
    finding_key,
    printable,
    summary_line,
    verdict,
)

#: Annotations of one level GitHub displays per step.
GITHUB_LIMIT = 10

_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def escape_data(s: str) -> str:
    """Escape a workflow-command message."""
    return printable(s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A"))


def escape_property(s: str) -> str:
    """Escape a workflow-command property value (``file=``, ``title=``...)."""
    return escape_data(s).replace(":", "%3A").replace(",", "%2C")


def annotation(source: str, f) -> str:
    """One workflow command for finding ``f`` of deck ``source``."""
    loc = f.location
    props = [f"file={escape_property(loc.file if loc else source)}"]
    if loc and loc.line is not None:
        props.append(f"line={loc.line}")
        if loc.column is not None:
            props.append(f"col={loc.column}")
    props.append(f"title={escape_property(f'riftcheck({f.rule})')}")
    msg = f.message + (f" Fix: {f.fix}" if f.fix else "")
    return f"::{_LEVEL.get(f.severity, 'notice')} {','.join(props)}::{escape_data(msg)}"


class GithubReporter:
    """Annotations, errors before warnings before notices, then the summary line."""

    def __init__(self, options: ReportOptions):
        self.options = options

    def render(self, run) -> str:
        """All annotations, a note on those GitHub will not display, and the summary."""
        ordered = [(d.source, f) for d in run.decks for f in deck_findings(d)]
        ordered += [(t.sources[0] if t.sources else "", f) for t in run.teams for f in t.findings]
        # stable: most severe first, each level in deck order then line order
        items = sorted(ordered, key=lambda sf: finding_key(sf[1])[0])
        lines = [annotation(src, f) for src, f in items]
        hidden = {}
        for level in ("error", "warning"):
            n = sum(1 for _, f in items if f.severity == level)
            if n > GITHUB_LIMIT:
                hidden[level] = n - GITHUB_LIMIT
        if hidden:
            parts = [f"{n} {lvl} annotation{'s' if n > 1 else ''}" for lvl, n in hidden.items()]
            lines.append(
                f"riftcheck: {' and '.join(parts)} not shown (GitHub shows at most {GITHUB_LIMIT} per level"
                " and step); every finding is listed above."
            )
        lines.append(summary_line(run))
        return "\n".join(lines) + "\n"

    def step_summary(self, run) -> str:
        """A Markdown summary for ``$GITHUB_STEP_SUMMARY``."""
        out = ["## riftcheck", "", f"**{summary_line(run)}** (ruleset `{run.ruleset}`)", ""]
        out += ["| Deck | Verdict | Findings |", "| --- | --- | --- |"]
        for d in run.decks:
            n = len(deck_findings(d))
            out.append(f"| `{d.source}` | {verdict(d)} | {n} |")
        return "\n".join(out) + "\n"
