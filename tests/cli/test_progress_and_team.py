"""When progress is drawn, and 2v2 team files."""

from __future__ import annotations

import json

import pytest

from riftcheck.cli.check import PROGRESS_FROM, _Progress, show_progress


class Stream:
    def __init__(self, tty: bool):
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


@pytest.fixture
def no_ci(monkeypatch):
    for var in ("CI", "GITHUB_ACTIONS", "BUILD_NUMBER", "TF_BUILD"):
        monkeypatch.delenv(var, raising=False)


def test_progress_only_on_a_terminal_outside_ci(no_ci, monkeypatch):
    tty, pipe = Stream(True), Stream(False)
    assert show_progress("text", None, tty, tty)
    assert show_progress(
        "text", "report.txt", pipe, tty
    )  # report to a file, progress on the terminal
    assert not show_progress("text", None, pipe, tty)  # output is piped
    assert not show_progress("text", None, tty, pipe)  # stderr is not a terminal
    assert not show_progress("json", None, tty, tty)
    monkeypatch.setenv("CI", "true")
    assert not show_progress("text", None, tty, tty)


def test_short_runs_draw_nothing():
    p = _Progress(True)
    for i in range(PROGRESS_FROM - 1):
        p(i, PROGRESS_FROM - 1, f"d{i}.deck.yaml")
    assert p.bar is None
    p.close()


def test_team_file(cli):
    r = cli("--ruleset", "constructed-2v2", "--team", "tests/fixtures/cli/team.yaml", "-f", "json")
    assert (r.returncode, r.stderr) == (1, "")
    doc = json.loads(r.stdout)
    (team,) = doc["teams"]
    assert team["name"] == "Twin Storms" and team["legal"] is False
    assert team["decks"] == [
        "tests/fixtures/cli/decks/legal.deck.yaml",
        "tests/fixtures/cli/decks/sub/legal.deck.txt",
    ]
    assert {v["rule"] for v in team["violations"]} == {"team-legend", "team-battlefields"}
    assert [d["legal"] for d in doc["decks"]] == [True, True]
    text = cli("--ruleset", "constructed-2v2", "--team", "tests/fixtures/cli/team.yaml")
    assert "Team Twin Storms: ILLEGAL" in text.stdout
    assert "legal.deck.yaml:5:9" in text.stdout
    assert text.stdout.rstrip().endswith("2 decks: 2 legal, 0 illegal; team illegal")
