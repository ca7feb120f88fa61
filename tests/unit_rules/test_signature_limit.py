"""signature-limit: at most 3 Signature cards in main; sideboard risk as a warning."""

from samplecards import JINX_SIG, ORNN_CAPE, RAMPAGE

from riftcheck.rules.signature_limit import SignatureLimit
from riftcheck.testing import card, deck, entry, run_rule

OTHER_SIG = card("Get Excited!", "Spell", supertypes=("Signature",), champion_tag="Jinx")


def test_three_signature_cards_are_legal():
    assert (
        run_rule(SignatureLimit, deck(entry(JINX_SIG, 3, "main", 5), entry(RAMPAGE, 3, "main", 6)))
        == []
    )


def test_four_signature_cards_regardless_of_name():
    d = deck(entry(JINX_SIG, 3, "main", 5), entry(OTHER_SIG, 1, "main", 6))
    (v,) = run_rule(SignatureLimit, d)
    assert (
        v.message
        == "4 Signature cards in the main deck (Super Mega Death Rocket! x3, Get Excited! x1); the limit is 3"
    )
    assert v.fix == "remove 1 Signature card from the main deck"
    assert v.location.line == 6
    assert v.kind == "default"


def test_unique_signature_counts():
    d = deck(entry(JINX_SIG, 3, "main", 5), entry(ORNN_CAPE, 1, "main", 6))
    assert len(run_rule(SignatureLimit, d)) == 1


def test_sideboard_risk_is_a_warning_kind():
    d = deck(entry(JINX_SIG, 3, "main", 5), entry(OTHER_SIG, 2, "sideboard", 71))
    (v,) = run_rule(SignatureLimit, d)
    assert v.kind == "sideboard-risk"
    assert SignatureLimit.severities["sideboard-risk"] == "warning"
    assert v.message == (
        "5 Signature cards in main deck and sideboard (3 in main, 2 in sideboard); "
        "after sideboarding the main deck may hold at most 3"
    )
    assert v.location.line == 71


def test_sideboard_alone_within_cap_is_fine():
    d = deck(entry(JINX_SIG, 1, "main", 5), entry(OTHER_SIG, 2, "sideboard", 71))
    assert run_rule(SignatureLimit, d) == []


def test_option_max():
    (v,) = run_rule(SignatureLimit, deck(entry(JINX_SIG, 2, "main", 5)), options={"max": 1})
    assert v.message.endswith("the limit is 1")
