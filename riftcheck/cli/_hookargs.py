"""The pre-commit hook's command line: file names are never options.

pre-commit runs ``entry args... files...``: the files come after the user's ``args``, so a
committed file named ``--output=alice.deck.txt`` would be read by ``riftcheck check`` as the
option writing the report over Alice's deck. The hook's entry is ``riftcheck check
--hook-paths``; :func:`hook_args` then rewrites the command line before it is parsed: an
argument that names an existing file is a path, whatever it looks like, an option of ``check``
keeps its value, and every path goes after ``--`` (a file named ``-`` as ``./-``, the file and not
standard input). An argument that names an existing file and
is spelled as one of ``check``'s options (a committed file named ``--strict``) is refused: from
the command line alone it may be the user's option or a file name, and read either way a file
would add an option or cancel the user's (atkO 1: a readable deck named ``--strict`` dropped
the user's ``--strict``, and the hook passed). Nothing is ever written, skipped or dropped.
"""

from __future__ import annotations

import os

#: The marker the hook's entry puts right after ``check``.
HOOK_PATHS = "--hook-paths"


def _is_file(arg: str) -> bool:
    try:
        return os.path.lexists(arg)
    except (ValueError, OSError):  # a NUL in the name
        return False


def _takes_value() -> dict[str, bool]:
    """Flag -> whether it takes a value, from the one table of ``check``'s options."""
    from riftcheck.cli.options import CHECK, COUNT, FLAG, SWITCH

    out = {}
    for opt in CHECK:
        for flag in (*opt.flags, *((opt.off,) if opt.off else ())):
            out[flag] = opt.kind not in (FLAG, SWITCH, COUNT)
    return out


def _spelled_as_option(arg: str, takes: dict[str, bool]) -> bool:
    """Whether ``arg`` reads as an option of ``check``: ``--strict``, ``--output=x``, ``-ox``."""
    return arg.split("=", 1)[0] in takes or (
        len(arg) > 2 and arg[1] != "-" and takes.get(arg[:2]) is not None
    )


def _ambiguous(arg: str):
    from riftcheck.infra.errors import UsageError
    from riftcheck.models import Msg

    return UsageError(
        Msg(
            "{arg} names a file and is spelled as an option of check: with --hook-paths it could "
            "be your option or a committed file, and a file name never adds or cancels an option",
            arg=arg,
        ),
        hint=Msg("rename the file"),
    )


def hook_args(args: list[str]) -> list[str]:
    """``args`` with the hook's paths after ``--`` (unchanged when the marker is not there).

    Raises :class:`~riftcheck.infra.errors.UsageError` for an argument that names a file and
    is spelled as an option (:func:`_spelled_as_option`)."""
    if len(args) < 2 or args[0] != "check" or args[1] != HOOK_PATHS:
        return args
    takes = _takes_value()
    opts: list[str] = []
    paths: list[str] = []
    rest = args[2:]
    i = 0
    while i < len(rest):
        arg = rest[i]
        i += 1
        if arg == "--" and not _is_file(arg):  # a committed file named "--" is a path too
            paths.extend(rest[i:])
            break
        if _is_file(arg) and _spelled_as_option(arg, takes):
            raise _ambiguous(arg)
        if _is_file(arg) or not arg.startswith("-"):
            paths.append(arg)
            continue
        opts.append(arg)  # an option (an unknown one is refused by the parser, exit 2)
        if takes.get(arg.split("=", 1)[0]) and "=" not in arg and i < len(rest):
            opts.append(rest[i])
            i += 1
    # a committed file named "-" is that file, never standard input (evtR 4: the hook checked
    # stdin, and a tty waited); "./-" is the same file, which no reader takes for stdin
    return ["check", *opts, "--", *(f"./{p}" if p == "-" and _is_file(p) else p for p in paths)]
