"""``riftcheck event EVENT``: check a whole event's registrations (see :mod:`riftcheck.events.read`)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import typer

from riftcheck.config import COLORS
from riftcheck.models import Msg
from riftcheck.reporters import FORMATS

Format = Literal[FORMATS]  # type: ignore[valid-type]  # every registered reporter
Color = Literal[COLORS]  # type: ignore[valid-type]  # the one list of colour choices

#: The configuration keys ``event`` uses; the event file and the command line decide the others.
CONFIG_KEYS = ("cards", "lang", "color", "format")


def event(
    ctx: typer.Context,
    path: Path = typer.Argument(
        ...,
        metavar="EVENT",
        help="Event file (.yaml, .json) or roster (.csv, .tsv).",
        show_default=False,
    ),
    ruleset: str | None = typer.Option(
        None,
        "--ruleset",
        "-r",
        metavar="NAME|PATH",
        help="Ruleset to check against [default: the event's].",
    ),
    as_of: str | None = typer.Option(
        None,
        "--as-of",
        metavar="DATE",
        help="Judge on this date (YYYY-MM-DD) [default: the event's date].",
    ),
    region: str | None = typer.Option(
        None,
        "--region",
        metavar="CODE",
        help="Judge set legality by this region's launch dates [default: the event's region].",
    ),
    fmt: Format | None = typer.Option(
        None,
        "--format",
        "-f",
        metavar="FORMAT",
        help=Msg("Report format: {formats} [default: text].", formats=", ".join(FORMATS)),
    ),
    output: Path | None = typer.Option(
        None, "--output", "-o", metavar="FILE", help="Write the report to FILE."
    ),
    html: Path | None = typer.Option(
        None, "--html", metavar="FILE", help="Also write the self-contained HTML report to FILE."
    ),
    sideboarding: bool = typer.Option(
        False,
        "--sideboarding",
        help="Played decks may differ by the sideboarding the format allows (TR 403.4, 602.4).",
    ),
    # no « [défaut : no-strict] »: click's spelling of the default, as check's help shows none
    # (frU 10)
    strict: bool = typer.Option(
        False, "--strict/--no-strict", help="Warnings fail the run too.", show_default=False
    ),
    quiet: bool = typer.Option(
        False, "--quiet", "-q", help="Only report players with problems, and the summary."
    ),
    verbose: int = typer.Option(
        0,
        "--verbose",
        "-v",
        count=True,
        show_default=False,
        help="Also show notices, rules run and skipped.",
    ),
    color: Color | None = typer.Option(
        None,
        "--color",
        metavar="WHEN",
        help=Msg("Colour the text report: {colors} [default: auto].", colors=", ".join(COLORS)),
    ),
    select: list[str] | None = typer.Option(
        None, "--select", metavar="RULE", help="Run only these rules."
    ),
    ignore: list[str] | None = typer.Option(
        None, "--ignore", metavar="RULE", help="Do not run these rules."
    ),
    max_file_size: int | None = typer.Option(
        None,
        "--max-file-size",
        metavar="BYTES",
        help="Refuse list files larger than this many bytes [default: 10 MiB].",
    ),
) -> None:
    """Check every player of an event: verdicts, roster problems, teams, deck checks.

    EVENT is an event file (YAML/JSON: name, date, ruleset, players or roster) or a CSV/TSV
    roster with the columns player, list and optionally id, team, deck_code, played, pool, table,
    notes. The event file and the command line decide the ruleset, the date and the region; of
    the configuration file only cards, lang, color and format are used.
    Exit codes: 0 every player is legal and nothing is missing, 1 otherwise, 2 usage error,
    3 riftcheck cannot run.
    """
    from riftcheck import api
    from riftcheck.cli._common import global_cards
    from riftcheck.cli.checking import _split, check_bounds, write_report
    from riftcheck.config import load_config
    from riftcheck.events.check import check_event
    from riftcheck.events.read import read_event
    from riftcheck.i18n import choose, command_line_lang, use
    from riftcheck.infra.errors import InputError

    check_bounds(max_file_size=max_file_size)
    as_of_date = api.parse_date(as_of) if as_of is not None else None
    config = load_config()
    lang = choose(command_line_lang(), config.lang)
    use(lang)
    cards = global_cards(ctx) or config.cards
    try:
        ev = read_event(path, ruleset_given=ruleset is not None)
    except InputError as exc:
        # the event itself cannot be read: there is nothing to report on, so it is the run's error
        from riftcheck.cli._guard import error_text

        typer.echo(error_text(exc), err=True)
        raise typer.Exit(1) from None
    from riftcheck.runner.plan import step_summary

    refuse_outputs_over_inputs(
        ev,
        output,
        html,
        [cards, config.path, ruleset, ev.ruleset],
        ruleset or ev.ruleset,
        summary=step_summary(fmt or config.format or "text"),
    )
    try:
        run = check_event(
            ev,
            ruleset=ruleset,
            as_of=as_of_date,
            region=region,
            cards=cards,
            select=_split(select),
            ignore=_split(ignore),
            sideboarding=sideboarding,
            max_bytes=max_file_size,
            notices=config_notices(config),
            config=(config.path, tuple(k for k in config.keys if k in CONFIG_KEYS)),
        )
    except InputError as exc:  # an event ban that names no card: before any player is judged
        from riftcheck.cli._guard import error_text

        typer.echo(error_text(exc), err=True)
        raise typer.Exit(1) from None
    fmt = fmt or config.format or "text"
    draw = {"verbose": verbose, "color": color or config.color, "strict": strict, "lang": lang}
    if html is not None:
        write_report(run, "html", html, option="--html", **draw)
    write_report(run, fmt, output, quiet=quiet, **draw)
    if fmt != "text":
        _column_notices_to_stderr(ev)
    if fmt == "csv":
        _roster_readings_to_stderr(run)
        _event_settings_to_stderr(ev)
    if fmt in _NO_POOL_NOTICE:
        _partial_to_stderr(run, strict, summary=fmt not in _SUMMARY_ONLY)
    raise typer.Exit(run.exit_code(strict))


#: The formats whose report does not say the event's pool notice ("pools not checked for 2 of 2
#: players ...") at its top: it is said on standard error (evtE2 3a). A CSV report is the roster
#: written back, with no place above or below the rows; JUnit, SARIF and GitLab reports say each
#: player's verdict partial but neither the notice nor the summary's count.
_NO_POOL_NOTICE = frozenset({"csv", "junit", "sarif", "gitlab", "concise", "github"})
#: Those of them whose report ends with the summary's count already (``2 pools not checked
#: (partial check)``): only the notice is added.
_SUMMARY_ONLY = frozenset({"concise", "github"})


def _partial_to_stderr(run, strict: bool, summary: bool = True) -> None:
    """A check that did not run (pools not checked), in a report with no place for it above the
    players (:data:`_NO_POOL_NOTICE`), is said once on standard error, beside each row's
    ``legal (pool not checked)``; with the summary's count and whether ``--strict`` fails it
    unless the report says them (``summary`` false)."""
    import sys

    from riftcheck.i18n import Msg, say
    from riftcheck.infra.escape import line
    from riftcheck.reporters._util import joined, partial_reasons, strict_note

    e = run.event
    if not e.unchecked_pools:
        return
    # the pool notice is the last of the event's notices (events.check._assemble)
    notes = [e.notices[-1]]
    if summary:
        notes.append(Msg("{rest} (partial check)", rest=joined(partial_reasons(run), "; ")))
        notes += [n for n in [strict_note(run, strict)] if n is not None]
    for note in notes:
        print(line(say(Msg("riftcheck: note: {note}", note=note))), file=sys.stderr)


def _roster_readings_to_stderr(run) -> None:
    """How the roster's bytes were decoded (Windows-1252, UTF-16 without a byte-order mark), in
    ``--format csv``: on standard error, at the roster's place; the CSV has a cell for each
    player's findings, and the roster's decoding is none of theirs (atkE 3)."""
    import sys

    from riftcheck.i18n import Msg, say
    from riftcheck.infra.escape import line
    from riftcheck.reporters._util import event_reading_findings, location_text

    for f in event_reading_findings(run):
        at = location_text(f)
        where = f"{f.location.file}:{at}" if at else f.location.file
        print(
            line(say(Msg("riftcheck: note: {where}: {note}", where=where, note=f.message))),
            file=sys.stderr,
        )


#: The event file's keys that change how players are judged and that a roster has no column for
_EVENT_SETTINGS = ("date", "ruleset", "bans", "region", "best_of", "play_level", "precon")


def _event_settings_to_stderr(ev) -> None:
    """``--format csv`` of an event file writes its players as a roster, which has no place for
    the event's own settings: a run on that CSV would judge another event (an event ban gone,
    today's date, the default ruleset), so the keys left out are said (atkH 12)."""
    import sys

    from riftcheck.i18n import Msg, Plural, say
    from riftcheck.infra.escape import line
    from riftcheck.models import listed

    keys = [
        f"{k}:"
        for k in _EVENT_SETTINGS
        if k in ev.where and getattr(ev, k) not in (None, (), False)
    ]
    if not keys:
        return
    note = Plural(
        len(keys),
        "the event file's {keys} is not in the CSV, so a run on the CSV would judge another "
        "event: re-run the event file, or pass -r/--as-of",
        "the event file's {keys} are not in the CSV, so a run on the CSV would judge another "
        "event: re-run the event file, or pass -r/--as-of",
        keys=listed(keys),
    )
    print(line(say(Msg("riftcheck: warning: {note}", note=note))), file=sys.stderr)


def _column_notices_to_stderr(ev) -> None:
    """Columns named like riftcheck's (replaced, or kept beside riftcheck's) are said on standard
    error too: a CSV or JSON report has no place a reader sees, and CSV is where they are written."""
    import sys

    from riftcheck.events.roster import report_column_notices
    from riftcheck.i18n import Msg, say
    from riftcheck.infra.escape import line

    for note in (*report_column_notices(ev.columns, ev.report_columns), *ev.cell_notices):
        print(line(say(Msg("riftcheck: notice: {note}", note=note))), file=sys.stderr)


def config_notices(config) -> tuple[str, ...]:
    """One notice naming the configuration keys ``event`` does not use (the event decides them)."""
    unused = [k for k in config.keys if k not in CONFIG_KEYS]
    if not unused:
        return ()
    return (
        Msg(
            "the configuration file {path} sets {keys}: the event file and the command line decide "
            "them for an event, so they are not used (only {used} are)",
            path=str(config.path),
            keys=", ".join(unused),
            used=", ".join(CONFIG_KEYS),
        ),
    )


def refuse_outputs_over_inputs(
    ev, output: Path | None, html: Path | None, extra=(), ruleset=None, summary=None
) -> None:
    """Exit 2 (a :class:`UsageError`) when ``-o`` or ``--html`` is an input of the event or the
    other report: the event file, the roster, a list (even one not written yet), a deck code
    file, a played deck, a pool (the roster's or a list's own ``pool:``), the ruleset and each
    file it ``extends``; and so when there is no ``-o`` and the standard output is a regular file
    that is one of them (``>> roster.csv``, atkH 11); and ``summary``, the step summary of
    ``--format github`` (atkO 6). Nor may ``-o``, ``--html`` and the step summary reach one file,
    even one not written yet (``sub/../x.html``, a link to the other's file: evtP 7)."""
    from riftcheck.runner.plan import (
        STEP_SUMMARY,
        refuse_onto_stdout,
        refuse_onto_step_summary,
        refuse_output_over_inputs,
        refuse_reports_into_one,
        refuse_summary_over_inputs,
        run_inputs,
        stdout_file,
    )

    if output is None:  # the main report goes to the standard output: --html may not go there too
        refuse_onto_stdout(html, "--html")
    refuse_onto_step_summary(output, "--output")
    refuse_onto_step_summary(html, "--html")
    if output is None and html is None and summary is None and stdout_file() is None:
        return  # nothing is written over anything: no input needs finding (nor reading)
    files = list(extra)
    for reg in ev.players:
        files.extend(r.path for r in reg.refs() if r.path is not None)
    # the event file and the roster are inputs, not decks: never parsed again for a pool: key
    inputs = run_inputs(files, ruleset, not_decks=ev.files())
    refuse_output_over_inputs(output, inputs, "--output")  # None: the standard output
    if html is not None:
        refuse_output_over_inputs(html, inputs, "--html")
    refuse_summary_over_inputs(summary, inputs)
    refuse_reports_into_one(("--html", html), ("--output", output), (STEP_SUMMARY, summary))


def register(app: typer.Typer) -> None:
    """Add the ``event`` command to ``app``."""
    app.command("event")(event)
