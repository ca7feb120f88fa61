"""Identical lists are one ``roster-identical-lists`` finding per group (issue 23): at the group's
first row, naming up to 10 others and then "and N more"; every member is shown in its group in
JSON, CSV and HTML without a finding of its own."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
from pathlib import Path

from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.reporters import get_reporter

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
DAY = dt.date(2026, 9, 20)


def _run(tmp_path, rows: list[tuple[str, str]]):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    # another list: one Gust fewer, so not the same cards
    (tmp_path / "b.txt").write_text(KENNEN.replace("3 Gust", "2 Gust", 1), encoding="utf-8")
    text = "player,list\n" + "".join(f"{p},{f}\n" for p, f in rows)
    (tmp_path / "r.csv").write_text(text, encoding="utf-8")
    return check_event(read_event(tmp_path / "r.csv"), as_of=DAY)


def test_one_finding_per_group_naming_ten_then_how_many_more(tmp_path):
    rows = [(f"P{i:02d}", "a.txt") for i in range(14)] + [("Q1", "b.txt"), ("Q2", "b.txt")]
    run = _run(tmp_path, rows)
    found = [
        (p.registration.row, f.message)
        for p in run.event.players
        for f in p.problems
        if f.rule == "roster-identical-lists"
    ]
    named = "P01 (row 3), " + ", ".join(f"that of P{i:02d} (row {i + 2})" for i in range(2, 11))
    assert found == [
        (2, f"the same cards in every zone as the list of {named} and 3 more: not illegal, worth a look"),
        (16, "the same cards in every zone as the list of Q2 (row 17): not illegal, worth a look"),
    ]  # fmt: skip
    groups = [(p.identical.row, p.identical.size) for p in run.event.players]
    assert groups == [(2, 14)] * 14 + [(16, 2)] * 2


def test_a_list_of_its_own_is_in_no_group(tmp_path):
    run = _run(tmp_path, [("Ann", "a.txt"), ("Bob", "b.txt")])
    assert [p.identical for p in run.event.players] == [None, None]
    assert not [f for p in run.event.players for f in p.problems]


def test_json_csv_and_html_show_each_member_in_its_group(tmp_path):
    import jsonschema

    run = _run(tmp_path, [("Ann", "a.txt"), ("Bob", "b.txt"), ("Cy", "a.txt"), ("Di", "a.txt")])
    doc = json.loads(get_reporter("json").render(run))
    schema = json.loads((ROOT / "riftcheck/schemas/report.schema.json").read_text("utf-8"))
    jsonschema.validate(doc, schema)
    assert [p["identical_lists"] for p in doc["players"]] == [
        {"row": 2, "size": 3},
        None,
        {"row": 2, "size": 3},
        {"row": 2, "size": 3},
    ]
    assert [[x["rule"] for x in p["problems"]] for p in doc["players"]] == [
        ["roster-identical-lists"],
        [],
        [],
        [],
    ]

    rows = list(csv.reader(io.StringIO(get_reporter("csv").render(run))))
    note = (
        "identical lists: the same cards in every zone as the group at row 2 (3 lists; its "
        "roster-identical-lists warning names them)"
    )
    problems = [r[3] for r in rows[1:]]
    assert problems[0].startswith("warning roster-identical-lists (row 2): ")
    assert problems[1:] == ["", note, note]

    page = get_reporter("html").render(run)
    links = re.findall(r'<a href="#(p-\d+)">identical lists: [^<]*row 2 \(3 lists', page)
    assert links == ["p-1", "p-1"]  # Cy's and Di's sections link to Ann's, which holds the finding
    assert re.search(r'<section class="player" id="p-1"[^>]*><h2>Ann ', page)


def test_a_netdeck_of_thousands_is_one_finding_of_bounded_length(tmp_path):
    run = _run(tmp_path, [(f"P{i}", "a.txt") for i in range(2000)])
    found = [f for p in run.event.players for f in p.problems]
    assert len(found) == 1 and str(found[0].message).count("(row ") == 10
    assert "and 1989 more" in found[0].message
