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
        help="Played decks may differ by one-for-one sideboard exchanges (TR 403.4).",
    ),
    strict: bool = typer.Option(False, "--strict/--no-strict", help="Warnings fail the run too."),
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
    roster with the columns player, list and optionally id, team, deck_code, played, table, notes.
    Exit codes: 0 every player is legal and nothing is missing, 1 otherwise, 2 usage error,
    3 riftcheck cannot run.
    """
    from riftcheck import api
    from riftcheck.cli._common import global_cards
    from riftcheck.cli.checking import _split, check_bounds, write_report
    from riftcheck.events.check import check_event
    from riftcheck.events.read import read_event
    from riftcheck.i18n import current
    from riftcheck.infra.errors import InputError

    check_bounds(max_file_size=max_file_size)
    as_of_date = api.parse_date(as_of) if as_of is not None else None
    try:
        ev = read_event(path)
    except InputError as exc:
        # the event itself cannot be read: there is nothing to report on, so it is the run's error
        from riftcheck.cli._guard import error_text

        typer.echo(error_text(exc), err=True)
        raise typer.Exit(1) from None
    run = check_event(
        ev,
        ruleset=ruleset,
        as_of=as_of_date,
        cards=global_cards(ctx),
        select=_split(select),
        ignore=_split(ignore),
        sideboarding=sideboarding,
        max_bytes=max_file_size,
    )
    lang = current()  # --lang or the locale (main() chose it); event reads no configuration
    if html is not None:
        write_report(run, "html", html, strict=strict, option="--html", lang=lang)
    write_report(
        run,
        fmt or "text",
        output,
        quiet=quiet,
        verbose=verbose,
        color=color,
        strict=strict,
        lang=lang,
    )
    raise typer.Exit(run.exit_code(strict))


def register(app: typer.Typer) -> None:
    """Add the ``event`` command to ``app``."""
    app.command("event")(event)
