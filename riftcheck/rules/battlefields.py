"""The ``battlefields`` rule: 3 battlefields with different names, within the identity."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import Msg, Plural, Violation
from riftcheck.rules._helpers import (
    astray_battlefields,
    card_ref,
    deferred_removals,
    group_by_card,
    identity_message,
    joined,
    outside_identity,
    plural,
    resolved,
    staying_battlefields,
    total,
    written_elsewhere,
    zone_word,
)
from riftcheck.rules.banned import banned_cut
from riftcheck.rules.base import Option, Rule, RuleContext, boolean, int_or_null
from riftcheck.rules.zone_card_type import (
    deferred_choice,
    removed_misplaced,
)


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
        # a battlefield written in the main deck, the champion slot or the sideboard counts here,
        # where it belongs (zone-card-type moves it, or removes it when the row is full)
        away = astray_battlefields(ctx.deck)
        # and a card of another type written here does not: zone-card-type moves it out (a Gear
        # counted here and moved out would leave the row short once every fix is followed, atkJ 1)
        have = total(staying_battlefields(ctx.deck)) + total(away)
        groups = group_by_card(resolved(ctx.deck.battlefields, frozenset({"Battlefield"})))
        unique = ctx.options.get("unique_names", True)
        # a row too large loses its repeated names first: the one fix that mends both findings
        # ("remove 1 Altar to Unity", not "remove 1 battlefield" beside "replace 1 Altar to Unity")
        # a banned battlefield or a token of a row too large is the one that goes: banned's or
        # not-a-deck-card's fix removes it, and that fixes the count too (atkA 31: "replace it"
        # beside "remove 1 battlefield")
        cut = banned_cut(ctx) if want is not None and have > want else {}
        dropped = _dropped(groups, have - want) if unique and not cut and want is not None else {}
        if want is not None and have != want:
            yield self._count(ctx, want, have, away, groups, dropped, cut)
        if unique:
            for key, group in groups.items():
                n = total(group)
                if n > 1:
                    name = group[0].card.display_name
                    fix = Plural(
                        n - 1,
                        "replace {n} {name} with a different battlefield",
                        "replace {n} {name} with a different battlefield",
                        name=name,
                    )
                    if dropped.get(key):
                        fix = self._dropped_fix(ctx, name, dropped[key], n - 1)
                    yield Violation(
                        Msg(
                            "{n} copies of {name} among the battlefields; each battlefield must have a different name",
                            n=n,
                            name=name,
                        ),
                        location=group[-1].location if len(group) > 1 else group[0].location,
                        fix=fix,
                        cards=(card_ref(group[0]),),
                    )
        yield from self._identity(ctx, groups)

    @staticmethod
    def _count(ctx: RuleContext, want: int, have: int, away, groups, dropped, cut) -> Violation:
        """The count's finding: ``have`` includes the battlefields written in other zones, and
        the fix counts after zone-card-type's removals of them (a banned one, or a row full
        without them) and banned's removals from a row too large (``cut``)."""
        diff = want - have
        fix = (
            Msg("add {diff}", diff=plural(diff, "battlefield"))
            if diff > 0
            else Battlefields._remove_fix(ctx, groups, dropped, -diff)
        )
        gone = _gone(ctx, away) if diff < 0 else []
        said = []
        if gone:
            # zone-card-type removes these copies (the row is full without them): said there
            said.append(
                deferred_choice(ctx, "battlefields", gone) or deferred_removals(ctx.deck, gone)
            )
        if cut:
            said.append(_cut_fix(ctx, cut))
        if said:
            fix = joined(said)
            rest = diff + sum(k for _, k in gone) + sum(k for _, k in cut.values())
            if rest == 0:
                fix = Msg("{fix}, which fixes this too", fix=fix)
            else:
                then = (
                    Msg("add {diff}", diff=plural(rest, "battlefield"))
                    if rest > 0
                    else Battlefields._remove_fix(ctx, groups, {}, -rest)
                )
                fix = Msg("{fix}, then {then}", fix=fix, then=then)
        return Violation(
            Msg(
                "The deck has {have}{elsewhere}; it must have exactly {want}",
                have=plural(have, "battlefield"),
                elsewhere=written_elsewhere(ctx.deck, away, "battlefield"),
                want=want,
            ),
            location=ctx.deck.location_of("battlefields"),
            fix=fix,
        )

    @staticmethod
    def _remove_fix(ctx: RuleContext, groups, dropped, n: int) -> str:
        """``remove 1 Altar to Unity from Battlefields:``: the repeated names first, then
        ``n`` less those as any battlefields (nothing says which)."""
        zone = zone_word(ctx.deck, "battlefields")
        parts = [
            Plural(
                k,
                "remove {n} {card} from {zone}",
                "remove {n} {card} from {zone}",
                card=groups[key][0].card.display_name,
                zone=zone,
            )
            for key, k in dropped.items()
        ]
        left = n - sum(dropped.values())
        if not parts:
            return Msg("remove {plural}", plural=plural(n, "battlefield"))
        fix = joined(parts)
        if left > 0:
            fix = Msg(
                "{fix}, then {then}",
                fix=fix,
                then=Msg("remove {plural}", plural=plural(left, "battlefield")),
            )
        return fix

    @staticmethod
    def _dropped_fix(ctx: RuleContext, name: str, k: int, extra: int) -> str:
        """The repeated name's fix when the too large row loses ``k`` of its ``extra`` copies."""
        out = Plural(
            k,
            "remove {n} {card} from {zone}",
            "remove {n} {card} from {zone}",
            card=name,
            zone=zone_word(ctx.deck, "battlefields"),
        )
        if k >= extra:
            # said once, by the count's finding: two findings saying it would be followed twice
            return Plural(
                k,
                "the battlefield count's fix removes {n} {card}, which fixes this too",
                "the battlefield count's fix removes {n} {card}, which fixes this too",
                card=name,
            )
        return Msg(
            "{fix}, then {then}",
            fix=out,
            then=Plural(
                extra - k,
                "replace {n} {name} with a different battlefield",
                "replace {n} {name} with a different battlefield",
                name=name,
            ),
        )

    @staticmethod
    def _identity(ctx: RuleContext, groups) -> Iterator[Violation]:
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


def _dropped(groups, excess: int) -> dict[object, int]:
    """The copies of repeated names a row ``excess`` too large loses first, by card key."""
    dropped: dict[object, int] = {}
    for key, group in groups.items():
        if excess <= 0:
            break
        k = min(excess, total(group) - 1)
        if k > 0:
            dropped[key] = k
            excess -= k
    return dropped


def _gone(ctx: RuleContext, away) -> list:
    """(entry, copies) of the battlefields written elsewhere (``away``) that zone-card-type's fix
    removes rather than moves: a banned one, or a row full without them."""
    counted = {id(e) for e in away}
    return [(e, k) for e, k in removed_misplaced(ctx, "battlefields") if id(e) in counted]


def _cut_fix(ctx: RuleContext, cut) -> str:
    """``banned's fix removes 1 Obelisk of Power from battlefields:``: the removals of
    :func:`banned_cut`, said by the count that they fix."""
    return joined(
        [
            Plural(
                k,
                "not-a-deck-card's fix removes {n} {card} from {zone}",
                "not-a-deck-card's fix removes {n} {card} from {zone}",
                card=e.card.display_name,
                zone=zone_word(ctx.deck, e.zone),
            )
            if e.card.token
            else Plural(
                k,
                "banned's fix removes {n} {card} from {zone}",
                "banned's fix removes {n} {card} from {zone}",
                card=e.card.display_name,
                zone=zone_word(ctx.deck, e.zone),
            )
            for e, k in cut.values()
        ]
    )
