"""A pool cell that repeats the row's list cell (the same pasted text, or the same file) is a
``roster-pool`` error saying so, naming the row and both columns: probably a paste into the
wrong cell; it was "the pool given is this deck file itself", with a fix naming --pool (evtL 5)."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ARGS = ("--as-of", "2026-09-20", "-r", "sealed", "-f", "json")
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


def roster(tmp_path: Path, rows) -> None:
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    with open(tmp_path / "r.csv", "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([["player", "list", "pool"], *rows])


def pool_problems(out: str) -> list[dict]:
    return [
        v for d in json.loads(out)["decks"] for v in d["violations"] if v["rule"] == "roster-pool"
    ]


def test_a_pasted_pool_repeating_the_pasted_list_says_so(rc, tmp_path):
    # the second paste ends its lines otherwise: still the same text
    roster(tmp_path, [["Ann", KENNEN, KENNEN.replace("\n", "\r\n") + "\n"]])
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, err) == (1, "")
    (p,) = pool_problems(out)
    assert p["message"] == (
        "row 2, line 39, column 3 (pool): the pasted pool repeats the pasted list (row 2, "
        "column 2 (list)), probably a paste mistake: a pool is the cards the player opened, so "
        "the list was not checked against it"
    )
    assert (p["path"], p["line"]) == ("r.csv", 39)
    assert p["fix"] == "give the player's pool, the cards they opened, in its own cell"
    assert "--pool" not in out


def test_a_pool_naming_the_lists_file_says_so(rc, tmp_path):
    roster(tmp_path, [["Ann", "ok.txt", "./ok.txt"]])
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, err) == (1, "")
    (p,) = pool_problems(out)
    assert p["message"].startswith(
        "row 2, column 3 (pool): the pool names the list's own file ./ok.txt (row 2, column 2 "
        "(list)): "
    )


def test_a_different_pasted_pool_is_read(rc, tmp_path):
    roster(tmp_path, [["Ann", KENNEN, KENNEN + "1 Gust\n"]])
    code, out, err = rc("event", "r.csv", *ARGS)
    assert err == ""
    assert not any("repeats" in p["message"] for p in pool_problems(out))
    assert json.loads(out)["decks"][0]["not_checked"] == []
