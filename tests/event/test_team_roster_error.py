"""A 2v2 team whose lists are legal but one of whose member rows has a roster error (a row with
no player) fails the run, as that player's row does: its verdict says so in every format
(``LEGAL lists · roster error``, ``team legal lists · roster error``, ``team_status:
roster-error``), never a plain LEGAL (« LÉGALE »), and it is not counted among the legal teams
(atkL 7)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT / "examples" / "events" / "lists"
ARGS = ("-r", "constructed-2v2", "--as-of", "2026-09-27")


def _roster(tmp: Path) -> None:
    for name in ("kennen.txt", "draven.txt", "jun.txt", "kofi.txt"):
        (tmp / name).write_text((LISTS / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp / "t.csv").write_text(
        "player,list,team\n,kennen.txt,T1\nBo,draven.txt,T1\nCy,kennen.txt,T2\nDi,draven.txt,T2\n",
        encoding="utf-8",
    )


def test_the_text_team_line_says_the_roster_error(cli, tmp_path):
    _roster(tmp_path)
    r = cli("event", "t.csv", *ARGS, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    flat = " ".join(r.stdout.split())
    assert "Team T1: LEGAL lists · roster error ((no name) (t.csv row 2), Bo (t.csv row 3))" in flat
    assert "Team T2: LEGAL (Cy (t.csv row 4), Di (t.csv row 5))" in flat
    assert "2 teams, 1 of them legal, 0 of them illegal" in flat


def test_csv_json_and_html_say_it_too(cli, tmp_path):
    _roster(tmp_path)
    r = cli("event", "t.csv", *ARGS, "-f", "csv", "--html", "t.html", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    rows = list(csv.reader(io.StringIO(r.stdout)))
    assert [row[4] for row in rows] == [
        "team verdict",
        "team legal lists · roster error",
        "team legal lists · roster error",
        "team legal",
        "team legal",
    ]
    page = (tmp_path / "t.html").read_text(encoding="utf-8")
    assert '<span class="badge b-roster-error">legal lists · roster error</span>' in page
    j = cli("event", "t.csv", *ARGS, "-f", "json", cwd=tmp_path)
    statuses = [p["team_status"] for p in json.loads(j.stdout)["players"]]
    assert statuses == ["roster-error", "roster-error", "legal", "legal"]


def test_french_says_it_of_the_team(cli, tmp_path):
    _roster(tmp_path)
    r = cli("event", "t.csv", *ARGS, "--lang", "fr", cwd=tmp_path)
    flat = " ".join(r.stdout.split())
    assert "Équipe T1 : listes LÉGALES · erreur d'inscription" in flat
