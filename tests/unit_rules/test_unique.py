"""unique: one copy of a Unique card, sideboard included."""

from samplecards import ORNN_CAPE, ORNN_CROWN, RAMPAGE

from riftcheck.models import CardRef
from riftcheck.rules.unique import Unique
from riftcheck.testing import deck, entry, run_rule


def test_two_different_unique_cards_are_fine():
    d = deck(entry(ORNN_CAPE, 1, "main", 5), entry(ORNN_CROWN, 1, "main", 6))
    assert run_rule(Unique, d) == []


def test_two_copies_of_one_unique_card():
    (v,) = run_rule(Unique, deck(entry(ORNN_CAPE, 2, "main", 5)))
    assert v.message == "2 copies of Forgefire Cape, a Unique card; the limit is 1"
    assert v.fix == "remove 1 Forgefire Cape from main:"  # the zone named, as copy-limit does
    assert v.cards == (CardRef("Forgefire Cape", "SFD-190"),)
    assert v.location.line == 5


def test_sideboard_copy_counts():
    d = deck(entry(ORNN_CAPE, 1, "main", 5), entry(ORNN_CAPE, 1, "sideboard", 71))
    (v,) = run_rule(Unique, d)
    assert (
        v.message
        == "2 copies of Forgefire Cape, a Unique card (1 in main, 1 in sideboard); the limit is 1"
    )


def test_non_unique_cards_are_ignored():
    assert run_rule(Unique, deck(entry(RAMPAGE, 3, "main", 5))) == []
