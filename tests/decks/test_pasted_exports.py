"""The lists other deck sites export, at their edges: what is read, what is refused, what is said.

The shapes themselves are fixtures (tests/fixtures/decks/good and bad: openrift-tts-sideboard,
riftmana-glued-x, riftboundfrance, side-deck-header, riftboundsealed-flat-sideboard, dotgg-*)
and verdict cases (tests/cases/_reading/); these tests try the readings' limits.
"""

from __future__ import annotations

import json

import pytest

from riftcheck.decks import detect_format, read_deck
from riftcheck.infra.errors import InputError

KENNEN = {"VEN-155": "1", "VEN-113": "3", "OGN-169": "3", "OGN-166": "6", "OGN-214": "6"}


def _read(db, text, **kw):
    return read_deck("-", db, text=text, **kw)


def test_dotgg_is_recognised_by_its_shape_whatever_the_file_name():
    dotgg = json.dumps({"humanname": "K", "boards": [KENNEN]})
    assert detect_format("deck.json", dotgg) == "dotgg"
    assert detect_format(None, dotgg) == "dotgg"
    assert detect_format("deck.json", json.dumps({"name": "K", "legend": "Kennen"})) == "json"
    # a riftcheck deck that happens to have a "deck" key is still a riftcheck deck
    assert detect_format("d.json", json.dumps({"deck": {"OGN-169": "3"}, "main": ["3 Gust"]})) == (
        "json"
    )
    assert detect_format("d.json", "{not json") == "json"  # the JSON reader says what is wrong


def test_dotgg_boards_win_and_a_disagreeing_deck_object_is_said(db):
    text = json.dumps({"deck": {"OGN-169": "1"}, "boards": [KENNEN, {"OGN-173": "2"}]})
    deck = _read(db, text)
    assert [(e.card.name, e.count) for e in deck.sideboard] == [("Ride the Wind", 2)]
    codes = [n.code for n in deck.notices]
    assert "dotgg-deck-differs" in codes and "dotgg-shape" in codes


def test_dotgg_counts_must_be_whole_numbers(db):
    for bad in ('"6.0"', '"-1"', "true", '"0"', '"1000"', "null", '"12345678901"'):
        with pytest.raises(InputError) as exc:
            _read(db, '{"boards": [{"OGN-169": ' + bad + "}]}")
        assert exc.value.message.startswith("boards[0], OGN-169: count "), bad
        assert exc.value.location.line == 1


@pytest.mark.parametrize(
    ("count", "shown"),
    [
        ('"6x"', '"6x"'),
        ('" 6 "', '" 6 "'),  # a padded count is not how the site writes one
        ('"\u0663"', '"\u0663"'),  # ARABIC-INDIC DIGIT THREE: a digit to str.isdigit, not a count
        ('"-3"', '"-3"'),
        ("-3", "-3"),
        ("0", "0"),
        ("1.5", "1.5"),
        ('"1.5"', '"1.5"'),
        ("3e2", "3e2"),
        ("true", "true"),
        ("null", "null"),
        ("99999", "99999"),
        ("9" * 40, "9" * 20 + "..."),
    ],
)
def test_dotgg_a_bad_count_names_the_board_the_card_and_the_value_as_written(db, count, shown):
    """A17: each count the site would not write is an error at its line and column, naming the
    board and the card id, with the value as the JSON file has it (``true``, not ``True``)."""
    text = '{"humanname": "K",\n "boards": [{"OGN-169": "3"}, {"OGN-173": ' + count + "}]}"
    with pytest.raises(InputError) as exc:
        _read(db, text)
    assert exc.value.message == (
        f"boards[1], OGN-173: count {shown} is not valid: expected a whole number from 1 to 999 "
        '(the site writes "3")'
    )
    assert (exc.value.location.line, exc.value.location.column) == (2, 43)


@pytest.mark.parametrize(
    ("text", "message", "column"),
    [
        ('{"boards": "x"}', "boards: expected a list of 1 or 2 objects of card ids and counts", 12),
        ('{"boards": []}', "boards: expected a list of 1 or 2 objects of card ids and counts", 12),
        (
            '{"boards": {"0": {}}}',
            "boards: expected a list of 1 or 2 objects of card ids and counts",
            12,
        ),
        (
            '{"boards": [["OGN-169"]]}',
            'boards[0]: expected an object of card ids and counts, such as {"OGN-042": "6"}',
            13,
        ),
        (
            '{"boards": [{"OGN-169": "3"}, null]}',
            'boards[1]: expected an object of card ids and counts, such as {"OGN-042": "6"}',
            31,
        ),
        (
            '{"boards": [{}, {}, {}]}',
            "boards: 3 boards, expected at most 2 (everything but the sideboard, then the sideboard)",
            21,
        ),
        (
            '{"deck": ["OGN-169"]}',
            'deck: expected an object of card ids and counts, such as {"OGN-042": "6"}',
            10,
        ),
        (
            '{"humanname": 5, "deck": {"OGN-169": "3"}}',
            "humanname: expected the deck's name as text",
            15,
        ),
        (
            '{"boards": [{"Gust": "3"}]}',
            "boards[0]: 'Gust' is not a card id: expected SET-NNN such as OGN-042",
            14,
        ),
    ],
)
def test_dotgg_a_board_of_the_wrong_shape_is_an_error_at_its_place(db, text, message, column):
    with pytest.raises(InputError) as exc:
        _read(db, text)
    assert exc.value.message == message
    assert (exc.value.location.line, exc.value.location.column) == (1, column)


def test_dotgg_keys_riftcheck_does_not_read_are_said(db):
    """The site's other keys are not read, and the notice says which (a key riftcheck does not
    know could hold cards: the shape is second-hand)."""
    deck = _read(
        db, json.dumps({"humanname": "K", "boards": [KENNEN], "sideboard2": {"OGN-173": "2"}})
    )
    (said,) = [n for n in deck.notices if n.code == "dotgg-keys-not-read"]
    assert said.message == (
        "keys not read (not part of a DotGG deck as riftcheck knows it): 'sideboard2'"
    )
    deck = _read(db, json.dumps({"humanname": "K", "boards": [KENNEN]}))
    assert "dotgg-keys-not-read" not in [n.code for n in deck.notices]


def test_a_tts_string_without_runes_has_no_sideboard(db):
    deck = _read(db, "VEN-155-1 VEN-113-1 OGN-169-1 OGN-169-1 OGN-173-1")
    assert deck.sideboard == () and "tts-sideboard" not in [n.code for n in deck.notices]


def test_after_the_runes_only_main_deck_cards_are_the_sideboard(db):
    # a battlefield and a legend written after the runes keep the zones of their types
    deck = _read(db, "VEN-155-1 OGN-169-1 OGN-166-1 OGN-173-1 SFD-212-1 OGN-169-1")
    assert [e.card.name for e in deck.sideboard] == ["Ride the Wind", "Gust"]
    assert [e.card.name for e in deck.battlefields] == ["Minefield"]
    assert [(e.card.name, e.count) for e in deck.main] == [("Gust", 1)]


def test_glued_x_needs_a_letter_after_it(db):
    deck = _read(db, "3xGust\n1xOGN-173\n")
    assert [(e.card.name, e.count) for e in deck.main] == [("Gust", 3), ("Ride the Wind", 1)]
    deck = _read(db, "3 Gust\n3x5 Gust\n")
    assert [(e.ref, e.count) for e in deck.main] == [("Gust", 3), ("3x5 Gust", 1)]
    assert deck.main[1].card is None


def test_equals_headers_take_every_known_zone_word_and_refuse_others(db):
    deck = _read(db, "== Légende ==\n1 Kennen, Heart of the Tempest\n== Réserve ==\n2 Gust\n")
    assert deck.legend and [e.card.name for e in deck.sideboard] == ["Gust"]
    with pytest.raises(InputError) as exc:
        _read(db, "== Legend ==\n1 Kennen, Heart of the Tempest\n== Tokens ==\n1 Gust\n")
    assert "unknown section header '== Tokens =='" in exc.value.message
    assert exc.value.location.line == 3


def test_a_flat_list_may_only_be_followed_by_the_sideboard_header(db):
    deck = _read(db, "3 Gust\n1 Kennen, Heart of the Tempest\nSideboard:\n2 Ride the Wind\n")
    assert deck.legend and [e.card.name for e in deck.sideboard] == ["Ride the Wind"]
    # lines above any other first header are still an error: a zone is not guessed
    with pytest.raises(InputError):
        _read(db, "3 Gust\n3 Ride the Wind\nMainDeck:\n3 Gust\n")


def test_a_loose_name_that_fits_several_cards_is_not_taken(db):
    """Read loosely only when one card fits: otherwise the usual unknown or ambiguous card."""
    deck = _read(db, "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n3 Gu st\n1 Ke nnen\n")
    gust, kennen = deck.main
    assert gust.card is not None and gust.card.name == "Gust"
    assert kennen.card is None  # "Kennen" alone names a legend and a unit: not a loose reading
    notices = [n.message for n in deck.notices if n.code == "name-read-loosely"]
    assert notices == ["'Gu st' read as Gust (spacing ignored)"]


def test_runes_written_first_are_no_openrift_layout(db):
    """Another exporter's order (runes, then the main deck): nothing is taken for a sideboard."""
    deck = _read(db, "VEN-155-1 OGN-166-1 OGN-214-1 OGN-169-1 OGN-169-1 OGN-173-1")
    assert deck.sideboard == () and [(e.card.name, e.count) for e in deck.main] == [
        ("Gust", 2),
        ("Ride the Wind", 1),
    ]
    assert "tts-sideboard" not in [n.code for n in deck.notices]


def test_a_tts_string_of_more_tokens_than_any_deck_is_refused(db):
    text = " ".join(["OGN-169-1", "OGN-173-1"] * 6_000)
    with pytest.raises(InputError) as exc:
        _read(db, text)
    assert exc.value.message == (
        "a TTS string of more than 10,000 tokens: expected one token per card of a deck"
    )
    assert (exc.value.location.line, exc.value.location.column) == (1, 100_001)


def test_a_dotgg_count_that_is_an_object_says_so(db):
    with pytest.raises(InputError) as exc:
        _read(db, '{"boards": [{"OGN-169": {"n": "1"}}]}')
    assert exc.value.message == (
        'count: expected a whole number from 1 to 999 (the site writes "3"), found an object'
    )


@pytest.mark.parametrize(
    ("line", "notice"),
    [
        # A15: a trailing comma was folded away by the name key, silently
        ("3 Gust,", "'Gust,' read as Gust (punctuation ignored)"),
        ("3 Gust:", "'Gust:' read as Gust (punctuation ignored)"),
        ("3 Gust;", "'Gust;' read as Gust (punctuation ignored)"),
        ("3 Gust.", "'Gust.' read as Gust (punctuation ignored)"),
        ("3 Mystic  Poro", "'Mystic  Poro' read as Mystic Poro (doubled spaces ignored)"),
        (
            "3 Emperor`s Dais",
            "'Emperor`s Dais' read as Emperor's Dais (punctuation ignored)",
        ),
        (
            "3 Emperor\u00b4s Dais",
            "'Emperor\u00b4s Dais' read as Emperor's Dais (punctuation ignored)",
        ),
        (
            "1 Kennen Storm of Shuriken",
            "'Kennen Storm of Shuriken' read as Kennen, Storm of Shuriken (punctuation ignored)",
        ),
        (
            "1 Kennen,Storm of Shuriken",
            "'Kennen,Storm of Shuriken' read as Kennen, Storm of Shuriken (spacing ignored)",
        ),
        (
            "1 Kennen,  Storm of Shuriken",
            "'Kennen,  Storm of Shuriken' read as Kennen, Storm of Shuriken (doubled spaces ignored)",
        ),
        # R7 of the re-test: what was ignored is said, a dropped accent as accents (it read
        # "spaces and punctuation ignored"); the name compared is the one matched, here French
        ("3 Partie truquee", "'Partie truquee' read as Stacked Deck (accents ignored)"),
        ("3 partie truquee", "'partie truquee' read as Stacked Deck (accents and case ignored)"),
        ("3 STACKED DECK!", "'STACKED DECK!' read as Stacked Deck (case and punctuation ignored)"),
        (
            "3 Partie-truquee",
            "'Partie-truquee' read as Stacked Deck (accents, spacing and punctuation ignored)",
        ),
    ],
)
def test_a_name_folded_beyond_a_tidy_list_is_said(db, line, notice):
    """Each loose reading is an info notice naming the line and what the name was read as."""
    deck = _read(db, line + "\n")
    (entry,) = deck.entries()
    assert entry.card is not None and entry.location.line == 1
    said = [(n.message, n.location.line) for n in deck.notices if n.code == "name-read-loosely"]
    assert said == [(notice, 1)]


@pytest.mark.parametrize(
    "line",
    [
        "3 gust",  # case is no loose reading
        "3 GUST",
        "3 Emperor\u2019s Dais",  # a curly apostrophe is how names are printed
        "1 Kennen - Storm of Shuriken",  # the subtitle separators the sites write
        "1 Kennen \u2013 Storm of Shuriken",
        "3 Gust   ",  # spaces after the name
    ],
)
def test_a_tidy_spelling_is_read_without_a_word(db, line):
    deck = _read(db, line + "\n")
    (entry,) = deck.entries()
    assert entry.card is not None
    assert [n for n in deck.notices if n.code == "name-read-loosely"] == []


@pytest.mark.parametrize(
    "count",
    ["0", "99999", "1.5", "1,5", "-1", "+2", "1e2", "9999999999", "\u00b2"],
)
def test_riftmana_a_count_out_of_range_is_said_at_its_line(db, count):
    """A18: ``0xOGN-251``, ``99999xOGN-251``, ``1.5xOGN-251``... were read as a card name (then
    "unknown card"): a bad count is an error naming the line and the counts expected."""
    text = f"1xOGN-251\n3xOGN-036\n{count}xOGN-251\n"
    with pytest.raises(InputError) as exc:
        _read(db, text)
    assert exc.value.message == (
        f"entry '{count}xOGN-251': count '{count}' is not valid: expected a count from 1 to 999 "
        "before the x, as in '3xOGN-251'"
    )
    assert (exc.value.location.line, exc.value.location.column) == (3, 1)


def test_a_glued_count_before_a_name_is_said_too(db):
    with pytest.raises(InputError) as exc:
        _read(db, "1xOGN-251\n1.5xMagma Wurm\n")
    assert exc.value.message == (
        "entry '1.5xMagma Wurm': count '1.5' is not valid: expected a count from 1 to 999 before "
        "the x, as in '3xMagma Wurm'"
    )
    assert exc.value.location.line == 2


def test_riftmana_counts_at_the_edges_are_read(db):
    for line, count in (
        ("1xOGN-036", 1),
        ("999xOGN-036", 999),
        ("3XOGN-036", 3),
        ("03xOGN-036", 3),
    ):
        (entry,) = _read(db, f"1xOGN-251\n{line}\n").main
        assert entry.count == count and entry.card.name == "Vi, Destructive", line


@pytest.mark.parametrize(
    ("line", "notice"),
    [
        ("1xOGN-95", "'OGN-95' read as OGN-095, Stupefy (the zeros of its number ignored)"),
        ("3 OGN-95", "'OGN-95' read as OGN-095, Stupefy (the zeros of its number ignored)"),
    ],
)
def test_an_id_not_written_as_the_card_s_id_is_said(db, line, notice):
    """S4 of the attack: `1xOGN-95` was read as OGN-095 without a word."""
    deck = _read(db, line + "\n")
    (entry,) = deck.entries()
    assert entry.card is not None and entry.card.display_name == "Stupefy"
    said = [(n.message, n.location.line) for n in deck.notices if n.code == "id-read-loosely"]
    assert said == [(notice, 1)]


@pytest.mark.parametrize("line", ["1xOGN-095", "3 ogn-095", "3 OGN-095"])
def test_an_id_as_written_or_in_lower_case_is_read_without_a_word(db, line):
    deck = _read(db, line + "\n")
    assert [n for n in deck.notices if n.code == "id-read-loosely"] == []
