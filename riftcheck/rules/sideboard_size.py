"""The ``sideboard-size`` rule: the sideboard's size on the date of the event."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from riftcheck.i18n import N_
from riftcheck.models import Msg, Violation, listed
from riftcheck.rules._helpers import plural, resolved, total
from riftcheck.rules.base import Option, Rule, RuleContext, boolean, int_or_null


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
    return Msg("expected a list of integers >= 0 or null, got {value}", value=repr(value))


class SideboardSize(Rule):
    """The sideboard is no larger than the Tournament Rules allowed on the event's date.

    The limit changed over time, so the Constructed ruleset gives it as a
    dated value resolved for the as-of date: before January 2026 a sideboard
    had exactly 0 or 8 cards; from January 2026 its size was "dictated by the
    competition format" (no limit riftcheck knows: a sideboard then gets a
    warning saying so, ``unstated``); from 2026-03-30 it holds 8 or fewer
    ([tr.sideboard-size]); from 2026-07-16, 10 or fewer. Every listed copy counts,
    even an unknown card. What the sideboard may hold is checked by
    ``zone-card-type`` and ``copy-limit`` (copies count main deck and
    sideboard together).

    A start the rules do not date is a warning, not a guess: the July
    Tournament Rules (published 2026-07-16) raised the limit to 10 without an
    effective date, and secondary sources say it took effect on 2026-07-24.
    The ruleset keeps that window as data (``certain_from: 2026-07-24`` on the
    dated ``max``), so a sideboard of 9 or 10 judged from 2026-07-16 to
    2026-07-23 gets a warning (kind ``start-unsure``; ``--strict`` fails it)
    saying that the limit may still have been 8.

    Options:
      max: 10 in Constructed (dated) - the most cards allowed (null: no limit).
      allowed: null - a list of the only sizes allowed, e.g. [0, 8] (null: any size up to max).
      unstated: false - the rules in force leave the size to the event (dated): a sideboard
        is then a warning that riftcheck cannot check its size.

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
        "unstated": Option(
            False,
            N_("The rules in force leave the sideboard's size to the event (usually dated)."),
            boolean,
        ),
    }

    severities = {"default": "error", "start-unsure": "warning", "size-unstated": "warning"}
    #: an allowed size above max could never be met
    bounds = (("allowed", "max"),)

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation when the sideboard's size is not allowed on ``ctx.as_of``, and a
        warning when it is allowed only by a limit whose start the rules leave undated."""
        # a rune, battlefield or legend written here leaves the sideboard by zone-card-type's fix
        # (moved where it belongs, or removed): counted where it belongs, as the other sizes are
        away = total(
            e
            for e in resolved(ctx.deck.sideboard)
            if e.card.type in ("Rune", "Battlefield", "Legend")
        )
        size = total(ctx.deck.sideboard) - away
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
            # the copies the other rules' fixes take out of the sideboard (a banned card, copies
            # over the limit...), counted as main-deck-size counts them: following every fix of
            # the report gives the limit, never fewer cards (atkA 6)
            from riftcheck.rules.main_deck_size import _pending_removals

            pending = _pending_removals(ctx, "sideboard")
            after = size - pending
            cards = plural(pending, "card")
            if not pending:
                fix = Msg("remove {plural} from the sideboard", plural=plural(size - limit, "card"))
            elif after <= limit:
                fix = Msg("none beyond the other fixes, which take {cards} out of it", cards=cards)
            else:
                fix = Msg(
                    "{fix}, once the other fixes have taken {cards} out of it",
                    fix=Msg(
                        "remove {plural} from the sideboard", plural=plural(after - limit, "card")
                    ),
                    cards=cards,
                )
            unsure = ctx.unsure.get("max")
            if (
                unsure is not None
                and unsure.previous is not None
                and unsure.previous < limit
                and after > unsure.previous
            ):
                # the limit may still have been the previous one: say what is certain too
                fix = Msg(
                    "{fix} ({certain} to be certain: on {on} the limit may still have been {previous})",
                    fix=fix,
                    certain=plural(after - unsure.previous, "card"),
                    on=on,
                    previous=unsure.previous,
                )
            moved = (
                Msg("; {n} card written in it belongs to other zones", n=away)
                if away == 1
                else Msg("; {n} cards written in it belong to other zones", n=away)
            )
            yield Violation(
                Msg(
                    "The sideboard has {size}{moved}; the limit on {on} is {limit}",
                    size=plural(size, "card"),
                    moved=moved if away else "",
                    on=on,
                    limit=limit,
                ),
                location=where,
                fix=fix,
            )
        elif size and ctx.options.get("unstated"):
            yield Violation(
                Msg(
                    "The sideboard has {size}; the Tournament Rules in force on {on} leave its size to the competition format, which riftcheck does not know",
                    size=plural(size, "card"),
                    on=on,
                ),
                location=where,
                fix=Msg("ask the organiser how many sideboard cards the event allows"),
                kind="size-unstated",
            )
        else:
            yield from self._unsure(ctx, size, where)

    @staticmethod
    def _unsure(ctx: RuleContext, size: int, where) -> Iterator[Violation]:
        """Within today's limit, but over the one that may still have been in force."""
        unsure = ctx.unsure.get("max")
        if unsure is None or unsure.previous is None or size <= unsure.previous:
            return
        yield Violation(
            Msg(
                "The sideboard has {size}, within the limit of {limit} in the Tournament Rules "
                "published on {start} ({cite}); they give it no effective date and it is only "
                "certain from {certain}, so on {on} the limit may still have been {previous}",
                size=plural(size, "card"),
                limit=unsure.value,
                start=unsure.start.isoformat(),
                cite=ctx.cite("tr.sideboard-size"),
                certain=unsure.certain_from.isoformat(),
                on=ctx.as_of.isoformat(),
                previous=unsure.previous,
            ),
            location=where,
            fix=Msg(
                "ask the organiser which limit applies, or remove {plural} from the sideboard",
                plural=plural(size - unsure.previous, "card"),
            ),
            kind="start-unsure",
        )
