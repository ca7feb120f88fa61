"""``check --fix -o FILE`` where FILE is an input: the usage error (exit 2) comes before any deck is
rewritten, so every input is byte for byte as it was (issue 23, T3)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "fix"


@pytest.fixture
def decks(tmp_path):
    d = tmp_path / "decks"
    d.mkdir()
    for name in ("a.deck.txt", "b.deck.txt"):
        shutil.copy(FIX / "misplaced.deck.txt", d / name)
    return d


def snapshot(d: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(d.iterdir())}


@pytest.mark.parametrize(
    "args,out,src",
    [
        # the deck named itself, onto itself
        (["decks/a.deck.txt"], "decks/a.deck.txt", "decks/a.deck.txt"),
        # another spelling of the same file
        (["decks/a.deck.txt", "decks/b.deck.txt"], "decks/../decks/b.deck.txt", "decks/b.deck.txt"),
        # a deck found in a directory
        (["decks"], "decks/b.deck.txt", "decks/b.deck.txt"),
    ],
)
def test_fix_onto_an_input_is_refused_before_anything_is_written(cli, decks, args, out, src):
    before = snapshot(decks)
    r = cli("check", "--fix", *args, "-o", out, "--as-of", "2026-10-01", cwd=decks.parent)
    assert r.returncode == 2
    assert r.stdout == ""
    shown = src if not os.path.isdir(decks.parent / args[0]) else None
    assert r.stderr.startswith(f"riftcheck: error: --output {out} is also an input (")
    if shown:
        assert f"is also an input ({shown})" in r.stderr
    assert "--fix:" not in r.stderr  # nothing fixed, nothing said about fixing
    assert snapshot(decks) == before


def test_fix_onto_the_card_database_is_refused_before_anything_is_written(cli, decks, tmp_path):
    cards = tmp_path / "cards.json"
    shutil.copy(ROOT / "card_data" / "cards.json", cards)
    before, cards_before = snapshot(decks), cards.read_bytes()
    r = cli("check", "--fix", "decks/a.deck.txt", "--cards", cards, "-o", cards, cwd=tmp_path)
    assert r.returncode == 2, r.stderr
    assert "is also an input" in r.stderr and "--fix:" not in r.stderr
    assert snapshot(decks) == before and cards.read_bytes() == cards_before


def test_fix_with_an_output_elsewhere_still_fixes(cli, decks):
    r = cli(
        "check",
        "--fix",
        "decks/a.deck.txt",
        "-o",
        "report.txt",
        "--as-of",
        "2026-10-01",
        cwd=decks.parent,
    )
    assert r.returncode == 1, r.stderr
    assert "1 of 1 deck files rewritten" in r.stderr
    assert (decks / "a.deck.txt").read_bytes() != (FIX / "misplaced.deck.txt").read_bytes()
    assert (decks.parent / "report.txt").read_text(encoding="utf-8")
