"""Immutable values passed between riftcheck's modules.

Every value here is a frozen dataclass (or a read-only mapping) so that a card,
a deck or a finding can be shared between the readers, the rules, the engine
and the reporters without anyone changing it behind another's back.

Zones of a deck, by their user-facing names: ``legend``, ``champion``, ``main``,
``battlefields``, ``runes``, ``sideboard``.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

#: The six domains, in the order the game lists them.
DOMAINS: tuple[str, ...] = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")

#: Card types of game cards (tokens are a supertype, never a deck card).
CARD_TYPES: tuple[str, ...] = ("Legend", "Unit", "Spell", "Gear", "Rune", "Battlefield")

#: Deck zones in the order they are written and reported.
ZONES: tuple[str, ...] = ("legend", "champion", "main", "battlefields", "runes", "sideboard")

#: Severities, most severe first.
SEVERITIES: tuple[str, ...] = ("error", "warning", "info")

_EMPTY: Mapping[str, str] = MappingProxyType({})


def frozen_map(d: Mapping | None = None) -> Mapping:
    """Return a read-only view of a copy of ``d``."""
    return MappingProxyType(dict(d or {}))


@dataclass(frozen=True, slots=True)
class Printing:
    """One printing of a card: what a collector number or deck code names.

    ``id`` is the normalized short code (``OGN-001``, ``OGN-001a``,
    ``SFD-228*``, ``VEN-R01``, ``OPP-255``). ``variant`` is one of ``base``,
    ``a``, ``b``, ``signed``, ``overnumbered`` or ``promo``.
    """

    id: str
    set: str
    number: str
    variant: str = "base"


@dataclass(frozen=True, slots=True)
class Card:
    """One game card, identified by its name (CR 132), with all its printings.

    ``name`` is the canonical English name (``Jinx, Loose Cannon`` for a legend,
    ``Jinx, Demolitionist`` for a unit). It is ``None`` for a card known only
    from a non-English source (Radiance, for now); such a card is shown by
    :attr:`display_name`, its first printing id.
    """

    key: str
    name: str | None
    type: str
    supertypes: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()
    champion_tag: str | None = None
    tags: tuple[str, ...] = ()
    energy: int | None = None
    power: int | None = None
    might: int | None = None
    keywords: tuple[str, ...] = ()
    #: Copies allowed by the card's own text, overriding the copy rule:
    #: ``None`` when the text says nothing, ``"any"`` for "any number".
    copy_text_override: str | None = None
    names: Mapping[str, str] = field(default_factory=lambda: _EMPTY)
    printings: tuple[Printing, ...] = ()
    token: bool = False
    #: Locale -> provenance of a name that is not from that language's official data
    #: (``community transcription, not yet in Riot's English data (...)``); official names have none.
    name_sources: Mapping[str, str] = field(default_factory=lambda: _EMPTY)

    @property
    def display_name(self) -> str:
        """The English name, or the first printing id when no English name is known."""
        if self.name:
            return self.name
        return self.printings[0].id if self.printings else self.key

    @property
    def base_printing(self) -> Printing | None:
        """The original printing: base variant from the earliest set, else the first."""
        for p in self.printings:
            if p.variant == "base":
                return p
        return self.printings[0] if self.printings else None

    @property
    def is_unique(self) -> bool:
        """True for cards with the Unique keyword (CR 825)."""
        return "Unique" in self.keywords

    @property
    def is_champion_unit(self) -> bool:
        """True for a Unit with the Champion supertype (eligible as Chosen Champion)."""
        return self.type == "Unit" and "Champion" in self.supertypes

    @property
    def is_signature(self) -> bool:
        """True for the Signature supertype (not the signed printing variant)."""
        return "Signature" in self.supertypes

    @property
    def deck_limit(self) -> int | None:
        """Copies allowed under the Constructed copy rule: 3, 1 for Unique, None for any number."""
        if self.copy_text_override == "any":
            return None
        if self.is_unique:
            return 1
        return 3


@dataclass(frozen=True, slots=True)
class Location:
    """Where something is in an input file. Lines and columns count from 1."""

    file: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        parts = [self.file]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


@dataclass(frozen=True, slots=True)
class Resolution:
    """Why a reference did not resolve: unknown (with suggestions), ambiguous (with candidates) or conflict.

    ``kind`` is ``unknown``, ``ambiguous`` or ``conflict`` (the entry names two
    different cards, e.g. a name and an id that disagree; ``candidates`` are
    both cards and ``detail`` says what the line says). Suggestions and candidates are
    ``(display name, printing id)`` pairs, best first.
    """

    kind: str
    ref: str
    suggestions: tuple[tuple[str, str], ...] = ()
    candidates: tuple[tuple[str, str], ...] = ()
    #: for ``conflict`` (an entry whose name and id, or two names, are different cards): what the line says
    detail: str = ""


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One line of a deck: ``count`` copies of ``ref`` in ``zone``.

    ``card`` and ``printing`` are set when the reference resolved; otherwise
    ``problem`` says why not, and the ``unknown-card`` rule reports it.
    ``printing`` is the printing named by the reference, or ``None`` when the
    entry gave a name only.
    """

    ref: str
    count: int
    zone: str
    location: Location
    card: Card | None = None
    printing: Printing | None = None
    problem: Resolution | None = None


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the reader wants the user to know that is not a rule finding.

    For example: repeated entries were summed, the Chosen Champion was
    inferred. ``code`` is a stable short id such as ``summed-entries``.
    """

    code: str
    message: str
    location: Location | None = None


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck as read from any format: zones of entries plus metadata.

    ``zone_locations`` maps a zone name to the location of its key (or
    header), so a finding about a missing entry can point somewhere. Counts in
    ``champion`` are copies of the Chosen Champion in the champion slot; the
    main-deck size is the champion copies plus the ``main`` entries.
    """

    source: str
    input_format: str
    legend: tuple[DeckEntry, ...] = ()
    champion: tuple[DeckEntry, ...] = ()
    main: tuple[DeckEntry, ...] = ()
    battlefields: tuple[DeckEntry, ...] = ()
    runes: tuple[DeckEntry, ...] = ()
    sideboard: tuple[DeckEntry, ...] = ()
    name: str | None = None
    format: str | None = None
    event_date: _dt.date | None = None
    domains: tuple[str, ...] | None = None
    pool: str | None = None
    zone_locations: Mapping[str, Location] = field(default_factory=lambda: _EMPTY)
    notices: tuple[Notice, ...] = ()
    #: The region whose launch dates judge set legality (``cn``; deck key ``region:``), else ``None``.
    region: str | None = None
    #: Legends named in addition to the starting legend (Neeko, Blending In: "choose 3 different
    #: legends"); not a zone: they are not in the deck. Location key ``additional_legends``.
    additional_legends: tuple[DeckEntry, ...] = ()

    def zone(self, name: str) -> tuple[DeckEntry, ...]:
        """Entries of zone ``name``."""
        return getattr(self, name)

    def entries(self, *zones: str) -> tuple[DeckEntry, ...]:
        """Entries of the given zones (all zones when none are named), in zone order."""
        out: list[DeckEntry] = []
        for z in zones or ZONES:
            out.extend(getattr(self, z))
        return tuple(out)

    def location_of(self, zone: str) -> Location:
        """Location of a zone's key, else of the file."""
        return self.zone_locations.get(zone) or Location(self.source)


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card named in a finding: canonical name and printing id."""

    name: str
    id: str | None = None


@dataclass(frozen=True, slots=True)
class Violation:
    """What a rule yields: a problem, without a severity.

    ``kind`` lets a rule report different sorts of problems that the rule's
    ``severities`` map (and the ruleset) give different severities; most rules
    only use ``default``. ``related`` holds further locations (e.g. the same
    battlefield in a teammate's deck).
    """

    message: str
    location: Location | None = None
    fix: str | None = None
    cards: tuple[CardRef, ...] = ()
    kind: str = "default"
    related: tuple[Location, ...] = ()


@dataclass(frozen=True, slots=True)
class Finding:
    """A violation stamped by the engine with its rule, severity and citation."""

    rule: str
    severity: str
    message: str
    location: Location | None = None
    citation: str | None = None
    fix: str | None = None
    cards: tuple[CardRef, ...] = ()
    related: tuple[Location, ...] = ()


@dataclass(frozen=True, slots=True)
class SkippedRule:
    """A rule that did not run, and why (``reason`` is plain words)."""

    rule: str
    reason: str


@dataclass(frozen=True, slots=True)
class DeckResult:
    """The verdict for one deck file.

    ``legal`` is ``None`` when the deck could not be read (``error`` then says
    why). ``partial`` is true when rules were deselected by the user.
    ``stats`` is the deck's :class:`riftcheck.stats.DeckStats` when the run
    asked for them (``show``, ``check -v``, the JSON report), else ``None``.
    """

    source: str
    legal: bool | None
    findings: tuple[Finding, ...] = ()
    rules_run: tuple[str, ...] = ()
    rules_skipped: tuple[SkippedRule, ...] = ()
    notices: tuple[Notice, ...] = ()
    fingerprint: str | None = None
    error: Finding | None = None
    deck: Deck | None = None
    identity: tuple[str, ...] | None = None
    partial: bool = False
    stats: object | None = None
