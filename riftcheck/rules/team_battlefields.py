"""Rule ``team-battlefields``: 2v2 teammates may not use the same battlefield."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from riftcheck.i18n import N_
from riftcheck.models import Deck, Msg, Plural, Violation
from riftcheck.rules._helpers import (
    ASTRAY,
    card_ref,
    edited_in,
    misplaced,
    team_astray,
    teammate,
    zone_word,
)
from riftcheck.rules.base import Rule, RuleContext


def _written_elsewhere(name: str, name2: str, zone: str, name3: str) -> Msg:
    """The team finding of a battlefield written outside a deck's battlefields that a teammate
    uses: the deck's own misplaced card, not a battlefield shared yet."""
    return Msg(
        "{name2} has the battlefield {name} written under {zone}, and the teammate's deck {name3} "
        "uses it; teammates may not share battlefields",
        name=name,
        name2=name2,
        zone=zone,
        name3=name3,
    )


#: The template of :func:`_written_elsewhere`'s findings: ``--fix --team`` asks whether a fix makes
#: the teammates share a battlefield, so it leaves these out of its comparison.
WRITTEN_ELSEWHERE = _written_elsewhere("", "", "", "").template


def _users(teammates: Sequence[Deck]) -> dict[str, tuple[Deck, object]]:
    """Each battlefield the ``teammates``' decks use (under their battlefields key), by name
    casefolded -> the first teammate's deck using it and its entry."""
    out: dict[str, tuple[Deck, object]] = {}
    for deck in teammates:
        for e in deck.battlefields:
            if e.card is not None and e.card.name:
                out.setdefault(e.card.name.casefold(), (deck, e))
    return out


def used_by(teammates: Sequence[Deck]) -> dict[str, str]:
    """The battlefields the ``teammates``' decks use (under their battlefields key), each name
    casefolded -> the file name of the first teammate using it. The one fact the team's advice
    shares (CR 491.8.i): a deck check in a team never advises moving such a card into the deck's
    battlefields (zone-card-type), the team check names the clash it brings, and ``--fix --team``
    never moves one in (:mod:`riftcheck.runner.fix`)."""
    return {k: edited_in(d) for k, (d, _) in _users(teammates).items()}


def _strays(teammates: Sequence[Deck]) -> dict[str, tuple[Deck, object]]:
    """Each battlefield the ``teammates``' decks write outside their battlefields (the champion
    slot, the main deck, the sideboard), by name casefolded -> the first such deck and its entry."""
    out: dict[str, tuple[Deck, object]] = {}
    for deck in teammates:
        for e in misplaced(deck, "Battlefield", ASTRAY):
            if e.card.name:
                out.setdefault(e.card.name.casefold(), (deck, e))
    return out


def strayed_by(teammates: Sequence[Deck]) -> dict[str, str]:
    """The battlefields the ``teammates``' decks write outside their battlefields, each name
    casefolded -> that teammate's file name: both decks moving theirs in would share it, so each
    deck's advice says only one of them may (atkF item 10)."""
    return {k: edited_in(d) for k, (d, _) in _strays(teammates).items()}


def one_of_two_fix(move: str, card: str, other: str, cite: str) -> str:
    """``move 1 Star Spring from MainDeck: to Battlefields:, or, if the teammate's deck b.txt moves
    its own, remove it ...``: the advice when both decks write one battlefield elsewhere."""
    return Msg(
        "{move}, or, if the teammate's deck {other} moves its own, remove it and choose another "
        "battlefield: both decks write {card} outside their battlefields, and teammates may not "
        "share battlefields, {cite}",
        move=move,
        other=other,
        card=card,
        cite=cite,
    )


def teammate_fix(entry, other: str, zone: str, add: int, deck_word: str, cite: str) -> str:
    """The advice for ``entry``, a battlefield written under ``zone`` that the teammate's deck
    ``other`` uses: removed, never moved in, with ``add`` other battlefields added when the
    deck's battlefields would then be short; the words of ``--fix --team``'s refusal."""
    name = entry.card.display_name
    why = Msg(
        "the teammate's deck {other} uses {card}, and teammates may not share battlefields, {cite}",
        other=other,
        card=name,
        cite=cite,
    )
    removal = Plural(
        entry.count,
        "remove {n} {card} from {zone}",
        "remove {n} {card} from {zone}",
        card=name,
        zone=zone,
    )
    if add > 0:
        removal = Msg(
            "{removal} and add {more} {deck}",
            removal=removal,
            more=Plural(add, "another battlefield", "{n} other battlefields"),
            deck=deck_word,
        )
    return Msg("{removal} ({why})", removal=removal, why=why)


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
                yield Violation(
                    message=Msg(
                        "Both teammates use the battlefield {name} ({name2} and {name3}); teammates may not share battlefields",
                        name=name,
                        name2=teammate(a),
                        name3=teammate(b),
                    ),
                    location=mine.location,
                    # who changes what: 1 copy, in the one deck the team picks, by its file and
                    # zone (atkL 5: "in one of the two decks" named neither)
                    fix=Msg(
                        "replace 1 {name} with a battlefield neither deck uses, either under {zone} "
                        "in {name2} or under {zone2} in {name3} (which deck changes is the team's "
                        "choice)",
                        name=name,
                        zone=zone_word(a, "battlefields"),
                        name2=edited_in(a),
                        zone2=zone_word(b, "battlefields"),
                        name3=edited_in(b),
                    ),
                    cards=(card_ref(mine),),
                    related=(theirs[mine.card.key].location,),
                )
        yield from _astray(decks)
        yield from _both_astray(decks)


def _both_astray(decks) -> Iterator[Violation]:
    """One violation per battlefield two decks of the team both write outside their battlefields:
    moved in by both, it would be shared (atkF item 10); located in the first deck."""
    for deck, e, other, theirs in team_astray(decks, "Battlefield", _strays, later=True):
        name = e.card.display_name
        yield Violation(
            message=Msg(
                "Both teammates write the battlefield {name} outside their battlefields "
                "({name2} under {zone}, {name3} under {zone2}); only one of the two decks may "
                "move it in, as teammates may not share battlefields",
                name=name,
                name2=edited_in(deck),
                zone=zone_word(deck, e.zone),
                name3=edited_in(other),
                zone2=zone_word(other, theirs.zone),
            ),
            location=e.location,
            fix=Msg(
                "either {name2} moves 1 {name} from {zone} to {bf} and {name3} removes {m} "
                "{name} from {zone2}, or {name3} moves 1 from {zone2} to {bf2} and {name2} "
                "removes {n} from {zone} (which deck keeps it is the team's choice)",
                name=name,
                n=e.count,
                m=theirs.count,
                name2=edited_in(deck),
                zone=zone_word(deck, e.zone),
                bf=zone_word(deck, "battlefields"),
                bf2=zone_word(other, "battlefields"),
                name3=edited_in(other),
                zone2=zone_word(other, theirs.zone),
            ),
            cards=(card_ref(e),),
            related=(theirs.location,),
        )


def _astray(decks) -> Iterator[Violation]:
    """One violation per battlefield a deck writes in its champion slot, main deck or sideboard
    that a teammate's deck uses: zone-card-type removes it rather than moving it in, and the team
    check names the clash it would bring (atkJ item 3)."""
    for deck, e, other, theirs in team_astray(decks, "Battlefield", _users):
        name = e.card.display_name
        yield Violation(
            message=_written_elsewhere(
                name, edited_in(deck), zone_word(deck, e.zone), edited_in(other)
            ),
            location=e.location,
            fix=Plural(
                e.count,
                "remove {n} {name} from {zone} in {name2} rather than moving it to its "
                "battlefields, as zone-card-type's fix says",
                "remove {n} {name} from {zone} in {name2} rather than moving them to its "
                "battlefields, as zone-card-type's fix says",
                name=name,
                zone=zone_word(deck, e.zone),
                name2=edited_in(deck),
            ),
            cards=(card_ref(e),),
            related=(theirs.location,),
        )
