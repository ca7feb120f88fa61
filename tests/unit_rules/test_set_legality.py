"""set-legality: a card is legal if any regular printing is in a legal set."""

import dataclasses
import datetime as dt

from samplecards import RAMPAGE, as_of

from riftcheck.models import CardRef
from riftcheck.rules.set_legality import SetLegality
from riftcheck.testing import card, deck, entry, run_rule

SETS = [
    {"code": "OGN", "name": "Origins", "release": dt.date(2025, 10, 31), "standard": True},
    {"code": "VEN", "name": "Vendetta", "release": dt.date(2026, 7, 31), "standard": True},
    {"code": "RAD", "name": "Radiance", "release": dt.date(2026, 10, 23), "standard": True},
    {"code": "ARC", "name": "Arcane Box Set", "release": dt.date(2025, 11, 7), "standard": False},
]


def _tables(on: dt.date) -> dict:
    return {
        "sets": SETS,
        "set_release": {s["code"]: s["release"] for s in SETS},
        "legal_sets": frozenset(s["code"] for s in SETS if s["standard"] and s["release"] <= on),
    }


def _run(c, on="2026-10-01", **kw):
    d = deck(entry(c, 1, "main", 5, **kw))
    return run_rule(SetLegality, d, tables=_tables(as_of(on)), as_of=as_of(on))


def test_card_from_legal_set():
    assert _run(RAMPAGE) == []


def test_promo_printing_of_legal_card_is_legal():
    assert _run(RAMPAGE, printing="OPP-010") == []


def test_unreleased_set():
    rad = card("Xyz", ids=("RAD-012",))
    (v,) = _run(rad)
    assert v.message == "Xyz (RAD-012) is from Radiance, which is not legal until 2026-10-23"
    assert v.cards == (CardRef("Xyz", "RAD-012"),)


def test_legal_after_release():
    assert _run(card("Xyz", ids=("RAD-012",)), on="2026-10-23") == []


def test_card_without_english_name_shows_its_id():
    chinese_only = dataclasses.replace(card("rad-099", ids=("RAD-099",)), name=None)
    (v,) = _run(chinese_only)
    assert v.message == "RAD-099 is from Radiance, which is not legal until 2026-10-23"


def test_non_standard_set():
    arc = card("Arcane Thing", ids=("ARC-001",))
    (v,) = _run(arc)
    assert (
        v.message
        == "Arcane Thing (ARC-001) is from Arcane Box Set, which is not legal in constructed on 2026-10-01"
    )


def test_overnumbered_alone_does_not_make_legal():
    over = card("Over", ids=("OGN-301",), variants={"OGN-301": "overnumbered"})
    (v,) = _run(over)
    assert v.message == (
        "Over (OGN-301) is known only from overnumbered printings, which do not make a card legal by themselves "
        "(TR 601.2.c)"
    )


def test_no_set_table_no_findings():
    rad = card("Xyz", ids=("RAD-012",))
    assert run_rule(SetLegality, deck(entry(rad, 1, "main", 5))) == []


def _korea(c, on):
    return _korea_deck(deck(entry(c, 1, "main", 5)), on)


def _korea_deck(d, on):
    from riftcheck.rulesets import load_ruleset

    rs = load_ruleset("constructed").for_region("kr")
    return run_rule(SetLegality, d, tables=rs.tables_on(as_of(on)), as_of=as_of(on))


def test_a_set_of_unknown_local_date_before_its_worldwide_release_says_both():
    """Korea: the Korean date of Legacy is not known. Before its worldwide release the card is a
    warning that says it is most likely not legal yet (a local launch can come first, as Origins
    did in China: an error would be a silent no), from it a warning that it may not be."""
    lgc = card("Legacy Card", ids=("LGC-012",))
    (v,) = _korea(lgc, "2027-01-28")
    assert v.kind == "release-unknown"
    assert v.message == (
        "Legacy Card (LGC-012) is from Legacy, whose launch date in Korea is not known; its"
        " worldwide release is on 2027-01-29, so it is most likely not legal there on 2027-01-28"
    )
    assert v.fix == (
        "check with the organiser whether Legacy is out in Korea, or check the deck as of"
        " 2027-01-29 or later"
    )
    (w,) = _korea(lgc, "2027-01-29")
    assert w.kind == "release-unknown"
    assert w.message == (
        "Legacy Card (LGC-012) is from Legacy, whose launch date in Korea is not known (worldwide"
        " release 2027-01-29), so it may not be legal there on 2027-01-29"
    )


def test_a_set_not_launched_in_the_region_is_said_so_before_its_worldwide_release_too():
    """Taiwan, Hong Kong and Macau: Radiance had not launched there by the data's check; before its
    worldwide release the message said "not legal until 2026-10-23", a date that does not hold there."""
    from riftcheck.rulesets import load_ruleset

    rad = card("Radiant Card", ids=("RAD-012",))
    rs = load_ruleset("constructed").for_region("tw")
    for on in ("2026-10-16", "2026-10-23", "2026-12-01"):
        d = deck(entry(rad, 1, "main", 5))
        (v,) = run_rule(SetLegality, d, tables=rs.tables_on(as_of(on)), as_of=as_of(on))
        assert v.kind == "default"
        assert v.message == (
            "Radiant Card (RAD-012) is from Radiance, which had not launched in Taiwan, Hong Kong"
            f" and Macau on {on} (by the regional data, checked on 2026-12-01)"
        )


def test_a_set_whose_korean_date_is_known_is_judged_by_it():
    pg2 = card("Second Edition Card", ids=("PG2-001",))
    (v,) = _korea(pg2, "2027-02-18")
    assert v.message.endswith("which is not legal in Korea until 2027-02-19")
    assert _korea(pg2, "2027-02-19") == []


def test_cards_in_fixed_zones_are_replaced_and_the_others_removed_by_exact_counts():
    """S2 of the attack: "remove these 10 cards" took out the legend, the Chosen Champion and the
    battlefields, leaving a deck that can never be legal; a card there is replaced, the main deck
    and sideboard cards removed, with the number of copies in each zone."""
    legend = card("Ven Legend", "Legend", ids=("VEN-201",))
    champ = card("Ven Champ", ids=("VEN-202",))
    field = card("Ven Field", "Battlefield", ids=("VEN-203",))
    unit = card("Ven Unit", ids=("VEN-204",))
    spell = card("Ven Spell", "Spell", ids=("VEN-205",))
    d = deck(
        entry(legend, 1, "legend", 2),
        entry(champ, 1, "champion", 3),
        entry(champ, 2, "main", 5),
        entry(unit, 3, "main", 6),
        entry(spell, 1, "sideboard", 9),
        entry(field, 1, "battlefields", 7),
    )
    on = as_of("2026-07-30")
    (v,) = run_rule(SetLegality, d, tables=_tables(on), as_of=on, ruleset="constructed")
    assert str(v.fix) == (
        "replace 1 Ven Legend under legend: with a legend of a set legal in constructed on"
        " 2026-07-30; replace 1 Ven Champ under champion: with a champion unit of a set legal in"
        " constructed on 2026-07-30; replace 1 Ven Field under battlefields: with a battlefield of"
        " a set legal in constructed on 2026-07-30; remove 2 Ven Champ from main:; remove 3 Ven"
        " Unit from main:; remove 1 Ven Spell from sideboard:, or check the deck as of 2026-07-31"
        " or later"
    )  # after replacements each removal names its card: "these cards" read as those (atkQ 6)


def test_one_main_deck_card_keeps_its_own_removal():
    (v,) = _run(card("Xyz", ids=("RAD-012",)))
    assert str(v.fix) == "remove 1 Xyz from main:, or check the deck as of 2026-10-23 or later"


def test_a_korean_launch_date_names_korea_in_the_merged_message_too():
    a, b = card("Pg A", ids=("PG2-001",)), card("Pg B", ids=("PG2-002",))
    d = deck(entry(a, 1, "main", 5), entry(b, 2, "main", 6))
    vs = _korea_deck(d, "2027-02-18")
    assert [str(v.message).split(":")[0] for v in vs] == [
        "2 cards are from Proving Grounds, 2nd Edition, which is not legal in Korea until 2027-02-19"
    ]


def test_a_card_judged_by_another_sets_printing_shows_that_printing():
    """S7 of the attack: "Order Rune (OGN-214) is from Spiritforged" said an Origins id was from
    Spiritforged; the name is legal (or not) through its Spiritforged printing, which is shown."""
    rune = card("Order Rune", "Rune", ids=("UNL-R06", "SFD-R06"))
    d = deck(entry(rune, 6, "runes", 30, printing="UNL-R06"))
    (v,) = _korea_deck(d, "2026-09-20")
    assert v.message.startswith("Order Rune (SFD-R06) is from Spiritforged, whose launch date")


def test_before_the_game_launched_in_korea_a_set_of_unknown_korean_date_is_not_legal():
    """S7 of the attack: Korea's rift opened on 2026-09-18 with Origins (``opened:``), so on
    2026-08-06 Spiritforged (Korean date unknown) cannot have launched there: an error, not a
    "may not be legal" warning; after that day it is the warning again."""
    sfd = card("Spirit Card", ids=("SFD-001",))
    (v,) = _korea(sfd, "2026-08-06")
    assert v.kind == "default"
    assert v.message == (
        "Spirit Card (SFD-001) is from Spiritforged, which had not launched in Korea on"
        " 2026-08-06: the game launched there on 2026-09-18"
    )
    assert v.fix == "remove 1 Spirit Card from main:, or check the deck as of 2026-09-18 or later"
    (w,) = _korea(sfd, "2026-09-18")
    assert w.kind == "release-unknown"
