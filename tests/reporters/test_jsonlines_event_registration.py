"""An event's json-lines deck line carries its row (evtP 4): the player, id, team, table, notes
and played deck of the JSON report's ``players``, which the line named only inside ``path``
(``Alice Moreau (nexus-night.csv row 2)``); the row's verdict is its ``status``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "events"


def test_each_deck_line_has_the_json_reports_player(cli, tmp_path):
    shutil.copytree(EXAMPLE, tmp_path / "ev")
    event = tmp_path / "ev" / "nexus-night.yaml"
    r = cli("event", event, "-f", "json-lines")
    got = [json.loads(x) for x in r.stdout.splitlines()]
    decks = [d for d in got if d["kind"] == "deck"]
    doc = json.loads(cli("event", event, "-f", "json").stdout)
    assert r.returncode == cli("event", event, "-f", "json").returncode == 1
    assert [d["registration"] for d in decks] == doc["players"]
    first = decks[0]["registration"]
    assert (first["player"], first["id"], first["table"]) == ("Alice Moreau", "p01", "1")
    # a legal list on a row that fails the run: the row's status says so, not the deck's legal
    failing = [d for d in decks if d["status"] in ("roster-error", "deck-check-failed")]
    assert failing and all(d["legal"] is True for d in failing)
    assert all(d["registration"]["status"] == d["status"] for d in decks)


def test_a_check_run_has_no_registration(cli):
    r = cli("-f", "json-lines", "--as-of", "2026-09-20", ROOT / "examples" / "kennen.deck.txt")
    (line,) = [json.loads(x) for x in r.stdout.splitlines()]
    assert (r.returncode, "registration" in line) == (0, False)
