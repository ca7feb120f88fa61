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
    fr = cli(
        "--lang", "fr", "check", "-q", "--as-of", "2026-11-01", "t.txt", cwd=tmp_path, env=WIDE
    )
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


# -- 2: a champion tag as the French cards print it ----------------------------------------------

YI = "Légende :\n1 Maître Yi, Fine lame Wuju\nDeck principal :\n3 Yasuo, Repenti\n"


def test_2_the_champion_tag_is_said_as_the_french_legend_names_the_champion(cli, tmp_path):
    (tmp_path / "yi.txt").write_text(YI, encoding="utf-8")
    args = ("check", "-q", "--as-of", "2026-11-01", "--select", "chosen-champion", "yi.txt")
    fr = cli("--lang", "fr", *args, cwd=tmp_path, env=WIDE)
    assert (fr.returncode, fr.stderr) == (1, "")
    assert (
        "correction : choisissez une unité Champion Maître Yi, par exemple Master Yi, Meditative, "
        "Master Yi, Honed ou Master Yi, Unstoppable"
    ) in _said(fr.stdout)
    en = cli(*args, cwd=tmp_path, env=WIDE)
    assert (en.returncode, en.stderr) == (1, "")
    assert "fix: choose a Master Yi Champion unit, e.g. Master Yi, Meditative" in _said(en.stdout)
    r = cli("--lang", "fr", "cards", "show", "Master Yi, Meditative")
    assert (r.returncode, r.stderr) == (0, "")
    assert "tag de champion : Maître Yi" in _said(r.stdout)


def test_2_only_a_tag_is_renamed_never_a_name_the_player_wrote():
    from riftcheck.cards.db import CardDB
    from riftcheck.i18n import Msg, translator_of

    tr = translator_of("fr", CardDB.load())
    assert tr.tags == {"Master Yi": "Maître Yi"}
    assert (
        tr.message(Msg("the champion tag {tag}", tag="Master Yi")) == "le tag de champion Maître Yi"
    )
    said = tr.message(Msg("Unknown card '{ref}'", ref="Master Yi"))
    assert said.startswith("Carte inconnue") and "Master Yi" in said and "Maître" not in said
    # a card whose name starts with the tag keeps its (English) name
    assert tr.card_names("legend: Master Yi, Wuju Master") == "legend: Master Yi, Wuju Master"


# -- 4: what a rule needs, in words ---------------------------------------------------------------


def test_4_explain_says_what_a_team_rule_needs_in_french(cli):
    for rule in ("team-legend", "team-battlefields"):
        fr = cli("--lang", "fr", "explain", rule, env=WIDE)
        assert (fr.returncode, fr.stderr) == (0, "")
        assert (
            f"Portée{NB}: équipe{NNB}; requiert{NB}: une équipe (--team ou un fichier d'équipe)\n"
        ) in fr.stdout
        assert "requiert\u00a0: team" not in fr.stdout
        en = cli("explain", rule, env=WIDE)
        assert (en.returncode, en.stderr) == (0, "")
        assert "Scope: team; needs: team\n" in en.stdout


# -- 9: a header read from a bare word names its zone, never stacks two articles ---------------

MARKDOWN = (
    KENNEN.read_text(encoding="utf-8")
    .replace("Legend:\n", "**Légende**\n")
    .replace("Champion:\n", "## Champion\n")
    .replace("Runes:\n", "Runes\n")
    .replace("Sideboard:\n", "**Sideboard**\n")
)


def test_9_a_bare_header_note_names_the_zone_and_quotes_the_header(cli, tmp_path):
    (tmp_path / "md.txt").write_text(MARKDOWN, encoding="utf-8")
    fr = cli("--lang", "fr", "check", "--as-of", "2026-11-01", "md.txt", cwd=tmp_path, env=WIDE)
    assert (fr.returncode, fr.stderr) == (0, "")
    q = lambda t: f"«{NB}{t}{NB}»"  # noqa: E731
    for line, written, zone, header in (
        (3, "**Légende**", "de la zone de légende", "Légende"),
        (6, "## Champion", "de la zone de champion", "Champion"),
        (30, "Runes", "du deck de runes", "Runes"),
        (34, "**Sideboard**", "du side", "Sideboard"),
    ):
        said = f"ligne {line}{NB}: {q(written)} lu comme l'en-tête {zone} ({q(header + NB + ':')})"
        assert said in fr.stdout, said
    assert "l'en-tête la" not in fr.stdout and "l'en-tête le" not in fr.stdout
    en = cli("check", "--as-of", "2026-11-01", "md.txt", cwd=tmp_path, env=WIDE)
    assert (en.returncode, en.stderr) == (0, "")
    assert "line 6: '## Champion' read as the header of the champion slot (Champion:)" in en.stdout
    assert "line 30: 'Runes' read as the header of the rune deck (Runes:)" in en.stdout


def test_9_a_header_after_a_flat_list_is_quoted_not_said_as_its_zone(cli):
    flat = ROOT / "tests" / "cases" / "_reading" / "flat-sideboard-then-runes.deck.txt"
    fr = cli("--lang", "fr", "check", "--as-of", "2026-09-20", str(flat), env=WIDE)
    assert (fr.returncode, fr.stderr) == (0, "")
    assert (
        f"ligne 24{NB}: l'en-tête «{NB}Runes:{NB}» après une liste sans en-têtes et "
        f"«{NB}Sideboard:{NB}» (ligne 20){NB}: les cartes au-dessus de «{NB}Sideboard:{NB}»"
    ) in fr.stdout


# -- 10: the unresolved-entries note agrees with its subject -------------------------------------


def test_10_the_unresolved_note_agrees_whatever_rule_counts(cli, tmp_path):
    text = KENNEN.read_text(encoding="utf-8").replace("3 Gust\n", "1 Gust\n1 Gusst\n1 Nope Card\n")
    (tmp_path / "u.txt").write_text(text, encoding="utf-8")
    base = ("check", "-v", "--as-of", "2026-11-01", "u.txt")
    draft = cli("--lang", "fr", *base[:1], "-r", "draft", *base[1:], cwd=tmp_path, env=WIDE)
    assert (draft.returncode, draft.stderr) == (1, "")
    assert (
        "2 lignes non résolues (2 cartes) n'ont pas été comptées par les autres règles ; "
        "corrigez les cartes inconnues"
    ) in _said(draft.stdout)
    assert "n'a pas compté" not in draft.stdout
    built = cli("--lang", "fr", *base, cwd=tmp_path, env=WIDE)
    assert (built.returncode, built.stderr) == (1, "")
    assert (
        "2 lignes non résolues (2 cartes) n'ont pas été comptées par le décompte des exemplaires"
    ) in _said(built.stdout)
    en = cli(*base[:1], "-r", "draft", *base[1:], cwd=tmp_path, env=WIDE)
    assert "the other rules did not count 2 unresolved entries (2 cards)" in _said(en.stdout)


# -- 11: the Limited format named in French in the identity note ---------------------------------


def test_11_the_identity_note_names_sealed_in_french(cli, tmp_path):
    text = KENNEN.read_text(encoding="utf-8").replace(
        "2 Vanguard Helm\n", "2 Vanguard Helm\n1 Charm\n1 Pouty Poro\n1 Blazing Scorcher\n"
    )
    (tmp_path / "s.txt").write_text(text, encoding="utf-8")
    args = ("check", "-v", "-r", "sealed", "--as-of", "2026-11-01", "s.txt")
    fr = cli("--lang", "fr", *args, cwd=tmp_path, env=WIDE)
    assert fr.returncode == 1 and fr.stderr == ""
    said = _said(fr.stdout)
    assert "et un deck Scellé peut en utiliser 3 au plus" in said
    assert "Sealed" not in said
    en = cli(*args, cwd=tmp_path, env=WIDE)
    assert "and a Sealed deck may use at most 3" in _said(en.stdout)


# -- 13: the event header's ruleset and date origins agree with « jeu de règles » ----------------


def test_13_the_event_header_says_whose_ruleset_and_date_in_french(cli):
    d = ROOT / "examples"
    args = ("event", "-r", "sealed-2v2", "--as-of", "2026-09-01", "events/nexus-night.yaml")
    fr = cli("--lang", "fr", *args, cwd=d, env=WIDE)
    said = _said(fr.stdout)
    assert (
        "jugé à la date du 1er septembre 2026 (--as-of, et non la date de l'événement, le "
        "20 septembre 2026) · jeu de règles : celui de --ruleset, et non celui de l'événement "
        "(constructed)"
    ) in said, said
    assert "celles" not in said
    csv = cli(
        "--lang", "fr", "event", "-r", "constructed", "events/nexus-night.csv", cwd=d, env=WIDE
    )
    assert "· jeu de règles : celui de --ruleset\n" in csv.stdout.replace(NB, " ")
    en = cli(*args, cwd=d, env=WIDE)
    assert "ruleset from --ruleset, not the event's constructed" in _said(en.stdout)
    assert en.returncode == fr.returncode


# -- 12: one additional legend named in French in the deck view ----------------------------------


def test_12_show_names_a_single_additional_legend_in_french(cli, tmp_path):
    text = KENNEN.read_text(encoding="utf-8") + "\nLégendes supplémentaires :\n1 Gâchette folle\n"
    (tmp_path / "n.txt").write_text(text, encoding="utf-8")
    fr = cli("--lang", "fr", "show", "--as-of", "2026-11-01", "n.txt", cwd=tmp_path, env=WIDE)
    assert fr.stderr == ""
    assert "  Légende supplémentaire  Jinx, Gâchette folle\n" in fr.stdout.replace(NB, " ")
    assert "Loose Cannon" not in fr.stdout
    en = cli("show", "--as-of", "2026-11-01", "n.txt", cwd=tmp_path, env=WIDE)
    assert "  Additional legend  Jinx, Loose Cannon\n" in en.stdout
    assert en.returncode == fr.returncode


# -- 3: --fix says the name it wrote, not its translation ----------------------------------------


def test_3_the_fix_note_names_what_the_file_now_says(cli, tmp_path):
    text = KENNEN.read_text(encoding="utf-8").replace("3 Hidden Blade\n", "3 Hidden blade\n")
    deck = tmp_path / "f.txt"
    deck.write_text(text, encoding="utf-8")
    fr = cli("--lang", "fr", "check", "-q", "--fix", "--as-of", "2026-11-01", "f.txt", cwd=tmp_path)
    assert fr.returncode == 0
    assert (
        f"riftcheck{NB}: --fix{NB}: f.txt{NB}: ligne 21{NB}: «{NB}Hidden blade{NB}» réécrit en "
        f"«{NB}Hidden Blade{NB}»\n"
    ) in fr.stderr
    assert "3 Hidden Blade\n" in deck.read_text(encoding="utf-8")
    assert "Lame dissimulée" not in fr.stderr


# -- 7: the deck view labels its banned cards once, a ban ahead in the future --------------------


def test_7_show_labels_the_banned_cards_once_and_a_ban_ahead_in_the_future(cli, tmp_path):
    text = KENNEN.read_text(encoding="utf-8").replace(
        "3 Gust\n", "1 Gust\n1 Fight or Flight\n1 Stacked Deck\n"
    )
    text = text.replace("1 Seat of Power\n", "1 Reaver's Row\n")
    (tmp_path / "b.txt").write_text(text, encoding="utf-8")
    fr = cli("--lang", "fr", "show", "--as-of", "2026-09-01", "b.txt", cwd=tmp_path, env=WIDE)
    out = fr.stdout.replace(NB, " ")
    assert out.count("Cartes interdites") == 1, out
    assert "  Cartes interdites    Combattre ou fuir (1) depuis le 31 mars 2026" in out
    assert "\n                       Allée des pillards (1) depuis le 31 mars 2026" in out
    assert "la carte Partie truquée (1) sera interdite à partir du 18 septembre 2026" in out
    en = cli("show", "--as-of", "2026-09-01", "b.txt", cwd=tmp_path, env=WIDE)
    assert en.stdout.count("Banned") == 1
    assert "  Ban ahead  Stacked Deck (1) is banned from 2026-09-18" in en.stdout


# -- 8: wording a French reader signs ------------------------------------------------------------


def test_8_the_signature_row_names_what_it_counts(cli, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    fr = cli("--lang", "fr", "show", "--as-of", "2026-11-01", "k.txt", cwd=tmp_path, env=WIDE)
    assert "  Signature        0 carte Signature dans le deck principal\n" in fr.stdout.replace(
        NB, " "
    )
    en = cli("show", "--as-of", "2026-11-01", "k.txt", cwd=tmp_path, env=WIDE)
    assert "  Signature  0 in the main deck\n" in en.stdout


def test_8_messages_say_who_does_what_and_when():
    from riftcheck.i18n import Msg, Plural, Translator

    tr = Translator("fr")
    neeko = Msg(
        "Neeko, Blending In is in the deck: it must name exactly {n} additional legends, not {named}",
        n=3,
        named=1,
    )
    assert "le deck doit nommer exactement 3 légendes" in tr.message(neeko)
    then = Msg(
        "{fix}, once the other fixes have taken {cards} out of it",
        fix="ajoutez 1 carte",
        cards=Plural(4, "{n} card", "{n} cards", n=4),
    )
    assert tr.message(then).endswith(
        "une fois que les autres corrections en auront retiré 4 cartes"
    )
    said = tr.message(Msg("humanname: expected the deck's name as text"))
    assert said == f"humanname{NB}: le nom du deck est attendu sous forme de texte"


def test_8_a_row_named_by_its_id_alone_is_the_player_of_that_id(cli, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "r.csv").write_text("id,player,list\n1,Ann,k.txt\n7,,k.txt\n", encoding="utf-8")
    args = ("event", "--as-of", "2026-11-01", "r.csv")
    fr = cli("--lang", "fr", *args, cwd=tmp_path, env=WIDE)
    said = _said(fr.stdout)
    assert "que la liste du joueur 7 (ligne 3)" in said, said
    assert "de 7 (ligne 3)" not in said
    en = cli(*args, cwd=tmp_path, env=WIDE)
    assert "as the list of player 7 (row 3)" in _said(en.stdout)


def test_8_an_unreadable_pool_given_is_to_be_corrected_not_given(cli, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "p.yaml").write_text("legend: [\n", encoding="utf-8")
    args = ("check", "-q", "-r", "sealed", "--as-of", "2026-11-01", "--pool", "p.yaml", "k.txt")
    fr = cli("--lang", "fr", *args, cwd=tmp_path, env=WIDE)
    assert (fr.returncode, fr.stderr) == (1, "")
    assert (
        "correction : corrigez le fichier du pool, la liste des cartes ouvertes, ou donnez le bon "
        "avec --pool POOL"
    ) in _said(fr.stdout)
    assert "donnez le fichier du pool" not in _said(fr.stdout)


def test_8_a_shared_pool_fix_takes_the_copies_from_one_deck_or_the_other():
    from riftcheck.i18n import Msg, Plural, Translator
    from riftcheck.models import listed

    places = [Msg("{zone} in {file} ({n})", zone="main", file=f, n=1) for f in ("a.txt", "b.txt")]
    fix = Plural(
        1,
        "remove {n} {card} in all from {places} (which deck's copies go is the team's choice)",
        "remove {n} {card} in all from {places} (which deck's copies go is the team's choice)",
        card="Gust",
        places=listed(places, "or"),
    )
    assert str(fix).startswith("remove 1 Gust in all from main in a.txt (1) or main in b.txt (1)")
    said = Translator("fr").message(fix)
    assert "du deck principal dans a.txt (1) ou du deck principal dans b.txt (1)" in said, said


# -- 14: more wording and typography -------------------------------------------------------------


def test_14_an_event_file_s_shared_pool_asks_about_its_pool_key(cli, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "p.txt").write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "ruleset: sealed\ndate: 2026-11-01\nplayers:\n"
        "  - {player: A, list: k.txt, pool: p.txt}\n  - {player: B, list: k.txt, pool: p.txt}\n",
        encoding="utf-8",
    )
    fr = cli("--lang", "fr", "event", "e.yaml", cwd=tmp_path, env=WIDE)
    said = _said(fr.stdout)
    assert "la clé « pool » a-t-elle été copiée d'un autre joueur ?" in said, said
    assert "cellule" not in said
    en = cli("event", "e.yaml", cwd=tmp_path, env=WIDE)
    assert "is the pool: key copied from another player?" in _said(en.stdout)
    (tmp_path / "r.csv").write_text("player,list,pool\nA,k.txt,p.txt\nB,k.txt,p.txt\n")
    csv = cli("--lang", "fr", "event", "-r", "sealed", "r.csv", cwd=tmp_path, env=WIDE)
    assert "la cellule du pool a-t-elle été copiée d'une autre ligne ?" in _said(csv.stdout)


def test_14_fix_and_reading_messages_say_what_was_not_done():
    from riftcheck.i18n import Msg, Translator

    tr = Translator("fr")
    left = Msg("left out of the fixes written: {change}, as with it {why}", change="x", why="y")
    assert tr.message(left) == f"correction non appliquée{NB}: x, car avec elle y"
    count = Msg(
        '{where}: count {shown} is not valid: expected a whole number from 1 to {most} (the site writes "3")',
        where="boards[1]",
        shown='"6x"',
        most=999,
    )
    assert tr.message(count).endswith(
        f"un nombre entier de 1 à 999 est attendu (le site écrit «{NB}3{NB}»)"
    )


def test_14_a_card_above_the_headers_is_told_the_french_headers(cli, tmp_path):
    (tmp_path / "m.txt").write_text("1 Gust\nLégende :\n1 Kennen, Heart of the Tempest\n")
    fr = cli("--lang", "fr", "check", "m.txt", cwd=tmp_path, env=WIDE)
    assert fr.returncode == 1
    said = _said(fr.stdout + fr.stderr)
    assert "un en-tête comme « Légende : » ou « Deck principal : » est attendu au-dessus" in said
    assert "Legend:" not in said


def test_9_convert_does_not_count_a_heading_read_as_a_header_as_a_comment(cli, tmp_path):
    (tmp_path / "md.txt").write_text("# my list\n" + MARKDOWN, encoding="utf-8")
    r = cli("convert", "--to", "yaml", "md.txt", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    first = r.stderr.splitlines()[0]
    assert first == (
        "riftcheck: warning: the comments of lines 1 and 2 were left out: a converted deck keeps "
        "no comments"
    )
    assert "'## Champion' read as the header of the champion slot" in r.stderr
    assert "champion:" in r.stdout


# -- 5: convert --to text keeps a French list's headers ------------------------------------------


def test_5_a_french_list_converted_to_text_keeps_its_french_headers(cli):
    french = ROOT / "tests" / "cases" / "_french" / "piltover-fr.deck.txt"
    r = cli("convert", "--to", "text", str(french))
    assert r.returncode == 0, r.stderr
    headers = [line for line in r.stdout.splitlines() if line.endswith(":")]
    assert "Deck principal :" in headers and "Champs de bataille :" in headers, headers
    assert "MainDeck:" not in headers
    back = cli("convert", "--to", "text", "-", stdin=r.stdout)
    assert (back.returncode, back.stdout) == (0, r.stdout)
    english = cli("convert", "--to", "text", str(KENNEN))
    assert "MainDeck:" in english.stdout.splitlines()


def test_14_a_wrapped_note_keeps_the_doubled_space_it_is_about(cli, tmp_path):
    text = KENNEN.read_text(encoding="utf-8").replace("3 Mystic Poro\n", "3 Mystic  Poro\n")
    (tmp_path / "d.txt").write_text(text, encoding="utf-8")
    fr = cli("--lang", "fr", "check", "-v", "--as-of", "2026-11-01", "d.txt", cwd=tmp_path)
    assert fr.returncode == 0
    assert f"«{NB}Mystic  Poro{NB}» lu comme Mystic Poro (espaces" in fr.stdout


def test_14_the_wrapper_keeps_a_quoted_name_as_written_and_still_wraps():
    from riftcheck.reporters._util import wrap

    lines = wrap("note: the name 'Mystic  Poro' was read as Mystic Poro here", 30)
    assert "'Mystic  Poro'" in " ".join(lines) and all(len(x) <= 30 for x in lines)
    # other runs of spaces are kept as written too, a line's width still kept (a roster cell is
    # never collapsed, evtR 8)
    lines = wrap("a  b " * 10, 12)
    assert lines[0] == "a  b a  b a" and all(len(x) <= 12 for x in lines)


# -- 6: a legend's French title is given its champion in a convert refusal, as elsewhere -----------


def test_6_convert_names_a_french_legend_title_with_its_champion(cli, tmp_path):
    text = (
        "Légende :\n1 Neeko, Blending In\n"
        "Légendes supplémentaires :\n1 Gâchette folle\n1 Kennen, Heart of the Tempest\n"
        "1 Jinx, Rebelle\n"
    )
    (tmp_path / "n.txt").write_text(text, encoding="utf-8")
    fr = cli("--lang", "fr", "convert", "--to", "tts", "n.txt", cwd=tmp_path)
    assert fr.returncode != 0 and fr.stdout == ""
    said = _said(fr.stderr)
    assert "Jinx, Gâchette folle : 1 parmi les légendes supplémentaires" in said, said
    assert "; Gâchette folle :" not in said
