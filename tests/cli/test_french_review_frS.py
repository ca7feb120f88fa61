"""The French head judge's review (frS): riftcheck's French output against the French rules texts."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KENNEN = ROOT / "examples" / "kennen.deck.txt"
NB, NNB = "\u00a0", "\u202f"
WIDE = {"COLUMNS": "200"}


def _said(text: str) -> str:
    """``text`` with its wrapped lines and no-break spaces as plain spaces."""
    return " ".join(text.replace(NB, " ").replace(NNB, " ").split())


# -- 1: the tokens by the names the French rules texts give them --------------------------------


def test_1_tokens_are_named_in_french_as_the_rules_texts_name_them(cli, tmp_path):
    text = KENNEN.read_text(encoding="utf-8").replace("3 Gust\n", "1 Gust\n1 Recrue\n1 Sprite\n")
    (tmp_path / "t.txt").write_text(text, encoding="utf-8")
    fr = cli("--lang", "fr", "check", "-q", "--as-of", "2026-11-01", "t.txt", cwd=tmp_path, env=WIDE)
    assert (fr.returncode, fr.stderr) == (1, "")
    said = _said(fr.stdout)
    assert (
        "2 lignes sont des créations, pas des cartes ; les créations ne peuvent pas être dans "
        "un deck : ligne 20 : Recrue ; ligne 21 : Farfadet"
    ) in said
    assert "retirez 1 exemplaire de Farfadet du deck principal" in said
    assert "unknown-card" not in said and "Sprite" not in said and "Recruit" not in said
    en = cli("check", "-q", "--as-of", "2026-11-01", "t.txt", cwd=tmp_path, env=WIDE)
    assert (en.returncode, en.stderr) == (1, "")
    assert "line 20: Recruit; line 21: Sprite" in _said(en.stdout)


def test_1_explain_and_cards_show_name_the_tokens_in_french(cli):
    r = cli("--lang", "fr", "explain", "not-a-deck-card")
    assert (r.returncode, r.stderr) == (0, "")
    said = _said(r.stdout)
    assert "Les créations (Recrue, Farfadet, le buff d'OGN-271 à OGN-274, SFD-T03...)" in said
    assert "- {card: Recrue, count: 2} # une création" in said
    assert "Recruit" not in said and "Sprite" not in said
    r = cli("--lang", "fr", "cards", "show", "Gold")
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith("PO\n")
    assert (
        "source du nom : résumé des règles en français du 4 novembre 2026, lignes 42 et 790 "
        "(rapprochement par le sens)"
    ) in _said(r.stdout)
