"""Per-run memos kept for speed give the answers the uncached code gives."""

import pytest

from riftcheck.decks.entries import parse_entry_text
from riftcheck.infra.errors import InputError
from riftcheck.models import Location
from riftcheck.rules.banned import Banned
from riftcheck.testing import card, deck, entry, run_rule

GUST = card("Gust", "Spell", domains=("Chaos",), ids=("OGN-042",))
CHARM = card("Charm", "Spell", domains=("Calm",), ids=("OGN-043",))


def _ban(name):
    return (
        {
            "card": name,
            "effective": "2026-09-18",
            "formats": ["constructed"],
            "source": "https://x",
        },
    )


def test_each_ban_table_gives_its_own_answers_for_the_same_deck():
    d = deck(entry(GUST, 3, "main", 7), entry(CHARM, 1, "main", 8))
    gust_bans, charm_bans = _ban("Gust"), _ban("Charm")
    for _ in range(2):  # the second round is answered from the memo
        assert [v.message for v in run_rule(Banned, d, tables={"bans": gust_bans})] == [
            "Gust is banned in constructed since 2026-09-18"
        ]
        assert [v.message for v in run_rule(Banned, d, tables={"bans": charm_bans})] == [
            "Charm is banned in constructed since 2026-09-18"
        ]
    aliases = {"Gusty": "Gust"}
    (v,) = run_rule(Banned, d, tables={"bans": _ban("Gusty"), "aliases": aliases})
    assert v.message.startswith("Gust is banned")


def test_a_remembered_entry_line_keeps_each_occurrences_location_and_zone():
    a = parse_entry_text("3 Gust (OGN-042)", Location("a.txt", 4, 1), "main")
    b = parse_entry_text("3 Gust (OGN-042)", Location("b.txt", 9, 2), None)
    assert (a.ref, a.count, a.code, a.zone, a.location) == (
        "Gust (OGN-042)",
        3,
        "OGN-042",
        "main",
        Location("a.txt", 4, 1),
    )
    assert (b.ref, b.count, b.code, b.zone, b.location) == (
        "Gust (OGN-042)",
        3,
        "OGN-042",
        None,
        Location("b.txt", 9, 2),
    )


def test_a_bad_entry_line_fails_every_time_at_its_own_location():
    for line in (3, 5):
        with pytest.raises(InputError) as err:
            parse_entry_text("0 Gust", Location("a.txt", line, 1), "main")
        assert err.value.location == Location("a.txt", line, 1)
