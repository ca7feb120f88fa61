"""An entry that names two cards is an error in every reader (issue 11, "name and id that disagree").

ONE table runs every reader on the same entry and asserts the same finding:
Piltover text, the flat export, YAML scalars and every YAML mapping form,
JSON scalars and mappings. TTS tokens and deck codes carry ids only, so they
cannot disagree with themselves: the table checks that they read the id.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftcheck.decks import read_deck
from riftcheck.infra.errors import InputError

MINI = Path(__file__).resolve().parents[1] / "fixtures" / "cards" / "mini.cards.json"

# (name written, id written, the card the id is, the card the name is)
ENTRIES = [
    ("Stacked Deck", "OGN-169", "Gust", "Stacked Deck"),  # the example
    ("Mystic Poro", "OGN-172", "Rebuke", "Mystic Poro"),  # the example
    (
        "Kennen, Heart of the Tempest",
        "VEN-113",
        "Kennen, Storm of Shuriken",
        "Kennen, Heart of the Tempest",
    ),
    ("Order Rune", "OGN-007a", "Fury Rune", "Order Rune"),  # an alternate-art id
    ("Targon's Peak", "OGN-294", "Trifarian War Camp", "Targon's Peak"),
    ("Rebuke", "OPP-183/298", "Stacked Deck", "Rebuke"),  # a promo id with its set size
]


def _forms(name: str, pid: str) -> dict[str, tuple[str, str | None]]:
    """Every way a deck file writes "3 copies of <name>, printing <pid>": reader name -> (text, input format)."""
    q = json.dumps
    return {
        "piltover text": (f"Legend:\n1 Jinx, Loose Cannon\n\nMainDeck:\n3 {name} ({pid})\n", None),
        "piltover text, [id]": (f"MainDeck:\n3x {name} [{pid}]\n", None),
        "flat export": (f"3 {name} ({pid})\n1 Gust\n", None),
        "flat export, bullets": (f"- 3 {name} ({pid})\n", "text"),
        "yaml scalar": (f"main:\n  - 3 {name} ({pid})\n", None),
        "yaml {card, id}": (f"main:\n  - {{card: {q(name)}, id: {pid}, count: 3}}\n", None),
        "yaml {card: 'X (ID)'}": (f"main:\n  - {{card: {q(f'{name} ({pid})')}, count: 3}}\n", None),
        "yaml {name, id}": (f"main:\n  - {{name: {q(name)}, id: {pid}, count: 3}}\n", None),
        "yaml {id, card} order": (f"main:\n  - {{id: {pid}, count: 3, card: {q(name)}}}\n", None),
        "json scalar": (json.dumps({"main": [f"3 {name} ({pid})"]}), "json"),
        "json {card, id}": (json.dumps({"main": [{"card": name, "id": pid, "count": 3}]}), "json"),
        "json {card: 'X (ID)'}": (
            json.dumps({"main": [{"card": f"{name} ({pid})", "count": 3}]}),
            "json",
        ),
    }


def _unknown_card_messages(deck, db) -> list[str]:
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    result = check_deck(deck, db, load_ruleset("constructed"), select=("unknown-card",))
    return [f.message for f in result.findings if f.rule == "unknown-card"]


@pytest.mark.parametrize(
    ("name", "pid", "id_card", "name_card"), ENTRIES, ids=[e[1] for e in ENTRIES]
)
def test_every_reader_gives_the_same_error(db, name, pid, id_card, name_card):
    assert db.by_name(name).display_name == name_card and db.resolve(pid)[0].display_name == id_card
    want = [f"The entry names two different cards: line says {name} but {pid} is {id_card}"]
    got = {}
    for form, (text, fmt) in _forms(name, pid).items():
        deck = read_deck("-", db, text=text, input_format=fmt)
        (entry,) = [e for e in deck.entries() if e.problem is not None]
        assert entry.card is None and entry.count == 3, form  # counted as neither card
        got[form] = _unknown_card_messages(deck, db)
    assert got == dict.fromkeys(got, want)


@pytest.mark.parametrize(
    ("name", "pid", "id_card", "name_card"), ENTRIES, ids=[e[1] for e in ENTRIES]
)
def test_id_only_readers_read_the_id(db, name, pid, id_card, name_card):
    """TTS tokens and deck codes hold no name: the id is the whole entry, nothing to disagree with."""
    from riftcheck.decks.deckcode import encode, parse_card_code

    short = pid.split("/")[0]
    readings = {}
    if parse_card_code(short) is not None and not short.startswith("OPP"):
        readings["tts"] = read_deck(
            "-", db, text=" ".join([f"{short.rstrip('a')}-1"] * 3), input_format="tts"
        )
        readings["code"] = read_deck(encode([(short, 3)]), db)
    for form, deck in readings.items():
        (entry,) = deck.entries()
        assert entry.problem is None and entry.card.display_name == id_card, form


def test_two_name_keys_that_disagree_are_one_error_in_yaml_and_json(db):
    texts = {
        "yaml": ("main:\n  - {card: Gust, name: Rebuke, count: 2}\n", None),
        "yaml, name first": ("main:\n  - {name: Gust, card: Rebuke, count: 2}\n", None),
        "json": (json.dumps({"main": [{"card": "Gust", "name": "Rebuke", "count": 2}]}), "json"),
    }
    got = {
        form: _unknown_card_messages(read_deck("-", db, text=t, input_format=f), db)
        for form, (t, f) in texts.items()
    }
    assert (
        got["yaml"]
        == got["json"]
        == ["The entry names two different cards: line says Gust but also Rebuke"]
    )
    assert got["yaml, name first"] == [
        "The entry names two different cards: line says Rebuke but also Gust"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "main:\n  - 3 Mystic Poro (OGN-171)\n",  # the base printing
        "main:\n  - 3 Mystic Poro (UNL-224)\n",  # a reprint in a later set
        "main:\n  - 3 mystic poro (ogn-171)\n",  # any case
        "main:\n  - {card: Mystic Poro, name: mystic poro, id: OGN-171, count: 3}\n",
        "main:\n  - 3 Kennen (VEN-113)\n",  # a champion's short name that the id settles
        "main:\n  - 3 Kai'Sa - Survivor (OGN-039a)\n",  # another subtitle style, an alternate art
        "legend: Heart of the Tempest (VEN-197)\n",  # a legend's title alone, another printing
    ],
)
def test_name_and_id_that_agree_stand_with_the_id_printing(db, text):
    deck = read_deck("-", db, text=text)
    (entry,) = deck.entries()
    assert entry.problem is None and entry.printing is not None
    assert not [n for n in deck.notices if n.code == "name-not-checked"]


def test_an_id_without_an_english_name_stands_with_a_notice():
    """Only a card the database has no English name for is taken on its id, and the notice says so."""
    from riftcheck.cards.db import CardDB

    db = CardDB.load(MINI)
    deck = read_deck(
        "-", db, text="main:\n  - 1 Ekko, Brilliant Flash (RAD-061)\n  - 1 Gust (OGN-001)\n"
    )
    ekko, gust = deck.entries()
    assert ekko.card.key == "RAD-061" and ekko.problem is None
    (notice,) = [n for n in deck.notices if n.code == "name-not-checked"]
    assert notice.message.startswith(
        "name not checked: the card database has no English name for RAD-061"
    )
    assert notice.location.line == 2
    # a card WITH an English name is never taken on its id alone
    assert gust.card is None and gust.problem.kind == "conflict"
    # the card's own name in the database's other language is checked and matches: no notice
    deck = read_deck("-", db, text="main:\n  - 1 艾克·灵光一现 (RAD-061)\n")
    assert deck.entries()[0].problem is None and not deck.notices


def test_convert_refuses_an_entry_that_names_two_cards(db):
    """Writing the entry in another format would keep one of its two cards: the conversion is refused."""
    from riftcheck.decks.write import OUTPUT_FORMATS, write_deck

    deck = read_deck(
        "-",
        db,
        text="legend: Jinx, Loose Cannon\nmain:\n  - {card: Gust, name: Rebuke, count: 2}\n",
    )
    for fmt in OUTPUT_FORMATS:
        with pytest.raises(
            InputError, match="names two different cards \\(line says Gust but also Rebuke\\)"
        ) as exc:
            write_deck(deck, fmt)
        assert exc.value.location.line == 3
