"""Library entry points: everything the ``check`` command does, callable from Python.

>>> from riftcheck.api import check_paths
>>> run = check_paths(["examples/"], ruleset="constructed")   # doctest: +SKIP
>>> run.exit_code(), run.counts()                             # doctest: +SKIP

The card database and the ruleset are loaded once per run; every deck is then
read and checked. A deck that cannot be read becomes an unreadable result
(``legal=None``) and the other decks are still checked. Reporters turn the
returned :class:`RunResult` into text, JSON, GitHub annotations, SARIF or JUnit.
"""

from __future__ import annotations

import datetime as _dt
import fnmatch
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from riftcheck import __version__
from riftcheck.decks.codeshape import looks_like_code, looks_like_mistyped_code
from riftcheck.errors import EXIT_ILLEGAL, EXIT_OK, InputError, UsageError
from riftcheck.models import DeckResult, Finding, Location, Provenance, frozen_map
from riftcheck.urls import PROJECT_URL

#: Where the project and its rule documentation live (used by SARIF ``helpUri``).
RULE_DOCS_URL = PROJECT_URL + "/blob/main/README.md#rule-{id}"

#: Pseudo rule id of a deck file that could not be read.
UNREADABLE = "unreadable"

#: The ruleset used when neither the command line nor the configuration names one.
DEFAULT_RULESET = "constructed"


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """What a report says about a rule: summary, citations, default severity, documentation."""

    id: str
    summary: str = ""
    citations: tuple[str, ...] = ()
    severity: str = "error"
    help_uri: str = ""


@dataclass(frozen=True, slots=True)
class TeamReport:
    """The team-level part of a ``--team`` run: the decks it covers and its own findings."""

    name: str | None
    sources: tuple[str, ...]
    legal: bool | None
    findings: tuple[Finding, ...] = ()


@dataclass(frozen=True, slots=True)
class RunResult:
    """The outcome of one run over any number of decks, with the provenance every report shows.

    ``deck_as_of`` maps each deck source to the date its legality was judged
    on (the ``--as-of`` date, else the deck's event date, else today).
    ``selected``/``ignored`` are the rule ids the user chose; a run with
    either is *partial*. ``event`` is set by :func:`riftcheck.eventcheck.check_event`.
    """

    decks: tuple[DeckResult, ...]
    ruleset: str
    card_data: Mapping[str, Any] = field(default_factory=frozen_map)
    teams: tuple[TeamReport, ...] = ()
    ruleset_description: str | None = None
    rules_date: str | None = None
    as_of: _dt.date | None = None
    deck_as_of: Mapping[str, _dt.date] = field(default_factory=frozen_map)
    #: ``cn (China (mainland))`` when a region's launch dates judge set legality, else ``None``
    region: str | None = None
    selected: tuple[str, ...] = ()
    ignored: tuple[str, ...] = ()
    rules: Mapping[str, RuleInfo] = field(default_factory=frozen_map)
    riftcheck_version: str = __version__
    #: An event run's :class:`riftcheck.eventcheck.EventReport` (players, roster problems), else ``None``.
    event: Any = None
    #: What was checked against and what changed it; every reporter renders it (built by check_paths;
    #: a hand-built result gets one from the fields above).
    provenance: Provenance | None = None

    @property
    def card_data_notes(self) -> tuple[str, ...]:
        """What the report says once about the card data (:attr:`Provenance.cards_behind`)."""
        return self.provenance.cards_behind if self.provenance is not None else ()

    def __post_init__(self) -> None:
        if self.provenance is None:
            cd = self.card_data
            dates = tuple(sorted(set(self.deck_as_of.values())))
            prov = Provenance(
                ruleset=self.ruleset,
                rules_date=self.rules_date,
                region=self.region,
                selected=self.selected,
                ignored=self.ignored,
                cards_version=cd.get("version"),
                cards_date=cd.get("date"),
                cards_sha256=cd.get("sha256"),
                cards_path=cd.get("path"),
                as_of=self.as_of,
                as_of_origin="command line"
                if self.as_of
                else ("today" if len(dates) <= 1 else "per deck"),
                as_of_dates=dates,
            )
            object.__setattr__(self, "provenance", prov)

    @property
    def partial(self) -> bool:
        """True when the user narrowed the rules with ``--select`` or ``--ignore``, or a check did not run."""
        return bool(self.selected or self.ignored) or any(d.partial for d in self.decks)

    def findings(self) -> Iterable[tuple[str, Finding]]:
        """Every finding of the run as ``(deck source, finding)``, unreadable errors included."""
        for d in self.decks:
            if d.error is not None:
                yield d.source, d.error
            for f in d.findings:
                yield d.source, f
        for t in self.teams:
            for f in t.findings:
                src = f.location.file if f.location else (t.sources[0] if t.sources else "")
                yield src, f

    def counts(self) -> Mapping[str, int]:
        """Numbers of decks by verdict and of findings by severity."""
        c = {"decks": len(self.decks), "legal": 0, "illegal": 0, "unreadable": 0}
        for d in self.decks:
            c["unreadable" if d.legal is None else "legal" if d.legal else "illegal"] += 1
        for sev in ("error", "warning", "info"):
            c[sev] = 0
        for _, f in self.findings():
            c[f.severity] = c.get(f.severity, 0) + 1
        return frozen_map(c)

    def exit_code(self, strict: bool = False) -> int:
        """0 when every deck (and team) is legal and no finding is an error, else 1; with ``strict``
        warnings also fail. (An event's roster problems are errors of legal decks: a player registered
        twice fails the run.)"""
        if any(d.legal is not True for d in self.decks):
            return EXIT_ILLEGAL
        if any(t.legal is not True for t in self.teams):
            return EXIT_ILLEGAL
        if any(f.severity == "error" for _, f in self.findings()):
            return EXIT_ILLEGAL
        if strict and any(f.severity == "warning" for _, f in self.findings()):
            return EXIT_ILLEGAL
        return EXIT_OK


def _region_label(rs) -> str | None:
    """``cn (China (mainland))`` for a ruleset judging by a region's dates, else ``None``."""
    if getattr(rs, "region", None) is None:
        return None
    name = (rs.tables.get("region_info") or {}).get("name")
    return f"{rs.region} ({name})" if name else rs.region


def parse_date(value: str | _dt.date | None, what: str = "--as-of") -> _dt.date | None:
    """Parse a ``YYYY-MM-DD`` date; a bad one is a :class:`UsageError` (exit 2)."""
    if value is None or isinstance(value, _dt.date):
        return value
    try:
        return _dt.date.fromisoformat(value.strip())
    except ValueError:
        raise UsageError(
            f"{what}: '{value}' is not a date; expected YYYY-MM-DD (e.g. 2026-09-18)"
        ) from None


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


def discover_decks(  # noqa: C901
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
    excl = tuple(DEFAULT_EXCLUDE) + tuple(exclude)
    base = (root or Path.cwd()).resolve()
    included, excluded = _Patterns(globs), _Patterns(excl)
    out: list[str] = []
    seen: set[str] = set()

    def add(s: str) -> None:
        if s not in seen:
            seen.add(s)
            out.append(s)

    for raw in paths:
        arg = os.fspath(raw)
        if arg == "-":
            add("-")
            continue
        p = Path(arg)
        if _is_dir(p):
            found = []
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames.sort()
                kept = []
                for d in dirnames:
                    rel = _relative(Path(dirpath, d), base)
                    if not excluded.excludes(rel, d):
                        kept.append(d)
                dirnames[:] = kept
                in_dir = _DirRelative(dirpath, base)
                for name in sorted(filenames):
                    rel = in_dir.relative(name)
                    if included.any(rel, name) and not excluded.excludes(rel, name):
                        full = Path(dirpath, name)
                        if os.path.islink(full) and not _inside(full, p):
                            if outside is not None:
                                outside.append(str(full))
                            continue
                        found.append(str(full))
            if not found and not outside:
                raise UsageError(f"no deck files found in {arg} (looked for {', '.join(globs)})")
            for f in found:
                add(f)
        elif os.path.lexists(arg):
            add(arg)  # a broken or looping symlink too: its reader reports why it cannot be read
        elif looks_like_code(arg) or looks_like_mistyped_code(arg):
            add(arg)  # a deck code; a mistyped one is decoded so that its bad character is named
        else:
            raise UsageError(f"no such file or directory: {arg}")
    return out


def _inside(path: Path, root: Path) -> bool:
    from riftcheck.decks.contained import inside

    return inside(path, root)


#: Why a symbolic link found in a directory scan was not read.
OUTSIDE_LINK = "not read: a symbolic link to a file outside the directory being checked (name the file itself to check it)"


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
        try:
            self.resolved: Path | None = Path(dirpath).resolve()
        except (OSError, RuntimeError):
            self.resolved = None

    def relative(self, name: str) -> str:
        """``_relative(Path(dirpath, name), base)``."""
        full = Path(self.dirpath, name)
        if self.resolved is None or os.path.islink(full):
            return _relative(full, self.base)  # a symlink resolves to wherever it points
        try:
            return (self.resolved / name).relative_to(self.base).as_posix()
        except ValueError:
            return full.as_posix()


def rule_infos() -> Mapping[str, RuleInfo]:
    """Every registered rule (built-in and plugin) as :class:`RuleInfo`, by id."""
    from riftcheck.rules import all_rules

    rules = all_rules()
    if isinstance(rules, Mapping):
        rules = rules.values()
    infos = {}
    for r in rules:
        sev = dict(getattr(r, "severities", {}) or {}).get("default", "error")
        infos[r.id] = RuleInfo(
            id=r.id,
            summary=getattr(r, "summary", "") or "",
            citations=tuple(getattr(r, "citations", ()) or ()),
            severity=sev,
            help_uri=RULE_DOCS_URL.format(id=r.id),
        )
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


def _check_rule_ids(ids: Sequence[str], known: Mapping[str, RuleInfo], option: str) -> None:
    for rid in ids:
        if rid not in known:
            from riftcheck.suggest import closest

            near = closest(rid, known)
            hint = f"did you mean '{near}'?" if near else "run 'riftcheck rules' for the list"
            raise UsageError(f"{option}: unknown rule '{rid}'", hint=hint)


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
                f"{option} {os.fspath(output)} is also an input ({os.fspath(src)}): "
                "refusing to overwrite it",
                hint="write the report to another file",
            )


def unreadable_result(source: str, exc: InputError) -> DeckResult:
    """The result of a deck that could not be read: ``legal=None`` and an ``unreadable`` error."""
    if source == "-":
        source = "<stdin>"
    loc = exc.location or Location(source)
    msg = exc.message + (f" ({exc.hint})" if exc.hint else "")
    err = Finding(rule=UNREADABLE, severity="error", message=msg, location=loc)
    return DeckResult(source=source, legal=None, error=err)


def check_paths(  # noqa: C901
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
    # What the configuration file decided (and not the arguments), for the reports.
    overridden = {
        "as_of": as_of is not None,
        "select": bool(select),
        "ignore": bool(ignore),
        "ruleset": bool(ruleset),
        "cards": cards is not None,
    }
    config_keys = tuple(k for k in config.keys if not overridden.get(k))
    if as_of is not None:
        as_of_from: str | None = "command line"
    elif config.as_of is not None:
        as_of_from = "configuration"
    else:
        as_of_from = None
    as_of = parse_date(as_of) if as_of is not None else config.as_of
    select = tuple(select) or config.select
    ignore = tuple(ignore) or config.ignore
    ruleset_name = ruleset or config.ruleset or DEFAULT_RULESET
    cards = cards if cards is not None else config.cards

    infos = rule_infos()
    _check_rule_ids(select, infos, "--select")
    _check_rule_ids(ignore, infos, "--ignore")
    team_name = None
    if team:
        paths, team_name = _team_file(paths)
    outside: list[str] = []
    sources = discover_decks(paths, config.include, config.exclude, config.root, outside=outside)
    if output is not None:
        refuse_output_over_inputs(
            output, [*sources, cards, pool, getattr(config, "path", None), ruleset_name], "--output"
        )

    from riftcheck.cards.db import CardDB
    from riftcheck.rulesets import load_ruleset

    db = CardDB.load(Path(cards) if cards is not None else None)
    region = (region or config.region or "").strip().casefold() or None
    rs = load_ruleset(ruleset_name).for_region(region)
    from riftcheck.cards.store import bundled_db_path, user_db_path
    from riftcheck.rulesets import check_bans

    db_is_file = not (_same_file(db.path, bundled_db_path()) or _same_file(db.path, user_db_path()))
    bans_unmatched = check_bans(rs, db, database_is_file=db_is_file)
    if team and not rs.has_team_rules():
        from riftcheck.rulesets import team_rulesets

        raise UsageError(
            f"--team: ruleset '{rs.name}' has no team rules, so no team check would run",
            hint="use --ruleset " + " or --ruleset ".join(team_rulesets()),
        )
    pool_deck = None
    if pool is not None:
        from riftcheck.decks import read_pool

        pool_deck = read_pool(os.fspath(pool), db)

    read_kw: dict[str, Any] = {}
    if input_format:
        read_kw["input_format"] = input_format
    if max_bytes is not None:
        read_kw["max_bytes"] = max_bytes

    header = RunResult(
        # the decks' own dates are not known yet: the final result says where each came from
        provenance=build_provenance(
            rs,
            db,
            config_path=config.path,
            config_keys=config_keys,
            as_of=as_of,
            as_of_from=as_of_from,
            select=tuple(select),
            ignore=tuple(ignore),
            results=None,
            bans_unmatched=bans_unmatched,
        ),
        decks=(),
        ruleset=str(getattr(rs, "name", ruleset_name)),
        card_data=frozen_map(_card_info(db)),
        ruleset_description=getattr(rs, "description", None),
        rules_date=_rules_date(rs, [as_of or _dt.date.today()]),
        as_of=as_of,
        region=_region_label(rs),
        selected=tuple(select),
        ignored=tuple(ignore),
        rules=infos,
    )
    emit = None
    if on_result is not None:

        def emit(result: DeckResult, day: _dt.date | None) -> None:
            on_result(header, result, day)

    if team:
        results, dates, decks = _read_team(sources, db, stdin_text, read_kw, as_of, progress)
    else:
        from riftcheck.batch import Setup, check_sources

        setup = Setup(
            ruleset=ruleset_name,
            cards=os.fspath(cards) if cards is not None else None,
            pool=os.fspath(pool) if pool is not None else None,
            as_of=as_of,
            region=region,
            select=tuple(select),
            ignore=tuple(ignore),
            read_kw=read_kw,
            stdin_text=stdin_text,
            stats=stats,
            keep_decks=keep_decks,
        )
        results, dates = check_sources(
            sources,
            db,
            rs,
            setup,
            pool_deck=pool_deck,
            jobs=jobs,
            progress=progress,
            on_result=emit,
        )

    teams: tuple[TeamReport, ...] = ()
    if team:
        results, teams = _check_team(
            results, decks, db, rs, as_of, select, ignore, pool_deck, team_name
        )
        if stats:
            results = [_with_stats(r, rs, dates, db) for r in results]
        if emit is not None:  # a team's decks are judged together: known only now
            for r in results:
                emit(r, dates.get(r.source))
    outside_results = [
        unreadable_result(src, InputError(OUTSIDE_LINK, Location(src))) for src in outside
    ]
    if emit is not None:
        for r in outside_results:
            emit(r, None)
    results = list(results) + outside_results
    provenance = replace(
        header.provenance,
        **_origin_fields(
            build_provenance(
                rs, db, as_of=as_of, as_of_from=as_of_from, results=results, dates=dates
            )
        ),
        cards_behind=tuple(_behind(db, rs, as_of, dates)),
    )
    # the rules in force on the dates the decks were judged on (event dates may differ from today)
    in_force = _rules_date(rs, dates.values() or [as_of or _dt.date.today()])
    provenance = replace(provenance, rules_date=in_force)
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
        if day is not None and hasattr(rs, "legal_sets_on"):
            legal |= rs.legal_sets_on(day)
    return behind_notes(db, legal) if legal else []


def _read_team(sources, db, stdin_text, read_kw, as_of, progress):
    """Read the decks of a ``--team`` run (checked together afterwards); unreadable ones become results."""
    from riftcheck.decks import read_deck

    today = _dt.date.today()
    results: list[DeckResult | None] = []
    decks = []
    dates: dict[str, _dt.date] = {}
    for i, src in enumerate(sources):
        if progress is not None:
            progress(i, len(sources), src)
        try:
            deck = read_deck(src, db, text=stdin_text if src == "-" else None, **read_kw)
        except InputError as exc:
            results.append(unreadable_result(src, exc))
            continue
        dates[deck.source] = as_of or deck.event_date or today
        decks.append(deck)
        results.append(None)  # filled by the team check
    return results, dates, decks


def _team_file(paths: Sequence[str | os.PathLike]) -> tuple[list[str], str | None]:
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


def _check_team(results, decks, db, rs, as_of, select, ignore, pool_deck, name=None):
    from riftcheck.engine import check_team

    if not decks:
        return results, ()
    tr = check_team(
        decks, db, rs, as_of=as_of, select=select, ignore=ignore, pool=pool_deck, name=name
    )
    it = iter(tr.decks)
    results = [r if r is not None else next(it) for r in results]
    team_findings = tuple(getattr(tr, "team_findings", ()) or ())
    ok = all(r.legal is True for r in results) and not any(
        f.severity == "error" for f in team_findings
    )
    unreadable = any(r.legal is None for r in results)
    report = TeamReport(
        name=getattr(tr, "name", None),
        sources=tuple(r.source for r in results),
        legal=None if unreadable else ok,
        findings=team_findings,
    )
    return results, (report,)


def _with_stats(result: DeckResult, rs: Any, dates: Mapping[str, _dt.date], db: Any) -> DeckResult:
    if result.deck is None:
        return result
    from dataclasses import replace

    from riftcheck.stats import deck_stats

    return replace(result, stats=deck_stats(result.deck, rs, dates.get(result.source), db))


def _same_file(a: str | os.PathLike | None, b: str | os.PathLike | None) -> bool:
    if a is None or b is None:
        return False
    try:
        return Path(a).resolve() == Path(b).resolve()
    except (OSError, RuntimeError):
        return False


def _shipped_counterpart(rs: Any) -> Any:
    """The shipped ruleset a local one is compared with: same name, else its nearest shipped parent."""
    from riftcheck.rulesets import _is_shipped_path, list_rulesets, load_ruleset

    if rs.name in list_rulesets():
        return load_ruleset(rs.name)
    for parent in rs.parent_paths:
        if _is_shipped_path(parent):
            return load_ruleset(parent)
    return None


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
    from riftcheck.cards.store import bundled_db_path, user_db_path

    info = _card_info(db)
    if _same_file(db.path, bundled_db_path()):
        cards_origin = "bundled"
    elif _same_file(db.path, user_db_path()):
        cards_origin = "updated"
    else:
        cards_origin = "file"
    if as_of_from is not None:
        origin = as_of_from
    elif results is None:
        origin = "per deck"
    else:
        origins = {r.as_of_origin for r in results if r.as_of_origin}
        origin = origins.pop() if len(origins) == 1 else ("per deck" if origins else "today")
    compared = deselected = changed = bans_missing = ()
    counterpart = None
    if not rs.shipped:
        counterpart = _shipped_counterpart(rs)
    if counterpart is not None:
        compared = counterpart.name
        deselected = tuple(r for r in counterpart.rules if r not in rs.rules)
        changed = tuple(
            r for r in counterpart.rules if r in rs.rules and rs.rules[r] != counterpart.rules[r]
        )
        mine = {str(b["card"]).casefold() for b in rs.bans_everywhere()}
        bans_missing = tuple(
            dict.fromkeys(
                str(b["card"])
                for b in counterpart.bans_everywhere()
                if str(b["card"]).casefold() not in mine
            )
        )
    return Provenance(
        ruleset=rs.name,
        ruleset_origin="shipped" if rs.shipped else "file",
        ruleset_path=None if rs.shipped else rs.path,
        ruleset_sha256=rs.sha256,
        ruleset_extends=tuple(rs.extends),
        rules_compared_to=compared or None,
        rules_deselected=deselected,
        rules_changed=changed,
        bans_missing=bans_missing,
        rules_date=rs.rules_date,
        region=_region_label(rs),
        selected=tuple(select),
        ignored=tuple(ignore),
        cards_origin=cards_origin,
        cards_version=info.get("version"),
        cards_date=info.get("date"),
        cards_sha256=info.get("sha256"),
        cards_path=info.get("path"),
        cards_note=getattr(db, "note", None),
        bans_unmatched=tuple(bans_unmatched),
        config=str(config_path) if config_path else None,
        config_keys=tuple(config_keys),
        as_of=as_of,
        as_of_origin=origin,
        as_of_dates=tuple(sorted(set((dates or {}).values()))),
    )


def _origin_fields(prov: Provenance) -> dict[str, Any]:
    """The as-of fields of ``prov``, which only the finished run knows."""
    return {"as_of_origin": prov.as_of_origin, "as_of_dates": prov.as_of_dates}


def _card_info(db: Any) -> dict[str, Any]:
    try:
        info = dict(db.info())
    except AttributeError:
        info = {k: getattr(db, k, None) for k in ("version", "date", "sha256", "path")}
    return {k: (str(v) if v is not None else None) for k, v in info.items()}


def _rules_date(rs: Any, days: Iterable[_dt.date] = ()) -> str | None:
    """The date of the rules in force on ``days`` (the judging dates): for each, the latest dated
    change of the ruleset on or before it, the rules documents' date (the ruleset's ``rules_date``,
    never guessed from its description) at most. Several dates are listed, oldest first; without
    days, or before any dated change, the documents' date."""
    v = getattr(rs, "rules_date", None)
    documents = str(v) if v else None
    on = getattr(rs, "rules_date_on", None)
    days = set(days)
    if not days or on is None:
        return documents
    try:
        doc_day = _dt.date.fromisoformat(documents) if documents else None
    except ValueError:
        return documents
    found = set()
    for day in days:
        d = on(day, doc_day)
        if d is None:
            return documents
        found.add(min(d, doc_day) if doc_day else d)
    return ", ".join(sorted(x.isoformat() for x in found))


@dataclass(frozen=True, slots=True)
class FixReport:
    """What ``--fix`` did to one deck: the safe changes (see :mod:`riftcheck.fixes`), what it left
    to the player (``notes``), whether the file was rewritten, and why not (``skipped``)."""

    source: str
    changes: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    written: bool = False
    skipped: str | None = None


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
    from riftcheck.decks import read_deck
    from riftcheck.decks.read import DEFAULT_MAX_BYTES
    from riftcheck.decks.write import atomic_write
    from riftcheck.fixes import WRITABLE, fix_text, safe_fixes

    if config is None:
        config = load_config()
    elif config is False:
        config = Config()
    cards = cards if cards is not None else config.cards
    db = CardDB.load(Path(cards) if cards is not None else None)
    out: list[FixReport] = []
    for src in discover_decks(paths, config.include, config.exclude, config.root):
        if src == "-" or not os.path.isfile(src):
            out.append(
                FixReport(
                    src, skipped="not a file (standard input or a deck code): nothing to write back"
                )
            )
            continue
        try:
            deck = read_deck(src, db, max_bytes=max_bytes or DEFAULT_MAX_BYTES)
        except InputError as exc:
            out.append(FixReport(src, skipped=f"cannot be read ({exc.message})"))
            continue
        if deck.input_format not in WRITABLE:
            out.append(FixReport(src, skipped=f"a {deck.input_format} deck is not rewritten"))
            continue
        fixed, changes, notes = safe_fixes(deck)
        if not changes:
            out.append(FixReport(src, notes=notes))
            continue
        try:
            from riftcheck.fileio import read_text

            original = read_text(src, max_bytes or DEFAULT_MAX_BYTES, errors="replace")
            atomic_write(src, fix_text(fixed, original))
        except (InputError, OSError) as exc:
            out.append(
                FixReport(
                    src,
                    changes,
                    notes,
                    skipped=f"not written: {getattr(exc, 'message', None) or exc}",
                )
            )
            continue
        out.append(FixReport(src, changes, notes, written=True))
    return out
