"""Rule ``not-a-deck-card``: tokens are not cards and never go in a deck."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import CardRef, Msg, Plural, Violation
from riftcheck.rules._helpers import joined, one_per_cause, remove_copies, under
from riftcheck.rules.base import Rule, RuleContext


class NotADeckCard(Rule):
    """No zone of a deck may hold a token.

    Tokens (Recruit, Sprite, the Buff of OGN-271 to OGN-274, SFD-T03 ...) are
    printed inside the sets' numbering but are not cards ([cr.tokens]), so a deck
    list that names one is wrong whatever the zone.

    Legal example:

        main:
          - {card: Noxus Hopeful, count: 3}

    Illegal example:

        main:
          - {card: Recruit, count: 2}   # a token
    """

    id = "not-a-deck-card"
    summary = N_("Tokens are not cards and cannot be in any zone of a deck.")
    citations = ("cr.tokens",)

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation for the token entries: a lone token by itself, several listed in one."""
        items = []
        for entry in ctx.deck.entries():
            card = entry.card
            if card is None or not card.token:
                continue
            printing = entry.printing or card.base_printing
            name = card.display_name
            v = Violation(
                message=Msg("{card} is a token, not a card; tokens cannot be in a deck", card=name),
                location=entry.location,
                fix=_removal(ctx, entry, name),
                cards=(CardRef(name, printing.id if printing else None),),
            )
            items.append(("token", v, name))
        yield from one_per_cause(
            items,
            lambda _, n, listing, vs: (
                Msg(
                    "{n} entries are tokens, not cards; tokens cannot be in a deck: {cards}",
                    n=n,
                    cards=listing,
                ),
                joined([v.fix for v in vs]),
            ),
        )


def _removal(ctx, entry, name: str) -> Msg:
    """``remove 1 Recruit from main:``; in a zone of fixed size, what takes the token's place: removing
    Brush from three battlefields would only make the next error (two battlefields), unless the row
    is too large (battlefields' count says this removal: atkA 31)."""
    deck = ctx.deck
    from riftcheck.rules.banned import banned_cut

    cut = banned_cut(ctx).get(id(entry), (entry, 0))[1] if entry.zone == "battlefields" else 0
    if cut:
        out = remove_copies(deck, name, [(cut, entry.zone)])
        if cut < entry.count:
            out = Msg(
                "{edit}; {edits}",
                edit=out,
                edits=Plural(
                    entry.count - cut,
                    "replace {n} {card} {where} with a battlefield",
                    "replace {n} {card} {where} with a battlefield",
                    card=name,
                    where=under(deck, "battlefields"),
                ),
            )
        return out
    if entry.zone == "legend":
        return Plural(
            entry.count,
            "replace {n} {card} {where} with a legend",
            "replace {n} {card} {where} with a legend",
            card=name,
            where=under(deck, "legend"),
        )
    if entry.zone == "battlefields":
        return Plural(
            entry.count,
            "replace {n} {card} {where} with a battlefield",
            "replace {n} {card} {where} with a battlefield",
            card=name,
            where=under(deck, "battlefields"),
        )
    if entry.zone == "runes":
        return Plural(
            entry.count,
            "replace {n} {card} {where} with a rune",
            "replace {n} {card} {where} with a rune",
            card=name,
            where=under(deck, "runes"),
        )
    return remove_copies(deck, name, [(entry.count, entry.zone)])
