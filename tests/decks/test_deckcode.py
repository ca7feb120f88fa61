"""Piltover Archive deck codes: the shared vectors, npm 1.1.0 behaviours, errors with positions."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riftcheck.decks import deckcode
from riftcheck.infra.errors import InputError


def _pairs(items):
    return [(e["cardCode"], e["count"]) for e in items]


@pytest.fixture(scope="module")
def vectors(shared_dir):
    return json.loads((shared_dir / "examples/decks/deck-code-vectors.json").read_text())["vectors"]


def test_every_vector_decodes(vectors):
    assert len(vectors) >= 14
    for v in vectors:
        d = deckcode.decode(v["code"])
        want = v["decoded"]
        assert d.version == v["version"], v["name"]
        assert list(d.main) == _pairs(want["mainDeck"]), v["name"]
        assert list(d.sideboard) == _pairs(want["sideboard"]), v["name"]
        assert d.champion == want.get("chosenChampion"), v["name"]
        assert list(d.legends) == want.get("additionalLegends", []), v["name"]


def test_v3_encoding_is_byte_identical_to_npm(vectors):
    encoded = 0
    for v in vectors:
        if v["version"] != 3 or not v["input"]:
            continue
        i = v["input"]
        code = deckcode.encode(
            _pairs(i["mainDeck"]), _pairs(i["sideboard"]), i.get("chosenChampion"), version=3
        )
        assert code == v["code"], v["name"]
        encoded += 1
    assert encoded == 5


def test_newer_versions_reencode_identically(vectors):
    """v4 and v6 fixtures come back byte for byte when re-encoded from their decoded content."""
    for v in vectors:
        if v["version"] < 4:
            continue
        d = deckcode.decode(v["code"])
        assert deckcode.encode(d.main, d.sideboard, d.champion, legends=d.legends) == v["code"], v[
            "name"
        ]


def test_v2_code_has_no_champion(vectors):
    v2 = next(v for v in vectors if v["version"] == 2)
    d = deckcode.decode(v2["code"])
    assert d.champion is None and len(d.sideboard) == 5


OWN_VECTORS = Path(__file__).resolve().parents[1] / "fixtures" / "decks" / "deck-code-vectors.json"


def test_own_vectors_decode_and_reencode():
    """Four vectors kept in tests/fixtures (v2, v3, v4, v6): the decoder meets codes it did not make without ../shared."""
    vectors = json.loads(OWN_VECTORS.read_text(encoding="utf-8"))["vectors"]
    assert sorted(v["version"] for v in vectors) == [2, 3, 4, 6]
    for v in vectors:
        d = deckcode.decode(v["code"])
        want = v["decoded"]
        assert d.version == v["version"], v["name"]
        assert list(d.main) == _pairs(want["mainDeck"]), v["name"]
        assert list(d.sideboard) == _pairs(want["sideboard"]), v["name"]
        assert d.champion == want.get("chosenChampion"), v["name"]
        assert list(d.legends) == want.get("additionalLegends", []), v["name"]
        if v["version"] >= 4:
            assert (
                deckcode.encode(d.main, d.sideboard, d.champion, legends=d.legends) == v["code"]
            ), v["name"]


def test_decoding_accepts_lower_case():
    code = "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"
    assert deckcode.decode(code.lower()) == deckcode.decode(code)


def test_order_does_not_matter_and_signed_forms_agree():
    a = deckcode.encode([("OGN-004", 3), ("SFD-228*", 1), ("OGN-009", 2)])
    b = deckcode.encode([("OGN-009", 2), ("SFD-228s", 1), ("OGN-004", 3)])
    assert a == b
    assert ("SFD-228s", 1) in deckcode.decode(a).main


def test_npm_documented_signed_code():
    assert deckcode.encode([("SFD-228*", 1)], version=3) == "CMAAAAAAAAAAAAAAAAAACAIDALSACAAAAAAA"


def test_lowest_version_is_chosen():
    assert deckcode.decode(deckcode.encode([("OGN-007", 3)])).version == 3
    assert deckcode.decode(deckcode.encode([("SFD-R02", 3)])).version == 4
    assert deckcode.decode(deckcode.encode([("VEN-097", 20)])).version == 5
    assert deckcode.decode(deckcode.encode([("OGN-004", 3)], [("OGN-009", 4)])).version == 5
    assert deckcode.decode(deckcode.encode([("VEN-SP1", 1)])).version == 5


def test_never_drops_cards_silently():
    """npm 1.1.0 drops 13 copies silently; asking for v3 explicitly must fail instead."""
    with pytest.raises(deckcode.EncodeError, match="needs deck code version 5"):
        deckcode.encode([("OGN-007", 13)], version=3)
    assert deckcode.decode(deckcode.encode([("OGN-007", 13)])).main == (("OGN-007", 13),)


def test_unknown_set_cannot_be_encoded():
    with pytest.raises(deckcode.EncodeError, match="OPP"):
        deckcode.encode([("OPP-001", 1)])


@pytest.mark.parametrize(
    ("code", "column", "message"),
    [
        ("", 1, "empty deck code"),
        ("CMAAAAAAAAAAAAAAAEAQAAAHAEAQ1ACZ", 29, "'1' at position 29 is not a base32 letter"),
        ("C4AAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA", 1, "unknown deck code version 7"),
        ("CAAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA", 1, "unknown deck code version 0"),
        ("EMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA", 1, "format 2"),
        ("CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAA", 44, "truncated"),
        ("CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAAAAAA", 47, "unexpected byte(s)"),
    ],
)
def test_errors_name_the_position(code, column, message):
    with pytest.raises(InputError) as exc:
        deckcode.decode(code, file="deck.txt", line=3, column=1)
    assert message in exc.value.message
    assert exc.value.location.file == "deck.txt"
    assert exc.value.location.line == 3
    assert exc.value.location.column == column


def test_unknown_set_id_is_located_at_its_byte():
    data = bytearray([0x13] + [0] * 9 + [1, 1, 9, 0, 7] + [0, 0] + [0, 0, 0, 0])
    code = deckcode._b32encode(bytes(data))
    with pytest.raises(InputError) as exc:
        deckcode.decode(code)
    assert "unknown set id 9" in exc.value.message
    assert exc.value.location.column == 12 * 8 // 5 + 1


def _number(n: int, prefix: str) -> str:
    if prefix == "R":
        return f"R{n % 100:02d}"
    return f"SP{n}" if prefix == "SP" else f"{n:03d}"


_card = st.builds(
    lambda s, n, v, prefix: f"{s}-{_number(n, prefix)}{v}",
    st.sampled_from(deckcode.SETS),
    st.integers(1, 400),
    st.sampled_from(["", "a", "s", "b"]),
    st.sampled_from(["", "", "", "R", "SP"]),
)


@settings(max_examples=150, deadline=None)
@given(
    main=st.dictionaries(_card, st.integers(1, 30), min_size=1, max_size=25),
    side=st.dictionaries(_card, st.integers(1, 6), max_size=8),
    data=st.data(),
)
def test_encode_decode_round_trip(main, side, data):
    champion = data.draw(st.sampled_from(sorted(main)))
    code = deckcode.encode(list(main.items()), list(side.items()), champion)
    d = deckcode.decode(code)
    assert dict(d.main) == main
    assert dict(d.sideboard) == side
    assert d.champion == champion


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", min_size=0, max_size=80))
def test_garbage_never_crashes(text):
    try:
        deckcode.decode("CM" + text)
    except InputError as exc:
        assert exc.location is not None and exc.location.column >= 1


@pytest.mark.parametrize("version", [3, 5, 6])
def test_a_code_of_a_set_newer_than_riftcheck_says_so(version):
    """Set byte 7 (the next set after Radiance, 6): one error that says what it means, for codes
    built here in each layout (v3 fixed walk, v5 sparse, v6 with additional legends)."""
    main = [("OGN-007", 3), ("RAD-010", 2)]
    code = deckcode.encode(main, version=version, legends=["OGN-251"] if version == 6 else ())
    data = bytearray(base64.b32decode(code + "=" * (-len(code) % 8)))
    at = data.index(deckcode.SETS.index("RAD"))
    data[at] = 7  # the first RAD set byte becomes an unknown set
    with pytest.raises(InputError) as exc:
        deckcode.decode(deckcode._b32encode(bytes(data)))
    assert exc.value.message == (
        "deck code has unknown set id 7: a set newer than this riftcheck knows (it knows set ids 0"
        " to 6, OGN to RAD), or a damaged code: update riftcheck"
    )
    assert exc.value.location.column == at * 8 // 5 + 1
