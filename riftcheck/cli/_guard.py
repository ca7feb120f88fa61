"""The last line of defence of the ``riftcheck`` command: errors become messages and exit codes.

Kept free of typer so that the fast path (:mod:`riftcheck.cli._fast`) and the
typer app (:func:`riftcheck.cli._common.run_app`) map errors the same way.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from riftcheck.infra.errors import EXIT_ILLEGAL, EXIT_INTERRUPTED, EXIT_SETUP, RiftcheckError


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
    from riftcheck.i18n import say, say_source

    where = f"{say_source(exc.location)}: " if exc.location else ""
    hint = f" ({say(exc.hint)})" if exc.hint else ""
    return error_line(f"{where}{say(exc.message)}{hint}")


def run_guarded(fn: Callable[[], object]) -> None:
    """Call ``fn``, mapping every riftcheck error, Ctrl-C and a closed pipe to its message and exit code."""
    tolerant_streams()
    try:
        fn()
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
        print(internal_error_text(exc), file=sys.stderr)
        sys.exit(EXIT_SETUP)


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
