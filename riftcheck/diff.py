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

>>> from riftcheck.diff import diff_decks          # doctest: +SKIP
>>> d = diff_decks(registered, played, sideboarding=True)
>>> d.identical, [c.text() for c in d.changes], [v.message for v in d.violations]
"""

from __future__ import annotations

from dataclasses import dataclass

from riftcheck.models import ZONES, Deck, DeckEntry, Location

#: Zones that never change after registration (TR 403.4.b).
FIXED_ZONES = ("legend", "runes", "battlefields")
#: Zones sideboarding exchanges cards between (the Chosen Champion with them, TR 403.4.a).
EXCHANGE_ZONES = ("champion", "main", "sideboard")

SIDEBOARDING_CITATION = "TR 403.4"


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

    def text(self) -> str:
        """``main: +1 Rampage (1 -> 2)`` style, for reports."""
        delta = self.played - self.registered
        sign = "+" if delta > 0 else "-"
        return f"{self.zone}: {sign}{abs(delta)} {self.name} ({self.registered} -> {self.played})"


@dataclass(frozen=True, slots=True)
class DiffProblem:
    """A difference that is not allowed (with ``sideboarding``: not a legal exchange)."""

    message: str
    location: Location | None = None
    citation: str | None = None
    fix: str | None = None


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
    notices: tuple[str, ...] = ()
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


def _changes(reg: Deck, played: Deck) -> tuple[list[CardChange], list[str]]:
    changes: list[CardChange] = []
    printings: list[str] = []
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
                    f"{zone}: {_name(e)} is another printing ({', '.join(sorted(a.printings[k]))} registered, "
                    f"{', '.join(sorted(b.printings[k]))} played): the same card, no change"
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
                    f"{c.text()}: the deck played differs from the registered list",
                    c.location,
                    "TR 401.3",
                    fix=(
                        f"remove {c.played - c.registered} {c.name} from the {c.zone}"
                        if c.played > c.registered
                        else f"put back {c.registered - c.played} {c.name} in the {c.zone}"
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


def _sideboarding_problems(reg: Deck, played: Deck, changes: list[CardChange]):
    problems: list[DiffProblem] = []
    notices: list[str] = []
    for c in changes:
        if c.zone in FIXED_ZONES:
            problems.append(
                DiffProblem(
                    f"{c.text()}: the {c.zone} may not change after registration",
                    c.location,
                    "TR 403.4.b",
                    fix=f"restore the registered {c.zone}: {c.registered} {c.name}",
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
                    f"{p - r} {_name(e)} played but not in the registered main deck or sideboard "
                    "(sideboarding exchanges registered cards only)",
                    e.location,
                    SIDEBOARDING_CITATION,
                    fix=f"remove {p - r} {_name(e)}",
                )
            )
        else:
            problems.append(
                DiffProblem(
                    f"{r - p} registered {_name(e)} missing from the deck and the sideboard",
                    e.location,
                    SIDEBOARDING_CITATION,
                    fix=f"add back {r - p} {_name(e)}",
                )
            )
    size_before = sum(e.count for e in reg.entries("champion", "main"))
    size_after = sum(e.count for e in played.entries("champion", "main"))
    if size_before != size_after:
        problems.append(
            DiffProblem(
                f"the main deck has {size_after} cards, registered with {size_before}: "
                "sideboarding exchanges cards one for one",
                played.location_of("main"),
                "TR 403.4.c",
                fix=f"exchange cards one for one so the main deck keeps {size_before} cards",
            )
        )
    old = {_key(e) for e in reg.champion}
    new = {_key(e) for e in played.champion}
    if old != new and played.champion:
        notices.append(
            f"Chosen Champion exchanged: {', '.join(_name(e) for e in played.champion)} "
            "(allowed between games when it comes from the main deck or the sideboard, TR 403.4.a)"
        )
    return problems, notices
