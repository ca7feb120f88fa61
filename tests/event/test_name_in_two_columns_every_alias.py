"""The split-name guard covers every header of the player column, not only ``Name``/``Nom``
(atkO 7): ``Player,Surname`` read only the first names, and John Smith and John Doe became
"the same player registered 2 times", the fix telling the organiser to remove one."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from riftcheck.events.roster import NAME_PARTS
from riftcheck.events.values import COLUMNS, header_key

ROOT = Path(__file__).resolve().parents[2]
PARTS = ("Surname", "Last Name", "First Name", "Prénom", "Nom de famille", "Given Name")


def _said(player: str, part: str) -> str:
    return (
        f"riftcheck: error: r.csv:1:1: columns 1 ({player}) and 2 ({part}) each hold a part of "
        "the player's name: expected one player column with the whole name (join them into one "
        "column named player)\n"
    )


@pytest.fixture
def ev(tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    return tmp_path


@pytest.mark.parametrize("player", COLUMNS["player"])
@pytest.mark.parametrize("part", PARTS)
def test_every_player_header_beside_a_name_part_is_refused(rc, ev, player, part):
    (ev / "r.csv").write_text(
        f"{player},{part},list\nJohn,Smith,ok.txt\nJohn,Doe,ok.txt\n", "utf-8"
    )
    assert rc("event", "r.csv", "--as-of", "2026-09-20") == (1, "", _said(player, part))


@pytest.mark.parametrize(
    "player,part",
    [("Player Name", "Surname"), ("Nom du joueur", "Prénom"), ("Participant", "Last Name")],
)
def test_as_organisers_write_them(rc, ev, player, part):
    (ev / "r.csv").write_text(
        f"{player},{part},list\nJohn,Smith,ok.txt\nJohn,Doe,ok.txt\n", "utf-8"
    )
    assert rc("event", "r.csv", "--as-of", "2026-09-20") == (1, "", _said(player, part))


def test_a_name_part_is_never_a_player_header():
    assert NAME_PARTS.isdisjoint(header_key(h) for h in COLUMNS["player"])


@pytest.mark.parametrize("player", ["Player", "Nom du joueur", "Name"])
def test_a_player_column_holding_the_whole_name_beside_its_parts_is_read(rc, ev, player):
    (ev / "r.csv").write_text(f"{player},Surname,list\nAnn Lee,lee,ok.txt\n", "utf-8")
    code, out, err = rc("event", "r.csv", "--as-of", "2026-09-20")
    assert (code, err) == (0, "")
    assert "Ann Lee (r.csv row 2): LEGAL\n" in out
    assert out.endswith("1 player: 1 legal, 0 illegal\n")


def test_one_row_holding_a_part_only_is_enough_to_refuse(rc, ev):
    (ev / "r.csv").write_text(
        "Player,Surname,list\nAnn Lee,Lee,ok.txt\nBob,Stone,ok.txt\n", "utf-8"
    )
    assert rc("event", "r.csv", "--as-of", "2026-09-20") == (1, "", _said("Player", "Surname"))
