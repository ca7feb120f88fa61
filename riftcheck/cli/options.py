"""The options of ``riftcheck check``, declared once.

:data:`CHECK` is the one table of the ``check`` command's options. The typer command
(:mod:`riftcheck.cli.check`) builds its signature from it, and the typer-free fast path
(:mod:`riftcheck.cli._fast`) builds its parser from it, so an option added, renamed or given a
new choice here changes both; ``tests/test_fast_cli.py`` parses every option both ways and
fails on any difference. This module imports no typer: the fast path reads it on every plain
``riftcheck deck.yaml``. Choices come from their registries (report formats, colours,
languages).
"""

from __future__ import annotations

from riftcheck.config import COLORS
from riftcheck.i18n import LANGS, N_, Msg
from riftcheck.reporters import FORMATS

#: What an option takes, and so how both parsers read it.
TEXT = "text"  # one string value
PATH = "path"  # one value, a pathlib.Path
INT = "int"  # one whole number from 1 up (check_bounds gives the upper bound)
CHOICE = "choice"  # one value out of Opt.choices
MULTI = "multi"  # a string value, repeatable: a list
FLAG = "flag"  # no value: True when given
SWITCH = "switch"  # --x/--no-x: True, False, or None when neither is given
COUNT = "count"  # no value, repeatable (-v, -vv): how many times


class Opt:
    """One option: run_check's keyword ``name``, its command-line ``flags``, its ``kind``, its
    ``metavar`` and ``help`` (the text of ``--help``), the ``choices`` of a CHOICE option and,
    for a SWITCH, the ``off`` flag (``--no-strict``)."""

    __slots__ = ("name", "flags", "kind", "metavar", "help", "choices", "off")

    def __init__(self, name, flags, kind, help, metavar=None, choices=(), off=None):
        self.name, self.flags, self.kind, self.help = name, tuple(flags), kind, help
        self.metavar, self.choices, self.off = metavar, tuple(choices), off

    def __repr__(self) -> str:
        return f"Opt({self.name!r}, {self.flags!r}, {self.kind!r})"


#: The ``check`` command's options, in the order of ``riftcheck check --help``.
CHECK: tuple[Opt, ...] = (
    Opt(
        "ruleset",
        ("--ruleset", "-r"),
        TEXT,
        "Ruleset to check against [default: constructed].",
        "NAME|PATH",
    ),
    Opt(
        "as_of",
        ("--as-of",),
        TEXT,
        "Judge legality on this date (YYYY-MM-DD) [default: the deck's event date, else today].",
        "DATE",
    ),
    Opt("cards", ("--cards",), PATH, "Card database file to use.", "PATH"),
    Opt(
        "lang",
        ("--lang",),
        CHOICE,
        Msg(
            "Language of the text report: {langs} [default: lang: of the configuration, else "
            "the locale]. Machine formats stay English.",
            langs=", ".join(LANGS),
        ),
        "LANG",
        LANGS,
    ),
    Opt(
        "region",
        ("--region",),
        TEXT,
        "Judge set legality by this region's launch dates (cn China, kr Korea, tw, hk or mo Taiwan, Hong Kong and Macau) [default: worldwide].",
        "CODE",
    ),
    Opt("pool", ("--pool",), PATH, "Sealed/draft pool the decks were built from.", "PATH"),
    Opt("team", ("--team",), FLAG, "Check the decks together as one 2v2 team."),
    Opt(
        "fmt",
        ("--format", "-f"),
        CHOICE,
        Msg(
            "Report format: {formats} [default: text; github inside GitHub Actions].",
            formats=", ".join(FORMATS),
        ),
        "FORMAT",
        FORMATS,
    ),
    Opt("output", ("--output", "-o"), PATH, "Write the report to FILE.", "FILE"),
    Opt("strict", ("--strict",), SWITCH, "Warnings fail the run too.", off="--no-strict"),
    Opt("quiet", ("--quiet", "-q"), FLAG, "Only report decks with problems, and the summary."),
    Opt("verbose", ("--verbose", "-v"), COUNT, "Also show notices, rules run and skipped."),
    Opt(
        "color",
        ("--color",),
        CHOICE,
        Msg(
            "Colour the text report: {colors} [default: auto; NO_COLOR honoured].",
            colors=", ".join(COLORS),
        ),
        "WHEN",
        COLORS,
    ),
    Opt(
        "select",
        ("--select",),
        MULTI,
        "Run only these rules (repeat or comma-separate).",
        "RULE",
    ),
    Opt(
        "ignore",
        ("--ignore",),
        MULTI,
        "Do not run these rules (the report says so).",
        "RULE",
    ),
    Opt(
        "config_path",
        ("--config",),
        PATH,
        "Configuration file [default: .riftcheck.yaml or pyproject.toml, found upwards].",
        "FILE",
    ),
    Opt(
        "jobs",
        ("--jobs", "-j"),
        INT,
        "Processes checking decks, 1 or more [default: one per core].",
        "N",
    ),
    Opt(
        "max_file_size",
        ("--max-file-size",),
        INT,
        "Refuse deck files larger than this many bytes [default: 10 MiB].",
        "BYTES",
    ),
    Opt(
        "fix",
        ("--fix",),
        FLAG,
        "Apply the safe fixes (zones, names, merged lines, tokens) to the files first.",
    ),
)

#: The positional argument of ``check``.
PATHS_HELP = N_("Deck files, directories (searched for deck files), '-' for stdin, or deck codes.")
