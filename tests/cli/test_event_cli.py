"""``riftcheck event`` through the real console script: exit code, stdout and stderr together."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

EVENTS = ROOT / "examples" / "events"


def test_event_text_report(cli):
    r = cli("event", EVENTS / "nexus-night.yaml")
    assert r.returncode == 1, r.stderr
    assert r.stderr == ""
    assert "event Nexus Night at the Last Drop" in r.stdout
    assert "judged as of 2026-09-20 (the event's date)" in r.stdout
    assert "Fatima Haddad (" in r.stdout and ": MISSING" in r.stdout
    assert r.stdout.rstrip().endswith(
        "13 players: 4 legal, 2 illegal, 1 missing, 2 unreadable, 1 failed deck check, 3 legal"
        " lists with a\nroster error; 8 roster problems"
    )


def test_event_json_and_csv_formats(cli, tmp_path):
    r = cli("event", EVENTS / "nexus-night.yaml", "--format", "json")
    assert r.returncode == 1 and r.stderr == ""
    doc = json.loads(r.stdout)
    assert len(doc["players"]) == 13 and doc["event"]["name"] == "Nexus Night at the Last Drop"
    out = tmp_path / "back.csv"
    r = cli("event", EVENTS / "nexus-night.yaml", "--format", "csv", "--output", out)
    # the roster written has no place for the event's date: and ruleset: (atkH 12)
    assert (r.returncode, r.stdout, r.stderr) == (
        1,
        "",
        "riftcheck: warning: the event file's date: and ruleset: are not in the CSV, so a run on "
        "the CSV would judge another event: re-run the event file, or pass -r/--as-of\n",
    )
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert len(rows) == 14 and rows[0][-4:] == ["verdict", "problems", "findings", "fingerprint"]


def test_event_github_sarif_junit_keep_working(cli):
    r = cli("event", EVENTS / "magma-2v2.yaml", "--format", "github")
    assert r.returncode == 1 and r.stderr == ""
    assert (
        "title=riftcheck(team-legend)" in r.stdout
        and "title=riftcheck(roster-team-size)" in r.stdout
    )
    r = cli("event", EVENTS / "magma-2v2.yaml", "--format", "sarif")
    doc = json.loads(r.stdout)
    ids = {x["id"] for x in doc["runs"][0]["tool"]["driver"]["rules"]}
    assert {"roster-team-size", "team-legend"} <= ids
    r = cli("event", EVENTS / "magma-2v2.yaml", "--format", "junit")
    assert r.returncode == 1 and r.stdout.startswith("<?xml") and "Ines Duarte" in r.stdout


def test_event_exit_zero_when_every_player_is_legal(cli, tmp_path):
    (tmp_path / "a.deck.txt").write_text(
        (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "r.csv").write_text("player,list\nAnn,a.deck.txt\n", encoding="utf-8")
    r = cli("event", tmp_path / "r.csv", "--as-of", "2026-09-20")
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.rstrip().endswith("1 player: 1 legal, 0 illegal")
    assert "judged as of 2026-09-20 (--as-of)" in r.stdout.replace("\n", " ")


def test_event_html_report_next_to_any_format(cli, tmp_path):
    page = tmp_path / "report.html"
    r = cli("event", EVENTS / "nexus-night.yaml", "--html", page, "--format", "json")
    assert r.returncode == 1 and r.stderr == ""
    assert len(json.loads(r.stdout)["players"]) == 13
    doc = page.read_text(encoding="utf-8")
    assert doc.startswith("<!DOCTYPE html>") and doc.count('class="sheet"') == 13
    r = cli("event", EVENTS / "nexus-night.yaml", "--html", tmp_path / "no" / "dir" / "r.html")
    assert r.returncode == 2 and r.stderr.startswith("riftcheck: error: --html: cannot write")


def test_event_errors(cli, tmp_path):
    r = cli("event", tmp_path / "none.csv")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("riftcheck: error: no such file: ") and "Traceback" not in r.stderr
    (tmp_path / "bad.csv").write_text("email,list\nx,y\n", encoding="utf-8")
    r = cli("event", tmp_path / "bad.csv")
    assert r.returncode == 1 and r.stdout == ""
    assert f"riftcheck: error: {tmp_path / 'bad.csv'}:1:1: no player column" in r.stderr
    r = cli("event", EVENTS / "nexus-night.yaml", "--as-of", "tomorrow")
    assert r.returncode == 2 and "--as-of: 'tomorrow' is not a date" in r.stderr
    r = cli("event", EVENTS / "nexus-night.yaml", "--select", "nope")
    assert r.returncode == 2 and "--select: unknown rule 'nope'" in r.stderr


def test_check_format_html_keeps_the_lists(cli):
    r = cli("check", ROOT / "examples", "--format", "html", "--as-of", "2026-09-20")
    assert r.returncode == 1 and r.stderr == ""
    assert r.stdout.startswith("<!DOCTYPE html>")
    assert r.stdout.count('class="player"') == 4
    assert "3 Mystic Poro" in r.stdout and "The list as read" in r.stdout


def test_event_text_report_in_french_under_a_french_locale(cli):
    """A French organiser's terminal: the roster problems, verdicts, fixes and summary in French."""
    r = cli("event", EVENTS / "nexus-night.yaml", env={"LANG": "fr_FR.UTF-8", "LC_ALL": ""})
    assert (r.returncode, r.stderr) == (1, "")
    out = " ".join(r.stdout.split(" ")).replace("\n", " ")
    out = " ".join(
        w for w in out.split(" ") if w
    )  # the report wraps at 100 columns: compare the words
    for said in (
        "note\u00a0: colonne conservée mais non lue\u00a0: Timestamp",
        "nexus-night.csv, ligne 2)\u00a0: liste LÉGALE · erreur d'inscription (1 erreur, 1 avertissement)",
        # rows 9 and 10 start at lines 46 and 84 (pasted lists above): « ligne » is the file's
        "roster-duplicate-player l'identifiant de joueur p01 apparaît dans 2 inscriptions "
        "(lignes 2 et 46, rangées 2 et 9 du tableau)",
        "correction\u00a0: gardez une inscription et retirez les autres",
        "roster-identical-lists les mêmes cartes dans chaque zone que la liste d'Hana Sato "
        "(ligne 84, rangée 10 du tableau)\u00a0: pas illégal, mais à vérifier",
        ": SANS LISTE (1 erreur)",
        "roster-no-list Fatima Haddad n'a inscrit aucune liste",
        "correction\u00a0: demandez sa liste au joueur",
        ": ILLISIBLE (1 erreur)",
        "la liste ne peut pas être lue\u00a0: le chemin «\u00a0../../README.md\u00a0» sort du dossier",
        "roster-code-mismatch le code de deck n'est pas le même deck que la liste",
        ": ILLÉGAL (4 erreurs, 1 info)",
        "Partie truquée est interdite",  # a card named in French: the database knows its French name
    ):
        assert said in out, said
    # the counts agree in number, by French's plural rule
    assert out.endswith(
        "13 joueurs\u00a0: 4 légaux, 2 illégaux, 1 sans liste, 2 illisibles, 1 vérification du deck "
        "échouée et 3 listes légales avec une erreur d'inscription\u202f; 8 problèmes d'inscription"
    )
    for english in ("registered no list", "is registered 2 times", "worth a look", ": LEGAL"):
        assert english not in out, english


def test_event_team_problems_in_french_and_machine_formats_unchanged(cli):
    fr = {"LANG": "fr_FR.UTF-8", "LC_ALL": ""}
    r = cli("event", EVENTS / "magma-2v2.yaml", env=fr)
    assert (r.returncode, r.stderr) == (1, "")
    out = " ".join(r.stdout.split(" ")).replace("\n", " ")
    out = " ".join(w for w in out.split(" ") if w)
    # the players' file lines, as their headers say them (atkG 1), not their entry numbers
    assert (
        "il manque un membre à l'équipe Lone Wolf\u00a0: 1 joueur (ligne 56), une équipe en compte 2"
        in out
    )
    assert "l'équipe Crowd a un troisième membre\u00a0: 3 joueurs (lignes 58, 59 et 60)" in out
    assert (
        "aucune équipe indiquée\u00a0: dans le jeu de règles «\u00a0constructed-2v2\u00a0», un joueur joue dans une équipe de 2"
        in out
    )
    assert "correction\u00a0: indiquez l'équipe du joueur" in out
    assert out.endswith("; 4 équipes, 1 légale, 3 illégales\u202f; vérification partielle"), out[
        -200:
    ]
    # JSON and CSV are the same bytes whatever the locale
    for fmt in ("json", "csv", "sarif"):
        en = cli("event", EVENTS / "magma-2v2.yaml", "-f", fmt, env={"LANG": "C", "LC_ALL": ""})
        french = cli("event", EVENTS / "magma-2v2.yaml", "-f", fmt, env=fr)
        # (a French run says once that csv, a format people open too, stays English)
        note = "riftcheck\u00a0: note\u00a0: le format csv reste en anglais (des outils en lisent les mots)\n"
        # (and, in its words, that the CSV has no place for the event's date: and ruleset:)
        settings = (
            "riftcheck\u00a0: avertissement\u00a0: les clés date: et ruleset: du fichier "
            "d'événement ne sont pas dans le CSV, donc une vérification du CSV jugerait un autre "
            "événement\u00a0: relancez le fichier d'événement, ou passez -r/--as-of\n"
        )
        assert (french.returncode, french.stdout, french.stderr) == (
            en.returncode,
            en.stdout,
            note + settings if fmt == "csv" else en.stderr,
        ), fmt


def test_event_errors_and_html_report_in_french(cli, tmp_path):
    fr = {"LANG": "fr_FR.UTF-8", "LC_ALL": ""}
    r = cli("event", tmp_path / "nowhere.yaml", env=fr)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.startswith("riftcheck\u00a0: erreur\u00a0: fichier introuvable\u00a0: ")
    assert r.stderr.rstrip().endswith(
        "(nommez un fichier d'événement (.yaml, .json) ou une liste d'inscription (.csv, .tsv))"
    )
    page = tmp_path / "rapport.html"
    r = cli("event", EVENTS / "nexus-night.yaml", "-f", "json", "--html", page, env=fr)
    assert (r.returncode, r.stderr) == (1, "")
    assert json.loads(r.stdout)["players"][0]["status"] == "roster-error"  # the JSON stays English
    doc = page.read_text(encoding="utf-8")
    assert doc.startswith('<!DOCTYPE html>\n<html lang="fr">') and "<h2>Joueurs</h2>" in doc
    r = cli("check", ROOT / "examples" / "kennen.deck.txt", "-f", "html", env=fr)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith('<!DOCTYPE html>\n<html lang="fr">') and "<h2>Decks</h2>" in r.stdout
    assert '<span class="badge b-legal">légal</span>' in r.stdout
    r = cli("check", ROOT / "examples" / "kennen.deck.txt", "-f", "html", env={"LANG": "C"})
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith('<!DOCTYPE html>\n<html lang="en">') and "Joueur" not in r.stdout
