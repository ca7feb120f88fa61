"""The ``signature-limit`` rule: at most 3 Signature cards in the main deck."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.i18n import joined as joined_text
from riftcheck.models import DeckEntry, Msg, Plural, Violation
from riftcheck.rules._helpers import (
    and_list,
    card_ref,
    group_by_card,
    int_at_least,
    plural,
    resolved,
    total,
)
from riftcheck.rules.base import Option, Rule, RuleContext
from riftcheck.rules.copy_limit import _unique_limit


class SignatureLimit(Rule):
    """The main deck holds at most 3 Signature cards in total, whatever their names.

    [cr.signature-limit] caps Signature cards at 3 per deck regardless of name; a Unique
    Signature card counts too. The champion slot is part of the main deck
    ([cr.main-deck], [cr.signature-count]), so a Signature card written there counts as well,
    as every other count does: that it cannot be the Chosen Champion ([cr.signature-not-champion]) is ``chosen-champion``'s finding, not a reason to skip it. The sideboard is not in play, but a sideboard that would push
    the main deck past the cap after a swap is reported as kind
    ``sideboard-risk`` (a warning by default): main deck and sideboard
    together hold more than ``max`` while the main deck alone is within it.
    The Signature *supertype* is meant, not the signed printing variant
    (``SFD-228*``).

    Options:
      max: 3 - Signature cards allowed in the main deck.

    Legal example:

        legend: Master Yi, Wuju Master
        main:
          - 3 Highlander
        sideboard:
          - 1 Alpha Strike   # allowed, with a sideboard-risk warning

    Illegal example:

        legend: Master Yi, Wuju Master
        main:
          - 3 Highlander
          - 1 Alpha Strike   # a 4th Signature card
    """

    id = "signature-limit"
    summary = N_("At most 3 Signature cards in the main deck, regardless of name.")
    citations = ("cr.signature-limit", "cr.signature-count", "cr.unique-signature")
    options = {"max": Option(3, N_("Signature cards allowed in the main deck."), int_at_least(0))}
    severities = {"default": "error", "sideboard-risk": "warning"}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield an error when the main deck is over the cap, else a warning if the sideboard could push it over."""
        cap = ctx.options.get("max", 3)
        main = [e for e in resolved((*ctx.deck.champion, *ctx.deck.main)) if e.card.is_signature]
        side = [e for e in resolved(ctx.deck.sideboard) if e.card.is_signature]
        n_main = total(main)
        if n_main > cap:
            yield Violation(
                Msg(
                    "{n_main} in the main deck ({main}); the limit is {cap}",
                    n_main=plural(n_main, "Signature card"),
                    main=_names(main),
                    cap=cap,
                ),
                location=_crossing(main, cap).location,
                fix=_over_fix(ctx, main, n_main - cap),
                cards=tuple(card_ref(g[0]) for g in group_by_card(main).values()),
            )
            return
        k_main, k_side = _kept(ctx, main), _kept(ctx, side)
        if k_side and k_main + k_side > cap:
            yield Violation(
                Msg(
                    "{plural} in main deck and sideboard ({n_main} in main, {n_side} in sideboard); after sideboarding the main deck may hold at most {cap}",
                    plural=plural(k_main + k_side, "Signature card"),
                    n_main=k_main,
                    n_side=k_side,
                    cap=cap,
                ),
                location=side[0].location,
                fix=Msg("swap Signature cards only for other Signature cards when sideboarding"),
                cards=tuple(card_ref(g[0]) for g in group_by_card(side).values()),
                kind="sideboard-risk",
            )


def _kept(ctx: RuleContext, entries: list[DeckEntry]) -> int:
    """The copies of ``entries`` that no other fix removes entirely (a banned card, one outside
    the identity, another champion's Signature card): the sideboard risk counts only the cards
    the deck keeps (atkA 21: 5 counted where the other fixes took 2 out)."""
    from riftcheck.rules.copy_limit import removed_whole

    kept = sum(e.count for e in entries if removed_whole(ctx, e.card) is None)
    side = [e for e in entries if e.zone == "sideboard" and removed_whole(ctx, e.card) is None]
    if side:
        # copy-limit takes a card's extra copies out of the sideboard first
        from riftcheck.rules.copy_limit import _COUNTED, _allowed

        limit = ((ctx.tables.get("rule_options") or {}) if ctx.tables else {}).get("copy-limit")
        if limit is not None:
            everywhere = group_by_card(resolved(ctx.deck.entries(*_COUNTED)))
            for key, group in group_by_card(side).items():
                allowed = _allowed(group[0].card, limit.get("limit", 3))
                if allowed is None:
                    continue
                every = everywhere.get(key, group)
                slot = max(0, total(e for e in every if e.zone == "champion") - 1)
                excess = max(0, total(every) - allowed - slot)
                kept -= min(excess, total(group))
    return kept


def _over_fix(ctx: RuleContext, main: list[DeckEntry], excess: int) -> str:
    """``remove 1 Signature card from the main deck``; copies of a Unique Signature card that
    unique's fix takes out of the main deck are said there, so this fix says them as unique's
    (followed twice, the two fixes would take out too many) and only what is left after them."""
    gone = _tag_removals(ctx, main)
    tagged = {name for name, _ in gone}
    gone += [(name, k) for name, k in _unique_removals(ctx, main) if name not in tagged]
    uniques = {name for name, _ in gone} - tagged
    said = {name for name, _ in gone}
    gone += [(name, k) for name, k in _copy_removals(ctx, main) if name not in said]
    if not gone:
        return Msg("remove {plural} from the main deck", plural=plural(excess, "Signature card"))
    n_gone = sum(k for _, k in gone)
    fix = and_list([_removal(name, k, tagged, uniques) for name, k in gone])
    if n_gone >= excess:
        return Msg("{fix}, which fixes this too", fix=fix)
    return Msg(
        "{fix}, then {then}",
        fix=fix,
        then=Msg(
            "remove {plural} from the main deck",
            plural=plural(excess - n_gone, "Signature card"),
        ),
    )


def _removal(name: str, k: int, tagged: set, uniques: set) -> str:
    """``copy-limit's fix removes 2 Lightning Rush from the main deck``: the rule whose fix
    takes these copies out (signature-tag, unique or copy-limit)."""
    if name in tagged:
        return Plural(
            k,
            "signature-tag's fix removes {n} {card} from the main deck",
            "signature-tag's fix removes {n} {card} from the main deck",
            card=name,
        )
    if name in uniques:
        return Plural(
            k,
            "unique's fix removes {n} {card} from the main deck",
            "unique's fix removes {n} {card} from the main deck",
            card=name,
        )
    return Plural(
        k,
        "copy-limit's fix removes {n} {card} from the main deck",
        "copy-limit's fix removes {n} {card} from the main deck",
        card=name,
    )


def _copy_removals(ctx: RuleContext, main: list[DeckEntry]) -> list[tuple[str, int]]:
    """(card name, copies) of the main deck's Signature cards that copy-limit's fix takes out of
    the main deck, as the size rules count them (main_deck_size's shared accounting): said here
    as copy-limit's, so that no copy is removed twice (atkB 2: 5 Lightning Rush, both fixes
    removed 2)."""
    from riftcheck.rules.main_deck_size import over_limit_by_card

    in_force = (ctx.tables.get("rule_options") or {}) if ctx.tables else {}
    if "copy-limit" not in in_force:
        return []
    keys = {e.card.key for e in main}
    over = over_limit_by_card(ctx, "main", in_force["copy-limit"].get("limit", 3))
    return [(card.display_name, n) for key, (card, n) in over.items() if key in keys]


def _tag_removals(ctx: RuleContext, main: list[DeckEntry]) -> list[tuple[str, int]]:
    """(card name, copies) of the main deck's Signature cards of other champions, which
    signature-tag's fix removes (every copy) where the ruleset requires the legend's tag: this
    count is what is left after them (atkA 10: both fixes followed left 1 Spinning Axe of 3)."""
    from riftcheck.rules._helpers import legend_card
    from riftcheck.rules.signature_tag import _carries

    opts = ((ctx.tables.get("rule_options") or {}) if ctx.tables else {}).get("signature-tag")
    if opts is None or not opts.get("require_legend_tag", True):
        return []
    legend = legend_card(ctx.deck)
    tag = legend.champion_tag if legend else None
    if not tag:
        return []
    return [
        (g[0].card.display_name, total(g))
        for g in group_by_card(main).values()
        if not _carries(g[0].card, tag)
    ]


def _unique_removals(ctx: RuleContext, main: list[DeckEntry]) -> list[tuple[str, int]]:
    """(card name, copies) that unique's fix takes out of the main deck (the champion slot
    included) for each Unique Signature card over unique's limit: its removal takes the
    sideboard's copies first (``copy_limit._REMOVE_ORDER``), so only the rest leave the main deck."""
    side = [e for e in resolved(ctx.deck.sideboard) if e.card.is_signature]
    out = []
    for group in group_by_card(main).values():
        card = group[0].card
        limit = _unique_limit(ctx, card)
        if limit is None:
            continue
        side_n = total(e for e in side if e.card.key == card.key)
        excess = total(group) + side_n - limit
        from_main = min(total(group), max(0, excess - side_n))
        if from_main > 0:
            out.append((card.display_name, from_main))
    return out


def _names(entries: list[DeckEntry]) -> str:
    """``Super Mega Death Rocket! x3, Get Excited! x1``: each card a value of its own message, so
    that a French report names it by its French name (« Couronne de Rabadon ×2 »), as its other
    findings do (atkF 1)."""
    return joined_text(
        [
            Msg("{card} x{n}", card=g[0].card.display_name, n=total(g))
            for g in group_by_card(entries).values()
        ],
        ", ",
    )


def _crossing(entries: list[DeckEntry], cap: int) -> DeckEntry:
    """The entry whose copies take the running total past ``cap``."""
    running = 0
    for e in entries:
        running += e.count
        if running > cap:
            return e
    return entries[-1]
