"""Checking a whole event: every player's list, the teams, and the roster itself.

:func:`check_event` decides once how the event is judged (:class:`Judging`:
the ruleset, the date and the region of the event file or the command line,
the event's own bans, each one naming exactly one card), then reads each
registered list (a file inside the event's directory, a deck code, or pasted
text), checks it with the pool its row names, and returns a
:class:`~riftcheck.models.RunResult` whose ``decks`` are the players' results
(named ``Alice (players.csv row 5)``) and whose ``event`` is an
:class:`EventReport` with everything only an event has. Every reporter
therefore works on an event, and the JSON, CSV and HTML reports add the
players, their roster problems and the event's provenance.

A list cannot loosen the event's check: its own ``region:``, ``event_date:``,
``format:`` and ``pool:`` are not used (the event file, the command line and
the roster's pool column decide), and a list that says otherwise gets a
``roster-list-setting`` warning at its line.

Roster problems (:data:`riftcheck.events.values.ROSTER_PROBLEMS`) are findings at the
roster row they come from (:mod:`riftcheck.events.problems`).
"""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from riftcheck.decks.build import EmptyDeckError
from riftcheck.events.problems import (
    duplicates,
    identical_lists,
    lookalike_teams,
    lookalikes,
    problem,
    team_size_message,
    where_rows,
)
from riftcheck.events.values import ROSTER_PROBLEMS, Event, ListRef, Registration, normalize_player
from riftcheck.i18n import N_
from riftcheck.infra.errors import InputError
from riftcheck.infra.escape import cell
from riftcheck.models import (
    Deck,
    DeckResult,
    Finding,
    Location,
    Msg,
    Notice,
    Plural,
    RuleInfo,
    RunResult,
    TeamReport,
    frozen_map,
    joined,
    listed,
    semicolons,
)

_team_size_message = team_size_message  # the name the tests and the French catalogue know


@dataclass(frozen=True, slots=True)
class PlayerReport:
    """One player's part of an event: the registration, the verdict and the roster problems.

    ``source`` is the name of the player's result in the run's ``decks``.
    ``legal`` is the list's verdict: ``None`` when it is missing or
    unreadable. ``problems`` are the roster problems of this row (also among
    the result's findings). ``diff`` is the deck check (played vs registered)
    when a played list was given. ``identical`` is the group of identical lists
    the player is in, if any.
    """

    registration: Registration
    source: str
    legal: bool | None
    problems: tuple[Finding, ...] = ()
    diff: Any = None
    played_error: Finding | None = None
    list_source: str | None = None
    #: the group of identical lists the player is in (an :class:`~riftcheck.events.problems.IdenticalGroup`),
    #: or ``None``: the group's one finding is at its first row, this says it beside every member
    identical: Any = None

    @property
    def status(self) -> str:
        """``legal``, ``illegal``, ``missing`` (no list), ``unreadable``, ``deck-check-failed``
        (a legal list whose played deck fails the deck check: not an allowed exchange, illegal on
        its own, or unreadable), or ``roster-error``: a legal list on a row with a roster error.
        The last two fail the run."""
        if self.legal is None:
            return (
                "missing"
                if any(p.rule == "roster-no-list" for p in self.problems)
                else "unreadable"
            )
        if not self.legal:
            return "illegal"
        errors = [p for p in self.problems if p.severity == "error"]
        if any(p.rule == "deck-check" for p in errors):
            return "deck-check-failed"
        return "roster-error" if errors else "legal"


#: EventReport -> its players by source, built on first use (a frozen value cannot cache on itself).
_INDEX: dict[int, tuple[Any, dict[str, PlayerReport]]] = {}

#: Roster problems that are a player's status (``missing``, ``unreadable``): counted by it alone.
STATUS_PROBLEMS = ("roster-no-list", "roster-unreadable")

#: Player statuses, in the order the summary counts them.
STATUSES = ("legal", "illegal", "missing", "unreadable", "deck-check-failed", "roster-error")


@dataclass(frozen=True, slots=True)
class EventReport:
    """What a report says about the event beyond the decks: who, when, under which rules, and how sure.

    ``as_of_origin`` says where the judging date came from (``--as-of``, the
    event's date, or today). ``ruleset_origin`` likewise (``--ruleset``, the
    event file, or the default). ``bans`` are the event's extra bans.
    ``unchecked_pools`` counts the players whose pool was not checked.
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
    unchecked_pools: int = 0
    sideboarding_rules: Any = None

    def player(self, source: str) -> PlayerReport | None:
        """The player whose result in the run is named ``source``."""
        index = _INDEX.get(id(self))
        if index is None or index[0] is not self:
            if len(_INDEX) > 16:
                _INDEX.clear()
            index = _INDEX[id(self)] = (self, {p.source: p for p in self.players})
        return index[1].get(source)

    def summary(self) -> dict[str, int]:
        """Players by status (:data:`STATUSES`), plus ``players`` and ``problems``."""
        out = {"players": len(self.players), **{s: 0 for s in STATUSES}}
        for p in self.players:
            out[p.status] += 1
        out["problems"] = self.roster_problems()
        return out

    def roster_problems(self, players=None) -> int:
        """The roster problems of the event (or of ``players``), the one count every format says
        (text summary, JSON ``summary.problems``, the HTML card): every problem of every row but
        those the row's status says already (no list: ``missing``; a list that cannot be read:
        ``unreadable``), which the players' counts beside it name. Text said 4 and the HTML 5."""
        return sum(
            1
            for p in (self.players if players is None else players)
            for f in p.problems
            if f.rule not in STATUS_PROBLEMS
        )


# ---------------------------------------------------------------- how the event is judged


@dataclass(frozen=True)
class Judging:
    """How the whole event is judged, decided once before any player: never by a player's list."""

    db: Any
    rs: Any
    day: _dt.date
    date_origin: str
    rs_origin: str
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    bans: tuple[str, ...] = ()
    precon: bool = False
    team_size: int | None = None
    notices: tuple[str, ...] = ()
    sideboarding: bool = False
    sideboard_rules: Any = None
    max_bytes: int | None = None
    needs_pool: bool = False
    #: the pools read from files in this run, by the file's identity: the rows of a Sealed event
    #: often name the same pool file, which is read once (attack V6: every row read it again and
    #: kept its own copy, so 40 rows naming two 10 MB pools exhausted 4 GB)
    pools_read: dict = field(default_factory=dict, compare=False, hash=False, repr=False)


def _origin_date(as_of: _dt.date | None, event: Event) -> tuple[_dt.date, str]:
    if as_of is not None:
        if event.date is not None and as_of != event.date:
            return as_of, Msg("--as-of, not the event's date {day}", day=event.date.isoformat())
        return as_of, "--as-of"
    if event.date is not None:
        return event.date, Msg("the event's date")
    return _dt.date.today(), Msg("today: the event gives no date")


def _ruleset_choice(ruleset: str | None, event: Event) -> tuple[str, str]:
    from riftcheck.runner import plan

    if ruleset:
        if event.ruleset:
            return ruleset, Msg("--ruleset, not the event's {ruleset}", ruleset=event.ruleset)
        # a Msg as the other two origins: French says it as a sentence too (« celui de --ruleset »)
        return ruleset, Msg("--ruleset")
    if event.ruleset:
        return event.ruleset, Msg("the event file")
    return plan.DEFAULT_RULESET, Msg("the default (the event names none)")


def _event_ruleset(name: str, event: Event) -> Any:
    """The event file's ruleset loaded; one that cannot be (a directory, not a ruleset, missing,
    invalid) is the event's setup error at its ``ruleset:`` line, exit 2 whatever the cause, as
    a ruleset refused while the event file is read (atkK 12): never exit 1, "players illegal"."""
    from riftcheck.infra.errors import RiftcheckError, UsageError
    from riftcheck.rulesets import load_ruleset

    try:
        return load_ruleset(name)
    except UsageError:
        raise
    except RiftcheckError as exc:
        said = (
            Msg("{where}: {message}", where=str(exc.location), message=exc.message)
            if exc.location
            else exc.message
        )
        raise UsageError(
            Msg("ruleset: {message}", message=said),
            event.where.get("ruleset") or event.location,
            exc.hint,
        ) from None


def _with_region(rs: Any, event: Event) -> Any:
    """The ruleset judging set legality by the event's region's launch dates. A region the
    ruleset does not know is an error at the event file's line, as on the command line: a
    misspelt ``taiwan`` must not fall back to the worldwide dates without a word."""
    region = event.region
    if not region:
        return rs
    from riftcheck.regions import codes, find, nearest

    if find(rs.regions(), region) is not None:  # its own code, or one its also: names (hk, mo)
        return rs.for_region(region.casefold())
    known = codes(rs.regions())
    # a region named in words (taiwan, korea) is suggested by the name of the region it is
    near = nearest(rs.regions(), region)
    raise InputError(
        Msg(
            "region {region}: ruleset {ruleset} has no launch dates for it (regions: {known}); "
            "expected one of them, or no region: for the worldwide launch dates",
            region=region,
            ruleset=rs.name,
            known=", ".join(known) or Msg("none"),
        ),
        event.where.get("region") or event.location,
        hint=Msg("did you mean '{near}'?", near=near) if near else None,
    )


def judging(
    event: Event,
    *,
    ruleset: str | None = None,
    as_of: _dt.date | None = None,
    region: str | None = None,
    cards: str | os.PathLike | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    sideboarding: bool = False,
    max_bytes: int | None = None,
    notices: Sequence[str] = (),
) -> Judging:
    """Decide how ``event`` is judged (see :class:`Judging`); the event's bans are checked here.

    Raises :class:`~riftcheck.infra.errors.SetupError` for a broken card database or ruleset,
    :class:`~riftcheck.infra.errors.UsageError` for an unknown rule id or region,
    :class:`InputError` for an event ban that does not name exactly one card.
    """
    from riftcheck.cards.db import CardDB
    from riftcheck.events.bans import with_event_bans
    from riftcheck.events.sideboarding import refused_best_of, sideboarding_rules
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner import plan
    from riftcheck.runner.read import _needs_pool

    infos = plan.rule_infos()
    selection = plan.Selection(tuple(select), tuple(ignore))
    plan.check_selection(selection, None, infos)
    day, date_origin = _origin_date(as_of, event)
    rs_name, rs_origin = _ruleset_choice(ruleset, event)
    db = CardDB.load(Path(cards) if cards is not None else None)
    rs = _event_ruleset(rs_name, event) if not ruleset and event.ruleset else load_ruleset(rs_name)
    rs, bans = with_event_bans(rs, event.bans, db) if event.bans else (rs, ())
    if event.precon:
        from riftcheck.precons import with_precons

        rs = with_precons(rs, enable=True)
    banned_cfg = rs.rules.get("banned")
    said = list(event.notices) + list(notices)
    if region is not None:
        if not region.strip():  # an unset $REGION in a script must not drop the event's region
            from riftcheck.infra.errors import UsageError
            from riftcheck.regions import codes

            raise UsageError(
                Msg(
                    "--region: expected a region code ({known}), found an empty value",
                    known=", ".join(codes(rs.regions())) or Msg("none"),
                )
            )
        rs = rs.for_region(region.strip().casefold())  # --region: an unknown one is refused
    else:
        rs = _with_region(rs, event)
    plan.refuse_no_rule_runs(
        selection,
        None,
        rs,
        team=bool(getattr(rs, "team_size", None)),
        pool=any(_may_have_pool(r) for r in event.players),
        pool_hint=Msg("add a pool key to each player of the event file")
        if _keyed(event)
        else Msg("add a pool column to the roster"),
    )
    refused = refused_best_of(rs, day, event.best_of, f"best_of: {event.best_of}")
    if refused is not None:
        raise InputError(refused, event.where.get("best_of") or event.location)
    _played_columns_read(event)
    needs_pool = _needs_pool(rs)
    if needs_pool:
        _pool_columns_read(event, rs.name)
    team_size = getattr(rs, "team_size", None)
    if team_size:
        plan.refuse_team_without_team_rules(rs, event=True)
    if not team_size and any(r.team for r in event.players):
        said.append(_teams_not_judged(event, rs.name))
    if not _needs_pool(rs) and any(r.pool for r in event.players):
        said.append(_pools_not_judged(event, rs))
    return Judging(
        db=db,
        rs=rs,
        day=day,
        date_origin=date_origin,
        rs_origin=rs_origin,
        select=tuple(select),
        ignore=tuple(ignore),
        bans=bans,
        precon=bool(banned_cfg is not None and banned_cfg.options.get("precon_exemption")),
        team_size=team_size,
        notices=tuple(said),
        sideboarding=sideboarding,
        sideboard_rules=sideboarding_rules(rs, day, event),
        max_bytes=max_bytes,
        needs_pool=needs_pool,
    )


def _may_have_pool(reg) -> bool:
    """Whether a player's list can be judged against a pool: the roster gives one, or the list
    (pasted text, or a YAML file with a ``pool:`` key) may name its own."""
    from riftcheck.runner.plan import _own_pool

    ref = reg.list
    if reg.pool is not None or (ref is not None and ref.kind == "inline"):
        return True
    return ref is not None and ref.path is not None and _own_pool(ref.path) is not None


def _pool_columns_read(event: Event, ruleset: str) -> None:
    """In a Limited event, a roster column whose header says "pool" but is not the pool column
    is an error naming it: a pool left unread would let a deck with cards outside it pass."""
    from riftcheck.events.values import HEADER_KEY, header_key

    for i, c in enumerate(event.columns):
        key = header_key(c)
        if "pool" in key and key not in HEADER_KEY:
            # the roster's header cell (not the event file naming the roster)
            at = event.column_locations[i] if i < len(event.column_locations) else None
            raise InputError(
                Msg(
                    "the column '{name}' looks like a pool column but is not read as one, and "
                    "ruleset {ruleset} checks each deck against its pool: name it pool",
                    name=c.strip(),
                    ruleset=ruleset,
                ),
                at or event.location or Location(event.source),
            )


def _played_columns_read(event: Event) -> None:
    """A roster column whose header says "played" (« joué ») but is not the played column is an
    error naming it: left unread, no deck check is made and the player passes (atkH 4)."""
    from riftcheck.events.values import column_field, says_played

    for i, c in enumerate(event.columns):
        if column_field(c) is None and says_played(c):
            at = event.column_locations[i] if i < len(event.column_locations) else None
            raise InputError(
                Msg(
                    "the column '{name}' looks like a played-deck column but is not read as "
                    "one, so no deck check would be made: name it played (or rename it if it "
                    "holds no deck)",
                    name=c.strip(),
                ),
                at or event.location or Location(event.source),
            )


def _header_of(event: Event, key: str) -> str | None:
    """The roster's own header of the column read as ``key`` (``Equipe`` for ``team``), if any."""
    from riftcheck.events.values import column_field

    return next((c for c in event.columns if column_field(c) == key), None)


def _team_column(event: Event) -> str:
    """``the column 'Equipe'``: the roster's team column by the organiser's own header; ``the
    players' team: keys`` for an event file's players, which have no columns (atkF 13)."""
    named = _header_of(event, "team")
    if named:
        return Msg("the column '{name}'", name=named)
    return Msg("the team column") if event.roster else Msg("the players' team: keys")


def _teams_not_judged(event: Event, ruleset: str) -> str:
    """What a run says when the roster names teams the ruleset does not judge: the column, and
    the ``--ruleset`` that would judge them (a 2v2 roster judged as 1v1 is never silent)."""
    from riftcheck.rulesets import team_rulesets

    named = _header_of(event, "team")
    column = Msg("the column '{name}'", name=named) if named else Msg("the players' team: key")
    return Msg(
        "{column} names teams, but ruleset {ruleset} is not a team format: every player is "
        "judged alone and no team rule runs; for a team event pass --ruleset with a team "
        "format ({names}), or name it in the event file's ruleset:",
        column=column,
        ruleset=ruleset,
        names=", ".join(team_rulesets()),
    )


def _pools_not_judged(event: Event, rs: Any) -> str:
    """What a run says when the roster names pools the ruleset does not read (a Sealed roster
    judged as Constructed): the column, and the ``--ruleset`` that would check them; for a
    Limited ruleset with its pool rule turned off, that rule."""
    from riftcheck.rulesets import rulesets_where
    from riftcheck.runner.read import _needs_pool

    named = _header_of(event, "pool")
    column = Msg("the column '{name}'", name=named) if named else Msg("the players' pool: key")
    ruleset = rs.name
    if getattr(rs, "identity", None) == "limited":
        return Msg(
            "{column} names pools, but ruleset {ruleset} does not run the pool rule (turned off "
            "in it): no pool is read and no card is checked against one; turn the pool rule on, "
            "or pass --ruleset with a Limited format ({names})",
            column=column,
            ruleset=ruleset,
            names=", ".join(rulesets_where(_needs_pool)),
        )
    return Msg(
        "{column} names pools, but ruleset {ruleset} is not a Limited format: no pool is "
        "read and no card is checked against one; for a Sealed or Draft event pass --ruleset "
        "with a Limited format ({names}), or name it in the event file's ruleset:",
        column=column,
        ruleset=ruleset,
        names=", ".join(rulesets_where(_needs_pool)),
    )


# ---------------------------------------------------------------- one player


def read_list(ref: ListRef, db: Any, *, max_bytes: int | None = None, pool: bool = False) -> Deck:
    """Read a registered list (``pool``: as a Sealed/Draft pool); raises :class:`InputError`.

    Pasted text is read with the line it starts on in the event file, so every
    line number of a finding is a line of the event file.
    """
    from riftcheck.decks import read_deck, read_pool
    from riftcheck.decks.read import detect_format

    kw: dict[str, Any] = {}
    if max_bytes is not None:
        kw["max_bytes"] = max_bytes
    reader = read_pool if pool else read_deck
    if ref.refused:
        raise InputError(ref.refused, ref.location)
    if ref.kind == "path":
        assert ref.path is not None
        return reader(os.fspath(ref.path), db, **kw)
    fmt = "code" if ref.kind == "code" else detect_format(None, ref.value)
    kw["first_line"] = ref.location.line or 1
    kw["lines_known"] = ref.lines_known
    kw["indent"] = ref.indent
    try:
        if pool:
            return _pool_at(ref, db, fmt, kw)
        deck = read_deck(ref.location.file, db, text=ref.value, input_format=fmt, **kw)
    except EmptyDeckError:
        # the deck reader's "empty deck" names no place in a cell: the cell is the place
        if pool:  # a pool is no list: said as the pool it is
            raise InputError(
                Msg(
                    "{cell}: the pasted pool holds no cards (only comments or blank lines); "
                    "expected the cards opened, one a line",
                    cell=ref.cell or Msg("the cell"),
                ),
                ref.location,
            ) from None
        raise InputError(
            Msg(
                "{cell}: the pasted list holds no cards (only comments or blank lines); "
                "expected the player's cards, one a line",
                cell=ref.cell or Msg("the cell"),
            ),
            ref.location,
        ) from None
    return _said_lines(deck, ref)


def _said_lines(deck: Deck, ref: ListRef) -> Deck:
    """The deck of a pasted list whose lines are not the file's, saying where its findings point."""
    if ref.lines_known:
        return deck
    from dataclasses import replace as _replace

    said = Notice(
        "lines-not-known",
        Msg(
            "the pasted list is one quoted line of the file, its line breaks written as \\n: "
            "findings on its cards point at line {line}, where it starts; write it as a literal "
            "block (|) to see each card's own line",
            line=ref.location.line,
        ),
        ref.location,
    )
    return _replace(deck, notices=(said, *deck.notices))


def _pool_at(ref: ListRef, db: Any, fmt: str, kw: dict) -> Deck:
    """A pool pasted into a cell, read at its place in the event file."""
    from dataclasses import replace as _replace

    from riftcheck.decks import read_deck
    from riftcheck.decks.read import POOL_MAX_BYTES, pool_size_check

    limit = min(kw.get("max_bytes", POOL_MAX_BYTES), POOL_MAX_BYTES)
    pool_size_check(ref.location.file, ref.value, limit, where=ref.location, cell=ref.cell)
    deck = read_deck(ref.location.file, db, text=ref.value, input_format=fmt, **kw)
    # every card of a pool counts wherever it was written (as read_pool reads a file)
    main = tuple(
        _replace(e, zone="main") for e in deck.entries() if e.zone in ("champion", "sideboard")
    )
    return _said_lines(_replace(deck, champion=(), sideboard=(), main=deck.main + main), ref)


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


@dataclass
class _Checked:
    """What checking one row found, before the roster as a whole is looked at."""

    result: DeckResult
    deck: Deck | None = None
    problems: list[Finding] = field(default_factory=list)
    diff: Any = None
    played_error: Finding | None = None
    list_source: str | None = None
    pool: Deck | None = None
    pool_error: bool = False
    played: Deck | None = None
    #: the row gave a pool, but its team's pools disagree: no pool was checked (TR 603.6)
    pool_conflict: bool = False
    #: a teammate's pool cannot be read: the team's decks were not checked against a pool, which
    #: the team's own error says (not the notice of pools not given)
    team_pool_unreadable: bool = False
    #: the group of identical lists the row is in (its finding is at the group's first row)
    identical: Any = None


def _unreadable(label: str, rule: str, message: str, location, fix: str | None = None) -> _Checked:
    err = problem(rule, message, location, fix)
    return _Checked(DeckResult(source=label, legal=None, error=err))


def _no_list(reg: Registration) -> _Checked:
    who = reg.shown
    return _unreadable(
        reg.label,
        "roster-no-list",
        Msg("{player} registered no list", player=who)
        if who
        else Msg("this player registered no list"),
        reg.location,
        fix=Msg("ask the player for their list (a file, a deck code or the pasted list)"),
    )


def _list_settings(
    deck: Deck, j: Judging, pool: ListRef | None = None, keyed: bool = False
) -> tuple[Deck, list[Finding]]:
    """The list with its own region, date, format and pool set aside (the event decides them:
    ``pool`` is the pool the roster names for the row), and a warning for each setting the list
    states that differs from the event's (``keyed``: the player is an event file's, whose pool is
    a key, not a column)."""
    out = []
    if deck.pool and j.needs_pool and not _same_pool(deck, pool):
        out.append(
            problem(
                "roster-list-setting",
                Msg(
                    "the list says pool {pool}; the event decides the pool ({event}), so the "
                    "list's is not used",
                    pool=deck.pool,
                    event=_pool_said(pool, keyed),
                ),
                deck.location_of("pool"),
                fix=Msg("give the player's pool in the pool key of the player in the event file")
                if keyed
                else Msg("give the player's pool in the roster's pool column"),
            )
        )
    if deck.region and deck.region != (j.rs.region or None):
        event_region = j.rs.region or Msg("none: the worldwide launch dates")
        out.append(
            problem(
                "roster-list-setting",
                Msg(
                    "the list says region {region}; the event decides the region ({event}), so "
                    "the list's is not used",
                    region=deck.region,
                    event=event_region,
                ),
                deck.location_of("region"),
                fix=Msg(
                    "remove region: from the list, or give the event's region to riftcheck event --region"
                ),
            )
        )
    if deck.event_date is not None and deck.event_date != j.day:
        out.append(
            problem(
                "roster-list-setting",
                Msg(
                    "the list says event_date {date}; the event is judged on {day}, so the list's "
                    "date is not used",
                    date=deck.event_date.isoformat(),
                    day=j.day.isoformat(),
                ),
                deck.location_of("event_date"),
            )
        )
    if deck.format and deck.format.strip().casefold() not in {j.rs.name, j.rs.format}:
        out.append(
            problem(
                "roster-list-setting",
                Msg(
                    "the list says format {format}; the event's ruleset {ruleset} judges it, so "
                    "the list's format is not used",
                    format=deck.format,
                    ruleset=j.rs.name,
                ),
                deck.location_of("format"),
            )
        )
    if deck.region or deck.event_date is not None or deck.format or deck.pool:
        deck = replace(deck, region=None, event_date=None, format=None, pool=None)
    return deck, out


def _pool_said(pool: ListRef | None, keyed: bool = False) -> str:
    """The event's pool for a row, in a message: its path, the pasted pool, or none (``keyed``:
    a player of an event file, whose pool is its pool key)."""
    if keyed:
        if pool is None:
            return Msg("none: the event file gives this player no pool")
        if pool.kind == "path":
            return Msg("the event file's {path}", path=pool.value)
        return Msg("the pool pasted in the event file")
    if pool is None:
        return Msg("none: the roster gives this player no pool")
    if pool.kind == "path":
        return Msg("the roster's {path}", path=pool.value)
    return Msg("the pool pasted in the roster")


def _same_pool(deck: Deck, pool: ListRef | None) -> bool:
    """Whether the list's ``pool:`` names the very file the roster names for the row."""
    from riftcheck.infra.fileio import same_file
    from riftcheck.runner.read import pool_path

    if pool is None or pool.path is None or pool.refused:
        return False
    try:
        return same_file(pool_path(deck), pool.path)
    except (InputError, OSError):
        return False


def _read_pool(ref: ListRef, j: Judging) -> Deck:
    """A row's pool, read once per file in a run (the same file, unchanged, is the same pool)."""
    key = None
    if ref.kind == "path" and ref.path is not None and not ref.refused:
        try:
            st = os.stat(ref.path)
            key = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
        except OSError:
            key = None  # read_list names the file and the reason
    if key is None:
        return read_list(ref, j.db, max_bytes=j.max_bytes, pool=True)
    if key not in j.pools_read:
        j.pools_read[key] = read_list(ref, j.db, max_bytes=j.max_bytes, pool=True)
    return j.pools_read[key]


def _pool_repeats_list(reg: Registration) -> Finding | None:
    """The roster-pool problem of a pool cell that repeats the row's list cell (the same pasted
    text, or the same file): a paste into the wrong cell, most likely. Judged against itself, the
    list would pass whatever it holds; the engine's own words for it name --pool, which an event
    does not have."""
    from riftcheck.runner.read import same_path

    pool, deck = reg.pool, reg.list
    if deck is None or pool.kind != deck.kind:
        return None
    if pool.kind == "inline":
        if _lines_of(pool.value) != _lines_of(deck.value):
            return None
        msg = Msg(
            "{pool}: the pasted pool repeats the pasted list ({list}), probably a paste "
            "mistake: a pool is the cards the player opened, so the list was not checked "
            "against it",
            pool=pool.cell,
            list=deck.cell,
        )
    elif pool.kind == "path" and pool.path is not None and deck.path is not None:
        if pool.refused or deck.refused or not same_path(str(pool.path), str(deck.path)):
            return None
        msg = Msg(
            "{pool}: the pool names the list's own file {path} ({list}): a pool is the cards "
            "the player opened, in a file of its own, so the list was not checked against it",
            pool=pool.cell,
            path=pool.value,
            list=deck.cell,
        )
    else:
        return None
    return problem(
        "roster-pool",
        msg,
        pool.location,
        fix=Msg("give the player's pool, the cards they opened, in its own cell"),
    )


def _lines_of(text: str) -> list[str]:
    """A pasted text's lines, as two pastes of it compare: line ends, trailing spaces and blank
    lines at both ends aside."""
    return [
        ln.rstrip() for ln in text.replace("\r\n", "\n").replace("\r", "\n").strip().split("\n")
    ]


def _pool(reg: Registration, j: Judging, c: _Checked) -> None:
    """Read the pool the row names (Sealed/Draft); an unreadable one is a roster problem."""
    if reg.pool is None or not j.needs_pool:
        return
    repeated = _pool_repeats_list(reg)
    if repeated is not None:
        c.pool_error = True
        c.problems.append(repeated)
        return
    try:
        c.pool = _read_pool(reg.pool, j)
    except InputError as exc:
        msg, where = _read_problem(exc, reg.pool)
        c.pool_error = True
        c.problems.append(
            problem(
                "roster-pool",
                Msg(
                    "the pool cannot be read, so the list was not checked against it: {message}",
                    message=msg,
                ),
                where,
            )
        )


def _code_check(reg: Registration, c: _Checked, j: Judging) -> None:
    """A row with a list and a deck code: both must be the same deck (Neeko's legends too)."""
    from riftcheck.events.diff import diff_decks, same_cards_key

    if reg.list is None or reg.deck_code is None or c.deck is None:
        return
    try:
        coded = read_list(reg.deck_code, j.db, max_bytes=j.max_bytes)
    except InputError as exc:
        msg, where = _read_problem(exc, reg.deck_code)
        c.problems.append(
            problem(
                "roster-code-mismatch",
                Msg("the deck code cannot be read: {message}", message=msg),
                where,
            )
        )
        return
    if same_cards_key(coded) == same_cards_key(c.deck):
        return
    d = diff_decks(c.deck, coded)
    shown = semicolons([ch.text() for ch in d.changes[:3]])
    if len(d.changes) > 3:
        shown = Msg("{a}; ...", a=shown)
    c.problems.append(
        problem(
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


def _played_check(reg: Registration, c: _Checked, j: Judging) -> None:
    """A deck check: the played deck against the registered list, by the format's sideboarding rules."""
    from riftcheck.events.sideboarding import deck_check

    if reg.played is None or c.deck is None:
        return
    try:
        played = read_list(reg.played, j.db, max_bytes=j.max_bytes)
    except InputError as exc:
        msg, where = _read_problem(exc, reg.played)
        c.played_error = problem(
            "deck-check", Msg("the played list cannot be read: {message}", message=msg), where
        )
        c.problems.append(c.played_error)
        return
    played, said = _list_settings(played, j, reg.pool, reg.in_event_file)
    if played.source != c.list_source:  # the registered list's own are said already
        c.problems.extend(said)
    c.played = played
    c.diff = deck_check(c.deck, played, j, pool=c.pool)
    for p in c.diff.problems:
        c.problems.append(
            problem(
                "deck-check",
                Msg("played deck: {message}", message=p.message),
                p.location,
                fix=p.fix,
                citation=p.citation,
            )
        )


def check_player(reg: Registration, j: Judging) -> _Checked:
    """Read and check one row's list, its pool, its deck code and its played deck."""
    from riftcheck import engine
    from riftcheck.runner.read import deck_pool

    ref = reg.list or reg.deck_code
    if ref is None:
        return _no_list(reg)
    try:
        deck = read_list(ref, j.db, max_bytes=j.max_bytes)
    except InputError as exc:
        msg, where = _read_problem(exc, ref)
        return _unreadable(
            reg.label,
            "roster-unreadable",
            Msg("the list cannot be read: {message}", message=msg),
            where,
        )
    deck, settings = _list_settings(deck, j, reg.pool, reg.in_event_file)
    c = _Checked(DeckResult(source=reg.label, legal=None), deck, settings, list_source=deck.source)
    _pool(reg, j, c)
    given = deck_pool(deck, j.db, j.rs, c.pool) if not c.pool_error else None
    result = engine.check_deck(
        deck,
        j.db,
        j.rs,
        j.day,
        j.select,
        j.ignore,
        given.pool if given else None,
        unavailable=given.unavailable if given else None,
        no_team=engine.NO_EVENT_TEAM,
    )
    # an unreadable pool is the row's roster-pool error: the list keeps its own verdict (judged
    # without a pool, so "pool not checked"), and the row reads "LEGAL list · roster error"
    c.result = replace(result, source=reg.label)
    if c.pool is None and given is not None and given.pool is not None:
        c.pool = given.pool
    _code_check(reg, c, j)
    _played_check(reg, c, j)
    return c


# ---------------------------------------------------------------- the whole event


def check_event(
    event: Event,
    *,
    ruleset: str | None = None,
    as_of: _dt.date | None = None,
    region: str | None = None,
    cards: str | os.PathLike | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    sideboarding: bool = False,
    max_bytes: int | None = None,
    progress: Callable[[int, int, str], None] | None = None,
    notices: Sequence[str] = (),
    config: tuple = (None, ()),
):
    """Check every player of ``event``; returns a :class:`~riftcheck.models.RunResult` with ``event`` set.

    ``ruleset``, ``as_of`` and ``region`` override the event's own (the report says so).
    ``sideboarding`` allows played decks to differ by what the format's sideboarding
    allows (:mod:`riftcheck.events.sideboarding`). ``notices`` are said once at the
    top of the report (the configuration keys the event file decides); ``config`` is
    the configuration file and the keys of it the run used, for the provenance. Raises
    as :func:`judging` does.
    """
    j = judging(
        event,
        ruleset=ruleset,
        as_of=as_of,
        region=region,
        cards=cards,
        select=select,
        ignore=ignore,
        sideboarding=sideboarding,
        max_bytes=max_bytes,
        notices=notices,
    )
    checked = []
    n = len(event.players)
    for i, reg in enumerate(event.players):
        if progress is not None:
            progress(i, n, reg.label)
        checked.append(check_player(reg, j))
    problems = [c.problems for c in checked]
    duplicates(event, problems)
    lookalikes(event, problems)
    groups = identical_lists(event, [c.deck for c in checked], problems)
    for c, group in zip(checked, groups, strict=True):
        c.identical = group
    if j.needs_pool:
        _shared_pools(event, checked, j)
    if j.team_size:
        lookalike_teams(event, problems)
    teams = _teams(event, j, checked) if j.team_size else ()
    return _assemble(event, j, checked, teams, as_of, config)


def _shared_pools(event: Event, checked: list[_Checked], j: Judging) -> None:
    """Players of a 1v1 Sealed or Draft event whose pools hold the same cards (one file, or
    copies): a warning at each of their rows naming the others. Each player is provided their
    own product (TR 602.1.a.1), so a shared pool is a pool cell copied from another row (the
    player's own pool never checked) or a cheat. A team format shares one pool by rule, each
    team its own product (TR 603.6): there players of different teams sharing one are warned
    so, teammates never (evtR 6: two 2v2 teams registered with one pool passed silently)."""
    from riftcheck.documents import cited
    from riftcheck.events.diff import same_cards_key
    from riftcheck.events.problems import _named

    groups: dict[str, list[int]] = {}
    for i, c in enumerate(checked):
        if c.pool is not None and c.pool.entries():
            groups.setdefault(same_cards_key(c.pool), []).append(i)
    if j.team_size:
        _shared_team_pools(event, checked, j, groups)
        return
    cite = cited(("tr.limited-pool",), j.rs.citations_on(j.day))
    for idx in groups.values():
        for i in idx if len(idx) > 1 else ():
            others = [event.players[k] for k in idx if k != i]
            n, players = len(others), _named(others)
            said = (  # an event file has no cells: its players write a pool: key (frS 14)
                Plural(
                    n,
                    "the same pool as {players}: each player is provided their own product "
                    "({cite}); is the pool: key copied from another player?",
                    "the same pool as {players}: each player is provided their own product "
                    "({cite}); is the pool: key copied from another player?",
                    players=players,
                    cite=cite,
                )
                if event.players[i].in_event_file
                else Plural(
                    n,
                    "the same pool as {players}: each player is provided their own product "
                    "({cite}); is the pool cell copied from another row?",
                    "the same pool as {players}: each player is provided their own product "
                    "({cite}); is the pool cell copied from another row?",
                    players=players,
                    cite=cite,
                )
            )
            checked[i].problems.append(
                problem(
                    "roster-shared-pool",
                    said,
                    event.players[i].location,
                    citation=cite,
                )
            )


def _shared_team_pools(event: Event, checked: list[_Checked], j: Judging, groups) -> None:
    """:func:`_shared_pools` of a team format: ``groups`` (the players by the cards of their
    pool) whose players are of more than one team give each player a warning naming those of
    the other teams. A player without a team is a team of their own here (their row's team
    error says the rest)."""
    from riftcheck.documents import cited
    from riftcheck.events.problems import _named

    cite = cited(("tr.shared-pool",), j.rs.citations_on(j.day))

    def team_of(k: int):
        team = event.players[k].team
        return normalize_player(team) if team else ("row", k)

    for idx in groups.values():
        if len({team_of(k) for k in idx}) < 2:
            continue
        for i in idx:
            others = [event.players[k] for k in idx if team_of(k) != team_of(i)]
            checked[i].problems.append(
                problem(
                    "roster-shared-pool",
                    Plural(
                        len(others),
                        "the same pool as {players}, who is not of this team: each team is "
                        "provided its own product ({cite}); is the pool cell copied from another "
                        "team's row?",
                        "the same pool as {players}, who are not of this team: each team is "
                        "provided its own product ({cite}); is the pool cell copied from another "
                        "team's row?",
                        players=_named(others),
                        cite=cite,
                    ),
                    event.players[i].location,
                    citation=cite,
                )
            )


def _check_team(j: Judging, decks, name: str, pool):
    """A team's decks judged by the event's ruleset, date and selection (registered or played)."""
    from riftcheck.runner.read import check_team

    return check_team(
        decks, j.db, j.rs, as_of=j.day, select=j.select, ignore=j.ignore, name=name, pool=pool
    )


def _keyed(event) -> bool:
    """Whether the event's players are written in an event file (YAML/JSON keys, no columns)."""
    file = event.players[0].location.file if event.players else ""
    return str(file).lower().endswith((".yaml", ".yml", ".json"))


def _pool_column(event) -> bool:
    """Whether the event's roster has a pool column (some rows may leave it empty)."""
    from riftcheck.events.values import column_field

    return any(column_field(c) == "pool" for c in event.columns)


def _pool_notice(
    checked: list[_Checked], j: Judging, keyed: bool = False, column: bool = False
) -> tuple[int, tuple[str, ...]]:
    """How many players' pools were not checked, and the notice saying so once (``keyed``: the
    players are written in an event file, whose players take a pool key, not a column)."""
    # a pool that cannot be read is its row's roster-pool error already
    unchecked = [
        c
        for c in checked
        if "pool" in c.result.not_checked and not c.pool_error and not c.team_pool_unreadable
    ]
    n = len(unchecked)
    if not n:
        return 0, ()
    conflict = sum(1 for c in unchecked if c.pool_conflict)
    why = (
        (
            Msg("no pool given: add a pool key to each player of the event file")
            if keyed
            # a roster with a pool column is told to fill it, not to add it (frU 15)
            else Msg("no pool given: fill in the roster's pool column for each player")
            if column
            else Msg("no pool given: add a pool column to the roster")
        )
        if not conflict
        else Msg("a team's two rows name different pools: give the team one pool")
        if conflict == n
        else Msg(
            "{k} of them in teams naming different pools, the others with no pool given",
            k=conflict,
        )
    )
    return n, (
        Plural(
            n,
            "pools not checked for {n} of {total} players ({why}); their verdicts do not say "
            "whether the cards were in the pool",
            "pools not checked for {n} of {total} players ({why}); their verdicts do not say "
            "whether the cards were in the pool",
            n=n,
            total=len(checked),
            why=why,
        ),
    )


#: Why a player of an event was judged without a pool, in the event's words: the engine's
#: reasons name --pool, an option of check that event does not have, and a list's own pool:
#: key, which an event does not read (the roster's pool column, an event file's pool key does).
_NO_POOL = {
    False: N_("no pool given (give the player's pool in the roster's pool column)"),
    True: N_("no pool given (give the player a pool key in the event file)"),
}


def _event_pool_skips(result, keyed: bool):
    """``result`` (a :class:`DeckResult`) with the engine's reason for a pool rule not run said
    as an event says it (:data:`_NO_POOL`)."""
    from riftcheck import engine

    if not any(s.reason == engine.NO_POOL for s in result.rules_skipped):
        return result
    return replace(
        result,
        rules_skipped=tuple(
            replace(s, reason=_NO_POOL[keyed]) if s.reason == engine.NO_POOL else s
            for s in result.rules_skipped
        ),
    )


def _assemble(event: Event, j: Judging, checked: list[_Checked], teams, as_of, config) -> RunResult:
    from riftcheck.runner import plan
    from riftcheck.runner.assemble import (
        build_provenance,
        card_info,
        numberings,
        region_label,
        rules_date,
    )
    from riftcheck.runner.plan import RULE_DOCS_URL

    players, final = [], []
    keyed = _keyed(event)
    for reg, c in zip(event.players, checked, strict=True):
        r = _event_pool_skips(c.result, keyed)
        if c.problems:
            r = replace(r, findings=tuple(r.findings) + tuple(c.problems))
        final.append(r)
        own = ((r.error,) if r.error is not None else ()) + tuple(c.problems)
        players.append(
            PlayerReport(
                reg, r.source, r.legal, own, c.diff, c.played_error, c.list_source, c.identical
            )
        )
    unchecked, pool_notice = _pool_notice(checked, j, _keyed(event), _pool_column(event))
    report = EventReport(
        event=event,
        players=tuple(players),
        as_of=j.day,
        as_of_origin=j.date_origin,
        ruleset_origin=j.rs_origin,
        bans=j.bans,
        sideboarding=j.sideboarding,
        precon=j.precon,
        notices=j.notices + pool_notice,
        unchecked_pools=unchecked,
        sideboarding_rules=j.sideboard_rules,
    )
    rules = dict(plan.numbered_infos(plan.rule_infos(), numberings(j.rs, [j.day])))
    for rid, (sev, summary) in ROSTER_PROBLEMS.items():
        rules[rid] = RuleInfo(rid, summary, (), sev, RULE_DOCS_URL.format(id=rid))
    # a message of parts, so that each is said in the report's language (the ruleset's own
    # description, the banned cards by their names in that language); its English text as before
    parts = [j.rs.description or ""]
    if j.bans:
        parts.append(
            Plural(
                len(j.bans), "event ban: {cards}", "event bans: {cards}", cards=joined(list(j.bans))
            )
        )
    if event.precon:
        from riftcheck.documents import cited

        precon = cited(("tr.precon",), j.rs.citations_on(j.day))
        if precon:
            parts.append(
                Msg("the event allows exact preconstructed products ({precon})", precon=precon)
            )
    description = joined(parts, "; ") if len(parts) > 1 else j.rs.description
    # where the judging date came from, in the provenance's own words: an event judged on its own
    # date says so (a RunResult left to build its provenance would say "--as-of")
    as_of_from = "command line" if as_of is not None else "event" if event.date else "today"
    provenance = build_provenance(
        j.rs,
        j.db,
        as_of=j.day,
        as_of_from=as_of_from,
        select=j.select,
        ignore=j.ignore,
        results=final,
        config_path=config[0] if config[1] else None,
        config_keys=config[1],
    )
    return RunResult(
        decks=tuple(final),
        ruleset=str(j.rs.name),
        provenance=provenance,
        card_data=frozen_map(card_info(j.db)),
        teams=tuple(teams),
        ruleset_description=description,
        rules_date=rules_date(j.rs, [j.day]),
        as_of=j.day,
        deck_as_of=frozen_map({r.source: j.day for r in final if r.legal is not None}),
        selected=j.select,
        ignored=j.ignore,
        rules=frozen_map(rules),
        region=region_label(j.rs),
        event=report,
    )


# ---------------------------------------------------------------- teams


def _team_pool(name: str, idx: list[int], event: Event, checked: list[_Checked], j: Judging):
    """The one pool a Sealed 2v2 team shares (TR 603.6): the pool its rows name, if they agree."""
    from riftcheck.documents import cited
    from riftcheck.events.diff import same_cards_key

    cite = cited(("tr.shared-pool",), j.rs.citations_on(j.day))
    pools = [(i, checked[i].pool) for i in idx if checked[i].pool is not None]
    if len({same_cards_key(p) for _, p in pools}) > 1:
        message = Msg(
            "team {team} names different pools ({rows}): a Sealed 2v2 team shares one pool ({cite})",
            team=cell(name),
            rows=where_rows([event.players[i] for i, _ in pools]),
            cite=cite,
        )
        for i, _ in pools:
            checked[i].problems.append(
                problem(
                    "roster-pool",
                    message,
                    event.players[i].location,
                    citation=cite,
                )
            )
        return None
    return pools[0][1] if pools else None


def _shared_players(name: str, idx: list[int], event: Event, checked: list[_Checked]) -> list:
    """A team one of whose players is registered more than once (``roster-duplicate-player``) is
    not two different players, whatever its decks are: the team's own error naming each such row,
    and on each teammate's row without that error a ``roster-duplicate-player`` error naming the
    duplicate of their team and its rows (their row failed with nothing said of why)."""
    from riftcheck.events.problems import _who

    dups = [
        (i, f)
        for i in idx
        for f in checked[i].problems
        if f.rule == "roster-duplicate-player" and f.location == event.players[i].location
    ]
    if not dups:
        return []
    said = []
    for i, f in dups:
        said.append(Msg("{who}: {message}", who=_who(event.players[i]), message=f.message))
    told = joined(said, "; ")
    dup_rows = {i for i, _ in dups}
    for k in idx:
        if k in dup_rows:
            continue
        checked[k].problems.append(
            problem(
                "roster-duplicate-player",
                Msg(
                    "a teammate is registered more than once, so team {team} is not two "
                    "different players and cannot play: {told}",
                    team=cell(name),
                    told=told,
                ),
                event.players[k].location,
                fix=Msg("keep one registration of the teammate and remove the others"),
            )
        )
    return [
        Finding(
            rule="roster-duplicate-player",
            severity="error",
            message=Msg(
                "team {team} is not two different players: {told}",
                team=cell(name),
                told=told,
            ),
            location=event.players[dups[0][0]].location,
            fix=Msg("keep one registration and remove the others"),
            related=tuple(event.players[i].location for i, _ in dups[1:]),
        )
    ]


def _names_pool(r) -> Msg:
    """``Alice (row 5) names pool.txt`` (``line 8`` for a player of an event file, ``row 9, line
    12`` after a pasted cell: :attr:`Registration.where`)."""
    who = r.shown or Msg("(no name)")
    pool = r.pool.value if r.pool.kind == "path" else Msg("a pasted pool")
    return Msg("{player} ({where}) names {pool}", player=who, where=r.where, pool=pool)


def _pool_unreadable(name: str, unreadable: list[int], event: Event, j: Judging) -> Finding:
    """The team error of a Sealed 2v2 team one of whose rows names a pool that cannot be read: the
    team shares one pool (TR 603.6), so its decks were not checked against its teammate's alone.
    At the first such row, naming each player, row and pool; the rows' own roster-pool errors say
    why each file cannot be read."""
    regs = [event.players[i] for i in unreadable]
    return _team_pool_error(
        regs,
        j,
        lambda named, cite: Msg(
            "team {team}'s pool cannot be read: {named}; a Sealed 2v2 team shares one pool "
            "({cite}), so the team's decks were not checked against a pool",
            team=cell(name),
            named=named,
            cite=cite,
        ),
        Msg("give team {team} one pool that can be read", team=cell(name)),
    )


def _pools_conflict(name: str, idx: list[int], event: Event, checked: list[_Checked], j: Judging):
    """The team error of a Sealed 2v2 team whose rows name different pools (TR 603.6), naming each
    player, their row and the pool they name; at the first such row, the others related."""
    regs = [event.players[i] for i in idx if checked[i].pool is not None]
    return _team_pool_error(
        regs,
        j,
        lambda named, cite: Msg(
            "team {team} has more than one pool: {named}; a Sealed 2v2 team shares one pool "
            "({cite}), so the team's decks were not checked against a pool",
            team=cell(name),
            named=named,
            cite=cite,
        ),
        Msg("give both rows of team {team} the same pool", team=cell(name)),
    )


def _team_pool_error(regs, j: Judging, message, fix) -> Finding:
    """A team's roster-pool error citing the shared pool (TR 603.6): ``message(named, cite)`` says
    what is wrong with the pools ``regs`` name, at the first row, the others related."""
    from riftcheck.documents import cited

    cite = cited(("tr.shared-pool",), j.rs.citations_on(j.day))
    return Finding(
        rule="roster-pool",
        severity="error",
        message=message(joined([_names_pool(r) for r in regs], "; "), cite),
        location=regs[0].location,
        citation=cite,
        fix=fix,
        related=tuple(r.location for r in regs[1:]),
    )


def _team_fix(event: Event):
    """The fix of a row with no team: fill it in, or name the unread column that looks like the
    team column (``Team/Équipe``, ``Team (1)``...) and the header it should have."""
    from riftcheck.events.values import HEADER_KEY, header_key

    if _header_of(event, "team") is not None:
        return Msg("fill in the player's team")
    for c in event.columns:
        key = header_key(c)
        if key not in HEADER_KEY and ("team" in key or "equipe" in key):
            return Msg(
                "the column '{name}' is not read as the team column: name it team",
                name=c.strip(),
            )
    return Msg("fill in the player's team")


def _groups(event: Event, j: Judging, checked: list[_Checked]) -> dict[str, list[int]]:
    groups: dict[str, list[int]] = {}
    fix = _team_fix(event)
    for i, reg in enumerate(event.players):
        if not reg.team:
            checked[i].problems.append(
                problem(
                    "roster-team-size",
                    Msg(
                        "no team given: a {ruleset} player plays in a team of {n}",
                        ruleset=j.rs.name,
                        n=j.team_size,
                    ),
                    reg.location,
                    fix=fix,
                )
            )
            continue
        groups.setdefault(normalize_player(reg.team), []).append(i)
    return groups


def _failed_deck_checks(name: str, idx: list[int], event: Event, checked: list[_Checked]) -> tuple:
    """The team's own error when a teammate's played deck failed its own deck check: the team
    plays that deck, so it cannot play as registered, whatever its lists are (it read LEGAL while
    the teammate's row said "deck check failed": atkE 6). The team's played decks checked
    together (:func:`_played_team`) say their own error."""
    from riftcheck.events.problems import _who

    together = "played decks of team {team} together ({rule}): {message}"  # _played_team's
    failed = [
        i
        for i in idx
        if any(
            f.rule == "deck-check"
            and f.severity == "error"
            and getattr(f.message, "template", None) != together
            for f in checked[i].problems
        )
    ]
    if not failed:
        return ()
    return (
        Finding(
            rule="deck-check",
            severity="error",
            message=Msg(
                "team {team} plays a deck that failed its deck check: {who}",
                team=cell(name),
                who=listed([_who(event.players[i]) for i in failed]),
            ),
            location=event.players[failed[0]].location,
            fix=Msg("see the deck check of each player named: the played deck must be legal"),
            related=tuple(event.players[i].location for i in failed[1:]),
        ),
    )


def _played_team(
    name, idx: list[int], checked: list[_Checked], j: Judging, pool, said, event: Event
) -> tuple:
    """The decks a team plays, checked together: in Sealed 2v2 the pool count is the team's
    (TR 603.6), so a card of the shared pool one teammate already plays cannot be sideboarded
    in by the other; and teammates still may not share a legend or battlefields. A played deck
    stands in for its registered list; each team error the registered lists did not already
    have is a deck-check problem of every teammate whose played deck was given, and a finding of
    the team itself (returned): the team breaks TR 603.6, so its verdict is not legal (atkE 9)."""
    if not any(checked[i].played is not None for i in idx):
        return ()
    decks = [_as_player(checked[i].played or checked[i].deck, event.players[i]) for i in idx]
    tr = _check_team(j, decks, name, pool)
    already = {(f.rule, f.message) for f in said}
    new = [
        f for f in tr.team_findings if f.severity == "error" and (f.rule, f.message) not in already
    ]
    for i in idx:
        if checked[i].played is None:
            continue
        for f in new:
            checked[i].problems.append(
                problem(
                    "deck-check",
                    Msg(
                        "played decks of team {team} together ({rule}): {message}",
                        team=cell(name),
                        rule=f.rule,
                        message=f.message,
                    ),
                    f.location,
                    fix=f.fix,
                    citation=f.citation,
                )
            )
    return tuple(
        replace(
            f,
            message=Msg(
                "played decks of team {team} together ({rule}): {message}",
                team=cell(name),
                rule=f.rule,
                message=f.message,
            ),
        )
        for f in new
    )


def _as_player(deck, reg: Registration):
    """``deck`` as the list of ``reg``'s player, named as the roster names them: the team
    findings say who shares a legend (« Chloe Martin et Dev Patel »), not which files."""
    return replace(deck, player=reg.shown)


def _team_pools(name: str, idx: list[int], event: Event, checked: list[_Checked], j: Judging):
    """The pool a Sealed 2v2 team is judged against (``None``: not checked), what that leaves
    not checked, whether its rows name different pools, and its rows whose pool cannot be read."""
    if not j.needs_pool:
        return None, (), False, []
    # a row whose pool cannot be read: the team is not judged against its teammate's pool alone
    # (it was, and read plain LEGAL); the team's own error names the row (atk23d 3)
    unreadable = [i for i in idx if checked[i].pool_error]
    pool = None if unreadable else _team_pool(name, idx, event, checked, j)
    unchecked = ("pool",) if pool is None else ()
    for i in idx if unreadable else ():
        checked[i].team_pool_unreadable = True
    # pools given but not one for the team (TR 603.6): a team error, as a missing member is
    conflict = bool(unchecked) and not unreadable and any(checked[i].pool is not None for i in idx)
    for i in idx if conflict else ():
        checked[i].pool_conflict = True
    return pool, unchecked, conflict, unreadable


def _teams(event: Event, j: Judging, checked: list[_Checked]) -> list[TeamReport]:
    """Group the players by team; check complete teams together; report missing and extra members."""
    teams = []
    for idx in _groups(event, j, checked).values():
        regs = [event.players[i] for i in idx]
        name = regs[0].team
        sources = tuple(checked[i].result.source for i in idx)
        if len(idx) != j.team_size:
            said = team_size_message(cell(name), len(idx), where_rows(regs), j.team_size)
            for i in idx:
                checked[i].problems.append(
                    problem(
                        "roster-team-size",
                        said,
                        event.players[i].location,
                        fix=Msg(
                            "correct {column} so each team has exactly {n} players",
                            column=_team_column(event),
                            n=j.team_size,
                        ),
                    )
                )
            teams.append(TeamReport(name=name, sources=sources, legal=False))
            continue
        # one player twice in the team, or a player of another team too (CR 491, TR 603): the
        # team is not two different players, whatever its decks are
        shared = _shared_players(name, idx, event, checked)
        if any(checked[i].deck is None for i in idx):
            teams.append(
                TeamReport(
                    name=name,
                    sources=sources,
                    legal=False if shared else None,
                    findings=tuple(shared),
                )
            )
            continue
        pool, unchecked, conflict, unreadable = _team_pools(name, idx, event, checked, j)
        tr = _check_team(
            j, [_as_player(checked[i].deck, regs[k]) for k, i in enumerate(idx)], name, pool
        )
        for i, r in zip(idx, tr.decks, strict=True):
            checked[i].result = replace(r, source=checked[i].result.source)
        team_findings = tuple(shared) + tuple(tr.team_findings)
        if conflict:
            # the team's own error, beside its rows' roster-pool errors: the team verdict is
            # ILLEGAL for it, so the team says why (it said ILLEGAL with nothing under it)
            team_findings = (_pools_conflict(name, idx, event, checked, j),) + team_findings
        if unreadable:
            team_findings = (_pool_unreadable(name, unreadable, event, j),) + team_findings
        team_findings += _played_team(name, idx, checked, j, pool, team_findings, event)
        team_findings += _failed_deck_checks(name, idx, event, checked)
        ok = (
            not conflict
            and not unreadable
            and not shared
            and all(checked[i].result.legal is True for i in idx)
            and not any(f.severity == "error" for f in team_findings)
        )
        teams.append(
            TeamReport(
                name=name,
                sources=sources,
                legal=ok,
                findings=team_findings,
                not_checked=unchecked,
            )
        )
    return teams
