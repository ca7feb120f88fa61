"""battlefields: count, unique names, identity."""

from riftcheck.models import Location
from riftcheck.rules.battlefields import Battlefields
from riftcheck.testing import card, deck, entry, run_rule

PLAZA = card("The Grand Plaza", "Battlefield", domains=())
MONASTERY = card("Monastery of Hirana", "Battlefield", domains=())
PIT = card("Navori Fighting Pit", "Battlefield", domains=())


def test_three_different_battlefields():
    d = deck(
        entry(PLAZA, 1, "battlefields", 51),
        entry(MONASTERY, 1, "battlefields", 52),
        entry(PIT, 1, "battlefields", 53),
    )
    assert run_rule(Battlefields, d) == []


def test_two_battlefields():
    d = deck(entry(PLAZA, 1, "battlefields", 51), entry(MONASTERY, 1, "battlefields", 52))
    (v,) = run_rule(Battlefields, d)
    assert v.message == "The deck has 2 battlefields; it must have exactly 3"
    assert v.fix == "add 1 battlefield"
    assert v.location == Location("deck.yaml", 50, 1)


def test_same_name_twice():
    d = deck(
        entry(PLAZA, 1, "battlefields", 51),
        entry(PLAZA, 1, "battlefields", 52),
        entry(PIT, 1, "battlefields", 53),
    )
    (v,) = run_rule(Battlefields, d)
    assert (
        v.message
        == "2 copies of The Grand Plaza among the battlefields; each battlefield must have a different name"
    )
    assert v.fix == "replace 1 The Grand Plaza with a different battlefield"
    assert v.location.line == 52


def test_unique_names_off_and_any_count():
    d = deck(entry(PLAZA, 4, "battlefields", 51))
    assert run_rule(Battlefields, d, options={"count": None, "unique_names": False}) == []


def test_battlefield_with_domains_outside_identity():
    fiery = card("Fiery Field", "Battlefield", domains=("Fury",))
    d = deck(
        entry(fiery, 1, "battlefields", 51),
        entry(MONASTERY, 1, "battlefields", 52),
        entry(PIT, 1, "battlefields", 53),
    )
    (v,) = run_rule(Battlefields, d, identity={"Mind", "Chaos"})
    assert v.message == "Fiery Field (Fury) is outside this deck's domain identity (Mind, Chaos)"
