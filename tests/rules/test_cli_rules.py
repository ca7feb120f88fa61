"""``riftcheck rules``, ``rulesets`` and ``explain`` through the real command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "riftcheck", *args],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture(scope="module")
def cli():
    from typer.testing import CliRunner

    from riftcheck.cli import _register, app

    _register()
    runner = CliRunner()
    return lambda *args: runner.invoke(app, list(args))


def test_rules_lists_every_rule_with_citations(cli):
    out = cli("rules")
    assert out.exit_code == 0, out.output
    assert "copy-limit" in out.output and "CR 103.2.b, TR 601.1.c.3" in out.output
    data = json.loads(cli("rules", "--format", "json").output)
    assert {r["id"] for r in data["rules"]} >= {"pool", "team-legend", "banned"}
    assert all(r["origin"] == "built-in" for r in data["rules"])


def test_rulesets_shows_extends_and_dates(cli):
    out = cli("rulesets")
    assert out.exit_code == 0, out.output
    assert "constructed-2v2:" in out.output and "extends constructed" in out.output
    assert "newest ban 2026-09-18" in out.output
    data = json.loads(cli("rulesets", "--format", "json").output)
    draft = next(r for r in data["rulesets"] if r["name"] == "draft")
    assert draft["extends"] == ["sealed"] and draft["identity"] == "limited"


def test_explain_prints_summary_citations_options_and_examples(cli):
    out = cli("explain", "sideboard-size")
    assert out.exit_code == 0, out.output
    text = out.output
    for part in (
        "sideboard-size:",
        "Citations: TR 601.1.c.1",
        "Options:",
        "max (default null)",
        "In rulesets: constructed (allowed: dated, max: dated)",
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
