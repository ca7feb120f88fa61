"""The last line of defence of the ``riftcheck`` command: errors become messages and exit codes.

Kept free of typer so that the fast path (:mod:`riftcheck.cli._fast`) and the
typer app (:func:`riftcheck.cli._common.run_app`) map errors the same way.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from riftcheck.infra.errors import (
    EXIT_ILLEGAL,
    EXIT_INTERRUPTED,
    EXIT_SETUP,
    EXIT_USAGE,
    RiftcheckError,
)


class ClosedStream:
    """Standard output or error that was closed before riftcheck started (``riftcheck ... >&-``):
    writing raises ``OSError`` "it is closed", which the report's writer turns into its message."""

    encoding = "utf-8"
    errors = "replace"

    def write(self, text: str) -> int:
        import errno

        raise OSError(errno.EBADF, "it is closed")

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


def tolerant_streams() -> None:
    """Make stdout and stderr replace what their encoding cannot hold instead of failing.

    Windows writes redirected output in the ANSI code page (cp1252...), and
    ``PYTHONIOENCODING`` can name any codec: a card name in Chinese, a box-drawing
    rule or a file name with undecodable bytes must then print as ``?``, never
    end the run with an encoding error.
    """
    if sys.stdout is None:
        sys.stdout = ClosedStream()
    if sys.stderr is None:
        import os

        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for the process's life
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and getattr(stream, "errors", None) in (
            "strict",
            "surrogateescape",
            None,
        ):
            try:
                reconfigure(errors="replace")
            except (ValueError, OSError):  # a closed or detached stream: nothing to print to anyway
                pass


def can_encode(stream, text: str) -> bool:
    """Whether ``stream``'s encoding holds ``text`` (a stream without one takes any text)."""
    enc = getattr(stream, "encoding", None)
    if not enc:
        return True
    try:
        text.encode(enc)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def error_line(message: str) -> str:
    """``riftcheck: error: <message>`` safe for a terminal and a CI log (file names in it are shown,
    not obeyed), in the run's language (:func:`riftcheck.i18n.say`)."""
    from riftcheck.i18n import Msg, say
    from riftcheck.infra.escape import log_lines, terminal_multiline

    return log_lines(say(Msg("riftcheck: error: {message}", message=terminal_multiline(message))))


def error_text(exc: RiftcheckError) -> str:
    """The error line of ``exc``: its place, its message and hint in the run's language."""
    from riftcheck.i18n import Msg, say, say_source

    hint = f" ({say(exc.hint)})" if exc.hint else ""
    text = f"{say(exc.message)}{hint}"
    if exc.location:
        # the place as written (a file named like a game word stays its name), then the colon
        # as the run's language writes it (French: a no-break space before it)
        where = say_source(exc.location)
        text = say(Msg("{en_where}: {message}", en_where=where, message=text))
    return error_line(text)


def run_guarded(fn: Callable[[], object]) -> None:
    """Call ``fn``, mapping every riftcheck error, Ctrl-C and a closed pipe to its message and exit code."""
    tolerant_streams()
    from riftcheck.infra.startup import interrupted

    try:
        try:
            if interrupted():  # a Ctrl-C an import swallowed while the run started
                raise KeyboardInterrupt
            fn()
            if interrupted():
                raise KeyboardInterrupt
        finally:
            # what is still buffered is written here, inside the guard, not by the exit's flush
            # (a full disk would then be Python's "Exception ignored" and exit 120)
            _flush_stdout()
    except RiftcheckError as exc:
        print(error_text(exc), file=sys.stderr)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        from riftcheck.i18n import Msg, say

        print(say(Msg("riftcheck: interrupted")), file=sys.stderr)
        sys.exit(EXIT_INTERRUPTED)
    except BrokenPipeError:
        # the reader went away (`riftcheck decks/ | head`): stop quietly, without a second error at exit
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        sys.exit(EXIT_ILLEGAL)
    except SystemExit:
        raise
    except Exception as exc:  # noqa: BLE001 - last resort: never show a traceback to a user
        if isinstance(exc, (OSError, ValueError)) and _stdout_broken(exc):
            # any command (show, rules, --help...): a full disk or a closed descriptor behind
            # standard output is said as the report writers say it, with their exit code
            print(error_text(_stdout_error(exc)), file=sys.stderr)
            _silence_stdout()
            sys.exit(EXIT_USAGE)
        print(internal_error_text(exc), file=sys.stderr)
        sys.exit(EXIT_SETUP)


def _flush_stdout() -> None:
    out = sys.stdout
    if out is not None and not isinstance(out, ClosedStream):
        out.flush()


def _stdout_broken(exc: BaseException) -> bool:
    """Whether standard output is what failed: closed, a flush of it fails, a write of no bytes
    fails (``/dev/full``), or ``exc`` says no space and the file behind it has none left."""
    import errno
    import os

    out = sys.stdout
    if out is None or isinstance(out, ClosedStream):
        return True
    try:
        out.flush()
        fd = out.fileno()
        os.write(fd, b"")
    except (OSError, ValueError, AttributeError):
        return True
    if getattr(exc, "errno", None) in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        try:
            return os.fstatvfs(fd).f_bavail == 0
        except OSError:
            return False
    return False


def _stdout_error(exc: BaseException) -> RiftcheckError:
    from riftcheck.i18n import Msg
    from riftcheck.infra.errors import UsageError
    from riftcheck.infra.fileio import reason

    why = Msg("it is closed") if isinstance(sys.stdout, ClosedStream) else reason(exc)
    return UsageError(Msg("cannot write the report to standard output: {why}", why=why))


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so the exit's flush of what is left fails no more."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def internal_error_text(exc: BaseException) -> str:
    """The lines that report a bug of riftcheck (``exc`` escaped riftcheck's error handling), in
    the run's language; in English when the catalogue cannot say them (the bug may be there)."""
    from riftcheck.i18n import Msg, say
    from riftcheck.infra.escape import log_lines, terminal

    text = Msg(
        "riftcheck: internal error: {kind}: {text}\n"
        "This is a bug in riftcheck; please report it with the command you ran.",
        kind=type(exc).__name__,
        text=terminal(str(exc)),
    )
    try:
        said = say(text)
    except Exception:  # noqa: BLE001 - the report of a bug must reach the user whatever fails
        said = str(text)
    return log_lines(said)
