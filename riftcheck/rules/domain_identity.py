"""The ``domain-identity`` rule: every card fits the deck's domains."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.i18n import N_
from riftcheck.identity import limited_label
from riftcheck.models import Msg, Violation
from riftcheck.rules._helpers import (
    MAIN_DECK_TYPES,
    and_list,
    card_ref,
    domain_text,
    group_by_card,
    identity_message,
    joined,
    one_per_cause,
    outside_identity,
    remove_copies,
    resolved,
    sorted_domains,
    total,
)
from riftcheck.rules.base import Rule, RuleContext


class DomainIdentity(Rule):
    """Every card of the main deck and sideboard is within the deck's domain identity.

    In Constructed the identity is the legend's domains ([cr.identity-legend]). A
    single-domain card fits if its domain is in the identity ([cr.identity-single]); a
    multi-domain card only if all its domains are ([cr.identity-multi]). A card
    with no domain fits every identity ([cr.identity-no-domain]; before the Core
    Rules of 2026-10-09 said so, riftcheck read it the same way: such a card has
    no domain outside the identity). The Chosen Champion, the main deck
    and, in Constructed, the sideboard (which holds only valid main-deck
    cards, [tr.sideboard-contents]) are checked; the cards outside the identity are one
    finding that names each of them at its lines. Runes and
    battlefields are checked by ``rune-deck`` and ``battlefields``.

    In Sealed and Draft the identity is any three domains, or one domain plus
    the legend's two ([tr.limited-identity]); the engine picks the identity that fits
    (or, when none does, the one that leaves the fewest cards out), and the
    sideboard (the rest of the pool) is not checked. When no 3-domain
    identity fits, a deck-level finding also names the domains the deck
    spans. Without a legend in Constructed the identity is unknown and the
    rule yields nothing; the engine marks it skipped.

    Options: none.

    Legal example:

        legend: Kennen, Heart of the Tempest   # Chaos, Order
        main:
          - 3 Gust                             # Chaos

    Illegal example:

        legend: Kennen, Heart of the Tempest   # Chaos, Order
        main:
          - 1 Charm                            # Calm: outside the identity
    """

    id = "domain-identity"
    summary = N_("Every card is within the deck's domain identity.")
    citations = (
        "cr.identity-single",
        "cr.identity-multi",
        "cr.identity-no-domain",
        "cr.main-identity",
        "tr.limited-identity",
    )
    #: Limited's own rule (TR 602.4.a): cited in Limited rulesets only
    limited_citations = frozenset({"tr.limited-identity"})
    #: without an identity there is nothing to judge by: skipped with the reason, never a silent pass
    needs_from_deck = frozenset({"identity"})

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation for the cards outside the identity (each named at its lines), plus a
        deck-level one when nothing fits."""
        identity = ctx.identity
        if identity is None:
            return
        info = ctx.tables.get("identity_info") or {}
        limited = info.get("mode") == "limited"
        if limited and info.get("fits") is False:
            span = self._span(ctx)
            if span is not None:
                yield span
        zones = ("champion", "main") if limited else ("champion", "main", "sideboard")
        items = []
        for group in group_by_card(resolved(ctx.deck.entries(*zones), MAIN_DECK_TYPES)).values():
            entry = group[0]
            outside = outside_identity(entry.card, identity)
            if outside:
                v = Violation(
                    identity_message(entry.card, identity),
                    location=entry.location,
                    fix=_removal(ctx.deck, group),
                    cards=(card_ref(entry),),
                    related=tuple(e.location for e in group[1:]),
                )
                name, domains = entry.card.display_name, domain_text(entry.card.domains)
                if len(outside) < len(set(entry.card.domains)):  # a multi-domain card, partly out
                    label = Msg(
                        "{card} ({domains}; {outside} not in it)",
                        card=name,
                        domains=domains,
                        outside=and_list(outside),
                    )
                else:
                    label = Msg("{card} ({domains})", card=name, domains=domains)
                items.append(("outside", v, label))
        ident = domain_text(identity) or Msg("no domains")
        yield from one_per_cause(
            items,
            lambda _, n, listing, vs: (
                Msg(
                    "{n} cards are outside this deck's domain identity ({identity}): {cards}",
                    n=n,
                    identity=ident,
                    cards=listing,
                ),
                joined([v.fix for v in vs if v.fix]),
            ),
        )

    @staticmethod
    def _span(ctx: RuleContext) -> Violation | None:
        """The deck-level finding for a limited deck whose cards fit no allowed identity
        (``None`` when only its runes do not fit: that is rune-deck's finding)."""
        spanned: set[str] = set()
        # runes are left out: a rune outside the identity is rune-deck's finding (one fault, one finding)
        for e in resolved(ctx.deck.entries("legend", "champion", "main")):
            spanned.update(e.card.domains)
        label = limited_label(ctx.ruleset)
        n = len(spanned)
        declared = ctx.deck.domains
        if declared is not None and len(set(declared)) <= 3:
            return _outside_declared(ctx, spanned, frozenset(declared))
        if n <= 3:
            return None
        return Violation(
            Msg(
                "The deck's cards span {n} domains ({spanned}); a {label} deck may use at most 3",
                n=n,
                spanned=domain_text(spanned),
                label=label,
            ),
            location=ctx.deck.location_of("main"),
            fix=Msg(
                "keep the cards of 3 domains, e.g. {domain_text}",
                domain_text=domain_text(sorted_domains(ctx.identity)),
            ),
        )


def _outside_declared(ctx: RuleContext, spanned, declared) -> Violation | None:
    """A deck that declares its domains (``domains:``, TR 602.4.a.3: any three, or one plus the
    legend's) and whose cards leave them: said of the declaration, at its line, and the fix names
    the declared domains (the cards may span 3 or fewer: "span 3; at most 3" read as nonsense)."""
    outside = spanned - declared
    if not outside:
        return None
    where = ctx.deck.location_of("domains")
    said = domain_text(declared)
    decl = (
        Msg("domains: {declared}, line {line}", declared=said, line=where.line)
        if where.line
        else Msg("domains: {declared}", declared=said)
    )
    legend = frozenset(d for e in resolved(ctx.deck.entries("legend")) for d in e.card.domains)
    if len(spanned | declared) <= 3 and legend - declared:
        # the legend's own domains are no cards to take out (identity.limited_identity says so)
        fix = Msg("add {outside} to domains:", outside=domain_text(outside))
    elif len(spanned | declared) <= 3:
        fix = Msg(
            "add {outside} to domains:, or keep only the cards of {declared}",
            outside=domain_text(outside),
            declared=said,
        )
    else:
        fix = Msg("keep only the cards of the declared domains, {declared}", declared=said)
    return Violation(
        Msg(
            "The deck's cards use {outside}, outside the domains it declares ({declaration})",
            outside=domain_text(outside),
            declaration=decl,
        ),
        location=where,
        fix=fix,
    )


def _removal(deck, group) -> str:
    """``remove 2 Cleave from main: and 1 from sideboard:``; the Chosen Champion itself is replaced,
    never just removed (a deck without one is illegal too)."""
    name = group[0].card.display_name
    parts = [(total(e for e in group if e.zone == z), z) for z in ("main", "sideboard")]
    parts = [(n, z) for n, z in parts if n]
    in_champion = any(e.zone == "champion" for e in group)
    text = remove_copies(deck, name, parts) if parts else None
    if in_champion:
        choose = Msg("choose a Chosen Champion of the deck's domains instead of {card}", card=name)
        return Msg("{edit}, and {choice}", edit=text, choice=choose) if text else choose
    return text
