"""The JSON report: schema-valid, versioned, stable, with every field the issue lists."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from riftcheck.reporters import ReportOptions, get_reporter

SCHEMA = Path(__file__).resolve().parents[2] / "riftcheck" / "schemas" / "report.schema.json"


def render(run) -> str:
    return get_reporter("json", ReportOptions()).render(run)


@pytest.fixture(scope="module")
def validator():
    schema = json.loads(SCHEMA.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())


def test_validates_against_the_shipped_schema(run, validator):
    validator.validate(json.loads(render(run)))


def test_top_level_provenance(run):
    doc = json.loads(render(run))
    assert doc["schema_version"] == "1.0"
    assert doc["riftcheck_version"] == "0.1.0"
    assert doc["card_data"] == {"version": "2026.11.29", "date": "2026-11-29", "sha256": "ab" * 32}
    assert doc["ruleset"]["name"] == "constructed"
    assert doc["ruleset"]["as_of"] is None
    assert doc["summary"] == {
        "decks": 3,
        "legal": 1,
        "illegal": 1,
        "unreadable": 1,
        "errors": 3,
        "warnings": 1,
        "infos": 0,
    }


def test_decks_and_violations(run):
    legal, illegal, broken = json.loads(render(run))["decks"]
    assert (legal["legal"], illegal["legal"], broken["legal"]) == (True, False, None)
    assert legal["path"] == "decks/kennen.deck.yaml" and legal["violations"] == []
    assert legal["rules_skipped"] == [{"rule": "pool", "reason": "no pool given"}]
    assert illegal["fingerprint"] == "0123456789abcdef"
    assert illegal["rules_run"] == ["banned", "copy-limit", "sideboard-size"]
    v = illegal["violations"][1]
    assert v == {
        "rule": "copy-limit",
        "severity": "error",
        "message": "4 copies of Rampage (2 in main, 2 in sideboard); the limit is 3",
        "path": "decks/draven.deck.txt",
        "line": 12,
        "column": 1,
        "citation": "CR 103.2.b",
        "cards": [{"name": "Rampage", "id": "OGN-010"}],
        "fix": "remove 1 Rampage",
        "related": [],
    }
    assert [x["rule"] for x in illegal["violations"]] == ["banned", "copy-limit", "sideboard-size"]
    assert broken["violations"][0]["rule"] == "unreadable"
    assert broken["as_of"] is None and legal["as_of"] == "2026-11-29"


def test_ignored_rules_mark_the_verdict_partial(samples, validator):
    doc = json.loads(render(samples.make_run([samples.LEGAL], ignored=("banned",))))
    validator.validate(doc)
    assert doc["partial"] is True and doc["ignored"] == ["banned"]
    assert doc["decks"][0]["partial"] is True
    assert json.loads(render(samples.make_run([samples.LEGAL])))["partial"] is False


def test_output_is_stable(run):
    text = render(run)
    assert text == render(run)
    assert text == json.dumps(json.loads(text), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def test_the_schema_rejects_a_wrong_document(run, validator):
    doc = json.loads(render(run))
    doc["decks"][0]["legal"] = "yes"
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(doc)
