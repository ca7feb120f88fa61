"""The fast path of the ``riftcheck`` command: plain check runs without typer.

Importing typer, and the pydantic it builds its parameter types with, costs
about a quarter of a second: more than reading, checking and reporting a deck
together. A pre-commit hook pays it on every commit, so the commonest command
lines (``riftcheck deck.yaml``, ``riftcheck check decks/ -f json -o out``)
are parsed here and handed to :func:`riftcheck.cli.checking.run_check`, the
same code the typer command runs.

Only what this parser fully understands is taken: any other command, help,
``--version``, an unknown option, a value it would have to guess about or a
bad choice falls through to typer, which gives the usual messages. A test
(tests/test_fast_cli.py) runs both paths on the same command lines and
compares output and exit codes.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

#: Every top-level command or group name of the typer app: a first argument
#: with one of these names is a command, never a path (tests keep it in step).
COMMAND_NAMES = frozenset(
    {
        "bans",
        "cards",
        "check",
        "completion",
        "convert",
        "diff",
        "event",
        "explain",
        "rules",
        "rulesets",
        "schema",
        "show",
    }
)

#: Options taking a value: option -> (run_check parameter, converter or allowed values).
_VALUE = {
    "--ruleset": "ruleset",
    "-r": "ruleset",
    "--as-of": "as_of",
    "--cards": "cards",
    "--pool": "pool",
    "--format": "fmt",
    "-f": "fmt",
    "--output": "output",
    "-o": "output",
    "--color": "color",
    "--select": "select",
    "--ignore": "ignore",
    "--config": "config_path",
    "--jobs": "jobs",
    "-j": "jobs",
    "--max-file-size": "max_file_size",
    "--region": "region",
    "--lang": "lang",
}
from riftcheck.reporters import FORMATS  # noqa: E402  (light: the registry, no reporter)

_CHOICES = {
    "fmt": FORMATS,
    "color": ("auto", "always", "never"),
    "lang": ("en", "fr"),
}
_PATHS = {"cards", "pool", "output", "config_path"}
_MULTI = {"select", "ignore"}
_FLAGS = {
    "--team": ("team", True),
    "--strict": ("strict", True),
    "--no-strict": ("strict", False),
    "--quiet": ("quiet", True),
    "-q": ("quiet", True),
}


def parse(args: list[str]) -> dict[str, Any] | None:  # noqa: C901
    """The keyword arguments of :func:`run_check` for ``args``, or ``None`` when typer must handle them."""
    rest = list(args)
    out: dict[str, Any] = {"paths": []}
    # a global --cards before the command, then the optional command name
    while rest and (rest[0] == "--cards" or rest[0].startswith("--cards=")):
        if not _take(rest, out):
            return None
    if rest and rest[0] == "check":
        rest.pop(0)
    while rest:
        tok = rest[0]
        if (
            tok == "--"
        ):  # the rest are paths, whatever they look like (the GitHub Action passes them so)
            out["paths"] += rest[1:]
            break
        if tok == "-" or not tok.startswith("-"):
            if tok in COMMAND_NAMES:
                return None  # typer decides whether it is a command or a path
            out["paths"].append(rest.pop(0))
        elif tok in _FLAGS:
            name, value = _FLAGS[rest.pop(0)]
            out[name] = value
        elif tok in ("-v", "--verbose") or (
            len(tok) > 2 and tok[0] == "-" and set(tok[1:]) == {"v"}
        ):
            rest.pop(0)
            out["verbose"] = out.get("verbose", 0) + (1 if tok == "--verbose" else len(tok) - 1)
        elif not _take(rest, out):
            return None
    return out if out["paths"] else None


def _take(rest: list[str], out: dict[str, Any]) -> bool:
    """Consume one ``--opt value`` / ``--opt=value`` from ``rest`` into ``out``; False if not understood."""
    tok = rest.pop(0)
    if tok.startswith("--") and "=" in tok:
        opt, value = tok.split("=", 1)
    else:
        opt = tok
        if not rest or rest[0].startswith("-"):
            return False  # a missing value, or one typer would read differently
        value = rest.pop(0)
    name = _VALUE.get(opt)
    if name is None:
        return False
    if name in _CHOICES and value not in _CHOICES[name]:
        return False
    if name in ("jobs", "max_file_size"):
        # ASCII digits, and few enough for int() (5,000 digits would raise): anything else is typer's
        if not (value.isascii() and value.isdigit()) or len(value) > 18 or int(value) < 1:
            return False
        out[name] = int(value)
    elif name in _MULTI:
        out.setdefault(name, []).append(value)
    elif name in _PATHS:
        out[name] = Path(value)
    else:
        out[name] = value
    return True


def run(args: list[str]) -> None:
    """Run ``args`` on the fast path and exit; returns (doing nothing) when typer must handle them."""
    kwargs = parse(args)
    if kwargs is None:
        return
    from riftcheck.cli._guard import run_guarded
    from riftcheck.cli.checking import run_check

    paths = kwargs.pop("paths")
    code = [0]

    def go() -> None:
        code[0] = run_check(paths, **kwargs)

    run_guarded(go)
    sys.exit(code[0])
