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
    assert lines[1].startswith(
        "::error file=decks/draven.deck.txt,line=12,col=1,title=riftcheck(copy-limit)::4 copies"
    )
    assert (
        "::error file=decks/broken.deck.yaml,line=3,col=7,title=riftcheck(unreadable)::invalid YAML"
        in lines[2]
    )
    assert lines[3] == (
        "::warning file=decks/draven.deck.txt,line=30,title=riftcheck(sideboard-size)::"
        "sideboard has 11 cards; the limit is 10"
    )
    assert lines[-1] == "3 decks: 1 legal, 1 illegal, 1 unreadable, 1 warning"


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
    ) + tuple(
        samples.finding("sideboard-size", "warning", f"w {i}", "d.deck.yaml", 50 + i)
        for i in range(11)
    )
    out = render(samples.make_run([DeckResult("d.deck.yaml", False, findings=many)]))
    assert out.count("::error ") == 13 and out.count("::warning ") == 11
    assert "3 error annotations and 1 warning annotation not shown (GitHub shows at most 10" in out


def test_no_note_under_the_limit(run):
    assert "not shown" not in render(run)


def summary(run, strict=False) -> str:
    return get_reporter("github", ReportOptions(strict=strict)).step_summary(run)


def test_step_summary(run):
    md = summary(run)
    assert md.startswith("## riftcheck\n")
    assert "**3 decks: 1 legal, 1 illegal, 1 unreadable, 1 warning**" in md
    # what the verdicts depend on
    assert (
        "riftcheck 0.1.0, ruleset constructed (rules of 2026-07-16), as of 2026-11-29 (today),"
        " card database 2026.11.29 (2026-11-29, bundled)" in md
    )
    # each failing deck with its findings: severity, rule, line, message, fix
    assert "### decks/draven.deck.txt: **illegal** (2 errors, 1 warning)" in md
    assert "| Severity | Rule | Line | Message | Fix |" in md
    assert (
        "| error | banned | 5:1 | Stacked Deck is banned in constructed since 2026-09-18 | replace the 3 Stacked Deck |"
        in md
    )
    assert (
        "| warning | sideboard\\-size | 30 |" not in md
        and "| warning | sideboard-size | 30 | sideboard has 11" in md
    )
    assert "### decks/broken.deck.yaml: **unreadable** (1 error)" in md
    # legal decks: one line each, after the failing ones
    assert md.index("- decks/kennen.deck.yaml: **legal**") > md.index("broken.deck.yaml")
    assert "kennen.deck.yaml" not in md.split("### Other decks")[0]


def test_step_summary_of_a_partial_check_says_so(samples):
    md = summary(samples.make_run([samples.LEGAL], selected=("banned",)))
    assert "(partial check)" in md and "partial check: only rules banned were run" in md


def test_step_summary_escapes_markdown_and_html(samples):
    f = samples.finding(
        "unknown-card",
        "error",
        "no card <img src=x onerror=alert(1)> | *x* `y` [l](u)",
        "e.deck.yaml",
        2,
    )
    md = summary(samples.make_run([DeckResult("<b>e</b>|x.deck.yaml", False, findings=(f,))]))
    assert "<img" not in md and "<b>" not in md
    assert "&lt;img src=x onerror=alert(1)&gt; \\| \\*x\\* \\`y\\` \\[l\\](u)" in md
    assert "### &lt;b&gt;e&lt;/b&gt;\\|x.deck.yaml: **illegal**" in md
    row = next(line for line in md.splitlines() if line.startswith("| error"))
    assert row.count(" | ") == 4  # the escaped pipe opens no extra cell


def test_step_summary_under_strict_details_decks_with_warnings(samples):
    warn = DeckResult(
        "w.deck.yaml",
        True,
        findings=(samples.finding("sideboard-size", "warning", "11 cards", "w.deck.yaml", 30),),
    )
    assert "### w.deck.yaml" not in summary(samples.make_run([warn]))
    assert "- w.deck.yaml: **legal** (1 warning)" in summary(samples.make_run([warn]))
    assert "### w.deck.yaml: **legal** (1 warning)" in summary(
        samples.make_run([warn]), strict=True
    )


def test_step_summary_of_1000_decks_stays_under_githubs_limit(samples):
    from riftcheck.reporters.github import SUMMARY_LIMIT

    decks = []
    for i in range(1000):
        path = f"decks/team-{i:04}/a-rather-long-deck-name-for-the-regional-qualifier.deck.yaml"
        if i % 2:
            decks.append(DeckResult(path, True))
            continue
        found = tuple(
            samples.finding(
                "copy-limit",
                "error",
                f"4 copies of Card Number {j} (2 in main, 2 in sideboard); the limit is 3" * 3,
                path,
                10 + j,
                5,
                fix=f"remove 1 Card Number {j}",
            )
            for j in range(12)
        )
        decks.append(DeckResult(path, False, findings=found))
    md = summary(samples.make_run(decks))
    size = len(md.encode("utf-8"))
    assert size <= SUMMARY_LIMIT, size
    shown = md.count("\n### decks/")
    assert 0 < shown < 500
    assert f"*{500 - shown} more failing decks ({(500 - shown) * 12} findings) not shown" in md
    # every legal deck still has its line
    assert md.count(": **legal**") == 500
    small = summary(samples.make_run(decks[:20]))
    assert "not shown" not in small and small.count("\n### decks/") == 10
