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
    for name in ("=a.txt", "-b.txt", "@c.txt", "+d.txt", "'=e.txt", "f.txt"):
        (tmp_path / name).write_text(KENNEN, encoding="utf-8")
    rows = [
        ["player", "id", "list", "notes", "=HEADER"],
        ["Ann", "=1+1", "=a.txt", "'=x", "+1"],
        ["Bob", "-", "-b.txt", "''@a", "-"],
        ["Cy", "@SUM(1)", "@c.txt", "@SUM(1)", "'"],
        ["Di", "+1", "+d.txt", "=1+1", "'plain"],
        ["Ed", "'=x", "'=e.txt", "", "''@a"],
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
    assert (r1.returncode, r1.stdout, r1.stderr) == (0, "", "")
    # written defused: each cell one ' more when it starts a formula after its own '
    assert [row[:5] for row in first] == [[defuse(c) for c in row] for row in rows]
    assert [row[5] for row in first[1:]] == ["legal"] * 6

    got = read_event(where / "out1.csv")
    assert got.report_columns == ((5, 4),)
    assert [(p.player, p.id, p.list.value, p.notes) for p in got.players] == [
        (row[0], row[1], row[2], " ".join(row[3].split()) or None) for row in rows[1:]
    ]
    assert got.columns[:5] == tuple(rows[0])

    r2, second = _event(cli, where, "out1.csv", "out2.csv")
    assert r2.returncode == 0 and r2.stdout == ""
    assert r2.stderr.startswith("riftcheck: notice: columns 6-9 (verdict, problems, findings")
    assert second == first  # nothing UNREADABLE, no ' piled up: the same report again


def test_a_roster_that_is_not_riftchecks_output_keeps_its_quotes(ev):
    # an organiser's own roster: its cells are read as written, the ' included
    where, _ = ev
    (where / "own.csv").write_text("player,list,notes\nAnn,'=e.txt,'=x\n", encoding="utf-8")
    (p,) = read_event(where / "own.csv").players
    assert (p.list.value, p.notes) == ("'=e.txt", "'=x")
