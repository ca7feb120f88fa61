"""A card added to a zone that never changes is taken out, not "restored" at 0 copies: the fix
of ``+1 Altar to Unity (0 -> 1)`` was "restore the registered battlefields: 0 Altar to Unity"."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.event.test_sideboarding import cli  # noqa: F401  (the fixture)

CASES = Path(__file__).resolve().parents[1] / "cases" / "_sideboarding"


def _fixes(cli, *lang):  # noqa: F811
    r = cli(*lang, "diff", "--sideboarding", "-f", "json",
            CASES / "registered.deck.txt", CASES / "battlefield.deck.txt")  # fmt: skip
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    return [(p["message"].split(":")[0], p["fix"]) for p in json.loads(r.stdout)["problems"]]


def test_an_added_battlefield_is_removed_and_a_removed_one_restored(cli):  # noqa: F811
    assert _fixes(cli) == [
        ("battlefields", "restore the registered battlefields: 1 Emperor's Dais"),
        ("battlefields", "remove 1 Altar to Unity from the battlefields"),
    ]


def test_the_fix_is_said_in_french_where_fixes_are_read(cli, tmp_path):  # noqa: F811
    # an event's text report gives each fix, in the reader's language
    for name in ("registered.deck.txt", "battlefield.deck.txt"):
        shutil.copy(CASES / name, tmp_path / name)
    event = tmp_path / "e.yaml"
    event.write_text(
        "ruleset: constructed\nplayers:\n"
        "  - {player: B, list: registered.deck.txt, played: battlefield.deck.txt}\n",
        encoding="utf-8",
    )
    r = cli("--lang", "fr", "event", "--sideboarding", event)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert "retirez 1 exemplaire d'Altar to Unity des champs de bataille" in r.stdout, r.stdout
    assert "0 Altar to Unity" not in r.stdout and "0 exemplaire" not in r.stdout
