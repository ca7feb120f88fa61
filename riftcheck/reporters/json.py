"""The JSON report: a stable, versioned document described by ``schemas/report.schema.json``."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.infra.escape import json_document
from riftcheck.reporters._util import (
    check_changed,
    deck_findings,
    fails_strict,
    finding_key,
    partial_reasons,
    team_status,
)
from riftcheck.reporters.base import Reporter

#: Version of the report document; bump the major part on any incompatible change.
SCHEMA_VERSION = "1.0"


def violation(f) -> dict:
    """One finding as a JSON object."""
    loc = f.location
    return {
        "rule": f.rule,
        "severity": f.severity,
        "message": f.message,
        "path": loc.file if loc else None,
        "line": loc.line if loc else None,
        "column": loc.column if loc else None,
        "citation": f.citation,
        "cards": [{"name": c.name, "id": c.id} for c in f.cards],
        "fix": f.fix,
        "related": [{"path": r.file, "line": r.line, "column": r.column} for r in f.related],
    }


def provenance(run) -> dict:
    """What the run's verdicts depend on: riftcheck version, card database, ruleset, as-of date, and
    the full provenance (where each came from and what changed the check)."""
    cd = run.card_data
    return {
        "schema_version": SCHEMA_VERSION,
        "riftcheck_version": run.riftcheck_version,
        "card_data": {
            "version": cd.get("version"),
            "date": cd.get("date"),
            "sha256": cd.get("sha256"),
            # only when there is something to say: e.g. legal sets with cards lacking English names
            **({"notes": list(run.card_data_notes)} if getattr(run, "card_data_notes", ()) else {}),
        },
        "ruleset": {
            "name": run.ruleset,
            "description": run.ruleset_description,
            "rules_date": run.rules_date,
            "as_of": run.as_of.isoformat() if run.as_of else None,
            "region": getattr(run, "region", None),
        },
        "provenance": run.provenance.as_dict(),
    }


def document(run, decks: bool = True, strict: bool = False) -> dict:
    """The whole report as plain data (what :meth:`JsonReporter.render` serializes); without
    ``decks``, its ``decks`` list is left empty. With ``strict`` (``--strict``) the summary says
    so and how many legal decks fail the run by their warnings, and each deck ``fails_strict``."""
    c = run.counts()
    strict_part = (
        {"strict": True, "fails_strict": sum(1 for d in run.decks if fails_strict(d, True))}
        if strict
        else {}
    )
    return {
        **provenance(run),
        "partial": run.partial,
        "selected": list(run.selected),
        "ignored": list(run.ignored),
        "summary": {
            "decks": c["decks"],
            "legal": c["legal"],
            "illegal": c["illegal"],
            "unreadable": c["unreadable"],
            "errors": c["error"],
            "warnings": c["warning"],
            "infos": c["info"],
            **strict_part,
        },
        "decks": [deck(run, d, run.deck_as_of.get(d.source), strict) for d in run.decks]
        if decks
        else [],
        "teams": [team(t, run) for t in run.teams],
    } | (_event(run, strict) if run.event is not None else {})


def _event(run, strict: bool = False) -> dict:
    """The ``event`` and ``players`` parts of an event run's report."""
    e = run.event
    ev = e.event
    by_source = {d.source: d for d in run.decks}
    players = [player(run, p, by_source[p.source], strict) for p in e.players]
    return {
        "event": {
            "name": ev.name,
            "source": ev.source,
            "roster": ev.roster,
            "date": ev.date.isoformat() if ev.date else None,
            "region": ev.region,
            "as_of": e.as_of.isoformat(),
            "as_of_origin": e.as_of_origin,
            "ruleset_origin": e.ruleset_origin,
            "bans": list(e.bans),
            "sideboarding": e.sideboarding,
            "precon": e.precon,
            "notices": list(e.notices),
            # said once for the whole event: complete, or partial and why
            "status": "partial" if run.partial else "complete",
            "partial": run.partial,
            "partial_reasons": list(partial_reasons(run)),
            "summary": {**e.summary(), "pools_not_checked": e.unchecked_pools},
            "empty_rows": empty_rows(ev),
        },
        "players": players,
    }


def player(run, p, d, strict: bool = False) -> dict:
    """One row of an event (``p``, whose list's result is ``d``) as the JSON report's ``players``
    say it; json-lines gives it as each deck line's ``registration`` (evtP 4)."""
    reg = p.registration
    own = {id(f) for f in p.problems}
    ref = reg.list or reg.deck_code
    return {
        "player": reg.player,
        "id": reg.id,
        "row": reg.row,
        "line": reg.location.line,
        "team": reg.team,
        "table": reg.table,
        "notes": reg.notes,
        "status": p.status,
        "legal": p.legal,
        # a check that did not run: this row's verdict is not the whole story
        "partial": d.legal is not None and bool(d.not_checked or run.selected or run.ignored),
        "not_checked": list(d.not_checked),
        # the verdict was reached by a check something changed, as the text says beside it
        "check_changed": check_changed(run, d.legal),
        # a team format: the verdict of the player's team as a whole (TR 603)
        "team_status": team_status(run, d),
        "team_not_checked": _team_not_checked(run, d),
        "path": p.source,
        "list": list_ref(ref),
        # every cell as registered, as --format csv writes it back (evtR 5: the pool, the
        # deck code, a code's text and the roster's other columns were in no JSON key)
        "deck_code": list_ref(reg.deck_code),
        "pool": list_ref(reg.pool),
        "played_list": list_ref(reg.played),
        "cells": _cells(run.event.event, reg.cells),
        "fingerprint": d.fingerprint,
        "problems": [violation(f) for f in sorted(p.problems, key=finding_key)],
        "violations": [
            violation(f) for f in sorted(d.findings, key=finding_key) if id(f) not in own
        ],
        "played": _played(p),
        # a group of identical lists: its one finding is at the group's first row
        "identical_lists": {"row": p.identical.row, "size": p.identical.size}
        if p.identical is not None
        else None,
        **({"fails_strict": fails_strict(d, True)} if strict else {}),
    }


def _cells(event, cells) -> list[dict]:
    """A roster row's cells as written, each with its column's header (``null`` past the header:
    a row wider than it keeps its cells); an empty list for an event file's player."""
    columns, header = event.columns, event.header_width
    width = max(len(columns), len(cells))
    return (
        [
            {
                "column": columns[i] if i < header else None,
                "value": cells[i] if i < len(cells) else "",
            }
            for i in range(width)
        ]
        if cells
        else []
    )


def empty_rows(event) -> list[dict]:
    """The roster's rows after the header that are no player (every cell empty or whitespace:
    ``,,,``, a blank line, a row of a tab or an NBSP), each with its number and its cells as
    written, as ``--format csv`` writes them back in place: no cell of the roster is lost in
    any format (evtV 2: a row of a tab was in the CSV alone)."""
    return [
        {"row": row, "cells": _cells(event, cells)}
        for row, cells in getattr(event, "empty_rows", ())
    ]


def list_ref(ref) -> dict | None:
    """A list, deck code, played list or pool as the roster gives it: its ``kind`` (``path``,
    ``code``, ``inline``), the file's ``path`` (``null`` unless a path) and its ``value`` as written
    (the path as written, the code, the pasted text), or ``None`` when the row gives none."""
    if ref is None:
        return None
    return {"kind": ref.kind, "path": ref.value if ref.kind == "path" else None, "value": ref.value}


def change(c) -> dict:
    """One card's difference between a registered and a played deck (the event report and ``riftcheck diff``)."""
    return {
        "zone": c.zone,
        "card": c.name,
        "id": c.card_id,
        "registered": c.registered,
        "played": c.played,
        "kind": c.kind,
    }


def _played(p) -> dict | None:
    d = p.diff
    if d is None:
        return (
            {"source": None, "error": violation(p.played_error)}
            if p.played_error is not None
            else None
        )
    return {
        "source": d.played,
        "identical": d.identical,
        "allowed": d.allowed,
        "status": d.status,
        "partial": d.partial,
        "not_checked": list(d.not_checked),
        "sideboarding": d.sideboarding,
        "local_sideboarding": d.local,
        "changes": [change(c) for c in d.changes],
        "notices": list(d.notices),
        "error": None,
    }


def _team_not_checked(run, d) -> list[str]:
    """What the check of ``d``'s team did not check (``pool``), beside ``team_status``."""
    return next((list(t.not_checked) for t in run.teams if d.source in t.sources), [])


def team(t, run) -> dict:
    """The team part of a ``--team`` run (or an event's team) as a JSON object."""
    return {
        "name": t.name,
        "decks": list(t.sources),
        "legal": t.legal,
        "not_checked": list(t.not_checked),
        # the team's verdict was reached by a check something changed, as provenance.changed says
        "check_changed": check_changed(run, t.legal),
        "why": str(t.why) if t.why else None,
        "violations": [violation(f) for f in sorted(t.findings, key=finding_key)],
    }


def deck(run, d, day, strict: bool = False) -> dict:
    """One deck's result as a JSON object; ``day`` is the date it was judged on (``None``: unread);
    with ``strict``, ``fails_strict`` says whether its warnings fail the ``--strict`` run."""
    out = {
        "path": d.source,
        "legal": d.legal,
        "as_of": day.isoformat() if day else None,
        "partial": d.partial or bool(run.selected or run.ignored),
        "not_checked": list(d.not_checked),
        "fingerprint": d.fingerprint,
        "identity": list(d.identity) if d.identity is not None else None,
        "violations": [violation(f) for f in deck_findings(d)],
        "rules_run": sorted(d.rules_run),
        "rules_skipped": [
            {"rule": s.rule, "reason": s.reason}
            for s in sorted(d.rules_skipped, key=lambda s: s.rule)
        ],
        "notices": [
            {
                "code": n.code,
                "message": n.message,
                "line": n.location.line if n.location else None,
                "column": n.location.column if n.location else None,
            }
            for n in d.notices
        ],
    }
    if strict:
        out["fails_strict"] = fails_strict(d, True)
    stats = getattr(d, "stats", None)
    if stats is not None:
        out["stats"] = stats.to_json()
    return out


#: Where the decks go in the document without them: ``decks`` is a key of the top level (two spaces
#: in, the only place a line can start so), never the first or the last of its sorted keys.
_NO_DECKS = '\n  "decks": [],\n'


class JsonReporter(Reporter):
    """Pretty-printed JSON with sorted keys, so that reports diff cleanly.

    A ``per_deck`` reporter: each deck's object is written on its own (by the
    worker that checked it), indented as it stands in the ``decks`` list, and
    :meth:`join` sets the parts into the rest of the document: the same text as
    writing the whole document at once.
    """

    per_deck = True

    def deck_part(self, header, result, day) -> str:
        """The deck's object, indented four spaces as the ``decks`` list holds it."""
        text = json_document(
            deck(header, result, day, self.options.strict), indent=2, sort_keys=True
        )
        return "    " + text.replace("\n", "\n    ")

    def join(self, run, parts) -> str:
        """The JSON document followed by a newline."""
        return "".join(self.pieces(run, parts))

    def pieces(self, run, parts) -> Iterator[str]:
        """The document of :meth:`join` in pieces, to be written one after the other: the top level
        before ``decks``, each part (``parts`` is iterated once), the rest. The top level is known
        only once the run is finished (``card_data`` says what the decks' sets lack), so a caller
        streaming the report keeps the parts somewhere until then (the CLI: a temporary file)."""
        doc = json_document(
            document(run, decks=False, strict=self.options.strict), indent=2, sort_keys=True
        )
        head, tail = doc.split(_NO_DECKS, 1)
        yield head
        sep = '\n  "decks": [\n'
        for part in parts:
            yield sep
            yield part
            sep = ",\n"
        yield _NO_DECKS if sep != ",\n" else "\n  ],\n"
        yield tail + "\n"
