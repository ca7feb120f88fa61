"""The ``riftcheck`` command: a thin typer layer over the library.

Sub-commands live in sibling modules and register themselves on :data:`app`
through :func:`_register`. ``riftcheck deck.yaml`` works as typed because
:func:`main` inserts the default ``check`` command when the first argument is
not a known command.
"""

from __future__ import annotations

import sys
from typing import Any

from riftcheck.i18n import N_, say

#: Modules that add commands to the app (see :func:`_register`).
COMMAND_MODULES = (
    "check",
    "show",
    "bans",
    "cards",
    "convert",
    "rules",
    "schema",
    "event",
    "completion",
    "diff",
)

_APP: Any = None

#: One-line summaries for ``riftcheck --help``: short enough that the command list fits 80
#: columns untruncated (click cuts a docstring's first sentence at about 45 characters).
SHORT_HELP: dict[str, str] = {
    "check": N_("Check decks (the default: 'riftcheck deck.yaml')."),
    "show": N_("Show a deck on one screen: zones, curves, bans."),
    "bans": N_("List the ban list in force on a date."),
    "convert": N_("Convert a deck to another format."),
    "rules": N_("List every rule with its summary."),
    "rulesets": N_("List the shipped rulesets."),
    "explain": N_("Explain one rule: options, examples."),
    "schema": N_("Print a JSON Schema (deck, report...)."),
    "event": N_("Check every player of an event."),
    "completion": N_("Print a shell completion script."),
    "diff": N_("Compare a played deck with its registered list."),
    "cards": N_("Look cards up; update the card database."),
}

#: What ``riftcheck --help`` says about checking, the command most runs use.
_EPILOG = N_("""\b
Check options (riftcheck check --help lists them all):
  -r, --ruleset NAME|PATH   ruleset [default: constructed]
  --as-of DATE              judge on this date (YYYY-MM-DD)
  --pool PATH, --team       Sealed/Draft pool; check a 2v2 team
  -f, --format FORMAT       text, json, github, sarif, junit...
  -o, --output FILE         write the report to FILE
  --strict                  warnings fail the run too
  --fix                     apply the safe fixes to the files first
  -q, -v                    fewer / more details (-v: the deck view)""")


def _build_app():
    """The typer app, made on first use: importing typer (and the pydantic it uses) costs a quarter
    of a second, which the fast path of :mod:`riftcheck.cli._fast` avoids for plain check runs."""
    import typer

    from riftcheck.cli import _common

    app = typer.Typer(
        name="riftcheck",
        help="Check Riftbound decks for legality: which rule, which card, which line, and how to fix it.",
        no_args_is_help=False,
        add_completion=False,
        rich_markup_mode=None,
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
        epilog=_EPILOG,
    )
    app.callback(invoke_without_command=True)(_common.root_callback)
    import os

    if "_RIFTCHECK_COMPLETE" in os.environ:
        # a shell asking for completions through the script of `riftcheck completion`: only then
        # are typer's completion classes loaded (add_completion=False keeps them off every other run)
        from typer._completion_classes import completion_init

        completion_init()
    return app


def __getattr__(name: str) -> Any:
    # ``riftcheck.cli.app`` is built on first access (PEP 562)
    global _APP
    if name == "app":
        if _APP is None:
            _APP = _build_app()
        return _APP
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Whether :func:`_register` has run: a second ``main()`` in one process (the suite's in-process
#: runs) must not add every command to :data:`app` again (click then walks the copies on every run)
_REGISTERED = [False]


def _register() -> None:
    """Import every command module so that each adds its commands to :data:`app` (once)."""
    import importlib

    if _REGISTERED[0]:
        return
    app = __getattr__("app")
    for mod in COMMAND_MODULES:
        try:
            module = importlib.import_module(f"riftcheck.cli.{mod}")
        except ModuleNotFoundError as exc:  # a command module not written yet
            if exc.name != f"riftcheck.cli.{mod}":
                raise
            continue
        module.register(app)
    for info in (*app.registered_commands, *app.registered_groups):
        name = info.name or (
            info.callback.__name__.replace("_", "-") if getattr(info, "callback", None) else None
        )
        if name in SHORT_HELP and not info.short_help:
            info.short_help = SHORT_HELP[name]  # said in the run's language by tidy()
    _REGISTERED[0] = True


def known_commands() -> set[str]:
    """Names of the registered top-level commands and groups."""
    app = __getattr__("app")
    names = {c.name or c.callback.__name__.replace("_", "-") for c in app.registered_commands}
    names |= {g.name for g in app.registered_groups if g.name}
    return names


def main(argv: list[str] | None = None) -> None:
    """Console-script entry point."""
    from riftcheck.infra import startup

    startup.hold()  # no garbage collection while start-up makes what lives for the whole run
    startup.catch_interrupts()
    from riftcheck.infra import compiled
    from riftcheck.infra.paths import user_dir

    compiled.install(user_dir("cache"))  # regular expressions compiled by an earlier run
    try:
        from riftcheck import i18n

        args = i18n.lang_after_command(
            i18n.normalized_argv(list(sys.argv[1:] if argv is None else argv))
        )

        # errors are said in the reader's language from the first one: --lang, else the locale
        # (the configuration's lang: applies once it is read)
        # (a --lang riftcheck does not speak is a usage error, said in the locale's language)
        lang = i18n.from_argv(args)
        i18n._COMMAND_LINE[:] = [lang] if lang in i18n.LANGS else []  # noqa: SLF001
        i18n.use(i18n.choose(lang if lang in i18n.LANGS else None))
        from riftcheck.cli import _fast
        from riftcheck.cli._hookargs import hook_args
        from riftcheck.infra.errors import UsageError

        try:
            args = hook_args(args)  # the pre-commit hook's file names are paths, never options
        except UsageError as exc:
            from riftcheck.cli._guard import error_text

            print(error_text(exc), file=sys.stderr)
            sys.exit(exc.exit_code)
        if _fast.run(args):
            return
        startup.release()
        from riftcheck.cli import _common

        _register()
        args = _common.insert_default_command(args, known_commands())
        _common.run_app(__getattr__("app"), args)
    except KeyboardInterrupt:  # Ctrl-C while modules load, before the error guards are in place
        print(_interrupted(), file=sys.stderr)
        sys.exit(130)
    finally:
        compiled.save()  # when the run compiled a pattern the table did not hold


def _interrupted() -> str:
    """``riftcheck: interrupted`` in the run's language: the locale's when no ``--lang`` was read
    yet (:func:`riftcheck.i18n.current`); in English when even that cannot be said (a second
    Ctrl-C while the catalogue loads)."""
    from riftcheck.i18n import Msg

    text = Msg("riftcheck: interrupted")
    try:
        return say(text)
    except BaseException:  # noqa: BLE001 - the run is ending: the English words are said then
        return str(text)
