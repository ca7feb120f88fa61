"""The ``set-legality`` rule: every card shares its name with a card of a legal set."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterator, Mapping
from typing import Any

from riftcheck.i18n import N_
from riftcheck.infra.value import replace
from riftcheck.models import Card, DeckEntry, Msg, Plural, Violation
from riftcheck.regions import unsure as unsure_there
from riftcheck.rules._helpers import card_ref, group_by_card, one_per_cause, printing_id, resolved
from riftcheck.rules.base import Rule, RuleContext


class SetLegality(Rule):
    """Every card is legal in the format on the as-of date because a legal set holds it.

    A card is legal if it is from a legal set or shares its name with a card
    from a legal set ([tr.set-legality]), so a promo or an alternate art of a legal
    card is legal too. An overnumbered reprint (a number above the set's
    size) does not by itself make a card legal ([tr.overnumbered]). The legal sets
    come from the ruleset's ``sets`` table: Standard sets released on or
    before the as-of date and not rotated out (a set's ``until`` date, the
    day it leaves Standard: its cards are then errors that say so, unless a
    legal set reprints them). All zones are checked; runes and battlefields too.

    Regional parity ([tr.regional-parity]): with ``--region cn`` (or ``region: cn`` in
    the configuration or the deck file) the launch dates are those of the
    ruleset's ``regions`` table (Unleashed out in China on 2026-04-10, four
    weeks before the rest of the world; ``kr`` Korea; ``tw``, ``hk`` or ``mo``
    Taiwan, Hong Kong and Macau). A launch the sources give only to the
    month (Spiritforged in China: December 2025) counts as legal from the
    month's first day, but a deck judged inside that month gets a *warning*
    for each card only that set makes legal ("the exact day is not known"),
    so the verdict is never a silent LEGAL and ``--strict`` fails it. Reading
    chosen here: inside the month the card is given the benefit of the doubt
    (warning, not error); before the month it is an error. A set whose launch
    date in the region is not known is a warning on every date, saying so
    (before its worldwide release, that it is most likely not legal there yet:
    a local launch can come first, as Origins did in China); a set known not
    to have launched there is an error until the date the region's data was
    checked, and a warning after it (it may have launched since).

    Options: none (the legal sets come from the ruleset's ``sets`` table).

    Legal example (as of 2026-08-01):

        main:
          - 3 Spiderling   # VEN-097; Vendetta was released on 2026-07-31

    Illegal example (as of 2026-07-30):

        main:
          - 3 Spiderling   # Vendetta is not legal until 2026-07-31
    """

    id = "set-legality"
    summary = N_(
        "Every card is from (or shares its name with a card from) a set legal on the as-of date."
    )
    citations = ("tr.set-legality", "tr.regional-parity", "tr.overnumbered", "cr.format-legality")
    severities = {
        "default": "error",
        "release-day-unknown": "warning",
        "release-unknown": "warning",
    }

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per card with no printing in a legal set; cards not legal for the same
        reason (the same set not yet out) are one violation listing every line."""
        legal = ctx.tables.get("legal_sets")
        if legal is None:
            return  # the ruleset has no set table: nothing to judge by
        info = _set_info(ctx.tables.get("sets"))
        # sets whose local date is unknown, on a day before the game launched in the region at all
        # (S7 of the attack: a warning for Spiritforged in Korea before Korea's first set)
        closed = {c for c, row in info.items() if _closed(row, ctx.as_of)}
        legal = frozenset(legal) - closed
        unsure = {
            code: row
            for code, row in info.items()
            if code in legal and unsure_there(row, ctx.as_of)
        }
        items = []
        groups: dict[Any, list[DeckEntry]] = {}
        for group in group_by_card(resolved(ctx.deck.entries())).values():
            card = group[0].card
            groups[card_ref(group[0])] = group
            by = {p.set for p in card.printings if p.set in legal and p.variant != "overnumbered"}
            if by and not by <= set(unsure):
                continue
            if by:
                items.append(_unsure(ctx, card, group[0], info[sorted(by)[0]]))
                continue
            early = _unknown_before_release(ctx, card, info)
            if early is not None:
                items.append(_unsure(ctx, card, group[0], early))
                continue
            cause, v, label = _violation(ctx, card, group[0], info)
            if v.fix is not None and cause[0] in _REMOVING:
                v = replace(v, fix=_cause_fix(ctx, [group], cause))
            items.append((cause, v, label))

        def merge(cause, n, listing, vs):
            message, fix = _merge(cause, n, listing, vs)
            if cause[0] in _REMOVING:
                cards = dict.fromkeys(c for v in vs for c in v.cards)
                fix = _cause_fix(ctx, [groups[c] for c in cards if c in groups], cause)
            return message, fix

        yield from one_per_cause(items, merge)


def _region(ctx: RuleContext, row: Mapping[str, Any]) -> str:
    return (ctx.tables.get("region_info") or {}).get("name") or row.get("region")


def _unsure(ctx: RuleContext, card: Card, entry: DeckEntry, row: Mapping[str, Any]):
    """A card legal only through a set whose launch in the region is not certain on the day:
    ``(cause, violation, label)``, the cause shared by every card of that set."""
    region, day = _region(ctx, row), ctx.as_of.isoformat()
    label = _label(card, _printing_in(card, entry, row["code"]))
    if row.get("release_day_unknown"):
        start, end = row["release"], row["release_month_end"]
        month = start.strftime("%B %Y")
        message = Msg(
            "{card} is from {value}, which launched in {region} in {month}; the exact day is not known, so it may not be legal on {isoformat}",
            card=label,
            value=row["name"],
            region=region,
            month=month,
            isoformat=day,
        )
        fix = Msg(
            "check with the organiser that {value} was out on {isoformat}, or check the deck as of {isoformat2} or later",
            value=row["name"],
            isoformat=day,
            isoformat2=(end + _dt.timedelta(days=1) if end < _dt.date.max else end).isoformat(),
        )
        cause, kind = ("unsure", row["name"], region, month, day), "release-day-unknown"
    elif row.get("release_unknown") and row["release"] > ctx.as_of:
        release = row["release"].isoformat()
        message = Msg(
            "{card} is from {set}, whose launch date in {region} is not known; its worldwide release is on {release}, so it is most likely not legal there on {date}",
            card=label,
            set=row["name"],
            region=region,
            release=release,
            date=day,
        )
        fix = Msg(
            "check with the organiser whether {set} is out in {region}, or check the deck as of {release} or later",
            set=row["name"],
            region=region,
            release=release,
        )
        cause, kind = ("early", row["name"], region, release, day), "release-unknown"
    else:
        why = _not_known(row, region)
        message = Msg(
            "{card} is from {set}, {why}, so it may not be legal there on {date}",
            card=label,
            set=row["name"],
            why=why,
            date=day,
        )
        fix = Msg(
            "check with the organiser that {set} is out in {region}", set=row["name"], region=region
        )
        cause, kind = ("unknown", row["name"], why, day), "release-unknown"
    v = Violation(message, location=entry.location, fix=fix, cards=(card_ref(entry),), kind=kind)
    return cause, v, label


def _printing_in(card: Card, entry: DeckEntry, code: str) -> str:
    """The id a finding about set ``code`` shows: the entry's own printing when it is of that set,
    else the card's printing in it (S7 of the attack: "Order Rune (OGN-214) is from Spiritforged"
    stated an Origins id was from Spiritforged; the name is judged by its SFD-R06 printing)."""
    shown = _shown(card, entry)
    if shown.upper().startswith(code.upper() + "-"):
        return shown
    return next(
        (p.id for p in card.printings if p.set == code and p.variant == "base"),
        next((p.id for p in card.printings if p.set == code), shown),
    )


def _unknown_before_release(ctx: RuleContext, card: Card, info) -> Mapping[str, Any] | None:
    """The set row of a card whose only hope is a set not released worldwide yet on the day and
    whose launch date in the region is not known: a local launch may come first (China had
    Origins three months before the world), so it is a warning that says so, not a silent no."""
    rows = sorted(
        (
            row
            for p in card.printings
            if p.variant != "overnumbered"
            and (row := info.get(p.set)) is not None
            and row.get("release_unknown")
            and row["release"] > ctx.as_of
            and row.get("standard", True) is not False
            and not _closed(row, ctx.as_of)
        ),
        key=lambda row: row["release"],
    )
    return rows[0] if rows else None


def _not_known(row: Mapping[str, Any], region: str) -> Msg:
    """Why a set's launch in the region is not certain: its date there, or whether it launched."""
    if row.get("not_launched_as_of"):
        return Msg(
            "which had not launched in {region} when riftcheck's data was checked on {checked}",
            region=region,
            checked=row["not_launched_as_of"].isoformat(),
        )
    return Msg(
        "whose launch date in {region} is not known (worldwide release {date})",
        region=region,
        date=row["worldwide_release"].isoformat(),
    )


def _violation(ctx: RuleContext, card: Card, entry: DeckEntry, info):
    """Explain why ``card`` is not legal, naming the printing that comes closest:
    ``(cause, violation, label)``, the cause shared by the cards not legal for the same reason."""
    regular = [p for p in card.printings if p.variant != "overnumbered"]
    for step in (_upcoming, _not_launched, _rotated):
        found = step(ctx, card, regular, info)
        if found is not None:
            cause, message, fix, pid = found
            v = Violation(message, location=entry.location, fix=fix, cards=(card_ref(entry),))
            return cause, v, _label(card, pid)
    shown = _shown(card, entry)
    fix = Msg("remove {card}", card=card.display_name)
    if regular or not card.printings:
        p = entry.printing if entry.printing in regular else (regular[0] if regular else None)
        on = Msg("in {ruleset} on {date}", ruleset=ctx.ruleset, date=ctx.as_of.isoformat())
        if p is None:
            message = Msg(
                "{card} is from no set that is legal {on}", card=_label(card, shown), on=on
            )
            cause, label = ("no-set", ctx.ruleset, ctx.as_of.isoformat()), _label(card, shown)
        else:
            name = _set_name(p.set, info)
            message = Msg(
                "{card} is from {set_name}, which is not legal {on}",
                card=_label(card, p.id),
                set_name=name,
                on=on,
            )
            cause, label = (
                ("not-legal", name, ctx.ruleset, ctx.as_of.isoformat()),
                _label(card, p.id),
            )
    else:
        cite = ctx.cite("tr.overnumbered")
        message = Msg(
            "{card} is known only from overnumbered printings, which do not make a card legal by themselves ({cite})",
            card=_label(card, shown),
            cite=cite,
        )
        cause, label = ("overnumbered", cite), _label(card, shown)
    return (
        cause,
        Violation(message, location=entry.location, fix=fix, cards=(card_ref(entry),)),
        label,
    )


def _upcoming(ctx: RuleContext, card: Card, regular, info):
    """A card of a Standard set not released yet on the day: not legal until its release."""
    upcoming = sorted(
        (
            (row["release"], p, row)
            for p in regular
            if (row := info.get(p.set)) is not None
            and row["release"] > ctx.as_of
            and row.get("standard", True) is not False
            and not _not_launched_on(row, ctx.as_of)
        ),
        key=lambda drr: drr[0],
    )
    if not upcoming:
        return None
    when, p, row = upcoming[0]
    name, date = _set_name(p.set, info), when.isoformat()
    if row.get("release_unknown"):
        # the worldwide date: the local one is not known, and the message says so
        message = Msg(
            "{card} is from {set_name}, which is not legal until {isoformat} (its worldwide release; its launch date in {region} is not known)",
            card=_label(card, p.id),
            set_name=name,
            isoformat=date,
            region=_region(ctx, row),
        )
        cause = ("until-region", name, date, _region(ctx, row))
    elif region := (ctx.tables.get("region_info") or {}).get("name"):
        # a regional launch date: the message names the region (S2 of the attack)
        message = Msg(
            "{card} is from {set_name}, which is not legal in {region} until {isoformat}",
            card=_label(card, p.id),
            set_name=name,
            region=region,
            isoformat=date,
        )
        cause = ("until-in", name, date, region)
    else:
        message = Msg(
            "{card} is from {set_name}, which is not legal until {isoformat}",
            card=_label(card, p.id),
            set_name=name,
            isoformat=date,
        )
        cause = ("until", name, date)
    fix = Msg(
        "remove {card}, or check the deck as of {isoformat} or later",
        card=card.display_name,
        isoformat=date,
    )
    return cause, message, fix, p.id


def _not_launched_on(row: Mapping[str, Any], day: _dt.date) -> bool:
    """True for a set known not to have launched in the row's region by ``day`` (no worldwide
    date to wait for: the region's data says it had not launched)."""
    checked = row.get("not_launched_as_of")
    return checked is not None and day <= checked


def _closed(row: Mapping[str, Any], day: _dt.date) -> bool:
    """True for a set of unknown local date on a day before the game launched in the region."""
    start = row.get("not_before")
    return start is not None and day < start


def _not_launched(ctx: RuleContext, card: Card, regular, info):
    """A card of a set known not to have launched in the region by the day."""
    for p in regular:
        row = info.get(p.set) or {}
        if _closed(row, ctx.as_of):
            region, name = _region(ctx, row), _set_name(p.set, info)
            opened = row["not_before"].isoformat()
            message = Msg(
                "{card} is from {set}, which had not launched in {region} on {date}: the game launched there on {opened}",
                card=_label(card, p.id),
                set=name,
                region=region,
                date=ctx.as_of.isoformat(),
                opened=opened,
            )
            fix = Msg(
                "remove {card}, or check the deck as of {isoformat} or later",
                card=card.display_name,
                isoformat=opened,
            )
            return ("closed", name, region, ctx.as_of.isoformat(), opened), message, fix, p.id
        checked = row.get("not_launched_as_of")
        if checked is not None and ctx.as_of <= checked:
            region, name = _region(ctx, row), _set_name(p.set, info)
            # the day judged, and the regional data's own date apart: "as of 2026-12-01" for a deck
            # judged on 2026-06-01 read as the judging date (atkF 18)
            message = Msg(
                "{card} is from {set}, which had not launched in {region} on {date} (by the regional data, checked on {checked})",
                card=_label(card, p.id),
                set=name,
                region=region,
                date=ctx.as_of.isoformat(),
                checked=checked.isoformat(),
            )
            fix = Msg(
                "remove {card}, or check with the organiser that {set} is out in {region}",
                card=card.display_name,
                set=name,
                region=region,
            )
            cause = ("not-launched", name, region, checked.isoformat(), ctx.as_of.isoformat())
            return cause, message, fix, p.id
    return None


def _rotated(ctx: RuleContext, card: Card, regular, info):
    """A card whose sets have all left Standard (rotation: a set's ``until``) by the day."""
    ends = [
        (row["until"], p)
        for p in regular
        if (row := info.get(p.set)) is not None and row.get("until") and row["until"] <= ctx.as_of
    ]
    if not ends:
        return None
    until, p = max(ends, key=lambda ep: ep[0])
    name = _set_name(p.set, info)
    message = Msg(
        "{card} is from {set}, which left Standard on {date} (rotation)",
        card=_label(card, p.id),
        set=name,
        date=until.isoformat(),
    )
    fix = Msg("remove {card}", card=card.display_name)
    return ("rotated", name, until.isoformat()), message, fix, p.id


#: The causes whose fix takes the cards out of the deck (the others ask the organiser): their
#: fix says, zone by zone, what to remove and what to replace.
_REMOVING = frozenset(
    (
        "until",
        "until-region",
        "until-in",
        "closed",
        "not-launched",
        "rotated",
        "not-legal",
        "no-set",
        "overnumbered",
    )
)

#: The zones of a fixed size (one legend, one Chosen Champion, three battlefields, twelve runes):
#: a card there is replaced, not removed, or the deck can never be legal (S2 of the attack).
_FIXED = {
    "legend": lambda on: Msg("a legend of a set legal {on}", on=on),
    "champion": lambda on: Msg("a champion unit of a set legal {on}", on=on),
    "battlefields": lambda on: Msg("a battlefield of a set legal {on}", on=on),
    "runes": lambda on: Msg("a rune of a set legal {on}", on=on),
}


def _cause_fix(ctx: RuleContext, groups: list[list[DeckEntry]], cause: tuple) -> Msg:
    """The zone-aware fix of a cause that takes cards out, with its alternative: the date to wait
    for (a set not out yet), or the organiser (a set not launched in the region when the data was
    checked: it may have launched since)."""
    fix = _zone_fix(ctx, groups, _wait(cause))
    if cause[0] == "not-launched":
        fix = Msg(
            "{fix}, or check with the organiser that {set} is out in {region}",
            fix=fix,
            set=cause[1],
            region=cause[2],
        )
    return fix


def _wait(cause: tuple) -> str | None:
    """The date a card not legal yet becomes legal (``until`` causes), else ``None``."""
    if cause[0] == "closed":
        return cause[4]
    return cause[2] if cause[0] in ("until", "until-region", "until-in") else None


#: How many cards a grouped fix removes by name; past them, "these cards" with the counts by zone
_NAMED_REMOVALS = 3


def _removals(ctx: RuleContext, by_name: dict[str, dict[str, int]], replaced: bool) -> list[Msg]:
    """The removals of a grouped fix (``by_name``: card -> zone -> copies): one card's by name;
    after replacements (``replaced``) each card's by name, up to :data:`_NAMED_REMOVALS`: "these
    cards" read as the legend and champion just named too (atkQ 6); else "these cards" with
    the counts by zone."""
    from riftcheck.rules._helpers import remove_copies, zone_word

    if not by_name:
        return []
    if len(by_name) == 1 or (replaced and len(by_name) <= _NAMED_REMOVALS):
        return [
            remove_copies(ctx.deck, name, [(n, z) for z, n in zones.items()])
            for name, zones in by_name.items()
        ]
    removed: dict[str, int] = {}
    for zones in by_name.values():
        for z, n in zones.items():
            removed[z] = removed.get(z, 0) + n
    (n, zone), *rest = [(n, z) for z, n in removed.items()]
    out = Msg("remove {n} copies of these cards from {zone}", n=n, zone=zone_word(ctx.deck, zone))
    for n, zone in rest:
        out = Msg("{edit} and {n} from {zone}", edit=out, n=n, zone=zone_word(ctx.deck, zone))
    return [out]


def _zone_fix(ctx: RuleContext, groups: list[list[DeckEntry]], wait: str | None) -> Msg:
    """``replace 1 Inferna under Battlefields: with a battlefield of a set legal in Taiwan, Hong
    Kong and Macau on 2026-11-01; remove 9 cards from MainDeck: and 1 from Sideboard:``: a card in
    a zone of fixed size is replaced (removing it leaves a deck missing a legend, a champion or a
    battlefield), the others removed, every count exact per zone."""
    from riftcheck.rules._helpers import joined, under

    region = (ctx.tables.get("region_info") or {}).get("name")
    day = ctx.as_of.isoformat()
    on = (
        Msg("in {region} on {date}", region=region, date=day)
        if region
        else Msg("in {ruleset} on {date}", ruleset=ctx.ruleset, date=day)
    )
    edits: list[Msg] = []
    by_name: dict[str, dict[str, int]] = {}  # card -> zone -> copies to remove, in order
    for group in groups:
        for e in group:
            if e.zone in _FIXED:
                edits.append(
                    Plural(
                        e.count,
                        "replace {n} {card} {deck} with {other}",
                        "replace {n} {card} {deck} with {other}",
                        card=e.card.display_name,
                        deck=under(ctx.deck, e.zone),
                        other=_FIXED[e.zone](on),
                    )
                )
            else:
                zones = by_name.setdefault(e.card.display_name, {})
                zones[e.zone] = zones.get(e.zone, 0) + e.count
    edits += _removals(ctx, by_name, replaced=bool(edits))
    fix = joined(edits)
    if wait is not None:
        fix = Msg("{fix}, or check the deck as of {date} or later", fix=fix, date=wait)
    return fix


def _merge(cause: tuple, n: int, listing: str, vs: list[Violation]) -> tuple[Msg, Msg]:
    """The message and fix of ``n`` cards not legal (or not certainly legal) for the same reason."""
    kind, *values = cause
    return _MERGED[kind](n, listing, vs, *values)


def _merged_unsure(n, listing, vs, name, region, month, date):
    return (
        Msg(
            "{n} cards are from {set}, which launched in {region} in {month}; the exact day is not known, so they may not be legal on {date}: {cards}",
            n=n,
            set=name,
            region=region,
            month=month,
            date=date,
            cards=listing,
        ),
        vs[0].fix,
    )


def _merged_unknown(n, listing, vs, name, why, date):
    return (
        Msg(
            "{n} cards are from {set}, {why}, so they may not be legal there on {date}: {cards}",
            n=n,
            set=name,
            why=why,
            date=date,
            cards=listing,
        ),
        vs[0].fix,
    )


def _merged_early(n, listing, vs, name, region, release, date):
    return (
        Msg(
            "{n} cards are from {set}, whose launch date in {region} is not known; its worldwide release is on {release}, so they are most likely not legal there on {date}: {cards}",
            n=n,
            set=name,
            region=region,
            release=release,
            date=date,
            cards=listing,
        ),
        vs[0].fix,
    )


def _merged_until(n, listing, vs, name, date, region=None):
    message = (
        Msg(
            "{n} cards are from {set}, which is not legal until {date} (its worldwide release; its launch date in {region} is not known): {cards}",
            n=n,
            set=name,
            date=date,
            region=region,
            cards=listing,
        )
        if region
        else Msg(
            "{n} cards are from {set}, which is not legal until {date}: {cards}",
            n=n,
            set=name,
            date=date,
            cards=listing,
        )
    )
    return message, Msg(
        "remove these {n} cards, or check the deck as of {date} or later", n=n, date=date
    )


def _merged_until_in(n, listing, vs, name, date, region):
    return (
        Msg(
            "{n} cards are from {set}, which is not legal in {region} until {date}: {cards}",
            n=n,
            set=name,
            region=region,
            date=date,
            cards=listing,
        ),
        vs[0].fix,
    )


def _merged_closed(n, listing, vs, name, region, date, opened):
    return (
        Msg(
            "{n} cards are from {set}, which had not launched in {region} on {date}: the game launched there on {opened}: {cards}",
            n=n,
            set=name,
            region=region,
            date=date,
            opened=opened,
            cards=listing,
        ),
        vs[0].fix,
    )


def _merged_not_launched(n, listing, vs, name, region, checked, date):
    return (
        Msg(
            "{n} cards are from {set}, which had not launched in {region} on {date} (by the regional data, checked on {checked}): {cards}",
            n=n,
            set=name,
            region=region,
            date=date,
            checked=checked,
            cards=listing,
        ),
        Msg("remove these {n} cards", n=n),
    )


def _merged_rotated(n, listing, vs, name, date):
    return (
        Msg(
            "{n} cards are from {set}, which left Standard on {date} (rotation): {cards}",
            n=n,
            set=name,
            date=date,
            cards=listing,
        ),
        Msg("remove these {n} cards", n=n),
    )


def _merged_not_legal(n, listing, vs, name, ruleset, date):
    return (
        Msg(
            "{n} cards are from {set}, which is not legal in {format} on {date}: {cards}",
            n=n,
            set=name,
            format=ruleset,
            date=date,
            cards=listing,
        ),
        Msg("remove these {n} cards", n=n),
    )


def _merged_no_set(n, listing, vs, ruleset, date):
    return (
        Msg(
            "{n} cards are from no set that is legal in {format} on {date}: {cards}",
            n=n,
            format=ruleset,
            date=date,
            cards=listing,
        ),
        Msg("remove these {n} cards", n=n),
    )


def _merged_overnumbered(n, listing, vs, cite):
    return (
        Msg(
            "{n} cards are known only from overnumbered printings, which do not make a card legal by themselves ({cite}): {cards}",
            n=n,
            cite=cite,
            cards=listing,
        ),
        Msg("remove these {n} cards", n=n),
    )


#: The merged message of each cause.
_MERGED = {
    "unsure": _merged_unsure,
    "unknown": _merged_unknown,
    "early": _merged_early,
    "until": _merged_until,
    "until-region": _merged_until,
    "until-in": _merged_until_in,
    "closed": _merged_closed,
    "not-launched": _merged_not_launched,
    "rotated": _merged_rotated,
    "not-legal": _merged_not_legal,
    "no-set": _merged_no_set,
    "overnumbered": _merged_overnumbered,
}


def _shown(card: Card, entry: DeckEntry) -> str:
    """The printing id a finding shows for the entry."""
    return printing_id(entry) or card.display_name


def _label(card: Card, pid: str) -> str | Msg:
    """``Spiderling (VEN-097)``, or just the id for a card without an English name: a Msg, so
    that a report names the card in its language (« Aperçu du futur (SFD-122) »)."""
    name = card.display_name
    return pid if name == pid else Msg("{card} ({card_id})", card=name, card_id=pid)


def _set_info(sets: Any) -> dict[str, Mapping[str, Any]]:
    """The ruleset's ``sets`` table keyed by set code (empty when absent)."""
    out: dict[str, Mapping[str, Any]] = {}
    for row in sets or ():
        if isinstance(row, Mapping) and row.get("code"):
            out[str(row["code"])] = row
    return out


def _set_name(code: str, info: Mapping[str, Mapping[str, Any]]) -> str:
    """A set's name from the table, else its code."""
    return str(info.get(code, {}).get("name") or code)


def _as_date(value: Any) -> _dt.date | None:
    """A date from a date or ISO string, else ``None``."""
    if isinstance(value, _dt.date):
        return value
    if isinstance(value, str):
        try:
            return _dt.date.fromisoformat(value)
        except ValueError:
            return None
    return None
