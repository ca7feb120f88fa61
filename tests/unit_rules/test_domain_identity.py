"""domain-identity: every champion/main/sideboard card within the identity."""

from samplecards import FURY_RUNE, JINX_SIG, KENNEN_UNIT, RAMPAGE, TOKEN

from riftcheck.models import Location
from riftcheck.rules.domain_identity import DomainIdentity
from riftcheck.testing import card, deck, entry, run_rule

MIND_CHAOS = {"Mind", "Chaos"}
COLOURLESS = card("Colourless Gadget", "Gear", domains=())


def test_cards_inside_identity_are_fine():
    d = deck(entry(KENNEN_UNIT, 1, "champion", 2), entry(COLOURLESS, 3, "main", 5))
    assert run_rule(DomainIdentity, d, identity=MIND_CHAOS) == []


def test_single_domain_card_outside():
    (v,) = run_rule(DomainIdentity, deck(entry(RAMPAGE, 2, "main", 5)), identity=MIND_CHAOS)
    assert v.message == "Rampage (Fury) is outside this deck's domain identity (Mind, Chaos)"
    assert v.fix == "remove 2 Rampage from main:"  # the exact count (issue 15)
    assert v.location == Location("deck.yaml", 5, 3)


def test_multi_domain_card_needs_all_domains():
    (v,) = run_rule(DomainIdentity, deck(entry(JINX_SIG, 1, "sideboard", 71)), identity=MIND_CHAOS)
    assert v.message == (
        "Super Mega Death Rocket! (Fury, Chaos) is outside this deck's domain identity (Mind, Chaos); Fury is not in it"
    )


def test_no_identity_no_findings():
    assert run_rule(DomainIdentity, deck(entry(RAMPAGE, 2, "main", 5)), identity=None) == []


def test_runes_tokens_and_unknown_cards_are_left_to_others():
    d = deck(
        entry(FURY_RUNE, 12, "runes", 61), entry(TOKEN, 1, "main", 5), entry(None, 1, "main", 6)
    )
    assert run_rule(DomainIdentity, d, identity=MIND_CHAOS) == []


def test_limited_ignores_the_sideboard_pool():
    info = {"mode": "limited", "declared": False, "fits": True, "explanation": ""}
    d = deck(entry(RAMPAGE, 1, "sideboard", 71))
    assert run_rule(DomainIdentity, d, identity=MIND_CHAOS, tables={"identity_info": info}) == []


def test_limited_deck_fitting_no_identity():
    info = {"mode": "limited", "declared": False, "fits": False, "explanation": ""}
    calm = card("Calm Thing", domains=("Calm",))
    body = card("Body Thing", domains=("Body",))
    d = deck(
        entry(RAMPAGE, 1, "main", 5),
        entry(calm, 1, "main", 6),
        entry(body, 1, "main", 7),
        entry(KENNEN_UNIT, 1, "main", 8),
    )
    vs = run_rule(
        DomainIdentity,
        d,
        identity={"Fury", "Calm", "Chaos"},
        tables={"identity_info": info},
        ruleset="sealed",
    )
    assert (
        vs[0].message
        == "The deck's cards span 4 domains (Fury, Calm, Body, Chaos); a Sealed deck may use at most 3"
    )
    assert [v.message for v in vs[1:]] == [
        "Body Thing (Body) is outside this deck's domain identity (Fury, Calm, Chaos)"
    ]
