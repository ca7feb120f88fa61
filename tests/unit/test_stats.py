"""riftcheck.stats: the figures of a deck, from hand-built cards (no card database needed)."""

from __future__ import annotations

import datetime as _dt
from dataclasses import replace

from riftcheck.models import Card, Deck, DeckEntry, Location, Printing
from riftcheck.stats import deck_stats


def _card(name, type="Unit", domains=(), energy=None, power=None, supertypes=(), number="001"):
    return Card(
        key=name.lower(),
        name=name,
        type=type,
        domains=tuple(domains),
        energy=energy,
        power=power,
        supertypes=tuple(supertypes),
        printings=(Printing(f"OGN-{number}", "OGN", number),),
    )


LEGEND = _card("Kennen, Heart of the Tempest", "Legend", ("Chaos", "Order"), number="155")
CHAMP = _card("Kennen, Storm of Shuriken", "Unit", ("Chaos",), 3, 1, ("Champion",), "113")
PORO = _card("Mystic Poro", "Unit", ("Chaos",), 2, 0, number="171")
SIG = _card("Shuriken Storm", "Spell", ("Order",), 5, 2, ("Signature",), "200")
ORDER = _card("Order Rune", "Rune", ("Order",), number="214")
DAIS = _card("Emperor's Dais", "Battlefield", number="207")


def _e(card, n, zone, ref=None):
    return DeckEntry(ref or (card.name if card else "?"), n, zone, Location("d.yaml", 1), card)


DECK = Deck(
    source="d.yaml",
    input_format="yaml",
    legend=(_e(LEGEND, 1, "legend"),),
    champion=(_e(CHAMP, 1, "champion"),),
    main=(
        _e(CHAMP, 2, "main"),
        _e(PORO, 3, "main"),
        _e(SIG, 2, "main"),
        _e(None, 4, "main", "Mystery"),
    ),
    battlefields=(_e(DAIS, 1, "battlefields"),),
    runes=(_e(ORDER, 12, "runes"),),
)


def test_curves_splits_and_counts():
    s = deck_stats(DECK)
    assert (s.legend, s.legend_domains, s.champion) == (LEGEND.name, ("Chaos", "Order"), CHAMP.name)
    assert dict(s.zone_counts) == {
        "legend": 1,
        "champion": 1,
        "main": 11,
        "battlefields": 1,
        "runes": 12,
        "sideboard": 0,
    }
    assert (
        s.main_deck == 12
    )  # the unknown entry counts toward the size, as main-deck-size counts it
    assert s.energy_curve == ((0, 0), (1, 0), (2, 3), (3, 3), (4, 0), (5, 2))
    assert s.power_curve == ((0, 3), (1, 3), (2, 2))
    assert s.domain_split == (("Chaos", 6), ("Order", 2))
    assert s.rune_split == (("Order", 12),)
    assert s.domains_needed == ("Chaos", "Order")
    assert s.runes_missing == ("Chaos",) and s.runes_unneeded == ()
    assert (s.signature_count, s.unresolved) == (2, 4)
    assert s.as_of is None and "banned" not in s.to_json()


def test_the_rune_split_counts_runes_only():
    # atkM side note: units and spells written under the runes were counted in the runes' domains
    # (« Chaos 12 » of a 12-rune deck); they are counted in their own zone, as the Cards line says
    chaos = _card("Chaos Rune", "Rune", ("Chaos",), number="166")
    deck = replace(
        DECK,
        runes=(_e(ORDER, 6, "runes"), _e(chaos, 6, "runes"), _e(PORO, 3, "runes"),
               _e(SIG, 1, "runes"), _e(None, 2, "runes", "Mystery")),
        main=(*DECK.main, _e(chaos, 1, "main")),
    )  # fmt: skip
    s = deck_stats(deck)
    # the rune written in the main deck counts with the runes; the Poro and the spell do not
    assert s.rune_split == (("Chaos", 7), ("Order", 6))
    assert s.runes_missing == () and s.runes_unneeded == ()


class _Ruleset:
    """Just the ruleset surface the stats read: a dated ban table and a set table."""

    name = format = "constructed"

    def __init__(self, bans, sets):
        self.tables = {"bans": bans, "sets": sets, "aliases": {}}

    def bans_on(self, day):
        return tuple(b for b in self.tables["bans"] if b["effective"] <= day)

    def legal_sets_on(self, day):
        return frozenset(
            s["code"]
            for s in self.tables["sets"]
            if s["release"] <= day and not (s.get("until") and day >= s["until"])
        )


def test_dated_statuses_banned_ahead_and_rotating():
    d1, d2 = _dt.date(2026, 3, 1), _dt.date(2027, 1, 1)
    rs = _Ruleset(
        bans=[
            {"card": "Mystic Poro", "effective": d1, "source": "https://example.org/bans"},
            {"card": "Shuriken Storm", "effective": d2},
        ],
        sets=[
            {
                "code": "OGN",
                "release": _dt.date(2025, 10, 31),
                "until": _dt.date(2027, 6, 1),
            }
        ],
    )
    s = deck_stats(DECK, rs, _dt.date(2026, 9, 1))
    assert [(c.name, c.count, c.date, c.source) for c in s.banned] == [
        ("Mystic Poro", 3, d1, "https://example.org/bans")
    ]
    assert [(c.name, c.count, c.date) for c in s.bans_scheduled] == [("Shuriken Storm", 2, d2)]
    assert {c.name for c in s.rotating} == {
        LEGEND.name,
        CHAMP.name,
        SIG.name,
        ORDER.name,
        DAIS.name,
    }
    j = s.to_json()
    assert j["banned"] == [
        {
            "card": "Mystic Poro",
            "count": 3,
            "date": "2026-03-01",
            "source": "https://example.org/bans",
        }
    ]
    assert j["as_of"] == "2026-09-01"


def test_the_deck_view_fits_the_width_and_shows_every_figure():
    from riftcheck.reporters.deckview import view_lines

    rs = _Ruleset(bans=[{"card": "Mystic Poro", "effective": _dt.date(2026, 3, 1)}], sets=[])
    s = deck_stats(replace(DECK, source="d.yaml"), rs, _dt.date(2026, 9, 1))
    for width in (40, 60, 80):
        lines = view_lines(s, width)
        assert all(len(x) <= width for x in lines), lines
        text = "\n".join(lines)
        for needle in (
            "Kennen, Heart of the",
            "Chaos 6",
            "Order 12",
            "no rune of Chaos",
            "Mystic Poro (3)",
            "2 in the main deck",
            "4 copies of unknown cards",
        ):
            assert needle in " ".join(text.split()), (needle, text)
