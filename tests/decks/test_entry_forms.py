"""How an entry line's count is written: every form players use gives the same entry (issue 15)."""

from __future__ import annotations

import pytest

from riftcheck.decks.entries import parse_entry_text
from riftcheck.infra.errors import InputError
from riftcheck.models import Location

LOC = Location("deck.txt", 7, 1)


@pytest.mark.parametrize(
    "text, ref, count, code",
    [
        ("3 Gust", "Gust", 3, None),
        ("3x Gust", "Gust", 3, None),
        ("3 x Gust", "Gust", 3, None),
        ("x3 Gust", "Gust", 3, None),
        ("X3 Gust", "Gust", 3, None),
        ("Gust x3", "Gust", 3, None),
        ("Gust X3", "Gust", 3, None),
        ("Gust x 3", "Gust", 3, None),
        ("Gust ×3", "Gust", 3, None),
        ("Gust (x3)", "Gust", 3, None),
        ("Gust ( x3 )", "Gust", 3, None),
        ("Kennen, Storm of Shuriken x2", "Kennen, Storm of Shuriken", 2, None),
        ("Gust (OGN-169) x3", "Gust (OGN-169)", 3, "OGN-169"),
        ("Gust x3 (OGN-169)", "Gust (OGN-169)", 3, "OGN-169"),
        ("Gust", "Gust", 1, None),
        # a bare trailing number or an x inside a word is part of the name, never a count
        ("Get Excited!", "Get Excited!", 1, None),
        ("Vi x", "Vi x", 1, None),
        ("Hextech Ray", "Hextech Ray", 1, None),
    ],
)
def test_count_forms(text, ref, count, code):
    e = parse_entry_text(text, LOC, "main")
    assert (e.ref, e.count, e.code) == (ref, count, code)


def test_two_counts_on_one_line_are_refused_naming_both():
    with pytest.raises(InputError) as exc:
        parse_entry_text("3 Gust x2", LOC, "main")
    assert (
        str(exc.value)
        == "deck.txt:7:1: entry '3 Gust x2' has two counts (3 and 2): expected one, as in '2 Gust'"
    )


@pytest.mark.parametrize("text", ["Gust x0", "x0 Gust", "Gust (x1000)"])
def test_a_trailing_count_is_checked_like_a_leading_one(text):
    with pytest.raises(InputError, match="expected a positive whole number from 1 to 999"):
        parse_entry_text(text, LOC, "main")
