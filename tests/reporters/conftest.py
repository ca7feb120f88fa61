"""Hand-built run results: reporters are tested without a card database or an engine."""

from __future__ import annotations

import datetime as dt

import pytest

from riftcheck.api import RuleInfo, RunResult
from riftcheck.models import CardRef, DeckResult, Finding, Location, Notice, SkippedRule, frozen_map

SHA = "ab" * 32


def finding(
    rule, severity, message, file, line=None, column=None, fix=None, citation=None, cards=()
):
    """A finding as the engine would stamp it."""
    return Finding(
        rule=rule,
        severity=severity,
        message=message,
        location=Location(file, line, column),
        citation=citation,
        fix=fix,
        cards=tuple(CardRef(*c) for c in cards),
    )


def make_run(decks, *, teams=(), selected=(), ignored=(), as_of=None, deck_as_of=None) -> RunResult:
    """A RunResult around ``decks`` with fixed provenance."""
    rules = {
        rid: RuleInfo(
            rid, f"summary of {rid}", (f"CR {n}",), "error", f"https://example.invalid/#rule-{rid}"
        )
        for n, rid in enumerate(
            ("copy-limit", "banned", "sideboard-size", "main-deck-size", "unreadable"), 100
        )
    }
    dates = deck_as_of or {
        d.source: as_of or dt.date(2026, 11, 29) for d in decks if d.legal is not None
    }
    return RunResult(
        decks=tuple(decks),
        ruleset="constructed",
        card_data=frozen_map(
            {"version": "2026.11.29", "date": "2026-11-29", "sha256": SHA, "path": "/x"}
        ),
        teams=tuple(teams),
        ruleset_description="Standard 1v1 Constructed",
        rules_date="2026-07-16",
        as_of=as_of,
        deck_as_of=frozen_map(dates),
        selected=tuple(selected),
        ignored=tuple(ignored),
        rules=frozen_map(rules),
        riftcheck_version="0.1.0",
    )


LEGAL = DeckResult(
    source="decks/kennen.deck.yaml",
    legal=True,
    rules_run=("banned", "copy-limit"),
    fingerprint="f" * 16,
    notices=(
        # a notice shown with -v only (a reading notice, such as summed-entries, is shown always)
        Notice(
            "region",
            "judged without a region",
            Location("decks/kennen.deck.yaml", 9, 3),
        ),
    ),
    rules_skipped=(SkippedRule("pool", "no pool given"),),
)

ILLEGAL = DeckResult(
    source="decks/draven.deck.txt",
    legal=False,
    findings=(
        finding(
            "sideboard-size",
            "warning",
            "sideboard has 11 cards; the limit is 10",
            "decks/draven.deck.txt",
            30,
            None,
        ),
        finding(
            "copy-limit",
            "error",
            "4 copies of Rampage (2 in main, 2 in sideboard); the limit is 3",
            "decks/draven.deck.txt",
            12,
            1,
            fix="remove 1 Rampage",
            citation="CR 103.2.b",
            cards=(("Rampage", "OGN-010"),),
        ),
        finding(
            "banned",
            "error",
            "Stacked Deck is banned in constructed since 2026-09-18",
            "decks/draven.deck.txt",
            5,
            1,
            fix="replace the 3 Stacked Deck",
            citation="TR 601.2.d",
        ),
    ),
    rules_run=("banned", "copy-limit", "sideboard-size"),
    fingerprint="0123456789abcdef",
)

UNREADABLE = DeckResult(
    source="decks/broken.deck.yaml",
    legal=None,
    error=finding(
        "unreadable",
        "error",
        "invalid YAML: mapping values are not allowed here",
        "decks/broken.deck.yaml",
        3,
        7,
    ),
)


@pytest.fixture
def run():
    """Three decks: legal, illegal (2 errors, 1 warning) and unreadable."""
    return make_run([LEGAL, ILLEGAL, UNREADABLE])


class Samples:
    """The sample results and builders, handed to tests through the ``samples`` fixture."""

    LEGAL = LEGAL
    ILLEGAL = ILLEGAL
    UNREADABLE = UNREADABLE
    make_run = staticmethod(make_run)
    finding = staticmethod(finding)


@pytest.fixture
def samples():
    """Sample deck results and the ``make_run``/``finding`` builders."""
    return Samples
