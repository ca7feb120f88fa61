"""The ``chosen-champion`` rule: one Chosen Champion, a Champion unit of the legend's champion."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import Msg, Plural, Violation, listed
from riftcheck.rules._helpers import (
    article,
    card_ref,
    champion_from_main,
    group_by_card,
    joined,
    legend_card,
    legend_slot_champion,
    outside_identity,
    resolved,
    total,
    zone_word,
)
from riftcheck.rules.base import Option, Rule, RuleContext, boolean
from riftcheck.rules.legend import extra_card

#: Constructed's main-deck size and copy limit (CR 103.2, 103.3.b): above them the extra copies
#: in the champion slot are removed, not moved.
_SIZE = 40
_COPIES = 3


def _movable(deck, card) -> bool:
    """Whether the extra copies of ``card`` in the champion slot move to the main deck.

    The main-deck size counts the slot, so moving them keeps the size and the copy count, and
    removing them shortens the deck (S8 of the attack: 38 main + 2 in the slot is 40 cards;
    "remove 1" made it 39). They are moved, unless the deck is over size or the card over its copy
    limit already: then removing them helps both."""
    size = total(deck.main) + total(deck.champion)
    copies = sum(e.count for e in resolved(deck.entries()) if e.card.key == card.key)
    return size <= _SIZE and copies <= _COPIES


def _to_remove(deck, card, extra: int) -> int:
    """How many of the slot's ``extra`` copies of ``card`` go: the copies over the copy limit
    (copy-limit leaves them to this rule), or all of them when the deck is over size and not
    over the copy limit (``_movable``)."""
    copies = sum(e.count for e in resolved(deck.entries()) if e.card.key == card.key)
    if copies > _COPIES:
        return min(extra, copies - _COPIES)
    return 0 if _movable(deck, card) else extra


def copies_to_move(deck):
    """``(card, n)``: the ``n`` extra copies of the one card in the champion slot that this rule's
    fix moves to the main deck (what ``--fix`` applies), or ``None``."""
    groups = group_by_card(resolved(deck.champion))
    if len(groups) != 1 or len(list(resolved(deck.champion))) != len(deck.champion):
        return None
    entries = next(iter(groups.values()))
    n, card = total(entries), entries[0].card
    if n <= 1 or not _movable(deck, card):
        return None
    return card, n - 1


class ChosenChampion(Rule):
    """The deck names exactly one Chosen Champion, and it fits the legend.

    The Chosen Champion starts the game in the champion zone and is one of the
    main deck's cards ([cr.main-deck]). It must be a Champion unit (a Unit with the
    Champion supertype): a Signature unit such as Tibbers carries the
    champion's tag but never qualifies ([cr.champion-unit]). In Constructed its
    champion tag must be the legend's champion tag; other tags the two share
    (Yordle, Ionia...) do not count, so Kennen, Heart of the Tempest (tagged
    Yordle and Kennen) admits only Kennen units. The champion slot holds
    exactly one card: two copies of the champion there (``champion: {card: X,
    count: 2}``, or ``2 X`` under ``Champion:``) are an error, as are two
    different cards; the other copies belong in the main deck.

    In Sealed and Draft (``match_legend_tag: false``) any Champion unit may be
    chosen; whether it fits the deck's domains is reported by
    ``domain-identity``, once. When the legend is missing or unresolved the
    tag comparison is skipped (the ``legend`` rule reports the legend). A
    non-unit card in the champion slot is reported by ``zone-card-type``.

    Options:
      required: true - the deck must name a Chosen Champion; with false a
        missing champion is reported as kind ``missing-optional`` (info):
        the player draws 1 extra card at their first Beginning Phase.
      match_legend_tag: true - the champion's tag must equal the legend's.

    Legal example:

        legend: Kennen, Heart of the Tempest
        champion: Kennen, Storm of Shuriken

    Illegal example:

        legend: Kennen, Heart of the Tempest   # tagged Yordle and Kennen
        champion: Fizz, Trickster              # a Yordle champion, not a Kennen one
    """

    id = "chosen-champion"
    summary = N_("Exactly one Chosen Champion: a Champion unit carrying the legend's champion tag.")
    citations = ("cr.champion-unit", "cr.signature-not-champion", "tr.no-legend")
    options = {
        "required": Option(True, N_("The deck must name a Chosen Champion."), boolean),
        "match_legend_tag": Option(
            True, N_("The champion's tag must be the legend's champion tag."), boolean
        ),
    }
    severities = {"default": "error", "missing-optional": "info"}

    #: TR 602.4.a.5 (a Sealed deck without one draws an extra card): cited in Limited only
    limited_citations = frozenset({"tr.no-legend"})

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield a violation for a missing, doubled (two cards or two copies), non-champion or mismatched champion."""
        deck = ctx.deck
        if not deck.champion:
            yield from self._missing(ctx)
            return
        groups = group_by_card(resolved(deck.champion))
        if not groups:
            return  # only unresolved entries: unknown-card reports them
        if len(groups) == 1:
            yield from self._copies(ctx, next(iter(groups.values())))
        else:
            yield self._several(groups)
        legend = legend_card(deck) if ctx.options.get("match_legend_tag", True) else None
        for entries in groups.values():
            if entries[0].card.type == "Unit":  # zone-card-type reports a non-unit in the slot
                yield from self._fits(ctx, entries[0], legend)

    @staticmethod
    def _copies(ctx: RuleContext, entries) -> Iterator[Violation]:
        """Two or more copies of the one card in the champion slot."""
        n = total(entries)
        if n <= 1:
            return
        card = entries[0].card
        deck = ctx.deck
        slot, main = zone_word(deck, "champion"), zone_word(deck, "main")
        gone = _to_remove(deck, card, n - 1)
        if 0 < gone < n - 1:
            # over the copy limit by fewer than the slot's extras: the rest move, so the deck
            # keeps its size and its copies (atkA 9: 4 in the slot, "remove 3" gave 38 cards)
            fix = Msg(
                "{move}, and {remove}",
                move=Plural(
                    n - 1 - gone,
                    "move {n} {card} from {deck} to {deck2}",
                    "move {n} {card} from {deck} to {deck2}",
                    card=card.display_name,
                    deck=slot,
                    deck2=main,
                ),
                remove=Plural(
                    gone,
                    "remove {n} {card} from {deck}",
                    "remove {n} {card} from {deck}",
                    card=card.display_name,
                    deck=slot,
                ),
            )
        elif _movable(deck, card):
            fix = Plural(
                n - 1,
                "move {n} {card} from {deck} to {deck2}",
                "move {n} {card} from {deck} to {deck2}",
                card=card.display_name,
                deck=slot,
                deck2=main,
            )
        else:
            fix = Plural(
                n - 1,
                "remove {n} {card} from {deck}",
                "remove {n} {card} from {deck}",
                card=card.display_name,
                deck=slot,
            )
        yield Violation(
            Msg(
                "The champion slot holds {n} copies of {card}; it holds exactly one card, the Chosen Champion",
                n=n,
                card=card.display_name,
            ),
            location=entries[0].location,
            fix=fix,
            cards=(card_ref(entries[0]),),
        )

    @staticmethod
    def _several(groups) -> Violation:
        """Two or more different cards in the champion slot."""
        firsts = [entries[0] for entries in groups.values()]
        names = listed([e.card.display_name for e in firsts])
        return Violation(
            Msg(
                "The champion slot holds {n} different cards ({names}); it must hold exactly one Chosen Champion",
                n=len(groups),
                names=names,
            ),
            location=firsts[1].location,
            fix=_several_fix(firsts),
            cards=tuple(card_ref(e) for e in firsts),
        )

    def _fits(self, ctx: RuleContext, entry, legend) -> Iterator[Violation]:
        """A unit in the champion slot that is no Champion unit, or not of the legend's tag."""
        card = entry.card
        if not card.is_champion_unit:
            kind = (
                Msg("a Signature unit")
                if card.is_signature
                else Msg("a unit without the Champion supertype")
            )
            yield Violation(
                Msg(
                    "{card} is {kind}, not a Champion unit; it cannot be the Chosen Champion",
                    card=card.display_name,
                    kind=kind,
                ),
                location=entry.location,
                fix=self._replace(ctx, entry, legend.champion_tag if legend else card.champion_tag),
                cards=(card_ref(entry),),
            )
            return
        if legend is None or not legend.champion_tag or card.champion_tag == legend.champion_tag:
            return
        # the champion tags only: a shared tribe (Yordle) is no reason and must not read as one
        tag = (
            Msg("the champion tag {tag}", tag=card.champion_tag)
            if card.champion_tag
            else Msg("no champion tag")
        )
        yield Violation(
            Msg(
                "{card} carries {tag}, but this legend's champion tag is {champion_tag}",
                card=card.display_name,
                tag=tag,
                champion_tag=legend.champion_tag,
            ),
            location=entry.location,
            fix=self._replace(ctx, entry, legend.champion_tag),
            cards=(card_ref(entry),),
        )

    def _missing(self, ctx: RuleContext) -> Iterator[Violation]:
        """A deck without a champion entry: an error, or a notice where it is optional."""
        where = ctx.deck.location_of("champion")
        if ctx.options.get("required", True):
            legend = legend_card(ctx.deck)
            yield Violation(
                Msg("The deck names no Chosen Champion; it must have exactly one"),
                location=where,
                fix=self._suggest(ctx, legend.champion_tag if legend else None),
            )
        elif ctx.deck.legend:
            yield Violation(
                Msg(
                    "The deck has no Chosen Champion, which is allowed here; {EXTRA_CARD}",
                    EXTRA_CARD=extra_card(ctx),
                ),
                location=where,
                kind="missing-optional",
            )
        else:
            # tr.no-legend gives one extra card for a missing legend and/or champion, not one each
            yield Violation(
                Msg(
                    "The deck has no Chosen Champion either, which is allowed here; that player still draws only 1 extra card in all ({cite})",
                    cite=ctx.cite("tr.no-legend"),
                ),
                location=where,
                kind="missing-optional",
            )

    @classmethod
    def _replace(cls, ctx: RuleContext, wrong, tag: str | None) -> str:
        """The fix of a wrong card in the champion slot: the right unit in, and the wrong one out,
        so that following it leaves a deck of the same size with no copy over its limit.

        With one Champion unit of ``tag`` in the main deck, the two swap places when the wrong card
        may stand in the main deck (in the deck's domains, no Signature of another champion);
        else the wrong card is replaced by that unit if one more copy of it is allowed. With no
        such unit in the main deck and only one in the database, the wrong card is replaced by it.
        Where the player has a choice (several units, or a card to add), no edit is given and
        the fix says why.
        """
        if not tag:
            return Msg("choose a Champion unit as Chosen Champion")
        deck = ctx.deck
        card = wrong.card
        taken = {e.card.key for e in resolved(deck.champion)}
        in_main = group_by_card(
            e
            for e in resolved(deck.main)
            if e.card.is_champion_unit and e.card.champion_tag == tag and e.card.key not in taken
        )
        slot, main = zone_word(deck, "champion"), zone_word(deck, "main")
        if len(in_main) > 1:
            names = [entries[0].card.display_name for entries in in_main.values()]
            return Msg(
                "move 1 of {names} from {deck} to {deck2}, and {card} out of it: which one is "
                "your choice, so this fix does not pick",
                names=listed(names, "or"),
                deck=main,
                deck2=slot,
                card=card.display_name,
            )
        n = wrong.count
        if in_main:
            right = next(iter(in_main.values()))[0].card
            stays = cls._may_stand_in_main(ctx, card, tag)
            if stays is None:
                return joined(
                    [
                        Msg(
                            "move 1 {card} from {deck} to {deck2}",
                            card=right.display_name,
                            deck=main,
                            deck2=slot,
                        ),
                        Plural(
                            n,
                            "move {n} {card} from {deck} to {deck2}",
                            "move {n} {card} from {deck} to {deck2}",
                            card=card.display_name,
                            deck=slot,
                            deck2=main,
                        ),
                    ]
                )
            if cls._one_more_allowed(deck, right):
                return cls._swap(deck, wrong, right)
            return Msg(
                "put 1 {right} in {deck2} and take {card} out of the deck ({why}); moving a copy "
                "from {deck} leaves the deck a card short and one more copy is over its limit, so "
                "which card to add is your choice",
                right=right.display_name,
                deck2=slot,
                card=card.display_name,
                why=stays,
                deck=main,
            )
        finder = getattr(ctx.db, "champion_units", None)
        units = [c for c in finder(tag) if c.key not in taken] if finder is not None else []
        if len(units) == 1 and cls._one_more_allowed(deck, units[0]):
            return cls._swap(deck, wrong, units[0])
        if units:
            return Msg(
                "replace {card} in {deck} with {tag} Champion unit, e.g. {names} (which one is "
                "your choice)",
                card=card.display_name,
                deck=slot,
                tag=article(tag),
                names=listed([c.display_name for c in units[:3]], "or"),
            )
        return Msg("choose a Champion unit tagged {tag}", tag=tag)

    @staticmethod
    def _swap(deck, wrong, right) -> str:
        return Plural(
            wrong.count,
            "replace {n} {card} under {zone} with 1 {card2}",
            "replace {n} {card} under {zone} with 1 {card2}",
            card=wrong.card.display_name,
            zone=zone_word(deck, "champion"),
            card2=right.display_name,
        )

    @staticmethod
    def _may_stand_in_main(ctx: RuleContext, card, tag: str) -> str | None:
        """Why ``card`` may not move to the main deck (a Signature of another champion, a domain
        outside the deck's identity), or ``None`` when it may."""
        if card.is_signature and card.champion_tag != tag:
            return Msg("a Signature card of another champion")
        identity = ctx.identity
        if identity is None:
            return Msg("the deck's domain identity is not known")
        outside = outside_identity(card, identity)
        if outside:
            return Msg("its domains are outside this deck's identity")
        return None

    @staticmethod
    def _one_more_allowed(deck, card) -> bool:
        """One more copy of ``card`` keeps it within its limit, main deck and sideboard together."""
        limit = card.deck_limit
        if limit is None:
            return True
        held = sum(e.count for e in resolved(deck.entries()) if e.card.key == card.key)
        return held + 1 <= limit

    @staticmethod
    def _suggest(ctx: RuleContext, tag: str | None) -> str:
        """A fix naming the Champion unit of ``tag`` to choose: one already in the main deck first
        (moved, so the deck keeps its size), else up to three from the database; never a card that
        is already in the champion slot."""
        if not tag:
            return Msg("choose a Champion unit as Chosen Champion")
        deck = ctx.deck
        unit = legend_slot_champion(deck)
        if unit is not None:
            # zone-card-type moves it from the legend key to the champion slot (atkL 2): said once
            return Msg(
                "zone-card-type's fix moves 1 {card} from {zone} to {zone2}, which fixes this too",
                card=unit.card.display_name,
                zone=zone_word(deck, "legend"),
                zone2=zone_word(deck, "champion"),
            )
        taken = {e.card.key for e in resolved(deck.champion)}
        fix = champion_from_main(deck, tag)
        if fix is not None:
            return fix
        names: list[str] = []
        finder = getattr(ctx.db, "champion_units", None)
        if finder is not None:
            names = [c.display_name for c in finder(tag) if c.key not in taken]
        if 0 < len(names) <= 3:
            # every one the database has: a choice among them, not examples (atkA 15)
            return Msg(
                "choose {tag} Champion unit: {names}",
                tag=article(tag),
                names=listed(names, "or"),
            )
        if names:
            return Msg(
                "choose {tag} Champion unit, e.g. {names}",
                tag=article(tag),
                names=listed(names[:3], "or"),
            )
        return Msg("choose a Champion unit tagged {tag}", tag=tag)


def _several_fix(firsts) -> Msg:
    """The fix of several cards in the champion slot. When one is a Champion unit and the others
    are not units (zone-card-type moves those to their zones: a rune to the runes), the unit stays
    and zone-card-type's fix is the rest (atkF 14: "move the other cards to the main deck" sent a
    rune there, the next error); otherwise the player keeps one and moves the other units."""
    known = [e for e in firsts if e.card is not None]
    units = [e for e in known if e.card.type == "Unit"]
    others = [e for e in known if e.card.type != "Unit"]
    if len(known) == len(firsts) and len(units) == 1 and units[0].card.is_champion_unit and others:
        return Msg(
            "keep {card} as the Chosen Champion; zone-card-type's fix takes {others} out of the "
            "champion slot, which fixes this too",
            card=units[0].card.display_name,
            others=listed([e.card.display_name for e in others]),
        )
    return Msg("keep one Chosen Champion and move the other cards to the main deck")
