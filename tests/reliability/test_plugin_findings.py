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
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: riftcheck-evil\nVersion: 1.0\n", encoding="utf-8"
    )
    (info / "entry_points.txt").write_text(
        "[riftcheck.rules]\nevil = evil_rules:RULES\n", encoding="utf-8"
    )
    (d / "evil_rules.py").write_text(
        (HERE / "evil_rules.py").read_text(encoding="utf-8"), encoding="utf-8"
    )
    return d


def _expect(case: dict, text: str) -> None:
    assert "rule 'evil-finding' (plugin riftcheck-evil" in text, text
    assert f"returned a finding whose {case['field']} is " in text, text


@pytest.mark.parametrize("name", sorted(CASES))
def test_case_in_process(name, monkeypatch, db):
    import importlib.util

    from riftcheck import rules as registry
    from riftcheck.decks import read_deck
    from riftcheck.engine import check_deck
    from riftcheck.infra.errors import SetupError
    from riftcheck.rulesets import load_ruleset

    spec = importlib.util.spec_from_file_location("evil_rules", HERE / "evil_rules.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)

    class EP:
        value, name = "evil_rules:RULES", "evil"
        dist = type("Dist", (), {"name": "riftcheck-evil"})()

        def load(self):
            return mod.RULES

    installed = registry._entry_points()  # riftcheck's own: the built-in rules
    registry._registry.cache_clear()
    monkeypatch.setattr(registry, "_entry_points", lambda: [*installed, EP()])
    monkeypatch.setenv("RIFTCHECK_EVIL_YIELDS", CASES[name]["yields"])
    try:
        rs = load_ruleset(str(HERE / "evil.ruleset.yaml"))
        with pytest.raises(SetupError) as info:
            check_deck(read_deck(str(KENNEN), db), db, rs)
        _expect(CASES[name], str(info.value))
    finally:
        registry._registry.cache_clear()


@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "junit", "github"])
@pytest.mark.parametrize(
    "name", ["string-location", "cards-tuple-of-values", "message-not-text", "line-not-integer"]
)
def test_case_through_the_console_script(name, fmt, plugin_path, run_script):
    env = {
        "PYTHONPATH": os.pathsep.join([str(plugin_path), os.environ.get("PYTHONPATH", "")]).rstrip(
            os.pathsep
        ),
        "RIFTCHECK_EVIL_YIELDS": CASES[name]["yields"],
    }
    r = run_script("check", "-f", fmt, "--ruleset", HERE / "evil.ruleset.yaml", KENNEN, env=env)
    assert_clean_exit(r, (3,))
    assert r.stdout == ""
    _expect(CASES[name], r.stderr)


def test_a_well_formed_plugin_finding_is_reported(plugin_path, run_script):
    """The validator refuses only what is wrong: a good finding from the same plugin is reported."""
    env = {
        "PYTHONPATH": str(plugin_path),
        "RIFTCHECK_EVIL_YIELDS": 'Violation("a proxy", location=Location("x", 2, 1), cards=(CardRef("Gust"),))',
    }
    r = run_script("check", "-f", "json", "--ruleset", HERE / "evil.ruleset.yaml", KENNEN, env=env)
    assert_clean_exit(r, (1,))
    assert '"message": "a proxy"' in r.stdout and r.stderr == ""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="SIGKILL of a forked worker")
@pytest.mark.parametrize("victims", [("deck-030",), ("deck-010", "deck-045")])
def test_a_dead_worker_makes_its_decks_unreadable_and_the_rest_are_reported(
    victims, plugin_path, run_script, tmp_path
):
    """A ``--jobs`` worker killed (SIGKILL, as by the out-of-memory killer) used to hang the run forever."""
    import json
    import shutil
    import time

    decks = tmp_path / "decks"
    decks.mkdir()
    for i in range(80):
        shutil.copy(KENNEN, decks / f"deck-{i:03d}.deck.yaml")
    for v in victims:
        (decks / f"{v}.deck.yaml").rename(decks / f"{v}-kill.deck.yaml")
    env = {"PYTHONPATH": str(plugin_path), "RIFTCHECK_EVIL_KILL": "-kill."}
    start = time.monotonic()
    r = run_script(
        "check",
        "-f",
        "json",
        "--jobs",
        "2",
        "--ruleset",
        HERE / "evil.ruleset.yaml",
        decks,
        env=env,
        timeout=120,
    )
    elapsed = time.monotonic() - start
    assert_clean_exit(r, (1,))
    doc = json.loads(r.stdout)
    by = {Path(d["path"]).name: d for d in doc["decks"]}
    assert len(by) == 80
    dead = {name for name, d in by.items() if d["legal"] is None}
    assert dead == {f"{v}-kill.deck.yaml" for v in victims}
    for name in dead:
        msg = by[name]["violations"][0]["message"]
        assert "not checked: the worker process checking this deck died (killed by signal 9" in msg
    assert all(d["legal"] is True for name, d in by.items() if name not in dead)
    assert elapsed < 60
