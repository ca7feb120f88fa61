"""``event --format csv -o FILE`` writes the roster back in its own encoding and byte-order mark
(issue 23/25, evtG 1): a spreadsheet opens the report as it opened the roster. A Windows-1252
roster whose report holds a character Windows-1252 has not comes back as UTF-8 with a BOM, and
standard error says so, naming the report's line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "roster_encodings"


@pytest.fixture
def work(tmp_path):
    for f in FIX.iterdir():
        shutil.copy(f, tmp_path / f.name)
    return tmp_path


@pytest.mark.parametrize(
    "roster,codec,bom",
    [
        ("utf8.csv", "utf-8", b""),
        ("utf8-bom.csv", "utf-8", b"\xef\xbb\xbf"),
        ("utf16le-bom.txt", "utf-16-le", b"\xff\xfe"),
        ("utf16be-bom.csv", "utf-16-be", b"\xfe\xff"),
        # read by its NUL bytes, with a notice: written back as it was, without a mark
        ("utf16le.csv", "utf-16-le", b""),
        ("cp1252.csv", "cp1252", b""),
    ],
)
def test_the_report_file_keeps_the_rosters_encoding_and_bom(rc, work, roster, codec, bom):
    code, shown, err = rc("event", roster, "--as-of", "2026-09-20", "-f", "csv")
    assert code == 0, err
    code, out, err = rc("event", roster, "--as-of", "2026-09-20", "-f", "csv", "-o", "out.csv")
    # a roster read by its NUL bytes or as Windows-1252 is said on standard error (atkE 3)
    read_so = {
        "utf16le.csv": ": the file has no byte-order mark",
        "cp1252.csv": ": the file is not",
    }
    assert (code, out) == (0, "")
    assert (
        err.startswith(f"riftcheck: note: {roster}") and read_so[roster] in err
        if bom == b"" and codec != "utf-8"
        else err == ""
    )
    data = (work / "out.csv").read_bytes()
    # the same report as standard output shows, in the roster's bytes and row ends (\r\n here;
    # a stream's rows end with \n: atkE 13)
    assert data.startswith(bom) and data[len(bom) :].decode(codec).replace("\r\n", "\n") == shown
    assert data.endswith("\r\n".encode(codec))
    assert data.startswith(bom + "player".encode(codec))
    # the roster's own cells come back in its encoding (ë, ö, é: one byte each in Windows-1252)
    assert "Zoë".encode(codec) in data and "café".encode(codec) in data


def test_an_event_file_naming_a_utf16_roster_gets_it_back_in_utf16(rc, work):
    code, out, err = rc("event", "event.yaml", "-f", "csv", "-o", "out.csv")
    assert (code, out, err) == (
        0,
        "",
        "riftcheck: warning: the event file's date: is not in the CSV, so a run on the CSV would "
        "judge another event: re-run the event file, or pass -r/--as-of\n",
    )
    data = (work / "out.csv").read_bytes()
    assert data.startswith(b"\xff\xfe" + "player\tlist\tnotes\tverdict".encode("utf-16-le"))
    assert data[2:].decode("utf-16-le").splitlines()[1].startswith("Zoë\tkennen.txt\tcafé\tlegal")


def test_a_windows_1252_roster_whose_report_cannot_be_windows_1252_is_utf8_with_a_note(rc, work):
    args = ("event", "cp1252-unknown.csv", "--as-of", "2026-09-20", "-f", "csv")
    code, shown, _ = rc(*args)
    assert code == 1
    code, out, err = rc(*args, "-o", "out.csv")
    assert (code, out) == (1, "")
    data = (work / "out.csv").read_bytes()
    # the roster's \r\n row ends (atkE 13); the findings cell's own line breaks are \n
    assert data.startswith(b"\xef\xbb\xbf")
    assert data[3:].decode("utf-8").replace("\r\n", "\n") == shown
    line = shown[: shown.index("李")].count("\n") + 1
    # then how the roster was read, on standard error too (atkE 3)
    assert err.splitlines()[1].startswith("riftcheck: note: cp1252-unknown.csv:")
    assert err.splitlines(keepends=True)[0] == (
        f"riftcheck: note: out.csv:{line}: the roster cp1252-unknown.csv is Windows-1252 text, "
        "but this line of the report holds '李' (U+674E), which Windows-1252 cannot write: "
        "out.csv is written as UTF-8 with a byte-order mark, which spreadsheets open as UTF-8\n"
    )
