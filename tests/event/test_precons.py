"""The precon exemption (TR 601.2.d.2): exact products keep their banned cards at casual events."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from riftcheck.decks import read_deck
from riftcheck.engine import check_deck
from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.precons import load_precons, with_precons
from riftcheck.rulesets import load_ruleset

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "precons" / "test.precons.json"
DRAVEN = (ROOT / "examples" / "events" / "lists" / "draven.txt").read_text(encoding="utf-8")
PRECON = DRAVEN.replace("3 Cleave", "3 Stacked Deck")
DAY = dt.date(2026, 10, 1)  # Stacked Deck is banned from 2026-09-18


@pytest.fixture(scope="module")
def casual():
    return with_precons(load_ruleset("constructed-casual"), load_precons(FIXTURE))


def deck(db, tmp_path, text, name="d.txt"):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return read_deck(str(tmp_path / name), db)


def test_exact_product_is_legal_with_a_notice_naming_it(db, tmp_path, casual):
    r = check_deck(deck(db, tmp_path, PRECON), db, casual, as_of=DAY)
    assert r.legal is True
    (f,) = [f for f in r.findings if f.rule == "banned"]
    assert f.severity == "info"
    assert f.message == (
        "the deck is exactly the Test Draven Deck: its banned cards (Stacked Deck) are allowed at casual events "
        "(TR 601.2.d.2)"
    )


def test_one_card_changed_bans_as_usual_and_says_the_exemption_is_gone(db, tmp_path, casual):
    r = check_deck(
        deck(db, tmp_path, PRECON.replace("2 Rebuke", "1 Rebuke\n1 Edge of Night")),
        db,
        casual,
        as_of=DAY,
    )
    rules = sorted((f.rule, f.severity) for f in r.findings if f.rule == "banned")
    assert rules == [("banned", "error"), ("banned", "info")]
    note = next(f for f in r.findings if f.severity == "info")
    assert (
        "differs from the Test Draven Deck by 2 cards" in note.message
        and "no longer applies" in note.message
    )
    assert r.legal is False


def test_any_sideboard_removes_the_exemption(db, tmp_path, casual):
    r = check_deck(deck(db, tmp_path, PRECON + "\nSideboard:\n1 Cleave\n"), db, casual, as_of=DAY)
    assert r.legal is False
    assert any(f.severity == "info" and "no longer applies" in f.message for f in r.findings)


def test_constructed_has_no_exemption(db, tmp_path):
    rs = with_precons(load_ruleset("constructed"), load_precons(FIXTURE))
    r = check_deck(deck(db, tmp_path, PRECON), db, rs, as_of=DAY)
    assert r.legal is False and [f.severity for f in r.findings if f.rule == "banned"] == ["error"]


def test_shipped_casual_ruleset_turns_it_on_with_the_shipped_products():
    rs = load_ruleset("constructed-casual")
    assert rs.rules["banned"].options["precon_exemption"] is True
    assert {p.code for p in rs.tables["precons"]} >= {"OGN-CD-JINX", "SFD-CD-FIORA", "UNL-CD-VI"}
    assert load_ruleset("constructed").tables.get("precons") is None


def test_shipped_products_say_their_source_and_that_quantities_are_unknown():
    products = load_precons()
    assert len(products) == 7
    for p in products:
        assert not p.complete and p.printings and "official Chinese catalogue" in p.source
    jinx = next(p for p in products if p.code == "OGN-CD-JINX")
    assert (
        "OGN-251" in jinx.printings and "OGN-168" in jinx.printings
    )  # the legend, Fight or Flight


def test_a_deck_of_an_unverified_product_keeps_its_bans_with_a_notice(db, tmp_path):
    rs = load_ruleset("constructed-casual")
    jinx = next(p for p in rs.tables["precons"] if p.code == "OGN-CD-JINX")
    lines = [f"1 {pid}" for pid in jinx.printings]
    r = check_deck(deck(db, tmp_path, "\n".join(lines) + "\n"), db, rs, as_of=DAY)
    banned = [f for f in r.findings if f.rule == "banned"]
    if not any(f.severity == "error" for f in banned):
        pytest.skip("no card of the Jinx Champion Deck is banned in the shipped ruleset")
    note = next(f for f in banned if f.severity == "info")
    assert "whose exact contents riftcheck does not know" in note.message


def test_event_flag_turns_the_exemption_on(db, tmp_path, monkeypatch):
    import riftcheck.precons as precons

    monkeypatch.setattr(precons, "default_path", lambda: FIXTURE)
    (tmp_path / "p.txt").write_text(PRECON, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: Nexus\ndate: 2026-10-01\nprecon: true\nplay_level: casual\nplayers:\n  - {player: Ann, list: p.txt}\n",
        encoding="utf-8",
    )
    run = check_event(read_event(tmp_path / "e.yaml"))
    assert run.decks[0].legal is True and run.event.precon is True
    assert "exact preconstructed products" in run.ruleset_description
    from riftcheck.reporters import get_reporter

    assert json.loads(get_reporter("json").render(run))["event"]["precon"] is True
    (tmp_path / "e2.yaml").write_text(
        "name: Nexus\ndate: 2026-10-01\nplayers:\n  - {player: Ann, list: p.txt}\n",
        encoding="utf-8",
    )
    assert check_event(read_event(tmp_path / "e2.yaml")).decks[0].legal is False


@pytest.mark.parametrize(
    "level,shown",
    [
        ("play_level: competitive\n", "competitive"),
        ("play_level: professional\n", "professional"),
        ("", "competitive (the default)"),
    ],
)
def test_precon_above_low_play_level_is_refused_at_its_line(tmp_path, cli, level, shown):
    """E8: TR 601.2.d.2 allows the precon exemption at low play level only: an event at
    competitive or professional level (or the competitive default) saying precon: true is
    refused, the exemption never applied."""
    (tmp_path / "p.txt").write_text(PRECON, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        f"name: N\ndate: 2026-10-01\n{level}precon: true\nplayers:\n  - {{player: A, list: p.txt}}\n",
        encoding="utf-8",
    )
    r = cli("event", "e.yaml", cwd=tmp_path)
    line = 4 if level else 3
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        f"riftcheck: error: e.yaml:{line}:9: precon: true: TR 601.2.d.2 lets exact preconstructed "
        f"decks keep their banned cards at low play level only, and this event's play level is "
        f"{shown}; expected play_level: casual with precon: true, or precon: false\n"
    )
