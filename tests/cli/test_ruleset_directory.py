"""atkE 13: ``-r ./sealed`` naming a directory is a usage error (exit 2), as a ruleset file that
does not exist is, not "riftcheck cannot run" (exit 3); in ``check`` and ``event``."""

from __future__ import annotations

import pytest

from tests.event.test_event_verdicts import SEALED_A, write

HINT = "(name a ruleset's YAML file, or a shipped ruleset by its name ('riftcheck rulesets' lists them))"  # fmt: skip


@pytest.mark.parametrize("spelled", ["./sealed", "./sealed/", "sealed/"])
def test_a_ruleset_path_naming_a_directory_is_exit_2(cli, tmp_path, spelled):
    (tmp_path / "sealed").mkdir()
    write(tmp_path, "a.deck.yaml", SEALED_A)
    r = cli("-r", spelled, "a.deck.yaml", "--as-of", "2026-10-20", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == f"riftcheck: error: ruleset file '{spelled}' is a directory {HINT}\n"


def test_a_missing_ruleset_file_reads_alike(cli, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    r = cli("-r", "./nope.yaml", "a.deck.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == "riftcheck: error: ruleset file './nope.yaml' does not exist\n"


def test_event_with_a_directory_for_ruleset_is_exit_2(cli, tmp_path):
    (tmp_path / "sealed").mkdir()
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "r.csv", "player,list\nAnn,a.deck.yaml\n")
    r = cli("event", "r.csv", "-r", "./sealed", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == f"riftcheck: error: ruleset file './sealed' is a directory {HINT}\n"


def test_the_french_message(cli, tmp_path):
    (tmp_path / "sealed").mkdir()
    write(tmp_path, "a.deck.yaml", SEALED_A)
    r = cli("--lang", "fr", "-r", "./sealed", "a.deck.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck\u00a0: erreur\u00a0: le fichier de jeu de règles «\u00a0./sealed\u00a0» est un "
        "dossier (nommez le fichier YAML d'un jeu de règles, ou un jeu de règles fourni par son "
        "nom («\u00a0riftcheck rulesets\u00a0» les liste))\n"
    )
