"""atkL 1: when one of the safe fixes checks worse (dropping the token of a 40-card main deck leaves
39 cards), the others are still written: each edited line's fixes are judged alone, the ones that
check worse alone are left out and said, and the rest are judged together before anything is
written. The file differs from the input only on the lines the written fixes change."""

from __future__ import annotations

import shutil
from pathlib import Path

FIX = Path(__file__).parent.parent / "fixtures" / "fix"
NAME = "token-and-names.deck.txt"


def test_the_safe_fixes_are_written_and_the_refused_one_said(cli, tmp_path):
    deck = tmp_path / "deck.txt"
    shutil.copy(FIX / NAME, deck)
    r = cli("--fix", "--as-of", "2026-10-09", "--quiet", str(deck))
    assert r.returncode == 1, r.stdout
    assert "error  not-a-deck-card  Recruit is a token" in r.stdout
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: wrote 'gust' (line 19) as 'Gust'\n"
        f"riftcheck: --fix: {deck}: wrote 'cull the weak' (line 37) as 'Cull the Weak'\n"
        f"riftcheck: --fix: {deck}: left out of the fixes written: dropped 1 Recruit (line 21): a "
        "token is not a deck card, as with it the fixed deck would have new errors "
        "(main-deck-size)\n"
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    before = (FIX / NAME).read_bytes()
    want = before.replace(b"\n3 gust  # my favourite\n", b"\n3 Gust  # my favourite\n", 1)
    want = want.replace(b"\n2 cull the weak\n", b"\n2 Cull the Weak\n", 1)
    assert want.count(b"\n1 Recruit\n") == 1  # the token stays: dropping it leaves 39
    assert deck.read_bytes() == want != before


def test_convert_fix_applies_the_same_subset(cli):
    r = cli("convert", "--fix", "--to", "text", str(FIX / NAME))
    assert r.returncode == 0, r.stderr
    assert "3 Gust\n" in r.stdout and "2 Cull the Weak\n" in r.stdout
    assert "1 Recruit\n" in r.stdout
    assert (
        "riftcheck: --fix: left out of the fixes written: dropped 1 Recruit (line 21): a token is "
        "not a deck card, as with it the fixed deck would have new errors (main-deck-size)"
    ) in r.stderr.splitlines()


def test_a_fix_refused_alone_and_no_other_refuses_the_file_as_before(cli, tmp_path):
    deck = tmp_path / "deck.txt"
    shutil.copy(FIX / "guard" / "token-at-forty.deck.txt", deck)
    before = deck.read_bytes()
    r = cli("--fix", "--as-of", "2026-10-09", "--quiet", str(deck))
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == (
        f"riftcheck: --fix: {deck}: not written: the fixed deck would have new errors "
        "(main-deck-size)"
    )
    assert deck.read_bytes() == before
