"""Issue 25, the French judge's review atk25d (fr9): French metavariables in every usage line and
help text, convert's own advice, a size refusal in bytes, and the rest of items 4-16."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

NB, NNB = "\u00a0", "\u202f"
ROOT = Path(__file__).resolve().parents[2]
KENNEN = str(ROOT / "examples" / "kennen.deck.txt")


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


# -- 4: « [OPTIONS] COMMANDE [ARGUMENTS]... », « ÉVÉNEMENT est un fichier » -----------------------


def test_group_usage_names_command_and_arguments_in_french(cli):
    for args in (("--help",), ("cards", "--help")):
        r = cli("--lang", "fr", *args)
        assert (r.returncode, r.stderr) == (0, "")
        first = r.stdout.splitlines()[0]
        assert first.endswith(" [OPTIONS] COMMANDE [ARGUMENTS]..."), first
        assert "COMMAND" not in r.stdout.replace("COMMANDE", "")
        en = cli(*args)
        assert en.stdout.splitlines()[0].endswith(" [OPTIONS] COMMAND [ARGS]..."), en.stdout


def test_event_help_names_its_argument_as_the_usage_does(cli):
    r = cli("--lang", "fr", "event", "--help", env={"COLUMNS": "100"})
    assert (r.returncode, r.stderr) == (0, "")
    assert "ÉVÉNEMENT" in r.stdout.splitlines()[0]
    assert "ÉVÉNEMENT est un fichier d'événement" in _plain(r.stdout)
    assert "EVENT" not in r.stdout


# -- 15: convert's advice is about the converted deck; a size refusal in bytes ------------------


def test_convert_onto_its_input_says_write_the_converted_deck_elsewhere(cli, tmp_path):
    deck = tmp_path / "self.deck.txt"
    deck.write_text(Path(KENNEN).read_text(encoding="utf-8"), encoding="utf-8")
    before = deck.read_bytes()
    r = cli("--lang", "fr", "convert", "--to", "text", str(deck), "-o", str(deck))
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: --output {deck} est aussi une entrée ({deck}){NB}: "
        "riftcheck refuse de l'écraser (écrivez le deck converti dans un autre fichier)\n"
    )
    en = cli("convert", "--to", "text", str(deck), "-o", str(deck))
    assert (en.returncode, en.stdout) == (2, "")
    assert en.stderr == (
        f"riftcheck: error: --output {deck} is also an input ({deck}): refusing to overwrite it "
        "(write the converted deck to another file)\n"
    )
    assert deck.read_bytes() == before


def test_a_file_over_max_file_size_is_refused_in_bytes_without_expected_a_deck(cli):
    size = f"{Path(KENNEN).stat().st_size:,}"
    r = cli("--lang", "fr", "--max-file-size", "10", KENNEN, env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (1, "")
    out = _plain(r.stdout)
    assert (
        f"le fichier fait {size} octets, au-delà de la limite de 10 octets "
        "(augmentez la limite avec --max-file-size)\n"
    ) in out
    assert "attendu" not in out
    en = cli("--max-file-size", "10", KENNEN, env={"COLUMNS": "200"})
    assert en.returncode == 1
    assert (
        f"file is {size} bytes, larger than the limit of 10 bytes "
        "(raise the limit with --max-file-size)\n"
    ) in en.stdout
    assert "expected a deck file" not in en.stdout


# -- 16: every format a person reads that stays English says so once in a French run ------------


@pytest.mark.parametrize("fmt", ["github", "gitlab", "junit", "json-lines"])
def test_each_english_machine_format_says_so_once_in_french(cli, fmt):
    r = cli("--lang", "fr", "-f", fmt, "examples/kennen.deck.yaml")
    assert r.returncode == 0
    assert r.stderr == (
        f"riftcheck{NB}: note{NB}: le format {fmt} reste en anglais (des outils en lisent les mots)\n"
    )
    assert r.stdout and "LÉGAL" not in r.stdout
    en = cli("-f", fmt, "examples/kennen.deck.yaml")
    assert (en.returncode, en.stderr) == (0, "")
    assert en.stdout


# -- 6: no English a French reader sees: « code de deck », the sideboard's French words, modes ---


def test_convert_to_code_names_the_deck_code_in_french_word_order(cli, tmp_path):
    deck = tmp_path / "cn.deck.yaml"
    deck.write_text(
        "region: cn\n" + (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "convert", "--to", "code", str(deck))
    assert r.returncode == 0 and r.stdout.startswith("CM")
    assert r.stderr == (
        f"riftcheck{NB}: avertissement{NB}: un code de deck ne contient que des cartes{NNB}; le "
        "nom, le format et les dates ont été omis\n"
        f"riftcheck{NB}: avertissement{NB}: {deck}:1:1{NB}: un deck au format code ne contient pas de "
        f"région{NNB}; la région cn a été omise\n"
        f"riftcheck{NB}: avertissement{NB}: commentaire de la ligne 3 laissé de côté{NB}: un deck "
        "converti ne garde aucun commentaire\n"
    )
    assert "deck code" not in r.stderr
    en = cli("convert", "--to", "code", str(deck))
    assert (
        f"warning: {deck}:1:1: a code deck holds no region; region cn was left out\n" in en.stderr
    )


def test_explain_says_the_sideboard_rule_and_the_modes_in_french(cli):
    side = _plain(cli("--lang", "fr", "explain", "sideboard-size", env={"COLUMNS": "300"}).stdout)
    assert "sa taille était « dictée par le format de compétition »" in side
    assert "dictated" not in side
    fields = _plain(cli("--lang", "fr", "explain", "battlefields", env={"COLUMNS": "300"}).stdout)
    assert "Dans tous les modes, 1c1, chacun pour soi et 2c2, chaque joueur fournit 3" in fields
    assert "FFA" not in fields
    assert "FFA" in cli("explain", "battlefields").stdout  # English keeps the rules' word


def test_cards_search_by_an_unknown_domain_lists_french_names_first(cli):
    r = cli("--lang", "fr", "cards", "search", "-d", "Feu")
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: --domain «{NB}Feu{NB}» n'est pas un domaine (attendu{NB}: "
        f"Fureur, Calme, Esprit, Corps, Chaos, Ordre ou neutre{NNB}; les noms anglais marchent "
        f"aussi{NB}: Fury, Calm, Mind, Body, Chaos, Order, colorless)\n"
    )
    en = cli("cards", "search", "-d", "Feu")
    assert en.stderr.startswith("riftcheck: error: --domain 'Feu' is not a domain (expected one")


# -- 9: agreement with the count, French list joining --------------------------------------------


def test_one_extra_champion_entry_is_said_in_the_singular(cli, tmp_path):
    text = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    text = text.replace("Champion:\n", "Champion:\n1 Fizz, Trickster\n", 1)
    deck = tmp_path / "twochamp.deck.txt"
    deck.write_text(text, encoding="utf-8")
    r = cli("--lang", "fr", "convert", "--to", "yaml", str(deck))
    assert r.returncode == 1
    assert (
        "(1 entrée de légende ou de champion en trop a été écrite dans le deck principal (main:))"
        in _plain(r.stderr)
    )
    en = cli("convert", "--to", "yaml", str(deck))
    assert "(1 extra legend/champion entry was written under main)" in en.stderr


def test_runes_no_card_needs_are_joined_the_french_way(cli, tmp_path):
    deck = tmp_path / "runes2.deck.txt"
    deck.write_text(
        "Légende :\n1 Jinx, Gâchette folle\nRunes :\n5 Rune de fureur\n5 Chaos Rune\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "show", str(deck), env={"COLUMNS": "200"})
    assert r.stderr == ""
    out = _plain(r.stdout)
    assert "des runes de Fureur et de Chaos, dont aucune carte du deck principal n'a besoin" in out
    assert "Énergie          aucune" in out and "Essence runique  aucune" in out
    en = cli("show", str(deck), env={"COLUMNS": "200"})
    assert "runes of Fury, Chaos, which no main-deck card needs" in en.stdout


# -- 8: no ISO date in French prose: an edition known by its month, a source's date --------------


def test_a_rules_edition_known_by_its_month_is_said_as_a_french_month(cli):
    r = cli("--lang", "fr", "--as-of", "2026-02-01", KENNEN, env={"COLUMNS": "300"})
    head = _plain(r.stdout.splitlines()[0])
    assert "Règles de tournoi de janvier 2026" in head, head
    assert "2026-01" not in head
    en = cli("--as-of", "2026-02-01", KENNEN, env={"COLUMNS": "300"})
    assert "Tournament Rules 2026-01" in en.stdout.splitlines()[0]


def test_rules_list_says_a_borrowed_numbering_in_french(cli):
    r = cli("--lang", "fr", "rules", "--as-of", "2026-02-01", env={"COLUMNS": "300"})
    assert r.returncode == 0
    out = _plain(r.stdout)
    assert "RB 132.1 [numérotation : Règles de base du 16 juillet 2026]" in out
    assert "as numbered" not in out and "Core Rules" not in out
    en = cli("rules", "--as-of", "2026-02-01", env={"COLUMNS": "300"})
    assert "CR 132.1 [as numbered in Core Rules 2026-07-16]" in en.stdout


def test_cards_show_dates_a_community_source_in_french(cli):
    r = cli("--lang", "fr", "cards", "show", "Neeko", env={"COLUMNS": "300"})
    assert r.returncode == 0
    out = _plain(r.stdout)
    assert (
        "(jungaustin/Riftbound spoilers du 25 septembre 2026, lue sur un scan de la carte)" in out
    )
    assert "2026-09-25" not in out
    en = cli("cards", "show", "Neeko", env={"COLUMNS": "300"})
    assert "(jungaustin/Riftbound spoilers 2026-09-25, read from a card scan)" in en.stdout


# -- 12: click's quotes are French quotes in a French run -----------------------------------------


def test_click_errors_quote_the_french_way(cli):
    r = cli("--lang", "fr", "check", "--format", "xml", "x")
    assert (r.returncode, r.stdout) == (2, "")
    last = r.stderr.splitlines()[-1]
    assert last == (
        f"Erreur{NB}: valeur invalide pour «{NB}--format{NB}» / «{NB}-f{NB}»{NB}: «{NB}xml{NB}» "
        f"ne fait pas partie de «{NB}text{NB}», «{NB}json{NB}», «{NB}github{NB}», «{NB}sarif{NB}», "
        f"«{NB}junit{NB}», «{NB}concise{NB}», «{NB}gitlab{NB}», «{NB}json-lines{NB}», "
        f"«{NB}csv{NB}», «{NB}html{NB}»."
    )
    r = cli("--lang", "fr", "explain")
    assert r.returncode == 2
    assert r.stderr.splitlines()[-1] == f"Erreur{NB}: argument manquant{NB}: «{NB}RÈGLE{NB}»."
    assert "'" not in r.stderr.replace("l'aide", "")
    en = cli("check", "--format", "xml", "x")
    assert "Error: Invalid value for '--format' / '-f': 'xml' is not one of 'text'," in en.stderr


def test_a_quoted_name_with_an_apostrophe_gets_french_quotes():
    from riftcheck.i18n import Translator
    from riftcheck.models import Msg

    msg = Msg("champion tag {tag} has no English name yet", tag=repr("Kai'Sa"))
    said = Translator("fr").message(msg)
    assert f"«{NB}Kai'Sa{NB}»" in said
    assert '"' not in said


# -- 10: the player's line is quoted as it is written -------------------------------------------


def test_a_conflict_quotes_the_line_as_the_player_wrote_it(cli, tmp_path):
    deck = tmp_path / "mix.deck.txt"
    deck.write_text("Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n1 Hextech Ray (OGN-001)\n")
    args = ("--select", "unknown-card", str(deck))
    r = cli("--lang", "fr", *args, env={"COLUMNS": "300"})
    assert r.returncode == 1
    out = _plain(r.stdout)
    assert "la ligne dit Hextech Ray mais OGN-001 est " in out, out
    assert "la ligne dit Rayon Hextech" not in out
    en = cli(*args, env={"COLUMNS": "300"})
    assert "line says Hextech Ray but OGN-001 is " in en.stdout


# -- 7: the configuration's own errors in its own lang: ----------------------------------------


@pytest.mark.parametrize(
    ("body", "fr", "en"),
    [
        (
            "lang: fr\nformat: nope\n",
            "c.riftcheck.yaml:2 : « format » doit être « text », « json », « github », "
            "« sarif », « junit », « concise », « gitlab », « json-lines », « csv » ou « html », "
            "et non « nope »",
            "c.riftcheck.yaml:2: 'format' must be one of text, json, github, sarif, junit, "
            "concise, gitlab, json-lines, csv or html, got 'nope'",
        ),
        (
            "as_of: demain\nlang: fr\n",  # lang: after the bad key: read first all the same
            "c.riftcheck.yaml:1 : « as_of » doit être une date écrite AAAA-MM-JJ, et non « demain »",
            "c.riftcheck.yaml:1: 'as_of' must be a date written YYYY-MM-DD, got 'demain'",
        ),
    ],
)
def test_a_config_file_says_its_own_errors_in_its_lang(cli, tmp_path, body, fr, en):
    (tmp_path / "c.riftcheck.yaml").write_text(body, encoding="utf-8")
    (tmp_path / "d.deck.txt").write_text(Path(KENNEN).read_text(encoding="utf-8"))
    r = cli("--config", "c.riftcheck.yaml", "d.deck.txt", cwd=tmp_path, env={"LANG": "C"})
    assert (r.returncode, r.stdout) == (3, "")
    assert _plain(r.stderr) == f"riftcheck : erreur : {fr}\n"
    # --lang on the command line wins over the file's lang:, as it does for the report
    r = cli("--lang", "en", "--config", "c.riftcheck.yaml", "d.deck.txt", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (3, "", f"riftcheck: error: {en}\n")


# -- 11: Neeko in a text list: the fix names the list's header; show names the legends in French -


def test_neeko_in_a_french_text_list_is_fixed_and_shown_in_its_words(cli, tmp_path):
    text = (ROOT / "tests/cases/additional-legends/neeko-text-two-legends.deck.txt").read_text(
        encoding="utf-8"
    )
    deck = tmp_path / "neeko.deck.txt"
    text = text.replace("Additional Legends:", "Légendes supplémentaires :")
    deck.write_text(text.replace("Volibear, Relentless Storm", "Jinx, Loose Cannon"))
    r = cli("--lang", "fr", "--as-of", "2026-11-01", str(deck), env={"COLUMNS": "300"})
    assert r.returncode == 1
    out = _plain(r.stdout)
    assert "correction : nommez 1 légende de plus sous « Légendes supplémentaires : »\n" in out, out
    assert "additional_legends" not in out
    view = _plain(cli("--lang", "fr", "show", str(deck), env={"COLUMNS": "300"}).stdout)
    (chosen,) = [ln for ln in view.splitlines() if "Kai'Sa, Daughter" in ln]
    assert chosen.strip() == (
        "Légendes supplémentaires  Kai'Sa, Daughter of the Void ; Jinx, Gâchette folle"
    ), chosen


# -- 5: a YAML event's player is named by the file's line (English "line", French « ligne »); a
# roster's player by its spreadsheet row ("row", « ligne »: what a spreadsheet calls it); a YAML
# event's player takes a pool key ------------------------------------------------------------


def test_a_yaml_event_names_each_player_by_the_line_of_the_file(cli):
    r = cli("--lang", "fr", "event", "examples/events/magma-2v2.yaml", env={"COLUMNS": "300"})
    out = _plain(r.stdout)
    assert "Alice Moreau (examples/events/magma-2v2.yaml, ligne 8) : LÉGAL" in out, out
    assert "magma-2v2.yaml:8:5 " in out
    assert "la liste d'Ines Duarte (ligne 62)" in out
    en = cli("event", "examples/events/magma-2v2.yaml", env={"COLUMNS": "300"})
    assert "Alice Moreau (examples/events/magma-2v2.yaml line 8): LEGAL" in en.stdout


def test_a_csv_row_with_a_multi_line_cell_is_named_by_its_row_and_its_findings_by_the_line(cli):
    r = cli("--lang", "fr", "event", "examples/events/nexus-night.yaml", env={"COLUMNS": "300"})
    out = _plain(r.stdout)
    # the row and the file line both, when a multi-line cell above makes them differ (atkK 6)
    assert "Ivan Novak (examples/events/nexus-night.csv, ligne 85, rangée 11 du tableau) : " in out

    assert "nexus-night.csv:85" in out
    en = cli("event", "examples/events/nexus-night.yaml", env={"COLUMNS": "300"})
    assert "Ivan Novak (examples/events/nexus-night.csv row 11, line 85): " in en.stdout


def test_a_yaml_event_without_pools_asks_for_a_pool_key(cli, tmp_path):
    (tmp_path / "a.txt").write_text(Path(KENNEN).read_text(encoding="utf-8"))
    (tmp_path / "e.yaml").write_text(
        "name: Soirée\ndate: 2026-10-23\nruleset: sealed\nplayers:\n  - {player: B, list: a.txt}\n"
    )
    r = cli("--lang", "fr", "event", "e.yaml", cwd=tmp_path, env={"COLUMNS": "300"})
    out = _plain(r.stdout + r.stderr)
    assert (
        "aucun pool donné : ajoutez une clé « pool » à chaque joueur du fichier d'événement" in out
    )
    assert "colonne" not in out
    en = cli("event", "e.yaml", cwd=tmp_path, env={"COLUMNS": "300"})
    assert "no pool given: add a pool key to each player of the event file" in en.stdout + en.stderr


# -- 13: no line starts with a French mark at narrow widths; a path is never split ----------------

_MARK_FIRST = re.compile(r"^\s*[:;?!»]", re.M)


@pytest.mark.parametrize("width", [20, 21, 22, 23])
def test_show_and_rules_never_start_a_line_with_a_mark_when_narrow(cli, tmp_path, width):
    text = Path(KENNEN).read_text(encoding="utf-8")
    deck = tmp_path / "fr1.deck.txt"
    deck.write_text(text.replace("1 Seat of Power", "1 Seat of Power\n1 Seat of Power"))
    env = {"COLUMNS": str(width)}
    show = cli("--lang", "fr", "show", str(deck), env=env)
    assert show.stderr == "" and "note" in show.stdout
    assert not _MARK_FIRST.search(show.stdout), show.stdout
    rules = cli("--lang", "fr", "rules", env=env)
    assert rules.returncode == 0
    assert not _MARK_FIRST.search(rules.stdout), rules.stdout
    assert "unknown-card\n  " in rules.stdout  # the summaries under the ids, not beside


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("width", [30, 50, 80, 100])
def test_completion_help_never_splits_the_install_path(cli, lang, width):
    r = cli("--lang", lang, "completion", "--help", env={"COLUMNS": str(width)})
    assert r.returncode == 0
    assert "~/.local/share/bash-completion/completions/riftcheck" in r.stdout, r.stdout
