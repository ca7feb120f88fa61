"""The engine on hand-built decks: stamping, skips with reasons, selection, teams, pools."""

from __future__ import annotations

import datetime as dt

import pytest
from samplecards import CAMP, FURY_RUNE, JINX, PEAK, PORO, RECRUIT, VIKTOR

from riftcheck.engine import check_deck, check_team, fingerprint, resolve_as_of
from riftcheck.infra.errors import UsageError
from riftcheck.models import Resolution
from riftcheck.rulesets import load_ruleset
from riftcheck.testing import card, deck, entry


@pytest.fixture
def rs(test_rulesets):
    return load_ruleset(test_rulesets / "h3-only.yaml")


def skipped(result) -> dict[str, str]:
    return {s.rule: s.reason for s in result.rules_skipped}


def test_as_of_prefers_argument_then_event_date_then_today():
    d = deck(entry(JINX, zone="legend"), event_date=dt.date(2026, 9, 18))
    assert resolve_as_of(d, dt.date(2026, 1, 1)) == dt.date(2026, 1, 1)
    assert resolve_as_of(d) == dt.date(2026, 9, 18)
    assert resolve_as_of(deck(entry(JINX, zone="legend"))) == dt.date.today()


def test_findings_are_stamped_with_rule_severity_and_citation(rs, fake_db):
    d = deck(entry(JINX, zone="legend"), entry(RECRUIT, 2, line=5))
    result = check_deck(d, fake_db, rs)
    [f] = [f for f in result.findings if f.rule == "not-a-deck-card"]
    assert (f.severity, f.location.line, f.citation) == ("error", 5, "CR 185")
    assert f.message == "Recruit is a token, not a card; tokens cannot be in a deck"
    assert f.fix == "remove 2 Recruit from main:"  # the exact count and zone (issue 15)
    assert result.legal is False


def test_a_legal_deck_lists_the_rules_it_ran_and_why_others_were_skipped(rs, fake_db):
    d = deck(entry(JINX, zone="legend"), entry(PEAK, zone="battlefields"))
    result = check_deck(d, fake_db, rs)
    assert result.legal is True
    assert result.identity == ("Fury", "Chaos")
    assert set(result.rules_run) == {
        "unknown-card",
        "not-a-deck-card",
        "legend",
        "zone-card-type",
        "domain-identity",
    }
    assert skipped(result) == {
        "pool": "no pool given (use --pool POOL or a pool: key)",
        "team-legend": "no teammate deck given (use --team A B)",
        "team-battlefields": "no teammate deck given (use --team A B)",
    }
    assert any(
        "team checks (team-legend and team-battlefields) did not run" in n.message
        for n in result.notices
    )
    assert any(n.message.startswith("identity used: Fury, Chaos") for n in result.notices)


def test_without_a_legend_domain_identity_is_skipped_with_the_reason(rs, fake_db):
    result = check_deck(deck(entry(PORO, 3)), fake_db, rs)
    assert skipped(result)["domain-identity"] == "no legend, so the deck has no domain identity"
    assert result.identity is None
    [f] = [f for f in result.findings if f.rule == "legend"]
    assert f.message == "The deck has no Champion Legend; it needs exactly 1"


def test_unresolved_entries_are_reported_and_counted_in_a_notice(rs, fake_db):
    problem = Resolution("unknown", "Pouty Porro", suggestions=(("Pouty Poro", "OGN-013"),))
    d = deck(entry(JINX, zone="legend"), entry(None, 2, ref="Pouty Porro", problem=problem, line=4))
    result = check_deck(d, fake_db, rs)
    [f] = result.findings
    assert f.rule == "unknown-card" and f.location.line == 4
    assert f.message == "Unknown card 'Pouty Porro'; did you mean: Pouty Poro (OGN-013)?"
    assert f.fix == "replace 'Pouty Porro' with 'Pouty Poro'"
    assert any(
        n.code == "unresolved-skipped" and "did not count 1 unresolved entry (2 cards)" in n.message
        for n in result.notices
    )


def test_a_suggestion_of_a_type_the_zone_cannot_hold_is_never_offered(rs, fake_db):
    # issue 15: a Legend is no fix for a main-deck line, however close its name
    problem = Resolution(
        "unknown", "Jinx Loose Canon", suggestions=(("Jinx, Loose Cannon", "OGN-251"),)
    )
    d = deck(
        entry(JINX, zone="legend"), entry(None, 2, ref="Jinx Loose Canon", problem=problem, line=4)
    )
    [f] = check_deck(d, fake_db, rs).findings
    assert f.message == "Unknown card 'Jinx Loose Canon'"
    assert "replace" not in f.fix


def test_ambiguous_entries_list_the_candidates(rs, fake_db):
    problem = Resolution(
        "ambiguous",
        "Jinx",
        candidates=(("Jinx, Loose Cannon", "OGN-251"), ("Jinx, Rebel", "SFD-001")),
    )
    result = check_deck(
        deck(entry(JINX, zone="legend"), entry(None, ref="Jinx", problem=problem)), fake_db, rs
    )
    [f] = result.findings
    assert (
        f.message
        == "Ambiguous card 'Jinx'; it could be Jinx, Loose Cannon (OGN-251) or Jinx, Rebel (SFD-001)"
    )


def test_select_and_ignore_skip_rules_and_mark_the_result_partial(rs, fake_db):
    d = deck(entry(RECRUIT), entry(FURY_RUNE, zone="main"))
    result = check_deck(d, fake_db, rs, ignore=("not-a-deck-card",))
    assert skipped(result)["not-a-deck-card"] == "ignored by --ignore"
    assert result.partial is True
    assert {f.rule for f in result.findings} == {"legend", "zone-card-type"}
    only = check_deck(d, fake_db, rs, select=("zone-card-type",))
    assert {f.rule for f in only.findings} == {"zone-card-type"}
    assert skipped(only)["legend"] == "not selected by --select"


def test_unknown_selected_rule_is_a_usage_error_with_a_suggestion(rs, fake_db):
    with pytest.raises(UsageError) as exc:
        check_deck(deck(entry(JINX, zone="legend")), fake_db, rs, select=("zone-card-typ",))
    assert "did you mean 'zone-card-type'" in str(exc.value)


def test_ruleset_severity_override_and_deselection(test_rulesets, fake_db):
    rs = load_ruleset(test_rulesets / "lenient.yaml")
    assert rs.extends == ("h3-only",)
    assert "zone-card-type" not in rs.rules
    result = check_deck(deck(entry(FURY_RUNE, zone="main")), fake_db, rs)
    [f] = result.findings
    assert (f.rule, f.severity) == ("legend", "warning")
    assert result.legal is True  # warnings alone keep a deck legal


def test_fingerprint_ignores_entry_order_and_sees_counts():
    a = deck(entry(JINX, zone="legend"), entry(PORO, 2, line=2), entry(PORO, 1, line=3))
    b = deck(entry(PORO, 3, line=9), entry(JINX, zone="legend"), source="other.yaml")
    c = deck(entry(JINX, zone="legend"), entry(PORO, 2))
    assert fingerprint(a) == fingerprint(b) != fingerprint(c)


def _pair(legend_b=VIKTOR, field_b=CAMP):
    a = deck(
        entry(JINX, zone="legend", file="a.yaml", line=1),
        entry(PEAK, zone="battlefields", file="a.yaml", line=7),
        source="a.yaml",
    )
    b = deck(
        entry(legend_b, zone="legend", file="b.yaml", line=2),
        entry(field_b, zone="battlefields", file="b.yaml", line=8),
        source="b.yaml",
    )
    return a, b


def test_team_of_different_legends_and_battlefields_is_legal(rs, fake_db):
    team = check_team(_pair(), fake_db, rs, name="Blue")
    assert team.legal is True and team.name == "Blue"
    assert set(team.rules_run) == {"team-legend", "team-battlefields"}
    assert {s.rule: s.reason for s in team.rules_skipped} == {
        "pool": "no shared pool given (use --pool POOL)"
    }
    for r in team.decks:
        assert skipped(r)["team-legend"] == "checked once for the whole team (see the team result)"


def test_team_sharing_a_legend_and_a_battlefield_points_at_both_files(rs, fake_db):
    team = check_team(_pair(JINX, PEAK), fake_db, rs)
    assert team.legal is False
    legend, field = team.team_findings
    assert legend.rule == "team-legend" and field.rule == "team-battlefields"
    assert legend.message == (
        "Both teammates use the Champion Legend Jinx, Loose Cannon (a.yaml and b.yaml); "
        "teammates may not share a legend"
    )
    assert (legend.location.file, legend.location.line) == ("a.yaml", 1)
    assert [(r.file, r.line) for r in legend.related] == [("b.yaml", 2)]
    assert (field.location.line, field.related[0].line) == (7, 8)
    assert field.citation == "CR 491.8.i"  # today: the Core Rules of 2026-10-09 or later
    # each judging date cites its own documents' numbers
    july = check_team(_pair(JINX, PEAK), fake_db, rs, as_of=dt.date(2026, 10, 8))
    october = check_team(_pair(JINX, PEAK), fake_db, rs, as_of=dt.date(2026, 10, 9))
    assert [f.citation for f in july.team_findings] == ["CR 489.8.h", "CR 489.8.i"]
    assert [f.citation for f in october.team_findings] == ["CR 491.8.h", "CR 491.8.i"]


def test_team_size_is_enforced(rs, fake_db):
    a, b = _pair()
    with pytest.raises(UsageError):
        check_team([a], fake_db, rs)
    with pytest.raises(UsageError):
        check_team([a, b, b], fake_db, rs)


def test_pool_counts_deck_and_sideboard(rs, fake_db):
    pool = deck(entry(PORO, 2, file="pool.txt"), entry(JINX, zone="legend"), source="pool.txt")
    d = deck(
        entry(JINX, zone="legend"),
        entry(PORO, 2, line=4),
        entry(PORO, 1, zone="sideboard", line=9),
        entry(FURY_RUNE, 12, zone="runes", line=12),
    )
    result = check_deck(d, fake_db, rs, pool=pool)
    [f] = [f for f in result.findings if f.rule == "pool"]
    assert f.message == "3 Pouty Poro in deck and sideboard, 2 in pool"
    assert (f.location.line, [r.line for r in f.related]) == (4, [9])
    assert f.fix == "remove 1 Pouty Poro from sideboard:"  # the zone, sideboard first (atkL 4)
    fits = check_deck(
        deck(entry(JINX, zone="legend"), entry(PORO, 2)),
        fake_db,
        rs,
        pool=deck(entry(PORO, 2), entry(JINX, zone="legend"), source="pool.txt"),
    )
    assert "pool" in fits.rules_run and fits.legal is True


def test_pool_counts_by_printing():
    from riftcheck.models import Printing
    from riftcheck.rules.pool import _Need, _shortage, _Supply

    alt = Printing("OGN-013a", "OGN", "013a", "a")
    need = _Need(PORO)
    need.specific[alt.id] = 2
    have = _Supply()
    have.specific["OGN-013"] = 3
    assert _shortage(need, have) == 2  # the pool has the card, but not that printing
    have.unknown = 1
    assert _shortage(need, have) == 1  # a pool line without printing may be any printing
    need2 = _Need(PORO)
    need2.any = 3
    assert _shortage(need2, have) == 0


def test_shared_pool_runs_once_for_the_team(rs, fake_db):
    a, b = _pair()
    a = deck(*a.entries(), entry(PORO, 2, file="a.yaml", line=10), source="a.yaml")
    b = deck(*b.entries(), entry(PORO, 1, file="b.yaml", line=11), source="b.yaml")
    pool = deck(
        entry(PORO, 2, file="pool.txt"),
        entry(JINX, zone="legend"),
        entry(VIKTOR, zone="legend"),
        entry(PEAK, zone="battlefields"),
        entry(CAMP, zone="battlefields"),
        source="pool.txt",
    )
    team = check_team([a, b], fake_db, rs, pool=pool)
    for r in team.decks:
        assert skipped(r)["pool"] == "checked once for the whole team: the team shares one pool"
    [f] = team.team_findings
    assert (
        f.message == "3 Pouty Poro in the team's decks (2 in a.yaml, 1 in b.yaml), 2 in shared pool"
    )
    assert team.legal is False


@pytest.mark.parametrize(
    ("raised", "shown"),
    [
        (ZeroDivisionError("bug"), "ZeroDivisionError: bug"),
        (SystemExit(0), "SystemExit: 0"),
        (SystemExit(), "SystemExit"),
        (GeneratorExit(), "GeneratorExit"),
    ],
)
def test_a_crashing_rule_is_an_error_finding_never_the_end_of_the_run(
    rs, fake_db, monkeypatch, raised, shown
):
    """Issue 11: a rule that raises (SystemExit(0) included) fails the deck through a finding; it
    neither ends the run nor changes the exit code any other way (it was a SetupError, exit 3)."""
    from riftcheck.rules.legend import Legend

    def boom(self, ctx):
        raise raised

    monkeypatch.setattr(Legend, "check", boom)
    r = check_deck(deck(entry(JINX, zone="legend")), fake_db, rs)
    assert r.legal is False
    (f,) = [f for f in r.findings if f.rule == "legend"]
    assert f.severity == "error"
    assert (
        f.message
        == f"rule 'legend' failed on this deck ({shown}), so the deck cannot be judged legal"
    )
    assert "--ignore legend" in f.fix


def test_ctrl_c_in_a_rule_still_stops(rs, fake_db, monkeypatch):
    from riftcheck.rules.legend import Legend

    def boom(self, ctx):
        raise KeyboardInterrupt

    monkeypatch.setattr(Legend, "check", boom)
    with pytest.raises(KeyboardInterrupt):
        check_deck(deck(entry(JINX, zone="legend")), fake_db, rs)


@pytest.mark.parametrize("severity", ["fatal", "ERROR", "critical"])
def test_an_unknown_severity_fails_the_deck(rs, fake_db, monkeypatch, severity):
    """Issue 11: a rule declaring a severity riftcheck does not know fails closed: an error."""
    from riftcheck.rules.legend import Legend

    monkeypatch.setattr(Legend, "severities", {"default": severity})
    r = check_deck(deck(), fake_db, rs)
    assert r.legal is False
    assert {f.severity for f in r.findings if f.rule == "legend"} == {"error"}


def test_zone_card_type_messages(rs, fake_db):
    d = deck(
        entry(JINX, zone="legend"),
        entry(FURY_RUNE, 2, zone="main", line=3),
        entry(PEAK, zone="sideboard", line=4),
        entry(card("Noxus Hopeful", "Unit", domains=("Fury",)), zone="runes", line=5),
    )
    got = [(f.location.line, f.message, f.fix) for f in check_deck(d, fake_db, rs).findings]
    assert got == [
        # issue 15: exact counts, from where to where, in the deck's own zone names
        (
            3,
            "Fury Rune is a Rune and cannot be in the main deck",
            "move 2 Fury Rune from main: to runes:",
        ),
        (
            4,
            "Targon's Peak is a Battlefield and cannot be in the sideboard",
            "move 1 Targon's Peak from sideboard: to battlefields:",
        ),
        (
            5,
            "Noxus Hopeful is a Unit and cannot be in the rune deck",
            "move 1 Noxus Hopeful from runes: to main:",
        ),
    ]
