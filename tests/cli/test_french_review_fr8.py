"""Issue 25, leftovers of the French review (fr8): « une seule de », « Runes : aucune », explain's
words in French, « retirez N exemplaires de … », French placeholders in every help, card names
kept as written by convert, cards known by their Chinese name only."""

from __future__ import annotations

import re

from riftcheck.rules import all_rules

NB, NNB = "\u00a0", "\u202f"


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


# -- 1: « un seul des arguments INSCRITE et JOUÉE » (atkF 22) ------------------------------------


def test_diff_two_standard_inputs_says_une_seule_in_french(cli):
    r = cli("--lang", "fr", "diff", "-", "-", stdin="")
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: un seul des arguments LISTE-INSCRITE et DECK-JOUÉ peut être "
        f"«{NB}-{NB}» (entrée standard)\n"
    )
    en = cli("diff", "-", "-", stdin="")
    assert (en.returncode, en.stdout) == (2, "")
    assert en.stderr == (
        "riftcheck: error: only one of REGISTERED and PLAYED can be '-' (standard input)\n"
    )


# -- 2: « aucune » agrees with a feminine label of the deck view ---------------------------------


def test_show_says_none_in_agreement_with_each_label(cli, tmp_path):
    deck = tmp_path / "empty.txt"
    deck.write_text("Legend: Nobody Known\n", encoding="utf-8")  # one unknown card, nothing else
    r = cli("--lang", "fr", "show", str(deck), env={"COLUMNS": "100"})
    assert r.stderr == "", r.stderr
    rows = {
        ln.split("  ", 1)[0]: ln.split("  ", 1)[1].strip()
        for ln in (x.strip() for x in _plain(r.stdout).splitlines())
        if "  " in ln
    }
    assert rows["Légende"] == "aucune"
    assert rows["Runes"] == "aucune"
    assert rows["Énergie"] == "aucune"
    assert rows["Essence runique"] == "aucune"
    assert rows["Champion élu"] == "aucun"
    assert rows["Domaines"] == "aucun"
    en = cli("show", str(deck), env={"COLUMNS": "100"})
    assert en.stderr == "", en.stderr
    for label in ("Legend", "Champion", "Energy", "Power", "Domains", "Runes"):
        (line,) = [x for x in en.stdout.splitlines() if x.strip().startswith(label + " ")]
        assert line.split() == [label, "none"], line


# -- 3: explain says its severity cases in French in its prose, renders reST code, « : » + lower case


def test_french_explain_chosen_champion_names_its_case_in_french_with_its_key(cli):
    r = cli("--lang", "fr", "explain", "chosen-champion", "--as-of", "2026-12-01")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    text = _plain(r.stdout)
    one_line = " ".join(text.split())
    assert "type « missing-optional »" not in one_line
    assert (
        "un champion manquant est signalé dans le cas absent facultatif (missing-optional), "
        "de gravité info : le joueur pioche 1 carte de plus" in one_line
    )
    # French writes a lower-case letter after « : » (no proper noun starts these)
    assert text.startswith("chosen-champion : exactement un champion élu : une unité Champion")
    assert "  required (défaut true) : le deck doit nommer un champion élu." in text
    assert "  match_legend_tag (défaut true) : le tag du champion" in text
    assert "``" not in text


def test_french_explain_banned_says_a_finding_of_severity_info(cli):
    r = cli("--lang", "fr", "explain", "banned", "--as-of", "2026-12-01")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    one_line = " ".join(_plain(r.stdout).split())
    assert "constat « info »" not in one_line
    assert "est alors signalé par un constat de gravité info qui nomme le produit" in one_line
    assert "plus un constat de gravité info disant que l'exemption ne s'applique plus" in one_line


def test_no_explain_says_a_severity_case_as_an_english_type_or_keeps_rest_backquotes():
    from riftcheck.cli.rules import Numbering, explain_text
    from riftcheck.i18n import Translator

    numbering = Numbering("2026-12-01")
    fr, en = Translator("fr"), Translator("en")
    for rule_id in all_rules():
        french = " ".join(_plain(explain_text(rule_id, fr, numbering)).split())
        assert "type « " not in french and "constat « info »" not in french, rule_id
        english = explain_text(rule_id, en, numbering)
        assert "``" not in english, rule_id
        # the summary after the rule id, and each option's doc after its default
        assert french.split(" : ", 1)[1][0].islower(), (rule_id, french[:60])
        for doc in re.findall(
            r"^  [a-z_]+ \(défaut [^)]*\) : (.)", _plain(explain_text(rule_id, fr, numbering)), re.M
        ):
            assert doc.islower() or doc.isdigit(), (rule_id, doc)


def test_english_explain_renders_code_as_its_messages_do(cli):
    r = cli("explain", "chosen-champion", "--as-of", "2026-12-01")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert "``" not in r.stdout
    assert "reported as kind `missing-optional` (info):" in " ".join(r.stdout.split())
    assert "(`match_legend_tag: false`)" in r.stdout
    assert "required (default true): The deck must name a Chosen Champion." in r.stdout


# -- 5: option placeholders in French help ----------------------------------------------------

COMMANDS = (
    (), ("check",), ("show",), ("bans",), ("convert",), ("rules",), ("rulesets",), ("explain",),
    ("schema",), ("event",), ("completion",), ("diff",), ("cards",), ("cards", "show"),
    ("cards", "search"), ("cards", "stats"), ("cards", "lint"), ("cards", "update"),
)  # fmt: skip

#: English metavariables that have a French word (DATE, CODE, FORMAT, N, SET, TYPE, URL, POOL,
#: SOURCE, LOCALES are the same words in French)
ENGLISH_ONLY = ("NAME", "PATH", "FILE", "BYTES", "SECONDS", "WHEN", "LEVEL", "DOMAIN", "LANG")


def test_every_french_help_names_its_option_placeholders_in_french(cli):
    seen = set()
    for command in COMMANDS:
        r = cli("--lang", "fr", *command, "--help", env={"COLUMNS": "100"})
        assert r.returncode == 0 and r.stderr == "", (command, r.stderr)
        for line in r.stdout.splitlines():
            m = re.match(r"\s*(?:-\w, )?(--[a-z-]+) ([A-ZÉÈ|.-]{1,})\b", line)
            if m:
                seen.add(m.groups())
        english = re.findall(rf"\b(?:{'|'.join(ENGLISH_ONLY)})\b", r.stdout)
        assert not english, (command, english)
    assert {
        ("--ruleset", "NOM|CHEMIN"),
        ("--as-of", "DATE"),
        ("--output", "FICHIER"),
        ("--max-file-size", "OCTETS"),
        ("--timeout", "SECONDES"),
        ("--color", "MOMENT"),
        ("--play-level", "NIVEAU"),
        ("--domain", "DOMAINE"),
        ("--lang", "LANGUE"),
        ("--cards", "CHEMIN"),
        ("--pool", "CHEMIN"),
        ("--input-format", "FORMAT-ENTRÉE"),
    } <= seen, sorted(seen)
    en = cli("check", "--help", env={"COLUMNS": "100"})
    assert "--ruleset NAME|PATH" in en.stdout and "--output FILE" in en.stdout
    assert "Write the report to FILE." in " ".join(en.stdout.split())


# -- 6: convert keeps the player's language, as the README says --------------------------------


def test_convert_writes_each_name_in_the_language_the_player_wrote_it(cli, tmp_path):
    deck = tmp_path / "liste.txt"
    deck.write_text(
        "Légende :\n1 Kennen, Heart of the Tempest\nDeck principal :\n3 partie truquee\n2 gust\n",
        encoding="utf-8",
    )
    r = cli("convert", "--to", "yaml", str(deck))
    assert r.returncode == 0, r.stderr
    assert r.stdout.endswith(
        "legend: Kennen, Heart of the Tempest\nmain:\n  - 3 Partie truquée\n  - 2 Gust\n"
    )
    assert f"{deck}:4:1: 'partie truquee' read as Stacked Deck (accents and case ignored)" in (
        r.stderr
    )
    english = tmp_path / "list.txt"
    english.write_text("MainDeck:\n3 stacked deck\n", encoding="utf-8")
    r = cli("convert", "--to", "text", str(english))
    assert r.returncode == 0, r.stderr
    assert r.stdout == "MainDeck:\n3 Stacked Deck\n"


def test_the_readme_says_what_convert_does_with_names():
    from pathlib import Path

    readme = " ".join(
        (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8").split()
    )
    assert "each card name is written as the player wrote it, in its language" in readme
    assert "garde les noms de cartes dans la langue du joueur" in readme


# -- 4: « retirez 3 exemplaires de Partie truquée », « 1 exemplaire d'Ashe » ---------------------


def test_fix_advice_counts_copies_in_french_for_one_and_many(cli):
    r = cli("--lang", "fr", "--as-of", "2026-09-20", "examples/kennen-illegal.deck.yaml")
    assert r.returncode == 1, r.stderr
    out = " ".join(_plain(r.stdout).split())
    assert "correction : retirez 1 exemplaire de Gust du side (sideboard:)" in out
    assert "correction : retirez 3 exemplaires de Partie truquée du deck principal" in out
    assert "correction : ajoutez 1 exemplaire de Rune de chaos dans le deck de runes" in out
    en = cli("--as-of", "2026-09-20", "examples/kennen-illegal.deck.yaml")
    assert "fix: remove 3 Stacked Deck from main:" in en.stdout
    assert "fix: remove 1 Gust from sideboard:" in en.stdout


def test_every_copies_advice_agrees_and_elides_in_french():
    from riftcheck.i18n import Translator
    from riftcheck.models import Plural

    fr = Translator("fr")
    remove = "remove {n} {card} from {zone}"
    assert _plain(fr.message(Plural(1, remove, remove, card="Gust", zone="main:"))).startswith(
        "retirez 1 exemplaire de Gust "
    )
    assert _plain(fr.message(Plural(2, remove, remove, card="Ashe", zone="main:"))).startswith(
        "retirez 2 exemplaires d'Ashe "
    )
    replace = "replace {n} {card} under {zone} with 1 {card2}"
    said = fr.message(Plural(2, replace, replace, card="Tibbers", zone="x", card2="Annie"))
    assert _plain(said) == "remplacez 2 exemplaires de Tibbers dans x par 1 exemplaire d'Annie"
    # English says the count alone, whatever it is
    en = Translator("en")
    assert en.message(Plural(1, remove, remove, card="Gust", zone="main:")) == (
        "remove 1 Gust from main:"
    )


def test_no_french_advice_puts_a_count_straight_before_a_card_name():
    from babel.messages.pofile import read_po

    from riftcheck.i18n import LOCALE_DIR

    path = LOCALE_DIR / "fr" / "LC_MESSAGES" / "riftcheck.po"
    with path.open("rb") as f:
        catalog = read_po(f)
    bare = re.compile(
        r"\b(?:retirez|remettez|remplacez|déplacez|ajoutez) (?:les )?\{(?:n|count|diff)\} \{(?:card|name|domain)\}"
    )
    found = []
    for m in catalog:
        for text in m.string if isinstance(m.string, tuple) else (m.string,):
            if text and bare.search(text):
                found.append((m.id, text))
    assert not found, found


# -- 7: a card with no English name is listed by id, its other name and why -------------------


def test_cards_search_names_a_card_without_english_name_by_id_and_says_why(cli):
    fr = cli("--lang", "fr", "cards", "search", "--set", "RAD", "--type", "Unité")
    assert fr.returncode == 0, fr.stderr
    lines = fr.stdout.splitlines()
    assert "RAD-001    RAD-001 (业余爆破狂, pas encore de nom anglais)  [Unité, Fureur]" in lines
    en = cli("cards", "search", "--set", "RAD", "--type", "Unit")
    assert (
        "RAD-001    RAD-001 (业余爆破狂, no English name yet)  [Unit, Fury]"
        in en.stdout.splitlines()
    )
    # no line shows a name in Chinese characters without the card's id and the reason beside it
    han = re.compile(r"[\u4e00-\u9fff]")
    for out, why in ((fr.stdout, "pas encore de nom anglais"), (en.stdout, "no English name yet")):
        for line in out.splitlines():
            if han.search(line):
                ident = line.split()[0]
                assert f"{ident} (" in line and why in line, line


def test_a_card_known_by_id_alone_says_so():
    from riftcheck.cards.db import CardDB
    from riftcheck.cli.cards import _unnamed
    from riftcheck.i18n import Translator

    rad = CardDB.load().resolve("RAD-001")[0]
    assert not rad.name
    bare = type("Bare", (), {"names": {}, "display_name": rad.display_name})()  # no name at all
    assert Translator("fr").message(_unnamed(bare)) == "RAD-001 (pas encore de nom anglais)"
    assert str(_unnamed(bare)) == "RAD-001 (no English name yet)"
