"""The French judge's review, round frE (atkG items 6, 10, 11 and the chosen-champion fix):
what a French reader sees names cards as the French report does, says the card database's
schema problems in French, and gives the legend of RB/RT wherever they are printed."""

from __future__ import annotations

import re

import pytest

from riftcheck.i18n import Translator

FRENCH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C"}


def _explain(cli, rule: str, *lang: str) -> str:
    r = cli(*lang, "explain", rule, env={**FRENCH, "COLUMNS": "100"})
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    return r.stdout


def _flat(text: str) -> str:
    """``text`` with its wrapped lines joined (ASCII spaces and newlines only)."""
    return re.sub(r"[ \n]+", " ", text)


# -- atkG 6: explain's examples name the cards as the French report does -------------------------


@pytest.mark.parametrize(
    ("rule", "french", "english"),
    [
        ("banned", "- 3 Partie truquée", "Stacked Deck"),
        ("unique", "- 1 Couronne de Rabadon", "Rabadon's Deathcrown"),
        ("legend", "legend: Jinx, Gâchette folle", "Loose Cannon"),
        ("additional-legends", "legend: Jinx, Gâchette folle", "Loose Cannon"),
        ("team-legend", "legend: Jinx, Gâchette folle", "Loose Cannon"),
        ("unknown-card", "legend: Jinx, Gâchette folle", "Loose Cannon"),
    ],
)
def test_explain_examples_name_cards_as_the_french_report(cli, rule, french, english):
    fr = _explain(cli, rule, "--lang", "fr")
    assert french in fr
    assert english not in fr
    # English keeps the names the examples are written with
    assert english in _explain(cli, rule)


def test_the_banned_example_names_the_card_as_bans_does(cli):
    bans = cli("--lang", "fr", "bans", "--as-of", "2026-10-01", env=FRENCH)
    assert bans.returncode == 0
    assert "  Partie truquée  (" in bans.stdout
    assert "      - 3 Partie truquée\n" in _explain(cli, "banned", "--lang", "fr")


def test_side_by_side_examples_keep_their_columns(cli):
    """team-legend shows two files side by side: a longer French name keeps b.yaml's column."""
    lines = _explain(cli, "team-legend", "--lang", "fr").splitlines()
    heads = [ln for ln in lines if ln.strip().startswith("# a.yaml")]
    rows = [ln for ln in lines if ln.strip().startswith("legend: Jinx, Gâchette folle")]
    assert len(heads) == 2 and len(rows) == 2
    column = heads[0].index("# b.yaml")
    for row in rows:
        assert row[column:].startswith("legend: "), row
        assert row[:column].endswith("  ")


def test_the_unknown_card_example_says_what_check_says(cli, tmp_path):
    """The illegal example's comment is the suggestion check makes for that line, in both
    languages (an English typo is offered the English name: the player's language)."""
    fr = _explain(cli, "unknown-card", "--lang", "fr")
    assert "# nom inconnu\u00a0: vouliez-vous dire Jinx, Demolitionist\u202f?" in fr
    assert "- {card: Jinx Demolitionst, count: 1}" in fr
    deck = tmp_path / "typo.deck.yaml"
    deck.write_text("main:\n  - {card: Jinx Demolitionst, count: 1}\n", encoding="utf-8")
    r = cli("--lang", "fr", "check", "--select", "unknown-card", str(deck), env=FRENCH)
    assert (r.returncode, r.stderr) == (1, "")
    assert "vouliez-vous dire\u00a0: Jinx, Demolitionist (OGN-030)\u202f?" in _flat(r.stdout)
    en = cli("check", "--select", "unknown-card", str(deck), env=FRENCH)
    assert (en.returncode, en.stderr) == (1, "")
    assert "did you mean: Jinx, Demolitionist (OGN-030)?" in _flat(en.stdout)
    assert "did you mean Jinx, Demolitionist?" in _explain(cli, "unknown-card")


def test_card_names_replaces_whole_names_only():
    tr = Translator("fr", {"Jinx, Rebel": "Jinx, Rebelle", "Fury Rune": "Rune de fureur"})
    assert (
        tr.card_names("- 1 Jinx, Rebel\n- 6 Fury Rune") == "- 1 Jinx, Rebelle\n- 6 Rune de fureur"
    )
    # a longer name that holds a known one, or the French name itself, is left alone
    assert tr.card_names("Jinx, Rebelle; Jinx, Rebellion; 6 Fury Runes") == (
        "Jinx, Rebelle; Jinx, Rebellion; 6 Fury Runes"
    )
    assert Translator("fr").card_names("Stacked Deck") == "Stacked Deck"
