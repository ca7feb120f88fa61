"""A roster's cells are reported as written (atkL 1): the JSON keeps each player, id, notes and
team cell exactly (a CSV roster and an event file with the same values give the same JSON), and
the text and HTML reports show tabs, line breaks, NBSP and invisible characters as escapes, never
collapsed, trimmed or made a plain space, so a cell cannot forge a report line. Duplicates are
still found by the names' normalised key."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")

ROWS = [
    {"player": "  Dan  Two ", "id": "  p1 ", "notes": "  note with  spaces  ", "team": " T "},
    {"player": "Ana\xa0Lima", "id": "p\xa02", "notes": "a\xa0b", "team": "U"},
    {"player": "Xi\t", "id": "p3\t", "notes": "\tx", "team": "V\u200b"},
    {"player": "Mallory\n\nEve (r.csv row 3): LEGAL", "id": "p4", "notes": "n", "team": "W"},
]
FIELDS = ("player", "id", "notes", "team")


def _write(tmp: Path) -> None:
    (tmp / "a.txt").write_text(KENNEN, encoding="utf-8")
    with open(tmp / "r.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["player", "id", "list", "notes", "team"])
        for r in ROWS:
            w.writerow([r["player"], r["id"], "a.txt", r["notes"], r["team"]])
    players = [{**r, "list": "a.txt"} for r in ROWS]
    doc = {"name": "e", "date": "2026-09-20", "ruleset": "constructed", "players": players}
    (tmp / "e.yaml").write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")


def _cells(cli, tmp, name):
    r = cli("event", name, "--as-of", "2026-09-20", "-r", "constructed", "-f", "json", cwd=tmp)
    assert r.returncode == 0, r.stderr
    return [tuple(p[k] for k in FIELDS) for p in json.loads(r.stdout)["players"]]


def test_the_json_keeps_every_cell_as_written_from_a_csv_and_an_event_file(cli, tmp_path):
    _write(tmp_path)
    want = [tuple(r[k] for k in FIELDS) for r in ROWS]
    assert _cells(cli, tmp_path, "r.csv") == want
    assert _cells(cli, tmp_path, "e.yaml") == want


def test_the_text_report_shows_odd_characters_as_escapes(cli, tmp_path):
    _write(tmp_path)
    r = cli("event", "r.csv", "--as-of", "2026-09-20", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    lines = r.stdout.splitlines()
    assert "  Dan  Two  (r.csv row 2): LEGAL (1 warning)" in lines  # identical lists
    assert "Ana\\xa0Lima (r.csv row 3): LEGAL" in lines
    assert "Xi\\t (r.csv row 4): LEGAL" in lines
    assert "Mallory\\n\\nEve (r.csv row 3): LEGAL (r.csv row 5): LEGAL" in lines
    assert not any(ln.startswith("Eve") for ln in lines)


def test_the_html_report_shows_odd_characters_as_escapes(cli, tmp_path):
    _write(tmp_path)
    r = cli("event", "r.csv", "--as-of", "2026-09-20", "--html", "r.html", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    for shown in ("Ana\\xa0Lima", "p\\xa02", "Xi\\t", "\\tx", "V\\u200b", "Mallory\\n\\nEve"):
        assert shown in page
    assert "Ana\xa0Lima" not in page and "Mallory\n" not in page


def test_duplicates_are_still_found_by_the_normalised_name(cli, tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "d.csv").write_text("player,list\nAna Lima,a.txt\n Ana\xa0 Lima ,a.txt\n")
    r = cli("event", "d.csv", "--as-of", "2026-09-20", "-f", "json", cwd=tmp_path)
    assert r.returncode == 1
    rules = {f["rule"] for p in json.loads(r.stdout)["players"] for f in p["problems"]}
    assert "roster-duplicate-player" in rules


def test_a_team_cell_cannot_forge_a_line_of_a_team_message(cli, tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    team = '"T1\r\nTeam X: LEGAL\t"'
    (tmp_path / "t.csv").write_bytes(
        f"player,list,team\nA,a.txt,{team}\nB,a.txt,{team}\nC,a.txt,{team}\n".encode()
    )
    r = cli("event", "t.csv", "-r", "constructed-2v2", "--as-of", "2026-09-27", cwd=tmp_path)
    assert r.returncode == 1
    assert "team T1\\r\\nTeam X: LEGAL\\t has a third" in r.stdout
    assert not any(ln.lstrip().startswith("Team X") for ln in r.stdout.splitlines())


def test_the_html_report_keeps_runs_of_spaces_visible(cli, tmp_path):
    # a browser shows "  Dan  Two " as "Dan Two" unless the text keeps its white space
    _write(tmp_path)
    r = cli("event", "r.csv", "--as-of", "2026-09-20", "--html", "r.html", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert '<span class="cv">  Dan  Two </span>' in page
    assert ".cv{white-space:pre-wrap}" in page
    assert '<span class="cv">Ana' not in page  # a plain cell is not wrapped
