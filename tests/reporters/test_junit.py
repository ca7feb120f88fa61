"""JUnit XML: one test case per deck, errors as failures, unreadable decks as errors."""

from __future__ import annotations

from xml.etree import ElementTree as ET

from riftcheck.reporters import ReportOptions, get_reporter


def render(run, strict=False):
    return ET.fromstring(get_reporter("junit", ReportOptions(strict=strict)).render(run))


def test_one_case_per_deck(run):
    root = render(run)
    assert root.tag == "testsuites"
    cases = root.findall("./testsuite/testcase")
    assert [c.get("name") for c in cases] == [d.source for d in run.decks]
    assert root.get("tests") == "3" and root.get("failures") == "1" and root.get("errors") == "1"


def test_violations_are_failures_and_warnings_only_with_strict(run):
    _, illegal, broken = render(run).findall("./testsuite/testcase")
    fails = illegal.findall("failure")
    assert [f.get("type") for f in fails] == ["banned", "copy-limit"]
    assert "fix: remove 1 Rampage" in fails[1].text and "citation: CR 103.2.b" in fails[1].text
    assert "sideboard-size" in illegal.find("system-out").text
    assert broken.find("error").get("type") == "unreadable"
    strict = render(run, strict=True).findall("./testsuite/testcase")[1]
    assert [f.get("type") for f in strict.findall("failure")] == [
        "banned",
        "copy-limit",
        "sideboard-size",
    ]


def test_legal_deck_passes_and_properties_record_provenance(run):
    root = render(run)
    legal = root.findall("./testsuite/testcase")[0]
    assert list(legal) == []
    props = {p.get("name"): p.get("value") for p in root.iter("property")}
    assert props["ruleset"] == "constructed" and props["card_data_date"] == "2026-11-29"
