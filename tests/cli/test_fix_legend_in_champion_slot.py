"""evtP 3: the legend written in the champion slot beside the Chosen Champion, the legend zone
empty. zone-card-type's fix says "move 1 Kennen, Heart of the Tempest from Champion: to Legend:",
but --fix never moved a card out of the champion slot ("nothing safe to fix"). It moves it now,
the champion stays; a slot the move would leave empty is still the player's to settle."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "diff"
KOFI = (FIXTURES / "kofi.txt").read_text()
DONE = (
    "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or replaced "
    "by a guess\n"
)


def test_the_legend_beside_the_champion_moves_to_the_legend_zone(cli, tmp_path):
    deck = tmp_path / "g3.txt"
    text = KOFI.replace(
        "Legend:\n1 Kennen, Heart of the Tempest\n\nChampion:\n",
        "Legend:\n\nChampion:\n1 Kennen, Heart of the Tempest\n",
    )
    deck.write_text(text)
    r = cli("--fix", "--as-of", "2026-09-20", "--quiet", str(deck))
    assert (r.returncode, r.stdout) == (0, "\n1 deck: 1 legal, 0 illegal\n")
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 1 Kennen, Heart of the Tempest (line 6) from Champion: "
        "to Legend:\n" + DONE
    )
    assert deck.read_text() == KOFI  # the legend zone filled, every other byte kept


def test_the_legend_alone_in_the_champion_slot_stays(cli, tmp_path):
    """Moved out, it would leave the slot to fill with a Chosen Champion the deck does not hold:
    the player's choice ("name a Champion unit as the Chosen Champion")."""
    deck = tmp_path / "g4.txt"
    text = KOFI.replace(
        "Legend:\n1 Kennen, Heart of the Tempest\n\nChampion:\n1 Kennen, Storm of Shuriken\n",
        "Legend:\n\nChampion:\n1 Kennen, Heart of the Tempest\n",
    ).replace("2 Kennen, Storm of Shuriken\n", "")
    deck.write_text(text)
    r = cli("--fix", "--as-of", "2026-09-20", "--quiet", str(deck))
    assert r.returncode == 1
    assert "name a Champion unit as the Chosen Champion" in " ".join(r.stdout.split())
    assert r.stderr.startswith(f"riftcheck: --fix: {deck}: nothing safe to fix: ")
    assert deck.read_text() == text
