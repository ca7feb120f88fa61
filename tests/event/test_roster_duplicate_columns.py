"""A roster header naming one field in several columns (``Joueur``, ``joueur``, ``JOUEUR``: names
compared without case, accents or spacing) is refused, naming every one of those columns by
number and name, at the header line and the second one's column: riftcheck reads none of them
rather than choose one silently (issue 23/25, evtG 4)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def work(tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "a.txt")
    return tmp_path


@pytest.mark.parametrize(
    "header,row,said",
    [
        (
            "Joueur,joueur,Liste,JOUEUR",
            "Ann,Bea,a.txt,Cyd",
            "r.csv:1:8: columns 1 (Joueur), 2 (joueur) and 4 (JOUEUR) all read as "
            "the player column: none of them is chosen; keep one and rename the others",
        ),
        (
            "player,list,Player",
            "Ann,a.txt,Bea",
            "r.csv:1:13: columns 1 (player) and 3 (Player) both read as the player column: "
            "none of them is chosen; keep one and rename the other",
        ),
        (
            "Équipe;player;list;equipe",
            "T;Ann;a.txt;U",
            "r.csv:1:20: columns 1 (Équipe) and 4 (equipe) both read as the team column: "
            "none of them is chosen; keep one and rename the other",
        ),
    ],
)
def test_a_field_in_several_columns_names_each_of_them(rc, work, header, row, said):
    (work / "r.csv").write_text(f"{header}\n{row}\n", encoding="utf-8")
    assert rc("event", "r.csv", "--as-of", "2026-09-20") == (1, "", f"riftcheck: error: {said}\n")


def test_in_french(rc, work):
    (work / "r.csv").write_text("Joueur,joueur,Liste,JOUEUR\nAnn,Bea,a.txt,Cyd\n", encoding="utf-8")
    assert rc("--lang", "fr", "event", "r.csv", "--as-of", "2026-09-20") == (
        1,
        "",
        "riftcheck\u00a0: erreur\u00a0: r.csv:1:8\u00a0: les colonnes 1 (Joueur), 2 (joueur) et "
        "4 (JOUEUR) se lisent toutes comme la colonne player\u00a0: aucune n'est "
        "choisie\u202f; gardez-en une et renommez les autres\n",
    )


def test_an_event_files_roster_is_named_at_its_own_header(rc, work):
    (work / "r.csv").write_text("sep=,\nJoueur,list,joueur\nAnn,a.txt,Bea\n", encoding="utf-8")
    (work / "e.yaml").write_text("name: N\ndate: 2026-09-20\nroster: r.csv\n", encoding="utf-8")
    code, out, err = rc("event", "e.yaml")
    assert (code, out) == (1, "")
    assert err == (
        "riftcheck: error: r.csv:2:13: columns 1 (Joueur) and 3 (joueur) both read as the "
        "player column: none of them is chosen; keep one and rename the other\n"
    )
