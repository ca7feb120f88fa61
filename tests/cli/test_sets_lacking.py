"""Judged after a set's release with a card database that holds none of its cards, the report says
so once, naming the sets, so that "unknown card" findings are understood (R14 of the re-test); not
on a date before the release. Limited rulesets count from the set's Pre-Rift events."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LEGAL = ROOT / "tests" / "fixtures" / "cli" / "decks" / "legal.deck.yaml"
LEGACY_SEALED = ROOT / "tests" / "cases" / "_limited" / "legacy-id.deck.yaml"
TAIL = "out by the judging date: their cards read as unknown; run `riftcheck cards update` for newer card data"


def _tail(sets: str) -> str:
    """The note's end for ``sets``: one set is « its cards », a Pre-Rift set is played, not out."""
    tail = TAIL if " and " in sets else TAIL.replace("their cards", "its cards")
    return tail.replace("out by", "played by") if "Pre-Rift" in sets else tail


def _behind(cli, *args):
    r = cli(*args, "-f", "json")
    assert r.stderr == ""
    return json.loads(r.stdout)["provenance"]["card_data"]["behind"], r


@pytest.mark.parametrize(
    ("day", "sets"),
    [
        ("2026-12-01", None),
        ("2027-01-28", None),
        ("2027-01-29", "Legacy (LGC, 2027-01-29)"),
        (
            "2027-02-19",
            "Legacy (LGC, 2027-01-29) and Proving Grounds, 2nd Edition (PG2, 2027-02-19)",
        ),
    ],
)
def test_constructed_names_the_sets_released_that_the_database_lacks(cli, day, sets):
    behind, r = _behind(cli, "--as-of", day, str(LEGAL))
    assert r.returncode == 0
    lacking = [n for n in behind if "holds no card of" in n]
    if sets is None:
        assert lacking == []
    else:
        assert lacking == [f"the card database (2026-10-08) holds no card of {sets}, {_tail(sets)}"]


@pytest.mark.parametrize(
    ("day", "sets"),
    [
        ("2027-01-21", None),
        ("2027-01-22", "Legacy (LGC, Pre-Rift events from 2027-01-22)"),
        ("2027-01-29", "Legacy (LGC, 2027-01-29)"),
    ],
)
def test_sealed_counts_from_the_pre_rift_events(cli, day, sets):
    behind, r = _behind(cli, "-r", "sealed", "--as-of", day, str(LEGACY_SEALED))
    assert r.returncode == 1
    lacking = [n for n in behind if "holds no card of" in n]
    if sets is None:
        assert lacking == []
    else:
        assert lacking == [f"the card database (2026-10-08) holds no card of {sets}, {_tail(sets)}"]


def test_the_text_report_says_it_once_in_its_header(cli, tmp_path):
    # two files (the same file named twice is checked once, with a notice)
    other = tmp_path / "other.deck.yaml"
    other.write_bytes(LEGAL.read_bytes())
    r = cli("--as-of", "2027-02-01", str(LEGAL), str(other), env={"COLUMNS": "300"})
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.count("holds no card of Legacy (LGC, 2027-01-29)") == 1
