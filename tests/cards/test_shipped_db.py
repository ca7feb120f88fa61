"""The shipped database: its figures, the cards the issue names, and that it passes schema and lint."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftcheck.cards.build import counts, validate_database
from riftcheck.cards.lint import lint_file
from riftcheck.cards.store import bundled_db_path

MAIN = {"OGN", "OGS", "SFD", "UNL", "VEN"}


@pytest.fixture(scope="module")
def main_cards(db):
    """Deck cards (no tokens) with a printing in OGN through VEN."""
    return [c for c in db.cards if not c.token and any(p.set in MAIN for p in c.printings)]


def test_figures_for_ogn_through_ven(main_cards, db):
    by_type = {}
    for c in main_cards:
        by_type[c.type] = by_type.get(c.type, 0) + 1
    # card-data.md counts 929 "distinct game cards" including its 5 token rows; the 924 deck cards
    # below plus the tokens (Recruit, Sprite, Gold) are those same cards, one record per name
    assert len(main_cards) == 924
    # the reference's 5 token rows are riftcodex's; the other sources' token printings came later (issue 11)
    riftcodex_tokens = {"OGN-271", "OGN-272", "OGN-273", "OGN-274", "SFD-T03"}
    assert riftcodex_tokens <= {p.id for c in db.cards if c.token for p in c.printings}
    assert len(main_cards) + len(riftcodex_tokens) == 929  # the reference's figure, reconciled
    assert by_type["Legend"] == 49
    assert by_type["Rune"] == 6
    assert by_type["Battlefield"] >= 64
    assert sum(c.is_signature for c in main_cards) == 51
    assert sum(c.is_champion_unit for c in main_cards) == 152


def test_tokens_are_marked_and_never_deck_cards(db):
    tokens = [c for c in db.cards if c.token]
    # every source's token printings (issue 11): Mech, Sand Soldier and two Vendetta tokens are only
    # in the Chinese catalogues, so they have no English name
    assert {c.name for c in tokens} == {
        "Recruit",
        "Sprite",
        "Gold",
        "Baron Pit",
        "Bird",
        "Brush",
        "Reflection",
        None,
    }
    recruit = db.by_name("Recruit")
    assert recruit.token and [p.id for p in recruit.printings] == [
        "OGN-271",
        "OGN-272",
        "OGN-273",
        "VEN-T04",
    ]
    assert [p.id for p in db.by_name("Gold").printings] == ["SFD-T03", "UNL-T05", "VEN-T02"]


def test_radiance_cards(db):
    rad = [c for c in db.cards if any(p.set == "RAD" for p in c.printings)]
    legends = [c for c in rad if c.type == "Legend"]
    assert len(legends) == 8
    assert sum(len([p for p in c.printings if p.set == "RAD"]) for c in rad) == 176
    assert len(rad) == 141
    ekko = db.printing("RAD-139")[0]
    # named by the community spoiler transcription (number, type and champion agree), provenance kept
    assert ekko.name == "Ekko, Boy Who Shattered Time"
    assert ekko.name_sources["en"].startswith(
        "community transcription, not yet in Riot's English data"
    )
    assert (
        ekko.champion_tag == "Ekko"
    )  # mapped from the Chinese hero through cards in both languages
    assert ekko.domains == ("Fury", "Mind")
    assert ekko.names["zh-CN"] == "时间刺客"
    # a Radiance reprint of an older card joins that card
    kayn = db.by_name("Kayn, Unleashed")
    assert {p.id for p in kayn.printings} >= {"OGN-189", "RAD-182"}


def test_every_legend_has_a_champion_unit(db):
    for c in db.cards:
        if c.type == "Legend":
            assert 1 <= len(c.domains) <= 2, c.display_name
            assert db.champion_units(c.champion_tag), c.display_name


def test_heart_of_the_tempest(db):
    card, printing = db.resolve("Heart of the Tempest")
    assert printing is None
    assert card.name == "Kennen, Heart of the Tempest"
    assert card.champion_tag == "Kennen"
    assert set(card.domains) == {"Order", "Chaos"}
    assert "Yordle" in card.tags and "Kennen" not in card.tags


def test_deck_limits(db):
    assert db.resolve("VEN-097")[0].deck_limit is None  # Spiderling: "any number"
    crown = db.resolve("SFD-191")[0]
    assert crown.is_unique and crown.deck_limit == 1
    assert db.resolve("OGN-001")[0].deck_limit == 3
    uniques = sorted(c.name for c in db.cards if c.is_unique)
    assert uniques == ["Forgefire Cape", "Rabadon's Deathcrown", "Shurelya's Requiem"]


def test_rune_printing(db):
    card, printing = db.resolve("OGN-007a")
    assert (card.name, card.type, card.domains) == ("Fury Rune", "Rune", ("Fury",))
    assert printing.id == "OGN-007a" and printing.variant == "a"
    # rune reprints only the Chinese catalogue lists are printings of the same card
    assert db.printing("SFD-R01")[0] is card


def test_karma_champion_tag_is_not_vi(db):
    karma = db.resolve("OGN-235")[0]
    assert karma.name == "Karma, Channeler" and karma.champion_tag == "Karma"


def test_legend_supertypes_are_never_champion(db):
    assert not [c for c in db.cards if c.type == "Legend" and "Champion" in c.supertypes]


def test_schema_and_lint_pass():
    data = json.loads(bundled_db_path().read_text(encoding="utf-8"))
    assert validate_database(data) == []
    issues = lint_file(bundled_db_path())
    assert [i for i in issues if i.severity == "error"] == []
    # the cards known only by id are reported
    assert any("no English name" in i.message for i in issues)


def test_manifest_matches_the_database():
    import hashlib

    d = bundled_db_path().parent
    manifest = json.loads((d / "manifest.json").read_text(encoding="utf-8"))
    text = (d / "cards.json").read_bytes()
    assert manifest["output"]["sha256"] == hashlib.sha256(text).hexdigest()
    assert manifest["output"]["counts"] == counts(json.loads(text))
    assert {s["file"].split("/")[0] for s in manifest["sources"]} >= {
        "riftcodex-zaious",
        "official-zh-dddhl-2026-10-08",
    }
    for s in manifest["sources"]:
        assert len(s["sha256"]) == 64 and s["records"] > 0 and s["date"]
    assert manifest["riftcheck_version"]


def test_no_rules_text_images_or_flavour():
    raw = bundled_db_path().read_text(encoding="utf-8")
    assert "http" not in raw and "flavour" not in raw and "[Accelerate]" not in raw
    assert len(raw.encode()) < 2_000_000


def test_the_cards_schema_has_one_copy_the_one_shipped_with_the_database():
    from riftcheck.cards.build import schema_text
    from riftcheck.infra.paths import card_data_dir

    shipped = bundled_db_path().parent / "cards.schema.json"
    assert shipped == card_data_dir() / "cards.schema.json"
    assert schema_text() == shipped.read_text(encoding="utf-8")
    assert json.loads(schema_text())["$id"].endswith("/card_data/cards.schema.json")
    package = Path(__file__).resolve().parents[2] / "riftcheck"
    assert [p for p in package.rglob("*.json") if "cards" in p.name] == []


def test_the_database_set_table_names_the_sets_as_the_rulesets_do():
    """Release dates live in the rulesets only; the names both tables give must agree."""
    from riftcheck.cards.build import SETS
    from riftcheck.rulesets import list_rulesets, load_ruleset

    assert all(set(s) == {"code", "name"} for s in SETS)
    db_names = {s["code"]: s["name"] for s in SETS}
    for name in list_rulesets():
        for s in load_ruleset(name).tables.get("sets", ()):
            assert db_names.get(s["code"], s["name"]) == s["name"], (name, s["code"])
