"""DotGG / riftbound.gg deck JSON: ``{"humanname": ..., "deck": {"OGN-042": "6"}, "boards": [...]}``.

The shape is second-hand (formats.md 2.5: the guide pages' ``getdeck`` answer, as other projects
read it, not verified first-hand), so the reader is strict and names the culprit: each board is
an object of card ids and counts (the site writes counts as strings, ``"6"``; whole numbers are
accepted too); ``boards[0]`` holds everything but the sideboard (zones come from the card
types, the Chosen Champion is inferred), ``boards[1]`` when present is the sideboard, and
without ``boards`` the ``deck`` object is read as ``boards[0]``. A file with both says so when
they differ (``boards`` are read). ``humanname`` is the deck's name; other keys are the site's
and are not read. :func:`looks_like_dotgg` is how :mod:`riftcheck.decks.read` recognises the
shape among JSON inputs.
"""

from __future__ import annotations

import json
import re
from typing import Any

from riftcheck.cards.normalize import parse_id
from riftcheck.decks.build import DeckParts
from riftcheck.decks.entries import MAX_COUNT, RawEntry
from riftcheck.decks.yamlsrc import Node, compose, json_as_yaml
from riftcheck.infra.errors import InputError
from riftcheck.models import Location, Msg, Notice

#: The keys that make a JSON object a DotGG deck (a riftcheck deck file has none of them).
SHAPE_KEYS = frozenset({"boards", "deck", "humanname"})
#: How many boards a deck has: everything but the sideboard, then the sideboard.
MAX_BOARDS = 2


def looks_like_dotgg(text: str) -> bool:
    """True when ``text`` is a JSON object with DotGG's keys (``boards``, ``deck``, ``humanname``)
    and none of a riftcheck deck file's zones."""
    try:
        data = json.loads(text, parse_int=str, parse_float=str, parse_constant=str)
    except (ValueError, RecursionError):
        return False
    if not isinstance(data, dict) or not SHAPE_KEYS & set(data):
        return False
    return not {"legend", "main", "champion", "runes", "battlefields", "sideboard"} & set(data)


def read_dotgg(text: str, file: str) -> DeckParts:
    """Parse a DotGG / riftbound.gg deck JSON into unresolved parts (see the module docstring)."""
    root = compose(json_as_yaml(text, file), file)
    if root is None or root.kind != "map":
        where = root.loc(file) if root is not None else Location(file, 1, 1)
        raise InputError(Msg("expected a DotGG deck: a JSON object with boards or deck"), where)
    parts = DeckParts(file, "dotgg", empty_location=root.loc(file))
    fields = {str(k.value): v for k, v in root.value.values()}
    name = fields.get("humanname")
    if name is not None:
        if name.kind != "scalar" or not isinstance(name.value, str):
            raise InputError(Msg("humanname: expected the deck's name as text"), name.loc(file))
        parts.meta["name"] = name.value.strip() or None
    boards = _boards(fields, file)
    for i, board in enumerate(boards):
        zone = "sideboard" if i == 1 else None
        parts.entries.extend(_entries(board, f"boards[{i}]", zone, file))
    _compare_deck(fields, boards, parts, file)
    unread = [k for k in fields if k not in SHAPE_KEYS]
    if unread:
        # the site's own keys (an id, an author...): not read, and said, since the shape is
        # second-hand and a key riftcheck does not know could hold cards
        shown = ", ".join(repr(k)[:40] for k in unread[:5])
        parts.notices.append(
            Notice(
                "dotgg-keys-not-read",
                Msg(
                    "keys not read (not part of a DotGG deck as riftcheck knows it): {keys}",
                    keys=shown,
                )
                if len(unread) <= 5
                else Msg(
                    "keys not read (not part of a DotGG deck as riftcheck knows it): {keys} and {n} more",
                    keys=shown,
                    n=len(unread) - 5,
                ),
                fields[unread[0]].loc(file),
            )
        )
    parts.notices.append(
        Notice(
            "dotgg-shape",
            Msg(
                "read as a DotGG / riftbound.gg deck: {board0} by card type{board1}",
                board0="boards[0]" if "boards" in fields else "deck",
                board1=Msg(", boards[1] as the sideboard") if len(boards) > 1 else "",
            ),
            root.loc(file),
        )
    )
    return parts


def _boards(fields: dict[str, Node], file: str) -> list[Node]:
    """The boards to read: ``boards`` (at most two objects), else ``[deck]``."""
    boards = fields.get("boards")
    if boards is None:
        deck = fields.get("deck")
        if deck is None:
            raise InputError(
                Msg("a DotGG deck names its cards under boards or deck; this one has neither"),
                Location(file, 1, 1),
            )
        return [_board(deck, "deck", file)]
    if boards.kind != "seq" or not boards.value:
        raise InputError(
            Msg("boards: expected a list of 1 or 2 objects of card ids and counts"),
            boards.loc(file),
        )
    if len(boards.value) > MAX_BOARDS:
        raise InputError(
            Msg(
                "boards: {n} boards, expected at most {most} (everything but the sideboard, then the sideboard)",
                n=len(boards.value),
                most=MAX_BOARDS,
            ),
            boards.value[MAX_BOARDS].loc(file),
        )
    return [_board(b, f"boards[{i}]", file) for i, b in enumerate(boards.value)]


def _board(node: Node, where: str, file: str) -> Node:
    if node.kind != "map":
        raise InputError(
            Msg(
                '{where}: expected an object of card ids and counts, such as {{"OGN-042": "6"}}',
                where=where,
            ),
            node.loc(file),
        )
    return node


def _entries(board: Node, where: str, zone: str | None, file: str) -> list[RawEntry]:
    """One raw entry per card id of ``board``; a key that is no id or a bad count is an error."""
    out = []
    for key, value in board.value.values():
        ref = str(key.value)
        if parse_id(ref) is None:
            raise InputError(
                Msg(
                    "{where}: {ref} is not a card id: expected SET-NNN such as OGN-042",
                    where=where,
                    ref=repr(ref)[:60],
                ),
                key.loc(file),
            )
        out.append(RawEntry(ref, _count(value, f"{where}, {ref}", file), zone, key.loc(file), ref))
    return out


#: A count as the site writes it: ASCII digits only (no sign, no spaces, no ``x``, no ``٣``).
_DIGITS = re.compile(r"[0-9]{1,9}")


def _count(node: Node, where: str, file: str) -> int:
    """A count written as a string of digits (``"6"``, as the site writes it) or a whole number;
    anything else (``"6x"``, ``" 6 "``, ``"-1"``, ``1.5``, ``true``, ``null``, ``"99999"``) is an
    error naming the board, the card id and the JSON value as written."""
    if node.kind != "scalar":
        raise InputError(
            Msg(
                'count: expected a whole number from 1 to {most} (the site writes "3"), found {what}',
                most=MAX_COUNT,
                what=Msg("an object") if node.kind == "map" else Msg("a list"),
            ),
            node.loc(file),
        )
    value: Any = node.value
    if isinstance(value, str) and _DIGITS.fullmatch(value):
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_COUNT:
        raise InputError(
            Msg(
                '{where}: count {shown} is not valid: expected a whole number from 1 to {most} (the site writes "3")',
                where=where,
                shown=_as_json(node.value),
                most=MAX_COUNT,
            ),
            node.loc(file),
        )
    return value


def _as_json(value: Any) -> str:
    """A scalar as the JSON file wrote it (``"6x"``, ``true``, ``null``, ``1.5``), shortened."""
    if isinstance(value, bool) or value is None:
        shown = json.dumps(value)
    elif isinstance(value, str) and not _NUMBER.fullmatch(value):
        shown = json.dumps(value, ensure_ascii=False)
    else:
        shown = str(value)
    return shown if len(shown) <= 24 else shown[:20] + "..."


#: A JSON number with an exponent and no point (``3e2``), which the YAML reading keeps as text
_NUMBER = re.compile(r"-?[0-9]+[eE][-+]?[0-9]+")


def _compare_deck(fields: dict[str, Node], boards: list[Node], parts: DeckParts, file: str) -> None:
    """With both ``boards`` and ``deck``: a notice when they do not hold the same cards."""
    deck = fields.get("deck")
    if deck is None or "boards" not in fields:
        return
    totals: dict[str, int] = {}
    for board in boards:
        for e in _entries(board, "boards", None, file):
            totals[e.ref] = totals.get(e.ref, 0) + e.count
    listed = {e.ref: e.count for e in _entries(_board(deck, "deck", file), "deck", None, file)}
    if listed != totals and listed != {
        e.ref: e.count for e in _entries(boards[0], "boards[0]", None, file)
    }:
        parts.notices.append(
            Notice(
                "dotgg-deck-differs",
                Msg("the deck object does not hold the cards of boards; boards were read"),
                deck.loc(file),
            )
        )
