"""What a player reads on the first run (issue 15): rules in force on the date, the inferred champion."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LEGAL_YAML = "examples/kennen.deck.yaml"


def test_the_header_states_the_rules_in_force_on_the_as_of_date(cli):
    """The documents in force on the judging date, named by their publication dates
    (rulesets/documents/riftbound.yaml), on both sides of each publication."""
    days = {
        "2026-04-20": "Core Rules 2026-03-30, Tournament Rules 2026-03-30",
        "2026-04-29": "Core Rules 2026-03-30, Tournament Rules 2026-04-29",
        "2026-07-15": "Core Rules 2026-03-30, Tournament Rules 2026-04-29",
        "2026-07-16": "Core Rules 2026-07-16, Tournament Rules 2026-07-16",
        "2026-10-08": "Core Rules 2026-07-16, Tournament Rules 2026-07-16",
        "2026-10-09": "Core Rules 2026-10-09, Tournament Rules 2026-10-09",
    }
    for day, documents in days.items():
        r = cli(LEGAL_YAML, "--as-of", day, "--select", "main-deck-size", env={"COLUMNS": "200"})
        assert (r.returncode, r.stderr) == (0, ""), day
        assert r.stdout.splitlines()[0].endswith(f"ruleset constructed ({documents})"), day


def test_an_inferred_champion_is_shown_without_verbose(cli, tmp_path):
    text = (
        (ROOT / "examples/kennen.deck.txt").read_text().split("Sideboard:")[0]
    )  # a flat list has none
    flat = (
        "\n".join(x for x in text.splitlines() if x.strip() and not x.rstrip().endswith(":")) + "\n"
    )
    deck = tmp_path / "flat.deck.txt"
    deck.write_text(flat)
    r = cli(deck, "--as-of", "2026-08-01", env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (0, "")
    # the champion's note (the flat list's lines summed have theirs: R11 of the re-test)
    [note] = [x for x in r.stdout.splitlines() if "note:" in x and "champion unit" in x]
    assert note.strip().startswith("note: line ")
    assert (
        "Kennen, Storm of Shuriken is the only champion unit of Kennen, so one copy was taken"
        in note
    )


def test_root_help_fits_80_columns_untruncated_and_shows_the_check_options(cli):
    r = cli("--help", env={"COLUMNS": "80"})
    assert (r.returncode, r.stderr) == (0, "")
    lines = r.stdout.splitlines()
    assert all(len(x) <= 80 for x in lines), [x for x in lines if len(x) > 80]
    commands = lines[lines.index("Commands:") + 1 :]
    listed = [x for x in commands[: commands.index("")] if x.startswith("  ")]
    assert listed and not any(x.rstrip().endswith("...") for x in listed), listed
    for name in ("check", "show", "bans", "convert", "cards"):
        assert any(x.split()[0] == name for x in listed), name
    for option in ("--ruleset NAME|PATH", "--as-of DATE", "--strict", "--fix", "-q, -v"):
        assert option in r.stdout, option
    assert "<list[str]>" not in r.stdout and "Value error" not in r.stdout


def test_cards_show_says_banned_or_legal_on_the_date_and_no_deck_limit_for_a_legend(cli):
    r = cli("cards", "show", "Stacked Deck", "--as-of", "2026-09-01")
    assert (r.returncode, r.stderr) == (0, "")
    assert (
        "  legality:      legal in constructed on 2026-09-01; banned from 2026-09-18"
        in r.stdout.splitlines()
    )
    r = cli("cards", "show", "Stacked Deck", "--as-of", "2026-09-18")
    assert (
        "  legality:      banned in constructed since 2026-09-18 (on 2026-09-18)"
        in r.stdout.splitlines()
    )
    legend = cli("cards", "show", "Kennen, Heart of the Tempest", "--as-of", "2026-07-30")
    assert legend.returncode == 0 and "deck limit" not in legend.stdout
    assert (
        "  legality:      not legal in constructed until 2026-07-31 (on 2026-07-30)"
        in legend.stdout.splitlines()
    )
    assert "  deck limit:    3" in cli("cards", "show", "Gust").stdout.splitlines()


def test_cards_show_judges_set_dates_only_for_a_ruleset_that_does(cli):
    """Every ruleset knows the sets (rulesets/documents/riftbound.yaml), but Sealed does not judge
    set legality (a Pre-Rift event plays Radiance before its release): a Radiance card three days
    before 2026-10-23 is not legal in Constructed yet, and legal in Sealed."""
    r = cli("cards", "show", "RAD-023", "--as-of", "2026-10-20")
    assert (r.returncode, r.stderr) == (0, "")
    assert (
        "  legality:      not legal in constructed until 2026-10-23 (on 2026-10-20)"
        in r.stdout.splitlines()
    )
    r = cli("cards", "show", "RAD-023", "--as-of", "2026-10-20", "--ruleset", "sealed")
    assert (r.returncode, r.stderr) == (0, "")
    assert "  legality:      legal in sealed on 2026-10-20" in r.stdout.splitlines()


# the Jinx deck of tests/cases/legend/legal.deck.yaml as a deck code
JINX_CODE = (
    "CMAAAAAAAAAACAQAAAD2MAIAAAAQ2AAAAEBAGBAFAYEASCQLBQHB4AABAUAAADP3AGQQFJQCVIBAAAAAAEAAAHQ"
)


def test_a_deck_code_with_a_bad_character_is_a_bad_deck_code_not_a_missing_file(cli):
    bad = JINX_CODE[:20] + "8" + JINX_CODE[21:]  # "8" is not in the code alphabet (A-Z, 2-7)
    r = cli(bad, "--format", "concise")
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout.splitlines()[0] == (
        "<deck code>:1:21: error [unreadable] deck code is corrupt: '8' at position 21 is not a "
        "base32 letter (expected A-Z or 2-7)"
    )
    r = cli(JINX_CODE + "!", "--format", "concise")  # a paste that caught the sentence's "!"
    assert (r.returncode, r.stderr) == (1, "")
    assert "'!' at position 88 is not a base32 letter" in r.stdout.splitlines()[0]
    # a mixed-case name or a file name with a suffix is still a file that does not exist
    for name in ("ChampionDecks2026", "CMAAAAAAAAAACAQAAAD2MAIA.yaml"):
        r = cli(name)
        assert (r.returncode, r.stdout) == (2, "")
        assert r.stderr == f"riftcheck: error: no such file or directory: {name}\n"


def test_thirteen_cards_of_one_cause_are_one_finding_in_every_format(cli):
    """The thirteen Vendetta cards of a case are one finding: one table row, one annotation, one
    SARIF result and one JSON violation whose related locations are the twelve other lines."""
    import json

    deck = "tests/cases/set-legality/vendetta-thirteen-cards.deck.yaml"
    lines = [5, *range(9, 20)]
    r = cli(deck, "--as-of", "2026-07-30", "--select", "set-legality", "-f", "json")
    assert (r.returncode, r.stderr) == (1, "")
    [v] = json.loads(r.stdout)["decks"][0]["violations"]
    assert (v["line"], [x["line"] for x in v["related"]], len(v["cards"])) == (4, lines, 13)
    assert v["message"].startswith(
        "13 cards are from Vendetta, which is not legal until 2026-07-31"
    )
    r = cli(deck, "--as-of", "2026-07-30", "--select", "set-legality", "-f", "sarif")
    assert (r.returncode, r.stderr) == (1, "")
    [res] = json.loads(r.stdout)["runs"][0]["results"]
    related = [x["physicalLocation"]["region"]["startLine"] for x in res["relatedLocations"]]
    assert related == lines
    r = cli(deck, "--as-of", "2026-07-30", "--select", "set-legality", "-f", "github")
    assert (r.returncode, r.stderr) == (1, "")
    [annotation] = [x for x in r.stdout.splitlines() if x.startswith("::error ")]
    assert "line=4," in annotation and "line 19: Lacerate (VEN-127)" in annotation
    r = cli(deck, "--as-of", "2026-07-30", "--select", "set-legality", env={"COLUMNS": "80"})
    assert (r.returncode, r.stderr) == (1, "")
    # one row: "error" appears once as a severity, and the summary counts one error
    rows = [x for x in r.stdout.splitlines() if " error " in f" {x} " and "set-legality" in x]
    assert len(rows) == 1 and "(partial check; 1 error)" in " ".join(r.stdout.split())
