"""Assembling the result of a run: the header every report shows first, the finished
:class:`~riftcheck.models.RunResult`, and its :class:`~riftcheck.models.Provenance`."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from riftcheck.infra.value import replace
from riftcheck.models import (
    DeckResult,
    DocumentsInForce,
    Msg,
    Plural,
    Provenance,
    RuleInfo,
    RunResult,
    frozen_map,
    listed,
)
from riftcheck.runner.plan import Loaded, RunOptions
from riftcheck.runner.read import same_path


def run_header(
    loaded: Loaded, opts: RunOptions, config: Any, infos: Mapping[str, RuleInfo]
) -> RunResult:
    """The run's result before any deck: what every report shows at its top."""
    from riftcheck.rulesets import check_bans
    from riftcheck.runner.plan import numbered_infos

    db, rs = loaded.db, loaded.rs
    bans_unmatched = check_bans(rs, db, database_is_file=_cards_origin(db) == "file")
    infos = numbered_infos(infos, numberings(rs, [opts.as_of or _dt.date.today()]))
    return RunResult(
        # the decks' own dates are not known yet: the final result says where each came from
        provenance=build_provenance(
            rs,
            db,
            config_path=config.path,
            config_keys=opts.config_keys,
            as_of=opts.as_of,
            as_of_from=opts.as_of_from,
            select=opts.select,
            ignore=opts.ignore,
            results=None,
            bans_unmatched=bans_unmatched,
            days=[opts.as_of or _dt.date.today()],
        ),
        decks=(),
        ruleset=str(rs.name),
        card_data=frozen_map(card_info(db)),
        ruleset_description=rs.description,
        rules_date=rules_date(rs, [opts.as_of or _dt.date.today()]),
        as_of=opts.as_of,
        region=region_label(rs),
        selected=opts.select,
        ignored=opts.ignore,
        rules=infos,
    )


def finished_run(header, loaded, results, dates, teams, opts) -> RunResult:
    """``header`` with the decks' results and what only the finished run knows (their dates)."""
    db, rs = loaded.db, loaded.rs
    # the rules in force on the dates the decks were judged on (event dates may differ from today)
    days = list(dates.values()) or [opts.as_of or _dt.date.today()]
    done = build_provenance(
        rs,
        db,
        as_of=opts.as_of,
        as_of_from=opts.as_of_from,
        results=results,
        dates=dates,
        days=days,
    )
    in_force = done.rules_date
    provenance = replace(
        header.provenance,
        as_of_origin=done.as_of_origin,
        as_of_dates=done.as_of_dates,
        deck_regions=done.deck_regions,
        region_no_effect=done.region_no_effect,
        cards_behind=tuple(_behind(db, rs, opts.as_of, dates, results)),
        rules_date=in_force,
        documents=done.documents,
    )
    from riftcheck.runner.plan import numbered_infos, rule_infos

    return replace(
        header,
        decks=tuple(results),
        teams=teams,
        deck_as_of=frozen_map(dates),
        provenance=provenance,
        rules_date=in_force,
        # the rule descriptions numbered by every set of documents the decks were judged under,
        # each named (a batch on both sides of 2026-10-09 has two numberings)
        rules=numbered_infos(rule_infos(), numberings(rs, days)),
    )


def deck_header(header, loaded, opts, result, day: _dt.date | None):
    """``header`` as one deck's line of a streaming report (JSON lines) says it: the rules
    documents in force on that deck's own judging date, that date, and the region its own
    ``region:`` judged it by, as :func:`finished_run` says them for the whole run. The run's
    header knows neither before the decks are read."""
    if day is None:
        return header
    rs = loaded.rs
    # only the facts that depend on the deck: the rest of the run's provenance (the card
    # database's origin, the comparison with the shipped ruleset) is the header's already
    dated = _dated_provenance(rs, opts.as_of_from, [result], {result.source: day}, [day])
    provenance = replace(header.provenance, **dated)
    region = header.region
    own = next(
        (
            n.message.params["region"]
            for n in result.notices
            if n.code == "region" and "region" in getattr(n.message, "params", {})
        ),
        None,
    )
    if region is None and own is not None:
        region = region_label(rs.for_region(str(own)))
        provenance = replace(provenance, region=region)
    return replace(header, provenance=provenance, rules_date=dated["rules_date"], region=region)


def _behind(db, rs, as_of, dates, results) -> list[str]:
    """The "card data is behind" note, where it matters: the sets legal on a judging date whose
    cards lack English names and of which a deck holds cards known by id only (a name that did not
    resolve is told so by the unknown-card fix instead)."""
    from riftcheck.cards.db import behind_notes

    days = {as_of} if as_of else set(dates.values())
    lacking = _sets_lacking(db, rs, {d for d in days if d is not None})
    held = {code for r in results for code in r.id_only_sets}
    if not held:
        return lacking
    legal: set[str] = set()
    for day in days:
        if day is not None:
            legal |= rs.legal_sets_on(day)
    return (behind_notes(db, legal & held) if legal & held else []) + lacking


def _sets_lacking(db, rs, days: set[_dt.date]) -> list[str]:
    """The note that the card database holds no card of a set released by a judging date (R14 of
    the re-test: judged after Legacy's release with a database that predates it, its cards read as
    unknown without a word why). A Limited ruleset plays a set from its Pre-Rift events."""
    held_sets = getattr(db, "held_sets", None)
    if not days or held_sets is None:
        return []
    held = held_sets()
    latest = max(days)
    limited = "set-legality" not in rs.rules
    sets = []
    played = False
    for s in rs.tables.get("sets", ()):
        pre = s.get("pre_rift") if limited else None
        start = pre or s["release"]
        if start > latest or s["code"] in held or s.get("release_unknown"):
            continue
        if pre is not None and latest < s["release"]:
            played = True
            sets.append(
                Msg(
                    "{set} ({code}, Pre-Rift events from {date})",
                    set=s["name"],
                    code=s["code"],
                    date=pre.isoformat(),
                )
            )
        else:
            sets.append(
                Msg(
                    "{set} ({code}, {date})",
                    set=s["name"],
                    code=s["code"],
                    date=s["release"].isoformat(),
                )
            )
    if not sets:
        return []
    # one set or several: French agrees « sorti(s) » and « ses / leurs cartes » with the count
    # (atkN 10); a set only in its Pre-Rift events is played, not out, by the judging date
    if played:
        return [
            Plural(
                len(sets),
                "the card database ({date}) holds no card of {sets}, played by the judging "
                "date: its cards read as unknown; run `riftcheck cards update` for newer card data",
                "the card database ({date}) holds no card of {sets}, played by the judging "
                "date: their cards read as unknown; run `riftcheck cards update` for newer card "
                "data",
                date=db.date,
                sets=listed(sets, "and"),
            )
        ]
    return [
        Plural(
            len(sets),
            "the card database ({date}) holds no card of {sets}, out by the judging date: "
            "its cards read as unknown; run `riftcheck cards update` for newer card data",
            "the card database ({date}) holds no card of {sets}, out by the judging date: "
            "their cards read as unknown; run `riftcheck cards update` for newer card data",
            date=db.date,
            sets=listed(sets, "and"),
        )
    ]


# -- provenance


def region_label(rs: Any) -> str | None:
    """``cn (China (mainland))`` for a ruleset judging by a region's dates, else ``None``."""
    if rs.region is None:
        return None
    name = (rs.tables.get("region_info") or {}).get("name")
    # (a message: the region's name is said in the reader's language, « Chine continentale »)
    return Msg("{code} ({region_name})", code=rs.region, region_name=name) if name else rs.region


def card_info(db: Any) -> dict[str, Any]:
    """The card database's provenance (version, date, sha256, path) as strings."""
    return {k: (str(v) if v is not None else None) for k, v in db.info().items()}


def documents_in_force(rs: Any, days: Iterable[_dt.date]) -> tuple[DocumentsInForce, ...]:
    """The rules documents in force on ``days`` (the judging dates), one group per distinct set of
    editions, oldest first, each with the dates it covers (never guessed from a description)."""
    groups: dict[tuple, tuple[tuple, list[_dt.date]]] = {}
    for day in sorted(set(days)):
        current = rs.documents_on(day)
        key = tuple((f.edition.document, f.edition.published, f.before_oldest) for f in current)
        groups.setdefault(key, (current, []))[1].append(day)
    return tuple(
        DocumentsInForce(
            labels=tuple(f.label for f in current),
            editions=tuple(
                frozen_map({**f.edition.as_dict(), "before_oldest": f.before_oldest})
                for f in current
            ),
            dates=tuple(on),
        )
        for current, on in groups.values()
        if current
    )


def numberings(rs: Any, days: Iterable[_dt.date]) -> list[tuple[str, Any]]:
    """``(documents, citations)`` for each set of rules documents in force on ``days``, oldest
    first: the documents' names (``Core Rules 2026-10-09, Tournament Rules 2026-10-09``) and every
    citation key as numbered in them."""
    return [(g.text(), rs.citations_on(g.dates[0])) for g in documents_in_force(rs, days)]


def rules_date(rs: Any, days: Iterable[_dt.date] = ()) -> str | None:
    """The date of the rules in force on ``days``: for each, the publication date of the newest
    rules document in force then; several are listed, oldest first (``None``: no documents)."""
    found = set()
    for group in documents_in_force(rs, list(days) or [_dt.date.today()]):
        found.add(max(e["in_force"] for e in group.editions))
    return ", ".join(sorted(found)) or None


def _cards_origin(db: Any) -> str:
    from riftcheck.cards.store import bundled_db_path, user_db_path

    if same_path(db.path, bundled_db_path()):
        return "bundled"
    if same_path(db.path, user_db_path()):
        return "updated"
    return "file"


class _Comparison(NamedTuple):
    """What a local ruleset leaves out of, or changes in, the shipped one it is compared with."""

    compared: str | None = None
    deselected: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()
    added: tuple[str, ...] = ()
    bans_missing: tuple[str, ...] = ()
    bans_added: tuple[str, ...] = ()
    sets_changed: tuple[str, ...] = ()
    documents_changed: tuple[str, ...] = ()
    regions_changed: tuple[str, ...] = ()
    fields_changed: tuple[str, ...] = ()


def _set_rows(rs: Any) -> dict[str, tuple]:
    """Each set of the ruleset's own table (not a region's variant) as what decides its legality:
    every date field of a row (``pre_rift`` decides Limited legality, TR 602.1.a.1), not its name
    or notes."""
    from riftcheck.rulesets import own_tables

    return {
        s["code"]: (s["release"], s.get("pre_rift"), s.get("until"), s.get("standard", True))
        for s in own_tables(rs).get("sets", ())
    }


#: The judged keys the comparison names by their own lists (each rule, ban, set, document,
#: region); every other key of the ruleset schema is compared whole (``fields_changed``).
_LISTED, _LISTED_TABLES = ("rules", "tables"), ("sets", "bans", "documents", "regions")


def _fields_changed(rs: Any, counterpart: Any) -> tuple[str, ...]:
    """The keys of the ruleset schema (:func:`riftcheck.rulesets.judged_keys`) whose value differs
    from the shipped ruleset's, other than those :data:`_LISTED`: ``sideboarding``, ``best_of``,
    ``team_size``..., and ``tables.aliases`` for a table. Read from the schema, so a key it gains
    later is compared too (each top-level key is the :class:`~riftcheck.rulesets.Ruleset` field of
    that name)."""
    from riftcheck.rulesets import judged_keys, own_tables

    top, tables = judged_keys()
    mine, theirs = own_tables(rs), own_tables(counterpart)
    return (
        *(k for k in top if k not in _LISTED and getattr(rs, k) != getattr(counterpart, k)),
        *(
            f"tables.{t}"
            for t in tables
            if t not in _LISTED_TABLES and mine.get(t) != theirs.get(t)
        ),
    )


def _compare_to_shipped(rs: Any) -> _Comparison:
    from riftcheck.rulesets import shipped_counterpart

    counterpart = shipped_counterpart(rs)
    if counterpart is None:
        return _Comparison()
    mine = {str(b["card"]).casefold() for b in rs.bans_everywhere()}
    theirs = {str(b["card"]).casefold() for b in counterpart.bans_everywhere()}
    return _Comparison(
        compared=counterpart.name,
        deselected=tuple(r for r in counterpart.rules if r not in rs.rules),
        changed=tuple(
            r for r in counterpart.rules if r in rs.rules and rs.rules[r] != counterpart.rules[r]
        ),
        added=tuple(r for r in rs.rules if r not in counterpart.rules),
        bans_missing=tuple(
            dict.fromkeys(
                str(b["card"])
                for b in counterpart.bans_everywhere()
                if str(b["card"]).casefold() not in mine
            )
        ),
        bans_added=tuple(
            dict.fromkeys(
                str(b["card"])
                for b in rs.bans_everywhere()
                if str(b["card"]).casefold() not in theirs
            )
        ),
        sets_changed=_sets_changed(_set_rows(counterpart), _set_rows(rs)),
        documents_changed=_keys_changed(counterpart, rs, "documents"),
        regions_changed=_keys_changed(counterpart, rs, "regions"),
        fields_changed=_fields_changed(rs, counterpart),
    )


def _keys_changed(theirs: Any, ours: Any, table: str) -> tuple[str, ...]:
    """Keys of ``table`` (``documents``: CR, TR; ``regions``: cn, kr...) whose entry differs
    between the two rulesets' own tables (not a region's variant), or that only one has."""
    from riftcheck.rulesets import own_tables

    a = own_tables(theirs).get(table) or {}
    b = own_tables(ours).get(table) or {}
    return tuple(sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k)))


def _sets_changed(theirs: dict[str, tuple], ours: dict[str, tuple]) -> tuple[str, ...]:
    """Codes of the sets whose legality-deciding row differs, or that only one table has."""
    return tuple(sorted(c for c in set(theirs) | set(ours) if theirs.get(c) != ours.get(c)))


def _judging_keys(keys: Sequence[str]) -> bool:
    """Whether a configuration setting ``keys`` changes what is judged: a key not only of the
    report's form (:data:`riftcheck.config.NOT_JUDGING`). A file whose keys the command line all
    overrode (none left) is still named, as it always was."""
    from riftcheck.config import NOT_JUDGING

    return not keys or any(k not in NOT_JUDGING for k in keys)


def _as_of_origin(as_of_from: str | None, results: Sequence[DeckResult] | None) -> str:
    if as_of_from is not None:
        return as_of_from
    if results is None:
        return "per deck"
    origins = {r.as_of_origin for r in results if r.as_of_origin}
    return origins.pop() if len(origins) == 1 else ("per deck" if origins else "today")


def build_provenance(
    rs: Any,
    db: Any,
    *,
    config_path: Path | None = None,
    config_keys: Sequence[str] = (),
    as_of: _dt.date | None = None,
    as_of_from: str | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    results: Sequence[DeckResult] | None = (),
    dates: Mapping[str, _dt.date] | None = None,
    bans_unmatched: Sequence[str] = (),
    days: Iterable[_dt.date] | None = None,
) -> Provenance:
    """The run's :class:`~riftcheck.models.Provenance`: where the ruleset, the card database, the
    configuration and the as-of date came from, and what a local ruleset leaves out of the shipped one.

    ``as_of_from`` is ``command line`` or ``configuration`` when the run was given a date; otherwise
    the origin is read from the decks' results (their event date, else today; ``None``: not known
    yet, each deck's event date else today). ``days`` are the judging dates whose rules documents
    the provenance names (``None``: ``as_of``, else today).
    """
    info = card_info(db)
    days = list(days) if days is not None else [as_of or _dt.date.today()]
    cmp = _compare_to_shipped(rs)
    return Provenance(
        ruleset=rs.name,
        ruleset_origin="shipped" if rs.shipped else "file",
        ruleset_path=None if rs.shipped else rs.path,
        ruleset_sha256=rs.sha256,
        ruleset_parents=() if rs.shipped else tuple(rs.parent_files),
        ruleset_extends=tuple(rs.extends),
        rules_compared_to=cmp.compared,
        rules_deselected=cmp.deselected,
        rules_changed=cmp.changed,
        rules_added=cmp.added,
        bans_missing=cmp.bans_missing,
        bans_added=cmp.bans_added,
        sets_changed=cmp.sets_changed,
        documents_changed=cmp.documents_changed,
        regions_changed=cmp.regions_changed,
        fields_changed=cmp.fields_changed,
        region=region_label(rs),
        selected=tuple(select),
        ignored=tuple(ignore),
        cards_origin=_cards_origin(db),
        cards_version=info.get("version"),
        cards_date=info.get("date"),
        cards_sha256=info.get("sha256"),
        cards_path=info.get("path"),
        cards_note=db.note,
        bans_unmatched=tuple(bans_unmatched),
        config=str(config_path) if config_path else None,
        config_keys=tuple(config_keys),
        config_judges=_judging_keys(config_keys),
        as_of=as_of,
        **_dated_provenance(rs, as_of_from, results, dates, days),
    )


def _dated_provenance(
    rs: Any,
    as_of_from: str | None,
    results: Sequence[DeckResult] | None,
    dates: Mapping[str, _dt.date] | None,
    days: list[_dt.date],
) -> dict[str, Any]:
    """The part of a provenance that depends on the decks judged and their dates (what
    :func:`deck_header` recomputes for one deck of a streaming report)."""
    # a deck's own region changes the check only when the run gave none
    deck_regions = _deck_regions(results or ()) if rs.region is None else ()
    return {
        "rules_date": rules_date(rs, days),
        "documents": documents_in_force(rs, days),
        "as_of_origin": _as_of_origin(as_of_from, results),
        "as_of_dates": tuple(sorted(set((dates or {}).values()))),
        "deck_regions": deck_regions,
        # a region's launch dates judge only set-legality (Sealed and Draft do not run it)
        "region_no_effect": "set-legality" not in rs.rules and bool(rs.region or deck_regions),
    }


def _deck_regions(results: Sequence[DeckResult]) -> tuple[str, ...]:
    """``kennen.deck.yaml line 3: cn``: each deck judged by its own ``region:`` (the engine's
    region notice at the deck's ``region:`` line), at most 20 of them named."""
    out = []
    for r in results:
        for n in r.notices:
            params = getattr(n.message, "params", {})
            if n.code != "region" or n.location is None or n.location.line is None:
                continue
            if "region" not in params:  # an unknown region: the worldwide dates were used
                continue
            where = Msg("{file} line {line}", file=n.location.file, line=n.location.line)
            out.append(Msg("{where}: {region}", where=where, region=params["region"]))
    if len(out) > 20:
        out = out[:20] + [Msg("and {n} more decks", n=len(out) - 20)]
    return tuple(out)
