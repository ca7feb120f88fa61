"""Shared plumbing of the CLI: global options, the default command, error mapping.

Global options (before the command): ``--cards PATH``, ``--version``, ``--lang LANG`` (which
every command takes too).
They are stored in ``ctx.obj`` (a dict); commands read the card database
through :func:`get_db` so that ``--cards`` applies everywhere.
"""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from riftcheck.cli._fast import GLOBAL_VALUE_OPTIONS, check_named_late  # noqa: F401  (re-exported)
from riftcheck.infra.errors import (
    EXIT_USAGE,
)


def _version_callback(value: bool) -> None:
    if value:
        from riftcheck import __version__
        from riftcheck.i18n import Msg, say

        try:
            from riftcheck.cards.db import CardDB, coverage_lines
            from riftcheck.infra.escape import terminal

            db = CardDB.load()
            head = Msg(
                "riftcheck {version} (card database {db}, {date})",
                version=__version__,
                db=db.version,
                date=db.date,
            )
            lines = [terminal(say(x)) for x in (head, *coverage_lines(db))]
        except Exception:  # the version line must print even with a broken database
            lines = [
                say(Msg("riftcheck {version} (card database unavailable)", version=__version__))
            ]
        typer.echo("\n".join(lines))
        raise typer.Exit(0)


def root_callback(
    ctx: typer.Context,
    cards: Path | None = typer.Option(
        None,
        "--cards",
        help="Card database file to use instead of the installed one.",
        metavar="PATH",
    ),
    version: bool = typer.Option(
        False,
        "--version",
        callback=_version_callback,
        is_eager=True,
        help="Show versions and exit.",
    ),
) -> None:
    """Check Riftbound decks for legality."""
    ctx.ensure_object(dict)
    ctx.obj["cards"] = cards
    if ctx.invoked_subcommand is None:
        from riftcheck.i18n import N_, say

        typer.echo(ctx.get_help())
        typer.echo(
            "\n" + say(N_("Try: riftcheck deck.yaml   (check a deck)   or   riftcheck --help"))
        )
        raise typer.Exit(EXIT_USAGE)


def global_cards(ctx: typer.Context | None) -> Path | None:
    """The global ``--cards PATH`` given before the command, if any."""
    c = ctx
    while c is not None:
        if isinstance(c.obj, dict) and c.obj.get("cards"):
            return c.obj["cards"]
        c = c.parent
    return None


def get_db(ctx: typer.Context | None = None):
    """The card database selected by ``--cards`` (or the default one)."""
    from riftcheck.cards.db import CardDB

    db = CardDB.load(global_cards(ctx))
    note = getattr(db, "note", None)
    if note:
        import sys

        from riftcheck.i18n import Msg, say
        from riftcheck.infra.escape import line

        print(line(say(Msg("riftcheck: notice: {note}", note=note))), file=sys.stderr)
    return db


def insert_default_command(args: list[str], commands: set[str]) -> list[str]:
    """Put ``check`` first when the first positional argument is not a command.

    ``check`` goes before the global options too (``riftcheck --lang fr -r sealed --pool - d``
    is ``riftcheck check --lang fr -r sealed --pool - d``), as :func:`check_named_late` does
    for an explicit ``check``: ``check`` takes ``--lang`` and ``--cards`` itself, and read by
    the top level they would be lost to it (``check``'s ``--lang`` would fall to the locale)."""
    args = check_named_late(args)
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-h", "--help", "--version"):
            return args
        if a in GLOBAL_VALUE_OPTIONS:
            i += 2
            continue
        if a.split("=", 1)[0] in GLOBAL_VALUE_OPTIONS:  # --cards=PATH, --lang=fr
            i += 1
            continue
        if a.startswith("-") and a != "-":
            if top_level_typo(a):
                return args  # `riftcheck --versio`: the top level says so, with its usage
            # an option of `check` given before the path: `riftcheck --strict deck.yaml`
            return ["check", *args] if "check" in commands else args
        if a in commands:
            return args
        from riftcheck.cli.commands import misspelt_command

        if misspelt_command(a) is not None:
            return args  # `riftcheck chek deck.yaml`: the top level says so, with its usage
        return ["check", *args] if "check" in commands else args
    return args


#: The options of ``riftcheck`` itself (before any command), beside ``check``'s.
ROOT_OPTIONS = ("--cards", "--version", "--help", "-h")


def top_level_typo(option: str) -> bool:
    """Whether ``option``, unknown to ``check`` and to the top level, is closest to an option of
    the top level (``--versio``: ``--version``, not ``check``'s ``--verbose``)."""
    from riftcheck.cli import options as o
    from riftcheck.infra.suggest import similarity

    flag = option.split("=", 1)[0]
    own = {f for opt in o.CHECK for f in (*opt.flags, *((opt.off,) if opt.off else ()))}
    if flag in own or flag in ROOT_OPTIONS or flag in GLOBAL_VALUE_OPTIONS:
        return False
    word = flag.lstrip("-")
    ranked = sorted(
        ((similarity(word, c.lstrip("-")), c in ROOT_OPTIONS, c) for c in (*own, *ROOT_OPTIONS)),
        reverse=True,
    )
    best, root, _ = ranked[0]
    return best >= 0.6 and root


def run_app(app: typer.Typer, args: list[str]) -> None:
    """Run the typer app, mapping every riftcheck error to its exit code.

    Click's own handling of a usage error (``standalone_mode``) prints English only, so the app
    runs without it and a usage error is printed here, in the run's language
    (:func:`riftcheck.cli._help.show_usage_error`), with click's exit code.
    """
    import typer.main
    from typer._click.exceptions import ClickException
    from typer.exceptions import Abort

    from riftcheck.cli import _help
    from riftcheck.cli._guard import run_guarded
    from riftcheck.i18n import current, say

    _help.use_typer_words(current())
    command = typer.main.get_command(app)
    tidy(command)

    def run() -> None:
        try:
            code = command.main(args=args, prog_name="riftcheck", standalone_mode=False)
        except ClickException as exc:
            _help.show_usage_error(exc)
            sys.exit(exc.exit_code)
        except Abort:  # end of input at a prompt
            print(say(_help.ABORTED), file=sys.stderr)
            sys.exit(1)
        # without standalone_mode, typer returns the code of typer.Exit (a command's return value
        # otherwise, which riftcheck's commands never use: they end by typer.Exit or return None)
        sys.exit(code if type(code) is int else 0)

    run_guarded(run)


def tidy(command) -> None:
    """One style for the help and the option errors of ``command`` and its sub-commands, in the
    run's language.

    Metavariables are upper-case words (``PATH``, ``FORMAT``), never a Python type
    (``PATH <list[str]>``) or typer's braces; an option's choices are said in its help when the
    help does not list them already (:func:`riftcheck.cli._help.translate`); the option parser's
    messages lose pydantic's
    ``Value error,`` prefix. Typer exposes no setting for these, so its parameters are adjusted
    once they are built: the attributes set here are the ones typer reads, and on a typer
    without them they are simply unused. Every command gets the ``--lang`` option, and
    every help text is then said in the run's language (:func:`riftcheck.cli._help.translate`).
    """
    from riftcheck.cli import _help

    _tidy(command, _help)
    _help.translate(command)


def _tidy(command, _help) -> None:
    _help.give_lang_option(command)
    for param in getattr(command, "params", ()):
        _tidy_param(param)
    for sub in (getattr(command, "commands", None) or {}).values():
        _tidy(sub, _help)


def _metavar(name: str) -> str:
    """``set_`` -> ``SET``, ``source_url`` -> ``SOURCE-URL``."""
    return name.strip("_").replace("_", "-").upper()


#: The parameters that name a file, a directory or a ruleset (every command's): an empty value
#: (an unset ``$DECK`` in ``riftcheck check --fix "$DECK"``) is refused, never read as ``Path("")``,
#: the current directory, which widened the run to the whole tree and fixed files nobody named
#: (evtV 4), nor as no ``--ruleset`` at all (evtV 7).
PATH_PARAMS = frozenset(
    {
        "paths",
        "path",
        "src",
        "registered",
        "played",
        "output",
        "html",
        "pool",
        "cards",
        "config_path",
    }
)


def _refuse_empty(param, value) -> None:
    """Raise :class:`UsageError` (exit 2) when ``param`` names a path or a ruleset and ``value``
    (or, for a repeated argument, one of its values) is the empty string."""
    if param.name == "html" and value == "-":
        from riftcheck.infra.errors import UsageError
        from riftcheck.models import Msg

        # the report is on standard output: the page would be mixed into it (evtV 6)
        raise UsageError(
            Msg("--html: '-' would mix the page into the report on standard output"),
            hint=Msg("name a file, or use --format html for the page alone"),
        )
    if param.name not in PATH_PARAMS and param.name != "ruleset":
        return
    values = value if isinstance(value, (list, tuple)) else [value]
    if "" not in values:
        return
    from riftcheck.infra.errors import UsageError
    from riftcheck.models import Msg

    opts = [o for o in getattr(param, "opts", ()) if o.startswith("--")]
    name = (
        opts[0] if opts and param.param_type_name == "option" else param.metavar.removesuffix("...")
    )
    if param.name == "ruleset":
        raise UsageError(
            Msg("{name}: an empty value names no ruleset", name=name),
            hint=Msg("leave {name} out for the default ruleset", name=name),
        )
    raise UsageError(Msg("{name}: an empty path names no file", name=name))


def _tidy_param(param) -> None:
    if not isinstance(param.name, str):
        return
    if getattr(param, "param_type_name", "") == "argument":
        from riftcheck.cli._help import metavar_said

        param.metavar = metavar_said(param.metavar or _metavar(param.name))
        param.display_type_rich = lambda ctx: None  # the help names the metavariable alone
        name = param.metavar.removesuffix("...")
        usage = (name if param.required else f"[{name}]") + ("..." if param.nargs != 1 else "")
        param._usage_display_name = lambda: usage
    elif not (getattr(param, "is_flag", False) or getattr(param, "count", False)):
        from riftcheck.cli._help import metavar_said

        if param.metavar is None:
            param.metavar = "FORMAT" if param.name in ("fmt", "to") else _metavar(param.name)
        param.metavar = metavar_said(param.metavar)  # French: « --as-of DATE », « NOM|CHEMIN »
    process = getattr(param, "process_value", None)
    if process is not None:

        def process_value(ctx, value, _process=process, _param=param):
            _refuse_empty(_param, value)  # as typed: a Path type makes "" the directory "."
            if value == "-" and _param.name == "output":
                # `-o -` is standard output, as `-` is standard input for a deck: it wrote a file
                # named `-` (evtV 6)
                return None
            try:
                value = _process(ctx, value)
            except Exception as exc:
                message = getattr(exc, "message", None)
                if isinstance(message, str) and message.startswith("Value error, "):
                    exc.message = message[len("Value error, ") :]
                raise
            return value

        param.process_value = process_value
