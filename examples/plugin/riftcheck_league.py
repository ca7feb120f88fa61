"""A league's house rule as a riftcheck rule plugin: best-of-one, so no sideboard."""

from riftcheck.models import Violation
from riftcheck.rules.base import Rule


class NoSideboard(Rule):
    """The league plays best-of-one: a deck brings no sideboard.

    Legal example:

        sideboard: []

    Illegal example:

        sideboard:
          - 3 Rune Prison
    """

    id = "league-no-sideboard"
    summary = "The deck has no sideboard (best-of-one league)."
    citations = ("League rules 2",)

    def check(self, ctx):
        """One violation at the sideboard when it holds any card."""
        held = sum(e.count for e in ctx.deck.sideboard)
        if held:
            yield Violation(
                f"{held} cards in the sideboard; the league plays best-of-one, without one",
                location=ctx.deck.zone_locations.get("sideboard") or ctx.deck.sideboard[0].location,
            )


RULES = [NoSideboard]
