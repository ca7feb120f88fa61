"""Test helpers for rules: hand-built cards and decks, a rule context, a rule run.

A rule is tested without the card database and without files: build the
cards it looks at, put them in a deck, run the rule, compare the violations.
riftcheck's own rule and engine tests use these helpers, and so can a
plugin's tests (see "Rule plugins" in the README)::

    from riftcheck.testing import card, deck, entry, run_rule
    from my_rules import NoSideboard

    def test_a_sideboard_is_reported():
        spare = card("Spare Poro")
        [v] = run_rule(NoSideboard, deck(entry(spare, 2, "sideboard", line=71)))
        assert v.location.line == 71

Everything here builds the frozen values of :mod:`riftcheck.models` that the
engine builds from a real deck file, so a rule meets in a test what it meets
in a run. Locations point at :data:`FILE`; a deck built by :func:`deck` gives
every zone key the line of :data:`ZONE_LINES`.
"""

from __future__ import annotations

import datetime as _dt
import zlib
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from riftcheck.models import (
    Card,
    Deck,
    DeckEntry,
    Location,
    Printing,
    Resolution,
    Violation,
    frozen_map,
)
from riftcheck.rules.base import Rule, RuleContext

__all__ = [
    "AS_OF",
    "FILE",
    "ZONE_LINES",
    "CardSet",
    "card",
    "context",
    "deck",
    "entry",
    "filler",
    "run_rule",
]

#: The file every hand-built location points at.
FILE = "deck.yaml"

#: The line of each zone key (``legend:``, ``main:`` ...) in a deck built by :func:`deck`.
ZONE_LINES: Mapping[str, int] = MappingProxyType(
    {"legend": 1, "champion": 2, "main": 3, "battlefields": 50, "runes": 60, "sideboard": 70}
)

#: The as-of date of :func:`context` unless told otherwise.
AS_OF = _dt.date(2026, 9, 18)


def card(
    name: str,
    type: str = "Unit",
    *,
    domains: Iterable[str] = ("Fury",),
    ids: Iterable[str] = (),
    key: str | None = None,
    supertypes: Iterable[str] = (),
    champion_tag: str | None = None,
    tags: Iterable[str] = (),
    keywords: Iterable[str] = (),
    copy_text_override: str | None = None,
    names: Mapping[str, str] | None = None,
    token: bool = False,
    variants: Mapping[str, str] | None = None,
) -> Card:
    """A :class:`~riftcheck.models.Card` named ``name`` of ``type``.

    ``ids`` are its printing ids (``SET-NUMBER``, the first is the base
    printing); without them it gets one made-up Origins id derived from the
    name, so that two hand-built cards never share one. ``variants`` maps a
    printing id to its variant (``a``, ``promo`` ...; default ``base``);
    ``names`` maps a language to the card's name in it.
    """
    ids = tuple(ids) or (f"OGN-{zlib.crc32(name.encode()) % 900 + 100:03d}",)
    variants = variants or {}
    printings = tuple(
        Printing(id=i, set=i.split("-")[0], number=i.split("-")[1], variant=variants.get(i, "base"))
        for i in ids
    )
    return Card(
        key=key or name.lower(),
        name=name,
        type=type,
        supertypes=tuple(supertypes),
        domains=tuple(domains),
        champion_tag=champion_tag,
        tags=tuple(tags),
        keywords=tuple(keywords),
        copy_text_override=copy_text_override,
        names=MappingProxyType(dict(names or {})),
        printings=printings,
        token=token,
    )


def entry(
    c: Card | None,
    count: int = 1,
    zone: str = "main",
    line: int = 1,
    *,
    printing: str | Printing | None = None,
    ref: str | None = None,
    problem: Resolution | None = None,
    file: str = FILE,
) -> DeckEntry:
    """An entry of ``count`` copies of ``c`` in ``zone``, written at ``file:line:3``.

    ``c=None`` with a ``problem`` is an entry that did not resolve (what the
    ``unknown-card`` rule reports). ``printing`` is one of ``c``'s printings,
    by id or as the :class:`~riftcheck.models.Printing`; ``ref`` is the text the
    deck wrote (default: the card's display name).
    """
    if isinstance(printing, str):
        if c is None:
            raise ValueError("a printing id needs a card")
        printing = next(p for p in c.printings if p.id == printing)
    return DeckEntry(
        ref=ref or (c.display_name if c else "???"),
        count=count,
        zone=zone,
        location=Location(file, line, 3),
        card=c,
        printing=printing,
        problem=problem,
    )


def deck(
    *entries: DeckEntry,
    source: str = FILE,
    zone_lines: Mapping[str, int] | None = ZONE_LINES,
    **fields: Any,
) -> Deck:
    """A deck (read as YAML from ``source``) holding ``entries`` in their zones.

    Every zone of ``zone_lines`` gets a location at its line; ``zone_lines=None``
    gives only the zones that hold an entry a location, at line 1. Further
    keyword arguments are :class:`~riftcheck.models.Deck` fields (``event_date``,
    ``region``, ``format`` ...).
    """
    zones: dict[str, list[DeckEntry]] = {}
    for z in zone_lines or ():
        zones[z] = []
    for e in entries:
        zones.setdefault(e.zone, []).append(e)
    lines = zone_lines if zone_lines is not None else dict.fromkeys(zones, 1)
    return Deck(
        source=source,
        input_format="yaml",
        zone_locations=frozen_map({z: Location(source, line, 1) for z, line in lines.items()}),
        **{z: tuple(v) for z, v in zones.items()},
        **fields,
    )


def filler(
    n: int, zone: str = "main", first_line: int = 10, domain: str = "Fury"
) -> list[DeckEntry]:
    """Entries of ``n`` copies in all of distinct plain units (3 per entry), to pad ``zone``."""
    out = []
    i = 0
    while n > 0:
        k = min(3, n)
        out.append(entry(card(f"Filler {zone} {i}", domains=(domain,)), k, zone, first_line + i))
        n -= k
        i += 1
    return out


class CardSet:
    """A stand-in for :class:`~riftcheck.cards.db.CardDB` that knows only ``cards``.

    It answers what rules ask a database: :meth:`printing` (any of the cards'
    printing ids) and :meth:`by_name` (a card's English name, exactly).
    """

    def __init__(self, *cards: Card) -> None:
        self.cards = cards

    def printing(self, pid: str) -> tuple[Card, Printing] | None:
        """The card and printing of printing id ``pid``, or ``None``."""
        for c in self.cards:
            for p in c.printings:
                if p.id == pid:
                    return c, p
        return None

    def by_name(self, name: str) -> Card | None:
        """The one card named ``name``, or ``None`` (unknown or several)."""
        found = [c for c in self.cards if name in (c.name, c.display_name)]
        return found[0] if len(found) == 1 else None


def context(
    d: Deck,
    *,
    options: Mapping[str, Any] | None = None,
    tables: Mapping[str, Any] | None = None,
    identity: Iterable[str] | None = None,
    as_of: _dt.date = AS_OF,
    ruleset: str = "constructed",
    db: Any = None,
    pool: Deck | None = None,
    team: tuple[Deck, ...] = (),
) -> RuleContext:
    """The :class:`~riftcheck.rules.base.RuleContext` the engine would give a rule for ``d``.

    ``options`` are taken as given (see :func:`run_rule` for defaults filled
    in); ``tables`` are the ruleset tables as resolved for ``as_of``
    (``bans``, ``legal_sets``, ``set_release``; ``citations`` defaults to riftcheck's own rules
    documents in force on ``as_of``); ``identity`` is the deck's domain identity (``None``: unknown).
    """
    if tables is None or "citations" not in tables:
        from riftcheck.rulesets import shipped_citations

        tables = {"citations": shipped_citations(as_of), **(tables or {})}
    return RuleContext(
        deck=d,
        db=db,
        as_of=as_of,
        ruleset=ruleset,
        options=frozen_map(options),
        tables=frozen_map(tables),
        identity=frozenset(identity) if identity is not None else None,
        pool=pool,
        team=team,
    )


def run_rule(rule: type[Rule], d: Deck, **kw: Any) -> list[Violation]:
    """The violations ``rule`` yields for deck ``d``, as a list.

    The rule's options get their defaults, overridden by ``options=``; every
    other keyword argument goes to :func:`context`. The engine is not involved:
    no severity is stamped and ``needs`` is not checked, so a test sees exactly
    what the rule reports.
    """
    opts = {name: opt.default for name, opt in rule.options.items()}
    opts.update(kw.pop("options", None) or {})
    return list(rule().check(context(d, options=opts, **kw)))
