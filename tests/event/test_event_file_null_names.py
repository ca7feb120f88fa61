"""An event file's names, ids and teams are the text written (atkH 6, 7): ``player: Null`` is a
player whose surname is Null, ``id: ~`` the id ``~``; a quoted name keeps its spaces. Only an
empty value (or JSON's unquoted ``null``) is no value."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from riftcheck.events.read import read_event

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


def _rows(path: Path) -> list:
    return [(r.player, r.id, r.team, r.notes) for r in read_event(path).players]


def test_yaml_null_words_are_names_and_ids(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "players:\n"
        "  - {player: Null, id: NULL, list: a.txt, team: null}\n"
        "  - {player: Kim, id: ~, list: a.txt, notes: ~}\n"
        '  - {player: "Bob  ", id: , list: a.txt, notes: ""}\n'
        "  - {player: '  ', list: a.txt}\n",
        encoding="utf-8",
    )
    assert _rows(tmp_path / "e.yaml") == [
        ("Null", "NULL", "null", None),
        ("Kim", "~", None, "~"),
        ("Bob  ", None, None, None),
        (None, None, None, None),
    ]


def test_json_null_is_no_value_and_the_string_null_a_name(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "e.json").write_text(
        json.dumps({"players": [{"player": "Null", "id": None, "list": "a.txt"}]}),
        encoding="utf-8",
    )
    assert _rows(tmp_path / "e.json") == [("Null", None, None, None)]


def test_a_player_named_null_is_checked_and_written_back(rc, tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "y.yaml").write_text(
        "name: Y\ndate: 2026-09-20\nplayers:\n"
        '  - {player: Null, id: Null, list: a.txt}\n  - {player: "Bob  ", list: a.txt}\n',
        encoding="utf-8",
    )
    code, out, err = rc("event", "y.yaml", "--format", "json")
    assert (code, err) == (0, "")
    got = json.loads(out)
    assert [(p["player"], p["status"]) for p in got["players"]] == [
        ("Null", "legal"),
        ("Bob  ", "legal"),
    ]
    assert rc("event", "y.yaml", "--format", "csv", "-o", "out.csv")[0] == 0
    rows = list(csv.reader(io.StringIO((tmp_path / "out.csv").read_text(encoding="utf-8"))))
    assert [r[:2] for r in rows[1:]] == [["Null", "Null"], ["Bob  ", ""]]
