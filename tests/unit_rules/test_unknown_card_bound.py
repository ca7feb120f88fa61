"""The "did you mean" work of one deck is bounded (issue 23, F18): a pasted text of thousands of
lines that are no cards is read in bounded time, and a normal deck's findings are unchanged."""

from __future__ import annotations

import datetime as dt

from riftcheck.api import check_paths
from riftcheck.cards.db import CardDB
from riftcheck.decks.build import SUGGESTED_UNKNOWN

DAY = dt.date(2026, 10, 1)


def _unknown(tmp_path, n: int):
    names = [f"Mystic Porx{i}" for i in range(n)]
    text = "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n" + "".join(
        f"1 {name}\n" for name in names
    )
    p = tmp_path / "many.deck.txt"
    p.write_text(text, encoding="utf-8")
    (result,) = check_paths([str(p)], config=False, as_of=DAY).decks
    return [f for f in result.findings if f.rule == "unknown-card"]


def test_the_first_unknown_names_get_suggestions_and_the_rest_say_none_was_computed(
    tmp_path, monkeypatch
):
    calls = []
    real = CardDB._suggest

    def counted(self, text, n):
        calls.append(text)
        return real(self, text, n)

    monkeypatch.setattr(CardDB, "_suggest", counted)
    extra = 15
    found = _unknown(tmp_path, SUGGESTED_UNKNOWN + extra)
    assert len(found) == SUGGESTED_UNKNOWN + extra  # every line is still an error at its line
    assert sorted(f.location.line for f in found) == list(range(4, 4 + SUGGESTED_UNKNOWN + extra))
    suggested = [f for f in found if "did you mean" in f.message]
    unsuggested = [f for f in found if "no suggestions computed" in f.message]
    assert len(suggested) == SUGGESTED_UNKNOWN and len(unsuggested) == extra
    assert unsuggested[0].message == (
        f"Unknown card 'Mystic Porx{SUGGESTED_UNKNOWN}' (one of {extra} more unknown names: no "
        f"suggestions computed past the deck's first {SUGGESTED_UNKNOWN})"
    )
    # the work: suggestions were looked for the first names only (the resolver's and the rule's)
    assert len(set(calls)) <= SUGGESTED_UNKNOWN


def test_a_deck_under_the_bound_gets_every_suggestion(tmp_path):
    found = _unknown(tmp_path, 5)
    assert len(found) == 5 and all("did you mean" in f.message for f in found)
