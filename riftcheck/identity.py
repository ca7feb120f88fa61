"""Domain identity: which domains a deck may use.

* **legend** mode (Constructed, cr.identity): the legend's domains; unknown
  when the deck has no resolved legend.
* **limited** mode (Sealed and Draft, tr.limited-identity): any three domains, or
  the legend's domains plus one more. The deck may declare them with a
  ``domains:`` key; otherwise riftcheck finds the smallest set that covers
  the cards and runes, and says which it used and why.
"""

from __future__ import annotations

from itertools import combinations

from riftcheck.infra.value import Value
from riftcheck.models import DOMAINS, Deck, Msg, Plural, joined

#: Zones whose cards must fit a limited identity (the sideboard is the rest of the pool).
LIMITED_ZONES = ("champion", "main", "battlefields", "runes")

#: Most domains a limited identity may have.
LIMITED_MAX = 3


class IdentityInfo(Value):
    """The identity riftcheck uses for a deck, and how it got it.

    ``domains`` is ``None`` when there is none (Constructed without a
    legend). ``fits`` is false when no allowed identity covers the deck's
    cards; ``domains`` is then the allowed identity that leaves out the fewest
    cards, and ``needed`` lists every domain the cards use.
    """

    domains: frozenset[str] | None
    mode: str
    declared: bool
    fits: bool
    explanation: str
    needed: tuple[str, ...] = ()

    def ordered(self) -> tuple[str, ...] | None:
        """The domains in the game's order (:data:`~riftcheck.models.DOMAINS`)."""
        return None if self.domains is None else order(self.domains)

    def as_table(self) -> dict:
        """The mapping the engine puts in ``ctx.tables["identity_info"]``."""
        return {
            "mode": self.mode,
            "declared": self.declared,
            "fits": self.fits,
            "explanation": self.explanation,
            "domains": self.ordered(),
            "needed": self.needed,
        }


def order(domains) -> tuple[str, ...]:
    """``domains`` sorted in the game's order."""
    return tuple(d for d in DOMAINS if d in domains)


def names(domains) -> str:
    """``Fury, Chaos, Order``; ``no domain`` for an empty set."""
    # (a message: said in the reader's language, where the domain names are game words)
    return ", ".join(order(domains)) or Msg("no domain")


def legend_domains(deck: Deck) -> frozenset[str] | None:
    """Domains of the deck's legend, or ``None`` without exactly one resolved Legend card."""
    legends = [e.card for e in deck.legend if e.card is not None and e.card.type == "Legend"]
    keys = {c.key for c in legends}
    if len(keys) != 1:
        return None
    return frozenset(legends[0].domains)


def legend_identity(deck: Deck) -> IdentityInfo:
    """Constructed identity: the legend's domains (cr.identity-legend)."""
    domains = legend_domains(deck)
    if domains is None:
        resolved = {e.card.key for e in deck.legend if e.card is not None}
        if not deck.legend:
            why = Msg("no legend, so the deck has no domain identity")
        elif len(resolved) > 1:
            why = Msg(
                "the deck has {n} legends, so it has no single domain identity", n=len(resolved)
            )
        elif resolved:
            why = Msg("the legend zone holds no Legend card, so the deck has no domain identity")
        else:
            why = Msg("the legend could not be resolved, so the deck has no domain identity")
        return IdentityInfo(None, "legend", False, True, why)
    legend = next(e.card for e in deck.legend if e.card is not None)
    return IdentityInfo(
        domains,
        "legend",
        False,
        True,
        Msg("the domains of the legend {card}", card=legend.display_name),
    )


def _entries(deck: Deck):
    for entry in deck.entries(*LIMITED_ZONES):
        if entry.card is not None and not entry.card.token and entry.card.domains:
            yield entry


def limited_identity(deck: Deck, label: str | Msg = "limited") -> IdentityInfo:
    """Sealed/Draft identity: declared by ``domains:``, else found from the cards and runes.

    ``label`` names the format in explanations ("a Sealed deck may use at most 3").
    """
    legend = legend_domains(deck) or frozenset()
    needed = frozenset(d for e in _entries(deck) for d in e.card.domains)
    needed_all = order(needed | legend)
    if deck.domains is not None:
        declared = frozenset(deck.domains)
        problems = []
        if len(declared) > LIMITED_MAX:
            problems.append(
                Msg(
                    "it names {n} domains; at most {max} are allowed",
                    n=len(declared),
                    max=LIMITED_MAX,
                )
            )
        if not legend <= declared:
            problems.append(
                Msg(
                    "it leaves out the legend's domains ({domains})",
                    domains=names(legend - declared),
                )
            )
        outside = needed - declared
        if outside:
            problems.append(Msg("the cards also use {domains}", domains=names(outside)))
        text = Msg("declared by domains:")
        if problems:
            why = Msg("declared by domains:, but {problems}", problems=joined(problems, "; "))
            return IdentityInfo(declared, "limited", True, False, why, needed_all)
        return IdentityInfo(declared, "limited", True, True, text, needed_all)
    if len(needed | legend) <= LIMITED_MAX:
        found = needed | legend
        spare = LIMITED_MAX - len(found)
        if legend and needed <= legend:
            text = Msg("the legend's domains")
        elif legend:
            text = Msg("found from the legend and the cards")
        else:
            text = Msg("found from the cards")
        if spare:
            more = Plural(spare, "{n} more domain may be added", "{n} more domains may be added")
            text = Msg("{a}; {b}", a=text, b=more)
        return IdentityInfo(frozenset(found), "limited", False, True, text, needed_all)
    best = _closest(deck, legend)
    text = Msg(
        "the cards span {n} domains ({domains}) and a {label} deck may use at most {max}, so it was checked against the {max} that leave out the fewest cards",
        n=len(needed | legend),
        domains=names(needed | legend),
        label=label,
        max=LIMITED_MAX,
    )
    return IdentityInfo(best, "limited", False, False, text, needed_all)


def _closest(deck: Deck, legend: frozenset[str]) -> frozenset[str]:
    """The allowed identity leaving out the fewest copies; ties go to the game's domain order."""
    best: tuple[int, tuple[int, ...]] | None = None
    choice: frozenset[str] = legend
    entries = list(_entries(deck))
    for combo in combinations(range(len(DOMAINS)), LIMITED_MAX):
        candidate = frozenset(DOMAINS[i] for i in combo)
        if not legend <= candidate:
            continue
        outside = sum(e.count for e in entries if not set(e.card.domains) <= candidate)
        score = (outside, combo)
        if best is None or score < best:
            best, choice = score, candidate
    return choice


def limited_label(*words: str) -> Msg:
    """The Limited format a ruleset's name or format (``words``) names, as a message says it (« un
    deck Scellé »): ``Draft``, ``Sealed``, else ``limited``; a :class:`Msg`, so that it is said in
    the reader's language (a plain ``"Sealed"`` was left in English: frS 11)."""
    for word, label in (("draft", Msg("Draft")), ("sealed", Msg("Sealed"))):
        if any(word in w.lower() for w in words if w):
            return label
    return Msg("limited")


def identity_for(deck: Deck, mode: str, label: str | Msg = "limited") -> IdentityInfo:
    """The deck's identity in ``mode`` (``legend`` or ``limited``)."""
    if mode == "limited":
        return limited_identity(deck, label)
    return legend_identity(deck)
