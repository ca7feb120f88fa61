"""Regional launch dates (TR 601.2.b, "regional parity"): a ruleset judged by a region's dates.

Until parity, card legality follows the local launch date. A ruleset's ``regions`` table gives,
per region, each set's launch there: a date; ``YYYY-MM`` when only the month is known (a deck
judged inside that month gets a warning); ``unknown`` when the local date is not known (a
warning on every date: before the worldwide release, that it is most likely not legal yet); ``none`` when the set is known not to have launched there as of the region's
``checked`` date (not legal until then; a warning after it, since it may have launched since).
A set the region does not list takes ``others``: ``worldwide`` (parity reached) or ``unknown``
(the default: never a silent yes). ``also`` names further codes of the same region (``hk`` and
``mo`` for Taiwan, Hong Kong and Macau). Regions stay data: adding one is a table edit.

:func:`for_region` turns the ruleset's ``sets`` rows into that region's, with the flags the
``set-legality`` rule reads (``release_day_unknown``, ``release_unknown``, ``not_launched_as_of``).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from riftcheck.infra.errors import UsageError
from riftcheck.infra.value import replace
from riftcheck.models import Msg

#: What a region's release of a set may say besides a date or a month.
UNKNOWN, NONE = "unknown", "none"
#: What a set a region does not list takes.
OTHERS = ("worldwide", "unknown")

#: The word for no region (the worldwide launch dates), as ``--region``'s help names the default.
WORLDWIDE = "worldwide"

_VARIANTS: dict[tuple[int, str], Any] = {}


def parse_release(value: Any, date: Callable[[Any], _dt.date]) -> Any:
    """A region's release as written: ``unknown``, ``none``, ``(year, month)`` for ``YYYY-MM``,
    else the date ``date(value)`` reads (which raises, naming the place, for anything else)."""
    if value in (UNKNOWN, NONE):
        return value
    if isinstance(value, str) and len(value) == 7 and value[4] == "-":
        try:
            y, m = int(value[:4]), int(value[5:])
            if 1 <= m <= 12:
                return (y, m)
        except ValueError:
            pass
    return date(value)


def month_end(year: int, month: int) -> _dt.date:
    """The last day of ``month`` (``calendar.monthrange``'s answer, without importing
    :mod:`calendar` and :mod:`locale` on every check: 2 ms of start-up)."""
    if month == 12:
        return _dt.date(year, 12, 31)
    return _dt.date(year, month + 1, 1) - _dt.timedelta(days=1)


def find(regions: Mapping[str, Mapping[str, Any]], code: str) -> Mapping[str, Any] | None:
    """The region of ``code``: its own row, or the one whose ``also`` names it."""
    code = code.casefold()
    if code in regions:
        return regions[code]
    return next((r for r in regions.values() if code in (r.get("also") or ())), None)


def codes(regions: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Every code a region answers to, sorted."""
    return sorted({c for k, r in regions.items() for c in (k, *(r.get("also") or ()))})


def nearest(regions: Mapping[str, Mapping[str, Any]], code: str) -> str | None:
    """The region code a misspelt or spelt-out ``code`` most likely means: the region whose name
    holds it (``taiwan``: ``tw``), else the closest code; ``None`` when none is near."""
    from riftcheck.infra.suggest import closest

    named = [k for k, r in regions.items() if code.casefold() in str(r.get("name", "")).casefold()]
    return named[0] if named else closest(code.casefold(), codes(regions))


def for_region(rs: Any, code: str) -> Any:
    """``rs`` judging set legality by region ``code``'s launch dates; :class:`UsageError` naming the
    known regions for an unknown code. Cached per ruleset and code."""
    hit = _VARIANTS.get((id(rs), code))
    if hit is not None and hit.tables.get("base") is rs.tables:
        return hit
    region = find(rs.regions(), code)
    if region is None:
        # also for a ruleset with no regions table: a region no table knows is refused, never
        # named in the header as if its launch dates had judged the deck (--region zz)
        raise UsageError(
            Msg(
                "unknown region '{code}' for ruleset {name} (regions: {known})",
                code=code,
                name=rs.name,
                known=", ".join(codes(rs.regions())) or Msg("none"),
            ),
            hint=Msg("without a region, the worldwide launch dates apply"),
        )
    if "set-legality" not in rs.rules:
        # only a ruleset that runs set-legality judges by launch dates: Sealed and Draft hold the
        # shared sets table (their Pre-Rift dates) but a region changes nothing there; it is kept
        # so that the report says so (Provenance.region_no_effect), never dropped without a word
        tables = dict(rs.tables)
        tables["region_info"] = region
        return replace(
            rs, tables=MappingProxyType(tables), region=code.casefold(), region_chosen=True
        )
    if not rs.tables.get("sets"):
        # a region but no sets table: no launch date to change, but the report still names the region
        return replace(rs, region=code.casefold(), region_chosen=True)
    sets = [_regional(row, region, code.casefold()) for row in rs.tables.get("sets", ())]
    tables = dict(rs.tables)
    tables["sets"] = tuple(sorted(sets, key=lambda s: (s["release"], s["code"])))
    tables["base"] = rs.tables
    tables["region_info"] = region
    out = replace(rs, tables=MappingProxyType(tables), region=code.casefold(), region_chosen=True)
    _VARIANTS[(id(rs), code)] = out
    return out


def _regional(row: Mapping[str, Any], region: Mapping[str, Any], code: str) -> Mapping[str, Any]:
    """One ``sets`` row as region ``region`` launched it (the worldwide row, flagged)."""
    releases = region.get("releases") or {}
    others = UNKNOWN if region.get("others", UNKNOWN) == UNKNOWN else None
    value = releases.get(row["code"], others)
    new = dict(row)
    new["region"] = code
    new["worldwide_release"] = row["release"]
    if isinstance(value, _dt.date):
        new["release"] = value
    elif isinstance(value, tuple):  # (year, month): the day is not known
        y, m = value
        new["release"] = _dt.date(y, m, 1)
        new["release_day_unknown"] = True
        new["release_month_end"] = month_end(y, m)
    elif value == UNKNOWN:
        new["release_unknown"] = True
        if region.get("opened"):
            # no set launched there before the game did (``opened``): not legal before that day
            new["not_before"] = region["opened"]
    elif value == NONE:
        new["not_launched_as_of"] = region["checked"]
    return MappingProxyType(new)


def launched(row: Mapping[str, Any], day: _dt.date) -> bool:
    """False for a set known not to have launched in the row's region by ``day``."""
    gone = row.get("not_launched_as_of")
    return gone is None or day > gone


def unsure(row: Mapping[str, Any], day: _dt.date) -> bool:
    """True when a set legal on ``day`` may not be, as far as the region's data knows: its launch
    day, or its launch date there, is not known, or it had not launched when the data was checked."""
    if row.get("release_day_unknown"):
        return day <= row["release_month_end"]
    return bool(row.get("release_unknown") or row.get("not_launched_as_of"))
