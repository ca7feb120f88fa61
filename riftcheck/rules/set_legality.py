"""The ``set-legality`` rule: every card shares its name with a card of a legal set."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterator, Mapping
from typing import Any

from riftcheck.i18n import N_
from riftcheck.models import Card, DeckEntry, Msg, Violation
from riftcheck.rules._helpers import card_ref, group_by_card, one_per_cause, printing_id, resolved
from riftcheck.rules.base import Rule, RuleContext


class SetLegality(Rule):
    """Every card is legal in the format on the as-of date because a legal set holds it.

    A card is legal if it is from a legal set or shares its name with a card
    from a legal set ([tr.set-legality]), so a promo or an alternate art of a legal
    card is legal too. An overnumbered reprint (a number above the set's
    size) does not by itself make a card legal ([tr.overnumbered]). The legal sets
    come from the ruleset's ``sets`` table: Standard sets released on or
    before the as-of date. All zones are checked; runes and battlefields too.

    Regional parity ([tr.regional-parity]): with ``--region cn`` (or ``region: cn`` in
    the configuration or the deck file) the launch dates are those of the
    ruleset's ``regions`` table (Unleashed out in China on 2026-04-10, four
    weeks before the rest of the world). A launch the sources give only to the
    month (Spiritforged in China: December 2025) counts as legal from the
    month's first day, but a deck judged inside that month gets a *warning*
    for each card only that set makes legal ("the exact day is not known"),
    so the verdict is never a silent LEGAL and ``--strict`` fails it. Reading
    chosen here: inside the month the card is given the benefit of the doubt
    (warning, not error); before the month it is an error.

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
    severities = {"default": "error", "release-day-unknown": "warning"}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per card with no printing in a legal set; cards not legal for the same
        reason (the same set not yet out) are one violation listing every line."""
        legal = ctx.tables.get("legal_sets")
        if legal is None:
            return  # the ruleset has no set table: nothing to judge by
        release: Mapping[str, Any] = ctx.tables.get("set_release") or {}
        info = _set_info(ctx.tables.get("sets"))
        unsure = {
            code: row
            for code, row in info.items()
            if code in legal
            and row.get("release_day_unknown")
            and ctx.as_of <= row["release_month_end"]
        }
        items = []
        for group in group_by_card(resolved(ctx.deck.entries())).values():
            card = group[0].card
            by = {p.set for p in card.printings if p.set in legal and p.variant != "overnumbered"}
            if by and not by <= set(unsure):
                continue
            if by:
                items.append(self._unsure(ctx, card, group[0], info[sorted(by)[0]]))
                continue
            items.append(self._violation(ctx, card, group[0], release, info))
        yield from one_per_cause(items, _merge)

    @staticmethod
    def _unsure(ctx: RuleContext, card: Card, entry: DeckEntry, row: Mapping[str, Any]):
        """A card legal only through a set whose regional launch day is not known:
        ``(cause, violation, label)``, the cause shared by every card of that set."""
        start, end = row["release"], row["release_month_end"]
        region = (ctx.tables.get("region_info") or {}).get("name") or row.get("region")
        month = start.strftime("%B %Y")
        message = Msg(
            "{card} is from {value}, which launched in {region} in {month}; the exact day is not known, so it may not be legal on {isoformat}",
            card=_label(card, _shown(card, entry)),
            value=row["name"],
            region=region,
            month=month,
            isoformat=ctx.as_of.isoformat(),
        )
        fix = Msg(
            "check with the organiser that {value} was out on {isoformat}, or check the deck as of {isoformat2} or later",
            value=row["name"],
            isoformat=ctx.as_of.isoformat(),
            isoformat2=(end + _dt.timedelta(days=1)).isoformat(),
        )
        v = Violation(
            message,
            location=entry.location,
            fix=fix,
            cards=(card_ref(entry),),
            kind="release-day-unknown",
        )
        cause = ("unsure", row["name"], region, month, ctx.as_of.isoformat())
        return cause, v, _label(card, _shown(card, entry))

    @staticmethod
    def _violation(
        ctx: RuleContext,
        card: Card,
        entry: DeckEntry,
        release: Mapping[str, Any],
        info: Mapping[str, Mapping[str, Any]],
    ):
        """Explain why ``card`` is not legal, naming the printing that comes closest:
        ``(cause, violation, label)``, the cause shared by the cards not legal for the same reason."""
        regular = [p for p in card.printings if p.variant != "overnumbered"]
        upcoming = sorted(
            (
                (d, p)
                for p in regular
                if (d := _as_date(release.get(p.set))) is not None
                and d > ctx.as_of
                and info.get(p.set, {}).get("standard", True) is not False
            ),
            key=lambda dp: dp[0],
        )
        shown = _shown(card, entry)
        if upcoming:
            when, p = upcoming[0]
            message = Msg(
                "{card} is from {set_name}, which is not legal until {isoformat}",
                card=_label(card, p.id),
                set_name=_set_name(p.set, info),
                isoformat=when.isoformat(),
            )
            fix = Msg(
                "remove {card}, or check the deck as of {isoformat} or later",
                card=card.display_name,
                isoformat=when.isoformat(),
            )
            cause = ("until", _set_name(p.set, info), when.isoformat())
            label = _label(card, p.id)
        elif regular or not card.printings:
            p = entry.printing if entry.printing in regular else (regular[0] if regular else None)
            on = Msg("in {ruleset} on {date}", ruleset=ctx.ruleset, date=ctx.as_of.isoformat())
            if p is None:
                message = Msg(
                    "{card} is from no set that is legal {on}", card=_label(card, shown), on=on
                )
                cause = ("no-set", ctx.ruleset, ctx.as_of.isoformat())
                label = _label(card, shown)
            else:
                message = Msg(
                    "{card} is from {set_name}, which is not legal {on}",
                    card=_label(card, p.id),
                    set_name=_set_name(p.set, info),
                    on=on,
                )
                cause = ("not-legal", _set_name(p.set, info), ctx.ruleset, ctx.as_of.isoformat())
                label = _label(card, p.id)
            fix = Msg("remove {card}", card=card.display_name)
        else:
            cite = ctx.cite("tr.overnumbered")
            message = Msg(
                "{card} is known only from overnumbered printings, which do not make a card legal by themselves ({cite})",
                card=_label(card, shown),
                cite=cite,
            )
            fix = Msg("remove {card}", card=card.display_name)
            cause, label = ("overnumbered", cite), _label(card, shown)
        v = Violation(message, location=entry.location, fix=fix, cards=(card_ref(entry),))
        return cause, v, label


def _merge(cause: tuple, n: int, listing: str, vs: list[Violation]) -> tuple[Msg, Msg]:
    """The message and fix of ``n`` cards not legal for the same reason."""
    kind, *values = cause
    if kind == "unsure":
        name, region, month, date = values
        message = Msg(
            "{n} cards are from {set}, which launched in {region} in {month}; the exact day is not known, so they may not be legal on {date}: {cards}",
            n=n,
            set=name,
            region=region,
            month=month,
            date=date,
            cards=listing,
        )
        return message, vs[0].fix
    if kind == "until":
        name, date = values
        return (
            Msg(
                "{n} cards are from {set}, which is not legal until {date}: {cards}",
                n=n,
                set=name,
                date=date,
                cards=listing,
            ),
            Msg("remove these {n} cards, or check the deck as of {date} or later", n=n, date=date),
        )
    if kind == "not-legal":
        name, ruleset, date = values
        message = Msg(
            "{n} cards are from {set}, which is not legal in {format} on {date}: {cards}",
            n=n,
            set=name,
            format=ruleset,
            date=date,
            cards=listing,
        )
    elif kind == "no-set":
        ruleset, date = values
        message = Msg(
            "{n} cards are from no set that is legal in {format} on {date}: {cards}",
            n=n,
            format=ruleset,
            date=date,
            cards=listing,
        )
    else:
        (cite,) = values
        message = Msg(
            "{n} cards are known only from overnumbered printings, which do not make a card legal by themselves ({cite}): {cards}",
            n=n,
            cite=cite,
            cards=listing,
        )
    return message, Msg("remove these {n} cards", n=n)


def _shown(card: Card, entry: DeckEntry) -> str:
    """The printing id a finding shows for the entry."""
    return printing_id(entry) or card.display_name


def _label(card: Card, pid: str) -> str:
    """``Spiderling (VEN-097)``, or just the id for a card without an English name."""
    name = card.display_name
    return pid if name == pid else f"{name} ({pid})"


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
