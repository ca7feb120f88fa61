"""``riftcheck event`` through the real console script: exit code, stdout and stderr together."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

EVENTS = ROOT / "examples" / "events"


def test_event_text_report(cli):
    r = cli("event", EVENTS / "nexus-night.yaml")
    assert r.returncode == 1, r.stderr
    assert r.stderr == ""
    assert "event Nexus Night at the Last Drop" in r.stdout
    assert "judged as of 2026-09-20 (the event's date)" in r.stdout
    assert "Fatima Haddad (" in r.stdout and ": MISSING" in r.stdout
    assert r.stdout.rstrip().endswith(
        "13 players: 8 legal, 2 illegal, 1 missing, 2 unreadable; 9 roster problems"
    )


def test_event_json_and_csv_formats(cli, tmp_path):
    r = cli("event", EVENTS / "nexus-night.yaml", "--format", "json")
    assert r.returncode == 1 and r.stderr == ""
    doc = json.loads(r.stdout)
    assert len(doc["players"]) == 13 and doc["event"]["name"] == "Nexus Night at the Last Drop"
    out = tmp_path / "back.csv"
    r = cli("event", EVENTS / "nexus-night.yaml", "--format", "csv", "--output", out)
    assert (r.returncode, r.stdout, r.stderr) == (1, "", "")
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert len(rows) == 14 and rows[0][-4:] == ["verdict", "problems", "findings", "fingerprint"]


def test_event_github_sarif_junit_keep_working(cli):
    r = cli("event", EVENTS / "magma-2v2.yaml", "--format", "github")
    assert r.returncode == 1 and r.stderr == ""
    assert (
        "title=riftcheck(team-legend)" in r.stdout
        and "title=riftcheck(roster-team-size)" in r.stdout
    )
    r = cli("event", EVENTS / "magma-2v2.yaml", "--format", "sarif")
    doc = json.loads(r.stdout)
    ids = {x["id"] for x in doc["runs"][0]["tool"]["driver"]["rules"]}
    assert {"roster-team-size", "team-legend"} <= ids
    r = cli("event", EVENTS / "magma-2v2.yaml", "--format", "junit")
    assert r.returncode == 1 and r.stdout.startswith("<?xml") and "Ines Duarte" in r.stdout


def test_event_exit_zero_when_every_player_is_legal(cli, tmp_path):
    (tmp_path / "a.deck.txt").write_text(
        (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "r.csv").write_text("player,list\nAnn,a.deck.txt\n", encoding="utf-8")
    r = cli("event", tmp_path / "r.csv", "--as-of", "2026-09-20")
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.rstrip().endswith("1 player: 1 legal, 0 illegal")
    assert "judged as of 2026-09-20 (--as-of)" in r.stdout.replace("\n", " ")


def test_event_html_report_next_to_any_format(cli, tmp_path):
    page = tmp_path / "report.html"
    r = cli("event", EVENTS / "nexus-night.yaml", "--html", page, "--format", "json")
    assert r.returncode == 1 and r.stderr == ""
    assert len(json.loads(r.stdout)["players"]) == 13
    doc = page.read_text(encoding="utf-8")
    assert doc.startswith("<!DOCTYPE html>") and doc.count('class="sheet"') == 13
    r = cli("event", EVENTS / "nexus-night.yaml", "--html", tmp_path / "no" / "dir" / "r.html")
    assert r.returncode == 2 and r.stderr.startswith("riftcheck: error: --html: cannot write")


def test_event_errors(cli, tmp_path):
    r = cli("event", tmp_path / "none.csv")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("riftcheck: error: no such file: ") and "Traceback" not in r.stderr
    (tmp_path / "bad.csv").write_text("email,list\nx,y\n", encoding="utf-8")
    r = cli("event", tmp_path / "bad.csv")
    assert r.returncode == 1 and r.stdout == ""
    assert f"riftcheck: error: {tmp_path / 'bad.csv'}:1:1: no player column" in r.stderr
    r = cli("event", EVENTS / "nexus-night.yaml", "--as-of", "tomorrow")
    assert r.returncode == 2 and "--as-of: 'tomorrow' is not a date" in r.stderr
    r = cli("event", EVENTS / "nexus-night.yaml", "--select", "nope")
    assert r.returncode == 2 and "--select: unknown rule 'nope'" in r.stderr


def test_check_format_html_keeps_the_lists(cli):
    r = cli("check", ROOT / "examples", "--format", "html", "--as-of", "2026-09-20")
    assert r.returncode == 1 and r.stderr == ""
    assert r.stdout.startswith("<!DOCTYPE html>")
    assert r.stdout.count('class="player"') == 4
    assert "3 Mystic Poro" in r.stdout and "The list as read" in r.stdout
