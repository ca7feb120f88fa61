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


def test_past_the_listed_findings_one_finding_says_how_many_more_and_their_lines(tmp_path):
    """atkK 1/4: 250 unknown names are LISTED_FINDINGS findings at their lines, then one for the
    other 150 (the verdict unchanged)."""
    from riftcheck.rules._helpers import LISTED_FINDINGS

    found = _unknown(tmp_path, 250)
    assert len(found) == LISTED_FINDINGS + 1
    assert [f.location.line for f in found[:-1]] == list(range(4, 4 + LISTED_FINDINGS))
    last = found[-1]
    assert last.severity == "error" and last.location.line == 4 + LISTED_FINDINGS
    assert last.message == (
        f"and 150 more unknown or ambiguous entries (lines {4 + LISTED_FINDINGS}-253), "
        "not listed one by one"
    )
    assert last.fix == "correct or remove these lines"


def test_a_pool_s_unknown_entries_are_bounded_too(tmp_path):
    """atkK 1: a pool of 300 unknown entries is LISTED_FINDINGS warnings and one summary, under
    each deck that uses it, not 300."""
    from riftcheck.rules._helpers import LISTED_FINDINGS
    from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL

    (tmp_path / "a.deck.yaml").write_text(SEALED_A, encoding="utf-8")
    pool = tmp_path / "pool.txt"
    pool.write_text(TEAM_POOL + "".join(f"1 Mystic Poro{i}x\n" for i in range(300)), "utf-8")
    first = TEAM_POOL.count("\n") + 1
    run = check_paths(
        [str(tmp_path / "a.deck.yaml")] * 1,
        config=False,
        as_of=DAY,
        ruleset="sealed",
        pool=str(pool),
    )
    (result,) = run.decks
    warnings = [f for f in result.findings if f.rule == "pool"]
    assert all(f.severity == "warning" for f in warnings)
    assert len(warnings) == LISTED_FINDINGS + 1
    assert warnings[-1].message == (
        f"and {300 - LISTED_FINDINGS} more pool entries that are not known cards "
        f"(lines {first + LISTED_FINDINGS}-{first + 299}), not counted"
    )
    assert result.legal is True
