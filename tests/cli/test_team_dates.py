"""A 2v2 team whose decks give different event dates is refused, whatever the order of the
arguments; one date given for the team judges it the same in both orders (issue 24, B8: the team
was judged on the first deck's date, so its citations, CR 489.8.h or 491.8.h, followed the order)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

TEAM = Path(__file__).resolve().parent.parent / "cases" / "_team"


@pytest.fixture
def team(tmp_path):
    a = tmp_path / "a.deck.yaml"
    b = tmp_path / "b.deck.yaml"
    a.write_text("event_date: 2026-10-08\n" + (TEAM / "jinx.deck.yaml").read_text(), "utf-8")
    b.write_text(
        "event_date: 2026-10-09\n" + (TEAM / "jinx-other-fields.deck.yaml").read_text(), "utf-8"
    )
    return a, b


@pytest.mark.parametrize("order", [1, -1])
def test_different_event_dates_are_refused_in_either_order(cli, team, order):
    a, b = team
    r = cli("-r", "constructed-2v2", "--team", *[str(p) for p in (a, b)][::order])
    assert r.returncode == 2
    assert r.stdout == ""
    assert "the team's decks give different event dates (" in r.stderr
    assert f"{a}:1:1: 2026-10-08" in r.stderr and f"{b}:1:1: 2026-10-09" in r.stderr
    assert "judge the team with --as-of DATE" in r.stderr


@pytest.mark.parametrize(
    ("day", "cite"), [("2026-10-08", "CR 489.8.h"), ("2026-10-09", "CR 491.8.h")]
)
def test_a_date_given_judges_the_team_the_same_in_either_order(cli, team, day, cite):
    a, b = team
    found = []
    for order in (1, -1):
        args = [str(p) for p in (a, b)][::order]
        r = cli("-r", "constructed-2v2", "--team", "--as-of", day, "-f", "json", *args)
        assert r.returncode == 1, r.stderr
        assert r.stderr == ""
        (t,) = json.loads(r.stdout)["teams"]
        found.append(sorted({v["citation"] for v in t["violations"] if v["rule"] == "team-legend"}))
    assert found[0] == found[1] == [cite]


@pytest.mark.parametrize("order", [1, -1])
def test_an_undated_deck_is_judged_and_labelled_on_its_teams_date(cli, tmp_path, order):
    """R10: a team of one dated and one undated deck is judged on the one date, and every output
    says that date for both decks (the undated deck was judged on it but labelled today)."""
    a = tmp_path / "a.deck.yaml"
    b = tmp_path / "b.deck.yaml"
    a.write_text("event_date: 2026-09-01\n" + (TEAM / "jinx.deck.yaml").read_text(), "utf-8")
    b.write_text((TEAM / "jinx-other-fields.deck.yaml").read_text(), "utf-8")
    args = [str(p) for p in (a, b)][::order]
    r = cli("-r", "constructed-2v2", "--team", *args, "-f", "json")
    assert r.returncode in (0, 1), r.stderr
    assert [d["as_of"] for d in json.loads(r.stdout)["decks"]] == ["2026-09-01"] * 2
    r = cli("-r", "constructed-2v2", "--team", *args, "-v")
    import datetime

    assert str(datetime.date.today()) not in r.stdout, r.stdout


@pytest.fixture
def regions(tmp_path):
    a = tmp_path / "a.deck.yaml"
    b = tmp_path / "b.deck.yaml"
    a.write_text("region: cn\n" + (TEAM / "jinx.deck.yaml").read_text(), "utf-8")
    b.write_text("region: kr\n" + (TEAM / "jinx-other-fields.deck.yaml").read_text(), "utf-8")
    return a, b


@pytest.mark.parametrize("order", [1, -1])
def test_different_regions_are_refused_in_either_order(cli, regions, order):
    """R3 of the re-test: each deck was judged by its own region's launch dates, so one team was
    judged by two regions' (cn, kr), as two dates were before B8."""
    a, b = regions
    r = cli(
        "-r",
        "constructed-2v2",
        "--team",
        "--as-of",
        "2026-11-01",
        *[str(p) for p in (a, b)][::order],
    )
    assert r.returncode == 2
    assert r.stdout == ""
    assert "the team's decks name different regions (" in r.stderr
    assert f"{a}:1:1: cn" in r.stderr and f"{b}:1:1: kr" in r.stderr
    assert "judge the team with --region CODE" in r.stderr


def test_a_region_given_judges_the_team(cli, regions):
    a, b = regions
    r = cli(
        "-r",
        "constructed-2v2",
        "--team",
        "--as-of",
        "2026-11-01",
        "--region",
        "cn",
        "-f",
        "json",
        str(a),
        str(b),
    )
    assert r.returncode in (0, 1), r.stderr
    assert r.stderr == ""
    assert len(json.loads(r.stdout)["decks"]) == 2


def test_one_region_named_the_same_way_is_no_conflict(cli, tmp_path):
    a = tmp_path / "a.deck.yaml"
    b = tmp_path / "b.deck.yaml"
    a.write_text("region: cn\n" + (TEAM / "jinx.deck.yaml").read_text(), "utf-8")
    b.write_text("region: CN\n" + (TEAM / "jinx-other-fields.deck.yaml").read_text(), "utf-8")
    r = cli(
        "-r", "constructed-2v2", "--team", "--as-of", "2026-11-01", "-f", "json", str(a), str(b)
    )
    assert r.returncode in (0, 1), r.stderr
    assert r.stderr == ""


@pytest.mark.parametrize("other", ["region: worldwide\n", ""])
@pytest.mark.parametrize("order", [1, -1])
def test_a_regional_deck_beside_a_worldwide_one_is_refused(cli, tmp_path, other, order):
    """S1 of the attack: with ``region: tw`` in one deck and ``worldwide`` (or no region) in the
    other, each deck was judged by its own dates, so a teammate legal worldwide passed set legality
    for a Taiwan event. Unlike an undated deck (which takes the team's date), a deck with no region
    is not known to play the other's region: refused, naming both files and lines."""
    a = tmp_path / "a.deck.yaml"
    b = tmp_path / "b.deck.yaml"
    a.write_text("region: tw\n" + (TEAM / "jinx.deck.yaml").read_text(), "utf-8")
    b.write_text(other + (TEAM / "jinx-other-fields.deck.yaml").read_text(), "utf-8")
    r = cli(
        "-r",
        "constructed-2v2",
        "--team",
        "--as-of",
        "2026-11-01",
        *[str(p) for p in (a, b)][::order],
    )
    assert r.returncode == 2
    assert r.stdout == ""
    assert "the team's decks name different regions (" in r.stderr
    assert f"{a}:1:1: tw" in r.stderr
    if other:
        assert f"{b}:1:1: worldwide" in r.stderr
    else:
        assert f"{b}: no region (the worldwide launch dates)" in r.stderr
    assert "judge the team with --region CODE" in r.stderr


def test_a_region_given_judges_a_regional_and_a_worldwide_deck(cli, tmp_path):
    a = tmp_path / "a.deck.yaml"
    b = tmp_path / "b.deck.yaml"
    a.write_text("region: tw\n" + (TEAM / "jinx.deck.yaml").read_text(), "utf-8")
    b.write_text((TEAM / "jinx-other-fields.deck.yaml").read_text(), "utf-8")
    r = cli(
        "-r",
        "constructed-2v2",
        "--team",
        "--as-of",
        "2026-11-01",
        "--region",
        "tw",
        "-f",
        "json",
        str(a),
        str(b),
    )
    assert r.returncode in (0, 1), r.stderr
    assert r.stderr == ""
    assert len(json.loads(r.stdout)["decks"]) == 2


def test_two_worldwide_decks_are_no_conflict(cli, tmp_path):
    a = tmp_path / "a.deck.yaml"
    b = tmp_path / "b.deck.yaml"
    a.write_text("region: worldwide\n" + (TEAM / "jinx.deck.yaml").read_text(), "utf-8")
    b.write_text((TEAM / "jinx-other-fields.deck.yaml").read_text(), "utf-8")
    r = cli(
        "-r", "constructed-2v2", "--team", "--as-of", "2026-11-01", "-f", "json", str(a), str(b)
    )
    assert r.returncode in (0, 1), r.stderr
    assert r.stderr == ""
