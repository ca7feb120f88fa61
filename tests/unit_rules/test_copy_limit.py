"""copy-limit: copies per game card across champion, main and sideboard."""

from samplecards import KENNEN_UNIT, ORNN_CAPE, RAMPAGE, SPIDERLING, TOKEN

from riftcheck.models import CardRef, Location
from riftcheck.rules.copy_limit import CopyLimit
from riftcheck.testing import card, deck, entry, run_rule


def test_three_copies_are_legal():
    assert run_rule(CopyLimit, deck(entry(RAMPAGE, 3, "main", 5))) == []


def test_copies_split_between_main_and_sideboard():
    d = deck(entry(RAMPAGE, 2, "main", 5), entry(RAMPAGE, 2, "sideboard", 71))
    (v,) = run_rule(CopyLimit, d)
    assert v.message == "4 copies of Rampage (2 in main, 2 in sideboard); the limit is 3"
    assert (
        v.fix == "remove 1 Rampage from sideboard:"
    )  # the sideboard first: the main deck keeps its size
    assert v.location == Location("deck.yaml", 5, 3)
    assert v.cards == (CardRef("Rampage", "OGN-010"),)


def test_champion_copies_count():
    d = deck(entry(KENNEN_UNIT, 1, "champion", 2), entry(KENNEN_UNIT, 3, "main", 5))
    (v,) = run_rule(CopyLimit, d)
    assert (
        v.message == "4 copies of Kennen, Swift Justice (1 as champion, 3 in main); the limit is 3"
    )
    assert v.location.line == 2


def test_variants_and_other_languages_are_one_card():
    d = deck(
        entry(RAMPAGE, 2, "main", 5, printing="OGN-010"),
        entry(RAMPAGE, 1, "main", 6, printing="OGN-010a", ref="OGN-010a"),
        entry(RAMPAGE, 1, "sideboard", 71, ref="横冲直撞"),
    )
    (v,) = run_rule(CopyLimit, d)
    assert v.message == "4 copies of Rampage (3 in main, 1 in sideboard); the limit is 3"


def test_different_subtitles_are_different_cards():
    other = card("Kennen, Skimisher", supertypes=("Champion",), champion_tag="Kennen")
    d = deck(entry(KENNEN_UNIT, 3, "main", 5), entry(other, 3, "main", 6))
    assert run_rule(CopyLimit, d) == []


def test_any_number_text_lifts_the_limit():
    d = deck(entry(SPIDERLING, 6, "main", 5), entry(SPIDERLING, 3, "sideboard", 71))
    assert run_rule(CopyLimit, d) == []


def test_unique_cards_are_left_to_unique_within_the_limit():
    assert run_rule(CopyLimit, deck(entry(ORNN_CAPE, 2, "main", 5))) == []
    (v,) = run_rule(CopyLimit, deck(entry(ORNN_CAPE, 4, "main", 5)))
    assert v.message.startswith("4 copies of Forgefire Cape")


def test_option_limit():
    (v,) = run_rule(CopyLimit, deck(entry(RAMPAGE, 3, "main", 5)), options={"limit": 2})
    assert v.message.endswith("the limit is 2")


def test_tokens_runes_and_unknown_cards_are_not_counted():
    rune = card("Fury Rune", "Rune", ids=("OGN-007",))
    d = deck(entry(TOKEN, 5, "main", 5), entry(rune, 12, "main", 6), entry(None, 9, "main", 7))
    assert run_rule(CopyLimit, d) == []


def test_one_finding_per_card():
    other = card("Other", "Spell")
    d = deck(entry(RAMPAGE, 4, "main", 5), entry(other, 5, "main", 6))
    assert [v.fix for v in run_rule(CopyLimit, d)] == [
        "remove 1 Rampage from main:",
        "remove 2 Other from main:",
    ]
