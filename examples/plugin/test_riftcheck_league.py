"""The plugin's own tests: hand-built decks through riftcheck.testing, no card database."""

from riftcheck_league import NoSideboard

from riftcheck.testing import card, deck, entry, run_rule


def test_a_sideboard_is_reported_at_its_key():
    d = deck(entry(card("Rune Prison", "Spell"), 3, "sideboard", line=71))
    [v] = run_rule(NoSideboard, d)
    assert v.message == "3 cards in the sideboard; the league plays best-of-one, without one"
    assert v.location.line == 70  # the `sideboard:` key


def test_no_sideboard_is_legal():
    assert run_rule(NoSideboard, deck(entry(card("Pouty Poro"), 3))) == []
