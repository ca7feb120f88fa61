"""Running the checks: in this process, or in worker processes that hand results back in input order.

Workers are ``multiprocessing`` pool processes: forked ones inherit the
parent's :class:`~riftcheck.runner.plan.Loaded` and the caches the first deck
warmed, spawned ones load the same plan once each; a worker that dies makes
only the deck it was on unreadable. When the report is drawn deck by deck (a
``per_deck`` reporter), each forked worker also draws the part of every deck
it checks, so the parent only orders the parts and joins them.
"""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from riftcheck.infra.errors import InputError
from riftcheck.infra.value import replace
from riftcheck.models import DeckResult, Finding, Location, Msg
from riftcheck.runner.plan import Loaded, Plan, load
from riftcheck.runner.read import Checked, check_one, unreadable_result

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


#: A deck's part of the report drawn from its result and judging day (the reporter's
#: ``deck_part`` with the run's header given), or ``None`` when the report is drawn at the end.
Part = Callable[[DeckResult, _dt.date | None], str]

#: One source checked: its result as the run keeps it, and its part of the report (``None``: not drawn yet).
Done = tuple[Checked, str | None]

# one Loaded per worker process, set by the pool initializer
_WORKER: Loaded | None = None
#: Shared with the parent: per deck index, 0 not started, the pid of the worker checking it, -1 done.
_STATUS: Any = None
#: The part drawer of a forked worker (a spawned one leaves the parts to the parent).
_PART: Part | None = None


def _init_worker(
    inherited: Loaded | None, plan: Plan, status: Any = None, part: Part | None = None
) -> None:
    import signal  # workers only: a one-process run does not pay for it

    # Ctrl-C reaches the whole process group; the parent alone decides what to do about it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _WORKER, _STATUS, _PART
    _WORKER = inherited if inherited is not None else load(plan)
    _STATUS = status
    _PART = part


def _check_and_draw(loaded: Loaded, source: str, part: Part | None) -> Done:
    """Check one source and, with ``part``, draw its part of the report.

    The deck's statistics go into its part and are not kept in the result: they
    are the largest thing a worker would send back, and nothing else reads them.
    """
    checked = check_one(loaded, source)
    if part is None:
        return checked, None
    result, name, day = checked
    text = part(result, day)
    if result.stats is not None:
        result = replace(result, stats=None)
    return (result, name, day), text


_MARKS: dict[str, Finding] = {}


def _mark(f: Finding) -> Finding:
    """One shared finding per severity (and rule-less): what the run's counts and exit code read."""
    got = _MARKS.get(f.severity)
    if got is None:
        got = _MARKS[f.severity] = Finding(rule="", severity=f.severity, message="")
    return got


def _slim(result: DeckResult) -> DeckResult:
    """A result whose report part is drawn, kept as the finished run still reads it.

    The verdict, its notes and dates, each finding as a mark shared by its severity (the run's
    counts and exit code), the region notices (the provenance's deck regions). Over 10,000 decks
    the findings' messages were most of the parent's memory (issue 22, phase D).
    """
    region = tuple(n for n in result.notices if n.code == "region")
    return replace(
        result,
        findings=tuple(_mark(f) for f in result.findings),
        error=_mark(result.error) if result.error is not None else None,
        notices=region,
        rules_run=(),
        rules_skipped=(),
        identity=None,
        fingerprint=None,
    )


def _work(chunk: Sequence[tuple[int, str]]) -> list[tuple[int, Done]]:
    assert _WORKER is not None, "worker used before its initializer ran"
    out = []
    pid = os.getpid()
    for i, src in chunk:
        if _STATUS is not None:
            _STATUS[i] = pid  # so that the parent knows which deck a worker died on
        out.append((i, _check_and_draw(_WORKER, src, _PART)))
        if _STATUS is not None:
            _STATUS[i] = -1
    return out


def _died_on(source: str, exitcode: int | None) -> Done:
    """The result of a deck whose worker process died while checking it (its part drawn by the parent)."""
    how = (
        f"killed by signal {-exitcode}"
        if exitcode is not None and exitcode < 0
        else f"exit code {exitcode}"
    )
    result = unreadable_result(
        source,
        InputError(
            Msg(
                "not checked: the worker process checking this deck died ({how}; out of memory?)",
                how=how,
            ),
            Location(source),
            hint=Msg("check it alone with --jobs 1 to see why"),
        ),
    )
    return (result, None, None), None


def _chunks(items: Sequence[tuple[int, str]], jobs: int) -> Iterator[Sequence[tuple[int, str]]]:
    size = max(1, min(MAX_CHUNK, len(items) // (jobs * 8) or 1))
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _pool_round(
    ctx, jobs, inherited, plan, status, part, items, got, emit
) -> dict[int, int | None]:
    """Check ``items`` (index, source) in a pool into ``got``, calling ``emit`` as results come.

    Returns ``{}`` when every item was checked, else ``{pid: exit code}`` of the
    workers that died: a dead worker's chunk would never come back, so the
    pool is stopped as soon as a death is seen (checked every 0.2 s).
    """
    import multiprocessing as mp

    pool = ctx.Pool(jobs, initializer=_init_worker, initargs=(inherited, plan, status, part))
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


class _InOrder:
    """Results that arrive in any order, handed on in input order as soon as each one can be."""

    def __init__(self, sources: Sequence[str], take: Callable[[Done], None], progress):
        self.sources, self.take, self.progress = sources, take, progress
        self.got: dict[int, Done] = {}
        self.next = 0

    def emit(self) -> None:
        """Hand on every result that follows the last one handed on."""
        while self.next in self.got:
            i = self.next
            if self.progress is not None:
                self.progress(i, len(self.sources), self.sources[i])
            self.take(self.got.pop(i))
            self.next += 1


def check_sources(
    sources: Sequence[str],
    loaded: Loaded,
    *,
    jobs: int | None = None,
    progress: Callable[[int, int, str], None] | None = None,
    on_result: Callable[[DeckResult, _dt.date | None, str | None], None] | None = None,
    part: Part | None = None,
    lean: bool = False,
) -> tuple[list[DeckResult], dict[str, _dt.date]]:
    """Check every source; returns the results in input order and each readable deck's judging date.

    ``jobs`` is the number of processes (``None`` or 0: :func:`default_jobs`).
    ``progress(i, n, source)`` is called as decks are done. Runs below
    :data:`PARALLEL_FROM` decks, and runs reading stdin, stay in this process.
    ``on_result(result, day, text)`` is called with each result as it arrives, in input order;
    ``text`` is the deck's part of the report drawn by ``part`` where the deck was checked
    (``None`` without ``part``, or when the parent must still draw it). With ``lean``, a result
    whose part was drawn is kept only as the finished run still reads it (:func:`_slim`).
    """
    n = len(sources)
    jobs = min(jobs or default_jobs(), max(1, n // 8))
    results: list[DeckResult] = []
    dates: dict[str, _dt.date] = {}

    def take(done: Done) -> None:
        (result, name, day), text = done
        results.append(_slim(result) if lean and text is not None else result)
        if name is not None and day is not None:
            dates[name] = day
        if on_result is not None:
            on_result(result, day, text)

    order = _InOrder(sources, take, progress)
    if (
        jobs <= 1
        or n < PARALLEL_FROM
        or "-" in sources
        or loaded.plan.pool == "-"  # a worker cannot read this process's stdin again
        or loaded.plan.keep_decks
    ):
        for i, src in enumerate(sources):
            order.got[i] = _check_and_draw(loaded, src, part)
            order.emit()
    else:
        _in_workers(sources, loaded, jobs, order, part)
    return results, dates


def _in_workers(
    sources: Sequence[str], loaded: Loaded, jobs: int, order: _InOrder, part: Part | None
) -> None:
    """Check ``sources`` in ``jobs`` worker processes, handing each result to ``order`` in input order.

    A worker that dies (out of memory, a signal) makes the deck it was on
    unreadable with the reason; the decks after it are checked again by new workers.
    """
    import gc
    import multiprocessing as mp

    # The first deck is checked here, before forking: the lazy imports, card
    # values and memos it creates are then inherited instead of made once per worker.
    order.got[0] = _check_and_draw(loaded, sources[0], part)
    order.emit()
    try:
        ctx = mp.get_context("fork")
        inherited: Loaded | None = loaded
    except ValueError:  # no fork (Windows): each worker loads the database and ruleset itself,
        ctx = mp.get_context("spawn")  # and the parent draws the parts (the header stays here)
        inherited = part = None
    if inherited is not None:
        # "did you mean" for a misspelt name needs an index of every name and every card value:
        # built here once, the workers share them instead of each building its own
        warm = getattr(loaded.db, "warm_suggestions", None)
        if warm is not None:
            warm()
    # Frozen objects are left alone by the workers' garbage collector, so their
    # memory pages stay shared with this process instead of being copied.
    gc.freeze()
    n = len(sources)
    status = ctx.Array("q", n, lock=False)
    pending = list(range(1, n))
    try:
        while pending:
            items = [(i, sources[i]) for i in pending]
            dead = _pool_round(
                ctx, jobs, inherited, loaded.plan, status, part, items, order.got, order.emit
            )
            if not dead:
                break
            # a worker died: the decks it was on are unreadable with the reason, the others run again
            left = [i for i in pending if i not in order.got and i >= order.next]
            culprits = [i for i in left if status[i] in dead]
            # none known (it died between decks): the next one, so that the run ends
            for i in culprits or left[:1]:
                order.got[i] = _died_on(sources[i], dead.get(status[i], next(iter(dead.values()))))
            order.emit()
            pending = [i for i in left if i not in order.got and i >= order.next]
    finally:
        gc.unfreeze()
