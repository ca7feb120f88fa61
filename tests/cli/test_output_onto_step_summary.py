"""``-o`` and ``--html`` may not name the job summary ``$GITHUB_STEP_SUMMARY`` (evtR 7): every step
of a job appends to that file, and a report written over it wiped the earlier steps' summaries
(``args: --format json -o ${{ env.GITHUB_STEP_SUMMARY }}`` in the Action). Refused with exit 2
before anything is written, whatever the format, by any spelling (a symlink, ``./``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
BEFORE = "## an earlier step's summary\n"
HINT = (
    "(write the report to another file; --format github appends its summary to "
    "$GITHUB_STEP_SUMMARY itself)"
)


def _refusal(option: str, path: str) -> str:
    return (
        f"riftcheck: error: {option} {path} is the job summary ($GITHUB_STEP_SUMMARY), which every "
        f"step of the job appends to: refusing to write over it {HINT}"
    )


@pytest.fixture
def job(tmp_path):
    """A folder with a deck, an event file and a step summary an earlier step wrote; the env."""
    (tmp_path / "k.deck.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: e\ndate: 2026-09-20\nplayers:\n  - player: Ann\n    list: k.deck.txt\n",
        encoding="utf-8",
    )
    summary = tmp_path / "summary.md"
    summary.write_text(BEFORE, encoding="utf-8")
    os.symlink("summary.md", tmp_path / "link.md")
    return tmp_path, {"GITHUB_STEP_SUMMARY": str(summary)}


@pytest.mark.parametrize(
    "args, option, path",
    [
        (["check", "k.deck.txt", "-f", "github", "-o", "summary.md"], "--output", "summary.md"),
        (["check", "k.deck.txt", "-f", "json", "-o", "link.md"], "--output", "link.md"),
        (["check", "--fix", "k.deck.txt", "-o", "./summary.md"], "--output", "summary.md"),
        (["event", "e.yaml", "-f", "github", "-o", "summary.md"], "--output", "summary.md"),
        (["event", "e.yaml", "-f", "github", "--html", "link.md"], "--html", "link.md"),
        (["convert", "k.deck.txt", "--to", "yaml", "-o", "summary.md"], "--output", "summary.md"),
    ],
)
def test_a_report_over_the_step_summary_is_refused(cli, job, args, option, path):
    tmp, env = job
    r = cli(*args, "--as-of", "2026-09-20", env=env, cwd=tmp)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.splitlines() == [_refusal(option, path)]
    assert (tmp / "summary.md").read_text(encoding="utf-8") == BEFORE
    assert (tmp / "k.deck.txt").read_text(encoding="utf-8") == KENNEN


def test_another_output_file_is_written_and_the_summary_appended(cli, job):
    tmp, env = job
    r = cli(
        "check",
        "k.deck.txt",
        "-f",
        "github",
        "-o",
        "r.txt",
        "--as-of",
        "2026-09-20",
        env=env,
        cwd=tmp,
    )
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    text = (tmp / "summary.md").read_text(encoding="utf-8")
    assert text.startswith(BEFORE) and len(text) > len(BEFORE)
    assert (tmp / "r.txt").exists()


@pytest.mark.parametrize("variable", ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH"])
def test_the_runner_s_other_step_files_are_refused_too(cli, job, variable):
    tmp, _ = job
    r = cli(
        "check", "k.deck.txt", "-f", "json", "-o", "link.md", "--as-of", "2026-09-20",
        env={variable: str(tmp / "summary.md")}, cwd=tmp,
    )  # fmt: skip
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.splitlines() == [
        f"riftcheck: error: --output link.md is ${variable}, the runner's file every step of the "
        "job appends to: refusing to write over it (write the report to another file)"
    ]
    assert (tmp / "summary.md").read_text(encoding="utf-8") == BEFORE
