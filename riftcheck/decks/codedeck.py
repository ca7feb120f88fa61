"""A Piltover Archive deck code as a deck: zones by card type, the champion by its pointer."""

from __future__ import annotations

from riftcheck.decks.build import ADDITIONAL_LEGENDS, DeckParts
from riftcheck.decks.deckcode import decode
from riftcheck.decks.entries import RawEntry
from riftcheck.models import ZONES, Location, Msg, Notice


def read_code(code: str, file: str, *, line: int = 1, column: int = 1) -> DeckParts:
    """Decode ``code`` (found at ``line``/``column`` of ``file``) into raw parts.

    Every entry points at the code itself: a code has no lines of its own.
    """
    decoded = decode(code, file=file, line=line, column=column)
    loc = Location(file, line, column)
    parts = DeckParts(file, "code", empty_location=loc)
    # A code has no zones of its own; findings about a zone point at the code.
    parts.zone_locations.update(dict.fromkeys(ZONES, loc))
    for card_code, count in decoded.main:
        parts.entries.append(RawEntry(card_code, count, None, loc, card_code))
    for card_code, count in decoded.sideboard:
        parts.entries.append(RawEntry(card_code, count, "sideboard", loc, card_code))
    for card_code in decoded.legends:
        # the v6 "additional legends" list: the legends Neeko, Blending In lets a deck choose
        parts.entries.append(RawEntry(card_code, 1, ADDITIONAL_LEGENDS, loc, card_code))
    if decoded.legends:
        parts.zone_locations[ADDITIONAL_LEGENDS] = loc
        parts.notices.append(
            Notice(
                "code-additional-legends",
                Msg(
                    "the version {version} deck code lists additional legends ({join}); they are read as the legends chosen in addition to the starting legend (Neeko, Blending In), not as cards of the deck",
                    version=decoded.version,
                    join=", ".join(decoded.legends),
                ),
                loc,
            )
        )
    parts.champion_pointer = decoded.champion
    parts.champion_marked = decoded.champion is not None
    if decoded.version < 3:
        parts.notices.append(
            Notice(
                "code-without-champion",
                Msg(
                    "a version {version} deck code cannot record the Chosen Champion",
                    version=decoded.version,
                ),
                loc,
            )
        )
    return parts
