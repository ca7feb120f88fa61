"""GitLab Code Quality says what changed the check, as every other format does (evtV 1: a run
with a local ruleset that does not run ``banned`` or a local card database gave ``[]``, exit 0,
while ``--ignore`` gave its ``riftcheck/partial-check`` issue)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STACKED = ROOT / "tests/cases/banned/stacked-deck.deck.yaml"
DAY = ("--as-of", "2026-09-20")


def _setup(tmp: Path) -> None:
    (tmp / ".git").mkdir()
    shutil.copy(STACKED, tmp / "d.deck.yaml")
    (tmp / "lax.yaml").write_text(
        "extends: constructed\nname: lax\nrules:\n  banned: false\n", encoding="utf-8"
    )
    (tmp / "r.csv").write_text("player,list\nAnn,d.deck.yaml\n", encoding="utf-8")


def _issues(r) -> list[dict]:
    assert r.stderr == "" or "check changed" in r.stderr, r.stderr
    return json.loads(r.stdout)


def test_a_whole_check_has_no_check_changed_issue(cli, tmp_path):
    _setup(tmp_path)
    r = cli("check", "-f", "gitlab", "d.deck.yaml", "--as-of", "2026-09-01", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert [i["check_name"] for i in json.loads(r.stdout)] == ["riftcheck/banned"]  # ban ahead


def test_a_local_ruleset_is_an_info_issue_in_check_and_event(cli, tmp_path):
    _setup(tmp_path)
    for args, path in (
        (("check", "-r", "lax.yaml", "-f", "gitlab", "d.deck.yaml"), "d.deck.yaml"),
        (("event", "r.csv", "-r", "lax.yaml", "-f", "gitlab"), "r.csv"),
    ):
        r = cli(*args, *DAY, cwd=tmp_path)
        assert r.returncode == 0, r.stderr
        (issue,) = _issues(r)
        assert issue["check_name"] == "riftcheck/check-changed" and issue["severity"] == "info"
        assert issue["description"].startswith("check changed: local ruleset ")
        assert "does not run banned" in issue["description"]
        assert issue["location"] == {"path": path, "lines": {"begin": 1}}


def test_a_local_card_database_is_an_info_issue(cli, tmp_path):
    _setup(tmp_path)
    shutil.copy(ROOT / "card_data" / "cards.json", tmp_path / "mine.json")
    r = cli("--cards", "mine.json", "check", "-f", "gitlab", "d.deck.yaml", "--as-of",
            "2026-09-01", cwd=tmp_path)  # fmt: skip
    assert r.returncode == 0, r.stderr
    (issue,) = [i for i in _issues(r) if i["check_name"] == "riftcheck/check-changed"]
    assert "card database from file mine.json" in issue["description"], issue
