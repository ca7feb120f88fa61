"""The French judge's review (atkQ): a leading ``--lang`` kept when ``check`` is implied and
the first option takes a value starting with "-" (``--pool -``)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "card_data" / "cards.json"
NB, NNB = "\u00a0", "\u202f"
ENGLISH = {"LANG": "C", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""}


def _plain(text: str) -> str:
    """``text`` on one line, its no-break spaces and wrapping read as plain spaces."""
    return " ".join(text.replace(NB, " ").replace(NNB, " ").split())


# -- F8: `riftcheck --lang fr -r sealed --pool - deck` is French -------------------------------

SEALED_DECK = """\
Legend:
1 Kennen, Heart of the Tempest
Champion:
1 Kennen, Storm of Shuriken
Main:
3 Gust
"""


@pytest.mark.parametrize(
    "lead",
    [
        ["--lang", "fr"],
        ["--lang=fr"],
        ["--lang", "fr", "--cards", str(CARDS)],
        ["--cards", str(CARDS), "--lang=fr"],
    ],
)
def test_leading_lang_is_checks_with_pool_on_stdin(cli, tmp_path, lead):
    (tmp_path / "d.txt").write_text(SEALED_DECK, encoding="utf-8")
    r = cli(
        *lead,
        "-r",
        "sealed",
        "--pool",
        "-",
        "d.txt",
        "--as-of",
        "2026-10-10",
        stdin="2 Gust\n",
        cwd=tmp_path,
        env=ENGLISH,
    )
    out = _plain(r.stdout)
    assert r.returncode == 1, r.stderr
    assert "d.txt : ILLÉGAL (5 erreurs)" in out
    assert "3 Gust dans le deck, 2 dans le pool" in out
    assert "1 deck : 0 légal, 1 illégal" in out
    assert "ILLEGAL" not in out and " error " not in out
    assert "riftcheck: " not in r.stderr  # any notice is French too (« riftcheck : »)


@pytest.mark.parametrize("lead", [["--lang", "fr"], ["--lang=fr"]])
def test_leading_lang_says_the_usage_error_of_check_in_french(cli, tmp_path, lead):
    r = cli(*lead, "-r", "sealed", "--pool", "-", "-", stdin="", cwd=tmp_path, env=ENGLISH)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: --pool - et le deck - ne peuvent pas être lus tous les deux "
        "sur l'entrée standard (donnez le pool ou le deck dans un fichier)\n"
    )


def test_leading_lang_before_another_command_with_global_cards(cli, tmp_path):
    # --lang then --cards before `show`: not moved by lang_after_command, read from the line
    (tmp_path / "d.txt").write_text(SEALED_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "--cards", str(CARDS), "show", "d.txt", cwd=tmp_path, env=ENGLISH)
    assert (r.returncode, r.stderr) == (1, "")  # show exits 1 for an illegal deck
    assert "Champion élu" in r.stdout and "Chosen Champion" not in r.stdout


# -- F1: candidates, conflict fixes and card labels name the card in the report's language ------

NAMES_DECK = """\
Legend:
1 Jinx, Loose Cannon
Champion:
1 Jinx, Rebel
Main:
3 Jinx
2 OGN-183 (OGN-169)
1 Called Shot
1 Gust (OGN-183)
"""


def test_candidates_and_conflict_fixes_use_french_names(cli, tmp_path):
    (tmp_path / "d.txt").write_text(NAMES_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "--as-of", "2026-02-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    # an English line (`3 Jinx`): its candidates named as the rest of the report names them
    assert (
        "Carte ambiguë « Jinx » ; ce peut être Jinx, Demolitionist (OGN-030), Jinx, Rebelle "
        "(OGN-202) ou Jinx, Gâchette folle (OGN-251)"
    ) in out
    # a name and an id of two cards: the message and its fix name OGN-183 alike
    assert "la ligne dit Gust mais OGN-183 est Partie truquée" in out
    assert (
        "correction : écrivez la seule carte voulue : Partie truquée (OGN-183) ou Gust (OGN-169)"
        in out
    )
    # two ids of two cards
    assert "la ligne dit OGN-169 (Gust) mais aussi OGN-183 (Partie truquée)" in out
    # a card's label with its printing id in set-legality
    assert "La carte Aperçu du futur (SFD-122) vient du set Spiritforged" in out
    for english in ("Jinx, Rebel ", "Jinx, Loose Cannon", "Stacked Deck", "Called Shot"):
        assert english not in out, english


def test_english_report_keeps_english_candidates(cli, tmp_path):
    (tmp_path / "d.txt").write_text(NAMES_DECK, encoding="utf-8")
    r = cli("--lang", "en", "--as-of", "2026-02-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert (r.returncode, r.stderr) == (1, "")
    assert "Jinx, Rebel (OGN-202) or Jinx, Loose Cannon (OGN-251)" in out
    assert "write the one card you mean: Stacked Deck (OGN-183) or Gust (OGN-169)" in out
    assert "Called Shot (SFD-122) is from Spiritforged" in out


def test_a_french_line_keeps_its_candidates_as_written_in_an_english_report(cli, tmp_path):
    # the line's own language wins where it is told apart (atkG 5): a French typo, French names
    (tmp_path / "d.txt").write_text(
        "Legend:\n1 Jinx, Loose Cannon\nMain:\n3 Partie truqee\n", encoding="utf-8"
    )
    r = cli("--lang", "en", "d.txt", cwd=tmp_path)
    assert "replace 'Partie truqee' with 'Partie truquée'" in _plain(r.stdout)


def test_sealed_card_label_in_french(cli, tmp_path):
    (tmp_path / "d.txt").write_text(NAMES_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "-r", "sealed", "--as-of", "2026-01-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert "limited-set-dates La carte Aperçu du futur (SFD-122) vient du set Spiritforged" in out


def test_ruleset_ban_read_as_alias_said_in_french(cli, tmp_path):
    (tmp_path / "b.yaml").write_text(
        "name: b\ndescription: test\nformat: constructed\nextends: constructed\ntables:\n"
        "  aliases:\n    Jinks: Jinx\n  bans:\n    - card: Jinks\n      effective: 2026-01-01\n"
        "      formats: [constructed]\n",
        encoding="utf-8",
    )
    (tmp_path / "d.txt").write_text(NAMES_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "-r", "b.yaml", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    err = _plain(r.stderr)
    assert "l'interdiction de « Jinks » (lu comme « Jinx ») nomme 3 cartes" in err
    assert "read as" not in err


# -- F2: no English count phrase spliced into a French message ---------------------------------


@pytest.mark.parametrize(
    ("team", "said"),
    [
        ("[a.txt, a.txt, a.txt]", "mais elle contient 3 entrées"),
        ("[a.txt]", "mais elle contient 1 entrée"),
        ("[]", "mais elle contient 0 entrée"),
        ("a.txt", "mais ce n'est pas une liste"),
    ],
)
def test_team_file_count_said_in_french(cli, tmp_path, team, said):
    (tmp_path / "a.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "t.yaml").write_text(f"team: {team}\n", encoding="utf-8")
    r = cli("--lang", "fr", "-r", "constructed-2v2", "--team", "t.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    head = f"clé «{NB}team{NB}»{NB}: une liste d'exactement deux fichiers de deck est attendue, "
    assert head + said + "\n" in r.stderr, r.stderr
    assert "entries" not in r.stderr and "no list" not in r.stderr


@pytest.mark.parametrize(
    ("team", "said"),
    [
        ("[a.txt, a.txt, a.txt]", "found 3 entries"),
        ("[a.txt]", "found 1 entry"),
        ("a.txt", "found no list"),
    ],
)
def test_team_file_count_in_english(cli, tmp_path, team, said):
    (tmp_path / "a.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "t.yaml").write_text(f"team: {team}\n", encoding="utf-8")
    r = cli("--lang", "en", "-r", "constructed-2v2", "--team", "t.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr.endswith(f"team: expected a list of exactly two deck files, {said}\n"), r.stderr


def test_pool_printings_said_in_french(cli, tmp_path):
    (tmp_path / "d.txt").write_text(
        "Main:\n1 Teemo, Strategist (OGN-121a)\n1 Teemo, Strategist\n", encoding="utf-8"
    )
    (tmp_path / "pool.txt").write_text("2 Teemo, Strategist (OGN-121)\n", encoding="utf-8")
    r = cli("--lang", "fr", "-r", "sealed", "--pool", "pool.txt", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "2 Teemo, Stratège dans le deck (1 OGN-121a, 1 d'impression non précisée), 2 dans le "
        "pool (2 OGN-121)"
    ) in out
    assert "unstated" not in out


def test_event_html_bans_name_cards_in_french(cli, tmp_path):
    (tmp_path / "k.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: Soirée\nbans: [Stacked Deck, Gust]\nplayers:\n  - {player: A, list: k.txt}\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "event", "e.yaml", "--html", "h.html", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    html = (tmp_path / "h.html").read_text(encoding="utf-8")
    assert f"<p>Interdictions de l&#x27;événement{NB}: Partie truquée, Gust</p>" in html
    assert "Stacked Deck" not in html


# -- F3: a character's Unicode name is labelled as the standard's (English) name ---------------


def test_lookalike_header_labels_the_unicode_name_in_french(cli, tmp_path):
    (tmp_path / "k.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "look.csv").write_text("Pl\u0430yer,Liste\nA,k.txt\n", encoding="utf-8")
    r = cli("--lang", "fr", "event", "look.csv", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    assert (
        f"ressemble seulement à Player{NB}: elle contient U+0430 (nom Unicode{NB}: CYRILLIC "
        "SMALL LETTER A), elle ne serait donc pas lue"
    ) in r.stderr
    r = cli("--lang", "en", "event", "look.csv", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    assert "it has U+0430 CYRILLIC SMALL LETTER A, so it would be left unread" in r.stderr


def test_lookalike_names_label_the_unicode_names_in_french_text_and_html(cli, tmp_path):
    (tmp_path / "k.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "r.csv").write_text(
        "Joueur,Liste\n\u0410lice,k.txt\nAlice,k.txt\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "event", "r.csv", "--html", "r.html", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    said = (
        "« \u0410lice » (ligne 2) a U+0410 (nom Unicode : CYRILLIC CAPITAL LETTER A) là où "
        "« Alice » (ligne 3) a U+0041 (nom Unicode : LATIN CAPITAL LETTER A)"
    )
    assert said in _plain(r.stdout)
    html = _plain((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert "U+0410 (nom Unicode : CYRILLIC CAPITAL LETTER A)" in html
    assert "a U+0410 CYRILLIC" not in html


# -- F7: the HTML teams card agrees with the legal teams it counts (frU 3) ----------------------


def _teams_card(html: str) -> str:
    return html.split('id="count-teams">', 1)[1].split("</div>", 1)[0]


@pytest.mark.parametrize(
    ("lang", "card"), [("fr", "<b>0/1</b>Équipe légale"), ("en", "<b>0/1</b>Teams legal")]
)
def test_team_check_html_card_of_one_team(cli, tmp_path, lang, card):
    deck = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    for name in ("a.txt", "b.txt"):  # one legend for both teammates: an illegal team
        (tmp_path / name).write_text(deck, encoding="utf-8")
    r = cli(
        "--lang", lang, "-r", "constructed-2v2", "--team", "a.txt", "b.txt",
        "-f", "html", "-o", "t.html", cwd=tmp_path,
    )  # fmt: skip
    assert (r.returncode, r.stdout, r.stderr) == (1, "", "")
    assert _teams_card((tmp_path / "t.html").read_text(encoding="utf-8")) == card


@pytest.mark.parametrize(
    ("lang", "card"), [("fr", "<b>1/4</b>Équipe légale"), ("en", "<b>1/4</b>Team legal")]
)
def test_event_html_card_of_four_teams(cli, tmp_path, lang, card):
    event = ROOT / "examples" / "events" / "magma-2v2.yaml"
    r = cli("--lang", lang, "event", str(event), "--html", str(tmp_path / "m.html"))
    assert r.returncode == 1 and r.stderr == "", r.stderr
    assert _teams_card((tmp_path / "m.html").read_text(encoding="utf-8")) == card


# -- F9: « aucune » under a feminine zone title of the HTML list --------------------------------


def test_html_list_says_none_in_agreement_with_each_zone(cli, tmp_path):
    (tmp_path / "d.txt").write_text("Main:\n3 Gust\n", encoding="utf-8")
    r = cli("--lang", "fr", "d.txt", "-f", "html", "-o", "d.html", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (1, "", "")
    html = (tmp_path / "d.html").read_text(encoding="utf-8")
    for title, none in (
        ("Légende", "aucune"),
        ("Runes", "aucune"),
        ("Champion élu", "aucun"),
        ("Champs de bataille", "aucun"),
        ("Side", "aucun"),
    ):
        assert f"<b>{title}</b> (0)<ul><li class=muted>{none}</li></ul>" in html, title
    r = cli("--lang", "en", "d.txt", "-f", "html", "-o", "e.html", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (1, "", "")
    html = (tmp_path / "e.html").read_text(encoding="utf-8")
    assert "<b>Legend</b> (0)<ul><li class=muted>none</li></ul>" in html
    assert "<b>Runes</b> (0)<ul><li class=muted>none</li></ul>" in html


# -- F12: an ended ban is « interdiction levée » (the ban is feminine) -------------------------


def test_bans_ended_status_agrees_with_interdiction(cli, tmp_path):
    (tmp_path / "l.yaml").write_text(
        "name: l\nextends: constructed\ntables:\n  bans:\n"
        "    - {card: Gust, effective: 2026-01-01, until: 2026-06-01}\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "bans", "-r", "./l.yaml", "--as-of", "2026-10-01", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    assert f"  Gust  (interdiction levée, du 1er{NB}janvier 2026 au 1er{NB}juin 2026)\n" in r.stdout
    assert "(levé," not in r.stdout


# -- F13: set-legality's grouped list names the cards as its fix does -------------------------

FRENCH_LIST = """\
Légende :
1 Jinx, Gâchette folle
Champion :
1 Jinx, Rebelle
Deck principal :
3 Partie truquée
2 Couronne de Rabadon
"""


def test_set_legality_list_names_cards_in_french(cli, tmp_path):
    (tmp_path / "fr.txt").write_text(FRENCH_LIST, encoding="utf-8")
    r = cli("--lang", "fr", "--as-of", "2025-09-01", "fr.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "3 cartes viennent du set Origins, qui n'est légal qu'à partir du 31 octobre 2025 : "
        "ligne 2 : Jinx, Gâchette folle (OGN-251) ; ligne 4 : Jinx, Rebelle (OGN-202) ; "
        "ligne 6 : Partie truquée (OGN-183)"
    ) in out
    assert "La carte Couronne de Rabadon (SFD-191) vient du set Spiritforged" in out
    for english in ("Loose Cannon", "Jinx, Rebel ", "Stacked Deck", "Rabadon's Deathcrown"):
        assert english not in out, english


# -- F11: a zone named by its English header is said in words first ----------------------------

RBF_LIST = """\
== Legend ==
1 Kennen, Heart of the Tempest
== Champion ==
1 Kennen, Storm of Shuriken
== Main Deck ==
4 Gust
== Runes ==
12 Rune de chaos
"""


def test_riftboundfrance_headers_after_the_zone_words_in_french(cli, tmp_path):
    (tmp_path / "r.txt").write_text(RBF_LIST, encoding="utf-8")
    r = cli("--lang", "fr", "r.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert (r.returncode, r.stderr) == (1, "")
    assert "correction : ajoutez 36 cartes dans le deck principal (== Main Deck ==)," in out
    assert "correction : retirez 1 exemplaire de Gust du deck principal (== Main Deck ==)" in out
    assert "de == " not in out and "dans == " not in out
    en = cli("--lang", "en", "r.txt", cwd=tmp_path)
    assert "fix: remove 1 Gust from == Main Deck ==" in _plain(en.stdout)


NEEKO_LIST = """\
Legend:
1 Kennen, Heart of the Tempest
Champion:
1 Kennen, Storm of Shuriken
MainDeck:
1 Neeko, Blending In
"""


def test_neeko_english_header_after_the_zone_words_in_french(cli, tmp_path):
    (tmp_path / "n.txt").write_text(NEEKO_LIST, encoding="utf-8")
    r = cli("--lang", "fr", "--as-of", "2026-11-01", "n.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    assert (
        "pas 0 (aucune sous les légendes supplémentaires (en-tête « Additional legends: »))"
    ) in out
    assert (
        "correction : nommez 3 légendes de plus sous les légendes supplémentaires (en-tête "
        "« Additional legends: »)"
    ) in out
    en = _plain(cli("--lang", "en", "--as-of", "2026-11-01", "n.txt", cwd=tmp_path).stdout)
    assert "not 0 (none named under 'Additional legends:')" in en


def test_neeko_move_names_the_zone_in_words_in_french(cli, tmp_path):
    legends = "1 Jinx, Loose Cannon\n1 Kai'Sa, Daughter of the Void\n1 Volibear, Relentless Storm\n"
    text = NEEKO_LIST.replace("Champion:", legends + "Champion:")
    (tmp_path / "n.txt").write_text(text, encoding="utf-8")
    r = cli("--lang", "fr", "--as-of", "2026-11-01", "n.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    assert (
        "de la zone de légende vers les légendes supplémentaires (en-tête « Additional legends: »)"
    ) in out
    assert "vers Additional legends:" not in out
    (tmp_path / "f.txt").write_text(
        text.replace("Legend:", "Légende :").replace("MainDeck:", "Deck principal :"),
        encoding="utf-8",
    )
    out = _plain(cli("--lang", "fr", "--as-of", "2026-11-01", "f.txt", cwd=tmp_path).stdout)
    assert (
        "vers les légendes supplémentaires (en-tête « Légendes supplémentaires : »), ce qui"
    ) in out
    assert "supplémentaires :, " not in out


# -- F6: one parenthesis after a verdict; wording -----------------------------------------------


def test_verdict_note_and_counts_share_one_parenthesis(cli, tmp_path):
    (tmp_path / "d.txt").write_text(SEALED_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "-r", "sealed", "--as-of", "2026-10-10", "d.txt", cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    assert "d.txt : ILLÉGAL (2 erreurs ; pool non vérifié)" in _plain(r.stdout)
    assert "vérifié) (" not in _plain(r.stdout)
    r = cli("--lang", "en", "-r", "sealed", "--as-of", "2026-10-10", "d.txt", cwd=tmp_path)
    assert "d.txt: ILLEGAL (2 errors; pool not checked)" in _plain(r.stdout)


def test_lookalike_header_says_la_colonne(cli, tmp_path):
    (tmp_path / "look.csv").write_text("Pl\u0430yer,Liste\nA,k.txt\n", encoding="utf-8")
    r = cli("--lang", "fr", "event", "look.csv", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    assert f"look.csv:1:1{NB}: la colonne 1 (Pl\u0430yer) ressemble seulement à Player" in r.stderr


# -- F5: one way to write a repeated construction ------------------------------------------------


@pytest.mark.parametrize(
    ("event", "said"),
    [
        (
            "name: S\nbest_of: 2\nplayers:\n  - {player: A, list: k.txt}\n",
            f"clé «{NB}best_of{NB}»{NB}: 1 ou 3 (manches par match) est attendu, et non "
            f"«{NB}2{NB}»",
        ),
        (
            "name: S\nprecon: yes\nplayers: []\n",
            f"clé «{NB}precon{NB}»{NB}: true ou false est attendu, et non «{NB}yes{NB}»",
        ),
        (
            "name: S\nplayers:\n  - player: A\n    list: >\n      3 Gust\n      3 Rebuke\n",
            f"un bloc littéral est attendu (écrivez «{NB}list: |{NB}», puis une carte par ligne)",
        ),
    ],
)
def test_event_file_keys_quoted_and_yaml_written_as_typed(cli, tmp_path, event, said):
    (tmp_path / "k.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(event, encoding="utf-8")
    r = cli("--lang", "fr", "event", "e.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    assert said in r.stderr, r.stderr


def test_event_ban_message_starts_with_a_capital(cli, tmp_path):
    (tmp_path / "k.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: S\nbans: [Gust]\nplayers:\n  - {player: A, list: k.txt}\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "event", "e.yaml", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    assert "La carte Gust est interdite par cet événement (e.yaml ligne 2)" in _plain(r.stdout)


def test_rule_cross_references_quote_the_rule_id(cli, tmp_path):
    (tmp_path / "d.txt").write_text(FRENCH_LIST, encoding="utf-8")
    r = cli("--lang", "fr", "--as-of", "2026-10-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    assert "la correction de la règle « domain-identity » retire" in out
    assert "la correction de domain-identity" not in out


# -- F10: wording: invisible characters, the event's --ruleset, the exit codes ------------------


def test_a_zero_width_space_is_said_invisible_not_punctuation(cli, tmp_path):
    (tmp_path / "d.txt").write_text(
        "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n3 Gu\u200bst\n", encoding="utf-8"
    )
    fr = _plain(cli("--lang", "fr", "d.txt", cwd=tmp_path).stdout)
    assert "« Gu\\u200bst » lu comme Gust (sans tenir compte des caractères invisibles)" in fr
    en = _plain(cli("--lang", "en", "d.txt", cwd=tmp_path).stdout)
    assert "'Gu\\u200bst' read as Gust (invisible characters ignored)" in en
    (tmp_path / "p.txt").write_text(
        "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n3 Gu.st\n", encoding="utf-8"
    )
    fr = _plain(cli("--lang", "fr", "p.txt", cwd=tmp_path).stdout)
    assert "lu comme Gust (sans tenir compte de la ponctuation)" in fr


def test_event_header_says_the_ruleset_option_as_a_sentence(cli, tmp_path):
    (tmp_path / "k.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: S\nruleset: sealed\nplayers:\n  - {player: A, list: k.txt}\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "event", "e.yaml", "-r", "constructed", cwd=tmp_path)
    assert r.stderr == "", r.stderr
    assert "jeu de règles : celui de --ruleset, et non celui de l'événement (sealed)" in _plain(
        r.stdout
    )
    (tmp_path / "e.yaml").write_text(
        "name: S\nplayers:\n  - {player: A, list: k.txt}\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "event", "e.yaml", "-r", "constructed", cwd=tmp_path)
    assert "jeu de règles : celui de --ruleset" in _plain(r.stdout)
    r = cli("--lang", "en", "event", "e.yaml", "-r", "constructed", cwd=tmp_path)
    assert "ruleset from --ruleset" in _plain(r.stdout)


# -- F4: a ruleset's id in French prose is quoted as the id it is -------------------------------


def test_ruleset_id_quoted_in_french_prose(cli, tmp_path):
    (tmp_path / "d.txt").write_text(FRENCH_LIST, encoding="utf-8")
    r = cli("--lang", "fr", "--as-of", "2026-10-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    assert "est interdite dans le jeu de règles « constructed » depuis le 18 septembre 2026" in out
    # the header's label keeps the id bare, as the line naming the ruleset and its documents
    assert out.count("jeu de règles constructed") == 1
    assert out.startswith("riftcheck 0.1.0 · jeu de règles constructed (Règles de base")
    en = _plain(cli("--lang", "en", "--as-of", "2026-10-01", "d.txt", cwd=tmp_path).stdout)
    assert "is banned in constructed since 2026-09-18" in en


def test_event_summary_counts_every_team(cli, tmp_path):
    (tmp_path / "k.txt").write_text(SEALED_DECK, encoding="utf-8")
    (tmp_path / "tm.csv").write_text(
        "Joueur,Liste,Équipe\nA,k.txt,T1\nB,nope.txt,T1\nC,k.txt,T2\nD,,T2\n", encoding="utf-8"
    )
    args = ("event", "tm.csv", "-r", "constructed-2v2")
    fr = _plain(cli("--lang", "fr", *args, cwd=tmp_path).stdout)
    assert "2 équipes, 0 légale, 0 illégale, 2 illisibles ; vérification partielle" in fr
    en = _plain(cli("--lang", "en", *args, cwd=tmp_path).stdout)
    assert "2 teams, 0 of them legal, 0 of them illegal, 2 of them unreadable; partial" in en


def test_html_does_not_repeat_a_citation_the_message_gives(cli, tmp_path):
    (tmp_path / "s.txt").write_text("Main:\n3 Gust\n", encoding="utf-8")
    r = cli("--lang", "fr", "-r", "sealed", "s.txt", "-f", "html", "-o", "s.html", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    html = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert f"(RT{NB}602.4.a.5) <span" in html
    assert "602.4.a.5)</span>" not in html  # never again in the citations after it


def test_grouped_set_legality_fix_names_the_cards_it_removes(cli, tmp_path):
    (tmp_path / "d.txt").write_text(
        "Legend:\n1 Kennen, Heart of the Tempest\nChampion:\n1 Kennen, Storm of Shuriken\n"
        "MainDeck:\n2 Kennen, Storm of Shuriken\nSideboard:\n1 Lightning Rush\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "--as-of", "2026-02-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert (
        "retirez 2 exemplaires de Kennen, Storm of Shuriken du deck principal ; retirez "
        "1 exemplaire de Lightning Rush du side"
    ) in out
    assert "de ces cartes" not in out
