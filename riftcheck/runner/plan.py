"""What a run is asked for and what it loads once: options, the :class:`Plan`, the :class:`Loaded` values.

The configuration's values fill in what the command line left out
(:func:`run_options`); rule ids are checked against the registry and an output
path against the inputs before anything is read; :func:`load` loads the card
database, the ruleset (for the region) and the ``--pool`` file once per run.
Forked workers inherit the :class:`Loaded`; spawned ones load the same :class:`Plan`.
"""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from riftcheck.i18n import N_
from riftcheck.infra.errors import UsageError
from riftcheck.infra.urls import PROJECT_URL
from riftcheck.infra.value import Value, factory, replace
from riftcheck.models import Deck, Location, Msg, RuleInfo, Violation, frozen_map

#: Where the project and its rule documentation live (used by SARIF ``helpUri``).
RULE_DOCS_URL = PROJECT_URL + "/blob/main/README.md#rule-{id}"

#: Pseudo rule id of a deck file that could not be read.
UNREADABLE = "unreadable"

#: The ruleset used when neither the command line nor the configuration names one.
DEFAULT_RULESET = "constructed"

# -- small helpers of the command line and the reports


def parse_date(value: str | _dt.date | None, what: str = "--as-of") -> _dt.date | None:
    """Parse a ``YYYY-MM-DD`` date; a bad one is a :class:`UsageError` (exit 2)."""
    if value is None or isinstance(value, _dt.date):
        return value
    try:
        return _dt.date.fromisoformat(value.strip())
    except ValueError:
        meant = _day_month_year(value.strip())
        if meant is not None:
            raise UsageError(
                Msg(
                    "{what}: '{value}' is not written YYYY-MM-DD: did you mean {typed}?",
                    what=what,
                    value=value,
                    typed=meant.isoformat(),
                )
            ) from None
        raise UsageError(
            Msg(
                "{what}: '{value}' is not a date; expected YYYY-MM-DD (e.g. 2026-09-18)",
                what=what,
                value=value,
            )
        ) from None


def _day_month_year(value: str) -> _dt.date | None:
    """The one date ``18/09/2026`` (or ``09/18/2026``, ``18.09.2026``) can be, read day first or
    month first; ``None`` when it is none or could be two (``05/09/2026``: never guessed, atkF 22)."""
    import re

    m = re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})", value)
    if m is None:
        return None
    a, b, year = int(m[1]), int(m[2]), int(m[3])
    found = set()
    for month, day in ((b, a), (a, b)):
        try:
            found.add(_dt.date(year, month, day))
        except ValueError:
            pass
    return found.pop() if len(found) == 1 else None


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
            N_("The deck file could not be read."),  # (said in French in the HTML report)
            (),
            "error",
            RULE_DOCS_URL.format(id=UNREADABLE),
        ),
    )
    return frozen_map(infos)


def numbered_infos(
    infos: Mapping[str, RuleInfo], numberings: Sequence[tuple[str, Mapping[str, str | None]]]
) -> Mapping[str, RuleInfo]:
    """``infos`` with each rule's citation keys numbered by each of ``numberings`` (``(documents,
    citations)``: the documents in force on some of the run's judging dates, oldest first, and
    their numbers; for the rule descriptions of SARIF and HTML, which say whose numbers they are;
    each finding cites its own date's)."""
    from riftcheck.documents import cited

    out = {}
    for rid, info in infos.items():
        groups = tuple(
            (label, tuple(c for c in (cited([k], citations) for k in info.citations) if c))
            for label, citations in numberings
        )
        newest = groups[-1][1] if groups else info.citations
        out[rid] = replace(info, citations=newest, numbered_in=groups if info.citations else ())
    return frozen_map(out)


def check_rule_ids(
    ids: Sequence[str], known: Mapping[str, RuleInfo], option: str, at: Location | None = None
) -> None:
    """Raise :class:`UsageError` for the first of ``ids`` that is not a rule, with the nearest one;
    a :class:`~riftcheck.infra.errors.ConfigError` at ``at`` when the configuration named it."""
    from riftcheck.infra.suggest import closest

    for rid in ids:
        if rid not in known:
            near = closest(rid, known)
            hint = (
                Msg("did you mean '{near}'?", near=near)
                if near
                else Msg("run 'riftcheck rules' for the list")
            )
            _refuse(Msg("{option}: unknown rule '{rid}'", option=option, rid=rid), at, hint)


class Selection(NamedTuple):
    """The rules a run selects and ignores, and where each came from (as :class:`RunOptions`)."""

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    select_from: str | None = "command line"
    ignore_from: str | None = "command line"


def _refuse(message: str, at: Location | None, hint: str | None = None):
    """A wrong selection: the command line's (exit 2), or the configuration's at its line (exit 3)."""
    if at is None:
        raise UsageError(message, hint=hint)
    from riftcheck.infra.errors import ConfigError

    raise ConfigError(message, at, hint)


def _named(opts: RunOptions | Selection, config, key: str) -> tuple[str, Location | None]:
    """How a message names where the ``select``/``ignore`` rules came from: the option, or the
    configuration's key and its line."""
    if getattr(opts, key + "_from") == "configuration":
        return key, config.location(key)
    return "--" + key, None


def check_selection(opts: RunOptions | Selection, config, known: Mapping[str, RuleInfo]) -> None:
    """Refuse, before anything is read, a ``select``/``ignore`` naming a rule that does not exist
    or the same rule twice (selected and ignored: which one was meant cannot be told)."""
    select, select_at = _named(opts, config, "select")
    ignore, ignore_at = _named(opts, config, "ignore")
    check_rule_ids(opts.select, known, select, select_at)
    check_rule_ids(opts.ignore, known, ignore, ignore_at)
    both = [rid for rid in opts.select if rid in opts.ignore]
    if both:
        _refuse(
            Msg(
                "{select} and {ignore} both name rule '{rid}': a rule cannot be both selected "
                "and ignored",
                select=select,
                ignore=ignore,
                rid=both[0],
            ),
            ignore_at or select_at,
        )


def refuse_no_rule_runs(
    opts: RunOptions | Selection,
    config,
    rs: Any,
    *,
    team: bool = False,
    pool: bool = True,
    pool_hint: str | None = None,
) -> None:
    """Refuse a selection that leaves none of the ruleset's rules to run (a team rule runs only
    with ``--team``; a rule that needs a pool only when ``pool`` says one can be had): a check
    that runs no rule would say LEGAL of any deck. ``pool_hint`` says where a pool is given."""
    from riftcheck.rules import all_rules

    registry = all_rules()

    def in_scope(rid: str) -> bool:
        return team or getattr(registry.get(rid), "scope", "deck") != "team"

    chosen = [
        rid
        for rid in rs.rules
        if rid not in opts.ignore and (not opts.select or rid in opts.select) and in_scope(rid)
    ]
    runs = [rid for rid in chosen if pool or "pool" not in getattr(registry.get(rid), "needs", ())]
    if runs or not (opts.select or opts.ignore):
        return
    if chosen:  # what is left needs a pool, and no deck can have one
        option, at = _named(opts, config, "select" if opts.select else "ignore")
        message = Msg(
            "{option}: the rules left to run ({rules}) need a pool and none is given, so "
            "nothing would be checked",
            option=option,
            rules=", ".join(chosen),
        )
        hint = pool_hint or Msg("give --pool POOL, or a pool: key in each deck")
    elif opts.select:
        option, at = _named(opts, config, "select")
        message = Msg(
            "{option}: none of the selected rules is run by ruleset {ruleset}, so nothing would "
            "be checked",
            option=option,
            ruleset=rs.name,
        )
        ruleset_rules = [r for r in rs.rules if in_scope(r)]
        hint = Msg("the ruleset runs {rules}", rules=", ".join(ruleset_rules))
    else:
        option, at = _named(opts, config, "ignore")
        message = Msg(
            "{option}: every rule of ruleset {ruleset} is ignored, so nothing would be checked",
            option=option,
            ruleset=rs.name,
        )
        hint = None
    _refuse(message, at, hint)


def pool_possible(sources: Sequence[Any], pool: Any) -> bool:
    """Whether a deck of ``sources`` can be judged against a pool: ``--pool`` is given, a YAML
    deck names one by its ``pool:`` key, or a deck is read from standard input (unknown here)."""
    return pool is not None or any(os.fspath(s) == "-" or _own_pool(s) is not None for s in sources)


def run_inputs(files, ruleset=None, *, not_decks=()) -> list:
    """Every file a run reads, for :func:`refuse_output_over_inputs`: ``files`` (decks, lists,
    the card database, a pool, the configuration), the pool a YAML deck among them names by
    its ``pool:`` key, ``not_decks`` (the event file and its roster: inputs, never read as a
    deck here) and ``ruleset`` with each file it ``extends``.

    A ruleset or deck that cannot be read adds nothing here: the run reports it as it reads it.
    """
    out = [f for f in files if f is not None]
    for f in list(out):
        pool = _own_pool(f)
        if pool is not None:
            out.append(pool)
    out.extend(f for f in not_decks if f is not None)
    if ruleset is not None:
        from riftcheck.infra.errors import RiftcheckError
        from riftcheck.rulesets import _looks_like_path, load_ruleset

        ref = os.fspath(ruleset)
        if _looks_like_path(ref) and os.path.isfile(ref):
            out.append(ref)
            try:
                out.extend(load_ruleset(ref).parent_paths)
            except (RiftcheckError, OSError):
                pass
    return out


def _own_pool(deck) -> str | None:
    """The file a YAML (or JSON: the same document) deck's ``pool:`` key names (relative to the
    deck), or ``None``."""
    path = os.fspath(deck)
    if not path.lower().endswith((".yaml", ".yml", ".json")) or not os.path.isfile(path):
        return None
    import yaml

    from riftcheck.decks.read import DEFAULT_MAX_BYTES
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    # the C loader when PyYAML has it (as decks/yamlsrc): the pure-Python one took 1.5 s
    # for a 300 KB file (issue 23, pasted pools)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        # the bytes come through fileio (its size limit and refusals); then what yaml.load does
        parser = loader(read_bytes(path, DEFAULT_MAX_BYTES))
        try:
            data = parser.get_single_data()
        finally:
            parser.dispose()
    except (OSError, ValueError, yaml.YAMLError, ReadRefused):  # the run says why
        return None
    pool = data.get("pool") if isinstance(data, dict) else None
    return os.path.join(os.path.dirname(path), pool) if isinstance(pool, str) and pool else None


#: how the refusal of a step summary over an input names it
STEP_SUMMARY = "$GITHUB_STEP_SUMMARY"


def step_summary(fmt: str) -> str | None:
    """The file ``--format github`` appends its job summary to (``$GITHUB_STEP_SUMMARY``), or
    ``None``: a report output like ``--output``, refused over an input as it is (atkO 6)."""
    return os.environ.get("GITHUB_STEP_SUMMARY") or None if fmt == "github" else None


#: The files of a GitHub Actions job that every step appends to (the runner reads them between
#: steps): a report written whole over one would wipe what the earlier steps wrote there.
RUNNER_FILES = ("GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH")


def refuse_onto_step_summary(output, option: str = "--output") -> None:
    """Raise :class:`UsageError` (exit 2) when ``output`` (a report or deck riftcheck writes whole)
    is the file ``$GITHUB_STEP_SUMMARY`` (or another of :data:`RUNNER_FILES`) names, whatever the
    format: the runner's file every step appends to, which a report written over it would wipe
    (evtR 7: ``-o $GITHUB_STEP_SUMMARY`` replaced the earlier steps' summaries). Compared by
    resolved path and by device and inode, as every output guard compares; ``>>
    $GITHUB_STEP_SUMMARY`` appends, and stays the user's to choose."""
    from riftcheck.infra.fileio import same_file

    if output is None:
        return
    for name in RUNNER_FILES:
        target = os.environ.get(name)
        if not target:
            continue
        try:
            same = Path(output).resolve() == Path(target).resolve() or same_file(output, target)
        except (OSError, RuntimeError, ValueError):
            same = same_file(output, target)
        if not same:
            continue
        if name == "GITHUB_STEP_SUMMARY":
            raise UsageError(
                Msg(
                    "{option} {path} is the job summary ($GITHUB_STEP_SUMMARY), which every step "
                    "of the job appends to: refusing to write over it",
                    option=option,
                    path=os.fspath(output),
                ),
                hint=Msg(
                    "write the report to another file; --format github appends its summary to "
                    "$GITHUB_STEP_SUMMARY itself"
                ),
            )
        raise UsageError(
            Msg(
                "{option} {path} is ${variable}, the runner's file every step of the job appends "
                "to: refusing to write over it",
                option=option,
                path=os.fspath(output),
                variable=name,
            ),
            hint=Msg("write the report to another file"),
        )


def refuse_summary_over_inputs(summary, inputs) -> None:
    """:func:`refuse_output_over_inputs` for the step summary ``summary`` (``None``: none)."""
    if summary is not None:
        refuse_output_over_inputs(
            summary,
            inputs,
            STEP_SUMMARY,
            hint=Msg("point $GITHUB_STEP_SUMMARY at another file"),
        )


def refuse_output_over_inputs(output, inputs, option: str = "--output", hint=None) -> None:
    """Raise :class:`UsageError` (exit 2) when ``output`` is the same file as one of ``inputs``.

    ``hint`` says what to do instead (default: write the report to another file; convert,
    which writes a deck, passes its own).

    Compared by device and inode, so a link, ``./`` or another spelling of the
    same file is caught too; an input that does not exist yet (a list the roster names
    but nobody wrote) matches the same path, so the report cannot become it; ``-`` (standard
    input) matches when the standard input is a regular file and ``output`` is that file (its
    path, a link to it, ``/dev/stdin``, ``/dev/fd/0``): ``check -o deck.yaml - < deck.yaml``
    would otherwise replace the deck it reads.

    ``output`` ``None`` is the standard output: refused when it is a regular file that is one of
    ``inputs`` (``event r.csv --format csv >> r.csv`` would write the report into the roster,
    atkH 11); a terminal or a pipe is nobody's input.
    """
    from riftcheck.infra.fileio import same_target

    if output is None:
        _refuse_stdout_over_inputs(inputs, hint)
        return
    from riftcheck.infra.fileio import descriptor_link

    if descriptor_link(output) and _is_stdin_file(output):
        # ``-o /dev/stdin < other.txt``: the user named no file, and the one redirected in is
        # never written, input of this run or not (ioK's note); named by its own path it may be
        raise _overwrite_refused(option, output, "-", hint)
    for src in inputs:
        if src is None:
            continue
        if os.fspath(src) == "-":
            if _is_stdin_file(output):
                raise _overwrite_refused(option, output, "-", hint)
            continue
        if same_target(output, src):
            raise _overwrite_refused(option, output, os.fspath(src), hint)


def refuse_reports_into_one(*reports: tuple[str, Any]) -> None:
    """Raise :class:`UsageError` (exit 2) when two of the files ``reports`` are written to
    (``(option, path)``: ``--output``, ``--html``, the step summary; a ``None`` path is not
    written) reach one file, even one not written yet (``-o sub/../x.html --html x.html``, a link
    to the other's file): one report would silently replace the other."""
    from riftcheck.infra.fileio import same_target

    given = [(option, path) for option, path in reports if path is not None]
    for i, (option, path) in enumerate(given):
        for other, other_path in given[i + 1 :]:
            if same_target(path, other_path):
                raise UsageError(
                    Msg(
                        "{option} {path} is also {other} {other_path}: refusing to write two "
                        "reports into one file",
                        option=option,
                        path=os.fspath(path),
                        other=other,
                        other_path=os.fspath(other_path),
                    ),
                    hint=Msg("write the report to another file"),
                )


def refuse_onto_stdout(path, option: str) -> None:
    """Raise :class:`UsageError` (exit 2) when the report ``path`` (``--html``) is the standard
    output the main report is written to (``--html /dev/stdout``, ``/proc/self/fd/1``, or the
    file ``>`` opened): two reports in one stream, one lost or both mixed (atkL 10), refused as
    ``-o X --html X`` is."""
    from riftcheck.infra.fileio import is_stdout

    if path is not None and is_stdout(path):
        raise UsageError(
            Msg(
                "{option} {path} is the standard output, where the report already goes: "
                "refusing to write two reports into one file",
                option=option,
                path=os.fspath(path),
            ),
            hint=Msg("write one of the reports to a file with --output FILE"),
        )


def stdout_file() -> tuple[int, int] | None:
    """The device and inode of the regular file standard output writes into (``> file``,
    ``>> file``, ``1<> file``), or ``None`` (a terminal, a pipe, /dev/null, no descriptor)."""
    import stat
    import sys

    try:
        st = os.fstat(sys.stdout.fileno())
    except (AttributeError, OSError, ValueError):  # replaced by a stream with no descriptor
        return None
    return (st.st_dev, st.st_ino) if stat.S_ISREG(st.st_mode) else None


def _refuse_stdout_over_inputs(inputs, hint) -> None:
    out = stdout_file()
    if out is None:
        return
    for src in inputs:
        if src is None:
            continue
        try:
            st = os.fstat(0) if os.fspath(src) == "-" else os.stat(src)
        except (OSError, ValueError):  # a list not written yet: standard output is not it
            continue
        if (st.st_dev, st.st_ino) == out:
            raise UsageError(
                Msg(
                    "standard output is also an input ({src}): refusing to write into it",
                    src=os.fspath(src),
                ),
                hint=hint if hint is not None else Msg("write the report to another file"),
            )


def _overwrite_refused(option: str, output, src: str, hint) -> UsageError:
    return UsageError(
        Msg(
            "{option} {output} is also an input ({src}): refusing to overwrite it",
            option=option,
            output=os.fspath(output),
            src=src,
        ),
        hint=hint if hint is not None else Msg("write the report to another file"),
    )


def _is_stdin_file(output) -> bool:
    """Whether the standard input is a regular file and ``output`` (symlinks followed) is it."""
    import stat

    try:
        si = os.fstat(0)
        so = os.stat(output)
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(si.st_mode) and (si.st_dev, si.st_ino) == (so.st_dev, so.st_ino)


# -- loading, once per run


class Plan(Value):
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
    read_kw: Mapping[str, Any] = factory(dict)
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
    #: why the ``--pool`` file could not be read (empty, missing...): each deck's pool error,
    #: never the run's (the other decks are still judged)
    pool_error: Violation | None = None


def _read_given_pool(source: str, db) -> tuple[Deck | None, Violation | None]:
    """The ``--pool`` file read, else why not, as the problem each deck reports under ``pool``."""
    from riftcheck.decks import read_pool
    from riftcheck.infra.errors import InputError

    try:
        return read_pool(source, db), None
    except InputError as exc:
        message = (
            Msg("{message} ({hint})", message=exc.message, hint=exc.hint)
            if exc.hint
            else exc.message
        )
        # the pool file, no line: beside a deck's own findings a line would read as the deck's
        where = Location(exc.location.file if exc.location else source)
        where = Location("<stdin>") if where.file == "-" else where
        # the message names the file (and the pool's line, where the reader gave one): a deck's
        # report shows no file beside its own findings
        line = exc.location.line if exc.location and exc.location.file == source else None
        path = f"{where.file}:{line}" if line else where.file
        if not message.startswith(where.file + ":"):
            message = Msg("{path}: {message}", path=path, message=message)
        # a pool was given: the fix is to that file, not to give one (frS 8)
        fix = Msg(
            "correct the pool file, the list of cards opened, or give the right one with --pool POOL"
        )
        return None, Violation(message, location=where, fix=fix)


def load(plan: Plan) -> Loaded:
    """Load the card database, the ruleset (for the plan's region) and the ``--pool`` file, once."""
    from riftcheck.cards.db import CardDB
    from riftcheck.rulesets import load_ruleset

    db = CardDB.load(Path(plan.cards) if plan.cards is not None else None)
    rs = load_ruleset(plan.ruleset).for_region(plan.region)
    pool_deck = error = None
    if plan.pool is not None:
        pool_deck, error = _read_given_pool(plan.pool, db)
    return Loaded(db, rs, pool_deck, plan, _dt.date.today(), error)


class RunOptions(NamedTuple):
    """What a run was asked for, the configuration's values filled in where the arguments gave none."""

    as_of: _dt.date | None
    as_of_from: str | None
    select: tuple[str, ...]
    ignore: tuple[str, ...]
    ruleset: str
    cards: Any
    region: str | None
    config_keys: tuple[str, ...]
    #: where ``select`` and ``ignore`` came from: ``command line``, ``configuration`` or ``None``
    select_from: str | None = None
    ignore_from: str | None = None


def run_options(config, *, as_of, select, ignore, ruleset, cards, region) -> RunOptions:
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
    chosen = ruleset or config.ruleset or DEFAULT_RULESET
    if not ruleset and config.ruleset:
        _check_config_ruleset(config)
    if region is not None and not region.strip():
        _refuse_empty_region(chosen)
    if not region and config.region:
        _check_config_region(config, chosen)
    return RunOptions(
        as_of=parse_date(as_of) if as_of is not None else config.as_of,
        as_of_from=as_of_from,
        select=tuple(select) or config.select,
        ignore=tuple(ignore) or config.ignore,
        ruleset=ruleset or config.ruleset or DEFAULT_RULESET,
        cards=cards if cards is not None else config.cards,
        region=(region or config.region or "").strip().casefold() or None,
        config_keys=tuple(k for k in config.keys if not overridden.get(k)),
        select_from=_from(select, config.select),
        ignore_from=_from(ignore, config.ignore),
    )


def _from(given: Sequence[str], configured: Sequence[str]) -> str | None:
    if given:
        return "command line"
    return "configuration" if configured else None


def _check_config_ruleset(config) -> None:
    """The configuration's ``ruleset:`` that names no ruleset (an unknown name, a missing file)
    is a configuration error at its line (exit 3), as its region is."""
    from riftcheck.infra.errors import ConfigError
    from riftcheck.rulesets import load_ruleset

    try:
        load_ruleset(config.ruleset)  # kept: the run's load is the same file's, cached
    except UsageError as exc:
        raise ConfigError(
            Msg("ruleset: {message}", message=exc.message), config.location("ruleset"), exc.hint
        ) from None


def _refuse_empty_region(ruleset: str) -> None:
    """``--region ""`` (an unset ``$REGION`` in a script) is refused, as a deck's or the
    configuration's empty ``region:`` is: read as worldwide, it changed the check unsaid."""
    from riftcheck.regions import codes
    from riftcheck.rulesets import load_ruleset

    raise UsageError(
        Msg(
            "--region: expected a region code ({known}), found an empty value",
            known=", ".join(codes(load_ruleset(ruleset).regions())) or Msg("none"),
        ),
        hint=Msg("leave --region out to judge by the worldwide launch dates"),
    )


def _check_config_region(config, ruleset: str) -> None:
    """The configuration's ``region:`` the ruleset has no launch dates for is a configuration
    error at its line (exit 3), as every other bad value of the file is, never a bare usage error
    that does not say where the region was written."""
    from riftcheck.infra.errors import ConfigError
    from riftcheck.rulesets import load_ruleset

    try:
        load_ruleset(ruleset).for_region(config.region)
    except UsageError as exc:
        raise ConfigError(
            Msg("region: {message}", message=exc.message), config.location("region")
        ) from None


def refuse_team_without_team_rules(rs: Any, event: bool = False) -> None:
    """A team check whose ruleset runs no team rule is refused (the teams would read LEGAL with
    nothing checked across their decks): ``check --team``, and ``event`` in a team format
    (``event``), one answer for one ruleset (atkE 18)."""
    if not rs.has_team_rules():
        from riftcheck.models import listed
        from riftcheck.rulesets import team_rulesets

        raise UsageError(
            Msg(
                "ruleset '{name}' is a team format but has no team rules, so no team check "
                "would run",
                name=rs.name,
            )
            if event
            else Msg(
                "--team: ruleset '{name}' has no team rules, so no team check would run",
                name=rs.name,
            ),
            hint=Msg(
                "use {options}", options=listed([f"--ruleset {n}" for n in team_rulesets()], "or")
            ),
        )


def load_checked(plan: Plan, *, team: bool = False) -> Loaded:
    """:func:`load`, refusing a ``--team`` run whose ruleset has no team rules before any deck is read."""
    # the pool file is read after the ruleset is known to fit (a --team error comes first)
    loaded = load(replace(plan, pool=None))
    if team:
        refuse_team_without_team_rules(loaded.rs)
    if plan.pool is None:
        return loaded
    pool_deck, error = _read_given_pool(plan.pool, loaded.db)
    return loaded._replace(pool_deck=pool_deck, plan=plan, pool_error=error)
