"""An event's own bans: each one names exactly one card, checked before any player is judged.

A ban that names no card would ban nothing, one that names two cards would
ban too much, and ``Stacked Deck (OGN-042)`` (a name and an id of two cards)
would ban one of them by chance: each is an error at the event file's line,
with the database's "did you mean". A ban that stands is added to the
ruleset's bans marked with where it was written, so the ``banned`` rule says
"banned by this event (FILE line N)" instead of a date.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import replace
from typing import Any

from riftcheck.infra.errors import InputError
from riftcheck.models import Location, Msg, frozen_map


def resolve_ban(text: str, where: Location, db: Any):
    """The one card the ban ``text`` names, else an :class:`InputError` at ``where``."""
    from riftcheck.cards.db import describe
    from riftcheck.decks.entries import split_ref

    name, code = split_ref(text)
    found = []
    for ref in (code, name):
        if not ref:
            continue
        card, _, problem = db.try_resolve(ref)
        if problem is not None:
            raise InputError(
                Msg(
                    "bans: {problem}: an event's ban must name exactly one card",
                    problem=describe(problem),
                ),
                where,
            )
        found.append(card)
    if len(found) == 2 and found[0].key != found[1].key:
        raise InputError(
            Msg(
                "bans: '{text}' names two cards: {code} is {a}, '{name}' is {b}; expected the name "
                "and the id of one card",
                text=text,
                code=code,
                a=found[0].display_name,
                name=name,
                b=found[1].display_name,
            ),
            where,
        )
    return found[0]


def where_text(loc: Location) -> str:
    """``event.yaml line 4``: where an event ban was written, as the ``banned`` rule says it."""
    if loc.line is None:
        return loc.file
    return Msg("{file} line {line}", file=loc.file, line=loc.line)


def with_event_bans(rs: Any, bans, db: Any) -> tuple[Any, tuple[str, ...]]:
    """``rs`` with the event's ``bans`` (``(text, location)`` pairs) added, and the cards' names.

    Raises :class:`InputError` at the first ban that does not name exactly one card.
    """
    entries = list(rs.tables.get("bans", ()))
    names = []
    for text, loc in bans:
        card = resolve_ban(text, loc, db)
        names.append(card.display_name)
        entries.append(
            frozen_map(
                {
                    "card": card.display_name,
                    "effective": _dt.date.min,
                    "formats": (rs.name, rs.format),
                    "source": f"event ban ({loc})",
                    "event": where_text(loc),
                    "location": loc,
                }
            )
        )
    tables = dict(rs.tables)
    tables["bans"] = tuple(entries)
    return replace(rs, tables=frozen_map(tables)), tuple(dict.fromkeys(names))
