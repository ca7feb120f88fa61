"""Enumerations a person reads end with the language's word: "2, 5 and 9", « 2, 5 et 9 » (issue 25
C10). One helper (``models.listed``) makes every such list; these tests read the messages that use
it in both languages."""

from __future__ import annotations

import pytest

from riftcheck import i18n
from riftcheck.events.problems import team_size_message
from riftcheck.events.values import row_place, rows_place
from riftcheck.models import Location, Msg, listed
from riftcheck.rules._helpers import lines_text
from riftcheck.rules.unknown_card import _listing

EN, FR = i18n.Translator("en"), i18n.Translator("fr", {})


@pytest.mark.parametrize(
    ("items", "word", "en", "fr"),
    [
        ([], "and", "", ""),
        (["2"], "and", "2", "2"),
        (["2", "5"], "and", "2 and 5", "2 et 5"),
        (["2", "5", "9"], "and", "2, 5 and 9", "2, 5 et 9"),
        (["2", "5", "9", "11"], "and", "2, 5, 9 and 11", "2, 5, 9 et 11"),
        (["a", "b", "c"], "or", "a, b or c", "a, b ou c"),
    ],
)
def test_listed_ends_with_the_word_of_each_language(items, word, en, fr):
    said = listed(items, word)
    assert str(said) == en
    assert EN.message(said) == en
    assert FR.message(said) == fr


def test_a_list_of_one_message_is_that_message_said_in_the_language():
    said = listed([Msg("{player} ({where})", player="Hana Sato", where=row_place(10))])
    assert EN.message(said) == "Hana Sato (row 10)"
    assert FR.message(said) == "Hana Sato (ligne 10)"


def test_a_list_past_its_limit_says_how_many_more_not_the_last_word():
    said = listed([str(n) for n in range(1, 8)], limit=3)
    assert EN.message(said) == "1, 2, 3 and 4 more"
    assert FR.message(said) == "1, 2, 3 et 4 autres"
    assert FR.message(listed(["1", "2", "3"], limit=3)) == "1, 2 et 3"


def test_messages_that_list_end_with_et_in_french():
    """Lines of a finding, rows of a team, and suggestions of an unknown card."""
    lines = lines_text([Location("d.txt", 12, None), Location("d.txt", 30, None)])
    assert EN.message(lines) == "lines 12 and 30"
    assert FR.message(lines) == "lignes 12 et 30"
    one = lines_text([Location("d.txt", 12, None)])
    assert (EN.message(one), FR.message(one)) == ("line 12", "ligne 12")

    team = team_size_message("Crowd", 3, rows_place([(6, 6), (7, 7), (8, 8)]), 2)
    assert (
        EN.message(team)
        == "team Crowd has a third member: 3 players (rows 6, 7 and 8), a team has 2"
    )
    fr = FR.message(team)
    assert "6, 7 et 8" in fr and " and " not in fr and "6, 7, 8" not in fr

    pairs = (("Jinx, Rebel", "SFD-001"), ("Jinx, Loose Cannon", "OGN-251"), ("Viktor", ""))
    said = Msg("Ambiguous card '{ref}'; it could be {listing}", ref="Jinx", listing=_listing(pairs))
    assert EN.message(said).endswith(
        "Jinx, Rebel (SFD-001), Jinx, Loose Cannon (OGN-251) or Viktor"
    )
    assert FR.message(said).endswith("(OGN-251) ou Viktor")
    cut = _listing(pairs, 2)
    assert EN.message(cut) == "Jinx, Rebel (SFD-001), Jinx, Loose Cannon (OGN-251) and 1 more"
    assert FR.message(cut).endswith("(OGN-251) et 1 autre")
