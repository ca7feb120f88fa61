"""A zone header written without its colon (``Sideboard``) or as a Markdown heading
(``## Sideboard``) is read as that header, with a note (atk24d item 2): its cards stay in the
sideboard, so --fix no longer moves them into the main deck; a ``#`` comment that is not a zone
word, or a ``# Legend`` above a written ``Legend:``, stays a comment."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from riftcheck.decks.textdeck import read_text

FIX = Path(__file__).parent.parent / "fixtures" / "fix"


def _fix(cli, tmp_path, fixture):
    deck = tmp_path / "deck.txt"
    shutil.copy(FIX / fixture, deck)
    return deck, cli("--fix", "--as-of", "2026-10-10", str(deck))


def test_a_sideboard_header_without_colon_keeps_its_cards_in_the_sideboard(cli, tmp_path):
    deck, r = _fix(cli, tmp_path, "sideboard-no-colon.deck.txt")
    assert r.returncode == 0
    assert deck.read_bytes() == (FIX / "sideboard-no-colon.deck.txt").read_bytes()
    assert f"{deck.name}: LEGAL" in r.stdout
    assert "note: line 34: 'Sideboard' read as the header of the sideboard (Sideboard:)" in r.stdout
    assert "Unknown card" not in r.stdout
    assert r.stderr == (
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )


def test_a_markdown_sideboard_heading_in_a_flat_list_heads_the_sideboard(cli, tmp_path):
    deck, r = _fix(cli, tmp_path, "flat-sideboard-markdown.deck.txt")
    assert r.returncode == 0
    assert (
        "note: line 23: '## Sideboard' read as the header of the sideboard (Sideboard:)" in r.stdout
    )
    # the one safe fix: the flat list's two Ornn, Blacksmith lines merged; Meditation stays put
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: merged the lines of Ornn, Blacksmith in the main deck "
        "(1 + 2 = 3)\n"
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    text = deck.read_text()
    assert text.endswith("## Sideboard\n2 Meditation\n")


def test_a_comment_that_is_not_a_zone_word_stays_a_comment():
    parts = read_text(
        "# my Ornn list\n# Legend\nLegend:\n1 Ornn, Fire Below the Mountain\n"
        "## notes: sideboard below\nSideboard\n2 Meditation\n",
        "d.txt",
    )
    assert [(e.ref, e.zone) for e in parts.entries] == [
        ("Ornn, Fire Below the Mountain", "legend"),
        ("Meditation", "sideboard"),
    ]
    assert [n.location.line for n in parts.notices if n.code == "bare-header"] == [6]


def test_a_flat_list_with_a_bare_sideboard_word_reads_a_sideboard():
    parts = read_text("3 Charm\n3 Defy\nsideboard\n2 Meditation\n", "d.txt")
    assert [(e.ref, e.zone) for e in parts.entries] == [
        ("Charm", None),
        ("Defy", None),
        ("Meditation", "sideboard"),
    ]


def test_a_bare_zone_word_is_no_header_when_the_file_writes_that_header(cli, tmp_path):
    """atkF item 16: ``Sideboard`` in the main deck and ``Sideboard:`` below made the file
    unreadable ("appears twice (first at line 19)", where line 19 has no ``Sideboard:``); the
    CHANGELOG's promise holds: the word is a header only when the file does not write that header.
    It is then a card line, the one unknown card at its line; the sideboard is the header's."""
    deck, r = _fix(cli, tmp_path, "bare-sideboard-and-header.deck.txt")
    assert r.returncode == 1
    assert deck.read_bytes() == (FIX / "bare-sideboard-and-header.deck.txt").read_bytes()
    # the report keeps a long checkout path whole and may put the verdict on the next line
    joined = " ".join(r.stdout.split())
    assert f"{deck.name}: ILLEGAL (2 errors)" in joined
    assert "19:1 error unknown-card Unknown card 'Sideboard'" in joined
    assert "read as the header" not in r.stdout and "appears twice" not in r.stdout
    parts = read_text(deck.read_text(), "d.txt")
    assert [e.ref for e in parts.entries if e.zone == "sideboard"] == [
        "Ride the Wind",
        "Cull the Weak",
        "Whirlwind",
    ]
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: nothing safe to fix: the errors left ('main-deck-size' and "
        "'unknown-card') are the player's to settle (--fix never adds, removes or replaces a card "
        "by a guess)\n"
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )


def test_a_section_written_twice_quotes_the_first_line_as_written(cli, tmp_path):
    """Two Markdown headings of one zone, neither written as ``Sideboard:``, are both read as the
    header: the file is refused, and the message quotes what is on the first line."""
    deck = FIX / "two-markdown-sideboards.deck.txt"
    r = cli("check", "--as-of", "2026-10-10", "--color", "never", "--format", "concise", deck)
    assert r.returncode == 1
    assert r.stderr == ""
    assert (
        f"{deck}:35:3: error [unreadable] section Sideboard: appears twice (first at line 19, "
        "'## Sideboard'): expected each section once"
    ) in r.stdout.splitlines()
    fr = cli("--lang", "fr", "check", "--as-of", "2026-10-10", "--color", "never", deck)
    assert fr.returncode == 1
    assert (
        "la section «\u00a0Sideboard\u00a0» apparaît deux fois (d'abord ligne 19, «\u00a0## "
        "Sideboard\u00a0»)\u00a0: chaque section est attendue une fois"
    ) in re.sub(r"\n +", " ", fr.stdout)  # the report's wrapping undone
