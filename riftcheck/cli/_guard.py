"""The last line of defence of the ``riftcheck`` command: errors become messages and exit codes.

Kept free of typer so that the fast path (:mod:`riftcheck.cli._fast`) and the
typer app (:func:`riftcheck.cli._common.run_app`) map errors the same way.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from riftcheck.errors import EXIT_ILLEGAL, EXIT_INTERRUPTED, EXIT_SETUP, RiftcheckError


def run_guarded(fn: Callable[[], object]) -> None:
    """Call ``fn``, mapping every riftcheck error, Ctrl-C and a closed pipe to its message and exit code."""
    try:
        fn()
    except RiftcheckError as exc:
        print(f"riftcheck: error: {exc}", file=sys.stderr)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        print("riftcheck: interrupted", file=sys.stderr)
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
        print(
            f"riftcheck: internal error: {type(exc).__name__}: {exc}\n"
            "This is a bug in riftcheck; please report it with the command you ran.",
            file=sys.stderr,
        )
        sys.exit(EXIT_SETUP)
