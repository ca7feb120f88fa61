"""atkG 1: every message naming a player of an event file (YAML/JSON) names the file's line
(« ligne 8 », "line 8"), as the player's own header does, never their entry number; a CSV roster's
players keep their row. Inputs of the tests' own and the 2v2 example."""

from __future__ import annotations

from pathlib import Path

from tests.event.test_event_team_reasons import _team_block
from tests.event.test_event_verdicts import SEALED_A, SEALED_B, TEAM_POOL, flat, write

ROOT = Path(__file__).resolve().parents[2]
MAGMA = ROOT / "examples" / "events" / "magma-2v2.yaml"
NB = "\u00a0"


def _plain(text: str) -> str:
    """The text on one line, its no-break spaces plain."""
    return flat(text).replace(NB, " ").replace("\u202f", " ")


def _pools(tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "b.deck.yaml", SEALED_B)
    write(tmp_path, "pool.txt", TEAM_POOL)
    write(tmp_path, "other.txt", TEAM_POOL + "1 Cleave\n")


EVENT = (
    "name: N\n"
    "date: 2026-10-20\n"
    "ruleset: sealed-2v2\n"
    "players:\n"
    "  # Owls\n"
    "  - {id: p1, player: Ann, team: Owls, list: a.deck.yaml, pool: pool.txt}\n"
    "\n"
    "  - {id: p2, player: Bob, team: Owls, list: b.deck.yaml, pool: other.txt}\n"
)


def test_a_yaml_team_of_two_pools_names_the_players_file_lines(rc, tmp_path):
    _pools(tmp_path)
    write(tmp_path, "e.yaml", EVENT)
    code, text, err = rc("event", "e.yaml", "--color", "never")
    assert (code, err) == (1, "")
    block = flat(_team_block(text, "Owls"))
    assert (
        "team Owls has more than one pool: Ann (line 6) names pool.txt; Bob (line 8) names "
        "other.txt; a Sealed 2v2 team shares one pool"
    ) in block
    assert "(row " not in text and "(rows " not in text
    fr_code, fr, fr_err = rc("--lang", "fr", "event", "e.yaml", "--color", "never")
    assert (fr_code, fr_err) == (1, "")
    assert "Ann (ligne 6) indique pool.txt ; Bob (ligne 8) indique other.txt" in _plain(fr)


def test_a_player_id_twice_in_a_yaml_event_names_the_file_lines(rc, tmp_path):
    _pools(tmp_path)
    write(tmp_path, "e.yaml", EVENT.replace("id: p2", "id: p1").replace("other.txt", "pool.txt"))
    code, text, err = rc("event", "e.yaml", "--color", "never")
    assert (code, err) == (1, "")
    assert "player id p1 is registered 2 times (lines 6 and 8)" in flat(text)
    fr_code, fr, fr_err = rc("--lang", "fr", "event", "e.yaml", "--color", "never")
    assert (fr_code, fr_err) == (1, "")
    assert "l'identifiant de joueur p1 apparaît dans 2 inscriptions (lignes 6 et 8)" in _plain(fr)


def test_the_same_roster_as_csv_keeps_its_rows(rc, tmp_path):
    _pools(tmp_path)
    write(
        tmp_path,
        "r.csv",
        "id,player,team,list,pool\np1,Ann,Owls,a.deck.yaml,pool.txt\np1,Bob,Owls,b.deck.yaml,pool.txt\n",
    )
    code, text, err = rc("event", "r.csv", "-r", "sealed-2v2", "--as-of", "2026-10-20")
    assert (code, err) == (1, "")
    assert "player id p1 is registered 2 times (rows 2 and 3)" in flat(text)
    assert "(line" not in text.replace("line 2)", "").replace("line 3)", "")


def test_the_2v2_example_names_team_members_by_line_in_text_and_html(rc, tmp_path):
    code, text, err = rc(
        "--lang", "fr", "event", str(MAGMA), "--html", "m.html", "--color", "never"
    )
    assert (code, err) == (1, "")
    said = _plain(text)
    assert "Lone Wolf : 1 joueur (ligne 56), une équipe en compte 2" in said
    assert "3 joueurs (lignes 58, 59 et 60), une équipe en compte 2" in said
    html = _plain((tmp_path / "m.html").read_text(encoding="utf-8"))
    # the player cards: Alice is at line 8 of the file, Emil at line 56 (not « ligne 1 », « 5 »)
    assert "ligne 8 · identifiant t01" in html and "ligne 56 · identifiant t05" in html
    assert "ligne 1 · " not in html and "ligne 5 · " not in html
    # Ines's list is Alice's: her card points to the group by Alice's file line
    assert "que le groupe de la ligne 8 (2 listes" in html
