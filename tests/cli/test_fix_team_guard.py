"""``check --fix --team`` judges the team after the edits (atkF item 10): a fix that gives the
team a new team error is not written, and said. Both decks' Star Spring under ``MainDeck:`` were
moved into their battlefields (a new team-battlefields error, CR 491.8.i); a teammate's legend
was moved into an empty ``Legend:`` (a new team-legend error, CR 491.8.h). Fixes that are each
fine but clash together are all refused: which deck changes is the players' choice."""

from __future__ import annotations

import shutil
from pathlib import Path

TEAM = Path(__file__).parent.parent / "fixtures" / "fix" / "team"
FRENCH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR.UTF-8"}


def _team(cli, tmp_path, *names, env=None):
    decks = []
    for i, name in enumerate(names):
        deck = tmp_path / f"{'ab'[i]}.txt"
        shutil.copy(TEAM / name, deck)
        decks.append(deck)
    r = cli(
        "check", "--fix", "-r", "constructed-2v2", "--as-of", "2026-10-10", "-q", "--team",
        *decks, env=env,
    )  # fmt: skip
    return decks, r


def test_two_decks_moving_one_battlefield_in_are_both_refused(cli, tmp_path):
    (a, b), r = _team(
        cli, tmp_path, "kennen-star-spring-in-main.deck.txt", "rengar-star-spring-in-main.deck.txt"
    )
    assert r.returncode == 1
    assert a.read_bytes() == (TEAM / "kennen-star-spring-in-main.deck.txt").read_bytes()
    assert b.read_bytes() == (TEAM / "rengar-star-spring-in-main.deck.txt").read_bytes()
    why = (
        "not written: with the teammates' fixes the team would have new errors "
        "(team-battlefields); which deck changes is the player's choice"
    )
    assert r.stderr == (
        f"riftcheck: --fix: {a}: {why}\n"
        f"riftcheck: --fix: {a}: would have moved 1 Star Spring (line 24) from MainDeck: to "
        "Battlefields: (not written)\n"
        f"riftcheck: --fix: {b}: {why}\n"
        f"riftcheck: --fix: {b}: would have moved 1 Star Spring (line 26) from MainDeck: to "
        "Battlefields: (not written)\n"
        "riftcheck: --fix: 0 of 2 deck files rewritten; cards are never added, removed or "
        "replaced by a guess\n"
    )
    # the check after --fix: no battlefield shared; the team section says only one deck may move
    # Star Spring in, and each deck's advice says so (atkF item 10, the advice of the report)
    said = " ".join(r.stdout.split())
    assert "Both teammates use the battlefield" not in said
    assert (
        "error team-battlefields Both teammates write the battlefield Star Spring outside their "
        "battlefields (a.txt under MainDeck:, b.txt under MainDeck:); only one of the two decks may "
        "move it in, as teammates may not share battlefields"
    ) in said
    assert (
        "fix: move 1 Star Spring from MainDeck: to Battlefields:, or, if the teammate's deck b.txt "
        "moves its own, remove it and choose another battlefield: both decks write Star Spring "
        "outside their battlefields, and teammates may not share battlefields, CR 491.8.i"
    ) in said


def test_a_teammates_legend_is_not_moved_into_an_empty_legend(cli, tmp_path):
    (a, b), r = _team(cli, tmp_path, "legend-in-main.deck.txt", "kennen.deck.txt")
    assert r.returncode == 1
    assert a.read_bytes() == (TEAM / "legend-in-main.deck.txt").read_bytes()
    assert b.read_bytes() == (TEAM / "kennen.deck.txt").read_bytes()
    assert r.stderr == (
        f"riftcheck: --fix: {a}: not written: the team would have new errors (team-legend)\n"
        f"riftcheck: --fix: {a}: would have moved 1 Kennen, Heart of the Tempest (line 23) from "
        "MainDeck: to Legend: (not written)\n"
        "riftcheck: --fix: 0 of 2 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    # no legend shared by the fix; the team section names the clash the misplaced legend would
    # bring, and the deck's advice removes it (atkF item 10, the advice of the report)
    said = " ".join(r.stdout.split())
    assert "Both teammates use the Champion Legend" not in said
    assert (
        "error team-legend a.txt has the Champion Legend Kennen, Heart of the Tempest written under "
        "MainDeck:, and the teammate's deck b.txt uses it; teammates may not share a legend"
    ) in said


def test_a_fix_the_team_allows_is_written(cli, tmp_path):
    """One deck's Star Spring moved in, the teammate (Kennen's legend) uses none: written."""
    (a, b), r = _team(cli, tmp_path, "rengar-star-spring-in-main.deck.txt", "kennen.deck.txt")
    assert r.stderr == (
        f"riftcheck: --fix: {a}: moved 1 Star Spring (line 26) from MainDeck: to Battlefields:\n"
        "riftcheck: --fix: 1 of 2 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    assert r.returncode == 0, r.stdout
    assert b.read_bytes() == (TEAM / "kennen.deck.txt").read_bytes()


def test_the_team_refusal_in_french(cli, tmp_path):
    (a, _), r = _team(cli, tmp_path, "legend-in-main.deck.txt", "kennen.deck.txt", env=FRENCH)
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == (
        f"riftcheck\u00a0: --fix\u00a0: {a}\u00a0: non écrit\u00a0: l'équipe aurait de nouvelles "
        "erreurs (team-legend)"
    )


def test_a_teammate_on_standard_input_is_judged_by_the_team_guard(cli, tmp_path):
    """atkA 2: with the teammate piped in (``-``), the move of its battlefield into this deck was
    written, a new team-battlefields error; it is refused as with the teammate's file."""
    deck = tmp_path / "a.txt"
    shutil.copy(TEAM / "kennen-star-spring-in-main.deck.txt", deck)
    mate = (TEAM.parent / "atka" / "rengar-star-spring.deck.txt").read_text("utf-8")
    r = cli(
        "check", "--fix", "-r", "constructed-2v2", "--as-of", "2026-10-10", "-q", "--team",
        deck, "-", stdin=mate,
    )  # fmt: skip
    assert r.returncode == 1
    assert deck.read_bytes() == (TEAM / "kennen-star-spring-in-main.deck.txt").read_bytes()
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: kept 1 Star Spring (line 24) where it is (the teammate's deck "
        "<stdin> uses Star Spring, and teammates may not share battlefields; remove it, "
        "CR 491.8.i)\n"
        "riftcheck: --fix: -: not a file (standard input or a deck code): nothing to write back\n"
        "riftcheck: --fix: 0 of 2 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    said = " ".join(r.stdout.split())
    assert "Both teammates use the battlefield" not in said
    assert "Team: ILLEGAL" in said and "<stdin>" in said


def test_the_refusal_cites_the_rule_number_of_the_judging_date(cli, tmp_path):
    """atkA 20: judged on 2026-09-20, the report cited CR 489.8.i and the --fix line CR 491.8.i
    (the number from 2026-10-09); both cite the judging date's number, in French too."""
    deck, mate = tmp_path / "a.txt", tmp_path / "b.txt"
    shutil.copy(TEAM / "kennen-star-spring-in-main.deck.txt", deck)
    shutil.copy(TEAM.parent / "atka" / "rengar-star-spring.deck.txt", mate)
    args = ("check", "--fix", "-r", "constructed-2v2", "--as-of", "2026-09-20", "-q", "--team")
    r = cli(*args, deck, mate)
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == (
        f"riftcheck: --fix: {deck}: kept 1 Star Spring (line 24) where it is (the teammate's deck "
        "b.txt uses Star Spring, and teammates may not share battlefields; remove it, CR 489.8.i)"
    )
    assert "CR 489.8.i" in r.stdout and "491.8" not in r.stdout + r.stderr
    fr = cli(*args, deck, mate, env=FRENCH)
    assert fr.returncode == 1
    assert fr.stderr.splitlines()[0].endswith("\u202f; retirez la ligne 24, RB\xa0489.8.i)")
    assert "RB\xa0489.8.i" in fr.stdout and "491.8" not in fr.stdout + fr.stderr
