"""The importer's supplements: English Radiance champion tags, spoiler names, French names (small fixtures)."""

from __future__ import annotations

import json

import pytest

import card_supplements as supplements

REFERENCE = """# Names

## 1. French (fr-FR)
| English | French | Source |
|---|---|---|
| Jinx, Loose Cannon (legend) | Gâchette folle | French core rules |
| Called Shot | Aperçu du futur | **inferred** by elimination only |
| No Such Card | Rien | somewhere |

## 2. Radiance champions (RAD, released 2026-10-23)
| `hero` | English champion | Radiance cards carrying it (official ids) |
|---|---|---|
| 吉格斯 | Ziggs | RAD-141 (legend) |
"""


def _rec(pid, type_, tag=None, domains=(), name=None):
    return {
        "key": name.casefold() if name else pid,
        "name": name,
        "type": type_,
        "champion_tag": tag,
        "domains": list(domains),
        "names": {"en": name} if name else {"zh-CN": "某"},
        "printings": [[pid, pid.split("-")[0], pid.split("-")[1], "base"]],
    }


def _spoiler(number, name, type_, tags=(), domains=(), supertype=None, basis="scan"):
    return {
        "collector_number": number,
        "name": name,
        "type": type_,
        "tags": list(tags),
        "domains": list(domains),
        "supertype": supertype,
        "basis": basis,
    }


def test_reference_tables_are_read(tmp_path):
    p = tmp_path / "languages-and-regions.md"
    p.write_text(REFERENCE, encoding="utf-8")
    heroes, french = supplements.read_reference(p)
    assert heroes == {"吉格斯": "Ziggs"}
    assert french[0] == ("Jinx, Loose Cannon", "Gâchette folle", "French core rules")
    assert french[1] == ("Called Shot", "Aperçu du futur", "inferred by elimination only")


def test_reference_without_its_tables_is_refused(tmp_path):
    p = tmp_path / "languages-and-regions.md"
    p.write_text("# nothing here\n", encoding="utf-8")
    with pytest.raises(ValueError, match="French names table"):
        supplements.read_reference(p)


def test_spoiler_names_attach_only_where_number_type_and_champion_agree():
    records = [
        _rec("RAD-141", "Legend", "Ziggs", ("Fury", "Chaos")),
        _rec("RAD-147", "Legend", "K'Sante", ("Calm", "Body")),
        _rec("RAD-146", "Spell", None, ("Calm",)),
        _rec("RAD-073", "Unit", None, ("Body",)),
        _rec("RAD-090", "Unit", "Evelynn", ("Body",)),
    ]
    cards = [
        _spoiler(141, "Ziggs - Hexplosives Expert", "Legend", ["Ziggs"], ["Fury", "Mind"]),
        _spoiler(172, "K'Sante - Pride of Nazumah", "Legend", ["K'Sante"], basis="paraphrase"),
        _spoiler(
            146, "Ntofo Strikes", "Spell", ["K'Sante"], supertype="Signature", basis="paraphrase"
        ),
        _spoiler(73, "Pillaged Armory", "Gear", [], ["Body"]),
        _spoiler(
            90, "Evelynn, Consuming", "Unit", ["Evelynn", "Demon"], ["Chaos"], supertype="Champion"
        ),
    ]
    report: list[str] = []
    n = supplements.spoiler_names(
        records, "someone/repo file, commit x (spoiler season 2026-09-25)", cards, report
    )
    assert n == 2
    ziggs, ksante, spell, armory, evelynn = records
    assert (
        ziggs["name"] == "Ziggs, Hexplosives Expert" and ziggs["key"] == "ziggs, hexplosives expert"
    )
    assert ziggs["domains"] == ["Fury", "Chaos"]  # every game fact stays the official one
    assert "hexplosives expert" in ziggs["aliases"]
    assert ziggs["name_sources"]["en"] == (
        "community transcription, not yet in Riot's English data "
        "(someone/repo spoilers 2026-09-25, read from a card scan)"
    )
    assert evelynn["name"] == "Evelynn, Consuming"
    assert ksante["name"] is None and spell["name"] is None and armory["name"] is None
    text = "\n".join(report)
    assert "RAD-141 domains differ" in text and "official kept" in text
    assert (
        'RAD-172 "K\'Sante - Pride of Nazumah" not attached: no official card has base number RAD-172'
        in text
    )
    assert (
        "RAD-146 'Ntofo Strikes' not attached: champion differs (spoiler K'Sante, official None)"
        in text
    )
    assert (
        "RAD-073 'Pillaged Armory' not attached: type differs (spoiler Gear, official Unit)" in text
    )


def test_french_names_keep_their_source_and_inferred_is_marked():
    records = [
        _rec("OGN-251", "Legend", "Jinx", ("Fury", "Chaos"), "Jinx, Loose Cannon"),
        _rec("OGN-001", "Spell", None, ("Fury",), "Called Shot"),
    ]
    french = [
        ("Jinx, Loose Cannon", "Gâchette folle", "French core rules"),
        ("Called Shot", "Aperçu du futur", "inferred by elimination only"),
        ("No Such Card", "Rien", "somewhere"),
    ]
    report: list[str] = []
    assert supplements.french_names(records, french, report) == 2
    jinx, shot = records
    assert (
        jinx["names"]["fr-FR"] == "Gâchette folle"
        and jinx["name_sources"]["fr-FR"] == "French core rules"
    )
    assert "jinx, gâchette folle" in jinx["aliases"]
    assert shot["name_sources"]["fr-FR"] == "inferred by elimination only"
    assert "no card named 'No Such Card'" in "\n".join(report)


def test_shipped_database_has_english_radiance_champion_tags(db):
    expected = {
        "RAD-020": "Mordekaiser",
        "RAD-141": "Ziggs",
        "RAD-147": "K'Sante",
        "RAD-145": "Orianna",
        "RAD-085": "Graves",
        "RAD-155": "Jarvan IV",
        "RAD-110": "Lulu",
        "RAD-151": "Seraphine",
        "RAD-167": "Neeko",
    }
    for pid, tag in expected.items():
        assert db.printing(pid)[0].champion_tag == tag, pid
    assert all(c.champion_tag is None or c.champion_tag.isascii() for c in db.cards)


def test_shipped_database_french_names_resolve(db):
    assert db.resolve("Gâchette folle")[0].name == "Jinx, Loose Cannon"
    assert db.resolve("Jinx, Gâchette folle")[0].name == "Jinx, Loose Cannon"
    assert db.resolve("brute techno-chimique")[0].name == "Chemtech Enforcer"
    assert db.resolve("Rune de fureur")[0].name == "Fury Rune"
    assert sum("fr-FR" in c.names for c in db.cards) == 31


def test_every_basic_rune_has_its_french_name(db):
    """atkF 9: the rules texts name only Rune de fureur; the other five basic runes are named on its
    pattern (tools/french-rules-names.tsv), marked inferred, and read as a French player writes
    them (the domain capitalised, a curly apostrophe)."""
    written = {
        "Rune de Fureur": "Fury Rune",
        "Rune de Calme": "Calm Rune",
        "Rune d’Esprit": "Mind Rune",
        "Rune de Corps": "Body Rune",
        "Rune de Chaos": "Chaos Rune",
        "Rune d'Ordre": "Order Rune",
    }
    for name, english in written.items():
        assert db.resolve(name)[0].name == english, name
    basic = [c for c in db.cards if c.type == "Rune" and "Basic" in c.supertypes]
    assert len(basic) == 6 and all(c.names.get("fr-FR") for c in basic)
    inferred = {c.name for c in basic if c.name_sources.get("fr-FR", "").startswith("inferred")}
    assert inferred == set(written.values()) - {"Fury Rune"}


def test_lint_lists_transcribed_names_and_counts_provenance(cli, data_dir):
    code, out, err = cli("cards", "lint")
    assert code == 0, out + err
    assert (
        "note: RAD-141: English name 'Ziggs, Hexplosives Expert': community transcription, not yet in Riot's"
        in out
    )
    assert "names (en): community 15, official 924" in out
    assert "names (fr-FR): community 1, document 21, inferred 6" in out
    code, out, err = cli("cards", "lint", "--format", "json")
    data = json.loads(out)
    assert data["errors"] == 0
    assert data["name_provenance"]["en"] == {"community": 15, "official": 924}
    assert data["name_provenance"]["fr-FR"]["inferred"] == 6
    assert len([x for x in data["names_not_official"] if x["locale"] == "en"]) == 15
