"""SARIF 2.1.0: one ``reportingDescriptor`` per riftcheck rule, one result per finding."""

from __future__ import annotations

from pathlib import PurePath, PurePosixPath
from urllib.parse import quote

from riftcheck.infra.escape import json_document
from riftcheck.reporters._util import (
    event_reading_findings,
    finding_key,
    level,
    reading_findings,
    strict_note,
    unchecked_finding,
)
from riftcheck.reporters.base import Reporter

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def artifact_uri(path: str) -> str | None:
    """A SARIF artifact URI for a deck path; ``None`` for stdin or a deck code (no file)."""
    if path == "-" or not path:
        return None
    p = PurePath(path)
    if p.is_absolute():
        try:
            return p.as_uri()
        except UnicodeEncodeError:  # a lone surrogate: see _quote
            return "file://" + _quote(p.as_posix())
    if "/" not in path and "\\" not in path and "." not in path:
        return None  # a deck code, not a file name
    return _quote(PurePosixPath(*p.parts).as_posix())


def _quote(posix: str) -> str:
    """Percent-encoded URI path of a file name; a name that is not UTF-8 (its bytes kept as
    surrogates by the file system decoding) is encoded by its own bytes, as the file is named."""
    try:
        return quote(posix, errors="surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate no file system decoding makes
        return quote(posix, errors="backslashreplace")


def _location(path: str, line: int | None, column: int | None) -> dict | None:
    uri = artifact_uri(path)
    if uri is None:
        return None
    phys: dict = {"artifactLocation": {"uri": uri}}
    if line is not None and line >= 1:
        region = {"startLine": line}
        if column is not None and column >= 1:
            region["startColumn"] = column
        phys["region"] = region
    return {"physicalLocation": phys}


class SarifReporter(Reporter):
    """A SARIF log with one run; results ordered by file, severity and line."""

    def render(self, run) -> str:
        """The SARIF document followed by a newline."""
        return json_document(self.document(run), indent=2, sort_keys=True) + "\n"

    def document(self, run) -> dict:
        """The SARIF log as plain data."""
        from riftcheck.infra.urls import PROJECT_URL

        infos = dict(run.rules)
        # a partial verdict (pool not checked) is a result too, a warning or under --strict an
        # error (it fails the run there): code scanning shows results, not the notifications
        unchecked = [
            (d.source, f)
            for d in run.decks
            for f in [unchecked_finding(run, d, self.options.strict)]
            if f is not None
        ]
        for _, f in [*run.findings(), *unchecked]:
            if f.rule not in infos:  # a finding of a rule not in the registry (plugin gone)
                from riftcheck.models import RuleInfo

                infos[f.rule] = RuleInfo(f.rule)
        ids = sorted(infos)
        index = {rid: i for i, rid in enumerate(ids)}
        rules = []
        for rid in ids:
            info = infos[rid]
            desc = {
                "id": rid,
                "name": rid,
                "shortDescription": {"text": info.summary or rid},
                "defaultConfiguration": {"level": _LEVEL.get(info.severity, "error")},
                "properties": {
                    "citations": list(info.citations),
                    # whose numbers these are: each set of rules documents the decks were judged
                    # under (a batch on both sides of a renumbering has two), oldest first
                    "numbered_in": [
                        {"documents": str(d), "citations": [str(x) for x in c]}
                        for d, c in info.numbered_in
                    ],
                },
            }
            if info.help_uri:
                desc["helpUri"] = info.help_uri
            if info.citations:
                desc["help"] = {"text": "See " + info.numbering_text() + "."}
            rules.append(desc)
        items = sorted(run.findings(), key=lambda sf: (sf[0], finding_key(sf[1]))) + unchecked
        results = []
        for src, f in items:
            loc = f.location
            res: dict = {
                "ruleId": f.rule,
                "ruleIndex": index[f.rule],
                "level": _LEVEL.get(level(f, self.options.strict), "note"),
                "message": {"text": f.message + (f" Fix: {f.fix}" if f.fix else "")},
                "properties": {
                    "deck": src,
                    "citation": f.citation,
                    "fix": f.fix,
                    "cards": [{"name": c.name, "id": c.id} for c in f.cards],
                },
            }
            where = _location(
                loc.file if loc else src, loc.line if loc else None, loc.column if loc else None
            )
            if where:
                res["locations"] = [where]
            related = [
                r for r in (_location(x.file, x.line, x.column) for x in f.related) if r is not None
            ]
            if related:
                res["relatedLocations"] = [dict(r, id=i) for i, r in enumerate(related)]
            results.append(res)
        cd = run.card_data
        return {
            "$schema": SARIF_SCHEMA,
            "version": "2.1.0",
            "runs": [
                {
                    "tool": {
                        "driver": {
                            "name": "riftcheck",
                            "version": run.riftcheck_version,
                            "semanticVersion": run.riftcheck_version,
                            "informationUri": PROJECT_URL,
                            "rules": rules,
                        }
                    },
                    "invocations": [
                        {
                            "executionSuccessful": True,
                            "exitCode": run.exit_code(self.options.strict),
                            # what changed the check, where SARIF viewers show a run's own messages
                            "toolExecutionNotifications": [
                                {"level": "warning", "message": {"text": "check changed: " + w}}
                                for w in run.provenance.weakened_by()
                            ]
                            + [
                                {
                                    "level": "warning",
                                    "message": {
                                        "text": f"{d.source}: {d.verdict_note}; this verdict is partial"
                                    },
                                }
                                for d in run.decks
                                if d.legal is not None and d.verdict_note
                            ]
                            # how each list was read where that changes what was checked
                            + [_reading(f) for d in run.decks for f in reading_findings(d)]
                            # how an event's roster was decoded (Windows-1252, UTF-16...)
                            + [_reading(f) for f in event_reading_findings(run)]
                            # a run failed by --strict alone says so, as the text summary does
                            + [
                                {"level": "error", "message": {"text": str(note)}}
                                for note in [strict_note(run, self.options.strict)]
                                if note is not None
                            ],
                        }
                    ],
                    "results": results,
                    "properties": {
                        "ruleset": run.ruleset,
                        "asOf": run.as_of.isoformat() if run.as_of else None,
                        "region": getattr(run, "region", None),
                        "cardDataNotes": list(getattr(run, "card_data_notes", ())),
                        "partial": run.partial,
                        "provenance": run.provenance.as_dict(),
                        "cardData": {
                            "version": cd.get("version"),
                            "date": cd.get("date"),
                            "sha256": cd.get("sha256"),
                        },
                    },
                }
            ],
        }


def _reading(f) -> dict:
    """A reading notice as a run notification at its file and line."""
    loc = f.location
    out: dict = {"level": "note", "message": {"text": f"{loc.file}: read as: {f.message}"}}
    where = _location(loc.file, loc.line, loc.column)
    if where:
        out["locations"] = [where]
    return out
