"""Deck checks: the deck a player holds compared with the list they registered.

Cards are compared by card identity, zone by zone: an alternate art, a
signed or an overnumbered printing of the same card is the same card (a
different card with the same name cannot exist, CR 132), so changing the
printing is no change. An entry that names no known card is compared by what
it says.

Neeko's additional legends are compared too: they are registered with the
list and never change (TR 401.2.a).

Without ``sideboarding`` any difference is reported. With it, what may differ
is the ruleset's data (a ``sideboarding:`` period, see
:mod:`riftcheck.events.sideboarding`; Constructed's when none is given): the
zones that never change (TR 403.4.b: legend, runes and battlefields in
Constructed), and for ``one-for-one`` exchanges that no card comes from
outside the registered deck and sideboard and the main deck keeps its size
(TR 403.4; that the played deck meets the format's size, TR 403.4.c, is its own check). A changed Chosen Champion is a notice here; whether it
is a legal Chosen Champion (TR 403.4.a) is the played deck's own check,
which :func:`riftcheck.events.sideboarding.deck_check` adds.

>>> from riftcheck.events.diff import diff_decks          # doctest: +SKIP
>>> d = diff_decks(registered, played, sideboarding=True)
>>> d.identical, [c.text() for c in d.changes], [v.message for v in d.violations]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from riftcheck.documents import cited
from riftcheck.models import ZONES, Deck, DeckEntry, Location, Msg, Plural

#: The citation keys of the rules a comparison follows (rulesets/documents/riftbound.yaml): a
#: problem cites them as numbered in the documents in force on the judging date.
LOCKED, CHOICES = "tr.decklist-locked", "tr.decklist-choices"
FIXED, CHAMPION = "tr.sideboarding-fixed", "tr.sideboarding-champion"

#: A zone as a heading (``main:``), in the reader's language through the catalogue.
ZONE_HEADINGS: dict[str, Msg] = {
    "legend": Msg("legend:"),
    "champion": Msg("champion:"),
    "main": Msg("main:"),
    "battlefields": Msg("battlefields:"),
    "runes": Msg("runes:"),
    "sideboard": Msg("sideboard:"),
    "additional_legends": Msg("additional_legends:"),
}
#: A zone that may not change, in a sentence (``the runes``).
_THE_ZONE: dict[str, Msg] = {
    "legend": Msg("the legend"),
    "champion": Msg("the Chosen Champion"),
    "battlefields": Msg("the battlefields"),
    "runes": Msg("the runes"),
    "additional_legends": Msg("the additional legends (Neeko, Blending In)"),
}
#: ``from the main`` / ``in the main``: a zone with its preposition, which French contracts.
_FROM_ZONE: dict[str, Msg] = {
    "legend": Msg("from the legend"),
    "champion": Msg("from the champion"),
    "main": Msg("from the main"),
    "battlefields": Msg("from the battlefields"),
    "runes": Msg("from the runes"),
    "sideboard": Msg("from the sideboard"),
    "additional_legends": Msg("from the additional legends"),
}
_IN_ZONE: dict[str, Msg] = {
    "legend": Msg("in the legend"),
    "champion": Msg("in the champion"),
    "main": Msg("in the main"),
    "battlefields": Msg("in the battlefields"),
    "runes": Msg("in the runes"),
    "sideboard": Msg("in the sideboard"),
    "additional_legends": Msg("in the additional legends"),
}

#: Every part of a registration two lists are compared by: the zones, and Neeko's additional
#: legends, which are registered with the list and never change (TR 401.2.a).
COMPARED = (*ZONES, "additional_legends")


@dataclass(frozen=True, slots=True)
class CardChange:
    """One card whose count in one zone differs: ``registered`` copies then, ``played`` now.

    ``kind`` is ``added`` (not registered in that zone), ``removed`` (not
    played there) or ``changed`` (in both, another count). ``location`` is
    the played entry (else the registered one).
    """

    zone: str
    name: str
    card_id: str | None
    registered: int
    played: int
    location: Location | None = None

    @property
    def kind(self) -> str:
        """``added``, ``removed`` or ``changed``."""
        if self.registered == 0:
            return "added"
        if self.played == 0:
            return "removed"
        return "changed"

    def text(self) -> Msg:
        """``main: +1 Rampage (1 -> 2)`` style, for reports."""
        return Msg(
            "{zone} {delta} {card} ({registered} -> {played})",
            zone=ZONE_HEADINGS[self.zone],
            delta=self.delta(),
            card=self.name,
            registered=self.registered,
            played=self.played,
        )

    def delta(self) -> str:
        """``+1`` or ``-2``: the copies played minus the copies registered."""
        delta = self.played - self.registered
        return f"{'+' if delta > 0 else '-'}{abs(delta)}"


@dataclass(frozen=True, slots=True)
class DiffProblem:
    """A difference that is not allowed (with ``sideboarding``: not a legal exchange), or one of
    the played deck's own findings (``severity``: ``error``, or ``warning`` and ``info`` in
    :attr:`DeckDiff.own_findings`)."""

    message: Msg
    location: Location | None = None
    citation: str | None = None
    fix: Msg | None = None
    severity: str = "error"


@dataclass(frozen=True, slots=True)
class DeckDiff:
    """The comparison of a registered and a played deck.

    ``identical`` is true when no card count differs in any zone (printings
    aside). ``problems`` are the differences that are not allowed: every
    change without ``sideboarding``, the non-exchanges with it. ``notices``
    say what was allowed (a champion exchange, printings changed).
    """

    registered: str
    played: str
    changes: tuple[CardChange, ...]
    problems: tuple[DiffProblem, ...]
    notices: tuple[Msg, ...] = ()
    sideboarding: bool = False
    #: The rules the deck check followed (``TR 403.4``), when it allowed sideboarding.
    citation: str | None = None
    #: What sideboarding allows is a local ruleset's own data, not the shipped ruleset's
    #: (:attr:`~riftcheck.events.sideboarding.SideboardRules.allowed_by_local`): an allowed
    #: exchange is "sideboarding the local ruleset allows", never the format's.
    local: bool = False
    #: What the played deck's own check could not check (``pool``: no pool was given): a partial
    #: check, never a plain allowed exchange.
    not_checked: tuple[str, ...] = ()
    #: What ``--select``/``--ignore`` (or the configuration's) left out of the played deck's own
    #: check (``rules ignored: banned``): a partial check, as ``check`` says it, never a plain
    #: identical or allowed.
    left_out: tuple[str, ...] = ()
    #: How many of ``problems`` (the last ones) are the played deck's own errors, no difference.
    own_errors: int = 0
    #: The played deck's own warnings and infos (its check, as ``check`` reports them): no
    #: difference and no refusal, but said; ``--strict`` fails on the warnings as check's does.
    own_findings: tuple[DiffProblem, ...] = ()

    @property
    def own_warnings(self) -> int:
        """How many of :attr:`own_findings` are warnings."""
        return sum(f.severity == "warning" for f in self.own_findings)

    @property
    def differences(self) -> int:
        """The problems that are differences (the played deck's own errors left out)."""
        return len(self.problems) - self.own_errors

    @property
    def identical(self) -> bool:
        """No card count differs in any zone."""
        return not self.changes

    @property
    def allowed(self) -> bool:
        """No difference that is not allowed."""
        return not self.problems

    @property
    def partial(self) -> bool:
        """A check did not run (:attr:`not_checked`) or rules were left out (:attr:`left_out`):
        what the comparison says is not the whole."""
        return bool(self.not_checked or self.left_out)

    @property
    def status(self) -> str:
        """``identical``, ``allowed`` (sideboarding the format allows), ``partial`` (allowed or
        identical, but a check did not run), ``not-allowed`` (a difference sideboarding does not
        allow, or the played deck illegal on its own) or ``different`` (without sideboarding)."""
        if self.problems:
            return "different" if self.differences and not self.sideboarding else "not-allowed"
        if self.partial:
            return "partial"
        return "identical" if self.identical else "allowed"


def _key(e: DeckEntry) -> str:
    if e.card is not None:
        return e.card.key
    return "?" + " ".join(e.ref.casefold().split())


def _name(e: DeckEntry) -> str:
    return e.card.display_name if e.card is not None else e.ref


def _names(entries) -> str:
    """``A, B``: the names of ``entries``, each a card name the reader's language can say."""
    out = ""
    for i, e in enumerate(entries):
        out = _name(e) if i == 0 else Msg("{a}, {b}", a=out, b=_name(e))
    return out


def _id(e: DeckEntry) -> str | None:
    if e.printing is not None:
        return e.printing.id
    if e.card is not None and e.card.base_printing is not None:
        return e.card.base_printing.id
    return None


class _Zone:
    """Counts of one zone by card identity, with a name, an id and the first entry's location."""

    def __init__(self, entries: tuple[DeckEntry, ...]):
        self.counts: dict[str, int] = {}
        self.first: dict[str, DeckEntry] = {}
        self.printings: dict[str, set[str]] = {}
        for e in entries:
            k = _key(e)
            self.counts[k] = self.counts.get(k, 0) + e.count
            self.first.setdefault(k, e)
            if e.printing is not None:
                self.printings.setdefault(k, set()).add(e.printing.id)


def _part(deck: Deck, zone: str) -> tuple[DeckEntry, ...]:
    return deck.additional_legends if zone == "additional_legends" else deck.zone(zone)


def _changes(reg: Deck, played: Deck) -> tuple[list[CardChange], list[Msg]]:
    changes: list[CardChange] = []
    printings: list[Msg] = []
    for zone in COMPARED:
        a, b = _Zone(_part(reg, zone)), _Zone(_part(played, zone))
        keys = list(a.counts) + [k for k in b.counts if k not in a.counts]
        for k in keys:
            r, p = a.counts.get(k, 0), b.counts.get(k, 0)
            e = b.first.get(k) or a.first[k]
            if r != p:
                changes.append(CardChange(zone, _name(e), _id(e), r, p, e.location))
            elif a.printings.get(k) and b.printings.get(k) and a.printings[k] != b.printings[k]:
                printings.append(
                    Msg(
                        "{zone} {card} is another printing ({registered} registered, {played} played): the same card, no change",
                        zone=ZONE_HEADINGS[zone],
                        card=_name(e),
                        registered=", ".join(sorted(a.printings[k])),
                        played=", ".join(sorted(b.printings[k])),
                    )
                )
    return changes, printings


#: The one-card zones whose change is one card put in another's place: said as a swap.
_SWAP_ZONES = ("legend", "champion")


class Swap(NamedTuple):
    """A one-card zone whose card was replaced: ``old`` registered, ``new`` played."""

    zone: str
    old: CardChange
    new: CardChange

    def text(self) -> Msg:
        """``Chosen Champion changed from X to Y`` (``legend changed from X to Y``)."""
        if self.zone == "champion":
            return Msg(
                "Chosen Champion changed from {old} to {new}", old=self.old.name, new=self.new.name
            )
        return Msg("legend changed from {old} to {new}", old=self.old.name, new=self.new.name)


def swaps(changes) -> dict[str, Swap]:
    """The legend or Chosen Champion replaced by another card (one copy out, one in, nothing else
    changed in that zone), by zone: a report says one change, not a removal and an addition."""
    out = {}
    for zone in _SWAP_ZONES:
        here = [c for c in changes if c.zone == zone]
        if len(here) != 2:
            continue
        gone = [c for c in here if c.kind == "removed" and c.registered == 1]
        came = [c for c in here if c.kind == "added" and c.played == 1]
        if gone and came:
            out[zone] = Swap(zone, gone[0], came[0])
    return out


def same_cards_key(deck: Deck) -> str:
    """A key two decks share exactly when they hold the same cards in every zone, printings aside.

    Unlike the report's ``fingerprint`` (which counts printings too), a list
    typed with ids and the same list typed with names share this key. Neeko's
    additional legends are part of it: two lists that differ only there differ.
    """
    import hashlib
    import json

    content = {z: sorted(_Zone(_part(deck, z)).counts.items()) for z in COMPARED}
    blob = json.dumps(content, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()


#: The fix of a change to a zone that never changes (TR 403.4.b, 401.2.a), one message per zone.
_RESTORE = {
    "legend": lambda n, card: Msg("restore the registered legend: {n} {card}", n=n, card=card),
    "champion": lambda n, card: Msg(
        "restore the registered Chosen Champion: {n} {card}", n=n, card=card
    ),
    "runes": lambda n, card: Msg("restore the registered runes: {n} {card}", n=n, card=card),
    "battlefields": lambda n, card: Msg(
        "restore the registered battlefields: {n} {card}", n=n, card=card
    ),
    "additional_legends": lambda n, card: Msg(
        "restore the registered additional legends: {n} {card}", n=n, card=card
    ),
}

#: The sideboarding of Constructed (TR 403.4), for a comparison given no ruleset's rules.
CONSTRUCTED = {
    "exchange": "one-for-one",
    "fixed": ("legend", "runes", "battlefields", "additional_legends"),
    "champion": "legal-chosen-champion",
    "battlefields": "registered",
    "best_of_one": "head-judge",
    "casual": "same",
    "citation": ("tr.sideboarding",),
}


def diff_decks(
    registered: Deck,
    played: Deck,
    *,
    sideboarding: bool = False,
    rules=None,
    cites=None,
    refused: tuple[str, ...] = (),
) -> DeckDiff:
    """Compare ``played`` with ``registered``; see the module documentation for what is allowed.

    ``refused`` are the rules the played deck's own check refuses it by (its verdict, see
    :func:`riftcheck.events.sideboarding.deck_check`): a new Chosen Champion is noted as allowed
    only when it is empty, as not a legal Chosen Champion when ``chosen-champion`` is among them,
    and as not confirmed otherwise (TR 403.4.a: allowed only to a legal Chosen Champion).

    ``rules`` is the sideboarding period in force (a ruleset's ``sideboarding:`` entry, see
    :mod:`riftcheck.events.sideboarding`); with ``sideboarding`` and no rules, Constructed's.
    ``cites`` are the citation keys as numbered on the judging date
    (``Ruleset.citations_on``); without them, as numbered in the documents in force today.
    """
    if cites is None:
        import datetime as _dt

        from riftcheck.rulesets import shipped_citations

        cites = shipped_citations(_dt.date.today())

    def cite(*keys: str) -> str:
        return cited(keys, cites)

    changes, notices = _changes(registered, played)
    if not sideboarding:
        problems = _merge_swaps(changes, [_difference(c, cite) for c in changes], cite, ())
    else:
        problems, more = _sideboarding_problems(
            registered, played, changes, rules or CONSTRUCTED, cite, refused
        )
        notices.extend(more)
    return DeckDiff(
        registered=registered.source,
        played=played.source,
        changes=tuple(changes),
        problems=tuple(problems),
        notices=tuple(notices),
        sideboarding=sideboarding,
    )


def _merge_swaps(changes, problems: list[DiffProblem], cite, fixed, keys=None) -> list[DiffProblem]:
    """``problems`` (one per change, in the order of ``changes``) with the two of each swapped
    legend or Chosen Champion said as one: "Chosen Champion changed from X to Y" and how to put
    the registered card back. ``fixed``: the zones that never change (their rule is cited:
    ``keys``' citation keys for the zone, else TR 403.4.b)."""
    keys = keys or {}
    pairs = swaps(changes)
    if not pairs:
        return problems
    out = []
    for c, p in zip(changes, problems, strict=True):
        swap = pairs.get(c.zone)
        if swap is None:
            out.append(p)
            continue
        if c is swap.old:  # said once, at the played card
            continue
        said = (
            Msg(
                "{change}: {why}",
                change=swap.text(),
                why=Msg("{zone} may not change after registration", zone=_THE_ZONE[c.zone]),
            )
            if c.zone in fixed
            else Msg(
                "{change}: the deck played differs from the registered list", change=swap.text()
            )
        )
        out.append(
            DiffProblem(
                said,
                swap.new.location,
                cite(*keys.get(c.zone, (FIXED,))) if c.zone in fixed else cite(LOCKED),
                fix=_RESTORE[c.zone](1, swap.old.name),
            )
        )
    return out


def _difference(c: CardChange, cite) -> DiffProblem:
    """A change where nothing may change (no sideboarding): put the registered copies back."""
    more = c.played > c.registered
    fix = (
        Plural(
            c.played - c.registered,
            "remove {n} {card} {zone}",
            "remove {n} {card} {zone}",
            card=c.name,
            zone=_FROM_ZONE[c.zone],
        )
        if more
        else Plural(
            c.registered - c.played,
            "put back {n} {card} {zone}",
            "put back {n} {card} {zone}",
            card=c.name,
            zone=_IN_ZONE[c.zone],
        )
    )
    return DiffProblem(
        Msg("{change}: the deck played differs from the registered list", change=c.text()),
        c.location,
        cite(CHOICES if c.zone == "additional_legends" else LOCKED),
        fix=fix,
    )


def _fixed(c: CardChange, cite, keys=None) -> DiffProblem:
    """A change to a zone that never changes after registration (``keys``: the citation keys
    of the zones the period fixes by rules of their own, such as best of one's)."""
    if c.zone == "additional_legends":
        why, key = Msg("Neeko's additional legends are registered and never change"), CHOICES
    else:
        why, key = (
            # (the battlefields: a sentence of their own, French agrees the verb with a plural zone)
            Msg("the battlefields may not change after registration")
            if c.zone == "battlefields"
            else Msg("{zone} may not change after registration", zone=_THE_ZONE[c.zone]),
            FIXED,
        )
    return DiffProblem(
        Msg("{change}: {why}", change=c.text(), why=why),
        c.location,
        cite(*(keys or {}).get(c.zone, (key,))),
        # a card the registered list does not have is taken out, not "restored" at 0 copies
        fix=_RESTORE[c.zone](c.registered, c.name)
        if c.registered
        else Plural(
            c.played,
            "remove {n} {card} {zone}",
            "remove {n} {card} {zone}",
            card=c.name,
            zone=_FROM_ZONE[c.zone],
        ),
    )


def _conserved(rules) -> tuple[str, ...]:
    """The zones a one-for-one exchange keeps as a whole: every zone but the fixed ones, the
    runes (from any source when they may change) and battlefields taken from the pool."""
    fixed = set(rules.get("fixed") or ())
    out = [z for z in ("legend", "champion", "main", "sideboard") if z not in fixed]
    if rules.get("battlefields") == "registered" and "battlefields" not in fixed:
        out.append("battlefields")
    return tuple(out)


def _exchange_problems(reg: Deck, played: Deck, rules, cited_as: str) -> list[DiffProblem]:
    """One for one: no card comes from outside the registered deck and sideboard, none goes."""
    zones = _conserved(rules)
    cite = cited_as
    before, after = _Zone(reg.entries(*zones)), _Zone(played.entries(*zones))
    out = []
    for k in list(before.counts) + [k for k in after.counts if k not in before.counts]:
        r, p = before.counts.get(k, 0), after.counts.get(k, 0)
        if r == p:
            continue
        e = after.first.get(k) or before.first[k]
        if p > r:
            # by counts: a card registered 3 times and played 4 times was registered, only not
            # that often (the message said "not in the registered main deck", issue 25)
            msg = (
                Msg(
                    "{n} {card} played but not in the registered main deck or sideboard "
                    "(sideboarding exchanges registered cards only)",
                    n=p,
                    card=_name(e),
                )
                if r == 0
                else Msg(
                    "{played} {card} played, {registered} in the registered main deck and "
                    "sideboard: {n} more than registered (sideboarding exchanges registered "
                    "cards only)",
                    played=p,
                    registered=r,
                    n=p - r,
                    card=_name(e),
                )
            )
            out.append(
                DiffProblem(
                    msg,
                    e.location,
                    cite,
                    Plural(p - r, "remove {n} {card}", "remove {n} {card}", card=_name(e)),
                )
            )
        else:
            msg = Msg(
                "{n} registered {card} missing from the deck and the sideboard",
                n=r - p,
                card=_name(e),
            )
            out.append(
                DiffProblem(
                    msg,
                    e.location,
                    cite,
                    # where to is the player's choice, but said: a fix names its destination
                    # (atkN m13)
                    Plural(
                        r - p,
                        "add back {n} {card} to the main deck or the sideboard",
                        "add back {n} {card} to the main deck or the sideboard",
                        card=_name(e),
                    ),
                )
            )
    return out


def _size_problem(reg: Deck, played: Deck, citation: str) -> DiffProblem | None:
    """One for one keeps the main deck's size: the exchange rule of the period (``citation``,
    TR 403.4 "exchanged 1 for 1" in the July and the October texts alike). Whether the played
    main deck meets the format's size (TR 403.4.c) is the played deck's own check."""
    before = sum(e.count for e in reg.entries("champion", "main"))
    after = sum(e.count for e in played.entries("champion", "main"))
    if before == after:
        return None
    return DiffProblem(
        Msg(
            "the main deck has {n} cards, registered with {m}: "
            "sideboarding exchanges cards one for one",
            n=after,
            m=before,
        ),
        played.location_of("main"),
        citation,
        fix=Msg("exchange cards one for one so the main deck keeps {n} cards", n=before),
    )


def _sideboarding_problems(
    reg: Deck, played: Deck, changes: list[CardChange], rules, cite, refused=()
):
    """What the sideboarding ``rules`` do not allow, and notices of what they allowed."""
    fixed = set(rules.get("fixed") or ())
    keys = rules.get("fixed_citation") or {}
    locked = [c for c in changes if c.zone in fixed]
    problems = _merge_swaps(locked, [_fixed(c, cite, keys) for c in locked], cite, fixed, keys)
    notices: list[Msg] = []
    if rules.get("exchange") == "one-for-one":
        # a Limited sideboard is the whole pool (TR 602.4.a.7): with the pool known, the pool rule
        # says where the cards came from, and only the main deck's size is the exchange's
        if not rules.get("pool_known"):
            problems += _exchange_problems(reg, played, rules, cite(*rules.get("citation", ())))
        size = _size_problem(reg, played, cite(*rules.get("citation", ())))
        if size is not None:
            problems.append(size)
    old = {_key(e) for e in reg.champion}
    new = {_key(e) for e in played.champion}
    if old != new and played.champion and "champion" not in fixed:
        notices.append(
            _champion_exchanged(_names(played.champion), _champion_cite(rules, cite), refused)
        )
    return problems, notices


def _champion_cite(rules, cite) -> str:
    """The rule that lets the Chosen Champion change, as the format says it: Constructed's
    exchange for a legal Chosen Champion (TR 403.4.a); in Sealed and Draft (``champion: any``) the
    format's own sideboarding rule (TR 602.4.a.7.a, 602.4.b.8.a), never Constructed's."""
    if rules.get("champion") != "any":
        return cite(CHAMPION)
    keys = tuple(rules.get("citation", ()))
    return cite(
        *([k for k in keys if k.endswith("-sideboarding") and k != "tr.sideboarding"] or keys)
    )


def _champion_exchanged(cards, cite: str, refused: tuple[str, ...]) -> Msg:
    """The note of a new Chosen Champion, by the played deck's own verdict (``refused``): "allowed"
    next to a refusal would read as approval."""
    if not refused:
        return Msg(
            "Chosen Champion exchanged: {cards} "
            "(allowed between games when it is itself a legal Chosen Champion, {cite})",
            cards=cards,
            cite=cite,
        )
    if "chosen-champion" in refused:
        return Msg(
            "Chosen Champion exchanged: {cards} (not a legal Chosen Champion, so not allowed, "
            "{cite})",
            cards=cards,
            cite=cite,
        )
    # a spell, a rune or an unknown card named as the champion is refused by other rules
    return Msg(
        "Chosen Champion exchanged: {cards} (not confirmed as allowed: the played deck is "
        "refused, and the exchange is allowed only to a legal Chosen Champion, {cite})",
        cards=cards,
        cite=cite,
    )
