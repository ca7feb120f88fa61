"""check --team: the team file is an input (--output), a Sealed 2v2 team shares one pool."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "team_pools"


@pytest.fixture
def tm(tmp_path: Path) -> Path:
    d = tmp_path / "tm"
    shutil.copytree(FIXTURES, d)
    return d


@pytest.mark.parametrize("spelled", ["team.yaml", "./team.yaml"])
@pytest.mark.parametrize("ruleset", ["sealed-2v2", "constructed-2v2"])
def test_output_over_the_team_file_is_refused(cli, tm, spelled, ruleset):
    before = (tm / "team.yaml").read_bytes()
    r = cli("check", "-r", ruleset, "--team", "team.yaml", "-o", spelled, cwd=tm)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr == (
        "riftcheck: error: --output team.yaml is also an input (team.yaml): "
        "refusing to overwrite it (write the report to another file)\n"
    )
    assert (tm / "team.yaml").read_bytes() == before


@pytest.mark.parametrize(
    ("team", "first", "second"),
    [
        (("team2.yaml",), ("ak.deck.yaml", "kpool.txt"), ("dd.deck.yaml", "dpool.txt")),
    ],
)
def test_sealed_2v2_decks_naming_different_pools_are_a_team_error(cli, tm, team, first, second):
    r = cli(
        "check", "-r", "sealed-2v2", "--team", *team, "--as-of", "2026-09-20", "-f", "json", cwd=tm
    )
    assert r.returncode == 1
    assert r.stderr == ""
    import json

    (t,) = json.loads(r.stdout)["teams"]
    assert t["legal"] is False
    (f,) = t["violations"]
    assert f["rule"] == "pool" and f["severity"] == "error"
    assert f["citation"] == "TR 603.6"
    assert f["message"] == (
        f"the team's decks name different pools: {first[0]} names {first[1]}; "
        f"{second[0]} names {second[1]}; a Sealed 2v2 team shares one pool (TR 603.6), "
        "so the team's decks were not checked together against a pool"
    )
    assert (f["path"], f["line"]) == (first[0], 5)
    assert [(x["path"], x["line"]) for x in f["related"]] == [(second[0], 2)]


def test_two_files_of_the_same_cards_are_the_team_s_one_pool(cli, tm):
    # atkK 7 (behaviour change): the team's pool is its cards (TR 603.6, "a single product
    # pool"), as an event judges two rows naming copies of it; this was a team error
    r = cli("check", "-q", "-r", "sealed-2v2", "--team", "a.deck.yaml", "d.deck.yaml",
            "--as-of", "2026-09-20", cwd=tm)  # fmt: skip
    assert (r.returncode, r.stderr) == (1, "")
    out = " ".join(r.stdout.split())
    assert "Team: ILLEGAL (a.deck.yaml, d.deck.yaml)" in out
    assert (
        "5 Rebuke in the team's decks (3 in a.deck.yaml, 2 in d.deck.yaml), 3 in shared pool" in out
    )
    assert "different pools" not in out


def test_sealed_2v2_different_pools_text_and_strict(cli, tm):
    r = cli(
        "check",
        "-r",
        "sealed-2v2",
        "--team",
        "team2.yaml",
        "--as-of",
        "2026-09-20",
        "--strict",
        cwd=tm,
    )
    assert r.returncode == 1
    assert r.stderr == ""
    assert "Team Separate pools: ILLEGAL (ak.deck.yaml, dd.deck.yaml)" in r.stdout
    assert "ak.deck.yaml:5:1  error  pool  the team's decks name different pools:" in r.stdout
    assert r.stdout.rstrip().endswith("2 decks: 2 legal, 0 illegal; team illegal")


def _team_messages(r) -> list[str]:
    import json

    (t,) = json.loads(r.stdout)["teams"]
    return [v["message"] for v in t["violations"]]


def test_sealed_2v2_one_pool_given_checks_the_decks_together(cli, tm):
    # --pool is the team's one pool: the decks' own pool: keys then name no second pool
    args = ("check", "-r", "sealed-2v2", "--team", "team.yaml", "--pool", "shared.txt")
    r = cli(*args, "--as-of", "2026-09-20", "-f", "json", cwd=tm)
    assert r.returncode == 1
    assert r.stderr == ""
    assert _team_messages(r) == [
        "5 Rebuke in the team's decks (3 in a.deck.yaml, 2 in d.deck.yaml), 3 in shared pool",
        "6 Ride the Wind in the team's decks (3 in a.deck.yaml, 3 in d.deck.yaml), 3 in shared pool",
    ]


def test_sealed_2v2_decks_naming_one_pool_file_share_it(cli, tm):
    (tm / "d.deck.yaml").write_text(
        (tm / "d.deck.yaml").read_text().replace("pool: shared2.txt", "pool: ./shared.txt")
    )
    args = ("check", "-r", "sealed-2v2", "--team", "team.yaml", "--as-of", "2026-09-20")
    r = cli(*args, "-f", "json", cwd=tm)
    assert r.returncode == 1
    assert r.stderr == ""
    assert _team_messages(r) == [
        "5 Rebuke in the team's decks (3 in a.deck.yaml, 2 in d.deck.yaml), 3 in shared pool",
        "6 Ride the Wind in the team's decks (3 in a.deck.yaml, 3 in d.deck.yaml), 3 in shared pool",
    ]
