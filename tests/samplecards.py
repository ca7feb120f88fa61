"""Cards the rule and engine tests share, built with :mod:`riftcheck.testing` (no card database).

The rule-test cards are modelled on real ones (their names and ids are the real
cards'); the engine tests add ``JINX`` ... ``PORO`` and ``ENGINE_CARDS``.
"""

from __future__ import annotations

import datetime as dt

from riftcheck.testing import card

# Cards the tests share, modelled on real ones (names and ids are the real cards').
KENNEN_LEGEND = card(
    "Kennen, Heart of the Tempest",
    "Legend",
    domains=("Mind", "Chaos"),
    ids=("VEN-155",),
    champion_tag="Kennen",
    tags=("Yordle", "Kennen"),
)
KENNEN_UNIT = card(
    "Kennen, Swift Justice",
    domains=("Chaos",),
    supertypes=("Champion",),
    champion_tag="Kennen",
    tags=("Kennen", "Yordle"),
)
TEEMO_UNIT = card(
    "Teemo, Scout",
    domains=("Chaos",),
    supertypes=("Champion",),
    champion_tag="Teemo",
    tags=("Teemo", "Yordle"),
)
JINX_UNIT = card(
    "Jinx, Demolitionist",
    domains=("Fury",),
    supertypes=("Champion",),
    champion_tag="Jinx",
    tags=("Jinx",),
)
TIBBERS = card(
    "Tibbers", domains=("Fury",), supertypes=("Signature",), champion_tag="Annie", tags=("Annie",)
)
KENNEN_SIG = card(
    "Kennen Signature Spell",
    "Spell",
    domains=("Mind", "Chaos"),
    supertypes=("Signature",),
    champion_tag="Kennen",
)
JINX_SIG = card(
    "Super Mega Death Rocket!",
    "Spell",
    domains=("Fury", "Chaos"),
    supertypes=("Signature",),
    champion_tag="Jinx",
)
ORNN_CAPE = card(
    "Forgefire Cape",
    "Gear",
    domains=("Calm", "Mind"),
    ids=("SFD-190",),
    supertypes=("Signature",),
    champion_tag="Ornn",
    keywords=("Unique",),
)
ORNN_CROWN = card(
    "Rabadon's Deathcrown",
    "Gear",
    domains=("Calm", "Mind"),
    ids=("SFD-191",),
    supertypes=("Signature",),
    champion_tag="Ornn",
    keywords=("Unique",),
)
RAMPAGE = card(
    "Rampage",
    "Spell",
    ids=("OGN-010", "OGN-010a", "OPP-010"),
    variants={"OGN-010a": "a", "OPP-010": "promo"},
    names={"zh-CN": "横冲直撞"},
)
SPIDERLING = card("Spiderling", domains=("Chaos",), ids=("VEN-097",), copy_text_override="any")
FURY_RUNE = card("Fury Rune", "Rune", domains=("Fury",), ids=("OGN-007",), supertypes=("Basic",))
CHAOS_RUNE = card("Chaos Rune", "Rune", domains=("Chaos",), ids=("OGN-166",), supertypes=("Basic",))
MIND_RUNE = card("Mind Rune", "Rune", domains=("Mind",), ids=("OGN-089",), supertypes=("Basic",))
TOKEN = card("Recruit", "Unit", domains=(), ids=("OGN-271",), token=True)

# The engine tests' cards.
JINX = card("Jinx, Loose Cannon", "Legend", domains=("Fury", "Chaos"), ids=("OGN-251",))
VIKTOR = card("Viktor, Herald of the Arcane", "Legend", domains=("Mind", "Order"), ids=("OGN-265",))
PEAK = card("Targon's Peak", "Battlefield", domains=(), ids=("OGN-289",))
CAMP = card("Trifarian War Camp", "Battlefield", domains=(), ids=("OGN-294",))
PORO = card("Pouty Poro", "Unit", domains=("Fury",), ids=("OGN-013",))
RECRUIT = TOKEN


#: Every engine-test card, for the database stand-in of the engine tests.
ENGINE_CARDS = (JINX, VIKTOR, PEAK, CAMP, PORO, RECRUIT, FURY_RUNE)


def as_of(text: str) -> dt.date:
    """A date from ISO text."""
    return dt.date.fromisoformat(text)
