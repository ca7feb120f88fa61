"""The ``signature-limit`` rule: at most 3 Signature cards in the main deck."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import DeckEntry, Msg, Violation
from riftcheck.rules._helpers import card_ref, group_by_card, int_at_least, plural, resolved, total
from riftcheck.rules.base import Option, Rule, RuleContext


class SignatureLimit(Rule):
    """The main deck holds at most 3 Signature cards in total, whatever their names.

    [cr.signature-limit] caps Signature cards at 3 per deck regardless of name; a Unique
    Signature card counts too. The champion slot is part of the main deck
    ([cr.main-deck], [cr.signature-count]), so a Signature card written there counts as well,
    as every other count does: that it cannot be the Chosen Champion ([cr.signature-not-champion]) is ``chosen-champion``'s finding, not a reason to skip it. The sideboard is not in play, but a sideboard that would push
    the main deck past the cap after a swap is reported as kind
    ``sideboard-risk`` (a warning by default): main deck and sideboard
    together hold more than ``max`` while the main deck alone is within it.
    The Signature *supertype* is meant, not the signed printing variant
    (``SFD-228*``).

    Options:
      max: 3 - Signature cards allowed in the main deck.

    Legal example:

        legend: Master Yi, Wuju Master
        main:
          - 3 Highlander
        sideboard:
          - 1 Alpha Strike   # allowed, with a sideboard-risk warning

    Illegal example:

        legend: Master Yi, Wuju Master
        main:
          - 3 Highlander
          - 1 Alpha Strike   # a 4th Signature card
    """

    id = "signature-limit"
    summary = N_("At most 3 Signature cards in the main deck, regardless of name.")
    citations = ("cr.signature-limit", "cr.signature-count", "cr.unique-signature")
    options = {"max": Option(3, N_("Signature cards allowed in the main deck."), int_at_least(0))}
    severities = {"default": "error", "sideboard-risk": "warning"}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield an error when the main deck is over the cap, else a warning if the sideboard could push it over."""
        cap = ctx.options.get("max", 3)
        main = [e for e in resolved((*ctx.deck.champion, *ctx.deck.main)) if e.card.is_signature]
        side = [e for e in resolved(ctx.deck.sideboard) if e.card.is_signature]
        n_main, n_side = total(main), total(side)
        if n_main > cap:
            yield Violation(
                Msg(
                    "{n_main} in the main deck ({main}); the limit is {cap}",
                    n_main=plural(n_main, "Signature card"),
                    main=_names(main),
                    cap=cap,
                ),
                location=_crossing(main, cap).location,
                fix=Msg(
                    "remove {plural} from the main deck",
                    plural=plural(n_main - cap, "Signature card"),
                ),
                cards=tuple(card_ref(g[0]) for g in group_by_card(main).values()),
            )
        elif n_main + n_side > cap and side:
            yield Violation(
                Msg(
                    "{plural} in main deck and sideboard ({n_main} in main, {n_side} in sideboard); after sideboarding the main deck may hold at most {cap}",
                    plural=plural(n_main + n_side, "Signature card"),
                    n_main=n_main,
                    n_side=n_side,
                    cap=cap,
                ),
                location=side[0].location,
                fix=Msg("swap Signature cards only for other Signature cards when sideboarding"),
                cards=tuple(card_ref(g[0]) for g in group_by_card(side).values()),
                kind="sideboard-risk",
            )


def _names(entries: list[DeckEntry]) -> str:
    """``Super Mega Death Rocket! x3, Get Excited! x1``."""
    return ", ".join(
        f"{g[0].card.display_name} x{total(g)}" for g in group_by_card(entries).values()
    )


def _crossing(entries: list[DeckEntry], cap: int) -> DeckEntry:
    """The entry whose copies take the running total past ``cap``."""
    running = 0
    for e in entries:
        running += e.count
        if running > cap:
            return e
    return entries[-1]
