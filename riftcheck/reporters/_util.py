"""Small formatting helpers shared by the reporters (ordering, wording, paths)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from riftcheck.i18n import N_, joined, say_source
from riftcheck.i18n import plural as _plural
from riftcheck.models import (
    SEVERITIES,
    DeckResult,
    Finding,
    Location,
    Msg,
    Plural,
    rule_selection,
)

_RANK = {s: i for i, s in enumerate(SEVERITIES)}


def finding_key(f: Finding) -> tuple:
    """Stable order: most severe first, then by line, column, rule and message."""
    loc = f.location
    return (
        _RANK.get(f.severity, len(_RANK)),
        (loc.line or 0) if loc else 0,
        (loc.column or 0) if loc else 0,
        f.rule,
        f.message,
    )


def deck_findings(d: DeckResult) -> list[Finding]:
    """A deck's findings, the unreadable error first, in :func:`finding_key` order."""
    out = [d.error] if d.error is not None else []
    return out + sorted(d.findings, key=finding_key)


#: Notices of how a list was read that change what is checked: which card a loosely written name
#: is, which cards are the sideboard or the Chosen Champion of a format without zone markers, which
#: shape a JSON file was read as, which bytes a file not in UTF-8 was decoded from (Windows-1252:
#: its dashes and accents decide which card a line matches), which repeated lines were summed.
#: Every output format carries them (the one list of them).
READINGS = frozenset(
    {
        "name-read-loosely",
        "fullwidth",
        "id-read-loosely",
        "windows-1252",
        "wide-encoding",
        # a roster's final Ctrl-Z read as the end of the file, not as a row
        "end-of-file-mark",
        "summed-entries",
        "tts-sideboard",
        "dotgg-shape",
        "dotgg-deck-differs",
        "champion-inferred",
        "champion-by-position",
        "champion-first-candidate",
        "headerless-blocks",
        "flat-then-sections",
        "bare-header",
        # not a reading: the run's region judges the deck instead of its own region: line
        "region-replaced",
    }
)

#: The rule id a reading notice is shown under where a format has only findings (CI annotations).
READING = "reading"


def reading_findings(d: DeckResult) -> list[Finding]:
    """The deck's reading notices (:data:`READINGS`) as ``info`` findings of :data:`READING`, each
    at its file and line (the deck's file when the notice has none), for the formats that show only
    findings: CSV, concise, JUnit, GitLab, GitHub. They are not the deck's findings: no verdict,
    count or exit code changes."""
    return _as_findings(d.notices, d.source)


def event_reading_findings(run) -> list[Finding]:
    """The reading notices of an event's roster (how its bytes were decoded: Windows-1252, UTF-16
    or UTF-32 without a byte-order mark) as ``info`` findings of :data:`READING` at the roster, for
    the formats that show only findings; ``[]`` for a run that is no event."""
    report = getattr(run, "event", None)
    event = getattr(report, "event", None)
    return _as_findings(getattr(event, "readings", ()), event.source if event else "")


def _as_findings(notices, source: str) -> list[Finding]:
    """The reading notices among ``notices`` as ``info`` findings, at ``source`` when they name
    no place of their own."""
    return [
        Finding(
            rule=READING,
            severity="info",
            message=n.message,
            location=n.location if n.location is not None else Location(source),
        )
        for n in notices
        if n.code in READINGS
    ]


def reading_lines(deck) -> list[Msg]:
    """``deck.txt:18:1: 'Gu st' read as Gust ...``: the reading notices (:data:`READINGS`) of a
    read :class:`~riftcheck.models.Deck`, each at its file and line, for ``convert``, ``diff`` and
    ``show``, which write the deck as read."""
    return [
        Msg("{where}: {message}", where=n.location, message=n.message)
        if n.location is not None
        else Msg("{where}: {message}", where=deck.source, message=n.message)
        for n in deck.notices
        if n.code in READINGS
    ]


def verdict(d: DeckResult) -> str:
    """``legal``, ``illegal`` or ``unreadable``."""
    return "unreadable" if d.legal is None else "legal" if d.legal else "illegal"


def fails_strict(d: DeckResult, strict: bool) -> bool:
    """The deck is legal but fails the run under ``--strict`` by its warnings: what JSON, CSV and
    HTML say beside a plain ``legal``, as the text summary's "fails with --strict" does. A legal deck
    whose check did not run whole (``pool not checked``) fails it too: a check that did not run is
    never a plain pass."""
    return (
        strict
        and d.legal is True
        and (bool(d.not_checked) or any(f.severity == "warning" for f in d.findings))
    )


def unchecked_finding(run, d: DeckResult, strict: bool) -> Finding | None:
    """A verdict whose check did not run whole (``pool not checked``) as a finding of the rule that
    did not run, for the machine formats that show findings alone (GitHub annotations, JUnit
    failures, SARIF results): a warning, which ``level`` makes an error under ``--strict``, as a
    warning is, since such a deck fails the run there (``RunResult.exit_code``). ``None`` for a
    deck checked whole or unreadable. (English: the machine formats' text.) At the deck's file, or
    in an event at the player's row (a player's label is no file)."""
    if d.legal is None or not d.not_checked:
        return None
    event = getattr(run, "event", None)
    p = event.player(d.source) if event is not None else None
    where = p.registration.location if p is not None and p.registration is not None else None
    text = f"{verdict(d).upper()} ({d.verdict_note}): this verdict is partial"
    if fails_strict(d, strict):
        text += "; fails with --strict"
    return Finding(
        rule="-".join(d.not_checked),
        severity="warning",
        message=text,
        location=where if where is not None and where.file else Location(d.source),
    )


def level(f: Finding, strict: bool) -> str:
    """The severity a machine format (SARIF, GitHub, GitLab) gives finding ``f``: under
    ``--strict`` a warning fails the run, so it is shown as an error there, not as a warning a CI
    page passes over while the job fails (R1 of the re-test)."""
    return "error" if strict and f.severity == "warning" else f.severity


def _roster_error(run, d: DeckResult) -> bool:
    """Whether ``d`` is an event player with a roster error (an unreadable pool, ...): the run
    fails by it without ``--strict``, so what ``--strict`` alone fails does not count it (the
    count of pools not checked, said by text and JSON, does not either: atkE 7)."""
    event = getattr(run, "event", None)
    p = event.player(d.source) if event is not None else None
    return p is not None and any(f.severity == "error" for f in p.problems)


def strict_note(run, strict: bool) -> str | None:
    """``fails with --strict: 2 decks are legal with warnings`` when ``--strict`` alone fails the
    run by warnings of legal decks, else ``None``."""
    failing = [d for d in run.decks if fails_strict(d, strict) and not _roster_error(run, d)]
    if not failing:
        return None
    unchecked = sum(1 for d in failing if d.not_checked)
    if not unchecked:
        return Plural(
            len(failing),
            "fails with --strict: {n} legal deck has warnings",
            "fails with --strict: {n} legal decks have warnings",
        )
    return Plural(
        unchecked,
        "fails with --strict: {n} legal deck was not checked whole (pool not checked)",
        "fails with --strict: {n} legal decks were not checked whole (pool not checked)",
    )


def plural(n: int, word: str, many: str | None = None) -> Plural:
    """``1 deck``, ``2 decks`` (a :class:`riftcheck.i18n.Plural`)."""
    return _plural(n, word, many)


#: ``2 errors`` of each severity, each form a literal for the catalogue's extraction
_SEVERITY_COUNT = {
    "error": lambda n: plural(n, "error"),
    "warning": lambda n: plural(n, "warning"),
    "info": lambda n: plural(n, "info", "infos"),
}


def severity_counts(findings: Iterable[Finding]) -> str:
    """``2 errors, 1 warning`` (empty when there are none), a :class:`Msg`."""
    counts: dict[str, int] = {}
    for f in findings:
        counts[f.severity] = counts.get(f.severity, 0) + 1
    return joined([_SEVERITY_COUNT[s](counts[s]) for s in SEVERITIES if counts.get(s)], ", ")


def summary_line(run, strict: bool = False) -> str:
    """One line for the whole run: ``12 decks: 10 legal, 2 illegal, 1 warning`` (an event: ``12 players: ...``).

    Warnings are counted whenever there are any; when ``strict`` makes them fail a
    run that would otherwise pass, the line says so.
    """
    if run.event is not None:
        return event_summary_line(run, strict)
    c = run.counts()
    # English says "2 legal"; French agrees the adjective with the count ("2 légaux")
    parts = [Plural(c["legal"], "{n} legal", "{n} legal")]
    if c["illegal"] or not c["unreadable"]:
        parts.append(Plural(c["illegal"], "{n} illegal", "{n} illegal"))
    if c["unreadable"]:
        parts.append(Plural(c["unreadable"], "{n} unreadable", "{n} unreadable"))
    if c.get("warning"):
        parts.append(plural(c["warning"], "warning"))
    line = Msg("{decks}: {counts}", decks=plural(c["decks"], "deck"), counts=joined(parts, ", "))
    for t in run.teams:
        # one message per verdict: French agrees it with « équipe » (équipe illégale)
        if t.legal is None:
            line = Msg("{line}; team unreadable", line=line)
        elif t.legal:
            line = Msg("{line}; team legal", line=line)
        else:
            line = Msg("{line}; team illegal", line=line)
    if run.partial:
        line = Msg("{line} (partial check)", line=line)
    if strict and run.exit_code(True) and not run.exit_code(False):
        line = Msg("{line}; fails with --strict", line=line)
    return line


def commas_then_et(counts: list) -> str:
    """``9 legal, 2 illegal, 1 missing`` as one :class:`Msg`: English keeps its commas (the
    summary line machines and people have read so far); French ends the list with « et »
    (« 1 illisible et 2 listes légales… »), its own entry of ``{head}, {last}``."""
    if len(counts) <= 1:
        return counts[0] if counts else ""
    return Msg("{head}, {last}", head=joined(counts[:-1]), last=counts[-1])


def event_summary_line(run, strict: bool = False) -> str:
    """``14 players: 9 legal, 2 illegal, 1 missing, 2 unreadable; 5 roster problems`` (a :class:`Msg`)."""
    s = run.event.summary()
    counts = commas_then_et(
        [
            Plural(s["legal"], "{n} legal", "{n} legal"),
            Plural(s["illegal"], "{n} illegal", "{n} illegal"),
        ]
        + [Plural(s["missing"], "{n} missing", "{n} missing")] * bool(s["missing"])
        + [Plural(s["unreadable"], "{n} unreadable", "{n} unreadable")] * bool(s["unreadable"])
        + [Plural(s["deck-check-failed"], "{n} failed deck check", "{n} failed deck checks")]
        * bool(s["deck-check-failed"])
        + [
            Plural(
                s["roster-error"],
                "{n} legal list with a roster error",
                "{n} legal lists with a roster error",
            )
        ]
        * bool(s["roster-error"]),
    )
    line: str = Msg("{players}: {counts}", players=plural(s["players"], "player"), counts=counts)
    roster = s["problems"]
    if roster:
        line = Msg("{a}; {b}", a=line, b=plural(roster, "roster problem"))
    teams = [t for t in run.teams]
    if teams:
        words = [team_word(t, run) for t in teams]
        # (counts of their own: French agrees them with « équipes », 1 légale, 2 illégales);
        # every team counted, as every player is (atkQ 10: two unreadable teams read
        # "2 teams, 0 of them legal, 0 of them illegal")
        said = [
            plural(len(teams), "team"),
            Plural(words.count("legal"), "{n} of them legal", "{n} of them legal"),
            Plural(words.count("illegal"), "{n} of them illegal", "{n} of them illegal"),
        ]
        if words.count("unreadable"):
            n = words.count("unreadable")
            said.append(Plural(n, "{n} of them unreadable", "{n} of them unreadable"))
        if words.count("roster-error"):
            n = words.count("roster-error")
            said.append(
                Plural(n, "{n} of them with a roster error", "{n} of them with a roster error")
            )
        line = Msg("{a}; {b}", a=line, b=joined(said))
    empty = len(getattr(run.event.event, "empty_rows", ()))
    if empty:  # the roster's rows that are not players: --format csv keeps them in place
        line = Msg(
            "{a}; {b}",
            a=line,
            b=Plural(empty, "{n} empty row is not a player", "{n} empty rows are not players"),
        )
    if run.event.unchecked_pools:
        line = Msg(
            "{a}; {pools}",
            a=line,
            pools=Plural(
                run.event.unchecked_pools, "{n} pool not checked", "{n} pools not checked"
            ),
        )
    if run.partial and teams:
        # a clause of its own: after « 1 légale », « (vérification partielle) » would read as
        # said of the legal team alone (atkM 12)
        line = Msg("{rest}; partial check", rest=line)
    elif run.partial:
        line = Msg("{rest} (partial check)", rest=line)
    if strict and run.exit_code(True) and not run.exit_code(False):
        line = Msg("{line}; fails with --strict", line=line)
    return line


def event_status(run, d: DeckResult) -> str:
    """A deck's verdict word; in an event, the row's status: ``missing`` for a player who registered
    no list, ``roster-error`` for a legal list on a row with a roster error (it fails the run)."""
    if run.event is not None:
        p = run.event.player(d.source)
        if p is not None:
            return p.status
    return verdict(d)


def partial_verdict(run, d: DeckResult) -> str | None:
    """What a row's verdict leaves unchecked, said next to it in every format (a :class:`Msg`):
    ``pool not checked`` (a check that could not run), ``partial check`` (the run's rules were
    narrowed by --select or --ignore), both, or ``None`` for a whole check. A check that did not
    run is never a plain LEGAL, however the report is read or filtered."""
    if d.legal is None:
        return None
    notes = [d.verdict_note] if d.verdict_note else []
    if run.selected or run.ignored:
        notes.append(Msg("partial check"))
    return joined(notes, "; ") if notes else None


def partial_detail(run, d: DeckResult) -> str | None:
    """``partial check: WHAT`` for a deck whose check did not run whole (a :class:`Msg`), what
    did not run said in full (``pool not checked``, ``only rules copy-limit were run``), or
    ``None``: the per-deck words of the GitHub step summary and JUnit's ``<skipped>``."""
    if d.legal is None:
        return None
    parts = [d.verdict_note] if d.verdict_note else []
    narrowed = partial_note(run)
    if narrowed:
        parts.append(narrowed)
    return Msg("partial check: {what}", what=joined(parts, "; ")) if parts else None


def partial_reasons(run) -> list[str]:
    """Why a run is partial, once for the whole run (a :class:`Msg` each): the rules narrowed,
    the pools or teams not checked."""
    out = []
    narrowed = partial_note(run)
    if narrowed:
        out.append(narrowed)
    e = run.event
    if e is not None and e.unchecked_pools:
        out.append(Plural(e.unchecked_pools, "{n} pool not checked", "{n} pools not checked"))
    return out


def deck_pool_notice(run) -> str | None:
    """``check``'s one note of the decks whose pool was not checked (a Sealed or Draft deck without
    ``--pool`` or a ``pool:`` of its own), said once at the top as an event says its players'
    (a :class:`Msg`); ``None`` in an event or when every pool was checked."""
    if getattr(run, "event", None) is not None:
        return None
    n = sum(1 for d in run.decks if d.legal is not None and "pool" in d.not_checked)
    if not n:
        return None
    return Plural(
        n,
        "pools not checked for {n} of {total} decks (no pool given: give --pool, or a pool: key "
        "in the deck); their verdicts do not say whether the cards were in the pool",
        "pools not checked for {n} of {total} decks (no pool given: give --pool, or a pool: key "
        "in the deck); their verdicts do not say whether the cards were in the pool",
        total=len(run.decks),
    )


def team_status(run, d: DeckResult) -> str | None:
    """The verdict of the team ``d`` plays in (:func:`team_word`), ``no-team`` for a player of a
    team format in no complete team, or ``None`` outside team formats."""
    if not run.teams:
        return None
    for t in run.teams:
        if d.source in t.sources:
            return team_word(t, run)
    return "no-team"


def team_word(t, run=None) -> str:
    """A team's verdict: ``legal`` (both decks legal and the team rules hold), ``illegal``,
    ``unreadable`` (a teammate's list could not be read), or ``roster-error``: legal lists, but a
    member's row has a roster error, which fails the run as a player's does (atkL 7: the team
    line read LEGAL over it)."""
    if t.legal is None:
        return "unreadable"
    if not t.legal:
        return "illegal"
    event = getattr(run, "event", None) if run is not None else None
    if event is not None:
        for source in t.sources:
            p = event.player(source)
            if p is not None and any(f.severity == "error" for f in p.problems):
                return "roster-error"
    return "legal"


def team_note(run, d: DeckResult):
    """What the check of ``d``'s team did not check or checked changed (:func:`team_verdict_note`),
    said beside the team's verdict in every format, or ``None``."""
    for t in run.teams:
        if d.source in t.sources:
            return team_verdict_note(t, run)
    return None


def check_changed(run, legal: bool | None) -> bool:
    """Whether a verdict ``legal`` (``None``: nothing was judged) was reached by a check something
    changed: a configuration file, a local ruleset or card database, a deck's own date or region
    (the text report's ``Changed:`` lines)."""
    prov = getattr(run, "provenance", None)
    return legal is not None and prov is not None and bool(prov.changes())


def verdict_bracket(tr, counts, note) -> str:
    """What follows a verdict, in one bracket: the counts, then the note (« ILLÉGAL (2 erreurs ;
    pool non vérifié) »); two brackets side by side read as a note on the note (atkN m4). Empty
    when there is neither. Check's verdict lines and ``show``'s say it alike."""
    said = [tr.message(m) for m in (counts, note) if m]
    return f" ({tr.text(N_('; ')).join(said)})" if said else ""


def verdict_note(run, d):
    """The note beside a deck's or a player's verdict in every format: :func:`partial_verdict`'s,
    then ``check changed`` when something changed what was checked (the text report's
    ``Changed:`` lines), as beside a team's (:func:`team_verdict_note`); or ``None``."""
    note = partial_verdict(run, d)
    if not check_changed(run, d.legal):
        return note
    changed = Msg("check changed")
    return joined([note, changed], "; ") if note else changed


def team_verdict_note(t, run):
    """The note beside a team's verdict (text, CSV, HTML): :func:`team_partial`'s, then ``check
    changed`` when the run's check was changed, as beside each player's verdict; or ``None``."""
    notes = [n for n in [team_partial(t, run)] if n is not None]
    if check_changed(run, t.legal):
        notes.append(Msg("check changed"))
    return joined(notes, "; ") if notes else None


def team_partial(t, run=None):
    """``pool not checked`` when the team's one pool (TR 603.6) was not checked, or a member
    deck's pool was not (one teammate with no pool); ``partial check`` when a member deck's check
    was partial otherwise (``--ignore pool``, a rule deselected); else ``None``. A team verdict
    never reads plain LEGAL over a partial check of its decks (atkE 2)."""
    if t.legal is None:
        return None
    if "pool" in t.not_checked:
        return Msg("pool not checked")
    members = [d for d in run.decks if d.source in t.sources] if run is not None else []
    if any("pool" in d.not_checked for d in members):
        return Msg("pool not checked")
    if any(d.partial for d in members):
        return Msg("partial check")
    return None


#: How a team's verdict is said (CSV, HTML, sheets); the CSV keeps the English.
TEAM_WORDS = {
    "legal": N_("team legal"),
    "illegal": N_("team illegal"),
    "unreadable": N_("team unreadable"),
    "roster-error": N_("team legal lists · roster error"),
    "no-team": N_("no team"),
}


#: How a status is said where a verdict is shown (text, CSV, HTML); the CSV keeps the English.
STATUS_WORDS = {
    "legal": N_("legal"),
    "illegal": N_("illegal"),
    "missing": N_("missing"),
    "unreadable": N_("unreadable"),
    "deck-check-failed": N_("legal list · deck check failed"),
    "roster-error": N_("legal list · roster error"),
}


def event_header(run) -> str | None:
    """``event NAME · region EU · judged as of 2026-09-20 (the event's date) · ...`` (a :class:`Msg`),
    or ``None`` outside events."""
    e = run.event
    if e is None:
        return None
    ev = e.event
    parts = [Msg("event {name}", name=ev.name or ev.source)]
    if ev.region:
        parts.append(Msg("region {region}", region=ev.region))
    parts.append(
        Msg("judged as of {day} ({origin})", day=e.as_of.isoformat(), origin=e.as_of_origin)
    )
    parts.append(Msg("ruleset from {origin}", origin=e.ruleset_origin))
    if e.bans:
        parts.append(
            Plural(
                len(e.bans), "event ban: {cards}", "event bans: {cards}", cards=joined(list(e.bans))
            )
        )
    if e.sideboarding and e.sideboarding_rules is not None:
        parts.append(e.sideboarding_rules.text())
    if e.precon:
        parts.append(Msg("exact preconstructed products keep their banned cards (TR 601.2.d.2)"))
    return joined(parts, " · ")


def verdict_word(legal: bool | None) -> str:
    """The verdict word of a ``legal`` value (a :class:`Msg`: ``légal`` in a French report)."""
    return Msg("unreadable") if legal is None else Msg("legal") if legal else Msg("illegal")


def partial_note(run) -> str | None:
    """What the user left out of the check, or ``None`` for a full check."""
    parts = rule_selection(run.selected, run.ignored)
    return joined(parts, "; ") if parts else None


def location_text(f: Finding) -> str:
    """``12:5``, ``12`` or empty."""
    loc = f.location
    if loc is None or loc.line is None:
        return ""
    return f"{loc.line}:{loc.column}" if loc.column is not None else str(loc.line)


def printable(s: str) -> str:
    """``s`` shown, never obeyed, keeping its line breaks (see :func:`riftcheck.infra.escape.terminal_multiline`)."""
    from riftcheck.infra.escape import terminal_multiline

    return terminal_multiline(s)


def as_of_text(run) -> str:
    """``as of 2026-09-18``, or what each deck was judged on when the decks' dates differ."""
    if run.as_of:
        return Msg("as of {date}", date=run.as_of.isoformat())
    dates = sorted(set(run.deck_as_of.values()))
    if len(dates) == 1:
        return Msg("as of {date}", date=dates[0].isoformat())
    return Msg("as of each deck's event date, else today")


def provenance_line(run) -> str:
    """One line naming what the verdicts depend on (:meth:`~riftcheck.models.Provenance.line`)."""
    return f"riftcheck {run.riftcheck_version}, {run.provenance.line()}"


def markdown_text(s: str) -> str:
    """``s`` as literal Markdown text, safe inside a table cell (see :func:`riftcheck.infra.escape.markdown`)."""
    from riftcheck.infra.escape import markdown

    return markdown(s)


#: The words of a text: runs of anything but ASCII white space. ``str.split()`` would also break
#: at the no-break spaces French puts before ``: ; ? !`` and inside « » (U+00A0, U+202F), and join
#: the words again with plain spaces.
_WORDS = re.compile(r"[^ \t\n\r\f\v]+")

#: A short quoted name, kept on one line: the innermost « ... » (French), '...' or "..." (English;
#: an apostrophe inside a word, ``Rabadon's``, opens none), 40 characters at most: a card, set or
#: file name, never a quoted sentence
_QUOTED = re.compile(
    r"«[^«»]{1,40}»"
    r"|(?<![\w'])'[^'\s][^'\n]{0,38}'(?![\w'])"
    r'|(?<![\w"])"[^"\s][^"\n]{0,38}"(?![\w"])'
)
#: A rules document's name before its number (``CR 103.2.b``, ``TR 601.2.d.2``: English writes a
#: plain space there, French a no-break one)
_DOCUMENT = re.compile(r"\b(?:CR|TR|RB|RT)$")
#: A count, bound to the word after it (``(2 erreurs)``, ``1 warning``)
_COUNT = re.compile(r"[(\[]?\d+(?:[.,]\d+)?")
_LETTER = re.compile(r"[^\W\d_]")
_SPACE = re.compile(r"[ \t\n\r\f\v]")


def kept_spans(text: str, keep: Iterable[str] = ()) -> list[tuple[int, int]]:
    """Where each of the strings ``keep`` (the paths a reporter prints: a deck's file, a roster,
    a list file) occurs in ``text``, the longest first where two overlap; only those with ASCII
    white space in them (any other is one word already)."""
    spans: list[tuple[int, int]] = []
    found = {k for k in keep if k and k in text and _SPACE.search(k)}
    for k in sorted(found, key=len, reverse=True):
        for m in re.finditer(re.escape(k), text):
            a, b = m.span()
            if not any(x < b and a < y for x, y in spans):
                spans.append((a, b))
    return sorted(spans)


def _words(text: str, keep: Iterable[str] = ()) -> list[tuple[int, int]]:
    """``(start, end)`` of each word of ``text``: runs of anything but ASCII white space, the words
    a kept string (:func:`kept_spans`) spans made one (with the white space inside them)."""
    out: list[tuple[int, int]] = []
    kept = kept_spans(text, keep)
    for m in _WORDS.finditer(text):
        start, end = m.span()
        if out and any(a < start < b for a, b in kept):  # a word inside a kept string
            out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out


def word_spans(text: str, keep: Iterable[str] = ()) -> list[tuple[int, int, bool]]:
    """``(start, end, bound)`` of each word of ``text`` (ASCII white space between words), where
    ``bound`` says the line may not break between it and the word before: a rules document's
    name and its number (``TR 601.2.d.2``), a word and the number after it (``ligne 12``,
    ``line 12:5:``), a count and the word after it (``(1 erreur``, ``2 errors)``), the words of
    a short quoted name (``« Jinx, Loose Cannon »``, ``'Gu st'``). (The no-break spaces bind
    what French binds already: they are no break.) Each of the strings ``keep`` (the paths the
    reporter prints) is one word wherever it occurs, its spaces inside it: a path is never
    broken, and one longer than a line stands whole on a line of its own."""
    quoted = [m.span() for m in _QUOTED.finditer(text)]
    out: list[tuple[int, int, bool]] = []
    prev = ""
    for start, end in _words(text, keep):
        word = text[start:end]
        bound = bool(out) and (
            (_DOCUMENT.search(prev) is not None and word[0].isdigit())
            or (word[0].isdigit() and _LETTER.match(prev[-1]) is not None)
            or (_COUNT.fullmatch(prev) is not None and _LETTER.match(word) is not None)
            or any(a < start < b for a, b in quoted)
        )
        out.append((start, end, bound))
        prev = word
    return out


def _units(text: str, keep: Iterable[str] = ()) -> list[list[tuple[int, int]]]:
    """The words of ``text`` as ``(start, end)`` spans, those bound together (:func:`word_spans`)
    in one unit."""
    units: list[list[tuple[int, int]]] = []
    for start, end, bound in word_spans(text, keep):
        if bound:
            units[-1].append((start, end))
        else:
            units.append([(start, end)])
    return units


def _gap(text: str, before: int, start: int) -> str:
    """What separates two words kept on one line: the spaces written between them (a roster
    cell's ``Zoe    Quinn`` stays as written, evtR 8), or one space where they were anything else
    (a line break, a tab)."""
    gap = text[before:start]
    return gap if gap and gap.strip(" ") == "" else " "


def wrap(
    text: str, width: int, first: str = "", rest: str = "", keep: Iterable[str] = ()
) -> list[str]:
    """One paragraph word-wrapped to ``width`` columns: the first line after ``first``, the
    others after ``rest``. Breaks are made at ASCII spaces only, and not at every one: never at a
    no-break space, nor where :func:`word_spans` binds two words (a number to its word, a
    citation, a short quoted name; words bound longer than a line are let go at their spaces).
    A word is never cut (never at a hyphen, so that rule ids, card names and codes such as
    ``OGN-171``, paths, ``file:line:col`` locations and URLs can be copied and clicked whole): one
    longer than a line stands whole on a line of its own (after ``rest``), as ruff and yamllint
    leave a location whole; a word that does not fit after a head (``first`` with words in it)
    starts the next line. A paragraph that fits is returned as it is; one that is wrapped keeps
    the runs of spaces between two words left on one line (a roster cell is never collapsed,
    evtR 8), a break taking the spaces it is made at. ``keep``: the paths the reporter
    prints (:func:`report_paths`), each one word however many spaces it holds (never broken; one
    longer than a line on a line of its own). Widths are counted in characters; ``width`` must
    exceed both indents. (The plain text report and ``riftcheck rules`` use it; :mod:`textwrap` would add its
    import to every plain run and cut long words.)
    """
    if len(first) + len(text) <= width:
        return [(first + text).rstrip()]
    lines: list[str] = []
    line, fresh = first, True  # fresh: the line holds its indent only
    room = width - len(rest)  # a line of its own
    end = 0  # where the last word placed ends in ``text``
    for unit in _units(text, keep):
        # a unit's words with the spaces between them (one where it was a line break or a tab)
        joined = "".join(
            (_gap(text, unit[k - 1][1], a) if k else "") + text[a:b]
            for k, (a, b) in enumerate(unit)
        )
        whole = len(unit) == 1 or len(joined) <= room
        for a, b in [(unit[0][0], unit[-1][1])] if whole else unit:
            item = joined if whole else text[a:b]
            gap = _gap(text, end, a)
            end = b
            if not fresh and len(line) + len(gap) + len(item) <= width:
                line += gap + item
                continue
            if not fresh or (lines == [] and len(line) + len(item) > width and first.strip()):
                # the next line: after a word, or before a first word that the head (a
                # finding's line, severity and rule) leaves no room for
                lines.append(line)
                line = rest
            line, fresh = line + item, False
    lines.append(line)
    return [s.rstrip() for s in lines]


#: What may not begin the rest of a word cut at a line's end: a no-break space, or a mark French
#: writes after one (``: ; ? ! »``). (The help's wrapper cuts a word longer than a line; the
#: report's never do.)
_NO_CUT_BEFORE = re.compile(r"[\u00a0\u202f]|[:;?!»]")


def cut_point(word: str, room: int) -> int:
    """Where to cut ``word``, longer than the ``room`` left on a line: as late as fits, but never
    just before a no-break space or a mark French keeps with its word (one character at least)."""
    cut = room
    while cut > 1 and _NO_CUT_BEFORE.match(word, cut):
        cut -= 1
    return cut


def report_paths(run, decks=None, whole_run: bool = True) -> frozenset[str]:
    """Every path a report of ``run`` may print, as it prints them (escaped for the terminal; a
    file's name alone too, as an event's findings and notes give it): the decks' files (those of
    ``decks``, default the run's), the files their findings and notices are in, the event's file
    and its players' list, played-list and pool files, the card database, the configuration and
    local ruleset files the header names (``whole_run`` false: the decks' paths only). Only paths
    with white space in them are kept (any other is one word already). The text reporter hands
    them to :func:`wrap`, which keeps each whole on one line (the one place paths are bound)."""
    paths: list = []
    for d in run.decks if decks is None else decks:
        paths.append(d.source)
        found = [*d.findings, *([d.error] if d.error is not None else []), *d.notices]
        paths += [_file_of(f.location) for f in found]
    if not whole_run:
        return path_words(*paths)
    prov = getattr(run, "provenance", None)
    paths += [
        (getattr(run, "card_data", None) or {}).get("path"),
        getattr(prov, "config", None),
        getattr(prov, "ruleset_path", None),
        *(path for path, _ in getattr(prov, "ruleset_parents", None) or ()),
    ]
    for t in getattr(run, "teams", ()) or ():
        paths += [_file_of(f.location) for f in t.findings]
    report = getattr(run, "event", None)
    if report is not None:
        paths.append(report.event.source)
        for p in report.players:
            r = p.registration
            paths += [p.list_source, _file_of(r.location)]
            for ref in (r.list, r.played, r.pool):
                if ref is not None:
                    paths += [ref.path, ref.value if ref.kind == "path" else None]
    return path_words(*paths)


def path_words(*paths) -> frozenset[str]:
    """How a report may print each of ``paths`` (:func:`_said_path`) that has white space in it,
    for :func:`wrap`'s ``keep``."""
    return frozenset(w for path in paths for w in _said_path(path) if _SPACE.search(w))


def _file_of(loc) -> str | None:
    return getattr(loc, "file", None) if loc is not None else None


def _said_path(path) -> tuple[str, ...]:
    """How a report may print ``path``: as it is, escaped for the terminal, with a placeholder
    said (``<stdin>``), and its file name alone."""
    from riftcheck.infra.escape import terminal

    if path is None or isinstance(path, Msg) or not str(path):
        return ()
    text = str(path)
    name = text.replace("\\", "/").rsplit("/", 1)[-1]
    return (text, terminal(text), terminal(say_source(text)), name, terminal(name))


def team_title(tr, name: str | None) -> str:
    """``Team Alpha``: the team's heading in ``tr``'s language; a name that starts with the word
    already (« Équipe Alpha », "Team Rocket") is the heading as it is, never « Équipe Équipe
    Alpha » (atkM 12). The name is the roster's cell, shown with its odd characters escaped
    (:func:`riftcheck.infra.escape.cell`: a cell cannot forge a report line, atkL 1)."""
    from riftcheck.infra.escape import cell

    word = tr.text(N_("Team"))
    if not name:
        return word
    name = cell(name)
    first = name.split(maxsplit=1)[0].casefold() if name.split() else ""
    if first in (word.casefold(), "team"):
        return name
    return tr.message(Msg("Team {name}", name=name))
