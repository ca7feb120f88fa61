"""The one way riftcheck answers "did you mean ...?".

Every suggestion it prints (a rule id, a ruleset, a rule option, a
configuration or deck-file key, a card name) is ranked by one measure:
:mod:`difflib`'s similarity ratio, the share of characters two words have in
common in the same order (``1.0`` for the same word). A choice is offered
when its ratio to what was written is at least ``cutoff`` (0.6 unless the
caller says otherwise), best first.

:func:`close_matches` and :func:`closest` serve the short lists (a few dozen
keys); :class:`SuggestIndex` serves the card database's thousands of names
with the same answers, faster: it counts the characters each name shares
with the word in one pass over a prebuilt index, and compares in full only
the names that could reach ``cutoff``.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable


def similarity(a: str, b: str) -> float:
    """difflib's similarity ratio of ``a`` to ``b`` (0.0 to 1.0)."""
    from difflib import SequenceMatcher  # suggestions only: kept off the start-up of every run

    return SequenceMatcher(None, a, b).ratio()


def close_matches(word: str, choices: Iterable[str], n: int = 1, cutoff: float = 0.6) -> list[str]:
    """Up to ``n`` of ``choices`` whose similarity to ``word`` is at least ``cutoff``, best first."""
    import difflib  # suggestions only: kept off the start-up of every run

    return difflib.get_close_matches(word, list(choices), n=n, cutoff=cutoff)


def closest(word: str, choices: Iterable[str], cutoff: float = 0.6) -> str | None:
    """The closest of ``choices`` to ``word``, or ``None`` when nothing is close."""
    found = close_matches(word, choices, 1, cutoff)
    return found[0] if found else None


def best_matches(
    word: str, choices: Iterable[str], cutoff: float = 0.6, margin: float = 0.2
) -> list[str]:
    """The ``choices`` at least ``cutoff`` similar to ``word`` and within ``margin`` of the closest
    one, best first: ``versio`` is offered ``version`` (0.92) and not ``verbose`` (0.62), while
    ``strit`` is offered ``strict`` (0.91) and ``no-strict`` (0.71) alike."""
    scored = sorted(((similarity(word, c), c) for c in choices), key=lambda x: -x[0])
    if not scored or scored[0][0] < cutoff:
        return []
    floor = max(cutoff, scored[0][0] - margin)
    return [c for ratio, c in scored if ratio >= floor]


def _occurrences(text: str) -> list[tuple[str, int]]:
    """Each character of ``text`` with its running count: ``aba`` -> ``(a,1) (b,1) (a,2)``."""
    seen: dict[str, int] = {}
    out = []
    for ch in text:
        seen[ch] = k = seen.get(ch, 0) + 1
        out.append((ch, k))
    return out


class SuggestIndex:
    """:func:`close_matches` over a fixed, large list of choices, prepared once.

    The answers are those of :func:`close_matches` on the same list, to the
    letter and in the same order: a name is compared in full only when the
    characters it shares with the word (counted with repeats, the bound
    difflib itself filters with) could give a ratio of ``cutoff``; every other
    name is below ``cutoff`` whatever their order.
    """

    __slots__ = ("_choices", "_lengths", "_postings")

    def __init__(self, choices: Iterable[str]):
        self._choices = list(choices)
        self._lengths = [len(c) for c in self._choices]
        postings: dict[tuple[str, int], list[int]] = {}
        for i, choice in enumerate(self._choices):
            for occ in _occurrences(choice):
                postings.setdefault(occ, []).append(i)
        self._postings = postings

    def close(self, word: str, n: int = 3, cutoff: float = 0.6) -> list[str]:
        """Up to ``n`` choices whose similarity to ``word`` is at least ``cutoff``, best first."""
        if not word or n <= 0 or not 0.0 < cutoff <= 1.0:
            # edge cases (an empty word matches an empty choice; bad arguments raise): difflib's own
            return close_matches(word, self._choices, n, cutoff)
        from difflib import SequenceMatcher

        shared: Counter[int] = Counter()
        for occ in _occurrences(word):
            hit = self._postings.get(occ)
            if hit:
                shared.update(hit)  # counted in C: one pass over the names holding this character
        size = len(word)
        lengths, choices = self._lengths, self._choices
        matcher = SequenceMatcher()
        matcher.set_seq2(word)  # as difflib.get_close_matches: the choice is a, the word b
        scored = []
        for i, common in shared.items():
            if 2.0 * common / (size + lengths[i]) >= cutoff:
                matcher.set_seq1(choices[i])
                ratio = matcher.ratio()
                if ratio >= cutoff:
                    scored.append((ratio, choices[i]))
        return [x for _, x in heapq.nlargest(n, scored)]
