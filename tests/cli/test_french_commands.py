"""bans, rules, rulesets, explain, diff, convert, schema and show speak French to a French user
(issue 16, item 9): the real console script under ``LANG=fr_FR.UTF-8``, English unchanged under the
C locale, and every command run in French in-process with each message it says recorded, so that a
message without a French entry fails the suite."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from riftcheck import i18n, i18n_build
from riftcheck.i18n import Msg, Translator
from riftcheck.rules import BUILTIN_RULES

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT / "examples" / "events" / "lists"
GOOD = ROOT / "tests" / "fixtures" / "decks" / "good"
BAD = ROOT / "tests" / "fixtures" / "decks" / "bad"
FIX = ROOT / "tests" / "fixtures" / "fix"
FRENCH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR.UTF-8"}
ENGLISH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C"}


def _played(tmp_path: Path) -> Path:
    """Kennen's registered list with a rune exchanged for a Fury Rune and a Cleave added."""
    text = (LISTS / "kennen.txt").read_text(encoding="utf-8")
    text = text.replace("6 Order Rune", "5 Order Rune\n1 Fury Rune", 1)
    p = tmp_path / "played.txt"
    p.write_text(text.replace("3 Gust", "3 Gust\n1 Cleave", 1), encoding="utf-8")
    return p


# -- the console script, in French --------------------------------------------------------------


def test_bans_in_french_names_the_cards_in_french(cli):
    r = cli("bans", "--as-of", "2026-09-01", env=FRENCH)
    assert (r.returncode, r.stderr) == (0, "")
    lines = r.stdout.splitlines()
    assert lines[0] == (
        "constructed\u00a0: 10 cartes interdites au 1er\u00a0septembre 2026, 2 de plus à partir d'une date ultérieure"
    )
    assert "  Aperçu du futur  (en vigueur, depuis le 31\u00a0mars 2026)" in lines  # Called Shot
    assert (
        "  Partie truquée  (à venir, à partir du 18\u00a0septembre 2026)" in lines
    )  # Stacked Deck
    assert "Called Shot" not in r.stdout


def test_rules_rulesets_and_explain_in_french(cli):
    r = cli("rules", env=FRENCH)
    assert (r.returncode, r.stderr) == (0, "")
    lines = r.stdout.splitlines()
    assert lines[:3] == [
        "RÈGLE               RÉSUMÉ, puis citations et origine",
        "unknown-card        Chaque entrée nomme exactement une carte connue.",
        "                    RB\u00a0132.1, RT\u00a0401.2 (intégrée)",
    ]
    assert lines[-2:] == [
        "RB\u00a0: Règles de base\u202f; RT\u00a0: Règles de tournoi.",
        "«\u00a0riftcheck explain RÈGLE\u00a0» montre les options et les exemples d'une règle.",
    ]
    r = cli("rulesets", env=FRENCH)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith(
        "constructed\u00a0: Construit standard 1c1, avec sa liste datée de cartes interdites et ses "
        "sets légaux\n"
        "  identité de domaine\u00a0: celle de la légende\u202f; dernière interdiction le "
        "18\u00a0septembre 2026\n"
        "  sets\u00a0: OGN le 31\u00a0octobre 2025,"
    )
    assert "  étend sealed\u202f; identité de domaine\u00a0: celle du Limité, trois" in r.stdout
    r = cli("explain", "copy-limit", "--as-of", "2026-12-01", env=FRENCH)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith(
        "copy-limit\u00a0: au plus 3 exemplaires d'une carte entre champion, deck principal et side.\n"
        "\n"
        "Citations\u00a0: RB\u00a0103.3.b, RT\u00a0601.1.c.3\n"
        "RB\u00a0: Règles de base\u202f; RT\u00a0: Règles de tournoi.\n"
        "Numérotation des citations\u00a0: Règles de base du 9\u00a0octobre 2026, Règles de tournoi du "
        "9\u00a0octobre 2026\n"
        "  (en vigueur le 1er\u00a0décembre 2026).\n"
        "Origine\u00a0: intégrée\n"
        "Gravités\u00a0: par défaut\u00a0→ erreur\n"
        "Options\u00a0:\n"
        "  limit (défaut 3)\u00a0: exemplaires permis d'une carte.\n"
        "Dans les jeux de règles\u00a0: constructed (limit: 3)\u202f; constructed-2v2 (limit: 3)\u202f;"
    )
    # the rule's documentation is French too (its examples as a deck file writes them, their
    # comments in French), with no notice
    assert "est en anglais" not in r.stdout  # (Spiderling's quoted card text is labelled: atkN 1)
    assert (
        "\n\nAu plus 3 exemplaires d'une même carte entre champion, deck principal et side.\n\n"
        in r.stdout
    )
    flat = " ".join(r.stdout.split())  # (the prose is wrapped to the terminal)
    assert "(RB 103.3.b, RB 103.3.b.1)" in flat and "(RT 601.1.c.3)" in flat
    assert "      - 6 Spiderling   # son texte permet un nombre quelconque\n" in r.stdout
    r = cli("explain", "copylimit", env=FRENCH)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck\u00a0: erreur\u00a0: règle inconnue «\u00a0copylimit\u00a0» (vouliez-vous dire «\u00a0copy-limit\u00a0»\u202f?)\n"
    )


def test_diff_in_french(cli, tmp_path):
    # (wide: the header is wrapped to the width as check's is, tested at 40 columns in
    # tests/reporters/test_wrap_keeps_spaced_paths_whole.py; here its lines are read whole)
    wide = {**FRENCH, "COLUMNS": "200"}
    r = cli("diff", LISTS / "kofi.txt", LISTS / "kofi-round3.txt", env=wide, cwd=ROOT)
    played = "examples/events/lists/kofi-round3.txt"
    assert (r.returncode, r.stderr) == (1, "")
    # check's header first, in French (atkH 5): judged today, so its date is not written here
    head, second, blank, body = r.stdout.split("\n", 3)
    assert head.startswith("riftcheck 0.1.0 · jeu de règles constructed (Règles de base du ")
    assert second.startswith("au ") and "(aujourd'hui) · base de cartes 2026.10.08" in second
    assert blank == ""
    assert body == (
        f"liste inscrite\u00a0: {LISTS / 'kofi.txt'}\n"
        f"deck joué\u00a0:      {LISTS / 'kofi-round3.txt'}\n"
        "\n"
        "Deck principal\u00a0:\n"
        "  -1 Back to Back (2\u00a0→ 1, ligne modifiée)\n"
        "  +1 Whirlwind (0\u00a0→ 1, ligne ajoutée)\n"
        "Side\u00a0:\n"
        "  -1 Whirlwind (2\u00a0→ 1, ligne modifiée)\n"
        "  +1 Back to Back (0\u00a0→ 1, ligne ajoutée)\n"
        "\n"
        f"différence\u00a0: {ROOT / played}:22:1\u00a0: Deck principal\u00a0: -1 Back to Back (2\u00a0→ 1)\u00a0: "
        "le deck joué diffère de la liste inscrite [RT\u00a0401.3]\n"
        f"différence\u00a0: {ROOT / played}:23:1\u00a0: Deck principal\u00a0: +1 Whirlwind (0\u00a0→ 1)\u00a0: "
        "le deck joué diffère de la liste inscrite [RT\u00a0401.3]\n"
        f"différence\u00a0: {ROOT / played}:38:1\u00a0: Side\u00a0: -1 Whirlwind (2\u00a0→ 1)\u00a0: "
        "le deck joué diffère de la liste inscrite [RT\u00a0401.3]\n"
        f"différence\u00a0: {ROOT / played}:39:1\u00a0: Side\u00a0: +1 Back to Back (0\u00a0→ 1)\u00a0: "
        "le deck joué diffère de la liste inscrite [RT\u00a0401.3]\n"
        "\n"
        "4 modifications dans 2 zones\u00a0: les decks diffèrent\n"
        # the citations' abbreviations printed above: their legend, once (frE, atkG 11)
        "RB\u00a0: Règles de base\u202f; RT\u00a0: Règles de tournoi.\n"
    )
    p = _played(tmp_path)
    r = cli("diff", LISTS / "kennen.txt", p, "--sideboarding", env=FRENCH)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "  +1 Rune de fureur (0\u00a0→ 1, ligne ajoutée)\n" in r.stdout
    )  # Fury Rune, named in French
    assert (
        f"non autorisé\u00a0: {p}:33:1\u00a0: Runes\u00a0: +1 Rune de fureur (0\u00a0→ 1)\u00a0: le deck de runes ne peut "
        "pas changer après l'inscription [RT\u00a0403.4.b]\n"
    ) in r.stdout
    assert r.stdout.endswith(
        # the played deck's own 3 errors are no differences (atkH 7)
        "\n4 différences que le sideboarding du format ne permet pas (RT\u00a0403.4)\u202f; "
        "et le deck joué est illégal à lui seul\u00a0: 3 erreurs\n"
        "RB\u00a0: Règles de base\u202f; RT\u00a0: Règles de tournoi.\n"
    )
    # the JSON document stays English
    r = cli("diff", LISTS / "kennen.txt", p, "--sideboarding", "-f", "json", env=FRENCH)
    doc = json.loads(r.stdout)
    assert (r.returncode, r.stderr) == (1, "")
    assert doc["changes"][0]["card"] == "Cleave" and "Fury Rune" in r.stdout
    assert doc["problems"][0]["message"] == (
        "runes: -1 Order Rune (6 -> 5): the runes may not change after registration"
    )
    assert doc["problems"][0]["fix"] == "restore the registered runes: 6 Order Rune"


def test_convert_refusals_and_notes_in_french(cli, tmp_path):
    # a TTS string writes the sideboard after the runes: a deck without runes cannot keep one
    deck = tmp_path / "no-runes.deck.yaml"
    deck.write_text("legend: Jinx, Loose Cannon\nmain: [3 Gust]\nsideboard: [2 Gust]\n")
    r = cli("convert", deck, "--to", "tts", env=FRENCH)
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        f"riftcheck\u00a0: erreur\u00a0: {deck}\u00a0: impossible de convertir en tts sans changer le deck\u00a0: "
        "Gust\u00a0: 3 dans le deck principal, 2 dans le side\u00a0→ 5 dans le deck "
        "principal à la relecture (une chaîne TTS ne marque son side qu'en l'écrivant après les runes)\u202f; "
        "choisissez un format qui garde le deck tel qu'il est, ou corrigez d'abord le deck\n"
    )
    r = cli("convert", GOOD / "jinx-aliases.txt", "--to", "code", "--fix", env=FRENCH)
    assert r.returncode == 0 and r.stdout.strip()
    assert r.stderr == (
        "riftcheck\u00a0: --fix\u00a0: ligne 4\u00a0: «\u00a0Jinx - Loose Cannon\u00a0» réécrit en «\u00a0Jinx, Loose Cannon\u00a0»\n"
        "riftcheck\u00a0: avertissement\u00a0: commentaires des lignes 1, 2 et 12 laissés de "
        "côté\u00a0: un deck converti ne garde aucun commentaire\n"
        "riftcheck\u00a0: avertissement\u00a0: un code de deck nomme une impression pour chaque "
        "carte\u00a0: 20 entrées données par leur nom sont écrites dans l'impression d'origine de "
        "la carte (1 Jinx, Gâchette folle en OGN-251\u202f; 3 Brazen Buccaneer en OGN-002\u202f; "
        "3 Brute techno-chimique en OGN-003\u202f; 2 Jinx, Demolitionist en OGN-030\u202f; 3 Get "
        "Excited! en OGN-008 (et 15 de plus))\u202f; un pool Scellé ou Draft compte les cartes par "
        "impression, le résultat peut donc échouer à une vérification du pool que la liste réussit "
        "(écrivez dans la liste les impressions détenues pour les garder)\n"
    )
    r = cli("convert", GOOD / "kennen.deck.yaml", "--to", "code", "--fix", env=FRENCH)
    assert r.returncode == 0 and r.stdout.strip()
    assert r.stderr.splitlines()[-5] == (
        "riftcheck\u00a0: avertissement\u00a0: un code de deck ne contient que des cartes\u202f; le nom, le "
        "format et les dates ont été omis"
    )
    # the event_date by its line: a code cannot hold it (issue 23/24 diffG 3)
    assert r.stderr.splitlines()[-4] == (
        f"riftcheck\u00a0: avertissement\u00a0: {GOOD / 'kennen.deck.yaml'}:4:1\u00a0: l'event_date "
        "du 3\u00a0octobre 2026 est omise\u00a0: un deck au format code ne peut pas la contenir, et une "
        "vérification du deck écrit le juge à la date du jour, ce qui donne le même résultat"
    )
    assert r.stderr.splitlines()[-3] == (
        "riftcheck\u00a0: avertissement\u00a0: commentaires des lignes 2, 6, 10 et 11 laissés de "
        "côté\u00a0: un deck converti ne garde aucun commentaire"
    )
    assert r.stderr.splitlines()[-2].startswith(
        "riftcheck\u00a0: avertissement\u00a0: un code de deck nomme"
    )
    # the reading notes after the warnings: the two Gust lines summed (R11 of the re-test)
    assert r.stderr.splitlines()[-1].startswith("riftcheck\u00a0: note\u00a0: ")
    assert (
        "2 lignes de Gust dans le deck principal (lignes 10 et 11) ont été additionnées"
        in (r.stderr.splitlines()[-1])
    )


def test_show_in_french(cli):
    r = cli("show", BAD / "duplicate-key.deck.yaml", env=FRENCH)
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout == (
        f"{BAD / 'duplicate-key.deck.yaml'}\n"
        "  ILLISIBLE (1 erreur)\u00a0: clé «\u00a0legend\u00a0» en double (d'abord écrite ligne 1)\n"
    )


# -- English stays as it was ------------------------------------------------------------------


def test_english_output_of_these_commands_is_unchanged(cli, tmp_path):
    def cli_en(*args):
        """The C locale's run, which ``--lang en`` under a French locale repeats byte for byte."""
        r = cli(*args, env=ENGLISH)
        again = cli(*args, "--lang", "en", env=FRENCH)
        assert (again.returncode, again.stdout, again.stderr) == (r.returncode, r.stdout, r.stderr)
        return r

    r = cli_en("bans", "--as-of", "2026-09-01")
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.splitlines()[:2] == [
        "constructed: 10 cards banned on 2026-09-01, 2 more from a later date",
        "  Called Shot  (in force, since 2026-03-31)",
    ]
    r = cli_en("explain", "copy-limit", "--as-of", "2026-09-01")
    assert r.stdout.startswith(
        "copy-limit: At most 3 copies of a card across champion, main deck and sideboard.\n\n"
        "Citations: CR 103.2.b, TR 601.1.c.3\n"
        "Citations as numbered in Core Rules 2026-07-16, Tournament Rules 2026-07-16 (in force\n"
        "  on 2026-09-01).\n"
        "Origin: built-in\nSeverities: default -> error\n"
        "Options:\n  limit (default 3): Copies allowed of one card.\nIn rulesets: constructed"
        " (limit: 3); constructed-2v2 (limit: 3); constructed-casual (limit: 3)\n\nNo more than"
    )
    r = cli_en("rulesets")
    assert r.stdout.endswith(
        # one paragraph wrapped to the width, flush left (it was hung under the last ruleset)
        "\n\nUse one with --ruleset NAME, or --ruleset PATH for your own file (it may extend a "
        "shipped one).\n"
    )
    assert "  extends sealed; identity limited; teams of 2; no bans\n" in r.stdout
    p = _played(tmp_path)
    r = cli_en("diff", LISTS / "kennen.txt", p, "--sideboarding")
    assert (r.returncode, r.stderr) == (1, "")
    # the played deck's own findings cite the rules documents in force (rules data): not pinned here
    shown = re.sub(r"(on its own \([a-z-]+\): .*) \[[^\]]*\]$", r"\1 [...]", r.stdout, flags=re.M)
    # check's header comes first (what diff judged by: atkH 5); its versions and dates move
    header, shown = shown.split("\n\n", 1)
    assert header.startswith("riftcheck ") and "ruleset constructed" in header
    assert shown == (
        f"registered: {LISTS / 'kennen.txt'}\n"
        f"played:     {p}\n"
        "\n"
        "main:\n"
        "  +1 Cleave (0 -> 1, added)\n"
        "runes:\n"
        "  -1 Order Rune (6 -> 5, changed)\n"
        "  +1 Fury Rune (0 -> 1, added)\n"
        "\n"
        "note: deck checks allow the sideboarding of TR 403.4 (best of three, competitive play "
        "level; best_of, play_level: the defaults)\n"
        f"not allowed: {p}:32:1: runes: -1 Order Rune (6 -> 5): the runes may not change after "
        "registration [TR 403.4.b]\n"
        f"not allowed: {p}:33:1: runes: +1 Fury Rune (0 -> 1): the runes may not change after "
        "registration [TR 403.4.b]\n"
        f"not allowed: {p}:20:1: 1 Cleave played but not in the registered main deck or sideboard "
        "(sideboarding exchanges registered cards only) [TR 403.4]\n"
        f"not allowed: {p}:9:1: the main deck has 41 cards, registered with 40: sideboarding "
        "exchanges cards one for one [TR 403.4]\n"
        f"not allowed: {p}:9:1: the played deck is not legal on its own (main-deck-size): The main "
        "deck has 41 cards (1 champion + 40 main); it must have exactly 40 [...]\n"
        f"not allowed: {p}:20:1: the played deck is not legal on its own (domain-identity): Cleave "
        "(Fury) is outside this deck's domain identity (Chaos, Order) [...]\n"
        f"not allowed: {p}:33:1: the played deck is not legal on its own (rune-deck): Fury Rune "
        "(Fury) is outside this deck's domain identity (Chaos, Order) [...]\n"
        "\n"
        "4 differences the format's sideboarding does not allow (TR 403.4); and the played deck "
        "is illegal on its own: 3 errors\n"
    )
    r = cli_en("convert", GOOD / "kennen.deck.yaml", "--to", "tts")
    # the sideboard is written after the runes (OpenRift's layout): only the metadata is lost
    assert r.returncode == 0 and r.stdout.rstrip().endswith("OGN-214-1 OGS-011-1 OGS-011-1")
    assert r.stderr == (
        "riftcheck: warning: a tts string holds cards only; name, format and dates were left out\n"
        f"riftcheck: warning: {GOOD / 'kennen.deck.yaml'}:4:1: event_date 2026-10-03 left out: a "
        "tts deck cannot hold it, and a check of the written deck judges it on today's date, "
        "where it checks the same\n"
        "riftcheck: warning: the comments of lines 2, 6, 10 and 11 were left out: a converted "
        "deck keeps no comments\n"
        "riftcheck: warning: a tts string names a printing for every card: 21 entries given by "
        "name are written as the card's original printing (1 Kennen, Heart of the Tempest as "
        "VEN-155; 1 Kennen, Storm of Shuriken as VEN-113; 3 Shadow Order Disciple as VEN-095; 2 "
        "Ride the Wind as OGN-173; 3 Cemetery Attendant as OGN-165 (and 16 more)); a Sealed or "
        "Draft pool counts cards by printing, so the string can fail a pool check the list passes "
        "(write the printings held in the list to keep them)\n"
        # the two Gust lines summed, a reading note (R11 of the re-test)
        f"riftcheck: note: {GOOD / 'kennen.deck.yaml'}:10:5: 2 entries of Gust in main "
        "(lines 10 and 11) were summed to 3 copies\n"
    )
    r = cli_en("show", BAD / "duplicate-key.deck.yaml")
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout.endswith(
        "  UNREADABLE (1 error): duplicate key 'legend' (first written at line 1)\n"
    )


def test_a_diff_of_one_change_counts_in_the_singular(db, tmp_path):
    """``1 change in 1 zone`` (it said ``1 changes in 1 zones``)."""
    from riftcheck.cli.diff import render_text
    from riftcheck.decks import read_deck
    from riftcheck.events.diff import diff_decks

    text = (LISTS / "kennen.txt").read_text(encoding="utf-8")
    p = tmp_path / "p.txt"
    p.write_text(text.replace("3 Gust", "2 Gust", 1), encoding="utf-8")
    d = diff_decks(read_deck(str(LISTS / "kennen.txt"), db), read_deck(str(p), db))
    assert render_text(d).endswith("\n1 change in 1 zone: the decks differ\n")
    said = render_text(d, Translator("fr"))
    assert said.endswith(
        "\n1 modification dans 1 zone\u00a0: les decks diffèrent\n"
        "RB\u00a0: Règles de base\u202f; RT\u00a0: Règles de tournoi.\n"  # RT 401.3 printed above (frE, atkG 11)
    )
    assert "Deck principal\u00a0:\n  -1 Gust (3\u00a0→ 2, ligne modifiée)\n" in said


# -- every message said in French has a French entry ----------------------------------------


@pytest.fixture
def untranslated(monkeypatch):
    """The messages a French run says that the catalogue has no entry for (filled as they are said).

    Recorded: a fixed text (:meth:`Translator.text`) that is no msgid, a :class:`Msg` (at any depth:
    a value of another message too) whose template is no msgid, and a plain string handed to
    :meth:`Translator.message` that no msgid matches. Card names, paths and numbers are values,
    not messages: they are not recorded. A plugin's rule summaries are its own words: not recorded.
    Armed after one run has built the command-line app, so that the help texts said while it is
    built (the command-line help, a part of its own) are not counted as these commands' output.
    """
    from riftcheck.cli import main
    from riftcheck.rules import all_rules, rule_origin

    with pytest.raises(SystemExit):
        main(["rules", "--format", "json"])

    catalog = i18n._catalogue("fr")._catalog  # noqa: SLF001  (what the translator reads)
    plugin_words = {
        w
        for rid, rule in all_rules().items()
        if rule_origin(rid) != "built-in"
        for w in (rule.summary, *(o.doc for o in rule.options.values()))
    }
    seen: list[str] = []
    text, say, message = Translator.text, Translator._say, Translator.message

    def text_(self, msgid, context=None):
        key = f"{context}\x04{msgid}" if context else msgid
        if self.lang != "en" and key not in catalog and msgid not in plugin_words:
            seen.append(key)
        return text(self, msgid, context)

    def say_(self, msg, depth=0):
        said = say(self, msg, depth)
        if said is None:
            seen.append(msg.template)
        return said

    def message_(self, msg):
        # the deck view of `show` (reporters/deckview.py) hands over lines it has said already
        said_already = sys._getframe(1).f_code.co_filename.endswith("deckview.py")
        plain = self.lang != "en" and not isinstance(msg, Msg) and not said_already
        if plain and self.find(str(msg)) is None:
            seen.append(str(msg))
        return message(self, msg)

    monkeypatch.setattr(Translator, "text", text_)
    monkeypatch.setattr(Translator, "_say", say_)
    monkeypatch.setattr(Translator, "message", message_)
    for var, value in FRENCH.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr(i18n, "_IN_USE", [])  # the language this run chooses, undone after it
    return seen


def _run_in_french(args, capsys) -> tuple[int, str, str]:
    from riftcheck.cli import main

    with pytest.raises(SystemExit) as info:
        main([str(a) for a in args])
    out = capsys.readouterr()
    return info.value.code or 0, out.out, out.err


def _runs(tmp_path: Path) -> list[list]:
    """One French run of each command of this part, through each kind of text it prints."""
    from riftcheck.rules import all_rules

    kennen = (LISTS / "kennen.txt").read_text(encoding="utf-8")
    champion = tmp_path / "champion.txt"  # the Chosen Champion exchanged with a main-deck copy
    reg = kennen.replace(
        "2 Kennen, Storm of Shuriken\n",
        "1 Kennen, Storm of Shuriken\n1 Kennen, Keeper of Balance\n",
    )
    (tmp_path / "reg.txt").write_text(reg, encoding="utf-8")
    champion.write_text(
        reg.replace(
            "Champion:\n1 Kennen, Storm of Shuriken", "Champion:\n1 Kennen, Keeper of Balance"
        ).replace("1 Kennen, Keeper of Balance\n3 Mystic", "1 Kennen, Storm of Shuriken\n3 Mystic"),
        encoding="utf-8",
    )
    legend = tmp_path / "legend.txt"
    legend.write_text(kennen.replace("3 Gust", "2 Gust\n1 Cleave", 1), encoding="utf-8")
    return [
        ["bans", "--as-of", "2025-01-01"],
        ["bans", "--as-of", "2026-09-01"],
        ["rules"],
        ["rulesets"],
        *(["explain", rid] for rid in all_rules()),
        ["diff", LISTS / "kofi.txt", LISTS / "kofi-round3.txt"],
        ["diff", LISTS / "kofi.txt", LISTS / "kofi-round3.txt", "--sideboarding"],
        ["diff", LISTS / "kennen.txt", LISTS / "kennen.txt"],
        ["diff", LISTS / "kennen.txt", _played(tmp_path), "--sideboarding"],
        ["diff", LISTS / "kennen.txt", legend, "--sideboarding"],
        ["diff", tmp_path / "reg.txt", champion, "--sideboarding"],
        ["convert", GOOD / "kennen.deck.yaml", "--to", "tts"],
        ["convert", GOOD / "kennen.deck.yaml", "--to", "code", "--fix"],
        ["convert", GOOD / "jinx-aliases.txt", "--to", "yaml", "--fix"],
        ["convert", FIX / "misplaced.deck.txt", "--to", "yaml", "--fix"],  # moved, dropped, merged
        ["convert", FIX / "misplaced.deck.yaml", "--to", "yaml", "--fix"],  # kept: the zone is full
        ["convert", FIX / "misplaced.fixed.yaml", "--to", "json", "--fix"],  # nothing to fix
        ["show", GOOD / "kennen.deck.yaml", BAD / "duplicate-key.deck.yaml"],
        ["schema", "deck", "--path"],
        # the cards commands: provenance notes, types, counts
        ["cards", "lint"],
        ["cards", "show", "OGN-202"],
        ["cards", "show", "Aperçu du futur"],
        ["cards", "search", "--type", "Unité", "Jinx"],
        ["cards", "stats"],
        # --fix: written, nothing to fix, refused (read-only), nothing to write back (a deck code)
        *(["check", "--fix", "-q", deck] for deck in _fix_decks(tmp_path)),
        ["check", "--fix", "-q", "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"],
    ]


def _fix_decks(tmp_path: Path) -> list[Path]:
    """Copies of the --fix fixtures: one to fix, one with nothing to fix, one read-only."""
    import shutil

    out = []
    for name, src in (
        ("fixed", FIX / "misplaced.deck.txt"),
        ("same", FIX / "misplaced.fixed.yaml"),
        ("read-only", FIX / "misplaced.deck.yaml"),
    ):
        out.append(tmp_path / f"{name}.deck{src.suffix}")
        shutil.copy(src, out[-1])
    out[-1].chmod(0o444)
    return out


def test_every_message_these_commands_say_in_french_has_a_french_entry(
    untranslated, capsys, tmp_path
):
    runs = _runs(tmp_path)
    said = []
    for args in runs:
        code, out, err = _run_in_french(args, capsys)
        assert code in (0, 1), (args, err)
        said.append(out + err)
        if args[0] in ("rules", "rulesets", "explain"):  # they fit the terminal in French too
            assert max(map(len, out.splitlines())) <= 80, (args, out)
        assert not untranslated, (
            f"riftcheck {' '.join(map(str, args))} said in English: {sorted(set(untranslated))}; "
            "add each to riftcheck/locale/fr/LC_MESSAGES/riftcheck.po, then python -m riftcheck.i18n"
        )
    # the runs went through the French texts (they are not all refused or empty)
    assert (
        "Deck principal\u00a0:"
        in said[runs.index(["diff", LISTS / "kofi.txt", LISTS / "kofi-round3.txt"])]
    )
    assert "Champion élu échangé" in "".join(said) and "rien à corriger sans risque" in "".join(
        said
    )


def test_the_recorder_fails_a_message_without_a_french_entry(untranslated, capsys, monkeypatch):
    """The check above can fail: without the entry of ``in force`` the ban list says it in English."""
    monkeypatch.delitem(i18n._catalogue("fr")._catalog, "in force")  # noqa: SLF001
    code, out, _ = _run_in_french(["bans", "--as-of", "2026-09-01"], capsys)
    assert code == 0 and "(in force, depuis le 31\u00a0mars 2026)" in out
    assert "in force" in untranslated


def test_schema_not_installed_in_french(untranslated, capsys, monkeypatch):
    from riftcheck.cli import schema

    monkeypatch.setitem(schema.SCHEMAS, "deck", ("schemas", "missing.schema.json"))
    code, out, err = _run_in_french(["schema", "deck"], capsys)
    assert (code, out) == (3, "")
    assert err.startswith("riftcheck\u00a0: erreur\u00a0: le schéma deck n'est pas installé")
    assert not untranslated


def test_every_shipped_ruleset_description_has_a_french_entry():
    """A new shipped ruleset gets its description translated (riftcheck rulesets says it)."""
    from riftcheck.rulesets import list_rulesets, load_ruleset

    catalog = i18n_build.entries(i18n_build.read("fr"))
    missing = [
        load_ruleset(n).description
        for n in list_rulesets()
        if not catalog.get(load_ruleset(n).description)
    ]
    assert not missing, f"add these to riftcheck/locale/fr/LC_MESSAGES/riftcheck.po: {missing}"


def test_ban_lines_say_every_status_in_french():
    """Case by case: in force (with an end date), scheduled, ended."""
    import datetime as _dt

    from riftcheck.cli.bans import ban_lines

    rows = [
        {
            "card": "Called Shot",
            "effective": "2026-03-31",
            "until": "2026-12-31",
            "status": "in force",
            "source": None,
        },
        {
            "card": "Stacked Deck",
            "effective": "2027-01-01",
            "until": None,
            "status": "scheduled",
            "source": "https://example.org/bans",
        },
        {
            "card": "Scrapheap",
            "effective": "2026-03-31",
            "until": "2026-06-01",
            "status": "ended",
            "source": None,
        },
    ]
    day = _dt.date(2026, 9, 1)
    names = {"Called Shot": "Aperçu du futur", "Scrapheap": "Dépotoir"}
    assert ban_lines("constructed", day, rows, Translator("fr", names)) == [
        "constructed\u00a0: 1 carte interdite au 1er\u00a0septembre 2026, 1 de plus à partir d'une date ultérieure",
        "  Aperçu du futur  (en vigueur, depuis le 31\u00a0mars 2026 jusqu'au 31\u00a0décembre 2026)",
        "  Stacked Deck  (à venir, à partir du 1er\u00a0janvier 2027)",
        "    https://example.org/bans",
        "  Dépotoir  (interdiction levée, du 31\u00a0mars 2026 au 1er\u00a0juin 2026)",
    ]
    assert ban_lines("constructed", day, rows, Translator("en"))[:2] == [
        "constructed: 1 card banned on 2026-09-01, 1 more from a later date",
        "  Called Shot  (in force, since 2026-03-31 until 2026-12-31)",
    ]


@pytest.mark.parametrize(
    "args",
    [
        ["rulesets"],
        ["diff", LISTS / "kofi.txt", LISTS / "kofi-round3.txt"],
        ["convert", GOOD / "kennen.deck.yaml", "--to", "tts"],
    ],
    ids=lambda a: a[0],
)
def test_lang_fr_under_the_c_locale_is_the_french_locale_run(cli, args):
    r = cli(*args, env=FRENCH)
    again = cli(*args, "--lang", "fr", env=ENGLISH)
    assert (again.returncode, again.stdout, again.stderr) == (r.returncode, r.stdout, r.stderr)
    assert "é" in r.stdout + r.stderr


# -- the rules' documentation in French ------------------------------------------------------


@pytest.mark.parametrize("rule_id", sorted(r.id for r in BUILTIN_RULES))
def test_every_rule_is_documented_in_french(rule_id):
    """explain of every built-in rule says its documentation in French: every prose paragraph and
    every example comment has an entry, nothing English is left, and no notice is needed."""
    from frenchcheck import english_words

    from riftcheck.cli.rules import explain_text
    from riftcheck.rules import get_rule

    tr = Translator("fr")
    assert get_rule(rule_id).doc_said_in(tr)
    text = explain_text(rule_id, tr)
    assert "(la documentation ci-dessous est en anglais)" not in text
    doc = text.split("\n\n", 2)[2]
    assert english_words(doc) == [], doc
    assert not re.search(r"\b(?:CR|TR) \d", text), text


def test_a_rule_documented_in_english_only_says_so_once(monkeypatch):
    """A plugin's rule, or a built-in one whose English documentation changed since its French
    entries were written, is shown in English as a whole, after the notice: never two languages."""
    import riftcheck.rules as rules
    from riftcheck.cli.rules import explain_text
    from riftcheck.rules.base import Rule
    from riftcheck.rules.copy_limit import CopyLimit

    class League(Rule):
        """No sideboard at league nights.

        A league night deck has no sideboard.
        """

        id = "league-no-sideboard"
        summary = "No sideboard at league nights."

    class Reworded(CopyLimit):
        __doc__ = CopyLimit.__doc__.replace("copies of the same card", "copies of one card", 1)

    tr = Translator("fr")
    for cls in (League, Reworded):
        assert not cls.doc_said_in(tr)
        assert cls.doc(None, tr) == cls.doc()
    monkeypatch.setattr(rules, "get_rule", lambda rid: League)
    monkeypatch.setattr(rules, "rule_origin", lambda rid: "plugin")
    text = explain_text("league-no-sideboard", tr)
    assert text.endswith(
        "(la documentation ci-dessous est en anglais)\n\n"
        "No sideboard at league nights.\n\nA league night deck has no sideboard."
    )
