"""The ``copy-limit`` rule: at most 3 copies of a card, main deck and sideboard together."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import Card, Msg, Violation
from riftcheck.rules._helpers import (
    MAIN_DECK_TYPES,
    card_ref,
    group_by_card,
    int_at_least,
    remove_copies,
    resolved,
    total,
    zone_breakdown,
    zone_word,
)
from riftcheck.rules.base import Option, Rule, RuleContext


class CopyLimit(Rule):
    """No more than 3 copies of the same card across champion, main deck and sideboard.

    A deck may hold up to 3 copies of a card of the same name, the Chosen
    Champion included ([cr.copies], [cr.copies-champion]), and in competitions the limit
    counts the main deck and the sideboard together ([tr.sideboard-copies]). Cards are
    counted by game card, not by printing: alternate arts, promos and
    printings in other languages are the same card ([cr.languages]), while two
    champions with different subtitles are different cards ([cr.copies-subtitles]).

    A card whose own text allows any number of copies (Spiderling: "Your deck
    can have any number of cards named Spiderling.") has no limit ([cr.golden-rule]).
    Unique cards are held to 1 copy by the ``unique`` rule; this rule applies
    ``limit`` to them too, so a Unique card is only reported here beyond
    ``limit``. Runes, legends and battlefields are not main-deck cards and are
    not counted (``zone-card-type`` reports them in the wrong zone); tokens
    and unknown cards are left to ``not-a-deck-card`` and ``unknown-card``.

    Options:
      limit: 3 - copies allowed of one card.

    Legal example:

        main:
          - 2 Gust
          - 6 Spiderling   # its text allows any number
        sideboard:
          - 1 Gust

    Illegal example:

        main:
          - 2 Gust
        sideboard:
          - 2 Gust         # 4 copies in all
    """

    id = "copy-limit"
    summary = N_("At most 3 copies of a card across champion, main deck and sideboard.")
    citations = ("cr.copies", "tr.sideboard-copies")
    unresolved_note = Msg("copy counting")  # a Msg: said in the report's language
    options = {"limit": Option(3, N_("Copies allowed of one card."), int_at_least(1))}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per card over its limit, at its first entry."""
        limit = ctx.options.get("limit", 3)
        # a main-deck card written under Legend:, Battlefields: or Runes: is moved into the deck by
        # zone-card-type's fix, so its copies count too (atkF cl7: 1 under Legend: + 3 in main)
        entries = resolved(ctx.deck.entries(*_COUNTED), MAIN_DECK_TYPES)
        for group in group_by_card(entries).values():
            card = group[0].card
            allowed = _allowed(card, limit)
            n = total(group)
            if allowed is None or n <= allowed:
                continue
            unique = _unique_limit(ctx, card)
            if unique is not None and unique < allowed:
                # the stricter limit wins: one count on the line, unique's (said there)
                # said once, by unique: two findings saying it would be followed twice
                fix = Msg(
                    "follow unique's fix ({n} to remove: a Unique card, whose limit of {limit} "
                    "is the stricter)",
                    n=n - unique,
                    limit=unique,
                )
            else:
                fix = _removal(ctx, group, n - allowed)
            yield Violation(
                Msg(
                    "{n} copies of {card} ({group}); the limit is {allowed}",
                    n=n,
                    card=card.display_name,
                    group=zone_breakdown(group),
                    allowed=allowed,
                ),
                location=group[0].location,
                fix=fix,
                cards=(card_ref(group[0]),),
                # every line holding copies, so an editor or CI annotation can point at each
                related=tuple(e.location for e in group[1:]),
            )


#: Where extra copies are taken from first: the sideboard (the main deck keeps its size), then the
#: main deck, then a copy written in a zone of another type (zone-card-type moves it into the main
#: deck: removing one already there comes to the same). A second copy in the champion slot is
#: chosen-champion's to fix, so never counted twice.
_REMOVE_ORDER = ("sideboard", "main", "legend", "battlefields", "runes")
#: The zones whose main-deck cards count: every zone (a Unit under Legend: is a deck card written
#: in the wrong place, zone-card-type's to move).
_COUNTED = ("legend", "champion", "main", "battlefields", "runes", "sideboard")


def _removal(ctx: RuleContext, group, excess: int) -> str:
    """``remove 1 Gust from sideboard:`` (and ``2 from main:``): the exact copies, zone by zone."""
    deck = ctx.deck
    whole = removed_whole(ctx, group[0].card)
    if whole is not None:
        # another rule's fix takes every copy out: said once, as main-deck-size counts it (two
        # removals of the same copies, followed both, take out more than the deck holds)
        return _WHOLE[whole](group[0].card.display_name)
    champion_extra = max(0, total(e for e in group if e.zone == "champion") - 1)
    if champion_extra >= excess:
        return Msg(
            "remove the extra {card} from {deck} (chosen-champion)",
            card=group[0].card.display_name,
            deck=zone_word(deck, "champion"),
        )
    excess -= champion_extra
    parts = []
    for zone in _REMOVE_ORDER:
        if excess <= 0:
            break
        have = total(e for e in group if e.zone == zone)
        take = min(have, excess)
        if take:
            parts.append((take, zone))
            excess -= take
    return remove_copies(deck, group[0].card.display_name, parts)


#: the fix of a card another rule removes every copy of (:func:`removed_whole`), by that rule
_WHOLE = {
    "banned": lambda card: Msg(
        "banned's fix removes every copy of {card}, which fixes this too", card=card
    ),
    "domain-identity": lambda card: Msg(
        "domain-identity's fix removes every copy of {card}, which fixes this too", card=card
    ),
    "signature-tag": lambda card: Msg(
        "signature-tag's fix removes every copy of {card}, which fixes this too", card=card
    ),
}


def removed_whole(ctx: RuleContext, card: Card) -> str | None:
    """The rule whose fix removes every copy of ``card`` (a main-deck card): banned, domain-identity
    (outside Limited, where it leaves the sideboard alone) or signature-tag, when the ruleset runs
    it; else ``None``."""
    from riftcheck.rules._helpers import identity_removes, legend_card
    from riftcheck.rules.banned import is_banned

    in_force = (ctx.tables.get("rule_options") or {}) if ctx.tables else {}
    if "banned" in in_force and is_banned(ctx, card):
        return "banned"
    if identity_removes(ctx, card):
        return "domain-identity"
    opts = in_force.get("signature-tag")
    if opts is not None and opts.get("require_legend_tag", True) and card.is_signature:
        from riftcheck.rules.signature_tag import _carries

        legend = legend_card(ctx.deck)
        tag = legend.champion_tag if legend else None
        if tag and not _carries(card, tag):
            return "signature-tag"
    return None


def _allowed(card: Card, limit: int) -> int | None:
    """Copies allowed: ``None`` for "any number", the card's own number if it states one, else ``limit``."""
    override = card.copy_text_override
    if override == "any":
        return None
    if override is not None and override.isdigit():
        return int(override)
    return limit


def _unique_limit(ctx: RuleContext, card: Card) -> int | None:
    """The ``unique`` rule's limit for ``card`` when the ruleset applies it (Constructed; Sealed
    and Draft leave it out), else ``None``."""
    if not card.is_unique:
        return None
    opts = (ctx.tables.get("rule_options") or {}).get("unique") if ctx.tables else None
    if opts is None:
        return None
    return opts.get("limit", 1)
