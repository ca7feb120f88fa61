"""A roster's empty rows (``,,,``, a line of spaces, an empty line) are no players, but rows of
the organiser's sheet: ``--format csv`` writes every one back in its place, with empty verdict
cells, and the text summary counts them (evtL 1). A final Ctrl-Z byte (the DOS end-of-file
mark) is the end of the file, said in one notice; a Ctrl-Z anywhere else is an error naming its
line (it read as a phantom player)."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARGS = ("--as-of", "2026-09-20")


@pytest.fixture
def ev(tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    return tmp_path


def write(ev: Path, text: str, name: str = "r.csv") -> None:
    (ev / name).write_bytes(text.encode("utf-8"))


def table(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_empty_rows_come_back_in_their_place(rc, ev):
    write(ev, "player,list,notes\nAnn,ok.txt,x\n,,\n   \n\nBob,ok.txt,\n,,\n")
    code, out, err = rc("event", "r.csv", *ARGS, "--format", "csv")
    rows = table(out)
    assert (code, err) == (0, "")
    assert [r[:4] for r in rows] == [
        ["player", "list", "notes", "verdict"],
        ["Ann", "ok.txt", "x", "legal"],
        ["", "", "", ""],
        ["   ", "", "", ""],
        ["", "", "", ""],
        ["Bob", "ok.txt", "", "legal"],
        ["", "", "", ""],
    ]
    # the empty rows' verdict, problems, findings and fingerprint cells are empty
    assert all(r[3:] == ["", "", "", ""] for r in rows[2:5] + rows[6:])
    assert all(len(r) == 7 for r in rows)


def test_the_text_summary_counts_the_empty_rows(rc, ev):
    write(ev, "player,list\nAnn,ok.txt\n,\n \nBob,ok.txt\n")
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, err) == (0, "")
    assert out.rstrip().splitlines()[-1] == (
        "2 players: 2 legal, 0 illegal; 1 roster problem; 2 empty rows are not players"
    )
    # the rows keep their numbers: Bob is the sheet's row 5
    assert "Bob (r.csv row 5): LEGAL" in out
    write(ev, "player,list\nAnn,ok.txt\n")
    assert rc("event", "r.csv", *ARGS)[1].rstrip().endswith("1 player: 1 legal, 0 illegal")


@pytest.mark.parametrize("team", [False, True])
def test_a_rerun_on_the_output_writes_the_same_bytes(rc, ev, team):
    head = "player,team,list\n" if team else "player,list\n"
    cells = ",T1," if team else ","
    body = f"Ann{cells}ok.txt\n,,,\nBob{cells}ok.txt\n"
    write(ev, head + body)
    ruleset = ("--ruleset", "constructed-2v2") if team else ()
    one = rc("event", "r.csv", *ARGS, *ruleset, "--format", "csv", "-o", "one.csv")
    rc("event", "one.csv", *ARGS, *ruleset, "--format", "csv", "-o", "two.csv")
    assert one[0] in (0, 1)
    first = (ev / "one.csv").read_bytes()
    assert (ev / "two.csv").read_bytes() == first
    assert len(table(first.decode("utf-8"))) == 4


def test_a_roster_of_empty_rows_only_is_still_no_roster(rc, ev):
    write(ev, "player,list\n,,\n \n")
    code, out, err = rc("event", "r.csv", *ARGS, "--format", "csv")
    assert (code, out) == (1, "")
    assert "a header but no players" in err


def test_a_final_ctrl_z_is_the_end_of_the_file_said_once(rc, ev):
    (ev / "r.csv").write_bytes(b"player,list\r\nAnn,ok.txt\r\n\x1a")
    code, out, err = rc("event", "r.csv", *ARGS, "--format", "csv")
    assert code == 0
    assert [r[:3] for r in table(out)] == [
        ["player", "list", "verdict"],
        ["Ann", "ok.txt", "legal"],
    ]
    assert err == (
        "riftcheck: note: r.csv:3:1: the file ends with a Ctrl-Z byte (\\x1a, the end-of-file "
        "mark of old DOS and Windows tools) at line 3: read as the end of the file, not as a row\n"
    )
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, err) == (0, "")
    assert out.count("Ctrl-Z") == 1 and "1 player: 1 legal, 0 illegal" in out


@pytest.mark.parametrize(
    "data,line",
    [
        (b"player,list\nAnn,ok.txt\x1a\nBob,ok.txt\n", 2),
        (b'player,list\nAnn,ok.txt\n"Bo\x1ab",ok.txt\n', 3),
        (b"player,list\nAnn,ok.txt\n\x1a\n", 3),
    ],
)
def test_a_ctrl_z_before_the_end_is_an_error_naming_its_line(rc, ev, data, line):
    (ev / "r.csv").write_bytes(data)
    code, out, err = rc("event", "r.csv", *ARGS, "--format", "csv")
    assert (code, out) == (1, "")
    assert err.startswith(f"riftcheck: error: r.csv:{line}:")
    assert (
        f"a Ctrl-Z byte (\\x1a, the DOS end-of-file mark) at line {line}, before the end of the "
        "file: expected it only as the file's last byte" in err
    )


def test_every_format_keeps_the_cells_of_an_empty_row(rc, ev):
    """A row of only whitespace (a tab, an NBSP, spaces) is an empty row, no player; the JSON,
    json-lines and HTML reports give its number and every cell, as the CSV writes it back (evtV 2:
    its tab and NBSP were in the CSV alone)."""
    import json

    import jsonschema

    write(ev, 'player,list,notes\nAnn,ok.txt,x\n,,"\t"\n,,\u00a0\n" ",,\n,,\nBob,ok.txt,\n')
    code, out, err = rc("event", "r.csv", *ARGS, "-f", "json")
    assert (code, err) == (0, "")
    doc = json.loads(out)
    schema = json.loads((ROOT / "riftcheck/schemas/report.schema.json").read_text("utf-8"))
    jsonschema.validate(doc, schema)
    said = [(e["row"], [c["value"] for c in e["cells"]]) for e in doc["event"]["empty_rows"]]
    assert said == [
        (3, ["", "", "\t"]),
        (4, ["", "", "\u00a0"]),
        (5, [" ", "", ""]),
        (6, ["", "", ""]),
    ]
    assert [c["column"] for c in doc["event"]["empty_rows"][0]["cells"]] == [
        "player",
        "list",
        "notes",
    ]
    assert [p["row"] for p in doc["players"]] == [2, 7]
    code, out, err = rc("event", "r.csv", *ARGS, "-f", "json-lines")
    assert (code, err) == (0, "")
    head = json.loads(out.splitlines()[0])
    assert head["kind"] == "event" and head["empty_rows"] == doc["event"]["empty_rows"]
    code, out, err = rc("event", "r.csv", *ARGS, "-f", "html")
    assert (code, err) == (0, "")
    section = out[out.index('<section class="empty-rows">') :]
    section = section[: section.index("</section>")]
    assert "<h2>4 empty rows are not players</h2>" in section
    for row in (3, 4, 5, 6):
        assert f"<summary>row {row}</summary>" in section
    # as cell() shows them
    assert "<td>\\t</td>" in section and "<td>\\xa0</td>" in section, section
    assert '<td><span class="cv"> </span></td>' in section


def test_a_roster_without_empty_rows_says_none(rc, ev):
    import json

    write(ev, "player,list\nAnn,ok.txt\n")
    code, out, err = rc("event", "r.csv", *ARGS, "-f", "json")
    assert (code, err, json.loads(out)["event"]["empty_rows"]) == (0, "", [])
    code, out, err = rc("event", "r.csv", *ARGS, "-f", "html")
    assert (code, err) == (0, "") and "empty-rows" not in out
