"""main-deck-size: champion copies plus main copies against min/max."""

import pytest
from samplecards import KENNEN_UNIT

from riftcheck.models import Location
from riftcheck.rules.main_deck_size import MainDeckSize
from riftcheck.testing import deck, entry, filler, run_rule


def _deck(champ: int, main: int):
    entries = filler(main)
    if champ:
        entries.append(entry(KENNEN_UNIT, champ, "champion", 2))
    return deck(*entries)


def test_forty_with_champion_is_legal():
    assert run_rule(MainDeckSize, _deck(1, 39)) == []


def test_short_deck():
    (v,) = run_rule(MainDeckSize, _deck(1, 37))
    assert v.message == "The main deck has 38 cards (1 champion + 37 main); it must have exactly 40"
    assert v.fix == "add 2 cards under main:"
    assert v.location == Location("deck.yaml", 3, 1)


def test_long_deck():
    (v,) = run_rule(MainDeckSize, _deck(1, 40))
    assert v.message == "The main deck has 41 cards (1 champion + 40 main); it must have exactly 40"
    assert v.fix == "remove 1 card from main:"


def test_forty_main_without_champion_line_counts_the_same():
    assert run_rule(MainDeckSize, _deck(0, 40)) == []


@pytest.mark.parametrize(
    ("opts", "size", "expected"),
    [
        ({"min": 25, "max": None}, 24, "it must have at least 25"),
        ({"min": 40, "max": 60}, 61, "it must have between 40 and 60"),
        ({"min": None, "max": 30}, 31, "it must have at most 30"),
    ],
)
def test_other_bounds(opts, size, expected):
    (v,) = run_rule(MainDeckSize, _deck(1, size - 1), options=opts)
    assert v.message.endswith(expected)


def test_no_maximum_allows_big_decks():
    assert run_rule(MainDeckSize, _deck(1, 80), options={"min": 25, "max": None}) == []


def test_unknown_cards_still_take_room():
    d = deck(*filler(36), entry(None, 3, "main", 40), entry(KENNEN_UNIT, 1, "champion", 2))
    assert run_rule(MainDeckSize, d) == []


def test_options_validate():
    assert MainDeckSize.options["min"].check("forty") is not None
    assert MainDeckSize.options["max"].check(None) is None
