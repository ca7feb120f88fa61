"""Errors that riftcheck turns into messages and exit codes, never tracebacks.

* :class:`InputError` - a deck (or pool, team) file cannot be read. The deck
  is reported as unreadable (exit 1) and the other files are still checked.
* :class:`UsageError` - the command line is wrong (exit 2).
* :class:`SetupError` - riftcheck cannot run: a broken card database,
  ruleset, configuration or plugin (exit 3).

Every error carries the file and, where one exists, the line and column.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: riftcheck.models reads the exit codes below
    from riftcheck.models import Location

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_USAGE = 2
EXIT_SETUP = 3
EXIT_INTERRUPTED = 130


class RiftcheckError(Exception):
    """Base of every error riftcheck reports to a user."""

    exit_code = EXIT_SETUP

    def __init__(self, message: str, location: Location | None = None, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.location = location
        self.hint = hint

    def __str__(self) -> str:
        where = f"{self.location}: " if self.location else ""
        hint = f" ({self.hint})" if self.hint else ""
        return f"{where}{self.message}{hint}"


class InputError(RiftcheckError):
    """An input file (deck, pool, team) is malformed or unreadable."""

    exit_code = EXIT_ILLEGAL


class UsageError(RiftcheckError):
    """The command line is wrong: unknown option value, missing path, bad date."""

    exit_code = EXIT_USAGE


class SetupError(RiftcheckError):
    """riftcheck cannot run: broken card database, ruleset, configuration or plugin."""

    exit_code = EXIT_SETUP


class CardDataError(SetupError):
    """The card database is missing, fails its schema or cannot be loaded."""


class RulesetError(SetupError):
    """A ruleset file is invalid: schema, unknown rule, bad option, extends cycle."""


class ConfigError(SetupError):
    """A configuration file (.riftcheck.yaml, [tool.riftcheck]) is invalid."""


class ResolveError(RiftcheckError):
    """A card reference did not resolve; ``resolution`` has suggestions or candidates."""

    exit_code = EXIT_ILLEGAL

    def __init__(self, message: str, resolution, location: Location | None = None):
        super().__init__(message, location)
        self.resolution = resolution
