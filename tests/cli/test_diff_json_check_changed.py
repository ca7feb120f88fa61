"""``diff -f json`` says at its top level that something changed the check (evtV 8: a local
ruleset that does not run ``banned`` gave ``status: identical``, ``allowed: true`` and the
change only inside ``provenance``)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STACKED = ROOT / "tests/cases/banned/stacked-deck.deck.yaml"


def test_a_local_ruleset_sets_check_changed(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    shutil.copy(STACKED, tmp_path / "d.deck.yaml")
    (tmp_path / "lax.yaml").write_text(
        "extends: constructed\nname: lax\nrules:\n  banned: false\n", encoding="utf-8"
    )
    day = ("--as-of", "2026-09-20", "-f", "json")
    r = cli("diff", "d.deck.yaml", "d.deck.yaml", *day, cwd=tmp_path)
    doc = json.loads(r.stdout)
    assert (r.returncode, doc["allowed"], doc["check_changed"]) == (1, False, False), r.stderr
    r = cli("diff", "-r", "lax.yaml", "d.deck.yaml", "d.deck.yaml", *day, cwd=tmp_path)
    doc = json.loads(r.stdout)
    assert (r.returncode, doc["status"], doc["allowed"]) == (0, "identical", True), r.stderr
    assert doc["check_changed"] is True and doc["provenance"]["changed"]
