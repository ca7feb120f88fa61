"""Every cell a player registered comes back in place in every event report (evtT 1, 3): a cell
of only whitespace (a space, a tab, an NBSP, U+3000, a line break) is a cell, not "no value";
the cells under a blank header and past the header are the row's too. The JSON and json-lines
``cells`` give each as written, ``--format csv`` writes each back (read again, the same cells),
the HTML's table of the row shows each in its place, escaped as every cell is
(:func:`riftcheck.infra.escape.cell`), and the text report names the players as written. An event
file's table and notes of only whitespace are kept as written too."""

from __future__ import annotations

import csv
import json
from html.parser import HTMLParser
from pathlib import Path

from riftcheck.infra.escape import cell

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")

HEADER = ["player", "list", "table", "notes", "", "Extra", "X", "X", " "]
ROWS = [
    # whitespace-only cells, an empty cell between filled ones, cells past the header
    [
        "A\xa0B",
        "a.txt",
        " ",
        "\t",
        "under a blank",
        "\xa0",
        "",
        "after empty",
        "\t",
        "p1",
        "",
        "p3",
    ],
    ["Cé", "a.txt", "\u3000", "\r\n", "", " ", " x ", "y\tz", "", "", "\u200b"],
    ["Dee", "a.txt", "", "", "", "", "", "", ""],  # every optional cell empty
]
WIDTH = max(len(HEADER), *(len(r) for r in ROWS))


def _roster(tmp: Path) -> None:
    (tmp / "a.txt").write_text(KENNEN, encoding="utf-8")
    with open(tmp / "r.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(HEADER)
        w.writerows(ROWS)


def _expected(row: list[str]) -> list[dict]:
    """The JSON ``cells`` of ``row``: every cell, padded to the widest row, ``null`` past the header."""
    cells = row + [""] * (WIDTH - len(row))
    return [
        {"column": HEADER[i] if i < len(HEADER) else None, "value": v} for i, v in enumerate(cells)
    ]


class _Cells(HTMLParser):
    """The rows of each player section's ``table.cells``: ``[(number, header, cell), ...]``."""

    def __init__(self):
        super().__init__()
        self.sections: list[list[tuple[str, ...]]] = []
        self.in_cells = False
        self.row: list[str] | None = None
        self.text: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section" and a.get("class") == "player":
            self.sections.append([])
        elif tag == "table":
            self.in_cells = a.get("class") == "cells"
        elif self.in_cells and tag == "tr":
            self.row = []
        elif self.row is not None and tag in ("td", "th"):
            self.text = []

    def handle_endtag(self, tag):
        if tag == "table":
            self.in_cells = False
        elif tag in ("td", "th") and self.text is not None:
            self.row.append("".join(self.text))
            self.text = None
        elif tag == "tr" and self.row is not None:
            self.sections[-1].append(tuple(self.row))
            self.row = None

    def handle_data(self, data):
        if self.text is not None:
            self.text.append(data)


def _header_shown(i: int) -> str:
    if i >= len(HEADER):
        return "(past the header)"
    return cell(HEADER[i]) if HEADER[i] else "(no header)"


def test_every_cell_of_a_roster_comes_back_in_place_in_every_report(rc, tmp_path):
    _roster(tmp_path)
    args = ("event", "r.csv", "--as-of", "2026-09-20")
    code, out, err = rc(*args, "-f", "json", "--html", "r.html")
    assert code == 0, err
    players = json.loads(out)["players"]
    assert [p["cells"] for p in players] == [_expected(r) for r in ROWS]
    # the read table and notes are the cells as written, whitespace only included
    assert [(p["table"], p["notes"]) for p in players] == [
        (" ", "\t"),
        ("\u3000", "\r\n"),
        (None,) * 2,
    ]

    code, out, err = rc(*args, "-f", "json-lines")
    assert code == 0, err
    lines = [json.loads(ln) for ln in out.splitlines()]
    regs = [ln["registration"] for ln in lines if "registration" in ln]
    assert [r["cells"] for r in regs] == [_expected(r) for r in ROWS]

    # --format csv writes every cell back: read again, the same cells in the same places
    code, _, err = rc(*args, "-f", "csv", "-o", "out.csv")
    assert code == 0, err
    code, out, err = rc("event", "out.csv", "--as-of", "2026-09-20", "-f", "json")
    assert code == 0, err
    again = [[c["value"] for c in p["cells"]][:WIDTH] for p in json.loads(out)["players"]]
    assert again == [[c["value"] for c in _expected(r)] for r in ROWS]

    page = _Cells()
    page.feed((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert page.sections == [
        [("#", "Column", "Cell")]
        + [(str(i + 1), _header_shown(i), cell(c["value"])) for i, c in enumerate(_expected(r))]
        for r in ROWS
    ]

    code, out, err = rc(*args)
    assert code == 0, err
    # Cé's notes hold a line break: Dee's row starts on line 5
    for label in ("A\\xa0B (r.csv row 2)", "Cé (r.csv row 3)", "Dee (r.csv row 4, line 5)"):
        assert f"{label}: LEGAL" in out


def test_an_event_file_s_whitespace_table_and_notes_are_kept(rc, tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: WS\ndate: 2026-09-20\nplayers:\n"
        '  - {player: P1, list: a.txt, table: " ", notes: "\\t"}\n'
        '  - {player: P2, list: a.txt, table: "\\u00a0", notes: "  two  "}\n',
        encoding="utf-8",
    )
    code, out, err = rc("event", "e.yaml", "-f", "json", "--html", "e.html")
    assert code == 0, err
    got = [(p["table"], p["notes"]) for p in json.loads(out)["players"]]
    assert got == [(" ", "\t"), ("\xa0", "  two  ")]
    code, _, err = rc("event", "e.yaml", "-f", "csv", "-o", "e.csv")
    assert code == 0, err
    with open(tmp_path / "e.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    # a cell starting with a tab is formula-defused by a ' (read back as the tab alone)
    assert [(r["table"], r["notes"]) for r in rows] == [(" ", "'\t"), ("\xa0", "  two  ")]
    page = (tmp_path / "e.html").read_text(encoding="utf-8")
    assert 'line 4 · table <span class="cv"> </span> · notes \\t · list:' in page
    assert 'line 5 · table \\xa0 · notes <span class="cv">  two  </span> · list:' in page
