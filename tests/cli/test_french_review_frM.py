"""The French review atkM: what a French run still said in English words or in the wrong form
(zone keys, parser messages, schema messages, quotes, agreement)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_NEEKO = """Légende :
1 Kennen, Heart of the Tempest

Champion :
1 Kennen, Storm of Shuriken

Deck principal :
2 Kennen, Storm of Shuriken
1 Neeko, Blending In
3 Mystic Poro
3 Traveling Merchant
3 Shipyard Skulker
3 Sneaky Deckhand
3 Daring Poro
3 Soaring Scout
3 Trifarian Gloryseeker
3 Vanguard Captain
3 Gust
3 Rebuke
3 Hidden Blade
2 Back to Back
1 Vanguard Helm

Légendes supplémentaires :
{legends}
Champs de bataille :
1 Emperor's Dais
1 Forgotten Monument
1 Seat of Power

Runes :
6 Order Rune
6 Chaos Rune
"""


def _flat(text: str) -> str:
    """``text`` with its wrapping undone and its no-break spaces plain, to read a sentence whole."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def _neeko_pair(tmp_path):
    three = "1 Jinx, Gâchette folle\n1 Teemo, Swift Scout\n1 Maître Yi, Fine lame Wuju\n"
    registered, played = tmp_path / "inscrit.deck.txt", tmp_path / "joue.deck.txt"
    registered.write_text(_NEEKO.format(legends=three), encoding="utf-8")
    played.write_text(_NEEKO.format(legends="1 Jinx, Gâchette folle\n"), encoding="utf-8")
    return registered, played


def test_diff_names_the_additional_legends_zone_in_french(cli, tmp_path):
    """atkM 14: « additional_legends : -1 Teemo » in a French diff whose other zones read
    « Deck principal : »; the zone is « Légendes supplémentaires : » as the deck wrote it."""
    registered, played = _neeko_pair(tmp_path)
    fr = cli("--lang", "fr", "diff", str(registered), str(played))
    assert fr.returncode == 1 and fr.stderr == "", fr.stdout + fr.stderr
    said = fr.stdout.replace("\u00a0", " ").replace("\u202f", " ")
    assert "\nLégendes supplémentaires :\n  -1 Teemo, Swift Scout (1 → 0, ligne retirée)\n" in said
    assert (
        f"différence : {registered}:26:1 : Légendes supplémentaires : -1 Teemo, Swift Scout "
        "(1 → 0) : le deck joué diffère de la liste inscrite" in said
    ), said
    assert "additional_legends" not in fr.stdout
    en = cli("diff", str(registered), str(played))
    assert en.returncode == 1 and "\nadditional_legends:\n  -1 Teemo, Swift Scout" in en.stdout


def test_an_event_played_deck_finding_names_the_zone_in_french(cli, tmp_path):
    registered, played = _neeko_pair(tmp_path)
    roster = tmp_path / "r.csv"
    roster.write_text(f"Joueur,Liste,Joué\nAna,{registered.name},{played.name}\n", "utf-8")
    fr = cli("--lang", "fr", "event", str(roster))
    assert fr.returncode == 1 and fr.stderr == "", fr.stdout + fr.stderr
    assert (
        "deck joué : Légendes supplémentaires : -1 Teemo, Swift Scout (1 → 0) : le deck joué "
        "diffère de la liste inscrite" in _flat(fr.stdout)
    ), fr.stdout
    assert "additional_legends" not in fr.stdout


def test_a_json_syntax_error_is_said_in_french_at_its_line_and_column(cli, tmp_path):
    """atkM 6: « erreur de syntaxe JSON (json : Expecting ':' delimiter) » in a French report."""
    (tmp_path / "e.deck.json").write_text('{"main" "x"}', encoding="utf-8")
    fr = cli("--lang", "fr", "e.deck.json", cwd=tmp_path)
    assert fr.returncode == 1 and fr.stderr == "", fr.stdout + fr.stderr
    assert (
        "1:9 erreur unreadable erreur de syntaxe JSON : un « : » est attendu ici, après la clé"
        in _flat(fr.stdout)
    ), fr.stdout
    assert "Expecting" not in fr.stdout
    en = cli("e.deck.json", cwd=tmp_path)
    assert en.returncode == 1 and en.stderr == "", en.stdout + en.stderr
    assert "1:9 error unreadable JSON syntax error: a ':' is expected here, after the key" in _flat(
        en.stdout
    ), en.stdout


def test_an_event_row_with_a_json_list_says_the_error_in_french(cli, tmp_path):
    (tmp_path / "l.deck.json").write_text('{"main": ["3 Gust",]}', encoding="utf-8")
    (tmp_path / "ev.yaml").write_text("players:\n  - player: Ana\n    list: l.deck.json\n")
    fr = cli("--lang", "fr", "event", "ev.yaml", cwd=tmp_path)
    assert fr.returncode == 1 and fr.stderr == "", fr.stdout + fr.stderr
    assert (
        "l.deck.json:1:20 erreur roster-unreadable la liste ne peut pas être lue : l.deck.json : "
        "erreur de syntaxe JSON : une valeur est attendue ici" in _flat(fr.stdout)
    ), fr.stdout
    (tmp_path / "ev.json").write_text('{"players": [}', encoding="utf-8")
    fr = cli("--lang", "fr", "event", "ev.json", cwd=tmp_path)
    assert (fr.returncode, fr.stdout) == (1, ""), fr.stdout + fr.stderr
    assert _flat(fr.stderr) == (
        "riftcheck : erreur : ev.json:1:14 : erreur de syntaxe JSON : une valeur est attendue ici"
    ), fr.stderr


def test_ruleset_schema_errors_are_said_in_french_naming_the_key(cli, tmp_path):
    """atkM 5: « (jsonschema : Additional properties are not allowed ('foo' was unexpected)) »,
    « 'name' is a required property », « 3 is not of type 'string' » in French runs."""
    deck = ROOT / "examples" / "kennen.deck.yaml"
    cases = {
        "foo.yaml": (
            "name: x\nextends: constructed\nfoo: 3\n",
            ":3 : (premier niveau) : clé inconnue « foo »",
            ":3: (top level): unknown key 'foo'",
        ),
        "noname.yaml": (
            "extends: constructed\n",
            ":1 : (premier niveau) : clé « name » absente",
            ":1: (top level): key 'name' is missing",
        ),
        "type.yaml": (
            "name: 3\n",
            ":1 : name : attendu : un texte, trouvé : un entier",
            ":1: name: expected a text, found an integer",
        ),
    }
    for name, (body, french, english) in cases.items():
        (tmp_path / name).write_text(body, encoding="utf-8")
        fr = cli("--lang", "fr", "-r", str(tmp_path / name), str(deck))
        assert (fr.returncode, fr.stdout) == (3, ""), fr.stdout + fr.stderr
        assert _flat(fr.stderr) == f"riftcheck : erreur : {tmp_path / name}{french}", fr.stderr
        en = cli("-r", str(tmp_path / name), str(deck))
        assert (en.returncode, en.stdout) == (3, ""), en.stdout + en.stderr
        assert en.stderr == f"riftcheck: error: {tmp_path / name}{english}\n", en.stderr


def test_the_convert_refusal_dates_names_and_verdict_in_french(cli, tmp_path):
    """atkM 4: « l'event_date 1er septembre 2026 » (no « du »), « La carte Stacked Deck » for a
    deck that wrote « Partie truquée », and « ILLÉGAL deviendrait ILLÉGAL »."""
    (tmp_path / "pt.deck.yaml").write_text(
        "legend: Kennen, Heart of the Tempest\nevent_date: 2026-09-01\nmain:\n  - 3 Partie truquée\n",
        encoding="utf-8",
    )
    args = ("convert", "--to", "code", "--as-of", "2026-12-01", "pt.deck.yaml")
    fr = cli("--lang", "fr", *args, cwd=tmp_path)
    assert (fr.returncode, fr.stdout) == (2, ""), fr.stdout + fr.stderr
    assert _flat(fr.stderr) == (
        "riftcheck : erreur : pt.deck.yaml:2:1 : impossible de convertir en code : un deck au "
        "format code ne peut pas contenir l'event_date du 1er septembre 2026, et la vérification "
        "du deck écrit, jugé au 1er décembre 2026 (--as-of) sans elle, changerait avec le jeu de "
        "règles « constructed » : le verdict resterait ILLÉGAL, avec 1 erreur de plus (banned) ; "
        "1 info de moins (banned) : La carte Partie truquée est interdite dans le jeu de règles "
        "« constructed » depuis le 18 septembre 2026 (convertissez en yaml ou json, qui gardent "
        "l'event_date ; ou donnez --as-of 2026-09-01 et vérifiez le deck écrit avec --as-of "
        "2026-09-01)"
    ), fr.stderr
    en = cli(*args, cwd=tmp_path)
    assert (en.returncode, en.stdout) == (2, ""), en.stdout + en.stderr
    assert (
        "would change under ruleset constructed: the verdict would stay ILLEGAL, with 1 more "
        "error (banned); 1 fewer info (banned): Stacked Deck is banned in constructed since 2026-09-18"
        in en.stderr
    ), en.stderr


def test_an_event_says_the_lists_event_date_and_two_bans_in_french(cli, tmp_path):
    """atkM 4a (« la liste indique event_date 1er janvier 2026 ») and 10 (« interdictions de
    l'événement : Gust, Stacked Deck » once there are two bans)."""
    kennen = (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8")
    body = "\n".join(ln for ln in kennen.splitlines() if not ln.startswith("event_date:"))
    (tmp_path / "l.deck.yaml").write_text(f"event_date: 2026-01-01\n{body}\n", encoding="utf-8")
    (tmp_path / "ev.yaml").write_text(
        "name: E\ndate: 2026-11-01\nbans: [Gust, Partie truquée]\n"
        "players:\n  - {player: Élodie, list: l.deck.yaml}\n",
        encoding="utf-8",
    )
    fr = cli("--lang", "fr", "event", "ev.yaml", cwd=tmp_path)
    assert fr.stderr == "", fr.stderr
    said = _flat(fr.stdout)
    assert "interdictions de l'événement : Gust, Partie truquée" in said, fr.stdout
    assert (
        "la liste indique l'event_date du 1er janvier 2026 ; l'événement est jugé au "
        "1er novembre 2026" in said
    ), fr.stdout
    assert "Stacked Deck" not in fr.stdout


def test_french_quotes_and_articles_in_file_and_roster_errors(cli, tmp_path):
    """atkM 7, 9, 15: 'foo' in ASCII quotes, « colonne 1 (…) et colonne 2 (…) » without
    articles, « l'un d'en, fr » (the elision reads a code as a word), bare « :, » headers."""
    (tmp_path / "k.deck.yaml").write_text("foo: 1\nmain:\n  - 3 Gust\n", encoding="utf-8")
    fr = cli("--lang", "fr", "k.deck.yaml", cwd=tmp_path)
    assert fr.returncode == 1 and "clé inconnue « foo » : les clés permises sont name," in _flat(
        fr.stdout
    ), fr.stdout
    (tmp_path / "d.csv").write_text("Joueur,joueur,Liste\nAna,Ana,k.deck.yaml\n", "utf-8")
    fr = cli("--lang", "fr", "event", "d.csv", cwd=tmp_path)
    assert (fr.returncode, fr.stdout) == (1, ""), fr.stdout + fr.stderr
    assert _flat(fr.stderr).startswith(
        "riftcheck : erreur : d.csv:1:8 : les colonnes 1 (Joueur) et 2 (joueur) se lisent toutes "
        "deux comme la colonne player"
    ), fr.stderr
    (tmp_path / "p.csv").write_text("Joueur,Liste,Deck joué (ronde 3)x\nAna,k.deck.yaml,a\n")
    fr = cli("--lang", "fr", "event", "p.csv", cwd=tmp_path)
    assert "la colonne « Deck joué (ronde 3)x » ressemble" in _flat(fr.stderr), fr.stderr
    assert "nommez-la « Joué » ou « played »" in _flat(fr.stderr), fr.stderr
    (tmp_path / ".riftcheck.yaml").write_text("lang: de\n", encoding="utf-8")
    fr = cli("--lang", "fr", "k.deck.yaml", cwd=tmp_path)
    assert (fr.returncode, fr.stdout) == (3, ""), fr.stdout + fr.stderr
    assert _flat(fr.stderr).endswith(
        ".riftcheck.yaml:1 : « lang » doit être « en » ou « fr », et non « de »"
    ), fr.stderr
    en = cli("--lang", "en", "k.deck.yaml", cwd=tmp_path)
    assert en.stderr.endswith(".riftcheck.yaml:1: 'lang' must be one of en or fr, got 'de'\n")
    (tmp_path / ".riftcheck.yaml").unlink()
    (tmp_path / "h.deck.txt").write_text("Réserve de runes :\n3 Gust\n", encoding="utf-8")
    fr = cli("--lang", "fr", "h.deck.txt", cwd=tmp_path)
    assert (
        "en-tête de section inconnu « Réserve de runes : » : attendu : « Légende : », "
        "« Champion : », « Deck principal : », « Champs de bataille : », « Runes : », "
        "« Side : », « Légendes supplémentaires : » (ou en anglais « Legend: »"
    ) in _flat(fr.stdout), fr.stdout


def test_a_header_in_a_french_correction_is_quoted(cli, tmp_path):
    """atkM 12, 13: « retirez Légendes supplémentaires :, ou … » and « sous Additional
    legends:, ou retirez Neeko du side »: the header is quoted."""
    deck = _NEEKO.format(legends="1 Jinx, Gâchette folle\n").replace("1 Neeko, Blending In\n", "")
    (tmp_path / "n.deck.txt").write_text(deck, encoding="utf-8")
    fr = cli("--lang", "fr", "--select", "additional-legends", "n.deck.txt", cwd=tmp_path)
    assert fr.returncode == 1, fr.stdout + fr.stderr
    assert (
        "correction : retirez « Légendes supplémentaires : », ou remplacez une carte du deck "
        "principal par Neeko, Blending In" in _flat(fr.stdout)
    ), fr.stdout
    en = cli("--select", "additional-legends", "n.deck.txt", cwd=tmp_path)
    assert "fix: remove 'Légendes supplémentaires :', or replace" in _flat(en.stdout), en.stdout


def test_an_unknown_sub_command_is_quoted_in_french(cli):
    fr = cli("--lang", "fr", "cards", "nope")
    assert (fr.returncode, fr.stdout) == (2, ""), fr.stdout + fr.stderr
    assert fr.stderr.endswith("Erreur\u00a0: commande inconnue\u00a0: «\u00a0nope\u00a0».\n"), (
        fr.stderr
    )


def test_wording_of_zone_signature_sideboard_and_yaml_messages_in_french(cli, tmp_path):
    """atkM 12, 17: « elle contient une seule carte », « (carte Signature (Master Yi) de type
    sort) », « la limite le 1er décembre 2026 », and PyYAML's %YAML message in English."""
    files = {
        "cz.deck.txt": "Legend:\n1 Kennen, Heart of the Tempest\nChampion:\n2 Kennen, Storm of Shuriken\n",
        "sg.deck.txt": "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n1 Highlander\n1 Alpha Strike\n",
        "sb.deck.txt": "Legend:\n1 Kennen, Heart of the Tempest\nSideboard:\n3 Gust\n3 Rebuke\n"
        "3 Hidden Blade\n3 Mystic Poro\n",
        "yv.deck.yaml": "%YAML 9.9\n---\nmain: []\n",
    }
    for name, body in files.items():
        (tmp_path / name).write_text(body, encoding="utf-8")

    def fr(*args):
        r = cli("--lang", "fr", "--as-of", "2026-12-01", *args, cwd=tmp_path)
        assert r.returncode == 1 and r.stderr == "", r.stdout + r.stderr
        return _flat(r.stdout)

    said = fr("--select", "chosen-champion", "cz.deck.txt")
    assert "; elle ne peut contenir qu'une seule carte, le champion élu" in said, said
    said = fr("--select", "signature-tag", "sg.deck.txt")
    assert "ligne 4 : Highlander (sort Signature de Maître Yi)" in said, said
    assert "carte Signature (" not in said
    said = fr("--select", "sideboard-size", "sb.deck.txt")
    assert "Le side a 12 cartes ; la limite au 1er décembre 2026 est de 10" in said, said
    said = fr("yv.deck.yaml")
    assert (
        "erreur de syntaxe YAML : document YAML d'une version incompatible (la directive %YAML "
        "doit demander une version 1.x)" in said
    ), said
    assert "en anglais" not in said


def test_a_legal_deck_under_fix_has_nothing_to_fix_in_french(cli, tmp_path):
    """atkM 12: « 1 sans correction sûre possible » for a legal deck, which needs none."""
    deck = tmp_path / "k.deck.yaml"
    deck.write_text((ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8"))
    r = cli("--lang", "fr", "--fix", "--as-of", "2026-12-01", str(deck))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "--fix : 0 fichier de deck sur 1 réécrit, 1 sans rien de sûr à corriger ;" in _flat(
        r.stderr
    ), r.stderr


def test_a_team_rule_in_verbose_is_not_said_skipped(cli, tmp_path):
    """atkM 13: « non vérifiée, team-legend : vérifiée une fois pour toute l'équipe »."""
    deck = (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8")
    for name in ("a.deck.yaml", "b.deck.yaml"):
        (tmp_path / name).write_text(deck, encoding="utf-8")
    args = ("-v", "-r", "constructed-2v2", "--team", "a.deck.yaml", "b.deck.yaml")
    fr = cli("--lang", "fr", *args, cwd=tmp_path)
    said = _flat(fr.stdout)
    assert "team-legend : vérifiée une fois pour toute l'équipe (voir le résultat" in said, said
    assert "non vérifiée, team-legend" not in said
    en = _flat(cli(*args, cwd=tmp_path).stdout)
    assert "team-legend: checked once for the whole team (see the team result)" in en, en
    assert "skipped team-legend" not in en


def test_a_deck_checks_html_names_its_rules_section_rules():
    """atkM 12: « Règles et vérifications des inscriptions » in a plain deck check."""
    from riftcheck import api
    from riftcheck.reporters import ReportOptions, get_reporter

    run = api.check_paths([str(ROOT / "examples" / "kennen.deck.yaml")], as_of=None)
    fr = get_reporter("html", ReportOptions(lang="fr")).render(run)
    assert '<h2 id="rules">Règles</h2>' in fr
    en = get_reporter("html", ReportOptions(lang="en")).render(run)
    assert '<h2 id="rules">Rules</h2>' in en and "roster checks" not in en


def test_a_team_named_equipe_is_not_equipe_equipe(cli, tmp_path):
    """atkM 12: « Équipe Équipe Alpha : ILLÉGALE » for a team file named « Équipe Alpha »."""
    deck = (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8")
    for name in ("a.deck.yaml", "b.deck.yaml"):
        (tmp_path / name).write_text(deck, encoding="utf-8")
    (tmp_path / "t.yaml").write_text("name: Équipe Alpha\nteam: [a.deck.yaml, b.deck.yaml]\n")
    fr = cli("--lang", "fr", "-r", "constructed-2v2", "--team", "t.yaml", cwd=tmp_path)
    assert "\nÉquipe Alpha\u00a0: ILLÉGALE (a.deck.yaml, b.deck.yaml)\n" in fr.stdout, fr.stdout
    (tmp_path / "t.yaml").write_text("name: Alpha\nteam: [a.deck.yaml, b.deck.yaml]\n")
    fr = cli("--lang", "fr", "-r", "constructed-2v2", "--team", "t.yaml", cwd=tmp_path)
    assert "\nÉquipe Alpha\u00a0: ILLÉGALE (a.deck.yaml, b.deck.yaml)\n" in fr.stdout, fr.stdout
    en = cli("-r", "constructed-2v2", "--team", "t.yaml", "-f", "html", cwd=tmp_path)
    assert "<h3>Team Alpha <span" in en.stdout, en.stdout[-3000:]
    fr = cli(
        "--lang", "fr", "-r", "constructed-2v2", "--team", "t.yaml", "-f", "html", cwd=tmp_path
    )
    assert "<h3>Équipe Alpha <span" in fr.stdout
