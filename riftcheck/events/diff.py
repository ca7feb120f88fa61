"""Deck checks: the deck a player holds compared with the list they registered.

Cards are compared by card identity, zone by zone: an alternate art, a
signed or an overnumbered printing of the same card is the same card (a
different card with the same name cannot exist, CR 132), so changing the
printing is no change. An entry that names no known card is compared by what
it says.

Without ``sideboarding`` any difference is reported. With it, the played
deck may differ from the registered one only by one-for-one exchanges
between the main deck and the sideboard between games (TR 403.4): the legend,
the runes and the battlefields never change (TR 403.4.b), the main deck keeps
its size, and no card comes from outside the registered main deck and
sideboard. The Chosen Champion may be exchanged for a copy from the main deck
or the sideboard (TR 403.4.a); that is reported as a notice, not a problem.

>>> from riftcheck.events.diff import diff_decks          # doctest: +SKIP
>>> d = diff_decks(registered, played, sideboarding=True)
>>> d.identical, [c.text() for c in d.changes], [v.message for v in d.violations]
"""

from __future__ import annotations

from dataclasses import dataclass

from riftcheck.models import ZONES, Deck, DeckEntry, Location, Msg

#: Zones that never change after registration (TR 403.4.b).
FIXED_ZONES = ("legend", "runes", "battlefields")
#: Zones sideboarding exchanges cards between (the Chosen Champion with them, TR 403.4.a).
EXCHANGE_ZONES = ("champion", "main", "sideboard")

SIDEBOARDING_CITATION = "TR 403.4"

#: A zone as a heading (``main:``), in the reader's language through the catalogue.
ZONE_HEADINGS: dict[str, Msg] = {
    "legend": Msg("legend:"),
    "champion": Msg("champion:"),
    "main": Msg("main:"),
    "battlefields": Msg("battlefields:"),
    "runes": Msg("runes:"),
    "sideboard": Msg("sideboard:"),
}
#: A zone that may not change, in a sentence (``the runes``).
_THE_ZONE: dict[str, Msg] = {
    "legend": Msg("the legend"),
    "battlefields": Msg("the battlefields"),
    "runes": Msg("the runes"),
}
#: ``from the main`` / ``in the main``: a zone with its preposition, which French contracts.
_FROM_ZONE: dict[str, Msg] = {
    "legend": Msg("from the legend"),
    "champion": Msg("from the champion"),
    "main": Msg("from the main"),
    "battlefields": Msg("from the battlefields"),
    "runes": Msg("from the runes"),
    "sideboard": Msg("from the sideboard"),
}
_IN_ZONE: dict[str, Msg] = {
    "legend": Msg("in the legend"),
    "champion": Msg("in the champion"),
    "main": Msg("in the main"),
    "battlefields": Msg("in the battlefields"),
    "runes": Msg("in the runes"),
    "sideboard": Msg("in the sideboard"),
}


@dataclass(frozen=True, slots=True)
class CardChange:
    """One card whose count in one zone differs: ``registered`` copies then, ``played`` now.

    ``kind`` is ``added`` (not registered in that zone), ``removed`` (not
    played there) or ``changed`` (in both, another count). ``location`` is
    the played entry (else the registered one).
    """

    zone: str
    name: str
    card_id: str | None
    registered: int
    played: int
    location: Location | None = None

    @property
    def kind(self) -> str:
        """``added``, ``removed`` or ``changed``."""
        if self.registered == 0:
            return "added"
        if self.played == 0:
            return "removed"
        return "changed"

    def text(self) -> Msg:
        """``main: +1 Rampage (1 -> 2)`` style, for reports."""
        return Msg(
            "{zone} {delta} {card} ({registered} -> {played})",
            zone=ZONE_HEADINGS[self.zone],
            delta=self.delta(),
            card=self.name,
            registered=self.registered,
            played=self.played,
        )

    def delta(self) -> str:
        """``+1`` or ``-2``: the copies played minus the copies registered."""
        delta = self.played - self.registered
        return f"{'+' if delta > 0 else '-'}{abs(delta)}"


@dataclass(frozen=True, slots=True)
class DiffProblem:
    """A difference that is not allowed (with ``sideboarding``: not a legal exchange)."""

    message: Msg
    location: Location | None = None
    citation: str | None = None
    fix: Msg | None = None


@dataclass(frozen=True, slots=True)
class DeckDiff:
    """The comparison of a registered and a played deck.

    ``identical`` is true when no card count differs in any zone (printings
    aside). ``problems`` are the differences that are not allowed: every
    change without ``sideboarding``, the non-exchanges with it. ``notices``
    say what was allowed (a champion exchange, printings changed).
    """

    registered: str
    played: str
    changes: tuple[CardChange, ...]
    problems: tuple[DiffProblem, ...]
    notices: tuple[Msg, ...] = ()
    sideboarding: bool = False

    @property
    def identical(self) -> bool:
        """No card count differs in any zone."""
        return not self.changes

    @property
    def allowed(self) -> bool:
        """No difference that is not allowed."""
        return not self.problems


def _key(e: DeckEntry) -> str:
    if e.card is not None:
        return e.card.key
    return "?" + " ".join(e.ref.casefold().split())


def _name(e: DeckEntry) -> str:
    return e.card.display_name if e.card is not None else e.ref


def _names(entries) -> str:
    """``A, B``: the names of ``entries``, each a card name the reader's language can say."""
    out = ""
    for i, e in enumerate(entries):
        out = _name(e) if i == 0 else Msg("{a}, {b}", a=out, b=_name(e))
    return out


def _id(e: DeckEntry) -> str | None:
    if e.printing is not None:
        return e.printing.id
    if e.card is not None and e.card.base_printing is not None:
        return e.card.base_printing.id
    return None


class _Zone:
    """Counts of one zone by card identity, with a name, an id and the first entry's location."""

    def __init__(self, entries: tuple[DeckEntry, ...]):
        self.counts: dict[str, int] = {}
        self.first: dict[str, DeckEntry] = {}
        self.printings: dict[str, set[str]] = {}
        for e in entries:
            k = _key(e)
            self.counts[k] = self.counts.get(k, 0) + e.count
            self.first.setdefault(k, e)
            if e.printing is not None:
                self.printings.setdefault(k, set()).add(e.printing.id)


def _changes(reg: Deck, played: Deck) -> tuple[list[CardChange], list[Msg]]:
    changes: list[CardChange] = []
    printings: list[Msg] = []
    for zone in ZONES:
        a, b = _Zone(reg.zone(zone)), _Zone(played.zone(zone))
        keys = list(a.counts) + [k for k in b.counts if k not in a.counts]
        for k in keys:
            r, p = a.counts.get(k, 0), b.counts.get(k, 0)
            e = b.first.get(k) or a.first[k]
            if r != p:
                changes.append(CardChange(zone, _name(e), _id(e), r, p, e.location))
            elif a.printings.get(k) and b.printings.get(k) and a.printings[k] != b.printings[k]:
                printings.append(
                    Msg(
                        "{zone} {card} is another printing ({registered} registered, {played} played): the same card, no change",
                        zone=ZONE_HEADINGS[zone],
                        card=_name(e),
                        registered=", ".join(sorted(a.printings[k])),
                        played=", ".join(sorted(b.printings[k])),
                    )
                )
    return changes, printings


def same_cards_key(deck: Deck) -> str:
    """A key two decks share exactly when they hold the same cards in every zone, printings aside.

    Unlike the report's ``fingerprint`` (which counts printings too), a list
    typed with ids and the same list typed with names share this key.
    """
    import hashlib
    import json

    content = {z: sorted(_Zone(deck.zone(z)).counts.items()) for z in ZONES}
    blob = json.dumps(content, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()


def diff_decks(registered: Deck, played: Deck, *, sideboarding: bool = False) -> DeckDiff:
    """Compare ``played`` with ``registered``; see the module documentation for what is allowed."""
    changes, notices = _changes(registered, played)
    problems: list[DiffProblem] = []
    if not sideboarding:
        for c in changes:
            problems.append(
                DiffProblem(
                    Msg(
                        "{change}: the deck played differs from the registered list",
                        change=c.text(),
                    ),
                    c.location,
                    "TR 401.3",
                    fix=(
                        Msg(
                            "remove {n} {card} {zone}",
                            n=c.played - c.registered,
                            card=c.name,
                            zone=_FROM_ZONE[c.zone],
                        )
                        if c.played > c.registered
                        else Msg(
                            "put back {n} {card} {zone}",
                            n=c.registered - c.played,
                            card=c.name,
                            zone=_IN_ZONE[c.zone],
                        )
                    ),
                )
            )
    else:
        problems, more = _sideboarding_problems(registered, played, changes)
        notices.extend(more)
    return DeckDiff(
        registered=registered.source,
        played=played.source,
        changes=tuple(changes),
        problems=tuple(problems),
        notices=tuple(notices),
        sideboarding=sideboarding,
    )


#: The fix of a change to a zone that never changes (TR 403.4.b), one message per zone.
_RESTORE = {
    "legend": lambda n, card: Msg("restore the registered legend: {n} {card}", n=n, card=card),
    "runes": lambda n, card: Msg("restore the registered runes: {n} {card}", n=n, card=card),
    "battlefields": lambda n, card: Msg(
        "restore the registered battlefields: {n} {card}", n=n, card=card
    ),
}


def _sideboarding_problems(reg: Deck, played: Deck, changes: list[CardChange]):
    problems: list[DiffProblem] = []
    notices: list[Msg] = []
    for c in changes:
        if c.zone in FIXED_ZONES:
            problems.append(
                DiffProblem(
                    Msg(
                        "{change}: {zone} may not change after registration",
                        change=c.text(),
                        zone=_THE_ZONE[c.zone],
                    ),
                    c.location,
                    "TR 403.4.b",
                    fix=_RESTORE[c.zone](c.registered, c.name),
                )
            )
    # One-for-one exchanges keep the whole of champion + main deck + sideboard, and the main deck's size.
    before, after = _Zone(reg.entries(*EXCHANGE_ZONES)), _Zone(played.entries(*EXCHANGE_ZONES))
    for k in list(before.counts) + [k for k in after.counts if k not in before.counts]:
        r, p = before.counts.get(k, 0), after.counts.get(k, 0)
        if r == p:
            continue
        e = after.first.get(k) or before.first[k]
        if p > r:
            problems.append(
                DiffProblem(
                    Msg(
                        "{n} {card} played but not in the registered main deck or sideboard "
                        "(sideboarding exchanges registered cards only)",
                        n=p - r,
                        card=_name(e),
                    ),
                    e.location,
                    SIDEBOARDING_CITATION,
                    fix=Msg("remove {n} {card}", n=p - r, card=_name(e)),
                )
            )
        else:
            problems.append(
                DiffProblem(
                    Msg(
                        "{n} registered {card} missing from the deck and the sideboard",
                        n=r - p,
                        card=_name(e),
                    ),
                    e.location,
                    SIDEBOARDING_CITATION,
                    fix=Msg("add back {n} {card}", n=r - p, card=_name(e)),
                )
            )
    size_before = sum(e.count for e in reg.entries("champion", "main"))
    size_after = sum(e.count for e in played.entries("champion", "main"))
    if size_before != size_after:
        problems.append(
            DiffProblem(
                Msg(
                    "the main deck has {n} cards, registered with {m}: "
                    "sideboarding exchanges cards one for one",
                    n=size_after,
                    m=size_before,
                ),
                played.location_of("main"),
                "TR 403.4.c",
                fix=Msg(
                    "exchange cards one for one so the main deck keeps {n} cards", n=size_before
                ),
            )
        )
    old = {_key(e) for e in reg.champion}
    new = {_key(e) for e in played.champion}
    if old != new and played.champion:
        notices.append(
            Msg(
                "Chosen Champion exchanged: {cards} "
                "(allowed between games when it comes from the main deck or the sideboard, TR 403.4.a)",
                cards=_names(played.champion),
            )
        )
    return problems, notices
