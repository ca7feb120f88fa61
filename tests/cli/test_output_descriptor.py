"""``-o`` / ``--html`` naming a file descriptor path (``/dev/stdout``, ``/proc/self/fd/1``,
``/dev/fd/N``) is written THROUGH the descriptor: ``>> summary.md`` keeps its earlier content and
its inode, never replaced by a renamed temporary file; ``--html`` onto the standard output the
main report already uses is refused (exit 2) as ``-o X --html X`` is (atkL 10)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import _cli_environ

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "examples" / "kennen.deck.yaml"
EVENTS = ROOT / "examples" / "events"


def run(bin_, args, cwd, stdout, fds=()):
    return subprocess.run(
        [bin_, *args],
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        env=_cli_environ({"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}),
        cwd=cwd,
        timeout=120,
        pass_fds=fds,
    )


WARN = (
    "riftcheck: warning: the event file's date: and ruleset: are not in the CSV, so a run on the "
    "CSV would judge another event: re-run the event file, or pass -r/--as-of\n"
)
CHECK = ["check", "kennen.deck.yaml", "-f", "concise", "--as-of", "2026-10-01"]


@pytest.fixture
def work(tmp_path, riftcheck_bin):
    shutil.copy(DECK, tmp_path / "kennen.deck.yaml")
    r = run(riftcheck_bin, [*CHECK, "-o", "plain.txt"], tmp_path, subprocess.PIPE)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    return tmp_path, (tmp_path / "plain.txt").read_text()


@pytest.mark.parametrize("path", ["/dev/stdout", "/proc/self/fd/1", "/dev/fd/1"])
def test_output_to_stdout_path_appends_to_the_redirected_file(riftcheck_bin, work, path):
    tmp, report = work
    summary = tmp / "summary.md"
    summary.write_text("earlier step output\n")
    inode = summary.stat().st_ino
    with open(summary, "a") as out:
        r = run(riftcheck_bin, [*CHECK, "-o", path], tmp, out)
    assert (r.returncode, r.stderr) == (0, "")
    assert summary.read_text() == "earlier step output\n" + report
    assert summary.stat().st_ino == inode


def test_output_to_another_descriptor_appends(riftcheck_bin, work):
    tmp, report = work
    log = tmp / "log.txt"
    log.write_text("LOG\n")
    fd = os.open(log, os.O_WRONLY | os.O_APPEND)
    try:
        r = run(riftcheck_bin, [*CHECK, "-o", f"/dev/fd/{fd}"], tmp, subprocess.PIPE, fds=(fd,))
    finally:
        os.close(fd)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    assert log.read_text() == "LOG\n" + report


def test_event_html_to_another_descriptor_appends(riftcheck_bin, tmp_path):
    shutil.copytree(EVENTS, tmp_path / "ev")
    log = tmp_path / "log.txt"
    log.write_text("IMPORTANT PRIOR LOG LINE\n")
    inode = log.stat().st_ino
    fd = os.open(log, os.O_WRONLY | os.O_APPEND)
    try:
        args = ["event", "nexus-night.yaml", "-f", "csv", "--html", f"/dev/fd/{fd}"]
        r = run(riftcheck_bin, args, tmp_path / "ev", subprocess.PIPE, fds=(fd,))
    finally:
        os.close(fd)
    assert (r.returncode, r.stderr) == (1, WARN)
    assert "sha256:" in r.stdout  # the CSV report, on its own standard output
    text = log.read_text()
    assert text.startswith("IMPORTANT PRIOR LOG LINE\n<!DOCTYPE html>")
    assert log.stat().st_ino == inode


@pytest.mark.parametrize("path", ["/dev/stdout", "/proc/self/fd/1", "both.out"])
def test_event_html_onto_the_report_stdout_is_refused(riftcheck_bin, tmp_path, path):
    shutil.copytree(EVENTS, tmp_path / "ev")
    both = tmp_path / "ev" / "both.out"
    both.write_text("kept\n")
    with open(both, "a") as out:
        args = ["event", "nexus-night.yaml", "-f", "csv", "--html", path]
        r = run(riftcheck_bin, args, tmp_path / "ev", out)
    assert (r.returncode, r.stderr) == (
        2,
        f"riftcheck: error: --html {path} is the standard output, where the report already "
        "goes: refusing to write two reports into one file (write one of the reports to a file "
        "with --output FILE)\n",
    )
    assert both.read_text() == "kept\n"


def test_event_html_to_stdout_with_the_report_in_a_file_is_written(riftcheck_bin, tmp_path):
    shutil.copytree(EVENTS, tmp_path / "ev")
    args = ["event", "nexus-night.yaml", "-f", "csv", "-o", "r.csv", "--html", "/dev/stdout"]
    r = run(riftcheck_bin, args, tmp_path / "ev", subprocess.PIPE)
    assert (r.returncode, r.stderr) == (1, WARN)
    assert r.stdout.startswith("<!DOCTYPE html>")
    assert "sha256:" in (tmp_path / "ev" / "r.csv").read_text()
