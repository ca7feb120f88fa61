"""The command line's own words in the run's language: help pages, usage lines and usage errors.

Typer builds riftcheck's click commands from the command modules' signatures and docstrings,
in English. Once they are built, :func:`translate` says every command's help, short help and
epilog and every parameter's help in the run's language (:func:`riftcheck.i18n.say`), so that
no command module translates its own help; the help texts are marked for the catalogue where
they are written (:func:`riftcheck.i18n_build.extract` reads ``help=`` literals and the command
docstrings of ``riftcheck/cli``). The same pass gives every command the ``--lang`` option
(:func:`give_lang_option`) and the context class whose usage line says ``Usage:`` in that language.

The words around the help (``Arguments``, ``Options``, ``default: ...``) are typer's, which it
says through :mod:`gettext` (:func:`use_typer_words`); those of the click that typer vendors
(``Usage:``, the help option, the usage errors) have no gettext at all, so they are said here:
:func:`usage_error_text` writes a usage error as click's ``UsageError.show`` does, each part
in the run's language and the values (option names, choices) as they are.
"""

from __future__ import annotations

import re
import sys
from functools import cache
from typing import Literal

from riftcheck.i18n import LANGS, N_, NC_, Msg, Translator, current, say

#: The help of the ``--lang`` option that every command takes (``check`` has its own, in the
#: options table: it also names the configuration's ``lang:``).
LANG_HELP = Msg(
    "Language of the messages and of this help: {langs} [default: the locale].",
    langs=", ".join(LANGS),
)

#: The help of the help option (click's "Show this message and exit.").
HELP_OPTION_HELP = N_("Show this message and exit.")

#: The words of a usage error around its message (click's, without gettext).
TRY_HELP = N_("Try '{command} {option}' for help.")
ERROR = N_("Error: {message}")
#: A section heading of a help page (click writes the colon; French puts a space before it).
HEADING = N_("{heading}:")

#: The prefix of a usage line (click's, without gettext).
USAGE_PREFIX = N_("Usage: ")

#: The words typer says through ``gettext.gettext`` (typer.core, typer.rich_utils): listed here so
#: that the extraction asks the catalogue for each (the test of the catalogue fails without one).
TYPER_WORDS = (
    N_("Arguments"),
    N_("Options"),
    N_("Commands"),
    N_("default: {default}"),
    N_("required"),
    N_("env var: {var}"),
    N_("(dynamic)"),
    N_("Missing command."),
    N_("No such command {name!r}."),
    N_("Aborted!"),
)
#: What is said when the input ends at a prompt (typer's word).
ABORTED = TYPER_WORDS[-1]

#: click's list of choices of a missing argument (one a line), and how a language other than
#: English says it (one sentence)
CHOOSE_FROM = N_("Choose from:\n\t{choices}")
CHOOSE_INLINE = N_("Choose from: {choices}.")

#: The messages of click's and typer's usage errors, as typer 0.29 writes them in English. The
#: exceptions carry their text only, so a message is read back into its template and values
#: (:func:`said_message`); one that matches none stays English. A ``{message}`` value is itself
#: such a message (the reason of an invalid value), read back in turn; the other values (option
#: names, choices) are kept as they are.
USAGE_MESSAGES = (
    N_("No such option: {name}"),
    N_("{message} (Possible options: {options})"),
    N_("Option {name} does not take a value."),
    N_("Option {name} requires an argument."),
    N_("Option {name} requires {n} arguments."),
    N_("Got unexpected extra argument(s) ({args})"),
    N_("Invalid value for {hint}: {message}"),
    N_("Invalid value: {message}"),
    N_("Missing argument {hint}."),
    N_("Missing option {hint}."),
    N_("Missing parameter {hint}."),
    N_("Missing argument {hint}. {message}"),
    N_("Missing option {hint}. {message}"),
    CHOOSE_FROM,
    N_("{value} is not one of {choices}."),
    N_("Value must be an iterable."),
    # pydantic's words for a number typer could not read (typer coerces values with pydantic)
    N_("Input should be a valid integer, unable to parse string as an integer"),
    N_("Input should be a valid integer, got a number with a fractional part"),
    N_("Input should be a valid number, unable to parse string as a number"),
    N_("Input should be a finite number"),
)

#: click's "(Possible options: --format)" for one option, in a language other than English
#: (French agrees with the one: atkF 8); English stays click's, byte for byte
ONE_OPTION = N_("{message} (did you mean {option}?)")

#: The metavariables of the commands' arguments and options, said in the run's language in the
#: usage line, the help and a usage error alike (« LISTE-INSCRITE DECK-JOUÉ », « --ruleset
#: NOM|CHEMIN », « --as-of DATE »). One rule for all: a French metavariable is a noun (words joined
#: by hyphens, as the English ones), never a bare participle or adverb (« JOUÉE », « QUAND »).
METAVARS = {
    "ARGS": NC_("metavar", "ARGS"),
    "BYTES": NC_("metavar", "BYTES"),
    "CODE": NC_("metavar", "CODE"),
    "COMMAND": NC_("metavar", "COMMAND"),
    "DATE": NC_("metavar", "DATE"),
    "DECK": NC_("metavar", "DECK"),
    "DOMAIN": NC_("metavar", "DOMAIN"),
    "EVENT": NC_("metavar", "EVENT"),
    "FILE": NC_("metavar", "FILE"),
    "FORMAT": NC_("metavar", "FORMAT"),
    "INPUT-FORMAT": NC_("metavar", "INPUT-FORMAT"),
    "LANG": NC_("metavar", "LANG"),
    "LEVEL": NC_("metavar", "LEVEL"),
    "LOCALES": NC_("metavar", "LOCALES"),
    "N": NC_("metavar", "N"),
    "NAME": NC_("metavar", "NAME"),
    "PATH": NC_("metavar", "PATH"),
    "PLAYED": NC_("metavar", "PLAYED"),
    "POOL": NC_("metavar", "POOL"),
    "REF": NC_("metavar", "REF"),
    "REGION": NC_("metavar", "REGION"),
    "REGISTERED": NC_("metavar", "REGISTERED"),
    "RULE": NC_("metavar", "RULE"),
    "SECONDS": NC_("metavar", "SECONDS"),
    "SET": NC_("metavar", "SET"),
    "SHELL": NC_("metavar", "SHELL"),
    "SOURCE": NC_("metavar", "SOURCE"),
    "SOURCE-URL": NC_("metavar", "SOURCE-URL"),
    "SRC": NC_("metavar", "SRC"),
    "TEXT": NC_("metavar", "TEXT"),
    "TYPE": NC_("metavar", "TYPE"),
    "URL": NC_("metavar", "URL"),
    "WHEN": NC_("metavar", "WHEN"),
}


def metavar_said(name: str) -> str:
    """A metavariable (``PLAYED``, ``DECK...``, an option's ``NAME|PATH``) in the run's language
    (``DECK-JOUÉ``, ``NOM|CHEMIN``); one riftcheck does not list stays as it is."""
    if "|" in name:
        return "|".join(metavar_said(part) for part in name.split("|"))
    base = name.removesuffix("...")
    if base not in METAVARS:
        return name
    return Translator(current()).text(METAVARS[base], "metavar") + name[len(base) :]


_Lang = Literal[LANGS]  # type: ignore[valid-type]  # the languages riftcheck speaks

_FIELD = re.compile(r"\{([a-z_]+)\}")


def _pattern(template: str) -> re.Pattern:
    out, pos = [], 0
    for m in _FIELD.finditer(template):
        out.append(re.escape(template[pos : m.start()]))
        out.append(f"(?P<{m.group(1)}>.+?)")
        pos = m.end()
    out.append(re.escape(template[pos:]))
    return re.compile("".join(out) + r"\Z", re.S)


#: (pattern, template) of :data:`USAGE_MESSAGES`, the one with the most literal text first, so
#: that ``No such option: --x (Possible options: --fix)`` is read as the longer template.
_READ_BACK = tuple(
    (_pattern(t), t)
    for t in sorted((t for t in USAGE_MESSAGES if "{" in t), key=lambda t: -len(_FIELD.sub("", t)))
)


def said(template: str, **values: object) -> str:
    """``template`` (a msgid marked with ``N_``) in the run's language, ``values`` put in as they
    are: option names, choices and command paths are never translated."""
    return Translator(current()).text(template).format(**values)


def said_message(text: str, _depth: int = 0) -> str:
    """A usage-error message of click or typer (English ``text``) in the run's language: read
    back into a template of :data:`USAGE_MESSAGES` and its values; as it is when none reads it."""
    if text in USAGE_MESSAGES:
        return said(text)
    for rx, template in _READ_BACK:
        m = rx.match(text)
        if m:
            values = m.groupdict()
            if current() != "en":  # click's 'xml', '--format' / '-f': « xml » in French runs
                values = {k: v if k == "message" else _quoted(v) for k, v in values.items()}
            if "message" in values and _depth < 3:
                values["message"] = said_message(values["message"], _depth + 1)
            if current() != "en" and "options" in values and ", " not in values["options"]:
                return said(ONE_OPTION, message=values["message"], option=values["options"])
            if current() != "en" and template == CHOOSE_FROM:
                # click's one choice a line, a comma at each end: one French sentence (atkF 20)
                choices = [c.strip().rstrip(",") for c in values["choices"].split("\n")]
                return said(CHOOSE_INLINE, choices=", ".join(_quoted(f"'{c}'") for c in choices))
            return said(template, **values)
    return text


#: A word click quotes in its messages (``'--format'``, ``'xml'``, ``'RULE'``)
_CLICK_QUOTED = re.compile(r"'([^'\s][^'\n]*?)'")


def _quoted(value: str) -> str:
    """``value`` (a value of a click message: option names, choices, a metavariable) with click's
    ASCII quotes written as French quotes: « --format » / « -f », « xml »."""
    return _CLICK_QUOTED.sub("\u00ab\u00a0\\1\u00a0\u00bb", value)


def usage_error_text(exc) -> str:
    """What click's ``UsageError.show`` writes for ``exc`` (the usage line, ``Try ... for
    help.``, ``Error: ...``), said in the run's language; in English, byte for byte click's."""
    out = ""
    ctx = getattr(exc, "ctx", None)
    if ctx is not None:
        hint = ""
        if ctx.command.get_help_option(ctx) is not None:
            hint = said(TRY_HELP, command=ctx.command_path, option=ctx.help_option_names[0]) + "\n"
        out = f"{ctx.get_usage()}\n{hint}\n"
    message = _misspelt_command(exc)
    if message is None:
        message = said_message(_close_options_only(exc).format_message())
    return out + said(ERROR, message=message)


_NO_SUCH_COMMAND = N_("No such command {name!r}.")


def _misspelt_command(exc) -> str | None:
    """riftcheck's words for a misspelt command at the top level (``riftcheck chek deck.yaml``):
    typer's "Did you mean" offers what difflib finds with its own cutoff (``'check', 'schema'``),
    in English; riftcheck's one measure (:mod:`riftcheck.infra.suggest`) offers the command, and
    says the word may have been meant as a path."""
    ctx = getattr(exc, "ctx", None)
    if ctx is None or ctx.parent is not None:
        return None
    text = str(getattr(exc, "message", ""))
    m = None
    # typer says the words in the run's language already (use_typer_words), or in English
    # (English quotes the name as repr does, French in « »)
    quoted = (
        ("{name!r}", "'(?P<name>.+?)'"),
        ("«\u00a0{name!s}\u00a0»", "«\u00a0(?P<name>.+?)\u00a0»"),
    )
    for template in {Translator(current()).text(_NO_SUCH_COMMAND), _NO_SUCH_COMMAND}:
        for field, name in quoted:
            if field in template:
                head, _, tail = template.partition(field)
                pattern = re.escape(head) + name + re.escape(tail) + ".*"
                m = m or re.fullmatch(pattern, text, re.S)
    if m is None:
        return None
    from riftcheck.cli.commands import misspelt_command

    near = misspelt_command(m.group("name"))
    if near is None:
        return None
    return say(
        Msg(
            "no such file or directory, nor command: {first} (did you mean the command '{near}'? riftcheck {near} --help)",
            first=m.group("name"),
            near=near,
        )
    )


def _close_options_only(exc):
    """``exc`` with only the possible options close to the unknown one when it is click's
    ``NoSuchOption``: click offers those whose difflib ratio, leading dashes counted, reaches 0.6,
    so ``--bogus`` was offered ``--jobs`` and ``--verbose``; riftcheck's measure
    (:mod:`riftcheck.infra.suggest`) compares the names without their dashes and offers the
    closest ones only (:func:`~riftcheck.infra.suggest.best_matches`: ``--versio`` is offered
    ``--version``, not ``--verbose``). With none close, none is offered (the ``Try ... for help.``
    line points to the options)."""
    from typer._click.exceptions import NoSuchOption

    from riftcheck.infra.suggest import best_matches

    if not isinstance(exc, NoSuchOption) or not exc.possibilities:
        return exc
    possible = list(exc.possibilities)
    close = best_matches(exc.option_name.lstrip("-"), [p.lstrip("-") for p in possible])
    close = [p for p in possible if p.lstrip("-") in close]
    if close == list(exc.possibilities):
        return exc
    return NoSuchOption(exc.option_name, exc.message, close, getattr(exc, "ctx", None))


def show_usage_error(exc) -> None:
    """Print :func:`usage_error_text` of ``exc`` (a click exception) on stderr, coloured as click
    would."""
    from typer._click.exceptions import NoArgsIsHelpError, UsageError
    from typer._click.utils import echo

    if isinstance(exc, NoArgsIsHelpError) or not isinstance(exc, UsageError):
        exc.show()  # the command's help (already in the run's language), or a file error
        return
    ctx = getattr(exc, "ctx", None)
    echo(usage_error_text(exc), file=sys.stderr, color=ctx.color if ctx is not None else None)


def use_typer_words(lang: str) -> None:
    """Make typer say its words (``Options``, ``default: ...``) in ``lang``.

    typer.core and typer.rich_utils do ``from gettext import gettext as _`` when imported, so
    their words are looked up in gettext's default domain, which riftcheck's catalogue is not:
    rebinding that module attribute to the lookup of riftcheck's catalogue
    (:meth:`riftcheck.i18n.Translator.text`) is the only way
    to reach them (typer has no setting for it). English binds :func:`gettext.gettext` back, as
    typer had it (a process may run the command twice, as the tests do); rich_utils is rebound
    only when it is loaded (riftcheck's help turns rich off, so it usually is not, and
    importing it would cost a start-up).
    """
    import gettext

    words = Translator(lang).text if lang in LANGS[1:] else gettext.gettext
    for name in ("typer.core", "typer.rich_utils"):
        module = sys.modules.get(name)
        if module is not None and hasattr(module, "_"):
            module._ = words


def give_lang_option(command) -> None:
    """Add the ``--lang LANG`` option to ``command`` unless it has one (one declaration for all).

    Its value is read by :func:`riftcheck.cli.main` from the command line itself, before any
    command runs (so that errors are said in that language from the first one); the option
    exists so that every command accepts it and rejects a language riftcheck does not speak.
    """
    import copy

    params = getattr(command, "params", None)
    if params is not None and not any("--lang" in getattr(p, "opts", ()) for p in params):
        params.append(copy.copy(_lang_option()))


@cache
def _lang_option():
    import typer
    import typer.main

    app = typer.Typer()

    @app.command()
    def probe(
        lang: _Lang | None = typer.Option(
            None, "--lang", metavar="LANG", help=LANG_HELP, show_default=False
        ),
    ) -> None:
        pass  # typer builds the option from this signature; only the option is kept

    option = next(p for p in typer.main.get_command(app).params if p.name == "lang")
    option.expose_value = False  # no command function takes it: main() has read it already
    return option


def context_class(base):
    """A subclass of the context class ``base`` whose help and usage say ``Usage:`` in the run's
    language (click's formatter writes a fixed English prefix)."""
    from typer._click.formatting import HelpFormatter

    _keep_marks_with_their_words()

    class Formatter(HelpFormatter):
        def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
            super().write_usage(prog, args, say(USAGE_PREFIX) if prefix is None else prefix)

        def write_heading(self, heading: str) -> None:
            # the heading word is typer's, said already (use_typer_words)
            self.write(f"{'':>{self.current_indent}}{said(HEADING, heading=heading)}\n")

    return type("Context", (base,), {"formatter_class": Formatter})


def _keep_marks_with_their_words() -> None:
    """Make click's help wrapper cut a word longer than a line (a narrow terminal) never just
    before a no-break space or the mark French writes after one (``: ; ? ! »``): click's wrapper
    (``typer._click._textwrap.TextWrapper``, which ``wrap_text`` imports at each call) cuts it at
    the last column. Its subclass below is put in its place once; every other break is click's."""
    from typer._click import _textwrap

    if getattr(_textwrap.TextWrapper, "keeps_marks", False):
        return
    from riftcheck.reporters._util import cut_point

    class TextWrapper(_textwrap.TextWrapper):
        keeps_marks = True

        def __init__(self, *args, **kwargs) -> None:
            # never a break at a hyphen: a path (~/.local/share/bash-completion/...), an option
            # or a rule id is copied as one word
            kwargs["break_on_hyphens"] = False
            super().__init__(*args, **kwargs)

        def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width) -> None:
            last = reversed_chunks[-1]
            if "/" in last:  # a path or a URL longer than the line: whole on a line of its own
                if not cur_line:
                    cur_line.append(reversed_chunks.pop())
                return
            room = max(width - cur_len, 1)
            cut = cut_point(last, room) if len(last) > room else room
            if cut < room:
                cur_line.append(last[:cut])
                reversed_chunks[-1] = last[cut:]
                return
            super()._handle_long_word(reversed_chunks, cur_line, cur_len, width)

    _textwrap.TextWrapper = TextWrapper


def translate(command, context=None) -> None:
    """Say the help of ``command``, of its sub-commands and of their parameters in the run's
    language, and give each the context class of :func:`context_class`."""
    context = context or context_class(command.context_class)
    command.context_class = context
    for attr in ("help", "short_help", "epilog"):
        text = getattr(command, attr, None)
        if text:
            setattr(command, attr, _said_help(text))
    for param in getattr(command, "params", ()):
        text = _with_choices(param, _said_help(source_help(param) or ""))
        if text:
            param.help = text
    _give_citation_legend(command)
    if getattr(command, "subcommand_metavar", None) == "COMMAND [ARGS]...":  # typer's, a group's
        # the instance attribute over typer's default: « [OPTIONS] COMMANDE [ARGUMENTS]... »
        command.subcommand_metavar = f"{metavar_said('COMMAND')} [{metavar_said('ARGS')}]..."
    _say_help_option(command)
    _keep_no_break_spaces(command)
    for sub in (getattr(command, "commands", None) or {}).values():
        translate(sub, context)


def _give_citation_legend(command) -> None:
    """A help that cites the rules (« RT 403.4 ») ends with the legend of RB/RT, once: the
    command's epilog (:func:`riftcheck.i18n.citation_legend`)."""
    from riftcheck.i18n import citation_legend

    texts = [command.help or "", *(getattr(p, "help", None) or "" for p in command.params)]
    legend = citation_legend(Translator(current()), *texts)
    if legend and legend not in (command.epilog or ""):
        command.epilog = f"{command.epilog}\n\n{legend}" if command.epilog else legend


#: click shortens a command's help for the commands list with ``str.split()``, which breaks at
#: the no-break spaces of French typography and joins the words with plain spaces: the help is
#: handed over with private-use characters of the same length in their place
_HIDE = str.maketrans({"\u00a0": "\ue000", "\u202f": "\ue001"})
_SHOW = str.maketrans({"\ue000": "\u00a0", "\ue001": "\u202f"})


def _keep_no_break_spaces(command) -> None:
    """Keep the no-break spaces of ``command``'s help in its shortened form (the commands list)."""
    made = getattr(command, "get_short_help_str", None)
    if made is None:
        return

    def get_short_help_str(limit: int = 45) -> str:
        written = command.help
        if not written or command.short_help:
            return made(limit)
        command.help = written.translate(_HIDE)
        try:
            return made(limit).translate(_SHOW)
        finally:
            command.help = written

    command.get_short_help_str = get_short_help_str


def _said_help(text: str) -> str:
    """A help text in the run's language: a :class:`Msg` from its template, a literal (a
    ``help=`` string, a docstring) from the catalogue's entry of that very text."""
    return say(text) if isinstance(text, Msg) else Translator(current()).text(text)


def _with_choices(param, text: str) -> str:
    """``text``, the help of ``param`` said already, with the choices of ``param`` named at its
    end unless the help as written lists them already (typer would show them as a type)."""
    choices = getattr(getattr(param, "type_descriptor", None), "choices", None) or getattr(
        getattr(param, "type", None), "choices", None
    )
    written = source_help(param) or ""
    if not choices or all(str(c) in written for c in choices):
        return text
    listed = ", ".join(map(str, choices))
    if not text.strip():
        return said(N_("One of: {choices}."), choices=listed)
    return said(N_("{help} One of: {choices}."), help=text.rstrip(), choices=listed)


def source_help(param) -> str | None:
    """The help of ``param`` as it was written, before :func:`translate`: typer keeps what it was
    given (a literal, or a :class:`Msg` with its template and values) in the parameter's
    ``parameter_info``; a parameter click made itself has only its ``help``."""
    written = getattr(
        getattr(getattr(param, "type_descriptor", None), "parameter_info", None), "help", None
    )
    return written if isinstance(written, str) else param.help


def _say_help_option(command) -> None:
    """Say the help option's help in the run's language: click makes that option on first use,
    in :meth:`get_help_option`, so that method of ``command`` is wrapped."""
    made = command.get_help_option

    def get_help_option(ctx):
        option = made(ctx)
        if option is not None and option.help == HELP_OPTION_HELP:
            option.help = say(HELP_OPTION_HELP)
        return option

    command.get_help_option = get_help_option
