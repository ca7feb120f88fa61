"""``check --fix`` finds every usage error before it writes anything (atkA 4): a one-deck team (or
one deck named twice), ``--team`` under a ruleset with no team rules, an unknown ``--select`` or
``--ignore`` rule were found after the decks were rewritten, so the run was refused (exit 2) with
the player's file edited, without the team guard that would have refused that very move."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "fix"
ERR = "riftcheck: error: "


@pytest.mark.parametrize(
    ("args", "stderr"),
    [
        (
            ["-r", "constructed-2v2", "--team", "a.deck.txt"],
            ERR + "a team needs at least 2 decks, got 1\n",
        ),
        (
            ["-r", "constructed-2v2", "--team", "a.deck.txt", "a.deck.txt"],
            "riftcheck: notice: a.deck.txt is named 2 times on the command line: it is checked "
            "once and counted once\n" + ERR + "a team needs at least 2 decks, got 1\n",
        ),
        (
            ["--team", "a.deck.txt", "b.deck.txt"],
            ERR + "--team: ruleset 'constructed' has no team rules, so no team check would run "
            "(use --ruleset constructed-2v2 or --ruleset sealed-2v2)\n",
        ),
        (
            ["--select", "nosuchrule", "a.deck.txt"],
            ERR + "--select: unknown rule 'nosuchrule' (run 'riftcheck rules' for the list)\n",
        ),
        (
            ["--ignore", "zone-card-typ", "a.deck.txt"],
            ERR + "--ignore: unknown rule 'zone-card-typ' (did you mean 'zone-card-type'?)\n",
        ),
    ],
    ids=["one-deck-team", "one-deck-twice", "no-team-rules", "select-typo", "ignore-typo"],
)
def test_a_usage_error_of_fix_leaves_every_file_as_it_was(cli, tmp_path, args, stderr):
    for name in ("a.deck.txt", "b.deck.txt"):
        shutil.copy(FIX / "misplaced.deck.txt", tmp_path / name)
    r = cli("--fix", "--as-of", "2026-10-01", *args, cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", stderr)
    for name in ("a.deck.txt", "b.deck.txt"):
        assert (tmp_path / name).read_bytes() == (FIX / "misplaced.deck.txt").read_bytes()


def test_the_same_options_without_a_mistake_fix_the_deck(cli, tmp_path):
    """The refusal above is the mistake's: ``--select`` of a real rule fixes the file."""
    shutil.copy(FIX / "misplaced.deck.txt", tmp_path / "a.deck.txt")
    r = cli("--fix", "--as-of", "2026-10-01", "-q", "--select", "zone-card-type", "a.deck.txt",
            cwd=tmp_path)  # fmt: skip
    assert r.returncode == 0 and "1 of 1 deck files rewritten" in r.stderr, r.stderr
    assert (tmp_path / "a.deck.txt").read_bytes() != (FIX / "misplaced.deck.txt").read_bytes()
