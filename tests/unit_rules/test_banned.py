"""banned: ban table entries matched by card identity, every printing."""

from riftcheck.models import CardRef, Location
from riftcheck.rules.banned import Banned
from riftcheck.testing import card, deck, entry, run_rule

STACKED = card(
    "Stacked Deck",
    "Spell",
    domains=("Chaos",),
    ids=("OGN-183", "OPP-183"),
    variants={"OPP-183": "promo"},
    names={"fr-FR": "Partie truquée"},
)
TREE = card("The Dreaming Tree", "Battlefield", domains=(), ids=("OGN-292",))
BANS = [
    {
        "card": "Stacked Deck",
        "effective": "2026-09-18",
        "formats": ["constructed"],
        "source": "https://x",
    }
]


def test_banned_card_is_reported():
    (v,) = run_rule(Banned, deck(entry(STACKED, 3, "main", 7)), tables={"bans": BANS})
    assert v.message == "Stacked Deck is banned in constructed since 2026-09-18"
    assert v.fix == "remove 3 Stacked Deck from main:"
    assert v.location == Location("deck.yaml", 7, 3)
    assert v.cards == (CardRef("Stacked Deck", "OGN-183"),)


def test_every_printing_and_zone_is_banned():
    d = deck(entry(STACKED, 1, "main", 7, printing="OPP-183"), entry(STACKED, 1, "sideboard", 72))
    (v,) = run_rule(Banned, d, tables={"bans": BANS})
    assert v.cards == (CardRef("Stacked Deck", "OPP-183"),)
    assert v.fix == "remove 1 Stacked Deck from main: and 1 from sideboard:"


def test_no_bans_in_force():
    assert run_rule(Banned, deck(entry(STACKED, 3, "main", 7)), tables={"bans": []}) == []
    assert run_rule(Banned, deck(entry(STACKED, 3, "main", 7))) == []


def test_alias_table_matches_the_list_wording():
    bans = [{"card": "Dreaming Tree", "effective": "2026-03-31"}]
    d = deck(entry(TREE, 1, "battlefields", 51))
    (v,) = run_rule(
        Banned, d, tables={"bans": bans, "aliases": {"Dreaming Tree": "The Dreaming Tree"}}
    )
    assert v.message == "The Dreaming Tree is banned in constructed since 2026-03-31"
    assert v.fix == "replace 1 The Dreaming Tree under battlefields: with another battlefield"


def test_database_lookup_matches_by_identity():
    class FakeDB:
        def by_name(self, name):
            return STACKED if name == "Partie truquée" else None

    bans = [{"card": "Partie truquée", "effective": "2026-09-18"}]
    (v,) = run_rule(Banned, deck(entry(STACKED, 1, "main", 7)), tables={"bans": bans}, db=FakeDB())
    assert v.message.startswith("Stacked Deck is banned")


def test_other_language_name_without_database():
    bans = [{"card": "Partie truquee", "effective": "2026-09-18"}]
    assert len(run_rule(Banned, deck(entry(STACKED, 1, "main", 7)), tables={"bans": bans})) == 1


def test_unbanned_card_is_fine():
    other = card("Rampage", "Spell")
    assert run_rule(Banned, deck(entry(other, 3, "main", 7)), tables={"bans": BANS}) == []
