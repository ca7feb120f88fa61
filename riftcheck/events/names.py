"""When two registrations name one player: the same name, and names that only look the same.

:func:`same_name_key` is the key two spellings of one name share: what no
reader sees removed (format characters, Unicode category Cf: zero-width space
and joiner, word joiner, soft hyphen, BOM, the bidirectional controls; the
default-ignorable characters outside Cf: combining grapheme joiner, variation
selectors, Hangul fillers; the braille blank; control characters such as NUL),
then NFKC and case folding, then spaces made single. Two rows with the same key are the same
player (``roster-duplicate-player``, an error).

:func:`skeletons` are the UTS #39 skeletons of a name, computed from the
confusables data that the ``confusable-homoglyphs`` package ships (its copy
of Unicode's ``confusables.txt``; the package has no skeleton function).
Two names with a skeleton in common but different keys differ only by
characters that look alike (a Cyrillic ``А`` for a Latin ``A``): a warning,
``roster-lookalike-players``, since riftcheck cannot tell one player who
typed two ways from two players. Each name has two skeletons, of the folded
name and of the name as written, because the data maps ``I`` to ``l`` but
``i`` to nothing: either alone misses half the pairs. The second is not
folded after (``Ian`` would become ``lan``, and meet ``Lan``). A third is of the
folded name without its accents (``Élodie`` and ``Elodie``).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from riftcheck.infra.escape import IGNORABLE, INVISIBLE

#: The confusables data file of confusable-homoglyphs (a dependency of riftcheck).
_DATA = ("confusable_homoglyphs", "confusables.json")
#: Marks the package's JSON puts around right-to-left characters (they are not part of them).
_MARKS = str.maketrans("", "", "\u200e\u200f")


#: What no reader sees in a name: controls (whitespace aside), format characters (Cf) and the
#: characters that render as nothing (the default-ignorable ones outside Cf, the braille blank).
_UNSEEN = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x84\x86-\x9f" + INVISIBLE + IGNORABLE + "]")


def visible(text: str) -> str:
    """``text`` without the characters no reader sees (controls, format characters, ignorables)."""
    return _UNSEEN.sub("", text)


def same_name_key(name: str) -> str:
    """The key two spellings of one name share (see the module documentation)."""
    return " ".join(unicodedata.normalize("NFKC", visible(name)).casefold().split())


@lru_cache(maxsize=1)
def _prototypes() -> dict[str, str]:
    """Character -> its prototype string, from the package's two-way table.

    The table lists, for a prototype, every character confusable with it, and
    for each such character its one prototype. A character listed with one
    entry whose own entry lists several (or is a string of several
    characters) maps to it; two characters that only list each other are one
    pair, mapped to the smaller one so that both agree.
    """
    import json
    from importlib.resources import files

    raw = json.loads(files(_DATA[0]).joinpath(_DATA[1]).read_text(encoding="utf-8"))
    table = {k.translate(_MARKS): [e["c"].translate(_MARKS) for e in v] for k, v in raw.items()}
    out: dict[str, str] = {}
    for char, listed in table.items():
        if len(char) != 1 or len(listed) != 1:
            continue
        target = listed[0]
        many = len(target) > 1 or len(table.get(target, ())) > 1
        pair = table.get(target) == [char] and target < char
        if many or pair:
            out[char] = target
    return out


def skeleton(text: str) -> str:
    """The UTS #39 skeleton of ``text``: NFD, each character replaced by its prototype, NFD again."""
    protos = _prototypes()
    out = unicodedata.normalize("NFD", text)
    for _ in range(3):  # a prototype string is made of prototypes; a pair may need one more pass
        mapped = "".join(protos.get(c, c) for c in out)
        mapped = unicodedata.normalize("NFD", mapped)
        if mapped == out:
            break
        out = mapped
    return out


def skeletons(name: str) -> frozenset[str]:
    """The skeletons two look-alike spellings of ``name`` share (see the module documentation)."""
    plain = " ".join(unicodedata.normalize("NFKC", visible(name)).split())
    # a third, of the name without its accents: « Élodie » and « Elodie » are the commonest way
    # one French name is written twice (frU 14), as the card reader ignores accents
    bare = "".join(
        c for c in unicodedata.normalize("NFD", plain.casefold()) if not unicodedata.combining(c)
    )
    # the second skeleton is not case-folded after: "Ian" (I -> l) and "Lan" must not meet at "lan"
    return frozenset((skeleton(plain.casefold()), skeleton(plain), skeleton(bare)))
