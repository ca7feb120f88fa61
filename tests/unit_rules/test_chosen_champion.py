"""chosen-champion: one Champion unit whose champion tag is the legend's."""

from samplecards import JINX_SIG, JINX_UNIT, KENNEN_LEGEND, KENNEN_UNIT, TEEMO_UNIT, TIBBERS

from riftcheck.models import CardRef, Location
from riftcheck.rules.chosen_champion import ChosenChampion
from riftcheck.testing import card, deck, entry, run_rule


def _deck(champ, count=1, legend=KENNEN_LEGEND):
    entries = [entry(champ, count, "champion", 2)]
    if legend is not None:
        entries.append(entry(legend, 1, "legend", 1))
    return deck(*entries)


def test_matching_champion_is_legal():
    assert run_rule(ChosenChampion, _deck(KENNEN_UNIT)) == []


def test_two_copies_of_the_champion_in_the_slot_are_illegal():
    # issue 11: the champion slot holds exactly one card (it was "fine" before)
    (v,) = run_rule(ChosenChampion, _deck(KENNEN_UNIT, count=2))
    assert v.message == (
        f"The champion slot holds 2 copies of {KENNEN_UNIT.display_name}; it holds exactly one card, the Chosen Champion"
    )
    assert v.location == Location("deck.yaml", 2, 3)
    # S8 of the attack: the size counts the slot, so the extra copy moves to the main deck
    # (removing it made a 40-card deck 39)
    assert v.fix == "move 1 Kennen, Swift Justice from champion: to main:"


def test_the_extra_copy_is_removed_when_the_deck_is_over_size():
    # issue 15: moving would keep the main deck at 41
    filler = card("Filler", ids=("OGN-900",))
    d = deck(
        entry(KENNEN_UNIT, 2, "champion", 2),
        entry(KENNEN_LEGEND, 1, "legend", 1),
        entry(filler, 39, "main", 4),
    )
    (v,) = run_rule(ChosenChampion, d)
    assert v.fix == "remove 1 Kennen, Swift Justice from champion:"


def test_the_extra_copy_is_removed_when_the_card_is_over_its_copy_limit():
    # issue 15: moving would keep 4 copies
    d = deck(
        entry(KENNEN_UNIT, 2, "champion", 2),
        entry(KENNEN_LEGEND, 1, "legend", 1),
        entry(KENNEN_UNIT, 2, "main", 4),
    )
    (v,) = run_rule(ChosenChampion, d)
    assert v.fix == "remove 1 Kennen, Swift Justice from champion:"


def test_the_extra_copy_is_moved_when_size_and_copies_allow():
    filler = card("Filler", ids=("OGN-900",))
    d = deck(
        entry(KENNEN_UNIT, 2, "champion", 2),
        entry(KENNEN_LEGEND, 1, "legend", 1),
        entry(filler, 38, "main", 4),
    )
    (v,) = run_rule(ChosenChampion, d)
    assert v.fix == "move 1 Kennen, Swift Justice from champion: to main:"


def test_yordle_champion_under_kennen_legend_is_illegal():
    (v,) = run_rule(ChosenChampion, _deck(TEEMO_UNIT))
    assert (
        v.message
        == "Teemo, Scout carries the champion tag Teemo, but this legend's champion tag is Kennen"
    )
    assert v.location == Location("deck.yaml", 2, 3)
    assert v.cards == (CardRef("Teemo, Scout", TEEMO_UNIT.printings[0].id),)
    assert v.fix == "choose a Champion unit tagged Kennen"


def test_unrelated_champion_names_its_own_tag():
    (v,) = run_rule(ChosenChampion, _deck(JINX_UNIT))
    assert (
        v.message
        == "Jinx, Demolitionist carries the champion tag Jinx, but this legend's champion tag is Kennen"
    )


def test_fix_names_champions_from_the_database():
    other = card("Kennen, Other", "Unit", supertypes=("Champion",), champion_tag="Kennen")

    class FakeDB:
        def champion_units(self, tag):
            return (KENNEN_UNIT, other) if tag == "Kennen" else ()

    (v,) = run_rule(ChosenChampion, _deck(TEEMO_UNIT), db=FakeDB())
    # two to choose from: advice, the wrong card named, no pick (R13 of the re-test)
    assert v.fix == (
        "replace Teemo, Scout in champion: with a Kennen Champion unit, e.g. Kennen, Swift Justice "
        "or Kennen, Other (which one is your choice)"
    )


def test_the_one_unit_of_the_database_replaces_the_wrong_card():
    class FakeDB:
        def champion_units(self, tag):
            return (KENNEN_UNIT,) if tag == "Kennen" else ()

    (v,) = run_rule(ChosenChampion, _deck(TEEMO_UNIT), db=FakeDB())
    # the wrong card out, the right one in: the deck keeps its size (R13 of the re-test)
    assert v.fix == "replace 1 Teemo, Scout under champion: with 1 Kennen, Swift Justice"


def test_signature_unit_never_qualifies():
    annie = card(
        "Annie, Dark Child",
        "Legend",
        domains=("Fury", "Chaos"),
        champion_tag="Annie",
        tags=("Annie",),
    )
    (v,) = run_rule(ChosenChampion, _deck(TIBBERS, legend=annie))
    assert (
        v.message
        == "Tibbers is a Signature unit, not a Champion unit; it cannot be the Chosen Champion"
    )


def test_plain_unit_is_not_a_champion():
    grunt = card("Grunt", domains=("Chaos",))
    (v,) = run_rule(ChosenChampion, _deck(grunt))
    assert "not a Champion unit" in v.message and "without the Champion supertype" in v.message


def test_non_unit_is_left_to_zone_card_type():
    assert run_rule(ChosenChampion, _deck(JINX_SIG)) == []


def test_two_different_champions():
    d = deck(
        entry(KENNEN_LEGEND, 1, "legend", 1),
        entry(KENNEN_UNIT, 1, "champion", 2),
        entry(TEEMO_UNIT, 1, "champion", 3),
    )
    vs = run_rule(ChosenChampion, d)
    assert vs[0].message == (
        "The champion slot holds 2 different cards (Kennen, Swift Justice and Teemo, Scout); "
        "it must hold exactly one Chosen Champion"
    )
    assert vs[0].location.line == 3
    assert [v.message for v in vs[1:]] == [
        "Teemo, Scout carries the champion tag Teemo, but this legend's champion tag is Kennen"
    ]


def test_missing_champion_is_an_error_by_default():
    (v,) = run_rule(ChosenChampion, deck(entry(KENNEN_LEGEND, 1, "legend", 1)))
    assert v.message == "The deck names no Chosen Champion; it must have exactly one"
    assert v.location == Location("deck.yaml", 2, 1)
    assert v.kind == "default"


def test_missing_champion_optional_in_limited():
    (v,) = run_rule(
        ChosenChampion, deck(entry(KENNEN_LEGEND, 1, "legend", 1)), options={"required": False}
    )
    assert v.kind == "missing-optional"
    assert v.message == (
        "The deck has no Chosen Champion, which is allowed here; "
        "that player draws 1 extra card at their first Beginning Phase (TR 602.4.a.5)"
    )
    assert ChosenChampion.severities["missing-optional"] == "info"


def test_missing_legend_and_champion_is_still_one_extra_card():
    (v,) = run_rule(ChosenChampion, deck(), options={"required": False})
    assert v.kind == "missing-optional"
    assert "still draws only 1 extra card in all" in v.message


def test_tag_comparison_skipped_without_legend():
    assert run_rule(ChosenChampion, _deck(TEEMO_UNIT, legend=None)) == []


def test_tag_comparison_off_in_limited():
    assert run_rule(ChosenChampion, _deck(TEEMO_UNIT), options={"match_legend_tag": False}) == []


def test_unresolved_champion_is_ignored():
    assert run_rule(ChosenChampion, _deck(None)) == []
