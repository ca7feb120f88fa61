"""GitHub annotations: format, escaping, errors first, the 10-per-level limit, step summary."""

from __future__ import annotations

from riftcheck.models import DeckResult
from riftcheck.reporters import ReportOptions, get_reporter
from riftcheck.reporters.github import escape_data, escape_property


def render(run) -> str:
    return get_reporter("github", ReportOptions()).render(run)


def test_annotation_lines(run):
    lines = render(run).splitlines()
    assert lines[0] == (
        "::error file=decks/draven.deck.txt,line=5,col=1,title=riftcheck(banned)::"
        "Stacked Deck is banned in constructed since 2026-09-18 Fix: replace the 3 Stacked Deck"
    )
    assert lines[1].startswith("::error file=decks/draven.deck.txt,line=12,col=1,title=riftcheck(copy-limit)::4 copies")
    assert "::error file=decks/broken.deck.yaml,line=3,col=7,title=riftcheck(unreadable)::invalid YAML" in lines[2]
    assert lines[3] == (
        "::warning file=decks/draven.deck.txt,line=30,title=riftcheck(sideboard-size)::"
        "sideboard has 11 cards; the limit is 10"
    )
    assert lines[-1] == "3 decks: 1 legal, 1 illegal, 1 unreadable"


def test_errors_come_before_warnings(run):
    kinds = [line.split(" ", 1)[0] for line in render(run).splitlines() if line.startswith("::")]
    assert kinds == sorted(kinds, key=["::error", "::warning", "::notice"].index)


def test_escaping():
    assert escape_data("50%\nnext\r") == "50%25%0Anext%0D"
    assert escape_property("a:b,c%") == "a%3Ab%2Cc%25"


def test_more_than_ten_per_level_are_counted(samples):
    many = tuple(
        samples.finding("copy-limit", sev, f"problem {i}", "d.deck.yaml", i + 1)
        for i in range(13)
        for sev in ("error",)
    ) + tuple(samples.finding("sideboard-size", "warning", f"w {i}", "d.deck.yaml", 50 + i) for i in range(11))
    out = render(samples.make_run([DeckResult("d.deck.yaml", False, findings=many)]))
    assert out.count("::error ") == 13 and out.count("::warning ") == 11
    assert "3 error annotations and 1 warning annotation not shown (GitHub shows at most 10" in out


def test_no_note_under_the_limit(run):
    assert "not shown" not in render(run)


def test_step_summary(run):
    md = get_reporter("github", ReportOptions()).step_summary(run)
    assert md.startswith("## riftcheck\n")
    assert "**3 decks: 1 legal, 1 illegal, 1 unreadable**" in md
    assert "| `decks/draven.deck.txt` | illegal | 3 |" in md
