"""``riftcheck cards show|search|stats|lint`` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

CARDS = Path(__file__).resolve().parents[1] / "fixtures" / "cards"


def test_show_text(cli, data_dir):
    code, out, err = cli("cards", "show", "Heart of the Tempest")
    assert code == 0, err
    assert out.splitlines()[0] == "Kennen, Heart of the Tempest"
    assert "champion tag:  Kennen" in out and "domains:       Order, Chaos" in out


def test_show_json_keys(cli, data_dir):
    code, out, err = cli("cards", "show", "VEN-097", "--format", "json")
    assert code == 0, err
    j = json.loads(out)
    assert j["name"] == "Spiderling" and j["deck_limit"] is None and j["printing"] == "VEN-097"
    for k in (
        "name",
        "type",
        "supertypes",
        "domains",
        "champion_tag",
        "tags",
        "energy",
        "power",
        "might",
        "keywords",
        "deck_limit",
        "names",
        "printings",
    ):
        assert k in j
    assert all({"id", "set", "variant"} <= set(p) for p in j["printings"])


@pytest.mark.parametrize("ref, limit, keywords", [("SFD-191", 1, ["Unique"]), ("OGN-001", 3, [])])
def test_show_deck_limits(cli, data_dir, ref, limit, keywords):
    code, out, _ = cli("cards", "show", ref, "-f", "json")
    j = json.loads(out)
    assert (j["deck_limit"], j["keywords"]) == (limit, keywords)


def test_show_rune_printing(cli, data_dir):
    code, out, _ = cli("cards", "show", "OGN-007a", "-f", "json")
    j = json.loads(out)
    assert (j["name"], j["type"], j["domains"]) == ("Fury Rune", "Rune", ["Fury"])


def test_show_ambiguous_and_unknown(cli, data_dir):
    code, out, err = cli("cards", "show", "Kennen")
    assert code == 1 and out == ""
    assert "ambiguous" in err and "VEN-135" in err and "VEN-113" in err
    code, out, err = cli("cards", "show", "Jinx, Loose Canon")
    assert code == 1 and "did you mean Jinx, Loose Cannon (OGN-251)" in err
    code, out, err = cli("cards", "show", "Jinx, Loose Canon", "--format", "json")
    assert code == 1 and json.loads(out)["suggestions"][0] == {
        "name": "Jinx, Loose Cannon",
        "id": "OGN-251",
    }


def test_show_radiance_card(cli, data_dir):
    code, out, err = cli("cards", "show", "爆破鬼才")
    assert code == 0, err
    # an English name from the spoiler transcription, shown with its provenance; the tag in English
    assert out.startswith(
        "Ziggs, Hexplosives Expert\n  name source:   community transcription, "
        "not yet in Riot's English data (jungaustin/Riftbound spoilers 2026-09-25"
    )
    assert (
        "champion tag:  Ziggs" in out and "domains:       Fury, Chaos" in out
    )  # official domains kept
    code, out, err = cli("cards", "show", "RAD-143")
    assert code == 0, err
    assert out.startswith("RAD-143  (no English name yet)") and "champion tag:  Mordekaiser" in out
    code, out, err = cli("cards", "show", "RAD-167", "--format", "json")
    card = json.loads(out)
    assert card["name"] == "Neeko, Blending In" and card["champion_tag"] == "Neeko"
    assert card["name_sources"]["en"].startswith(
        "community transcription, not yet in Riot's English data"
    )
    code, out, err = cli("cards", "show", "Aperçu du futur")
    assert (
        out.startswith("Called Shot")
        and "  French name:   Aperçu du futur\n  name source:   inferred by elimination only\n"
        in out
    )


def test_search(cli, data_dir):
    code, out, err = cli("cards", "search", "tempest")
    assert code == 0 and out.split()[:1] == ["VEN-155"] and "1 card" in err
    code, out, err = cli("cards", "search", "--type", "Legend", "--set", "RAD", "-f", "json")
    assert code == 0 and len(json.loads(out)) == 8
    code, out, err = cli("cards", "search", "x", "--type", "Creature")
    assert code == 2 and "not a card type" in err


def test_stats(cli, data_dir):
    code, out, err = cli("cards", "stats", "--format", "json")
    assert code == 0, err
    j = json.loads(out)
    assert j["per_type"]["Legend"] == 57 and j["per_set"]["RAD"]["printings"] == 176
    # 11 token cards since every source's token printings are imported (issue 11): 3 before
    assert j["per_supertype"]["Signature"] >= 51 and j["tokens"] == 11
    code, out, err = cli("cards", "stats")
    assert code == 0 and "per set" in out and "RAD" in out


def test_lint_exit_codes(cli, data_dir):
    code, out, err = cli("cards", "lint")
    assert code == 0 and "0 errors" in err
    code, out, err = cli("cards", "lint", str(CARDS / "broken.cards.json"))
    assert code == 1 and "6 errors" in err and "1 or 2 domains" in out
    code, out, err = cli("cards", "lint", str(CARDS / "corrupt.cards.json"))
    assert code == 3 and "not valid JSON" in err and "Traceback" not in err
    code, out, err = cli("cards", "lint", str(CARDS / "broken.cards.json"), "--format", "json")
    assert code == 1 and json.loads(out)["errors"] == 6


def test_global_cards_option(cli, data_dir):
    code, out, err = cli(
        "--cards", str(CARDS / "mini.cards.json"), "cards", "show", "Loose Cannon", "-f", "json"
    )
    assert code == 0 and json.loads(out)["names"]["zh-CN"] == "暴走萝莉"
    code, out, err = cli("--cards", str(CARDS / "missing-field.cards.json"), "cards", "show", "x")
    assert code == 3 and "missing-field.cards.json" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "ref, day, legality",
    [
        (
            "RAD-182",
            "2026-10-15",
            "this printing not legal in sealed until 2026-10-16 (on 2026-10-15): no product held "
            "it before; the card's other printings are legal",
        ),
        ("RAD-182", "2026-10-16", "legal in sealed on 2026-10-16"),
        ("OGN-189", "2026-10-15", "legal in sealed on 2026-10-15"),
        ("RAD-R01", "2026-10-15", "legal in sealed on 2026-10-15"),  # a rune: any source
    ],
)
def test_show_judges_a_printing_named_in_sealed_by_its_set(cli, data_dir, ref, day, legality):
    """RAD-182 is Radiance's reprint of Kayn, Unleashed (OGN-189): in Sealed, before Radiance's
    Pre-Rift events, the card can be opened, that printing cannot (evtR 1, as limited-set-dates)."""
    code, out, err = cli("cards", "show", ref, "-r", "sealed", "--as-of", day, "-f", "json")
    assert (code, err) == (0, "")
    j = json.loads(out)
    name = "Fury Rune" if ref == "RAD-R01" else "Kayn, Unleashed"
    assert (j["name"], j["printing"], j["legality"]) == (name, ref, legality)
