"""The ``main-deck-size`` rule: how many cards the main deck holds, champion included."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.models import Msg, Violation
from riftcheck.rules._helpers import (
    MAIN_DECK_TYPES,
    misplaced,
    plural,
    resolved,
    total,
    under,
    zone_word,
)
from riftcheck.rules.base import Option, Rule, RuleContext, int_or_null


class MainDeckSize(Rule):
    """The main deck has the required number of cards, the Chosen Champion included.

    The main deck is the Chosen Champion plus the cards of the ``main`` zone:
    a Piltover-style list with 1 champion and 39 main cards has 40 ([cr.main-deck]).
    Core Rules allow 40 or more; competitions require exactly 40 ([tr.main-deck-size]),
    Sealed at least 25 and Draft at least 20 ([tr.sealed-size], [tr.draft]). Every listed copy
    counts, even when its card is unknown (``unknown-card`` reports that) or
    is a token (``not-a-deck-card``); a card of another zone's type counts in
    the zone where it belongs, as ``rune-deck`` and ``show`` count it
    (``zone-card-type`` says to move it): a rune, battlefield or legend written
    here is left out, a unit, spell or gear written under the runes or
    battlefields counts here.

    Options:
      min: 40 - the smallest legal size (null: no minimum).
      max: 40 - the largest legal size (null: no maximum).

    Legal example:

        champion: Kennen, Storm of Shuriken   # 1
        main:                                 # + 39 = 40
          - 3 Gust
          - 3 Rebuke
          # ... 33 more cards

    Illegal example:

        champion: Kennen, Storm of Shuriken   # 1
        main:                                 # + 37 = 38: 2 cards short
          - 3 Gust
          - 1 Rebuke
          # ... 33 more cards
    """

    id = "main-deck-size"
    summary = N_("The main deck (Chosen Champion included) has the required number of cards.")
    citations = ("tr.main-deck-size", "cr.main-deck")
    options = {
        "min": Option(40, N_("Smallest legal main-deck size (null: no minimum)."), int_or_null(0)),
        "max": Option(40, N_("Largest legal main-deck size (null: no maximum)."), int_or_null(0)),
    }
    bounds = (("min", "max"),)
    #: a main deck of a legal size that the other rules' removals leave short: said beside them
    #: (those rules fail the deck already), so that following every fix gives a legal size
    severities = {"default": "error", "short-after-fixes": "info"}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation when the size is below ``min`` or above ``max``."""
        lo = ctx.options.get("min", 40)
        hi = ctx.options.get("max", 40)
        deck = ctx.deck
        # runes, battlefields and legends written here count in their own zone (zone-card-type
        # says to move them), so the size shown is the one the deck has once they are moved
        away = [e for t in ("Rune", "Battlefield", "Legend") for e in misplaced(deck, t)]
        # and units, spells and gear written under the runes, battlefields or legend count here
        # (zone-card-type moves them here; atkF 7: the unit of a legend/champion swap, left out,
        # made "add 1 card", and following every fix gave 41)
        back = [
            e
            for e in resolved(deck.entries("legend", "runes", "battlefields"))
            if e.card.type in MAIN_DECK_TYPES
        ]
        champ = total(deck.champion) - total(e for e in away if e.zone == "champion")
        from riftcheck.rules.zone_card_type import swapped_slots

        swap = swapped_slots(deck)
        if swap is not None:  # the unit goes to the champion slot, as zone-card-type says
            back = [e for e in back if e is not swap[0]]
            champ += swap[0].count
        main = total(deck.main) - total(e for e in away if e.zone == "main") + total(back)
        size = champ + main
        zone = zone_word(deck, "main")
        if not ((lo is not None and size < lo) or (hi is not None and size > hi)):
            yield from _short_after_fixes(ctx, lo, size, champ, main)
            return
        # the copies the other rules' fixes take out of the main deck (a token, a banned card,
        # copies over the limit): this fix counts after them, so that following every fix of
        # the report gives the size asked for (atk25d 3)
        pending = _pending_removals(ctx)
        after = size - pending
        if lo is not None and after < lo:
            fix = Msg("add {cards}", cards=_add_cards(ctx, lo - after))
        elif hi is not None and after > hi:
            fix = Msg("remove {plural} from {zone}", plural=plural(after - hi, "card"), zone=zone)
        else:
            fix = None
        if pending:
            cards = plural(pending, "card")
            fix = (
                Msg(
                    "{fix}, once the other fixes have taken {cards} out of it", fix=fix, cards=cards
                )
                if fix is not None
                else Msg("none beyond the other fixes, which take {cards} out of it", cards=cards)
            )
        moved = ""
        # a swapped legend leaves the champion slot for the unit that takes its place: no card
        # of the main deck's own lines is away then (atkA 24)
        told = [e for e in away if swap is None or e is not swap[1]]
        if told:
            n = total(told)
            moved = (
                Msg("; {n} card written in it belongs to other zones", n=n)
                if n == 1
                else Msg("; {n} cards written in it belong to other zones", n=n)
            )
        if back:
            n = total(back)
            here = (
                Msg("; {n} card written in other zones counts here", n=n)
                if n == 1
                else Msg("; {n} cards written in other zones count here", n=n)
            )
            moved = Msg("{a}{b}", a=moved, b=here)
        yield Violation(
            Msg(
                "The main deck has {size} ({champ} champion + {main} main){moved}; it must have {lo}",
                size=plural(size, "card"),
                champ=champ,
                main=main,
                moved=moved,
                lo=_requirement(lo, hi),
            ),
            location=deck.location_of("main"),
            fix=fix,
        )


def _short_after_fixes(ctx: RuleContext, lo, size: int, champ: int, main: int):
    """The info when the main deck has a legal size that the other rules' fixes (a token, a banned
    card, copies over the limit: ``_pending_removals``) take below ``lo``: the cards to add then."""
    if lo is None:
        return
    pending = _pending_removals(ctx)
    after = size - pending
    if not pending or after >= lo:
        return
    yield Violation(
        Msg(
            "The main deck has {size} ({champ} champion + {main} main); once the other fixes "
            "have taken {cards} out of it, it will have {after}",
            size=plural(size, "card"),
            champ=champ,
            main=main,
            cards=plural(pending, "card"),
            after=after,
        ),
        location=ctx.deck.location_of("main"),
        fix=Msg("then add {cards} to reach {n}", cards=_add_cards(ctx, lo - after), n=lo),
        kind="short-after-fixes",
    )


def _requirement(lo: int | None, hi: int | None) -> str:
    """``exactly 40``, ``at least 25``, ``at most 60`` or ``between 40 and 60``."""
    if lo is not None and lo == hi:
        return Msg("exactly {n}", n=lo)
    if hi is None:
        return Msg("at least {n}", n=lo)
    if not lo:
        return Msg("at most {n}", n=hi)
    return Msg("between {lo} and {hi}", lo=lo, hi=hi)


def _off_identity(ctx: RuleContext, entries, removed: set) -> int:
    """Copies of ``entries`` outside the domain identity (domain-identity removes them; the
    champion is replaced instead, and Limited judges the sideboard by its pool), added to
    ``removed`` by ``id``; none counted twice."""
    from riftcheck.rules._helpers import outside_identity

    if ctx.identity is None:
        return 0
    info = (ctx.tables.get("identity_info") or {}) if ctx.tables else {}
    zones = ("main",) if info.get("mode") == "limited" else ("main", "sideboard")
    n = 0
    for e in entries:
        if (
            e.zone in zones
            and id(e) not in removed
            and e.card.type in MAIN_DECK_TYPES
            and outside_identity(e.card, ctx.identity)
        ):
            removed.add(id(e))
            n += e.count
    return n


def _off_tag(ctx: RuleContext, entries, removed: set) -> int:
    """Copies of ``entries`` that are another champion's Signature cards (signature-tag removes
    them where it requires the legend's tag), added to ``removed`` by ``id``."""
    from riftcheck.rules._helpers import legend_card
    from riftcheck.rules.signature_tag import _carries

    opts = ((ctx.tables.get("rule_options") or {}) if ctx.tables else {}).get("signature-tag")
    if opts is None or not opts.get("require_legend_tag", True):
        return 0
    legend = legend_card(ctx.deck)
    tag = legend.champion_tag if legend else None
    if not tag:
        return 0
    n = 0
    for e in entries:
        if id(e) not in removed and e.card.is_signature and not _carries(e.card, tag):
            removed.add(id(e))
            n += e.count
    return n


def _not_played_yet(ctx: RuleContext, entries, removed: set) -> int:
    """Copies of cards whose every set is not played yet in Limited on the judging day
    (limited-set-dates says to remove them), added to ``removed`` by ``id``; none counted twice."""
    from riftcheck.rules.limited_set_dates import first_played

    rows = {s.get("code"): s for s in ctx.tables.get("sets") or ()}
    n = 0
    for e in entries:
        if id(e) in removed or e.card.token:
            continue
        found = first_played(e.card, rows)
        if found is not None and found[0] > ctx.as_of:
            removed.add(id(e))
            n += e.count
    return n


def _short_of_pool(ctx: RuleContext, entries, removed: set) -> int:
    """Copies the pool rule says to remove (a card used more often than the pool holds it) from
    ``entries``' zones, as its fix takes them (:func:`riftcheck.rules.pool.removal`: the sideboard
    first, then the main deck), added to ``removed`` by ``id``; none counted twice, nor for a
    team (a shared pool is judged across decks, and which deck gives copies up is the team's
    choice). atkG 4: the size advice ignored the pool's removals and left a Sealed deck at 20
    cards; atkL 4: the pool's fix now names its zones, and the size rules count what it takes
    from theirs."""
    from riftcheck.rules.pool import _count_supply, _needs, _shortage, _Supply, removal

    if ctx.pool is None or ctx.team:
        return 0
    supply: dict = {}
    for _ in _count_supply(ctx.pool, supply):  # fills supply; its warnings are the pool rule's
        pass
    ids = {id(e) for e in entries}
    n = 0
    for need in _needs((ctx.deck,)).values():
        have = supply.get(need.card.key, _Supply())
        short = _shortage(need, have)
        if short <= 0 or any(id(e) in removed for e in need.entries):
            continue
        for take, zone in removal(need, have, short):
            here = [e for e in need.entries if e.zone == zone and id(e) in ids]
            if here:
                removed.update(id(e) for e in here)
                n += min(take, sum(e.count for e in here))
    return n


def _add_cards(ctx: RuleContext, n: int) -> str:
    """``2 cards under main:``, or in Limited (a ruleset running ``pool``) ``2 cards from your
    pool under main:``: a limited deck adds only cards of its pool."""
    in_force = (ctx.tables.get("rule_options") or {}) if ctx.tables else {}
    if "pool" in in_force:
        return Msg(
            "{plural} from your pool {deck}", plural=plural(n, "card"), deck=under(ctx.deck, "main")
        )
    return Msg("{plural} {deck}", plural=plural(n, "card"), deck=under(ctx.deck, "main"))


#: the zones whose size a rule counts: the main deck (the champion slot included) or the sideboard
#: (a unit, spell or gear written under Legend:, Runes: or Battlefields: counts in the main deck, and
#: a rune, battlefield or legend counts in its own zone wherever it is written: atkA 7)
_SIZE_ZONES = {
    "main": ("legend", "champion", "main", "battlefields", "runes"),
    "sideboard": ("sideboard",),
}


def _pending_removals(ctx: RuleContext, zone: str = "main") -> int:
    """Copies of the main deck (the champion slot included) or of the sideboard (``zone``) that
    other rules of this ruleset say to remove: tokens (not-a-deck-card), banned cards (banned),
    cards outside the domain identity (domain-identity), other champions' Signature cards
    (signature-tag), cards of a set not played yet in Limited (limited-set-dates), copies the
    pool does not hold (pool), and copies
    over the copy limit (copy-limit, unique's stricter limit where it applies) as copy-limit
    takes them: the champion slot's extra copies first (chosen-champion's
    removal), then the sideboard, then the main deck. Each copy is counted once, by the first
    of these rules that removes it, so the size rules and ``sideboard-size`` count alike."""
    from riftcheck.rules.zone_card_type import _banned

    in_force = (ctx.tables.get("rule_options") or {}) if ctx.tables else {}
    zones = _SIZE_ZONES[zone]
    entries = list(resolved(ctx.deck.entries(*zones), MAIN_DECK_TYPES))
    n = 0
    removed: set[int] = set()
    if "not-a-deck-card" in in_force:
        # a token counts where it is written (the size rules never move one)
        written = ("sideboard",) if zone == "sideboard" else ("champion", "main")
        n += total(e for e in ctx.deck.entries(*written) if e.card is not None and e.card.token)
    banned = set()
    if "banned" in in_force:
        for e in entries:
            if _banned(ctx, e.card):
                banned.add(id(e))
                removed.add(id(e))
                n += e.count
    if "domain-identity" in in_force:
        n += _off_identity(ctx, entries, removed)
    if "signature-tag" in in_force:
        n += _off_tag(ctx, entries, removed)
    if "limited-set-dates" in in_force:
        n += _not_played_yet(ctx, entries, removed)
    if "pool" in in_force:
        n += _short_of_pool(ctx, entries, removed)
    if "copy-limit" in in_force:
        n += _over_limit(ctx, zone, in_force["copy-limit"].get("limit", 3), banned, removed)
    return n


def _over_limit(ctx: RuleContext, zone: str, limit: int, banned: set, removed: set) -> int:
    """Copies over the copy limit (unique's stricter limit where it applies) that copy-limit's fix
    takes out of ``zone``, in copy_limit._removal's order: the champion slot's extra copies
    (chosen-champion's removal), then the sideboard, then the main deck. A card another rule
    removes here already (``removed``) is not counted again."""
    return sum(n for _, n in over_limit_by_card(ctx, zone, limit, banned, removed).values())


def over_limit_by_card(
    ctx: RuleContext, zone: str, limit: int, banned: set = frozenset(), removed: set = frozenset()
) -> dict[str, tuple[object, int]]:
    """:func:`_over_limit` card by card: ``{card key: (card, copies taken out of zone)}``, the
    cards it takes none of left out (signature-limit says these removals as copy-limit's, so that
    no copy is removed by two fixes: atkB 2)."""
    from riftcheck.rules._helpers import group_by_card
    from riftcheck.rules.copy_limit import _COUNTED, _allowed, _unique_limit

    kept = [
        e
        # every zone, as copy-limit counts (a unit under Legend: comes into the main deck)
        for e in resolved(ctx.deck.entries(*_COUNTED), MAIN_DECK_TYPES)
        if id(e) not in banned
    ]
    out: dict[str, tuple[object, int]] = {}
    for key, group in group_by_card(kept).items():
        if any(id(e) in removed for e in group):
            continue
        card = group[0].card
        allowed = _allowed(card, limit)
        unique = _unique_limit(ctx, card)
        if unique is not None and (allowed is None or unique < allowed):
            allowed = unique
        if allowed is None or total(group) <= allowed:
            continue
        excess = total(group) - allowed
        slot = min(excess, max(0, total(e for e in group if e.zone == "champion") - 1))
        side = min(excess - slot, total(e for e in group if e.zone == "sideboard"))
        n = side if zone == "sideboard" else excess - side
        if n:
            out[key] = (card, n)
    return out
