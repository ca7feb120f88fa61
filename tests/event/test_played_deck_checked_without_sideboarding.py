"""``riftcheck event`` without ``--sideboarding`` checks the played deck on its own with every
deck rule, the pool included, as ``diff`` and ``event --sideboarding`` do (atkO 4): a Sealed
played deck naming a printing its pool does not hold, identical to the registered list
otherwise, was "identical", ``allowed: true`` and LEGAL, exit 0."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARGS = ("--as-of", "2026-09-20", "-r", "sealed")


@pytest.fixture
def ev(tmp_path):
    text = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    assert "3 Mystic Poro\n" in text
    registered = text.replace("3 Mystic Poro\n", "3 Mystic Poro (OGN-171)\n")
    (tmp_path / "reg.txt").write_text(registered, encoding="utf-8")
    # the pool: what the registered list holds, Mystic Poro as OGN-171
    (tmp_path / "pool.txt").write_text(registered, encoding="utf-8")
    played = text.replace("3 Mystic Poro\n", "3 Mystic Poro (UNL-224)\n")
    (tmp_path / "played.txt").write_text(played, encoding="utf-8")
    (tmp_path / "same.txt").write_text(registered, encoding="utf-8")
    return tmp_path


def _roster(ev, played: str) -> None:
    (ev / "r.csv").write_text(
        f"player,list,pool,played\nAnn,reg.txt,pool.txt,{played}\n", encoding="utf-8"
    )


@pytest.mark.parametrize("extra", [(), ("--sideboarding",)])
def test_a_played_deck_illegal_on_its_own_fails_its_deck_check(rc, ev, extra):
    _roster(ev, "played.txt")
    code, out, err = rc("event", "r.csv", *ARGS, *extra)
    assert (code, err) == (1, "")
    assert "Ann (r.csv row 2): LEGAL list · deck check failed (1 error)\n" in out
    assert (
        "  played.txt:11:1  error  deck-check  played deck: the played deck is not legal on its "
        "own (pool): 3 Mystic Poro in deck (3 UNL-224), 3 in pool (3 OGN-171)"
    ) in out
    assert out.endswith("1 player: 0 legal, 0 illegal, 1 failed deck check; 1 roster problem\n")


def test_json_says_not_allowed(rc, ev):
    _roster(ev, "played.txt")
    code, out, err = rc("event", "r.csv", *ARGS, "-f", "json")
    assert (code, err) == (1, "")
    played = json.loads(out)["players"][0]
    assert (played["status"], played["legal"]) == ("deck-check-failed", True)
    assert (played["played"]["allowed"], played["played"]["status"]) == (False, "not-allowed")


def test_a_played_deck_legal_on_its_own_still_passes(rc, ev):
    _roster(ev, "same.txt")
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, err) == (0, "")
    assert "Ann (r.csv row 2): LEGAL\n" in out
    assert out.endswith("1 player: 1 legal, 0 illegal\n")
