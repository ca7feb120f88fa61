"""Rule ``pool``: a Sealed or Draft deck uses only cards from its pool."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import ClassVar

from riftcheck.i18n import N_
from riftcheck.identity import limited_label
from riftcheck.models import (
    Card,
    CardRef,
    Deck,
    DeckEntry,
    Location,
    Msg,
    Plural,
    Violation,
    joined,
    listed,
)
from riftcheck.rules._helpers import bounded, remove_copies, zone_word
from riftcheck.rules.base import Option, Rule, RuleContext, int_or_null

#: Zones whose cards must come from the pool (runes come from any source, tr.limited-runes).
CHECKED_ZONES = ("legend", "champion", "main", "battlefields", "sideboard")


class _Need:
    """What the decks ask of one card: copies by printing, and copies of any printing."""

    # a plain slotted class: a dataclass costs ~1 ms to create at import, on every run's start-up
    __slots__ = ("any", "card", "entries", "lines", "per_source", "specific")

    def __init__(self, card: Card) -> None:
        self.card = card
        self.specific: Counter = Counter()
        self.any = 0
        self.entries: list[DeckEntry] = []
        self.per_source: Counter = Counter()
        #: deck index -> the first line the card is on in that deck
        self.lines: dict[int, int] = {}

    @property
    def total(self) -> int:
        return sum(self.specific.values()) + self.any


class _Supply:
    """What the pool holds of one card: copies by printing, and copies of unknown printing."""

    __slots__ = ("specific", "unknown")

    def __init__(self) -> None:
        self.specific: Counter = Counter()
        self.unknown = 0

    @property
    def total(self) -> int:
        return sum(self.specific.values()) + self.unknown


def _shortage(need: _Need, have: _Supply) -> int:
    """Copies the pool cannot cover; a named printing first uses that printing."""
    short_specific = sum(max(0, n - have.specific[p]) for p, n in need.specific.items())
    spare = sum(max(0, n - need.specific[p]) for p, n in have.specific.items())
    from_unknown = min(short_specific, have.unknown)
    missing = short_specific - from_unknown
    spare += have.unknown - from_unknown
    return missing + max(0, need.any - spare)


def _exempt(card: Card) -> bool:
    return card.type == "Rune"


def _where(need: _Need, decks: tuple[Deck, ...]) -> str:
    if len(need.per_source) > 1:
        parts = joined(
            [
                Msg("{n} in {file}", n=n, file=_deck_named(decks, i, need.lines.get(i)))
                for i, n in need.per_source.items()
            ]
        )
        return Msg("the team's decks ({parts})", parts=parts)
    zones = {e.zone for e in need.entries}
    in_deck = bool(zones - {"sideboard"})
    if in_deck and "sideboard" in zones:
        return Msg("deck and sideboard")
    return Msg("deck") if in_deck else Msg("sideboard")


def _deck_named(decks: tuple[Deck, ...], i: int, line: int | None = None) -> str:
    """Deck ``i`` of a team in a message: its file's name, and where the team's decks share a file
    (lists pasted in one event file, or one list file registered by both) the ``line`` the card
    is on in that deck (a deck's first line read as its start named line 1 for every card)."""
    deck = decks[i]
    name = Path(deck.source).name
    if sum(1 for d in decks if d.source == deck.source) < 2 or not line:
        return name
    return Msg("{file} line {line}", file=name, line=line)


def _printings(counter: Counter, unknown: int = 0) -> str:
    """``2 OGN-169a, 1 of unstated printing``: a Msg whose words are said in the report's
    language (no English fragment spliced into a French sentence, atkQ 2)."""
    parts = [f"{n} {p}" for p, n in sorted(counter.items()) if n]  # a count and an id: no words
    if unknown:
        parts.append(Plural(unknown, "{n} of unstated printing", "{n} of unstated printing"))
    return joined(parts) if parts else Msg("none")


class Pool(Rule):
    """Every card of a Sealed or Draft deck comes from the player's pool.

    With ``--pool POOL`` (any deck-list format riftcheck reads) or a ``pool:``
    key in the deck file, the legend, Chosen Champion, main deck,
    battlefields and sideboard together may use each card at most as often as
    the pool holds it ([tr.limited-pool]), counted by printing when the deck names
    a printing. Basic runes come from any source ([tr.limited-runes]) and blank
    battlefields are always available ([tr.blank-battlefields]), so neither is counted.
    The sideboard may hold the rest of the pool, with no size limit.

    In 2v2 Sealed the team shares one pool ([tr.shared-pool]): with ``--team A B
    --pool POOL`` both decks together must fit it, and this rule runs once
    for the team instead of once per deck.

    Without a pool the rule is reported as skipped, never as passed.

    Option ``size``: the most cards a pool can hold, basic runes and tokens aside (Draft: 39, the
    cards drafted from 3 boosters, [tr.draft]); a pool holding more is a *warning*, as it cannot
    be the list of cards the player was provided and would make this rule vacuous. Sealed's 6
    boosters are given by count, not cards, so Sealed judges no size.

    Legal example:

        # pool.txt: 2 Pouty Poro, ...
        main:
          - {card: Pouty Poro, count: 2}

    Illegal example:

        # pool.txt: 2 Pouty Poro, ...
        main:
          - {card: Pouty Poro, count: 2}
        sideboard:
          - {card: Pouty Poro, count: 1}   # 3 in deck and sideboard, 2 in pool
    """

    id = "pool"
    summary = N_("A Sealed or Draft deck uses only cards from its pool, counted by printing.")
    citations = ("tr.limited-pool", "tr.limited-runes", "tr.blank-battlefields", "tr.shared-pool")
    needs = frozenset({"pool"})
    #: runs on each deck alone, and once on a team that shares one pool
    scope = "deck+team"
    severities: ClassVar[Mapping[str, str]] = {
        "default": "error",
        "pool-entry": "warning",
        "pool-size": "warning",
    }
    options: ClassVar[Mapping[str, Option]] = {
        "size": Option(
            None,
            N_("The most cards a pool can hold, basic runes and tokens aside (null: not judged)."),
            int_or_null(1),
        ),
    }

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per card used more often than the pool holds it."""
        pool = ctx.pool
        if pool is None:
            return
        decks = (ctx.deck, *ctx.team)
        needs = _needs(decks)
        supply: dict[str, _Supply] = {}
        yield from _count_supply(pool, supply)
        size = ctx.options.get("size")
        if size is not None:
            yield from _oversized(ctx, pool, size)
        shared = Msg(" shared") if ctx.team else ""
        for need in needs.values():
            have = supply.get(need.card.key, _Supply())
            short = _shortage(need, have)
            if short > 0:
                yield _short(need, have, short, _where(need, decks), shared, decks)


def _oversized(ctx: RuleContext, pool: Deck, size: int) -> Iterator[Violation]:
    """A pool holding more cards than the format's product gives (evtR 3: 1,300 cards passed as
    a Draft pool), basic runes and tokens aside: said once, at the pool's first card."""
    counted = [
        e for e in pool.entries() if e.card is not None and not (e.card.token or _exempt(e.card))
    ]
    n = sum(e.count for e in counted)
    if n <= size or not counted:
        return
    first = counted[0].location
    name = Path(first.file).name if first is not None and first.file else pool.source
    yield Violation(
        message=Msg(
            "The pool {pool} holds {n} cards (basic runes and tokens aside); a {format} pool holds "
            "at most {size} ({cite}), so it is not the list of the cards the player was provided",
            pool=name,
            n=f"{n:,}",
            # the format's name (« un pool de Draft »), not the ruleset's id (« un pool draft »:
            # frU 8)
            format=limited_label(ctx.tables.get("format") or "", ctx.ruleset),
            size=size,
            cite=ctx.cite("tr.draft"),
        ),
        location=first,
        fix=Msg("check the pool's list: the cards the player drafted or opened"),
        kind="pool-size",
    )


def _needs(decks) -> dict[str, _Need]:
    """What the decks use of each card, by printing where they name one."""
    needs: dict[str, _Need] = {}
    for i, deck in enumerate(decks):
        for entry in deck.entries(*CHECKED_ZONES):
            card = entry.card
            if card is None or card.token or _exempt(card):
                continue
            need = needs.setdefault(card.key, _Need(card))
            if entry.printing is not None:
                need.specific[entry.printing.id] += entry.count
            else:
                need.any += entry.count
            need.entries.append(entry)
            need.per_source[i] += entry.count  # by deck, not path: two pasted in one file
            if entry.location and entry.location.line:
                line = need.lines.get(i)
                need.lines[i] = (
                    entry.location.line if line is None else min(line, entry.location.line)
                )
    return needs


def _count_supply(pool, supply: dict[str, _Supply]) -> Iterator[Violation]:
    """Fill ``supply`` with what the pool holds; a pool entry of no known card is a warning."""
    yield from bounded(
        _supply(pool, supply),
        lambda n, first, last: Plural(
            n,
            "and {n} more pool entry that is not a known card (line {first}), not counted",
            "and {n} more pool entries that are not known cards (lines {first}-{last}), not counted",
            first=first,
            last=last,
        ),
        Msg("correct the pool file"),
    )


def _supply(pool, supply: dict[str, _Supply]) -> Iterator[Violation]:
    for entry in pool.entries():
        if entry.card is None:
            if entry.problem is not None:
                yield Violation(
                    message=Msg(
                        "Pool entry '{ref}' is not a known card, so it was not counted",
                        ref=entry.ref,
                    ),
                    location=entry.location,
                    fix=Msg("correct the pool file"),
                    kind="pool-entry",
                )
            continue
        have = supply.setdefault(entry.card.key, _Supply())
        if entry.printing is not None:
            have.specific[entry.printing.id] += entry.count
        else:
            have.unknown += entry.count


#: Where the copies the pool does not hold are taken from first, as copy-limit takes its extra
#: copies: the sideboard (the main deck keeps its size), then the main deck, then a copy written in
#: a zone of another type, the Chosen Champion last (the deck needs one).
_REMOVE_ORDER = ("sideboard", "main", "legend", "battlefields", "runes", "champion")


def _by_zone(entries) -> list[tuple[str, int]]:
    """(zone, copies) of ``entries``, zones in :data:`_REMOVE_ORDER`."""
    return [(z, n) for z in _REMOVE_ORDER if (n := sum(e.count for e in entries if e.zone == z))]


def removal(need: _Need, have: _Supply, short: int) -> list[tuple[int, str]]:
    """The ``short`` copies the pool rule's fix removes, as (copies, zone) in :data:`_REMOVE_ORDER`:
    of a printing the pool does not hold enough of first, when such copies make up the shortage
    (the others would fix nothing). The one answer of the pool's fix and of the size rules' count
    of it (main-deck-size, sideboard-size), so both take the same copies out."""
    lacking = {p for p, n in need.specific.items() if n > have.specific[p]}
    named = [e for e in need.entries if e.printing is not None and e.printing.id in lacking]
    entries = named if sum(e.count for e in named) >= short else need.entries
    parts = []
    for zone in _REMOVE_ORDER:
        take = min(short, sum(e.count for e in entries if e.zone == zone))
        if take:
            parts.append((take, zone))
            short -= take
    return parts


def _short(
    need: _Need, have: _Supply, short: int, where: str, shared: str, decks: tuple[Deck, ...]
) -> Violation:
    """The violation of a card the decks use ``short`` more times than the pool allows; its fix
    names the zones the copies go from (atkL 4: "remove 2 Gust" named none) when they are all one
    deck's, and leaves which teammate gives them up to the team otherwise."""
    name = need.card.display_name
    sources = list(need.per_source)
    parts = removal(need, have, short) if len(sources) == 1 else []
    if parts:
        remove = remove_copies(decks[sources[0]], name, parts)
        if len(decks) > 1:  # a team's shared pool: the deck the copies are in, by its file
            remove = Msg("{edit} in {file}", edit=remove, file=_deck_named(decks, sources[0]))
    else:
        # copies in both decks: which deck gives them up is the team's choice, but how many go
        # and where each deck has them is not (atkL 5)
        ids = {id(e) for e in need.entries}
        places = [
            Msg("{zone} in {file} ({n})", zone=zone_word(d, zone), file=_deck_named(decks, i), n=n)
            for i, d in enumerate(decks)
            for zone, n in _by_zone([e for e in d.entries() if id(e) in ids])
        ]
        remove = Plural(
            short,
            "remove {n} {card} in all from {places} (which deck's copies go is the team's choice)",
            "remove {n} {card} in all from {places} (which deck's copies go is the team's choice)",
            card=name,
            # « ou »: the copies go from any of them, not from each (frS 8: « … et … » read as both)
            places=listed(places, "or"),
        )
    if need.total > have.total:
        message = Msg(
            "{total} {name} in {where}, {total2} in{shared} pool",
            total=need.total,
            name=name,
            where=where,
            total2=have.total,
            shared=shared,
        )
        fix = remove
    else:
        message = Msg(
            "{total} {name} in {where} ({printings}), {total2} in{shared} pool ({printings2}); a named printing must be in the pool",
            total=need.total,
            name=name,
            where=where,
            printings=_printings(need.specific, need.any),
            total2=have.total,
            shared=shared,
            printings2=_printings(have.specific, have.unknown),
        )
        fix = Msg("name the printings the pool holds, or {remove}", remove=remove)
    first = need.entries[0]
    printing = first.printing or need.card.base_printing
    related: tuple[Location, ...] = tuple(e.location for e in need.entries[1:])
    return Violation(
        message=message,
        location=first.location,
        fix=fix,
        cards=(CardRef(name, printing.id if printing else None),),
        related=related,
    )
