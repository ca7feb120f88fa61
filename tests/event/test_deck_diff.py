"""Deck checks: played vs registered by card identity, and sideboarding (TR 403.4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inprocess import run_in_process

from riftcheck.decks import read_deck
from riftcheck.events.diff import diff_decks, same_cards_key

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT / "examples" / "events" / "lists"
KENNEN = (LISTS / "kennen.txt").read_text(encoding="utf-8")


def deck(db, text: str, tmp_path: Path, name: str):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return read_deck(str(p), db)


def test_identical_lists_in_two_formats_and_printings(db, tmp_path):
    a = read_deck(str(LISTS / "kennen.txt"), db)
    b = read_deck(str(LISTS / "hana.yaml"), db)
    d = diff_decks(a, b)
    assert d.identical and d.allowed and d.problems == ()
    assert same_cards_key(a) == same_cards_key(b)


def test_alternate_art_is_no_change(db, tmp_path):
    base = KENNEN.replace(
        "1 Kennen, Storm of Shuriken\n", "1 Kennen, Storm of Shuriken (VEN-113)\n", 1
    )
    alt = KENNEN.replace(
        "1 Kennen, Storm of Shuriken\n", "1 Kennen, Storm of Shuriken (VEN-113a)\n", 1
    )
    d = diff_decks(deck(db, base, tmp_path, "a.txt"), deck(db, alt, tmp_path, "b.txt"))
    assert d.identical
    assert d.notices == (
        "champion: Kennen, Storm of Shuriken is another printing (VEN-113 registered, VEN-113a played): "
        "the same card, no change",
    )


def test_added_removed_changed_per_zone(db, tmp_path):
    played = KENNEN.replace("3 Gust\n", "").replace("3 Rebuke\n", "2 Rebuke\n1 Cleave\n")
    d = diff_decks(read_deck(str(LISTS / "kennen.txt"), db), deck(db, played, tmp_path, "p.txt"))
    got = {(c.zone, c.name, c.kind, c.registered, c.played) for c in d.changes}
    assert got == {
        ("main", "Gust", "removed", 3, 0),
        ("main", "Rebuke", "changed", 3, 2),
        ("main", "Cleave", "added", 0, 1),
    }
    assert len(d.problems) == 3 and all(p.citation == "TR 401.3" for p in d.problems)
    cleave = next(c for c in d.changes if c.name == "Cleave")
    assert cleave.location.file.endswith("p.txt") and cleave.location.line is not None


def test_sideboarding_one_for_one_is_allowed(db):
    d = diff_decks(
        read_deck(str(LISTS / "kofi.txt"), db),
        read_deck(str(LISTS / "kofi-round3.txt"), db),
        sideboarding=True,
    )
    assert not d.identical and d.allowed
    d2 = diff_decks(
        read_deck(str(LISTS / "kofi.txt"), db), read_deck(str(LISTS / "kofi-round3.txt"), db)
    )
    assert not d2.allowed and len(d2.problems) == 4


@pytest.mark.parametrize(
    "change,message,citation",
    [
        (("6 Order Rune", "5 Order Rune\n1 Fury Rune"), "the runes may not change", "TR 403.4.b"),
        (("1 Seat of Power", "1 Targon's Peak"), "the battlefields may not change", "TR 403.4.b"),
        (
            ("3 Gust", "3 Gust\n1 Cleave"),
            "1 Cleave played but not in the registered main deck or sideboard",
            "TR 403.4",
        ),
        (("3 Ride the Wind", "2 Ride the Wind"), "1 registered Ride the Wind missing", "TR 403.4"),
        (("3 Rebuke", "2 Rebuke"), "sideboarding exchanges cards one for one", "TR 403.4"),
    ],
)
def test_sideboarding_violations(db, tmp_path, change, message, citation):
    old, new = change
    d = diff_decks(
        read_deck(str(LISTS / "kennen.txt"), db),
        deck(db, KENNEN.replace(old, new, 1), tmp_path, "p.txt"),
        sideboarding=True,
    )
    assert not d.allowed
    assert any(message in p.message and p.citation == citation for p in d.problems), [
        p.message for p in d.problems
    ]


def test_sideboarding_champion_exchange_is_a_notice(db, tmp_path):
    # the Chosen Champion swapped with a copy from the main deck (TR 403.4.a): the champion stays Kennen
    reg = KENNEN.replace(
        "2 Kennen, Storm of Shuriken\n",
        "1 Kennen, Storm of Shuriken\n1 Kennen, Keeper of Balance\n",
    )
    played = reg.replace(
        "Champion:\n1 Kennen, Storm of Shuriken", "Champion:\n1 Kennen, Keeper of Balance"
    ).replace("1 Kennen, Keeper of Balance\n3 Mystic", "1 Kennen, Storm of Shuriken\n3 Mystic")
    d = diff_decks(
        deck(db, reg, tmp_path, "r.txt"), deck(db, played, tmp_path, "p.txt"), sideboarding=True
    )
    assert d.allowed and not d.identical
    assert any("Chosen Champion exchanged" in n and "TR 403.4.a" in n for n in d.notices)


def run_cli(*args, stdin=None):
    return run_in_process(args, environ={"COLUMNS": "100", "PATH": "/usr/bin:/bin"}, stdin=stdin)


def test_diff_command_exit_codes_and_output():
    r = run_cli("diff", LISTS / "kofi.txt", LISTS / "kofi-round3.txt")
    assert r.returncode == 1 and r.stderr == ""
    assert (
        "main:\n  -1 Back to Back (2 -> 1, changed)\n  +1 Whirlwind (0 -> 1, added)\n" in r.stdout
    )
    assert r.stdout.rstrip().endswith("4 changes in 2 zones: the decks differ")
    r = run_cli("diff", LISTS / "kofi.txt", LISTS / "kofi-round3.txt", "--sideboarding")
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.rstrip().endswith(
        "4 changes in 2 zones: sideboarding the format allows (TR 403.4)"
    )
    r = run_cli("diff", LISTS / "kennen.txt", LISTS / "hana.yaml", "--format", "json")
    assert r.returncode == 0 and json.loads(r.stdout)["identical"] is True
    r = run_cli(
        "diff",
        LISTS / "kennen.txt",
        "-",
        "--sideboarding",
        "-f",
        "json",
        stdin=(LISTS / "draven.txt").read_text(encoding="utf-8"),
    )
    doc = json.loads(r.stdout)
    assert r.returncode == 1 and not doc["allowed"]
    assert any(p["citation"] == "TR 403.4.b" for p in doc["problems"])
    r = run_cli("diff", LISTS / "none.txt", LISTS / "kennen.txt")
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.startswith("riftcheck: error: ") and "no such file" in r.stderr
