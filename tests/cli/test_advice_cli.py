"""What a player reads on the first run (issue 15): rules in force on the date, the inferred champion."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LEGAL_YAML = "examples/kennen.deck.yaml"


def test_the_header_states_the_rules_in_force_on_the_as_of_date(cli):
    before = cli(LEGAL_YAML, "--as-of", "2026-04-29", "--select", "main-deck-size")
    after = cli(LEGAL_YAML, "--as-of", "2026-08-01", "--select", "main-deck-size")
    assert (before.returncode, before.stderr, after.returncode, after.stderr) == (0, "", 0, "")
    # the sideboard limit changed on 2026-03-30 and again on 2026-07-16 (rulesets/constructed.yaml)
    assert before.stdout.splitlines()[0].endswith("ruleset constructed (rules of 2026-03-30)")
    assert after.stdout.splitlines()[0].endswith("ruleset constructed (rules of 2026-07-16)")


def test_an_inferred_champion_is_shown_without_verbose(cli, tmp_path):
    text = (ROOT / "examples/kennen.deck.txt").read_text().split("Sideboard:")[0]  # a flat list has none
    flat = "\n".join(x for x in text.splitlines() if x.strip() and not x.rstrip().endswith(":")) + "\n"
    deck = tmp_path / "flat.deck.txt"
    deck.write_text(flat)
    r = cli(deck, "--as-of", "2026-08-01", env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (0, "")
    [note] = [x for x in r.stdout.splitlines() if "note:" in x]
    assert note.strip().startswith("note: line ")
    assert "Kennen, Storm of Shuriken is the only champion unit of Kennen, so one copy was taken" in note
