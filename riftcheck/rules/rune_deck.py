"""The ``rune-deck`` rule: 12 runes, all of the deck's domains."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.infra.value import replace
from riftcheck.models import Msg, Plural, Violation, listed
from riftcheck.rules._helpers import (
    ASTRAY,
    card_ref,
    deferred_removals,
    domain_text,
    identity_message,
    joined,
    lines_text,
    misplaced,
    one_per_cause,
    outside_identity,
    plural,
    resolved,
    sorted_domains,
    total,
    under,
    written_elsewhere,
    zone_word,
)
from riftcheck.rules.base import Option, Rule, RuleContext, int_or_null
from riftcheck.rules.zone_card_type import (
    deferred_choice,
    removed_misplaced,
)

#: where a rune written outside the runes zone counts from: the legend slot and the battlefields too
#: (atkA 11, atkB 1: a rune written there was left out, and "add 1 rune" beside the move that
#: brings it in gave 13)
_WRITTEN = ("legend", "battlefields", *ASTRAY)


class RuneDeck(Rule):
    """The rune deck holds exactly 12 runes, each of the deck's domain identity.

    The rune deck is separate from the main deck ([cr.rune-deck]) and holds
    exactly 12 rune cards of the legend's domains ([cr.rune-identity]); any split is
    fine, 12 of one domain included. The 3-copy limit does not apply to runes.
    A rune written in the champion slot or the main deck counts here, where it
    belongs (``zone-card-type`` says to move it), and ``main-deck-size`` and
    ``show`` leave it out of the main deck: every count is the one the deck has
    once such cards are moved. Every listed copy counts towards the size,
    even an unknown card; when the rune deck is too large and holds an unknown
    entry, the fix is to correct that entry first, never to remove a known rune. In Sealed and Draft runes may come from any source
    but must be of the deck's identity ([tr.limited-rune-identity]).

    Options:
      count: 12 - runes required (null: any number).

    Legal example:

        legend: Kennen, Heart of the Tempest   # Chaos, Order
        runes:
          - 12 Order Rune                      # any split, even 12/0

    Illegal example:

        legend: Kennen, Heart of the Tempest
        runes:
          - 8 Order Rune
          - 3 Fury Rune    # 11 runes, and Fury is not Kennen's
    """

    id = "rune-deck"
    summary = N_("Exactly 12 runes, all within the deck's domain identity.")
    citations = ("cr.rune-deck", "cr.rune-identity", "tr.limited-rune-identity")
    #: Limited's own rule (TR 602.4.a): cited in Limited rulesets only
    limited_citations = frozenset({"tr.limited-rune-identity"})
    options = {
        "count": Option(
            12, N_("Runes required in the rune deck (null: any number)."), int_or_null(0)
        )
    }

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield a size violation and one violation for the runes outside the identity (each named at its line)."""
        want = ctx.options.get("count", 12)
        deck = ctx.deck
        # runes written in the main deck count here, where they belong (zone-card-type moves them)
        away = misplaced(deck, "Rune", _WRITTEN)
        # a unit written under the runes is not a rune: it counts in the main deck (zone-card-type)
        have = total(e for e in deck.runes if e.card is None or e.card.type == "Rune") + total(away)
        if want is not None and have != want:
            elsewhere = written_elsewhere(deck, away)
            yield Violation(
                Msg(
                    "The rune deck has {have}{elsewhere}; it must have exactly {want}",
                    have=plural(have, "rune"),
                    elsewhere=elsewhere,
                    want=want,
                ),
                location=deck.location_of("runes"),
                fix=self._count_fix(ctx, want - have, away),
            )
        identity = ctx.identity
        if identity is None:
            return
        removed = _off_identity_removals(ctx, want, have - _gone(ctx))
        items = []
        for entry in resolved(ctx.deck.runes, frozenset({"Rune"})):
            if outside_identity(entry.card, identity):
                v = Violation(
                    identity_message(entry.card, identity),
                    location=entry.location,
                    fix=self._replace_fix(ctx, entry, removed.get(id(entry), 0)),
                    cards=(card_ref(entry),),
                )
                label = Msg(
                    "{n} {card} ({domains})",
                    n=entry.count,
                    card=entry.card.display_name,
                    domains=domain_text(entry.card.domains),
                )
                items.append(("outside", v, label))
        ident = domain_text(identity) or Msg("no domains")
        yield from one_per_cause(
            items,
            lambda _, n, listing, vs: (
                Msg(
                    "{n} rune entries are outside this deck's domain identity ({identity}): {cards}",
                    n=n,
                    identity=ident,
                    cards=listing,
                ),
                joined([v.fix for v in vs]),
            ),
        )

    @staticmethod
    def _replace_fix(ctx: RuleContext, entry, removed: int = 0) -> str:
        """``replace 2 Mind Rune with 2 Calm Rune``: runes of the identity's domain with the fewest;
        ``removed`` copies of it are what the too large rune deck loses (the size fix says the same
        removal), so only the others are replaced."""
        if removed:
            if removed >= entry.count:
                # said once, by the size finding: two findings saying it would be followed twice
                return Plural(
                    removed,
                    "the rune count's fix removes {n} {card}, which fixes this too",
                    "the rune count's fix removes {n} {card}, which fixes this too",
                    card=entry.card.display_name,
                )
            # the size finding says the removal: saying it here too would be followed twice
            rest = RuneDeck._replace_fix(ctx, replace(entry, count=entry.count - removed))
            return Plural(
                removed,
                "the rune count's fix removes {n} {card}; then {then}",
                "the rune count's fix removes {n} {card}; then {then}",
                card=entry.card.display_name,
                then=rest,
            )
        counts: dict[str, int] = {}
        names: dict[str, str] = {}
        for e in resolved(ctx.deck.runes, frozenset({"Rune"})):
            for d in e.card.domains:
                counts[d] = counts.get(d, 0) + e.count
                names.setdefault(d, e.card.display_name)
        pool = sorted_domains(ctx.identity or ())
        if not pool:
            return Plural(
                entry.count,
                "replace {count} {card} with runes of {items}",
                "replace {count} {card} with runes of {items}",
                count=entry.count,
                card=entry.card.display_name,
                items=_or(ctx.identity),
            )
        domain = min(pool, key=lambda d: (counts.get(d, 0), pool.index(d)))
        return Plural(
            entry.count,
            "replace {count} {card} {under} with {count} {domain}",
            "replace {count} {card} {under} with {count} {domain}",
            count=entry.count,
            card=entry.card.display_name,
            under=under(ctx.deck, "runes"),
            domain=names.get(domain, domain + " Rune"),
        )

    @staticmethod
    def _gone_fix(ctx: RuleContext, diff: int, away, gone) -> str:
        """zone-card-type removes the ``gone`` copies (the rune deck is full without them): said
        there, and this count's fix is what is left once they are gone."""
        fix = deferred_choice(ctx, "runes", gone) or deferred_removals(ctx.deck, gone)
        gone_ids = {id(e) for e, _ in gone}
        rest = diff + sum(k for _, k in gone)
        if rest == 0:
            return Msg("{fix}, which fixes this too", fix=fix)
        then = RuneDeck._size_fix(ctx, rest, [e for e in away if id(e) not in gone_ids])
        return Msg("{fix}, then {then}", fix=fix, then=then)

    @staticmethod
    def _count_fix(ctx: RuleContext, diff: int, away) -> str:
        """The size finding's fix: zone-card-type's removals first, then :meth:`_size_fix`."""
        if diff < 0 and (gone := removed_misplaced(ctx, "runes")):
            return RuneDeck._gone_fix(ctx, diff, away, gone)
        return RuneDeck._size_fix(ctx, diff, away)

    @staticmethod
    def _size_fix(ctx: RuleContext, diff: int, away) -> str:
        """The exact runes to add or remove: by domain, so that applying it makes no other error."""
        deck = ctx.deck
        counts: dict[str, int] = {}
        names: dict[str, str] = {}
        for e in resolved(deck.runes, frozenset({"Rune"})):
            for d in e.card.domains:
                counts[d] = counts.get(d, 0) + e.count
                names.setdefault(d, e.card.display_name)
        identity = ctx.identity
        unknown = [e for e in deck.runes if e.card is None]
        if diff < 0 and unknown:
            # an unknown line is likely the extra one (a typo, a header without its colon): naming
            # a real rune to remove would leave the deck worse
            return Plural(
                len(unknown),
                "correct or remove the unknown entry {deck} ({lines}) first, then count the runes again",
                "correct or remove the {n} unknown entries {deck} ({lines}) first, then count the runes again",
                deck=under(deck, "runes"),
                lines=lines_text(e.location for e in unknown),
            )
        want = ctx.options.get("count", 12)
        off = _off_identity_removals(ctx, want, _have(deck) - _gone(ctx))
        if diff < 0 and off:
            return _remove_off_first(deck, off, -diff, counts, names)
        if diff < 0:
            if away:
                # the misplaced runes go first, by zone-card-type's fix (said once, not twice)
                n = min(-diff, total(away))
                fix = Plural(
                    n,
                    "take out the {n} {card} {deck} as zone-card-type says",
                    "take out the {n} {card} {deck} as zone-card-type says",
                    card=away[0].card.display_name,
                    deck=under(deck, away[0].zone),
                )
                if n < -diff:
                    then = _remove_most(counts, names, -diff - n, deck)
                    fix = Msg("{fix}, then {then}", fix=fix, then=then)
                return fix
            return _remove_most(counts, names, -diff, deck)
        # add runes of the identity's domain with the fewest runes (the legend's domains)
        pool = sorted_domains(identity) if identity else []
        if not pool:
            return Msg(
                "add {diff} of the legend's domains {deck}",
                diff=plural(diff, "rune"),
                deck=under(deck, "runes"),
            )
        fewest = min(counts.get(d, 0) for d in pool)
        tied = [d for d in pool if counts.get(d, 0) == fewest]
        if len(tied) > 1:
            # any split is legal ([cr.rune-identity]) and nothing favours one of these domains:
            # the fix names them all rather than pick one for the player
            return Msg(
                "add {runes} of {domains} ({cards}, in any split) {deck}",
                runes=plural(diff, "rune"),
                domains=listed([Msg("{of_domain}", of_domain=d) for d in tied], "or"),
                deck=under(deck, "runes"),
                cards=listed([names.get(d, d + " Rune") for d in tied], "or"),
            )
        domain = tied[0]
        return Plural(
            diff,
            "add {diff} {domain} {deck}",
            "add {diff} {domain} {deck}",
            diff=diff,
            domain=names.get(domain, domain + " Rune"),
            deck=under(deck, "runes"),
        )


def _remove_most(counts: dict[str, int], names: dict[str, str], n: int, deck) -> str:
    """``remove 1 Order Rune from Runes:``: from the domain with the most runes."""
    if not counts:
        return Msg(
            "remove {runes} from {zone}", runes=plural(n, "rune"), zone=zone_word(deck, "runes")
        )
    domain = max(counts, key=lambda d: counts[d])
    return Plural(
        n,
        "remove {n} {card} from {zone}",
        "remove {n} {card} from {zone}",
        card=names[domain],
        zone=zone_word(deck, "runes"),
    )


def _or(identity: frozenset[str]) -> str:
    """``Calm or Mind``."""
    return listed(domain_text(identity).split(", "), "or")


def _gone(ctx: RuleContext) -> int:
    """The misplaced runes zone-card-type removes (the rune deck is full without them)."""
    return sum(k for _, k in removed_misplaced(ctx, "runes"))


def _have(deck) -> int:
    """The rune count of ``check``: the runes zone's runes and the runes written elsewhere."""
    return total(e for e in deck.runes if e.card is None or e.card.type == "Rune") + total(
        misplaced(deck, "Rune", _WRITTEN)
    )


def _off_identity_removals(ctx: RuleContext, want, have: int) -> dict[int, int]:
    """Copies of each rune entry outside the identity (by ``id`` of the entry) that a rune deck
    ``have - want`` too large loses first, in the order written; empty when it is not too large,
    holds an unknown entry (corrected first) or the identity is not known."""
    deck = ctx.deck
    if want is None or have <= want or ctx.identity is None:
        return {}
    if any(e.card is None for e in deck.runes):
        return {}
    excess = have - want
    out: dict[int, int] = {}
    for e in resolved(deck.runes, frozenset({"Rune"})):
        if excess <= 0:
            break
        if outside_identity(e.card, ctx.identity):
            n = min(excess, e.count)
            out[id(e)] = n
            excess -= n
    return out


def _remove_off_first(deck, off: dict[int, int], n: int, counts, names) -> str:
    """The runes outside the identity removed first (``off``, by entry), then the rest of the ``n``
    from the domain with the most: removing a rune of the identity instead would leave the deck
    illegal (cr.rune-identity)."""
    parts = [
        Plural(
            k,
            "remove {n} {card} from {zone}",
            "remove {n} {card} from {zone}",
            card=e.card.display_name,
            zone=zone_word(deck, "runes"),
        )
        for e in resolved(deck.runes, frozenset({"Rune"}))
        if (k := off.get(id(e), 0))
    ]
    fix = joined(parts)
    left = n - sum(off.values())
    if left > 0:
        fix = Msg("{fix}, then {then}", fix=fix, then=_remove_most(counts, names, left, deck))
    return fix
