"""rune-deck: 12 runes of the identity."""

from samplecards import CHAOS_RUNE, FURY_RUNE, MIND_RUNE

from riftcheck.models import CardRef, Location
from riftcheck.rules.rune_deck import RuneDeck
from riftcheck.testing import deck, entry, run_rule

MIND_CHAOS = {"Mind", "Chaos"}


def test_twelve_runes_of_identity():
    d = deck(entry(MIND_RUNE, 6, "runes", 61), entry(CHAOS_RUNE, 6, "runes", 62))
    assert run_rule(RuneDeck, d, identity=MIND_CHAOS) == []


def test_twelve_of_one_domain_is_fine():
    assert run_rule(RuneDeck, deck(entry(CHAOS_RUNE, 12, "runes", 61)), identity=MIND_CHAOS) == []


def test_wrong_count():
    (v,) = run_rule(RuneDeck, deck(entry(CHAOS_RUNE, 11, "runes", 61)), identity=MIND_CHAOS)
    assert v.message == "The rune deck has 11 runes; it must have exactly 12"
    assert v.fix == "add 1 Mind Rune under runes:"  # a domain of the identity with the fewest runes
    assert v.location == Location("deck.yaml", 60, 1)


def test_too_many():
    (v,) = run_rule(RuneDeck, deck(entry(CHAOS_RUNE, 13, "runes", 61)), identity=MIND_CHAOS)
    assert v.fix == "remove 1 Chaos Rune from runes:"


def test_rune_outside_identity():
    d = deck(entry(MIND_RUNE, 8, "runes", 61), entry(FURY_RUNE, 4, "runes", 62))
    (v,) = run_rule(RuneDeck, d, identity=MIND_CHAOS)
    assert v.message == "Fury Rune (Fury) is outside this deck's domain identity (Mind, Chaos)"
    assert v.fix == "replace 4 Fury Rune under runes: with 4 Chaos Rune"
    assert v.location.line == 62
    assert v.cards == (CardRef("Fury Rune", "OGN-007"),)


def test_no_identity_checks_only_count():
    assert run_rule(RuneDeck, deck(entry(FURY_RUNE, 12, "runes", 61)), identity=None) == []


def test_empty_rune_deck():
    (v,) = run_rule(RuneDeck, deck(), identity=MIND_CHAOS)
    assert v.message == "The rune deck has 0 runes; it must have exactly 12"


def test_count_null_means_any():
    assert (
        run_rule(
            RuneDeck,
            deck(entry(MIND_RUNE, 3, "runes", 61)),
            identity=MIND_CHAOS,
            options={"count": None},
        )
        == []
    )
