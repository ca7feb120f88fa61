"""``riftcheck diff`` says what it judged by, as ``check`` does (atkH 5), and reads the project
configuration as ``check`` does (atkH 6): the same header lines (ruleset, as-of date, card database,
rules documents, ``Partial check:``, ``Changed:``), and in JSON the same provenance keys."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "diff"
HEADER = (
    "riftcheck 0.1.0 · ruleset constructed (Core Rules 2026-07-16, Tournament Rules 2026-07-16)\n"
)

#: wide enough that no header line is wrapped (diff wraps them to the width as check does:
#: tests/reporters/test_wrap_keeps_spaced_paths_whole.py); these tests read each line whole
WIDE = {"COLUMNS": "300"}


@pytest.fixture
def project(tmp_path):
    """A repository holding the attack's decks (``.git``: the configuration is looked for up to it)."""
    (tmp_path / ".git").mkdir()
    for name in ("banned.deck.yaml", "lax.yaml"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    return tmp_path


def test_text_names_ruleset_date_cards_and_what_a_local_ruleset_does_not_run(cli, project):
    r = cli(
        "diff", "--sideboarding", "--as-of", "2026-09-20", "-r", "./lax.yaml",
        "banned.deck.yaml", "banned.deck.yaml", cwd=project, env=WIDE,
    )  # fmt: skip
    lax = project / "lax.yaml"
    sha = r.stdout.split("(sha256 ", 2)[2].split(")", 1)[0]
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith(
        "riftcheck 0.1.0 · ruleset lax (Core Rules 2026-07-16, Tournament Rules 2026-07-16) "
        f"from local file {lax} (sha256 {sha[:16]})\n"
        "as of 2026-09-20 (--as-of) · card database 2026.10.08 (2026-10-08, bundled)\n"
        f"Changed: local ruleset {lax} (sha256 {sha}); compared with the shipped constructed it "
        "does not run banned; changes the options or severity of copy-limit\n"
        "\n"
        "registered: banned.deck.yaml\n"
    )
    assert r.stdout.endswith("\nidentical: the same cards in every zone\n")


def test_json_has_checks_provenance_keys(cli, project):
    r = cli(
        "diff", "-f", "json", "--sideboarding", "--as-of", "2026-09-20", "-r", "./lax.yaml",
        "banned.deck.yaml", "banned.deck.yaml", cwd=project,
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (0, "")
    doc = json.loads(r.stdout)
    check = json.loads(
        cli(
            "-f", "json", "--as-of", "2026-09-20", "-r", "./lax.yaml", "banned.deck.yaml",
            cwd=project,
        ).stdout
    )  # fmt: skip
    for key in ("schema_version", "riftcheck_version", "card_data", "ruleset", "provenance"):
        assert doc[key] == check[key], key
    assert doc["provenance"]["ruleset"]["deselected"] == ["banned"]
    assert doc["provenance"]["changed"] == check["provenance"]["changed"] != []
    assert (doc["partial"], doc["selected"], doc["ignored"]) == (False, [], [])
    assert (doc["status"], doc["identical"]) == ("identical", True)


def test_today_is_said_when_no_date_is_given(cli, project):
    r = cli("diff", "banned.deck.yaml", "banned.deck.yaml", cwd=project)
    # Stacked Deck is banned today: the played deck's own check fails it, plain diff too (atkE 2)
    assert (r.returncode, r.stderr) == (1, "")
    assert "the played deck is not legal on its own (banned)" in r.stdout
    second = r.stdout.splitlines()[1]
    assert second.startswith("as of ") and "(today) · card database 2026.10.08" in second


def test_configuration_as_of_is_followed_and_named(cli, project):
    (project / ".riftcheck.yaml").write_text("as_of: 2026-09-01\n")
    cfg = project / ".riftcheck.yaml"
    r = cli("diff", "--sideboarding", "banned.deck.yaml", "banned.deck.yaml", cwd=project, env=WIDE)
    # judged as check judges it: on the configuration's date Stacked Deck is not banned yet
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith(
        HEADER + "as of 2026-09-01 (the configuration's as_of) · card database 2026.10.08 "
        "(2026-10-08, bundled)\n"
        f"Changed: configuration file {cfg} (sets 'as_of')\n"
        "Changed: judged as of 2026-09-01 (the configuration's as_of)\n"
        "\n"
    )
    assert cli("check", "banned.deck.yaml", cwd=project).returncode == 0
    # the command line wins, and the file is still named
    r = cli(
        "diff", "--sideboarding", "--as-of", "2026-09-20", "banned.deck.yaml",
        "banned.deck.yaml", cwd=project, env=WIDE,
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (1, "")
    assert f"Changed: configuration file {cfg}\n" in r.stdout
    assert "(banned): Stacked Deck is banned in constructed since 2026-09-18" in r.stdout


def test_configuration_ignore_is_a_partial_check_and_lang_is_followed(cli, project):
    (project / "pyproject.toml").write_text(
        '[tool.riftcheck]\nignore = ["banned"]\nas_of = "2026-09-20"\n'
    )
    r = cli(
        "diff", "-f", "json", "--sideboarding", "banned.deck.yaml", "banned.deck.yaml",
        cwd=project,
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (0, "")
    doc = json.loads(r.stdout)
    assert (doc["partial"], doc["ignored"], doc["problems"]) == (True, ["banned"], [])
    assert (doc["status"], doc["identical"]) == ("partial", True)
    assert doc["provenance"]["configuration"] == {
        "path": str(project / "pyproject.toml"),
        "keys": ["ignore", "as_of"],
    }
    (project / "pyproject.toml").write_text(
        '[tool.riftcheck]\nignore = ["banned"]\nas_of = "2026-09-20"\nlang = "fr"\n'
    )
    r = cli("diff", "--sideboarding", "banned.deck.yaml", "banned.deck.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (0, "")
    assert "\nVérification partielle\u00a0: la règle banned a été ignorée\n" in r.stdout
    # the note above cites RT 403.4: the legend of RB/RT ends the text (frE, atkG 11)
    assert r.stdout.endswith(
        "identiques, mais vérification partielle\u00a0: la règle banned a été ignorée, le deck "
        "joué peut donc encore être illégal\n"
        "RB\u00a0: Règles de base\u202f; RT\u00a0: Règles de tournoi.\n"
    )


def test_configuration_ruleset_and_a_bad_configuration(cli, project):
    (project / ".riftcheck.yaml").write_text("ruleset: ./lax.yaml\nas_of: 2026-09-20\n")
    r = cli("diff", "--sideboarding", "banned.deck.yaml", "banned.deck.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith("riftcheck 0.1.0 · ruleset lax ")
    assert "it does not run banned" in r.stdout
    (project / ".riftcheck.yaml").write_text("as_of: someday\n")
    r = cli("diff", "banned.deck.yaml", "banned.deck.yaml", cwd=project)
    assert (r.returncode, r.stdout) == (3, "")
    assert ".riftcheck.yaml:1" in r.stderr and "Traceback" not in r.stderr


def test_strict_fails_a_partial_check_as_check_strict_does(cli, project):
    """atkH 8: ``diff --strict`` was "No such option"; a Sealed deck check without its pool is a
    partial check (exit 0), which ``--strict`` (or ``strict: true``) fails, as check's does."""
    shutil.copy(FIXTURES / "kofi.txt", project / "kofi.txt")
    args = ("diff", "--sideboarding", "-r", "sealed", "kofi.txt", "kofi.txt")
    r = cli(*args, cwd=project)
    verdict = "identical, but a partial check: pool not checked, so the played deck may still be illegal\n"
    assert (r.returncode, r.stderr) == (0, "") and r.stdout.endswith(verdict)
    r = cli(*args, "--strict", cwd=project)
    assert (r.returncode, r.stderr) == (1, "") and r.stdout.endswith(verdict)
    (project / ".riftcheck.yaml").write_text("strict: true\n")
    assert cli(*args, cwd=project).returncode == 1
    assert cli(*args, "--no-strict", cwd=project).returncode == 0


def test_identical_illegal_lists_are_no_differences(cli, project):
    """atkH 7: two identical illegal lists read "4 differences the format's sideboarding does not
    allow"; the played deck's own errors are said as such, and still fail."""
    shutil.copy(FIXTURES / "kennen-illegal.deck.yaml", project / "k.deck.yaml")
    args = ("diff", "--sideboarding", "--as-of", "2026-09-20", "k.deck.yaml", "k.deck.yaml")
    r = cli(*args, cwd=project)
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout.endswith(
        "\nidentical lists, but the played deck is illegal on its own: 4 errors\n"
    )
    assert "difference" not in r.stdout
    doc = json.loads(cli(*args, "-f", "json", cwd=project).stdout)
    assert (doc["identical"], doc["differences"], doc["own_errors"]) == (True, 0, 4)
    assert doc["status"] == "not-allowed" and len(doc["problems"]) == 4


def test_configuration_ignore_makes_an_allowed_exchange_a_partial_check(cli, project, tmp_path):
    """The verdict line itself says the check was partial (evtP 2): a judge reads that line."""
    shutil.copy(FIXTURES / "kofi.txt", project / "kofi.txt")
    played = (FIXTURES / "kofi.txt").read_text().replace("3 Gust", "2 Gust\n1 Ride the Wind")
    (project / "played.txt").write_text(
        played.replace("3 Ride the Wind", "2 Ride the Wind\n1 Gust")
    )
    (project / ".riftcheck.yaml").write_text("ignore: [banned, copy-limit]\n")
    r = cli(
        "diff", "--sideboarding", "--as-of", "2026-09-20", "kofi.txt", "played.txt",
        cwd=project, env=WIDE,
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (0, "")
    assert "\nPartial check: rules ignored: banned and copy-limit.\n" in r.stdout
    assert r.stdout.endswith(
        "4 changes in 2 zones: sideboarding the format allows (TR 403.4), but a partial check: "
        "rules ignored: banned and copy-limit, so the played deck may still be illegal\n"
    )
    r = cli(
        "diff", "-f", "json", "--sideboarding", "--as-of", "2026-09-20", "kofi.txt",
        "played.txt", cwd=project,
    )  # fmt: skip
    doc = json.loads(r.stdout)
    assert (doc["status"], doc["allowed"], doc["partial"]) == ("partial", True, True)
    (project / ".riftcheck.yaml").unlink()
    r = cli(
        "diff", "--sideboarding", "--as-of", "2026-09-20", "kofi.txt", "played.txt", cwd=project
    )
    assert r.stdout.endswith("4 changes in 2 zones: sideboarding the format allows (TR 403.4)\n")
