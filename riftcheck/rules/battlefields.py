"""The ``battlefields`` rule: 3 battlefields with different names, within the identity."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import Msg, Plural, Violation
from riftcheck.rules._helpers import (
    card_ref,
    group_by_card,
    identity_message,
    outside_identity,
    plural,
    resolved,
    total,
)
from riftcheck.rules.base import Option, Rule, RuleContext, boolean, int_or_null


class Battlefields(Rule):
    """The deck provides the required number of battlefields, each with a different name.

    In every 1v1, FFA and 2v2 mode each player provides 3 battlefields
    ([tr.deck-registration], [cr.modes]), no two with the same name ([cr.battlefield-names]). A
    battlefield is subject to domain identity if it has domains ([cr.battlefield-identity]);
    every battlefield printed so far is colourless, which fits every identity
    ([cr.identity-no-domain]). Every listed copy counts
    towards the number, even an unknown card; a non-battlefield card in this
    zone is reported by ``zone-card-type``. Sealed and Draft allow blank
    battlefields in any number ([tr.blank-battlefields]): their rulesets give ``count: null``.

    Options:
      count: 3 - battlefields required (null: any number).
      unique_names: true - no two battlefields may share a name.

    Legal example:

        battlefields:
          - Monastery of Hirana
          - Navori Fighting Pit
          - The Grand Plaza

    Illegal example:

        battlefields:
          - The Grand Plaza
          - Navori Fighting Pit
          - The Grand Plaza   # the same name twice
    """

    id = "battlefields"
    summary = N_("The required number of battlefields, no two with the same name.")
    citations = ("cr.battlefields", "cr.battlefield-names", "tr.deck-registration")
    options = {
        "count": Option(3, N_("Battlefields required (null: any number)."), int_or_null(0)),
        "unique_names": Option(True, N_("No two battlefields may share a name."), boolean),
    }

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield violations for the number, repeated names and off-identity battlefields."""
        want = ctx.options.get("count", 3)
        have = total(ctx.deck.battlefields)
        if want is not None and have != want:
            diff = want - have
            yield Violation(
                Msg(
                    "The deck has {have}; it must have exactly {want}",
                    have=plural(have, "battlefield"),
                    want=want,
                ),
                location=ctx.deck.location_of("battlefields"),
                fix=Msg("add {diff}", diff=plural(diff, "battlefield"))
                if diff > 0
                else Msg("remove {plural}", plural=plural(-diff, "battlefield")),
            )
        groups = group_by_card(resolved(ctx.deck.battlefields, frozenset({"Battlefield"})))
        if ctx.options.get("unique_names", True):
            for group in groups.values():
                n = total(group)
                if n > 1:
                    name = group[0].card.display_name
                    yield Violation(
                        Msg(
                            "{n} copies of {name} among the battlefields; each battlefield must have a different name",
                            n=n,
                            name=name,
                        ),
                        location=group[-1].location if len(group) > 1 else group[0].location,
                        fix=Plural(
                            n - 1,
                            "replace {n} {name} with a different battlefield",
                            "replace {n} {name} with a different battlefield",
                            name=name,
                        ),
                        cards=(card_ref(group[0]),),
                    )
        if ctx.identity is not None:
            for group in groups.values():
                entry = group[0]
                if outside_identity(entry.card, ctx.identity):
                    yield Violation(
                        identity_message(entry.card, ctx.identity),
                        location=entry.location,
                        fix=Msg(
                            "replace {card} with a battlefield of this deck's domains",
                            card=entry.card.display_name,
                        ),
                        cards=(card_ref(entry),),
                    )
