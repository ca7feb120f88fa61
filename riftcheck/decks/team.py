"""Team files for 2v2: ``team: [a.yaml, b.yaml]`` plus an optional ``name``."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from riftcheck.decks.contained import contained_path
from riftcheck.decks.read import DEFAULT_MAX_BYTES, _read_file
from riftcheck.decks.yamlsrc import compose
from riftcheck.infra.errors import InputError
from riftcheck.infra.escape import echoed_key
from riftcheck.models import Location, Msg, Plural

TEAM_KEYS = ("name", "team")


class TeamFile(NamedTuple):
    """A read team file: its name, the two deck paths (relative to the team file resolved) and where each was written."""

    name: str | None
    paths: tuple[Path, Path]
    locations: tuple[Location, Location]


def read_team(path: str | Path, *, max_bytes: int = DEFAULT_MAX_BYTES) -> TeamFile:
    """Read a team file; raises :class:`InputError` with line and column on bad content."""
    shown = str(path)
    text = _read_file(Path(path), shown, max_bytes)
    root = compose(text, shown)
    if root is None or root.kind != "map":
        where = (
            Location(shown, root.line, root.column) if root is not None else Location(shown, 1, 1)
        )
        raise InputError(
            Msg("expected a team file: a mapping with team: [deck-a.yaml, deck-b.yaml]"), where
        )
    name = None
    team = None
    for key, (knode, vnode) in root.value.items():
        if key not in TEAM_KEYS:
            raise InputError(
                Msg("unknown key {key}: allowed keys are name, team", key=echoed_key(key)),
                knode.loc(shown),
            )
        if key == "name":
            if vnode.kind != "scalar" or isinstance(vnode.value, (bool, list, dict)):
                raise InputError(Msg("name: expected text"), vnode.loc(shown))
            name = None if vnode.value is None else str(vnode.value)
        else:
            team = vnode
    if team is None:
        raise InputError(
            Msg("missing key 'team': expected team: [deck-a.yaml, deck-b.yaml]"),
            Location(shown, 1, 1),
        )
    if team.kind != "seq" or len(team.value) != 2:
        # whole messages, the count a Plural: an English "3 entries" put in a French sentence
        # read « mais elle en a 3 entries » (atkQ 2)
        raise InputError(
            Plural(
                len(team.value),
                "team: expected a list of exactly two deck files, found {n} entry",
                "team: expected a list of exactly two deck files, found {n} entries",
            )
            if team.kind == "seq"
            else Msg("team: expected a list of exactly two deck files, found no list"),
            team.loc(shown),
        )
    paths = []
    for item in team.value:
        if item.kind != "scalar" or not isinstance(item.value, str) or not item.value.strip():
            raise InputError(Msg("team: expected a deck file path"), item.loc(shown))
        paths.append(contained_path(item.value, path, item.loc(shown), "team:"))
    _two_files(paths, team.value, shown)
    return TeamFile(
        name, (paths[0], paths[1]), (team.value[0].loc(shown), team.value[1].loc(shown))
    )


def _two_files(paths: list[Path], items, shown: str) -> None:
    """Both members naming one deck file (the same path, a link to it, a hard link) is an error at
    the team file's second member: it read ``a team needs at least 2 decks, got 1``, with no file
    nor line nor why (atkL 8)."""
    import os

    from riftcheck.infra.fileio import same_file

    a, b = paths
    if os.path.normpath(a) != os.path.normpath(b) and not same_file(a, b):
        return
    raise InputError(
        Msg(
            "team: both members name one file ({first} and {second}); expected two different "
            "deck files",
            first=items[0].value,
            second=items[1].value,
        ),
        items[1].loc(shown),
    )
