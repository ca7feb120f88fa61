"""JUnit XML: one test case per deck; each error (each warning too with ``--strict``) is a failure."""

from __future__ import annotations

from xml.etree import ElementTree as ET

from riftcheck.infra.escape import log_lines, xml_text
from riftcheck.reporters._util import (
    deck_findings,
    event_reading_findings,
    fails_strict,
    location_text,
    partial_detail,
    reading_findings,
    unchecked_finding,
)
from riftcheck.reporters.base import Reporter


def _text(f) -> str:
    where = f.location.file if f.location else ""
    loc = location_text(f)
    head = f"{where}:{loc}" if loc else where
    lines = [f"{head}: {f.severity}: {f.message} [{f.rule}]"]
    if f.citation:
        lines.append(f"citation: {f.citation}")
    if f.fix:
        lines.append(f"fix: {f.fix}")
    return "\n".join(lines)


class JunitReporter(Reporter):
    """A ``<testsuites>`` document CI systems without SARIF support can read.

    A deck whose check did not run whole (a pool not checked, ``--select``/``--ignore``) and that
    does not fail is a ``<skipped message="partial check: ...">`` test case, counted in
    ``skipped``: never a plain pass."""

    _skipped = 0

    def _fails(self, f) -> bool:
        return f.severity == "error" or (self.options.strict and f.severity == "warning")

    def _deck_case(self, case: ET.Element, d, run=None) -> bool:
        """Fill the test case of a read deck; ``True`` when it fails."""
        findings = deck_findings(d)
        failing = [f for f in findings if self._fails(f)]
        if d.legal is False and not failing:
            failing = findings
        for f in failing:
            ET.SubElement(case, "failure", message=f.message, type=f.rule).text = _text(f)
        unchecked = unchecked_finding(run, d, self.options.strict)
        if unchecked is not None and fails_strict(d, self.options.strict):
            # a check that did not run fails --strict: a failure saying so (the suite passed)
            ET.SubElement(
                case, "failure", message=unchecked.message, type=unchecked.rule
            ).text = unchecked.message
            failing = [*failing, unchecked]
        out = [_text(f) for f in [*findings, *reading_findings(d)] if f not in failing]
        if d.verdict_note and unchecked not in failing:
            out.insert(
                0,
                f"verdict: {'LEGAL' if d.legal else 'ILLEGAL'} ({d.verdict_note}); this verdict is partial",
            )
        detail = partial_detail(run, d) if run is not None else None
        if detail is not None and not failing:
            # a check that did not run whole is no plain pass: GitLab and Jenkins list a skipped
            # test case apart, with its message, and neither fails the job for it (atkH 3)
            ET.SubElement(case, "skipped", message=detail)
            self._skipped += 1
        if out:
            ET.SubElement(case, "system-out").text = "\n".join(out)
        return bool(failing)

    def render(self, run) -> str:
        """The XML document followed by a newline."""
        suite = ET.Element("testsuite", name=f"riftcheck ({run.ruleset})")
        n_fail = n_err = 0
        self._skipped = 0
        for d in run.decks:
            case = ET.SubElement(
                suite, "testcase", classname="riftcheck", name=d.source, file=d.source
            )
            if d.error is not None:
                n_err += 1
                ET.SubElement(
                    case, "error", message=d.error.message, type="unreadable"
                ).text = _text(d.error)
            else:
                n_fail += self._deck_case(case, d, run)
        for t in run.teams:
            name = "team " + (t.name or " + ".join(t.sources))
            case = ET.SubElement(suite, "testcase", classname="riftcheck.team", name=name)
            failing = [f for f in t.findings if self._fails(f)]
            for f in failing:
                ET.SubElement(case, "failure", message=f.message, type=f.rule).text = _text(f)
            n_fail += bool(failing)
        decoded = [_text(f) for f in event_reading_findings(run)]
        if decoded:  # how an event's roster was decoded: the suite's own output
            ET.SubElement(suite, "system-out").text = "\n".join(decoded)
        tests = len(run.decks) + len(run.teams)
        suite.set("tests", str(tests))
        suite.set("failures", str(n_fail))
        suite.set("errors", str(n_err))
        suite.set("skipped", str(self._skipped))
        root = ET.Element(
            "testsuites",
            name="riftcheck",
            tests=str(tests),
            failures=str(n_fail),
            errors=str(n_err),
            skipped=str(self._skipped),
        )
        suite.insert(0, _properties(run))
        root.append(suite)
        ET.indent(root)
        body = ET.tostring(root, encoding="unicode")
        # XML 1.0 forbids control characters even as references; a deck that holds one must not
        # make the whole report unreadable to CI, so they are written as visible escapes. No line
        # may start a CI workflow command either (log_lines uses character references: same data).
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + log_lines(xml_text(body), "xml") + "\n"


def _properties(run) -> ET.Element:
    """The run's provenance (version, ruleset, as-of date, card data) as ``<properties>``."""
    props = ET.Element("properties")
    for k, v in (
        ("riftcheck_version", run.riftcheck_version),
        ("ruleset", run.ruleset),
        ("as_of", run.as_of.isoformat() if run.as_of else ""),
        ("region", getattr(run, "region", None) or ""),
        ("card_data_notes", " | ".join(getattr(run, "card_data_notes", ()))),
        ("card_data_version", run.card_data.get("version") or ""),
        ("card_data_date", run.card_data.get("date") or ""),
        ("partial", str(run.partial).lower()),
        *run.provenance.properties(),
    ):
        ET.SubElement(props, "property", name=k, value=str(v))
    return props
