"""JSON lines: one JSON object per deck, written as each deck is checked, for large batches.

Every line is a whole JSON document that stands on its own: the deck's
result exactly as in the JSON report (``path``, ``legal``, ``as_of``,
``partial``, ``violations``...) plus what the verdict was reached with
(``schema_version``, ``riftcheck_version``, ``card_data``, ``ruleset``) and
``"kind": "deck"``; in ``riftcheck event``, also the row's ``status`` (``legal``,
``illegal``, ``missing``, ``unreadable``, ``deck-check-failed``, ``roster-error``: the
last two fail the run with a legal list) and its ``registration``, the row as the JSON report's
``players`` say it (player, id, team, table, notes, played deck, roster problems). A ``--team`` run ends with one ``"kind": "team"`` line.
An event's report starts with one ``"kind": "event"`` line (the event's name, roster, date, its
``notices`` as the JSON report's ``event.notices`` says them, and whether the run is ``partial``
and why) and ends with one ``"kind": "event-summary"`` line
(``status``, ``partial``, ``partial_reasons`` and the ``summary`` counts, ``pools_not_checked``
among them), as the JSON report's ``event`` says them.
What the text and JSON reports say once for the whole run or event follows the decks, one
``"kind": "notice"`` line each (:func:`notices`): ``scope`` (``event``: how the event and its
roster were read and judged, e.g. a roster decoded as Windows-1252, pools or team columns not
judged; ``run``: the card data's notes), ``code`` (a reading notice's code, else ``null``),
``message``, ``path``, ``line`` and ``column``, with the same provenance keys as a deck line.
The event line names the event's notices up front for a reader that stops early; each notice
line says one of them again with its code and location.
In ``riftcheck schema report`` a deck line is ``$defs/deck`` plus the
top-level ``schema_version``, ``riftcheck_version``, ``card_data``, ``ruleset`` and ``provenance``.
Because decks are written as they finish, a consumer can start on the first
results of 10,000 decks before the last is read.
"""

from __future__ import annotations

from riftcheck.infra.escape import json_document
from riftcheck.reporters.base import StreamingReporter
from riftcheck.reporters.json import deck, provenance, team


def _dump(obj: dict) -> str:
    return json_document(obj, sort_keys=True, separators=(",", ":")) + "\n"


class JsonLinesReporter(StreamingReporter):
    """A streaming reporter: :meth:`stream_deck` per deck as it is done, :meth:`stream_end` at the end."""

    def stream_deck(self, header, result, day) -> str:
        """The line of one deck; ``header`` carries the run's provenance (its decks are not needed)."""
        line = {
            "kind": "deck",
            **provenance(header),
            **deck(header, result, day, self.options.strict),
        }
        if getattr(header, "event", None) is not None:
            # an event's row can fail the run with a legal list (a roster error, a failed deck
            # check): its status says so, as in the JSON report's players
            from riftcheck.reporters._util import event_status
            from riftcheck.reporters.json import player

            line["status"] = event_status(header, result)
            p = header.event.player(result.source)
            if p is not None:
                # the row as the JSON report's players say it: name, id, team, table, notes,
                # played deck, roster problems (evtP 4: a line named its player only in "path")
                line["registration"] = player(header, p, result, self.options.strict)
        return _dump(line)

    def join(self, run, parts) -> str:
        """Every deck's line; an event's between its ``event`` and ``event-summary`` lines."""
        body = super().join(run, parts)
        if getattr(run, "event", None) is None:
            return body
        from riftcheck.reporters.json import document

        ev = document(run, decks=False, strict=self.options.strict)["event"]
        head = {
            "kind": "event",
            **provenance(run),
            **{k: ev[k] for k in ("name", "source", "roster", "as_of", "as_of_origin", "notices")},
            "partial": ev["partial"],
            "partial_reasons": ev["partial_reasons"],
            # the roster's rows that are no player, with their cells (as the JSON report's)
            "empty_rows": ev["empty_rows"],
        }
        tail = {
            "kind": "event-summary",
            **{k: ev[k] for k in ("status", "partial", "partial_reasons", "summary")},
        }
        if self.options.strict:
            tail["strict"] = True
            tail["exit_code"] = run.exit_code(True)
        return _dump(head) + body + _dump(tail)

    def stream_end(self, run) -> str:
        """The run's and the event's notice lines, then the team lines of a ``--team`` run."""
        said = "".join(_dump({"kind": "notice", **provenance(run), **n}) for n in notices(run))
        return said + "".join(
            _dump({"kind": "team", **provenance(run), **team(t, run)}) for t in run.teams
        )


def notices(run) -> list[dict]:
    """What the text report's header says once (the event's notices, the card data's notes) as
    plain data: ``scope``, ``code``, ``message``, ``path``, ``line``, ``column``."""
    out = [
        {"scope": "run", "code": None, "message": n, "path": None, "line": None, "column": None}
        for n in getattr(run, "card_data_notes", ())
    ]
    report = getattr(run, "event", None)
    if report is None:
        return out
    event = report.event
    readings = {str(r.message): r for r in getattr(event, "readings", ())}
    for n in report.notices:
        r = readings.get(str(n))
        loc = r.location if r is not None else None
        out.append(
            {
                "scope": "event",
                "code": r.code if r is not None else None,
                "message": n,
                "path": loc.file if loc is not None and loc.file else event.source,
                "line": loc.line if loc is not None else None,
                "column": loc.column if loc is not None else None,
            }
        )
    return out
