"""The fast path of the ``riftcheck`` command: plain check runs without typer.

Importing typer, and the pydantic it builds its parameter types with, costs
about a quarter of a second: more than reading, checking and reporting a deck
together. A pre-commit hook pays it on every commit, so the commonest command
lines (``riftcheck deck.yaml``, ``riftcheck check decks/ -f json -o out``)
are parsed here and handed to :func:`riftcheck.cli.checking.run_check`, the
same code the typer command runs.

The parser is built from the one option table of the command,
:data:`riftcheck.cli.options.CHECK`, which the typer command is built from too. Only what
it fully understands is taken: any other command, help, ``--version``, an unknown option,
joined short options (``-qv``, ``-fjson``), a value it would have to guess about or a bad
choice falls through to typer, which gives the usual messages. Tests
(tests/test_fast_cli.py) parse every option of the table both ways, and run both paths on
the same command lines comparing output and exit codes.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

# the command names live apart: the checking module needs them too, and this module imports it
from riftcheck.cli.commands import COMMAND_NAMES, misspelt_command


def _table() -> tuple[dict[str, object], dict[str, tuple[str, object]]]:
    """From the one option table: options taking a value (flag -> Opt) and the others
    (flag -> (run_check keyword, value or "count"))."""
    from riftcheck.cli import options as o

    values: dict[str, object] = {}
    bare: dict[str, tuple[str, object]] = {}
    for opt in o.CHECK:
        for flag in opt.flags:
            if opt.kind in (o.FLAG, o.SWITCH):
                bare[flag] = (opt.name, True)
            elif opt.kind == o.COUNT:
                bare[flag] = (opt.name, "count")
            else:
                values[flag] = opt
        if opt.off:
            bare[opt.off] = (opt.name, False)
    return values, bare


_VALUES, _BARE = _table()


#: Options taking a value, so the default-command detection can skip their values.
GLOBAL_VALUE_OPTIONS = {"--cards", "--lang"}


def takes_value(flag: str) -> bool:
    """Whether the option ``flag`` of ``check`` (or a global one) is followed by its value."""
    return "=" not in flag and (flag in _VALUES or flag in GLOBAL_VALUE_OPTIONS)


def check_named_late(args: list[str]) -> list[str]:
    """``args`` with ``check`` first when it is named after options of its own or global ones
    (``riftcheck --lang fr check deck``, ``riftcheck -v --as-of 2026-09-01 check deck``): the
    options are ``check``'s wherever they stand, as they are for ``riftcheck --lang fr deck``."""
    i = 0
    while i < len(args) and args[i].startswith("-") and args[i] not in ("-", "--"):
        if args[i] in ("-h", "--help", "--version"):
            return args
        i += 2 if takes_value(args[i]) else 1
    if 0 < i < len(args) and args[i] == "check":
        return ["check", *args[:i], *args[i + 1 :]]
    return args


def parse(args: list[str]) -> dict[str, Any] | None:
    """The keyword arguments of :func:`run_check` for ``args``, or ``None`` when typer must handle them."""
    rest = check_named_late(list(args))
    out: dict[str, Any] = {"paths": []}
    # a global --cards before the command, then the optional command name
    while rest and (rest[0] == "--cards" or rest[0].startswith("--cards=")):
        if not _take(rest, out):
            return None
    explicit = bool(rest) and rest[0] == "check"
    if explicit:
        rest.pop(0)
    while rest:
        tok = rest[0]
        if tok == "--":
            # the rest are paths, whatever they look like (the GitHub Action passes them so)
            out["paths"] += rest[1:]
            break
        if tok == "-" or not tok.startswith("-"):
            if tok in COMMAND_NAMES:
                return None  # typer decides whether it is a command or a path
            if not explicit and not out["paths"] and misspelt_command(tok) is not None:
                return None  # `riftcheck chek deck`: typer says so with the top-level usage
            out["paths"].append(rest.pop(0))
        elif not (_flag(rest, out) or _take(rest, out)):
            return None
    # an empty path (an unset $DECK) is typer's to refuse, with the other commands' message: read
    # as Path(""), the current directory, it widened the run to the whole tree (evtV 4)
    return out if out["paths"] and "" not in out["paths"] else None


def _flag(rest: list[str], out: dict[str, Any]) -> bool:
    """Consume one option without a value (``--team``, ``--no-strict``, ``-v``, ``-vv``) from
    ``rest`` into ``out``; False, consuming nothing, when ``rest[0]`` is not one."""
    tok = rest[0]
    if tok in _BARE:
        name, value = _BARE[tok]
    elif len(tok) > 2 and len(set(tok[1:])) == 1 and _BARE.get(tok[:2], ("", 0))[1] == "count":
        name, value = _BARE[tok[:2]]  # -vv: click counts a repeated short flag the same way
    else:
        return False
    rest.pop(0)
    if value == "count":
        value = out.get(name, 0) + (1 if tok.startswith("--") else len(tok) - 1)
    out[name] = value
    return True


def _take(rest: list[str], out: dict[str, Any]) -> bool:
    """Consume one ``--opt value`` / ``--opt=value`` from ``rest`` into ``out``; False if not understood."""
    from riftcheck.cli import options as o

    tok = rest.pop(0)
    if tok.startswith("--") and "=" in tok:
        flag, value = tok.split("=", 1)
    else:
        flag = tok
        if not rest or rest[0].startswith("-"):
            return False  # a missing value, or one typer would read differently
        value = rest.pop(0)
    opt = _VALUES.get(flag)
    if opt is None:
        return False
    if _typers(opt, value):
        return False
    if opt.kind == o.CHOICE and value not in opt.choices:
        return False  # typer says which choices there are
    if opt.kind == o.INT:
        # ASCII digits, and few enough for int() (5,000 digits would raise): anything else is typer's
        if not (value.isascii() and value.isdigit()) or len(value) > 18:
            return False
        out[opt.name] = int(value)
    elif opt.kind == o.MULTI:
        out.setdefault(opt.name, []).append(value)
    elif opt.kind == o.PATH:
        out[opt.name] = Path(value)
    else:
        out[opt.name] = value
    return True


def _typers(opt, value: str) -> bool:
    """Whether typer's parameter handles ``value`` of ``opt`` itself: an empty path or ruleset
    name, which it refuses (evtV 4, 7), or ``--output=-``, standard output (evtV 6)."""
    from riftcheck.cli import options as o

    if value == "" and (opt.kind == o.PATH or opt.name == "ruleset"):
        return True
    return value == "-" and opt.name == "output"


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
