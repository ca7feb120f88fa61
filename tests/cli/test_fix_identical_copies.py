"""``--fix`` with identical copies written out of place and room in their zone for some (atkF 5,
sp1: 11 runes under Runes:, 2 Chaos Rune under MainDeck:): no choice to leave to the player, so the
note says what to do (move 1, remove the other), and the file is left as it is."""

from __future__ import annotations

import shutil
from pathlib import Path

ATKF = Path(__file__).parent.parent / "fixtures" / "fix" / "atkf"


def test_identical_runes_with_room_for_one_say_move_one_remove_one(cli, tmp_path):
    deck = tmp_path / "sp1.txt"
    shutil.copy(ATKF / "sp1.txt", deck)
    before = deck.read_bytes()
    r = cli("--fix", "--as-of", "2026-11-01", "--quiet", str(deck))
    assert r.returncode == 1, r.stdout + r.stderr
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: kept 2 Chaos Rune (line 22) where it is (Runes: holds 11: "
        "move 1 of them there and remove the other 1 by hand; --fix does not split a line)\n"
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    assert "move 1 Chaos Rune from MainDeck: to Runes: and remove the other 1" in r.stdout
    assert "which copies go is the player's choice" not in r.stdout + r.stderr
    assert deck.read_bytes() == before
