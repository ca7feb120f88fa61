"""riftcheck.infra.suggest: the one "did you mean" measure, and its index that answers as difflib does."""

from __future__ import annotations

import difflib
import random

import pytest

from riftcheck.cards.db import CardDB
from riftcheck.infra.suggest import SuggestIndex, close_matches, closest, similarity

NAMES = [
    "jinx, loose cannon",
    "jinx, demolitionist",
    "void rush",
    "blood rush",
    "vayne, hunter",
    "grand strategem",
    "rek'sai, breacher",
    "atakhan",
    "",
    "aa",
    "void rush",  # a repeated choice is offered as often as difflib offers it
    "黛安娜, 皎月女神",
]


def _typos(words: list[str], count: int, seed: int) -> list[str]:
    """Words with up to four random edits each (dropped, added or changed characters)."""
    rnd = random.Random(seed)
    out = []
    for _ in range(count):
        chars = list(rnd.choice(words))
        for _ in range(rnd.randint(0, 4)):
            at = rnd.randrange(len(chars) + 1)
            op = rnd.randrange(3)
            if op == 0 and chars:
                del chars[min(at, len(chars) - 1)]
            elif op == 1:
                chars.insert(at, rnd.choice("aeiou ,'xz"))
            elif chars:
                chars[min(at, len(chars) - 1)] = rnd.choice("aeixyz")
        out.append("".join(chars))
    return out


@pytest.mark.parametrize("n,cutoff", [(12, 0.6), (3, 0.5), (1, 0.6), (1, 0.9), (5, 1.0)])
def test_index_answers_as_difflib_on_small_list(n, cutoff):
    index = SuggestIndex(NAMES)
    for word in [*_typos([w for w in NAMES if w], 300, seed=n), "", "a", "zzz"]:
        assert index.close(word, n, cutoff) == difflib.get_close_matches(word, NAMES, n, cutoff)


def test_index_answers_as_difflib_on_the_card_names():
    db = CardDB.load()
    keys = list(db._names[0]) + [k for k in db._names[1] if k not in db._names[0]]
    index = SuggestIndex(keys)
    for word in _typos(keys, 25, seed=17):
        assert index.close(word, 12, 0.6) == difflib.get_close_matches(word, keys, 12, 0.6)


def test_index_refuses_a_bad_cutoff_as_difflib_does():
    with pytest.raises(ValueError):
        SuggestIndex(NAMES).close("void", 3, 1.5)


def test_closest_and_close_matches():
    assert closest("copy-limt", ["copy-limit", "banned"]) == "copy-limit"
    assert closest("zzzz", ["copy-limit", "banned"]) is None
    assert closest("leged", ["legend", "main"], cutoff=0.5) == "legend"
    assert close_matches("void rsh", NAMES, n=2) == ["void rush", "void rush"]
    assert similarity("abc", "abc") == 1.0
    assert similarity("abc", "xyz") == 0.0


def test_card_suggestions_are_kept_per_database():
    db = CardDB.load()
    first = db.suggest("Jinx Loose Canon")
    assert first and first[0][0] == "Jinx, Loose Cannon"
    assert db.suggest("Jinx Loose Canon") is first
