"""The French head judge's final review (atkU): agreement of the deck view's and the HTML
report's labels, the zone a fix names, the event's grouped bans, card names in convert."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NB, NNB = "\u00a0", "\u202f"


def _plain(text: str) -> str:
    """``text`` on one line, its no-break spaces and wrapping read as plain spaces."""
    return " ".join(text.replace(NB, " ").replace(NNB, " ").split())


# -- U12: the deck view's « Interdiction prévue » agrees with the bans it lists ---------------

TWO_BANS_AHEAD = (
    "Légende :\n1 Gâchette folle\nDeck principal :\n3 Partie truquée\n1 Ekko, Temporel\n"
)
ONE_BAN_AHEAD = "Légende :\n1 Gâchette folle\nDeck principal :\n3 Partie truquée\n"


@pytest.mark.parametrize(
    ("lang", "deck", "label", "not_label"),
    [
        ("fr", TWO_BANS_AHEAD, "Interdictions prévues", "Interdiction prévue "),
        ("fr", ONE_BAN_AHEAD, "Interdiction prévue", "Interdictions prévues"),
        ("en", TWO_BANS_AHEAD, "Bans ahead", "Ban ahead "),
        ("en", ONE_BAN_AHEAD, "Ban ahead", "Bans ahead"),
    ],
)
def test_deck_view_ban_ahead_label_agrees_with_its_bans(
    cli, tmp_path, lang, deck, label, not_label
):
    (tmp_path / "d.txt").write_text(deck, encoding="utf-8")
    r = cli("--lang", lang, "show", "--as-of", "2026-09-01", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr  # illegal: Jinx has no champion
    rows = [ln for ln in r.stdout.splitlines() if ln.strip().startswith(label.split()[0])]
    assert len(rows) == 1 and rows[0].strip().startswith(label + " "), r.stdout
    assert not_label not in r.stdout.replace(NB, " ")


# -- U5: an event's grouped bans say where they are written, not « since » a file -------------


@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [
        (
            "fr",
            "2 cartes sont interdites par cet événement (ban.yaml ligne 4) : "
            "ligne 19 : Gust ; ligne 20 : Rebuke",
            "depuis le",
        ),
        (
            "en",
            "2 cards are banned by this event (ban.yaml line 4): line 19: Gust; line 20: Rebuke",
            "since",
        ),
    ],
)
def test_event_bans_on_one_line_are_one_finding_saying_where(cli, tmp_path, lang, said, not_said):
    (tmp_path / "kennen.txt").write_text(
        (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "ban.yaml").write_text(
        "name: Ban\ndate: 2026-09-20\nruleset: constructed\nbans: [Gust, Rebuke]\n"
        "players:\n  - {player: Alice, list: kennen.txt}\n",
        encoding="utf-8",
    )
    r = cli("--lang", lang, "event", "ban.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    out = _plain(r.stdout)
    assert said in out, out
    finding = out.split(" banned ", 1)[1].split(" main-deck-size ", 1)[0]
    assert not_said not in finding, finding


# -- U4: a zone a « == Légende == » list does not write is never named by English words --------

FRENCH_SECTIONS = (
    "== Légende ==\n1 Kennen, Heart of the Tempest\n== Champion ==\n1 Kennen, Storm of Shuriken\n"
    "== Runes ==\n12 Rune d'ordre\n"
)
ENGLISH_SECTIONS = (
    "== Legend ==\n1 Kennen, Heart of the Tempest\n== Champion ==\n1 Kennen, Storm of Shuriken\n"
    "== Runes ==\n12 Order Rune\n"
)


@pytest.mark.parametrize(
    ("lang", "deck", "fix", "never"),
    [
        (
            "fr",
            FRENCH_SECTIONS,
            "correction : ajoutez 39 cartes dans le deck principal",
            "Main Deck",
        ),
        ("en", FRENCH_SECTIONS, "fix: add 39 cards under == Deck principal ==", "Main Deck"),
        ("en", ENGLISH_SECTIONS, "fix: add 39 cards under == Main Deck ==", "Deck principal"),
    ],
)
def test_missing_section_of_an_equals_list_in_the_lists_language(
    cli, tmp_path, lang, deck, fix, never
):
    (tmp_path / "d.txt").write_text(deck, encoding="utf-8")
    r = cli("--lang", lang, "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    out = _plain(r.stdout)
    assert fix in out, out
    assert never not in out, out


# -- U13: a card named with its printing is said in the report's language ---------------------

SEALED_FRENCH = "legend: Gâchette folle\nformat: sealed\nmain:\n  - 3 Brute techno-chimique\n"


@pytest.mark.parametrize("to", ["code", "tts"])
def test_convert_refusal_names_cards_in_french(cli, tmp_path, to):
    (tmp_path / "d.yaml").write_text(SEALED_FRENCH, encoding="utf-8")
    r = cli("--lang", "fr", "convert", "--to", to, "d.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, ""), r.stderr
    err = _plain(r.stderr)
    assert err.startswith("riftcheck : erreur : d.yaml : impossible de convertir en"), err
    assert "Jinx, Gâchette folle (OGN-251) : rien → 1 comme légende" in err, err
    assert "Brute techno-chimique (OGN-003) : rien → 3 dans le deck principal" in err, err
    assert "Loose Cannon" not in err and "Chemtech Enforcer" not in err, err


def test_convert_refusal_names_cards_in_english(cli, tmp_path):
    (tmp_path / "d.yaml").write_text(SEALED_FRENCH, encoding="utf-8")
    r = cli("--lang", "en", "convert", "--to", "code", "d.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, ""), r.stderr
    err = _plain(r.stderr)
    assert "Jinx, Loose Cannon (OGN-251): nothing would read back as 1 in legend" in err, err
    assert "Jinx, Loose Cannon: 1 in legend would read back as nothing" in err, err


def test_limited_printing_not_played_yet_names_the_card_in_french(cli, tmp_path):
    (tmp_path / "d.txt").write_text(
        "Legend:\n1 Teemo, Swift Scout\nChampion:\n1 Teemo, Strategist (SFD-230)\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "-r", "sealed", "--as-of", "2025-12-01", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    out = _plain(r.stdout)
    assert "limited-set-dates La carte Teemo, Stratège (SFD-230) vient du set Spiritforged" in out
    assert "Strategist" not in out.split("limited-set-dates", 1)[1].split("correction", 1)[0]


# -- U18: the Limited Signature warning names the champion tags it means ----------------------

TWO_TAGS = "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n1 Spinning Axe\n1 Tibbers\n"
ONE_TAG = "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n1 Spinning Axe\n"


@pytest.mark.parametrize(
    ("lang", "deck", "fix"),
    [
        (
            "fr",
            TWO_TAGS,
            "correction : demandez au juge principal, ou jouez une légende avec le tag de "
            "champion Draven ou Annie",
        ),
        (
            "fr",
            ONE_TAG,
            "correction : demandez au juge principal, ou jouez une légende avec le tag de "
            "champion Draven",
        ),
        (
            "en",
            TWO_TAGS,
            "fix: ask the head judge, or play a legend with the champion tag Draven or Annie",
        ),
    ],
)
def test_limited_signature_gap_fix_names_the_tags(cli, tmp_path, lang, deck, fix):
    (tmp_path / "d.txt").write_text(deck, encoding="utf-8")
    r = cli("--lang", lang, "-r", "sealed", "--as-of", "2026-10-01", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    out = _plain(r.stdout)
    assert fix in out, out
    assert "ce tag" not in out and "this champion tag" not in out, out


# -- U20: convert --to text keeps a French list's language in its headers ----------------------

FRENCH_HEADERS_OUT = ("Légende :", "Champion :", "Deck principal :", "Runes :", "Side :")
ENGLISH_HEADERS_OUT = ("Legend:", "Champion:", "MainDeck:", "Runes:", "Sideboard:")


@pytest.mark.parametrize(
    ("name", "deck", "headers"),
    [
        (
            "d.txt",
            "== Légende ==\n1 Gâchette folle\n== Champion élu ==\n1 Jinx, Rebelle\n"
            "== Deck principal ==\n3 Rayon Hextech\n== Runes ==\n12 Rune de fureur\n"
            "== Side ==\n1 Partie truquée\n",
            FRENCH_HEADERS_OUT,
        ),
        (
            "d.yaml",
            "legend: Gâchette folle\nchampion: Jinx, Rebelle\nmain:\n  - 3 Rayon Hextech\n"
            "runes:\n  - 12 Rune de fureur\nsideboard:\n  - 1 Partie truquée\n",
            FRENCH_HEADERS_OUT,
        ),
        (
            "d.yaml",
            "legend: Jinx, Loose Cannon\nchampion: Jinx, Rebel\nmain:\n  - 3 Hextech Ray\n"
            "runes:\n  - 12 Fury Rune\nsideboard:\n  - 1 Stacked Deck\n",
            ENGLISH_HEADERS_OUT,
        ),
    ],
)
def test_convert_to_text_headers_follow_the_lists_language(cli, tmp_path, name, deck, headers):
    (tmp_path / name).write_text(deck, encoding="utf-8")
    r = cli("--lang", "fr", "convert", "--to", "text", name, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    written = [ln for ln in r.stdout.splitlines() if ln and not ln[0].isdigit()]
    assert written == list(headers), r.stdout


# -- U21: --fix adds a « == Zone == » list's missing section as one more such section ----------


@pytest.mark.parametrize(
    ("lang", "deck", "added", "note"),
    [
        (
            "fr",
            "== Légende ==\n1 Gâchette folle\n== Deck principal ==\n1 Jinx, Rebelle\n"
            "3 Rayon Hextech\n1 Bandle Tree\n1 Rune de fureur\n",
            ("== Champs de bataille ==", "== Runes =="),
            "vers les champs de bataille (== Champs de bataille ==)",
        ),
        (
            "en",
            "== Legend ==\n1 Jinx, Loose Cannon\n== Main Deck ==\n1 Jinx, Rebel\n"
            "3 Hextech Ray\n1 Bandle Tree\n1 Fury Rune\n",
            ("== Battlefield ==", "== Runes =="),
            "from == Main Deck == to == Battlefield ==",
        ),
    ],
)
def test_fix_adds_equals_sections_in_the_lists_language(cli, tmp_path, lang, deck, added, note):
    (tmp_path / "d.txt").write_text(deck, encoding="utf-8")
    r = cli("--lang", lang, "--fix", "d.txt", cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    assert note in _plain(r.stderr), r.stderr
    lines = (tmp_path / "d.txt").read_text(encoding="utf-8").splitlines()
    headers = [ln for ln in lines if ln and not ln[0].isdigit()]
    assert headers == [*lines[:1], lines[2], *added], lines
    assert not any(ln.endswith(":") for ln in lines), lines
    again = cli("--lang", lang, "d.txt", cwd=tmp_path)  # the sections read back as their zones
    assert "zone-card-type" not in again.stdout, again.stdout


# -- U7: a « Champion: » header among « == » sections: the zone is named once -----------------

MIXED_HEADERS = (
    "== Légende ==\n1 Kennen, Heart of the Tempest\n**Champion**\n1 Kennen, Storm of Shuriken\n"
    "3 Mystic Poro\n"
)


@pytest.mark.parametrize(
    ("lang", "fix"),
    [
        (
            "fr",
            "correction : remplacez 3 exemplaires de Mystic Poro dans la zone de champion par "
            "1 exemplaire de Kennen, Keeper of Balance",
        ),
        ("en", "fix: replace 3 Mystic Poro under Champion: with 1 Kennen, Keeper of Balance"),
    ],
)
def test_colon_zone_in_an_equals_list_is_named_once(cli, tmp_path, lang, fix):
    (tmp_path / "d.txt").write_text(MIXED_HEADERS, encoding="utf-8")
    r = cli("--lang", lang, "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    out = _plain(r.stdout)
    assert fix in out, out
    assert "(la zone de champion)" not in out, out


# -- U8: a Draft pool too large is « un pool de Draft », not the ruleset's id -------------------


def test_oversized_draft_pool_names_the_format_in_french(cli, tmp_path):
    (tmp_path / "pool.txt").write_text("40 Gust\n2 Rebuke\n", encoding="utf-8")
    (tmp_path / "d.txt").write_text("MainDeck:\n1 Gust\n", encoding="utf-8")
    r = cli("--lang", "fr", "-r", "draft", "--pool", "pool.txt", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    out = _plain(r.stdout)
    assert "Le pool pool.txt contient 42 cartes" in out, out
    assert "un pool de Draft en contient au plus 39 (RT 602.4.b)" in out, out


# -- U1: explain's example comment names the champion tag as French cards print it ------------


def test_explain_signature_tag_example_says_the_french_tag(cli):
    r = cli("--lang", "fr", "explain", "signature-tag")
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    assert "# sort Signature de Maître Yi" in r.stdout, r.stdout
    assert "Signature de Master Yi" not in r.stdout, r.stdout


# -- U16: a region that changes nothing is a note; a shipped ruleset is named as one -----------


def test_region_of_no_effect_is_a_note_not_a_change(cli, tmp_path):
    (tmp_path / "d.txt").write_text(SEALED_TEXT, encoding="utf-8")
    fr = cli("--lang", "fr", "-r", "sealed", "--region", "cn", "d.txt", cwd=tmp_path)
    en = cli("--lang", "en", "-r", "sealed", "--region", "cn", "d.txt", cwd=tmp_path)
    assert (fr.returncode, fr.stderr, en.returncode, en.stderr) == (1, "", 1, "")
    said = _plain(fr.stdout)
    assert "Note : la région cn (Chine continentale) n'a aucun effet" in said, said
    assert "(un deck Limité contient les cartes fournies" in said, said
    assert "Modifié" not in said, said
    assert "Note: region cn (China (mainland)) has no effect" in _plain(en.stdout), en.stdout
    assert "Changed:" not in en.stdout, en.stdout


SEALED_TEXT = "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n3 Gust\n"


def test_local_ruleset_names_the_shipped_ruleset_it_is_compared_with(cli, tmp_path):
    (tmp_path / "d.txt").write_text(SEALED_TEXT, encoding="utf-8")
    (tmp_path / "lig.ruleset.yaml").write_text(
        "name: ligue\nextends: constructed\nrules:\n  copy-limit: {limit: 2}\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "-r", "lig.ruleset.yaml", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    assert "comparé au jeu de règles « constructed » fourni, il change" in _plain(r.stdout)


# -- U19: a team of an unreadable deck is « non vérifiée »; two illegal decks joined by « et » ---


def test_team_with_an_unreadable_deck_is_not_checked_in_french(cli, tmp_path):
    (tmp_path / "bad.yaml").write_text("legend: [\n", encoding="utf-8")
    (tmp_path / "k.txt").write_text(
        (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    r = cli("--lang", "fr", "-r", "constructed-2v2", "--team", "bad.yaml", "k.txt", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert "Équipe : NON VÉRIFIÉE (bad.yaml, k.txt)" in out, out
    assert out.endswith("; équipe non vérifiée (vérification partielle)"), out
    assert "Équipe : ILLISIBLE" not in out and "équipe illisible" not in out, out


def test_two_illegal_decks_of_a_team_are_joined_by_et(cli, tmp_path):
    for name in ("a.txt", "b.txt"):
        (tmp_path / name).write_text("MainDeck:\n3 Gust\n", encoding="utf-8")
    r = cli("--lang", "fr", "-r", "constructed-2v2", "--team", "a.txt", "b.txt", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert "le deck a.txt est illégal (" in out and "erreurs) et le deck b.txt est illégal" in out


def test_event_config_keys_not_used_are_named_as_keys(cli, tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("ruleset: sealed\nstrict: true\n", encoding="utf-8")
    (tmp_path / "k.yaml").write_text(
        (ROOT / "examples" / "kennen.deck.yaml")
        .read_text(encoding="utf-8")
        .replace("format: ", "format: sealed\n# was: ", 1),
        encoding="utf-8",
    )
    (tmp_path / "e.yaml").write_text(
        "name: E\ndate: 2026-09-20\nruleset: constructed\nplayers:\n"
        "  - {player: Alice, list: k.yaml}\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "event", "e.yaml", cwd=tmp_path)
    out = _plain(r.stdout + r.stderr)
    assert "fixe les clés ruleset, strict" in out, out
    assert "elles ne sont donc pas utilisées (seules les clés" in out, out
    assert "la liste indique le format « sealed »" in out, out


# -- U11: an unknown name in a French list is told the French names may be missing -------------


@pytest.mark.parametrize(
    ("deck", "hinted"),
    [
        ("Légende :\n1 Gâchette folle\nDeck principal :\n3 Bourrasque\n", True),
        ("Legend:\n1 Jinx, Loose Cannon\nMainDeck:\n3 Gustt\n", False),
    ],
)
def test_unknown_name_in_a_french_list_hints_at_the_french_names(cli, tmp_path, deck, hinted):
    (tmp_path / "d.txt").write_text(deck, encoding="utf-8")
    r = cli("--lang", "fr", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    out = _plain(r.stdout)
    said = "lancez « riftcheck cards update --locales fr_FR »"
    assert (said in out) is hinted, out
    assert ("ne connaît le nom français que de" in out) is hinted, out


# -- U10: event --help shows no click-spelled default for --strict ------------------------------


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_event_help_has_no_strict_default(cli, lang):
    r = cli("--lang", lang, "event", "--help", env={"COLUMNS": "100"})
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    flat = _plain(r.stdout)
    assert "--strict / --no-strict" in flat, flat
    assert "no-strict]" not in flat, flat


def test_explain_unknown_card_names_the_limited_format_capitalised(cli):
    r = cli("--lang", "fr", "explain", "unknown-card")
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    flat = _plain(r.stdout)
    assert "(événements de Limité)" in flat, flat
    assert "limités" not in flat, flat


# -- U2: a look-alike header is told the header as written, its accents not named -------------


def test_lookalike_header_is_told_its_own_spelling(cli, tmp_path):
    (tmp_path / "k.txt").write_text(
        (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "r.csv").write_text("Joueur,Liste,J\u043eué\nAnn,k.txt,\n", encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: E\ndate: 2026-09-20\nruleset: constructed\nroster: r.csv\n", encoding="utf-8"
    )
    r = cli("--lang", "fr", "event", "e.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, ""), (r.returncode, r.stdout, r.stderr)
    err = _plain(r.stderr)
    assert "ressemble seulement à Joué : elle contient U+043E" in err, err
    assert "U+00E9" not in err, err
    assert "écrivez l'en-tête Joué (ou un autre nom" in err, err


# -- U6: a French list's « Champ de bataille vierge » is a blank battlefield in Limited --------


@pytest.mark.parametrize("blank", ["Champ de bataille vierge", "champs de bataille vierges"])
def test_french_blank_battlefield_is_accepted_in_sealed(cli, tmp_path, blank):
    (tmp_path / "d.txt").write_text(
        f"Légende :\n1 Gâchette folle\nChamps de bataille :\n1 {blank}\n1 Blank Battlefield\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "-r", "sealed", "--as-of", "2026-10-01", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    assert "unknown-card" not in r.stdout, r.stdout
    c = cli("--lang", "fr", "-r", "constructed", "--as-of", "2026-10-01", "d.txt", cwd=tmp_path)
    assert "unknown-card" in c.stdout, c.stdout  # Constructed has no blank battlefields


# -- U9: a team fix names a pasted list by its player, not by the event file -------------------


def test_team_fix_names_a_pasted_list_by_its_player(cli, tmp_path):
    deck = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    (tmp_path / "b.txt").write_text(deck, encoding="utf-8")
    pasted = "".join(f"        {ln}\n" for ln in deck.splitlines())
    (tmp_path / "e.yaml").write_text(
        "name: E\ndate: 2026-09-20\nruleset: constructed-2v2\nplayers:\n"
        "  - player: Chloe Martin\n    team: T\n    list: |\n" + pasted + "  - player: Dev Patel\n"
        "    team: T\n    list: b.txt\n",
        encoding="utf-8",
    )
    fr = _plain(cli("--lang", "fr", "event", "e.yaml", cwd=tmp_path).stdout)
    assert "de la liste de Chloe Martin, soit dans la zone de légende de b.txt" in fr, fr
    assert "légende de e.yaml" not in fr, fr
    en = _plain(cli("--lang", "en", "event", "e.yaml", cwd=tmp_path).stdout)
    assert "either under Legend: in Chloe Martin's list or under Legend: in b.txt" in en, en


# -- U15: a pool cell is told what a pool may be; a pool column is to be filled, not added -----


def test_pool_cells_are_told_in_a_pools_words(cli, tmp_path):
    ev = tmp_path / "ev"
    ev.mkdir()
    (tmp_path / "pool.txt").write_text("3 Gust\n", encoding="utf-8")
    deck = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    (ev / "k.txt").write_text(deck, encoding="utf-8")
    (ev / "r.csv").write_text("Joueur,Liste,Pool\nAnn,k.txt,../pool.txt\nBen,k.txt,\n", "utf-8")
    (ev / "e.yaml").write_text(
        "name: E\ndate: 2026-09-27\nruleset: sealed\nroster: r.csv\n", encoding="utf-8"
    )
    out = _plain(cli("--lang", "fr", "event", "e.yaml", cwd=ev).stdout)
    assert (
        "sort du dossier de l'événement ; un fichier de pool à l'intérieur ou le pool collé" in out
    )
    assert "un code de deck" not in out, out
    assert "remplissez la colonne pool de la liste d'inscription pour chaque joueur" in out, out
    assert "ajoutez une colonne pool" not in out, out


# -- U17: a missing column is told headers as people write them, each one read as it ----------


def test_spelled_headers_each_read_as_their_column():
    from riftcheck.events.values import SPELLED, column_field

    for field, headers in SPELLED.items():
        for h in headers:
            assert column_field(h) == field, (h, field)


def test_missing_list_column_names_written_headers(cli, tmp_path):
    (tmp_path / "h.csv").write_text("Joueur,Équipe\nA,T\n", encoding="utf-8")
    r = cli("--lang", "fr", "event", "h.csv", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, ""), r.stderr
    err = _plain(r.stderr)
    assert "pas de colonne de liste : un en-tête comme List, Decklist, Deck, Liste, " in err, err
    assert "listededeck" not in err and "codepiltover" not in err, err


# -- U14: names or teams differing only by accents are look-alikes ------------------------------


def test_names_and_teams_differing_by_accents_are_flagged(cli, tmp_path):
    deck = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    (tmp_path / "k.txt").write_text(deck, encoding="utf-8")
    (tmp_path / "r.csv").write_text(
        "Joueur,Liste,Équipe\nÉlodie Martin,k.txt,Les Tempêtes\nBob,k.txt,Les Tempêtes\n"
        "Elodie Martin,k.txt,Les Tempetes\nDan,k.txt,Les Tempetes\n",
        encoding="utf-8",
    )
    (tmp_path / "e.yaml").write_text(
        "name: E\ndate: 2026-09-20\nruleset: constructed-2v2\nroster: r.csv\n", encoding="utf-8"
    )
    out = _plain(cli("--lang", "fr", "event", "e.yaml", cwd=tmp_path).stdout)
    assert "roster-lookalike-players le nom « Élodie Martin » ressemble au nom d'Elodie" in out, out
    assert "(lettres semblables d'une autre écriture, accents, ou invisibles)" in out, out
    assert "roster-lookalike-teams le nom d'équipe « Les Tempêtes » ressemble" in out, out
