"""The ``riftcheck`` console script's entry point: Ctrl-C is caught before anything heavy loads.

The script pip writes runs ``from riftcheck._entry import main``, so only ``riftcheck/__init__.py``
(a docstring and the version) and this module are imported before :func:`main`'s first line,
which remembers a Ctrl-C (:func:`riftcheck.infra.startup.catch_interrupts`) and holds garbage
collection; only then is :mod:`riftcheck.cli` imported (the message catalogue, the fast path...).
A Ctrl-C from there on, while the modules load or while the run starts, ends the run with
``riftcheck: interrupted`` and exit code 130, never a traceback (a ``KeyboardInterrupt`` raised
while ``riftcheck.cli`` imported ``riftcheck.i18n`` was CPython's traceback).

What comes before :func:`main` is the interpreter's own start (``site``, the script's
``import re``): a Ctrl-C there is still Python's, as for any console script.
"""

import sys

#: What :func:`main` exits with on a Ctrl-C (:data:`riftcheck.infra.errors.EXIT_INTERRUPTED`,
#: not imported here: the errors module is more than this module needs before the run loads)
EXIT_INTERRUPTED = 130


def main() -> None:
    """Console-script entry point: :func:`riftcheck.cli.main` with Ctrl-C caught from the start."""
    try:
        from riftcheck.infra import startup

        startup.hold()  # no garbage collection while start-up makes what lives for the whole run
        startup.catch_interrupts()
        from riftcheck.infra import compiled
        from riftcheck.infra.paths import user_dir

        compiled.install(user_dir("cache"))  # regular expressions compiled by an earlier run
        from riftcheck.cli import main as cli_main

        cli_main()  # (which writes the table back)
    except KeyboardInterrupt:
        _interrupted()


def _interrupted() -> None:
    """Say ``riftcheck: interrupted`` (in the run's language when the catalogue is loaded) and
    exit 130; a second Ctrl-C meanwhile is ignored, the run is ending."""
    import _signal  # built in

    _signal.signal(_signal.SIGINT, _signal.SIG_IGN)
    text = "riftcheck: interrupted"
    try:
        if "riftcheck.i18n" in sys.modules:  # never loaded only to say this line
            from riftcheck.i18n import Msg, say

            text = say(Msg("riftcheck: interrupted"))
    except Exception:  # noqa: BLE001 - a half-imported catalogue: the English words are said
        pass
    try:
        print(text, file=sys.stderr)
    except (OSError, ValueError):  # a closed standard error: nothing to say it on
        pass
    sys.exit(EXIT_INTERRUPTED)
