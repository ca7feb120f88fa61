"""``riftcheck diff --sideboarding`` keeps the played deck's own warnings (issue 23/24, item 2): they
were dropped, so a deck ``check`` warns about passed diff without a word; ``--strict`` (or the
configuration's ``strict:``) fails on them, exit 1, as ``check --strict`` does.

The fixture is the ``additional-legends`` case of Neeko in the sideboard with no additional
legends: legal, one warning at line 27."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "diff"
WIDE = {"COLUMNS": "300"}
WARNING = (
    "warning: neeko.yaml:27:5: the played deck on its own (additional-legends): Neeko, Blending In "
    "is in the sideboard and the deck names no additional legends: sided in, she needs 3, chosen "
    "on the decklist, where they cannot be added later [CR 002, CR 103.1, TR 401.2.a]\n"
    "  fix: name 3 legends under additional_legends:, or leave Neeko out of the sideboard\n"
)
ARGS = ("diff", "--sideboarding", "--as-of", "2026-11-01", "neeko.yaml", "neeko.yaml")


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    shutil.copy(FIXTURES / "neeko-sideboard-warning.deck.yaml", tmp_path / "neeko.yaml")
    return tmp_path


def test_the_played_decks_warning_is_said(cli, project):
    r = cli(*ARGS, cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert WARNING in r.stdout
    assert r.stdout.endswith(
        f"\n{WARNING}\nidentical: the same cards in every zone; the played deck has 1 warning\n"
    )


def test_strict_fails_on_it_as_check_does(cli, project):
    r = cli(*ARGS[:1], "--strict", *ARGS[1:], cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout.endswith(
        f"\n{WARNING}\nidentical: the same cards in every zone; the played deck has 1 warning, "
        "which fails the run (strict)\n"
    )
    assert (
        cli("check", "--strict", "--as-of", "2026-11-01", "neeko.yaml", cwd=project).returncode == 1
    )
    # the configuration's strict: too, and --no-strict wins over it
    (project / ".riftcheck.yaml").write_text("strict: true\n")
    assert cli(*ARGS, cwd=project, env=WIDE).returncode == 1
    r = cli(*ARGS[:1], "--no-strict", *ARGS[1:], cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.endswith("the played deck has 1 warning\n")


def test_json_lists_the_played_decks_findings(cli, project):
    r = cli(*ARGS[:1], "-f", "json", *ARGS[1:], cwd=project)
    assert (r.returncode, r.stderr) == (0, "")
    doc = json.loads(r.stdout)
    assert (doc["status"], doc["own_errors"], doc["own_warnings"]) == ("identical", 0, 1)
    assert doc["own_findings"] == [
        {
            "severity": "warning",
            "message": "the played deck on its own (additional-legends): Neeko, Blending In is in "
            "the sideboard and the deck names no additional legends: sided in, she needs 3, chosen "
            "on the decklist, where they cannot be added later",
            "citation": "CR 002, CR 103.1, TR 401.2.a",
            "fix": "name 3 legends under additional_legends:, or leave Neeko out of the sideboard",
            "path": "neeko.yaml",
            "line": 27,
        }
    ]


def test_without_sideboarding_the_played_deck_is_judged_too(cli, project):
    # a diff that names a verdict has checked the played deck (atkE 2)
    r = cli("diff", "--as-of", "2026-11-01", "neeko.yaml", "neeko.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.endswith(
        f"\n{WARNING}\nidentical: the same cards in every zone; the played deck has 1 warning\n"
    )
    r = cli("diff", "--strict", "--as-of", "2026-11-01", "neeko.yaml", "neeko.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (1, "")


def test_french(cli, project):
    r = cli("--lang", "fr", *ARGS[:1], "--strict", *ARGS[1:], cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "\navertissement\u00a0: neeko.yaml:27:5\u00a0: le deck joué en lui-même (additional-legends)\u00a0: "
        in r.stdout
    )
    assert (
        "\nidentiques\u00a0: les mêmes cartes dans chaque zone\u202f; le deck joué a 1 avertissement, "
        "qui fait échouer l'exécution (strict)\n"
    ) in r.stdout
