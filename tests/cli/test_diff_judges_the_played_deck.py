"""Plain ``riftcheck diff`` (no ``--sideboarding``) checks the played deck with every deck rule, as
``--sideboarding`` does (atkE 2): identical lists with a card banned on the played deck's own date
were "identical", exit 0, JSON ``allowed: true``; a Sealed ``--pool`` lacking cards of the deck
passed; a Sealed check without a pool was not partial.

The Kennen fixture of 2026-09-20 holds two Stacked Deck (line 21), banned in Constructed from
2026-09-18; the Sealed deck is the ``_limited`` case and its pool."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "diff"
LIMITED = ROOT / "tests" / "cases" / "_limited"
WIDE = {"COLUMNS": "300"}
BANNED = (
    "not allowed: sept20.yaml:21:5: the played deck is not legal on its own (banned): "
    "Stacked Deck is banned in constructed since 2026-09-18 [TR 601.2.d]\n"
)


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    shutil.copy(FIXTURES / "kennen-sept20.deck.yaml", tmp_path / "sept20.yaml")
    shutil.copy(LIMITED / "three-domains.deck.yaml", tmp_path / "sealed.yaml")
    pool = (LIMITED / "pool.txt").read_text(encoding="utf-8")
    assert "3 Cleave\n" in pool
    (tmp_path / "pool.txt").write_text(pool, encoding="utf-8")
    (tmp_path / "nocleave.txt").write_text(pool.replace("3 Cleave\n", ""), encoding="utf-8")
    return tmp_path


def test_identical_lists_with_a_banned_card_fail(cli, project):
    r = cli("diff", "sept20.yaml", "sept20.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert BANNED in r.stdout
    assert r.stdout.endswith(
        "\nidentical lists, but the played deck is illegal on its own: 1 error\n"
    )
    assert "identical: the same cards" not in r.stdout


def test_json_never_says_allowed(cli, project):
    r = cli("diff", "-f", "json", "sept20.yaml", "sept20.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (1, "")
    doc = json.loads(r.stdout)
    assert (doc["allowed"], doc["status"], doc["identical"]) == (False, "not-allowed", True)
    assert (doc["differences"], doc["own_errors"]) == (0, 1)
    assert doc["problems"][0]["line"] == 21


def test_a_difference_and_the_decks_own_errors_are_said_apart(cli, project):
    text = (project / "sept20.yaml").read_text(encoding="utf-8")
    assert "  - 2 Stacked Deck (OGN-183)\n" in text
    (project / "one.yaml").write_text(
        text.replace("  - 2 Stacked Deck (OGN-183)\n", "  - 1 Stacked Deck (OGN-183)\n")
    )
    r = cli("diff", "sept20.yaml", "one.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "\nchanged: one.yaml:21:5: main: -1 Stacked Deck (2 -> 1): the deck played differs from "
        "the registered list [TR 401.3]\n"
    ) in r.stdout
    assert BANNED.replace("sept20", "one") in r.stdout
    assert r.stdout.endswith(
        "\n1 change in 1 zone: the decks differ; and the played deck is illegal on its own: "
        "2 errors\n"
    )
    doc = json.loads(cli("diff", "-f", "json", "sept20.yaml", "one.yaml", cwd=project).stdout)
    assert (doc["status"], doc["differences"], doc["own_errors"]) == ("different", 1, 2)


def test_sealed_judges_the_played_deck_by_its_pool(cli, project):
    args = ("diff", "-r", "sealed", "--as-of", "2026-10-20", "sealed.yaml", "sealed.yaml")
    r = cli(*args, "--pool", "pool.txt", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.endswith("\nidentical: the same cards in every zone\n")
    assert "not used" not in r.stdout
    r = cli(*args, "--pool", "nocleave.txt", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert "the played deck is not legal on its own (pool): 3 Cleave in deck, 0 in pool" in r.stdout
    assert r.stdout.endswith(
        "\nidentical lists, but the played deck is illegal on its own: 1 error\n"
    )


def test_sealed_without_its_pool_is_a_partial_check(cli, project):
    args = ("diff", "-r", "sealed", "--as-of", "2026-10-20", "sealed.yaml", "sealed.yaml")
    r = cli(*args, cwd=project, env=WIDE)
    partial = (
        "\nidentical, but a partial check: pool not checked, so the played deck may still be "
        "illegal\n"
    )
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.endswith(partial)
    r = cli(*args, "--strict", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout.endswith(partial)
    doc = json.loads(cli(*args, "-f", "json", cwd=project).stdout)
    assert (doc["status"], doc["partial"], doc["not_checked"]) == ("partial", True, ["pool"])


def test_french(cli, project):
    text = (project / "sept20.yaml").read_text(encoding="utf-8")
    (project / "one.yaml").write_text(
        text.replace("  - 2 Stacked Deck (OGN-183)\n", "  - 1 Stacked Deck (OGN-183)\n")
    )
    r = cli("--lang", "fr", "diff", "sept20.yaml", "one.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout.endswith(
        "\n1 modification dans 1 zone\u00a0: les decks diffèrent\u202f; et le deck joué est illégal "
        "à lui seul\u00a0: 2 erreurs\n"
        "RB\u00a0: Règles de base\u202f; RT\u00a0: Règles de tournoi.\n"
    )
