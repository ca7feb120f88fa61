"""Hand-built cards, decks and contexts for the rule unit tests (no card database needed)."""

from __future__ import annotations

import datetime as dt
import zlib
from types import MappingProxyType

from riftcheck.models import Card, Deck, DeckEntry, Location, Printing, frozen_map
from riftcheck.rules.base import RuleContext

FILE = "deck.yaml"


def card(
    name: str,
    type: str = "Unit",
    *,
    domains: tuple[str, ...] = ("Fury",),
    ids: tuple[str, ...] = (),
    supertypes: tuple[str, ...] = (),
    champion_tag: str | None = None,
    tags: tuple[str, ...] = (),
    keywords: tuple[str, ...] = (),
    copy_text_override: str | None = None,
    names: dict[str, str] | None = None,
    token: bool = False,
    variants: dict[str, str] | None = None,
) -> Card:
    """A card with printings ``ids`` (default: one made-up OGN printing); ``variants`` maps id -> variant."""
    ids = ids or (f"OGN-{zlib.crc32(name.encode()) % 900 + 100:03d}",)
    variants = variants or {}
    printings = tuple(
        Printing(id=i, set=i.split("-")[0], number=i.split("-")[1], variant=variants.get(i, "base"))
        for i in ids
    )
    return Card(
        key=name.lower(),
        name=name,
        type=type,
        supertypes=supertypes,
        domains=domains,
        champion_tag=champion_tag,
        tags=tags,
        keywords=keywords,
        copy_text_override=copy_text_override,
        names=MappingProxyType(dict(names or {})),
        printings=printings,
        token=token,
    )


def entry(
    c: Card | None,
    count: int,
    zone: str,
    line: int,
    printing: str | None = None,
    ref: str | None = None,
):
    """An entry of ``count`` copies of ``c`` in ``zone`` at ``line`` of :data:`FILE`."""
    chosen = None
    if c is not None and printing is not None:
        chosen = next(p for p in c.printings if p.id == printing)
    return DeckEntry(
        ref=ref or (c.display_name if c else "???"),
        count=count,
        zone=zone,
        location=Location(FILE, line, 3),
        card=c,
        printing=chosen,
    )


ZONE_LINES = {
    "legend": 1,
    "champion": 2,
    "main": 3,
    "battlefields": 50,
    "runes": 60,
    "sideboard": 70,
}


def deck(*entries: DeckEntry) -> Deck:
    """A deck holding ``entries`` in their zones, with a location for every zone key."""
    zones: dict[str, list[DeckEntry]] = {z: [] for z in ZONE_LINES}
    for e in entries:
        zones[e.zone].append(e)
    return Deck(
        source=FILE,
        input_format="yaml",
        zone_locations=frozen_map({z: Location(FILE, line, 1) for z, line in ZONE_LINES.items()}),
        **{z: tuple(v) for z, v in zones.items()},
    )


def ctx(
    d: Deck,
    *,
    options: dict | None = None,
    tables: dict | None = None,
    identity: set[str] | None = None,
    as_of: dt.date = dt.date(2026, 9, 18),
    ruleset: str = "constructed",
    db=None,
) -> RuleContext:
    """A rule context for ``d``."""
    return RuleContext(
        deck=d,
        db=db,
        as_of=as_of,
        ruleset=ruleset,
        options=frozen_map(options),
        tables=frozen_map(tables),
        identity=frozenset(identity) if identity is not None else None,
    )


def run(rule_cls, d: Deck, **kw):
    """The violations ``rule_cls`` yields for ``d``, as a list, options filled with defaults."""
    opts = {name: opt.default for name, opt in rule_cls.options.items()}
    opts.update(kw.pop("options", None) or {})
    return list(rule_cls().check(ctx(d, options=opts, **kw)))


def filler(
    n: int, zone: str = "main", first_line: int = 10, domain: str = "Fury"
) -> list[DeckEntry]:
    """``n`` copies of distinct plain units, 3 per entry, for padding a zone."""
    out = []
    i = 0
    while n > 0:
        k = min(3, n)
        out.append(entry(card(f"Filler {zone} {i}", domains=(domain,)), k, zone, first_line + i))
        n -= k
        i += 1
    return out


# Cards the tests share, modelled on real ones (names and ids are the real cards').
KENNEN_LEGEND = card(
    "Kennen, Heart of the Tempest",
    "Legend",
    domains=("Mind", "Chaos"),
    ids=("VEN-155",),
    champion_tag="Kennen",
    tags=("Yordle", "Kennen"),
)
KENNEN_UNIT = card(
    "Kennen, Swift Justice",
    domains=("Chaos",),
    supertypes=("Champion",),
    champion_tag="Kennen",
    tags=("Kennen", "Yordle"),
)
TEEMO_UNIT = card(
    "Teemo, Scout",
    domains=("Chaos",),
    supertypes=("Champion",),
    champion_tag="Teemo",
    tags=("Teemo", "Yordle"),
)
JINX_UNIT = card(
    "Jinx, Demolitionist",
    domains=("Fury",),
    supertypes=("Champion",),
    champion_tag="Jinx",
    tags=("Jinx",),
)
TIBBERS = card(
    "Tibbers", domains=("Fury",), supertypes=("Signature",), champion_tag="Annie", tags=("Annie",)
)
KENNEN_SIG = card(
    "Kennen Signature Spell",
    "Spell",
    domains=("Mind", "Chaos"),
    supertypes=("Signature",),
    champion_tag="Kennen",
)
JINX_SIG = card(
    "Super Mega Death Rocket!",
    "Spell",
    domains=("Fury", "Chaos"),
    supertypes=("Signature",),
    champion_tag="Jinx",
)
ORNN_CAPE = card(
    "Forgefire Cape",
    "Gear",
    domains=("Calm", "Mind"),
    ids=("SFD-190",),
    supertypes=("Signature",),
    champion_tag="Ornn",
    keywords=("Unique",),
)
ORNN_CROWN = card(
    "Rabadon's Deathcrown",
    "Gear",
    domains=("Calm", "Mind"),
    ids=("SFD-191",),
    supertypes=("Signature",),
    champion_tag="Ornn",
    keywords=("Unique",),
)
RAMPAGE = card(
    "Rampage",
    "Spell",
    ids=("OGN-010", "OGN-010a", "OPP-010"),
    variants={"OGN-010a": "a", "OPP-010": "promo"},
    names={"zh-CN": "横冲直撞"},
)
SPIDERLING = card("Spiderling", domains=("Chaos",), ids=("VEN-097",), copy_text_override="any")
FURY_RUNE = card("Fury Rune", "Rune", domains=("Fury",), ids=("OGN-007",), supertypes=("Basic",))
CHAOS_RUNE = card("Chaos Rune", "Rune", domains=("Chaos",), ids=("OGN-166",), supertypes=("Basic",))
MIND_RUNE = card("Mind Rune", "Rune", domains=("Mind",), ids=("OGN-089",), supertypes=("Basic",))
TOKEN = card("Recruit", "Unit", domains=(), ids=("OGN-271",), token=True)


def as_of(text: str) -> dt.date:
    """A date from ISO text."""
    return dt.date.fromisoformat(text)
