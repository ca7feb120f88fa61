"""A configuration that only says how a report is written (``lang``, ``color``, ``format``...)
changes no verdict (evtP 6): ``lang: en`` alone made every player of an event "LEGAL (check
changed)", beside a "Changed: configuration file ... (sets 'lang')" line, which dulls the
warning a real change (a local ruleset, ``ignore:``) needs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECK = (ROOT / "examples" / "kennen.deck.txt").read_text()


@pytest.fixture
def event(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "a.txt").write_text(DECK)
    (tmp_path / "e.yaml").write_text(
        "name: E\ndate: 2026-09-20\nplayers:\n  - {player: Ann, list: a.txt}\n"
    )
    return tmp_path


@pytest.mark.parametrize("config", ["lang: en\n", "lang: en\ncolor: never\nformat: text\n"])
def test_a_presentation_only_configuration_changes_no_verdict(cli, event, config):
    (event / ".riftcheck.yaml").write_text(config)
    r = cli("event", "e.yaml", cwd=event)
    assert (r.returncode, r.stderr) == (0, "")
    assert "Ann (e.yaml line 4): LEGAL\n" in r.stdout
    assert "Changed:" not in r.stdout and "check changed" not in r.stdout
    r = cli("event", "e.yaml", "-f", "csv", cwd=event)
    assert r.returncode == 0
    assert "Changed:" not in r.stderr and "check changed" not in r.stdout
    assert r.stdout.splitlines()[1].startswith("Ann,,,,a.txt,,legal,,,sha256:")
    r = cli("-f", "json", "--as-of", "2026-09-20", "a.txt", cwd=event)
    doc = json.loads(r.stdout)
    assert (r.returncode, doc["provenance"]["changed"]) == (0, [])
    # the file is still given as where the settings came from
    assert doc["provenance"]["configuration"]["path"] == str(event / ".riftcheck.yaml")


def test_a_configuration_that_judges_is_still_a_change(cli, event):
    (event / ".riftcheck.yaml").write_text("lang: en\nignore: [banned]\n")
    r = cli("--as-of", "2026-09-20", "a.txt", cwd=event)
    assert (r.returncode, r.stderr) == (0, "")
    assert f"Changed: configuration file {event / '.riftcheck.yaml'} (sets 'lang', 'ignore')" in (
        " ".join(r.stdout.split())
    )
