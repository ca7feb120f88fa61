"""Hand-built cards and decks for engine tests, independent of the card database."""

from __future__ import annotations

from riftcheck.models import Card, Deck, DeckEntry, Location, Printing, Resolution


def card(
    name: str,
    type: str = "Unit",
    domains=(),
    *,
    key: str | None = None,
    set: str = "OGN",
    number: str = "001",
    token: bool = False,
    supertypes=(),
    champion_tag=None,
) -> Card:
    """A minimal card with one base printing."""
    pid = f"{set}-{number}"
    return Card(
        key=key or name.lower(),
        name=name,
        type=type,
        domains=tuple(domains),
        supertypes=tuple(supertypes),
        champion_tag=champion_tag,
        printings=(Printing(pid, set, number),),
        token=token,
    )


def entry(
    c: Card | None,
    count: int = 1,
    zone: str = "main",
    line: int = 1,
    file: str = "deck.yaml",
    ref: str | None = None,
    problem: Resolution | None = None,
    printing: Printing | None = None,
) -> DeckEntry:
    """A deck entry at ``file:line:3``."""
    return DeckEntry(
        ref=ref or (c.name if c else "?"),
        count=count,
        zone=zone,
        location=Location(file, line, 3),
        card=c,
        printing=printing,
        problem=problem,
    )


def deck(*entries: DeckEntry, source: str = "deck.yaml", **meta) -> Deck:
    """A deck of ``entries`` sorted into their zones."""
    zones: dict[str, list] = {}
    for e in entries:
        zones.setdefault(e.zone, []).append(e)
    return Deck(
        source=source,
        input_format="yaml",
        zone_locations={z: Location(source, 1, 1) for z in zones},
        **{z: tuple(v) for z, v in zones.items()},
        **meta,
    )


JINX = card("Jinx, Loose Cannon", "Legend", ("Fury", "Chaos"), number="251")
VIKTOR = card("Viktor, Herald of the Arcane", "Legend", ("Mind", "Order"), number="265")
PEAK = card("Targon's Peak", "Battlefield", number="289")
CAMP = card("Trifarian War Camp", "Battlefield", number="294")
PORO = card("Pouty Poro", "Unit", ("Fury",), number="013")
RECRUIT = card("Recruit", "Unit", token=True, number="271")
FURY_RUNE = card("Fury Rune", "Rune", ("Fury",), number="007")


class FakeDB:
    """Enough of CardDB for the engine and the H3 rules: nothing resolves by name."""

    def by_name(self, name):
        return None

    def printing(self, pid):
        """The hand-built card with this base printing id (suggestions are checked by type)."""
        for c in (JINX, VIKTOR, PEAK, CAMP, PORO, RECRUIT, FURY_RUNE):
            if c.printings[0].id == pid:
                return c, c.printings[0]
        return None
