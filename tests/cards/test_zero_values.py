"""A 0 energy, power or might is a value, not an absent one (issue 11, item 13).

``0 == False`` in Python, so a record writer that drops "empty" values by
``v in (None, [], {}, False)`` also drops every zero. Both the importer and
``cards update`` write records through :func:`riftcheck.cards.build.make_database`.
"""

from __future__ import annotations

import json

import pytest

from riftcheck.cards import build
from riftcheck.cards.db import CardDB


def _record(name, type_, pid, **stats):
    rec = {
        "key": name.lower(),
        "name": name,
        "type": type_,
        "supertypes": [],
        "domains": ["Order"],
        "champion_tag": None,
        "tags": [],
        "keywords": [],
        "copy_text_override": None,
        "names": {"en": name},
        "aliases": [],
        "printings": [[pid, pid[:3], pid[4:], "base"]],
        "token": False,
    }
    rec.update(stats)
    return rec


def _load(tmp_path, records) -> CardDB:
    path = tmp_path / "cards.json"
    path.write_text(
        build.dump_database(build.make_database(records, "t.1", "2026-01-01")), encoding="utf-8"
    )
    return CardDB.load(path)


@pytest.mark.parametrize(
    ("name", "type_", "pid", "stats"),
    [
        ("Seal of Unity", "Gear", "OGN-245", {"energy": 0, "power": 1, "might": None}),
        ("Called Shot", "Spell", "SFD-122", {"energy": 0, "power": 1, "might": None}),
        ("Scuttle Crab", "Unit", "UNL-053", {"energy": 2, "power": None, "might": 0}),
        ("All Zero", "Unit", "OGN-999", {"energy": 0, "power": 0, "might": 0}),
    ],
)
def test_zero_is_stored_and_loaded_as_zero(tmp_path, name, type_, pid, stats):
    db = _load(tmp_path, [_record(name, type_, pid, **stats)])
    card = db.resolve(pid)[0]
    assert (card.energy, card.power, card.might) == (
        stats["energy"],
        stats["power"],
        stats["might"],
    )
    (stored,) = json.loads((tmp_path / "cards.json").read_text(encoding="utf-8"))["cards"]
    assert {k: stored.get(k) for k in stats} == stats
    assert all(stored[k] == 0 for k, v in stats.items() if v == 0)  # present, not left to a default
    assert (
        "token" not in stored and "copy_text_override" not in stored
    )  # false and null still dropped


def test_cards_update_keeps_a_zero_from_the_feed(tmp_path):
    """The update's path from a gallery record to the written file keeps a zero energy and might."""
    from riftcheck.cards.update import facts_to_records, gallery_fact

    rec = {
        "id": "ogn-245-298",
        "collectorNumber": 245,
        "name": "Seal of Unity",
        "publicCode": "OGN-245/298",
        "set": {"value": {"id": "OGN", "label": "Origins"}},
        "cardType": {"type": [{"id": "gear", "label": "Gear"}]},
        "domain": {"values": [{"id": "order", "label": "Order"}]},
        "energy": {"value": {"id": 0, "label": "0"}},
        "power": {"value": {"id": 1, "label": "1"}},
        "might": {"value": {"id": 0, "label": "0"}},
        "text": {"richText": {"body": "<p>Exhaust: add 1 Order power.</p>"}},
    }
    fact = gallery_fact(rec)
    assert (fact.energy, fact.power, fact.might) == (0, 1, 0)
    db = _load(tmp_path, facts_to_records([fact], set()))
    card = db.resolve("OGN-245")[0]
    assert (card.energy, card.power, card.might) == (0, 1, 0)


def test_the_shipped_database_has_the_zero_cost_cards(db):
    """The bundled data stores the Seals' and Called Shot's 0 energy."""
    for name in (
        "Seal of Unity",
        "Seal of Rage",
        "Seal of Focus",
        "Seal of Insight",
        "Seal of Strength",
        "Seal of Discord",
        "Called Shot",
    ):
        assert db.by_name(name).energy == 0, name
    assert db.by_name("Scuttle Crab").might == 0 and db.by_name("Steel Paws").might == 0
