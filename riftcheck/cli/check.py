"""``riftcheck check PATH...`` (the default command): check decks and report.

This module is the typer command; what it does is
:func:`riftcheck.cli.checking.run_check`, which the fast path of
:mod:`riftcheck.cli._fast` also calls without importing typer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import typer

from riftcheck.cli.checking import (  # noqa: F401  (re-exported: tests and callers import them from here)
    PROGRESS_FROM,
    _Progress,
    _split,
    atomic_write,
    run_check,
    show_progress,
    use_color,
)
from riftcheck.reporters import FORMATS

#: The ``--format`` choices: every registered reporter.
Format = Literal[FORMATS]  # type: ignore[valid-type]  (built from the registry at run time)
Color = Literal["auto", "always", "never"]

#: Languages of the text report (riftcheck.i18n.LANGS).
Lang = Literal["en", "fr"]


def check(
    ctx: typer.Context,
    paths: list[str] | None = typer.Argument(
        None,
        metavar="PATH",
        help="Deck files, directories (searched for deck files), '-' for stdin, or deck codes.",
        show_default=False,
    ),
    ruleset: str | None = typer.Option(
        None,
        "--ruleset",
        "-r",
        metavar="NAME|PATH",
        help="Ruleset to check against [default: constructed].",
    ),
    as_of: str | None = typer.Option(
        None,
        "--as-of",
        metavar="DATE",
        help="Judge legality on this date (YYYY-MM-DD) [default: the deck's event date, else today].",
    ),
    cards: Path | None = typer.Option(
        None, "--cards", metavar="PATH", help="Card database file to use."
    ),
    lang: Lang | None = typer.Option(
        None,
        "--lang",
        help="Language of the text report: en or fr [default: lang: of the configuration, else the locale]. "
        "Machine formats stay English.",
    ),
    region: str | None = typer.Option(
        None,
        "--region",
        metavar="CODE",
        help="Judge set legality by this region's launch dates (cn: China) [default: worldwide].",
    ),
    pool: Path | None = typer.Option(
        None, "--pool", metavar="PATH", help="Sealed/draft pool the decks were built from."
    ),
    team: bool = typer.Option(False, "--team", help="Check the decks together as one 2v2 team."),
    fmt: Format | None = typer.Option(
        None,
        "--format",
        "-f",
        help="Report format [default: text; github inside GitHub Actions].",
    ),
    output: Path | None = typer.Option(
        None, "--output", "-o", metavar="FILE", help="Write the report to FILE."
    ),
    strict: bool | None = typer.Option(
        None, "--strict/--no-strict", help="Warnings fail the run too."
    ),
    quiet: bool = typer.Option(
        False, "--quiet", "-q", help="Only report decks with problems, and the summary."
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
        None, "--color", help="Colour the text report [default: auto; NO_COLOR honoured]."
    ),
    select: list[str] | None = typer.Option(
        None, "--select", metavar="RULE", help="Run only these rules (repeat or comma-separate)."
    ),
    ignore: list[str] | None = typer.Option(
        None, "--ignore", metavar="RULE", help="Do not run these rules (the report says so)."
    ),
    config_path: Path | None = typer.Option(
        None,
        "--config",
        metavar="FILE",
        help="Configuration file [default: .riftcheck.yaml or pyproject.toml, found upwards].",
    ),
    jobs: int | None = typer.Option(
        None,
        "--jobs",
        "-j",
        min=1,
        metavar="N",
        help="Processes checking decks [default: one per core].",
    ),
    max_file_size: int | None = typer.Option(
        None,
        "--max-file-size",
        min=1,
        metavar="BYTES",
        help="Refuse deck files larger than this [default: 10 MiB].",
    ),
    fix: bool = typer.Option(
        False,
        "--fix",
        help="Apply the safe fixes (zones, names, merged lines, tokens) to the files first.",
    ),
) -> None:
    """Check decks for legality (the default command: 'riftcheck deck.yaml' works too).

    Exit codes: 0 every deck is legal, 1 a deck is illegal or unreadable,
    2 usage error, 3 riftcheck cannot run (card database, ruleset, configuration).
    """
    if cards is None:
        from riftcheck.cli._common import global_cards

        cards = global_cards(ctx)
    code = run_check(
        paths,
        ruleset=ruleset,
        as_of=as_of,
        region=region,
        lang=lang,
        cards=cards,
        pool=pool,
        team=team,
        fmt=fmt,
        output=output,
        strict=strict,
        quiet=quiet,
        verbose=verbose,
        color=color,
        select=select,
        ignore=ignore,
        config_path=config_path,
        jobs=jobs,
        max_file_size=max_file_size,
        fix=fix,
    )
    raise typer.Exit(code)


def register(app: typer.Typer) -> None:
    """Add the ``check`` command to ``app``."""
    app.command("check", no_args_is_help=False)(check)
