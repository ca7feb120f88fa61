"""Every name a source uses for a card resolves to that card, and none to two cards (issue 11, item 10).

The walk over ../shared reads every source row as the importer sees it
(:func:`import_cards.source_names`, tools/import_cards.py) and skips without ../shared;
the fixture tests below need nothing but the package.
"""

from __future__ import annotations

import pytest

import import_cards
from riftcheck.cards import build
from riftcheck.cards.db import CardDB
from riftcheck.cards.normalize import normalize_id, normalize_id_sized, strip_suffixes


def _card_of(db, pid):
    hit = db.printing(normalize_id_sized(pid) or "") or db.printing(normalize_id(pid) or "")
    return hit[0] if hit else None


def test_every_source_name_resolves_to_its_card_and_only_to_it(shared_dir, db):
    rows = import_cards.source_names(shared_dir / "card_data_raw")
    assert len(rows) > 6000
    wrong, checked = [], 0
    for pid, name in rows:
        card = _card_of(db, pid)
        if card is None:
            continue  # a printing the database does not hold (DotGG's stale promo ids): nothing to compare
        checked += 1
        found = db.cards_named(name)
        if [c.key for c in found] != [card.key]:
            wrong.append((pid, name, card.display_name, [c.display_name for c in found]))
    assert checked > 5900
    assert wrong == []


@pytest.mark.parametrize(
    ("name", "want"),
    [
        ("Yi, Meditative", "Master Yi, Meditative"),  # Riot's gallery
        ("Yi, Honed", "Master Yi, Honed"),
        ("Yordle, Kennen - Heart of the Tempest", "Kennen, Heart of the Tempest"),  # riftcodex
        ("Yordle, Kennen - Heart of the Tempest (Overnumbered)", "Kennen, Heart of the Tempest"),
        ("黑暗之女", "Annie, Dark Child"),  # a Chinese starter legend without its 入门 subtitle
        ("安妮·黑暗之女", "Annie, Dark Child"),
        ("无极剑圣", "Master Yi, Wuju Bladesman"),
        ("烈娜塔·戈拉斯克·实业家", "Renata Glasc, Industrialist"),
        (
            "烈娜塔 戈拉斯克 实业家",
            "Renata Glasc, Industrialist",
        ),  # the champion's own dot as a space
        ("烈娜塔戈拉斯克实业家", "Renata Glasc, Industrialist"),  # or run together
        ("Renata Glasc - Mastermind (Alternate Art)", "Renata Glasc, Mastermind"),
        ("RenataGlasc, Mastermind", "Renata Glasc, Mastermind"),
        ("Recruit (DE)", "Recruit"),
        ("Recruit (272) // Buff", "Recruit"),
        ("Bird // Brush (Vault Promo)", "Bird"),  # DotGG
        ("Annie - Dark Child - Starter (Spiritforged Nexus Night Promo)", "Annie, Dark Child"),
        ("Void Gate (Oversized)", "Void Gate"),
        ("Poppy - Defender of the Meek (Unleashed Regionals)", "Poppy, Defender of the Meek"),
    ],
)
def test_source_name_forms_in_the_shipped_database(db, name, want):
    assert [c.display_name for c in db.cards_named(name)] == [want]


@pytest.mark.parametrize(
    ("text", "stripped"),
    [
        ("Gold // Buff", "Gold"),
        ("Ahri - Nine-Tailed Fox (Origins Release Event Promo)", "Ahri - Nine-Tailed Fox"),
        (
            "Blade of the Ruined King (Regional Qualifier Bologna Top 8 Promo)",
            "Blade of the Ruined King",
        ),
        ("Annie - Dark Child - Starter (Spiritforged Nexus Night Promo)", "Annie - Dark Child"),
        ("Fortified Position (Oversized)", "Fortified Position"),
        ("Rebuke", "Rebuke"),
        ("Promotion Day", "Promotion Day"),  # a word inside a name is not a suffix
    ],
)
def test_printing_suffixes_are_stripped(text, stripped):
    assert strip_suffixes(text) == stripped


def _rec(name, pid, type_="Unit", **kw):
    rec = {
        "key": name.lower(),
        "name": name,
        "type": type_,
        "names": {"en": name},
        "aliases": [],
        "printings": [[pid, pid[:3], pid[4:], "base"]],
    }
    rec.update(kw)
    return rec


def test_add_source_names_adds_unique_forms_and_leaves_shared_ones_ambiguous(tmp_path):
    records = [
        _rec("Master Yi, Meditative", "OGS-004"),
        _rec("Master Yi, Honed", "OGS-009"),
        _rec("Gust", "OGN-169", "Spell"),
        _rec("Rebuke", "OGN-172", "Spell"),
    ]
    report: list[str] = []
    import_cards.add_source_names(
        records,
        [
            ("OGS-004/024", "Yi, Meditative"),  # a new form: added
            ("ogs-009-024", "Yi - Honed"),  # another id style, another separator: added
            (
                "OGN-169",
                "Gust (Alternate Art)",
            ),  # already found (suffixes are stripped on lookup): nothing to add
            ("OGN-169", "Gale"),
            ("OGN-172", "Gale"),  # two cards' sources use one name: neither gets it
            ("OGN-172", "Gust"),  # another card's own name: never added
            ("XYZ-001", "Whatever"),  # a printing no card has: skipped
        ],
        report,
    )
    assert records[0]["aliases"] == ["yi, meditative"] and records[1]["aliases"] == ["yi, honed"]
    assert records[2]["aliases"] == [] and records[3]["aliases"] == []
    assert any("'gale' is used for several cards (Gust, Rebuke)" in line for line in report)
    assert any("'gust' is used for several cards (Gust, Rebuke)" in line for line in report)
    path = tmp_path / "cards.json"
    path.write_text(
        build.dump_database(build.make_database(records, "t", "2026-01-01")), encoding="utf-8"
    )
    db = CardDB.load(path)
    assert db.by_name("Yi, Meditative").name == "Master Yi, Meditative"
    assert db.by_name("Gale") is None and db.by_name("Gust").name == "Gust"


def test_chinese_names_with_several_dots_resolve_however_each_dot_is_written(tmp_path):
    rec = _rec(
        "Renata Glasc, Industrialist",
        "SFD-171",
        names={"en": "Renata Glasc, Industrialist", "zh-CN": "烈娜塔·戈拉斯克·实业家"},
    )
    path = tmp_path / "cards.json"
    path.write_text(
        build.dump_database(build.make_database([rec], "t", "2026-01-01")), encoding="utf-8"
    )
    db = CardDB.load(path)
    for form in (
        "烈娜塔·戈拉斯克·实业家",
        "烈娜塔 戈拉斯克·实业家",
        "烈娜塔戈拉斯克 实业家",
        "烈娜塔戈拉斯克实业家",
    ):
        assert db.by_name(form) is not None, form
