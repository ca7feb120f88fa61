"""``--fix`` keeps the player's comments whatever the blanks before their ``#`` (atkA 5: a comment
after a TAB was deleted with the line merged away, and nothing said it). The input
(tests/fixtures/fix/atka/tab-comment.deck.yaml) has a comment after a tab, one after spaces and
tabs, and one on a token's line; it is fixed as written (``\\n``) and with ``\\r\\n`` line ends."""

from __future__ import annotations

from pathlib import Path

import pytest

DECK = Path(__file__).parent.parent / "fixtures" / "fix" / "atka" / "tab-comment.deck.yaml"


@pytest.mark.parametrize("nl", ["\n", "\r\n"])
def test_a_comment_after_a_tab_is_kept_and_said(cli, tmp_path, nl):
    deck = tmp_path / "tab-comment.deck.yaml"
    was = DECK.read_text("utf-8").splitlines()
    deck.write_bytes(nl.join([*was, ""]).encode("utf-8"))
    r = cli("--fix", "--as-of", "2026-09-20", "--quiet", str(deck))
    assert (r.returncode, r.stdout) == (0, "\n1 deck: 1 legal, 0 illegal\n")
    said = f"riftcheck: --fix: {deck}: "
    assert r.stderr == (
        f"{said}swapped Kennen, Heart of the Tempest (line 5) and Kennen, Storm of Shuriken "
        "(line 4): the legend and the Chosen Champion were written in each other's slot\n"
        f"{said}dropped 1 Recruit (line 18): a token is not a deck card\n"
        f"{said}kept the comment of line 18 (# a token, by mistake) on a line of its own\n"
        f"{said}moved 1 Chaos Rune (line 23) from main: to runes:\n"
        f"{said}moved 1 Seat of Power (line 24) from main: to battlefields:\n"
        f"{said}kept the comment of line 23 (# rune in main) at the end of line 30\n"
        f"{said}merged the runes: lines of Chaos Rune (5 + 1 = 6)\n"
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    data = deck.read_bytes().decode("utf-8")
    assert data.count(nl) == len(was) - 1 and (nl == "\r\n" or "\r" not in data)
    now = data.split(nl)
    assert now[17] == "  # a token, by mistake"
    assert "  - Seat of Power (SFD-217) \t  # bf in main" in now[24:27]  # its blanks as written
    assert now[28] == "  - 6 Chaos Rune (OGN-166)\t# rune in main"
    # every comment of the file is still in it
    assert sorted(x[x.index("#") :] for x in was if "#" in x) == sorted(
        x[x.index("#") :] for x in now if "#" in x
    )


def test_a_moved_lines_comment_is_not_glued_onto_anothers(cli, tmp_path):
    """atkB 3: the unit written in Legend: (``# cLe0``) merged into the main deck's line of the card
    (``# cMa0``) made ``3 Kennen, Storm of Shuriken  # cMa0  # cLe0``, two comments read as one.
    The moved line's comment travels with it, on a line of its own below; a second run is a no-op."""
    src = DECK.parent.parent / "atkb" / "legend-comment.deck.txt"
    deck = tmp_path / "legend-comment.deck.txt"
    deck.write_bytes(src.read_bytes())
    r = cli("--fix", "--as-of", "2026-10-09", "--quiet", str(deck))
    assert r.returncode == 1  # the empty Champion: slot is the player's choice
    assert "chosen-champion" in r.stdout and "1 deck: 0 legal, 1 illegal" in r.stdout
    said = f"riftcheck: --fix: {deck}: "
    assert r.stderr == (
        f"{said}moved 1 Kennen, Storm of Shuriken (line 4) from Legend: to MainDeck:\n"
        f"{said}moved 1 Kennen, Heart of the Tempest (line 37) from Sideboard: to Legend:\n"
        f"{said}kept the comment of line 4 (# cLe0) on a line of its own below line 9\n"
        f"{said}merged the MainDeck: lines of Kennen, Storm of Shuriken (2 + 1 = 3)\n"
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    was = src.read_text("utf-8").splitlines()
    now = deck.read_text("utf-8").splitlines()
    assert now[3] == "1 Kennen, Heart of the Tempest"
    assert now[8:10] == ["3 Kennen, Storm of Shuriken  # cMa0", "# cLe0"]
    assert now[:3] + now[4:8] == was[:3] + was[4:8]
    assert now[10:] == [x for x in was[9:] if x != "1 Kennen, Heart of the Tempest"]
    fixed = deck.read_bytes()
    again = cli("--fix", "--as-of", "2026-10-09", "--quiet", str(deck))
    assert again.returncode == 1 and deck.read_bytes() == fixed
    assert again.stderr.splitlines()[-1] == (
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess"
    )
