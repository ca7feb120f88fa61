"""The YAML examples in each H4 rule's docstring are real decks that behave as documented.

An example marked with ``# ...`` is abbreviated (not a whole deck) and is
only checked for being readable.
"""

import datetime as dt
import re

import pytest

from riftcheck.rules.banned import Banned
from riftcheck.rules.battlefields import Battlefields
from riftcheck.rules.chosen_champion import ChosenChampion
from riftcheck.rules.copy_limit import CopyLimit
from riftcheck.rules.domain_identity import DomainIdentity
from riftcheck.rules.main_deck_size import MainDeckSize
from riftcheck.rules.rune_deck import RuneDeck
from riftcheck.rules.set_legality import SetLegality
from riftcheck.rules.sideboard_size import SideboardSize
from riftcheck.rules.signature_limit import SignatureLimit
from riftcheck.rules.signature_tag import SignatureTag
from riftcheck.rules.unique import Unique

RULES = [
    ChosenChampion,
    MainDeckSize,
    CopyLimit,
    Unique,
    SignatureLimit,
    SignatureTag,
    DomainIdentity,
    RuneDeck,
    Battlefields,
    SideboardSize,
    Banned,
    SetLegality,
]
_EXAMPLE = re.compile(
    r"^(Legal|Illegal) example(?: \(as of (\d{4}-\d\d-\d\d)[^)]*\))?:\n\n((?:    .*\n|\n)+)",
    re.MULTILINE,
)


def _examples():
    for rule in RULES:
        found = _EXAMPLE.findall(rule.doc() + "\n")
        assert [k for k, _, _ in found] == ["Legal", "Illegal"], rule.id
        for kind, day, body in found:
            yield pytest.param(rule, kind == "Legal", day, body, id=f"{rule.id}-{kind.lower()}")


@pytest.mark.parametrize(("rule", "legal", "day", "body"), list(_examples()))
def test_example(rule, legal, day, body, db, tmp_path):
    from riftcheck.decks import read_deck
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    path = tmp_path / "example.deck.yaml"
    path.write_text("\n".join(line[4:] for line in body.splitlines()) + "\n", encoding="utf-8")
    deck = read_deck(str(path), db)
    assert all(e.card is not None for e in deck.entries()), [
        e.ref for e in deck.entries() if e.card is None
    ]
    if "# ..." in body:
        return
    as_of = dt.date.fromisoformat(day) if day else dt.date(2026, 10, 1)
    result = check_deck(deck, db, load_ruleset("constructed"), as_of=as_of, select=[rule.id])
    errors = [f.message for f in result.findings if f.rule == rule.id and f.severity == "error"]
    assert (errors == []) is legal, errors
