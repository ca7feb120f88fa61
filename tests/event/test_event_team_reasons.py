"""Issue 23: a team verdict of ILLEGAL always says why, at the team and on each row it fails.

- A Sealed 2v2 team whose two rows name different pools (a file each, or a file and a pasted pool)
  has a team-level ``roster-pool`` error citing TR 603.6 that names both players, their rows and
  their pools.
- A team with a player registered twice (``roster-duplicate-player``) has a team-level error, and
  the teammate's row, failed by it, names the duplicate of their team and its rows.

Inputs of the tests' own."""

from __future__ import annotations

import json
import re

import pytest

from tests.event.test_event_verdicts import SEALED_A, SEALED_B, TEAM_POOL, flat, write

DAY = ("--as-of", "2026-10-20")


@pytest.fixture
def team_files(tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "b.deck.yaml", SEALED_B)
    write(tmp_path, "pool.txt", TEAM_POOL)
    # another pool that holds both decks too: only the disagreement is wrong
    write(tmp_path, "other.txt", TEAM_POOL + "1 Cleave\n")
    return tmp_path


def _team_block(text: str, team: str) -> str:
    """The text report's lines of team ``team``, up to the next blank line."""
    start = text.index(f"Team {team}: ")
    return text[start:].split("\n\n", 1)[0]


# ---------------------------------------------------------------- TR 603.6: one pool per team


def test_a_team_of_two_pool_files_has_a_team_error_citing_tr_603_6(rc, team_files):
    write(
        team_files,
        "r.csv",
        "player,list,team,pool\nAnn,a.deck.yaml,Owls,pool.txt\nBob,b.deck.yaml,Owls,other.txt\n",
    )
    code, text, err = rc("event", "r.csv", "-r", "sealed-2v2", *DAY, "--color", "never")
    assert (code, err) == (1, "")
    block = flat(_team_block(text, "Owls"))
    assert block.startswith(
        "Team Owls: ILLEGAL (Ann (r.csv row 2), Bob (r.csv row 3); pool not checked)"
    )
    assert (
        "r.csv:2 error roster-pool team Owls has more than one pool: Ann (row 2) names pool.txt; "
        "Bob (row 3) names other.txt; a Sealed 2v2 team shares one pool (TR 603.6), so the "
        "team's decks were not checked against a pool fix: give both rows of team Owls the same "
        "pool"
    ) in block
    code, out, err = rc("event", "r.csv", "-r", "sealed-2v2", *DAY, "-f", "json")
    (team,) = json.loads(out)["teams"]
    (v,) = [v for v in team["violations"] if v["rule"] == "roster-pool"]
    assert (code, err, team["legal"], v["severity"], v["citation"]) == (
        1,
        "",
        False,
        "error",
        "TR 603.6",
    )
    assert (v["path"], v["line"], v["related"]) == (
        "r.csv",
        2,
        [{"path": "r.csv", "line": 3, "column": None}],
    )
    code, html, err = rc("event", "r.csv", "-r", "sealed-2v2", *DAY, "-f", "html")
    assert (code, err) == (1, "") and "team Owls has more than one pool" in html


def test_a_pasted_pool_against_a_pool_file_is_the_same_team_error(rc, team_files):
    pasted = "".join(f"      {ln}\n" for ln in TEAM_POOL.splitlines())
    write(
        team_files,
        "e.yaml",
        "name: Cup\nruleset: sealed-2v2\nplayers:\n"
        "  - {player: Ann, list: a.deck.yaml, team: Owls, pool: pool.txt}\n"
        "  - player: Bob\n    list: b.deck.yaml\n    team: Owls\n    pool: |\n"
        + pasted.replace("8 Charm", "9 Charm"),
    )
    code, text, err = rc("event", "e.yaml", *DAY, "--color", "never")
    assert (code, err) == (1, "")
    block = flat(_team_block(text, "Owls"))
    # an event file's players are named by the file's line (atkG 1)
    assert "Ann (line 4) names pool.txt; Bob (line 5) names a pasted pool" in block
    assert "(TR 603.6)" in block


def test_a_team_of_one_pool_has_no_pool_error(rc, team_files):
    write(
        team_files,
        "r.csv",
        "player,list,team,pool\nAnn,a.deck.yaml,Owls,pool.txt\nBob,b.deck.yaml,Owls,pool.txt\n",
    )
    code, text, err = rc("event", "r.csv", "-r", "sealed-2v2", *DAY, "--color", "never")
    assert (code, err) == (0, "")
    assert _team_block(text, "Owls") == "Team Owls: LEGAL (Ann (r.csv row 2), Bob (r.csv row 3))"
    assert "roster-pool" not in text


def test_the_french_team_pool_error(rc, team_files):
    write(
        team_files,
        "r.csv",
        "player,list,team,pool\nAnn,a.deck.yaml,Owls,pool.txt\nBob,b.deck.yaml,Owls,other.txt\n",
    )
    code, text, err = rc("--lang", "fr", "event", "r.csv", "-r", "sealed-2v2", *DAY, "--color", "never")  # fmt: skip
    assert (code, err) == (1, "")
    assert (
        "l'équipe Owls a plus d'un pool\u00a0: Ann (ligne 2) indique pool.txt\u202f; Bob (ligne 3) "
        "indique other.txt\u202f; une équipe de Scellé 2c2 partage un seul pool (RT\u00a0603.6)"
    ) in re.sub(r"[ \n]+", " ", text)  # (flat would take the no-break spaces too)


# ---------------------------------------------------------------- a duplicate player's team


@pytest.mark.parametrize("ruleset", ["sealed-2v2", "constructed-2v2"])
def test_the_teammate_of_a_duplicate_player_is_told_why_their_team_fails(rc, team_files, ruleset):
    # Ann plays in team Owls and again (as "ann") in team Foxes: both teams fail, and Bob and Cyd,
    # whose own rows are fine, are told it is their teammate
    write(
        team_files,
        "r.csv",
        "player,list,team,pool\n"
        "Ann,a.deck.yaml,Owls,pool.txt\nBob,b.deck.yaml,Owls,pool.txt\n"
        "Cyd,a.deck.yaml,Foxes,pool.txt\nann,b.deck.yaml,Foxes,pool.txt\n",
    )
    args = ("event", "r.csv", "-r", ruleset, *DAY)
    code, out, err = rc(*args, "-f", "json")
    assert (code, err) == (1, "")
    doc = json.loads(out)
    dup = "player Ann is registered 2 times (rows 2 and 5)"
    told = {
        p["player"]: [x["message"] for x in p["problems"] if x["rule"] == "roster-duplicate-player"]
        for p in doc["players"]
    }
    assert told == {
        "Ann": [dup],
        "Bob": [
            "a teammate is registered more than once, so team Owls is not two different players "
            f"and cannot play: Ann (row 2): {dup}"
        ],
        "Cyd": [
            "a teammate is registered more than once, so team Foxes is not two different players "
            f"and cannot play: ann (row 5): {dup}"
        ],
        "ann": [dup],
    }
    # (Sealed lists of 25 cards are illegal lists in Constructed: the row's status says that first)
    status = "roster-error" if ruleset == "sealed-2v2" else "illegal"
    assert {p["player"]: (p["status"], p["team_status"]) for p in doc["players"]} == {
        name: (status, "illegal") for name in ("Ann", "Bob", "Cyd", "ann")
    }
    teams = {t["name"]: t for t in doc["teams"]}
    assert [
        v["message"] for v in teams["Owls"]["violations"] if v["rule"] == "roster-duplicate-player"
    ] == [  # fmt: skip
        f"team Owls is not two different players: Ann (row 2): {dup}"
    ]
    assert (teams["Foxes"]["violations"][0]["path"], teams["Foxes"]["violations"][0]["line"]) == (
        "r.csv",
        5,
    )
    code, text, err = rc(*args, "--color", "never")
    assert (code, err) == (1, "")
    rows = dict(re.findall(r"^(\w+) \(r\.csv row \d\): (.*)$", text, re.M))
    word = "LEGAL list · roster error" if ruleset == "sealed-2v2" else "ILLEGAL"
    assert rows["Bob"].startswith(word) and rows["Cyd"].startswith(word)
    assert f"team Owls is not two different players: Ann (row 2): {dup}" in flat(
        _team_block(text, "Owls")
    )


def test_a_player_twice_in_one_team_is_the_team_s_error_too(rc, team_files):
    write(team_files, "r.csv", "player,list,team\nAnn,a.deck.yaml,Owls\nANN,b.deck.yaml,Owls\n")
    code, out, err = rc("event", "r.csv", "-r", "constructed-2v2", *DAY, "-f", "json")
    assert (code, err) == (1, "")
    doc = json.loads(out)
    (team,) = doc["teams"]
    (v,) = [v for v in team["violations"] if v["rule"] == "roster-duplicate-player"]
    assert v["message"] == (
        "team Owls is not two different players: Ann (row 2): player Ann is registered 2 times "
        "(rows 2 and 3); ANN (row 3): player Ann is registered 2 times (rows 2 and 3)"
    )
    # neither row is told of a teammate: each has its own duplicate error
    assert [[x["message"] for x in p["problems"]] for p in doc["players"]] == [
        ["player Ann is registered 2 times (rows 2 and 3)"]
    ] * 2
