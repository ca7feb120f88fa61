"""Rule ``zone-card-type``: each zone holds only the card types it may hold."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import CardRef, Msg, Plural, Violation, listed
from riftcheck.rules._helpers import (
    ASTRAY,
    copies,
    domain_text,
    joined,
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
            deck = ctx.deck
            n = copies(entry.count, name)
            full, held = _fullness(ctx, entry, home, removals)
            removed = _removed(ctx, entry, home)
            if removed is not None:
                fix = removed
            elif entry.zone == "champion" and full:
                fix = Plural(
                    entry.count,
                    "remove {n} {card} from {bare} ({bare2} already holds {held}) and name a "
                    "Champion unit as the Chosen Champion",
                    "remove {n} {card} from {bare} ({bare2} already holds {held}) and name a "
                    "Champion unit as the Chosen Champion",
                    card=name,
                    bare=zone_word(deck, entry.zone),
                    bare2=zone_word(deck, home),
                    held=held,
                )
            elif full:
                fix = Plural(
                    entry.count,
                    "remove {n} {card} from {bare} ({bare2} already holds {held})",
                    "remove {n} {card} from {bare} ({bare2} already holds {held})",
                    card=name,
                    bare=zone_word(deck, entry.zone),
                    bare2=zone_word(deck, home),
                    held=held,
                )
            elif (
                home == "runes"
                and ctx.identity is not None
                and outside_identity(card, ctx.identity)
            ):
                # a rune of another domain would only be the next error in the rune deck
                # ([cr.rune-identity]): it is replaced by one of the identity
                fix = _replacement(ctx, entry, n)
            elif entry.zone == "champion":
                fix = Plural(
                    entry.count,
                    "move {n} {card} {deck} and name a Champion unit as the Chosen Champion",
                    "move {n} {card} {deck} and name a Champion unit as the Chosen Champion",
                    card=name,
                    deck=under(deck, home),
                )
            elif home:
                fix = _one_of_two(
                    ctx,
                    entry,
                    home,
                    Plural(
                        entry.count,
                        "move {n} {card} from {bare} to {bare2}",
                        "move {n} {card} from {bare} to {bare2}",
                        card=name,
                        bare=zone_word(deck, entry.zone),
                        bare2=zone_word(deck, home),
                    ),
                )
            else:
                fix = Plural(entry.count, "remove {n} {card}", "remove {n} {card}", card=name)
            printing = entry.printing or card.base_printing
            yield Violation(
                message=message,
                location=entry.location,
                fix=fix,
                cards=(CardRef(name, printing.id if printing else None),),
            )


def _banned(ctx: RuleContext, card) -> bool:
    """True when the ruleset bans ``card`` on the as-of date: it is removed, never moved."""
    bans = ctx.tables.get("bans") if ctx.tables else None
    if not bans:
        return False
    from riftcheck.rules.banned import ban_lookup

    return ban_lookup(ctx.db, bans, ctx.tables.get("aliases"))(card) is not None


def _removed(ctx: RuleContext, entry, home) -> str | None:
    """The fix of an ``entry`` removed wherever it would go: banned, or (in a team check) a
    battlefield a teammate uses."""
    if _banned(ctx, entry.card):
        return Plural(
            entry.count,
            "remove {n} {card} from {bare} (it is banned: see banned)",
            "remove {n} {card} from {bare} (it is banned: see banned)",
            card=entry.card.display_name,
            bare=zone_word(ctx.deck, entry.zone),
        )
    other = _teammate(ctx, entry, home)
    if other is not None:
        return _teammate_fix(ctx, entry, other)
    return _teammate_legend(ctx, entry, home)


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


def _teammate_fix(ctx: RuleContext, entry, other: str) -> str:
    """``remove 1 Seat of Power from main: and add another battlefield under battlefields: (the
    teammate's deck c.deck.txt uses Seat of Power, ...)``: another battlefield is added when the
    row would then be short and the battlefield count's finding does not say so (it counts this
    card among the battlefields; over the count, it says what to add once the removals are made;
    under it, it adds what was missing without this card's copies)."""
    from riftcheck.rules.team_battlefields import teammate_fix

    deck = ctx.deck
    # the battlefields as the count's finding counts them: those written elsewhere included, but
    # not a second copy of a name (battlefields' _astray)
    seen = {e.card.key for e in resolved(deck.battlefields, ALLOWED["battlefields"])}
    have = total(resolved(deck.battlefields, ALLOWED["battlefields"]))
    for e in misplaced(deck, "Battlefield", ASTRAY):
        if e.card.key not in seen:
            seen.add(e.card.key)
            have += e.count
    add = entry.count if have <= FULL["battlefields"] else 0
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


def _fullness(ctx: RuleContext, entry, home, removals: dict) -> tuple[bool, int]:
    """Whether ``entry`` would overfill its ``home`` zone, and what that zone holds when it comes:
    cumulative for the misplaced entries (those moved in before it count; the size rules agree)."""
    deck = ctx.deck
    held = (
        total(e for e in deck.zone(home) if e.card is None or e.card.type in ALLOWED[home])
        if home
        else 0
    )
    if home in FULL and entry.zone in ASTRAY:
        if home not in removals:
            removals[home] = _removals(ctx, home)
        return id(entry) in removals[home], removals[home].get(id(entry), held)
    return home in FULL and held + entry.count > FULL[home], held


def _removals(ctx: RuleContext, home: str) -> dict[int, int]:
    """The misplaced entries (champion slot, main deck, sideboard) whose type belongs in ``home``
    that the fix removes rather than moves, by ``id``, each with what ``home`` holds when it comes:
    banned ones, and those that would overfill ``home`` once the entries written before them are
    moved in (two moves that each fit alone would overfill it together)."""
    deck = ctx.deck
    held = total(e for e in deck.zone(home) if e.card is None or e.card.type in ALLOWED[home])
    out: dict[int, int] = {}
    for entry in deck.entries(*ASTRAY):
        card = entry.card
        if card is None or card.token or HOME.get(card.type) != home:
            continue
        if (
            _banned(ctx, card)
            or _teammate(ctx, entry, home) is not None
            or _teammate_legend(ctx, entry, home) is not None
            or (home in FULL and held + entry.count > FULL[home])
        ):
            out[id(entry)] = held
        else:
            held += entry.count
    return out


def removed_misplaced(ctx: RuleContext, home: str) -> list[tuple[object, int]]:
    """The misplaced entries whose type belongs in ``home`` that zone-card-type's fix removes
    rather than moves (banned, or ``home`` full), with the copies removed: the size rules count
    those copies in ``home`` and leave their removal to zone-card-type, so that two findings never
    remove the same copy."""
    gone = _removals(ctx, home)
    return [(e, e.count) for e in ctx.deck.entries(*ASTRAY) if id(e) in gone]


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
