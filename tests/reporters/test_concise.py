"""The concise report: one ``path:line:col: severity [rule] message`` line per finding, like ruff's."""

from __future__ import annotations

import re

from riftcheck.models import DeckResult, Finding, Location
from riftcheck.reporters import ReportOptions, get_reporter

#: What editors' error parsers match (Vim's ``%f:%l:%c: %m``, VS Code problem matchers).
LINE_RE = re.compile(
    r"^(?P<path>[^:\n]+):(?:(?P<line>\d+):(?:(?P<col>\d+):)?)? (?P<sev>error|warning|info) \[(?P<rule>[a-z-]+)\] (?P<msg>.+)$"
)


def render(run) -> str:
    return get_reporter("concise", ReportOptions()).render(run)


def test_one_line_per_finding_then_summary_and_provenance(run):
    lines = render(run).splitlines()
    assert lines == [
        "decks/draven.deck.txt:5:1: error [banned] Stacked Deck is banned in constructed since 2026-09-18;"
        " fix: replace the 3 Stacked Deck",
        "decks/draven.deck.txt:12:1: error [copy-limit] 4 copies of Rampage (2 in main, 2 in sideboard);"
        " the limit is 3; fix: remove 1 Rampage",
        "decks/draven.deck.txt:30: warning [sideboard-size] sideboard has 11 cards; the limit is 10",
        "decks/broken.deck.yaml:3:7: error [unreadable] invalid YAML: mapping values are not allowed here",
        "3 decks: 1 legal, 1 illegal, 1 unreadable, 1 warning",
        # issue 11: where the date and the card database came from
        "riftcheck 0.1.0, ruleset constructed (rules of 2026-07-16), as of 2026-11-29 (today),"
        " card database 2026.11.29 (2026-11-29, bundled)",
    ]
    for line in lines[:4]:
        assert LINE_RE.match(line), line
    assert not any(LINE_RE.match(line) for line in lines[4:])


def test_no_position_is_made_up(samples):
    f = Finding("banned", "error", "a ban", Location("d.deck.yaml"))
    out = render(samples.make_run([DeckResult("d.deck.yaml", False, findings=(f,))]))
    assert out.splitlines()[0] == "d.deck.yaml: error [banned] a ban"


def test_partial_check_is_said(samples):
    out = render(samples.make_run([samples.LEGAL], selected=("banned",)))
    assert out.splitlines() == [
        "1 deck: 1 legal, 0 illegal (partial check)",
        "riftcheck 0.1.0, ruleset constructed (rules of 2026-07-16), as of 2026-11-29 (today),"
        " card database 2026.11.29 (2026-11-29, bundled); partial check: only rules banned were run",
    ]


def test_control_characters_are_shown_not_obeyed(samples):
    f = Finding(
        "unknown-card", "error", "no card named \x1b[2JX\nY", Location("e\x1b.deck.yaml", 2, 3)
    )
    out = render(samples.make_run([DeckResult("e\x1b.deck.yaml", False, findings=(f,))]))
    assert "\x1b" not in out
    assert (
        out.splitlines()[0]
        == "e\\x1b.deck.yaml:2:3: error [unknown-card] no card named \\x1b[2JX\\nY"
    )
