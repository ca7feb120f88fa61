"""A plugin's malformed finding is refused at the engine's door (issue 12): exit 3 naming the plugin and field.

The cases are ``plugins/bad-findings.yaml``; the plugin is ``plugins/evil_rules.py``,
installed for the console-script run as a real entry point (a ``.dist-info``
directory on ``PYTHONPATH``), selected by ``plugins/evil.ruleset.yaml``. Every
reporter must be spared: the run stops before any report is drawn.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml
from relkit import ROOT, assert_clean_exit

HERE = Path(__file__).parent / "plugins"
CASES = yaml.safe_load((HERE / "bad-findings.yaml").read_text(encoding="utf-8"))["cases"]
KENNEN = ROOT / "examples" / "kennen.deck.yaml"


@pytest.fixture(scope="module")
def plugin_path(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("evil-plugin")
    info = d / "riftcheck_evil-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: riftcheck-evil\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[riftcheck.rules]\nevil = evil_rules:RULES\n", encoding="utf-8")
    (d / "evil_rules.py").write_text((HERE / "evil_rules.py").read_text(encoding="utf-8"), encoding="utf-8")
    return d


def _expect(case: dict, text: str) -> None:
    assert "rule 'evil-finding' (plugin riftcheck-evil" in text, text
    assert f"returned a finding whose {case['field']} is " in text, text


@pytest.mark.parametrize("name", sorted(CASES))
def test_case_in_process(name, monkeypatch, db):
    from riftcheck import rules as registry
    from riftcheck.decks import read_deck
    from riftcheck.engine import check_deck
    from riftcheck.errors import SetupError
    from riftcheck.rulesets import load_ruleset

    import importlib.util

    spec = importlib.util.spec_from_file_location("evil_rules", HERE / "evil_rules.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)

    class EP:
        value, name = "evil_rules:RULES", "evil"
        dist = type("Dist", (), {"name": "riftcheck-evil"})()

        def load(self):
            return mod.RULES

    registry._registry.cache_clear()
    monkeypatch.setattr(registry, "_entry_points", lambda: [EP()])
    monkeypatch.setenv("RIFTCHECK_EVIL_YIELDS", CASES[name]["yields"])
    try:
        rs = load_ruleset(str(HERE / "evil.ruleset.yaml"))
        with pytest.raises(SetupError) as info:
            check_deck(read_deck(str(KENNEN), db), db, rs)
        _expect(CASES[name], str(info.value))
    finally:
        registry._registry.cache_clear()


@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "junit", "github"])
@pytest.mark.parametrize("name", ["string-location", "cards-tuple-of-values", "message-not-text", "line-not-integer"])
def test_case_through_the_console_script(name, fmt, plugin_path, run_cli):
    env = {"PYTHONPATH": os.pathsep.join([str(plugin_path), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep),
           "RIFTCHECK_EVIL_YIELDS": CASES[name]["yields"]}
    r = run_cli("check", "-f", fmt, "--ruleset", HERE / "evil.ruleset.yaml", KENNEN, env=env)
    assert_clean_exit(r, (3,))
    assert r.stdout == ""
    _expect(CASES[name], r.stderr)


def test_a_well_formed_plugin_finding_is_reported(plugin_path, run_cli):
    """The validator refuses only what is wrong: a good finding from the same plugin is reported."""
    env = {"PYTHONPATH": str(plugin_path),
           "RIFTCHECK_EVIL_YIELDS": 'Violation("a proxy", location=Location("x", 2, 1), cards=(CardRef("Gust"),))'}
    r = run_cli("check", "-f", "json", "--ruleset", HERE / "evil.ruleset.yaml", KENNEN, env=env)
    assert_clean_exit(r, (1,))
    assert '"message": "a proxy"' in r.stdout and r.stderr == ""
