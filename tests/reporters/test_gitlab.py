"""GitLab Code Quality: the fields GitLab requires, unique fingerprints that survive moved lines."""

from __future__ import annotations

import dataclasses
import json

import jsonschema

from riftcheck.models import DeckResult, Finding, Location
from riftcheck.reporters import ReportOptions, get_reporter

#: GitLab's Code Quality report format, as its documentation lists the fields it reads.
CODE_QUALITY = {
    "type": "array",
    "items": {
        "type": "object",
        "required": ["description", "check_name", "fingerprint", "severity", "location"],
        "properties": {
            "description": {"type": "string", "minLength": 1},
            "check_name": {"type": "string", "minLength": 1},
            "fingerprint": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
            "severity": {"enum": ["info", "minor", "major", "critical", "blocker"]},
            "location": {
                "type": "object",
                "required": ["path", "lines"],
                "properties": {
                    "path": {"type": "string", "minLength": 1},
                    "lines": {
                        "type": "object",
                        "required": ["begin"],
                        "properties": {"begin": {"type": "integer", "minimum": 1}},
                    },
                },
            },
        },
    },
}


def issues(run) -> list[dict]:
    return json.loads(get_reporter("gitlab", ReportOptions()).render(run))


def test_format_and_content(run):
    out = issues(run)
    jsonschema.validate(out, CODE_QUALITY)
    assert [
        (i["check_name"], i["severity"], i["location"]["path"], i["location"]["lines"]["begin"])
        for i in out
    ] == [
        ("riftcheck/banned", "major", "decks/draven.deck.txt", 5),
        ("riftcheck/copy-limit", "major", "decks/draven.deck.txt", 12),
        ("riftcheck/sideboard-size", "minor", "decks/draven.deck.txt", 30),
        ("riftcheck/unreadable", "major", "decks/broken.deck.yaml", 3),
    ]
    assert (
        out[0]["description"]
        == "Stacked Deck is banned in constructed since 2026-09-18 Fix: replace the 3 Stacked Deck"
    )
    body = out[0]["content"]["body"]
    assert (
        "TR 601.2.d" in body
        and "ruleset constructed" in body
        and "card database 2026.11.29" in body
    )
    assert len({i["fingerprint"] for i in out}) == len(out)


def test_fingerprints_survive_moved_lines_and_tell_duplicates_apart(samples):
    same = [
        samples.finding("copy-limit", "error", "4 copies of X", "a.deck.yaml", line)
        for line in (3, 9)
    ]
    before = issues(samples.make_run([DeckResult("a.deck.yaml", False, findings=tuple(same))]))
    moved = [
        dataclasses.replace(f, location=Location("a.deck.yaml", f.location.line + 5)) for f in same
    ]
    after = issues(samples.make_run([DeckResult("a.deck.yaml", False, findings=tuple(moved))]))
    assert before[0]["fingerprint"] != before[1]["fingerprint"]
    assert [i["fingerprint"] for i in before] == [i["fingerprint"] for i in after]
    other = issues(
        samples.make_run(
            [
                DeckResult(
                    "b.deck.yaml",
                    False,
                    findings=(
                        Finding("copy-limit", "error", "4 copies of X", Location("b.deck.yaml", 3)),
                    ),
                )
            ]
        )
    )
    assert other[0]["fingerprint"] not in {i["fingerprint"] for i in before}


def test_file_level_finding_is_on_line_one(samples):
    f = Finding("legend", "error", "no legend", Location("c.deck.yaml"))
    (i,) = issues(samples.make_run([DeckResult("c.deck.yaml", False, findings=(f,))]))
    assert i["location"] == {"path": "c.deck.yaml", "lines": {"begin": 1}}


def test_partial_check_is_an_issue(samples):
    out = issues(samples.make_run([samples.LEGAL], ignored=("banned",)))
    jsonschema.validate(out, CODE_QUALITY)
    (i,) = out
    assert i["check_name"] == "riftcheck/partial-check" and i["severity"] == "info"
    assert "rules ignored: banned" in i["description"]


def test_a_clean_full_run_is_an_empty_array(samples):
    assert issues(samples.make_run([dataclasses.replace(samples.LEGAL)])) == []
