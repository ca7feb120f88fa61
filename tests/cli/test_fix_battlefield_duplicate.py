"""``--fix`` never writes a battlefield twice (atk24d item 1): a misplaced battlefield already among
the deck's battlefields is kept where it is and said (CR 103.5.c), in ``check --fix`` and in
``convert --fix``; and the "never worse" guard compares findings, not rules, so a new problem of a
rule already failing (a duplicate where the count was wrong) refuses the edit."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

FIX = Path(__file__).parent.parent / "fixtures" / "fix"
KEPT = (
    "riftcheck: --fix: {name}: kept 1 {card} (line {line}) where it is (Battlefields: already "
    "holds {card}, and each battlefield must have a different name; remove it, CR 103.5.c)\n"
)
NOTHING = (
    "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are never "
    "added, removed or replaced by a guess\n"
)


def _run(cli, tmp_path, fixture):
    deck = tmp_path / "deck.txt"
    shutil.copy(FIX / fixture, deck)
    return deck, cli("--fix", "--as-of", "2026-10-10", "--quiet", str(deck))


def test_a_sideboard_battlefield_already_among_the_battlefields_is_not_moved(cli, tmp_path):
    deck, r = _run(cli, tmp_path, "bfdup-sideboard.deck.txt")
    assert r.returncode == 1
    assert deck.read_bytes() == (FIX / "bfdup-sideboard.deck.txt").read_bytes()
    assert r.stderr == KEPT.format(name=deck, card="Back-Alley Bar", line=34) + NOTHING
    assert "2 copies of Back-Alley Bar" not in r.stdout
    assert "The deck has 2 battlefields" in r.stdout


def test_a_main_deck_battlefield_already_among_the_battlefields_is_not_moved(cli, tmp_path):
    deck, r = _run(cli, tmp_path, "bfdup-main.deck.txt")
    assert r.returncode == 1
    assert deck.read_bytes() == (FIX / "bfdup-main.deck.txt").read_bytes()
    assert r.stderr == KEPT.format(name=deck, card="Altar to Unity", line=20) + NOTHING
    assert "copies of Altar to Unity among the battlefields" not in r.stdout


def test_convert_fix_writes_no_duplicate_battlefield(cli, tmp_path):
    out = tmp_path / "out.yaml"
    r = cli(
        "convert", "--fix", "--to", "yaml", str(FIX / "bfdup-sideboard.deck.txt"), "-o", str(out)
    )
    assert r.returncode == 0, r.stderr
    text = out.read_text()
    assert "2 Back-Alley Bar" not in text
    battlefields = text.split("battlefields:")[1].split("runes:")[0]
    assert battlefields.count("Back-Alley Bar") == 1


def test_the_guard_refuses_a_new_problem_of_a_rule_already_failing():
    from riftcheck.cards.db import CardDB
    from riftcheck.decks import read_deck
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner.fix import _Judge

    db = CardDB.load()
    text = (FIX / "bfdup-sideboard.deck.txt").read_text()
    before = read_deck("deck.txt", db, text=text, input_format="text")
    # the edit the old --fix made: the sideboard's Back-Alley Bar merged into Battlefields:
    edited = text.replace("1 Back-Alley Bar\n", "2 Back-Alley Bar\n", 1).replace(
        "\nSideboard:\n1 Back-Alley Bar\n", "\n"
    )
    after = read_deck("deck.txt", db, text=edited, input_format="text")
    judge = _Judge(db, load_ruleset("constructed"), dt.date(2026, 10, 10))
    assert str(judge.worse(before, after)) == "the fixed deck would have new errors (battlefields)"
    assert judge.worse(before, before) is None


def test_a_team_fix_brings_in_no_battlefield_the_teammate_uses(cli, tmp_path):
    ornn, ahri = tmp_path / "ornn.txt", tmp_path / "ahri.txt"
    shutil.copy(FIX / "team-ornn.deck.txt", ornn)
    shutil.copy(FIX / "team-ahri.deck.txt", ahri)
    r = cli(
        "--fix", "--as-of", "2026-10-10", "--quiet", "-r", "constructed-2v2", "--team",
        str(ornn), str(ahri),
    )  # fmt: skip
    assert r.returncode == 1
    assert ornn.read_bytes() == (FIX / "team-ornn.deck.txt").read_bytes()
    assert ahri.read_bytes() == (FIX / "team-ahri.deck.txt").read_bytes()
    assert r.stderr == (
        f"riftcheck: --fix: {ornn}: kept 1 Hallowed Tomb (line 34) where it is (the teammate's "
        "deck ahri.txt uses Hallowed Tomb, and teammates may not share battlefields; remove it, "
        "CR 491.8.i)\n"
        "riftcheck: --fix: 0 of 2 deck files rewritten, 2 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    # no battlefield shared by the fix; the team check names the clash the misplaced card would
    # bring, and the deck's advice removes it, as --fix says (atkJ item 3)
    assert "Both teammates use the battlefield" not in r.stdout
    assert "Team: ILLEGAL" in r.stdout
    said = " ".join(r.stdout.split())
    assert (
        "error team-battlefields ornn.txt has the battlefield Hallowed Tomb written under "
        "Sideboard:, and the teammate's deck ahri.txt uses it; teammates may not share battlefields"
    ) in said
    assert (
        "fix: remove 1 Hallowed Tomb from Sideboard: and add another battlefield under "
        "Battlefields: (the teammate's deck ahri.txt uses Hallowed Tomb, and teammates may not "
        "share battlefields, CR 491.8.i)"
    ) in said
