"""The ``sideboard-size`` rule: the sideboard's size on the date of the event."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from riftcheck.i18n import N_
from riftcheck.models import Msg, Violation, listed
from riftcheck.rules._helpers import plural, total
from riftcheck.rules.base import Option, Rule, RuleContext, int_or_null


def _sizes_or_null(value: Any) -> str | None:
    """Validator: null, or a non-empty list of integers >= 0."""
    if value is None:
        return None
    if (
        isinstance(value, list)
        and value
        and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        return None
    return f"expected a list of integers >= 0 or null, got {value!r}"


class SideboardSize(Rule):
    """The sideboard is no larger than the Tournament Rules allowed on the event's date.

    The limit changed over time, so the Constructed ruleset gives it as a
    dated value resolved for the as-of date: before January 2026 a sideboard
    had exactly 0 or 8 cards; from January 2026 its size was "dictated by the
    competition format" (no limit here); from 2026-03-30 it holds 8 or fewer
    ([tr.sideboard-size]); from 2026-07-16, 10 or fewer. Every listed copy counts,
    even an unknown card. What the sideboard may hold is checked by
    ``zone-card-type`` and ``copy-limit`` (copies count main deck and
    sideboard together).

    Options:
      max: 10 in Constructed (dated) - the most cards allowed (null: no limit).
      allowed: null - a list of the only sizes allowed, e.g. [0, 8] (null: any size up to max).

    Legal example (as of 2026-08-01):

        sideboard:
          - 3 Playful Phantom
          - 3 Rune Prison
          - 2 Solari Shieldbearer
          - 2 Stalwart Poro   # 10 cards: the limit is 10 from 2026-07-16

    Illegal example (as of 2026-05-01):

        sideboard:
          - 3 Playful Phantom
          - 3 Rune Prison
          - 2 Solari Shieldbearer
          - 2 Stalwart Poro   # 10 cards: the limit was 8
    """

    id = "sideboard-size"
    summary = N_("The sideboard is within the size the Tournament Rules allowed on the as-of date.")
    citations = ("tr.sideboard-size",)
    options = {
        "max": Option(
            None,
            N_("Most cards allowed in the sideboard (null: no limit); usually dated."),
            int_or_null(0),
        ),
        "allowed": Option(
            None,
            N_("The only sizes allowed, e.g. [0, 8] (null: any size up to max)."),
            _sizes_or_null,
        ),
    }

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation when the sideboard's size is not allowed on ``ctx.as_of``."""
        size = total(ctx.deck.sideboard)
        limit = ctx.options.get("max")
        allowed = ctx.options.get("allowed")
        where = ctx.deck.location_of("sideboard")
        on = ctx.as_of.isoformat()
        if allowed is not None and size not in allowed:
            sizes = listed([str(n) for n in sorted(allowed)], "or")
            yield Violation(
                Msg(
                    "The sideboard has {size}; on {on} it must have exactly {sizes}",
                    size=plural(size, "card"),
                    on=on,
                    sizes=sizes,
                ),
                location=where,
                fix=Msg("make the sideboard {sizes} cards", sizes=sizes),
            )
        elif limit is not None and size > limit:
            yield Violation(
                Msg(
                    "The sideboard has {size}; the limit on {on} is {limit}",
                    size=plural(size, "card"),
                    on=on,
                    limit=limit,
                ),
                location=where,
                fix=Msg("remove {plural} from the sideboard", plural=plural(size - limit, "card")),
            )
