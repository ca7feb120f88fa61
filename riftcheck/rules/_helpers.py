"""Small helpers shared by the deck-building rules: counting, grouping and wording.

Every helper takes frozen values and returns plain values; none reads files
or knows about severities.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from pathlib import Path
from typing import Any

from riftcheck.i18n import joined as joined_text
from riftcheck.i18n import plural as _plural
from riftcheck.models import (
    DOMAINS,
    Card,
    CardRef,
    Deck,
    DeckEntry,
    Location,
    Msg,
    Plural,
    Violation,
    listed,
)

#: Card types a main deck or sideboard may hold (cr.main-deck, tr.sideboard-contents).
MAIN_DECK_TYPES: frozenset[str] = frozenset({"Unit", "Gear", "Spell"})

#: ``2 in main``: how a zone is named inside a "(2 in main, 1 in sideboard)" breakdown of a finding
#: (literal templates, for the catalogue). decks/write.py keeps its own table on purpose: convert's
#: notes name zones by their deck-file keys ("in legend", "in additional_legends").
ZONE_PHRASE = {
    "legend": lambda n: Msg("{n} as legend", n=n),
    "champion": lambda n: Msg("{n} as champion", n=n),
    "main": lambda n: Msg("{n} in main", n=n),
    "battlefields": lambda n: Msg("{n} in battlefields", n=n),
    "runes": lambda n: Msg("{n} in runes", n=n),
    "sideboard": lambda n: Msg("{n} in sideboard", n=n),
}


def resolved(
    entries: Iterable[DeckEntry], types: frozenset[str] | None = None
) -> Iterator[DeckEntry]:
    """Entries whose card resolved and is not a token, optionally of the given card types.

    Unresolved entries belong to ``unknown-card`` and tokens to
    ``not-a-deck-card``; skipping them here keeps one problem, one finding.
    """
    for e in entries:
        if e.card is None or e.card.token:
            continue
        if types is not None and e.card.type not in types:
            continue
        yield e


def total(entries: Iterable[DeckEntry]) -> int:
    """Sum of the copies of ``entries``."""
    return sum(e.count for e in entries)


def group_by_card(entries: Iterable[DeckEntry]) -> dict[str, list[DeckEntry]]:
    """Entries grouped by game-card identity (``Card.key``), first seen first."""
    groups: dict[str, list[DeckEntry]] = {}
    for e in entries:
        if e.card is not None:
            groups.setdefault(e.card.key, []).append(e)
    return groups


def card_ref(entry: DeckEntry) -> CardRef:
    """The card of ``entry`` as named in a finding: display name and printing id."""
    card = entry.card
    assert card is not None  # callers pass resolved entries only
    printing = entry.printing or card.base_printing
    return CardRef(card.display_name, printing.id if printing else None)


def printing_id(entry: DeckEntry) -> str | None:
    """The printing id the entry named, else the card's base printing id."""
    card = entry.card
    printing = entry.printing or (card.base_printing if card else None)
    return printing.id if printing else None


def zone_breakdown(entries: Iterable[DeckEntry]) -> str:
    """``2 in main, 1 in sideboard``: copies per zone, in zone order."""
    per_zone: dict[str, int] = {}
    for e in entries:
        per_zone[e.zone] = per_zone.get(e.zone, 0) + e.count
    order = list(ZONE_PHRASE)
    parts = [
        ZONE_PHRASE[z](n) if z in ZONE_PHRASE else Msg("{n} in {zone}", n=n, zone=z)
        for z, n in sorted(
            per_zone.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else 99
        )
    ]
    return joined_text(parts, ", ")


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 card`` / ``2 cards`` (a :class:`riftcheck.i18n.Msg`, so a report can say it in French)."""
    return _plural(n, word, many)


_DOMAIN_ORDER = {d: i for i, d in enumerate(DOMAINS)}


def sorted_domains(domains: Iterable[str]) -> list[str]:
    """Domains in the game's order (Fury, Calm, Mind, Body, Chaos, Order)."""
    return sorted(set(domains), key=lambda d: (_DOMAIN_ORDER.get(d, len(_DOMAIN_ORDER)), d))


def domain_text(domains: Iterable[str]) -> str:
    """``Calm, Mind`` in the game's order."""
    return ", ".join(sorted_domains(domains))


def and_list(items: list[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    return listed(items, "and")


def legend_card(deck: Deck) -> Card | None:
    """The deck's legend when exactly one resolved Legend card is listed, else ``None``."""
    legends = {e.card.key: e.card for e in resolved(deck.legend) if e.card.type == "Legend"}
    if len(legends) != 1:
        return None
    return next(iter(legends.values()))


def outside_identity(card: Card, identity: frozenset[str]) -> list[str]:
    """The card's domains that are not in ``identity`` (empty for colourless cards)."""
    if all(d in identity for d in card.domains):
        return []  # the usual answer, without sorting
    return [d for d in sorted_domains(card.domains) if d not in identity]


def identity_removes(ctx, card: Card) -> bool:
    """Whether domain-identity's fix removes ``card`` in this run: the ruleset runs it, outside
    Limited (where the identity is the pool's, chosen by the player), with a known identity the
    card does not fit. Another rule's fix of the same copies says so rather than removing them
    again."""
    in_force = (ctx.tables.get("rule_options") or {}) if ctx.tables else {}
    info = (ctx.tables.get("identity_info") or {}) if ctx.tables else {}
    return (
        "domain-identity" in in_force
        and info.get("mode") != "limited"
        and ctx.identity is not None
        and bool(outside_identity(card, ctx.identity))
    )


def identity_message(card: Card, identity: frozenset[str], what: str = "") -> str:
    """``Jinx, Demolitionist (Fury) is outside this deck's domain identity (Calm, Mind)``.

    For a multi-domain card the domains that do not fit are named, because
    every domain of the card must be in the identity ([cr.identity-multi]).
    """
    outside = outside_identity(card, identity)
    ident = domain_text(identity) or "no domains"
    msg = Msg(
        "{what}{card} ({domains}) is outside this deck's domain identity ({ident})",
        what=what,
        card=card.display_name,
        domains=domain_text(card.domains),
        ident=ident,
    )
    if len(card.domains) > 1 and len(outside) < len(set(card.domains)):
        out = and_list(outside)
        if len(outside) == 1:
            return Msg("{message}; {domain} is not in it", message=msg, domain=out)
        return Msg("{message}; {domains} are not in it", message=msg, domains=out)
    return msg


def int_at_least(minimum: int) -> Callable[[Any], str | None]:
    """Validator: an integer >= ``minimum`` (null not allowed)."""

    def _check(value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            return Msg(
                "expected an integer >= {minimum}, got {value}", minimum=minimum, value=repr(value)
            )
        return None

    return _check


def article(word: str) -> str:
    """``a Yordle`` / ``an Ornn``: the indefinite article by spelling (good enough for tags)."""
    return Msg("an {tag}", tag=word) if word[:1].lower() in "aeiou" else Msg("a {tag}", tag=word)


#: How each deck format names its zones, so that a fix speaks the input's own vocabulary:
#: a Piltover text list has ``MainDeck:`` headers, a YAML or JSON deck ``main:`` keys.
_ZONE_WORDS: dict[str, dict[str, str]] = {
    "text": {
        "legend": "Legend:",
        "champion": "Champion:",
        "main": "MainDeck:",
        "battlefields": "Battlefields:",
        "runes": "Runes:",
        "sideboard": "Sideboard:",
    },
    "yaml": {
        z: f"{z}:" for z in ("legend", "champion", "main", "battlefields", "runes", "sideboard")
    },
}
_ZONE_WORDS["json"] = _ZONE_WORDS["yaml"]
#: Formats without zone names of their own (deck codes, TTS strings, flat lists).
_ZONE_PLAIN: dict[str, str] = {
    "legend": Msg("the legend"),
    "champion": Msg("the champion slot"),
    "main": Msg("the main deck"),
    "battlefields": Msg("the battlefields"),
    "runes": Msg("the rune deck"),
    "sideboard": Msg("the sideboard"),
}


#: A riftboundfrance.fr section header in a message, by zone: the header as written in English
#: (``== Main Deck ==``), the zone's words before it in French (« du deck principal (== Main
#: Deck ==) », as « du deck principal (main:) »: « de == Main Deck == » named the zone by the
#: list's English words alone, atkQ 11); one entry per zone (``{main_header}``: English says the
#: header alone), since each language words each zone its own way
_EQ_SAID: dict[str, Callable[[str], Msg]] = {
    "legend": lambda h: Msg("{legend_header}", legend_header=h),
    "champion": lambda h: Msg("{champion_header}", champion_header=h),
    "main": lambda h: Msg("{main_header}", main_header=h),
    "battlefields": lambda h: Msg("{battlefields_header}", battlefields_header=h),
    "runes": lambda h: Msg("{runes_header}", runes_header=h),
    "sideboard": lambda h: Msg("{sideboard_header}", sideboard_header=h),
}

#: riftboundfrance.fr's section words (``== Main Deck ==``), for a zone such a list does not write;
#: a list whose sections are French (``== Légende ==``) is told its own language's words
#: (``== Deck principal ==``), never English ones (frU 4)
_EQ_WORDS = {
    "legend": "Legend",
    "champion": "Champion",
    "main": "Main Deck",
    "battlefields": "Battlefield",
    "runes": "Runes",
    "sideboard": "Side Deck",
    "additional_legends": "Additional legends",
}


def eq_section(headers: dict[str, str], zone: str) -> str | None:
    """The ``== Zone ==`` header of a section a list of such sections (``headers``: zone -> header
    as written) lacks, in the list's language (``== Champs de bataille ==``); ``None`` for a list
    of other headers. The one place a message and ``--fix`` (which adds the section) take it."""
    from riftcheck.decks.textdeck import FRENCH_HEADERS, writes_french

    if not any(h.startswith("==") for h in headers.values()):
        return None
    if writes_french(headers) and zone in FRENCH_HEADERS:
        return f"== {FRENCH_HEADERS[zone]} =="
    return f"== {_EQ_WORDS.get(zone, zone)} =="


def in_parens(cite: str) -> str:
    """`` (TR 401.2.a)`` after a message's words, or nothing for a citation of no rule in force on
    the judging day (an empty ``()`` reads as a broken message)."""
    # a Msg: the citation stays a value of its own, which a French run says « RT 401.2.a »;
    # a plain " (TR 401.2.a)" reached the text as words no translation reads (atkN 9)
    return Msg(" ({cite})", cite=cite) if cite else ""


def zone_word(deck: Deck, zone: str) -> str:
    """The zone as the deck's own format writes it: ``MainDeck:`` (text), ``== Main Deck ==``
    (a text list of ``== Zone ==`` sections, as written), ``main:`` (YAML, JSON), else plain words
    (``the main deck``) for formats with no zone names, a flat list, and the headerless lines of
    a flat list followed by ``Sideboard:``."""
    words = _ZONE_WORDS.get(deck.input_format)
    if deck.input_format == "text":
        headers = deck.zone_headers or {z: "" for z in deck.zone_locations}
        if not headers or (zone not in headers and set(headers) == {"sideboard"}):
            return _ZONE_PLAIN.get(zone, zone)
        header = headers.get(zone) or eq_section(headers, zone)
        # a zone written ``Champion:`` in a list of ``==`` sections is named as any ``Name:``
        # header (« la zone de champion (la zone de champion) » said it twice: frU 7)
        if header and header.startswith("=="):
            said = _EQ_SAID.get(zone)
            return header if said is None else said(header)
    if words is None:
        return _ZONE_PLAIN.get(zone, zone)
    return words.get(zone, zone)


def teammate(deck: Deck) -> str:
    """Who a team finding names for ``deck``: its player when an event's roster names them
    (``Chloe Martin``), else its file's name (``kofi.txt``, ``check --team``). A fix that says
    where to edit keeps the file's name."""
    return deck.player or Path(deck.source).name


def edited_in(deck: Deck) -> str:
    """Where a team fix has ``deck`` edited: its file's name (``kofi.txt``), or for a list pasted
    into an event file or roster, the player's list (« la liste de Chloe Martin »): the event
    file's name named the event, not her deck (frU 9)."""
    if deck.text_sha256 is not None and deck.player:
        return Msg("{player}'s list", player=deck.player)
    return Path(deck.source).name


def under(deck: Deck, zone: str) -> str:
    """``under Runes:`` / ``under runes:`` / ``in the rune deck``."""
    word = zone_word(deck, zone)
    return (
        Msg("in {zone}", zone=word) if word.startswith("the ") else Msg("under {zone}", zone=word)
    )


def copies(n: int, name: str) -> str:
    """``2 Cleave``; a single copy is written ``1 Cleave`` too, so every fix states its count."""
    return f"{n} {name}"


#: Where a rune or a battlefield may be written out of its zone and still be counted there (the
#: sideboard's too: zone-card-type moves it into its zone like the others)
ASTRAY = ("champion", "main", "sideboard")


def misplaced(
    deck: Deck, card_type: str, zones: tuple[str, ...] = ("champion", "main")
) -> list[DeckEntry]:
    """Resolved entries of ``card_type`` written in ``zones`` (the champion slot and the main deck
    by default), where they do not belong: the size rules count them in the zone of their type, so
    every count error of a misplaced card shows on the first run (zone-card-type says where to move
    them)."""
    return [e for e in resolved(deck.entries(*zones)) if e.card.type == card_type]


def team_astray(
    decks: tuple[Deck, ...],
    card_type: str,
    table: Callable[[list[Deck]], dict[str, tuple[Deck, DeckEntry]]],
    later: bool = False,
) -> Iterator[tuple[Deck, DeckEntry, Deck, DeckEntry]]:
    """``(deck, entry, other, theirs)`` for each entry of ``card_type`` a deck of the team writes
    outside its zone (:data:`ASTRAY`) whose name ``table`` finds among the teammates' decks (all
    of them, or with ``later`` only those after it, so that a pair is met once): ``table`` maps
    names casefolded to the first such deck and its entry."""
    for i, deck in enumerate(decks):
        found_in = table(list(decks[i + 1 :]) if later else [*decks[:i], *decks[i + 1 :]])
        for e in misplaced(deck, card_type, ASTRAY):
            found = found_in.get(e.card.name.casefold()) if e.card.name else None
            if found is not None:
                yield deck, e, *found


def written_elsewhere(deck: Deck, away: list[DeckEntry], kind: str = "rune") -> str:
    """`` (2 of them written under MainDeck:)``: the copies of ``away`` a count of ``kind``
    (``rune`` or ``battlefield``: French says them in their gender) includes, and where they are
    written (`` (2 of them written in other zones)`` when in several)."""
    if not away:
        return ""
    n = total(away)
    several = len({e.zone for e in away}) > 1
    if kind == "battlefield":
        if several:
            return Plural(n, " ({n} written in other zones)", " ({n} written in other zones)")
        return Plural(
            n, " ({n} written {deck})", " ({n} written {deck})", deck=under(deck, away[0].zone)
        )
    if several:
        return Plural(
            n, " ({n} of them written in other zones)", " ({n} of them written in other zones)"
        )
    return Plural(
        n,
        " ({n} of them written {deck})",
        " ({n} of them written {deck})",
        deck=under(deck, away[0].zone),
    )


def lines_text(locations: Iterable[Location | None]) -> str:
    """``line 12`` / ``lines 12, 30``: the lines of ``locations`` (those that have one), in order."""
    lines = list(dict.fromkeys(loc.line for loc in locations if loc is not None and loc.line))
    if not lines:
        return ""
    return Plural(len(lines), "line {lines}", "lines {lines}", lines=listed(map(str, lines)))


def one_per_cause(
    items: Iterable[tuple[Hashable, Violation, str]],
    merge: Callable[[Hashable, int, str, list[Violation]], tuple[str, str | None]],
) -> Iterator[Violation]:
    """One violation per cause: several cards with the same problem and the same fix are one finding.

    ``items`` are ``(cause, violation, label)``: a cause met once yields its
    violation as it is; a cause met by several yields one violation at the
    first one's location, the others' locations as ``related`` (every line is
    there for JSON and SARIF) and every card. Its message and fix come from
    ``merge(cause, count, listing, violations)``, where ``listing`` names each
    card at its lines (``line 19: Inferna (UNL-002); line 20: ...``), so a
    report that shows one location still says every line. Thirteen cards of a
    set not legal yet are one finding, not thirteen identical blocks.
    """
    groups: dict[Hashable, list[tuple[Violation, str]]] = {}
    for cause, v, label in items:
        groups.setdefault(cause, []).append((v, label))
    for cause, members in groups.items():
        if len(members) == 1:
            yield members[0][0]
            continue
        vs = [v for v, _ in members]
        listing = joined_text(
            [
                Msg("{where}: {label}", where=where, label=label)
                if (where := lines_text((v.location, *v.related)))
                else label
                for v, label in members
            ],
            "; ",
        )
        message, fix = merge(cause, len(vs), listing, vs)
        first = vs[0].location
        related: list[Location] = []
        for v in vs:
            for loc in (v.location, *v.related):
                if loc is not None and loc != first and loc not in related:
                    related.append(loc)
        yield Violation(
            message,
            location=first,
            fix=fix,
            cards=tuple(dict.fromkeys(c for v in vs for c in v.cards)),
            kind=vs[0].kind,
            related=tuple(related),
        )


def remove_copies(deck, card: str, parts: list[tuple[int, str]]) -> Msg:
    """``remove 3 Gust from main: and 1 from sideboard:``: ``parts`` are (copies, zone) in order,
    each zone named as the deck names it (a :class:`Msg`, said in the report's language)."""
    (n, zone), *rest = parts
    out = Plural(
        n,
        "remove {n} {card} from {zone}",
        "remove {n} {card} from {zone}",
        card=card,
        zone=zone_word(deck, zone),
    )
    for n, zone in rest:
        out = Msg("{edit} and {n} from {zone}", edit=out, n=n, zone=zone_word(deck, zone))
    return out


def joined(edits: list[str]) -> str:
    """``remove 3 Gust from main:; remove 3 Rebuke from main:``: the edits of one finding, in order
    (a :class:`riftcheck.i18n.Msg`, each edit said in the report's language)."""
    if len(edits) == 1:
        return edits[0]
    return Msg("{edit}; {edits}", edit=edits[0], edits=joined(edits[1:]))


#: The most findings of one kind a rule lists one by one for one deck or pool: past them, one
#: finding says how many more and their lines (issue 23, atkK 1: a pool of 13,306 unknown entries
#: was 13,306 warnings under each of 150 rows, 3.9 GB). The verdict is unchanged.
LISTED_FINDINGS = 100


def bounded(
    violations: Iterable[Violation],
    summary: Callable[[int, int | None, int | None], Any],
    fix: Any,
    limit: int | None = None,
) -> Iterator[Violation]:
    """The first ``limit`` (:data:`LISTED_FINDINGS`) of ``violations`` as they are, then one
    violation for the rest, at the first one left out, of its kind: its message is
    ``summary(count, first line, last line)``."""
    limit = LISTED_FINDINGS if limit is None else limit
    count = 0
    rest = None
    first = last = None
    for v in violations:
        count += 1
        if count <= limit:
            yield v
            continue
        if rest is None:
            rest = v
        line = v.location.line if v.location is not None else None
        if line is not None:
            first = line if first is None else min(first, line)
            last = line if last is None else max(last, line)
    if rest is not None:
        yield Violation(
            message=summary(count - limit, first, last),
            location=rest.location,
            fix=fix,
            kind=rest.kind,
        )


def kept_legend(deck, entries, names) -> str | None:
    """The key of the legend :func:`kept_by_tag` keeps (the one whose champion tag the deck's cards
    carry most), or ``None`` when none or several do."""
    return kept_by_tag(deck, entries, names)[0]


def kept_by_tag(deck, entries, names) -> tuple:
    """Which of the legends ``entries`` (``names``: key -> name) a deck keeps: (the key of the
    legend whose champion tag the deck's champion slot and main deck carry most, how many cards
    carry it, those cards), the key ``None`` when none or several do. The legend rule's choice
    (which to keep) and additional-legends' (which are Neeko's picks)."""
    deck_cards = [
        e
        for e in deck.entries("champion", "main")
        if e.card is not None and e.card.type != "Legend"
    ]

    def carriers(e) -> list:
        tag = e.card.champion_tag if e.card is not None else None
        if not tag:
            return []
        return [
            d
            for d in deck_cards
            if d.card.champion_tag == tag or (not d.card.champion_tag and tag in d.card.tags)
        ]

    scores = {key: 0 for key in names}
    backers: dict[str, list] = {key: [] for key in names}
    for e in entries:
        key = e.card.key if e.card else e.ref
        found = carriers(e)
        if sum(d.count for d in found) > scores[key]:
            scores[key] = sum(d.count for d in found)
            backers[key] = found
    best = max(scores.values())
    keep = [k for k, v in scores.items() if v == best]
    if best > 0 and len(keep) == 1:
        return keep[0], best, backers[keep[0]]
    return None, best, []


def legend_slot_champion(deck):
    """The entry of a Champion unit written under the legend key that belongs in the champion
    slot, else ``None``: the deck names no Chosen Champion (no unit in the champion slot), its
    legend zone holds one Legend and one copy of exactly one Champion unit carrying that legend's
    champion tag. Moved to the main deck it would leave the champion to name (atkL 2); moved to
    the champion slot it is the Chosen Champion, the deck's size and copies unchanged. The one
    answer of zone-card-type's fix, chosen-champion's and ``--fix``'s move."""
    if any(e.card is None or e.card.type == "Unit" for e in deck.champion):
        return None
    legend = legend_card(deck)
    tag = legend.champion_tag if legend else None
    if not tag:
        return None
    units = [e for e in deck.legend if e.card is not None and e.card.type == "Unit"]
    if len(units) != 1:
        return None
    (unit,) = units
    card = unit.card
    if unit.count != 1 or not card.is_champion_unit or card.champion_tag != tag:
        return None
    return unit


def champion_from_main(deck, tag: str) -> Msg | None:
    """``move 1 Kennen, Storm of Shuriken from main: to champion:``: a Champion unit of ``tag``
    the main deck holds becomes the Chosen Champion, so the deck keeps its size and copies (a new
    one added makes 41: atkA 12, 15); among several, the player's choice, all named; ``None``
    when the main deck holds none."""
    taken = {e.card.key for e in resolved(deck.champion)}
    names = list(
        dict.fromkeys(
            e.card.display_name
            for e in resolved(deck.main)
            if e.card.is_champion_unit and e.card.champion_tag == tag and e.card.key not in taken
        )
    )
    if not names:
        return None
    if len(names) == 1:
        return Msg(
            "move 1 {card} from {deck} to {deck2}",
            card=names[0],
            deck=zone_word(deck, "main"),
            deck2=zone_word(deck, "champion"),
        )
    return Msg(
        "move 1 of {names} from {deck} to {deck2} (your choice)",
        names=listed(names, "or"),
        deck=zone_word(deck, "main"),
        deck2=zone_word(deck, "champion"),
    )


def deferred_removals(deck, gone) -> str:
    """``zone-card-type's fix removes 1 Order Rune from MainDeck:``: the removals of
    :func:`removed_misplaced`, said by the size rule that counts them."""
    return joined(
        [
            Plural(
                k,
                "zone-card-type's fix removes {n} {card} from {zone}",
                "zone-card-type's fix removes {n} {card} from {zone}",
                card=e.card.display_name,
                zone=zone_word(deck, e.zone),
            )
            for e, k in gone
        ]
    )


def staying_battlefields(deck) -> list:
    """The entries written under the battlefields that stay there: battlefields and unknown cards
    (counted, as the docstring says); a known card of another type is moved out by zone-card-type."""
    return [e for e in deck.battlefields if e.card is None or e.card.type == "Battlefield"]


def astray_battlefields(deck) -> list:
    """The battlefields written in the legend or champion slot, the main deck or the sideboard that count
    among the battlefields: not a copy of a name already there (moved in, it would be a second
    copy of it, which zone-card-type's fix does not make)."""
    seen = {e.card.key for e in resolved(deck.battlefields, frozenset({"Battlefield"}))}
    away = []
    # the legend slot too, as rune-deck counts a rune there (atkA 11)
    for e in misplaced(deck, "Battlefield", ("legend", *ASTRAY)):
        if e.card.key not in seen:
            seen.add(e.card.key)
            away.append(e)
    return away
