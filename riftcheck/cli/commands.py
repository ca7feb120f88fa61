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


def misspelt_command(word: str) -> str | None:
    """The command ``word`` misspells (``chek``: ``check``) when it is no file or directory, or
    ``None``: a first argument that is neither is a path (``riftcheck deck.yaml``)."""
    import os

    if not word or word == "-" or word.startswith("-") or word in COMMAND_NAMES:
        return None
    if os.path.lexists(word):
        return None
    from riftcheck.infra.suggest import closest

    return closest(word, sorted(COMMAND_NAMES))
