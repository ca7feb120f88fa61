"""Issue 23: a Sealed or Draft event whose roster gives no pool at all (no ``pool`` column, an event
file's players without ``pool:``) is a check that did not run. It says so once at the top and in
the summary of every format (text, JSON, JSON lines, CSV on standard error, HTML), each row says
``legal (pool not checked)``, never a plain LEGAL, and ``--strict`` fails it, as it fails a
``riftcheck check`` of a Sealed deck without ``--pool``. Inputs of the tests' own."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL, flat, write

COLUMN_NOTE = (
    "pools not checked for 3 of 3 players (no pool given: add a pool column to the roster)"
)
#: an event file's players take a pool key, not a column
KEY_NOTE = "pools not checked for 3 of 3 players (no pool given: add a pool key to each player of the event file)"


@pytest.fixture(params=["csv", "yaml"])
def no_pools(request, tmp_path):
    """Three players of a Draft/Sealed event, none with a pool: a CSV roster without a pool column,
    or an event file whose players name none."""
    write(tmp_path, "a.deck.yaml", SEALED_A)
    # three different lists (no identical-lists warning: nothing else could fail --strict)
    write(tmp_path, "b.deck.yaml", SEALED_A.replace("  - 3 Charm\n", "  - 2 Charm\n  - 1 Cleave\n"))
    write(tmp_path, "c.deck.yaml", SEALED_A.replace("  - 6 Pouty Poro\n", "  - 7 Pouty Poro\n"))
    if request.param == "csv":
        write(tmp_path, "r.csv", "player,list\nAnn,a.deck.yaml\nBo,b.deck.yaml\nCy,c.deck.yaml\n")
        return "r.csv"
    write(
        tmp_path,
        "e.yaml",
        "name: Cup\nplayers:\n  - {player: Ann, list: a.deck.yaml}\n"
        "  - {player: Bo, list: b.deck.yaml}\n  - {player: Cy, list: c.deck.yaml}\n",
    )
    return "e.yaml"


@pytest.mark.parametrize("ruleset", ["sealed", "draft"])
def test_no_pool_at_all_is_said_once_at_the_top_and_in_the_summary_of_every_format(
    rc, no_pools, ruleset
):
    base = ("event", no_pools, "-r", ruleset, "--as-of", "2026-10-20")
    NOTE = KEY_NOTE if no_pools.endswith(".yaml") else COLUMN_NOTE
    code, text, err = rc(*base, "--color", "never")
    assert (code, err) == (0, "")
    lines = text.splitlines()
    first_row = next(i for i, ln in enumerate(lines) if ln.startswith("Ann ("))
    # once, above the first row
    assert flat(text).count(NOTE) == 1 and NOTE in flat(" ".join(lines[:first_row]))
    assert re.findall(r"^(\w+) \(.*\): (.*)$", text, re.M) == [
        (name, "LEGAL (pool not checked)") for name in ("Ann", "Bo", "Cy")
    ]
    assert lines[-1] == "3 players: 3 legal, 0 illegal; 3 pools not checked (partial check)"

    code, out, err = rc(*base, "-f", "json")
    ev = json.loads(out)["event"]
    assert (code, err, ev["status"], ev["partial_reasons"]) == (
        0,
        "",
        "partial",
        ["3 pools not checked"],
    )
    assert [n for n in ev["notices"] if "pool" in n] == [
        NOTE + "; their verdicts do not say whether the cards were in the pool"
    ]
    assert ev["summary"]["pools_not_checked"] == 3

    code, out, err = rc(*base, "-f", "json-lines")
    got = [json.loads(x) for x in out.splitlines()]
    assert (code, err) == (0, "")
    kinds = [x["kind"] for x in got]
    assert kinds[:4] == ["event", "deck", "deck", "deck"] and kinds[-1] == "event-summary"
    assert set(kinds[4:-1]) == {"notice"}  # the event's notices again, each with its place
    head, tail = got[0], got[-1]
    assert [n for n in head["notices"] if "pool" in n] == ev["notices"][-1:]
    assert (head["partial"], tail["status"], tail["partial_reasons"]) == (
        True,
        "partial",
        ["3 pools not checked"],
    )
    assert tail["summary"]["pools_not_checked"] == 3
    assert all(d["not_checked"] == ["pool"] and d["status"] == "legal" for d in got[1:4])

    code, out, err = rc(*base, "-f", "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert code == 0 and [r["verdict"] for r in rows] == ["legal (pool not checked)"] * 3
    # the roster written back has no line of its own for it: standard error says it once
    assert err.splitlines() == [
        "riftcheck: note: "
        + NOTE
        + "; their verdicts do not say whether the cards were in the pool",
        "riftcheck: note: 3 pools not checked (partial check)",
    ]

    code, html, err = rc(*base, "-f", "html")
    assert (code, err) == (0, "")
    assert html.count(NOTE) == 1 and html.index(NOTE) < html.index("Ann")
    assert '<div class="card partial" id="count-pools"><b>3</b>Pools not checked</div>' in html
    assert html.count('class="partial">(pool not checked)</span>') >= 3


def test_strict_fails_an_event_whose_pools_were_not_checked_in_every_format(rc, no_pools):
    base = ("event", no_pools, "-r", "sealed", "--as-of", "2026-10-20", "--strict")
    code, text, err = rc(*base, "--color", "never")
    assert (code, err) == (1, "")
    assert text.splitlines()[-1] == (
        "3 players: 3 legal, 0 illegal; 3 pools not checked (partial check); fails with --strict"
    )
    code, out, err = rc(*base, "-f", "json")
    doc = json.loads(out)
    assert (code, err, doc["summary"]["strict"], doc["summary"]["fails_strict"]) == (1, "", True, 3)
    assert all(p["fails_strict"] for p in doc["players"])
    code, out, err = rc(*base, "-f", "json-lines")
    tail = json.loads(out.splitlines()[-1])
    assert (code, err, tail["kind"], tail["exit_code"]) == (1, "", "event-summary", 1)
    code, out, err = rc(*base, "-f", "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert code == 1
    assert [r["verdict"] for r in rows] == ["legal (pool not checked) (fails with --strict)"] * 3
    assert err.splitlines()[-1] == (
        "riftcheck: note: fails with --strict: 3 legal decks were not checked whole (pool not checked)"
    )
    code, html, err = rc(*base, "-f", "html")
    assert (code, err) == (1, "")
    assert "3 legal decks were not checked whole (pool not checked)" in html


def test_strict_passes_when_every_pool_is_checked(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)
    write(tmp_path, "r.csv", "player,list,pool\nAnn,a.deck.yaml,pool.txt\n")
    code, text, err = rc("event", "r.csv", "-r", "sealed", "--as-of", "2026-10-20", "--strict")
    assert (code, err) == (0, "") and "pool not checked" not in text
    assert text.splitlines()[-1] == "1 player: 1 legal, 0 illegal"


def test_strict_fails_a_sealed_check_without_its_pool_too(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    base = ("-r", "sealed", "--as-of", "2026-10-20", "a.deck.yaml")
    code, text, err = rc(*base)
    assert (code, err) == (0, "") and text.splitlines()[
        -1
    ] == "1 deck: 1 legal, 0 illegal (partial check)"
    code, text, err = rc("--strict", *base)
    assert (code, err) == (1, "")
    assert (
        text.splitlines()[-1] == "1 deck: 1 legal, 0 illegal (partial check); fails with --strict"
    )
