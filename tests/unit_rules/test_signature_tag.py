"""signature-tag: Signature cards carry the legend's champion tag (Sealed: spells are free)."""

from samplecards import JINX_SIG, KENNEN_LEGEND, KENNEN_SIG, ORNN_CAPE

from riftcheck.models import CardRef
from riftcheck.rules.signature_tag import SignatureTag
from riftcheck.testing import deck, entry, run_rule


def _deck(*cards, legend=KENNEN_LEGEND):
    entries = [entry(c, 1, "main", 5 + i) for i, c in enumerate(cards)]
    if legend is not None:
        entries.append(entry(legend, 1, "legend", 1))
    return deck(*entries)


def test_legends_own_signature_is_fine():
    assert run_rule(SignatureTag, _deck(KENNEN_SIG)) == []


def test_other_champions_signature_is_illegal():
    (v,) = run_rule(SignatureTag, _deck(KENNEN_SIG, JINX_SIG))
    assert (
        v.message
        == "Super Mega Death Rocket! is a Jinx Signature card, but this legend's champion tag is Kennen"
    )
    # whose Signature it is and why it goes (the fix says so, never "change the champion"), and
    # every copy with its zone (atkA 27)
    assert (
        v.fix == "remove 1 Super Mega Death Rocket! from main: "
        "(a Jinx Signature card cannot be played with a Kennen legend)"
    )
    assert v.location.line == 6
    assert v.cards == (CardRef("Super Mega Death Rocket!", JINX_SIG.printings[0].id),)


def test_an_before_vowel():
    (v,) = run_rule(SignatureTag, _deck(ORNN_CAPE))
    assert v.message.startswith("Forgefire Cape is an Ornn Signature card")


def test_sideboard_is_checked_once_per_card():
    d = deck(
        entry(KENNEN_LEGEND, 1, "legend", 1),
        entry(JINX_SIG, 1, "main", 5),
        entry(JINX_SIG, 1, "sideboard", 71),
    )
    assert len(run_rule(SignatureTag, d)) == 1


def test_no_legend_no_findings():
    assert run_rule(SignatureTag, _deck(JINX_SIG, legend=None)) == []


def test_limited_allows_foreign_signature_spells():
    assert run_rule(SignatureTag, _deck(JINX_SIG), options={"require_legend_tag": False}) == []


def test_limited_flags_foreign_signature_gear_as_gap():
    (v,) = run_rule(
        SignatureTag, _deck(ORNN_CAPE, legend=None), options={"require_legend_tag": False}
    )
    assert v.kind == "limited-gap"
    assert SignatureTag.severities["limited-gap"] == "warning"
    assert v.message.startswith(
        "Forgefire Cape is an Ornn Signature gear; TR 602.4.a only allows Signature spells"
    )
