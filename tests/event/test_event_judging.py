"""The event decides how the event is judged: region, date and format; its bans; the configuration;
pools; sideboarding by the event's best-of and play level."""

from __future__ import annotations

import datetime as dt
import json
import re
import shutil
from pathlib import Path

import pytest

from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.infra.errors import InputError
from riftcheck.reporters import get_reporter

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
LIMITED = ROOT / "tests" / "cases" / "_limited"
UNLEASHED = ROOT / "tests" / "cases" / "set-legality"


def event(tmp_path: Path, head: str, players: str) -> Path:
    p = tmp_path / "e.yaml"
    p.write_text(head + "players:\n" + players, encoding="utf-8")
    return p


def rules_of(player):
    return sorted(f.rule for f in player.problems)


def _yaml_kennen(tmp_path: Path, name: str, extra: str) -> Path:
    from riftcheck.cards.db import CardDB
    from riftcheck.decks import read_deck
    from riftcheck.decks.write import write_deck

    deck = read_deck(str(ROOT / "examples" / "kennen.deck.txt"), CardDB.load())
    p = tmp_path / name
    p.write_text(write_deck(deck, "yaml") + extra, encoding="utf-8")
    return p


def test_a_list_cannot_choose_its_region_date_or_format(tmp_path):
    _yaml_kennen(
        tmp_path,
        "a.deck.yaml",
        "region: cn\nevent_date: 2027-01-01\nformat: constructed-casual\n",
    )
    ev = event(
        tmp_path,
        "name: N\ndate: 2026-09-20\n",
        "  - {player: Ann, list: a.deck.yaml}\n",
    )
    run = check_event(read_event(ev))
    (ann,) = run.event.players
    settings = [f for f in ann.problems if f.rule == "roster-list-setting"]
    assert len(settings) == 3 and all(f.severity == "warning" for f in settings)
    said = " ".join(f.message for f in settings)
    assert "the list says region cn; the event decides the region" in said
    assert "the list says event_date 2027-01-01; the event is judged on 2026-09-20" in said
    assert "the list says format constructed-casual; the event's ruleset constructed" in said
    lines = (tmp_path / "a.deck.yaml").read_text(encoding="utf-8").split("\n")
    for f in settings:
        assert lines[f.location.line - 1].split(":")[0] in ("region", "event_date", "format")
    # the region of the list judged nothing: no notice of the cn launch dates in its result
    assert not any("cn" in n.message for n in run.decks[0].notices if n.code == "region")
    assert run.region is None


def test_the_command_line_region_decides(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    ev = event(
        tmp_path, "name: N\ndate: 2026-09-20\nregion: EU\n", "  - {player: Ann, list: a.txt}\n"
    )
    run = check_event(read_event(ev), region="cn")
    assert run.region and run.region.startswith("cn")
    from riftcheck.infra.errors import UsageError

    with pytest.raises(UsageError):
        check_event(read_event(ev), region="atlantis")


@pytest.mark.parametrize(
    "bans,said",
    [
        ("[Stacked Dek]", "unknown card 'Stacked Dek'; did you mean Stacked Deck"),
        ("[Jinx]", "ambiguous"),
        ("['Stacked Deck (OGN-001)']", "names two cards"),
        ("['OGN-9999']", "bans:"),
    ],
)
def test_event_bans_name_one_card_each(tmp_path, bans, said):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    ev = event(
        tmp_path, f"name: N\ndate: 2026-09-20\nbans: {bans}\n", "  - {player: Ann, list: a.txt}\n"
    )
    with pytest.raises(InputError) as exc:
        check_event(read_event(ev))
    assert said in exc.value.message and exc.value.location.line == 3


def test_a_card_banned_by_the_event_says_where(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    ev = event(
        tmp_path,
        "name: N\ndate: 2026-09-20\nbans:\n  - Mystic Poro\n  - OGN-002\n",
        "  - {player: Ann, list: a.txt}\n",
    )
    run = check_event(read_event(ev))
    (ban,) = [f for f in run.decks[0].findings if f.rule == "banned"]
    assert f"Mystic Poro is banned by this event ({ev} line 4)" == ban.message
    assert "0001-01-01" not in get_reporter("text").render(run)


def test_event_reads_only_cards_lang_color_and_format_of_the_configuration(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / ".riftcheck.yaml").write_text(
        "ruleset: sealed\nas_of: 2020-01-01\nregion: cn\nignore: [banned]\nformat: json\n",
        encoding="utf-8",
    )
    ev = event(tmp_path, "name: N\ndate: 2026-09-20\n", "  - {player: Ann, list: a.txt}\n")
    r = cli("event", ev, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)  # format: json is used
    assert doc["ruleset"]["name"] == "constructed" and doc["event"]["as_of"] == "2026-09-20"
    (note,) = [n for n in doc["event"]["notices"] if "configuration file" in n]
    assert "sets ruleset, as_of, region, ignore:" in note and "not used" in note
    assert doc["provenance"]["configuration"]["keys"] == ["format"]
    (tmp_path / ".riftcheck.yaml").write_text("format: nope\n", encoding="utf-8")
    r = cli("event", ev, cwd=tmp_path)
    assert r.returncode == 3 and ".riftcheck.yaml" in r.stderr and "format" in r.stderr


@pytest.fixture
def sealed_event(tmp_path):
    shutil.copy(LIMITED / "pool.txt", tmp_path / "pool.txt")
    shutil.copy(LIMITED / "three-domains.deck.yaml", tmp_path / "a.deck.yaml")
    shutil.copy(LIMITED / "three-domains.deck.yaml", tmp_path / "b.deck.yaml")
    return tmp_path


def test_sealed_pools_from_the_roster_and_unchecked_pools_said_once(sealed_event):
    t = sealed_event
    (t / "r.csv").write_text(
        "player,list,pool\nAnn,a.deck.yaml,pool.txt\nBob,b.deck.yaml,\n", encoding="utf-8"
    )
    (t / "e.yaml").write_text(
        "name: S\ndate: 2026-09-01\nruleset: sealed\nroster: r.csv\n", encoding="utf-8"
    )
    run = check_event(read_event(t / "e.yaml"))
    ann, bob = run.event.players
    assert ann.status == "legal" and "pool" in {r for r in run.decks[0].rules_run}
    assert "pool" in run.decks[1].not_checked
    assert run.event.unchecked_pools == 1
    assert any("pools not checked for 1 of 2 players" in n for n in run.event.notices)
    text = " ".join(get_reporter("text").render(run).split())
    assert text.count("pools not checked for 1 of 2 players") == 1
    assert text.endswith("1 pool not checked (partial check)")
    html = get_reporter("html").render(run)
    assert "pools not checked for 1 of 2 players" in html


def test_an_unreadable_or_pasted_pool(sealed_event):
    t = sealed_event
    pool = (t / "pool.txt").read_text(encoding="utf-8")
    (t / "e.yaml").write_text(
        "name: S\ndate: 2026-09-01\nruleset: sealed\nplayers:\n"
        "  - {player: Ann, list: a.deck.yaml, pool: nowhere.txt}\n"
        "  - player: Bob\n    list: b.deck.yaml\n    pool: |\n"
        + "".join(f"      {line}\n" for line in pool.split("\n")),
        encoding="utf-8",
    )
    run = check_event(read_event(t / "e.yaml"))
    ann, bob = run.event.players
    # the list judged without its pool keeps its verdict; the unreadable pool is the row's roster
    # error (README: "LEGAL list · roster error", as Sealed 2v2 says it; atk23d item 2)
    assert ann.status == "roster-error" and ann.legal is True and "roster-pool" in rules_of(ann)
    assert bob.status == "legal" and run.event.unchecked_pools == 0


def test_sealed_2v2_teams_share_one_pool(sealed_event):
    t = sealed_event
    (t / "other.txt").write_text("1 Jinx, Loose Cannon\n", encoding="utf-8")
    (t / "r.csv").write_text(
        "player,list,team,pool\nAnn,a.deck.yaml,T,pool.txt\nBob,b.deck.yaml,T,other.txt\n",
        encoding="utf-8",
    )
    (t / "e.yaml").write_text(
        "name: S\ndate: 2026-09-01\nruleset: sealed-2v2\nroster: r.csv\n", encoding="utf-8"
    )
    run = check_event(read_event(t / "e.yaml"))
    for p in run.event.players:
        assert any("names different pools (rows 2 and 3)" in f.message for f in p.problems)


def test_event_sideboarding_by_best_of_and_play_level(sealed_event):
    t = sealed_event
    played = (
        (LIMITED / "three-domains.deck.yaml")
        .read_text(encoding="utf-8")
        .replace("3 Cleave", "3 Disintegrate")
    )
    (t / "played.deck.yaml").write_text(played, encoding="utf-8")
    players = "  - {player: Ann, list: a.deck.yaml, played: played.deck.yaml, pool: pool.txt}\n"
    for head, ok in (
        ("best_of: 3\n", True),
        ("best_of: 1\n", False),
        ("best_of: 1\nplay_level: casual\n", True),
    ):
        ev = event(t, f"name: S\ndate: 2026-10-20\nruleset: sealed\n{head}", players)
        run = check_event(read_event(ev), sideboarding=True)
        (ann,) = run.event.players
        assert (ann.status == "legal") is ok, (head, [f.message for f in ann.problems])
        header = get_reporter("text").render(run)
        assert "deck checks" in header


def test_identical_lists_are_one_group_naming_a_bounded_number(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    rows = "player,list\n" + "".join(f"P{i:03d},a.txt\n" for i in range(40))
    (tmp_path / "r.csv").write_text(rows, encoding="utf-8")
    run = check_event(read_event(tmp_path / "r.csv"), as_of=dt.date(2026, 9, 20))
    first = [f for f in run.event.players[0].problems if f.rule == "roster-identical-lists"]
    assert len(first) == 1 and "and 29 more" in first[0].message
    # the other members get no finding of their own (issue 23): the group is said beside them
    assert all(
        f.rule != "roster-identical-lists" for p in run.event.players[1:] for f in p.problems
    )
    assert {(p.identical.row, p.identical.size) for p in run.event.players} == {(2, 40)}


def test_check_shows_a_decks_own_region_and_refuses_its_format(cli, tmp_path):
    p = _yaml_kennen(tmp_path, "k.deck.yaml", "region: cn\nformat: constructed-casual\n")
    r = cli("check", p, "--as-of", "2026-09-20")
    out = " ".join(r.stdout.split())
    assert f"Changed: judged by the launch dates of its own region: {p} line" in out
    assert "format: constructed-casual is not used" in out and "--ruleset constructed-casual" in out
    r = cli("check", p, "--as-of", "2026-09-20", "--format", "html")
    assert "Changed: judged by the launch dates of its own region" in r.stdout
    r = cli("check", p, "--as-of", "2026-09-20", "--region", "cn")
    assert "Changed:" not in r.stdout


def test_a_deck_code_that_is_not_the_list_fails_the_row(tmp_path):
    # attack F15: the code's deck (illegal here) was never judged and the row passed
    from riftcheck.cards.db import CardDB
    from riftcheck.decks import read_deck
    from riftcheck.decks.write import write_deck

    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    other = read_deck(str(ROOT / "examples" / "events" / "lists" / "emil.txt"), CardDB.load())
    code = write_deck(other, "code").strip()
    ev = event(
        tmp_path,
        "name: N\ndate: 2026-09-20\n",
        f"  - {{player: Al, list: a.txt, deck_code: {code}}}\n",
    )
    run = check_event(read_event(ev))
    (al,) = run.event.players
    assert [(f.rule, f.severity) for f in al.problems] == [("roster-code-mismatch", "error")]
    assert al.status == "roster-error" and run.exit_code() == 1


def test_an_empty_command_line_region_is_refused(tmp_path):
    # attack F31: --region '' (an unset $REGION) dropped the event's region
    from riftcheck.infra.errors import UsageError

    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    ev = event(
        tmp_path, "name: N\ndate: 2026-09-20\nregion: tw\n", "  - {player: Ann, list: a.txt}\n"
    )
    with pytest.raises(UsageError) as exc:
        check_event(read_event(ev), region=" ")
    assert exc.value.message.startswith("--region: expected a region code (cn, hk, kr, mo, tw)")


def test_json_lines_of_an_event_say_each_row_s_status(tmp_path):
    # attack F26: a row failing the run with a legal list was "legal": true and nothing else
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    ev = event(
        tmp_path,
        "name: N\ndate: 2026-09-20\n",
        "  - {player: Ann, list: a.txt}\n  - {player: ann, list: a.txt}\n  - {player: Bo, list: a.txt}\n",
    )
    run = check_event(read_event(ev))
    lines = [json.loads(x) for x in get_reporter("json-lines").render(run).splitlines()]
    # an event's lines open with its one "event" line and close with its "event-summary"
    assert [x["kind"] for x in lines] == ["event", "deck", "deck", "deck", "event-summary"]
    lines = lines[1:-1]
    assert [(x["legal"], x["status"]) for x in lines] == [
        (True, "roster-error"),
        (True, "roster-error"),
        (True, "legal"),
    ]


def test_a_sealed_2v2_team_of_two_pools_is_never_a_plain_team_legal(sealed_event):
    """E2: the team's one pool (TR 603.6) was not checked: every format says it beside the team
    verdict, and the notice says the pools conflict (not that none was given)."""
    import csv
    import io

    t = sealed_event
    shutil.copy(t / "pool.txt", t / "other.txt")
    with open(t / "other.txt", "a", encoding="utf-8") as fh:
        fh.write("1 Jinx, Loose Cannon\n")
    (t / "r.csv").write_text(
        "player,list,team,pool\nAnn,a.deck.yaml,T,pool.txt\nBob,b.deck.yaml,T,other.txt\n",
        encoding="utf-8",
    )
    (t / "e.yaml").write_text(
        "name: S\ndate: 2026-09-01\nruleset: sealed-2v2\nroster: r.csv\n", encoding="utf-8"
    )
    run = check_event(read_event(t / "e.yaml"))
    (team,) = run.teams
    assert team.not_checked == ("pool",)
    text = " ".join(get_reporter("text").render(run).split())
    # two pools for one team break TR 603.6, a team rule: the team is not legal (re-test F5)
    assert team.legal is False
    assert re.search(
        r"Team T: ILLEGAL \(Ann \(\S+ row 2\), Bob \(\S+ row 3\); pool not checked\)", text
    )
    assert "a team's two rows name different pools: give the team one pool" in text
    assert "no pool given: add a pool column" not in text
    rows = list(csv.DictReader(io.StringIO(get_reporter("csv").render(run))))
    assert all(r["team verdict"] == "team illegal (pool not checked)" for r in rows)
    doc = json.loads(get_reporter("json").render(run))
    assert doc["teams"][0]["not_checked"] == ["pool"]
    assert all(p["team_not_checked"] == ["pool"] for p in doc["players"])
    html = get_reporter("html").render(run)
    assert "(pool not checked)</span>" in html
    assert "team legal<" not in html and "team illegal<" not in html


def test_a_sealed_2v2_team_of_one_pool_is_checked_whole(sealed_event):
    t = sealed_event
    (t / "r.csv").write_text(
        "player,list,team,pool\nAnn,a.deck.yaml,T,pool.txt\nBob,b.deck.yaml,T,pool.txt\n",
        encoding="utf-8",
    )
    (t / "e.yaml").write_text(
        "name: S\ndate: 2026-09-01\nruleset: sealed-2v2\nroster: r.csv\n", encoding="utf-8"
    )
    run = check_event(read_event(t / "e.yaml"))
    (team,) = run.teams
    assert team.not_checked == ()
    doc = json.loads(get_reporter("json").render(run))
    assert doc["teams"][0]["not_checked"] == []
