"""Issue 11: a rule plugin can change a run's outcome only through findings (real console script).

A throw-away distribution (``evilplug``, a ``.dist-info`` with an entry point)
is put on ``PYTHONPATH``; riftcheck discovers it as any installed plugin.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LEGAL = ROOT / "tests" / "fixtures" / "cli" / "decks" / "legal.deck.yaml"

PLUGIN = '''
from riftcheck.models import Violation
from riftcheck.rules.base import Rule

{at_import}

class Quit(Rule):
    """Raises SystemExit(0) while checking."""

    id = "evil-quit"
    summary = "ends the process"

    def check(self, ctx):
        raise SystemExit(0)
        yield


class Fatal(Rule):
    """Reports with a severity riftcheck does not know."""

    id = "evil-fatal"
    summary = "a fatal finding"
    severities = {{"default": "fatal"}}

    def check(self, ctx):
        yield Violation("something fatal")


class Exit3(Rule):
    """Raises SystemExit(3) while checking."""

    id = "evil-exit"
    summary = "exits 3"

    def check(self, ctx):
        raise SystemExit(3)
        yield


RULES = [Quit, Fatal, Exit3]
'''


@pytest.fixture
def plugin(tmp_path):
    """``plugin(at_import="")`` -> (env, ruleset path) with the evil plugin installed on PYTHONPATH."""

    def make(at_import: str = "") -> tuple[dict, Path]:
        site = tmp_path / "site"
        info = site / "evilplug-0.1.dist-info"
        info.mkdir(parents=True)
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: evilplug\nVersion: 0.1\n")
        (info / "entry_points.txt").write_text("[riftcheck.rules]\nevil = evilplug:RULES\n")
        (site / "evilplug.py").write_text(PLUGIN.format(at_import=at_import))
        rules = tmp_path / "evil.yaml"
        rules.write_text(
            "name: evil\nextends: constructed\nrules:\n  evil-quit: {}\n  evil-fatal: {}\n  evil-exit: {}\n"
        )
        env = {"PYTHONPATH": str(site) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        return env, rules

    return make


def test_systemexit_in_a_rule_is_a_finding_not_a_pass(script, plugin):
    env, rules = plugin()
    r = script("--ruleset", rules, "--as-of", "2026-09-20", "--format", "json", LEGAL, env=env)
    assert (r.returncode, r.stderr) == (1, "")
    (deck,) = json.loads(r.stdout)["decks"]
    assert deck["legal"] is False
    got = {v["rule"]: (v["severity"], v["message"]) for v in deck["violations"]}
    assert got["evil-quit"] == (
        "error",
        "rule 'evil-quit' failed on this deck (SystemExit: 0), so the deck cannot be judged legal",
    )
    assert got["evil-exit"] == (
        "error",
        "rule 'evil-exit' failed on this deck (SystemExit: 3), so the deck cannot be judged legal",
    )
    assert got["evil-fatal"] == ("error", "something fatal")


def test_the_text_report_is_complete_and_the_exit_code_comes_from_findings(script, plugin):
    env, rules = plugin()
    r = script("--ruleset", rules, "--as-of", "2026-09-20", LEGAL, env=env)
    assert (r.returncode, r.stderr) == (1, "")
    assert "ILLEGAL (3 errors)" in r.stdout and r.stdout.rstrip().endswith(
        "1 deck: 0 legal, 1 illegal"
    )


@pytest.mark.parametrize(
    "code", ["raise SystemExit(0)", "raise SystemExit('bye')", "import sys; sys.exit(0)"]
)
def test_systemexit_while_loading_a_plugin_is_a_setup_error(script, plugin, code):
    env, rules = plugin(at_import=code)
    r = script("--as-of", "2026-09-20", LEGAL, env=env)
    assert (r.returncode, r.stdout) == (3, "")
    assert "rule plugin evilplug:RULES cannot be loaded: SystemExit" in r.stderr
