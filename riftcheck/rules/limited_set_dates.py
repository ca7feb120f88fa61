"""The ``limited-set-dates`` rule: a Sealed or Draft deck holds no card of a set not played yet."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from riftcheck.i18n import N_
from riftcheck.models import Card, Deck, DeckEntry, Msg, Violation, listed
from riftcheck.rules._helpers import card_ref, group_by_card, remove_copies, resolved
from riftcheck.rules.base import Rule, RuleContext


class LimitedSetDates(Rule):
    """No card of a set whose product could not have been provided to the player on the event date.

    A limited deck holds only cards provided to the player as part of the competition
    ([tr.limited-pool]), so a set is played in Sealed and Draft from the first day its product is
    handed out: its Pre-Rift events, a week before its release, else its release. A card whose
    every printing is of a set not played yet on the as-of date could be in no pool: it is an
    error, in the deck and in the ``--pool`` (or ``pool:``) given with it. A line naming a printing
    names the card opened: a printing of a set not played yet (Radiance's reprint RAD-182 of an
    Origins card) is an error too, though the card by its name could be in a pool (a basic rune's
    printing aside: runes come from any source, [tr.limited-runes]). The dates are the
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
                    # the card could be in a pool, but not as every printing: a line naming a
                    # printing names the physical card, and a printing of a set not played yet
                    # could not have been opened (evtR 1: RAD-182, Radiance's reprint of an
                    # Origins card, passed before Radiance's Pre-Rift events)
                    for printing, lines in _unplayed_printings(group, rows, ctx.as_of).items():
                        if (card_ref(group[0]), printing.id) in seen:
                            continue
                        seen.add((card_ref(group[0]), printing.id))
                        yield _printing_violation(
                            card, printing, lines, rows, ctx.as_of, fmt, in_pool
                        )
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
        starts.append((_played_from(row), row))
    return min(starts, key=lambda dr: dr[0]) if starts else None


def _played_from(row: Mapping[str, Any]):
    """The first day a set is played in Limited: its Pre-Rift events, else its release."""
    return row.get("pre_rift") or row["release"]


def _unplayed_printings(group: list[DeckEntry], rows, day) -> dict:
    """The lines of ``group`` that name a printing of a set not played yet on ``day``, by
    printing; a printing of a set the table does not hold (a promo) is not judged, nor a basic
    rune's (runes come from any source, [tr.limited-runes]: the pool rule counts none)."""
    out: dict = {}
    for e in group:
        if e.card is not None and e.card.type == "Rune":
            continue
        row = rows.get(e.printing.set) if e.printing is not None else None
        if row is not None and _played_from(row) > day:
            out.setdefault(e.printing, []).append(e)
    return out


def _printing_violation(card: Card, printing, lines, rows, day, fmt: str, in_pool: bool):
    """The finding of a line naming a printing no product handed out by ``day`` held, at its first
    line; the fix names the card's printings that could have been opened (the card is not to be
    removed: the line may name the wrong printing of a card the player has)."""
    entry = lines[0]
    row = rows[printing.set]
    # the name a value of its own, which a French report says in French (frU 13)
    label = Msg("{card} ({card_id})", card=card.display_name, card_id=printing.id)
    start = _played_from(row)
    message = _not_played_yet(label, entry, in_pool, row, fmt, start)
    played = [
        p.id for p in card.printings if rows.get(p.set) is None or _played_from(rows[p.set]) <= day
    ]
    fix = Msg(
        "no pool could hold the printing {printing} on that day; write the printing opened ({ids}) "
        "or the card's name, or check as of {isoformat} or later",
        printing=printing.id,
        ids=listed(played, "or"),
        isoformat=start.isoformat(),
    )
    return Violation(message, location=entry.location, fix=fix, cards=(card_ref(entry),))


def _not_played_yet(label, entry: DeckEntry, in_pool: bool, row, fmt: str, start) -> Msg:
    """The message of a line whose card or printing (``label``) is of a set (``row``) not played
    in ``fmt`` until ``start``: at its pool line, the message names the pool file and line."""
    if in_pool and entry.location is not None:
        label = Msg(
            "{card} in the pool {pool} (line {line})",
            card=label,
            pool=Path(entry.location.file).name,
            line=entry.location.line,
        )
    params = {"card": label, "set": row["name"], "format": fmt, "start": start.isoformat()}
    if row.get("pre_rift"):
        return Msg(
            "{card} is from {set}, not played in {format} until its Pre-Rift events on {start} (released {date})",
            date=row["release"].isoformat(),
            **params,
        )
    return Msg(
        "{card} is from {set}, not played in {format} until its release on {start}", **params
    )


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
    message = _not_played_yet(label, entry, in_pool, row, fmt, start)
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
