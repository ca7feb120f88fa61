"""``show`` says what changed the check or left part of it out, as ``check`` does (evtV 3: a deck
with a banned card read plain ``LEGAL``, exit 0, JSON ``legal: true``, under a local ruleset that
does not run ``banned``, a configuration's ``ignore:`` or ``ruleset:``, a local card database, or
Sealed without its pool)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STACKED = ROOT / "tests/cases/banned/stacked-deck.deck.yaml"
DAY = ("--as-of", "2026-09-20")


def _setup(tmp: Path) -> None:
    (tmp / ".git").mkdir()
    shutil.copy(STACKED, tmp / "d.deck.yaml")
    (tmp / "lax.yaml").write_text(
        "extends: constructed\nname: lax\nrules:\n  banned: false\n", encoding="utf-8"
    )


def test_a_whole_check_has_no_header_and_a_plain_verdict(cli, tmp_path):
    _setup(tmp_path)
    r = cli("show", "d.deck.yaml", *DAY, cwd=tmp_path, env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    assert r.stdout.splitlines()[0] == "d.deck.yaml"
    assert "Changed:" not in r.stdout and "check changed" not in r.stdout


def test_a_local_ruleset_is_said_and_the_verdict_says_check_changed(cli, tmp_path):
    _setup(tmp_path)
    r = cli("show", "-r", "lax.yaml", "d.deck.yaml", *DAY, cwd=tmp_path, env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("riftcheck ") and "from local file" in lines[0]
    said = " ".join(r.stdout.split())  # the header wraps at 100 columns
    assert "Changed: local ruleset " in said and "it does not run banned" in said, said
    assert lines[-1].startswith("  LEGAL (") and "check changed)" in lines[-1], lines[-1]
    r = cli("show", "-r", "lax.yaml", "d.deck.yaml", *DAY, "-f", "json", cwd=tmp_path)
    (doc,) = json.loads(r.stdout)
    assert (doc["legal"], doc["check_changed"], doc["partial"]) == (True, True, False)
    assert doc["verdict_note"] == "check changed"
    assert any("does not run banned" in c for c in doc["changes"]), doc["changes"]


def test_a_configuration_ignore_is_a_partial_check(cli, tmp_path):
    _setup(tmp_path)
    (tmp_path / ".riftcheck.yaml").write_text("ignore: [banned]\n", encoding="utf-8")
    r = cli("show", "d.deck.yaml", *DAY, cwd=tmp_path, env={"COLUMNS": "200"})
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    lines = r.stdout.splitlines()
    assert "Partial check: rules ignored: banned." in lines
    assert "Changed: configuration file " in " ".join(r.stdout.split()), r.stdout
    assert "(partial check; check changed)" in lines[-1], lines[-1]
    r = cli("show", "d.deck.yaml", *DAY, "-f", "json", cwd=tmp_path)
    (doc,) = json.loads(r.stdout)
    assert (doc["legal"], doc["partial"], doc["check_changed"]) == (True, True, True)


def test_a_local_card_database_is_said(cli, tmp_path):
    _setup(tmp_path)
    shutil.copy(ROOT / "card_data" / "cards.json", tmp_path / "mine.json")
    r = cli("--cards", "mine.json", "show", "d.deck.yaml", "--as-of", "2026-09-01",
            cwd=tmp_path, env={"COLUMNS": "200"})  # fmt: skip
    assert (r.returncode, r.stderr) == (0, ""), r.stderr
    assert any(x.startswith("Changed: ") for x in r.stdout.splitlines()), r.stdout
    assert "check changed)" in r.stdout.splitlines()[-1]


def test_sealed_without_a_pool_says_the_pool_was_not_checked(cli, tmp_path):
    _setup(tmp_path)
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "k.txt")
    r = cli("show", "-r", "sealed", "k.txt", *DAY, cwd=tmp_path, env={"COLUMNS": "200"})
    lines = r.stdout.splitlines()
    assert any(x.startswith("note: pools not checked for 1 of 1 decks") for x in lines), lines
    assert lines[-1].startswith("  LEGAL (") and "pool not checked" in lines[-1], lines[-1]
    r = cli("show", "-r", "sealed", "k.txt", *DAY, "-f", "json", cwd=tmp_path)
    (doc,) = json.loads(r.stdout)
    assert doc["partial"] is True and doc["verdict_note"] == "pool not checked"
