"""The ``rune-deck`` rule: 12 runes, all of the deck's domains."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.models import Violation
from riftcheck.rules._helpers import card_ref, domain_text, identity_message, outside_identity, plural, resolved, total
from riftcheck.rules.base import Option, Rule, RuleContext, int_or_null


class RuneDeck(Rule):
    """The rune deck holds exactly 12 runes, each of the deck's domain identity.

    The rune deck is separate from the main deck (CR 103.3.a) and holds
    exactly 12 rune cards of the legend's domains (CR 103.3.a.1); any split is
    fine, 12 of one domain included. The 3-copy limit does not apply to runes.
    Only the ``runes`` zone is counted: a rune listed in another zone is
    reported by ``zone-card-type``. Every listed copy counts towards the size,
    even an unknown card. In Sealed and Draft runes may come from any source
    but must be of the deck's identity (TR 602.4.a.4).

    Options:
      count: 12 - runes required (null: any number).

    Legal example:

        legend: Kennen, Heart of the Tempest   # Chaos, Order
        runes:
          - 12 Order Rune                      # any split, even 12/0

    Illegal example:

        legend: Kennen, Heart of the Tempest
        runes:
          - 8 Order Rune
          - 3 Fury Rune    # 11 runes, and Fury is not Kennen's
    """

    id = "rune-deck"
    summary = "Exactly 12 runes, all within the deck's domain identity."
    citations = ("CR 103.3.a", "CR 103.3.a.1", "TR 602.4.a.4")
    options = {"count": Option(12, "Runes required in the rune deck (null: any number).", int_or_null(0))}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield a size violation and one violation per rune outside the identity."""
        want = ctx.options.get("count", 12)
        have = total(ctx.deck.runes)
        if want is not None and have != want:
            diff = want - have
            fix = f"add {plural(diff, 'rune')}" if diff > 0 else f"remove {plural(-diff, 'rune')}"
            yield Violation(
                f"The rune deck has {plural(have, 'rune')}; it must have exactly {want}",
                location=ctx.deck.location_of("runes"),
                fix=fix,
            )
        identity = ctx.identity
        if identity is None:
            return
        for entry in resolved(ctx.deck.runes, frozenset({"Rune"})):
            if outside_identity(entry.card, identity):
                yield Violation(
                    identity_message(entry.card, identity),
                    location=entry.location,
                    fix=f"replace {entry.count} {entry.card.display_name} with runes of {_or(identity)}",
                    cards=(card_ref(entry),),
                )


def _or(identity: frozenset[str]) -> str:
    """``Calm or Mind``."""
    names = domain_text(identity).split(", ")
    return " or ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " or " + names[-1]
