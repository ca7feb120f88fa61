"""The French review of lane frL: metavariables as nouns, counts after « en a », explain's
paragraphs, empty values of ``cards show``, the 2v2 summary's illegal teams, and more."""

from __future__ import annotations

import re
from pathlib import Path

from riftcheck import i18n
from riftcheck.cli._help import METAVARS
from riftcheck.models import Msg, Plural

PO = Path(i18n.__file__).parent / "locale" / "fr" / "LC_MESSAGES" / "riftcheck.po"

NB, NNB = "\u00a0", "\u202f"


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


# -- 10: one rule for every metavariable: a French noun, never a participle or an adverb --------


def test_every_french_metavariable_is_a_noun_not_a_participle():
    tr = i18n.Translator("fr")
    said = {k: tr.text(v, "metavar") for k, v in METAVARS.items()}
    assert said["PLAYED"] == "DECK-JOUÉ" and said["REGISTERED"] == "LISTE-INSCRITE"
    assert said["WHEN"] == "MOMENT"
    for english, french in said.items():
        # a participle alone (JOUÉE, INSCRITE) or an adverb (QUAND) names no thing
        assert not re.fullmatch(r"[A-ZÉÈ]+(?:ÉE?S?|ITE|QUAND)", french), (english, french)
        assert re.fullmatch(r"[A-ZÉÈÀ]+(?:-[A-ZÉÈÀ]+)*", french), (english, french)


def test_diff_help_names_its_arguments_with_nouns(cli):
    r = cli("--lang", "fr", "diff", "--help", env={"COLUMNS": "100"})
    assert (r.returncode, r.stderr) == (0, "")
    assert "riftcheck diff [OPTIONS] LISTE-INSCRITE DECK-JOUÉ" in _plain(r.stdout)
    assert "JOUÉE" not in r.stdout and " INSCRITE " not in r.stdout


# -- 11: no participle before a count (« reçu 1 ») -----------------------------------------------


def test_a_team_of_one_deck_says_how_many_it_has_without_a_participle():
    tr = i18n.Translator("fr")
    assert tr.message(Msg("a team needs at least 2 decks, got {n}", n=1)) == (
        f"une équipe a besoin d'au moins 2 decks{NB}; elle en a 1"
    )
    said = tr.message(
        Msg(
            "a {name} team has {team_size} decks, got {n}",
            name="constructed-2v2",
            team_size=2,
            n=3,
        )
    )
    # the ruleset's id quoted as one (frU 16)
    assert (
        said
        == f"une équipe du jeu de règles «{NB}constructed-2v2{NB}» a 2 decks{NB}; celle-ci en a 3"
    )
    # nowhere else either: « reçu », « trouvé », « donné » before a count would agree with nothing
    assert not re.search(r"\b(?:reçu|trouvé|donné|obtenu)e?s? \{", PO.read_text(encoding="utf-8"))


# -- 3: explain's lists: an item's sentence goes on over its source's line breaks ----------------


def test_fit_joins_an_items_continuation_lines_and_keeps_the_head_and_code():
    from riftcheck.cli.rules import fit

    doc = (
        "Options:\n"
        "  max (défaut 10) : le plus de cartes (null :\n"
        "    pas de limite).\n"
        "  allowed (défaut null) : les seules tailles.\n"
        "\n"
        "* un point qui va\n"
        "  plus loin.\n"
        "* un autre.\n"
        "\n"
        "    sideboard:\n"
        "      - 3 Rune Prison"
    )
    assert fit(doc, 80) == (
        "Options:\n"
        "  max (défaut 10) : le plus de cartes (null : pas de limite).\n"
        "  allowed (défaut null) : les seules tailles.\n"
        "\n"
        "* un point qui va plus loin.\n"
        "* un autre.\n"
        "\n"
        "    sideboard:\n"
        "      - 3 Rune Prison"
    )
    assert fit("* un point assez long pour\n  passer la ligne", 20) == (
        "* un point assez\n  long pour passer\n  la ligne"
    )


def test_explain_sideboard_size_wraps_each_option_as_one_sentence(cli):
    fr = cli("--lang", "fr", "explain", "sideboard-size", env={"COLUMNS": "80"})
    assert (fr.returncode, fr.stderr) == (0, "")
    text = _plain(fr.stdout)
    assert (
        "  allowed (défaut null) : la liste des seules tailles permises, par ex. [0, 8]\n"
        "    (null : toute taille jusqu'à max).\n"
    ) in text
    assert (
        "un side reçoit alors un avertissement, car riftcheck ne peut pas vérifier sa taille"
        in " ".join(text.split())
    )
    en = cli("explain", "sideboard-size", env={"COLUMNS": "80"})
    assert (en.returncode, en.stderr) == (0, "")
    assert (
        "  unstated: false - the rules in force leave the size to the event (dated): a\n"
        "    sideboard is then a warning that riftcheck cannot check its size.\n"
    ) in en.stdout


# -- 6: the 2v2 summary counts the illegal teams, in English and French ---------------------------


def test_the_team_summary_counts_legal_and_illegal_teams(tmp_path):
    from riftcheck.i18n import Translator
    from riftcheck.models import Plural

    fr, en = Translator("fr"), Translator("en")
    for n, want in ((0, "0 illégale"), (1, "1 illégale"), (2, "2 illégales")):
        assert fr.message(Plural(n, "{n} of them illegal", "{n} of them illegal")) == want
    from riftcheck.models import joined

    line = Msg(
        "{a}; {b}",
        a="x",
        b=joined(
            [
                Plural(3, "{n} team", "{n} teams"),
                Plural(2, "{n} of them legal", "{n} of them legal"),
                Plural(1, "{n} of them illegal", "{n} of them illegal"),
            ]
        ),
    )
    assert en.message(line) == "x; 3 teams, 2 of them legal, 1 of them illegal"
    assert fr.message(line) == f"x{NNB}; 3 équipes, 2 légales, 1 illégale"


# -- 2: « (déjà 3 dans les champs de bataille) »: a count of cards said as a label, agreeing with
# nothing, for every zone and every count


def test_a_full_zones_count_is_said_as_a_label_for_every_zone_and_count():
    from riftcheck.models import Plural

    fr = i18n.Translator("fr")
    zones = ("le deck principal", "les champs de bataille", "la zone de champion", "le side")
    for zone in zones:
        for held in (0, 1, 3):
            for holds in ("already holds", "would then hold"):
                said = fr.message(
                    Plural(
                        1,
                        f"remove {{n}} {{card}} from {{bare}} ({{bare2}} {holds} {{held}})",
                        f"remove {{n}} {{card}} from {{bare}} ({{bare2}} {holds} {{held}})",
                        card="X",
                        bare="le side",
                        bare2=zone,
                        held=held,
                    )
                )
                word = "déjà" if holds == "already holds" else "alors"
                assert said.endswith(f"(cartes {word} dans {zone}{NB}: {held})"), said
            kept = fr.message(
                Msg(
                    "kept {n} {card} (line {line}) where it is ({zone} already holds {held}; "
                    "which copies go is the player's choice)",
                    n=1,
                    card="X",
                    line=4,
                    zone=zone,
                    held=held,
                )
            )
            assert f"(cartes déjà dans {zone}{NB}: {held}{NNB};" in kept, kept


# -- 1: card types in a French sentence in lower case, as the rules texts write them ------------


def test_a_card_type_in_a_french_sentence_is_lower_case_and_a_supertype_keeps_its_capital():
    fr = i18n.Translator("fr")
    for english, french in (
        ("Unit", "unité"),
        ("Legend", "légende"),
        ("Battlefield", "champ de bataille"),
    ):
        said = fr.message(
            Msg(
                "{name} is a {type} and cannot be in the {value}", name="X", type=english, value="x"
            )
        )
        assert said.startswith(f"X est de type {french} "), said
    said = fr.message(
        Msg(
            "{card} is a {type}, not a Legend: Neeko's additional legends must be Legend cards",
            card="X",
            type="Spell",
        )
    )
    assert "de type sort" in said and "cartes de type légende" in said, said
    # a label's value (cards show's « type : ») is no sentence: it keeps the card's capital
    assert fr.text("Unit") == "Unité" and fr.text("Champion") == "Champion"
    text = PO.read_text(encoding="utf-8")
    assert not re.search(
        r"(?:type|une|des|les) (?:Légendes?|Unités?|Sorts?|Équipements?|Runes?)\b", text
    )


def test_zone_card_type_in_french_says_the_type_in_lower_case(cli, tmp_path):
    deck = tmp_path / "d.yaml"
    deck.write_text(
        "legend: Jinx, Loose Cannon\nchampion: Jinx, Demolitionist\n"
        "main:\n  - 3 Jinx, Demolitionist\n  - 1 Fury Rune\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "check", "--color", "never", str(deck))
    assert r.returncode == 1 and r.stderr == "", r.stderr
    flat = " ".join(_plain(r.stdout).split())
    assert "Rune de fureur est de type rune et ne peut pas être" in flat, flat
    assert "de type Rune" not in flat


# -- 4 and 7: cards show: no empty value glued to its label; a legend's French name is the one
# the reports give it


def test_cards_show_of_a_legend_has_no_empty_stats_row_and_one_french_name(cli, tmp_path):
    r = cli("--lang", "fr", "cards", "show", "Jinx, Loose Cannon", env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (0, "")
    lines = _plain(r.stdout).splitlines()
    assert lines[0] == "Jinx, Gâchette folle"
    assert "  nom français :    Jinx, Gâchette folle" in lines, lines
    assert not any("- / - / -" in line or "Puissance" in line for line in lines), lines
    en = cli("cards", "show", "Jinx, Loose Cannon", env={"COLUMNS": "200"})
    assert "  French name:   Jinx, Gâchette folle" in en.stdout.splitlines(), en.stdout
    assert "energy/power/might" not in en.stdout
    # a unit keeps its row, a missing value as a dash among the others
    unit = cli("cards", "show", "Cleave", env={"COLUMNS": "200"})
    assert "  energy/power/might: 1 / - / -\n" in unit.stdout
    # the deck view names the legend as cards show does
    deck = tmp_path / "d.yaml"
    deck.write_text("legend: Jinx, Loose Cannon\nmain:\n  - 1 Cleave\n", encoding="utf-8")
    rep = cli("--lang", "fr", "show", str(deck), env={"COLUMNS": "200"})
    assert rep.stderr == "" and "Légende          Jinx, Gâchette folle (Fureur" in rep.stdout


# -- 8: cards show's tags: the game's words in French (« Objet », « Mecha »), the others labelled
# as printed


def test_cards_show_translates_the_tags_the_rules_texts_name_and_labels_the_others(cli):
    def tags(*args):
        r = cli(*args, env={"COLUMNS": "200"})
        assert (r.returncode, r.stderr) == (0, "")
        (line,) = [x for x in _plain(r.stdout).splitlines() if x.startswith("  tags")]
        return line.split(":", 1)[1].strip()

    assert tags("--lang", "fr", "cards", "show", "Long Sword") == "Objet"
    assert tags("--lang", "fr", "cards", "show", "Scrapyard Champion") == (
        "Mecha, Bandle City (nom imprimé)"
    )
    assert tags("cards", "show", "Long Sword") == "Equipment"
    assert tags("cards", "show", "Scrapyard Champion") == "Mech, Bandle City"
    tr = i18n.Translator("fr")
    two = Plural(2, "{names} (printed name)", "{names} (printed names)", names="Ionia, Yordle")
    assert tr.message(two) == "Ionia, Yordle (noms imprimés)"


# -- 9: the HTML domain chart names each domain whole, never a cut word --------------------------


def test_the_html_domain_chart_names_six_domains_whole(cli, tmp_path):
    deck = tmp_path / "six.yaml"
    deck.write_text(
        "main:\n  - 1 Cleave\n  - 1 Charm\n  - 1 Consult the Past\n  - 1 Cannon Barrage\n"
        "  - 1 Fight or Flight\n  - 1 Back to Back\n",
        encoding="utf-8",
    )
    for lang, names in (
        ("fr", ("Fureur", "Calme", "Esprit", "Corps", "Chaos", "Ordre")),
        ("en", ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")),
    ):
        r = cli("--lang", lang, "check", "-f", "html", str(deck))
        assert r.returncode == 1 and r.stderr == "", r.stderr
        chart = r.stdout.split(">Domaines" if lang == "fr" else ">Domains", 1)[1].split("</svg>")[0]
        shown = re.findall(r'text-anchor="middle">([^<0-9][^<]*)</text>', chart)
        assert sorted(shown) == sorted(names), shown


# -- 12: Neeko's English card text in French is labelled as the English printed text -------------


def test_explain_additional_legends_labels_neekos_text_as_printed_in_english(cli):
    r = cli("--lang", "fr", "explain", "additional-legends", env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (0, "")
    flat = " ".join(_plain(r.stdout).split())
    assert (
        "Texte imprimé en anglais de la carte Neeko, Blending In (RAD-167), que les textes de "
        "règles français ne traduisent pas : « If Neeko is in your deck, choose 3"
    ) in flat
    assert "le « none match names » du texte anglais de la carte" in flat
    assert "* « in your deck » (texte anglais) désigne" in flat
    assert "dit : « If Neeko" not in flat


# -- 5: an unnamed row embedded in a sentence, in each context -----------------------------------


def test_an_unnamed_row_among_others_is_said_grammatically_in_the_identical_lists(cli, tmp_path):
    import shutil

    root = Path(__file__).resolve().parents[2]
    shutil.copy(root / "examples" / "kennen.deck.txt", tmp_path / "k.txt")
    (tmp_path / "r.csv").write_text(
        "player,list\nAnn,k.txt\nBob,k.txt\n,k.txt\nÉva,k.txt\n", encoding="utf-8"
    )
    fr = cli("--lang", "fr", "event", "r.csv", "--color", "never", cwd=tmp_path)
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stderr
    said = " ".join(_plain(fr.stdout).split())
    assert (
        "que la liste de Bob (ligne 3), celle du joueur de la ligne 4 et celle d'Éva (ligne 5) : "
        "pas illégal"
    ) in said, said
    assert "et le joueur de la ligne" not in said and ", le joueur de la ligne" not in said
    en = cli("event", "r.csv", "--color", "never", cwd=tmp_path)
    flat = " ".join(en.stdout.split())
    assert (
        "as the list of Bob (row 3), that of the player of row 4 and that of Éva (row 5): not illegal"
    ) in flat, flat
