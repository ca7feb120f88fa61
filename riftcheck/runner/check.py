"""The whole run of ``riftcheck check``: options, discovery, loading, checking, the result."""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Callable, Sequence
from typing import Any

from riftcheck.infra import startup
from riftcheck.infra.errors import InputError
from riftcheck.models import DeckResult, Location, RunResult, TeamReport
from riftcheck.runner.assemble import deck_header, finished_run, run_header
from riftcheck.runner.discover import OUTSIDE_LINK, discover_decks, team_file
from riftcheck.runner.plan import (
    STEP_SUMMARY,
    Plan,
    check_selection,
    load_checked,
    pool_possible,
    refuse_no_rule_runs,
    refuse_onto_step_summary,
    refuse_output_over_inputs,
    refuse_reports_into_one,
    refuse_summary_over_inputs,
    rule_infos,
    run_inputs,
    run_options,
    stdout_file,
)
from riftcheck.runner.read import check_team_sources, unreadable_result
from riftcheck.runner.workers import check_sources


def _refuse_outputs_over_inputs(output, report_to_stdout: bool, summary, files, ruleset) -> None:
    """The report (``output``, or the standard output when it is a regular file) and the step
    summary may not be one of the files the run reads (found only when something is written)."""
    refuse_onto_step_summary(output, "--output")
    to_stdout = report_to_stdout and stdout_file() is not None
    if output is None and not to_stdout and summary is None:
        return
    inputs = run_inputs(files, ruleset)
    if output is not None or to_stdout:
        refuse_output_over_inputs(output, inputs, "--output")
    refuse_summary_over_inputs(summary, inputs)
    refuse_reports_into_one(("--output", output), (STEP_SUMMARY, summary))


def refuse_run_usage_errors(
    paths: Sequence[str | os.PathLike],
    *,
    output: str | os.PathLike | None = None,
    ruleset: str | None = None,
    cards: str | os.PathLike | None = None,
    pool: str | os.PathLike | None = None,
    team: bool = False,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    region: str | None = None,
    config: Any = None,
    report_to_stdout: bool = False,
    summary: str | os.PathLike | None = None,
) -> None:
    """Raise the :class:`UsageError` (exit 2) a :func:`check_paths` run with these arguments
    would raise: an unknown ``--select``/``--ignore`` rule, ``--team`` under a ruleset with no
    team rules or with decks that are not a team of it, ``output`` one of the files the run reads
    (a deck, even one found in a directory, the card database, the pool, ruleset or
    configuration), or with ``report_to_stdout`` the standard output (a regular file) one of them,
    or ``summary`` (``$GITHUB_STEP_SUMMARY`` of ``--format github``).
    No deck is read: a caller that writes before the check (``check --fix``)
    calls it first, so a usage error leaves every file as it was (atkA 4: the decks were
    rewritten, then the run refused)."""
    from riftcheck.config import Config, load_config
    from riftcheck.engine import refuse_team_size
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner.plan import refuse_team_without_team_rules

    if config is None:
        config = load_config()
    elif config is False:
        config = Config()
    opts = run_options(
        config, as_of=None, select=select, ignore=ignore, ruleset=ruleset, cards=cards,
        region=region,
    )  # fmt: skip
    infos = rule_infos()
    check_selection(opts, config, infos)
    given = _given_files(paths) if team else []
    if team:
        paths, _ = team_file(paths)
    sources = discover_decks(paths, config.include, config.exclude, config.root, outside=[])
    _refuse_outputs_over_inputs(
        output, report_to_stdout, summary, [*given, *sources, opts.cards, pool, config.path],
        opts.ruleset,
    )  # fmt: skip
    if team:
        rs = load_ruleset(opts.ruleset).for_region(opts.region)
        refuse_team_without_team_rules(rs)
        refuse_team_size(len(sources), rs)


def _given_files(paths: Sequence[str | os.PathLike]) -> list[str]:
    """The files named on the command line, before a ``--team`` file is replaced by the decks
    it names: the team file is an input too, which ``--output`` must not overwrite."""
    return [os.fspath(p) for p in paths if os.fspath(p) != "-" and os.path.isfile(p)]


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
    deck_part: Callable[[RunResult, DeckResult, _dt.date | None], str] | None = None,
    on_part: Callable[[str], None] | None = None,
    stats: bool = False,
    keep_decks: bool = False,
    output: str | os.PathLike | None = None,
    lean: bool = False,
    report_to_stdout: bool = False,
    summary: str | os.PathLike | None = None,
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
    an unreadable deck), for reports written as the run goes. ``deck_part(header,
    result, day)`` (a ``per_deck`` reporter's :meth:`~riftcheck.reporters.base.Reporter.deck_part`)
    draws each deck's part of the report where the deck is checked, in a worker
    process when there are workers, and ``on_part(text)`` is called with each part in
    input order; a result whose part was drawn carries no ``stats`` (they are in the part). With
    ``stats`` each readable deck's result carries its :class:`riftcheck.stats.DeckStats`. ``output`` is
    the report file the caller will write: a :class:`UsageError` is raised
    before anything is read when it is one of the inputs (a deck, even one
    found in a directory, the card database, the pool, ruleset or configuration); so it is when
    ``report_to_stdout`` (the command line's, with no ``output``) and the standard output is a
    regular file that is one of them (atkH 11); and when ``summary`` (the step summary
    ``--format github`` appends to) is one of them (atkO 6). With ``lean`` (the command line's), a result whose part was drawn keeps only what the finished
    run reads (its verdict, the severities of its findings, its region notices, its dates).
    """
    from riftcheck.config import Config, load_config

    if config is None:
        config = load_config()
    elif config is False:
        config = Config()
    opts = run_options(
        config,
        as_of=as_of,
        select=select,
        ignore=ignore,
        ruleset=ruleset,
        cards=cards,
        region=region,
    )
    infos = rule_infos()
    check_selection(opts, config, infos)
    team_name = None
    given = _given_files(paths) if team else []
    if team:
        paths, team_name = team_file(paths)
    outside: list[str] = []
    sources = discover_decks(paths, config.include, config.exclude, config.root, outside=outside)
    _refuse_outputs_over_inputs(
        output, report_to_stdout, summary, [*given, *sources, opts.cards, pool, config.path],
        opts.ruleset,
    )  # fmt: skip
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
    if team:
        from riftcheck.engine import refuse_team_size

        refuse_team_size(len(sources), loaded.rs)  # before any deck is read
    # a team file may name the team's shared pool: only a lone deck's pool is known up front
    refuse_no_rule_runs(
        opts, config, loaded.rs, team=team, pool=team or pool_possible(sources, pool)
    )
    if pool is not None:
        say_pool_unused(pool, loaded.rs)
    startup.release()  # the console script's start-up is over (infra/startup.py)
    header = run_header(loaded, opts, config, infos)
    part, emit = _handing_on(header, on_result, deck_part, on_part, loaded, opts)

    teams: tuple[TeamReport, ...] = ()
    if team:
        results, dates, teams = check_team_sources(sources, loaded, team_name, progress, emit)
    else:
        results, dates = check_sources(
            sources, loaded, jobs=jobs, progress=progress, on_result=emit, part=part, lean=lean
        )
    for src in outside:
        r = unreadable_result(src, InputError(OUTSIDE_LINK, Location(src)))
        if emit is not None:
            emit(r, None)
        results.append(r)
    return finished_run(header, loaded, results, dates, teams, opts)


def say_pool_unused(pool: str | os.PathLike, rs: Any) -> None:
    """Say on stderr that ``--pool`` is not used when the ruleset is not a Limited format (no rule
    of it reads a pool): the decks are judged as if no pool were given."""
    import sys

    from riftcheck.i18n import say
    from riftcheck.infra.escape import line
    from riftcheck.models import Msg
    from riftcheck.rulesets import rulesets_where
    from riftcheck.runner.read import _needs_pool

    if _needs_pool(rs):
        return
    if getattr(rs, "identity", None) == "limited":
        # a Limited ruleset with its pool rule turned off: the reason is the rule, not the format
        note = Msg(
            "--pool {pool} is not used: ruleset {ruleset} does not run the pool rule (turned "
            "off in it), and --pool is read only by the pool rule",
            pool=os.fspath(pool),
            ruleset=rs.name,
        )
    else:
        note = Msg(
            "--pool {pool} is not used: ruleset {ruleset} is not a Limited format, and --pool is "
            "read only by a Limited ruleset ({names})",
            pool=os.fspath(pool),
            ruleset=rs.name,
            names=", ".join(rulesets_where(_needs_pool)),
        )
    print(line(say(Msg("riftcheck: notice: {note}", note=note))), file=sys.stderr)


def _handing_on(header: RunResult, on_result, deck_part, on_part, loaded=None, opts=None):
    """``(part, emit)``: the part drawer workers are given (``None``: no parts), and what each
    result is handed to in input order (``None``: nobody), with its part when one was drawn.
    A part is drawn with the header of its own deck (its date's documents, its region)."""
    part = None
    if deck_part is not None and on_part is not None:

        def part(result: DeckResult, day: _dt.date | None) -> str:
            if loaded is None:
                return deck_part(header, result, day)
            return deck_part(deck_header(header, loaded, opts, result, day), result, day)

    if on_result is None and part is None:
        return None, None

    def emit(result: DeckResult, day: _dt.date | None, text: str | None = None) -> None:
        if on_result is not None:
            on_result(header, result, day)
        if part is not None:
            on_part(text if text is not None else part(result, day))

    return part, emit
