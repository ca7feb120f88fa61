"""Rule ``team-legend``: 2v2 teammates may not use the same Champion Legend."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from riftcheck.i18n import N_
from riftcheck.models import Deck, Msg, Plural, Violation
from riftcheck.rules._helpers import card_ref, edited_in, team_astray, teammate, zone_word
from riftcheck.rules.base import Rule, RuleContext


def used_by(teammates: Sequence[Deck]) -> dict[str, str]:
    """The Champion Legends the ``teammates``' decks use (under their legend key), each name
    casefolded -> the file name of the first teammate using it: a deck check in a team never
    advises moving such a legend into the deck's legend slot (zone-card-type; CR 491.8.h), as
    ``--fix --team`` never writes that move."""
    return {k: edited_in(d) for k, (d, _) in _users(teammates).items()}


def _users(teammates: Sequence[Deck]) -> dict[str, tuple[Deck, object]]:
    """Each Champion Legend the ``teammates``' decks use (under their legend key), by name
    casefolded -> the first teammate's deck using it and its entry."""
    out: dict[str, tuple[Deck, object]] = {}
    for deck in teammates:
        for e in deck.legend:
            # a unit written under the legend key is no legend (zone-card-type moves it out)
            if e.card is not None and e.card.name and e.card.type == "Legend":
                out.setdefault(e.card.name.casefold(), (deck, e))
    return out


def teammate_fix(entry, other: str, zone: str, cite: str) -> str:
    """The advice for ``entry``, a legend written under ``zone`` that the teammate's deck
    ``other`` uses: removed, never moved into the legend slot."""
    name = entry.card.display_name
    return Msg(
        "{removal} ({why})",
        removal=Plural(
            entry.count,
            "remove {n} {card} from {zone}",
            "remove {n} {card} from {zone}",
            card=name,
            zone=zone,
        ),
        why=Msg(
            "the teammate's deck {other} uses the Champion Legend {card}, and teammates may not "
            "share a legend, {cite}",
            other=other,
            card=name,
            cite=cite,
        ),
    )


class TeamLegend(Rule):
    """The two decks of a 2v2 team use different Champion Legends.

    [cr.team-legend] forbids teammates from sharing a Champion Legend. The check
    needs both decks (``riftcheck check --team A B`` or a team file); on a
    single deck it is reported as skipped. The finding points at the legend
    in the first deck and, as a related location, at the teammate's.

    Legal example:

        # a.yaml                       # b.yaml
        legend: Jinx, Loose Cannon     legend: Viktor, Herald of the Arcane

    Illegal example:

        # a.yaml                       # b.yaml
        legend: Jinx, Loose Cannon     legend: Jinx, Loose Cannon
    """

    id = "team-legend"
    summary = N_("2v2 teammates may not use the same Champion Legend.")
    citations = ("cr.team-legend",)
    needs = frozenset({"team"})
    scope = "team"

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per legend shared by two decks of the team."""
        decks = (ctx.deck, *ctx.team)
        for a, b in combinations(decks, 2):
            # Legends only: a unit written under the legend key is zone-card-type's to move out,
            # never "the Champion Legend" the teammates share (atkA 18)
            theirs = {
                e.card.key: e for e in b.legend if e.card is not None and e.card.type == "Legend"
            }
            for mine in a.legend:
                if mine.card is None or mine.card.type != "Legend" or mine.card.key not in theirs:
                    continue
                other = theirs[mine.card.key]
                name = mine.card.display_name
                yield Violation(
                    message=Msg(
                        "Both teammates use the Champion Legend {name} ({name2} and {name3}); teammates may not share a legend",
                        name=name,
                        name2=teammate(a),
                        name3=teammate(b),
                    ),
                    location=mine.location,
                    # who changes what (atkL 5: "for one of the two decks" named neither, nor
                    # that the Chosen Champion and Signature cards follow the legend)
                    fix=Msg(
                        "replace 1 {name} with a Champion Legend the other deck does not use, "
                        "either under {zone} in {name2} or under {zone2} in {name3} (which deck "
                        "changes is the team's choice); that deck's Chosen Champion and Signature "
                        "cards must then carry the new legend's champion tag",
                        name=name,
                        zone=zone_word(a, "legend"),
                        name2=edited_in(a),
                        zone2=zone_word(b, "legend"),
                        name3=edited_in(b),
                    ),
                    cards=(card_ref(mine),),
                    related=(other.location,),
                )
        yield from _astray(decks)


def _astray(decks) -> Iterator[Violation]:
    """One violation per legend a deck writes outside its legend slot that a teammate's deck uses
    as its legend: zone-card-type removes it rather than moving it in, and the team check names
    the clash it would bring."""
    for deck, e, other, entry in team_astray(decks, "Legend", _users):
        name = e.card.display_name
        yield Violation(
            message=Msg(
                "{name2} has the Champion Legend {name} written under {zone}, and the "
                "teammate's deck {name3} uses it; teammates may not share a legend",
                name=name,
                name2=edited_in(deck),
                zone=zone_word(deck, e.zone),
                name3=edited_in(other),
            ),
            location=e.location,
            fix=Plural(
                e.count,
                "remove {n} {name} from {zone} in {name2} rather than moving it to its legend "
                "slot, as zone-card-type's fix says",
                "remove {n} {name} from {zone} in {name2} rather than moving them to its legend "
                "slot, as zone-card-type's fix says",
                name=name,
                zone=zone_word(deck, e.zone),
                name2=edited_in(deck),
            ),
            cards=(card_ref(e),),
            related=(entry.location,),
        )
