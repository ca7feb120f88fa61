"""SARIF 2.1.0: validated against the official schema; rules, levels and physical locations."""

from __future__ import annotations

import json

import jsonschema
import pytest

from riftcheck.reporters import ReportOptions, get_reporter


def render(run) -> dict:
    return json.loads(get_reporter("sarif", ReportOptions()).render(run))


@pytest.fixture(scope="module")
def sarif_validator(shared_dir):
    schema = json.loads((shared_dir / "schemas" / "sarif-schema-2.1.0.json").read_text())
    return jsonschema.Draft4Validator(schema)


def test_validates_against_the_official_schema(run, sarif_validator):
    sarif_validator.validate(render(run))


def test_partial_and_empty_runs_validate(samples, sarif_validator):
    sarif_validator.validate(render(samples.make_run([samples.LEGAL], selected=("banned",))))
    sarif_validator.validate(render(samples.make_run([])))


def test_one_rule_per_riftcheck_rule_with_help_uri(run):
    driver = render(run)["runs"][0]["tool"]["driver"]
    assert driver["name"] == "riftcheck" and driver["version"] == "0.1.0"
    ids = [r["id"] for r in driver["rules"]]
    assert ids == sorted(run.rules)
    for r in driver["rules"]:
        assert r["helpUri"].endswith(f"#rule-{r['id']}")
        assert r["shortDescription"]["text"] == f"summary of {r['id']}"


def test_results_carry_physical_locations_and_levels(run):
    sarif = render(run)["runs"][0]
    rules = sarif["tool"]["driver"]["rules"]
    res = sarif["results"]
    assert len(res) == 4
    for r in res:
        assert rules[r["ruleIndex"]]["id"] == r["ruleId"]
    copy = next(r for r in res if r["ruleId"] == "copy-limit")
    assert copy["level"] == "error"
    assert copy["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "decks/draven.deck.txt"},
        "region": {"startLine": 12, "startColumn": 1},
    }
    assert copy["message"]["text"].endswith("Fix: remove 1 Rampage")
    warn = next(r for r in res if r["ruleId"] == "sideboard-size")
    assert warn["level"] == "warning"
    assert warn["locations"][0]["physicalLocation"]["region"] == {"startLine": 30}


def test_deck_code_and_stdin_have_no_file_location(samples):
    code = samples.finding("banned", "error", "x", "CMAAAAAAAAAAAAAAAEAQAAAHAEAQ")
    stdin = samples.finding("banned", "error", "y", "-", 3)
    from riftcheck.models import DeckResult

    run = samples.make_run(
        [
            DeckResult("CMAAAAAAAAAAAAAAAEAQAAAHAEAQ", False, findings=(code,)),
            DeckResult("-", False, findings=(stdin,)),
        ]
    )
    assert all("locations" not in r for r in render(run)["runs"][0]["results"])


@pytest.mark.parametrize(
    "path, uri",
    [
        ("\udcffbad.deck.yaml", "%FFbad.deck.yaml"),  # a file name that is not UTF-8 (byte 0xff)
        ("/decks/\udcffbad.deck.yaml", "file:///decks/%FFbad.deck.yaml"),
        ("\ud800.deck.yaml", "%5Cud800.deck.yaml"),  # a lone surrogate no file name decodes to
        ("decks/dräven.deck.txt", "decks/dr%C3%A4ven.deck.txt"),
    ],
)
def test_a_file_name_that_is_not_utf8_is_a_uri_of_its_bytes(path, uri):
    """It was an internal error (UnicodeEncodeError) that stopped the whole report."""
    from riftcheck.reporters.sarif import artifact_uri

    assert artifact_uri(path) == uri
