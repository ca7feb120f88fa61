"""Excel's ``sep=X`` first line declares a roster's delimiter (atkI 1): it is read as that
declaration, in every spelling Excel and other spreadsheets write (``sep=;``, ``sep=,``,
``"sep=;"``, trailing empty cells, any case), in UTF-8 with or without BOM and in UTF-16, with
any line ends. Every message keeps the file's physical line numbers (the header is line 2, the
first player line 3), and ``--format csv`` writes the roster back with its ``sep=`` line, so a
re-run on its own output reads the same players."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest

from riftcheck.events.read import read_event
from riftcheck.infra.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "event" / "sep_line"
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.fixture
def ev(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    return tmp_path


def roster(delim: str) -> str:
    return f"player{delim}list{delim}notes\nZoë{delim}a.txt{delim}first\nBob{delim}a.txt{delim}\n"


@pytest.mark.parametrize(
    "first,delim",
    [
        ("sep=;", ";"),
        ("sep=,", ","),
        ("sep=\t", "\t"),
        ('"sep=;"', ";"),
        ('"sep=,"', ","),
        ("SEP=;", ";"),
        ("sep=;;;", ";"),
        ('"sep=;",,', ";"),
        ("sep=; ", ";"),
    ],
)
@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
@pytest.mark.parametrize("codec", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le"])
def test_a_sep_line_declares_the_delimiter(ev, first, delim, end, codec):
    p = ev / "r.csv"
    p.write_bytes((first + "\n" + roster(delim)).replace("\n", end).encode(codec))
    event = read_event(p)
    assert [r.player for r in event.players] == ["Zoë", "Bob"]
    assert [r.notes for r in event.players] == ["first", None]
    assert (event.delimiter, event.sep_line) == (delim, True)
    assert event.columns == ("player", "list", "notes")
    # physical lines: the sep line is line 1, the header line 2
    assert event.location.line == 2
    assert [(r.row, r.location.line) for r in event.players] == [(3, 3), (4, 4)]


def test_a_roster_without_a_sep_line_has_none(ev):
    p = ev / "r.csv"
    p.write_text(roster(";"), encoding="utf-8")
    event = read_event(p)
    assert (event.delimiter, event.sep_line) == (";", False)
    assert [(r.player, r.row) for r in event.players] == [("Zoë", 2), ("Bob", 3)]


def test_the_declared_delimiter_wins_over_the_guess(ev):
    # the header has more commas than semicolons: without the sep line it would be split on ","
    p = ev / "r.csv"
    p.write_text("sep=;\nplayer;list;a,b,c\nZoë;a.txt;x,y\n", encoding="utf-8")
    event = read_event(p)
    assert event.columns == ("player", "list", "a,b,c")
    assert [r.cells for r in event.players] == [("Zoë", "a.txt", "x,y")]


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_an_error_on_the_first_player_row_names_line_3(ev, end):
    p = ev / "r.csv"
    p.write_text(f'sep=;{end}player;list{end}"Zoë;a.txt{end}', encoding="utf-8", newline="")
    with pytest.raises(InputError) as exc:
        read_event(p)
    assert (exc.value.location.line, exc.value.location.column) == (3, 1)
    assert exc.value.message.startswith(
        "row 3, column 1 (player): the quoted cell opened at line 3, column 1 is never closed"
    )


def test_a_sep_line_alone_is_an_empty_roster(ev):
    p = ev / "r.csv"
    p.write_text("sep=;\r\n", encoding="utf-8")
    with pytest.raises(InputError) as exc:
        read_event(p)
    assert exc.value.message.startswith("empty roster")


# -- the command: physical lines in the report, the sep line written back


@pytest.fixture
def work(tmp_path):
    for name in ("sep.csv", "kennen.txt", "draven.txt"):
        shutil.copy(FIX / name, tmp_path / name)
    return tmp_path


HEADER = ["player", "list", "notes", "verdict", "problems", "findings", "fingerprint"]
#: the data rows without their (empty) findings and fingerprint cells
EXPECTED = [
    ["Alice", "kennen.txt", "'=1+1", "legal", ""],
    ["Bob", "draven.txt", "'+1", "legal", ""],
    [
        "Carol",
        "nope.txt",
        "",
        "unreadable",
        # the row, as every report names it (a re-run on the output names the same: atkE 11)
        "error roster-unreadable (row 5): the list cannot be read: nope.txt: no such file: "
        "expected a deck file",
    ],
]


def table(text: str) -> list[list[str]]:
    assert text.startswith("sep=;\n")
    header, *rows = csv.reader(io.StringIO(text[len("sep=;\n") :]), delimiter=";")
    assert header == HEADER
    assert [r[6].startswith("sha256:") for r in rows] == [True, True, False]
    assert [r[5] for r in rows] == ["", "", ""]
    return [r[:5] for r in rows]


def test_the_text_report_names_the_physical_lines(rc, work):
    code, out, err = rc("event", "sep.csv", "--as-of", "2026-09-20")
    assert (code, err) == (1, "")
    assert "Alice (sep.csv row 3): LEGAL" in out
    assert "Bob (sep.csv row 4): LEGAL" in out
    assert "Carol (sep.csv row 5): UNREADABLE (1 error)" in out
    assert "sep.csv:5  error  roster-unreadable  the list cannot be read: nope.txt" in out


def test_csv_writes_the_sep_line_back_and_a_rerun_reads_the_same_players(rc, work):
    code, out, err = rc("event", "sep.csv", "--as-of", "2026-09-20", "-f", "csv", "-o", "out.csv")
    assert (code, out, err) == (1, "", "")
    first = (work / "out.csv").read_text(encoding="utf-8")
    assert table(first) == EXPECTED
    # the round trip: the output, checked again, reads the same players and writes the same CSV
    code, again, err = rc("event", "out.csv", "--as-of", "2026-09-20", "-f", "csv")
    assert code == 1
    assert again == first
    assert err.startswith("riftcheck: notice: columns 4-7 (verdict, problems, findings, ")
    code, text, _ = rc("event", "out.csv", "--as-of", "2026-09-20")
    assert "Alice (out.csv row 3): LEGAL" in text
    assert "Carol (out.csv row 5): UNREADABLE (1 error)" in text
    assert "3 players: 2 legal, 0 illegal, 1 unreadable" in text


def test_csv_to_stdout_has_the_sep_line_first(rc, work):
    code, out, err = rc("event", "sep.csv", "--as-of", "2026-09-20", "-f", "csv")
    assert (code, err) == (1, "")
    assert out.splitlines()[:2] == ["sep=;", ";".join(HEADER)]


def test_a_roster_without_a_sep_line_gets_none_back(rc, work):
    (work / "plain.csv").write_text("player;list\nAlice;kennen.txt\n", encoding="utf-8")
    code, out, err = rc("event", "plain.csv", "--as-of", "2026-09-20", "-f", "csv")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "player;list;verdict;problems;findings;fingerprint"


def test_an_event_file_naming_the_roster_keeps_its_sep_line(rc, work):
    (work / "ev.yaml").write_text("name: S\ndate: 2026-09-20\nroster: sep.csv\n", encoding="utf-8")
    code, out, err = rc("event", "ev.yaml", "-f", "csv")
    assert (code, err) == (
        1,
        "riftcheck: warning: the event file's date: is not in the CSV, so a run on the CSV would "
        "judge another event: re-run the event file, or pass -r/--as-of\n",
    )
    assert table(out) == EXPECTED
    code, text, _ = rc("event", "ev.yaml")
    assert "Alice (sep.csv row 3): LEGAL" in text
