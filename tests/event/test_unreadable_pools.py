"""A Sealed or Draft pool that cannot be read (atk23d items 2 and 3).

A single player's legal list on a row whose pool file is missing reads "LEGAL list · roster error"
(JSON ``legal: true``, ``status: roster-error``) as the README says and as Sealed 2v2 rows did; it
read "ILLEGAL (pool not checked)" with the roster error as its only finding. A Sealed 2v2 team one
of whose rows names a missing pool is not judged against its teammate's pool alone (it read plain
LEGAL): the team's own roster-pool error names the row, the team is ILLEGAL (pool not checked).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: the attack's files: good.txt (a legal Kennen list), draven.txt, pool_both.txt (both lists'
#: cards), pool_k.txt; single.csv (Ann, pool missing.txt), team.csv (team T2: Cyd pool_k.txt, not
#: team T1's pool_both.txt, which would be a roster-shared-pool warning,
#: Dee missing.txt), two-pools.yaml (team T2: Cyd pool_both.txt, Dee pool_k.txt)
CASES = ROOT / "tests" / "fixtures" / "event" / "limited_pools"
DAY = "2026-09-20"
HEADER = (
    "riftcheck 0.1.0 · ruleset {rs} (Core Rules 2026-07-16, Tournament\nRules 2026-07-16)\n"
    "as of 2026-09-20 (--as-of) · card database 2026.10.08 (2026-10-08, bundled)\n"
    "event {ev} · judged as of 2026-09-20 (--as-of) · ruleset from --ruleset\n\n"
)


def _event(cli, *args):
    return cli("event", *args, "--as-of", DAY, env={"COLUMNS": "80"}, cwd=CASES)


class TestSinglePlayerUnreadablePool:
    @pytest.mark.parametrize("ruleset", ["sealed", "draft"])
    def test_text_reads_legal_list_roster_error(self, cli, ruleset):
        r = _event(cli, "single.csv", "-r", ruleset)
        assert (r.returncode, r.stderr) == (1, "")
        assert r.stdout == HEADER.format(rs=ruleset, ev="single.csv") + (
            "Ann (single.csv row 2): LEGAL list · roster error (1 error; pool not checked)\n"
            "  single.csv:2  error  roster-pool  the pool cannot be read, so the list was not\n"
            "      checked against it: missing.txt: no such file: expected a pool file\n"
            "\n"
            "1 player: 0 legal, 0 illegal, 1 legal list with a roster error; 1 roster problem\n"
            "(partial check)\n"
        )

    def test_json_legal_true_status_roster_error(self, cli):
        r = _event(cli, "single.csv", "-r", "sealed", "-f", "json")
        assert (r.returncode, r.stderr) == (1, "")
        doc = json.loads(r.stdout)
        (ann,) = doc["players"]
        assert (ann["legal"], ann["status"], ann["not_checked"]) == (True, "roster-error", ["pool"])
        assert [p["rule"] for p in ann["problems"]] == ["roster-pool"]
        assert ann["violations"] == []
        s = doc["event"]["summary"]
        assert (s["legal"], s["illegal"], s["roster-error"]) == (0, 0, 1)

    def test_csv_verdict_cell(self, cli):
        r = _event(cli, "single.csv", "-r", "sealed", "-f", "csv")
        assert r.returncode == 1
        assert r.stdout.splitlines()[1].startswith(
            "Ann,good.txt,missing.txt,legal list · roster error (pool not checked),"
        )


class TestTeamWithUnreadablePool:
    def test_text_team_error_names_the_row(self, cli):
        r = _event(cli, "team.csv", "-r", "sealed-2v2")
        assert (r.returncode, r.stderr) == (1, "")
        assert r.stdout.startswith(HEADER.format(rs="sealed-2v2", ev="team.csv"))
        assert (
            "Cyd (team.csv row 4): LEGAL (pool not checked)\n"
            "Dee (team.csv row 5): LEGAL list · roster error (1 error; pool not checked)\n"
            "  team.csv:5  error  roster-pool  the pool cannot be read, so the list was not\n"
            "      checked against it: missing.txt: no such file: expected a pool file\n"
            "\n"
            "Team T1: LEGAL (Ann (team.csv row 2), Bob (team.csv row 3))\n"
            "\n"
            "Team T2: ILLEGAL (Cyd (team.csv row 4), Dee (team.csv row 5); pool not checked)\n"
            "  team.csv:5  error  roster-pool  team T2's pool cannot be read: Dee (row 5)\n"
            "      names missing.txt; a Sealed 2v2 team shares one pool (TR 603.6), so the\n"
            "      team's decks were not checked against a pool\n"
            "      fix: give team T2 one pool that can be read\n"
            "\n"
            "4 players: 3 legal, 0 illegal, 1 legal list with a roster error; 3 roster\n"
            "problems; 2 teams, 1 of them legal, 1 of them illegal; partial check\n"
        ) in r.stdout
        # no "more than one pool" for a pool that cannot be read
        assert "more than one pool" not in r.stdout

    def test_json_team_not_legal(self, cli):
        r = _event(cli, "team.csv", "-r", "sealed-2v2", "-f", "json")
        assert (r.returncode, r.stderr) == (1, "")
        teams = {t["name"]: t for t in json.loads(r.stdout)["teams"]}
        assert teams["T1"]["legal"] is True
        t2 = teams["T2"]
        assert (t2["legal"], t2["not_checked"]) == (False, ["pool"])
        assert [v["rule"] for v in t2["violations"]] == ["roster-pool"]
        assert (
            "team T2's pool cannot be read: Dee (row 5) names missing.txt"
            in (t2["violations"][0]["message"])
        )

    def test_french(self, cli):
        r = _event(cli, "team.csv", "-r", "sealed-2v2", "--lang", "fr")
        assert (r.returncode, r.stderr) == (1, "")
        flat = re.sub(r" ?\n +", " ", r.stdout)  # the wrapped lines joined
        assert (
            "le pool de l'équipe T2 ne peut pas être lu\u00a0: Dee (ligne 5) indique missing.txt"
            "\u202f; une équipe de Scellé 2c2 partage un seul pool (RT\u00a0603.6)"
        ) in flat
        assert "correction\u00a0: donnez à l'équipe T2 un seul pool lisible" in flat

    def test_two_readable_different_pools_still_the_team_error(self, cli):
        # e400ef9's case (atk23d's lim/ev6.yaml, cut to its two first teams)
        r = cli("event", "two-pools.yaml", env={"COLUMNS": "80"}, cwd=CASES)
        assert (r.returncode, r.stderr) == (1, "")
        assert (
            "Team T2: ILLEGAL (Cyd (two-pools.yaml line 7), Dee (two-pools.yaml line 8); pool\n"
            "not checked)\n"
            # the players named by the file's line, as their headers are (atkG 1)
            "  two-pools.yaml:7:5  error  roster-pool  team T2 has more than one pool: Cyd\n"
            "      (line 7) names pool_both.txt; Dee (line 8) names pool_k.txt; a Sealed 2v2\n"
            "      team shares one pool (TR 603.6), so the team's decks were not checked\n"
            "      against a pool\n"
            "      fix: give both rows of team T2 the same pool\n"
        ) in r.stdout
        assert "Team T1: LEGAL (Ann (two-pools.yaml line 5), Bob (two-pools.yaml line 6))\n" in (
            r.stdout
        )
