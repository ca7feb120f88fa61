"""``riftcheck rules``, ``rulesets`` and ``explain`` through the real command line."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
from inprocess import run_in_process


def run(*args: str) -> subprocess.CompletedProcess:
    return run_in_process(args, environ=dict(os.environ))


@pytest.fixture(scope="module")
def cli():
    from typer.testing import CliRunner

    from riftcheck.cli import _register, app

    _register()
    runner = CliRunner()
    return lambda *args: runner.invoke(app, list(args))


def test_rules_lists_every_rule_with_citations(cli):
    out = cli("rules", "--as-of", "2026-12-01")
    assert out.exit_code == 0, out.output
    assert "copy-limit" in out.output and "CR 103.3.b, TR 601.1.c.3" in out.output
    assert "CR 491.8.h (built-in)" in out.output
    assert (
        "Citations as numbered in Core Rules 2026-10-09, Tournament Rules 2026-10-09 (in\n"
        "force on 2026-12-01)." in out.output
    )
    data = json.loads(cli("rules", "--format", "json", "--as-of", "2026-12-01").output)
    assert {r["id"] for r in data["rules"]} >= {"pool", "team-legend", "banned"}
    assert all(r["origin"] == "built-in" for r in data["rules"])
    copy = next(r for r in data["rules"] if r["id"] == "copy-limit")
    assert copy["citations"] == ["CR 103.3.b", "TR 601.1.c.3"]
    assert copy["citation_keys"] == ["cr.copies", "tr.sideboard-copies"]
    assert [d["published"] for d in data["documents"]] == ["2026-10-09", "2026-10-09"]


def test_rules_and_explain_cite_the_numbers_of_the_documents_in_force_on_as_of(cli):
    """The July numbers before 2026-10-09, the October ones from it; a rule new in October
    (CR 103.2.b.5) is not cited before it."""
    july = cli("rules", "--as-of", "2026-10-08").output
    assert "CR 103.2.b, TR 601.1.c.3" in july and "CR 489.8.h (built-in)" in july
    assert "Core Rules 2026-07-16, Tournament Rules 2026-07-16" in july
    before = cli("explain", "domain-identity", "--as-of", "2026-10-08").output
    after = cli("explain", "domain-identity", "--as-of", "2026-10-09").output
    assert "Citations: CR 103.1.b.3, CR 103.1.b.4, CR 103.2.c, TR 602.4.a" in before
    assert "Citations: CR 103.2.b.3, CR 103.2.b.4, CR 103.2.b.5, CR 103.3.c, TR 602.4.a" in after
    # the documentation's own citations follow the same numbers
    assert "legend's domains (CR 103.1.b.2)" in before
    assert "legend's domains (CR 103.2.b.2)" in after
    assert "[cr." not in before + after


def test_rules_before_the_oldest_edition_says_so(cli):
    out = " ".join(cli("explain", "copy-limit", "--as-of", "2025-01-01").output.split())
    # one sentence, not "(the oldest edition riftcheck holds) (in force on 2025-01-01)" (atkF 16)
    assert (
        "Citations as numbered in Core Rules 2026-03-30, Tournament Rules 2025-07-21, the oldest "
        "editions riftcheck holds (none was in force yet on 2025-01-01)." in out
    ), out
    assert "TR 601.1.c.3 [as numbered in Tournament Rules 2026-07-16]" in out


def test_rules_as_of_must_be_a_date():
    proc = run("rules", "--as-of", "2026-13-01")
    assert proc.returncode == 2 and proc.stdout == ""
    assert "--as-of: '2026-13-01' is not a date; expected YYYY-MM-DD" in proc.stderr


def test_rulesets_shows_extends_and_dates(cli):
    out = cli("rulesets")
    assert out.exit_code == 0, out.output
    assert "constructed-2v2:" in out.output and "extends constructed" in out.output
    assert "newest ban 2026-09-18" in out.output
    data = json.loads(cli("rulesets", "--format", "json").output)
    draft = next(r for r in data["rulesets"] if r["name"] == "draft")
    assert draft["extends"] == ["sealed"] and draft["identity"] == "limited"


def test_explain_prints_summary_citations_options_and_examples(cli):
    out = cli("explain", "sideboard-size", "--as-of", "2026-12-01")
    assert out.exit_code == 0, out.output
    text = out.output
    for part in (
        "sideboard-size:",
        "Citations: TR 601.1.c.1",
        "Options:",
        "max (default null)",
        "In rulesets: constructed (allowed: dated, max: dated, unstated: dated);",
        "Legal example",
        "Illegal example",
    ):
        assert part in text, part


def test_explain_unknown_rule_exits_2_with_a_suggestion():
    proc = run("explain", "copy-limt")
    assert proc.returncode == 2
    assert "unknown rule 'copy-limt' (did you mean 'copy-limit'?)" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_broken_ruleset_stops_the_run_with_exit_3(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\nextends: constructed\nrules:\n  copy-limit: {limt: 2}\n")
    deck = tmp_path / "deck.yaml"
    deck.write_text("legend: Jinx, Loose Cannon\n")
    proc = run("check", "--ruleset", str(bad), str(deck))
    assert proc.returncode == 3, proc.stderr
    assert (
        f"{bad}:4: rule 'copy-limit', option 'limt': unknown option (did you mean 'limit'?)"
        in proc.stderr
    )
