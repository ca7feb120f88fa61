"""A Sealed or Draft player judged without a pool is told how an event gives one: the roster's
pool column, or an event file player's pool key; never ``--pool``, an option of ``check`` that
``event`` does not have, nor a list's own ``pool:`` key, which an event does not read (evtL 3)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ARGS = ("--as-of", "2026-09-20")


def setup(tmp_path: Path) -> None:
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    (tmp_path / "r.csv").write_text("player,list,pool\nAnn,ok.txt,\n", encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: x\nruleset: sealed\nplayers:\n  - {player: Ann, list: ok.txt}\n", encoding="utf-8"
    )


def test_a_roster_row_without_a_pool_names_the_pool_column(rc, tmp_path):
    setup(tmp_path)
    code, out, err = rc("event", "r.csv", *ARGS, "-r", "sealed", "-v")
    assert (code, err) == (0, "")
    assert "--pool" not in out and "pool: key" not in out
    assert (
        "skipped pool: no pool given (give the player's pool in the roster's pool column)\n" in out
    )
    code, out, err = rc("event", "r.csv", *ARGS, "-r", "sealed", "-f", "json")
    assert (code, err) == (0, "")
    (deck,) = json.loads(out)["decks"]
    assert {s["rule"]: s["reason"] for s in deck["rules_skipped"]}["pool"] == (
        "no pool given (give the player's pool in the roster's pool column)"
    )


def test_an_event_file_player_without_a_pool_names_the_pool_key(rc, tmp_path):
    setup(tmp_path)
    code, out, err = rc("event", "e.yaml", *ARGS, "-f", "json")
    assert (code, err) == (0, "")
    assert "--pool" not in out
    (deck,) = json.loads(out)["decks"]
    assert {s["rule"]: s["reason"] for s in deck["rules_skipped"]}["pool"] == (
        "no pool given (give the player a pool key in the event file)"
    )


def test_a_list_naming_its_own_pool_in_an_event_file(rc, tmp_path):
    setup(tmp_path)
    yaml = (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8")
    (tmp_path / "ok.yaml").write_text("pool: mine.txt\n" + yaml, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: x\nruleset: sealed\nplayers:\n  - {player: Ann, list: ok.yaml}\n", encoding="utf-8"
    )
    code, out, err = rc("event", "e.yaml", *ARGS, "-f", "json")
    assert (code, err) == (0, "")
    (setting,) = [
        f for f in json.loads(out)["decks"][0]["violations"] if "the list says pool" in f["message"]
    ]
    assert setting["message"] == (
        "the list says pool mine.txt; the event decides the pool (none: the event file gives "
        "this player no pool), so the list's is not used"
    )
    assert (
        setting["fix"] == "give the player's pool in the pool key of the player in the event file"
    )
