"""``riftcheck show`` and the deck view of ``check -v``: the real console script (issue 15)."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema

ROOT = Path(__file__).resolve().parents[2]
ILLEGAL = "tests/fixtures/cli/decks/illegal.deck.yaml"
STACKED = "tests/cases/banned/stacked-deck.deck.yaml"


def test_show_draws_the_deck_and_says_the_verdict(cli):
    r = cli("show", ILLEGAL, "--as-of", "2026-10-01", env={"COLUMNS": "80"})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    assert lines[0] == ILLEGAL
    assert "  Legend     Kennen, Heart of the Tempest (Chaos, Order)" in lines
    assert "  Champion   Kennen, Storm of Shuriken" in lines
    assert "  Runes      Chaos 5 · Order 6 (main deck needs Fury, Chaos, Order)" in lines
    assert "             no rune of Fury, which the main deck needs" in lines
    assert "  Banned     Stacked Deck (3) since 2026-09-18, on 2026-10-01" in lines
    assert any(x.startswith("  Energy     0") for x in lines)
    # the 40-card main deck loses 5 cards to the fixes: an info says so (atkF 6)
    assert lines[-1] == "  ILLEGAL (4 errors, 1 info); riftcheck check lists the findings"
    assert all(len(x) <= 80 for x in lines)


def test_show_names_a_ban_ahead_of_the_as_of_date(cli):
    r = cli("show", STACKED, "--as-of", "2026-09-01")
    assert (r.returncode, r.stderr) == (0, "")
    assert "  Ban ahead  Stacked Deck (3) is banned from 2026-09-18" in r.stdout.splitlines()
    assert (
        r.stdout.splitlines()[-1] == "  LEGAL (1 info); riftcheck check lists the findings"
    )  # the ban-ahead notice


def test_show_json_and_the_json_report_carry_valid_stats(cli):
    r = cli("show", "-f", "json", STACKED, "--as-of", "2026-09-01")
    assert (r.returncode, r.stderr) == (0, "")
    [doc] = json.loads(r.stdout)
    assert doc["stats"]["bans_scheduled"][0]["card"] == "Stacked Deck"
    r = cli("-f", "json", STACKED, "--as-of", "2026-09-01")
    assert (r.returncode, r.stderr) == (0, "")
    report = json.loads(r.stdout)
    schema = json.loads((ROOT / "riftcheck/schemas/report.schema.json").read_text())
    jsonschema.validate(report, schema)
    assert report["decks"][0]["stats"] == doc["stats"]


def test_check_verbose_shows_the_deck_view(cli):
    r = cli("-v", ILLEGAL, "--as-of", "2026-10-01")
    assert (r.returncode, r.stderr) == (1, "")
    assert "  Champion   Kennen, Storm of Shuriken" in r.stdout.splitlines()
    assert cli(ILLEGAL, "--as-of", "2026-10-01").stdout.count("Champion   ") == 0


NEEKO = "tests/cases/additional-legends/neeko-three-legends.deck.yaml"


def test_neekos_additional_legends_are_in_the_deck_view_json_and_html(cli, tmp_path):
    """TR 401.2.a puts them on the decklist and TR 411.3 has a deck check verify every registered
    element: the deck view, the JSON stats and the HTML list (and its printed sheet) name them
    (no view showed them)."""
    r = cli("show", NEEKO, "--as-of", "2026-11-01", env={"COLUMNS": "200"})
    assert r.returncode == 0, r.stderr
    view = " ".join(r.stdout.split())
    assert (
        "Additional legends Kai'Sa, Daughter of the Void; Volibear, Relentless Storm; Ekko, Boy"
        " Who Shattered Time Cards" in view
    )
    stats = json.loads(cli("-f", "json", NEEKO, "--as-of", "2026-11-01").stdout)["decks"][0][
        "stats"
    ]
    assert (
        len(stats["additional_legends"]) == 3
        and "Volibear, Relentless Storm" in stats["additional_legends"]
    )
    html = tmp_path / "r.html"
    cli("-f", "html", "-o", html, NEEKO, "--as-of", "2026-11-01")
    text = html.read_text(encoding="utf-8")
    assert "<b>Additional legends</b> (3)" in text and "Volibear, Relentless Storm" in text
    plain = json.loads(cli("-f", "json", ILLEGAL, "--as-of", "2026-10-01").stdout)
    assert "additional_legends" not in plain["decks"][0]["stats"]  # only when a deck names any


def test_show_counts_a_rune_written_in_the_main_deck_as_check_does(cli, tmp_path):
    """atk25d 2: check said a main deck of 39 and a rune deck of 12 (the rune written under
    MainDeck: counted where it belongs), show said 40 and 11; show now counts as the rules do."""
    deck = ROOT / "tests" / "cases" / "rune-deck" / "rune-in-main-makes-twelve.deck.txt"
    r = cli("show", deck, "--as-of", "2026-10-20", env={"COLUMNS": "100"})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    assert (
        "  Cards      main deck 39 (1 champion + 38 main) · runes 12 · battlefields 3 · sideboard 7"
        in lines
    )
    assert (
        "             1 copy written in another zone is counted in the zone of its card type "
        "(zone-card-type)" in lines
    )
    assert "  Runes      Chaos 6 · Order 6 (main deck needs Chaos, Order)" in lines
    check = cli("check", deck, "--as-of", "2026-10-20", env={"COLUMNS": "200"})
    assert check.returncode == 1 and check.stderr == ""
    assert "The main deck has 39 cards (1 champion + 38 main)" in check.stdout
    assert "error  rune-deck" not in check.stdout and "ILLEGAL (2 errors)" in check.stdout
