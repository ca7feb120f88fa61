"""The ``signature-tag`` rule: Signature cards carry the legend's champion tag."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import Msg, Violation, listed
from riftcheck.rules._helpers import (
    article,
    card_ref,
    group_by_card,
    joined,
    legend_card,
    one_per_cause,
    remove_copies,
    resolved,
    total,
)
from riftcheck.rules.base import Option, Rule, RuleContext, boolean


class SignatureTag(Rule):
    """Every Signature card in the deck belongs to the legend's champion.

    A Signature card may only be played in a deck whose Champion Legend has
    the same champion tag ([cr.signature-tag]): Super Mega Death Rocket! (Jinx)
    needs a Jinx legend. The main deck (the champion slot included, [cr.main-deck])
    and the sideboard are checked, one finding for all the cards of one problem. Without a resolved legend the rule yields nothing (the
    ``legend`` rule reports it).

    In Sealed and Draft (``require_legend_tag: false``) a deck may play
    Signature *spells* of any champion if they fit the deck's domains ([tr.limited-identity]; ``domain-identity`` reports those that do not). The rules say
    nothing about Signature gear and units there, so such a card without the
    legend's tag is reported as kind ``limited-gap`` (a warning): ask the
    event's head judge.

    Options:
      require_legend_tag: true - Signature cards must carry the legend's champion tag.

    Legal example:

        legend: Kennen, Heart of the Tempest
        main:
          - 2 Lightning Rush   # Kennen's Signature spell

    Illegal example:

        legend: Kennen, Heart of the Tempest
        main:
          - 1 Highlander       # Master Yi's Signature spell
    """

    id = "signature-tag"
    summary = N_("Signature cards carry the legend's champion tag.")
    citations = ("cr.signature-tag", "tr.limited-identity")
    #: Limited's own rule (TR 602.4.a): cited in Limited rulesets only
    limited_citations = frozenset({"tr.limited-identity"})
    options = {
        "require_legend_tag": Option(
            True,
            N_("Signature cards must carry the legend's champion tag (false: Sealed/Draft)."),
            boolean,
        ),
    }
    severities = {"default": "error", "limited-gap": "warning"}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation for the Signature cards without the legend's champion tag (each named at
        its lines)."""
        strict = ctx.options.get("require_legend_tag", True)
        legend = legend_card(ctx.deck)
        tag = legend.champion_tag if legend else None
        if strict and not tag:
            return
        entries = [
            e
            for e in resolved(ctx.deck.entries("champion", "main", "sideboard"))
            if e.card.is_signature
        ]
        items = []
        removals: dict[int, str] = {}  # id of a finding -> its exact removal, for _merge
        tags: dict[int, str | None] = {}  # id of a limited-gap finding -> its card's tag
        for group in group_by_card(entries).values():
            entry = group[0]
            card = entry.card
            if tag and _carries(card, tag):
                continue
            owner = article(card.champion_tag) if card.champion_tag else Msg("an untagged")
            related = tuple(e.location for e in group[1:])
            label = Msg(
                "{card} ({owner} Signature {lower})",
                card=card.display_name,
                owner=owner,
                lower=card.type.lower(),
            )
            if strict:
                removal = _removal(ctx, group)
                v = Violation(
                    Msg(
                        "{card} is {owner} Signature card, but this legend's champion tag is {tag}",
                        card=card.display_name,
                        owner=owner,
                        tag=tag,
                    ),
                    location=entry.location,
                    # whose Signature it is and why it goes: never "change the champion" (item 6)
                    fix=Msg(
                        "{removal} ({owner} Signature card cannot be played with a {tag} legend)",
                        removal=removal,
                        owner=owner,
                        tag=tag,
                    ),
                    cards=(card_ref(entry),),
                    related=related,
                )
                removals[id(v)] = removal
                items.append(("tag", v, label))
            elif card.type != "Spell":
                v = Violation(
                    Msg(
                        "{card} is {owner} Signature {lower}; {cite} only allows Signature spells without the matching legend, so its legality here is not covered by the rules",
                        cite=ctx.cite("tr.limited-identity"),
                        card=card.display_name,
                        owner=owner,
                        lower=card.type.lower(),
                    ),
                    location=entry.location,
                    fix=_gap_fix([card.champion_tag]),
                    cards=(card_ref(entry),),
                    kind="limited-gap",
                    related=related,
                )
                tags[id(v)] = card.champion_tag
                items.append(("gap", v, label))
        yield from one_per_cause(
            items,
            lambda cause, n, listing, vs: _merge(
                cause, n, listing, vs, tag, ctx.cite("tr.limited-identity"), removals, tags
            ),
        )


def _removal(ctx: RuleContext, group) -> Msg:
    """Every copy, zone by zone, as domain-identity says it (atkA 10, 27; atkF 14): ``remove 2 X
    from main: and 1 from sideboard:``. A copy in the champion slot is replaced, never just
    removed (a deck without a Chosen Champion is illegal too); a card domain-identity removes
    already is said as its fix (two removals of the same copies would be followed twice)."""
    from riftcheck.rules._helpers import identity_removes

    card = group[0].card
    name = card.display_name
    if identity_removes(ctx, card):
        return Msg("domain-identity's fix removes {card}, which fixes this too", card=name)
    parts = [(k, z) for z in ("main", "sideboard") if (k := total(e for e in group if e.zone == z))]
    edit = remove_copies(ctx.deck, name, parts) if parts else None
    if any(e.zone == "champion" for e in group):
        choose = Msg("choose another Chosen Champion instead of {card}", card=name)
        return Msg("{edit}, and {choice}", edit=edit, choice=choose) if edit else choose
    return edit


def _gap_fix(tags) -> Msg:
    """The fix of Signature cards the Limited rules do not cover: ask, or play a legend with the
    champion tag of one of them, each tag named (« ce tag » named none, and was one over two
    tags: frU 18); an untagged card has no such legend."""
    named = list(dict.fromkeys(t for t in tags if t))
    if not named:
        return Msg("ask the head judge")
    return Msg(
        "ask the head judge, or play a legend with the champion tag {tags}",
        tags=listed([Msg("{tag}", tag=t) for t in named], "or"),
    )


def _merge(cause: str, n: int, listing: str, vs, tag, cite: str, removals, tags) -> tuple[Msg, str]:
    """Several Signature cards with the same problem: one finding naming each at its lines."""
    if cause == "tag":
        return (
            Msg(
                "{n} Signature cards do not carry this legend's champion tag ({tag}): {cards}",
                n=n,
                tag=tag,
                cards=listing,
            ),
            Msg(
                "{removals} (Signature cards of other champions cannot be played with a {tag} legend)",
                removals=joined([removals[id(v)] for v in vs]),
                tag=tag,
            ),
        )
    return (
        Msg(
            "{n} Signature cards are not spells; {cite} only allows Signature spells without the matching legend, so their legality here is not covered by the rules: {cards}",
            cite=cite,
            n=n,
            cards=listing,
        ),
        _gap_fix([tags.get(id(v)) for v in vs]),
    )


def _carries(card, tag: str) -> bool:
    """True when ``tag`` is the card's champion tag (or, lacking one, among its tags)."""
    if card.champion_tag:
        return card.champion_tag == tag
    return tag in card.tags
