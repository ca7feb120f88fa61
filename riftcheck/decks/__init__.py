"""Deck files: readers (YAML/JSON, Piltover text, flat lists, TTS, deck codes), writers, schema.

The public entry points are :func:`read_deck`, :func:`read_pool`,
:func:`read_team`, :func:`detect_format` and :func:`looks_like_deck_code`;
writers live in :mod:`riftcheck.decks.write` and the deck-code codec in
:mod:`riftcheck.decks.deckcode`.

Notices a reader may attach to a deck (``Notice.code``):

* ``summed-entries`` - repeated entries of one card in a zone were added up;
* ``champion-inferred`` / ``champion-not-inferred`` - a format without a
  Chosen Champion marker (flat list, TTS, v1-v2 or champion-less code);
* ``champion-by-position`` - a TTS string's token after the legend, a champion
  unit (of the legend or not: chosen-champion judges it), read as the Chosen Champion (the format marks it by position);
* ``champion-first-candidate`` - a format that cannot mark the Chosen Champion
  (riftboundfrance.fr) with several candidates: the first listed was taken;
* ``headerless-blocks`` - an old headerless Piltover list read by position;
* ``flat-then-sections`` - a flat list, ``Sideboard:``, then another header: the flat
  lines zoned by type, each later header's lines in its section;
* ``bare-header`` - a zone word without its colon (``Sideboard``) or as a Markdown heading
  (``## Sideboard``) read as that header;
* ``name-not-checked`` - an entry's id names a card the database has no
  English name for, so the name written beside it could not be compared;
* ``code-without-champion``, ``code-additional-legends`` - deck code details.
"""

from __future__ import annotations

from pathlib import Path

from riftcheck.decks.read import (
    INPUT_FORMATS,
    detect_format,
    looks_like_deck_code,
    read_deck,
    read_pool,
)
from riftcheck.decks.team import TeamFile, read_team

__all__ = [
    "INPUT_FORMATS",
    "TeamFile",
    "detect_format",
    "looks_like_deck_code",
    "read_deck",
    "read_pool",
    "read_team",
    "schema_path",
]


def schema_path() -> Path:
    """Path of the JSON Schema of the riftcheck deck file (``riftcheck schema deck`` prints it)."""
    from riftcheck.infra.paths import schemas_dir

    return schemas_dir() / "deck.schema.json"
