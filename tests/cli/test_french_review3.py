"""The third French judge's review (issue 25, findings atk25 « U »): each class of mistake kept
fixed over inputs of the tests' own (explain's severities, a CSV roster's rows as lines, a player
without a list not called absent, the organiser's notes labelled in French)."""

from __future__ import annotations

from pathlib import Path

NB, NNB = "\u00a0", "\u202f"
ROOT = Path(__file__).resolve().parents[2]

FRENCH_LIST = """\
Légende :
1 Kennen, Heart of the Tempest

Deck principal :
3 Partie truquée
3 mystic poro
"""


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


# -- U1: explain's severities say « par défaut », not the English key ---------------------------


def test_explain_says_its_default_severity_in_french(cli):
    r = cli("--lang", "fr", "explain", "copy-limit")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    (line,) = [ln for ln in r.stdout.splitlines() if ln.startswith("Gravités")]
    assert _plain(line) == "Gravités : par défaut → erreur", line
    en = cli("explain", "copy-limit")
    assert "Severities: default -> error\n" in en.stdout, en.stdout


# -- U6, U7, U8, U10: a roster read as a French organiser reads it ------------------------------


def _roster(tmp_path: Path) -> Path:
    (tmp_path / "a.txt").write_text(FRENCH_LIST, encoding="utf-8")
    (tmp_path / "b.txt").write_text(FRENCH_LIST.replace("3 mystic", "2 mystic"), encoding="utf-8")
    (tmp_path / "joueurs.csv").write_text(
        "Joueur;Liste;Numéro de table;Remarques\n"
        "Alice;a.txt;1;\n"
        "Chloé;;2;pas de liste\n"
        "Bob;b.txt;3;\n"
        "alice;b.txt;4;\n",
        encoding="utf-8",
    )
    return tmp_path / "joueurs.csv"


def test_a_roster_row_is_its_spreadsheet_line_and_a_player_with_no_list_is_not_absent(
    cli, tmp_path
):
    _roster(tmp_path)
    r = cli(
        "--lang", "fr", "event", "--color", "never", "joueurs.csv", "--html", "r.html", cwd=tmp_path
    )
    assert r.returncode == 1 and r.stderr == "", r.stderr
    out = " ".join(_plain(r.stdout).split())
    # rows counted as the spreadsheet counts them (header = line 1), as « joueurs.csv:3 » says
    assert "Chloé (joueurs.csv, ligne 3) : SANS LISTE (1 erreur)" in out, out
    assert "joueurs.csv:3 erreur roster-no-list Chloé n'a inscrit aucune liste" in out, out
    # the duplicate: no gender given to a player's name, the rows as lines
    assert "Alice apparaît dans 2 inscriptions (lignes 2 et 5)" in out, out
    assert "1 sans liste" in out, out
    for wrong in ("inscription n°", "ABSENT", "absent", "le joueur Alice", "est inscrit"):
        assert wrong not in out, (wrong, out)
    html = _plain((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert "Verdict : sans liste" in html
    assert "ligne 3 · table 2 · remarques : pas de liste" in html, html
    for wrong in ("inscription n°", "notes pas de liste", ">absent<", "Absent"):
        assert wrong not in html, wrong


def test_the_same_roster_in_english_is_unchanged(cli, tmp_path):
    _roster(tmp_path)
    r = cli("event", "--color", "never", "joueurs.csv", "--html", "r.html", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    out = " ".join(r.stdout.split())
    assert "Chloé (joueurs.csv row 3): MISSING (1 error)" in out, out
    assert "player Alice is registered 2 times (rows 2 and 5)" in out, out
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "row 3 · table 2 · notes pas de liste" in html, html


# -- U11, U12: convert's messages: « code de deck », a no-break space before the file's colon ---

MISPLACED = """\
Legend:
1 Kennen, Heart of the Tempest
MainDeck:
3 Partie truquée
1 Star Spring
"""


def test_convert_names_a_deck_code_in_french_and_puts_a_space_before_the_files_colon(cli, tmp_path):
    (tmp_path / "bad.txt").write_text(MISPLACED, encoding="utf-8")
    (tmp_path / "ok.txt").write_text(FRENCH_LIST, encoding="utf-8")
    r = cli("--lang", "fr", "convert", "--to", "code", "bad.txt", cwd=tmp_path)
    assert r.returncode != 0 and r.stdout == "", (r.returncode, r.stdout)
    assert r.stderr.startswith(
        f"riftcheck{NB}: erreur{NB}: bad.txt{NB}: impossible de convertir en code sans changer"
    ), r.stderr
    r = cli("--lang", "fr", "convert", "--to", "code", "ok.txt", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.strip(), r.stderr
    said = _plain(r.stderr)
    assert "avertissement : un code de deck nomme une impression pour chaque carte" in said, said
    assert "le résultat peut donc échouer" in said and "chaîne code" not in said, said
    # English as before
    en = cli("convert", "--to", "code", "bad.txt", cwd=tmp_path)
    assert en.stderr.startswith("riftcheck: error: bad.txt: cannot convert to code"), en.stderr
    en = cli("convert", "--to", "code", "ok.txt", cwd=tmp_path)
    assert "riftcheck: warning: a code string names a printing for every card" in en.stderr
    assert "so the string can fail a pool check" in en.stderr, en.stderr


# -- U5, U9: one form of « unité Champion »; the event summary ends its list with « et » --------


def test_the_event_summary_ends_with_et_in_french_and_keeps_its_commas_in_english(cli, tmp_path):
    _roster(tmp_path)
    fr = cli("--lang", "fr", "event", "--color", "never", "joueurs.csv", cwd=tmp_path)
    last = " ".join(_plain(fr.stdout).split()).rsplit("joueurs : ", 1)[1]
    assert last.startswith("0 légal, 3 illégaux et 1 sans liste ; 3 problèmes"), last
    en = cli("event", "--color", "never", "joueurs.csv", cwd=tmp_path)
    last = " ".join(en.stdout.split()).rsplit("players: ", 1)[1]
    assert last.startswith("0 legal, 3 illegal, 1 missing; 3 roster problems"), last


def test_a_champion_unit_is_always_written_unite_champion(cli, tmp_path):
    (tmp_path / "d.txt").write_text(
        "Legend:\n1 Draven, Glorious Executioner\nMainDeck:\n3 Draven, Showboat\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "check", "--color", "never", "-v", "d.txt", cwd=tmp_path)
    out = " ".join(_plain(r.stdout + r.stderr).split())
    assert "unité Champion" in out, out
    assert "unité champion" not in out and "unités champion" not in out, out
    import re

    po = (ROOT / "riftcheck/locale/fr/LC_MESSAGES/riftcheck.po").read_text(encoding="utf-8")
    assert not re.search(r"msgstr.*unités? champion\b", po)


# -- U2: the domains a deck needs end with « et », each with its « de » -------------------------


def test_show_lists_the_domains_needed_with_de_and_et_in_french(cli):
    deck = "tests/fixtures/cli/decks/illegal.deck.yaml"
    r = cli("--lang", "fr", "show", deck, "--as-of", "2026-10-01", env={"COLUMNS": "120"})
    out = _plain(r.stdout)
    assert "(le deck principal a besoin de Fureur, de Chaos et d'Ordre)" in out, out
    assert "aucune rune de Fureur, dont le deck principal a besoin" in out, out
    en = cli("show", deck, "--as-of", "2026-10-01", env={"COLUMNS": "120"})
    assert "(main deck needs Fury, Chaos, Order)" in en.stdout, en.stdout


# -- U3, U4: explain's text: no reST ``code`` in French, an option's line re-flowed as one -----


def test_explain_quotes_code_in_french_and_reflows_an_options_line(cli):
    r = cli("--lang", "fr", "explain", "unknown-card", env={"COLUMNS": "200"})
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert "``" not in r.stdout, r.stdout
    words = " ".join(_plain(r.stdout).split())
    # the card named as the French report names it (frE, atkG 6): « Partie truquée »
    assert "(« 3 Partie truquée (OGN-169) », où OGN-169 est Gust)" in words, words
    assert f"(OGN-169){NB}»" in r.stdout, r.stdout
    en = cli("explain", "unknown-card", env={"COLUMNS": "200"})
    words = " ".join(en.stdout.split())
    # English renders reST code as its messages write a command, `code` (issue 25, fr8)
    assert "(`3 Stacked Deck (OGN-169)`, where OGN-169 is Gust)" in words, words
    assert "``" not in en.stdout, en.stdout
    for width in ("60", "80", "100"):
        r = cli("--lang", "fr", "explain", "signature-tag", env={"COLUMNS": width})
        words = " ".join(_plain(r.stdout).split())
        assert "doivent porter le tag de champion de la légende." in words, words
        # every line of the option wrapped as one paragraph: no one-word line inside it
        assert "\n    champion\n" not in r.stdout, r.stdout


# -- U18: no rune at all in a two-domain deck: the fix names both domains, not one -------------


def test_the_rune_fix_leaves_the_split_to_the_player_in_french(cli):
    deck = "tests/cases/rune-deck/no-runes-two-domains.deck.yaml"
    r = cli("--lang", "fr", "check", "--color", "never", "--as-of", "2026-10-01", deck)
    assert r.returncode == 1, r.stdout + r.stderr
    out = " ".join(_plain(r.stdout).split())
    assert (
        "correction : ajoutez 12 runes de Chaos ou d'Ordre (Rune de chaos ou Rune d'ordre, dans la "
        "répartition de votre choix) dans le deck de runes (runes:)"
    ) in out, out


# -- U14: a set is named « le set X » (the adjective agrees with it), one wording of the dates --


def test_a_set_not_legal_yet_is_named_as_a_set_in_french(cli, tmp_path):
    (tmp_path / "d.txt").write_text(FRENCH_LIST, encoding="utf-8")
    r = cli("--lang", "fr", "check", "--color", "never", "--as-of", "2025-09-01", "d.txt",
            cwd=tmp_path)  # fmt: skip
    out = " ".join(_plain(r.stdout).split())
    assert "du set " in out, out
    assert "qui n'est" in out and " ou après" not in out, out
    import re

    assert not re.search(r"(?:vient|viennent|est|sont) de [A-Z][a-z]+, qui", out), out
    po = (ROOT / "riftcheck/locale/fr/LC_MESSAGES/riftcheck.po").read_text(encoding="utf-8")
    assert not re.search(r'msgstr ".*(?:vient|viennent|est|sont) de \{set', po)


# -- U19, U24: the cards a reference may mean: French names, a list ending with « ou » ----------


def test_an_ambiguous_name_lists_its_cards_in_french_ending_with_ou(cli, tmp_path):
    (tmp_path / "d.txt").write_text(
        "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n3 Master Yi\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "check", "--color", "never", "d.txt", cwd=tmp_path)
    out = " ".join(_plain(r.stdout).split())
    # an English line's candidates are named as the rest of the report names cards (atkQ 1);
    # a typo's suggestions stay in the spelling of the line (atkG 5)
    assert "Maître Yi, Fine lame Wuju (OGS-019)" in out, out
    assert "Wuju Bladesman" not in out, out
    assert "Master Yi, Tempered (UNL-113) et 1 autre" in out, out
    en = cli("check", "--color", "never", "d.txt", cwd=tmp_path)
    assert "Master Yi, Wuju Bladesman (OGS-019)" in " ".join(en.stdout.split()), en.stdout


def test_an_event_ban_with_a_typo_is_said_in_french_punctuation(cli, tmp_path):
    (tmp_path / "a.txt").write_text(FRENCH_LIST, encoding="utf-8")
    (tmp_path / "ev.yaml").write_text(
        "name: X\ndate: 2026-08-01\nruleset: constructed\nbans: [Inferna, Stacked Dek]\n"
        "players:\n  - {player: A, list: a.txt}\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "event", "ev.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, ""), (r.returncode, r.stdout)
    err = _plain(r.stderr)
    assert "ev.yaml:4:17 : clé « bans » : carte inconnue « Stacked Dek »" in err, err
    assert "(OGN-183) ou Startipped Peak (OGN-288) ? (une interdiction" in err, err
    assert "? :" not in err, err
    en = cli("event", "ev.yaml", cwd=tmp_path)
    assert "did you mean Stacked Deck (OGN-183), Startipped Peak (OGN-288)?: an event's" in (
        en.stderr
    ), en.stderr


# -- U29: a misspelt card is named one way in its message and its fix ---------------------------


def test_a_typo_and_its_fix_name_the_card_the_same_way_in_french(cli, tmp_path):
    (tmp_path / "d.txt").write_text(
        "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n3 Stacked Dek\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "check", "--color", "never", "d.txt", cwd=tmp_path)
    out = " ".join(_plain(r.stdout).split())
    # the English line's card is named in English, in the message and in its fix (atkG 5)
    assert "vouliez-vous dire Stacked Deck (OGN-183) ?" in out, out
    assert "remplacez « Stacked Dek » par « Stacked Deck »" in out, out
    assert "Partie truquée" not in out, out


# -- U34: an event file's errors: a no-break space before each colon after FILE:LINE:COL --------


def test_an_event_files_value_errors_put_a_space_before_their_colons(cli, tmp_path):
    (tmp_path / "a.txt").write_text(FRENCH_LIST, encoding="utf-8")
    (tmp_path / "ev.yaml").write_text(
        "name: X\ndate: 23/10/2026\nplayers:\n  - {player: A, list: a.txt}\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "event", "ev.yaml", cwd=tmp_path)
    assert r.stdout == "", r.stdout
    assert r.stderr.startswith(
        f"riftcheck{NB}: erreur{NB}: ev.yaml:2:7{NB}: clé «{NB}date{NB}»{NB}: «{NB}23/10/2026{NB}» "
        "n'est pas"
    ), r.stderr


# -- U32: one key left to its default is « valeur par défaut », two « valeurs par défaut » -----


def test_the_sideboarding_defaults_agree_with_the_keys_left_unsaid(cli):
    a = b = "tests/cases/rune-deck/eleven-runes.deck.yaml"
    one = cli("--lang", "fr", "diff", "--sideboarding", "-r", "sealed", "--best-of", "1", a, b)
    two = cli("--lang", "fr", "diff", "--sideboarding", a, b)
    said_one, said_two = _plain(one.stdout + one.stderr), _plain(two.stdout + two.stderr)
    assert "play_level : valeur par défaut)" in " ".join(said_one.split()), said_one
    assert "best_of, play_level : valeurs par défaut)" in " ".join(said_two.split()), said_two
    en = cli("diff", "--sideboarding", "-r", "sealed", "--best-of", "1", a, b)
    assert "play_level: the default)" in " ".join((en.stdout + en.stderr).split()), en.stderr


# -- U23: agreement with a count of 1 in the rune deck's messages -------------------------------

RUNE_IN_MAIN = """\
Legend:
1 Kennen, Heart of the Tempest
MainDeck:
3 Gust
1 Order Rune
Runes:
6 Order Rune
6 Chaos Rune
"""


def test_one_rune_written_in_the_main_deck_is_said_in_the_singular(cli, tmp_path):
    (tmp_path / "d.txt").write_text(RUNE_IN_MAIN, encoding="utf-8")
    r = cli("--lang", "fr", "check", "--color", "never", "d.txt", cwd=tmp_path)
    out = " ".join(_plain(r.stdout).split())
    assert "Le deck de runes a 13 runes (dont 1 écrite dans le deck principal) ;" in out, out
    # zone-card-type removes the rune (the rune deck is full): the count says so, once (atkG 2)
    assert (
        "la correction de la règle « zone-card-type » retire 1 exemplaire de Rune d'ordre" in out
    ), out
    assert ", ce qui corrige aussi ceci" in out, out
    assert "retirez les 1 " not in out and "dont 1 écrites" not in out, out
    en = cli("check", "--color", "never", "d.txt", cwd=tmp_path)
    said = " ".join(en.stdout.split())
    assert "(1 of them written under MainDeck:)" in said, said
    assert (
        "zone-card-type's fix removes 1 Order Rune from MainDeck:, which fixes this too" in said
    ), said


# -- U20: a deck check's fix for the legend names the legend zone -------------------------------


def test_a_deck_checks_legend_fix_names_the_legend_zone_in_french():
    from riftcheck.events import diff
    from riftcheck.i18n import Translator
    from riftcheck.models import Plural

    fr = Translator("fr")
    # a count of copies agrees in French: « 1 exemplaire de Draven » (issue 25, fr8)
    put_back, remove = "put back {n} {card} {zone}", "remove {n} {card} {zone}"
    back = Plural(1, put_back, put_back, card="Draven", zone=diff._IN_ZONE["legend"])
    out = Plural(1, remove, remove, card="Rengar", zone=diff._FROM_ZONE["legend"])
    assert _plain(fr.message(back)) == "remettez 1 exemplaire de Draven dans la zone de légende"
    assert _plain(fr.message(out)) == "retirez 1 exemplaire de Rengar de la zone de légende"


# -- U25: the missing legend's fix names the list's own heading, not a YAML key -----------------


def test_the_missing_legend_fix_follows_the_lists_own_heading(cli, tmp_path):
    (tmp_path / "d.txt").write_text("Legend:\nMainDeck:\n3 Gust\n", encoding="utf-8")
    (tmp_path / "d.yaml").write_text("main: [3 Gust]\n", encoding="utf-8")
    fr = cli("--lang", "fr", "check", "--color", "never", "d.txt", cwd=tmp_path)
    out = " ".join(_plain(fr.stdout).split())
    assert "correction : ajoutez une légende de champion dans la zone de légende" in out, out
    assert "clé" not in out, out
    en = cli("check", "--color", "never", "d.txt", "d.yaml", cwd=tmp_path)
    said = " ".join(en.stdout.split())
    assert "fix: add a Champion Legend under Legend:" in said, said
    assert "fix: add a Champion Legend under legend:" in said, said


# -- U26: the team-size fix names the roster's team column by the organiser's header ------------


def test_the_team_size_fix_names_the_organisers_team_column(cli, tmp_path):
    for name in ("a.txt", "b.txt", "c.txt"):
        (tmp_path / name).write_text(FRENCH_LIST, encoding="utf-8")
    (tmp_path / "equipes.csv").write_text(
        "Nom du joueur,Liste,Equipe\nAlice,a.txt,Rouge\nBob,b.txt,Rouge\nChloé,c.txt,Rouge\n",
        encoding="utf-8",
    )
    args = ("event", "--color", "never", "-r", "constructed-2v2", "equipes.csv")
    fr = cli("--lang", "fr", *args, cwd=tmp_path)
    out = " ".join(_plain(fr.stdout).split())
    assert "correction : corrigez la colonne « Equipe » pour que chaque équipe ait" in out, out
    assert "« team »" not in out, out
    en = " ".join(cli(*args, cwd=tmp_path).stdout.split())
    assert "fix: correct the column 'Equipe' so each team has exactly 2 players" in en, en
