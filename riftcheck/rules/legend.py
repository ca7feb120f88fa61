"""Rule ``legend``: exactly one Champion Legend (optional in Sealed and Draft)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import ClassVar

from riftcheck.i18n import N_
from riftcheck.models import CardRef, DeckEntry, Msg, Plural, Violation
from riftcheck.models import listed as and_list
from riftcheck.rules._helpers import kept_by_tag, kept_legend, under, zone_word
from riftcheck.rules.base import Option, Rule, RuleContext, boolean


def extra_card(ctx: RuleContext) -> Msg:
    """What the Tournament Rules give a player who plays without a legend or champion."""
    return Msg(
        "that player draws 1 extra card at their first Beginning Phase ({cite})",
        cite=ctx.cite("tr.no-legend"),
    )


def _name(entry: DeckEntry) -> str:
    return entry.card.display_name if entry.card else entry.ref


def _ref(entry: DeckEntry) -> CardRef | None:
    if entry.card is None:
        return None
    printing = entry.printing or entry.card.base_printing
    return CardRef(entry.card.display_name, printing.id if printing else None)


class Legend(Rule):
    """The deck has exactly one Champion Legend.

    The legend starts the game in the Legend Zone and its domains are the
    deck's domain identity ([cr.legend]), so a Constructed deck needs exactly one
    copy of one legend. In Sealed and Draft the legend is optional: a deck
    without one is legal, and its player draws 1 extra card at their first
    Beginning Phase ([tr.no-legend]); riftcheck says so as a notice (kind
    ``missing-optional``, severity info).

    A card of another type under ``legend:`` is reported by ``zone-card-type``.

    Options:
      required: a deck without a legend is illegal (false for Sealed and Draft).

    Legal example:

        legend: Jinx, Loose Cannon

    Illegal example:

        legend: {card: "Jinx, Loose Cannon", count: 2}   # one copy only
    """

    id = "legend"
    summary = N_("Exactly one Champion Legend (optional in Sealed and Draft).")
    citations = ("cr.legend", "tr.deck-registration", "tr.no-legend")
    options: ClassVar[Mapping[str, Option]] = {
        "required": Option(
            True, N_("a deck must have a legend (false: optional, as in Sealed)"), boolean
        )
    }
    severities: ClassVar[Mapping[str, str]] = {"default": "error", "missing-optional": "info"}

    #: TR 602.4.a.5 (a Sealed deck without one draws an extra card): cited in Limited only
    limited_citations = frozenset({"tr.no-legend"})

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield a violation for a missing legend, several legends or several copies."""
        entries = ctx.deck.legend
        copies = sum(e.count for e in entries)
        where = ctx.deck.location_of("legend")
        if copies == 0:
            if ctx.options.get("required", True):
                yield Violation(
                    message=Msg("The deck has no Champion Legend; it needs exactly 1"),
                    location=where,
                    # under the deck's own heading (a text list's ``Legend:``, a YAML ``legend:``)
                    fix=_missing_fix(ctx),
                )
            else:
                yield Violation(
                    message=Msg(
                        "The deck has no Champion Legend, which is allowed here; {EXTRA_CARD}",
                        EXTRA_CARD=extra_card(ctx),
                    ),
                    location=where,
                    kind="missing-optional",
                )
            return
        names = {(e.card.key if e.card else e.ref): _name(e) for e in entries}
        if len(names) > 1:
            listed = and_list(list(names.values()))
            yield Violation(
                message=Msg(
                    "The deck has {n} Champion Legends ({listed}); it must have exactly 1",
                    n=len(names),
                    listed=listed,
                ),
                location=entries[1].location,
                fix=_neeko_fix(ctx, entries, names, _keep_fix(ctx, entries, names)),
                cards=tuple(r for r in (_ref(e) for e in entries) if r),
            )
        elif copies > 1:
            name = _name(entries[0])
            yield Violation(
                message=Msg(
                    "The deck has {copies} copies of the legend {name}; it must have exactly 1",
                    copies=copies,
                    name=name,
                ),
                location=entries[0].location if len(entries) == 1 else entries[1].location,
                fix=Msg("keep 1 copy of {name}", name=name),
                cards=tuple(r for r in (_ref(entries[0]),) if r),
            )


def _missing_fix(ctx: RuleContext) -> str:
    """``add a Champion Legend under Legend:``, or, when zone-card-type's fix moves a legend
    written in another zone into it, that move, which fixes this too (adding one as well would
    make two, atkJ 5)."""
    from riftcheck.rules.zone_card_type import choice, choice_fix, misfit_choice, moved_in

    if "zone-card-type" not in _in_force(ctx):
        return Msg("add a Champion Legend {deck}", deck=under(ctx.deck, "legend"))
    chosen = choice(ctx, "legend")
    if chosen is not None:  # two legends written elsewhere, none the deck's tag picks (atkF 8)
        fix = Msg("as zone-card-type says, {fix}", fix=choice_fix(ctx, *chosen))
        return Msg("{fix}, which fixes this too", fix=fix)
    misfit = misfit_choice(ctx)
    if misfit is not None:  # the legend written elsewhere is not the deck's champion's (atkB 9)
        fix = Msg("as zone-card-type says, {fix}", fix=misfit)
        return Msg("{fix}, which fixes this too", fix=fix)
    moved = moved_in(ctx, "legend")
    if not moved:
        return Msg("add a Champion Legend {deck}", deck=under(ctx.deck, "legend"))
    e = moved[0]
    return Plural(
        e.count,
        "zone-card-type's fix moves {n} {card} from {bare} to {zone}, which fixes this too",
        "zone-card-type's fix moves {n} {card} from {bare} to {zone}, which fixes this too",
        card=e.card.display_name,
        bare=zone_word(ctx.deck, e.zone),
        zone=zone_word(ctx.deck, "legend"),
    )


def _in_force(ctx: RuleContext) -> dict:
    """The rules that run and their options (the engine's ``rule_options``); every rule when not
    known (a rule run alone, as the tests do)."""
    known = ctx.tables.get("rule_options") if ctx.tables else None
    return known if known is not None else {"zone-card-type": {}}


def _neeko_fix(ctx: RuleContext, entries, names, fix: str) -> str:
    """``fix``, or, when the deck holds Neeko and names none of her legends, where her picks
    written under the legend heading go: with the deck's legend settled (its champion tag carried)
    and exactly her three besides it, they move to the additional legends (atkL 3: "remove" threw
    the player's picks away); with one legend more than her three and none settled, which stays is
    the player's choice and the others move; else where legends chosen for her go."""
    from riftcheck.rules._helpers import in_parens
    from riftcheck.rules.additional_legends import (
        COUNT,
        legend_zone_picks,
        picks_under_legend,
        quoted_header,
        said_header,
    )

    if not picks_under_legend(ctx.deck):
        return fix
    deck = ctx.deck
    places = {
        # unquoted, as "from Legend:" beside it
        "header": said_header(deck),
        "legend": zone_word(deck, "legend"),
        "cite": ctx.cite("tr.decklist-choices"),
    }
    keep = kept_legend(deck, entries, names)
    if keep is not None:
        picks = legend_zone_picks(deck, keep)
        if picks:
            return Msg(
                "keep {keep} {under}, whose champion tag the deck's cards carry, and move {join} "
                "from {legend} to {header} (Neeko, Blending In's {n} additional legends, recorded "
                "apart on the decklist{cite})",
                keep=names[keep],
                under=under(deck, "legend"),
                join=and_list([e.card.display_name for e in picks]),
                n=COUNT,
                # a Msg, so that a French run says the citation « RT » (atkN 9)
                **{
                    **places,
                    "cite": Msg(", {cite}", cite=places["cite"]) if places["cite"] else "",
                },
            )
    elif legend_zone_picks(deck, None):
        return Msg(
            "keep one of {listed} {under} and move the other {n} from {legend} to {header}, as "
            "Neeko, Blending In's additional legends, recorded apart on the decklist{cite}; "
            "which one stays the deck's legend is your choice",
            listed=and_list([names[k] for k in names], "or"),
            under=under(deck, "legend"),
            n=COUNT,
            **{**places, "cite": in_parens(places["cite"])},
        )
    return Msg(
        "{fix}; legends chosen for Neeko, Blending In go under {header}, not under {legend}{cite}",
        fix=fix,
        header=quoted_header(deck),  # not a move: quoted, never a bare « :, » (atkN 9)
        legend=places["legend"],
        cite=in_parens(places["cite"]),
    )


def _keep_fix(ctx: RuleContext, entries, names) -> str:
    """Which legend to keep: the one whose champion tag the deck's champion units and Signature
    cards carry (removing it would leave them all illegal, atk24d 5); when none or several do,
    no legend is picked for the player. A card of another type written with one legend is
    zone-card-type's to take out, and that fixes this too. The reason given is what is true of
    the deck: who carries the tag (a legend's own copy written in the main deck carries nothing)."""
    others = [e for e in entries if e.card is not None and e.card.type != "Legend"]
    legend_keys = {e.card.key for e in entries if e.card is not None and e.card.type == "Legend"}
    if (
        others
        and len(legend_keys) == 1
        and len(names) == len(legend_keys) + len({e.card.key for e in others})
    ):
        return Msg(
            "zone-card-type's fix takes {join} out of {zone}, which fixes this too",
            join=and_list([names[k] for k in dict.fromkeys(e.card.key for e in others)]),
            zone=zone_word(ctx.deck, "legend"),
        )
    key, best, found = kept_by_tag(ctx.deck, entries, names)
    if key is not None:
        champion = any(d.card.is_champion_unit for d in found)
        signature = any(d.card.is_signature for d in found)
        values = {
            "keep": names[key],
            "join": and_list([n for k, n in names.items() if k != key]),
        }
        if champion and signature:
            return Msg(
                "keep {keep}, whose champion tag the champion and Signature cards carry, and "
                "remove {join}",
                **values,
            )
        if champion:
            return Msg(
                "keep {keep}, whose champion tag the deck's Champion units carry, and remove {join}",
                **values,
            )
        if signature:
            return Msg(
                "keep {keep}, whose champion tag the Signature cards carry, and remove {join}",
                **values,
            )
        return Plural(
            best,
            "keep {keep}, whose champion tag {n} card of the main deck carries, and remove {join}",
            "keep {keep}, whose champion tag {n} cards of the main deck carry, and remove {join}",
            **values,
        )
    return Msg(
        "keep one legend of {listed} and remove the others",
        listed=and_list(list(names.values())),
    )
