"""GitHub Actions workflow commands: one ``::error``/``::warning`` annotation per finding.

GitHub shows at most 10 error and 10 warning annotations per step, so errors
come first and a closing line says how many were beyond that limit. The
Markdown of :meth:`GithubReporter.step_summary` is what the CLI appends to
``$GITHUB_STEP_SUMMARY``.
"""

from __future__ import annotations

from riftcheck.infra import escape
from riftcheck.reporters._util import (
    STATUS_WORDS,
    check_changed,
    deck_findings,
    event_reading_findings,
    event_status,
    fails_strict,
    finding_key,
    level,
    location_text,
    markdown_text,
    partial_detail,
    plural,
    provenance_line,
    reading_findings,
    severity_counts,
    summary_line,
    unchecked_finding,
)
from riftcheck.reporters.base import Reporter

#: Annotations of one level GitHub displays per step.
GITHUB_LIMIT = 10

#: GitHub's size limit of one step's summary (1 MiB); a larger one is not shown at all.
SUMMARY_LIMIT = 1024 * 1024

#: What :meth:`GithubReporter.step_summary` allows itself, leaving room for the truncation note.
SUMMARY_BUDGET = SUMMARY_LIMIT - 64 * 1024

_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


#: Kept under their old names for callers; the one implementation is :mod:`riftcheck.infra.escape`.
escape_data = escape.workflow_data
escape_property = escape.workflow_property


def annotation(source: str, f, strict: bool = False, who: str | None = None) -> str:
    """One workflow command for finding ``f`` of deck ``source`` (a warning is an ``::error``
    under ``--strict``, which it fails); ``who`` (an event's player, or team) begins the message:
    two players registering one list file have the same file, line and finding (evtP 5)."""
    loc = f.location
    props = [f"file={escape_property(loc.file if loc else source)}"]
    if loc and loc.line is not None:
        props.append(f"line={loc.line}")
        if loc.column is not None:
            props.append(f"col={loc.column}")
    props.append(f"title={escape_property(f'riftcheck({f.rule})')}")
    msg = f.message + (f" Fix: {f.fix}" if f.fix else "")
    if who:
        msg = f"{who}: {msg}"
    return f"::{_LEVEL.get(level(f, strict), 'notice')} {','.join(props)}::{escape_data(msg)}"


def _place(run, source: str) -> str:
    """``file=...`` (and ``line=``) of deck ``source``: in an event, where the player registered
    (the roster's or event file's line): a player's label is no file GitHub can show."""
    p = run.event.player(source) if run.event is not None else None
    loc = p.registration.location if p is not None and p.registration is not None else None
    if loc is None or not loc.file:
        return f"file={escape_property(source)}"
    return f"file={escape_property(loc.file)}" + (f",line={loc.line}" if loc.line else "")


class GithubReporter(Reporter):
    """Annotations, errors before warnings before notices, then the summary line."""

    def render(self, run) -> str:
        """All annotations, a note on those GitHub will not display, and the summary."""
        # in an event a deck's source is its player's label (``Ann (r.csv row 2)``), said first
        event = run.event is not None
        ordered = [
            (d.source, f, d.source if event else None)
            for d in run.decks
            for f in [*deck_findings(d), *reading_findings(d)]
        ]
        ordered += [
            (t.sources[0] if t.sources else "", f, f"team {t.name}" if event and t.name else None)
            for t in run.teams
            for f in t.findings
        ]
        ordered += [(f.location.file, f, None) for f in event_reading_findings(run)]
        # stable: most severe first, each level in deck order then line order
        items = sorted(ordered, key=lambda sf: finding_key(sf[1])[0])
        lines = [annotation(src, f, self.options.strict, who) for src, f, who in items]
        hidden = {}
        for lvl in ("error", "warning"):
            n = sum(1 for _, f, _who in items if level(f, self.options.strict) == lvl)
            if n > GITHUB_LIMIT:
                hidden[lvl] = n - GITHUB_LIMIT
        if hidden:
            parts = [f"{n} {lvl} annotation{'s' if n > 1 else ''}" for lvl, n in hidden.items()]
            lines.append(
                f"riftcheck: {' and '.join(parts)} not shown (GitHub shows at most {GITHUB_LIMIT} per level"
                " and step); every finding is listed above."
            )
        prov = run.provenance
        # Every change to the check as a notice on the run's page, each partial verdict on its deck,
        # then what was checked, in the log.
        if run.decks:  # an annotation names a file: the run's first deck, as the GitLab report does
            # (in an event, a deck's source is a player's label: the event's own file instead)
            where = (
                escape_property(run.event.event.source)
                if run.event is not None
                else escape_property(run.decks[0].source)
            )
            title = escape_property("riftcheck: check changed")
            lines += [
                f"::notice file={where},title={title}::{escape_data(w)}" for w in prov.weakened_by()
            ]
        # a partial verdict (pool not checked) is a warning on its deck, an error under --strict,
        # which it fails: it was a notice, and a --strict run failed with no annotation saying why
        for d in run.decks:
            f = unchecked_finding(run, d, self.options.strict)
            if f is not None:
                lines.append(
                    f"::{_LEVEL[level(f, self.options.strict)]} {_place(run, d.source)},"
                    f"title={escape_property(f'riftcheck({d.verdict_note})')}"
                    f"::{escape_data(f.message)}"
                )
        first, *rest = prov.lines()
        lines += [
            escape.log_lines(
                escape.terminal(f"riftcheck {run.riftcheck_version} · {x}" if i == 0 else x)
            )
            for i, x in enumerate([first, *rest])
        ]
        lines.append(escape.log_lines(summary_line(run, self.options.strict)))
        return "\n".join(lines) + "\n"

    def step_summary(self, run) -> str:
        """A Markdown summary for ``$GITHUB_STEP_SUMMARY``, at most :data:`SUMMARY_BUDGET` bytes.

        The run's verdict and what it checked against come first, then each
        failing deck (illegal, unreadable, or with warnings under ``--strict``)
        with its findings (severity, rule, line, message, fix), then every
        other deck on one line. When the findings would not fit, the decks
        beyond the budget are counted instead of shown; the annotations and
        the job log still list every finding.
        """
        strict = self.options.strict
        out = [
            "## riftcheck",
            "",
            f"**{markdown_text(summary_line(run, self.options.strict))}**",
            "",
            markdown_text(provenance_line(run)),
        ]
        failing = [d for d in run.decks if _fails(run, d, strict)]
        others = [d for d in run.decks if not _fails(run, d, strict)]
        other_lines = [f"- {markdown_text(d.source)}: {_verdict_counts(d, run)}" for d in others]
        # the one-line decks are cheap and come last: the failing decks' tables get what they leave
        reserve = min(_size(other_lines), SUMMARY_BUDGET // 4) + 2048
        room = SUMMARY_BUDGET - _size(out) - reserve
        shown = 0
        for d in failing:
            part = [
                "",
                f"### {markdown_text(d.source)}: {_verdict_counts(d, run)}",
                "",
                *_table(deck_findings(d)),
            ]
            if _size(part) > room:
                break
            out += part
            room -= _size(part)
            shown += 1
        if shown < len(failing):
            rest = failing[shown:]
            n = sum(len(deck_findings(d)) for d in rest)
            out += [
                "",
                f"*{plural(len(rest), 'more failing deck')} ({plural(n, 'finding')}) not shown, to keep this"
                f" summary under GitHub's {SUMMARY_LIMIT // 1024} KiB limit: the annotations and the job log list"
                " every finding.*",
            ]
        team_findings = [f for t in run.teams for f in sorted(t.findings, key=finding_key)]
        if team_findings:
            out += ["", "### Team", "", *_table(team_findings[:500])]
            if len(team_findings) > 500:
                out += ["", f"*{plural(len(team_findings) - 500, 'more team finding')} not shown.*"]
        if others:
            out += ["", "### Other decks" if failing else "### Decks", ""]
            room = SUMMARY_BUDGET - _size(out)
            for i, line in enumerate(other_lines):
                if _size([line]) > room:
                    out.append(f"- *{plural(len(other_lines) - i, 'more deck')} not shown*")
                    break
                out.append(line)
                room -= _size([line])
        return "\n".join(out) + "\n"


def _fails(run, d, strict: bool) -> bool:
    """The deck fails the run: illegal, unreadable, in an event a row whose status is not
    ``legal`` (missing, deck check failed, roster error: a legal list on such a row fails the run,
    and its findings belong in a table, evtV 5), or under ``--strict`` legal with warnings or
    with a check that did not run (pool not checked)."""
    return event_status(run, d) != "legal" or fails_strict(d, strict)


def _verdict_counts(d, run) -> str:
    """``illegal (2 errors, 1 warning)``, ``legal`` or, for a check that did not run whole,
    ``legal (partial check: pool not checked)`` / ``legal (partial check: only rules copy-limit
    were run)``: never a plain **legal** (atkH 3); ``check changed`` after it when something
    changed what was checked, as beside the verdict in every other format (evtT 7)."""
    from riftcheck.models import Msg

    counts = severity_counts(deck_findings(d))
    notes = [partial_detail(run, d), Msg("check changed") if check_changed(run, d.legal) else None]
    notes = [markdown_text(n) for n in notes if n]  # English by design
    # the row's status, as the text report and every other format say it (``legal list · deck
    # check failed``, ``missing``): the deck's own verdict read **legal** over a failing row (evtV 5)
    word = markdown_text(STATUS_WORDS[event_status(run, d)])
    if not notes:
        return f"**{word}**" + (f" ({counts})" if counts else "")
    # one bracket, in bold with the verdict: ``**illegal (2 errors; partial check: ...)**``,
    # as the text report's line says it (atkN m4)
    said = "; ".join([counts] * bool(counts) + notes)
    return f"**{word} ({said})**"


def _table(findings) -> list[str]:
    """A Markdown table of ``findings``: severity, rule, line, message, fix (every text escaped)."""
    rows = ["| Severity | Rule | Line | Message | Fix |", "| --- | --- | --- | --- | --- |"]
    for f in findings:
        cells = (f.severity, f.rule, location_text(f), f.message, f.fix or "")
        rows.append("| " + " | ".join(markdown_text(c) for c in cells) + " |")
    return rows


def _size(lines: list[str]) -> int:
    """Bytes that ``lines`` take in the summary file (UTF-8, one newline each)."""
    return sum(len(x.encode("utf-8", "surrogateescape")) + 1 for x in lines)
