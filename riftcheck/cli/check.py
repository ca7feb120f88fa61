"""``riftcheck check PATH...`` (the default command): check decks and report.

This module is the typer command. Its options are not written here: they are the table
:data:`riftcheck.cli.options.CHECK`, from which the typer-free fast path of
:mod:`riftcheck.cli._fast` builds its parser too. What the command does is
:func:`riftcheck.cli.checking.run_check`, which the fast path also calls.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Literal

import typer

from riftcheck.cli.checking import (  # noqa: F401  (re-exported: tests and callers import them from here)
    PROGRESS_FROM,
    _Progress,
    _split,
    run_check,
    show_progress,
    use_color,
)
from riftcheck.cli.options import CHECK, COUNT, FLAG, INT, MULTI, PATH, PATHS_HELP, SWITCH

#: The Python type typer reads for each kind of option (CHOICE: a Literal of the choices).
_TYPES = {
    PATH: Path | None,
    INT: int | None,
    MULTI: list[str] | None,
    FLAG: bool,
    SWITCH: bool | None,
    COUNT: int,
}


def _parameters() -> list[inspect.Parameter]:
    """The typer parameters of ``check``, built from the one table :data:`CHECK`."""
    params = [
        inspect.Parameter("ctx", inspect.Parameter.KEYWORD_ONLY, annotation=typer.Context),
        inspect.Parameter(
            "paths",
            inspect.Parameter.KEYWORD_ONLY,
            annotation=list[str] | None,
            default=typer.Argument(None, metavar="PATH", help=PATHS_HELP, show_default=False),
        ),
    ]
    for o in CHECK:
        flags = [f"{o.flags[0]}/{o.off}", *o.flags[1:]] if o.kind == SWITCH else list(o.flags)
        default = {FLAG: False, COUNT: 0}.get(o.kind)
        extra = {"count": True} if o.kind == COUNT else {}
        info = typer.Option(
            default, *flags, metavar=o.metavar, help=o.help, show_default=False, **extra
        )
        kind = Literal[o.choices] | None if o.choices else _TYPES.get(o.kind, str | None)
        params.append(
            inspect.Parameter(o.name, inspect.Parameter.KEYWORD_ONLY, default=info, annotation=kind)
        )
    return params


def check(ctx: typer.Context, paths: list[str] | None, **options) -> None:
    """Check decks for legality (the default command: 'riftcheck deck.yaml' works too).

    Exit codes: 0 every deck is legal, 1 a deck is illegal or unreadable,
    2 usage error, 3 riftcheck cannot run (card database, ruleset, configuration).
    """
    if options.get("cards") is None:
        from riftcheck.cli._common import global_cards

        options["cards"] = global_cards(ctx)
    raise typer.Exit(run_check(paths, **options))


# typer reads a command's options from its signature: this one is the table's
check.__signature__ = inspect.Signature(_parameters())
check.__annotations__ = {p.name: p.annotation for p in check.__signature__.parameters.values()}


def register(app: typer.Typer) -> None:
    """Add the ``check`` command to ``app``."""
    app.command("check", no_args_is_help=False)(check)
