"""The French judge's re-review atkG (frC): names as the player wrote them (items 4, 5, 7), the
database's French names in ``explain`` (6), no English or Python text in French messages (9, 10),
the RB/RT legend (11) and the glossary's words (13)."""

from __future__ import annotations

import re
from pathlib import Path

NB, NNB = "\u00a0", "\u202f"
ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "french_names"
KENNEN_ILLEGAL = ROOT / "examples" / "kennen-illegal.deck.txt"
RBF = FIX / "rbf.deck.txt"  # a riftboundfrance list: French names, « == Zone == » headers


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


def _items(doc: str) -> list[str]:
    """The entries of the list as read and of the printed sheet (``3 Gust``), as text."""
    items = [
        re.sub(r"<[^>]+>", "", li).replace("&#x27;", "'")
        for li in re.findall(r"<li(?: class=\"unresolved\")?>(.*?)</li>", doc)
    ]
    return [i for i in items if re.match(r"\d+ ", i)]


# -- 4: the list as read and the deck check sheet show the names as written --------------------


def test_the_html_list_of_an_english_list_keeps_its_english_names_in_french(cli, tmp_path):
    out = tmp_path / "k.html"
    r = cli("--lang", "fr", "check", "-f", "html", "-o", str(out), str(KENNEN_ILLEGAL))
    assert (r.returncode, r.stdout, r.stderr) == (1, "", "")
    items = _items(out.read_text(encoding="utf-8"))
    # once in « La liste telle que lue », once on the printed sheet
    assert items.count("3 Stacked Deck ligne 20") == 1
    assert items.count("3 Stacked Deck") == 1
    assert items.count("3 Hidden Blade") == 1
    assert not [i for i in items if i.startswith(("3 Partie truquée", "3 Lame dissimulée"))]


def test_the_html_list_of_a_french_list_keeps_its_french_names_in_english(cli, tmp_path):
    out = tmp_path / "rbf.html"
    r = cli("check", "-f", "html", "-o", str(out), str(RBF))
    assert (r.returncode, r.stdout, r.stderr) == (1, "", "")
    items = _items(out.read_text(encoding="utf-8"))
    assert "3 Lame dissimulée" in items and "6 Rune de fureur" in items
    assert "1 Jinx, Gâchette folle" in items
    assert not [i for i in items if "Hidden Blade" in i or "Fury Rune" in i]


# -- 5: a suggestion is named in the language of the line; the near match ranks first ---------

JINX = FIX / "jinx.deck.yaml"  # English typos, and one French typo (« Partie truqee »)


def test_suggestions_keep_the_language_of_each_line_in_a_french_report(cli):
    r = cli("--lang", "fr", "check", "--color", "never", str(JINX))
    assert (r.returncode, r.stderr) == (1, "")
    out = " ".join(_plain(r.stdout).split())
    assert "Carte inconnue « Stacked Dek » ; vouliez-vous dire Stacked Deck (OGN-183) ?" in out
    assert "remplacez « Stacked Dek » par « Stacked Deck »" in out
    assert "vouliez-vous dire Jinx, Loose Cannon (OGN-251) ?" in out
    assert "remplacez « Jinx Loose Canon » par « Jinx, Loose Cannon »" in out
    # the French typo: the French name, alone and first (Sprite Queen ranked before it)
    assert "Carte inconnue « Partie truqee » ; vouliez-vous dire Partie truquée (OGN-183) ?" in out
    assert "remplacez « Partie truqee » par « Partie truquée »" in out
    assert "Sprite Queen" not in out and "Gâchette folle" not in out


def test_suggestions_keep_the_language_of_each_line_in_an_english_report(cli):
    r = cli("check", "--color", "never", str(JINX))
    assert (r.returncode, r.stderr) == (1, "")
    out = " ".join(r.stdout.split())
    assert "Unknown card 'Partie truqee'; did you mean: Partie truquée (OGN-183)?" in out
    assert "replace 'Partie truqee' with 'Partie truquée'" in out
    assert "replace 'Stacked Dek' with 'Stacked Deck'" in out


def test_a_french_lists_conflict_names_both_cards_in_french_where_known(cli):
    r = cli("--lang", "fr", "check", "--color", "never", str(RBF))
    assert (r.returncode, r.stderr) == (1, "")
    out = " ".join(_plain(r.stdout).split())
    assert "la ligne dit Partie truquée mais OGN-169 est Gust" in out
    # Gust has no French name in the database: its English one, never an invented one
    assert "écrivez la seule carte voulue : Gust (OGN-169) ou Partie truquée (OGN-183)" in out
    assert "Stacked Deck" not in out


def test_a_zone_header_of_a_fix_is_never_split_across_lines(cli):
    for columns in ("60", "70", "80", "90"):
        r = cli("--lang", "fr", "check", "--color", "never", str(RBF), env={"COLUMNS": columns})
        assert r.returncode == 1
        assert f"=={NB}Deck{NB}principal{NB}==" in r.stdout
        assert f"=={NB}Side{NB}==" in r.stdout
        lines = [line.strip() for line in r.stdout.splitlines()]
        assert not [ln for ln in lines if ln == "==" or ln.startswith("== ") or ln.endswith(" ==")]
