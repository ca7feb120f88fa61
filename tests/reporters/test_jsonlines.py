"""JSON lines: one self-contained JSON object per deck, valid against the JSON report's deck schema."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pytest

from riftcheck.api import TeamReport
from riftcheck.reporters import ReportOptions, get_reporter

SCHEMA = Path(__file__).resolve().parents[2] / "riftcheck" / "schemas" / "report.schema.json"


@pytest.fixture(scope="module")
def line_validator():
    """A deck line: the report's ``$defs/deck`` plus its top-level provenance keys and ``kind``."""
    report = json.loads(SCHEMA.read_text())
    line = copy.deepcopy(report["$defs"]["deck"])
    for key in ("schema_version", "riftcheck_version", "card_data", "ruleset", "provenance"):
        line["properties"][key] = report["properties"][key]
        line["required"].append(key)
    line["properties"]["kind"] = {"const": "deck"}
    line["required"].append("kind")
    schema = {
        **{
            k: v
            for k, v in report.items()
            if k not in ("properties", "required", "type", "additionalProperties")
        },
        **line,
    }
    return jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())


def lines(run) -> list[dict]:
    out = get_reporter("json-lines", ReportOptions()).render(run)
    assert out.endswith("\n")
    return [json.loads(x) for x in out.splitlines()]


def test_one_valid_object_per_deck(run, line_validator):
    got = lines(run)
    assert [d["path"] for d in got] == [
        "decks/kennen.deck.yaml",
        "decks/draven.deck.txt",
        "decks/broken.deck.yaml",
    ]
    for d in got:
        line_validator.validate(d)
        assert d["ruleset"]["name"] == "constructed" and d["card_data"]["sha256"] == "ab" * 32


def test_each_line_is_the_json_reports_deck(run):
    doc = json.loads(get_reporter("json", ReportOptions()).render(run))
    for whole, line in zip(doc["decks"], lines(run), strict=True):
        assert {k: v for k, v in line.items() if k in whole} == whole


def test_a_team_run_ends_with_a_team_line(samples):
    team = TeamReport("Twin", (samples.LEGAL.source,), True)
    got = lines(samples.make_run([samples.LEGAL], teams=[team]))
    assert [d["kind"] for d in got] == ["deck", "team"]
    assert (
        got[1]["name"] == "Twin"
        and got[1]["legal"] is True
        and got[1]["riftcheck_version"] == "0.1.0"
    )
