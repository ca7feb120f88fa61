"""``--format github`` appends its job summary to ``$GITHUB_STEP_SUMMARY``: when that file is one
of the run's inputs (a deck, by its path or a link, or an event's roster) the run is refused,
exit 2, naming it, as ``--output`` over an input is (atkO 6); the deck was appended to."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def repo(tmp_path):
    shutil.copy(ROOT / "examples" / "kennen-illegal.deck.txt", tmp_path / "bad.deck.txt")
    os.symlink("bad.deck.txt", tmp_path / "link")
    (tmp_path / "r.csv").write_text("player,list\nAnn,bad.deck.txt\n", encoding="utf-8")
    return tmp_path


def _refused(summary: Path, src: str) -> str:
    return (
        f"riftcheck: error: $GITHUB_STEP_SUMMARY {summary} is also an input ({src}): refusing "
        "to overwrite it (point $GITHUB_STEP_SUMMARY at another file)\n"
    )


@pytest.mark.parametrize("name", ["bad.deck.txt", "link"])
@pytest.mark.parametrize("fix", [(), ("--fix",)])
def test_check_refuses_a_summary_over_a_deck(cli, repo, name, fix):
    before = (repo / "bad.deck.txt").read_bytes()
    summary = repo / name
    r = cli("check", *fix, "-f", "github", "bad.deck.txt", cwd=repo,
            env={"GITHUB_STEP_SUMMARY": str(summary)})  # fmt: skip
    assert (r.returncode, r.stdout, r.stderr) == (2, "", _refused(summary, "bad.deck.txt"))
    assert (repo / "bad.deck.txt").read_bytes() == before


@pytest.mark.parametrize("name,src", [("r.csv", "r.csv"), ("bad.deck.txt", "bad.deck.txt")])
def test_event_refuses_a_summary_over_its_roster_or_a_list(cli, repo, name, src):
    before = (repo / name).read_bytes()
    summary = repo / name
    r = cli("event", "r.csv", "-f", "github", "--as-of", "2026-09-20", cwd=repo,
            env={"GITHUB_STEP_SUMMARY": str(summary)})  # fmt: skip
    assert (r.returncode, r.stdout, r.stderr) == (2, "", _refused(summary, src))
    assert (repo / name).read_bytes() == before


def test_a_summary_elsewhere_is_written(cli, repo):
    r = cli("check", "-f", "github", "bad.deck.txt", cwd=repo,
            env={"GITHUB_STEP_SUMMARY": str(repo / "sum.md")})  # fmt: skip
    assert (r.returncode, r.stderr) == (1, "")
    assert (repo / "sum.md").read_text(encoding="utf-8").startswith("## riftcheck\n")


def test_another_format_writes_no_summary_and_is_not_refused(cli, repo):
    r = cli("check", "bad.deck.txt", cwd=repo,
            env={"GITHUB_STEP_SUMMARY": str(repo / "bad.deck.txt")})  # fmt: skip
    assert (r.returncode, r.stderr) == (1, "")
    assert "ILLEGAL" in r.stdout
