"""The rune deck's fix names a card as the rest of a French report does (issue 25 C30): « retirez 3
Rune de fureur du deck de runes », not the English sentence with the English name ("remove 3 Fury
Rune from the rune deck", an f-string no translator saw)."""

from __future__ import annotations

#: A Draven list (the New Zealand 10k Open winner's, Stacked Deck left out) with 9 Fury Rune
#: instead of 6: 15 runes, 3 too many, most of them Fury
DECK = """\
1 Draven - Glorious Executioner (SFD-185)
9 Fury Rune (OGN-007)
1 Treasure Hoard (SFD-220)
1 Forge of the Fluft (SFD-208)
1 Targon's Peak (OGN-289)
3 Spinning Axe (SFD-186)
3 Overzealous Fan (SFD-128)
3 Ferrous Forerunner (SFD-021)
3 Tideturner (OGN-199)
3 Treasure Hunter (SFD-130)
1 Cleave (OGN-004)
2 Rebuke (OGN-172)
6 Chaos Rune (OGN-166)
3 Kai'Sa - Survivor (OGN-039)
3 Noxus Hopeful (OGN-012)
2 Falling Star (OGN-029)
1 Draven - Showboat (OGN-028)
3 Ride the Wind (OGN-173)
3 Darius - Trifarian (OGN-027)
2 Brynhir Thundersong (OGN-026)
2 Hard Bargain (SFD-136)
1 Switcheroo (SFD-145)
1 Edge of Night (SFD-139)
"""


def test_the_rune_count_fix_is_french_with_the_french_card_name(cli, tmp_path):
    deck = tmp_path / "draven.txt"
    deck.write_text(DECK, encoding="utf-8")
    fr = cli("--lang", "fr", "check", "--select", "rune-deck", str(deck))
    out = " ".join(fr.stdout.replace("\u00a0", " ").split())
    assert fr.returncode == 1, fr.stdout + fr.stderr
    assert "correction : retirez 3 exemplaires de Rune de fureur du deck de runes" in out, out
    assert "Fury Rune" not in out and "remove" not in out
    en = " ".join(cli("check", "--select", "rune-deck", str(deck)).stdout.split())
    assert "fix: remove 3 Fury Rune from the rune deck" in en, en
