"""``--fix`` and ``convert --fix``: safe fixes only, written back in the deck's own format (issue 15).

Each ``tests/fixtures/fix/<name>.deck.<ext>`` is copied, fixed with the real console script and
compared with ``<name>.fixed.<ext>``; the summary on stderr names every change.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "fix"


@pytest.mark.parametrize("ext", ["txt", "yaml"])
def test_fix_rewrites_the_deck_with_the_safe_fixes_only(cli, tmp_path, ext):
    deck = tmp_path / f"misplaced.deck.{ext}"
    shutil.copy(FIX / f"misplaced.deck.{ext}", deck)
    r = cli("--fix", deck, "--as-of", "2026-10-01", "-q")
    assert deck.read_text() == (FIX / f"misplaced.fixed.{ext}").read_text()
    assert (
        r.returncode == 1
    )  # what needs a choice (the runes under main: in YAML) is still reported
    err = r.stderr.splitlines()
    assert err[-1] == (
        "riftcheck: --fix: 1 of 1 deck files rewritten; "
        "cards are never added, removed or replaced by a guess"
    )
    assert (
        f"riftcheck: --fix: {deck}: wrote 'Emperors Dais' (line {24 if ext == 'txt' else 22}) as 'Emperor's Dais'"
        in err
    )
    if ext == "txt":
        assert (
            f"riftcheck: --fix: {deck}: moved 2 Chaos Rune (line 21) from MainDeck: to Runes:"
            in err
        )
        assert (
            f"riftcheck: --fix: {deck}: dropped 1 Recruit (line 22): a token is not a deck card"
            in err
        )
        assert (
            "1 deck: 0 legal, 1 illegal" in r.stdout
        )  # Gust: 3 in main + 3 in the sideboard stays for the player
        assert (
            "copy-limit" in r.stdout
            and "zone-card-type" not in r.stdout
            and "not-a-deck-card" not in r.stdout
        )
    else:
        assert (
            f"riftcheck: --fix: {deck}: kept 6 Chaos Rune (line 20) where it is (runes: already holds 12; "
            "which copies go is the player's choice)"
        ) in err
        assert "zone-card-type" in r.stdout
    # a second run has nothing left that is safe to fix, and writes nothing
    again = cli("--fix", deck, "--as-of", "2026-10-01", "-q")
    assert deck.read_text() == (FIX / f"misplaced.fixed.{ext}").read_text()
    assert again.stderr.splitlines()[-1].startswith(
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing"
    )


def test_convert_fix_applies_the_same_fixes_and_never_touches_the_source(cli, tmp_path):
    src = FIX / "misplaced.deck.txt"
    before = src.read_text()
    r = cli("convert", "--fix", "--to", "text", src)
    assert (r.returncode, src.read_text()) == (0, before)
    assert r.stdout == (FIX / "misplaced.converted.txt").read_text()
    assert (
        "riftcheck: --fix: moved 2 Chaos Rune (line 21) from MainDeck: to Runes:"
        in r.stderr.splitlines()
    )


def test_fix_skips_what_it_cannot_write_back(cli):
    code = "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"
    r = cli("--fix", code, "-q")
    assert (
        f"riftcheck: --fix: {code}: not a file (standard input or a deck code): nothing to write back"
        in r.stderr
    )


def test_nothing_safe_to_fix_says_what_was_left_and_why(cli, tmp_path):
    """atkA 21: a deck whose errors are all removals said only "1 had nothing safe to fix"; it
    names the errors left, which are the player's, in English and in French."""
    deck = tmp_path / "d.deck.yaml"
    shutil.copy(FIX / "atka" / "nothing-safe.deck.yaml", deck)
    r = cli("--fix", deck, "--as-of", "2026-09-20", "-q")
    assert r.returncode == 1 and "1 deck: 0 legal, 1 illegal" in r.stdout
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: nothing safe to fix: the errors left ('copy-limit', "
        "'domain-identity' and 'signature-tag') are the player's to settle (--fix never adds, "
        "removes or replaces a card by a guess)\n"
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    assert deck.read_bytes() == (FIX / "atka" / "nothing-safe.deck.yaml").read_bytes()
    fr = cli("--fix", deck, "--as-of", "2026-09-20", "-q", "--lang", "fr")
    assert fr.returncode == 1
    assert fr.stderr.splitlines()[0] == (
        f"riftcheck\u00a0: --fix\u00a0: {deck}\u00a0: rien à corriger sans risque\u00a0: c'est au "
        "joueur de régler les erreurs restantes («\u00a0copy-limit\u00a0», «\u00a0domain-identity\u00a0» "
        "et «\u00a0signature-tag\u00a0»)\u202f; --fix n'ajoute, ne retire ni ne remplace jamais une "
        "carte au jugé"
    )


@pytest.mark.parametrize(
    ("name", "header"),
    [("no-legend-section.deck.txt", "Legend:"), ("pas-de-legende.deck.txt", "Légende :")],
)
def test_a_legend_section_created_by_fix_goes_before_the_champion(cli, tmp_path, name, header):
    """atkA 22: the new section was appended after Runes: (or Side :); it goes where the list's
    sections put it, before the next one (Champion:), a blank line between, every other line kept."""
    deck = tmp_path / name
    shutil.copy(FIX / "atka" / name, deck)
    r = cli("--fix", deck, "--as-of", "2026-09-20", "-q")
    assert (r.returncode, r.stdout) == (0, "\n1 deck: 1 legal, 0 illegal\n")
    assert r.stderr.splitlines()[-1] == (
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess"
    )
    was = (FIX / "atka" / name).read_text("utf-8").splitlines()
    now = deck.read_text("utf-8").splitlines()
    at = next(i for i, x in enumerate(was) if x.startswith("Champion"))
    # the lines before the champion's, the new section and a blank line, then the rest less the
    # moved line
    assert now[: at + 3] == [*was[:at], header, "1 Kennen, Heart of the Tempest", ""]
    assert now[at + 3 :] == [x for x in was[at:] if x != "1 Kennen, Heart of the Tempest"]


@pytest.mark.parametrize(
    ("name", "lang"),
    [("two-new-sections", "en"), ("deux-sections-nouvelles", "fr")],
)
def test_fix_creating_two_sections_writes_each_in_its_place(cli, tmp_path, name, lang):
    """atkG 10: runes and battlefields all under MainDeck: (no Runes: and no Battlefields:
    header): both new sections went under one header, the edited file did not read as the fixed
    deck and --fix refused as its own bug. Each section is written whole, Battlefields: then
    Runes:, before the sideboard; a second run has nothing to fix."""
    deck = tmp_path / f"{name}.deck.txt"
    shutil.copy(FIX / "atkg" / f"{name}.deck.txt", deck)
    r = cli("--fix", deck, "--as-of", "2026-10-09", "-q", "--lang", lang)
    assert deck.read_text("utf-8") == (FIX / "atkg" / f"{name}.fixed.txt").read_text("utf-8")
    moves = [
        (20, 6, "Fury Rune"),
        (21, 6, "Chaos Rune"),
        (23, 1, "Altar to Unity"),
        (24, 1, "Back-Alley Bar"),
        (25, 1, "Bandle Tree"),
    ]
    if lang == "en":
        assert (r.returncode, r.stdout) == (0, "\n1 deck: 1 legal, 0 illegal\n")
        lines = [
            f"riftcheck: --fix: {deck}: moved {n} {en} (line {at}) from MainDeck: to "
            f"{'Runes:' if n == 6 else 'Battlefields:'}"
            for at, n, en in moves
        ]
        last = (
            "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
            "replaced by a guess"
        )
    else:
        assert (r.returncode, r.stdout) == (0, "\n1 deck\u00a0: 1 légal, 0 illégal\n")
        head = f"riftcheck\u00a0: --fix\u00a0: {deck}\u00a0: ligne "
        lines = [
            f"{head}20\u00a0: 6 exemplaires de Rune de fureur déplacés du deck principal "
            "vers le deck de runes",
            f"{head}21\u00a0: 6 exemplaires de Rune de chaos déplacés du deck principal "
            "vers le deck de runes",
            f"{head}23\u00a0: 1 exemplaire d'Altar to Unity déplacé du deck principal "
            "vers les champs de bataille",
            f"{head}24\u00a0: 1 exemplaire de Back-Alley Bar déplacé du deck principal "
            "vers les champs de bataille",
            f"{head}25\u00a0: 1 exemplaire de Bandle Tree déplacé du deck principal "
            "vers les champs de bataille",
        ]
        last = (
            "riftcheck\u00a0: --fix\u00a0: 1 fichier de deck sur 1 réécrit\u202f; "
            "aucune carte n'est jamais ajoutée, retirée ni remplacée au jugé"
        )
    assert r.stderr == "\n".join([*lines, last]) + "\n"
    again = cli("--fix", deck, "--as-of", "2026-10-09", "-q")
    assert (again.returncode, again.stdout) == (0, "\n1 deck: 1 legal, 0 illegal\n")
    assert again.stderr == (
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    assert deck.read_text("utf-8") == (FIX / "atkg" / f"{name}.fixed.txt").read_text("utf-8")


def test_fix_creating_two_yaml_keys_keeps_each_zone_under_its_own(cli, tmp_path):
    """atkG 10, in YAML: the second new key's items went after the first's lines, read as its."""
    deck = tmp_path / "two-new-keys.deck.yaml"
    shutil.copy(FIX / "atkg" / "two-new-keys.deck.yaml", deck)
    r = cli("--fix", deck, "--as-of", "2026-10-09", "-q")
    assert r.returncode == 1  # 2 battlefields and a short main deck are the player's
    assert "zone-card-type" not in r.stdout
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 6 Order Rune (line 6) from main: to runes:\n"
        f"riftcheck: --fix: {deck}: moved 1 Emperor's Dais (line 8) from main: to battlefields:\n"
        f"riftcheck: --fix: {deck}: moved 6 Chaos Rune (line 9) from main: to runes:\n"
        f"riftcheck: --fix: {deck}: moved 1 Seat of Power (line 10) from main: to battlefields:\n"
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    assert deck.read_text("utf-8").splitlines()[3:] == [
        "main:",
        "  - 2 Kennen, Storm of Shuriken",
        "  - 3 Mystic Poro",
        "battlefields:",
        "  - 1 Emperor's Dais",
        "  - 1 Seat of Power",
        "runes:",
        "  - 6 Order Rune",
        "  - 6 Chaos Rune",
    ]
