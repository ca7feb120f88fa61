"""Checking events: per-player verdicts, every roster problem with its row, teams, dates, reports."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
from pathlib import Path

import jsonschema
import pytest

from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.infra.errors import InputError
from riftcheck.reporters import get_reporter

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "examples" / "events"
SCHEMA = json.loads(
    (ROOT / "riftcheck" / "schemas" / "report.schema.json").read_text(encoding="utf-8")
)


@pytest.fixture(scope="module")
def nexus():
    return check_event(read_event(EVENTS / "nexus-night.yaml"))


@pytest.fixture(scope="module")
def magma():
    return check_event(read_event(EVENTS / "magma-2v2.yaml"))


def player(run, name):
    return next(p for p in run.event.players if p.registration.player == name)


def rules_of(p):
    return sorted(f.rule for f in p.problems)


def test_verdict_of_every_player_of_the_example_roster(nexus):
    status = {p.registration.player: p.status for p in nexus.event.players}
    assert status == {
        "Alice Moreau": "roster-error",
        "Bao Nguyen": "legal",
        "Chidi Okafor": "legal",
        "Dana Kowalski": "legal",
        "Emil Berg": "illegal",
        "Fatima Haddad": "missing",
        "Goran Petrov": "unreadable",
        "alice moreau": "roster-error",
        "Hana Sato": "legal",
        "Ivan Novak": "unreadable",
        "Jun Park": "roster-error",
        "Kofi Mensah": "deck-check-failed",
        "Lena Fischer": "illegal",
    }
    assert nexus.event.summary() == {
        "players": 13,
        "legal": 4,
        "illegal": 2,
        "missing": 1,
        "unreadable": 2,
        "deck-check-failed": 1,
        "roster-error": 3,
        # the text summary's count: the missing and unreadable rows' own problems are their
        # statuses (atk25d 14: JSON and HTML counted them, 11 against the text's 8)
        "problems": 8,
    }
    assert nexus.exit_code() == 1


def test_every_roster_problem_points_at_its_row(nexus):
    csv_lines = (EVENTS / "nexus-night.csv").read_text(encoding="utf-8").split("\n")

    def row_line(p):
        return csv_lines[p.registration.location.line - 1]

    fatima = player(nexus, "Fatima Haddad")
    assert rules_of(fatima) == ["roster-no-list"] and fatima.legal is None
    assert fatima.problems[0].location.line == fatima.registration.location.line
    assert row_line(fatima).startswith("2026-09-15 08:00,Fatima Haddad")

    goran = player(nexus, "Goran Petrov")
    assert rules_of(goran) == ["roster-unreadable"]
    assert "lists/goran.yaml: YAML syntax error" in goran.problems[0].message
    assert goran.problems[0].location.file.endswith("goran.yaml")

    ivan = player(nexus, "Ivan Novak")
    assert rules_of(ivan) == ["roster-unreadable"]
    assert "outside the event's directory" in ivan.problems[0].message

    for name in ("Alice Moreau", "alice moreau"):
        p = player(nexus, name)
        dup = [f for f in p.problems if f.rule == "roster-duplicate-player"]
        assert (
            dup
            and dup[0].message
            == "player id p01 is registered 2 times (rows 2 and 9, lines 2 and 46)"
        )
        assert dup[0].location.line == p.registration.location.line

    # one warning for the group, at its first row (Alice's), naming Hana; Hana is told her group
    alice = player(nexus, "Alice Moreau")
    (same,) = [f for f in alice.problems if f.rule == "roster-identical-lists"]
    assert same.severity == "warning" and "Hana Sato (row" in same.message
    hana = player(nexus, "Hana Sato")
    assert not [f for f in hana.problems if f.rule == "roster-identical-lists"]
    assert hana.identical == alice.identical and hana.identical.row == 2

    jun = player(nexus, "Jun Park")
    assert rules_of(jun) == ["roster-code-mismatch"]
    assert "sideboard: -1 Cull the Weak (3 -> 2)" in jun.problems[0].message

    kofi = player(nexus, "Kofi Mensah")
    assert set(rules_of(kofi)) == {"deck-check"} and len(kofi.problems) == 4
    assert kofi.diff is not None and not kofi.diff.identical
    assert all(f.location.file.endswith("kofi-round3.txt") for f in kofi.problems)


def test_pasted_list_findings_carry_event_file_lines(tmp_path):
    text = (
        (ROOT / "examples" / "kennen.deck.txt")
        .read_text(encoding="utf-8")
        .replace("3 Mystic Poro", "3 Mystic Porro")
    )
    with open(tmp_path / "r.csv", "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([["player", "list"], ["Ann", text]])
    run = check_event(read_event(tmp_path / "r.csv"), as_of=dt.date(2026, 9, 20))
    (f,) = [f for f in run.decks[0].findings if f.rule == "unknown-card"]
    lines = (tmp_path / "r.csv").read_text(encoding="utf-8").split("\n")
    assert f.location.file == str(tmp_path / "r.csv")
    assert lines[f.location.line - 1] == "3 Mystic Porro"


def test_sideboarding_allows_the_one_for_one_exchange():
    run = check_event(read_event(EVENTS / "nexus-night.yaml"), sideboarding=True)
    kofi = player(run, "Kofi Mensah")
    assert kofi.problems == () and kofi.diff.allowed and not kofi.diff.identical
    assert run.event.sideboarding


def test_event_date_and_as_of_override_are_visible(nexus):
    assert (
        nexus.event.as_of == dt.date(2026, 9, 20) and nexus.event.as_of_origin == "the event's date"
    )
    assert set(nexus.deck_as_of.values()) == {dt.date(2026, 9, 20)}
    # before the Stacked Deck ban took effect, Emil's list loses its ban finding
    earlier = check_event(read_event(EVENTS / "nexus-night.yaml"), as_of=dt.date(2026, 9, 1))
    assert earlier.event.as_of_origin == "--as-of, not the event's date 2026-09-20"
    emil = next(d for d in earlier.decks if d.source.startswith("Emil"))
    # the ban ahead is an info notice (issue 15), not an error
    assert "banned" not in {f.rule for f in emil.findings if f.severity == "error"}
    text = get_reporter("text").render(earlier)
    assert "judged as of 2026-09-01 (--as-of, not the event's date 2026-09-20)" in text.replace(
        "\n", " "
    )


def test_the_provenance_says_where_the_event_s_date_came_from(nexus, tmp_path):
    """Every report's provenance (the JSON's as_of.origin, the text report's second line) names
    the real origin of the judging date: the event's own date is not reported as --as-of."""
    assert nexus.provenance.as_of_origin == "event"
    doc = json.loads(get_reporter("json").render(nexus))
    assert doc["provenance"]["as_of"]["origin"] == "event"
    assert doc["provenance"]["as_of"]["date"] == "2026-09-20"
    text = get_reporter("text").render(nexus)
    assert "(--as-of)" not in text and "the deck's event date" not in text
    assert " ".join(text.split()).count("(the event's date)") == 2  # provenance and event lines
    earlier = check_event(read_event(EVENTS / "nexus-night.yaml"), as_of=dt.date(2026, 9, 1))
    assert earlier.provenance.as_of_origin == "command line"
    (tmp_path / "r.csv").write_text("player,list\nAnn,\n", encoding="utf-8")
    assert check_event(read_event(tmp_path / "r.csv")).provenance.as_of_origin == "today"


def test_bare_roster_says_it_was_judged_today(tmp_path):
    (tmp_path / "r.csv").write_text("player,list\nAnn,\n", encoding="utf-8")
    run = check_event(read_event(tmp_path / "r.csv"))
    assert run.event.as_of == dt.date.today()
    assert run.event.as_of_origin == "today: the event gives no date"
    assert run.event.ruleset_origin == "the default (the event names none)"


def test_extra_event_bans_apply_and_are_shown(tmp_path):
    (tmp_path / "a.deck.txt").write_text(
        (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "e.yaml").write_text(
        "name: Banlist party\ndate: 2026-09-20\nbans: [Mystic Poro]\nplayers:\n  - {player: Ann, list: a.deck.txt}\n",
        encoding="utf-8",
    )
    run = check_event(read_event(tmp_path / "e.yaml"))
    (ban,) = [f for f in run.decks[0].findings if f.rule == "banned"]
    assert "Mystic Poro" in ban.message and run.decks[0].legal is False
    assert "event ban: Mystic Poro" in run.ruleset_description
    assert "event ban: Mystic Poro" in get_reporter("text").render(run)
    assert json.loads(get_reporter("json").render(run))["event"]["bans"] == ["Mystic Poro"]


def test_teams_of_the_2v2_example(magma):
    teams = {t.name: t for t in magma.teams}
    assert teams["Twin Storms"].legal is True
    mirror = teams["Mirror Match"]
    assert mirror.legal is False and {f.rule for f in mirror.findings} == {
        "team-legend",
        "team-battlefields",
    }
    assert teams["Lone Wolf"].legal is False and teams["Crowd"].legal is False
    emil = player(magma, "Emil Berg")
    assert [f.message for f in emil.problems if f.rule == "roster-team-size"] == [
        # a player of an event file is named by the file's line, not their entry number
        "team Lone Wolf is missing a member: 1 player (line 56), a team has 2"
    ]
    for name in ("Femi Adeyemi", "Greta Lind", "Hugo Blanc"):
        msgs = [f.message for f in player(magma, name).problems if f.rule == "roster-team-size"]
        assert msgs == [
            "team Crowd has a third member: 3 players (lines 58, 59 and 60), a team has 2"
        ]
    ines = player(magma, "Ines Duarte")
    assert any(
        f.rule == "roster-team-size" and f.message.startswith("no team given")
        for f in ines.problems
    )
    # the pasted list of a YAML block is located in the event file
    chloe = next(f for f in mirror.findings if f.rule == "team-legend")
    lines = (EVENTS / "magma-2v2.yaml").read_text(encoding="utf-8").split("\n")
    assert lines[chloe.location.line - 1].strip() == "1 Kennen, Heart of the Tempest"


def test_team_column_in_a_1v1_event_is_noted(tmp_path):
    (tmp_path / "r.csv").write_text("player,list,team\nAnn,,T\n", encoding="utf-8")
    run = check_event(read_event(tmp_path / "r.csv"))
    # the column, what happens, and the option that would judge the teams (F32)
    (said,) = run.event.notices
    assert said.startswith(
        "the column 'team' names teams, but ruleset constructed is not a team format: every "
        "player is judged alone and no team rule runs"
    )
    assert "--ruleset with a team format (constructed-2v2, sealed-2v2)" in said
    # an event file's players: the key is named
    (tmp_path / "e.yaml").write_text(
        "players:\n  - {player: Ann, team: T, list: x.txt}\n", encoding="utf-8"
    )
    run = check_event(read_event(tmp_path / "e.yaml"))
    assert run.event.notices[0].startswith("the players' team: key names teams")


def test_json_report_has_players_and_validates(nexus, magma):
    for run in (nexus, magma):
        doc = json.loads(get_reporter("json").render(run))
        jsonschema.validate(doc, SCHEMA)
    doc = json.loads(get_reporter("json").render(nexus))
    by = {p["player"]: p for p in doc["players"]}
    assert by["Fatima Haddad"]["legal"] is None and by["Fatima Haddad"]["status"] == "missing"
    assert by["Goran Petrov"]["legal"] is None and by["Goran Petrov"]["status"] == "unreadable"
    assert by["Emil Berg"]["legal"] is False and by["Emil Berg"]["problems"] == []
    assert {v["rule"] for v in by["Emil Berg"]["violations"]} >= {"banned", "copy-limit"}
    assert by["Alice Moreau"]["legal"] is True
    assert [p["rule"] for p in by["Alice Moreau"]["problems"]] == [
        "roster-duplicate-player",
        "roster-identical-lists",
    ]
    kofi = by["Kofi Mensah"]["played"]
    assert kofi["identical"] is False and {c["kind"] for c in kofi["changes"]} == {
        "added",
        "changed",
    }
    assert (
        doc["event"]["summary"]["missing"] == 1
        and doc["event"]["as_of_origin"] == "the event's date"
    )
    doc2 = json.loads(get_reporter("json").render(magma))
    assert {t["name"] for t in doc2["teams"]} == {
        "Twin Storms",
        "Mirror Match",
        "Lone Wolf",
        "Crowd",
    }


def test_csv_report_writes_the_roster_back(nexus):
    out = get_reporter("csv").render(nexus)
    rows = list(csv.reader(io.StringIO(out)))
    original = list(
        csv.reader(io.StringIO((EVENTS / "nexus-night.csv").read_text(encoding="utf-8")))
    )
    assert rows[0] == original[0] + ["verdict", "problems", "findings", "fingerprint"]
    assert [r[: len(original[0])] for r in rows[1:]] == original[1:]
    by = {r[1]: r for r in rows[1:]}
    assert by["Fatima Haddad"][8] == "missing"
    assert by["Emil Berg"][8] == "illegal" and "error banned" in by["Emil Berg"][10]
    assert by["Hana Sato"][9] == (
        "identical lists: the same cards in every zone as the group at row 2 (2 lists; its "
        "roster-identical-lists warning names them)"
    )
    assert "warning roster-identical-lists" in by["Alice Moreau"][9]
    assert by["Alice Moreau"][11].startswith("sha256:")


def test_csv_report_of_a_yaml_event_and_of_a_check_run(magma):
    rows = list(csv.reader(io.StringIO(get_reporter("csv").render(magma))))
    assert rows[0] == [
        "player",
        "id",
        "team",
        "table",
        "list",
        "notes",
        "verdict",
        "team verdict",  # a 2v2 event: each row says its team's verdict too (TR 603)
        "problems",
        "findings",
        "fingerprint",
    ]
    teams = {t.name: t.legal for t in magma.teams}
    # the incomplete teams' team rules did not run (their members' not_checked: team): said
    partial = {"Lone Wolf", "Crowd"}
    for row in rows[1:]:
        want = {True: "team legal", False: "team illegal", None: "team unreadable"}
        said = want[teams[row[2]]] if row[2] in teams else "no team"
        assert row[7] == (said + " (partial check)" if row[2] in partial else said), row
    # a pasted list is written as its text, which a roster reads as a pasted list (atkE 19)
    pasted = magma.event.players[2].registration.list
    assert pasted.kind == "inline" and rows[3][4] == pasted.value
    assert rows[1][4] == "lists/kennen.txt"
    from riftcheck.api import check_paths

    run = check_paths(
        [str(ROOT / "examples" / "kennen-illegal.deck.txt")], config=False, as_of="2026-09-20"
    )
    rows = list(csv.reader(io.StringIO(get_reporter("csv").render(run))))
    assert rows[0] == ["path", "verdict", "problems", "findings", "fingerprint"]
    assert rows[1][1] == "illegal" and "error banned" in rows[1][3]


def test_csv_cells_cannot_become_formulas():
    from riftcheck.reporters.csv import safe_cell

    assert safe_cell('=HYPERLINK("http://x")') == '\'=HYPERLINK("http://x")'
    assert safe_cell("+1") == "'+1" and safe_cell("@x") == "'@x" and safe_cell("-2") == "'-2"
    assert safe_cell("ok\x1b[2J") == "ok\\x1b[2J"


def test_event_region_uses_the_rulesets_launch_dates(tmp_path):
    (tmp_path / "e.yaml").write_text(
        "name: CN night\ndate: 2026-09-20\nregion: cn\nplayers: [{player: Ann}]\n", encoding="utf-8"
    )
    run = check_event(read_event(tmp_path / "e.yaml"))
    assert run.region and run.region.startswith("cn")
    # a code a region answers to besides its own (Hong Kong: Taiwan, Hong Kong and Macau's dates)
    (tmp_path / "h.yaml").write_text(
        "name: HK night\ndate: 2026-09-20\nregion: hk\nplayers: [{player: Ann}]\n", encoding="utf-8"
    )
    run = check_event(read_event(tmp_path / "h.yaml"))
    assert run.region == "hk (Taiwan, Hong Kong and Macau)" and run.event.notices == ()
    (tmp_path / "f.yaml").write_text(
        "name: Night\ndate: 2026-09-20\nregion: EU\nplayers: [{player: Ann}]\n", encoding="utf-8"
    )
    # a region the ruleset has no dates for is an error at its line, as on the command line
    # (attack F16: a misspelt "taiwan" judged by the worldwide dates passed Vendetta cards)
    with pytest.raises(InputError) as exc:
        check_event(read_event(tmp_path / "f.yaml"))
    assert exc.value.location.line == 3 and exc.value.message == (
        "region EU: ruleset constructed has no launch dates for it (regions: cn, hk, kr, mo, tw); "
        "expected one of them, or no region: for the worldwide launch dates"
    )
    (tmp_path / "t.yaml").write_text(
        "name: Night\ndate: 2026-09-20\nregion: taiwan\nplayers: [{player: Ann}]\n",
        encoding="utf-8",
    )
    with pytest.raises(InputError) as exc:
        check_event(read_event(tmp_path / "t.yaml"))
    assert exc.value.hint == "did you mean 'tw'?"
    (tmp_path / "w.yaml").write_text(
        "name: Night\ndate: 2026-09-20\nplayers: [{player: Ann}]\n", encoding="utf-8"
    )
    assert check_event(read_event(tmp_path / "w.yaml")).region is None


def test_pool_column_in_a_constructed_event_is_noted(tmp_path):
    """A Sealed roster judged as Constructed (no ``--ruleset sealed``) reads no pool: said once,
    naming the column and the Limited rulesets (attack V8: an out-of-pool deck passed unnoticed)."""
    (tmp_path / "r.csv").write_text("player,list,pool\nAnn,,p.txt\n", encoding="utf-8")
    run = check_event(read_event(tmp_path / "r.csv"))
    said = [n for n in run.event.notices if "names pools" in n]
    assert said == [
        "the column 'pool' names pools, but ruleset constructed is not a Limited format: no pool "
        "is read and no card is checked against one; for a Sealed or Draft event pass --ruleset "
        "with a Limited format (draft, sealed, sealed-2v2), or name it in the event file's ruleset:"
    ]
    # a Limited ruleset reads the pool, and says nothing of the kind
    sealed = check_event(read_event(tmp_path / "r.csv"), ruleset="sealed")
    assert not [n for n in sealed.event.notices if "names pools" in n]
