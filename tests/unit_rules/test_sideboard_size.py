"""sideboard-size: dated max and allowed sizes."""

from samplecards import RAMPAGE, as_of

from riftcheck.models import Location
from riftcheck.rules.sideboard_size import SideboardSize
from riftcheck.testing import deck, entry, filler, run_rule


def _side(n):
    return deck(*filler(n, zone="sideboard", first_line=71))


def test_ten_over_eight():
    (v,) = run_rule(SideboardSize, _side(10), options={"max": 8}, as_of=as_of("2026-05-01"))
    assert v.message == "The sideboard has 10 cards; the limit on 2026-05-01 is 8"
    assert v.fix == "remove 2 cards from the sideboard"
    assert v.location == Location("deck.yaml", 70, 1)


def test_ten_within_ten():
    assert run_rule(SideboardSize, _side(10), options={"max": 10}) == []


def test_no_limit():
    assert run_rule(SideboardSize, _side(15), options={"max": None}) == []


def test_allowed_sizes():
    (v,) = run_rule(SideboardSize, _side(5), options={"allowed": [0, 8]}, as_of=as_of("2025-12-01"))
    assert v.message == "The sideboard has 5 cards; on 2025-12-01 it must have exactly 0 or 8"
    assert run_rule(SideboardSize, _side(8), options={"allowed": [0, 8]}) == []
    assert run_rule(SideboardSize, deck(), options={"allowed": [0, 8]}) == []


def test_one_card_singular():
    (v,) = run_rule(SideboardSize, deck(entry(RAMPAGE, 1, "sideboard", 71)), options={"max": 0})
    assert v.message.startswith("The sideboard has 1 card;")


def test_allowed_validator():
    check = SideboardSize.options["allowed"].check
    assert check(None) is None and check([0, 8]) is None
    assert check([]) is not None and check("8") is not None and check([True]) is not None
