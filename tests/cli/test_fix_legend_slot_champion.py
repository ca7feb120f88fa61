"""atkL 2: the Chosen Champion written under Legend: beside its legend, with no Champion: section,
was advised (and moved by --fix) into the main deck, which left the champion to name. It goes to
the champion slot; every other byte of the file is kept."""

from __future__ import annotations

import shutil
from pathlib import Path

FIX = Path(__file__).parent.parent / "fixtures" / "fix"
DONE = (
    "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or replaced "
    "by a guess\n"
)


def test_the_advice_names_the_champion_slot(cli):
    r = cli("--as-of", "2026-10-10", "--quiet", str(FIX / "legend-slot-champion.deck.txt"))
    assert r.returncode == 1
    assert r.stderr == ""
    said = " ".join(r.stdout.split())
    assert "fix: move 1 Ornn, Blacksmith from Legend: to Champion:" in said
    assert (
        "fix: zone-card-type's fix moves 1 Ornn, Blacksmith from Legend: to Champion:, which "
        "fixes this too"
    ) in said
    assert "to MainDeck:" not in said


def test_fix_moves_it_to_the_champion_slot_and_keeps_the_rest(cli, tmp_path):
    deck = tmp_path / "deck.txt"
    shutil.copy(FIX / "legend-slot-champion.deck.txt", deck)
    r = cli("--fix", "--as-of", "2026-10-10", "--quiet", str(deck))
    assert r.returncode == 0, r.stdout
    assert r.stdout == "\n1 deck: 1 legal, 0 illegal\n"
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 1 Ornn, Blacksmith (line 4) from Legend: to Champion:\n"
        + DONE
    )
    before = (FIX / "legend-slot-champion.deck.txt").read_bytes()
    # only a Champion: header (and the blank line before it, as the file's sections have) is new
    want = before.replace(
        b"1 Ornn, Fire Below the Mountain\n1 Ornn, Blacksmith  # my champion\n",
        b"1 Ornn, Fire Below the Mountain\n\nChampion:\n1 Ornn, Blacksmith  # my champion\n",
        1,
    )
    assert want != before
    assert deck.read_bytes() == want
