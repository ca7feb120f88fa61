"""Id and name normalization: every id form in the wild gives one short code; every name style one key."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from riftcheck.cards.normalize import (
    domain_name,
    name_key,
    normalize_id,
    normalize_id_sized,
    strip_suffixes,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("OGN-001", "OGN-001"),
        ("ogn-001", "OGN-001"),
        ("OGN-001a", "OGN-001a"),
        ("SFD-228*", "SFD-228*"),
        ("SFD-228s", "SFD-228*"),
        ("VEN-R01", "VEN-R01"),
        ("UNL-R05a", "UNL-R05a"),
        ("VEN-SP1", "VEN-SP1"),
        ("OGN-007/298", "OGN-007"),
        ("OGN-007a/298", "OGN-007a"),
        ("SFD-228*/221", "SFD-228*"),
        ("VEN-SP1/006", "VEN-SP1"),
        ("ogn-001-298", "OGN-001"),
        ("ogn-030a-298", "OGN-030a"),
        ("ogn-301*-298", "OGN-301*"),
        ("ogn-299-star-298", "OGN-299*"),
        ("ven-r01", "VEN-R01"),
        ("ven-sp1-006", "VEN-SP1"),
        ("sfd-t03", "SFD-T03"),
        ("OGN-001-1", "OGN-001"),  # TTS: art 1 is the base printing
        ("OGN-001-2", "OGN-001a"),  # TTS: art 2 is the first alternate art
        ("OGN\u00b7001/298", "OGN-001"),  # Chinese catalogue
        ("UNL-001/219", "UNL-001"),
        ("VEN\u00b7R01a", "VEN-R01a"),
        ("SFD-227-STAR", "SFD-227*"),  # DotGG
        ("UNL-022A", "UNL-022a"),
        ("OGNX-007", "OGN-007"),  # extended-art set code
        (" ogn-1 ", "OGN-001"),
    ],
)
def test_id_forms(text, expected):
    assert normalize_id(text) == expected


@pytest.mark.parametrize(
    "text", ["Jinx", "Loose Cannon", "", "OGN", "123", "Jinx, Loose Cannon", "OGN-001 extra"]
)
def test_names_are_not_ids(text):
    assert normalize_id(text) is None


def test_sized_ids_keep_the_set_size_for_promos():
    assert normalize_id_sized("opp-001-219") == "OPP-001/219"
    assert normalize_id_sized("OPP-001/219") == "OPP-001/219"
    assert normalize_id_sized("OPP-255") == "OPP-255"


@pytest.mark.parametrize(
    "a, b",
    [
        ("Jinx - Loose Cannon", "jinx, loose cannon"),
        ("Jinx,Loose Cannon", "JINX ,  LOOSE CANNON"),
        ("Kai\u2019Sa, Survivor", "Kai'Sa - Survivor"),
        ("\uff2a\uff49\uff4e\uff58, Loose Cannon", "Jinx, Loose Cannon"),  # NFKC full-width letters
        ("Ride The Wind", "ride the wind"),
        ("  Ride   the  Wind ", "Ride the Wind"),
    ],
)
def test_name_styles_share_a_key(a, b):
    assert name_key(a) == name_key(b)


def test_different_subtitles_are_different_names():
    assert name_key("Jinx, Loose Cannon") != name_key("Jinx, Demolitionist")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Jinx - Loose Cannon (Overnumbered)", "Jinx - Loose Cannon"),
        ("Fury Rune (Alternate Art)", "Fury Rune"),
        ("Ahri - Nine-Tailed Fox (Metal)", "Ahri - Nine-Tailed Fox"),
        ("Annie - Dark Child (Starter)", "Annie - Dark Child"),
        ("Jinx - Loose Cannon (Signature)", "Jinx - Loose Cannon"),
        ("Master Yi - Wuju Bladesman (Starter)", "Master Yi - Wuju Bladesman"),
        ("Wuju Bladesman - Starter", "Wuju Bladesman"),
        ("Recruit (271)", "Recruit"),
        ("Nine-Tailed Fox", "Nine-Tailed Fox"),
    ],
)
def test_printing_suffixes_are_stripped(text, expected):
    assert strip_suffixes(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Fury", "Fury"),
        ("fury", "Fury"),
        ("red", "Fury"),
        ("purple", "Chaos"),
        ("yellow", "Order"),
        ("orange", "Body"),
        ("green", "Calm"),
        ("blue", "Mind"),
        ("Colorless", None),
        ("colorless", None),
    ],
)
def test_domain_spellings(text, expected):
    assert domain_name(text) == expected


@given(st.text(max_size=40))
def test_name_key_is_idempotent_and_total(text):
    k = name_key(text)
    assert name_key(k) == k


@given(st.text(max_size=30))
def test_normalize_id_never_raises_and_is_stable(text):
    out = normalize_id(text)
    assert out is None or normalize_id(out) == out
