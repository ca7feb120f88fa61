"""``riftcheck ARGS`` run in the test's own process as a new process would run it (tests/conftest.py's
``cli`` and tests/reliability/conftest.py's ``run_cli`` fixtures use it).

Starting the console script costs a new interpreter and riftcheck's imports, a third of a second on
a loaded machine, for each of about a thousand runs of the suite: the library's behaviour is tested
here, in this process, and the console script only where it is what is tested (its fixtures
``script`` and ``run_script``, marked ``spawn``).
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import traceback


class Ran(subprocess.CompletedProcess):
    """What a run of ``riftcheck ARGS`` gives a test: the ``CompletedProcess`` of a console-script
    run, made in this process by :func:`run_in_process` the same way."""


#: Variables read when an interpreter starts, not by riftcheck: a run in this process cannot obey them
_INTERPRETER_ONLY = ("PYTHONIOENCODING", "PYTHONUTF8", "PYTHONWARNINGS", "PYTHONPATH")


def run_in_process(args, *, environ, stdin=None, cwd=None, text=True, errors="strict") -> Ran:
    """``riftcheck ARGS`` through the console script's entry point (:func:`riftcheck.cli.main`) in
    this process, as a fresh process would run it: ``environ`` as its whole environment, ``cwd`` as
    its directory, ``stdin`` (text or bytes) as its standard input, standard output and error read
    as bytes (``text``: decoded with ``errors`` and universal newlines, as ``subprocess.run(...,
    text=True)`` does) and the exit code that ``sys.exit`` (or an uncaught exception) would give.

    Nothing of the run stays: the environment, directory, streams, ``sys.argv`` and the message
    language (:mod:`riftcheck.i18n`) are those of before. A test of what only a real process has
    (the encoding of real stdio, signals, file descriptors, the entry point) uses ``script``."""
    from riftcheck import i18n
    from riftcheck.cli import main

    told = [v for v in _INTERPRETER_ONLY if environ.get(v, "") != os.environ.get(v, "")]
    if told:
        raise ValueError(f"{told} only act on a new interpreter: run the console script (script)")
    args = [str(a) for a in args]
    raw = stdin.encode() if isinstance(stdin, str) else (stdin or b"")
    streams = (sys.stdin, sys.stdout, sys.stderr, sys.argv)
    saved_env, saved_cwd = dict(os.environ), os.getcwd()
    saved_lang = (list(i18n._IN_USE), list(i18n._COMMAND_LINE), set(i18n._UNSPOKEN))  # noqa: SLF001
    out, err = io.BytesIO(), io.BytesIO()
    # the streams of a process started in a UTF-8 locale (C.UTF-8, as the suite runs in)
    # (held here: a wrapper that is collected closes its buffer)
    wrappers = (
        io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8", errors="surrogateescape"),
        io.TextIOWrapper(out, encoding="utf-8", errors="strict", newline="\n"),
        io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace", newline="\n"),
    )
    sys.stdin, sys.stdout, sys.stderr = wrappers
    sys.argv = ["riftcheck", *args]
    for state in (i18n._IN_USE, i18n._COMMAND_LINE, i18n._UNSPOKEN):  # noqa: SLF001
        state.clear()  # a new process: no language chosen, no catalogue found unreadable yet
    # nor a loaded ruleset: its cache is keyed by the named file alone, so a local base file it
    # extends, rewritten between two runs, would be read as it was (a new process reads it anew)
    from riftcheck import rulesets

    rulesets._load_cached.cache_clear()  # noqa: SLF001
    rulesets._SHADOWED_SAID.clear()  # noqa: SLF001 - a new process has said no notice yet
    os.environ.clear()
    os.environ.update(environ)
    try:
        if cwd is not None:
            os.chdir(cwd)
        code = _exit_code(main, args)
    finally:
        for stream in wrappers[1:]:
            try:
                stream.flush()
            except (ValueError, OSError):
                pass
        sys.stdin, sys.stdout, sys.stderr, sys.argv = streams
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
        i18n._IN_USE[:], i18n._COMMAND_LINE[:] = saved_lang[0], saved_lang[1]  # noqa: SLF001
        i18n._UNSPOKEN.clear()  # noqa: SLF001
        i18n._UNSPOKEN.update(saved_lang[2])  # noqa: SLF001
    if isinstance(code, str):  # sys.exit("message"): said on stderr, exit status 1
        err.write(code.encode() + b"\n")
        code = 1
    stdout, stderr = out.getvalue(), err.getvalue()
    if text:
        stdout, stderr = (_universal(b.decode("utf-8", errors)) for b in (stdout, stderr))
    return Ran(["riftcheck", *args], code, stdout, stderr)


def _exit_code(main, args):
    try:
        main(args)
    except SystemExit as exc:
        return 0 if exc.code is None else exc.code
    except BaseException:  # noqa: BLE001 - as the interpreter does: the traceback on stderr, status 1
        traceback.print_exc(file=sys.stderr)
        return 1
    return 0


def _universal(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")
