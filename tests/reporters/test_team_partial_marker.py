"""atkE 2 and 8: a team line never reads plain LEGAL over a partial check of its decks (one
teammate's pool missing, ``--ignore pool``), and the GitLab report gives a pool not checked an
issue, as GitHub and SARIF do, so a ``--strict`` job never fails on ``[]``. Inputs of the tests'
own."""

from __future__ import annotations

import json
import os

import pytest

from tests.event.test_event_verdicts import SEALED_A, SEALED_B, TEAM_POOL, write
from tests.inprocess import run_in_process

DAY = ("--as-of", "2026-10-20")


@pytest.fixture
def rc(tmp_path):
    """``riftcheck ARGS`` in this process, in ``tmp_path``: (exit code, stdout, stderr)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("RIFTCHECK")}
    env["COLUMNS"] = "200"
    write(tmp_path, "a.deck.yaml", SEALED_A + "pool: pool.txt\n")
    write(tmp_path, "b.deck.yaml", SEALED_B)
    write(tmp_path, "pool.txt", TEAM_POOL)

    def run(*args):
        r = run_in_process(list(args), environ=env, cwd=tmp_path)
        return r.returncode, r.stdout, r.stderr

    return run


def _line(text: str, start: str) -> str:
    (line,) = [ln for ln in text.splitlines() if ln.startswith(start)]
    return line


def test_check_team_with_one_teammate_naming_the_pool_is_judged_against_it(rc, tmp_path):
    # atkK 7 (behaviour change): the team shares one pool (TR 603.6), so the one a deck names is
    # the team's, as one row of an event naming it is; it was "LEGAL (pool not checked)"
    code, out, err = rc("-r", "sealed-2v2", "--team", "a.deck.yaml", "b.deck.yaml", *DAY)
    assert (code, err) == (0, "")
    assert _line(out, "b.deck.yaml: ").startswith("b.deck.yaml: LEGAL (2 infos)")
    assert _line(out, "Team: ") == "Team: LEGAL (a.deck.yaml, b.deck.yaml)"
    assert out.endswith("2 decks: 2 legal, 0 illegal; team legal\n")
    # the pool is too small for both decks: the team is illegal, as an event says
    write(tmp_path, "pool.txt", TEAM_POOL.replace("12 Pouty Poro", "9 Pouty Poro"))
    code, out, err = rc("-r", "sealed-2v2", "--team", "a.deck.yaml", "b.deck.yaml", *DAY)
    assert (code, err) == (1, "")
    assert _line(out, "Team: ") == "Team: ILLEGAL (a.deck.yaml, b.deck.yaml)"
    assert (
        "error  pool  12 Pouty Poro in the team's decks (6 in a.deck.yaml, 6 in b.deck.yaml), "
        "9 in shared pool" in out
    )


def test_check_team_with_no_pool_says_so_on_the_team_line_in_every_format(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    code, out, err = rc("-r", "sealed-2v2", "--team", "a.deck.yaml", "b.deck.yaml", *DAY)
    assert (code, err) == (0, "")
    assert _line(out, "b.deck.yaml: ").startswith("b.deck.yaml: LEGAL (pool not checked")
    assert _line(out, "Team: ") == "Team: LEGAL (pool not checked) (a.deck.yaml, b.deck.yaml)"
    assert out.endswith("2 decks: 2 legal, 0 illegal; team legal (partial check)\n")
    # atkK 11: the JSON team says it too, as an event's does
    code, out, err = rc(
        "-r", "sealed-2v2", "--team", "-f", "json", "a.deck.yaml", "b.deck.yaml", *DAY
    )
    assert (code, err) == (0, "")
    (team,) = json.loads(out)["teams"]
    assert (team["legal"], team["not_checked"]) == (True, ["pool"])
    # and the CSV has the team's verdict beside each deck's, as an event's roster does
    code, out, err = rc(
        "-r", "sealed-2v2", "--team", "-f", "csv", "a.deck.yaml", "b.deck.yaml", *DAY
    )
    assert (code, err) == (0, "")
    rows = out.splitlines()
    assert rows[0] == "path,verdict,team verdict,problems,findings,fingerprint"
    assert rows[1].startswith("a.deck.yaml,legal (pool not checked),team legal (pool not checked),")
    assert len([r for r in rows if ",team legal (pool not checked)," in r]) == 2


def test_check_team_with_both_pools_has_no_marker(rc, tmp_path):
    write(tmp_path, "b.deck.yaml", SEALED_B + "pool: pool.txt\n")
    code, out, err = rc("-r", "sealed-2v2", "--team", "a.deck.yaml", "b.deck.yaml", *DAY)
    assert err == ""
    assert _line(out, "Team: ").startswith(("Team: LEGAL (a.deck.yaml", "Team: ILLEGAL (a.deck"))


def test_event_team_under_ignore_pool_says_partial_check(rc, tmp_path):
    write(
        tmp_path,
        "e.yaml",
        "name: N\nruleset: sealed-2v2\nplayers:\n"
        "  - {player: Ann, team: Owls, list: a.deck.yaml, pool: pool.txt}\n"
        "  - {player: Bob, team: Owls, list: b.deck.yaml, pool: pool.txt}\n",
    )
    code, out, err = rc("event", "e.yaml", *DAY, "--ignore", "pool", "--color", "never")
    assert err == ""
    team = _line(out, "Team Owls: ")
    assert team.startswith("Team Owls: ") and "(partial check)" in team, team
    assert "Ann (e.yaml line 4): LEGAL (partial check)" in out


def test_gitlab_strict_gives_an_issue_for_a_pool_not_checked(rc):
    code, out, err = rc("-r", "sealed", "b.deck.yaml", *DAY, "--strict", "-f", "gitlab")
    assert (code, err) == (1, "")
    (issue,) = [i for i in json.loads(out) if i["check_name"] == "riftcheck/pool"]
    assert issue["severity"] == "major"
    assert issue["description"] == (
        "LEGAL (pool not checked): this verdict is partial; fails with --strict"
    )
    assert issue["location"] == {"path": "b.deck.yaml", "lines": {"begin": 1}}
    code, out, err = rc("-r", "sealed", "b.deck.yaml", *DAY, "-f", "gitlab")
    assert (code, err) == (0, "")
    (issue,) = [i for i in json.loads(out) if i["check_name"] == "riftcheck/pool"]
    assert (issue["severity"], issue["description"]) == (
        "minor",
        "LEGAL (pool not checked): this verdict is partial",
    )


def test_html_strict_note_counts_the_pools_not_checked_as_text_and_json_do(rc, tmp_path):
    # atkE 7: Cid names no pool, Dee a pool that does not exist (a roster error, which fails the
    # run without --strict): one pool not checked, in every format
    write(
        tmp_path,
        "e.yaml",
        "name: N\nruleset: sealed\nplayers:\n"
        "  - {player: Ann, list: b.deck.yaml, pool: pool.txt}\n"
        "  - {player: Cid, list: b.deck.yaml}\n"
        "  - {player: Dee, list: b.deck.yaml, pool: nowhere.txt}\n",
    )
    code, out, err = rc("event", "e.yaml", *DAY, "--strict", "--color", "never")
    assert code == 1
    assert "1 pool not checked" in " ".join(out.split())
    code, out, err = rc("event", "e.yaml", *DAY, "--strict", "-f", "json")
    assert (code, err) == (1, "")
    assert json.loads(out)["event"]["summary"]["pools_not_checked"] == 1
    code, html, err = rc("event", "e.yaml", *DAY, "--strict", "-f", "html")
    assert (code, err) == (1, "")
    assert "fails with --strict: 1 legal deck was not checked whole (pool not checked)" in html
    assert "2 legal decks were not checked whole" not in html
