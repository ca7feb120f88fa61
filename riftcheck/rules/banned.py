"""The ``banned`` rule: no card of the ban list in force on the as-of date."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from riftcheck.cards.normalize import fold, loose_key, name_key
from riftcheck.i18n import N_
from riftcheck.models import Card, Msg, Plural, Violation, listed
from riftcheck.rules._helpers import (
    card_ref,
    group_by_card,
    joined,
    one_per_cause,
    plural,
    resolved,
    total,
    zone_word,
)
from riftcheck.rules.base import Option, Rule, RuleContext, boolean


class Banned(Rule):
    """The deck holds no card banned in this format on the as-of date.

    Banned cards may not be included ([tr.bans]), in any zone: legends,
    battlefields and the sideboard count. The ruleset's ``bans`` table lists
    each ban with its effective date and formats; the engine keeps the entries
    in force for this ruleset on the as-of date. A ban applies by name, so
    every printing of the card is banned: alternate arts, promos, overnumbered
    reprints and other languages. The list's wording is matched through the
    ruleset's ``aliases`` table ("Dreaming Tree" is The Dreaming Tree). Each
    ban must name exactly one card of the card database: a ban naming no card
    or several stops the run (exit 3) before any deck is judged.

    A banned card named as one of Neeko's additional legends is a warning, not an error: a ban
    keeps a card out of a deck ([tr.bans]) and those legends are choices recorded on the decklist
    ([tr.decklist-choices]), not cards of the deck; the rules do not say whether a ban reaches them.

    Options: ``precon_exemption`` (default false): at casual events an *exact*
    preconstructed product may be played with its banned cards ([tr.precon]).
    A deck that is exactly one of the products of the ``precons`` table
    (``card_data/precons.json``) is then reported with an ``info`` finding
    naming the product instead of its bans; a deck one change away from a
    product gets its bans as usual plus an ``info`` finding that the exemption
    no longer applies; a deck made of the printings of a product whose exact
    contents riftcheck does not know gets its bans and a notice saying so.
    ``constructed-casual`` turns the exemption on; so does ``precon: true`` in
    an event file. The ban list itself is the ruleset's ``bans`` table.

    Legal example (as of 2026-09-17):

        main:
          - 3 Stacked Deck

    Illegal example (as of 2026-09-18, when its ban took effect):

        main:
          - 3 Stacked Deck
    """

    id = "banned"
    summary = N_("No card banned in this format on the as-of date.")
    citations = ("tr.bans",)
    options = {
        "precon_exemption": Option(
            False,
            N_(
                "exact preconstructed products keep their banned cards ([tr.precon], casual events)"
            ),
            boolean,
        ),
    }
    severities = {
        "default": "error",
        "precon": "info",
        "scheduled": "info",
        "additional-legend": "warning",
    }

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per ban date listing the banned cards at their lines (a lone card by
        itself; see the precon exemption above), and a notice (info) per date for the cards legal on
        the as-of date with a ban scheduled later in the ruleset."""
        yield from self._scheduled(ctx)
        bans = ctx.tables.get("bans") or ()
        if not bans:
            return
        table = _ban_table(ctx.db, bans, ctx.tables.get("aliases") or _NO_ALIASES)
        if ctx.options.get("precon_exemption") and ctx.tables.get("precons"):
            banned = [e for e in resolved(ctx.deck.entries()) if table.ban_of(e.card) is not None]
            if banned:
                from riftcheck.precons import CITATION, match

                found = match(ctx.deck, ctx.tables["precons"], ctx.db)
                if found is not None and found.kind == "exact":
                    names = listed(sorted({e.card.display_name for e in banned}))
                    yield Violation(
                        Msg(
                            "the deck is exactly the {name}: its banned cards ({names}) are allowed at casual events ({CITATION})",
                            name=found.product.name,
                            names=names,
                            CITATION=CITATION,
                        ),
                        location=ctx.deck.location_of("legend"),
                        kind="precon",
                    )
                    return
                if found is not None and found.kind == "changed":
                    yield Violation(
                        Msg(
                            "the deck differs from the {name} by {differences}: the precon exemption ({CITATION}) no longer applies and its banned cards count as usual",
                            name=found.product.name,
                            differences=plural(found.differences, "card"),
                            CITATION=CITATION,
                        ),
                        location=ctx.deck.location_of("legend"),
                        kind="precon",
                    )
                elif found is not None:
                    yield Violation(
                        Msg(
                            "the deck uses only printings of the {name}, whose exact contents riftcheck does not know ({source}): the precon exemption ({CITATION}) cannot be confirmed, so its banned cards count as usual",
                            name=found.product.name,
                            source=found.product.source,
                            CITATION=CITATION,
                        ),
                        location=ctx.deck.location_of("legend"),
                        fix=Msg(
                            "compare the deck with the product's printed list; a judge may apply the exemption"
                        ),
                        kind="precon",
                    )
        items = []
        for group in group_by_card(resolved(ctx.deck.entries())).values():
            card = group[0].card
            ban = table.ban_of(card)
            if ban is None:
                continue
            since = _date_text(ban.get("effective"))
            if ban.get("event"):  # an event's own ban (riftcheck.events.bans): where, not when
                since = None
            v = Violation(
                Msg(
                    "{card} is banned by this event ({where})",
                    card=card.display_name,
                    where=ban["event"],
                )
                if ban.get("event")
                else Msg(
                    "{card} is banned in {ruleset} since {since}",
                    card=card.display_name,
                    ruleset=ctx.ruleset,
                    since=since,
                )
                if since
                else Msg(
                    "{card} is banned in {ruleset}", card=card.display_name, ruleset=ctx.ruleset
                ),
                location=group[0].location,
                fix=_removal(ctx, group),
                cards=(card_ref(group[0]),),
                related=tuple(e.location for e in group[1:]),
            )
            # one finding per ban date; an event's ban is its own cause (its line), told from a
            # date so that the grouped finding says where, not « since » a file (frU 5)
            cause = ("event", ban["event"]) if ban.get("event") else ("since", since)
            items.append((cause, v, card.display_name))
        # the cards of one ban announcement (one date) are one finding
        yield from one_per_cause(
            items, lambda since, n, listing, vs: _banned(ctx, since, n, listing, vs)
        )
        yield from _chosen_legends(ctx, table)

    @staticmethod
    def _scheduled(ctx: RuleContext) -> Iterator[Violation]:
        later = ctx.tables.get("bans_later") or ()
        if not later:
            return
        now = ctx.tables.get("bans") or ()
        aliases = ctx.tables.get("aliases") or _NO_ALIASES
        banned_now = _ban_table(ctx.db, now, aliases).ban_of if now else (lambda card: None)
        ahead = _ban_table(ctx.db, later, aliases)
        items = []
        for group in group_by_card(resolved(ctx.deck.entries())).values():
            card = group[0].card
            ban = ahead.ban_of(card)
            if ban is None or banned_now(card) is not None:
                continue
            when = _date_text(ban.get("effective"))
            v = Violation(
                Msg(
                    "{card} is legal on {isoformat} but banned in {ruleset} from {when}",
                    card=card.display_name,
                    isoformat=ctx.as_of.isoformat(),
                    ruleset=ctx.ruleset,
                    when=when,
                ),
                location=group[0].location,
                # the announcement's address is long: riftcheck bans prints it whole
                fix=Plural(
                    total(group),
                    "replace {n} {card} before {when} (riftcheck bans lists the source)",
                    "replace {n} {card} before {when} (riftcheck bans lists the source)",
                    card=card.display_name,
                    when=when,
                ),
                cards=(card_ref(group[0]),),
                kind="scheduled",
                related=tuple(e.location for e in group[1:]),
            )
            items.append((when, v, f"{total(group)} {card.display_name}"))
        yield from one_per_cause(
            items,
            lambda when, n, listing, vs: (
                Msg(
                    "{n} cards are legal on {date} but banned in {format} from {when}: {cards}",
                    n=n,
                    date=ctx.as_of.isoformat(),
                    format=ctx.ruleset,
                    when=when,
                    cards=listing,
                ),
                Msg("replace them before {when} (riftcheck bans lists the source)", when=when),
            ),
        )


def _chosen_legends(ctx: RuleContext, table: _BanTable) -> Iterator[Violation]:
    """A warning per banned card named as one of Neeko's additional legends. The bans keep a card
    out of a deck (tr.bans) and the additional legends are choices recorded on the decklist
    (tr.decklist-choices), not cards of the deck; no rule says whether a ban reaches them, so it is
    a warning naming the card, never an error nor a silent pass."""
    for e in resolved(ctx.deck.additional_legends):
        ban = table.ban_of(e.card)
        if ban is None:
            continue
        since = None if ban.get("event") else _date_text(ban.get("effective"))
        why = (
            Msg("banned by this event ({where})", where=ban["event"])
            if ban.get("event")
            else Msg("banned in {ruleset} since {since}", ruleset=ctx.ruleset, since=since)
            if since
            else Msg("banned in {ruleset}", ruleset=ctx.ruleset)
        )
        yield Violation(
            Msg(
                "{card}, one of Neeko's additional legends, is {why}: a ban keeps a card out of a "
                "deck ({bans}) and the additional legends are choices, not cards of the deck; the "
                "rules do not say whether the ban reaches it",
                card=e.card.display_name,
                why=why,
                bans=ctx.cite("tr.bans"),
            ),
            location=e.location,
            fix=Msg(
                "choose another legend, or ask the head judge whether {card} may be chosen",
                card=e.card.display_name,
            ),
            cards=(card_ref(e),),
            kind="additional-legend",
        )


class _BanTable:
    """The bans in force, indexed by card key, with each card's answer remembered.

    A ban names exactly one card (the ruleset's aliases are applied, and every
    ban checked against the card database, when the run loads them), so it is
    matched by card identity alone: every printing and every language of that
    card, and nothing else. Only a database without name lookups (a test's
    stand-in) falls back to comparing names: the aliases are looked up by the
    card database's name key (:func:`~riftcheck.cards.normalize.name_key`, as
    the ruleset applies them), names by :func:`_name_match_key`.
    """

    def __init__(self, db: Any, bans: Any, aliases: Mapping[str, str]):
        alias_keys = {name_key(k): v for k, v in aliases.items() if name_key(k)}
        self.by_key: dict[str, Mapping[str, Any]] = {}
        self.by_name: dict[str, Mapping[str, Any]] = {}
        for ban in bans:
            name = str(ban.get("card", ""))
            card = _lookup(db, name)
            if card is not None:
                self.by_key.setdefault(card.key, ban)
            elif getattr(db, "by_name", None) is None or not hasattr(db, "cards_named"):
                name = alias_keys.get(name_key(name), name)
                if _name_match_key(name):
                    self.by_name.setdefault(_name_match_key(name), ban)
        self._answers: dict[str, Mapping[str, Any] | None] = {}

    def ban_of(self, card: Card) -> Mapping[str, Any] | None:
        """The ban entry naming ``card``, else ``None``."""
        try:
            return self._answers[card.key]
        except KeyError:
            ban = self._answers[card.key] = self.by_key.get(card.key) or _match_names(
                card, self.by_name
            )
            return ban


_NO_ALIASES: Mapping[str, str] = MappingProxyType({})


def ban_lookup(db: Any, bans: Any, aliases: Mapping[str, str] | None = None):
    """A function ``card -> ban entry or None`` over ``bans``, matched as this rule matches them
    (by identity, any name, the ruleset's aliases): the one matcher ``show`` and the stats use too."""
    return _ban_table(db, bans, aliases or _NO_ALIASES).ban_of


# The engine hands every deck judged on the same day the same (frozen) tables, so the index
# is built once per day, not once per deck. Entries keep their tables alive: ids stay unique.
_TABLES: dict[tuple[int, int, int], tuple[Any, Any, Any, _BanTable]] = {}


def _ban_table(db: Any, bans: Any, aliases: Mapping[str, str]) -> _BanTable:
    key = (id(db), id(bans), id(aliases))
    hit = _TABLES.get(key)
    if hit is None:
        if len(_TABLES) >= 64:
            _TABLES.clear()
        hit = _TABLES[key] = (db, bans, aliases, _BanTable(db, bans, aliases))
    return hit[3]


@lru_cache(maxsize=8192)  # called for every card of every deck; the names repeat
def _name_match_key(name: str) -> str:
    """A name as the card database's loose lookup compares it (:func:`~riftcheck.cards.normalize.loose_key`),
    accents folded as for a typed word (:func:`~riftcheck.cards.normalize.fold`): no normaliser of its own."""
    return loose_key(fold(name))


def _lookup(db: Any, name: str) -> Card | None:
    """The card a ban names, through the database when one is given."""
    finder = getattr(db, "by_name", None)
    if finder is None or not name:
        return None
    return finder(name)


def _match_names(card: Card, by_name: Mapping[str, Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """A ban entry naming ``card`` by its English name or any other-language name."""
    if not by_name:
        return None
    for name in (card.name, *card.names.values()):
        key = _name_match_key(name) if name else ""
        if key and key in by_name:
            return by_name[key]
    return None


def _date_text(value: Any) -> str | None:
    """An ISO date from a date or string value, else ``None``."""
    if isinstance(value, _dt.date):
        return value.isoformat()
    return str(value) if value else None


def _banned(ctx: RuleContext, cause, n: int, listing: str, vs) -> tuple[Msg, str]:
    """The finding of ``n`` cards banned on the same date, or by the same line of the event's
    bans (``cause`` is ``("since", date)`` or ``("event", where)``): each named at its lines,
    each removed."""
    kind, since = cause
    if kind == "event":
        message = Msg(
            "{n} cards are banned by this event ({where}): {cards}",
            n=n,
            where=since,
            cards=listing,
        )
    elif since:
        message = Msg(
            "{n} cards are banned in {format} since {date}: {cards}",
            n=n,
            format=ctx.ruleset,
            date=since,
            cards=listing,
        )
    else:
        message = Msg(
            "{n} cards are banned in {format}: {cards}", n=n, format=ctx.ruleset, cards=listing
        )
    return message, joined([v.fix for v in vs])


def _removal(ctx: RuleContext, group) -> str:
    """``remove 3 Stacked Deck from main: and 1 from sideboard:``: every copy, zone by zone. A
    legend, battlefield or rune is replaced where its zone needs it; written in another zone, it
    is zone-card-type's to remove, and a banned battlefield of a row too large is removed (the
    count's fix says so): one fix, never two that disagree or remove it twice (atkA 7, 31)."""
    from riftcheck.rules._helpers import ASTRAY, deferred_removals, remove_copies, under

    deck = ctx.deck
    card = group[0].card
    if card.type not in ("Legend", "Battlefield", "Rune"):
        per_zone: dict[str, int] = {}
        for e in group:
            per_zone[e.zone] = per_zone.get(e.zone, 0) + e.count
        return remove_copies(deck, card.display_name, [(n, z) for z, n in per_zone.items()])
    in_force = (ctx.tables.get("rule_options") or {}) if ctx.tables else {}
    parts = []
    for e in group:
        if e.zone in ASTRAY and "zone-card-type" in in_force:
            parts.append(
                Msg("{fix}, which fixes this too", fix=deferred_removals(deck, [(e, e.count)]))
            )
            continue
        cut = 0
        if card.type == "Battlefield" and e.zone == "battlefields":
            cut = banned_cut(ctx).get(id(e), (e, 0))[1]
        if cut:
            parts.append(
                Plural(
                    cut,
                    "remove {n} {card} from {zone}",
                    "remove {n} {card} from {zone}",
                    card=card.display_name,
                    zone=zone_word(deck, e.zone),
                )
            )
        if e.count > cut:
            # a zone of fixed size: removing would only make the next error (no legend, 2 battlefields)
            parts.append(
                Plural(
                    e.count - cut,
                    "replace {n} {card} {deck} with another {lower}",
                    "replace {n} {card} {deck} with another {lower}",
                    card=card.display_name,
                    deck=under(deck, e.zone),
                    lower=card.type.lower(),
                )
            )
    return joined(parts)


def is_banned(ctx: RuleContext, card) -> bool:
    """True when the ruleset bans ``card`` on the as-of date (zone-card-type's ``_banned``)."""
    bans = ctx.tables.get("bans") if ctx.tables else None
    if not bans:
        return False
    return ban_lookup(ctx.db, bans, ctx.tables.get("aliases"))(card) is not None


def banned_cut(ctx: RuleContext) -> dict[int, tuple[object, int]]:
    """The banned battlefields and tokens of a row too large that banned's and not-a-deck-card's
    fixes remove rather than replace, by ``id`` of the entry, with the copies: as many as the row
    has too many, in the order written. The count's fix says their removal, and their own fix
    says "remove" (not "replace with another battlefield", which the count would then remove
    again: atkA 31)."""
    from riftcheck.rules._helpers import astray_battlefields, staying_battlefields

    want = _count_option(ctx)
    if want is None:
        return {}
    in_force = (ctx.tables.get("rule_options") or {}) if ctx.tables else {}
    excess = total(staying_battlefields(ctx.deck)) + total(astray_battlefields(ctx.deck)) - want
    out: dict[int, tuple[object, int]] = {}
    for e in ctx.deck.battlefields:
        if excess <= 0:
            break
        if e.card is None or e.card.type != "Battlefield":
            continue
        if (e.card.token and "not-a-deck-card" in in_force) or (
            not e.card.token and "banned" in in_force and is_banned(ctx, e.card)
        ):
            k = min(excess, e.count)
            out[id(e)] = (e, k)
            excess -= k
    return out


def _count_option(ctx: RuleContext):
    """The battlefields rule's ``count`` in this ruleset (``None``: not run, or any number)."""
    opts = ((ctx.tables.get("rule_options") or {}) if ctx.tables else {}).get("battlefields")
    return None if opts is None else opts.get("count", 3)
