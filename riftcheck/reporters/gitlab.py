"""GitLab Code Quality: a JSON array of issues, for a merge request's code-quality widget.

Each finding is one issue with GitLab's required fields (``description``,
``check_name``, ``fingerprint``, ``severity``, ``location.path``,
``location.lines.begin``); ``content.body`` adds the fix, the citation and
what the run checked against (riftcheck version, ruleset, as-of date, card
database), which the widget shows under the issue.

The fingerprint is a SHA-256 of the rule, the file, the message and the
finding's rank among identical ones, not of the line: adding a card above a
finding does not make GitLab see a new problem and a fixed one. Severities:
``error`` is ``major``, ``warning`` ``minor``, ``info`` ``info``. A finding
without a line (a file-level one) is placed on line 1, as GitLab requires a
line. A verdict whose check did not run whole (``pool not checked``) is an issue of its own
at the deck (``minor``, ``major`` under ``--strict``). A partial check (``--select``/``--ignore``) adds an ``info`` issue on
the first deck saying which rules did not run, and each thing that changed the check (a local
ruleset or card database, a configuration file) an ``info`` issue ``riftcheck/check-changed``,
so the widget never shows a narrowed or changed check as a clean one.
"""

from __future__ import annotations

import hashlib

from riftcheck.infra.escape import json_document
from riftcheck.reporters._util import (
    deck_findings,
    event_reading_findings,
    finding_key,
    level,
    partial_note,
    provenance_line,
    reading_findings,
    unchecked_finding,
)
from riftcheck.reporters.base import Reporter

_SEVERITY = {"error": "major", "warning": "minor", "info": "info"}


def fingerprint(rule: str, path: str, message: str, rank: int) -> str:
    """The stable identity of a finding: the same problem in the same file keeps it when lines move."""
    key = "\0".join((rule, path, message, str(rank)))
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


def issues(run, strict: bool = False) -> list[dict]:
    """The Code Quality issues of ``run`` as plain data (a warning ``major`` under ``--strict``,
    which it fails)."""
    prov = provenance_line(run)
    items = [(d.source, f) for d in run.decks for f in [*deck_findings(d), *reading_findings(d)]]
    items += [(f.location.file, f) for f in event_reading_findings(run)]
    # a partial verdict (pool not checked) is an issue too, ``minor``, ``major`` under --strict
    # (which it fails), as GitHub and SARIF show it: the widget read ``[]`` for a failed job
    items += [(d.source, f) for d in run.decks for f in [unchecked_finding(run, d, strict)] if f]
    for t in run.teams:
        items += [
            (t.sources[0] if t.sources else "", f) for f in sorted(t.findings, key=finding_key)
        ]
    out: list[dict] = []
    seen: dict[tuple[str, str, str], int] = {}
    for source, f in items:
        loc = f.location
        path = loc.file if loc and loc.file else source
        key = (f.rule, path, f.message)
        rank = seen[key] = seen.get(key, -1) + 1
        body = [f.message]
        if f.fix:
            body.append(f"Fix: {f.fix}")
        if f.citation:
            body.append(f"Rule: {f.citation}")
        body.append(f"Checked with {prov}.")
        out.append(
            {
                "type": "issue",
                "check_name": f"riftcheck/{f.rule}",
                "description": f.message + (f" Fix: {f.fix}" if f.fix else ""),
                "content": {"body": "\n\n".join(body)},
                "categories": ["Bug Risk"],
                "severity": _SEVERITY.get(level(f, strict), "info"),
                "fingerprint": fingerprint(f.rule, path, f.message, rank),
                "location": {
                    "path": path,
                    "lines": {"begin": (loc.line if loc and loc.line else 1)},
                },
            }
        )
    if not run.decks:
        return out
    # said on the run's first deck, in an event on the event's own file (a player's label is no
    # file): the rules left out (--select/--ignore), then each thing that changed the check (a
    # local ruleset or card database, a configuration file: the text report's ``Changed:``
    # lines), so the widget never shows a narrowed or changed check as a clean one (evtV 1)
    path = run.event.event.source if run.event is not None else run.decks[0].source
    note = partial_note(run)
    said = [
        ("partial-check", f"partial check: {note}; the verdicts do not cover the rules left out")
    ]
    said = said if note else []
    said += [("check-changed", f"check changed: {c}") for c in run.provenance.changes()]
    for rule, message in said:
        out.append(
            {
                "type": "issue",
                "check_name": f"riftcheck/{rule}",
                "description": message,
                "content": {"body": f"{message}.\n\nChecked with {prov}."},
                "categories": ["Bug Risk"],
                "severity": "info",
                "fingerprint": fingerprint(rule, path, message, 0),
                "location": {"path": path, "lines": {"begin": 1}},
            }
        )
    return out


class GitlabReporter(Reporter):
    """The Code Quality report (``artifacts: reports: codequality:`` in ``.gitlab-ci.yml``)."""

    def render(self, run) -> str:
        """The JSON array followed by a newline."""
        return json_document(issues(run, self.options.strict), indent=2) + "\n"
