"""A French organiser's roster, with French column names, is read as the English one is, and the
CSV output keeps the roster's own header names (issue 25 C27)."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest

from riftcheck.events.values import COLUMNS, HEADER_KEY, header_key

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "examples" / "events"
FRENCH = "Horodatage,Nom du joueur,Identifiant,Liste,Code de deck,Table,Joué,Remarques"


@pytest.mark.parametrize(
    ("header", "field"),
    [
        ("Joueur", "player"),
        ("Nom du joueur", "player"),
        ("Identifiant", "id"),
        ("Liste", "list"),
        ("Liste de deck", "list"),
        ("Code de deck", "deck_code"),
        ("Équipe", "team"),
        ("Equipe", "team"),
        ("Nom d'équipe", "team"),
        ("Joué", "played"),
        ("Liste jouée", "played"),
        ("Pool", "pool"),
        ("Numéro de table", "table"),
        ("Remarques", "notes"),
        ("Player Name", "player"),  # the English names still read
    ],
)
def test_french_headers_name_the_fields(header, field):
    assert HEADER_KEY.get(header_key(header)) == field


def test_every_alias_is_written_as_header_key_makes_it():
    for aliases in COLUMNS.values():
        assert all(header_key(a) == a for a in aliases), aliases


@pytest.fixture
def rosters(tmp_path):
    """The Nexus Night example twice: its English roster, and the same rows under French headers."""
    shutil.copytree(EVENTS / "lists", tmp_path / "lists")
    english = (EVENTS / "nexus-night.csv").read_text(encoding="utf-8")
    event = (EVENTS / "nexus-night.yaml").read_text(encoding="utf-8")
    (tmp_path / "nexus-night.csv").write_text(english, encoding="utf-8")
    (tmp_path / "en.yaml").write_text(event, encoding="utf-8")
    french = FRENCH + "\n" + english.split("\n", 1)[1]
    (tmp_path / "inscriptions.csv").write_text(french, encoding="utf-8")
    (tmp_path / "fr.yaml").write_text(
        event.replace("nexus-night.csv", "inscriptions.csv"), encoding="utf-8"
    )
    return tmp_path


def test_a_french_roster_gets_the_verdicts_of_the_english_one(cli, rosters):
    en = cli("event", "en.yaml", "--format", "csv", cwd=rosters)
    fr = cli("event", "fr.yaml", "--format", "csv", cwd=rosters)
    assert (fr.returncode, fr.stderr) == (en.returncode, en.stderr)
    en_rows = list(csv.reader(io.StringIO(en.stdout)))
    fr_rows = list(csv.reader(io.StringIO(fr.stdout)))
    assert fr_rows[0] == [*FRENCH.split(","), "verdict", "problems", "findings", "fingerprint"]
    assert len(fr_rows) == len(en_rows) > 10
    # the same verdicts, problems and fingerprints, row by row (findings name the roster file)
    assert [r[8:10] + r[11:] for r in fr_rows[1:]] == [r[8:10] + r[11:] for r in en_rows[1:]]
    assert fr_rows[1][1] == "Alice Moreau" and fr_rows[1][8] == "legal list · roster error"


def test_a_french_roster_in_french_keeps_only_the_unread_column_as_a_note(cli, rosters):
    r = cli("--lang", "fr", "event", "fr.yaml", cwd=rosters)
    out = " ".join(r.stdout.replace("\u00a0", " ").split())
    assert "note : colonne conservée mais non lue : Horodatage" in out
    assert "Nom du joueur" not in out and "Remarques" not in out  # read, so not named as unread


@pytest.mark.parametrize(
    ("header", "said"),
    [
        (
            "Prénom,Nom,Liste",
            "riftcheck: error: r.csv:1:8: columns 2 (Nom) and 1 (Prénom) each hold a part "
            "of the player's name: expected one player column with the whole name (join them "
            "into one column named player)\n",
        ),
        (
            "Name,Surname,Decklist",
            "riftcheck: error: r.csv:1:1: columns 1 (Name) and 2 (Surname) each hold a part "
            "of the player's name: expected one player column with the whole name (join them "
            "into one column named player)\n",
        ),
    ],
)
def test_a_name_in_two_columns_is_refused_not_read_as_one_part(rc, tmp_path, header, said):
    # Nom beside Prénom is the family name: two siblings were one player registered twice (atkE 16)
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    (tmp_path / "r.csv").write_text(f"{header}\nLéa,Martin,ok.txt\nHugo,Martin,ok.txt\n", "utf-8")
    assert rc("event", "r.csv") == (1, "", said)


def test_a_name_in_two_columns_is_refused_in_french(rc, tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    (tmp_path / "r.csv").write_text("Prénom,Nom,Liste\nLéa,Martin,ok.txt\n", "utf-8")
    assert rc("event", "r.csv", "--lang", "fr") == (
        1,
        "",
        "riftcheck\u00a0: erreur\u00a0: r.csv:1:8\u00a0: les colonnes 2 (Nom) et 1 (Prénom) "
        "contiennent chacune une partie du nom du joueur\u00a0: une seule colonne de joueur, avec "
        "le nom complet, est attendue (réunissez-les en une colonne nommée joueur)\n",
    )


def test_a_player_column_beside_the_name_parts_is_read(rc, tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    (tmp_path / "r.csv").write_text(
        "Player,First Name,Last Name,List\nLéa M,Léa,M,ok.txt\n", "utf-8"
    )
    code, out, err = rc("event", "r.csv")
    assert (code, err) == (0, "") and "Léa M (r.csv row 2): LEGAL" in out
