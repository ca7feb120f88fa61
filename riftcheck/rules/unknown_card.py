"""Rule ``unknown-card``: every deck entry names a real card, unambiguously."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import ClassVar

from riftcheck.models import Violation
from riftcheck.rules.base import Option, Rule, RuleContext, boolean

#: How a limited deck writes a textless battlefield (TR 602.3.d).
BLANK_BATTLEFIELD = re.compile(r"^\s*blank(\s+battlefields?)?\s*$", re.IGNORECASE)


def _listing(pairs: tuple[tuple[str, str], ...], limit: int = 3) -> str:
    shown = ", ".join(f"{name} ({pid})" if pid else name for name, pid in pairs[:limit])
    return shown + (", ..." if len(pairs) > limit else "")


class UnknownCard(Rule):
    """Every entry of the deck must name one card that riftcheck knows.

    A name, printing id or deck-code entry that matches no card, or matches
    several cards, cannot be checked by any other rule, so it is reported here
    with the closest names (for a typo) or every candidate (for an ambiguous
    name). An entry that names two different cards, such as a name and a
    printing id that disagree (``3 Stacked Deck (OGN-169)``, where OGN-169 is
    Gust) or a YAML ``card:`` and ``name:`` of different cards, is reported too:
    riftcheck never picks one of them (TR 401.2). The other rules leave such entries out and the report says how
    many they left out.

    Options:
      allow_blank_battlefields: accept "Blank Battlefield" entries under
        battlefields (Sealed and Draft allow textless battlefields, TR 602.3.d).

    Legal example:

        legend: Jinx, Loose Cannon
        main:
          - {card: Jinx, Demolitionist, count: 1}

    Illegal example:

        main:
          - {card: Jinx Loose Canon, count: 1}   # unknown name: did you mean Jinx, Loose Cannon?
    """

    id = "unknown-card"
    summary = "Every entry names exactly one known card."
    citations = ("CR 132.1", "TR 401.2")
    options: ClassVar[Mapping[str, Option]] = {
        "allow_blank_battlefields": Option(
            False, "accept 'Blank Battlefield' entries in the battlefields zone (limited events)", boolean
        ),
    }

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per entry whose reference did not resolve."""
        allow_blank = ctx.options.get("allow_blank_battlefields", False)
        for entry in ctx.deck.entries():
            problem = entry.problem
            if entry.card is not None or problem is None:
                continue
            if allow_blank and entry.zone == "battlefields" and BLANK_BATTLEFIELD.match(entry.ref):
                continue
            if problem.kind == "conflict":
                yield Violation(
                    message=f"The entry names two different cards: {problem.detail}",
                    location=entry.location,
                    fix="write the one card you mean: " + " or ".join(f"{n} ({i})" for n, i in problem.candidates),
                )
            elif problem.kind == "ambiguous" and problem.candidates:
                yield Violation(
                    message=f"Ambiguous card '{entry.ref}'; it could be {_listing(problem.candidates, 5)}",
                    location=entry.location,
                    fix="write the full name with its subtitle, or a printing id such as "
                    f"{problem.candidates[0][1] or problem.candidates[0][0]}",
                )
            elif problem.suggestions:
                best = problem.suggestions[0]
                yield Violation(
                    message=f"Unknown card '{entry.ref}'; did you mean: {_listing(problem.suggestions)}?",
                    location=entry.location,
                    fix=f"replace '{entry.ref}' with '{best[0]}'",
                )
            else:
                yield Violation(
                    message=f"Unknown card '{entry.ref}'",
                    location=entry.location,
                    fix="check the spelling or use a printing id such as OGN-001 "
                    "(riftcheck cards search TEXT finds cards)",
                )
