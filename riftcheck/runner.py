"""The runner: everything between "check these paths" and a :class:`~riftcheck.models.RunResult`.

It owns the parts of a run that touch the outside world, so that the engine
(:mod:`riftcheck.engine`) only judges values:

* **loading** - the card database, the ruleset and the ``--pool`` file, once
  per run (:func:`load`); parallel workers inherit them (``fork``) or load
  them once each from the same :class:`Plan` (``spawn``);
* **discovery** - which files a run checks (:func:`discover_decks`);
* **reading** - each deck, the pool file its ``pool:`` key names, a team file
  (:func:`read_source`, :func:`deck_pool`);
* **checking** - the engine calls, in this process or in worker processes
  (:func:`check_sources`); a team is read by the same path as single decks
  and judged together (:func:`check_team`);
* **the result** - the :class:`~riftcheck.models.RunResult` and its
  :class:`~riftcheck.models.Provenance` (:func:`check_paths`).

:mod:`riftcheck.api` is the public façade over it.

Results carry no :class:`~riftcheck.models.Deck` (``deck=None``) unless the
run asks for them (``keep_decks``, the HTML report): keeping 10,000 decks
alive would cost more memory than the rest of the run together.
"""

from __future__ import annotations

import datetime as _dt
import fnmatch
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple

from riftcheck.decks.codeshape import looks_like_code, looks_like_mistyped_code
from riftcheck.errors import InputError, UsageError
from riftcheck.models import (
    Deck,
    DeckResult,
    Finding,
    FixReport,
    Location,
    Msg,
    Provenance,
    RuleInfo,
    RunResult,
    TeamReport,
    TeamResult,
    Violation,
    frozen_map,
)
from riftcheck.urls import PROJECT_URL

#: Where the project and its rule documentation live (used by SARIF ``helpUri``).
RULE_DOCS_URL = PROJECT_URL + "/blob/main/README.md#rule-{id}"

#: Pseudo rule id of a deck file that could not be read.
UNREADABLE = "unreadable"

#: The ruleset used when neither the command line nor the configuration names one.
DEFAULT_RULESET = "constructed"

#: Why a symbolic link found in a directory scan was not read.
OUTSIDE_LINK = "not read: a symbolic link to a file outside the directory being checked (name the file itself to check it)"

#: Below this many decks a run stays in one process: each worker warms its own
#: memos (card resolutions, suggestions for misspelt names), about 0.05 s of
#: CPU, so two workers only pay off from some 60 decks; and a pre-commit run on
#: a few files must start as fast as possible.
PARALLEL_FROM = 64

#: Decks handed to a worker at a time: large enough to amortise the pipe, small
#: enough to keep both cores busy to the end.
MAX_CHUNK = 32


# -- small helpers of the command line and the reports


def parse_date(value: str | _dt.date | None, what: str = "--as-of") -> _dt.date | None:
    """Parse a ``YYYY-MM-DD`` date; a bad one is a :class:`UsageError` (exit 2)."""
    if value is None or isinstance(value, _dt.date):
        return value
    try:
        return _dt.date.fromisoformat(value.strip())
    except ValueError:
        raise UsageError(
            Msg(
                "{what}: '{value}' is not a date; expected YYYY-MM-DD (e.g. 2026-09-18)",
                what=what,
                value=value,
            )
        ) from None


def rule_infos() -> Mapping[str, RuleInfo]:
    """Every registered rule (built-in and plugin) as :class:`RuleInfo`, by id."""
    from riftcheck.rules import all_rules

    infos = {
        r.id: RuleInfo(
            id=r.id,
            summary=r.summary or "",
            citations=tuple(r.citations or ()),
            severity=dict(r.severities or {}).get("default", "error"),
            help_uri=RULE_DOCS_URL.format(id=r.id),
        )
        for r in all_rules().values()
    }
    infos.setdefault(
        UNREADABLE,
        RuleInfo(
            UNREADABLE,
            "The deck file could not be read.",
            (),
            "error",
            RULE_DOCS_URL.format(id=UNREADABLE),
        ),
    )
    return frozen_map(infos)


def check_rule_ids(ids: Sequence[str], known: Mapping[str, RuleInfo], option: str) -> None:
    """Raise :class:`UsageError` for the first of ``ids`` that is not a rule, with the nearest one."""
    from riftcheck.suggest import closest

    for rid in ids:
        if rid not in known:
            near = closest(rid, known)
            hint = (
                Msg("did you mean '{near}'?", near=near)
                if near
                else Msg("run 'riftcheck rules' for the list")
            )
            raise UsageError(
                Msg("{option}: unknown rule '{rid}'", option=option, rid=rid), hint=hint
            )


def refuse_output_over_inputs(output, inputs, option: str = "--output") -> None:
    """Raise :class:`UsageError` (exit 2) when ``output`` is the same file as one of ``inputs``.

    Compared by device and inode, so a link, ``./`` or another spelling of the
    same file is caught too; inputs that do not exist (deck codes, ``-``) never match.
    """
    from riftcheck.fileio import same_file

    for src in inputs:
        if src is None or os.fspath(src) == "-":
            continue
        if same_file(output, src):
            raise UsageError(
                Msg(
                    "{option} {output} is also an input ({src}): refusing to overwrite it",
                    option=option,
                    output=os.fspath(output),
                    src=os.fspath(src),
                ),
                hint=Msg("write the report to another file"),
            )


def unreadable_result(source: str, exc: InputError) -> DeckResult:
    """The result of a deck that could not be read: ``legal=None`` and an ``unreadable`` error."""
    if source == "-":
        source = "<stdin>"
    loc = exc.location or Location(source)
    msg = Msg("{message} ({hint})", message=exc.message, hint=exc.hint) if exc.hint else exc.message
    err = Finding(rule=UNREADABLE, severity="error", message=msg, location=loc)
    return DeckResult(source=source, legal=None, error=err)


def default_jobs() -> int:
    """The number of cores this process may run on (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


# -- discovery


class _Patterns:
    """Glob patterns compiled once, matched as :func:`fnmatch.fnmatch` matches them (case rules included)."""

    def __init__(self, patterns: Sequence[str]):
        self._stripped = [p.rstrip("/") for p in patterns]
        self._prefixes = tuple(p + "/" for p in self._stripped)
        self._re: Any = None  # compiled on first use: a run on named files never needs it

    def any(self, rel: str, name: str) -> bool:
        """``name`` or ``rel`` matches one of the patterns."""
        if self._re is None:
            import re

            self._re = re.compile(
                "|".join(fnmatch.translate(os.path.normcase(p)) for p in self._stripped) or "(?!)"
            )
        return bool(self._re.match(os.path.normcase(name)) or self._re.match(os.path.normcase(rel)))

    def excludes(self, rel: str, name: str) -> bool:
        """Like :meth:`any`, or ``rel`` lies under one of the patterns taken as a directory."""
        return self.any(rel, name) or rel.startswith(self._prefixes)


def discover_decks(
    paths: Sequence[str | os.PathLike],
    globs: Sequence[str] | None = None,
    exclude: Sequence[str] = (),
    root: Path | None = None,
    outside: list[str] | None = None,
) -> list[str]:
    """Expand ``paths`` into the deck sources to check, in a stable order.

    A file found in a directory that is a symbolic link to somewhere outside
    the directory named is not followed: it is left out of the list and, when
    ``outside`` is given, appended to it (the run reports it as unreadable).

    A file is taken as given; a directory is searched recursively for files
    matching ``globs`` (default :data:`riftcheck.config.DEFAULT_INCLUDE`),
    skipping what matches ``exclude`` (names, globs or paths relative to
    ``root``, default the current directory); ``-`` is stdin; anything else
    that looks like a deck code is a deck code. Raises :class:`UsageError`
    for a path that does not exist or a directory without deck files.
    """
    from riftcheck.config import DEFAULT_EXCLUDE, DEFAULT_INCLUDE

    globs = tuple(globs) if globs else DEFAULT_INCLUDE
    scan = _Scan(
        _Patterns(globs),
        _Patterns(tuple(DEFAULT_EXCLUDE) + tuple(exclude)),
        (root or Path.cwd()).resolve(),
        outside,
    )
    out: dict[str, None] = {}  # insertion-ordered, each source once
    for raw in paths:
        arg = os.fspath(raw)
        p = Path(arg)
        if arg != "-" and _is_dir(p):
            found = scan.directory(p)
            if not found and not outside:
                raise UsageError(
                    Msg(
                        "no deck files found in {arg} (looked for {globs})",
                        arg=arg,
                        globs=", ".join(globs),
                    )
                )
            out.update(dict.fromkeys(found))
        elif arg == "-" or os.path.lexists(arg):
            out[arg] = (
                None  # a broken or looping symlink too: its reader reports why it cannot be read
            )
        elif looks_like_code(arg) or looks_like_mistyped_code(arg):
            out[arg] = (
                None  # a deck code; a mistyped one is decoded so that its bad character is named
            )
        else:
            raise UsageError(Msg("no such file or directory: {arg}", arg=arg))
    return list(out)


class _Scan(NamedTuple):
    """One directory search of :func:`discover_decks`: what to take, what to skip, where from."""

    included: _Patterns
    excluded: _Patterns
    base: Path
    outside: list[str] | None

    def directory(self, top: Path) -> list[str]:
        """The deck files under ``top``, sorted directory by directory."""
        found = []
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames.sort()
            dirnames[:] = [
                d
                for d in dirnames
                if not self.excluded.excludes(_relative(Path(dirpath, d), self.base), d)
            ]
            in_dir = _DirRelative(dirpath, self.base)
            for name in sorted(filenames):
                rel = in_dir.relative(name)
                if not self.included.any(rel, name) or self.excluded.excludes(rel, name):
                    continue
                full = Path(dirpath, name)
                if os.path.islink(full) and not _inside(full, top):
                    if self.outside is not None:
                        self.outside.append(str(full))
                    continue
                found.append(str(full))
        return found


def _inside(path: Path, root: Path) -> bool:
    from riftcheck.decks.contained import inside

    return inside(path, root)


def _is_dir(p: Path) -> bool:
    """``p.is_dir()``, false for names the system refuses (too long, a symlink loop) instead of raising."""
    try:
        return p.is_dir()
    except (OSError, ValueError):
        return False


def _relative(p: Path, base: Path) -> str:
    try:
        return p.resolve().relative_to(base).as_posix()
    except (
        ValueError,
        OSError,
        RuntimeError,
    ):  # outside base, or a symlink loop (RuntimeError before 3.13)
        return p.as_posix()


class _DirRelative:
    """:func:`_relative` for the files of one directory, resolving the directory once, not every file."""

    def __init__(self, dirpath: str, base: Path):
        self.dirpath, self.base = dirpath, base
        self.prefix: str | None = None  # the directory relative to base, "" for base itself
        try:
            rel = Path(dirpath).resolve().relative_to(base).as_posix()
            self.prefix = "" if rel == "." else rel + "/"
        except (OSError, RuntimeError, ValueError):  # unresolvable, or outside base
            self.resolvable = not isinstance(sys.exc_info()[1], ValueError)
        else:
            self.resolvable = True

    def relative(self, name: str) -> str:
        """``_relative(Path(dirpath, name), base)``, by string for a file that is no symlink."""
        full = os.path.join(self.dirpath, name)
        if not self.resolvable or os.path.islink(full):
            return _relative(Path(full), self.base)  # a symlink resolves to wherever it points
        if self.prefix is None:
            return Path(full).as_posix()
        return self.prefix + name


def team_file(paths: Sequence[str | os.PathLike]) -> tuple[list[str], str | None]:
    """Expand a single team file (``team: [a.yaml, b.yaml]``) into its deck paths and team name."""
    if len(paths) != 1:
        return [os.fspath(p) for p in paths], None
    p = Path(os.fspath(paths[0]))
    if p.suffix not in (".yaml", ".yml") or not os.path.isfile(p):
        return [os.fspath(paths[0])], None
    import re

    from riftcheck.decks.read import DEFAULT_MAX_BYTES
    from riftcheck.fileio import ReadRefused, read_text

    try:
        head = read_text(p, DEFAULT_MAX_BYTES, errors="replace")[:65536]
    except ReadRefused:
        return [os.fspath(paths[0])], None  # the deck reader reports what is wrong with it
    if not re.search(r"^team\s*:", head, re.M):
        return [os.fspath(paths[0])], None
    from riftcheck.decks import read_team

    tf = read_team(p)
    return [os.path.normpath(x) for x in tf.paths], tf.name


# -- loading, once per run


@dataclass(frozen=True)
class Plan:
    """What a run loads and how it checks each deck; also the recipe a spawned worker loads from.

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


class Loaded(NamedTuple):
    """The loaded values every deck check needs: made once by :func:`load`, shared by every deck."""

    # a NamedTuple, not a dataclass: creating a dataclass costs ~1 ms of every run's start-up
    db: Any
    rs: Any
    pool_deck: Deck | None
    plan: Plan
    today: _dt.date


def load(plan: Plan) -> Loaded:
    """Load the card database, the ruleset (for the plan's region) and the ``--pool`` file, once."""
    from riftcheck.cards.db import CardDB
    from riftcheck.rulesets import load_ruleset

    db = CardDB.load(Path(plan.cards) if plan.cards is not None else None)
    rs = load_ruleset(plan.ruleset).for_region(plan.region)
    pool_deck = None
    if plan.pool is not None:
        from riftcheck.decks import read_pool

        pool_deck = read_pool(plan.pool, db)
    return Loaded(db, rs, pool_deck, plan, _dt.date.today())


# -- reading what a deck names: its pool


def pool_path(deck: Deck) -> Path:
    """The file the deck's ``pool:`` key names, relative to the deck file.

    Raises :class:`~riftcheck.errors.InputError` (at the ``pool:`` line) for a
    path that leaves the deck file's directory tree, or that is the deck itself.
    """
    from riftcheck.decks.contained import contained_path

    assert deck.pool is not None
    own = deck.source if deck.source not in ("-", "") and Path(deck.source).exists() else None
    path = contained_path(deck.pool, own, deck.location_of("pool"), "pool:")
    if own is not None and _same_file(path, own):
        raise InputError(
            Msg(
                "pool: '{pool}' is this deck file itself: the pool is the list of cards opened, in a file of its own",
                pool=deck.pool,
            ),
            deck.location_of("pool"),
        )
    return path


def _same_file(a: str | os.PathLike | None, b: str | os.PathLike | None) -> bool:
    if a is None or b is None:
        return False
    try:
        return Path(a).resolve() == Path(b).resolve()
    except (OSError, RuntimeError):
        return False


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
    if given is not None and deck.source not in ("-", "") and _same_file(given.source, deck.source):
        return PoolInput(
            unavailable=Violation(
                Msg(
                    "The pool given ({source}) is this deck file itself, so nothing would be checked",
                    source=given.source,
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


def _shared_pool(decks: Sequence[Deck], db: Any, ruleset: Any) -> PoolInput:
    """The pool a team shares: every deck's ``pool:`` key names the same file (2v2 Sealed, TR 603.6)."""
    if not all(d.pool for d in decks):
        return PoolInput()
    named: set[str] = set()
    for d in decks:
        try:
            named.add(str(pool_path(d).resolve()))
        except InputError:
            named.add("?refused " + d.source)  # each deck then reports its own refused pool: key
    return deck_pool(decks[0], db, ruleset) if len(named) == 1 else PoolInput()


# -- checking: read, then judge


def check_deck(
    deck: Deck,
    db: Any,
    ruleset: Any,
    as_of: _dt.date | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    pool: Deck | None = None,
) -> DeckResult:
    """Judge a deck already read: read the pool it names (unless ``pool`` is given), then the engine.

    The same arguments as :func:`riftcheck.engine.check_deck`, which judges values only.
    """
    from riftcheck import engine

    given = deck_pool(deck, db, ruleset, pool)
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
) -> TeamResult:
    """Judge a team's decks already read: their pools (a shared one, else each deck's), then the engine.

    The same arguments as :func:`riftcheck.engine.check_team`, which judges values only.
    """
    from riftcheck import engine

    shared = PoolInput(pool) if pool is not None else _shared_pool(decks, db, ruleset)
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


def _finish(loaded: Loaded, result: DeckResult, deck: Deck) -> Checked:
    """A judged deck as the run keeps it: its statistics if asked for, its deck only if asked for."""
    p = loaded.plan
    day = judging_day(loaded, deck)
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
    result = check_deck(deck, loaded.db, loaded.rs, p.as_of, p.select, p.ignore, loaded.pool_deck)
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
    tr = check_team(
        decks, loaded.db, loaded.rs, p.as_of, p.select, p.ignore, loaded.pool_deck, name
    )
    judged = iter(zip(tr.decks, decks, strict=True))
    out = [_finish(loaded, *next(judged)) if isinstance(r, Deck) else (r, None, None) for r in read]
    results = [c[0] for c in out]
    team_findings = tuple(tr.team_findings)
    ok = all(r.legal is True for r in results) and not any(
        f.severity == "error" for f in team_findings
    )
    report = TeamReport(
        name=tr.name,
        sources=tuple(r.source for r in results),
        legal=None if any(r.legal is None for r in results) else ok,
        findings=team_findings,
    )
    return out, report


# -- parallel workers: one Loaded per worker process, set by the pool initializer

_WORKER: Loaded | None = None
#: Shared with the parent: per deck index, 0 not started, the pid of the worker checking it, -1 done.
_STATUS: Any = None


def _init_worker(inherited: Loaded | None, plan: Plan, status: Any = None) -> None:
    import signal  # workers only: a one-process run does not pay for it

    # Ctrl-C reaches the whole process group; the parent alone decides what to do about it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _WORKER, _STATUS
    _WORKER = inherited if inherited is not None else load(plan)
    _STATUS = status


def _work(chunk: Sequence[tuple[int, str]]) -> list[tuple[int, Checked]]:
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


def _died_on(source: str, exitcode: int | None) -> Checked:
    """The result of a deck whose worker process died while checking it."""
    how = (
        f"killed by signal {-exitcode}"
        if exitcode is not None and exitcode < 0
        else f"exit code {exitcode}"
    )
    return (
        unreadable_result(
            source,
            InputError(
                Msg(
                    "not checked: the worker process checking this deck died ({how}; out of memory?)",
                    how=how,
                ),
                Location(source),
                hint=Msg("check it alone with --jobs 1 to see why"),
            ),
        ),
        None,
        None,
    )


def _chunks(items: Sequence[tuple[int, str]], jobs: int) -> Iterator[Sequence[tuple[int, str]]]:
    size = max(1, min(MAX_CHUNK, len(items) // (jobs * 8) or 1))
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _pool_round(ctx, jobs, inherited, plan, status, items, got, emit) -> dict[int, int | None]:
    """Check ``items`` (index, source) in a pool into ``got``, calling ``emit`` as results come.

    Returns ``{}`` when every item was checked, else ``{pid: exit code}`` of the
    workers that died: a dead worker's chunk would never come back, so the
    pool is stopped as soon as a death is seen (checked every 0.2 s).
    """
    import multiprocessing as mp

    pool = ctx.Pool(jobs, initializer=_init_worker, initargs=(inherited, plan, status))
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

    def __init__(self, sources: Sequence[str], take: Callable[[Checked], None], progress):
        self.sources, self.take, self.progress = sources, take, progress
        self.got: dict[int, Checked] = {}
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
    on_result: Callable[[DeckResult, _dt.date | None], None] | None = None,
) -> tuple[list[DeckResult], dict[str, _dt.date]]:
    """Check every source; returns the results in input order and each readable deck's judging date.

    ``jobs`` is the number of processes (``None`` or 0: :func:`default_jobs`).
    ``progress(i, n, source)`` is called as decks are done. Runs below
    :data:`PARALLEL_FROM` decks, and runs reading stdin, stay in this process.
    ``on_result(result, day)`` is called with each result as it arrives, in input order.
    """
    n = len(sources)
    jobs = min(jobs or default_jobs(), max(1, n // 8))
    results: list[DeckResult] = []
    dates: dict[str, _dt.date] = {}

    def take(item: Checked) -> None:
        result, name, day = item
        results.append(result)
        if name is not None and day is not None:
            dates[name] = day
        if on_result is not None:
            on_result(result, day)

    order = _InOrder(sources, take, progress)
    if jobs <= 1 or n < PARALLEL_FROM or "-" in sources or loaded.plan.keep_decks:
        for i, src in enumerate(sources):
            order.got[i] = check_one(loaded, src)
            order.emit()
    else:
        _in_workers(sources, loaded, jobs, order)
    return results, dates


def _in_workers(sources: Sequence[str], loaded: Loaded, jobs: int, order: _InOrder) -> None:
    """Check ``sources`` in ``jobs`` worker processes, handing each result to ``order`` in input order.

    A worker that dies (out of memory, a signal) makes the deck it was on
    unreadable with the reason; the decks after it are checked again by new workers.
    """
    import gc
    import multiprocessing as mp

    # The first deck is checked here, before forking: the lazy imports, card
    # values and memos it creates are then inherited instead of made once per worker.
    order.got[0] = check_one(loaded, sources[0])
    order.emit()
    try:
        ctx = mp.get_context("fork")
        inherited: Loaded | None = loaded
    except ValueError:  # no fork (Windows): each worker loads the database and ruleset itself
        ctx = mp.get_context("spawn")
        inherited = None
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
                ctx, jobs, inherited, loaded.plan, status, items, order.got, order.emit
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


# -- the run


class _Options(NamedTuple):
    """What a run was asked for, the configuration's values filled in where the arguments gave none."""

    as_of: _dt.date | None
    as_of_from: str | None
    select: tuple[str, ...]
    ignore: tuple[str, ...]
    ruleset: str
    cards: Any
    region: str | None
    config_keys: tuple[str, ...]


def _options(config, *, as_of, select, ignore, ruleset, cards, region) -> _Options:
    # What the configuration file decided (and not the arguments), for the reports.
    overridden = {
        "as_of": as_of is not None,
        "select": bool(select),
        "ignore": bool(ignore),
        "ruleset": bool(ruleset),
        "cards": cards is not None,
    }
    if as_of is not None:
        as_of_from: str | None = "command line"
    elif config.as_of is not None:
        as_of_from = "configuration"
    else:
        as_of_from = None
    return _Options(
        as_of=parse_date(as_of) if as_of is not None else config.as_of,
        as_of_from=as_of_from,
        select=tuple(select) or config.select,
        ignore=tuple(ignore) or config.ignore,
        ruleset=ruleset or config.ruleset or DEFAULT_RULESET,
        cards=cards if cards is not None else config.cards,
        region=(region or config.region or "").strip().casefold() or None,
        config_keys=tuple(k for k in config.keys if not overridden.get(k)),
    )


def _refuse_team_without_team_rules(rs: Any) -> None:
    if not rs.has_team_rules():
        from riftcheck.rulesets import team_rulesets

        raise UsageError(
            Msg(
                "--team: ruleset '{name}' has no team rules, so no team check would run",
                name=rs.name,
            ),
            hint="use --ruleset " + " or --ruleset ".join(team_rulesets()),
        )


def check_paths(
    paths: Sequence[str | os.PathLike],
    *,
    ruleset: str | None = None,
    as_of: str | _dt.date | None = None,
    region: str | None = None,
    cards: str | os.PathLike | None = None,
    pool: str | os.PathLike | None = None,
    team: bool = False,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    config: Any = None,
    stdin_text: str | None = None,
    input_format: str | None = None,
    jobs: int | None = None,
    max_bytes: int | None = None,
    progress: Callable[[int, int, str], None] | None = None,
    on_result: Callable[[RunResult, DeckResult, _dt.date | None], None] | None = None,
    stats: bool = False,
    keep_decks: bool = False,
    output: str | os.PathLike | None = None,
) -> RunResult:
    """Check every deck named by ``paths`` and return the run's :class:`RunResult`.

    ``config`` is a :class:`riftcheck.config.Config` (``None``: the one
    found from the current directory, ``False``: none); arguments given here
    win over it. ``stdin_text`` is the text of the ``-`` path. ``team``
    checks the decks together as one team (2v2). ``progress(i, n, source)`` is
    called before each deck. Raises :class:`UsageError` (bad path, date or
    rule id) and :class:`SetupError` (card database, ruleset) before any deck
    is read. ``jobs`` is the number of processes checking decks (``None``: one
    per core; small runs, stdin and ``--team`` stay in one process); results
    are in input order whatever ``jobs`` is, and carry no ``deck`` unless
    ``keep_decks`` (the HTML report shows each list; the run then stays in one process).
    ``on_result(header, result, day)`` is called with each deck's result as
    soon as it is known, in input order (``header``: the run's provenance, a
    :class:`RunResult` without decks; ``day``: the judging date, ``None`` for
    an unreadable deck), for reports written as the run goes. With
    ``stats`` each readable deck's result carries its :class:`riftcheck.stats.DeckStats`. ``output`` is
    the report file the caller will write: a :class:`UsageError` is raised
    before anything is read when it is one of the inputs (a deck, even one
    found in a directory, the card database, the pool, ruleset or configuration).
    """
    from riftcheck.config import Config, load_config

    if config is None:
        config = load_config()
    elif config is False:
        config = Config()
    opts = _options(
        config,
        as_of=as_of,
        select=select,
        ignore=ignore,
        ruleset=ruleset,
        cards=cards,
        region=region,
    )
    infos = rule_infos()
    check_rule_ids(opts.select, infos, "--select")
    check_rule_ids(opts.ignore, infos, "--ignore")
    team_name = None
    if team:
        paths, team_name = team_file(paths)
    outside: list[str] = []
    sources = discover_decks(paths, config.include, config.exclude, config.root, outside=outside)
    if output is not None:
        inputs = [*sources, opts.cards, pool, config.path, opts.ruleset]
        refuse_output_over_inputs(output, inputs, "--output")
    read_kw = {
        k: v for k, v in (("input_format", input_format or None), ("max_bytes", max_bytes)) if v
    }
    plan = Plan(
        ruleset=opts.ruleset,
        cards=os.fspath(opts.cards) if opts.cards is not None else None,
        pool=os.fspath(pool) if pool is not None else None,
        as_of=opts.as_of,
        region=opts.region,
        select=opts.select,
        ignore=opts.ignore,
        read_kw=read_kw,
        stdin_text=stdin_text,
        stats=stats,
        keep_decks=keep_decks,
    )
    loaded = load_checked(plan, team=team)
    header = _header(loaded, opts, config, infos)
    emit = None
    if on_result is not None:

        def emit(result: DeckResult, day: _dt.date | None) -> None:
            on_result(header, result, day)

    teams: tuple[TeamReport, ...] = ()
    if team:
        results, dates, teams = check_team_sources(sources, loaded, team_name, progress, emit)
    else:
        results, dates = check_sources(
            sources, loaded, jobs=jobs, progress=progress, on_result=emit
        )
    for src in outside:
        r = unreadable_result(src, InputError(OUTSIDE_LINK, Location(src)))
        if emit is not None:
            emit(r, None)
        results.append(r)
    return _finished(header, loaded, results, dates, teams, opts)


def load_checked(plan: Plan, *, team: bool = False) -> Loaded:
    """:func:`load`, refusing a ``--team`` run whose ruleset has no team rules before any deck is read."""
    # the pool file is read after the ruleset is known to fit (a --team error comes first)
    loaded = load(replace(plan, pool=None))
    if team:
        _refuse_team_without_team_rules(loaded.rs)
    if plan.pool is None:
        return loaded
    from riftcheck.decks import read_pool

    return loaded._replace(pool_deck=read_pool(plan.pool, loaded.db), plan=plan)


def _header(
    loaded: Loaded, opts: _Options, config: Any, infos: Mapping[str, RuleInfo]
) -> RunResult:
    """The run's result before any deck: what every report shows at its top."""
    from riftcheck.rulesets import check_bans

    db, rs = loaded.db, loaded.rs
    bans_unmatched = check_bans(rs, db, database_is_file=_cards_origin(db) == "file")
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


def _finished(header, loaded, results, dates, teams, opts) -> RunResult:
    """``header`` with the decks' results and what only the finished run knows (their dates)."""
    db, rs = loaded.db, loaded.rs
    done = build_provenance(
        rs, db, as_of=opts.as_of, as_of_from=opts.as_of_from, results=results, dates=dates
    )
    # the rules in force on the dates the decks were judged on (event dates may differ from today)
    in_force = rules_date(rs, dates.values() or [opts.as_of or _dt.date.today()])
    provenance = replace(
        header.provenance,
        as_of_origin=done.as_of_origin,
        as_of_dates=done.as_of_dates,
        cards_behind=tuple(_behind(db, rs, opts.as_of, dates)),
        rules_date=in_force,
    )
    return replace(
        header,
        decks=tuple(results),
        teams=teams,
        deck_as_of=frozen_map(dates),
        provenance=provenance,
        rules_date=in_force,
    )


def _behind(db, rs, as_of, dates) -> list[str]:
    """The "card data is behind" note: sets legal on a judging date whose cards lack English names."""
    from riftcheck.cards.db import behind_notes

    days = {as_of} if as_of else set(dates.values())
    legal: set[str] = set()
    for day in days:
        if day is not None:
            legal |= rs.legal_sets_on(day)
    return behind_notes(db, legal) if legal else []


# -- provenance


def region_label(rs: Any) -> str | None:
    """``cn (China (mainland))`` for a ruleset judging by a region's dates, else ``None``."""
    if rs.region is None:
        return None
    name = (rs.tables.get("region_info") or {}).get("name")
    return f"{rs.region} ({name})" if name else rs.region


def card_info(db: Any) -> dict[str, Any]:
    """The card database's provenance (version, date, sha256, path) as strings."""
    return {k: (str(v) if v is not None else None) for k, v in db.info().items()}


def rules_date(rs: Any, days: Iterable[_dt.date] = ()) -> str | None:
    """The date of the rules in force on ``days`` (the judging dates): for each, the latest dated
    change of the ruleset on or before it, the rules documents' date (the ruleset's ``rules_date``,
    never guessed from its description) at most. Several dates are listed, oldest first; without
    days, or before any dated change, the documents' date."""
    documents = str(rs.rules_date) if rs.rules_date else None
    days = set(days)
    if not days:
        return documents
    try:
        doc_day = _dt.date.fromisoformat(documents) if documents else None
    except ValueError:
        return documents
    found = set()
    for day in days:
        d = rs.rules_date_on(day, doc_day)
        if d is None:
            return documents
        found.add(min(d, doc_day) if doc_day else d)
    return ", ".join(sorted(x.isoformat() for x in found))


def _cards_origin(db: Any) -> str:
    from riftcheck.cards.store import bundled_db_path, user_db_path

    if _same_file(db.path, bundled_db_path()):
        return "bundled"
    if _same_file(db.path, user_db_path()):
        return "updated"
    return "file"


def _shipped_counterpart(rs: Any) -> Any:
    """The shipped ruleset a local one is compared with: same name, else its nearest shipped parent."""
    from riftcheck.rulesets import _is_shipped_path, list_rulesets, load_ruleset

    if rs.name in list_rulesets():
        return load_ruleset(rs.name)
    for parent in rs.parent_paths:
        if _is_shipped_path(parent):
            return load_ruleset(parent)
    return None


class _Comparison(NamedTuple):
    """What a local ruleset leaves out of, or changes in, the shipped one it is compared with."""

    compared: str | None = None
    deselected: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()
    bans_missing: tuple[str, ...] = ()


def _compare_to_shipped(rs: Any) -> _Comparison:
    counterpart = None if rs.shipped else _shipped_counterpart(rs)
    if counterpart is None:
        return _Comparison()
    mine = {str(b["card"]).casefold() for b in rs.bans_everywhere()}
    return _Comparison(
        compared=counterpart.name,
        deselected=tuple(r for r in counterpart.rules if r not in rs.rules),
        changed=tuple(
            r for r in counterpart.rules if r in rs.rules and rs.rules[r] != counterpart.rules[r]
        ),
        bans_missing=tuple(
            dict.fromkeys(
                str(b["card"])
                for b in counterpart.bans_everywhere()
                if str(b["card"]).casefold() not in mine
            )
        ),
    )


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
) -> Provenance:
    """The run's :class:`~riftcheck.models.Provenance`: where the ruleset, the card database, the
    configuration and the as-of date came from, and what a local ruleset leaves out of the shipped one.

    ``as_of_from`` is ``command line`` or ``configuration`` when the run was given a date; otherwise
    the origin is read from the decks' results (their event date, else today; ``None``: not known
    yet, each deck's event date else today).
    """
    info = card_info(db)
    cmp = _compare_to_shipped(rs)
    return Provenance(
        ruleset=rs.name,
        ruleset_origin="shipped" if rs.shipped else "file",
        ruleset_path=None if rs.shipped else rs.path,
        ruleset_sha256=rs.sha256,
        ruleset_extends=tuple(rs.extends),
        rules_compared_to=cmp.compared,
        rules_deselected=cmp.deselected,
        rules_changed=cmp.changed,
        bans_missing=cmp.bans_missing,
        rules_date=rs.rules_date,
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
        as_of=as_of,
        as_of_origin=_as_of_origin(as_of_from, results),
        as_of_dates=tuple(sorted(set((dates or {}).values()))),
    )


# -- --fix


def fix_decks(
    paths: Sequence[str | os.PathLike],
    *,
    cards: str | os.PathLike | None = None,
    config: Any = None,
    max_bytes: int | None = None,
) -> list[FixReport]:
    """Apply the safe fixes to every deck file named by ``paths`` and write each changed one back,
    atomically, in its own format. Decks that cannot be read, stdin and deck codes are skipped with
    the reason (the check that follows reports an unreadable deck as usual)."""
    from riftcheck.cards.db import CardDB
    from riftcheck.config import Config, load_config
    from riftcheck.decks.read import DEFAULT_MAX_BYTES

    if config is None:
        config = load_config()
    elif config is False:
        config = Config()
    cards = cards if cards is not None else config.cards
    db = CardDB.load(Path(cards) if cards is not None else None)
    limit = max_bytes or DEFAULT_MAX_BYTES
    return [
        _fix_one(src, db, limit)
        for src in discover_decks(paths, config.include, config.exclude, config.root)
    ]


def _fix_one(src: str, db: Any, max_bytes: int) -> FixReport:
    from riftcheck.decks import read_deck
    from riftcheck.fileio import read_text, write_atomic
    from riftcheck.fixes import WRITABLE, fix_text, safe_fixes

    if src == "-" or not os.path.isfile(src):
        return FixReport(
            src, skipped="not a file (standard input or a deck code): nothing to write back"
        )
    try:
        deck = read_deck(src, db, max_bytes=max_bytes)
    except InputError as exc:
        return FixReport(src, skipped=f"cannot be read ({exc.message})")
    if deck.input_format not in WRITABLE:
        return FixReport(src, skipped=f"a {deck.input_format} deck is not rewritten")
    fixed, changes, notes = safe_fixes(deck)
    if not changes:
        return FixReport(src, notes=notes)
    try:
        original = read_text(src, max_bytes, errors="replace")
        write_atomic(src, fix_text(fixed, original))
    except InputError as exc:
        return FixReport(src, changes, notes, skipped=f"not written: {exc.message or exc}")
    except OSError as exc:
        return FixReport(src, changes, notes, skipped=f"not written: {exc}")
    return FixReport(src, changes, notes, written=True)
