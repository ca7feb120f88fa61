"""A deck code's Chosen Champion pointer designates a copy the code holds (issue 11, item 3).

The verdicts are case files (``tests/cases/chosen-champion/code-pointer-*``)
and the refusals bad fixtures (``tests/fixtures/decks/bad/code-pointer-*``).
"""

from __future__ import annotations

import pytest

from riftcheck.decks import read_deck
from riftcheck.decks.deckcode import encode
from riftcheck.infra.errors import InputError

BASE = [("VEN-155", 1), ("OGN-169", 3), ("OGN-166", 6), ("OGN-214", 6)]


def _champion_and_rest(deck):
    return [(e.ref, e.count) for e in deck.champion], sorted((e.ref, e.count) for e in deck.main)


def test_the_copy_of_the_named_printing_is_taken_first(db):
    deck = read_deck(encode([*BASE, ("VEN-113", 2), ("VEN-113a", 1)], champion="VEN-113a"), db)
    assert _champion_and_rest(deck) == ([("VEN-113a", 1)], [("OGN-169", 3), ("VEN-113", 2)])


def test_another_printing_of_the_same_card_is_the_champion_copy(db):
    deck = read_deck(encode([*BASE, ("VEN-113", 2)], champion="VEN-113a"), db)
    assert _champion_and_rest(deck) == ([("VEN-113", 1)], [("OGN-169", 3), ("VEN-113", 1)])
    assert sum(e.count for e in deck.entries()) == 18  # the code's 18 cards, none added
    assert not [n for n in deck.notices if "added" in n.message]


@pytest.mark.parametrize(
    ("main", "side", "pointer", "says"),
    [
        (
            BASE,
            [],
            "VEN-113",
            "names VEN-113 (Kennen, Storm of Shuriken) as Chosen Champion but holds no copy of it",
        ),
        (
            BASE,
            [("VEN-113a", 1)],
            "VEN-113",
            "names VEN-113 (Kennen, Storm of Shuriken) as Chosen Champion but holds it only in its sideboard",
        ),
        (BASE, [], "SFD-400", "names SFD-400 as Chosen Champion but holds no copy of it"),
    ],
)
def test_a_pointer_to_a_card_the_code_does_not_hold_is_an_error(db, main, side, pointer, says):
    with pytest.raises(InputError) as exc:
        read_deck(encode(main, side, champion=pointer), db)
    assert f"the deck code {says}: expected the pointer" in exc.value.message
    assert (exc.value.location.file, exc.value.location.line) == ("<deck code>", 1)
