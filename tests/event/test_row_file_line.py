"""atkK 6: a roster row after a pasted (multi-line) cell is named by the file's line too (as the
JSON's ``line``), in English and French: the French « ligne N » was the row's number."""

from __future__ import annotations

import json

from tests.cli.test_pool_identity import LIST
from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL, write

DAY = ("--as-of", "2026-10-20")


def _roster(tmp_path) -> int:
    write(tmp_path, "b.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)
    text = f'player,list,pool\nAnn,"{LIST}",pool.txt\nBob,b.yaml,pool.txt\n'
    write(tmp_path, "r.csv", text)
    return text.splitlines().index("Bob,b.yaml,pool.txt") + 1


def test_a_row_after_a_pasted_cell_says_its_file_line(cli, tmp_path):
    line = _roster(tmp_path)
    assert line > 3
    r = cli("event", "-r", "sealed", *DAY, "r.csv", cwd=tmp_path, env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (0, "")
    assert f"Bob (r.csv row 3, line {line}): LEGAL" in r.stdout
    assert "Ann (r.csv row 2): LEGAL" in r.stdout  # a row on its own line keeps its one number
    r = cli("--lang", "fr", "event", "-r", "sealed", *DAY, "r.csv", cwd=tmp_path,
            env={"COLUMNS": "200"})  # fmt: skip
    assert (r.returncode, r.stderr) == (0, "")
    assert f"Bob (r.csv, ligne {line}, rangée 3 du tableau)\u00a0: LÉGAL" in r.stdout
    assert "ligne 3)" not in r.stdout
    r = cli("event", "-r", "sealed", *DAY, "-f", "json", "r.csv", cwd=tmp_path)
    bob = [p for p in json.loads(r.stdout)["players"] if p["player"] == "Bob"][0]
    assert (bob["row"], bob["line"]) == (3, line)
