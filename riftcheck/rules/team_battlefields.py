"""Rule ``team-battlefields``: 2v2 teammates may not use the same battlefield."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

from riftcheck.i18n import N_
from riftcheck.models import CardRef, Msg, Violation
from riftcheck.rules.base import Rule, RuleContext


class TeamBattlefields(Rule):
    """No battlefield name appears in both decks of a 2v2 team.

    [cr.team-battlefields] forbids teammates from using the same battlefields; battlefields
    are compared by name, so two printings of one battlefield clash too. The
    check needs both decks; on a single deck it is reported as skipped. Each
    shared battlefield is one finding, located in the first deck with the
    teammate's entry as a related location.

    Legal example:

        # a.yaml                          # b.yaml
        battlefields: [Targon's Peak]     battlefields: [Trifarian War Camp]

    Illegal example:

        # a.yaml                          # b.yaml
        battlefields: [Targon's Peak]     battlefields: [Targon's Peak]
    """

    id = "team-battlefields"
    summary = N_("2v2 teammates may not use a battlefield of the same name.")
    citations = ("cr.team-battlefields",)
    needs = frozenset({"team"})
    scope = "team"

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per battlefield name found in two decks of the team."""
        decks = (ctx.deck, *ctx.team)
        for a, b in combinations(decks, 2):
            theirs = {}
            for e in b.battlefields:
                if e.card is not None:
                    theirs.setdefault(e.card.key, e)
            seen: set[str] = set()
            for mine in a.battlefields:
                if mine.card is None or mine.card.key not in theirs or mine.card.key in seen:
                    continue
                seen.add(mine.card.key)
                name = mine.card.display_name
                printing = mine.printing or mine.card.base_printing
                yield Violation(
                    message=Msg(
                        "Both teammates use the battlefield {name} ({name2} and {name3}); teammates may not share battlefields",
                        name=name,
                        name2=Path(a.source).name,
                        name3=Path(b.source).name,
                    ),
                    location=mine.location,
                    fix=Msg(
                        "replace {name} in one of the two decks with another battlefield", name=name
                    ),
                    cards=(CardRef(name, printing.id if printing else None),),
                    related=(theirs[mine.card.key].location,),
                )
