"""The rules engine: run a ruleset's rules on a deck or a team and stamp the findings.

The engine prepares each rule's :class:`~riftcheck.rules.base.RuleContext`
(options and tables resolved for the as-of date, the domain identity, the
pool, the teammates), runs the rule, and turns its violations into
:class:`~riftcheck.models.Finding` values with the rule id, the severity
(rule default, then ruleset override) and the citation. It records every
rule it did not run and why, so a result never passes silently.

It judges values and does no I/O: the runner (:mod:`riftcheck.runner`) reads
the deck, its pool and its teammates and hands them over. What a rule needs
(a pool, the deck's identity, a legend) the rule declares (:class:`~riftcheck.rules.base.Rule`);
the engine knows no rule by its id.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Iterable, Sequence
from typing import Any

from riftcheck.documents import cited
from riftcheck.i18n import N_, plural
from riftcheck.identity import IdentityInfo, identity_for, limited_label, names
from riftcheck.infra.digest import sha256_hex
from riftcheck.infra.errors import SetupError, UsageError
from riftcheck.infra.value import replace
from riftcheck.models import (
    SEVERITIES,
    ZONES,
    CardRef,
    Deck,
    DeckResult,
    Finding,
    Location,
    Msg,
    Notice,
    Plural,
    SkippedRule,
    TeamResult,
    Violation,
    frozen_map,
    listed,
)
from riftcheck.regions import WORLDWIDE
from riftcheck.rules import all_rules, suggest
from riftcheck.rules.base import Rule, RuleContext
from riftcheck.rulesets import Ruleset

#: What the engine itself provides to a rule that declares it needs it (anything else: skipped).
PROVIDED = frozenset({"pool", "team", "identity", "legend"})

NO_TEAM = N_("no teammate deck given (use --team A B)")
#: Why a player of an event has no team check: the teammates come from the roster, and `event`
#: has no --team (atkF 13); a complete team's decks are checked as a team
NO_EVENT_TEAM = N_("the player is not in a team of the right size (see roster-team-size)")
NO_POOL = N_("no pool given (use --pool POOL or a pool: key)")
TEAM_ONLY = N_("checked once for the whole team (see the team result)")
SHARED_POOL = N_("checked once for the whole team: the team shares one pool")


def resolve_as_of(deck: Deck | None, as_of: _dt.date | None = None) -> _dt.date:
    """The date whose rules apply: ``as_of``, else the deck's ``event_date``, else today."""
    if as_of is not None:
        return as_of
    if deck is not None and deck.event_date is not None:
        return deck.event_date
    return _dt.date.today()


def fingerprint(deck: Deck) -> str:
    """A stable hash of the deck's content: card identities, printings and counts per zone."""
    content: dict[str, list] = {}
    for zone in ZONES:
        counts: dict[tuple[str, str], int] = {}
        for e in deck.zone(zone):
            key = e.card.key if e.card is not None else "?" + e.ref.strip().lower()
            pid = e.printing.id if e.printing is not None else ""
            counts[(key, pid)] = counts.get((key, pid), 0) + e.count
        content[zone] = sorted([k, p, n] for (k, p), n in counts.items())
    blob = json.dumps(content, sort_keys=True, separators=(",", ":")).encode()
    return "sha256:" + sha256_hex(blob)


def _check_ids(ids: Iterable[str], option: str) -> tuple[str, ...]:
    registry = all_rules()
    out = tuple(ids)
    for rid in out:
        if rid not in registry:
            near = suggest(rid, registry)
            hint = (
                Msg("did you mean '{near}'?", near=near)
                if near
                else Msg("run 'riftcheck rules' to list the rules")
            )
            raise UsageError(
                Msg("{option}: unknown rule '{rid}'", option=option, rid=rid), hint=hint
            )
    return out


def _severity(rule: type[Rule], ruleset: Ruleset, kind: str) -> str:
    default = rule.severities.get(kind) or rule.severities.get("default", "error")
    severity = ruleset.severity_for(rule.id, kind, default)
    # Fail closed: a severity riftcheck does not know ("fatal", a typo in a plugin) is an error,
    # never something every reporter would show as a mere notice while the deck passes.
    return severity if severity in SEVERITIES else "error"


def _stamp(rule: type[Rule], ruleset: Ruleset, v: Violation, citation: str) -> Finding:
    return Finding(
        rule=rule.id,
        severity=_severity(rule, ruleset, v.kind),
        message=v.message,
        location=v.location,
        citation=citation or None,
        fix=v.fix,
        cards=v.cards,
        related=v.related,
    )


def cite(tables, *keys: str) -> str:
    """Citation ``keys`` as numbered in the documents of ``tables`` (a day's tables, as a rule's)."""
    return cited(keys, tables.get("citations") or {})


def _bad_field(rule_id: str, field: str, expected: str, value: Any) -> SetupError:
    from riftcheck.infra.escape import terminal
    from riftcheck.rules import rule_origin

    try:
        origin = rule_origin(rule_id)
    except KeyError:  # a rule class used directly, not through the registry
        origin = "not registered"
    shown = terminal(repr(value))
    shown = shown if len(shown) <= 80 else shown[:77] + "..."
    return SetupError(
        Msg(
            "rule '{rule_id}' ({origin}) returned a finding whose {field} is {name__} {shown}: expected {expected}",
            rule_id=rule_id,
            origin=origin,
            field=field,
            name__=type(value).__name__,
            shown=shown,
            expected=expected,
        ),
        hint=Msg("this is a bug in the rule; --ignore {rule} skips it", rule=rule_id),
    )


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_location(rule_id: str, field: str, loc: Any) -> None:
    if not isinstance(loc, Location):
        raise _bad_field(rule_id, field, "a riftcheck.models.Location", loc)
    if not isinstance(loc.file, str):
        raise _bad_field(rule_id, f"{field}.file", "a file name (str)", loc.file)
    for part in ("line", "column"):
        v = getattr(loc, part)
        if v is not None and not (_is_int(v) and 1 <= v <= 10**9):
            raise _bad_field(rule_id, f"{field}.{part}", "None or a whole number from 1", v)


def validate_violation(rule_id: str, v: Any) -> Violation:
    """``v`` if it is a well-formed :class:`Violation`, else :class:`SetupError` (exit 3) naming the rule,
    its plugin and the field.

    Rules are code riftcheck does not control (plugins): what they yield is
    checked here, at the door, so that no reporter ever meets a string where a
    location belongs, a number as a message or ``cards=("Gust", 3)``.
    """
    if not isinstance(v, Violation):
        raise _bad_field(rule_id, "value", "a riftcheck.models.Violation", v)
    _check_texts(rule_id, v)
    if v.location is not None:
        _check_location(rule_id, "location", v.location)
    _check_cards(rule_id, v.cards)
    if not isinstance(v.related, (tuple, list)):
        raise _bad_field(rule_id, "related", "a tuple of riftcheck.models.Location", v.related)
    for i, loc in enumerate(v.related):
        _check_location(rule_id, f"related[{i}]", loc)
    if isinstance(v.cards, list) or isinstance(v.related, list):
        v = replace(v, cards=tuple(v.cards), related=tuple(v.related))
    return v


def _check_texts(rule_id: str, v: Violation) -> None:
    """The message (a non-empty str), the fix (None or a str) and the kind (a str) of a finding."""
    if not isinstance(v.message, str) or not v.message.strip():
        raise _bad_field(rule_id, "message", "a non-empty str", v.message)
    if v.fix is not None and not isinstance(v.fix, str):
        raise _bad_field(rule_id, "fix", "None or a str", v.fix)
    if not isinstance(v.kind, str):
        raise _bad_field(rule_id, "kind", "a str", v.kind)


def _check_cards(rule_id: str, cards: Any) -> None:
    """A finding's ``cards``: a tuple (or list) of :class:`CardRef` with a str name and None or a str id."""
    if not isinstance(cards, (tuple, list)):
        raise _bad_field(rule_id, "cards", "a tuple of riftcheck.models.CardRef", cards)
    for i, c in enumerate(cards):
        if not isinstance(c, CardRef):
            raise _bad_field(rule_id, f"cards[{i}]", "a riftcheck.models.CardRef", c)
        if not isinstance(c.name, str):
            raise _bad_field(rule_id, f"cards[{i}].name", "a str", c.name)
        if c.id is not None and not isinstance(c.id, str):
            raise _bad_field(rule_id, f"cards[{i}].id", "None or a str", c.id)


def _run(rule: type[Rule], ctx: RuleContext, ruleset: Ruleset) -> list[Finding]:
    """The rule's findings; a rule that raises is an error finding of its own on this deck.

    A rule (a plugin's above all) can neither end the run nor change its exit
    code except through findings: ``SystemExit``, ``GeneratorExit`` and every
    other exception (Ctrl-C excepted) become one error, so the deck is never
    called legal by a check that did not finish.
    """
    limited = getattr(ruleset, "identity", "legend") == "limited"
    citation = ctx.cite(*rule.citations_for(ctx.options, limited))
    try:
        found = list(rule().check(ctx))
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - see the docstring
        what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        return [
            Finding(
                rule=rule.id,
                severity="error",
                message=Msg(
                    "rule '{rule}' failed on this deck ({what}), so the deck cannot be judged legal",
                    rule=rule.id,
                    what=what,
                ),
                location=Location(ctx.deck.source),
                citation=citation or None,
                fix=Msg(
                    "this is a bug in the rule; report it, or skip the rule with --ignore {rule}",
                    rule=rule.id,
                ),
            )
        ]
    # What the rule yielded is checked at the door (a malformed finding is a SetupError naming the rule).
    return [_stamp(rule, ruleset, validate_violation(rule.id, v), citation) for v in found]


def _sort_key(order: list[str]):
    def key(f: Finding):
        loc = f.location
        return (
            loc is not None,
            loc.file if loc else "",
            (loc.line or 0) if loc else 0,
            (loc.column or 0) if loc else 0,
            order.index(f.rule) if f.rule in order else len(order),
        )

    return key


def _selection_skip(rid: str, select: tuple[str, ...], ignore: tuple[str, ...]) -> str | None:
    if rid in ignore:
        return N_("ignored by --ignore")
    if select and rid not in select:
        return N_("not selected by --select")
    return None


class _DayView:
    """What a ruleset gives every deck judged on one day: its tables and rule options, made once.

    A batch judges thousands of decks on the same day; building the tables and
    resolving dated options again for each deck was a tenth of the check time.
    """

    __slots__ = ("_options", "_selected", "_unsure", "day", "ruleset", "tables")

    def __init__(self, ruleset: Ruleset, day: _dt.date):
        self.ruleset = ruleset  # kept so that the id() in the cache key stays this ruleset's
        self.day = day
        # ``rule_options``: every rule of the ruleset with its options on the day, so that a rule's
        # fix can defer to a stricter rule of the same ruleset (copy-limit to unique)
        self.tables = frozen_map(
            {
                **ruleset.tables_on(day),
                "rule_options": frozen_map(
                    {rid: ruleset.options_for(rid, day) for rid in ruleset.rules}
                ),
            }
        )
        self._options: dict[tuple[str, type], Any] = {}
        self._unsure: dict[tuple[str, type], Any] = {}
        self._selected: dict[tuple[tuple[str, ...], tuple[str, ...]], Any] = {}

    def options(self, rule: type[Rule]) -> Any:
        """``ruleset.options_for(rule.id, day)``, computed once per rule class."""
        key = (rule.id, rule)
        opts = self._options.get(key)
        if opts is None:
            opts = self._options[key] = self.ruleset.options_for(rule.id, self.day)
        return opts

    def tables_selected(self, select: tuple[str, ...], ignore: tuple[str, ...]) -> Any:
        """The tables with ``rule_options`` narrowed to the rules a ``--select``/``--ignore`` run
        runs, made once per selection: a fix defers only to the fixes of rules that run
        (main-deck-size counted an ignored rule's removals, atkH 1)."""
        if not (select or ignore):
            return self.tables
        key = (select, ignore)
        found = self._selected.get(key)
        if found is None:
            kept = {
                rid: opts
                for rid, opts in self.tables["rule_options"].items()
                if _selection_skip(rid, select, ignore) is None
            }
            found = self._selected[key] = frozen_map(
                {**self.tables, "rule_options": frozen_map(kept)}
            )
        return found

    def unsure(self, rule: type[Rule]) -> Any:
        """``ruleset.unsure_for(rule.id, day)``, computed once per rule class."""
        key = (rule.id, rule)
        found = self._unsure.get(key)
        if found is None:
            found = self._unsure[key] = self.ruleset.unsure_for(rule.id, self.day)
        return found


_VIEWS: dict[tuple[int, _dt.date], _DayView] = {}


def _day_view(ruleset: Ruleset, day: _dt.date) -> _DayView:
    view = _VIEWS.get((id(ruleset), day))
    if view is None or view.ruleset is not ruleset:
        if len(_VIEWS) >= 64:
            _VIEWS.clear()
        view = _VIEWS[(id(ruleset), day)] = _DayView(ruleset, day)
    return view


def _region_notice(ruleset: Ruleset, deck: Deck, day: _dt.date) -> Notice:
    """Which region's launch dates judged set legality, and where that choice came from."""
    info = ruleset.tables.get("region_info") or {}
    name = info.get("name") or ruleset.region
    from_deck = deck.region is not None and deck.region == ruleset.region
    origin = (
        Msg("the deck's region:") if from_deck else Msg("--region or the configuration's region:")
    )
    return Notice(
        "region",
        Msg(
            "set legality judged by the launch dates of {region_name} (region {region}, from {origin}; {cite})",
            # (a region_name is said in the reader's language: Korea, « Corée »)
            region_name=name,
            region=ruleset.region,
            origin=origin,
            cite=cite(_day_view(ruleset, day).tables, "tr.regional-parity"),
        ),
        deck.location_of("region") if from_deck else None,
    )


def _identity_notice(info: IdentityInfo, deck: Deck) -> Notice | None:
    if info.domains is None:
        return None
    where = deck.location_of("domains") if info.declared else None
    return Notice(
        "identity",
        Msg(
            "identity used: {names} ({explanation})",
            names=names(info.domains),
            explanation=info.explanation,
        ),
        where,
    )


def _unresolved_notice(
    deck: Deck, rules: Sequence[type[Rule]], view: _DayView, run: Sequence[type[Rule]]
) -> Notice | None:
    """What the rules that ran did not count: the entries no card resolved (and no rule accepts)."""
    bad = [
        e
        for e in deck.entries()
        if e.card is None and not any(r.accepts_unresolved(e, view.options(r)) for r in rules)
    ]
    if not bad:
        return None
    n, copies = len(bad), sum(e.count for e in bad)
    what = next((r.unresolved_note for r in run if r.unresolved_note), Msg("the other rules"))
    return Notice(
        "unresolved-skipped",
        Plural(
            n,
            "{what} did not count {n} unresolved entry ({copies}); fix the unknown cards and check again",
            "{what} did not count {n} unresolved entries ({copies}); fix the unknown cards and check again",
            what=what,
            copies=plural(copies, "card"),
        ),
    )


def _deck_region(
    ruleset: Ruleset, deck: Deck, day: _dt.date
) -> tuple[Ruleset, tuple[Notice, ...], Finding | None]:
    """The ruleset judging ``deck`` by its own ``region:`` (unless the run set one), the notices,
    and the error of a region the ruleset does not know (see :func:`_unknown_region`)."""
    from riftcheck.regions import WORLDWIDE

    notices: list[Notice] = []
    run_region = ruleset.region or (WORLDWIDE if ruleset.region_chosen else None)
    if deck.region and run_region is None:
        try:
            ruleset = ruleset.for_region(deck.region)
        except UsageError as exc:
            notice = Notice(
                "region",
                Msg("{message}; the worldwide launch dates were used", message=exc.message),
                deck.location_of("region"),
            )
            return ruleset, (notice,), _unknown_region(ruleset, deck, day)
    elif deck.region and deck.region.strip().casefold() != run_region:
        # --region or the configuration's region: win over the deck's own (as --pool over its
        # pool: and --as-of over its event_date:); never silently: the verdict may turn on it
        notices.append(
            Notice(
                "region-replaced",
                Msg(
                    "region: {deck_region} is not used: the run's region {region} (from --region "
                    "or the configuration's region:) judges the deck",
                    deck_region=deck.region,
                    region=run_region,
                ),
                deck.location_of("region"),
            )
        )
    if ruleset.region is not None:
        notices.append(_region_notice(ruleset, deck, day))
    return ruleset, tuple(notices), None


def _unknown_region(ruleset: Ruleset, deck: Deck, day: _dt.date) -> Finding | None:
    """A deck's ``region:`` the ruleset has no launch dates for (``taiwan``, ``zz``) is an error of
    ``set-legality``, the check it changes, as the same value is on the command line and in an
    event file: judging by the worldwide dates instead can call legal a deck that is not legal in
    its region. ``None`` when the ruleset does not run ``set-legality`` (no launch date to judge
    by: the notice says it)."""
    if "set-legality" not in ruleset.rules:
        return None
    from riftcheck.regions import codes, nearest

    near = nearest(ruleset.regions(), deck.region)
    return Finding(
        rule="set-legality",
        severity="error",
        message=Msg(
            "region: {region} is no region of ruleset {ruleset} (regions: {known}), so set legality could not be judged by that region's launch dates",
            region=deck.region,
            ruleset=ruleset.name,
            known=", ".join(codes(ruleset.regions())) or Msg("none"),
        ),
        location=deck.location_of("region"),
        citation=cite(_day_view(ruleset, day).tables, "tr.regional-parity") or None,
        fix=(
            Msg(
                "did you mean '{near}'? write one of the regions, or remove region: for the worldwide launch dates",
                near=near,
            )
            if near
            else Msg("write one of the regions, or remove region: for the worldwide launch dates")
        ),
    )


def _scope_skip(
    rule: type[Rule], in_team: bool, shared_pool: bool, no_team: str = NO_TEAM
) -> str | None:
    """Why a deck check leaves ``rule`` to the team check, if it does (``no_team``: why a deck
    checked alone has no team check)."""
    if rule.scope == "team":
        return TEAM_ONLY if in_team else no_team
    if shared_pool and rule.scope == "deck+team":
        return SHARED_POOL
    return None


def _missing(
    needs: frozenset[str], pool: Deck | None, info: IdentityInfo, deck: Deck
) -> str | None:
    """Why a rule with these ``needs`` cannot run on ``deck``, if it cannot."""
    if "pool" in needs and pool is None:
        return NO_POOL
    if "identity" in needs and info.domains is None:
        return info.explanation
    if "legend" in needs and not any(e.card for e in deck.legend):
        return N_("the deck has no resolved legend")
    unknown = needs - PROVIDED
    if unknown:
        # a Msg, as every reason a report shows (-v): no English sentence in a French report
        return Msg(
            "needs {needs}, which riftcheck does not provide", needs=", ".join(sorted(unknown))
        )
    return None


def _unavailable(rule: type[Rule], problem: Violation, tables, keys: Sequence[str] = ()) -> Finding:
    """The error a rule reports when what it needs was given but cannot be had (a pool file unread).

    Cited by ``keys`` when given (a team's pools that differ: the shared pool), else by the rule's
    first citation, the rule that makes the input part of the deck.
    """
    return Finding(
        rule=rule.id,
        severity="error",
        message=problem.message,
        location=problem.location,
        citation=cite(tables, *(keys or rule.citations[:1])) or None,
        fix=problem.fix,
        related=problem.related,
    )


def _deck_notices(
    deck: Deck,
    region: Sequence[Notice],
    info: IdentityInfo,
    unresolved,
    skipped,
    ruleset_name,
    *,
    no_team: str = NO_TEAM,
):
    notices = [*deck.notices, *region]
    notices.extend(n for n in (_identity_notice(info, deck), unresolved) if n is not None)
    team_skips = [s.rule for s in skipped if s.reason == no_team]
    if team_skips:
        notices.append(
            Notice(
                "team-checks-skipped",
                Msg(
                    "the team checks ({team_skips}) did not run: {NO_TEAM}",
                    team_skips=listed(team_skips),
                    NO_TEAM=no_team,
                ),
            )
        )
    fmt = _format_notice(deck, ruleset_name)
    if fmt is not None:
        notices.append(fmt)
    return tuple(notices)


def _format_notice(deck: Deck, ruleset) -> Notice | None:
    """A deck's own ``format:`` never selects the ruleset (``constructed-casual`` would lift the
    limits of the run's): when it names another one, say that it was not used and how to use it."""
    said = (deck.format or "").strip()
    if not said or said.casefold() in (ruleset.name, ruleset.format):
        return None
    return Notice(
        "format-not-used",
        Msg(
            "format: {format} is not used: the deck was judged by ruleset {ruleset} (a deck never "
            "chooses its ruleset); to judge it as {format}, run with --ruleset {format}",
            format=said,
            ruleset=ruleset.name,
        ),
        deck.location_of("format"),
    )


def _origin(as_of: _dt.date | None, has_event_date: bool) -> str:
    """Where the judging date came from: ``given``, ``event_date`` or ``today``."""
    if as_of is not None:
        return "given"
    return "event_date" if has_event_date else "today"


def check_deck(
    deck: Deck,
    db: Any,
    ruleset: Ruleset,
    as_of: _dt.date | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    pool: Deck | None = None,
    *,
    unavailable: Violation | None = None,
    in_team: bool = False,
    shared_pool: bool = False,
    teammates: Sequence[Deck] = (),
    no_team: str = NO_TEAM,
) -> DeckResult:
    """Run ``ruleset``'s deck rules on ``deck`` and return its verdict.

    ``pool`` is the pool the deck is judged against; ``unavailable`` says why the
    pool the deck names could not be had (the rules that need it report it as an
    error; :func:`riftcheck.runner.read.deck_pool` reads it). ``in_team`` is set by
    :func:`check_team`: team-scope rules are then left to the team result, as is
    ``pool`` when ``shared_pool`` is set, and ``teammates`` are the team's other decks (for the
    advice only: :attr:`riftcheck.rules.base.RuleContext.teammates`). ``no_team`` says why a
    deck checked alone has no team check (an event's: :data:`NO_EVENT_TEAM`).
    """
    select = _check_ids(select, "--select")
    ignore = _check_ids(ignore, "--ignore")
    day = resolve_as_of(deck, as_of)
    ruleset, region_notice, region_error = _deck_region(ruleset, deck, day)
    registry = all_rules()
    info = identity_for(deck, ruleset.identity, limited_label(ruleset.name, ruleset.format))
    view = _day_view(ruleset, day)
    tables = frozen_map(
        {**view.tables_selected(select, ignore), "identity_info": frozen_map(info.as_table())}
    )
    findings: list[Finding] = []
    run: list[type[Rule]] = []
    skipped: list[SkippedRule] = []
    rules = [registry[rid] for rid in ruleset.rules]
    for rule in rules:
        reason = _selection_skip(rule.id, select, ignore) or _scope_skip(
            rule, in_team, shared_pool, no_team
        )
        needs = rule.needs | rule.needs_from_deck
        if reason is None and unavailable is not None and pool is None and "pool" in needs:
            findings.append(_unavailable(rule, unavailable, view.tables))
            run.append(rule)
            continue
        reason = reason or _missing(needs, pool, info, deck)
        if reason is not None:
            skipped.append(SkippedRule(rule.id, reason))
            continue
        ctx = RuleContext(
            deck=deck,
            db=db,
            as_of=day,
            ruleset=ruleset.name,
            options=view.options(rule),
            tables=tables,
            identity=info.domains,
            pool=pool,
            team=(),
            teammates=tuple(teammates),
            unsure=view.unsure(rule),
        )
        findings.extend(_run(rule, ctx, ruleset))
        run.append(rule)
    if region_error is not None and _selection_skip("set-legality", select, ignore) is None:
        findings.append(region_error)
    findings.sort(key=_sort_key(list(registry)))
    # A check that could not run is never a plain LEGAL: the verdict says what was not checked.
    not_checked = tuple(
        word
        for word, reason in (("pool", NO_POOL), ("team", no_team))
        if any(s.reason == reason for s in skipped)
    )
    unresolved = _unresolved_notice(deck, rules, view, run)
    return DeckResult(
        not_checked=not_checked,
        as_of_origin=_origin(as_of, deck.event_date is not None),
        source=deck.source,
        legal=not any(f.severity == "error" for f in findings),
        findings=tuple(findings),
        rules_run=tuple(r.id for r in run),
        rules_skipped=tuple(skipped),
        notices=_deck_notices(
            deck, region_notice, info, unresolved, skipped, ruleset, no_team=no_team
        ),
        fingerprint=fingerprint(deck),
        deck=deck,
        identity=info.ordered(),
        partial=bool(select or ignore or not_checked),
        id_only_sets=_id_only_sets(deck),
    )


def _id_only_sets(deck: Deck) -> tuple[str, ...]:
    """The sets of the deck's cards that have no English name in the card database (known by id)."""
    found = set()
    for e in deck.entries():
        if e.card is not None and not e.card.name and not e.card.token:
            p = e.printing or e.card.base_printing
            if p is not None:
                found.add(p.set)
    return tuple(sorted(found))


def team_day(decks: Sequence[Deck]) -> _dt.date | None:
    """The one event date a team's decks give (``None``: none gives one). Decks giving different
    dates are refused: one team plays one event on one date, and judging it on whichever deck comes
    first would make its verdict and citations depend on the order of the arguments."""
    dates = {d.event_date for d in decks if d.event_date}
    if len(dates) <= 1:
        return next(iter(dates), None)
    # Messages, not str(): rendered at once they stayed English (ISO dates, a bare "; ") in French.
    said = None
    for d in decks:
        if d.event_date:
            one = Msg("{where}: {day}", where=d.location_of("event_date"), day=str(d.event_date))
            said = one if said is None else Msg("{a}; {b}", a=said, b=one)
    raise UsageError(
        Msg(
            "the team's decks give different event dates ({said}): a team plays one event on one date",
            said=said,
        ),
        hint=Msg("give the same event_date in each deck, or judge the team with --as-of DATE"),
    )


def team_region(decks: Sequence[Deck]) -> None:
    """Refuse a team whose decks name different ``region:`` values: one team plays one event, in
    one region, and each deck judged by its own region's launch dates would judge the team by two
    (R3 of the re-test; as :func:`team_day` refuses two dates). Only the run's ``--region`` (or the
    configuration's) settles it, so the caller skips this when one is given."""
    regions = {d.region.casefold() if d.region else None for d in decks}
    if len(regions) <= 1 or not any(regions):
        # One region for all, or none names one (all judged by the worldwide dates). A deck with
        # no region (or ``worldwide``) beside a regional one is a conflict too (S1 of the attack):
        # unlike an undated deck taking the team's date, it is not known to play that region.
        return
    said = None
    for d in decks:
        if d.region:
            one = Msg("{where}: {region}", where=d.location_of("region"), region=d.region)
        elif "region" in d.zone_locations:
            one = Msg("{where}: {region}", where=d.location_of("region"), region=WORLDWIDE)
        else:
            one = Msg(
                "{where}: no region (the worldwide launch dates)", where=d.location_of("region")
            )
        said = one if said is None else Msg("{a}; {b}", a=said, b=one)
    raise UsageError(
        Msg(
            "the team's decks name different regions ({said}): a team plays one event, in one region",
            said=said,
        ),
        hint=Msg("give the same region: in each deck, or judge the team with --region CODE"),
    )


def refuse_team_size(n: int, ruleset: Any) -> None:
    """Raise :class:`UsageError` when ``n`` decks cannot be a team of ``ruleset``: the one test of
    a team's size, run on the decks named before any is read or written (``--team --fix``, atkA
    4) and on the decks judged."""
    if n < 2:
        raise UsageError(Msg("a team needs at least 2 decks, got {n}", n=n))
    if ruleset.team_size is not None and n != ruleset.team_size:
        raise UsageError(
            Msg(
                "a {name} team has {team_size} decks, got {n}",
                name=ruleset.name,
                team_size=ruleset.team_size,
                n=n,
            )
        )


def check_team(
    decks: Sequence[Deck],
    db: Any,
    ruleset: Ruleset,
    as_of: _dt.date | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    pool: Deck | None = None,
    name: str | None = None,
    *,
    unavailable: Violation | None = None,
    deck_pools: Sequence[tuple[Deck | None, Violation | None]] | None = None,
    unavailable_citation: Sequence[str] = (),
) -> TeamResult:
    """Check each deck of a team on its own, then the team-scope rules across the decks.

    With a ``pool`` (2v2 Sealed, TR 603.6) the decks share it: the ``pool``
    rule runs once over both decks together instead of once per deck; without
    one, ``unavailable`` says why the pool the decks share could not be had, and
    ``deck_pools`` gives each deck's own ``(pool, why not)``, ``unavailable_citation`` the
    citation keys of ``unavailable`` (default: the rule's first) (see
    :func:`riftcheck.runner.read.check_team`, which reads them).
    """
    decks = tuple(decks)
    refuse_team_size(len(decks), ruleset)
    select = _check_ids(select, "--select")
    ignore = _check_ids(ignore, "--ignore")
    day = as_of or team_day(decks) or _dt.date.today()
    if ruleset.region is None:
        team_region(decks)
    shared = pool is not None
    own = (None, None)
    pools = [own] * len(decks) if shared or deck_pools is None else list(deck_pools)
    origin = _origin(as_of, any(d.event_date for d in decks))
    results = tuple(
        replace(
            check_deck(
                d,
                db,
                ruleset,
                day,
                select,
                ignore,
                pool if shared else p,
                unavailable=u,
                in_team=True,
                shared_pool=shared,
                teammates=decks[:i] + decks[i + 1 :],
            ),
            as_of_origin=origin,
        )
        for i, (d, (p, u)) in enumerate(zip(decks, pools, strict=True))
    )
    registry = all_rules()
    findings: list[Finding] = []
    run: list[str] = []
    skipped: list[SkippedRule] = []
    tables = frozen_map(ruleset.tables_on(day))
    for rid in ruleset.rules:
        rule = registry[rid]
        if rule.scope not in ("team", "deck+team"):
            continue
        reason = _selection_skip(rid, select, ignore)
        if reason is None and "pool" in rule.needs and pool is None:
            if unavailable is not None:
                findings.append(_unavailable(rule, unavailable, tables, unavailable_citation))
                run.append(rid)
                continue
            reason = NO_POOL if rule.scope == "team" else "no shared pool given (use --pool POOL)"
        if reason is not None:
            skipped.append(SkippedRule(rid, reason))
            continue
        ctx = RuleContext(
            deck=decks[0],
            db=db,
            as_of=day,
            ruleset=ruleset.name,
            options=ruleset.options_for(rid, day),
            tables=tables,
            identity=None,
            pool=pool,
            team=decks[1:],
            unsure=ruleset.unsure_for(rid, day),
        )
        findings.extend(_run(rule, ctx, ruleset))
        run.append(rid)
    findings.sort(key=_sort_key(list(registry)))
    legal = all(r.legal for r in results) and not any(f.severity == "error" for f in findings)
    notices: list[Notice] = []
    return TeamResult(
        decks=results,
        team_findings=tuple(findings),
        rules_run=tuple(run),
        rules_skipped=tuple(skipped),
        notices=tuple(notices),
        name=name,
        legal=legal,
        as_of=day,
        partial=bool(select or ignore),
        sources=tuple(d.source for d in decks),
    )
