"""The organiser's own files through the command (atkI left these untested, evtE2 3): riftcheck's
CSV output read back as the roster, a roster mixing two encodings, and a cell at and past the
CSV field limit the README states (131,072 characters)."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "team_lookalikes"
ARGS = ("-r", "constructed-2v2", "--as-of", "2026-09-27")


def lists(tmp_path: Path) -> None:
    for name in ("kennen.txt", "draven.txt"):
        shutil.copy(FIX / name, tmp_path / name)


def test_the_csv_output_read_back_is_the_same_players_and_verdicts(rc, tmp_path):
    lists(tmp_path)
    (tmp_path / "r.csv").write_text(
        "player,team,list\nAnn,Team,kennen.txt\nBo,Team,draven.txt\nCy,,missing.txt\n",
        encoding="utf-8",
    )
    code, out, err = rc("event", "r.csv", *ARGS, "-f", "csv", "-o", "out1.csv")
    assert (code, out, err) == (1, "", "")
    first = (tmp_path / "out1.csv").read_bytes()
    code, out, err = rc("event", "out1.csv", *ARGS, "-f", "csv", "-o", "out2.csv")
    assert (code, out) == (1, "")
    assert err.startswith("riftcheck: notice: columns 4-8 (verdict, team verdict, problems, ")
    second = (tmp_path / "out2.csv").read_bytes()
    rows = [r[:4] for r in csv.reader(second.decode("utf-8").splitlines())]
    assert rows == [
        ["player", "team", "list", "verdict"],
        ["Ann", "Team", "kennen.txt", "legal"],
        ["Bo", "Team", "draven.txt", "legal"],
        ["Cy", "", "missing.txt", "unreadable"],
    ]
    # the same players and verdicts: the file is the first run's, byte for byte
    assert second == first
    code, out, _ = rc("event", "out2.csv", *ARGS, "-f", "csv", "-o", "out3.csv")
    assert (code, out) == (1, "")
    assert (tmp_path / "out3.csv").read_bytes() == second


def test_a_utf8_roster_with_one_latin1_byte_is_an_error_at_line_and_column(rc, tmp_path):
    lists(tmp_path)
    (tmp_path / "m.csv").write_bytes(
        b"player,list\nJos\xc3\xa9 Ruiz,kennen.txt\nZo\xe9 Berg,draven.txt\n"
    )
    code, out, err = rc("event", "m.csv", *ARGS)
    assert (code, out) == (1, "")
    assert err == (
        "riftcheck: error: m.csv:3:3: byte 0xe9 is not valid UTF-8, but line 2, column 4 holds "
        "UTF-8 text ('é'): the file mixes two encodings (edited in two programs?), and either "
        "reading would garble some of its lines; expected the whole file saved as UTF-8\n"
    )


def test_a_cell_at_the_field_limit_is_read_and_one_past_it_names_row_and_column(rc, tmp_path):
    lists(tmp_path)
    (tmp_path / "at.csv").write_text(f"player,list\n{'A' * 131_072},kennen.txt\n", encoding="utf-8")
    code, out, err = rc("event", "at.csv", "--as-of", "2026-09-27", "-f", "json")
    assert (code, err) == (0, "")
    assert '"player": "' + "A" * 131_072 + '"' in out
    (tmp_path / "past.csv").write_text(
        f"player,list\nAnn,kennen.txt\n{'A' * 131_073},kennen.txt\n", encoding="utf-8"
    )
    code, out, err = rc("event", "past.csv", "--as-of", "2026-09-27")
    assert (code, out) == (1, "")
    assert err == (
        "riftcheck: error: past.csv:3:1: row 3, column 1 (player): the cell holds 131,073 "
        "characters, more than the 131,072 a roster cell may hold; expected a shorter cell\n"
    )


NOTICE = (
    "riftcheck: note: pools not checked for 2 of 2 players (no pool given: add a pool column to "
    "the roster); their verdicts do not say whether the cards were in the pool\n"
)
SUMMARY = "riftcheck: note: 2 pools not checked (partial check)\n"


def test_pools_not_checked_are_said_in_every_event_format(rc, tmp_path):
    lists(tmp_path)
    (tmp_path / "s.csv").write_text(
        "player,list\nAnn,kennen.txt\nBo,draven.txt\n", encoding="utf-8"
    )
    base = ("event", "s.csv", "-r", "sealed", "--as-of", "2026-09-27")
    code, out, err = rc(*base)
    assert (code, err) == (0, "")
    assert out.count("note: pools not checked for 2 of 2 players") == 1
    assert out.count("2 pools not checked (partial check)") == 1
    code, out, err = rc(*base, "-f", "json")
    assert (code, err) == (0, "")
    assert out.count("pools not checked for 2 of 2 players") == 1
    event = json.loads(out)["event"]
    assert (event["summary"]["pools_not_checked"], event["partial_reasons"]) == (
        2,
        ["2 pools not checked"],
    )
    code, out, err = rc(*base, "-f", "json-lines")
    assert (code, err) == (0, "")
    records = [json.loads(line) for line in out.splitlines()]
    saying = [r["kind"] for r in records if "pools not checked for 2 of 2" in json.dumps(r)]
    assert saying == ["event", "notice"]  # the event record's notices, and its notice record
    assert "2 pools not checked" in records[0]["partial_reasons"][0]
    code, out, err = rc(*base, "-f", "html")
    assert (code, err) == (0, "")
    assert out.count("pools not checked for 2 of 2 players") == 1 and "Pools not che" in out
    # a report that ends with the summary's count gets the notice alone on standard error
    for fmt in ("concise", "github"):
        code, out, err = rc(*base, "-f", fmt)
        assert (code, err) == (0, NOTICE)
        assert out.count("2 pools not checked (partial check)") == 1
    # one with neither gets both there
    for fmt in ("csv", "junit", "sarif", "gitlab"):
        code, out, err = rc(*base, "-f", fmt)
        assert (code, err) == (0, NOTICE + SUMMARY), fmt
        assert "pools not checked for" not in out
