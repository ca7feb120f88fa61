"""``--fix`` never picks by line order which misplaced cards fill the last places of a zone
(atkF 8/9): the legend the deck's champion tag backs goes in; otherwise nothing moves and the
choice is said."""

from __future__ import annotations

from pathlib import Path

FIX = Path(__file__).parent.parent / "fixtures" / "fix" / "atkf"
CASES = Path(__file__).parent.parent / "cases"
TAIL = (
    "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or replaced "
    "by a guess\n"
)


def test_the_champion_tag_decides_which_legend_goes_in(fixed):
    deck, r = fixed(FIX / "g2.deck.txt", "2026-11-01")
    assert r.returncode == 1
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 1 Kennen, Heart of the Tempest (line 36) from "
        "Sideboard: to Legend:\n"
        f"riftcheck: --fix: {deck}: kept 1 Jinx, Loose Cannon (line 23) where it is (Legend: "
        "gets Kennen, Heart of the Tempest, whose champion tag the deck's cards carry; remove it)\n"
        + TAIL
    )
    assert "Legend:\n1 Kennen, Heart of the Tempest\n" in deck.read_text(encoding="utf-8")
    assert "fix: remove 1 Jinx, Loose Cannon from MainDeck:" in r.stdout


def test_two_legends_no_tag_backs_are_the_players_choice(fixed):
    src = CASES / "legend" / "empty-two-legends-your-choice.deck.txt"
    before = src.read_bytes()
    deck, r = fixed(src, "2026-11-01", name="g3.deck.txt")
    assert r.returncode == 1
    assert deck.read_bytes() == before
    assert ": moved " not in r.stderr
    assert "which of them go is the player's choice" in r.stderr
    assert "(your choice)" in r.stdout


def test_the_last_battlefield_slot_is_not_guessed(fixed):
    before = (FIX / "bg1.deck.txt").read_bytes()
    deck, r = fixed(FIX / "bg1.deck.txt", "2026-11-01")
    assert r.returncode == 1
    assert deck.read_bytes() == before
    assert r.stderr.endswith(
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    for name, line in (("Altar to Unity", 24), ("Bandle Tree", 25)):
        assert f"kept 1 {name} (line {line}) where it is" in r.stderr
    assert r.stdout.count("move 1 of Altar to Unity or Bandle Tree to") == 3
