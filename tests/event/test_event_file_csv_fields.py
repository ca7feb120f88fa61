"""``event EVENT.yaml --format csv`` writes every field of an event file's players back (atkE 19):
a pasted list as its text (a quoted cell of several lines, which a roster reads as a pasted list),
``played``, ``pool`` and ``deck_code`` as columns of their own when a player has one, so the roster
written re-runs to the same verdicts."""

from __future__ import annotations

import csv
import io
import json
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
POOL = "# the cards opened\n" + KENNEN
#: what a CSV of an event file with its own date: says (atkH 12)
DATE_NOTE = (
    "riftcheck: warning: the event file's date: is not in the CSV, so a run on the CSV "
    "would judge another event: re-run the event file, or pass -r/--as-of\n"
)
RULESET_NOTE = DATE_NOTE.replace("date: is", "date: and ruleset: are")


def _sealed(tmp_path: Path) -> None:
    (tmp_path / "deck.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "pool.txt").write_text(POOL, encoding="utf-8")
    pasted = textwrap.indent(KENNEN, "      ")
    (tmp_path / "ev.yaml").write_text(
        "name: P\ndate: 2026-11-01\nruleset: sealed\nplayers:\n"
        f"  - player: A\n    id: '007'\n    list: |\n{pasted}    played: |\n{pasted}"
        f"    pool: |\n{textwrap.indent(POOL, '      ')}"
        "  - {player: B, list: deck.txt, played: deck.txt, pool: pool.txt, notes: n1}\n",
        encoding="utf-8",
    )


def _statuses(rc, *args, said: str = "") -> list:
    code, out, err = rc("event", *args, "--format", "json")
    assert err.startswith(said) and (said or err == "") and code in (0, 1), err
    return [(p["player"], p["status"]) for p in json.loads(out)["players"]]


def test_pasted_lists_played_and_pool_are_written_back_and_re_run_the_same(rc, tmp_path):
    _sealed(tmp_path)
    assert rc("event", "ev.yaml", "--format", "csv", "-o", "out.csv") == (0, "", RULESET_NOTE)
    rows = list(csv.reader(io.StringIO((tmp_path / "out.csv").read_text(encoding="utf-8"))))
    assert rows[0][:8] == ["player", "id", "team", "table", "list", "played", "pool", "notes"]
    assert rows[1][:8] == ["A", "007", "", "", KENNEN, KENNEN, POOL, ""]
    assert rows[2][:8] == ["B", "", "", "", "deck.txt", "deck.txt", "pool.txt", "n1"]
    before = _statuses(rc, "ev.yaml")
    own = (
        "riftcheck: notice: columns 9-12 (verdict, problems, findings, fingerprint) are riftcheck's"
    )
    after = _statuses(rc, "out.csv", "-r", "sealed", "--as-of", "2026-11-01", said=own)
    assert before == after == [("A", "legal"), ("B", "legal")]


def test_a_deck_code_is_its_own_column(rc, tmp_path):
    (tmp_path / "ok.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "ev.json").write_text(
        json.dumps(
            {
                "name": "J",
                "date": "2026-09-20",
                "players": [
                    {"player": "A", "list": "ok.txt", "table": "12:30"},
                    {"player": "B", "deck_code": "X1"},
                ],
            }
        ),
        encoding="utf-8",
    )
    code, out, err = rc("event", "ev.json", "--format", "csv")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0][:7] == ["player", "id", "team", "table", "list", "deck_code", "notes"]
    assert [r[:7] for r in rows[1:]] == [
        ["A", "", "", "12:30", "ok.txt", "", ""],
        ["B", "", "", "", "", "X1", ""],
    ]
    assert (code, err) == (1, DATE_NOTE)


def test_an_event_file_without_them_keeps_the_six_columns(rc, tmp_path):
    (tmp_path / "ok.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "ev.yaml").write_text(
        "name: Y\ndate: 2026-09-20\nplayers:\n  - {player: A, list: ok.txt}\n", encoding="utf-8"
    )
    code, out, err = rc("event", "ev.yaml", "--format", "csv")
    assert (code, err) == (0, DATE_NOTE)
    assert (
        out.splitlines()[0]
        == "player,id,team,table,list,notes,verdict,problems,findings,fingerprint"
    )


def test_a_pasted_list_longer_than_a_cell_is_refused_naming_the_player(rc, tmp_path):
    body = "".join(f"      {line}\n" for line in KENNEN.splitlines())
    body += ("      # " + "x" * 200 + "\n") * 700
    (tmp_path / "ev.yaml").write_text(
        f"name: B\ndate: 2026-09-20\nplayers:\n  - player: A\n    list: |\n{body}", encoding="utf-8"
    )
    n = len(KENNEN) + 700 * 203
    assert rc("event", "ev.yaml", "--format", "csv", "-o", "out.csv") == (
        1,
        "",
        f"riftcheck: error: ev.yaml:6: --format csv: the pasted list of A (ev.yaml line 4) has "
        f"{n} characters, more than the 131072 a roster's cell may hold: expected a list file "
        "for it (the CSV would not read back)\n",
    )
    assert not (tmp_path / "out.csv").exists()
