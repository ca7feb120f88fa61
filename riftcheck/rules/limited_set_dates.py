"""The ``limited-set-dates`` rule: a Sealed or Draft deck holds no card of a set not played yet."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from riftcheck.i18n import N_
from riftcheck.models import Card, Deck, DeckEntry, Msg, Violation
from riftcheck.rules._helpers import card_ref, group_by_card, remove_copies, resolved
from riftcheck.rules.base import Rule, RuleContext


class LimitedSetDates(Rule):
    """No card of a set whose product could not have been provided to the player on the event date.

    A limited deck holds only cards provided to the player as part of the competition
    ([tr.limited-pool]), so a set is played in Sealed and Draft from the first day its product is
    handed out: its Pre-Rift events, a week before its release, else its release. A card whose
    every printing is of a set not played yet on the as-of date could be in no pool: it is an
    error, in the deck and in the ``--pool`` (or ``pool:``) given with it. The dates are the
    ``release`` and ``pre_rift`` of the sets table every ruleset takes from the rules documents
    file, the same rows the Constructed set-legality rule reads. A printing of a set the table does
    not hold (a promo) may be in a pool, so such a card is not judged.

    Options: none (the dates come from the ruleset's ``sets`` table).

    Legal example (Sealed, as of 2026-10-16, Radiance's first Pre-Rift day):

        main:
          - 1 Kai'Sa, Rebel   # RAD-063; Radiance is played in Sealed from 2026-10-16

    Illegal example (Sealed, as of 2026-10-15):

        main:
          - 1 Kai'Sa, Rebel   # no Radiance product was handed out before 2026-10-16
    """

    id = "limited-set-dates"
    summary = N_(
        "A Sealed or Draft deck and its pool hold no card of a set not played yet on the as-of date "
        "(before its Pre-Rift events, else its release)."
    )
    citations = ("tr.limited-pool",)

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """One violation per card (deck first, then the pool's other cards) whose every printing
        is of a set first played after the as-of date."""
        rows = {s.get("code"): s for s in ctx.tables.get("sets") or ()}
        fmt = ctx.tables.get("format") or ctx.ruleset
        seen: set = set()
        for deck, in_pool in ((ctx.deck, False), (ctx.pool, True)):
            if deck is None:
                continue
            for group in _groups(deck):
                card = group[0].card
                if card_ref(group[0]) in seen:
                    continue  # a deck's card is said once, at its deck line
                found = first_played(card, rows)
                if found is None or found[0] <= ctx.as_of:
                    continue
                seen.add(card_ref(group[0]))
                yield _violation(card, group, found, fmt, in_pool, deck)


def _groups(deck: Deck) -> list[list[DeckEntry]]:
    return list(group_by_card(resolved(deck.entries())).values())


def _by_zone(group: list[DeckEntry]) -> list[tuple[int, str]]:
    """(copies, zone) of ``group``, zone by zone in the order first written."""
    out: dict[str, int] = {}
    for e in group:
        out[e.zone] = out.get(e.zone, 0) + e.count
    return [(n, z) for z, n in out.items()]


def first_played(card: Card, rows: Mapping[str, Mapping[str, Any]]):
    """``(first day, set row)`` of the earliest set of the card played in Limited (its Pre-Rift
    start, else its release); ``None`` when a printing is of a set the table does not hold."""
    starts = []
    for p in card.printings:
        row = rows.get(p.set)
        if row is None:
            return None
        starts.append((row.get("pre_rift") or row["release"], row))
    return min(starts, key=lambda dr: dr[0]) if starts else None


def _violation(
    card: Card, group: list[DeckEntry], found, fmt: str, in_pool: bool, deck: Deck
) -> Violation:
    """The finding of one card: at its deck line, or at its pool line (the message then names the
    pool file and line, as a text report shows the deck's file only). The deck's fix removes every
    copy, zone by zone with its count (atkL 4: "remove Kai'Sa, Rebel" named neither)."""
    entry = group[0]
    start, row = found
    shown = next((p.id for p in card.printings if p.set == row["code"]), card.display_name)
    label = (
        shown
        if card.display_name == shown
        else Msg("{card} ({card_id})", card=card.display_name, card_id=shown)
    )
    if in_pool and entry.location is not None:
        label = Msg(
            "{card} in the pool {pool} (line {line})",
            card=label,
            pool=Path(entry.location.file).name,
            line=entry.location.line,
        )
    params = {"card": label, "set": row["name"], "format": fmt, "start": start.isoformat()}
    message = (
        Msg(
            "{card} is from {set}, not played in {format} until its Pre-Rift events on {start} (released {date})",
            date=row["release"].isoformat(),
            **params,
        )
        if row.get("pre_rift")
        else Msg(
            "{card} is from {set}, not played in {format} until its release on {start}", **params
        )
    )
    fix = (
        Msg(
            "no pool could hold {card} on that day: check the pool's list, or check it as of {isoformat} or later",
            card=card.display_name,
            isoformat=start.isoformat(),
        )
        if in_pool
        else Msg(
            "{remove}, or check the deck as of {isoformat} or later",
            remove=remove_copies(deck, card.display_name, _by_zone(group)),
            isoformat=start.isoformat(),
        )
    )
    return Violation(message, location=entry.location, fix=fix, cards=(card_ref(entry),))
