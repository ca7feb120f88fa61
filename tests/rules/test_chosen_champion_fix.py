"""The fix of a wrong card in the champion slot leads to a legal deck of the same size (R13 of the
re-test): the right unit in and the wrong one out, and no edit where the player has a choice.

The fixes are followed with the fix-applier's grammar (tests/rules/test_fix_applier.py) and the deck
is checked again; the variants are the R13 deck (tests/fixtures/decks/r13) with a few lines changed.
"""

from __future__ import annotations

import datetime as _dt
import importlib.util
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
R13 = HERE.parent / "fixtures" / "decks" / "r13"
AS_OF = _dt.date(2026, 12, 1)
KENNEN = "1 Kennen, Storm of Shuriken\n"
ORDER_KENNEN = "1 Kennen, Keeper of Balance\n"  # Order: outside a Jinx deck's Fury and Chaos


def _applier():
    spec = importlib.util.spec_from_file_location("_fix_applier", HERE / "test_fix_applier.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _variant(tmp_path, *edits: tuple[str, str]) -> Path:
    text = (R13 / "other-champion.text.txt").read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text
        text = text.replace(old, new, 1)
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    return path


def _check(deck, db):
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    return check_deck(deck, db, load_ruleset("constructed"), as_of=AS_OF)


def _champion_fix(path, db):
    from riftcheck.decks import read_deck

    deck = read_deck(str(path), db)
    report = _check(deck, db)
    (finding,) = [f for f in report.findings if f.rule == "chosen-champion"]
    return deck, finding.fix


def _follow(deck, fix, db):
    applier = _applier()
    parsed = [applier.parse_fix(part, db) for part in fix.split("; ")]
    assert all(p is not None for p in parsed), fix
    for p in parsed:
        deck = applier.apply_fix(deck, db, *p)
    return deck


@pytest.mark.parametrize("name", ["other-champion.text.txt", "other-champion.tts.txt"])
def test_the_swap_leaves_a_legal_deck_of_forty(db, name):
    from riftcheck.decks import read_deck

    deck = read_deck(str(R13 / name), db)
    (finding,) = _check(deck, db).findings
    assert finding.fix == (
        "move 1 Jinx, Demolitionist from the main deck to the champion slot; "
        "move 1 Kennen, Storm of Shuriken from the champion slot to the main deck"
    )
    fixed = _follow(deck, finding.fix, db)
    after = _check(fixed, db)
    assert after.legal is True, [(f.rule, f.message) for f in after.findings]
    assert sum(e.count for e in fixed.entries("champion", "main")) == 40
    assert [e.card.display_name for e in fixed.champion] == ["Jinx, Demolitionist"]


def test_a_wrong_card_outside_the_identity_is_replaced_when_a_copy_more_is_allowed(db, tmp_path):
    path = _variant(
        tmp_path,
        (KENNEN, ORDER_KENNEN),
        ("3 Jinx, Demolitionist", "2 Jinx, Demolitionist"),
        ("2 Noxus Saboteur", "3 Noxus Saboteur"),
    )
    deck, fix = _champion_fix(path, db)
    assert fix == (
        "replace 1 Kennen, Keeper of Balance under the champion slot with 1 Jinx, Demolitionist"
    )
    after = _check(_follow(deck, fix, db), db)
    assert after.legal is True, [(f.rule, f.message) for f in after.findings]


def test_no_edit_when_the_deck_would_be_a_card_short(db, tmp_path):
    deck, fix = _champion_fix(_variant(tmp_path, (KENNEN, ORDER_KENNEN)), db)
    assert _applier().parse_fix(fix, db) is None
    assert fix == (
        "put 1 Jinx, Demolitionist in the champion slot and take Kennen, Keeper of Balance out of "
        "the deck (its domains are outside this deck's identity); moving a copy from the main deck "
        "leaves the deck a card short and one more copy is over its limit, so which card to add is "
        "your choice"
    )


def test_no_edit_when_two_units_could_be_chosen(db, tmp_path):
    path = _variant(tmp_path, ("2 Noxus Saboteur", "1 Noxus Saboteur\n1 Jinx, Rebel"))
    deck, fix = _champion_fix(path, db)
    assert _applier().parse_fix(fix, db) is None
    assert fix == (
        "move 1 of Jinx, Rebel or Jinx, Demolitionist from the main deck to the champion slot, and "
        "Kennen, Storm of Shuriken out of it: which one is your choice, so this fix does not pick"
    )


@pytest.mark.parametrize("name", ["other-champion.text.txt", "other-champion.tts.txt"])
def test_fix_changes_no_byte_of_the_file(cli, tmp_path, name):
    """--fix makes the safe fixes only: the champion's swap is the report's advice, not a rewrite."""
    deck = tmp_path / name
    raw = (R13 / name).read_bytes()
    deck.write_bytes(raw)
    r = cli("--fix", str(deck), "--as-of", "2026-12-01", "-q", env={"COLUMNS": "300"})
    assert r.returncode == 1
    assert deck.read_bytes() == raw
    assert "move 1 Kennen, Storm of Shuriken from the champion slot to the main deck" in r.stdout
