"""A roster's played-deck column is read under the spellings organisers use (``Deck Played``,
``Played Decklist``, ``Played (round 3)``), and a column that says "played" (« joué ») but is not
read as the played column is an error naming it: left unread, no deck check was made and the
player passed, exit 0 (atkH 4)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def roster(tmp_path: Path, header: str) -> None:
    shutil.copy(EXAMPLES / "kennen.deck.txt", tmp_path / "k.txt")
    shutil.copy(EXAMPLES / "kennen-illegal.deck.txt", tmp_path / "p.txt")
    (tmp_path / "r.csv").write_text(f"player,list,{header}\nD,k.txt,p.txt\n", encoding="utf-8")


@pytest.mark.parametrize(
    "header", ["Deck Played", "Played Decklist", "Played (round 3)", "List played", "Played [R3]"]
)
def test_a_played_column_spelt_as_organisers_do_is_read(rc, tmp_path, header):
    roster(tmp_path, header)
    code, out, err = rc("event", "r.csv", "--as-of", "2026-09-20", "--format", "json")
    assert (code, err) == (1, "")
    (player,) = json.loads(out)["players"]
    assert player["status"] == "deck-check-failed"


@pytest.mark.parametrize("header", ["Games played", "Deck joué R3", "Played-Sheet link"])
def test_an_unread_played_column_is_an_error_naming_it(rc, tmp_path, header):
    roster(tmp_path, header)
    assert rc("event", "r.csv", "--as-of", "2026-09-20") == (
        1,
        "",
        f"riftcheck: error: r.csv:1:13: the column '{header}' looks like a played-deck column "
        "but is not read as one, so no deck check would be made: name it played (or rename it "
        "if it holds no deck)\n",
    )


@pytest.mark.parametrize("header", ["Player notes", "Joueur 2", "Playmat"])
def test_a_column_without_the_word_played_is_only_kept(rc, tmp_path, header):
    roster(tmp_path, header)
    code, out, err = rc("event", "r.csv", "--as-of", "2026-09-20", "--format", "json")
    assert (code, err) == (0, "")
    got = json.loads(out)
    assert got["event"]["notices"] == [f"columns kept but not read: {header}"]
    assert got["players"][0]["status"] == "legal"
