"""Roster and event input read as written (issue 23): wide encodings, mixed encodings, YAML
scalars kept as the organiser's text, pasted lists located (or refused) in the event file."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from riftcheck.decks import read_deck
from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.infra.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
DAY = dt.date(2026, 9, 20)


@pytest.fixture
def ev(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    return tmp_path


def error_of(path) -> InputError:
    with pytest.raises(InputError) as exc:
        read_event(path)
    return exc.value


# -- F3: UTF-16 without BOM, UTF-32 with or without BOM


@pytest.mark.parametrize(
    "codec,bom,shown",
    [
        ("utf-16-le", False, "UTF-16-LE"),
        ("utf-16-be", False, "UTF-16-BE"),
        ("utf-32-le", False, "UTF-32-LE"),
        ("utf-32-be", False, "UTF-32-BE"),
        ("utf-32-le", True, None),
        ("utf-32-be", True, None),
        ("utf-16-be", True, None),
    ],
)
def test_wide_rosters_are_read_as_what_they_are(ev, codec, bom, shown):
    text = ("\ufeff" if bom else "") + "Player;Decklist\nZoë;a.txt\nBjörn;a.txt\n"
    p = ev / "r.csv"
    p.write_bytes(text.encode(codec))
    got = read_event(p)
    assert [(r.player, r.list.value) for r in got.players] == [
        ("Zoë", "a.txt"),
        ("Björn", "a.txt"),
    ]
    if shown is None:  # the byte-order mark says which: nothing guessed
        assert got.notices == ()
    else:
        (said,) = got.notices
        assert said == (
            f"the file has no byte-order mark, but its NUL bytes show {shown} text, and it was "
            f"read as {shown}; save it as UTF-8 to silence this notice"
        )


def test_wide_roster_through_an_event_file_and_the_cli(ev, cli):
    (ev / "r.csv").write_bytes("player,list\nAnn,a.txt\n".encode("utf-16-le"))
    (ev / "e.yaml").write_text("name: x\nroster: r.csv\n", encoding="utf-8")
    r = cli("event", str(ev / "e.yaml"), "--as-of", "2026-09-20", cwd=ev)
    assert r.returncode == 0, r.stderr
    assert "its NUL bytes show UTF-16-LE text" in r.stdout
    assert "Ann (" in r.stdout and "\\x00" not in r.stdout and r.stderr == ""


def test_binary_with_nul_bytes_is_not_read_as_wide_text(ev):
    p = ev / "r.csv"
    p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x01")
    exc = error_of(p)
    assert "UTF-16" not in exc.message and "UTF-32" not in exc.message


def test_a_wide_event_file_is_refused_naming_the_encoding(ev):
    p = ev / "e.yaml"
    p.write_bytes("name: x\nplayers: [{player: A, list: a.txt}]\n".encode("utf-16-le"))
    exc = error_of(p)
    assert exc.message == "the file is UTF-16-LE text: expected an event file saved as UTF-8"
    assert exc.location.file.endswith("e.yaml")


def test_a_wide_file_whose_mark_lies_is_an_error(ev):
    p = ev / "r.csv"
    p.write_bytes(b"\xff\xfe\x00\xd8p\x00")  # a lone surrogate after a UTF-16 mark
    exc = error_of(p)
    assert "starts as UTF-16-LE text" in exc.message and "does not decode" in exc.message


# -- F21: UTF-8 rows and Windows-1252 rows in one file


def test_a_roster_mixing_utf8_and_windows_1252_is_an_error_at_the_byte(ev):
    p = ev / "r.csv"
    p.write_bytes("player,list\nZoë,a.txt\n".encode() + "René,a.txt\n".encode("cp1252"))
    exc = error_of(p)
    assert (exc.location.line, exc.location.column) == (3, 4)
    assert exc.message.startswith(
        "byte 0xe9 is not valid UTF-8, but line 2, column 3 holds UTF-8 text ('ë'): the file "
        "mixes two encodings"
    )


def test_after_a_utf8_bom_the_bad_byte_is_named_where_it_is(ev):
    """atkE 14: the offset was counted without the BOM's 3 bytes, so the error named the 'c' of
    'caf\xe9' (a valid ASCII byte) 3 columns before the bad one."""
    p = ev / "r.csv"
    p.write_bytes(b"\xef\xbb\xbfplayer,list,notes\nA,a.txt,x\nB,a.txt,caf\xe9\n")
    exc = error_of(p)
    assert (exc.location.line, exc.location.column) == (3, 12)
    assert exc.message.startswith("byte 0xe9 is not valid UTF-8")


def test_a_windows_1252_roster_as_a_whole_is_said_once(ev):
    p = ev / "r.csv"
    p.write_bytes("player,list\nRené,a.txt\nZoë,a.txt\n".encode("cp1252"))
    got = read_event(p)
    assert [r.player for r in got.players] == ["René", "Zoë"]
    assert sum("Windows-1252" in n for n in got.notices) == 1


def test_a_deck_mixing_encodings_is_refused_too(db, tmp_path):
    # the same decoder reads deck files: the class, not only rosters
    p = tmp_path / "d.txt"
    p.write_bytes("Légende :\n".encode() + "1 Gâchette folle\n".encode("cp1252"))
    with pytest.raises(InputError, match="the file mixes two encodings") as exc:
        read_deck(str(p), db)
    assert exc.value.location.line == 2


# -- F12: YAML scalars are the organiser's text


def test_ids_tables_and_labels_are_the_text_written(ev):
    (ev / "e.yaml").write_text(
        "name: 2026-09-20\nregion: no\nplayers:\n"
        "  - {id: 0012, player: 0x1F, list: a.txt, table: 010, team: 1_000}\n"
        "  - {id: 10, player: yes, list: a.txt, table: 12:30, notes: 1e3}\n"
        "  - {id: '0012', player: ~, list: a.txt, table: 2026-09-20 10:00}\n",
        encoding="utf-8",
    )
    got = read_event(ev / "e.yaml")
    assert (got.name, got.region) == ("2026-09-20", "no")
    rows = [(r.id, r.player, r.table, r.team, r.notes) for r in got.players]
    assert rows == [
        ("0012", "0x1F", "010", "1_000", None),
        ("10", "yes", "12:30", None, "1e3"),
        ("0012", "~", "2026-09-20 10:00", None, None),
    ]


def test_json_numbers_are_kept_as_written(ev):
    (ev / "e.json").write_text(
        '{"players": [{"id": 1.50, "player": "A", "list": "a.txt", "table": 7}]}', encoding="utf-8"
    )
    reg = read_event(ev / "e.json").players[0]
    assert (reg.id, reg.table) == ("1.50", "7")


@pytest.mark.parametrize(
    "text,found",
    [
        ("best_of: 03", "'03'"),
        ("best_of: 0x3", "'0x3'"),
        ("best_of: +3", "'+3'"),
        ("best_of: 3_", "'3_'"),
        ('best_of: "3"', '"3"'),
        ("best_of: 0b1", "'0b1'"),
    ],
)
def test_best_of_is_a_count_every_reader_reads_alike(ev, text, found):
    p = ev / "e.yaml"
    p.write_text(f"{text}\nplayers: [{{player: A, list: a.txt}}]\n", encoding="utf-8")
    exc = error_of(p)
    assert exc.message == f"best_of: expected 1 or 3 (games a match), found {found}"
    assert exc.location.line == 1


@pytest.mark.parametrize("word", ["yes", "no", "on", "off", "Yes"])
def test_precon_is_true_or_false_only(ev, word):
    p = ev / "e.yaml"
    p.write_text(f"precon: {word}\nplayers: [{{player: A, list: a.txt}}]\n", encoding="utf-8")
    exc = error_of(p)
    assert exc.message == f"precon: expected true or false, found '{word}'"
    p.write_text(
        "precon: True\nplay_level: casual\nplayers: [{player: A, list: a.txt}]\n", encoding="utf-8"
    )
    assert read_event(p).precon is True


def test_messages_show_numbers_as_written(ev):
    p = ev / "e.yaml"
    p.write_text("date: 0x10\nplayers: [{player: A, list: a.txt}]\n", encoding="utf-8")
    assert error_of(p).message == "date: expected a date like 2026-09-20, found a number (0x10)"


# -- F23: a pasted list with no cards


def test_a_roster_cell_of_comments_only_names_the_row_and_column(ev):
    p = ev / "r.csv"
    p.write_text('player,notes,list\nAnn,x,"# only a comment\n\n# and another"\n', encoding="utf-8")
    run = check_event(read_event(p), as_of=DAY)
    (err,) = [p.error for p in run.decks]
    assert err.rule == "roster-unreadable"
    assert err.message == (
        "the list cannot be read: row 2, column 3 (list): the pasted list holds no cards (only "
        "comments or blank lines); expected the player's cards, one a line"
    )
    assert err.location.file.endswith("r.csv") and err.location.line == 2


def test_an_event_block_of_comments_only_names_its_line(ev):
    p = ev / "e.yaml"
    p.write_text("players:\n  - player: A\n    list: |\n      # nothing yet\n", encoding="utf-8")
    (err,) = [d.error for d in check_event(read_event(p), as_of=DAY).decks]
    assert "list: the pasted list holds no cards" in err.message
    assert err.location.line == 4


# -- F25: pasted lists in YAML scalars


def test_a_quoted_one_line_list_points_at_its_line_and_says_so(ev):
    p = ev / "e.yaml"
    p.write_text(
        "name: x\nplayers:\n  - player: A\n"
        '    list: "Legend:\\n1 Kennen, Heart of the Tempest\\nMainDeck:\\n9 Gust"\n',
        encoding="utf-8",
    )
    got = read_event(p)
    assert got.players[0].list.lines_known is False
    run = check_event(got, as_of=DAY)
    (d,) = run.decks
    lines = {f.location.line for f in d.findings if f.location and f.location.line}
    assert lines == {4}
    said = [n for n in d.notices if n.code == "lines-not-known"]
    assert said and "point at line 4, where it starts" in said[0].message


def test_a_literal_block_list_keeps_each_cards_line(ev):
    p = ev / "e.yaml"
    p.write_text(
        "players:\n  - player: A\n    list: |\n      Legend:\n      1 Kennen, Heart of the Tempest\n"
        "      MainDeck:\n      9 Gust\n",
        encoding="utf-8",
    )
    run = check_event(read_event(p), as_of=DAY)
    (d,) = run.decks
    copy = next(f for f in d.findings if f.rule == "copy-limit")
    assert copy.location.line == 7
    assert not [n for n in d.notices if n.code == "lines-not-known"]


@pytest.mark.parametrize(
    "value,message,line",
    [
        (
            "list: >\n      1 Kennen, Heart of the Tempest\n      9 Gust\n",
            "list: a folded block (>) joins the lines 4-5 into one line",
            3,
        ),
        (
            "played: 3 Gust\n      3 Rebuke\n",
            "played: the value is written over lines 3-4 without a block indicator",
            3,
        ),
        (
            'list: "3 Gust\n      3 Rebuke"\n',
            "list: the value is written over lines 3-4 without a block indicator",
            3,
        ),
    ],
)
def test_lists_yaml_joins_into_one_line_are_refused(ev, value, message, line):
    p = ev / "e.yaml"
    p.write_text("players:\n  - player: A\n    " + value, encoding="utf-8")
    exc = error_of(p)
    assert exc.message.startswith(message) and "literal block" in exc.message
    assert exc.location.line == line


def test_a_folded_block_of_one_line_is_that_line(ev):
    p = ev / "e.yaml"
    p.write_text("players:\n  - player: A\n    list: >\n      a.txt\n", encoding="utf-8")
    ref = read_event(p).players[0].list
    assert (ref.kind, ref.value.strip(), ref.location.line) == ("path", "a.txt", 4)


# -- F33: a roster that is an earlier --format csv output


def csv_of(path) -> list[list[str]]:
    import csv
    import io

    from riftcheck.reporters import get_reporter

    run = check_event(read_event(path), as_of=DAY)
    return list(csv.reader(io.StringIO(get_reporter("csv").render(run))))


def test_rerunning_on_a_csv_report_replaces_riftchecks_own_columns(ev):
    p = ev / "r.csv"
    p.write_text("player,list,verdict,email\nAnn,a.txt,paid,a@x\nBob,a.txt,,b@x\n", "utf-8")
    first = csv_of(p)
    # the roster's own 'verdict' is kept: riftcheck's are named apart
    assert first[0] == [
        "player",
        "list",
        "verdict",
        "email",
        "riftcheck verdict",
        "problems",
        "findings",
        "fingerprint",
    ]
    out = ev / "out.csv"
    out.write_text("\n".join(",".join(f'"{c}"' for c in row) for row in first) + "\n", "utf-8")
    again = read_event(out)
    assert again.report_columns == ((4, 4),)
    assert any(
        n.startswith(
            "columns 5-8 (riftcheck verdict, problems, findings, fingerprint) are "
            "riftcheck's own, from an earlier run"
        )
        for n in again.notices
    )
    second = csv_of(out)
    assert second[0] == first[0]  # no second set of columns
    assert [r[:4] for r in second] == [r[:4] for r in first]
    assert [r[4] for r in second[1:]] == ["legal", "legal"]


def test_a_report_whose_columns_were_moved_gets_them_in_place(ev):
    p = ev / "r.csv"
    p.write_text(
        "player,verdict,problems,findings,fingerprint,list,notes\n"
        # a fingerprint of riftcheck's shape: riftcheck's writing (E6), not only its names
        f"Ann,illegal,old,old,sha256:{'0' * 64},a.txt,n1\n",
        "utf-8",
    )
    rows = csv_of(p)
    # this run's results in place; the earlier run's cells this run changed are kept beside
    # them (issue 23 T2: no cell of the roster is lost), the roster's other columns after
    assert rows[0] == [
        "player",
        "verdict",
        "problems",
        "findings",
        "fingerprint",
        "verdict (previous run)",
        "problems (previous run)",
        "findings (previous run)",
        "fingerprint (previous run)",
        "list",
        "notes",
    ]
    assert rows[1][0] == "Ann" and rows[1][1] == "legal" and rows[1][9:] == ["a.txt", "n1"]
    assert (
        rows[1][2] != "old"
        and rows[1][4].startswith("sha256:")
        and rows[1][4] != "sha256:" + "0" * 64
    )
    assert rows[1][5:9] == ["illegal", "old", "old", "sha256:" + "0" * 64]


def test_a_lone_verdict_column_is_the_organisers(ev):
    p = ev / "r.csv"
    p.write_text("player,list,verdict\nAnn,a.txt,ok\n", "utf-8")
    assert read_event(p).report_columns == ()
    assert csv_of(p)[1][:4] == ["Ann", "a.txt", "ok", "legal"]


# -- F34: roster cells come back unchanged but for the formula escaping


def test_invisible_characters_of_roster_cells_come_back_unchanged(ev):
    cells = ["Zo\u200be", "x\u202eabc", "soft\xadhyphen", "wj\u2060", "\ufeffbom", " sp "]
    p = ev / "r.csv"
    p.write_text(
        "player,list, Notes \n" + "".join(f'P{i},a.txt,"{c}"\n' for i, c in enumerate(cells)),
        "utf-8",
    )
    rows = csv_of(p)
    assert rows[0][:3] == ["player", "list", " Notes "]  # the header as written, spaces too
    assert [r[2] for r in rows[1:]] == cells
    assert not any("\\u" in c for r in rows for c in r[:3])


@pytest.mark.parametrize(
    "cell", ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", '=HYPERLINK("http://x","y")']
)
def test_every_formula_start_of_a_roster_cell_is_defused(ev, cell):
    import csv as _csv

    p = ev / "r.csv"
    with open(p, "w", newline="", encoding="utf-8") as fh:
        _csv.writer(fh, lineterminator="\r\n").writerows(
            [["player", "list", "notes", cell], ["Ann", "a.txt", cell, "x"]]
        )
    rows = csv_of(p)
    # a cell written "\r=1" is read as "\n=1" (a line end is read as a line end): no formula then
    for got in (rows[0][3], rows[1][2]):
        assert not got.startswith(("=", "+", "-", "@", "\t", "\r"))
        assert got in ("'" + cell, cell.replace("\r", "\n"))


def test_a_played_cell_of_comments_only_names_its_column(ev):
    p = ev / "r.csv"
    p.write_text('player,list,played\nAnn,a.txt,"# nothing\n"\n', encoding="utf-8")
    (d,) = check_event(read_event(p), as_of=DAY).decks
    check = next(f for f in d.findings if f.rule == "deck-check")
    assert "row 2, column 3 (played): the pasted list holds no cards" in check.message
    assert check.location.line == 2


def test_control_characters_of_roster_cells_are_escaped_on_a_terminal_only(ev):
    # ESC and BEL would drive the terminal a CSV report is printed to: escaped there only
    # (tests/event/test_csv_cells_exact.py: a file and a stream get them as they are)
    import csv
    import io

    from riftcheck.reporters import ReportOptions, get_reporter

    p = ev / "r.csv"
    p.write_text('player,list,notes\nAnn,a.txt,"ok\x1b]0;x\x07\u200b"\n', encoding="utf-8")
    assert csv_of(p)[1][2] == "ok\x1b]0;x\x07\u200b"
    shown = get_reporter("csv", ReportOptions(destination="terminal"))
    text = shown.render(check_event(read_event(p), as_of=DAY))
    assert list(csv.reader(io.StringIO(text)))[1][2] == "ok\\x1b]0;x\\x07\u200b"
    assert shown.escaped_cells == 1


# -- the column of a card in a pasted list is the file's column too


def _unknown_at(path) -> tuple[int, int]:
    (d,) = check_event(read_event(path), as_of=DAY).decks
    f = next(f for f in d.findings if f.rule == "unknown-card")
    return f.location.line, f.location.column


def test_a_roster_cells_cards_are_at_the_rosters_columns(ev):
    p = ev / "r.csv"
    # first line of the cell: right of 'Ann,hello,"'; the cell's next lines start at column 1
    p.write_text(
        'player,notes,list\nAnn,hello,"3 Gustt\n1 Kennen, Heart of the Tempest"\n', "utf-8"
    )
    assert _unknown_at(p) == (2, 12)
    p.write_text(
        'player,notes,list\nAnn,hello,"1 Kennen, Heart of the Tempest\n3 Gustt"\n', "utf-8"
    )
    assert _unknown_at(p) == (3, 1)


@pytest.mark.parametrize(
    "value,where",
    [
        ("list: |\n        3 Gustt\n        1 Kennen, Heart of the Tempest\n", (4, 9)),
        ("list: 3 Gustt\n", (3, 11)),
        ('list: "3 Gustt"\n', (3, 12)),
    ],
)
def test_an_event_files_cards_are_at_its_columns(ev, value, where):
    p = ev / "e.yaml"
    p.write_text("players:\n  - player: A\n    " + value, encoding="utf-8")
    assert _unknown_at(p) == where
    line = p.read_text(encoding="utf-8").split("\n")[where[0] - 1]
    assert line[where[1] - 1 :].startswith("3 Gustt")


@pytest.mark.parametrize(
    "name",
    ["", " ", "\u00a0", "\u200b", "\u3164"],
    ids=["empty", "space", "nbsp", "zwsp", "filler"],
)
def test_a_row_that_names_no_player_is_an_error_never_a_legal_player(ev, name):
    """Re-test F1: a row with no name (or only spaces or invisible characters) and no id was a
    LEGAL player and the run passed; such rows were not duplicates of each other either."""
    p = ev / "r.csv"
    p.write_text(f"player,list\n{name},a.txt\n{name},a.txt\nAnn,a.txt\n", encoding="utf-8")
    run = check_event(read_event(p), as_of=dt.date(2026, 9, 20))
    # (the three rows share one list: the identical-lists warning is beside the point here)
    rules = [
        [f.rule for f in pl.problems if f.rule != "roster-identical-lists"]
        for pl in run.event.players
    ]
    assert rules == [["roster-no-player"], ["roster-no-player"], []], rules
