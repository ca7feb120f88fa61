"""The names of riftcheck's commands, read by the fast path and by ``check``'s misspelt-command advice."""

from __future__ import annotations

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
