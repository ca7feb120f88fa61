"""--fix and the champion slot (atk24d item 6): a legend and a champion unit written in each
other's slot trade lines (both slots were refused by halves before); two copies of the champion in
the Champion slot keep one there and move the other to the main deck."""

from __future__ import annotations

import shutil
from pathlib import Path

FIX = Path(__file__).parent.parent / "fixtures" / "fix"
DONE = (
    "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or replaced "
    "by a guess\n"
)


def _fix(cli, tmp_path, fixture):
    deck = tmp_path / "deck.txt"
    shutil.copy(FIX / fixture, deck)
    return deck, cli("--fix", "--as-of", "2026-10-10", "--quiet", str(deck))


def test_a_legend_and_champion_in_each_others_slot_are_swapped(cli, tmp_path):
    deck, r = _fix(cli, tmp_path, "legend-champion-swapped.deck.txt")
    assert r.returncode == 0, r.stdout
    assert r.stdout.endswith("1 deck: 1 legal, 0 illegal\n")
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: swapped Ornn, Fire Below the Mountain (line 5) and Ornn, "
        "Blacksmith (line 2): the legend and the Chosen Champion were written in each other's "
        "slot\n" + DONE
    )
    before = (FIX / "legend-champion-swapped.deck.txt").read_bytes()
    want = before.replace(b"1 Ornn, Blacksmith\n", b"@", 1)
    want = want.replace(b"1 Ornn, Fire Below the Mountain\n", b"1 Ornn, Blacksmith\n", 1)
    want = want.replace(b"@", b"1 Ornn, Fire Below the Mountain\n", 1)
    assert deck.read_bytes() == want


def test_two_champion_copies_in_the_slot_keep_one_and_move_one(cli, tmp_path):
    deck, r = _fix(cli, tmp_path, "champion-two-copies.deck.txt")
    assert r.returncode == 0, r.stdout
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 1 Ornn, Blacksmith (line 5) from Champion: to "
        "MainDeck:\n" + DONE
    )
    assert deck.read_text().startswith(
        "Legend:\n1 Ornn, Fire Below the Mountain\n\nChampion:\n1 Ornn, Blacksmith\n"
    )
