"""CardDB.held_sets: the sets with a game card's printing, the keys of CardDB.coverage."""

from __future__ import annotations

import copy
import json

from riftcheck.cards.db import CardDB
from riftcheck.infra.paths import card_data_dir


def _shipped() -> dict:
    return json.loads((card_data_dir() / "cards.json").read_text(encoding="utf-8"))


def test_the_held_sets_are_the_coverages_sets():
    db = CardDB.load()
    assert db.held_sets() == set(db.coverage())
    assert "OGN" in db.held_sets()


def test_a_set_of_tokens_only_is_not_held():
    data = copy.deepcopy(_shipped())
    data.pop("index", None)
    token = next(r for r in data["cards"] if r.get("token"))
    token["printings"] = [[p[0], "ZZT", p[2], p[3]] for p in token["printings"]]
    db = CardDB.from_data(data)
    assert "ZZT" not in db.held_sets() and "ZZT" not in db.coverage()
    assert db.held_sets() == set(db.coverage())
