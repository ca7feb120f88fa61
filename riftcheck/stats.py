"""What a deck is made of: the figures behind ``riftcheck show``, ``check -v`` and the JSON ``stats``.

:func:`deck_stats` turns a read :class:`~riftcheck.models.Deck` into a frozen
:class:`DeckStats`: the legend and its domains, the Chosen Champion, the cards
per zone, the energy and power curves of the main deck, how its cards split
over the domains, how the rune deck splits against the domains the main deck
needs, the Signature count and, when a ruleset and a date are given, the cards
banned, rotating out or with a ban scheduled later. :meth:`DeckStats.to_json`
is the ``stats`` object of the JSON report (schema: ``riftcheck schema report``).

The module only counts: drawing (terminal bar charts, SVG) is the caller's.
The main deck here is what the main-deck rule counts: the Chosen Champion plus
the ``main`` zone. Entries that did not resolve, and tokens, are left out of
every figure except :attr:`DeckStats.unresolved`.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from riftcheck.models import DOMAINS, ZONES, Card, Deck, DeckEntry

#: The key under which cards without a domain are counted in a domain split.
COLORLESS = "Colorless"


@dataclass(frozen=True, slots=True)
class CardOnDate:
    """A card of the deck with a dated status: banned, rotating out, or a ban still to come.

    ``date`` is when the status takes (or took) effect; ``source`` the ban's
    announcement when the ruleset gives one.
    """

    name: str
    count: int
    date: _dt.date | None
    source: str | None = None


@dataclass(frozen=True, slots=True)
class DeckStats:
    """The figures of one deck (see the module docstring). Curves and splits are
    ``(key, copies)`` pairs in a fixed order: costs ascending, domains in the game's order."""

    legend: str | None
    legend_domains: tuple[str, ...]
    champion: str | None
    zone_counts: tuple[tuple[str, int], ...]
    main_deck: int
    energy_curve: tuple[tuple[int, int], ...]
    power_curve: tuple[tuple[int, int], ...]
    domain_split: tuple[tuple[str, int], ...]
    rune_split: tuple[tuple[str, int], ...]
    domains_needed: tuple[str, ...]
    signature_count: int
    unresolved: int
    as_of: _dt.date | None = None
    banned: tuple[CardOnDate, ...] = ()
    rotating: tuple[CardOnDate, ...] = ()
    bans_scheduled: tuple[CardOnDate, ...] = ()
    #: Neeko's additional legends as named (TR 401.2.a: on the decklist, not cards of the deck).
    additional_legends: tuple[str, ...] = ()
    #: The copies per zone counted where their type belongs, as the size rules count them (a rune
    #: written under the main deck in the runes, a unit under the runes in the main deck), and how
    #: many copies were written elsewhere: what ``show`` says, beside the rules' findings.
    belonging: tuple[tuple[str, int], ...] = ()
    moved: int = 0

    @property
    def runes_missing(self) -> tuple[str, ...]:
        """Domains the main deck needs that no rune of the rune deck provides."""
        have = {d for d, n in self.rune_split if n}
        return tuple(d for d in self.domains_needed if d not in have)

    @property
    def runes_unneeded(self) -> tuple[str, ...]:
        """Domains of runes that no main-deck card needs."""
        return tuple(d for d, n in self.rune_split if n and d not in self.domains_needed)

    def to_json(self) -> dict[str, Any]:
        """The ``stats`` object of the JSON report."""

        def dated(items: tuple[CardOnDate, ...]) -> list[dict[str, Any]]:
            return [
                {
                    "card": c.name,
                    "count": c.count,
                    "date": c.date.isoformat() if c.date else None,
                    **({"source": c.source} if c.source else {}),
                }
                for c in items
            ]

        out: dict[str, Any] = {
            "legend": self.legend,
            "legend_domains": list(self.legend_domains),
            "champion": self.champion,
            "zones": dict(self.zone_counts),
            "main_deck": self.main_deck,
            "energy_curve": {str(k): n for k, n in self.energy_curve},
            "power_curve": {str(k): n for k, n in self.power_curve},
            "domains": dict(self.domain_split),
            "runes": dict(self.rune_split),
            "domains_needed": list(self.domains_needed),
            "runes_missing": list(self.runes_missing),
            "signature_cards": self.signature_count,
            "unresolved": self.unresolved,
        }
        if self.additional_legends:
            out["additional_legends"] = list(self.additional_legends)
        if self.as_of is not None:
            out["as_of"] = self.as_of.isoformat()
            out["banned"] = dated(self.banned)
            out["rotating"] = dated(self.rotating)
            out["bans_scheduled"] = dated(self.bans_scheduled)
        return out


def _cards(entries: Iterable[DeckEntry]) -> list[tuple[Card, int]]:
    return [(e.card, e.count) for e in entries if e.card is not None and not e.card.token]


def _curve(pairs: list[tuple[Card, int]], attr: str) -> tuple[tuple[int, int], ...]:
    counts: dict[int, int] = {}
    for card, n in pairs:
        value = getattr(card, attr)
        key = value if isinstance(value, int) else 0
        counts[key] = counts.get(key, 0) + n
    if not counts:
        return ()
    # every cost from 0 to the highest, so a gap in the curve shows as a gap
    return tuple((k, counts.get(k, 0)) for k in range(0, max(counts) + 1))


def _split(pairs: list[tuple[Card, int]]) -> tuple[tuple[str, int], ...]:
    counts: dict[str, int] = {}
    for card, n in pairs:
        for d in card.domains or (COLORLESS,):
            counts[d] = counts.get(d, 0) + n
    order = [*DOMAINS, COLORLESS]
    return tuple((d, counts[d]) for d in order if d in counts)


def deck_stats(
    deck: Deck, ruleset: Any = None, as_of: _dt.date | None = None, db: Any = None
) -> DeckStats:
    """The figures of ``deck``; with a ruleset and a date, also its dated card statuses."""
    legends = [e.card for e in deck.legend if e.card is not None and e.card.type == "Legend"]
    legend = legends[0] if len({c.key for c in legends}) == 1 else None
    champions = [e.card for e in deck.champion if e.card is not None]
    champion = champions[0] if len({c.key for c in champions}) == 1 else None
    main_entries = deck.entries("champion", "main")
    main = _cards(main_entries)
    # runes by their type, as the size rules count them (see belonging): a rune written in the
    # champion slot or the main deck counts with the runes, a unit or spell written under the
    # runes does not (it is counted in its own zone; it made « Chaos 12 » of a 12-rune deck 13+)
    runes = [(card, n) for card, n in _cards([*deck.runes, *main_entries]) if card.type == "Rune"]
    needed = {d for card, _ in main for d in card.domains}
    dated = {} if ruleset is None or as_of is None else dated_statuses(deck, ruleset, as_of, db)
    return DeckStats(
        legend=legend.display_name if legend else None,
        legend_domains=tuple(d for d in DOMAINS if legend and d in legend.domains),
        champion=champion.display_name if champion else None,
        zone_counts=tuple((z, sum(e.count for e in deck.zone(z))) for z in ZONES),
        main_deck=sum(e.count for e in main_entries),
        energy_curve=_curve(main, "energy"),
        power_curve=_curve(main, "power"),
        domain_split=_split(main),
        rune_split=_split(runes),
        domains_needed=tuple(d for d in DOMAINS if d in needed),
        signature_count=sum(n for card, n in main if card.is_signature),
        unresolved=sum(e.count for e in deck.entries() if e.card is None),
        additional_legends=tuple(
            e.card.display_name if e.card is not None else e.ref for e in deck.additional_legends
        ),
        as_of=as_of if dated else None,
        **dated,
        **_belonging(deck),
    )


#: Where a card written in the champion slot or the main deck belongs by its type, as the size
#: rules count it (riftcheck.rules._helpers.misplaced; zone-card-type says to move it).
_OWN_ZONE = {"Rune": "runes", "Battlefield": "battlefields", "Legend": "legend"}
#: Types counted in the main deck when written under the runes or the battlefields.
_MAIN_TYPES = frozenset({"Unit", "Gear", "Spell"})


def _belonging(deck: Deck) -> dict[str, Any]:
    """``belonging`` and ``moved`` of :class:`DeckStats` (see there)."""
    counts = {z: sum(e.count for e in deck.zone(z)) for z in ZONES}
    moved = 0
    for e in deck.entries("champion", "main"):
        zone = _OWN_ZONE.get(e.card.type) if e.card is not None else None
        if zone is not None:
            counts[e.zone] -= e.count
            counts[zone] += e.count
            moved += e.count
    for e in deck.entries("runes", "battlefields"):
        if e.card is not None and e.card.type in _MAIN_TYPES:
            counts[e.zone] -= e.count
            counts["main"] += e.count
            moved += e.count
    return {"belonging": tuple((z, counts[z]) for z in ZONES), "moved": moved}


def dated_statuses(
    deck: Deck, ruleset: Any, as_of: _dt.date, db: Any = None
) -> dict[str, tuple[CardOnDate, ...]]:
    """``banned`` (in force on ``as_of``), ``rotating`` (legal now, leaving Standard later) and
    ``bans_scheduled`` (legal now, banned from a later date) cards of ``deck``, by the ruleset's tables."""
    copies: dict[str, tuple[Card, int]] = {}
    for e in deck.entries():
        if e.card is not None and not e.card.token:
            card, n = copies.get(e.card.key, (e.card, 0))
            copies[e.card.key] = (card, n + e.count)
    status = _dated_facts(ruleset, as_of, db).status
    banned, scheduled, rotating = [], [], []
    for card, n in copies.values():
        ban, later, ends = status(card)
        if ban is not None:
            banned.append(CardOnDate(card.display_name, n, ban.get("effective"), ban.get("source")))
            continue
        if later is not None:
            scheduled.append(
                CardOnDate(card.display_name, n, later.get("effective"), later.get("source"))
            )
        if ends is not None:
            rotating.append(CardOnDate(card.display_name, n, ends))
    return {
        "banned": tuple(banned),
        "rotating": tuple(rotating),
        "bans_scheduled": tuple(scheduled),
    }


class _DatedFacts:
    """What a card's dated status is under one ruleset on one day with one database.

    Every deck of a run is judged against the same frozen tables, so the ban
    indexes and the set dates are made once, and each card's answer is kept
    (a batch repeats the same few hundred cards), instead of once per deck.
    """

    def __init__(self, ruleset: Any, as_of: _dt.date, db: Any) -> None:
        from riftcheck.rules.banned import ban_lookup

        aliases = ruleset.tables.get("aliases") or {}
        mine = {ruleset.name, ruleset.format}
        later = [
            b
            for b in ruleset.tables.get("bans", ())
            if b["effective"] > as_of and (not b.get("formats") or mine.intersection(b["formats"]))
        ]
        self._now = ban_lookup(db, ruleset.bans_on(as_of), aliases)
        self._later = ban_lookup(db, tuple(sorted(later, key=lambda b: b["effective"])), aliases)
        self._legal = ruleset.legal_sets_on(as_of)
        self._until = {s["code"]: s.get("until") for s in ruleset.tables.get("sets", ())}
        self._answers: dict[str, tuple] = {}

    def status(self, card: Card) -> tuple:
        """``(ban in force or None, later ban or None, the day it leaves Standard or None)``."""
        try:
            return self._answers[card.key]
        except KeyError:
            pass
        ban = self._now(card)
        later = ends = None
        if ban is None:
            later = self._later(card)
            dates = [
                self._until.get(p.set)
                for p in card.printings
                if p.set in self._legal and p.variant != "overnumbered"
            ]
            if dates and all(isinstance(d, _dt.date) for d in dates):
                ends = max(dates)
        answer = self._answers[card.key] = (ban, later, ends)
        return answer


# Entries keep their ruleset and database alive, so the ids in a key stay theirs.
_FACTS: dict[tuple[int, _dt.date, int], tuple[Any, Any, _DatedFacts]] = {}


def _dated_facts(ruleset: Any, as_of: _dt.date, db: Any) -> _DatedFacts:
    key = (id(ruleset), as_of, id(db))
    hit = _FACTS.get(key)
    if hit is None:
        if len(_FACTS) >= 16:
            _FACTS.clear()
        hit = _FACTS[key] = (ruleset, db, _DatedFacts(ruleset, as_of, db))
    return hit[2]


def zone_count(stats: DeckStats, zone: str) -> int:
    """Copies in ``zone`` (a name of :data:`riftcheck.models.ZONES`)."""
    return dict(stats.zone_counts).get(zone, 0)
