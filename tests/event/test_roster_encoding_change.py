"""A roster whose bytes change encoding part-way is refused at the line of the change (issue 23 F4):
read in either encoding, the rows in the other are garbled into one row and their players lost."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftcheck.events.read import read_event
from riftcheck.infra.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")

HEAD = "player;list\nZoë;a.txt\n李小龙;a.txt\n"
TAIL = "Carol;a.txt\nDave;a.txt\n"


@pytest.fixture
def ev(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    return tmp_path


def refused(path) -> InputError:
    with pytest.raises(InputError) as exc:
        read_event(path)
    return exc.value


def said(start: str, other: str, line: int) -> str:
    return (
        f"the roster starts as {start} text, but its bytes change to {other} at line {line} "
        "(rows added by another program?): read as one encoding, the rows in the other would be "
        "garbled into one and their players lost; expected the whole roster saved in one "
        "encoding (UTF-8)"
    )


@pytest.mark.parametrize(
    "codec,mark,shown",
    [
        ("utf-16-le", b"\xff\xfe", "UTF-16-LE"),
        ("utf-16-be", b"\xfe\xff", "UTF-16-BE"),
        ("utf-16-le", b"", "UTF-16-LE"),
        ("utf-32-le", b"\xff\xfe\x00\x00", "UTF-32-LE"),
        ("utf-32-be", b"", "UTF-32-BE"),
    ],
)
@pytest.mark.parametrize("tail", [TAIL, TAIL + "Eve;a.txt\n", "Émile;a.txt\r\nFrançois;a.txt"])
def test_utf8_rows_after_wide_rows_are_refused_at_their_line(ev, codec, mark, shown, tail):
    p = ev / "r.csv"
    p.write_bytes(mark + HEAD.encode(codec) + tail.encode("utf-8"))
    exc = refused(p)
    assert exc.message == said(shown, "UTF-8", 4)
    assert (exc.location.line, exc.location.column) == (4, 1)


@pytest.mark.parametrize(
    "codec,mark,shown",
    [
        ("utf-16-le", b"", "UTF-16-LE"),
        ("utf-16-le", b"\xff\xfe", "UTF-16-LE"),
        ("utf-16-be", b"", "UTF-16-BE"),
        ("utf-32-le", b"", "UTF-32-LE"),
    ],
)
@pytest.mark.parametrize("rows", [0, 2000])  # wide bytes beyond the first 4 KB too
def test_wide_rows_after_utf8_rows_are_refused_at_their_line(ev, codec, mark, shown, rows):
    head = HEAD + "".join(f"P{i};a.txt\n" for i in range(rows))
    p = ev / "r.csv"
    p.write_bytes(("\ufeff" + head).encode("utf-8") + mark + TAIL.encode(codec))
    exc = refused(p)
    assert exc.message == said("UTF-8", shown, 4 + rows)
    assert exc.location.line == 4 + rows


def test_windows_1252_rows_after_wide_rows_are_named_so(ev):
    p = ev / "r.csv"
    p.write_bytes(b"\xff\xfe" + HEAD.encode("utf-16-le") + "Émile;a.txt\n".encode("cp1252"))
    assert refused(p).message == said("UTF-16-LE", "Windows-1252", 4)


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
@pytest.mark.parametrize("bom", [True, False])
def test_a_roster_in_one_wide_encoding_is_read_whole(ev, codec, bom):
    # ideographs whose UTF-16 bytes hold a line feed (上 is U+4E0A) or a comma (U+4E2C), alone on
    # a line of a pasted list, CRLF line ends, blank lines: all one encoding, every player read
    pasted = '"3 Kennen, Hasty Striker\r\n上丬\r\n"'
    text = f"player,list,notes\r\n上海,a.txt,上\r\n\r\nBjörn,{pasted},x\r\nCarol,a.txt,丬丬\r\n"
    p = ev / "r.csv"
    p.write_bytes((("\ufeff" if bom else "") + text).encode(codec))
    got = read_event(p)
    assert [r.player for r in got.players] == ["上海", "Björn", "Carol"]
    assert len(got.players) == 3


def test_utf8_with_nul_free_rows_only_is_untouched(ev):
    p = ev / "r.csv"
    p.write_bytes(HEAD.encode("utf-8") + TAIL.encode("utf-8"))
    assert [r.player for r in read_event(p).players] == ["Zoë", "李小龙", "Carol", "Dave"]


def test_the_change_through_the_cli_exits_1_naming_file_and_line(ev, cli):
    (ev / "r.csv").write_bytes(b"\xff\xfe" + HEAD.encode("utf-16-le") + TAIL.encode("utf-8"))
    r = cli("event", "r.csv", "--as-of", "2026-09-20", cwd=ev)
    assert r.returncode == 1
    assert r.stdout == ""
    assert r.stderr == f"riftcheck: error: r.csv:4:1: {said('UTF-16-LE', 'UTF-8', 4)}\n"


def test_utf8_rows_glued_to_a_wide_last_line_are_refused_where_they_start(ev):
    # the UTF-16 export has no final line break: the first added row starts inside line 3
    p = ev / "r.csv"
    p.write_bytes(b"\xff\xfe" + HEAD.rstrip("\n").encode("utf-16-le") + TAIL.encode("utf-8"))
    exc = refused(p)
    assert exc.message == said("UTF-16-LE", "UTF-8", 3)
    assert (exc.location.line, exc.location.column) == (3, len("李小龙;a.txt") + 1)


@pytest.mark.parametrize("last", ["上丬", "丬丬丬", "上海"])
def test_a_wide_last_line_of_ideographs_without_a_line_break_is_read(ev, last):
    p = ev / "r.csv"
    p.write_bytes(('\ufeffplayer,list,notes\nAnn,a.txt,"x\n' + last).encode("utf-16-le"))
    with pytest.raises(InputError) as exc:  # the quote is never closed: the CSV reader says so
        read_event(p)
    assert "is never closed" in exc.value.message
