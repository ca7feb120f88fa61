"""The French judge's re-review atkG (frD): items 6, 9, 10, 11 and 13 — English card names,
English library messages and unexplained abbreviations left in French output."""

from __future__ import annotations

import re
from pathlib import Path

NB, NNB = "\u00a0", "\u202f"
ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "riftcheck" / "locale" / "fr" / "LC_MESSAGES" / "riftcheck.po"


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


# -- 13: no Markdown backticks in French terminal prose -----------------------------------------


def test_no_single_backticks_in_french_entries():
    # ``x`` is the docstrings' markup (explain says it « x »); a lone `x` is Markdown, which a
    # terminal prints as is
    lone = re.compile(r"(?<!`)`(?!`)")
    bad = [
        line
        for line in PO.read_text(encoding="utf-8").splitlines()
        if line.startswith("msgstr") and lone.search(line)
    ]
    assert bad == []


# -- 9: PyYAML's commonest problems said in French; any other quoted as PyYAML's English --------


def _words(text: str) -> str:
    """``text`` with every run of spaces (the layout's wrapping, no-break spaces) as one space."""
    return " ".join(_plain(text).split())


def test_yaml_syntax_error_in_french(cli, tmp_path):
    deck = tmp_path / "bad.deck.yaml"
    deck.write_text("legend: [unclosed\nmain:\n  - {card: Gust, count: 3\n", encoding="utf-8")
    r = cli("--lang", "fr", "check", deck)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "2:5 erreur unreadable erreur de syntaxe YAML : il manque une virgule « , » ou un « ] » "
        "(dans une liste entre crochets)"
    ) in _words(r.stdout)
    assert "PyYAML" not in r.stdout
    en = cli("check", deck)
    assert en.returncode == 1
    assert (
        "2:5 error unreadable YAML syntax error: did not find expected ',' or ']' "
        "(while parsing a flow sequence)"
    ) in _words(en.stdout)


def test_an_unknown_pyyaml_phrase_is_quoted_as_pyyaml_english(cli, tmp_path):
    deck = tmp_path / "tag.deck.yaml"
    deck.write_text("legend: !<x\n", encoding="utf-8")
    r = cli("--lang", "fr", "check", deck)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "1:12 erreur unreadable erreur de syntaxe YAML (message de PyYAML, en anglais : "
        "did not find the expected '>', while scanning a tag)"
    ) in _words(r.stdout)


def test_configuration_and_event_yaml_errors_in_french(cli, tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("ruleset: a: b\n", encoding="utf-8")
    deck = ROOT / "examples" / "kennen.deck.txt"
    r = cli("--lang", "fr", "check", deck, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: {tmp_path / '.riftcheck.yaml'}:1:11{NB}: YAML invalide{NB}: "
        f"une valeur de dictionnaire («{NB}clé{NB}: valeur{NB}») n'est pas permise ici\n"
    )
    (tmp_path / "ev").mkdir()
    event = tmp_path / "ev" / "ev.yaml"
    event.write_text("name: 'abc\n", encoding="utf-8")
    r = cli("--lang", "fr", "event", event, cwd=event.parent)
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: {event}:2:1{NB}: erreur de syntaxe YAML{NB}: "
        "fin du fichier inattendue (dans un texte entre guillemets)\n"
    )
