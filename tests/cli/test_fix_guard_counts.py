"""The "never worse" guard of ``--fix`` judges findings by what they name (atkG item 16): a finding
of the deck as a whole (a count) that the deck already had is not new when the fixes change its
numbers or its aside ("6 runes (6 of them written under MainDeck:)" then "6 runes"); and misplaced
cards that do not all fit where they belong are all kept (which of them go is the player's
choice), never the first ones by line order."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

FIX = Path(__file__).parent.parent / "fixtures" / "fix"
GUARD = FIX / "guard"
FRENCH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR.UTF-8"}

FIXED = """\
Légende :
1 Kennen, Heart of the Tempest
Champion :
1 Kennen, Storm of Shuriken
Deck principal :
3 Gust

Champs de bataille :
1 Emperor's Dais

Runes :
6 Order Rune
"""


def test_counts_the_deck_already_failed_are_not_new_errors(fixed):
    deck, r = fixed(FIX / "frfix-b.deck.txt", "2026-10-10")
    assert r.returncode == 1
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 6 Order Rune (line 7) from MainDeck: to Runes:\n"
        f"riftcheck: --fix: {deck}: moved 1 Emperor's Dais (line 8) from MainDeck: to "
        "Battlefields:\n"
        f"riftcheck: --fix: {deck}: dropped 1 Recruit (line 9): a token is not a deck card\n"
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    assert deck.read_text(encoding="utf-8") == FIXED
    # what is left: the three counts the deck had before, and nothing else
    assert "zone-card-type" not in r.stdout and "not-a-deck-card" not in r.stdout
    for rule in ("battlefields", "rune-deck", "main-deck-size"):
        assert rule in r.stdout


def test_counts_the_deck_already_failed_are_not_new_errors_in_french(fixed):
    deck, r = fixed(FIX / "frfix-b.deck.txt", "2026-10-10", env=FRENCH)
    assert r.returncode == 1
    assert "nouvelles erreurs" not in r.stderr
    assert deck.read_text(encoding="utf-8") == FIXED


def test_the_guard_judges_count_findings_by_rule_and_template():
    from riftcheck.cards.db import CardDB
    from riftcheck.decks import read_deck
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner.fix import _Judge

    db = CardDB.load()
    before = read_deck(str(FIX / "frfix-b.deck.txt"), db)
    after = read_deck("deck.txt", db, text=FIXED, input_format="text")
    judge = _Judge(db, load_ruleset("constructed"), dt.date(2026, 10, 10))
    assert judge.worse(before, after) is None
    # a count the deck did not fail before is new (a 40-card main deck made 39)
    token = (GUARD / "token-at-forty.deck.txt").read_text(encoding="utf-8")
    was = read_deck("t.txt", db, text=token, input_format="text")
    now = read_deck("t.txt", db, text=token.replace("1 Recruit\n", ""), input_format="text")
    assert str(judge.worse(was, now)) == "the fixed deck would have new errors (main-deck-size)"


def test_runes_that_do_not_all_fit_are_all_kept(cli, fixed):
    deck, r = fixed(GUARD / "runes-in-main.deck.txt", "2026-10-10", name="deck.txt")
    assert r.returncode == 1
    assert deck.read_bytes() == (GUARD / "runes-in-main.deck.txt").read_bytes()
    note = (
        "where it is (Runes: holds 11, and the 2 cards written elsewhere that belong there would "
        "make 13, over 12; which of them go is the player's choice)"
    )
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: kept 1 Chaos Rune (line 24) {note}\n"
        f"riftcheck: --fix: {deck}: kept 1 Order Rune (line 25) {note}\n"
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    fr = cli("--fix", "--as-of", "2026-10-10", "--quiet", str(deck), env=FRENCH)
    assert (
        f"riftcheck\u00a0: --fix\u00a0: {deck}\u00a0: ligne 24\u00a0: pas de déplacement pour 1 "
        "Rune de chaos (cartes déjà dans le deck de runes\u00a0: 11\u202f; avec celles écrites ailleurs "
        "qui y vont (2), il y en aurait 13, plus que 12\u202f; le choix de celles à déplacer revient "
        "au joueur)"
    ) in fr.stderr.splitlines()
