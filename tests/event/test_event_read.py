"""Reading events: event files, CSV/TSV rosters, header variants, pasted lists, paths kept inside."""

from __future__ import annotations

import csv
import datetime as dt
import os
from pathlib import Path

import pytest

from riftcheck.events.read import list_ref, read_event
from riftcheck.infra.errors import InputError, UsageError
from riftcheck.models import Location

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "examples" / "events"
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


def write_csv(path: Path, rows, delimiter=","):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh, delimiter=delimiter).writerows(rows)
    return path


def test_example_roster_is_read_with_its_event_metadata():
    ev = read_event(EVENTS / "nexus-night.yaml")
    assert ev.name == "Nexus Night at the Last Drop"
    assert ev.date == dt.date(2026, 9, 20)
    assert ev.ruleset == "constructed" and ev.region is None
    assert len(ev.players) == 13
    assert ev.roster.endswith("nexus-night.csv")
    assert ev.columns[:2] == ("Timestamp", "Player Name")
    kinds = {
        p.player: (p.list or p.deck_code).kind if (p.list or p.deck_code) else None
        for p in ev.players
    }
    assert kinds["Alice Moreau"] == "path"
    assert kinds["Chidi Okafor"] == "code"
    assert kinds["Dana Kowalski"] == "inline"
    assert kinds["Fatima Haddad"] is None
    assert ev.notices == ("columns kept but not read: Timestamp",)


@pytest.mark.parametrize(
    "player,lst,team,code,notes",
    [
        ("Player", "List", "Team", "Deck Code", "Notes"),
        ("Name", "Decklist", "Team Name", "deck_code", "Comments"),
        ("Player Name", "Deck List", "team", "Code", "remarks"),
        (" PLAYER ", "deck", "TEAM", "Piltover Code", "note"),
    ],
)
def test_header_variants(tmp_path, player, lst, team, code, notes):
    p = write_csv(
        tmp_path / "r.csv", [[player, lst, team, code, notes], ["Ann", "a.deck.txt", "T", "", "hi"]]
    )
    (reg,) = read_event(p).players
    assert (reg.player, reg.list.value, reg.team, reg.notes) == ("Ann", "a.deck.txt", "T", "hi")


def test_tsv_and_semicolon_rosters(tmp_path):
    t = write_csv(
        tmp_path / "r.tsv", [["player", "list"], ["Ann, Jr.", "a.deck.txt"]], delimiter="\t"
    )
    assert read_event(t).players[0].player == "Ann, Jr."
    s = write_csv(tmp_path / "r.csv", [["Player", "Decklist"], ["Bo", "b.deck.txt"]], delimiter=";")
    ev = read_event(s)
    assert ev.delimiter == ";" and ev.players[0].list.value == "b.deck.txt"


def test_multi_line_cell_maps_to_event_file_lines(tmp_path):
    p = write_csv(
        tmp_path / "r.csv", [["player", "list"], ["Ann", "a.deck.txt"], ["Bo", KENNEN], ["Cy", ""]]
    )
    ev = read_event(p)
    ann, bo, cy = ev.players
    assert bo.list.kind == "inline" and bo.list.location.line == 3
    # the pasted list spans its lines; the next row starts after them
    lines = p.read_text(encoding="utf-8").split("\n")
    assert lines[cy.location.line - 1].startswith("Cy,")
    assert lines[bo.list.location.line - 1].startswith('Bo,"# Kennen')
    assert (ann.row, bo.row, cy.row) == (2, 3, 4)
    assert cy.list is None


def test_list_values_are_read_one_way_and_paths_stay_inside(tmp_path):
    base = tmp_path / "ev"
    base.mkdir()
    (base / "a.deck.txt").write_text(KENNEN, encoding="utf-8")
    loc = Location("r.csv", 2)
    assert list_ref("a.deck.txt", loc, base).kind == "path"
    assert list_ref("a.deck.txt", loc, base).refused is None
    code = "CMAAAAAAAAAACAQAAAD2MAIAAABAOAAAAQGBWHJHVUA4OAIDAMABLAABXIAQEAQAAANKYAIBAMAIEAICAIAAAHFBAIDAGAEIAGFQDEIBXEA5AAO4AEAACAIDACEACAABAAABY"
    assert list_ref(code, loc, base).kind == "code"
    assert list_ref("3 Mystic Poro\n3 Gust", loc, base).kind == "inline"
    assert list_ref("   ", loc, base) is None
    for outside in ("../x.deck.txt", "/etc/passwd", "sub/../../x.txt"):
        ref = list_ref(outside, loc, base)
        why = "is absolute" if outside.startswith("/") else "outside the event's directory"
        assert ref.kind == "path" and why in ref.refused
    # a symbolic link inside the folder that points out of it is refused too
    (tmp_path / "secret.txt").write_text("x", encoding="utf-8")
    os.symlink(tmp_path / "secret.txt", base / "link.txt")
    assert "outside" in list_ref("link.txt", loc, base).refused


def test_event_file_players_and_block_lists(tmp_path):
    body = "\n".join("      " + ln for ln in KENNEN.split("\n"))
    (tmp_path / "e.yaml").write_text(
        "name: Test\ndate: 2026-09-20\nruleset: constructed-2v2\nbans: [Rampage]\nprecon: true\nplay_level: casual\nplayers:\n"
        "  - {id: a1, player: Ann, team: T, list: a.deck.txt, table: 4}\n"
        "  - id: b2\n    name: Bo\n    team: T\n    list: |\n" + body + "\n",
        encoding="utf-8",
    )
    ev = read_event(tmp_path / "e.yaml")
    a, b = ev.players
    assert (a.id, a.player, a.team, a.table, a.row) == ("a1", "Ann", "T", "4", 1)
    assert b.player == "Bo" and b.list.kind == "inline"
    assert b.list.location.line == 13  # the line after "list: |"
    assert [n for n, _ in ev.bans] == ["Rampage"] and ev.precon is True


def test_json_event_file(tmp_path):
    (tmp_path / "e.json").write_text(
        '{"name": "J", "date": "2026-09-20", "players": [{"player": "Ann", "list": "a.deck.txt"}]}',
        encoding="utf-8",
    )
    ev = read_event(tmp_path / "e.json")
    assert ev.name == "J" and ev.date == dt.date(2026, 9, 20) and ev.players[0].player == "Ann"


@pytest.mark.parametrize(
    "text,line,message",
    [
        ("name: x\nplayers: []\nwho: 1\n", 3, "unknown key 'who'"),
        ("date: 2026-02-30\nplayers: []\n", 1, "2026-02-30"),
        ("date: soon\nplayers: []\n", 1, "is not a date"),
        ("name: x\n", 1, "missing key 'players'"),
        ("players:\n  - {player: A, colour: red}\n", 2, "unknown player key 'colour'"),
        ("players:\n  - {player: A, name: B}\n", 2, "either player: or name:"),
        ("roster: r.csv\nplayers: []\n", 1, "either players: or roster:"),
        ("roster: ../r.csv\n", 1, "outside the event's directory"),
        ("precon: maybe\nplayers: []\n", 1, "precon: expected true or false"),
        ("- a\n- b\n", 1, "expected an event file"),
        ("name: [x\n", 2, "YAML syntax error"),
    ],
)
def test_bad_event_files_name_file_line_and_expectation(tmp_path, text, line, message):
    p = tmp_path / "e.yaml"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as exc:
        read_event(p)
    assert message in exc.value.message
    assert exc.value.location.file == str(p) and exc.value.location.line == line


@pytest.mark.parametrize(
    "rows,message",
    [
        ([["email", "list"], ["a@b", "x.txt"]], "no player column"),
        ([["player", "email"], ["A", "a@b"]], "no list column"),
        ([["player", "name", "list"], ["A", "B", "x"]], "both read as the player column"),
    ],
)
def test_bad_roster_headers(tmp_path, rows, message):
    p = write_csv(tmp_path / "r.csv", rows)
    with pytest.raises(InputError) as exc:
        read_event(p)
    assert message in exc.value.message and exc.value.location.line == 1


def test_an_event_ruleset_outside_its_directory_is_a_usage_error_at_its_line(tmp_path):
    # atkK 12 (behaviour change): the event's setup, exit 2, as every refused event ruleset
    p = tmp_path / "e.yaml"
    p.write_text("ruleset: ../x.yaml\nplayers: []\n", encoding="utf-8")
    with pytest.raises(UsageError) as exc:
        read_event(p)
    assert "outside the event's directory" in exc.value.message
    assert exc.value.location.file == str(p) and exc.value.location.line == 1


def test_missing_event_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError):
        read_event(tmp_path / "none.csv")


def test_empty_and_binary_rosters(tmp_path):
    (tmp_path / "e.csv").write_text("\n\n", encoding="utf-8")
    with pytest.raises(InputError, match="empty roster"):
        read_event(tmp_path / "e.csv")
    # bytes that are no text in any encoding riftcheck reads (0x81 is undefined in Windows-1252)
    (tmp_path / "b.csv").write_bytes(b"player,list\n\x81\xfe,x\n")
    with pytest.raises(InputError, match="not valid UTF-8") as exc:
        read_event(tmp_path / "b.csv")
    assert exc.value.location.line == 2
