"""``--fix`` counts what a zone holds by the cards that belong there (atkJ 2): a card written where
its type may not stand counts where it goes, not where it is written, so a Gear under
battlefields: does not make the row "already hold 3" and refuse the battlefield that makes it 3."""

from __future__ import annotations

import shutil
from pathlib import Path

ATKJ = Path(__file__).parent.parent / "fixtures" / "fix" / "atkj"


def test_a_swap_of_two_misplaced_cards_is_made(cli, tmp_path):
    deck = tmp_path / "bfgear.deck.yaml"
    shutil.copy(ATKJ / "bfgear.deck.yaml", deck)
    r = cli("--fix", "--as-of", "2026-11-01", "--quiet", str(deck))
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout == "\n1 deck: 1 legal, 0 illegal\n"
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 1 Seat of Power (line 21) from main: to battlefields:\n"
        f"riftcheck: --fix: {deck}: moved 1 Vanguard Helm (line 25) from battlefields: to main:\n"
        f"riftcheck: --fix: {deck}: merged the main: lines of Vanguard Helm (1 + 1 = 2)\n"
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    text = deck.read_text(encoding="utf-8")
    assert "  - 2 Vanguard Helm (OGN-228)\n" in text
    assert text.endswith(
        "battlefields:\n"
        "  - Emperor's Dais (SFD-207)\n"
        "  - Forgotten Monument (SFD-209)\n"
        "  - Seat of Power (SFD-217)\n"
        "runes:\n"
        "  - 6 Order Rune (OGN-214)\n"
        "  - 6 Chaos Rune (OGN-166)\n"
        "sideboard:\n"
        "  - 3 Ride the Wind (OGN-173)\n"
        "  - 2 Cull the Weak (OGN-209)\n"
        "  - 2 Whirlwind (OGN-187)\n"
    )
    assert "# A legal Standard Constructed deck" in text  # the comment kept
    again = cli("--as-of", "2026-11-01", str(deck))
    assert again.returncode == 0 and "LEGAL" in again.stdout


def test_a_repeated_name_is_not_counted_as_coming_in(cli, tmp_path):
    """A battlefield whose name the row has is kept (remove it), and not counted as incoming: the
    one that can move is moved (it was kept: "3 cards written elsewhere ... would make 5")."""
    deck = tmp_path / "rep.deck.txt"
    deck.write_text(
        (
            Path(__file__).parents[1]
            / "cases"
            / "battlefields"
            / "repeated-name-in-sideboard.deck.txt"
        )
        .read_text(encoding="utf-8")
        .replace("MainDeck:\n", "MainDeck:\n1 Seat of Power\n", 1),
        encoding="utf-8",
    )
    r = cli("--fix", "--as-of", "2026-10-01", "--quiet", str(deck))
    assert r.returncode == 1
    assert f"{deck}: moved 1 Seat of Power (line 10) from MainDeck: to Battlefields:" in r.stderr
    assert (
        f"{deck}: kept 1 Emperor's Dais (line 36) where it is (Battlefields: already holds "
        "Emperor's Dais, and each battlefield must have a different name; remove it, CR 103.4.c)"
    ) in r.stderr  # the number of 2026-10-01, the judging date (CR 103.5.c from 2026-10-09)
    assert "would make" not in r.stderr


def test_an_empty_legend_key_with_a_comment_is_filled_and_keeps_it(cli, tmp_path):
    """atkJ 5: ``legend:    # to do`` is an empty key: the legend written under main: moves there,
    the key's comment stays on its line and the moved line's comment goes on a line of its own
    below it (atkA 30: glued after the key's, the two read as one comment)."""
    deck = tmp_path / "emptyleg.deck.yaml"
    shutil.copy(ATKJ / "emptyleg.deck.yaml", deck)
    before = deck.read_text(encoding="utf-8")
    r = cli("--fix", "--as-of", "2026-11-01", "--quiet", str(deck))
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout == "\n1 deck: 1 legal, 0 illegal\n"
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 1 Kennen, Heart of the Tempest (line 8) from main: to "
        "legend:\n"
        f"riftcheck: --fix: {deck}: kept the comment of line 8 (# here) on a line of its own\n"
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    expected = before.replace(
        "legend:    # to do\n",
        "legend: Kennen, Heart of the Tempest (VEN-155)    # to do\n# here\n",
    ).replace("  - Kennen, Heart of the Tempest (VEN-155)  # here\n", "")
    assert deck.read_text(encoding="utf-8") == expected


def test_a_legend_champion_swap_keeps_each_comment_on_its_line(cli, tmp_path):
    """atkJ 6: ``legend: X   # my legend`` swapped with ``champion: Y``: the comment stays on the
    legend: line (it went with the value to champion:); CRLF and the BOM are kept."""
    deck = tmp_path / "crlf.deck.yaml"
    shutil.copy(ATKJ / "crlf.deck.yaml", deck)
    r = cli("--fix", "--as-of", "2026-11-01", "--quiet", str(deck))
    assert r.returncode == 0, r.stdout + r.stderr
    raw = deck.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    lines = raw.decode("utf-8-sig").split("\r\n")
    assert lines[4] == "legend: Kennen, Heart of the Tempest (VEN-155)   # my legend"
    assert lines[5] == "champion: Kennen, Storm of Shuriken (VEN-113)"
    assert "\n" not in raw.decode("utf-8-sig").replace("\r\n", "")


def test_a_text_swap_keeps_each_comment_on_its_line(cli, tmp_path):
    deck = tmp_path / "swap.deck.txt"
    shutil.copy(ATKJ / "swap.deck.txt", deck)
    r = cli("--fix", "--as-of", "2026-11-01", "--quiet", str(deck))
    assert r.returncode == 0, r.stdout + r.stderr
    out = deck.read_text(encoding="utf-8")
    assert "Legend:\n1 Kennen, Heart of the Tempest  # the legend slot\n" in out
    assert "Champion:\n1 Kennen, Storm of Shuriken\n" in out
