"""The French review atkF (issue 25): a French report names each card by its French name, the one
the list wrote, in every message and in the ``--fix`` summary."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _flat(text: str) -> str:
    """``text`` with its wrapping undone and its no-break spaces plain, to read a sentence whole."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def test_signature_limit_names_each_card_by_its_french_name(cli, tmp_path):
    """atkF 1: the list of Signature cards said « Rabadon's Deathcrown x2 » in a French report
    whose every other finding said « Couronne de Rabadon »; French writes the count ×2."""
    deck = tmp_path / "sig.deck.txt"
    deck.write_text(
        "Deck principal :\n2 Couronne de Rabadon\n4 Super Mega Death Rocket!\n", encoding="utf-8"
    )
    args = ("--as-of", "2026-10-01", "--select", "signature-limit", str(deck))
    fr = cli("--lang", "fr", *args)
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stdout + fr.stderr
    said = _flat(fr.stdout)
    assert (
        "6 cartes Signature dans le deck principal (Couronne de Rabadon ×2, "
        "Super Mega Death Rocket! ×4) ; la limite est de 3" in said
    ), said
    assert "Rabadon's Deathcrown" not in fr.stdout
    en = cli(*args)
    assert (en.returncode, en.stderr) == (1, ""), en.stdout + en.stderr
    assert (
        "6 Signature cards in the main deck (Rabadon's Deathcrown x2, Super Mega Death Rocket! x4)"
        in _flat(en.stdout)
    )


def test_the_fix_summary_names_a_merged_card_by_its_french_name(cli, tmp_path):
    """atkF 21: « lignes de Hidden Blade fusionnées » for a file that now says « 3 Lame
    dissimulée », and a check that said « 2 lignes de Lame dissimulée »."""
    text = "Deck principal :\n2 lame dissimulee\n1 Hidden Blade\n"
    deck = tmp_path / "fix.deck.txt"
    deck.write_text(text, encoding="utf-8")
    args = ("--fix", "--quiet", "--select", "unknown-card", str(deck))
    fr = cli("--lang", "fr", *args)
    assert fr.returncode == 0, fr.stdout + fr.stderr
    assert fr.stdout == (
        # -q keeps the partial-check line (atkX 3)
        "Vérification partielle\u00a0: seule la règle unknown-card a été vérifiée\n"
        "\n1 deck\u00a0: 1 légal, 0 illégal (vérification partielle)\n"
    ), fr.stdout
    lines = [_flat(ln) for ln in fr.stderr.splitlines()]
    assert lines[:2] == [
        f"riftcheck : --fix : {deck} : ligne 2 : « lame dissimulee » réécrit en « Lame dissimulée »",
        f"riftcheck : --fix : {deck} : lignes de Lame dissimulée fusionnées dans le deck "
        "principal (2 + 1 = 3)",
    ], fr.stderr
    assert "Hidden Blade" not in fr.stderr
    assert deck.read_text(encoding="utf-8") == "Deck principal :\n3 Lame dissimulée\n"
    deck.write_text(text, encoding="utf-8")
    en = cli(*args)
    assert en.returncode == 0 and "1 deck: 1 legal" in en.stdout, en.stdout + en.stderr
    assert "merged the MainDeck: lines of Hidden Blade (2 + 1 = 3)" in en.stderr, en.stderr


def test_a_deck_shape_error_quotes_the_yaml_key_as_the_file_writes_it(cli, tmp_path):
    """atkF 12: « légende: une entrée comme… », a bare key with an English colon, and ``legend``
    said as a word the file does not contain; the key is quoted as written, with French spacing."""
    deck = tmp_path / "m.deck.yaml"
    deck.write_text("name: x\nlegend: 3\nmain: {a: 1}\n", encoding="utf-8")
    fr = cli("--lang", "fr", str(deck))
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stdout + fr.stderr
    assert (
        "2:9 erreur unreadable clé « legend » : une entrée comme « 3 Nom de carte », une référence "
        "de carte ou {card: Nom, count: 3} est attendue, mais c'est un nombre (3)"
        in _flat(fr.stdout)
    ), fr.stdout
    assert "\u00a0legend\u00a0»\u00a0:" in fr.stdout and "légende" not in fr.stdout
    deck.write_text("legend: Jinx, Gâchette folle\nmain: {a: 1}\n", encoding="utf-8")
    fr = cli("--lang", "fr", str(deck))
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stdout + fr.stderr
    assert (
        "2:7 erreur unreadable clé « main » : une liste d'entrées comme « - 3 Nom de carte » est "
        "attendue, mais c'est un dictionnaire" in _flat(fr.stdout)
    ), fr.stdout
    en = cli(str(deck))
    assert (en.returncode, en.stderr) == (1, ""), en.stdout + en.stderr
    assert "main: expected a list of entries like '- 3 Card Name', found a mapping" in _flat(
        en.stdout
    ), en.stdout


def test_an_event_says_why_a_player_has_no_team_check_with_advice_event_has(cli):
    """atkF 13: an event's player outside a complete team was told « utilisez --team A B », an
    option ``event`` does not have (its teammates come from the roster); and a YAML event's fix
    named « la colonne des équipes », a column its players do not have (they say ``team:``)."""
    where = ROOT / "examples" / "events"
    fr = cli("--lang", "fr", "event", "-v", "magma-2v2.yaml", cwd=where)
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stdout + fr.stderr
    said = _flat(fr.stdout)
    assert "--team" not in fr.stdout
    assert (
        "les vérifications d'équipe (team-legend et team-battlefields) n'ont pas été faites : le "
        "joueur n'est pas dans une équipe de la bonne taille (voir roster-team-size)" in said
    ), said
    assert (
        "correction : corrigez la clé « team » des joueurs pour que chaque équipe ait exactement "
        "2 joueurs" in said
    ), said
    en = cli("event", "-v", "magma-2v2.yaml", cwd=where)
    assert (en.returncode, en.stderr) == (1, ""), en.stdout + en.stderr
    said = _flat(en.stdout)
    assert "--team" not in en.stdout
    assert (
        "skipped team-legend: the player is not in a team of the right size (see roster-team-size)"
        in said
    ), said
    assert "fix: correct the players' team: keys so each team has exactly 2 players" in said, said


def test_a_set_not_launched_in_a_region_is_said_on_the_day_judged(cli):
    """atkF 18: a deck judged on 1 June 2026 was told its set « n'était pas sorti … au 1er décembre
    2026 » (English "as of 2026-12-01"), the regional data's date read as the judging date."""
    args = ("--region", "hk", "--as-of", "2026-06-01", str(ROOT / "examples" / "kennen.deck.txt"))
    fr = cli("--lang", "fr", *args)
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stdout + fr.stderr
    assert (
        "2 cartes viennent du set Vendetta, qui n'était pas sorti à Taïwan, à Hong Kong et à Macao "
        "le 1er juin 2026 (d'après les données régionales, vérifiées le 1er décembre 2026) : "
        "ligne 4 :" in _flat(fr.stdout)
    ), fr.stdout
    en = cli(*args)
    assert (en.returncode, en.stderr) == (1, ""), en.stdout + en.stderr
    assert (
        "2 cards are from Vendetta, which had not launched in Taiwan, Hong Kong and Macau on "
        "2026-06-01 (by the regional data, checked on 2026-12-01): line 4:" in _flat(en.stdout)
    ), en.stdout


def test_french_prose_has_no_ascii_arrows_or_decimal_points(cli):
    """atkF 5, 15: « par défaut -> erreur », « ancien -> nouveau », « (3 -> 2) » and
    « [défaut : 20.0] » in French: an arrow → held to what comes before it (a wrapped line never
    starts with it), and whole seconds."""
    r = cli("--lang", "fr", "explain", "sideboard-size")
    assert (r.returncode, r.stderr) == (0, ""), r.stdout + r.stderr
    assert (
        "Gravités\u00a0: par défaut\u00a0→ erreur, début incertain (start-unsure)\u00a0→ "
        "avertissement" in r.stdout
    ), r.stdout
    assert "->" not in r.stdout
    r = cli("--lang", "fr", "cards", "update", "--help", env={"COLUMNS": "80"})
    assert (r.returncode, r.stderr) == (0, ""), r.stdout + r.stderr
    said = _flat(r.stdout)
    assert "ancien → nouveau" in said and "[défaut : 20]" in said and "[défaut : 600]" in said
    assert "->" not in r.stdout and "20.0" not in r.stdout, r.stdout
    en = cli("cards", "update", "--help", env={"COLUMNS": "80"})
    assert (en.returncode, en.stderr) == (0, ""), en.stdout + en.stderr
    assert "old -> new" in _flat(en.stdout) and "[default: 20]" in _flat(en.stdout)


def test_a_broken_configuration_says_its_error_in_the_language_it_sets(cli, tmp_path):
    """atkF 6, 7: ``lang: fr`` on line 1 of a configuration whose YAML breaks on line 3 gave
    PyYAML's English; a TOML error pasted tomllib's English unlabelled."""
    deck = tmp_path / "a.deck.txt"
    deck.write_text("Deck principal :\n3 Gust\n", encoding="utf-8")
    (tmp_path / ".riftcheck.yaml").write_text("lang: fr\nruleset: [a\n", encoding="utf-8")
    r = cli(deck.name, cwd=tmp_path)
    config = tmp_path / ".riftcheck.yaml"
    assert (r.returncode, r.stdout) == (3, ""), r.stdout + r.stderr
    assert r.stderr == (
        f"riftcheck\u00a0: erreur\u00a0: {config}:3:1\u00a0: YAML invalide\u00a0: il manque une "
        "virgule «\u00a0,\u00a0» ou un «\u00a0]\u00a0»\n"
    ), r.stderr
    config.unlink()
    toml = tmp_path / "pyproject.toml"
    toml.write_text('[tool.riftcheck]\nlang = "fr"\nformat = \n', encoding="utf-8")
    r = cli(deck.name, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, ""), r.stdout + r.stderr
    assert r.stderr == (
        f"riftcheck\u00a0: erreur\u00a0: {toml}:3:10\u00a0: TOML invalide (message de tomllib, en "
        "anglais\u00a0: Invalid value (at line 3, column 10))\n"
    ), r.stderr
    r = cli("--lang", "en", deck.name, cwd=tmp_path)  # the command line wins, as for the report
    assert (r.returncode, r.stdout) == (3, ""), r.stdout + r.stderr
    assert r.stderr == (
        f"riftcheck: error: {toml}:3:10: invalid TOML: Invalid value (at line 3, column 10)\n"
    ), r.stderr


def test_the_unique_rule_is_quoted_and_two_copies_are_replaced_by_other_cards(cli, tmp_path):
    """atkF 2: « la correction de la règle unique » read as "the only rule's fix"; atkF 3: two
    banned battlefields were to be replaced « par une autre carte »."""
    deck = tmp_path / "fr.deck.txt"
    deck.write_text(
        "Légende :\n1 Jinx, Gâchette folle\n\nDeck principal :\n2 Couronne de Rabadon\n"
        "4 Super Mega Death Rocket!\n\nChamps de bataille :\n2 Ascension des aspirants\n",
        encoding="utf-8",
    )
    args = ("--as-of", "2026-10-01", "--select", "signature-limit,banned,unique", str(deck))
    fr = cli("--lang", "fr", *args)
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stdout + fr.stderr
    said = _flat(fr.stdout)
    assert "correction : la correction de la règle « unique » retire 1 exemplaire" in said, said
    assert (
        "remplacez 2 exemplaires d'Ascension des aspirants dans les champs de bataille par "
        "d'autres cartes de type champ de bataille" in said
    ), said
    en = cli(*args)
    assert (en.returncode, en.stderr) == (1, ""), en.stdout + en.stderr
    assert "unique's fix removes 1 Rabadon's Deathcrown from the main deck" in _flat(en.stdout)


def test_explain_lists_the_options_once(cli):
    """atkF 10: `explain copy-limit` listed its options twice, the second time as the docstring
    writes them (« limit: 3 - … »); a paragraph of the documentation that only repeats the options
    is left out, and one that says more is written the French way (« min (défaut 40) : … »)."""
    for lang, heading in (("fr", "Options\u00a0:"), ("en", "Options:")):
        r = cli("--lang", lang, "explain", "copy-limit")
        assert (r.returncode, r.stderr) == (0, ""), r.stdout + r.stderr
        assert r.stdout.count(heading) == 1, r.stdout
        assert "limit: 3 -" not in r.stdout, r.stdout
    r = cli("--lang", "fr", "explain", "main-deck-size")
    assert (r.returncode, r.stderr) == (0, ""), r.stdout + r.stderr
    assert "  min (défaut 40)\u00a0: la plus petite taille légale" in r.stdout, r.stdout
    assert "min: 40 -" not in r.stdout


def test_small_french_wordings_of_the_review(cli):
    """atkF 20: « (attendu l'une de gallery, riftcodex) » and « Montrer un deck sur un écran »
    ("on one screen": « sur un seul écran »)."""
    r = cli("--lang", "fr", "cards", "update", "--source", "nope")
    assert (r.returncode, r.stdout) == (2, ""), r.stdout + r.stderr
    assert r.stderr.endswith(
        "--source «\u00a0nope\u00a0» n'est pas une source (valeurs possibles\u00a0: gallery, "
        "riftcodex)\n"
    ), r.stderr
    r = cli("--lang", "fr", "show", "--help", env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (0, ""), r.stdout + r.stderr
    assert "Montrer un deck sur un seul écran" in r.stdout, r.stdout


def test_show_labels_the_chosen_champion_as_the_glossary_does(cli):
    """atkF 16: `show` labelled the Chosen Champion « Champion » where the HTML report and the
    glossary say « Champion élu »; English keeps "Champion"."""
    deck = str(ROOT / "examples" / "kennen.deck.txt")
    fr = cli("--lang", "fr", "show", deck)
    assert (fr.returncode, fr.stderr) == (0, ""), fr.stdout + fr.stderr
    assert "\n  Champion élu     Kennen, Storm of Shuriken\n" in fr.stdout, fr.stdout
    en = cli("show", deck)
    assert (en.returncode, en.stderr) == (0, ""), en.stdout + en.stderr
    assert "\n  Champion   Kennen, Storm of Shuriken\n" in en.stdout, en.stdout


def test_an_entry_whose_id_is_no_card_is_not_two_different_cards(cli, tmp_path):
    """atkF 16: « La ligne nomme deux cartes différentes : la ligne dit Gust mais ZZZ-999 ne
    correspond à aucune carte connue »: ZZZ-999 is no card, so there are not two."""
    deck = tmp_path / "z.deck.yaml"
    deck.write_text("main:\n  - 3 Gust (ZZZ-999)\n", encoding="utf-8")
    fr = cli("--lang", "fr", "--select", "unknown-card", str(deck))
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stdout + fr.stderr
    assert (
        "Le nom et le numéro d'impression de la ligne ne concordent pas : la ligne dit Gust mais "
        "ZZZ-999 ne correspond à aucune carte connue" in _flat(fr.stdout)
    ), fr.stdout
    en = cli("--select", "unknown-card", str(deck))
    assert (en.returncode, en.stderr) == (1, ""), en.stdout + en.stderr
    assert (
        "The entry's name and printing id do not agree: line says Gust but ZZZ-999 is no known "
        "card" in _flat(en.stdout)
    ), en.stdout


def test_a_day_first_date_is_answered_with_the_date_it_can_only_be(cli):
    """atkF 22: « 18/09/2026 » is a date, the French way: the error says the one ISO date it can
    be; a date it could be two ways (05/09/2026) is never guessed."""
    deck = str(ROOT / "examples" / "kennen.deck.txt")
    fr = cli("--lang", "fr", "--as-of", "18/09/2026", deck)
    assert (fr.returncode, fr.stdout) == (2, ""), fr.stdout + fr.stderr
    assert fr.stderr.endswith(
        "--as-of\u00a0: «\u00a018/09/2026\u00a0» n'est pas au format AAAA-MM-JJ\u00a0: "
        "vouliez-vous dire 2026-09-18\u00a0?\n"
    ), fr.stderr
    en = cli("--as-of", "18/09/2026", deck)
    assert (en.returncode, en.stdout) == (2, ""), en.stdout + en.stderr
    assert en.stderr.endswith(
        "--as-of: '18/09/2026' is not written YYYY-MM-DD: did you mean 2026-09-18?\n"
    ), en.stderr
    two = cli("--as-of", "05/09/2026", deck)
    assert (two.returncode, two.stdout) == (2, ""), two.stdout + two.stderr
    assert "is not a date; expected YYYY-MM-DD (e.g. 2026-09-18)" in two.stderr, two.stderr


def test_an_empty_directory_is_named_in_quotes(cli, tmp_path):
    """atkF 22: « aucun fichier de deck trouvé dans vide » read as "found in empty"."""
    (tmp_path / "vide").mkdir()
    r = cli("--lang", "fr", "vide", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, ""), r.stdout + r.stderr
    assert "aucun fichier de deck trouvé dans «\u00a0vide\u00a0» (cherché\u00a0:" in r.stderr, (
        r.stderr
    )


def test_an_unnamed_row_is_named_by_its_row_not_as_sans_nom(cli, tmp_path):
    """atkF 16: « que la liste de (sans nom) (ligne 6) » for a roster row with no player name (the
    row is also a roster-no-player error: exit 1)."""
    import shutil

    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "kennen.deck.txt")
    (tmp_path / "r.csv").write_text(
        "Joueur,Liste\nBruno Martin,kennen.deck.txt\n,kennen.deck.txt\n", encoding="utf-8"
    )
    fr = cli("--lang", "fr", "event", "r.csv", cwd=tmp_path)
    assert (fr.returncode, fr.stderr) == (1, ""), fr.stdout + fr.stderr
    said = _flat(fr.stdout)
    assert "que la liste du joueur de la ligne 3 : pas illégal" in said, said
    assert "(sans nom) (ligne" not in said
    en = cli("event", "r.csv", cwd=tmp_path)
    assert (en.returncode, en.stderr) == (1, ""), en.stdout + en.stderr
    assert "as the list of the player of row 3: not illegal" in _flat(en.stdout), en.stdout


def test_a_check_report_in_html_shows_decks_not_players(cli, tmp_path):
    """atkF 20: a check report's button read « Afficher le détail de chaque joueur » for a list of
    decks, and its page title « rapport riftcheck - riftcheck » (a hyphen as a dash, the tool twice)."""
    out = tmp_path / "r.html"
    deck = str(ROOT / "examples" / "kennen.deck.txt")
    r = cli("--lang", "fr", "-f", "html", "-o", str(out), deck)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", ""), r.stdout + r.stderr
    page = out.read_text(encoding="utf-8")
    assert "Afficher le détail de chaque deck</button>" in page
    assert "chaque joueur" not in page
    assert "<title>rapport riftcheck</title>" in page
