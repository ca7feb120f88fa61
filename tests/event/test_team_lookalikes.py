"""Team names that only look alike (atkI 3): a Cyrillic ``Т`` in ``Тeam`` beside ``Team`` makes two
teams of one member each, which the roster-team-size errors said without a hint that they are
probably one team. As player names do, team names whose UTS #39 skeletons meet but whose keys
differ get a ``roster-lookalike-teams`` warning at each row of each team, naming the other
team's spelling and rows. Spellings that are one team already (case, spaces, invisible
characters) get none."""

from __future__ import annotations

import datetime as dt
import re
import shutil
from pathlib import Path

import pytest

from riftcheck.events.check import check_event
from riftcheck.events.read import read_event

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "team_lookalikes"
DAY = dt.date(2026, 9, 27)
CYR_TEAM = "\u0422eam"  # Cyrillic capital Te, then Latin "eam"
CYR_A = "Te\u0430m"  # Latin "Te", Cyrillic small a, Latin "m"
FIX_SAID = "check the registrations; write each team's name the same way in all its rows"


@pytest.fixture
def work(tmp_path):
    for name in ("kennen.txt", "draven.txt", "team.csv"):
        shutil.copy(FIX / name, tmp_path / name)
    return tmp_path


def team_warnings(run) -> dict[int, list[str]]:
    return {
        p.registration.row: [f.message for f in p.problems if f.rule == "roster-lookalike-teams"]
        for p in run.event.players
    }


T_LAT, T_CYR = "U+0054 LATIN CAPITAL LETTER T", "U+0422 CYRILLIC CAPITAL LETTER TE"
A_LAT, A_CYR = "U+0061 LATIN SMALL LETTER A", "U+0430 CYRILLIC SMALL LETTER A"
#: The characters that differ between two spellings (item evtE2 2): each spelling's own.
CHARS = {
    ("Team", CYR_TEAM): (T_LAT, T_CYR),
    (CYR_TEAM, "Team"): (T_CYR, T_LAT),
    ("Team", CYR_A): (A_LAT, A_CYR),
    (CYR_A, "Team"): (A_CYR, A_LAT),
}


def said(team: str, others: str, at: str, like: str, like_at: str) -> str:
    """The warning of ``team`` (written at ``at``, ``row 2``) naming ``others``, whose characters
    are told apart from ``like`` (written at ``like_at``)."""
    mine, theirs = CHARS[team, like]
    return (
        f"the team name {team!r} looks like the name of team {others} but differs in its "
        "characters (look-alike letters of another script, or accents): one team written two "
        "ways, or two "
        f"teams? {team!r} ({at}) has {mine} where {like!r} ({like_at}) has {theirs}"
    )


def flat(text: str) -> str:
    """``text`` with its wrapping undone (runs of ASCII spaces and line breaks made one space; a
    no-break space stays)."""
    return re.sub("[ \n]+", " ", text)


def roster(work: Path, rows: list[tuple[str, str, str]]) -> Path:
    p = work / "r.csv"
    text = "player,team,list\n" + "".join(f"{a},{b},{c}\n" for a, b, c in rows)
    p.write_text(text, encoding="utf-8")
    return p


def test_two_complete_teams_that_look_alike_are_warned_at_every_row(work):
    p = roster(
        work,
        [
            ("Ann", "Team", "kennen.txt"),
            ("Bo", "Team", "draven.txt"),
            ("Cy", CYR_TEAM, "kennen.txt"),
            ("Di", CYR_TEAM, "draven.txt"),
            ("Ed", "Twin", "kennen.txt"),
            ("Fi", "twin ", "draven.txt"),  # one team with Twin: no warning
            ("Gu", "Other", "kennen.txt"),
            ("Ha", "Other", "draven.txt"),
        ],
    )
    run = check_event(read_event(p), ruleset="constructed-2v2", as_of=DAY)
    latin = f"{CYR_TEAM!r} (rows 4 and 5)"
    cyrillic = "'Team' (rows 2 and 3)"
    assert team_warnings(run) == {
        2: [said("Team", latin, "row 2", CYR_TEAM, "row 4")],
        3: [said("Team", latin, "row 3", CYR_TEAM, "row 4")],
        4: [said(CYR_TEAM, cyrillic, "row 4", "Team", "row 2")],
        5: [said(CYR_TEAM, cyrillic, "row 5", "Team", "row 2")],
        6: [],
        7: [],
        8: [],
        9: [],
    }
    found = [f for p in run.event.players for f in p.problems if f.rule == "roster-lookalike-teams"]
    assert {(f.severity, f.fix) for f in found} == {("warning", FIX_SAID)}
    assert [f.location.line for f in found] == [2, 3, 4, 5]
    # a warning: the teams themselves are judged as they are (both complete, both legal)
    assert [(t.name, t.legal) for t in run.teams] == [
        ("Team", True),
        (CYR_TEAM, True),
        ("Twin", True),
        ("Other", True),
    ]


def test_three_look_alike_spellings_name_the_two_others(work):
    p = roster(
        work,
        [
            ("Ann", "Team", "kennen.txt"),
            ("Bo", CYR_TEAM, "draven.txt"),
            ("Cy", CYR_A, "kennen.txt"),
        ],
    )
    run = check_event(read_event(p), ruleset="constructed-2v2", as_of=DAY)
    assert team_warnings(run) == {
        # the characters are told apart from the first other spelling the warning names
        2: [
            said("Team", f"{CYR_TEAM!r} (row 3) and {CYR_A!r} (row 4)", "row 2", CYR_TEAM, "row 3")
        ],
        3: [said(CYR_TEAM, f"'Team' (row 2) and {CYR_A!r} (row 4)", "row 3", "Team", "row 2")],
        4: [said(CYR_A, f"'Team' (row 2) and {CYR_TEAM!r} (row 3)", "row 4", "Team", "row 2")],
    }


def test_teams_that_differ_by_a_real_letter_are_not_look_alikes(work):
    p = roster(
        work,
        [
            ("Ann", "Team", "kennen.txt"),
            ("Bo", "Team", "draven.txt"),
            ("Cy", "Tean", "kennen.txt"),
            ("Di", "Tean", "draven.txt"),
            ("Ed", "Zw\u200bj", "kennen.txt"),  # a zero-width space: the same team as Zwj
            ("Fi", "Zwj", "draven.txt"),
        ],
    )
    run = check_event(read_event(p), ruleset="constructed-2v2", as_of=DAY)
    assert all(not w for w in team_warnings(run).values())
    assert [t.name for t in run.teams] == ["Team", "Tean", "Zw\u200bj"]


def test_a_format_without_teams_does_not_compare_team_names(work):
    p = roster(work, [("Ann", "Team", "kennen.txt"), ("Bo", CYR_TEAM, "draven.txt")])
    run = check_event(read_event(p), ruleset="constructed", as_of=DAY)
    assert all(not w for w in team_warnings(run).values())


def test_an_event_file_names_the_lines(work):
    (work / "ev.yaml").write_text(
        "name: Lines\ndate: 2026-09-27\nruleset: constructed-2v2\nplayers:\n"
        "  - {player: Ann, team: Team, list: kennen.txt}\n"
        "  - {player: Bo, team: Team, list: draven.txt}\n"
        f"  - {{player: Cy, team: {CYR_TEAM}, list: kennen.txt}}\n"
        f"  - {{player: Di, team: {CYR_TEAM}, list: draven.txt}}\n",
        encoding="utf-8",
    )
    run = check_event(read_event(work / "ev.yaml"))
    by = [
        [f.message for f in p.problems if f.rule == "roster-lookalike-teams"]
        for p in run.event.players
    ]
    assert by == [
        [said("Team", f"{CYR_TEAM!r} (lines 7 and 8)", "line 5", CYR_TEAM, "line 7")],
        [said("Team", f"{CYR_TEAM!r} (lines 7 and 8)", "line 6", CYR_TEAM, "line 7")],
        [said(CYR_TEAM, "'Team' (lines 5 and 6)", "line 7", "Team", "line 5")],
        [said(CYR_TEAM, "'Team' (lines 5 and 6)", "line 8", "Team", "line 5")],
    ]


def test_the_command_warns_beside_the_team_size_errors(rc, work):
    code, out, err = rc("event", "team.csv", "-r", "constructed-2v2", "--as-of", "2026-09-27")
    assert (code, err) == (1, "")
    out = flat(out)
    assert (
        flat(
            f"  team.csv:8  warning  roster-lookalike-teams  the team name {CYR_TEAM!r} looks like "
            "the name of team 'Team' (row 9) but differs in its characters (look-alike letters of "
            f"another script, or accents): one team written two ways, or two teams? {CYR_TEAM!r} (row 8) has "
            f"{T_CYR} where 'Team' (row 9) has {T_LAT} fix: {FIX_SAID} "
        )
        in out
    )
    assert (
        flat(
            f"  team.csv:9  warning  roster-lookalike-teams  the team name 'Team' looks like the "
            f"name of team {CYR_TEAM!r} (row 8) but differs in its characters (look-alike letters of "
            f"another script, or accents): one team written two ways, or two teams? 'Team' (row 9) has {T_LAT} "
            f"where {CYR_TEAM!r} (row 8) has {T_CYR} "
        )
        in out
    )
    # Twin / "twin " and Zw\u200bj / Zwj are one team each: no warning there
    assert out.count("roster-lookalike-teams the team name") == 2
    assert f"team {CYR_TEAM} is missing a member: 1 player (row 8), a team has 2" in out


def test_the_warning_in_french(rc, work):
    code, out, err = rc(
        "event", "team.csv", "-r", "constructed-2v2", "--as-of", "2026-09-27", "--lang", "fr"
    )
    assert (code, err) == (1, "")
    out = flat(out)
    assert (
        flat(
            f"  team.csv:8  avertissement  roster-lookalike-teams  le nom d'équipe «\u00a0{CYR_TEAM}\u00a0» "
            "ressemble au nom de l'équipe «\u00a0Team\u00a0» (ligne 9) mais ses caractères diffèrent (lettres "
            "semblables d'une autre écriture, ou accents)\u00a0: une équipe écrite de deux façons, ou deux "
            "équipes\u202f? "
            f"«\u00a0{CYR_TEAM}\u00a0» (ligne 8) a U+0422 (nom Unicode\u00a0: CYRILLIC CAPITAL "
            "LETTER TE) là où «\u00a0Team\u00a0» (ligne 9) a U+0054 (nom Unicode\u00a0: LATIN "
            "CAPITAL LETTER T) "
            "correction\u00a0: vérifiez les inscriptions\u202f; écrivez le nom de chaque équipe "
            "de la même façon dans toutes ses lignes "
        )
        in out
    )
