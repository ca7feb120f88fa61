"""Rule ``not-a-deck-card``: tokens are not cards and never go in a deck."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.models import CardRef, Msg, Violation
from riftcheck.rules.base import Rule, RuleContext


class NotADeckCard(Rule):
    """No zone of a deck may hold a token.

    Tokens (Recruit, Sprite, the Buff of OGN-271 to OGN-274, SFD-T03 ...) are
    printed inside the sets' numbering but are not cards (CR 185), so a deck
    list that names one is wrong whatever the zone.

    Legal example:

        main:
          - {card: Noxus Hopeful, count: 3}

    Illegal example:

        main:
          - {card: Recruit, count: 2}   # a token
    """

    id = "not-a-deck-card"
    summary = "Tokens are not cards and cannot be in any zone of a deck."
    citations = ("CR 185",)

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per token entry."""
        for entry in ctx.deck.entries():
            card = entry.card
            if card is None or not card.token:
                continue
            printing = entry.printing or card.base_printing
            yield Violation(
                message=Msg(
                    "{card} is a token, not a card; tokens cannot be in a deck",
                    card=card.display_name,
                ),
                location=entry.location,
                fix=Msg("remove {card}", card=card.display_name),
                cards=(CardRef(card.display_name, printing.id if printing else None),),
            )
