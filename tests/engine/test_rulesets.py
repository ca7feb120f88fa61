"""Ruleset loading: the shipped files, dated values and tables, and broken files."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest

from riftcheck.infra.errors import RulesetError, UsageError
from riftcheck.infra.paths import schemas_dir
from riftcheck.rulesets import list_rulesets, load_ruleset

SHIPPED = ["constructed", "constructed-2v2", "constructed-casual", "draft", "sealed", "sealed-2v2"]
BROKEN = sorted((Path(__file__).parent / "rulesets" / "broken").glob("*.yaml"))
D = dt.date


def test_every_shipped_ruleset_loads_and_is_listed():
    assert list_rulesets() == SHIPPED
    for name in SHIPPED:
        rs = load_ruleset(name)
        assert rs.name == name and rs.description
        assert rs.rules, name


def test_schema_is_a_valid_draft_2020_12_schema():
    import jsonschema

    schema = json.loads((schemas_dir() / "ruleset.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)


def test_constructed_selects_the_public_rule_ids():
    rs = load_ruleset("constructed")
    assert list(rs.rules) == [
        "unknown-card",
        "not-a-deck-card",
        "legend",
        "additional-legends",
        "chosen-champion",
        "zone-card-type",
        "main-deck-size",
        "copy-limit",
        "unique",
        "signature-limit",
        "signature-tag",
        "domain-identity",
        "rune-deck",
        "battlefields",
        "sideboard-size",
        "banned",
        "set-legality",
    ]
    assert rs.identity == "legend" and rs.format == "constructed"


def test_extends_chains_and_overrides():
    casual = load_ruleset("constructed-casual")
    assert casual.extends == ("constructed",)
    assert casual.options_for("main-deck-size", D(2026, 9, 1)) == {"min": 40, "max": None}
    draft = load_ruleset("draft")
    assert draft.extends == ("sealed",) and draft.identity == "limited"
    assert draft.options_for("main-deck-size", D(2026, 9, 1))["min"] == 20
    assert load_ruleset("sealed").options_for("main-deck-size", D(2026, 9, 1))["min"] == 25
    two = load_ruleset("constructed-2v2")
    assert two.team_size == 2 and "team-legend" in two.rules and "team-battlefields" in two.rules


@pytest.mark.parametrize("name", ["sealed", "draft", "sealed-2v2"])
def test_limited_rulesets_drop_copy_limits_and_constructed_bans(name):
    rs = load_ruleset(name)
    for rid in ("copy-limit", "unique", "signature-limit", "sideboard-size", "set-legality"):
        assert rid not in rs.rules
    assert rs.bans_on(D(2026, 11, 1)) == ()
    assert "pool" in rs.rules
    assert rs.options_for("legend", D(2026, 11, 1)) == {"required": False}
    assert rs.options_for("chosen-champion", D(2026, 11, 1)) == {
        "required": False,
        "match_legend_tag": False,
    }


@pytest.mark.parametrize(
    ("day", "expected"),
    [
        (D(2025, 12, 31), {"max": None, "allowed": (0, 8), "unstated": False}),
        # January 2026: the size is the competition format's, which riftcheck does not know
        (D(2026, 2, 1), {"max": None, "allowed": None, "unstated": True}),
        (D(2026, 5, 1), {"max": 8, "allowed": None, "unstated": False}),
        (D(2026, 7, 15), {"max": 8, "allowed": None, "unstated": False}),
        (D(2026, 7, 16), {"max": 10, "allowed": None, "unstated": False}),
        (D(2026, 8, 1), {"max": 10, "allowed": None, "unstated": False}),
    ],
)
def test_sideboard_limit_is_dated(day, expected):
    assert dict(load_ruleset("constructed").options_for("sideboard-size", day)) == expected


def _banned(rs, day):
    return {b["card"] for b in rs.bans_on(day)}


def test_ban_list_by_date_and_format():
    c, two = load_ruleset("constructed"), load_ruleset("constructed-2v2")
    assert _banned(c, D(2026, 3, 30)) == set()
    first = {
        "Called Shot",
        "Draven, Vanquisher",
        "Fight or Flight",
        "Scrapheap",
        "The Dreaming Tree",
        "Obelisk of Power",
        "Reaver's Row",
    }
    assert _banned(c, D(2026, 3, 31)) == first
    july = first | {"Stealthy Pursuer", "The Arena's Greatest", "Aspirant's Climb"}
    assert _banned(c, D(2026, 7, 24)) == july
    assert _banned(c, D(2026, 9, 17)) == july
    assert _banned(c, D(2026, 9, 18)) == july | {"Ekko, Recurrent", "Stacked Deck"}
    assert _banned(two, D(2026, 7, 23)) == first
    assert _banned(two, D(2026, 7, 24)) == july | {"Master Yi, Wuju Bladesman"}
    assert c.newest_ban_date() == D(2026, 9, 18)


def test_every_shipped_ban_has_formats_and_an_official_source():
    for name in SHIPPED:
        for ban in load_ruleset(name).tables["bans"]:
            assert ban["formats"], ban
            assert ban["source"].startswith("https://playriftbound.com/"), ban


def test_aliases_map_ban_wording_to_card_names():
    rs = load_ruleset("constructed")
    [tree] = [b for b in rs.tables["bans"] if b["listed_as"] == "Dreaming Tree"]
    assert tree["card"] == "The Dreaming Tree"
    assert rs.tables["aliases"]["Draven Vanquisher"] == "Draven, Vanquisher"


@pytest.mark.parametrize(
    ("day", "legal"),
    [
        (D(2025, 10, 30), set()),
        (D(2025, 10, 31), {"OGN", "OGS"}),
        (D(2026, 5, 8), {"OGN", "OGS", "SFD", "UNL"}),
        (D(2026, 7, 31), {"OGN", "OGS", "SFD", "UNL", "VEN"}),
        (D(2026, 10, 23), {"OGN", "OGS", "SFD", "UNL", "VEN", "RAD"}),
    ],
)
def test_standard_sets_by_date(day, legal):
    rs = load_ruleset("constructed")
    assert rs.legal_sets_on(day) == legal
    tables = rs.tables_on(day)
    assert tables["set_release"]["VEN"] == D(2026, 7, 31)


def test_a_local_ruleset_adds_an_event_ban(test_rulesets):
    rs = load_ruleset(test_rulesets / "my-event.yaml")
    assert rs.extends == ("constructed",) and rs.format == "constructed"
    assert "Rampage" in _banned(rs, D(2026, 11, 1))
    assert "Rampage" not in _banned(rs, D(2026, 10, 31))
    assert "Rampage" not in _banned(load_ruleset("constructed"), D(2026, 11, 1))


def test_unknown_ruleset_name_suggests_the_nearest():
    with pytest.raises(UsageError, match="did you mean 'sealed'"):
        load_ruleset("seald")
    with pytest.raises(UsageError, match="does not exist"):
        load_ruleset("no/such/file.yaml")


@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.stem)
def test_broken_ruleset_fails_naming_file_rule_and_option(path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_NO_CACHE", "1")
    expected = re.match(r"# expect: (.*)", path.read_text().splitlines()[0]).group(1).strip()
    with pytest.raises(RulesetError) as exc:
        load_ruleset(path)
    assert expected in str(exc.value)
    assert exc.value.exit_code == 3


def test_every_shipped_ruleset_knows_the_sets_from_one_place():
    """The sets and regional launches are facts of Riftbound, written once in
    rulesets/documents/riftbound.yaml: Sealed and Draft know Legacy as Constructed does (a Limited
    deck's LGC-012 is Legacy's, not a plain unknown card), and no shipped ruleset copies them."""
    import yaml

    from riftcheck.infra.paths import rulesets_dir
    from riftcheck.rulesets import list_rulesets, load_ruleset

    want = {s["code"]: s["release"] for s in load_ruleset("constructed").tables["sets"]}
    assert {"LGC", "PG2", "REC"} <= set(want)
    for name in list_rulesets():
        rs = load_ruleset(name)
        assert {s["code"]: s["release"] for s in rs.tables["sets"]} == want, name
        assert set(rs.regions()) == {"cn", "kr", "tw"}, name
        own = yaml.safe_load((rulesets_dir() / f"{name}.yaml").read_text(encoding="utf-8"))
        assert not {"sets", "regions"} & set(own.get("tables") or {}), name
    assert "set-legality" not in load_ruleset("sealed").rules
