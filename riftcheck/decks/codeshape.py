"""The shape of a deck code, told apart without decoding it.

Every deck read asks whether its source is a deck code, so these sniffers
live apart from :mod:`riftcheck.decks.deckcode`, whose decoder (and its
records) only a deck code needs.
"""

from __future__ import annotations

import re

_B32_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567abcdefghijklmnopqrstuvwxyz")

#: Shortest code text: an empty version 1 deck is 13 bytes, 21 letters.
MIN_CODE_LENGTH = 16
# Trailing junk after a long base32 run (a paste that caught a "!" or a URL tail) still counts,
# so that the decoder points at the bad character instead of the list reader guessing a card name.
_CODEISH_RE = re.compile(rf"^[Cc][A-Za-z0-9]{{{MIN_CODE_LENGTH - 1},}}\S*$")


def looks_like_code(text: str) -> bool:
    """True when ``text`` has the exact shape of a deck code: ``C``, a version letter, base32 only."""
    t = text.strip()
    if (
        len(t) < MIN_CODE_LENGTH
        or t[0] not in "Cc"
        or t[1].upper() not in "EFGHIJKLMNOPQRSTUVWXYZ23"
    ):
        return False
    return all(ch in _B32_LETTERS for ch in t)


def looks_codeish(text: str) -> bool:
    """Looser than :func:`looks_like_code`: a long letters-and-digits word starting with ``C``.

    Used to recognise a file that holds a (possibly corrupt) deck code, so the
    decoder can say exactly what is wrong with it.
    """
    return bool(_CODEISH_RE.match(text.strip()))


def looks_like_mistyped_code(text: str) -> bool:
    """True when ``text`` is a deck code with a character outside the code alphabet (``8``, ``!``, ``é``...).

    So that a command line holding such a code reports the bad character at its
    position instead of "no such file". A code is written in one case, so a
    name in mixed case (``ChampionDecks2026``), a path (``/``) or a file name
    with a suffix (``Cdecks12345678901.txt``) stays a missing file.
    """
    t = text.strip()
    if not looks_codeish(t) or any(c in t for c in "/\\"):
        return False
    suffix = t.rsplit(".", 1)[1] if "." in t else ""
    if 0 < len(suffix) <= 5 and suffix.isalpha() and suffix.islower():
        return False  # a file suffix: Cdecks12345678901.txt
    letters = [c for c in t if c.isascii() and c.isalpha()]
    return all(c.isupper() for c in letters) or all(c.islower() for c in letters)
