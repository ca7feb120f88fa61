"""The ``unique`` rule: one copy of a Unique card per deck, sideboard included."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import Msg, Violation
from riftcheck.rules._helpers import (
    card_ref,
    group_by_card,
    int_at_least,
    resolved,
    total,
    zone_breakdown,
)
from riftcheck.rules.base import Option, Rule, RuleContext
from riftcheck.rules.copy_limit import _removal


class Unique(Rule):
    """A deck holds at most one copy of each Unique card.

    Unique ([cr.unique], [cr.unique-signature]) limits a deck to one card of a given Unique name.
    The sideboard is part of the deck, so a copy there counts too. Different
    Unique cards are fine together: Forgefire Cape and Rabadon's Deathcrown
    (both Unique Ornn gear) may share a deck, one copy each. A Unique
    Signature card still counts towards the Signature cap
    (``signature-limit``). Sealed and Draft do not apply Unique ([tr.sealed-no-unique]); their rulesets leave this rule out.

    Options:
      limit: 1 - copies allowed of one Unique card.

    Legal example:

        main:
          - 1 Forgefire Cape
          - 1 Rabadon's Deathcrown   # another Unique card: fine

    Illegal example:

        main:
          - 1 Forgefire Cape
        sideboard:
          - 1 Forgefire Cape         # 2 copies of one Unique card
    """

    id = "unique"
    summary = N_("At most one copy of each Unique card, sideboard included.")
    citations = ("cr.unique", "cr.unique-signature")
    options = {"limit": Option(1, N_("Copies allowed of one Unique card."), int_at_least(1))}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per Unique card held more than ``limit`` times."""
        limit = ctx.options.get("limit", 1)
        entries = [
            e
            for e in resolved(ctx.deck.entries("champion", "main", "sideboard"))
            if e.card.is_unique
        ]
        for group in group_by_card(entries).values():
            n = total(group)
            if n <= limit:
                continue
            card = group[0].card
            where = (
                Msg(" ({group})", group=zone_breakdown(group))
                if len({e.zone for e in group}) > 1
                else ""
            )
            yield Violation(
                Msg(
                    "{n} copies of {card}, a Unique card{where}; the limit is {limit}",
                    n=n,
                    card=card.display_name,
                    where=where,
                    limit=limit,
                ),
                location=group[0].location,
                fix=_removal(ctx, group, n - limit),
                cards=(card_ref(group[0]),),
            )
