"""The text report: verdicts, tables, header provenance, summary, widths and colour."""

from __future__ import annotations

import re

from riftcheck.models import DeckResult
from riftcheck.reporters import ReportOptions, get_reporter

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def render(run, **kw) -> str:
    return get_reporter("text", ReportOptions(**kw)).render(run)


def test_each_deck_has_path_and_verdict_and_the_run_a_summary(run):
    out = render(run)
    assert "decks/kennen.deck.yaml: LEGAL" in out
    assert "decks/draven.deck.txt: ILLEGAL (2 errors, 1 warning)" in out
    assert "decks/broken.deck.yaml: UNREADABLE (1 error)" in out
    assert out.rstrip().splitlines()[-1] == "3 decks: 1 legal, 1 illegal, 1 unreadable, 1 warning"


def test_findings_in_colour_are_a_table_with_severity_rule_line_message_fix(run):
    out = ANSI.sub("", render(run, width=200, color=True))
    for head in ("Severity", "Rule", "Line", "Message", "Fix"):
        assert head in out
    row = next(line for line in out.splitlines() if "copy-limit" in line)
    assert re.search(r"error\s+copy-limit\s+12:1\s+4 copies of Rampage .*remove 1 Rampage", row)


def test_plain_findings_are_a_heading_line_then_the_fix(run):
    # the plain layout (no colour) on purpose replaces the table since issue 17: where, severity,
    # rule, then the message on the same line; the fix on a line of its own, indented
    lines = render(run, width=200).splitlines()
    i = next(i for i, line in enumerate(lines) if "copy-limit" in line)
    assert re.fullmatch(
        r"  12:1  error  copy-limit  4 copies of Rampage \(.*\); the limit is 3", lines[i]
    )
    assert re.fullmatch(r"      fix: remove 1 Rampage.*", lines[i + 1])
    assert "Severity" not in "\n".join(lines)
    out = "\n".join(lines)
    # errors first, then by line; the warning last
    order = [r for r in ("banned", "copy-limit", "sideboard-size") if r in out]
    assert sorted(order, key=out.index) == ["banned", "copy-limit", "sideboard-size"]


def test_plain_layout_wraps_under_the_indent_and_never_cuts_a_word(samples):
    long = "a-very-long-rule-id"
    f = samples.finding(
        "copy-limit",
        "error",
        "word " * 30 + "x" * 100,
        "d.deck.yaml",
        7,
        None,
        fix="remove " + long,
    )
    d = DeckResult(source="d.deck.yaml", legal=False, findings=(f,))
    out = render(samples.make_run([d]), width=40)
    lines = out.splitlines()
    # only the word longer than a line stands past the width, whole, alone on its line
    assert [line for line in lines if len(line) > 40] == ["      " + "x" * 100]
    assert any(line == "      fix: remove " + long for line in lines)


def test_header_names_version_ruleset_rules_date_card_database_and_as_of(run):
    head = render(run).splitlines()[:2]
    assert "riftcheck 0.1.0" in head[0]
    assert "ruleset constructed (rules of 2026-07-16)" in head[0]
    # issue 11: the second line says where the date and the card database came from
    assert head[1] == "as of 2026-11-29 (today) · card database 2026.11.29 (2026-11-29, bundled)"


def test_fits_80_columns_and_uses_a_wide_terminal(run):
    narrow = render(run, width=80)
    assert max(len(line) for line in narrow.splitlines()) <= 80
    wide = render(run, width=200)
    assert max(len(line) for line in wide.splitlines()) > 80
    assert len(wide.splitlines()) < len(narrow.splitlines())
    # nothing is lost when wrapping: every word of every message is there
    flat = " ".join(narrow.split())
    for word in [
        "4",
        "copies",
        "of",
        "Rampage",
        "(2",
        "in",
        "main,",
        "2",
        "in",
        "sideboard);",
        "the",
        "limit",
        "is",
        "3",
    ]:
        assert word in flat


def test_colour_only_when_asked(run):
    assert not ANSI.search(render(run, color=False))
    coloured = render(run, color=True)
    assert ANSI.search(coloured)
    assert (
        ANSI.sub("", coloured).splitlines()[-1]
        == "3 decks: 1 legal, 1 illegal, 1 unreadable, 1 warning"
    )


def test_quiet_hides_legal_decks_and_header(run):
    out = render(run, verbosity=-1)
    assert "kennen" not in out
    assert "riftcheck 0.1.0" not in out
    assert "draven" in out and "broken" in out
    assert out.rstrip().endswith("3 decks: 1 legal, 1 illegal, 1 unreadable, 1 warning")


def test_verbose_shows_notices_rules_skipped_and_fingerprint(run):
    out = render(run, verbosity=1, width=120)
    assert "judged without a region [region]" in out
    assert "skipped pool: no pool given" in out
    assert "fingerprint ffffffffffffffff" in out
    assert "copy-limit: CR 103.2.b" in out


def test_partial_run_is_said_in_header_and_summary(samples):
    out = render(samples.make_run([samples.LEGAL], ignored=("copy-limit",)))
    assert "Partial check: rules ignored: copy-limit." in out
    assert out.rstrip().endswith("1 deck: 1 legal, 0 illegal (partial check)")


def test_decks_judged_on_different_dates_show_their_dates(samples):
    import datetime as dt

    legal, illegal = samples.LEGAL, samples.ILLEGAL
    run = samples.make_run(
        [legal, illegal],
        deck_as_of={legal.source: dt.date(2026, 9, 1), illegal.source: dt.date(2026, 9, 20)},
    )
    out = render(run, width=120)
    assert "each deck judged as of its own event date, else today: 2026-09-01 and 2026-09-20" in out
    assert "decks/kennen.deck.yaml: LEGAL as of 2026-09-01" in out
    assert "as of 2026-09-20" in out


def test_markup_in_messages_is_printed_literally(samples):
    from riftcheck.models import DeckResult

    d = DeckResult(
        "x.deck.yaml",
        False,
        findings=(
            samples.finding("banned", "error", "[bold]Card[/bold] is banned", "x.deck.yaml", 2),
        ),
    )
    assert "[bold]Card[/bold] is banned" in render(samples.make_run([d]), width=120)


def test_the_word_wrapper_breaks_at_spaces_never_cuts_a_word_and_keeps_every_character():
    from riftcheck.reporters._util import wrap

    assert wrap("fits  as  it is", 20, "  ") == ["  fits  as  it is"]
    assert wrap("alpha beta-gamma delta", 12, "", "  ") == ["alpha", "  beta-gamma", "  delta"]
    # a word longer than a line stands whole on a line of its own (after a head with words in it)
    assert wrap("x" * 25 + " end", 10, "", "  ") == ["x" * 25, "  end"]
    assert wrap("x" * 25 + " end", 10, "> head ", "  ") == ["> head", "  " + "x" * 25, "  end"]
    text = "the quick brown fox jumps over the lazy dog " * 5
    for width in range(5, 60):  # wider than the indents, as every caller makes it
        lines = wrap(text, width, "  ", "    ")
        assert all(len(x) <= width or " " not in x.strip() for x in lines), width
        assert "".join(x.strip().replace(" ", "") for x in lines) == text.replace(" ", "")
