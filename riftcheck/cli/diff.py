"""``riftcheck diff REGISTERED PLAYED``: a deck check, the played deck against the registered list."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

import typer

from riftcheck.models import Msg

if TYPE_CHECKING:
    from riftcheck.models import Deck

DiffFormat = Literal["text", "json"]


def render_text(d, tr=None, run=None, width: int | None = None, strict: bool = False) -> str:
    """The comparison as lines: ``check``'s header (what it was judged by, when ``run``, the run
    header, is given), per zone each card added (+), removed (-) or changed, then the verdict;
    said by the translator ``tr`` (``None``: English), which names cards in its language. The
    header (``check``'s lines, then the two decks' paths) is wrapped to ``width`` as ``check``'s
    is, by the report's wrapper, each path whole on one line (``None``: unwrapped). ``strict``:
    the played deck's own warnings fail the run, and the verdict says so."""
    from riftcheck.i18n import Translator
    from riftcheck.infra.escape import lines, terminal
    from riftcheck.reporters._util import path_words, report_paths, wrap
    from riftcheck.reporters.text import header_lines

    tr = tr or Translator("en")

    def say(message: Msg) -> str:
        return terminal(tr.message(message))

    keep = path_words(d.registered, d.played) | (
        report_paths(run, []) if run is not None else set()
    )

    def head(line: str) -> list[str]:
        return [line] if width is None else wrap(line, width, "", "", keep)

    out = [*header_lines(run, tr, width, keep), ""] if run is not None else []
    out += [
        *head(say(Msg("registered: {path}", path=d.registered))),
        *head(say(Msg("played:     {path}", path=d.played))),
        "",
    ]
    out += _change_lines(d, say)
    if d.changes:
        out.append("")
    for n in d.notices:
        out.append(say(Msg("note: {text}", text=n)))
    out += [indent + say(m) for indent, m in _problem_lines(d)]
    if d.notices or d.problems or d.own_findings:
        out.append("")
    out.append(say(_verdict(d, strict)))
    from riftcheck.i18n import citation_legend

    legend = citation_legend(tr, *out)  # RB, RT printed above: their legend, once
    if legend:
        out.append(terminal(legend))
    return lines("\n".join(out)) + "\n"


def _change_lines(d, say) -> list[str]:
    """Per zone, its heading, then each card added (+), removed (-) or changed; a legend or
    Chosen Champion put in another's place is one line (:func:`riftcheck.events.diff.swaps`)."""
    from riftcheck.events.diff import ZONE_HEADINGS, swaps

    out: list[str] = []
    zone = None
    pairs = swaps(d.changes)
    for c in d.changes:
        if c.zone != zone:
            zone = c.zone
            out.append(say(ZONE_HEADINGS[zone]))
        swap = pairs.get(c.zone)
        if swap is not None:  # one card put in another's place: one line, not -1 and +1
            if c is swap.new:
                out.append("  " + say(swap.text()))
            continue
        line = Msg(
            "{delta} {card} ({registered} -> {played}, {kind})",
            delta=c.delta(),
            card=c.name,
            registered=c.registered,
            played=c.played,
            kind=_KINDS[c.kind],
        )
        out.append("  " + say(line))
    return out


def _problem_lines(d) -> list[tuple[str, Msg]]:
    """The differences not allowed (``changed:``, or ``not allowed:`` with sideboarding), then the
    played deck's own warnings and infos as check says them, each with its fix: (indent, line)."""
    out: list[tuple[str, Msg]] = []
    for i, p in enumerate(d.problems):
        text = (
            Msg("{location}: {message}", location=p.location, message=p.message)
            if p.location is not None
            else p.message
        )
        # the played deck's own errors (the last ones) are no change: not allowed in both modes
        line = (
            Msg("not allowed: {problem}", problem=text)
            if d.sideboarding or i >= d.differences
            else Msg("changed: {problem}", problem=text)
        )
        # the citation a value (RT 403.4 in French), the line's words around it
        out.append(
            ("", Msg("{text} [{citation}]", text=line, citation=p.citation) if p.citation else line)
        )
    for f in d.own_findings:
        text = (
            Msg("{location}: {message}", location=f.location, message=f.message)
            if f.location is not None
            else f.message
        )
        line = (
            Msg("warning: {problem}", problem=text)
            if f.severity == "warning"
            else Msg("info: {problem}", problem=text)
        )
        out.append(
            ("", Msg("{text} [{citation}]", text=line, citation=f.citation) if f.citation else line)
        )
        if f.fix is not None:
            out.append(("  ", Msg("fix: {text}", text=f.fix)))
    return out


def _width() -> int:
    """The width ``check``'s text report is drawn to: the terminal's, else ``COLUMNS``, else 80."""
    import os
    import shutil
    import sys

    if sys.stdout.isatty():
        return shutil.get_terminal_size().columns or 80
    columns = os.environ.get("COLUMNS", "")
    return (int(columns) if columns.isdigit() else 0) or 80


#: How a card's count changed, said in a diff line.
_KINDS = {"added": Msg("added"), "removed": Msg("removed"), "changed": Msg("changed")}


def _verdict(d, strict: bool = False) -> Msg:
    """The last line of the comparison: identical, allowed sideboarding, or how the decks differ;
    then the played deck's own warnings, which ``strict`` fails on as check's ``--strict`` does."""
    from riftcheck.i18n import plural
    from riftcheck.models import Plural

    verdict = _comparison_verdict(d)
    if not d.own_warnings:
        return verdict
    warnings = plural(d.own_warnings, "warning")
    if strict:
        return Plural(
            d.own_warnings,
            "{verdict}; the played deck has {warnings}, which fails the run (strict)",
            "{verdict}; the played deck has {warnings}, which fail the run (strict)",
            verdict=verdict,
            warnings=warnings,
        )
    return Msg("{verdict}; the played deck has {warnings}", verdict=verdict, warnings=warnings)


def _comparison_verdict(d) -> Msg:
    """What the comparison found: identical, allowed sideboarding, or how the decks differ."""
    from riftcheck.events.diff import swaps
    from riftcheck.i18n import plural

    # a swapped legend or Chosen Champion is one change (said as one), not a removal and an addition
    changes = plural(len(d.changes) - len(swaps(d.changes)), "change")
    zones = plural(len({c.zone for c in d.changes}), "zone")
    cite = d.citation or ""
    if d.partial and not d.problems:
        return _partial_verdict(d, changes, zones, cite)
    if d.identical and not d.problems:
        return Msg("identical: the same cards in every zone")
    if d.own_errors:  # the played deck's own errors are no differences (atkH 7)
        own = Msg(
            "the played deck is illegal on its own: {errors}",
            errors=plural(d.own_errors, "error"),
        )
        if d.identical:
            return Msg("identical lists, but {own}", own=own)
        if not d.sideboarding:
            return Msg(
                "{changes} in {zones}: the decks differ; and {own}",
                changes=changes,
                zones=zones,
                own=own,
            )
        if not d.differences:
            return Msg(
                "{changes} in {zones}: {allowed} ({cite}), but {own}",
                changes=changes,
                zones=zones,
                allowed=_allowed(d),
                cite=cite,
                own=own,
            )
        return Msg(
            "{problems} {sideboarding} does not allow ({cite}); and {own}",
            problems=plural(d.differences, "difference"),
            sideboarding=_whose(d),
            cite=cite,
            own=own,
        )
    if d.sideboarding and d.allowed:
        return Msg(
            "{changes} in {zones}: {allowed} ({cite})",
            changes=changes,
            zones=zones,
            allowed=_allowed(d),
            cite=cite,
        )
    if d.sideboarding:
        return Msg(
            "{problems} {sideboarding} does not allow ({cite})",
            problems=plural(len(d.problems), "difference"),
            sideboarding=_whose(d),
            cite=cite,
        )
    return Msg("{changes} in {zones}: the decks differ", changes=changes, zones=zones)


def _partial_verdict(d, changes, zones, cite) -> Msg:
    """The verdict of a comparison whose played deck was not wholly checked: never a plain
    "allowed" or "identical" (a Sealed deck without its pool may hold cards the pool lacks)."""
    from riftcheck.models import DeckResult, semicolons

    not_checked = DeckResult(source="", legal=True, not_checked=d.not_checked).verdict_note
    what = semicolons([*([not_checked] if not_checked else []), *d.left_out])
    if d.identical:
        return Msg(
            "identical, but a partial check: {what}, so the played deck may still be illegal",
            what=what,
        )
    return Msg(
        "{changes} in {zones}: {allowed} ({cite}), but a partial check: "
        "{what}, so the played deck may still be illegal",
        changes=changes,
        zones=zones,
        allowed=_allowed(d),
        cite=cite,
        what=what,
    )


def _allowed(d) -> Msg:
    """Whose sideboarding allowed the changes: the format's, or a local ruleset's own data, which
    the rules in force may not allow (the rule cited is then the one the local ruleset names)."""
    if d.local:
        return Msg("sideboarding the local ruleset allows")
    return Msg("sideboarding the format allows")


def _whose(d) -> Msg:
    """The sideboarding a difference is refused by: the format's, or a local ruleset's own."""
    if d.local:
        return Msg("the local ruleset's sideboarding")
    return Msg("the format's sideboarding")


def render_json(d, run=None) -> str:
    """The comparison as a JSON document: with ``run`` (the run header), first the keys of
    ``check``'s JSON report that say what it was judged by (``schema_version``,
    ``riftcheck_version``, ``card_data``, ``ruleset``, ``provenance``, ``selected``, ``ignored``);
    ``partial`` as check's: a check that did not run, or the rules narrowed."""
    from riftcheck.events.diff import swaps
    from riftcheck.infra.escape import json_document
    from riftcheck.reporters._util import check_changed
    from riftcheck.reporters.json import change, provenance

    narrowed = bool(run is not None and (run.selected or run.ignored))
    head = (
        {**provenance(run), "selected": list(run.selected), "ignored": list(run.ignored)}
        if run is not None
        else {}
    )
    doc = {
        **head,
        "registered": d.registered,
        "played": d.played,
        "identical": d.identical,
        "sideboarding": d.sideboarding,
        # what sideboarding allowed is a local ruleset's own data, not the shipped ruleset's
        "local_sideboarding": d.local,
        "allowed": d.allowed,
        "status": d.status,
        "partial": d.partial or narrowed,
        # something changed what was checked (a local ruleset, a configuration file: the header's
        # Changed: lines), as an event's players[].check_changed: only provenance said it (evtV 8)
        "check_changed": run is not None and check_changed(run, d.allowed),
        "not_checked": list(d.not_checked),
        "citation": d.citation,
        "changes": [
            {**change(c), "line": c.location.line if c.location else None} for c in d.changes
        ],
        # a legend or Chosen Champion put in another's place, as the text report says it
        "swaps": [
            {"zone": w.zone, "registered": w.old.name, "played": w.new.name}
            for w in swaps(d.changes).values()
        ],
        "problems": [
            {
                "message": p.message,
                "citation": p.citation,
                "fix": p.fix,
                "path": p.location.file if p.location else None,
                "line": p.location.line if p.location else None,
            }
            for p in d.problems
        ],
        "notices": list(d.notices),
        "differences": d.differences,
        "own_errors": d.own_errors,
        "own_warnings": d.own_warnings,
        "own_findings": [
            {
                "severity": f.severity,
                "message": f.message,
                "citation": f.citation,
                "fix": f.fix,
                "path": f.location.file if f.location else None,
                "line": f.location.line if f.location else None,
            }
            for f in d.own_findings
        ],
    }
    return json_document(doc, indent=2, sort_keys=True) + "\n"


def diff(
    ctx: typer.Context,
    registered: str = typer.Argument(
        ..., metavar="REGISTERED", help="The registered list: a file, '-' or a deck code."
    ),
    played: str = typer.Argument(
        ..., metavar="PLAYED", help="The deck played: a file, '-' or a deck code."
    ),
    sideboarding: bool = typer.Option(
        False,
        "--sideboarding",
        help="Allow the sideboarding of the ruleset's format (Constructed: one-for-one "
        "exchanges, TR 403.4; Sealed and Draft: TR 602.4).",
    ),
    ruleset: str | None = typer.Option(
        None,
        "--ruleset",
        "-r",
        metavar="NAME|PATH",
        help="The format's ruleset [default: ruleset: of the configuration, else constructed].",
    ),
    as_of: str | None = typer.Option(
        None,
        "--as-of",
        metavar="DATE",
        help="Judge on this date (YYYY-MM-DD) [default: the registered list's event_date, else "
        "the played deck's, else today].",
    ),
    region: str | None = typer.Option(
        None, "--region", metavar="CODE", help="Judge set legality by this region's launch dates."
    ),
    pool: str | None = typer.Option(
        None, "--pool", metavar="POOL", help="The player's Sealed or Draft pool (a deck file)."
    ),
    best_of: int | None = typer.Option(
        None, "--best-of", metavar="N", help="Games a match: 1 or 3 [default: 3]."
    ),
    play_level: str | None = typer.Option(
        None,
        "--play-level",
        metavar="LEVEL",
        help="casual, competitive or professional [default: competitive].",
    ),
    altered_setup: bool = typer.Option(
        False,
        "--best-of-one-sideboarding",
        help="Best of one: the head judge uses the altered setup in which players sideboard "
        "before each game (TR 406.1.h) [default: no sideboarding in best of one, TR 403.5].",
    ),
    fmt: DiffFormat = typer.Option("text", "--format", "-f", help="Report format."),
    strict: bool | None = typer.Option(
        None,
        "--strict/--no-strict",
        help="The played deck's own warnings fail too, and so does a partial check (a Sealed "
        "or Draft deck check without its pool) [default: strict: of the configuration].",
    ),
    config_path: Path | None = typer.Option(
        None,
        "--config",
        metavar="FILE",
        help="Configuration file [default: .riftcheck.yaml or pyproject.toml, found upwards].",
    ),
) -> None:
    """Compare the deck played with the registered list, zone by zone, by card identity.

    An alternate art or another printing of the same card is no change; Neeko's additional
    legends are compared too. The played deck is always checked with every deck rule. Exit
    codes: 0 identical (with --sideboarding: only what the format's sideboarding allows) and the
    played deck legal, 1 different or illegal (or a deck cannot be read), 2 usage error, 3
    riftcheck cannot run.
    """
    import sys

    from riftcheck.cli._common import global_cards
    from riftcheck.decks import read_deck
    from riftcheck.events.sideboarding import deck_check
    from riftcheck.infra.errors import UsageError

    if registered == "-" and played == "-":
        raise UsageError(Msg("only one of REGISTERED and PLAYED can be '-' (standard input)"))
    setup = _setup(global_cards(ctx), _Asked(ruleset, as_of, region, config_path), play_level)
    if best_of not in (None, 1, 3):
        raise UsageError(Msg("--best-of {value}: expected 1 or 3", value=best_of))
    if pool == "-" and "-" in (registered, played):
        raise UsageError(
            Msg("--pool - and the deck - cannot both be read from standard input"),
            hint=Msg("give the pool or the deck as a file"),
        )
    _refuse_stdout_over_inputs([registered, played, pool], setup)
    stdin = sys.stdin.read() if "-" in (registered, played) else None
    a = read_deck(registered, db := setup.loaded.db, text=stdin if registered == "-" else None)
    b = read_deck(played, db, text=stdin if played == "-" else None)
    # the decks' own event dates judge them, as check's: known only once they are read
    run, j = _judging(setup, a, b, best_of, sideboarding, altered_setup)
    given = _pool(pool, db)
    d = deck_check(a, b, j, pool=given)
    from dataclasses import replace

    from riftcheck.reporters._util import reading_lines

    # how each list was read (a loose name, a TTS sideboard): the comparison rests on it
    regions = _region_note(j.rs.region, "--region" if region else "configuration", a, b)
    d = replace(
        d,
        notices=(
            *reading_lines(a),
            *reading_lines(b),
            *j.notices,
            *((regions,) if regions is not None else ()),
            *d.notices,
        ),
    )
    unused = _unused_pool(pool, j)
    if unused is not None:
        d = replace(d, notices=(*d.notices, unused))
    strict = strict if strict is not None else setup.strict
    if fmt == "json":
        out = render_json(d, run)
    else:
        from riftcheck.i18n import current, translator

        # names the cards in French when the database knows them, like the check report
        tr = translator(current(), Path(db.path) if db.path else None)
        out = render_text(d, tr, run, _width(), strict)
    from riftcheck.cli.checking import write_stdout

    write_stdout(sys.stdout, out)
    # the played deck's own errors are problems in both modes: identical lists pass only legal
    ok = d.allowed
    if strict:  # as check --strict: a check that did not run fails, and so do warnings
        ok = ok and not d.not_checked and not d.own_warnings
    raise typer.Exit(0 if ok else 1)


def _refuse_stdout_over_inputs(decks, setup) -> None:
    """Exit 2 when the standard output is a regular file that is one of the run's inputs (a deck,
    the pool, the card database, the ruleset, the configuration): ``>> played.txt`` would write the
    report into a deck (atkH 11)."""
    from riftcheck.runner.plan import refuse_output_over_inputs, run_inputs, stdout_file

    if stdout_file() is None:
        return  # a terminal or a pipe: no input needs finding (nor reading)
    opts = setup.opts
    inputs = run_inputs([*decks, opts.cards, setup.config.path], opts.ruleset)
    refuse_output_over_inputs(None, inputs)


class _Asked(NamedTuple):
    """What the command line asked for that the configuration fills in where it is left out."""

    ruleset: str | None
    as_of: str | None
    region: str | None
    config_path: Path | None


class _Setup(NamedTuple):
    """What ``diff`` loads before reading the decks: the configuration read as ``check`` reads it,
    the run's options, the ruleset and card database, the rules, the play level asked for."""

    config: Any
    opts: Any
    loaded: Any
    infos: Any
    level: str | None
    strict: bool


def _setup(cards, asked: _Asked, play_level) -> _Setup:
    """The project configuration read as ``check`` reads it (the command line wins), the ruleset
    (and region) and the card database loaded, the play level checked."""
    from riftcheck.config import load_config
    from riftcheck.events.read import PLAY_LEVELS
    from riftcheck.i18n import choose, command_line_lang, use
    from riftcheck.infra.errors import UsageError
    from riftcheck.runner.plan import (
        Plan,
        check_selection,
        load,
        refuse_no_rule_runs,
        rule_infos,
        run_options,
    )

    config = load_config(asked.config_path) if asked.config_path else load_config()
    use(choose(command_line_lang(), config.lang))  # the configuration's lang:, as check's
    level = play_level.strip().casefold() if play_level is not None else None
    if level is not None and level not in PLAY_LEVELS:
        raise UsageError(
            Msg(
                "--play-level {value}: expected one of {levels}",
                value=play_level,
                levels=", ".join(PLAY_LEVELS),
            )
        )
    opts = run_options(
        config,
        as_of=asked.as_of,
        select=(),
        ignore=(),
        ruleset=asked.ruleset,
        cards=cards,
        region=asked.region,
    )
    infos = rule_infos()
    check_selection(opts, config, infos)
    plan = Plan(
        ruleset=opts.ruleset,
        cards=str(opts.cards) if opts.cards is not None else None,
        as_of=opts.as_of,
        region=opts.region,
        select=opts.select,
        ignore=opts.ignore,
    )
    loaded = load(plan)
    refuse_no_rule_runs(opts, config, loaded.rs)
    if getattr(loaded.db, "note", None):  # the installed card database passed over, as check says
        import sys

        from riftcheck.i18n import say
        from riftcheck.infra.escape import line

        print(line(say(Msg("riftcheck: notice: {note}", note=loaded.db.note))), file=sys.stderr)
    return _Setup(config, opts, loaded, infos, level, bool(config.strict))


def judging_day(opts, registered: Deck, played: Deck) -> tuple[_dt.date, str, Msg | None]:
    """The date a deck check is judged on, where it came from (a key of
    :data:`riftcheck.models.AS_OF_ORIGINS`) and, when the two lists carry different event dates,
    the note that says which date judged which list.

    ``--as-of`` (or the configuration's ``as_of``) wins; else the registered list's
    ``event_date``, the event it was registered for, judges the played deck and the sideboarding
    of its match: a deck is checked at that event, and a played deck claiming an earlier date
    (a card banned since passing) changes nothing, said in the note (evtT 2). A registered list
    without one leaves the played deck's own date, else today."""
    if opts.as_of is not None:
        origin = opts.as_of_from or "command line"
        return opts.as_of, origin, _overridden(opts.as_of, origin, registered, played)
    mine, theirs = played.event_date, registered.event_date
    if mine is None and theirs is None:
        return _dt.date.today(), "today", None
    if theirs is None:
        return mine, "played event_date", None
    note = None
    if mine is not None and theirs != mine:
        note = Msg(
            "the lists carry different event dates: the played deck's {played} ({played_at}) "
            "is not the event's, so both are judged as of the registered list's, {registered} "
            "({registered_at}), the event it was registered for",
            played=mine.isoformat(),
            played_at=played.location_of("event_date"),
            registered=theirs.isoformat(),
            registered_at=registered.location_of("event_date"),
        )
    return theirs, "registered event_date", note


def _overridden(day: _dt.date, origin: str, registered: Deck, played: Deck) -> Msg | None:
    """The lists' own ``event_date`` that ``--as-of`` (or the configuration's ``as_of``) won over,
    each with its date and line, as ``event`` says the event's date it overrode (atkE 12): a date
    that changes what is checked is never dropped unsaid. ``None`` when no list's date differs."""
    from riftcheck.models import AS_OF_ORIGINS

    def moved(deck: Deck) -> bool:
        return deck.event_date is not None and deck.event_date != day

    said = []
    if moved(played):
        said.append(
            Msg(
                "the played deck's event_date {date} ({at})",
                date=played.event_date.isoformat(),
                at=played.location_of("event_date"),
            )
        )
    if moved(registered):
        said.append(
            Msg(
                "the registered list's event_date {date} ({at})",
                date=registered.event_date.isoformat(),
                at=registered.location_of("event_date"),
            )
        )
    if not said:
        return None
    return Msg(
        "{origin} {day} wins over {dates}",
        origin=AS_OF_ORIGINS[origin],
        day=day.isoformat(),
        dates=said[0] if len(said) == 1 else Msg("{a} and {b}", a=said[0], b=said[1]),
    )


def _region_note(run_region: str | None, origin: str, registered: Deck, played: Deck) -> Msg | None:
    """Which region's launch dates judged the played deck's set legality, when a list names one
    (atkE 8): ``--region`` (``origin``; or the configuration's ``region:``) wins over the lists'
    own ``region:``, each named with its line; else the played deck's own judges it, and the
    registered list's judges nothing (it is only compared), as with two event dates."""
    mine, theirs = played.region, registered.region
    if run_region is not None:
        said = []
        if mine is not None and mine != run_region:
            said.append(
                Msg(
                    "the played deck's region: {region} ({at})",
                    region=mine,
                    at=played.location_of("region"),
                )
            )
        if theirs is not None and theirs != run_region:
            said.append(
                Msg(
                    "the registered list's region: {region} ({at})",
                    region=theirs,
                    at=registered.location_of("region"),
                )
            )
        if not said:
            return None
        return Msg(
            "{origin} {region} wins over {regions}",
            origin="--region" if origin == "--region" else Msg("the configuration's region:"),
            region=run_region,
            regions=said[0] if len(said) == 1 else Msg("{a} and {b}", a=said[0], b=said[1]),
        )
    if mine is None and theirs is None:
        return None
    if mine == theirs:
        return Msg(
            "the played deck's set legality is judged by the launch dates of its own region: "
            "{region} ({at})",
            region=mine,
            at=played.location_of("region"),
        )
    if mine is None:
        return Msg(
            "the lists carry different regions: the played deck names none, so its set legality "
            "is judged by the worldwide launch dates; the registered list's region: {registered} "
            "({registered_at}) judges nothing, the list is only compared card by card",
            registered=theirs,
            registered_at=registered.location_of("region"),
        )
    if theirs is None:
        return Msg(
            "the lists carry different regions: the played deck's set legality is judged by the "
            "launch dates of its own region: {played} ({played_at}); the registered list names "
            "none",
            played=mine,
            played_at=played.location_of("region"),
        )
    return Msg(
        "the lists carry different regions: the played deck's set legality is judged by the "
        "launch dates of its own region: {played} ({played_at}); the registered list's region: "
        "{registered} ({registered_at}) judges nothing, the list is only compared card by card",
        played=mine,
        played_at=played.location_of("region"),
        registered=theirs,
        registered_at=registered.location_of("region"),
    )


def _judging(setup: _Setup, registered: Deck, played: Deck, best_of, sideboarding, altered_setup):
    """How ``diff`` judges, and the run header it reports it by: the ruleset (and region) on the
    date of :func:`judging_day`, the sideboarding of its format. The header is ``check``'s
    (:func:`riftcheck.runner.assemble.run_header`): the ruleset, the as-of date and where it came
    from, the card database, the rules documents in force on it, and the ``Changed:`` and
    ``Partial check:`` lines."""
    from riftcheck.events.check import Judging
    from riftcheck.events.sideboarding import refused_best_of, sideboarding_rules
    from riftcheck.infra.errors import UsageError
    from riftcheck.infra.value import replace
    from riftcheck.runner.assemble import run_header

    opts, loaded = setup.opts, setup.loaded
    rs, db = loaded.rs, loaded.db
    day, origin, note = judging_day(opts, registered, played)
    # the header's rules documents are those in force on the judging date, not today's
    header = run_header(loaded, opts._replace(as_of=day), setup.config, setup.infos)
    run = replace(
        header,
        as_of=opts.as_of,
        provenance=replace(
            header.provenance, as_of=opts.as_of, as_of_origin=origin, as_of_dates=(day,)
        ),
    )
    refused = refused_best_of(rs, day, best_of, f"--best-of {best_of}")
    if refused is not None:
        raise UsageError(refused)
    rules = sideboarding_rules(
        rs, day, best_of=best_of, play_level=setup.level, altered_setup=altered_setup or None
    )
    judging = Judging(
        db=db,
        rs=rs,
        day=day,
        date_origin="",
        rs_origin="",
        select=opts.select,
        ignore=opts.ignore,
        sideboarding=sideboarding,
        sideboard_rules=rules,
        notices=(note,) if note is not None else (),
    )
    return run, judging


def _unused_pool(pool: str | None, j) -> Msg | None:
    """A ``--pool`` that nothing reads is said, not dropped: a ruleset without the pool rule
    (Constructed) checks no pool."""
    from riftcheck.runner.read import _needs_pool

    if pool is None:
        return None
    if not _needs_pool(j.rs):
        return Msg(
            "--pool {pool} not used: ruleset {ruleset} checks no pool", pool=pool, ruleset=j.rs.name
        )
    return None


def _pool(path: str | None, db):
    if path is None:
        return None
    from riftcheck.decks import read_pool

    return read_pool(path, db)


def register(app: typer.Typer) -> None:
    """Add the ``diff`` command to ``app``."""
    app.command("diff")(diff)
