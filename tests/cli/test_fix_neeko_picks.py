"""atkL 3: --fix moves Neeko's picks to her additional legends, as the advice says, and leaves a
legal deck's additional legends alone: they were each "kept ... where it is (Legend: already holds
1; which copies go is the player's choice)". The file differs only on the moved lines and the new
header."""

from __future__ import annotations

import shutil
from pathlib import Path

CASES = Path(__file__).parent.parent / "cases" / "additional-legends"
DONE = (
    "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or replaced "
    "by a guess\n"
)
PICKS = b"1 Kai'Sa, Daughter of the Void\n1 Volibear, Relentless Storm\n1 Ekko, Boy Who Shattered Time\n"


def _fix(cli, tmp_path, name):
    deck = tmp_path / "deck.txt"
    shutil.copy(CASES / name, deck)
    return deck, cli("--fix", "--as-of", "2026-11-01", "--quiet", str(deck))


def _moved(deck, lines, zone):
    cards = (
        "Kai'Sa, Daughter of the Void",
        "Volibear, Relentless Storm",
        "Ekko, Boy Who Shattered Time",
    )
    return "".join(
        f"riftcheck: --fix: {deck}: moved 1 {card} (line {n}) from {zone} to Additional legends:\n"
        for card, n in zip(cards, lines, strict=True)
    )


def test_picks_under_legend_move_to_the_additional_legends(cli, tmp_path):
    deck, r = _fix(cli, tmp_path, "neeko-picks-under-legend.deck.txt")
    assert r.returncode == 0, r.stdout
    assert r.stdout == "\n1 deck: 1 legal, 0 illegal\n"
    assert r.stderr == _moved(deck, (4, 5, 6), "Legend:") + DONE
    before = (CASES / "neeko-picks-under-legend.deck.txt").read_bytes()
    want = before.replace(PICKS, b"", 1) + b"\nAdditional legends:\n" + PICKS
    assert deck.read_bytes() == want


def test_picks_in_the_sideboard_move_to_the_additional_legends(cli, tmp_path):
    deck, r = _fix(cli, tmp_path, "neeko-sideboard-picks.deck.txt")
    assert r.returncode == 0, r.stdout
    assert r.stderr == _moved(deck, (36, 37, 38), "Sideboard:") + DONE
    before = (CASES / "neeko-sideboard-picks.deck.txt").read_bytes()
    assert before.endswith(PICKS)
    assert deck.read_bytes() == before[: -len(PICKS)] + b"\nAdditional legends:\n" + PICKS


def test_a_legal_deck_s_additional_legends_stay(cli, tmp_path):
    deck, r = _fix(cli, tmp_path, "neeko-text.deck.txt")
    assert r.returncode == 0, r.stdout
    assert r.stderr == (
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    assert deck.read_bytes() == (CASES / "neeko-text.deck.txt").read_bytes()
