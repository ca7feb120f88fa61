"""Rules documents and citations as ruleset data: editions in force by date, numbers by edition,
a renumbering as a table edit, and bad tables refused with their file and line."""

from __future__ import annotations

import datetime as dt
import textwrap

import pytest

from riftcheck.documents import cited
from riftcheck.infra.errors import RulesetError
from riftcheck.rulesets import load_ruleset

D = dt.date


def _labels(rs, day):
    return [str(f.label) for f in rs.documents_on(day)]


@pytest.mark.parametrize(
    ("day", "core", "tournament"),
    [
        (
            D(2025, 7, 20),
            "2026-03-30 (the oldest edition riftcheck holds)",
            "2025-07-21 (the oldest",
        ),
        (D(2025, 12, 31), "2026-03-30 (the oldest", "2025-07-21"),
        (D(2026, 1, 1), "2026-03-30 (the oldest", "2026-01"),
        (D(2026, 3, 29), "2026-03-30 (the oldest", "2026-01"),
        (D(2026, 3, 30), "2026-03-30", "2026-03-30"),
        (D(2026, 4, 28), "2026-03-30", "2026-03-30"),
        (D(2026, 4, 29), "2026-03-30", "2026-04-29"),
        (D(2026, 7, 15), "2026-03-30", "2026-04-29"),
        (D(2026, 7, 16), "2026-07-16", "2026-07-16"),
        (D(2026, 10, 8), "2026-07-16", "2026-07-16"),
        (D(2026, 10, 9), "2026-10-09", "2026-10-09"),
        (D(2030, 1, 1), "2026-10-09", "2026-10-09"),
    ],
)
def test_the_editions_in_force_on_each_side_of_each_publication(day, core, tournament):
    cr, tr = _labels(load_ruleset("constructed"), day)
    assert cr.startswith("Core Rules " + core), cr
    assert tr.startswith("Tournament Rules " + tournament), tr


def test_every_shipped_ruleset_takes_the_same_documents():
    days = [D(2026, 4, 20), D(2026, 9, 1), D(2026, 12, 1)]
    labels = {
        name: [_labels(load_ruleset(name), d) for d in days]
        for name in ("constructed", "sealed", "draft", "constructed-2v2")
    }
    assert len({repr(v) for v in labels.values()}) == 1


def test_the_renumbering_of_deck_construction():
    """CHANGES.md section 3: 103.1-103.4 -> 103.2-103.5, 2v2 489 -> 491, 103.2.b.5 new."""
    rs = load_ruleset("constructed")
    july, october = rs.citations_on(D(2026, 9, 1)), rs.citations_on(D(2026, 12, 1))
    pairs = {
        "cr.legend": ("CR 103.1", "CR 103.2"),
        "cr.identity-multi": ("CR 103.1.b.4", "CR 103.2.b.4"),
        "cr.main-deck": ("CR 103.2", "CR 103.3"),
        "cr.copies": ("CR 103.2.b", "CR 103.3.b"),
        "cr.signature-tag": ("CR 103.2.d.2", "CR 103.3.d.2"),
        "cr.format-legality": ("CR 103.2.e", "CR 103.3.e"),
        "cr.rune-deck": ("CR 103.3.a", "CR 103.4.a"),
        "cr.battlefield-names": ("CR 103.4.c", "CR 103.5.c"),
        "cr.team-legend": ("CR 489.8.h", "CR 491.8.h"),
        "cr.unique": ("CR 825.3.a", "CR 825.3.a"),
        "tr.sideboard-copies": ("TR 601.1.c.3", "TR 601.1.c.3"),
        "cr.identity-no-domain": (None, "CR 103.2.b.5"),
        "cr.deck-choices": (None, "CR 103.1"),
        "tr.decklist-choices": (None, "TR 401.2.a"),
    }
    for key, (before, after) in pairs.items():
        assert (july[key], october[key]) == (before, after), key


def test_older_editions():
    rs = load_ruleset("constructed")
    april = rs.citations_on(D(2026, 5, 1))
    assert april["cr.unique"] == "CR 825.2.a"  # Core Rules v1.3
    assert april["tr.precon"] == "TR 601.2.d.2"  # added on 2026-04-29
    assert rs.citations_on(D(2026, 4, 28))["tr.precon"] is None
    assert rs.citations_on(D(2025, 12, 1))["tr.sideboard-size"] == "TR 403.2"
    assert rs.citations_on(D(2025, 12, 1))["tr.bans"] is None


def test_a_citation_not_a_key_is_cited_as_written_and_a_rule_not_in_force_is_left_out():
    numbers = load_ruleset("constructed").citations_on(D(2026, 9, 1))
    assert cited(["League rules 2", "cr.copies", "cr.identity-no-domain"], numbers) == (
        "League rules 2, CR 103.2.b"
    )
    assert cited(["cr.identity-no-domain"], numbers) == ""


def _ruleset(tmp_path, body: str, name: str = "local.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


def test_the_next_renumbering_is_a_table_edit(tmp_path, db):
    """A new edition and its numbers in a ruleset: decks judged from its date cite the new
    number, the others the old one, with no code changed."""
    from riftcheck.decks import read_deck
    from riftcheck.runner.read import check_deck

    path = _ruleset(
        tmp_path,
        """\
        name: next-year
        extends: constructed
        tables:
          documents:
            CR:
              name: Core Rules
              editions:
                - {published: 2026-03-30}
                - {published: 2026-07-16}
                - {published: 2026-10-09}
                - {published: 2027-03-01, note: a renumbering}
          citations:
            cr.copies:
              about: at most 3 copies
              numbers: {2026-03-30: "103.2.b", 2026-10-09: "103.3.b", 2027-03-01: "104.3.b"}
        """,
    )
    rs = load_ruleset(path)
    deck_file = tmp_path / "gust.deck.yaml"
    deck_file.write_text("legend: Jinx, Loose Cannon\nmain:\n  - 4 Gust\n", encoding="utf-8")
    deck = read_deck(str(deck_file), db)
    cites = {
        day: next(
            f.citation
            for f in check_deck(deck, db, rs, as_of=day).findings
            if f.rule == "copy-limit"
        )
        for day in (D(2027, 2, 28), D(2027, 3, 1))
    }
    assert cites == {
        D(2027, 2, 28): "CR 103.3.b, TR 601.1.c.3",
        D(2027, 3, 1): "CR 104.3.b, TR 601.1.c.3",
    }
    # the other CR keys keep their numbers for the editions of the same dates
    assert rs.citations_on(D(2027, 3, 1))["cr.team-legend"] == "CR 491.8.h"
    assert [str(x) for x in _labels(rs, D(2027, 3, 1))][0] == "Core Rules 2027-03-01"


def test_a_local_ruleset_may_number_a_plugin_rule_of_its_own(tmp_path):
    path = _ruleset(
        tmp_path,
        """\
        name: league
        extends: constructed
        tables:
          documents:
            LR: {name: League Rules, editions: [{published: 2026-09-01}]}
          citations:
            lr.best-of-one: {about: no sideboard, numbers: {2026-09-01: "2"}}
        """,
    )
    numbers = load_ruleset(path).citations_on(D(2026, 12, 1))
    assert numbers["lr.best-of-one"] == "LR 2"
    assert [str(x) for x in _labels(load_ruleset(path), D(2026, 12, 1))][
        -1
    ] == "League Rules 2026-09-01"


@pytest.mark.parametrize(
    ("tables", "line", "wanted"),
    [
        (
            'citations:\n    cr.copies: {about: x, numbers: {2026-01-01: "1"}}\n',
            5,
            "citations: 'cr.copies': CR has no edition published 2026-01-01",
        ),
        (
            'citations:\n    xx.copies: {about: x, numbers: {2026-01-01: "1"}}\n',
            5,
            "'xx.copies' belongs to document XX, which the documents table does not hold",
        ),
        (
            "citations:\n    cr.copies: {about: x, numbers: {2026-10-09: 103.3}}\n",
            5,
            "tables/citations/cr.copies/numbers/2026-10-09: expected a text, found a number",
        ),
        (
            "documents:\n    CR: {name: C, editions: [{published: 2026-10-09}, {published: 2026-10-09}]}\n",
            5,
            "two editions of CR are in force from 2026-10-09",
        ),
    ],
)
def test_a_bad_table_is_refused_with_its_file_and_line(tmp_path, tables, line, wanted):
    path = _ruleset(tmp_path, "name: bad\nextends: constructed\ntables:\n  " + tables)
    with pytest.raises(RulesetError) as exc:
        load_ruleset(path)
    assert wanted in str(exc.value)
    assert exc.value.location.file == str(path) and exc.value.location.line == line


def test_the_documents_file_is_no_ruleset_of_its_own():
    from riftcheck.infra.errors import UsageError
    from riftcheck.rulesets import list_rulesets

    assert "riftbound" not in list_rulesets()
    with pytest.raises(UsageError):
        load_ruleset("riftbound")


def _sideboard_ruleset(tmp_path, entry: str):
    return _ruleset(
        tmp_path,
        "name: window\nextends: constructed\nrules:\n  sideboard-size:\n    max:\n"
        "      - {from: 2026-03-30, value: 8}\n      - " + entry + "\n",
    )


def test_an_undated_start_is_a_window_of_ruleset_data(tmp_path):
    rs = load_ruleset(
        _sideboard_ruleset(tmp_path, "{from: 2026-07-16, value: 10, certain_from: 2026-07-24}")
    )
    assert rs.unsure_for("sideboard-size", D(2026, 7, 15)) == {}
    window = rs.unsure_for("sideboard-size", D(2026, 7, 16))["max"]
    assert (window.value, window.previous, window.start, window.certain_from) == (
        10,
        8,
        D(2026, 7, 16),
        D(2026, 7, 24),
    )
    assert "max" in rs.unsure_for("sideboard-size", D(2026, 7, 23))
    assert rs.unsure_for("sideboard-size", D(2026, 7, 24)) == {}
    assert rs.options_for("sideboard-size", D(2026, 7, 20))["max"] == 10


@pytest.mark.parametrize(
    ("entry", "wanted"),
    [
        (
            "{value: 10, certain_from: 2026-07-24}",
            "'certain_from' 2026-07-24 needs a 'from' before it",
        ),
        ("{from: 2026-07-24, value: 10, certain_from: 2026-07-24}", "needs a 'from' before it"),
        (
            "{from: 2026-07-16, until: 2026-07-20, value: 10, certain_from: 2026-07-24}",
            "'certain_from' 2026-07-24 is after 'until' 2026-07-20",
        ),
        (
            "{from: 2026-07-16, value: 10, certain_from: soon}",
            "expected a date YYYY-MM-DD, got 'soon'",
        ),
    ],
)
def test_a_bad_window_is_refused(tmp_path, entry, wanted):
    with pytest.raises(RulesetError) as exc:
        load_ruleset(_sideboard_ruleset(tmp_path, entry))
    assert wanted in str(exc.value)
    assert exc.value.location.line == 7
