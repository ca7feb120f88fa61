"""A fix defers only to the fixes of rules that run (atkH 1).

main-deck-size says how many cards the other fixes take out of a 40-card main deck. With
``--ignore banned`` the banned cards' removal is not shown, so it is not counted either: the
example loses 2 Cleave (domain identity) and 3 Stacked Deck (banned on 2026-09-20).
"""

import json

from tests.conftest import ROOT

DECK = str(ROOT / "examples" / "kennen-illegal.deck.yaml")


def _size_finding(cli, *extra):
    r = cli("--as-of", "2026-09-20", "-f", "json", *extra, DECK)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    (deck,) = json.loads(r.stdout)["decks"]
    (found,) = [f for f in deck["violations"] if f["rule"] == "main-deck-size"]
    return found


def test_every_rule_run_counts_every_removal(cli):
    found = _size_finding(cli)
    assert "taken 5 cards out of it, it will have 35" in found["message"]
    assert found["fix"] == "then add 5 cards under main: to reach 40"


def test_an_ignored_rules_removals_are_not_counted(cli):
    found = _size_finding(cli, "--ignore", "banned")
    assert "taken 2 cards out of it, it will have 38" in found["message"]
    assert found["fix"] == "then add 2 cards under main: to reach 40"


def test_a_selection_counts_only_the_selected_rules(cli):
    found = _size_finding(cli, "--select", "main-deck-size,banned")
    assert "taken 3 cards out of it, it will have 37" in found["message"]
    assert found["fix"] == "then add 3 cards under main: to reach 40"
