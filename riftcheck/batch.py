"""Checking many decks, in this process or spread over worker processes.

:func:`check_sources` reads and checks each deck source with an already
loaded card database and ruleset, and returns the results in input order,
whatever the number of jobs. With ``jobs > 1`` and enough decks the sources
are handed out in chunks to a process pool; on platforms with ``fork`` the
workers inherit the loaded database and ruleset, elsewhere each worker loads
them once from the :class:`Setup` recipe. Either way the results are the
same values a sequential run gives.

Results carry no :class:`~riftcheck.models.Deck` (``deck=None``) unless
``Setup.keep_decks`` asks for them (the HTML report): keeping 10,000 decks
alive would cost more memory than the rest of the run together.
"""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from riftcheck.errors import InputError
from riftcheck.models import DeckResult

#: Below this many decks a run stays in one process: each worker warms its own
#: memos (card resolutions, suggestions for misspelt names), about 0.05 s of
#: CPU, so two workers only pay off from some 60 decks; and a pre-commit run on
#: a few files must start as fast as possible.
PARALLEL_FROM = 64

#: Decks handed to a worker at a time: large enough to amortise the pipe, small
#: enough to keep both cores busy to the end.
MAX_CHUNK = 32


def default_jobs() -> int:
    """The number of cores this process may run on (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class Setup:
    """How to rebuild a run's state in a fresh worker (spawn platforms): what to load, how to check.

    ``cards`` is a card database path (``None``: the default database),
    ``ruleset`` a ruleset name or path, ``pool`` a pool file path.
    """

    ruleset: str
    cards: str | None = None
    pool: str | None = None
    as_of: _dt.date | None = None
    region: str | None = None
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    read_kw: Mapping[str, Any] = field(default_factory=dict)
    stdin_text: str | None = None
    #: compute each deck's :class:`riftcheck.stats.DeckStats` (small; kept when the deck is dropped)
    stats: bool = False
    #: Keep each result's :class:`~riftcheck.models.Deck` (the HTML report shows the lists); the
    #: run then stays in this process, since a Deck holds read-only mappings that cannot be pickled.
    keep_decks: bool = False


class _State(NamedTuple):
    """The loaded values every deck check needs."""

    # a NamedTuple, not a dataclass: creating a dataclass costs ~1 ms of every run's start-up
    db: Any
    rs: Any
    pool_deck: Any
    setup: Setup
    today: _dt.date


def _load(setup: Setup) -> _State:
    from pathlib import Path

    from riftcheck.cards.db import CardDB
    from riftcheck.rulesets import load_ruleset

    db = CardDB.load(Path(setup.cards) if setup.cards is not None else None)
    pool_deck = None
    if setup.pool is not None:
        from riftcheck.decks import read_pool

        pool_deck = read_pool(setup.pool, db)
    return _State(
        db, load_ruleset(setup.ruleset).for_region(setup.region), pool_deck, setup, _dt.date.today()
    )


def check_one(state: _State, source: str) -> tuple[DeckResult, str | None, _dt.date | None]:
    """Read and check one deck: ``(result, deck source, judging date)``; unreadable decks have no date."""
    from riftcheck.api import unreadable_result
    from riftcheck.decks import read_deck
    from riftcheck.engine import check_deck

    s = state.setup
    try:
        deck = read_deck(
            source, state.db, text=s.stdin_text if source == "-" else None, **s.read_kw
        )
    except InputError as exc:
        return unreadable_result(source, exc), None, None
    day = s.as_of or deck.event_date or state.today
    result = check_deck(
        deck,
        state.db,
        state.rs,
        as_of=s.as_of,
        select=s.select,
        ignore=s.ignore,
        pool=state.pool_deck,
    )
    stats = None
    if s.stats:
        from riftcheck.stats import deck_stats

        stats = deck_stats(deck, state.rs, day, state.db)
    return (
        (replace(result, stats=stats) if s.keep_decks else replace(result, deck=None, stats=stats)),
        deck.source,
        day,
    )


# -- worker side: one _State per worker process, set by the pool initializer

_WORKER: _State | None = None
#: Shared with the parent: per deck index, 0 not started, the pid of the worker checking it, -1 done.
_STATUS: Any = None


def _init_worker(state: _State | None, setup: Setup, status: Any = None) -> None:
    import signal  # workers only: a one-process run does not pay for it

    # Ctrl-C reaches the whole process group; the parent alone decides what to do about it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _WORKER, _STATUS
    _WORKER = state if state is not None else _load(setup)
    _STATUS = status


def _work(
    chunk: Sequence[tuple[int, str]],
) -> list[tuple[int, tuple[DeckResult, str | None, _dt.date | None]]]:
    assert _WORKER is not None, "worker used before its initializer ran"
    out = []
    pid = os.getpid()
    for i, src in chunk:
        if _STATUS is not None:
            _STATUS[i] = pid  # so that the parent knows which deck a worker died on
        out.append((i, check_one(_WORKER, src)))
        if _STATUS is not None:
            _STATUS[i] = -1
    return out


def _died_on(source: str, exitcode: int | None) -> tuple[DeckResult, None, None]:
    """The result of a deck whose worker process died while checking it."""
    from riftcheck.api import unreadable_result
    from riftcheck.models import Location

    how = (
        f"killed by signal {-exitcode}"
        if exitcode is not None and exitcode < 0
        else f"exit code {exitcode}"
    )
    return (
        unreadable_result(
            source,
            InputError(
                f"not checked: the worker process checking this deck died ({how}; out of memory?)",
                Location(source),
                hint="check it alone with --jobs 1 to see why",
            ),
        ),
        None,
        None,
    )


def _chunks(items: Sequence[str], jobs: int) -> Iterator[Sequence[str]]:
    size = max(1, min(MAX_CHUNK, len(items) // (jobs * 8) or 1))
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _pool_round(ctx, jobs, inherited, setup, status, items, got, emit) -> dict[int, int | None]:
    """Check ``items`` (index, source) in a pool into ``got``, calling ``emit`` as results come.

    Returns ``{}`` when every item was checked, else ``{pid: exit code}`` of the
    workers that died: a dead worker's chunk would never come back, so the
    pool is stopped as soon as a death is seen (checked every 0.2 s).
    """
    import multiprocessing as mp

    pool = ctx.Pool(jobs, initializer=_init_worker, initargs=(inherited, setup, status))
    workers = list(getattr(pool, "_pool", ()))  # the Process objects, to see one die
    dead: dict[int, int | None] = {}
    try:
        it = pool.imap(_work, list(_chunks(items, jobs)))
        while True:
            try:
                chunk_results = it.next(timeout=0.2)
            except StopIteration:
                break
            except mp.TimeoutError:
                dead = {w.pid: w.exitcode for w in workers if w.exitcode is not None}
                if dead:
                    break
                continue
            for i, item in chunk_results:
                got[i] = item
            emit()
        if dead:
            pool.terminate()
        else:
            pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()
    return dead


def check_sources(  # noqa: C901
    sources: Sequence[str],
    db: Any,
    rs: Any,
    setup: Setup,
    *,
    pool_deck: Any = None,
    jobs: int | None = None,
    progress: Callable[[int, int, str], None] | None = None,
    on_result: Callable[[DeckResult, _dt.date | None], None] | None = None,
) -> tuple[list[DeckResult], dict[str, _dt.date]]:
    """Check every source; returns the results in input order and each readable deck's judging date.

    ``jobs`` is the number of processes (``None`` or 0: :func:`default_jobs`).
    ``progress(i, n, source)`` is called as decks are done. Runs below
    :data:`PARALLEL_FROM` decks, and runs reading stdin, stay in this process.
    ``on_result(result, day)`` is called with each result as it arrives, in input order.
    """
    # Imported before any worker is forked, so that no worker imports them again.
    import importlib

    for module in ("riftcheck.decks", "riftcheck.engine"):
        importlib.import_module(module)

    state = _State(db, rs, pool_deck, setup, _dt.date.today())
    n = len(sources)
    jobs = min(jobs or default_jobs(), max(1, n // 8))
    results: list[DeckResult] = []
    dates: dict[str, _dt.date] = {}

    def take(i: int, src: str, item: tuple[DeckResult, str | None, _dt.date | None]) -> None:
        result, name, day = item
        results.append(result)
        if name is not None and day is not None:
            dates[name] = day
        if on_result is not None:
            on_result(result, day)

    if jobs <= 1 or n < PARALLEL_FROM or "-" in sources or setup.keep_decks:
        for i, src in enumerate(sources):
            if progress is not None:
                progress(i, n, src)
            take(i, src, check_one(state, src))
        return results, dates

    import gc
    import multiprocessing as mp

    # The first deck is checked here, before forking: the lazy imports, card
    # values and memos it creates are then inherited instead of made once per worker.
    if progress is not None:
        progress(0, n, sources[0])
    take(0, sources[0], check_one(state, sources[0]))
    try:
        ctx = mp.get_context("fork")
        inherited: _State | None = state
    except ValueError:  # no fork (Windows): each worker loads the database and ruleset itself
        ctx = mp.get_context("spawn")
        inherited = None
    # Frozen objects are left alone by the workers' garbage collector, so their
    # memory pages stay shared with this process instead of being copied.
    gc.freeze()
    status = ctx.Array("q", n, lock=False)
    got: dict[int, tuple[DeckResult, str | None, _dt.date | None]] = {}
    emitted = [1]

    def emit() -> None:
        while emitted[0] in got:
            i = emitted[0]
            if progress is not None:
                progress(i, n, sources[i])
            take(i, sources[i], got.pop(i))
            emitted[0] += 1

    pending = list(range(1, n))
    try:
        while pending:
            dead = _pool_round(
                ctx, jobs, inherited, setup, status, [(i, sources[i]) for i in pending], got, emit
            )
            if not dead:
                break
            # a worker died: the decks it was on are unreadable with the reason, the others run again
            left = [i for i in pending if i not in got and i >= emitted[0]]
            culprits = [i for i in left if status[i] in dead]
            for i in (
                culprits or left[:1]
            ):  # none known (it died between decks): the next one, so the run ends
                got[i] = _died_on(sources[i], dead.get(status[i], next(iter(dead.values()))))
            emit()
            pending = [i for i in left if i not in got and i >= emitted[0]]
    finally:
        gc.unfreeze()
    return results, dates
