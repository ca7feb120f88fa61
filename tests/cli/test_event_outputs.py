"""No input of an event is overwritten, and a report that cannot be written is a message, not a bug.

Through the real console script: exit code, stdout and stderr together.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.fixture
def event(tmp_path) -> Path:
    """An event file with a roster, a list, a played list and a pool file."""
    for name in ("a.txt", "played.txt", "pool.txt"):
        (tmp_path / name).write_text(KENNEN, encoding="utf-8")
    (tmp_path / "r.csv").write_text(
        "player,list,played,pool\nAnn,a.txt,played.txt,pool.txt\n", encoding="utf-8"
    )
    (tmp_path / "e.yaml").write_text("name: N\ndate: 2026-09-20\nroster: r.csv\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("target", ["e.yaml", "r.csv", "a.txt", "played.txt", "pool.txt"])
@pytest.mark.parametrize("option", ["-o", "--output", "--html"])
def test_a_report_onto_an_input_is_refused_before_anything_is_written(cli, event, target, option):
    before = {p.name: p.read_bytes() for p in event.iterdir()}
    # another spelling of the same file: ./ and a hard link are caught as well
    os.link(event / target, event / "link")
    for spelled in (event / target, f"{event}/./{target}", event / "link"):
        r = cli("event", event / "e.yaml", option, spelled)
        assert (r.returncode, r.stdout) == (2, ""), r.stderr
        name = "--output" if option == "-o" else option
        assert r.stderr.startswith(f"riftcheck: error: {name} {Path(spelled)} is also an input (")
        assert "refusing to overwrite it (write the report to another file)" in r.stderr
    (event / "link").unlink()
    assert {p.name: p.read_bytes() for p in event.iterdir()} == before


@pytest.fixture
def hidden(tmp_path) -> Path:
    """Inputs the command line and the roster do not name: a pool named by a list's own ``pool:``,
    a ruleset file the event's ruleset ``extends:``, and a list the roster names that is missing."""
    legal = (ROOT / "tests" / "fixtures" / "cli" / "decks" / "legal.deck.yaml").read_text("utf-8")
    (tmp_path / "own.deck.yaml").write_text("pool: ownpool.yaml\n" + legal, encoding="utf-8")
    (tmp_path / "ownpool.yaml").write_text(legal, encoding="utf-8")
    (tmp_path / "base.yaml").write_text("name: base\nextends: constructed\n", encoding="utf-8")
    (tmp_path / "child.yaml").write_text("name: child\nextends: base.yaml\n", encoding="utf-8")
    (tmp_path / "r.csv").write_text(
        "player,list\nAnn,own.deck.yaml\nBob,lists/new.txt\n", encoding="utf-8"
    )
    (tmp_path / "e.yaml").write_text(
        "name: N\ndate: 2026-09-20\nruleset: child.yaml\nroster: r.csv\n", encoding="utf-8"
    )
    return tmp_path


@pytest.mark.parametrize("target", ["ownpool.yaml", "base.yaml", "lists/new.txt"])
@pytest.mark.parametrize("option", ["-o", "--html"])
def test_a_report_onto_a_file_only_the_run_names_is_refused(cli, hidden, target, option):
    # issue 23, F8: every file the run reads or is told to read, before anything is written
    before = {p.name: p.read_bytes() for p in hidden.iterdir() if p.is_file()}
    other = ["--html", hidden / "report.html"] if option == "-o" else ["-o", hidden / "report.txt"]
    commands = [["event", hidden / "e.yaml"]]
    if target != "lists/new.txt":
        commands.append(["check", "--ruleset", hidden / "child.yaml", hidden / "own.deck.yaml"])
    for command in commands:
        extra = other if command[0] == "event" else []
        r = cli(*command, *extra, option, hidden / target, cwd=hidden)
        name = "--output" if option == "-o" else option
        if command[0] == "check" and option == "--html":
            assert r.returncode == 2 and "--html" in r.stderr, r.stderr  # check has -o only
            continue
        assert (r.returncode, r.stdout) == (2, ""), r.stderr
        assert r.stderr.startswith(
            f"riftcheck: error: {name} {hidden / target} is also an input ("
        ), r.stderr
        assert r.stderr.endswith("refusing to overwrite it (write the report to another file)\n"), (
            r.stderr
        )
        assert {p.name: p.read_bytes() for p in hidden.iterdir() if p.is_file()} == before
        assert not (hidden / "lists").exists()


def test_html_and_output_onto_one_file(cli, event, tmp_path):
    out = tmp_path / "report.txt"
    r = cli("event", event / "e.yaml", "-o", out, "--html", out)
    assert (r.returncode, r.stdout) == (2, "")
    assert "--html" in r.stderr and "is also --output" in r.stderr and not out.exists()


def test_a_roster_read_directly_is_an_input_too(cli, event):
    r = cli("event", event / "r.csv", "--html", event / "r.csv")
    assert r.returncode == 2 and "is also an input" in r.stderr


def _shell(riftcheck_bin: str, args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["bash", "-c", f"{riftcheck_bin} {args}"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "COLUMNS": "100"},
    )


@pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")
def test_a_closed_or_full_standard_output(riftcheck_bin, event):
    e = event / "e.yaml"
    for redirect, why in ((">&-", "it is closed"), (">/dev/full", "No space left on device")):
        if redirect == ">/dev/full" and not os.path.exists("/dev/full"):
            continue
        for command in (f"event {e}", f"check {event / 'a.txt'}"):
            r = _shell(riftcheck_bin, f"{command} {redirect}")
            assert r.returncode == 2, (command, redirect, r.stderr)
            assert r.stderr.startswith(
                f"riftcheck: error: cannot write the report to standard output: {why}"
            ), r.stderr
            assert "internal error" not in r.stderr and "Traceback" not in r.stderr
            assert "Exception ignored" not in r.stderr
