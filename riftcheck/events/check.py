"""Checking a whole event: every player's list, the teams, and the roster itself.

:func:`check_event` reads each registered list (a file inside the event's
directory, a deck code, or pasted text), checks it on the event's date with
the event's ruleset, and returns a :class:`~riftcheck.models.RunResult` whose
``decks`` are the players' results (named ``Alice (players.csv row 5)``) and
whose ``event`` is an :class:`EventReport` with everything only an event has.
Every reporter therefore works on an event, and the JSON, CSV and HTML
reports add the players, their roster problems and the event's provenance.

Roster problems (:data:`riftcheck.events.read.ROSTER_PROBLEMS`) are findings at the
roster row they come from: no list, an unreadable list, the same player
twice, identical lists (a warning: not illegal, but a TO wants to know), a
2v2 team with a missing or a third member, a deck code that disagrees with
the list of its row, and a played deck that differs from the registered one.
"""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from riftcheck.events.read import ROSTER_PROBLEMS, Event, ListRef, Registration, normalize_player
from riftcheck.i18n import joined, plural
from riftcheck.infra.errors import InputError
from riftcheck.models import (
    Deck,
    DeckResult,
    Finding,
    Location,
    Msg,
    RuleInfo,
    RunResult,
    TeamReport,
    frozen_map,
    semicolons,
)


@dataclass(frozen=True, slots=True)
class PlayerReport:
    """One player's part of an event: the registration, the verdict and the roster problems.

    ``source`` is the name of the player's result in the run's ``decks``.
    ``legal`` is the list's verdict: ``None`` when it is missing or
    unreadable. ``problems`` are the roster problems of this row (also among
    the result's findings). ``diff`` is the deck check (played vs registered)
    when a played list was given.
    """

    registration: Registration
    source: str
    legal: bool | None
    problems: tuple[Finding, ...] = ()
    diff: Any = None
    played_error: Finding | None = None
    list_source: str | None = None

    @property
    def status(self) -> str:
        """``legal``, ``illegal``, ``missing`` (no list) or ``unreadable``."""
        if self.legal is None:
            return (
                "missing"
                if any(p.rule == "roster-no-list" for p in self.problems)
                else "unreadable"
            )
        return "legal" if self.legal else "illegal"


#: EventReport -> its players by source, built on first use (a frozen value cannot cache on itself).
_INDEX: dict[int, tuple[Any, dict[str, PlayerReport]]] = {}


@dataclass(frozen=True, slots=True)
class EventReport:
    """What a report says about the event beyond the decks: who, when, under which rules, and how sure.

    ``as_of_origin`` says where the judging date came from (``--as-of``, the
    event's date, or today). ``ruleset_origin`` likewise (``--ruleset``, the
    event file, or the default). ``bans`` are the event's extra bans.
    """

    event: Event
    players: tuple[PlayerReport, ...]
    as_of: _dt.date
    as_of_origin: str
    ruleset_origin: str
    bans: tuple[str, ...] = ()
    sideboarding: bool = False
    precon: bool = False
    notices: tuple[str, ...] = ()

    def player(self, source: str) -> PlayerReport | None:
        """The player whose result in the run is named ``source``."""
        index = _INDEX.get(id(self))
        if index is None or index[0] is not self:
            if len(_INDEX) > 16:
                _INDEX.clear()
            index = _INDEX[id(self)] = (self, {p.source: p for p in self.players})
        return index[1].get(source)

    def summary(self) -> dict[str, int]:
        """Players by status: ``players``, ``legal``, ``illegal``, ``missing``, ``unreadable``, plus ``problems``."""
        out = {
            "players": len(self.players),
            "legal": 0,
            "illegal": 0,
            "missing": 0,
            "unreadable": 0,
        }
        for p in self.players:
            out[p.status] += 1
        out["problems"] = sum(len(p.problems) for p in self.players)
        return out


def _problem(
    rule: str,
    message: str,
    location: Location | None,
    fix: str | None = None,
    citation: str | None = None,
) -> Finding:
    severity = ROSTER_PROBLEMS[rule][0]
    return Finding(
        rule=rule, severity=severity, message=message, location=location, fix=fix, citation=citation
    )


def read_list(ref: ListRef, db: Any, *, max_bytes: int | None = None) -> Deck:
    """Read a registered list; raises :class:`InputError` (with the event file's line for pasted text)."""
    from riftcheck.decks import read_deck
    from riftcheck.decks.read import detect_format

    kw: dict[str, Any] = {}
    if max_bytes is not None:
        kw["max_bytes"] = max_bytes
    if ref.refused:
        raise InputError(ref.refused, ref.location)
    if ref.kind == "path":
        assert ref.path is not None
        return read_deck(os.fspath(ref.path), db, **kw)
    # Pasted text and codes are read as if they stood at their place in the event file, so that
    # every line number of a finding is a line of the event file.
    line = ref.location.line or 1
    pad = "\n" * (line - 1)
    fmt = "code" if ref.kind == "code" else detect_format(None, ref.value)
    return read_deck(ref.location.file, db, text=pad + ref.value, input_format=fmt, **kw)


def _read_problem(exc: InputError, ref: ListRef) -> tuple[str, Location]:
    """The message and place of a list that cannot be read: a file error without a line points at the
    roster cell naming the file, so the TO sees the row."""
    msg = Msg("{message} ({hint})", message=exc.message, hint=exc.hint) if exc.hint else exc.message
    where = exc.location or ref.location
    if ref.kind == "path" and not ref.refused:
        if exc.location is None or exc.location.line is None:
            return Msg("{path}: {message}", path=ref.value, message=msg), ref.location
        return Msg("{path}: {message}", path=ref.value, message=msg), where
    return msg, where


def _unreadable(
    source: str, rule: str, message: str, location: Location | None, fix: str | None = None
) -> DeckResult:
    return DeckResult(source=source, legal=None, error=_problem(rule, message, location, fix))


def _origin_date(as_of: _dt.date | None, event: Event) -> tuple[_dt.date, str]:
    if as_of is not None:
        if event.date is not None and as_of != event.date:
            return as_of, Msg("--as-of, not the event's date {day}", day=event.date.isoformat())
        return as_of, "--as-of"
    if event.date is not None:
        return event.date, Msg("the event's date")
    return _dt.date.today(), Msg("today: the event gives no date")


def check_event(  # noqa: C901
    event: Event,
    *,
    ruleset: str | None = None,
    as_of: _dt.date | None = None,
    cards: str | os.PathLike | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    sideboarding: bool = False,
    max_bytes: int | None = None,
    progress: Callable[[int, int, str], None] | None = None,
):
    """Check every player of ``event``; returns a :class:`~riftcheck.models.RunResult` with ``event`` set.

    ``ruleset`` and ``as_of`` override the event's own (the report says so).
    ``sideboarding`` allows played decks to differ by one-for-one sideboard
    exchanges (TR 403.4). Raises :class:`~riftcheck.infra.errors.SetupError` for a
    broken card database or ruleset, :class:`~riftcheck.infra.errors.UsageError`
    for an unknown rule id.
    """
    from riftcheck.cards.db import CardDB
    from riftcheck.events.diff import same_cards_key
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner import plan
    from riftcheck.runner.assemble import build_provenance, card_info, region_label, rules_date
    from riftcheck.runner.plan import RULE_DOCS_URL
    from riftcheck.runner.read import check_deck

    infos = plan.rule_infos()
    plan.check_rule_ids(tuple(select), infos, "--select")
    plan.check_rule_ids(tuple(ignore), infos, "--ignore")
    day, date_origin = _origin_date(as_of, event)
    if ruleset:
        rs_name, rs_origin = (
            ruleset,
            Msg("--ruleset, not the event's {ruleset}", ruleset=event.ruleset)
            if event.ruleset
            else "--ruleset",
        )
    elif event.ruleset:
        rs_name, rs_origin = event.ruleset, Msg("the event file")
    else:
        rs_name, rs_origin = plan.DEFAULT_RULESET, Msg("the default: the event names none")
    db = CardDB.load(Path(cards) if cards is not None else None)
    rs = load_ruleset(rs_name)
    bans = tuple(name for name, _ in event.bans)
    if bans:
        rs = _with_bans(rs, event)
    if event.precon:
        from riftcheck.precons import with_precons

        rs = with_precons(rs, enable=True)
    banned_cfg = rs.rules.get("banned")
    precon = bool(banned_cfg is not None and banned_cfg.options.get("precon_exemption"))
    notices = list(event.notices)
    if event.region:
        if event.region.casefold() in rs.regions():
            rs = rs.for_region(event.region)  # set legality by that region's launch dates
        else:
            notices.append(
                Msg(
                    "region {region}: ruleset {ruleset} has no launch dates of its own for it, "
                    "the worldwide dates apply",
                    region=event.region,
                    ruleset=rs.name,
                )
            )
    team_size = getattr(rs, "team_size", None)
    if not team_size and any(r.team for r in event.players):
        notices.append(
            Msg(
                "the team column is not used: ruleset {ruleset} is not a team format",
                ruleset=rs.name,
            )
        )

    n = len(event.players)
    results: list[DeckResult] = []
    decks: list[Deck | None] = []
    problems: list[list[Finding]] = [[] for _ in event.players]
    diffs: list[Any] = [None] * n
    played_errors: list[Finding | None] = [None] * n
    list_sources: list[str | None] = [None] * n
    for i, reg in enumerate(event.players):
        if progress is not None:
            progress(i, n, reg.label)
        label = reg.label
        ref = reg.list or reg.deck_code
        if ref is None:
            results.append(
                _unreadable(
                    label,
                    "roster-no-list",
                    Msg("{player} registered no list", player=reg.player or reg.id)
                    if reg.player or reg.id
                    else Msg("this player registered no list"),
                    reg.location,
                    fix=Msg(
                        "ask the player for their list (a file, a deck code or the pasted list)"
                    ),
                )
            )
            decks.append(None)
            continue
        try:
            deck = read_list(ref, db, max_bytes=max_bytes)
        except InputError as exc:
            msg, where = _read_problem(exc, ref)
            results.append(
                _unreadable(
                    label,
                    "roster-unreadable",
                    Msg("the list cannot be read: {message}", message=msg),
                    where,
                )
            )
            decks.append(None)
            continue
        list_sources[i] = deck.source
        decks.append(deck)
        result = check_deck(deck, db, rs, as_of=day, select=select, ignore=ignore)
        results.append(replace(result, source=label))
        if reg.list is not None and reg.deck_code is not None:
            try:
                coded = read_list(reg.deck_code, db, max_bytes=max_bytes)
            except InputError as exc:
                msg, where = _read_problem(exc, reg.deck_code)
                problems[i].append(
                    _problem(
                        "roster-code-mismatch",
                        Msg("the deck code cannot be read: {message}", message=msg),
                        where,
                    )
                )
            else:
                if same_cards_key(coded) != same_cards_key(deck):
                    from riftcheck.events.diff import diff_decks

                    d = diff_decks(deck, coded)
                    shown = semicolons([c.text() for c in d.changes[:3]])
                    if len(d.changes) > 3:
                        shown = Msg("{a}; ...", a=shown)
                    problems[i].append(
                        _problem(
                            "roster-code-mismatch",
                            Msg(
                                "the deck code is not the same deck as the list (code vs list: "
                                "{changes}); the list was checked",
                                changes=shown,
                            ),
                            reg.deck_code.location,
                            fix=Msg("ask the player which one they registered"),
                        )
                    )
        if reg.played is not None:
            from riftcheck.events.diff import diff_decks

            try:
                played = read_list(reg.played, db, max_bytes=max_bytes)
            except InputError as exc:
                msg, where = _read_problem(exc, reg.played)
                played_errors[i] = _problem(
                    "deck-check",
                    Msg("the played list cannot be read: {message}", message=msg),
                    where,
                )
                problems[i].append(played_errors[i])
            else:
                d = diff_decks(deck, played, sideboarding=sideboarding)
                diffs[i] = d
                for p in d.problems:
                    problems[i].append(
                        _problem(
                            "deck-check",
                            Msg("played deck: {message}", message=p.message),
                            p.location,
                            fix=p.fix,
                            citation=p.citation,
                        )
                    )

    _duplicates(event, problems)
    _identical(event, decks, problems)
    teams = (
        _teams(event, team_size, decks, results, problems, db, rs, day, select, ignore)
        if team_size
        else ()
    )

    players = []
    final: list[DeckResult] = []
    for i, reg in enumerate(event.players):
        r = results[i]
        extra = tuple(problems[i])
        if extra:
            r = replace(r, findings=tuple(r.findings) + extra)
        final.append(r)
        own = ((r.error,) if r.error is not None else ()) + extra
        players.append(
            PlayerReport(reg, r.source, r.legal, own, diffs[i], played_errors[i], list_sources[i])
        )

    report = EventReport(
        event=event,
        players=tuple(players),
        as_of=day,
        as_of_origin=date_origin,
        ruleset_origin=rs_origin,
        bans=bans,
        sideboarding=sideboarding,
        precon=precon,
        notices=tuple(notices),
    )
    rules = dict(infos)
    for rid, (sev, summary) in ROSTER_PROBLEMS.items():
        rules[rid] = RuleInfo(rid, summary, (), sev, RULE_DOCS_URL.format(id=rid))
    description = rs.description
    if bans:
        description = (description or "") + f"; event bans: {', '.join(bans)}"
    if event.precon:
        description = (
            description or ""
        ) + "; the event allows exact preconstructed products (TR 601.2.d.2)"
    # where the judging date came from, in the provenance's own words: an event judged on its own
    # date says so (a RunResult left to build its provenance would say "--as-of")
    as_of_from = "command line" if as_of is not None else "event_date" if event.date else "today"
    provenance = build_provenance(
        rs, db, as_of=day, as_of_from=as_of_from, select=select, ignore=ignore, results=final
    )
    return RunResult(
        decks=tuple(final),
        ruleset=str(rs.name),
        provenance=provenance,
        card_data=frozen_map(card_info(db)),
        teams=tuple(teams),
        ruleset_description=description,
        rules_date=rules_date(rs),
        as_of=day,
        deck_as_of=frozen_map({r.source: day for r in final if r.legal is not None}),
        selected=tuple(select),
        ignored=tuple(ignore),
        rules=frozen_map(rules),
        region=region_label(rs),
        event=report,
    )


def _with_bans(rs, event: Event):
    """The ruleset with the event's extra bans added, in force from any date for this format."""
    bans = list(rs.tables.get("bans", ()))
    for name, loc in event.bans:
        bans.append(
            frozen_map(
                {
                    "card": name,
                    "effective": _dt.date.min,
                    "formats": (rs.name, rs.format),
                    "source": f"event ban ({loc})",
                }
            )
        )
    tables = dict(rs.tables)
    tables["bans"] = tuple(bans)
    return replace(rs, tables=frozen_map(tables))


def _rows(regs: list[Registration]) -> str:
    return ", ".join(str(r.row) for r in regs)


def _duplicates(event: Event, problems: list[list[Finding]]) -> None:
    """The same player twice: the same id, else the same name when the rows give no ids."""
    groups: dict[tuple[str, str], list[int]] = {}
    for i, reg in enumerate(event.players):
        if reg.id:
            key = ("id", normalize_player(reg.id))
        elif reg.player:
            key = ("name", normalize_player(reg.player))
        else:
            continue
        groups.setdefault(key, []).append(i)
    for (kind, _), idx in groups.items():
        if len(idx) < 2:
            continue
        regs = [event.players[i] for i in idx]
        who = regs[0].id if kind == "id" else regs[0].player
        for i in idx:
            problems[i].append(
                _problem(
                    "roster-duplicate-player",
                    (
                        Msg(
                            "player id {who} is registered {n} times (rows {rows})",
                            who=who,
                            n=len(idx),
                            rows=_rows(regs),
                        )
                        if kind == "id"
                        else Msg(
                            "player {who} is registered {n} times (rows {rows})",
                            who=who,
                            n=len(idx),
                            rows=_rows(regs),
                        )
                    ),
                    event.players[i].location,
                    fix=Msg("keep one registration and remove the others"),
                )
            )


def _identical(event: Event, decks: list[Deck | None], problems: list[list[Finding]]) -> None:
    """Players whose lists hold the same cards in every zone (printings aside): not illegal, worth a look."""
    from riftcheck.events.diff import same_cards_key

    groups: dict[str, list[int]] = {}
    for i, deck in enumerate(decks):
        if deck is not None and deck.entries():
            groups.setdefault(same_cards_key(deck), []).append(i)
    for idx in groups.values():
        if len(idx) < 2:
            continue
        for i in idx:
            others = [event.players[j] for j in idx if j != i]
            names = joined(
                [
                    Msg(
                        "{player} (row {row})",
                        player=o.player or o.id or Msg("(no name)"),
                        row=o.row,
                    )
                    for o in others
                ]
            )
            problems[i].append(
                _problem(
                    "roster-identical-lists",
                    Msg(
                        "the same cards in every zone as the list of {players}: not illegal, worth a look",
                        players=names,
                    ),
                    event.players[i].location,
                )
            )


def _team_size_message(team: str, have: int, rows: str, size: int) -> Msg:
    """A team with too few or too many members: how many, at which rows, and how many it must have."""
    players = plural(have, "player")
    if have < size:
        return Msg(
            "team {team} is missing a member: {players} (rows {rows}), a team has {n}",
            team=team,
            players=players,
            rows=rows,
            n=size,
        )
    if have == 3:
        return Msg(
            "team {team} has a third member: {players} (rows {rows}), a team has {n}",
            team=team,
            players=players,
            rows=rows,
            n=size,
        )
    return Msg(
        "team {team} has a further member: {players} (rows {rows}), a team has {n}",
        team=team,
        players=players,
        rows=rows,
        n=size,
    )


def _teams(event, team_size, decks, results, problems, db, rs, day, select, ignore):
    """Group the players by team; check complete teams together; report missing and extra members."""
    from riftcheck.runner.read import check_team

    groups: dict[str, list[int]] = {}
    for i, reg in enumerate(event.players):
        if not reg.team:
            problems[i].append(
                _problem(
                    "roster-team-size",
                    Msg(
                        "no team given: a {ruleset} player plays in a team of {n}",
                        ruleset=rs.name,
                        n=team_size,
                    ),
                    reg.location,
                    fix=Msg("fill in the player's team"),
                )
            )
            continue
        groups.setdefault(normalize_player(reg.team), []).append(i)
    teams = []
    for idx in groups.values():
        regs = [event.players[i] for i in idx]
        name = regs[0].team
        if len(idx) != team_size:
            for i in idx:
                problems[i].append(
                    _problem(
                        "roster-team-size",
                        _team_size_message(name, len(idx), _rows(regs), team_size),
                        event.players[i].location,
                        fix=Msg(
                            "correct the team column so each team has exactly {n} players",
                            n=team_size,
                        ),
                    )
                )
            teams.append(
                TeamReport(name=name, sources=tuple(results[i].source for i in idx), legal=False)
            )
            continue
        if any(decks[i] is None for i in idx):
            teams.append(
                TeamReport(name=name, sources=tuple(results[i].source for i in idx), legal=None)
            )
            continue
        tr = check_team(
            [decks[i] for i in idx], db, rs, as_of=day, select=select, ignore=ignore, name=name
        )
        for i, r in zip(idx, tr.decks, strict=True):
            results[i] = replace(r, source=results[i].source)
        team_findings = tuple(tr.team_findings)
        ok = all(results[i].legal is True for i in idx) and not any(
            f.severity == "error" for f in team_findings
        )
        teams.append(
            TeamReport(
                name=name,
                sources=tuple(results[i].source for i in idx),
                legal=ok,
                findings=team_findings,
            )
        )
    return teams
