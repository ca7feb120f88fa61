"""Reading each source of a run and handing it to the engine: the deck, the pool it names, a team.

The engine (:mod:`riftcheck.engine`) judges values only; this stage reads what
a deck names (its ``pool:`` file), turns a deck that cannot be read into its
unreadable result, and keeps of each judged deck what the run asked for.
"""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from riftcheck.infra.errors import InputError
from riftcheck.infra.value import replace
from riftcheck.models import (
    Deck,
    DeckResult,
    Finding,
    Location,
    Msg,
    TeamReport,
    TeamResult,
    Violation,
)
from riftcheck.runner.plan import UNREADABLE, Loaded


def unreadable_result(source: str, exc: InputError) -> DeckResult:
    """The result of a deck that could not be read: ``legal=None`` and an ``unreadable`` error."""
    if source == "-":
        source = "<stdin>"
    loc = exc.location or Location(source)
    msg = Msg("{message} ({hint})", message=exc.message, hint=exc.hint) if exc.hint else exc.message
    err = Finding(rule=UNREADABLE, severity="error", message=msg, location=loc)
    return DeckResult(source=source, legal=None, error=err)


# -- reading what a deck names: its pool


def pool_path(deck: Deck) -> Path:
    """The file the deck's ``pool:`` key names, relative to the deck file.

    Raises :class:`~riftcheck.infra.errors.InputError` (at the ``pool:`` line) for a
    path that leaves the deck file's directory tree, or that is the deck itself.
    """
    from riftcheck.decks.contained import contained_path

    assert deck.pool is not None
    own = deck.source if deck.source not in ("-", "") and Path(deck.source).exists() else None
    path = contained_path(deck.pool, own, deck.location_of("pool"), "pool:")
    if own is not None and same_path(path, own):
        raise InputError(
            Msg(
                "pool: '{pool}' is this deck file itself: the pool is the list of cards opened, in a file of its own",
                pool=deck.pool,
            ),
            deck.location_of("pool"),
        )
    return path


def pool_replaced(deck: Deck, given: Deck | None, ruleset: Any) -> Deck:
    """``deck`` with a notice at its ``pool:`` line when ``--pool`` judges it instead of the pool
    that line names (nothing is replaced silently)."""
    if given is None or not deck.pool or not _needs_pool(ruleset):
        return deck
    from riftcheck.models import Notice

    loc = deck.location_of("pool")  # the report says the line, as for every reading note
    message = Msg(
        "--pool {given} replaces the pool named in the deck ({pool}): the deck is judged against "
        "{given}",
        given="<stdin>" if given.source == "-" else given.source,
        pool=deck.pool,
    )
    return replace(deck, notices=(*deck.notices, Notice("pool-replaced", message, loc)))


def same_path(a: str | os.PathLike | None, b: str | os.PathLike | None) -> bool:
    """Whether ``a`` and ``b`` name one file: the same path once resolved, or the same file by
    identity (``st_dev``, ``st_ino``), as the output guards compare: a hard link is the file
    itself (atkL 7: a pool hard-linked to its deck passed as another file)."""
    from riftcheck.infra.fileio import same_file

    if a is None or b is None:
        return False
    try:
        if Path(a).resolve() == Path(b).resolve():
            return True
    except (OSError, RuntimeError):
        return False
    return same_file(a, b)


def is_itself(deck: Deck, pool: Deck) -> bool:
    """Whether ``pool`` was read from the very text ``deck`` was: the same file (links and ``..``
    resolved), or, where either came as a text (standard input, a list or pool pasted in an event
    file), the same bytes. A pasted text is never its event file: two texts pasted in one file are
    two texts, and the same one (a YAML alias) is itself."""
    if deck.text_sha256 is None and pool.text_sha256 is None:
        return deck.source not in ("-", "") and same_path(pool.source, deck.source)
    key = _content_key(deck)
    return key is not None and key == _content_key(pool)


def _content_key(deck: Deck) -> str | None:
    """The identity by content of the text ``deck`` was read from: its own, else its file's bytes
    (``None``: no file to read, a deck code, a file too large to be a deck)."""
    if deck.text_sha256 is not None:
        return deck.text_sha256
    if deck.source in ("-", "", "<stdin>"):
        return None
    from riftcheck.decks.read import DEFAULT_MAX_BYTES
    from riftcheck.infra.digest import sha256_hex
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    try:  # regular files only: never a FIFO or a device (it would wait or run on)
        return sha256_hex(read_bytes(deck.source, DEFAULT_MAX_BYTES))
    except (ReadRefused, OSError, ValueError):
        return None


def _needs_pool(ruleset: Any) -> bool:
    """Whether a rule of ``ruleset`` declares that it needs a pool (else no pool file is read)."""
    from riftcheck.rules import all_rules

    registry = all_rules()
    return any("pool" in registry[rid].needs for rid in ruleset.rules if rid in registry)


class PoolInput(NamedTuple):
    """The pool a deck is judged against: the one read, else why it could not be had (``None``: neither)."""

    pool: Deck | None = None
    unavailable: Violation | None = None


def deck_pool(deck: Deck, db: Any, ruleset: Any, given: Deck | None = None) -> PoolInput:
    """The pool to judge ``deck`` against: ``given`` (``--pool``), else the file its ``pool:`` key names.

    A pool that cannot be used is not an error of the run: it comes back as the
    ``unavailable`` problem the engine reports under the rule that needed it.
    No file is read when no rule of ``ruleset`` needs a pool.
    """
    if given is not None and is_itself(deck, given):
        return PoolInput(
            unavailable=Violation(
                Msg(
                    "The pool given ({source}) is this deck file itself, so nothing would be checked",
                    source="<stdin>" if given.source == "-" else given.source,
                ),
                location=deck.location_of("pool"),
                fix=Msg("give the pool file, the list of cards opened, with --pool POOL"),
            )
        )
    if given is not None or not deck.pool or not _needs_pool(ruleset):
        return PoolInput(given)
    try:
        from riftcheck.decks import read_pool

        return PoolInput(read_pool(str(pool_path(deck)), db))
    except InputError as exc:
        if exc.location == deck.location_of("pool"):  # the path itself is refused
            message = Msg("The pool: key is refused: {message}", message=exc.message)
        else:
            message = Msg(
                "The pool file '{pool}' named by pool: cannot be read: {message}",
                pool=deck.pool,
                message=exc.message,
            )
        return PoolInput(
            unavailable=Violation(
                message,
                location=deck.location_of("pool"),
                fix=Msg("correct the pool: path, or give the pool with --pool POOL"),
            )
        )


def _shared_pool(
    decks: Sequence[Deck], db: Any, ruleset: Any, day: _dt.date | None = None
) -> PoolInput:
    """The pool a team shares (2v2 Sealed, TR 603.6: "the team shares a single product pool"):
    the pool its decks' ``pool:`` keys name, one deck naming it being enough (as one row of an
    event naming the team's pool), and files of the same cards being the same pool.

    Decks naming pools of different cards give no shared pool but the team error saying so,
    naming each deck and its pool: a team has one pool, so the decks were not checked together
    against one (each deck is still judged against its own).
    """
    naming = [d for d in decks if d.pool]
    if not naming:
        return PoolInput()
    named: set[str] = set()
    refused = False
    for d in naming:
        try:
            named.add(str(pool_path(d).resolve()))
        except InputError:
            refused = True
            named.add("?refused " + d.source)  # each deck then reports its own refused pool: key
    if len(named) == 1:
        return deck_pool(naming[0], db, ruleset)
    if refused or not _needs_pool(ruleset):
        return PoolInput()
    read = [deck_pool(d, db, ruleset) for d in naming]
    if all(r.pool is not None for r in read):
        from riftcheck.events.diff import same_cards_key

        if len({same_cards_key(r.pool) for r in read}) == 1:
            return read[0]
    return PoolInput(unavailable=_pools_differ(naming, ruleset, day))


def _pools_differ(decks: Sequence[Deck], ruleset: Any, day: _dt.date | None) -> Violation:
    """The team error of a Sealed 2v2 team whose decks name different pool files (TR 603.6), as
    an event's ``roster-pool`` error for rows naming different pools."""
    from riftcheck.documents import cited
    from riftcheck.models import joined

    day = day or _dt.date.today()
    cite = cited(("tr.shared-pool",), ruleset.citations_on(day))
    named = [Msg("{deck} names {pool}", deck=d.source, pool=d.pool) for d in decks]
    return Violation(
        Msg(
            "the team's decks name different pools: {named}; a Sealed 2v2 team shares one pool "
            "({cite}), so the team's decks were not checked together against a pool",
            named=joined(named, "; "),
            cite=cite,
        ),
        location=decks[0].location_of("pool"),
        fix=Msg(
            "give every deck of the team the same pool: file, or the team's pool with --pool POOL"
        ),
        related=tuple(loc for d in decks[1:] if (loc := d.location_of("pool")) is not None),
    )


# -- checking: read, then judge


def check_deck(
    deck: Deck,
    db: Any,
    ruleset: Any,
    as_of: _dt.date | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    pool: Deck | None = None,
    pool_error: Violation | None = None,
) -> DeckResult:
    """Judge a deck already read: read the pool it names (unless ``pool`` is given), then the engine.

    The same arguments as :func:`riftcheck.engine.check_deck`, which judges values only;
    ``pool_error``: why the ``--pool`` given could not be read (the deck's pool error).
    """
    from riftcheck import engine

    deck = pool_replaced(deck, pool, ruleset)
    given = PoolInput(unavailable=pool_error) if pool_error else deck_pool(deck, db, ruleset, pool)
    return engine.check_deck(
        deck, db, ruleset, as_of, select, ignore, given.pool, unavailable=given.unavailable
    )


def check_team(
    decks: Sequence[Deck],
    db: Any,
    ruleset: Any,
    as_of: _dt.date | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    pool: Deck | None = None,
    name: str | None = None,
    pool_error: Violation | None = None,
) -> TeamResult:
    """Judge a team's decks already read: their pools (a shared one, else each deck's), then the engine.

    The same arguments as :func:`riftcheck.engine.check_team`, which judges values only.
    """
    from riftcheck import engine
    from riftcheck.engine import team_day

    day = as_of or team_day(decks)
    decks = [pool_replaced(d, pool, ruleset) for d in decks]
    if pool_error is not None:  # the --pool given cannot be read: the team's pool error
        shared = PoolInput(unavailable=pool_error)
    else:
        shared = PoolInput(pool) if pool is not None else _shared_pool(decks, db, ruleset, day)
    own = (
        None if shared.pool is not None else tuple(tuple(deck_pool(d, db, ruleset)) for d in decks)
    )
    return engine.check_team(
        decks,
        db,
        ruleset,
        as_of,
        select,
        ignore,
        shared.pool,
        name,
        unavailable=shared.unavailable,
        deck_pools=own,
        unavailable_citation=("tr.shared-pool",)
        if shared.unavailable is not None and pool_error is None
        else (),
    )


#: What checking one source gives: the result, the deck's source name and its judging date
#: (``None``, ``None`` for an unreadable deck).
Checked = tuple[DeckResult, str | None, _dt.date | None]


def read_source(loaded: Loaded, source: str) -> Deck | DeckResult:
    """Read one deck source with the run's database and options; an unreadable one is its result."""
    from riftcheck.decks import read_deck

    p = loaded.plan
    try:
        return read_deck(
            source, loaded.db, text=p.stdin_text if source == "-" else None, **p.read_kw
        )
    except InputError as exc:
        return unreadable_result(source, exc)


def judging_day(loaded: Loaded, deck: Deck) -> _dt.date:
    """The date ``deck`` is judged on: the run's as-of date, else its event date, else today."""
    return loaded.plan.as_of or deck.event_date or loaded.today


def _finish(loaded: Loaded, result: DeckResult, deck: Deck, day: _dt.date | None = None) -> Checked:
    """A judged deck as the run keeps it: its statistics if asked for, its deck only if asked for.
    ``day``: the date it was judged on when not its own (a team's decks share one)."""
    p = loaded.plan
    day = day or judging_day(loaded, deck)
    stats = None
    if p.stats:
        from riftcheck.stats import deck_stats

        stats = deck_stats(deck, loaded.rs, day, loaded.db)
    kept = replace(result, stats=stats) if p.keep_decks else replace(result, deck=None, stats=stats)
    return kept, deck.source, day


def check_one(loaded: Loaded, source: str) -> Checked:
    """Read and check one deck source."""
    deck = read_source(loaded, source)
    if isinstance(deck, DeckResult):
        return deck, None, None
    p = loaded.plan
    result = check_deck(
        deck, loaded.db, loaded.rs, p.as_of, p.select, p.ignore, loaded.pool_deck, loaded.pool_error
    )
    return _finish(loaded, result, deck)


def check_team_sources(
    sources: Sequence[str],
    loaded: Loaded,
    name: str | None = None,
    progress: Callable[[int, int, str], None] | None = None,
    on_result: Callable[[DeckResult, _dt.date | None], None] | None = None,
) -> tuple[list[DeckResult], dict[str, _dt.date], tuple[TeamReport, ...]]:
    """:func:`check_sources` for a team: every source read as there, then the readable decks judged
    together; also returns the team's report (none when no deck could be read).

    ``on_result`` is called for each deck once the team is judged (a team's decks are known together).
    """
    read: list[Deck | DeckResult] = []
    for i, src in enumerate(sources):
        if progress is not None:
            progress(i, len(sources), src)
        read.append(read_source(loaded, src))
    checked, report = _judge_team(read, loaded, name)
    if on_result is not None:
        for r, _, day in checked:
            on_result(r, day)
    dates = {src: day for _, src, day in checked if src is not None and day is not None}
    return [c[0] for c in checked], dates, (report,) if report is not None else ()


def _judge_team(
    read: Sequence[Deck | DeckResult], loaded: Loaded, name: str | None
) -> tuple[list[Checked], TeamReport | None]:
    decks = [d for d in read if isinstance(d, Deck)]
    if not decks:
        return [(r, None, None) for r in read if isinstance(r, DeckResult)], None
    p = loaded.plan
    if len(decks) < len(read):
        return _team_unread(read, loaded, name)
    tr = check_team(
        decks,
        loaded.db,
        loaded.rs,
        p.as_of,
        p.select,
        p.ignore,
        loaded.pool_deck,
        name,
        loaded.pool_error,
    )
    from riftcheck.engine import team_day

    # the team's one date judges every deck of it, an undated deck too (as the engine judged them)
    day = p.as_of or team_day(decks) or loaded.today
    judged = iter(zip(tr.decks, decks, strict=True))
    out = [
        _finish(loaded, *next(judged), day) if isinstance(r, Deck) else (r, None, None)
        for r in read
    ]
    results = [c[0] for c in out]
    team_findings = tuple(tr.team_findings)
    ok = all(r.legal is True for r in results) and not any(
        f.severity == "error" for f in team_findings
    )
    legal = None if any(r.legal is None for r in results) else ok
    report = TeamReport(
        name=tr.name,
        sources=tuple(r.source for r in results),
        legal=legal,
        findings=team_findings,
        # a deck judged without a pool leaves the team's one pool unchecked (as an event says it)
        not_checked=("pool",) if any("pool" in r.not_checked for r in results) else (),
        why=illegal_decks(results, team_findings) if legal is False else None,
    )
    return out, report


def illegal_decks(results: Sequence[DeckResult], team_findings) -> Msg | None:
    """Why a team is illegal when none of its own findings is an error: ``deck a.deck.yaml is
    illegal (2 errors) and deck b.deck.yaml is illegal (1 error)`` (a verdict always says why)."""
    from riftcheck.i18n import plural
    from riftcheck.models import listed

    if any(f.severity == "error" for f in team_findings):
        return None
    said = [
        Msg(
            "deck {name} is illegal ({errors})",
            name=Path(r.source).name,
            errors=plural(sum(1 for f in r.findings if f.severity == "error"), "error"),
        )
        for r in results
        if r.legal is False
    ]
    # the last joined by « and » (« …, et le deck b.txt est illégal »: frU 19)
    return listed(said) if said else None


def _team_unread(
    read: Sequence[Deck | DeckResult], loaded: Loaded, name: str | None
) -> tuple[list[Checked], TeamReport]:
    """A team with a deck that cannot be read: each readable deck checked on its own, each
    unreadable one reported as it is, and the team not checked (never LEGAL), naming the files."""
    from riftcheck.engine import check_deck
    from riftcheck.models import Finding

    p = loaded.plan
    out: list[Checked] = []
    for r in read:
        if isinstance(r, Deck):
            res = check_deck(r, loaded.db, loaded.rs, p.as_of, p.select, p.ignore)
            out.append(_finish(loaded, res, r))
        else:
            out.append((r, None, None))
    results = [c[0] for c in out]
    unread = [r.source for r in read if isinstance(r, DeckResult)]
    finding = Finding(
        rule="team",
        severity="error",
        message=Msg(
            "the team was not checked: {files} could not be read",
            files=", ".join(unread),
        ),
        fix=Msg("make every deck of the team readable, then check the team again"),
    )
    report = TeamReport(
        name=name,
        sources=tuple(r.source for r in results),
        legal=None,
        findings=(finding,),
    )
    return out, report
