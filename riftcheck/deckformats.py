"""The deck formats riftcheck reads and writes: the one registry every list of them derives from.

``--input-format`` and ``convert --to`` choices, the readers' and writers'
dispatch and their error messages all come from :data:`READERS` and
:data:`WRITERS`. Each maps a format name to the ``module:function`` that does
the work, imported on first use: this module is light enough for the command
line to import when it declares its options.

A reader is ``function(text, shown) -> DeckParts`` (``shown``: the name the
file is reported under); a writer is ``function(deck) -> str``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

#: Input format -> its reader, in the order help texts list them.
READERS: dict[str, str] = {
    "yaml": "riftcheck.decks.yamldeck:read_yaml",
    "json": "riftcheck.decks.yamldeck:read_json",
    "text": "riftcheck.decks.textdeck:read_text",
    "tts": "riftcheck.decks.textdeck:read_tts",
    "code": "riftcheck.decks.read:read_code_text",
    "dotgg": "riftcheck.decks.dotggdeck:read_dotgg",
}

#: Output format -> its writer, in the order help texts list them.
WRITERS: dict[str, str] = {
    "yaml": "riftcheck.decks.write:_yaml",
    "json": "riftcheck.decks.write:_json",
    "text": "riftcheck.decks.write:_text",
    "code": "riftcheck.decks.write:_code",
    "tts": "riftcheck.decks.write:_tts",
}

#: The input format names (``--input-format``).
INPUT_FORMATS: tuple[str, ...] = tuple(READERS)
#: The output format names (``convert --to``).
OUTPUT_FORMATS: tuple[str, ...] = tuple(WRITERS)


def load(target: str) -> Callable[..., Any]:
    """The function a registry value (``module:function``) names."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)
