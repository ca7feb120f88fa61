"""Rule ``zone-card-type``: each zone holds only the card types it may hold."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import CardRef, Msg, Plural, Violation, listed
from riftcheck.rules._helpers import (
    ASTRAY,
    copies,
    domain_text,
    legend_slot_champion,
    misplaced,
    outside_identity,
    resolved,
    sorted_domains,
    total,
    under,
    zone_word,
)
from riftcheck.rules.base import Rule, RuleContext

#: Size of a full rune deck and battlefield row in Constructed (rune-deck and battlefields rules):
#: a misplaced card is not moved into a zone that is already full, which would only make the
#: next error. Used to choose the fix's wording; the size rules judge the sizes.
FULL: dict[str, int] = {"runes": 12, "battlefields": 3, "legend": 1}

#: Card types each zone may hold (cr.deck; tr.sideboard-contents for the sideboard).
ALLOWED: dict[str, frozenset[str]] = {
    "legend": frozenset({"Legend"}),
    "champion": frozenset({"Unit"}),
    "main": frozenset({"Unit", "Gear", "Spell"}),
    "sideboard": frozenset({"Unit", "Gear", "Spell"}),
    "battlefields": frozenset({"Battlefield"}),
    "runes": frozenset({"Rune"}),
}

#: How a zone is named in messages.
ZONE_LABEL: dict[str, str] = {
    # the French catalogue says where with its preposition ("dans le deck principal")
    "legend": Msg("legend"),
    "champion": Msg("champion slot"),
    "main": Msg("main deck"),
    "sideboard": Msg("sideboard"),
    "battlefields": Msg("battlefields"),
    "runes": Msg("rune deck"),
}

#: Where a card of each type belongs, as a deck-file key.
HOME: dict[str, str] = {
    "Legend": "legend",
    "Rune": "runes",
    "Battlefield": "battlefields",
    "Unit": "main",
    "Gear": "main",
    "Spell": "main",
}


class ZoneCardType(Rule):
    """Every card is in a zone that may hold its type.

    The legend zone holds one Legend, the champion slot a Unit, the main deck
    and the sideboard only Units, Gear and Spells ([tr.sideboard-contents]), the rune
    deck only Runes and the battlefields only Battlefields ([cr.deck]). A rune
    listed in the main deck would otherwise inflate the main-deck count and
    hide a short rune deck. Tokens are left to ``not-a-deck-card``.

    Legal example:

        runes:
          - {card: Fury Rune, count: 12}

    Illegal example:

        main:
          - {card: Fury Rune, count: 2}   # runes go in the rune deck
    """

    id = "zone-card-type"
    summary = N_("Each zone holds only the card types it may hold.")
    citations = ("cr.deck", "cr.rune-deck", "cr.battlefields", "tr.sideboard-contents")

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per entry whose card type does not fit its zone."""
        removals: dict[str, dict[int, int]] = {}
        for entry in ctx.deck.entries():
            card = entry.card
            if card is None or card.token or entry.zone not in ALLOWED:
                continue
            if card.type in ALLOWED[entry.zone]:
                continue
            name = card.display_name
            home = HOME.get(card.type)
            message = Msg(
                "{name} is a {type} and cannot be in the {value}",
                name=name,
                type=card.type,
                value=ZONE_LABEL[entry.zone],
            )
            n = copies(entry.count, name)
            full, held, gone = _fullness(ctx, entry, home, removals)
            fix = _fix(ctx, entry, home, full, held, n, gone)
            printing = entry.printing or card.base_printing
            yield Violation(
                message=message,
                location=entry.location,
                fix=fix,
                cards=(CardRef(name, printing.id if printing else None),),
            )


def _fix(ctx: RuleContext, entry, home, full: bool, held: int, n: str, gone: int | None = None):
    """The fix of a card written in a zone its type may not stand in: removed, moved or replaced.
    ``gone`` is how many of its copies are removed (the others fit in ``home``)."""
    fix = _removal(ctx, entry, home, full)
    if fix is not None:
        return fix
    fix = _extra_legend(ctx, entry, home) or _contested(ctx, entry, home, full)
    if fix is not None:
        return fix
    deck, name, card = ctx.deck, entry.card.display_name, entry.card
    fix = (
        _slots_fix(ctx, entry)
        or _misfit_fix(ctx, entry, home)
        or (None if full else _champion_slot_fix(deck, entry))
    )
    if fix is not None:
        return fix
    if full:
        return _full_fix(deck, entry, home, held, gone)
    if home == "runes" and ctx.identity is not None and outside_identity(card, ctx.identity):
        # a rune of another domain would only be the next error in the rune deck
        # ([cr.rune-identity]): it is replaced by one of the identity
        return _replacement(ctx, entry, n)
    if entry.zone == "champion" and not _slot_has_champion(deck):
        choose = _champion_in_main(ctx, entry)
        if choose is not None:
            # the main deck's own copy becomes the Chosen Champion: the deck keeps its size and
            # copies (atkA 12: a new one named made 41 cards and 4 copies)
            return Msg(
                "{move}, and {choose}",
                move=Plural(
                    entry.count,
                    "move {n} {card} {deck}",
                    "move {n} {card} {deck}",
                    card=name,
                    deck=under(deck, home),
                ),
                choose=choose,
            )
        return Plural(
            entry.count,
            "move {n} {card} {deck} and name a Champion unit as the Chosen Champion",
            "move {n} {card} {deck} and name a Champion unit as the Chosen Champion",
            card=name,
            deck=under(deck, home),
        )
    if entry.zone == "legend" and not _legend_elsewhere(deck):
        # moved out, it leaves the deck without a legend: the one to put in is said too (atkA 13)
        return Msg(
            "{move}, and {choose}",
            move=Plural(
                entry.count,
                "move {n} {card} from {bare} to {bare2}",
                "move {n} {card} from {bare} to {bare2}",
                **_places(deck, entry, home),
            ),
            choose=_legend_to_choose(ctx, card),
        )
    if home:
        return _one_of_two(
            ctx,
            entry,
            home,
            Plural(
                entry.count,
                "move {n} {card} from {bare} to {bare2}",
                "move {n} {card} from {bare} to {bare2}",
                **_places(deck, entry, home),
            ),
        )
    return Plural(entry.count, "remove {n} {card}", "remove {n} {card}", card=name)


def _champion_slot_fix(deck, entry):
    """``move 1 Ornn, Blacksmith from Legend: to Champion:`` for the deck's Chosen Champion written
    under the legend key, the champion slot empty (:func:`legend_slot_champion`), else ``None``:
    it goes to the champion slot, not the main deck (atkL 2: sent there, the champion was left to
    name)."""
    if legend_slot_champion(deck) is not entry:
        return None
    return Plural(
        entry.count,
        "move {n} {card} from {bare} to {bare2}",
        "move {n} {card} from {bare} to {bare2}",
        **_places(deck, entry, "champion"),
    )


def _champion_in_main(ctx: RuleContext, entry):
    """chosen-champion's ``move 1 Kennen, Storm of Shuriken from main: to champion:`` (or the
    player's choice among several) when the legend's champion tag is known (the legend moved out
    of the champion slot, ``entry``, when the legend zone holds none) and the main deck holds its
    Champion units, else ``None``."""
    from riftcheck.rules._helpers import champion_from_main, legend_card

    legend = legend_card(ctx.deck) or (entry.card if entry.card.type == "Legend" else None)
    tag = legend.champion_tag if legend else None
    return champion_from_main(ctx.deck, tag) if tag else None


def _extra_legend(ctx: RuleContext, entry, home):
    """A legend written elsewhere that is one of the additional legends a deck with Neeko lacks:
    moved under ``additional_legends:`` (atkA 19), else ``None``."""
    if home != "legend":
        return None
    from riftcheck.rules.additional_legends import extras_move, strayed_extras

    if any(entry is e for e in strayed_extras(ctx.deck)):
        return extras_move(ctx.deck, entry)
    return None


def _slots_fix(ctx: RuleContext, entry):
    """The fix of a legend and a Champion unit written in each other's slot, else ``None``."""
    deck = ctx.deck
    crossed = _crossed(deck)
    if crossed is not None and entry in crossed:
        return _crossed_fix(deck, *crossed)
    swap = swapped_slots(deck)
    team = _team_swap_fix(ctx, swap) if swap is not None and entry in swap else None
    if team is not None:
        return team
    if swap is not None and entry in swap:
        # the legend and the Chosen Champion written in each other's slot: each goes to the
        # other's slot (atkF 7: the unit was sent to the main deck and a champion left to name)
        other = "champion" if entry.zone == "legend" else "legend"
        return Plural(
            entry.count,
            "move {n} {card} from {bare} to {bare2}",
            "move {n} {card} from {bare} to {bare2}",
            **_places(deck, entry, other),
        )
    return None


def _team_swap_fix(ctx: RuleContext, swap):
    """In a team check, the fix of a swapped legend and Chosen Champion whose legend a teammate's
    deck uses, or writes in its champion slot too (both swapped): the swap would make the two
    decks share a legend (CR 491.8.h), so the choice is said, never one swap per deck (atkA 18,
    29); ``None`` otherwise."""
    if not ctx.teammates:
        return None
    from pathlib import Path

    from riftcheck.rules.team_legend import used_by

    deck, (unit, legend) = ctx.deck, swap
    key = legend.card.name.casefold() if legend.card.name else None
    places = {
        "legend": legend.card.display_name,
        "unit": unit.card.display_name,
        "lzone": under(deck, "legend"),
        "czone": under(deck, "champion"),
        "cite": ctx.cite("cr.team-legend"),
    }
    other = used_by(ctx.teammates).get(key) if key else None
    if other is not None:
        return Msg(
            "the teammate's deck {other} uses {legend}, and teammates may not share a legend, "
            "{cite}: this deck needs another legend {lzone} and a Champion unit of it {czone} "
            "instead of {unit} (your choice)",
            other=other,
            **places,
        )
    for mate in ctx.teammates:
        theirs = swapped_slots(mate)
        if theirs is not None and theirs[1].card.key == legend.card.key:
            return Msg(
                "the teammate's deck {other} has {legend} written in its champion slot too: only "
                "one of the two decks may move it {lzone}, as teammates may not share a legend, "
                "{cite}; the other needs another legend and a Champion unit of it (the players' "
                "choice)",
                other=Path(mate.source).name,
                **places,
            )
    return None


def _full_fix(deck, entry, home, held: int, gone: int | None):
    """The fix of a misplaced card whose ``home`` has no room for all its copies (``held`` there
    when it comes, ``gone`` of its copies removed)."""
    if gone is not None and 0 < gone < entry.count:
        # identical copies, room for some: those move and the others go, no choice to make
        # (atkF 5: "remove 2 Chaos Rune from MainDeck: (Runes: already holds 11)" left 11)
        return Plural(
            entry.count - gone,
            "move {n} {card} from {bare} to {bare2} and remove the other {gone} "
            "({bare2} then holds {full})",
            "move {n} {card} from {bare} to {bare2} and remove the other {gone} "
            "({bare2} then holds {full})",
            **_places(deck, entry, home),
            gone=gone,
            full=held + entry.count - gone,
        )
    # what the zone holds as written, or, when copies moved in before this one fill it, what it
    # then holds (atkF: "Battlefields: already holds 3" said 2 written and 1 moved in)
    holds = "already holds" if held <= _held(deck, home) else "would then hold"
    if entry.zone == "champion" and holds == "already holds":
        return Plural(
            entry.count,
            "remove {n} {card} from {bare} ({bare2} already holds {held}) and name a "
            "Champion unit as the Chosen Champion",
            "remove {n} {card} from {bare} ({bare2} already holds {held}) and name a "
            "Champion unit as the Chosen Champion",
            **_places(deck, entry, home),
            held=held,
        )
    if entry.zone == "champion":
        return Plural(
            entry.count,
            "remove {n} {card} from {bare} ({bare2} would then hold {held}) and name a "
            "Champion unit as the Chosen Champion",
            "remove {n} {card} from {bare} ({bare2} would then hold {held}) and name a "
            "Champion unit as the Chosen Champion",
            **_places(deck, entry, home),
            held=held,
        )
    if holds == "already holds":
        return Plural(
            entry.count,
            "remove {n} {card} from {bare} ({bare2} already holds {held})",
            "remove {n} {card} from {bare} ({bare2} already holds {held})",
            **_places(deck, entry, home),
            held=held,
        )
    return Plural(
        entry.count,
        "remove {n} {card} from {bare} ({bare2} would then hold {held})",
        "remove {n} {card} from {bare} ({bare2} would then hold {held})",
        **_places(deck, entry, home),
        held=held,
    )


def _places(deck, entry, home: str) -> dict[str, str]:
    """The values a fix of the misplaced ``entry`` names: its card, the zone it is written in
    (``bare``) and the zone it belongs in, ``home`` (``bare2``), as the deck file names them."""
    return {
        "card": entry.card.display_name,
        "bare": zone_word(deck, entry.zone),
        "bare2": zone_word(deck, home),
    }


def _crossed(deck):
    """``(unit, legend)`` written in each other's slot (as :func:`swapped_slots`) but of different
    champions: swapped, the Chosen Champion would not match the legend (atkA 8), so nothing is
    moved for the player; else ``None``."""
    pair = _slots_pair(deck)
    if pair is None:
        return None
    unit, legend = pair
    return None if unit.card.champion_tag == legend.card.champion_tag else pair


def _crossed_fix(deck, unit, legend) -> Msg:
    """Both findings' fix for :func:`_crossed`: the choice is the player's, every card named."""
    return Msg(
        "{unit} and {legend} are written in each other's slot but are of different champions "
        "({utag}, {ltag}): choose the champion the deck plays, then put its legend {lzone} and "
        "its Champion unit {czone} (your choice)",
        unit=unit.card.display_name,
        legend=legend.card.display_name,
        utag=unit.card.champion_tag or "?",
        ltag=legend.card.champion_tag or "?",
        lzone=under(deck, "legend"),
        czone=under(deck, "champion"),
    )


def _legend_elsewhere(deck) -> bool:
    """True when a Legend is written anywhere in the deck (moved into the legend zone)."""
    return any(e.card is not None and e.card.type == "Legend" for e in deck.entries())


def misfit_legend(ctx: RuleContext, entry):
    """The Champion unit of the deck (the champion slot's first, else the main deck's) when
    ``entry`` is a legend written outside the legend zone that zone-card-type would move into an
    empty legend zone although no card of the deck carries its champion tag: moved in, it would
    be the next errors (chosen-champion, domain-identity, rune-deck: atkB 9, which ``--fix``
    refuses), so nothing is moved for the player; else ``None``."""
    if home_of(entry) != "legend" or entry.zone not in ASTRAY or _held(ctx.deck, "legend"):
        return None
    if tag_backing(ctx.deck, entry.card) or _slots_pair(ctx.deck) is not None:
        return None
    others = {e.card.key for e in misplaced(ctx.deck, "Legend", ASTRAY)} - {entry.card.key}
    if others:
        return None  # several legends written elsewhere: last_places and choice say which goes in
    units = [
        e
        for e in resolved(ctx.deck.entries("champion", "main"))
        if e.card.type == "Unit" and e.card.is_champion_unit and e.card.champion_tag
    ]
    return units[0].card if units else None


def home_of(entry) -> str | None:
    """The zone ``entry``'s card belongs in (``None``: an unknown card or no zone of its own)."""
    return HOME.get(entry.card.type) if entry.card is not None else None


def _misfit_fix(ctx: RuleContext, entry, home):
    """``remove 1 Jinx, Loose Cannon from MainDeck: (no card of the deck carries its champion
    tag), and put Kennen, Heart of the Tempest under Legend:`` for a :func:`misfit_legend`: the
    legend of the deck's champion is what the player puts in (their choice when the database
    has several), else ``None``."""
    unit = misfit_legend(ctx, entry) if home == "legend" else None
    if unit is None:
        return None
    return Msg(
        "{move}, and {choose}",
        move=Plural(
            entry.count,
            "remove {n} {card} from {bare} (no card of the deck carries its champion tag)",
            "remove {n} {card} from {bare} (no card of the deck carries its champion tag)",
            **_places(ctx.deck, entry, home),
        ),
        choose=_legend_to_choose(ctx, unit),
    )


def misfit_choice(ctx: RuleContext):
    """What the player puts in the legend zone when the legend written elsewhere is a
    :func:`misfit_legend` (``put Kennen, Heart of the Tempest under Legend:``), else ``None``."""
    for e in ctx.deck.entries(*ASTRAY):
        unit = misfit_legend(ctx, e) if e.card is not None and not e.card.token else None
        if unit is not None:
            return _legend_to_choose(ctx, unit)
    return None


def _legend_to_choose(ctx: RuleContext, card) -> Msg:
    """``put Kennen, Heart of the Tempest under legend:``: the legend of the unit's champion when
    the database has exactly one, else every one named for the player's choice."""
    deck = ctx.deck
    tag = card.champion_tag
    cards = getattr(ctx.db, "cards", None)
    names = (
        sorted(
            c.display_name
            for c in (cards() if callable(cards) else cards or ())
            if c.type == "Legend" and c.champion_tag == tag
        )
        if tag
        else []
    )
    if len(names) == 1:
        return Msg("put {card} {zone}", card=names[0], zone=under(deck, "legend"))
    if names:
        return Msg(
            "put one of {names} {zone} (your choice)",
            names=listed(names, "or"),
            zone=under(deck, "legend"),
        )
    return Msg("choose a Champion Legend {zone}", zone=under(deck, "legend"))


def _slots_pair(deck):
    """``(unit, legend)`` when the legend zone holds one copy of a Champion unit and nothing else
    and the champion slot one copy of a Legend and nothing else, else ``None``."""
    if len(deck.legend) != 1 or len(deck.champion) != 1:
        return None
    unit, legend = deck.legend[0], deck.champion[0]
    if unit.card is None or legend.card is None or unit.count != 1 or legend.count != 1:
        return None
    if legend.card.type != "Legend" or unit.card.type != "Unit" or not unit.card.is_champion_unit:
        return None
    return unit, legend


def swapped_slots(deck):
    """``(unit, legend)`` when the legend zone holds one copy of a Champion unit and nothing else
    and the champion slot one copy of a Legend and nothing else (written in each other's slot, as
    ``--fix`` swaps them) and of the same champion, else ``None``."""
    pair = _slots_pair(deck)
    if pair is None or _crossed(deck) is not None:
        return None
    return pair


def _contested(ctx: RuleContext, entry, home, full: bool):
    """The fix of a misplaced card among several that do not all fit in ``home``: the player's
    choice (all named), or, for a legend, removed when the legend the deck's champion tag backs
    goes in; ``None`` otherwise."""
    chosen = choice(ctx, home) if home in FULL and entry.zone in ASTRAY else None
    if chosen is not None and any(entry is e for e in chosen[0]):
        return choice_fix(ctx, *chosen)
    first = legend_first(ctx) if full and home == "legend" and entry.zone in ASTRAY else None
    if first is not None and first.key != entry.card.key:
        # the legend zone gets the legend the deck's champion tag backs (atkF 8), not "already
        # holds 1" of a zone the check finds empty
        return Plural(
            entry.count,
            "remove {n} {card} from {bare} ({bare2} gets {other}, whose champion tag the deck's "
            "cards carry)",
            "remove {n} {card} from {bare} ({bare2} gets {other}, whose champion tag the deck's "
            "cards carry)",
            **_places(ctx.deck, entry, home),
            other=first.display_name,
        )
    return None


def _removal(ctx: RuleContext, entry, home, full: bool):
    """The fix of a misplaced card that is removed for what it is, not for the room left: a
    banned card, in a team check a battlefield or legend the teammate's deck uses, or a
    battlefield whose name the row as written has; ``None`` otherwise."""
    deck, name = ctx.deck, entry.card.display_name
    if _banned(ctx, entry.card):
        if entry.card.type not in ("Legend", "Battlefield", "Rune"):
            # banned's fix removes every copy of a deck card already: said once (atkA 7, t15:
            # both findings said "remove 1 Scrapheap", which followed twice removes 2)
            return Plural(
                entry.count,
                "banned's fix removes {n} {card} from {zone}, which fixes this too",
                "banned's fix removes {n} {card} from {zone}, which fixes this too",
                card=name,
                zone=zone_word(deck, entry.zone),
            )
        if home == "battlefields" and _row_short_without(deck, entry):
            # the row needs another battlefield in its place, as for a teammate's (atkA 7: the
            # removal left 2 battlefields, never said)
            return Plural(
                entry.count,
                "remove {n} {card} from {bare} and add another battlefield {where} (it is "
                "banned: see banned)",
                "remove {n} {card} from {bare} and add {n} other battlefields {where} (they are "
                "banned: see banned)",
                card=name,
                bare=zone_word(deck, entry.zone),
                where=under(deck, "battlefields"),
            )
        return Plural(
            entry.count,
            "remove {n} {card} from {bare} (it is banned: see banned)",
            "remove {n} {card} from {bare} (it is banned: see banned)",
            card=name,
            bare=zone_word(deck, entry.zone),
        )
    other = _teammate(ctx, entry, home)
    if other is not None:
        return _teammate_fix(ctx, entry, other)
    fix = _teammate_legend(ctx, entry, home)
    if fix is not None:
        return fix
    if full and home == "battlefields" and id(entry) in _repeated_battlefields(deck):
        # the row as written has that name: a second copy is never moved in, whatever the
        # count (atkJ 2: "battlefields: already holds 3" when 2 were there)
        return Plural(
            entry.count,
            "remove {n} {card} from {bare} ({bare2} already holds {card}, and each "
            "battlefield must have a different name)",
            "remove {n} {card} from {bare} ({bare2} already holds {card}, and each "
            "battlefield must have a different name)",
            **_places(deck, entry, home),
        )
    return None


def _banned(ctx: RuleContext, card) -> bool:
    """True when the ruleset bans ``card`` on the as-of date: it is removed, never moved."""
    bans = ctx.tables.get("bans") if ctx.tables else None
    if not bans:
        return False
    from riftcheck.rules.banned import ban_lookup

    return ban_lookup(ctx.db, bans, ctx.tables.get("aliases"))(card) is not None


def _teammate_legend(ctx: RuleContext, entry, home) -> str | None:
    """In a team check, the removal of a legend written elsewhere that the teammate's deck uses:
    moved into the legend slot it would be a team error (CR 491.8.h; atkF item 10)."""
    if home != "legend" or entry.zone not in ASTRAY or not ctx.teammates or not entry.card.name:
        return None
    from riftcheck.rules.team_legend import teammate_fix, used_by

    other = used_by(ctx.teammates).get(entry.card.name.casefold())
    if other is None:
        return None
    return teammate_fix(entry, other, zone_word(ctx.deck, entry.zone), ctx.cite("cr.team-legend"))


def _teammate(ctx: RuleContext, entry, home) -> str | None:
    """In a team check, the teammate's deck (its file name) using the battlefield ``entry`` is,
    when ``entry`` is written in the champion slot, the main deck or the sideboard: moved into
    the deck's battlefields it would be a team error (CR 491.8.i), so it is removed instead."""
    if home != "battlefields" or entry.zone not in ASTRAY or not ctx.teammates:
        return None
    from riftcheck.rules.team_battlefields import used_by

    name = entry.card.name
    return used_by(ctx.teammates).get(name.casefold()) if name else None


def _one_of_two(ctx: RuleContext, entry, home, move: str) -> str:
    """``move``, or, in a team check where the teammate's deck writes the same battlefield outside
    its battlefields too, ``move``, or remove it and let the teammate move theirs: both moved in
    would be shared (CR 491.8.i)."""
    if (
        home != "battlefields"
        or entry.zone not in ASTRAY
        or not ctx.teammates
        or not entry.card.name
    ):
        return move
    from riftcheck.rules.team_battlefields import one_of_two_fix, strayed_by

    other = strayed_by(ctx.teammates).get(entry.card.name.casefold())
    if other is None:
        return move
    return one_of_two_fix(move, entry.card.display_name, other, ctx.cite("cr.team-battlefields"))


def _row_short_without(deck, entry) -> bool:
    """True when the battlefields, as the count's finding counts them (those written elsewhere
    included, not a second copy of a name: battlefields' _astray), are not over the count: the
    removal of ``entry`` then leaves the row short, and the count's finding does not say so."""
    seen = {e.card.key for e in resolved(deck.battlefields, ALLOWED["battlefields"])}
    have = total(resolved(deck.battlefields, ALLOWED["battlefields"]))
    for e in misplaced(deck, "Battlefield", ASTRAY):
        if e.card.key not in seen:
            seen.add(e.card.key)
            have += e.count
    return have <= FULL["battlefields"]


def _teammate_fix(ctx: RuleContext, entry, other: str) -> str:
    """``remove 1 Seat of Power from main: and add another battlefield under battlefields: (the
    teammate's deck c.deck.txt uses Seat of Power, ...)``: another battlefield is added when the
    row would then be short and the battlefield count's finding does not say so (it counts this
    card among the battlefields; over the count, it says what to add once the removals are made;
    under it, it adds what was missing without this card's copies)."""
    from riftcheck.rules.team_battlefields import teammate_fix

    deck = ctx.deck
    add = entry.count if _row_short_without(deck, entry) else 0
    return teammate_fix(
        entry,
        other,
        zone_word(deck, entry.zone),
        add,
        under(deck, "battlefields"),
        ctx.cite("cr.team-battlefields"),
    )


def _replacement(ctx: RuleContext, entry, n: str) -> str:
    """``replace 1 Fury Rune from MainDeck: with 1 Calm Rune under Runes:``: runes of the
    identity's domain with the fewest in the rune deck (all of them named when tied, never one
    picked for the player), as rune-deck's fixes choose."""
    deck = ctx.deck
    counts: dict[str, int] = {}
    names: dict[str, str] = {}
    for e in resolved(deck.runes, frozenset({"Rune"})):
        for d in e.card.domains:
            counts[d] = counts.get(d, 0) + e.count
            names.setdefault(d, e.card.display_name)
    pool = sorted_domains(ctx.identity)
    if not pool:
        return Msg("remove {n} from {bare}", n=n, bare=zone_word(deck, entry.zone))
    fewest = min(counts.get(d, 0) for d in pool)
    tied = [d for d in pool if counts.get(d, 0) == fewest]
    runes = listed([names.get(d, d + " Rune") for d in tied], "or")
    return Msg(
        "replace {n} from {bare} with {count} {runes} {deck} (its domain is outside the deck's "
        "domain identity, {identity})",
        n=n,
        bare=zone_word(deck, entry.zone),
        count=entry.count,
        runes=runes,
        deck=under(deck, "runes"),
        identity=domain_text(ctx.identity),
    )


def _fullness(ctx: RuleContext, entry, home, removals: dict) -> tuple[bool, int, int | None]:
    """Whether ``entry`` would overfill its ``home`` zone, what that zone holds when it comes
    (cumulative for the misplaced entries: those moved in before it count; the size rules agree),
    and how many of its copies are removed (``None``: not counted that way)."""
    deck = ctx.deck
    held = (
        total(e for e in deck.zone(home) if e.card is None or e.card.type in ALLOWED[home])
        if home
        else 0
    )
    if home in FULL and entry.zone in ASTRAY:
        if home not in removals:
            removals[home] = _removals(ctx, home)
        held, gone = removals[home].get(id(entry), (held, 0))
        return id(entry) in removals[home], held, gone
    return home in FULL and held + entry.count > FULL[home], held, None


def _removals(ctx: RuleContext, home: str) -> dict[int, tuple[int, int]]:
    """The misplaced entries (champion slot, main deck, sideboard) whose type belongs in ``home``
    that the fix removes rather than moves, by ``id``, each with what ``home`` holds when it comes
    and the copies removed (the others of an entry fill the room left: identical copies, no choice):
    banned ones, and those that would overfill ``home`` once the entries before them are moved in
    (two moves that each fit alone would overfill it together), in the order of
    :func:`last_places` (a legend whose champion tag the deck carries goes in first; when the
    player chooses, :func:`choice` says so and nothing here is picked for them)."""
    deck = ctx.deck
    held = _held(deck, home)
    out: dict[int, tuple[int, int]] = {}
    cands = _candidates(ctx, home, out, held)
    order, chosen = last_places(deck, home, [(e.card, e.count) for e in cands], held)
    for i in order:
        entry = cands[i]
        if home in FULL and held + entry.count > FULL[home]:
            room = 0 if chosen else max(0, FULL[home] - held)
            out[id(entry)] = (held, entry.count - room)
            held += room
        else:
            held += entry.count
    return out


def _held(deck, home: str) -> int:
    """The copies ``home`` holds of the cards that belong there (unknown cards counted)."""
    return total(e for e in deck.zone(home) if e.card is None or e.card.type in ALLOWED[home])


def _candidates(ctx: RuleContext, home: str, out: dict, held: int) -> list:
    """The misplaced entries whose type belongs in ``home`` that could move in; the others (banned,
    a battlefield name the row as written has) go into ``out`` (removed)."""
    deck = ctx.deck
    # a name the row as written has (a copy of a name moved in is over the room: last_places)
    repeated = _repeated_battlefields(deck) if home == "battlefields" else set()
    cands = []
    for entry in deck.entries(*ASTRAY):
        card = entry.card
        if card is None or card.token or HOME.get(card.type) != home:
            continue
        if (
            _banned(ctx, card)
            or id(entry) in repeated
            or _teammate(ctx, entry, home) is not None
            or _teammate_legend(ctx, entry, home) is not None
        ):
            out[id(entry)] = (held, entry.count)
        else:
            cands.append(entry)
    return cands


def tag_backing(deck, card) -> int:
    """How many cards of the champion slot and the main deck (legends aside) carry ``card``'s
    champion tag: what says which legend a deck is built around."""
    tag = card.champion_tag
    if not tag:
        return 0
    return sum(
        d.count
        for d in deck.entries("champion", "main")
        if d.card is not None
        and d.card.type != "Legend"
        and (d.card.champion_tag == tag or (not d.card.champion_tag and tag in d.card.tags))
    )


def last_places(deck, home: str, cands: list, held: int):
    """Which of ``cands`` ((card, copies) written out of ``home``, in written order) go into
    ``home`` first when it has room for fewer than all of them: ``(order, choice)``. Copies of one
    card are no choice; between legends, the one whose champion tag the deck's cards carry
    (:func:`tag_backing`) goes first; otherwise ``choice`` is true: the player chooses, nothing
    is picked by position (atkF 8/9)."""
    order = list(range(len(cands)))
    room = FULL.get(home, 0) - held
    if home not in FULL or room <= 0 or sum(n for _, n in cands) <= room:
        return order, False
    if len({card.key for card, _ in cands}) == 1:
        return order, False
    if home == "legend":
        scores: dict[str, int] = {}
        for card, _ in cands:
            scores[card.key] = max(scores.get(card.key, 0), tag_backing(deck, card))
        best = max(scores.values())
        winners = [k for k, v in scores.items() if v == best]
        if best > 0 and len(winners) == 1:
            first = [i for i in order if cands[i][0].key == winners[0]]
            return first + [i for i in order if i not in first], False
    return order, True


def legend_first(ctx: RuleContext):
    """The legend card that goes into the legend zone when several legends written elsewhere do
    not all fit and the deck's champion tag picks one (:func:`last_places`), else ``None``."""
    held = _held(ctx.deck, "legend")
    cands = _candidates(ctx, "legend", {}, held)
    if held >= FULL["legend"] or len({e.card.key for e in cands}) < 2:
        return None  # the zone is full already (then nothing goes in), or there is no choice
    order, chosen = last_places(ctx.deck, "legend", [(e.card, e.count) for e in cands], held)
    return None if chosen else cands[order[0]].card


def choice(ctx: RuleContext, home: str):
    """``(entries, room)``: the misplaced entries of ``home``'s type among which the player
    chooses what goes in (:func:`last_places`), with the room left for them; else ``None``."""
    if home not in FULL:
        return None
    held = _held(ctx.deck, home)
    cands = _candidates(ctx, home, {}, held)
    _, chosen = last_places(ctx.deck, home, [(e.card, e.count) for e in cands], held)
    return (cands, FULL[home] - held) if chosen else None


def choice_fix(ctx: RuleContext, cands, room: int) -> str:
    """``move 1 of Altar to Unity or Bandle Tree to Battlefields: and remove the others (your
    choice)``: every one named, none picked."""
    names = listed(list(dict.fromkeys(e.card.display_name for e in cands)), "or")
    return Plural(
        room,
        "move {n} of {names} to {zone} and remove the others (your choice)",
        "move {n} of {names} to {zone} and remove the others (your choice)",
        names=names,
        zone=zone_word(ctx.deck, HOME[cands[0].card.type]),
    )


def deferred_choice(ctx: RuleContext, home: str, gone):
    """What a size rule says of zone-card-type's removals ``gone`` when they are the player's
    choice (``as zone-card-type says, move 1 of ...``), else ``None``."""
    chosen = choice(ctx, home)
    if chosen is None:
        return None
    ids = {id(e) for e in chosen[0]}
    if gone and all(id(e) in ids for e, _ in gone):
        return Msg("as zone-card-type says, {fix}", fix=choice_fix(ctx, *chosen))
    return None


def _repeated_battlefields(deck) -> set[int]:
    """The battlefields written in the champion slot, main deck or sideboard whose name the row as
    written has, by ``id``: moved in, each would be a second copy of its name, so the fix removes
    them (``battlefields`` does not count them)."""
    seen = {e.card.key for e in resolved(deck.battlefields, frozenset({"Battlefield"}))}
    return {
        id(e)
        for e in resolved(deck.entries(*ASTRAY))
        if e.card.type == "Battlefield" and e.card.key in seen
    }


def moved_in(ctx: RuleContext, home: str) -> list:
    """The misplaced entries (champion slot, main deck, sideboard) that zone-card-type's fix moves
    into ``home`` (not banned, not over what ``home`` holds), in written order."""
    gone = _removals(ctx, home)
    return [
        e
        for e in ctx.deck.entries(*ASTRAY)
        if e.card is not None
        and not e.card.token
        and HOME.get(e.card.type) == home
        and (id(e) not in gone or gone[id(e)][1] < e.count)
        and (home != "legend" or misfit_legend(ctx, e) is None)
    ]


def removed_misplaced(ctx: RuleContext, home: str) -> list[tuple[object, int]]:
    """The misplaced entries whose type belongs in ``home`` that zone-card-type's fix removes
    rather than moves (banned, or ``home`` full), with the copies removed: the size rules count
    those copies in ``home`` and leave their removal to zone-card-type, so that two findings never
    remove the same copy."""
    gone = _removals(ctx, home)
    return [(e, gone[id(e)][1]) for e in ctx.deck.entries(*ASTRAY) if id(e) in gone]


def _slot_has_champion(deck) -> bool:
    """True when the champion slot holds a Champion unit beside the misplaced card (atkF 14: "name
    a Champion unit as the Chosen Champion" although one was there): the card only moves out."""
    return any(
        e.card is not None and e.card.type == "Unit" and e.card.is_champion_unit
        for e in deck.champion
    )
