"""A run that fails only under ``--strict``, by the warning of a 9-card sideboard judged in the
2026-07-16..23 window, says so in every output format, for ``check`` and ``event`` (issue 24, B5:
JSON, CSV and HTML said a plain legal while the run exited 1)."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest

from riftcheck.reporters import FORMATS

NINE = (
    Path(__file__).resolve().parent.parent
    / "cases"
    / "sideboard-size"
    / "nine-card-sideboard.deck.yaml"
)

#: What each format says of the strict failure (text and the others name it in their own way).
SAID = {
    "text": "fails with --strict",
    "concise": "fails with --strict",
    "github": "::error file=",
    "json": '"fails_strict": true',
    "json-lines": '"fails_strict":true',
    "csv": "legal (fails with --strict)",
    "html": "fails with --strict: 1 legal deck has warnings",
    "junit": "<failure",
    "sarif": '"text": "fails with --strict: 1 legal deck has warnings"',
    "gitlab": '"severity": "major"',
}


def test_every_format_is_listed():
    assert set(SAID) == set(FORMATS)


@pytest.mark.parametrize("fmt", FORMATS)
def test_check_says_the_strict_failure(cli, fmt):
    r = cli("--strict", "--as-of", "2026-07-20", "-f", fmt, str(NINE))
    assert r.returncode == 1, r.stderr
    assert r.stderr == ""
    assert SAID[fmt] in r.stdout, fmt


@pytest.mark.parametrize("fmt", ["json", "csv", "html", "text"])
def test_without_strict_nothing_is_said(cli, fmt):
    r = cli("--as-of", "2026-07-20", "-f", fmt, str(NINE))
    assert r.returncode == 0, r.stderr
    assert "fails_strict" not in r.stdout and "fails with --strict" not in r.stdout


def test_json_summary_counts_the_strict_failures(cli):
    r = cli("--strict", "--as-of", "2026-07-20", "-f", "json", str(NINE))
    doc = json.loads(r.stdout)
    assert doc["summary"]["strict"] is True and doc["summary"]["fails_strict"] == 1
    assert doc["decks"][0]["legal"] is True and doc["decks"][0]["fails_strict"] is True


@pytest.fixture
def one_player_event(tmp_path):
    shutil.copy(NINE, tmp_path / "nine.deck.yaml")
    ev = tmp_path / "e.yaml"
    ev.write_text(
        "name: N\ndate: 2026-07-20\nplayers:\n  - {player: Ann, list: nine.deck.yaml}\n",
        encoding="utf-8",
    )
    return ev


def test_event_csv_json_and_html_say_the_strict_failure(cli, one_player_event):
    ev = str(one_player_event)
    r = cli("event", ev, "--strict", "-f", "csv")
    assert r.returncode == 1 and r.stderr == (  # a CSV has no place for the date: (atkH 12)
        "riftcheck: warning: the event file's date: is not in the CSV, so a run on the CSV would "
        "judge another event: re-run the event file, or pass -r/--as-of\n"
    )
    (row,) = csv.DictReader(io.StringIO(r.stdout))
    assert row["verdict"] == "legal (fails with --strict)"
    r = cli("event", ev, "--strict", "-f", "json")
    assert r.returncode == 1 and r.stderr == ""
    doc = json.loads(r.stdout)
    assert doc["players"][0]["status"] == "legal" and doc["players"][0]["fails_strict"] is True
    assert doc["summary"]["fails_strict"] == 1
    r = cli("event", ev, "--strict", "-f", "html")
    assert r.returncode == 1 and r.stderr == ""
    assert "fails with --strict: 1 legal deck has warnings" in r.stdout


def _sarif_levels(out: str) -> tuple[list[str], list[str]]:
    """The levels of a SARIF log's results and of its invocation's notifications."""
    (run,) = json.loads(out)["runs"]
    (inv,) = run["invocations"]
    return [r["level"] for r in run["results"]], [
        n["level"] for n in inv["toolExecutionNotifications"]
    ]


def test_machine_formats_raise_the_failing_warning(cli):
    """R1 of the re-test: SARIF, GitHub and GitLab showed the warning that fails a --strict run
    as a plain warning (a CI page passing it over while the job fails); without --strict it stays
    a warning."""
    strict = cli("--strict", "--as-of", "2026-07-20", "-f", "sarif", str(NINE))
    results, notes = _sarif_levels(strict.stdout)
    assert results == ["error"] and "error" in notes
    plain = cli("--as-of", "2026-07-20", "-f", "sarif", str(NINE))
    assert plain.returncode == 0 and plain.stderr == ""
    results, notes = _sarif_levels(plain.stdout)
    assert results == ["warning"] and "error" not in notes
    r = cli("--as-of", "2026-07-20", "-f", "github", str(NINE))
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.startswith("::warning file=") and "::error" not in r.stdout
    r = cli("--strict", "--as-of", "2026-07-20", "-f", "github", str(NINE))
    assert r.stdout.startswith("::error file=") and "::warning" not in r.stdout
    r = cli("--as-of", "2026-07-20", "-f", "gitlab", str(NINE))
    assert r.returncode == 0 and r.stderr == ""
    assert [i["severity"] for i in json.loads(r.stdout)] == ["minor"]
    r = cli("--strict", "--as-of", "2026-07-20", "-f", "gitlab", str(NINE))
    assert [i["severity"] for i in json.loads(r.stdout)] == ["major"]


def test_event_sarif_says_the_strict_failure(cli, one_player_event):
    r = cli("event", str(one_player_event), "--strict", "-f", "sarif")
    assert r.returncode == 1 and r.stderr == ""
    results, notes = _sarif_levels(r.stdout)
    assert results == ["error"] and "error" in notes
    assert "fails with --strict: 1 legal deck has warnings" in r.stdout
