"""The formula escaping of ``--format csv`` is reversible (issue 23 F3): a cell gets one ``'`` more
when, its own leading ``'`` aside, it starts a formula, and a re-run on riftcheck's own output takes
exactly one off, so ids and list paths that start with = + - @ come back as the organiser wrote them."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from riftcheck.events.csvtext import defuse, undefuse
from riftcheck.events.read import read_event

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")

HOSTILE = ["=1+1", "'=x", "''@a", "+1", "-", "@SUM(1)", "'", "'plain", "\t=1", "x=1", ""]


@pytest.mark.parametrize("cell", HOSTILE)
def test_defuse_is_undone_by_undefuse(cell):
    out = defuse(cell)
    assert undefuse(out) == cell
    assert not out.lstrip("'").startswith(("=", "+", "-", "@", "\t", "\r")) or out.startswith("'")


@pytest.mark.parametrize(
    ("cell", "written"),
    [("=1+1", "'=1+1"), ("'=x", "''=x"), ("''@a", "'''@a"), ("-", "'-"), ("'plain", "'plain")],
)
def test_defuse_adds_one_quote_to_a_formula_after_its_own_quotes(cell, written):
    assert defuse(cell) == written


@pytest.fixture
def ev(tmp_path):
    # list paths and ids that start a formula: the rows a re-run read as UNREADABLE
    for name in ("=a.txt", "-b.txt", "@c.txt", "+d.txt", "=e.txt", "f.txt"):
        (tmp_path / name).write_text(KENNEN, encoding="utf-8")
    rows = [
        ["player", "id", "list", "notes", "=HEADER"],
        ["Ann", "=1+1", "=a.txt", "'=x", "+1"],
        ["Bob", "-", "-b.txt", "''@a", "-"],
        ["Cy", "@SUM(1)", "@c.txt", "@SUM(1)", "'"],
        ["Di", "+1", "+d.txt", "=1+1", "'plain"],
        ["Ed", "'=x", "=e.txt", "", "''@a"],
        ["Flo", "''@a", "f.txt", "\t=1", "x"],
    ]
    with open(tmp_path / "r.csv", "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh, lineterminator="\n").writerows(rows)
    return tmp_path, rows


def _event(cli, where: Path, roster: str, out: str):
    r = cli("event", roster, "--as-of", "2026-09-20", "--format", "csv", "-o", out, cwd=where)
    table = list(csv.reader(io.StringIO((where / out).read_text(encoding="utf-8"))))
    return r, table


def test_a_rerun_on_its_own_csv_reads_every_cell_as_the_organiser_wrote_it(ev, cli):
    where, rows = ev
    r1, first = _event(cli, where, "r.csv", "out1.csv")
    assert (r1.returncode, r1.stdout) == (0, "")
    assert r1.stderr.startswith("riftcheck: notice: 5 cells start with ' before =, +, -, @")
    # a ' before a formula is read off per cell (atkE 15), then each cell is written defused:
    # one ' more when it starts a formula after its own ', so '=x comes back as it was
    assert [row[:5] for row in first] == [[defuse(undefuse(c)) for c in row] for row in rows]
    assert [row[5] for row in first[1:]] == ["legal"] * 6

    got = read_event(where / "out1.csv")
    assert got.report_columns == ((5, 4),)
    assert [(p.player, p.id, p.list.value, p.notes) for p in got.players] == [
        (row[0], undefuse(row[1]), row[2], undefuse(row[3]) if undefuse(row[3]).strip() else None)
        for row in rows[1:]
    ]
    assert got.columns[:5] == tuple(rows[0])

    r2, second = _event(cli, where, "out1.csv", "out2.csv")
    assert r2.returncode == 0 and r2.stdout == ""
    assert r2.stderr.startswith("riftcheck: notice: columns 6-9 (verdict, problems, findings")
    assert second == first  # nothing UNREADABLE, no ' piled up: the same report again


def test_a_quote_before_a_formula_is_read_off_per_cell_and_said(ev, cli):
    # a spreadsheet exports its own text-marking ' as nothing: a ' before a formula character is
    # the mark --format csv puts there, whatever the rest of the file is (atkE 15)
    where, _ = ev
    (where / "own.csv").write_text("player,list,notes\nAnn,'=e.txt,'=x\n", encoding="utf-8")
    got = read_event(where / "own.csv")
    (p,) = got.players
    assert (p.list.value, p.notes) == ("=e.txt", "=x")
    assert [str(n) for n in got.notices] == [
        "2 cells start with ' before =, +, -, @, a tab or a carriage return: read without that ', "
        "the mark --format csv puts before a formula (row 2, column 2 (list) and row 2, column 3 "
        "(notes))"
    ]


def _own_output(cli, where: Path, rows: str) -> str:
    (where / "in.csv").write_text(rows, encoding="utf-8")
    r = cli("event", "in.csv", "--as-of", "2026-09-20", "--format", "csv", "-o", "o.csv", cwd=where)
    assert r.returncode == 0, r.stderr
    return (where / "o.csv").read_text(encoding="utf-8")


def test_a_late_row_typed_into_the_output_leaves_the_escape_read_and_finds_the_duplicate(ev, cli):
    where, _ = ev
    out = _own_output(cli, where, "player,list\n@kai,f.txt\n")
    assert out.splitlines()[1].startswith("'@kai,f.txt,legal,,,sha256:")
    (where / "again.csv").write_text(out + "@kai,=a.txt,,,,\n", encoding="utf-8")
    r = cli("event", "again.csv", "--as-of", "2026-09-20", cwd=where)
    assert (r.returncode, r.stderr) == (1, "")
    assert "@kai (again.csv row 2): LEGAL list · roster error" in r.stdout
    assert "player @kai is registered 2 times" in r.stdout
    assert "'@kai" not in r.stdout.replace("row 2, column 1 (player)", "")
    # the earlier run's columns are still riftcheck's: replaced, not kept beside
    assert "columns 3-6 (verdict, problems, findings, fingerprint) are riftcheck's own" in r.stdout


def test_a_typed_verdict_cell_leaves_the_escape_read(ev, cli):
    where, _ = ev
    out = _own_output(cli, where, "player,id,list\nA,=7,-b.txt\nBo,8,f.txt\n")
    typed = out.replace("Bo,8,f.txt,legal", "Bo,8,f.txt,OK checked")
    (where / "typed.csv").write_text(typed, encoding="utf-8")
    got = read_event(where / "typed.csv")
    assert [(p.player, p.id, p.list.value) for p in got.players] == [
        ("A", "=7", "-b.txt"),
        ("Bo", "8", "f.txt"),
    ]
    assert got.report_columns == ()
