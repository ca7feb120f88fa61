"""A team check's advice agrees with the team rules and with ``--fix --team`` (atkJ item 3): a
battlefield written under ``main:`` that the teammate uses is not advised into the deck's
battlefields (that would share it, CR 491.8.i): it is removed, with another battlefield added when
the row would be short, in the words of ``--fix --team``'s refusal; the team section names the
clash. The fact is :func:`riftcheck.rules.team_battlefields.used_by`, which ``--fix --team`` uses
too."""

from __future__ import annotations

import json
import re
from pathlib import Path

TEAM = Path(__file__).parent.parent / "cases" / "_team"
FRENCH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR.UTF-8"}


#: a deck with the teammate's legend written under MainDeck:, and the teammate's deck (text files)
LEGEND_IN_MAIN = (
    Path(__file__).parent.parent / "fixtures" / "fix" / "team" / "legend-in-main.deck.txt",
    Path(__file__).parent.parent / "fixtures" / "fix" / "team" / "kennen.deck.txt",
)


def _check(cli, *decks, env=None, args=()):
    """``check --team`` of ``decks``: names of tests/cases/_team/, or paths."""
    return cli(
        "check", "-r", "constructed-2v2", "--as-of", "2026-11-01", "-q", *args, "--team",
        *(d if isinstance(d, Path) else f"tests/cases/_team/{d}" for d in decks), env=env,
    )  # fmt: skip


def _said(cli, *decks, env=None):
    """The text report of an illegal team's check (exit 1, nothing on stderr), its wrapping
    undone (the no-break spaces kept)."""
    r = _check(cli, *decks, env=env)
    assert r.returncode == 1
    assert r.stderr == ""
    return re.sub(r"[ \n]+", " ", r.stdout)


def test_a_battlefield_the_teammate_uses_is_removed_not_moved(cli):
    r = _check(cli, "jinx-seat-in-main.deck.yaml", "rengar.deck.yaml")
    assert r.returncode == 1
    assert r.stderr == ""
    assert r.stdout == (
        "tests/cases/_team/jinx-seat-in-main.deck.yaml: ILLEGAL (1 error)\n"
        "  19:5  error  zone-card-type  Seat of Power is a Battlefield and cannot be in the main deck\n"
        "      fix: remove 1 Seat of Power from main: and add another battlefield under battlefields: (the\n"
        "      teammate's deck rengar.deck.yaml uses Seat of Power, and teammates may not share battlefields,\n"
        "      CR 491.8.i)\n"
        "\n"
        "Team: ILLEGAL (tests/cases/_team/jinx-seat-in-main.deck.yaml, tests/cases/_team/rengar.deck.yaml)\n"
        "  jinx-seat-in-main.deck.yaml:19:5  error  team-battlefields  jinx-seat-in-main.deck.yaml has the\n"
        "      battlefield Seat of Power written under main:, and the teammate's deck rengar.deck.yaml uses\n"
        "      it; teammates may not share battlefields\n"
        "      fix: remove 1 Seat of Power from main: in jinx-seat-in-main.deck.yaml rather than moving it to\n"
        "      its battlefields, as zone-card-type's fix says\n"
        "\n"
        "2 decks: 1 legal, 1 illegal; team illegal\n"
    )  # fmt: skip


def test_a_full_row_only_loses_the_card(cli):
    """Three battlefields besides it: the removal alone mends the count, said once."""
    r = _check(cli, "jinx-seat-in-main-4.deck.yaml", "rengar.deck.yaml")
    assert r.returncode == 1
    assert r.stderr == ""
    said = " ".join(r.stdout.split())
    assert (
        "fix: remove 1 Seat of Power from main: (the teammate's deck rengar.deck.yaml uses Seat of "
        "Power, and teammates may not share battlefields, CR 491.8.i)"
    ) in said
    assert (
        "fix: zone-card-type's fix removes 1 Seat of Power from main:, which fixes this too" in said
    )
    assert "from main: to battlefields:" not in said


def test_alone_the_deck_is_told_to_move_it(cli):
    """Without the teammate nothing forbids the move: the advice is the usual one."""
    r = cli("check", "--as-of", "2026-11-01", "-q", "tests/cases/_team/jinx-seat-in-main.deck.yaml")
    assert r.returncode == 1
    assert r.stderr == ""
    assert "fix: move 1 Seat of Power from main: to battlefields:" in " ".join(r.stdout.split())


def test_the_team_advice_in_french(cli):
    said = _said(cli, "jinx-seat-in-main.deck.yaml", "rengar.deck.yaml", env=FRENCH)
    assert (
        "correction\u00a0: retirez 1 exemplaire de Seat of Power du deck principal (main:) et ajoutez "
        "un autre champ de bataille dans les champs de bataille (battlefields:) (le deck de son "
        "coéquipier rengar.deck.yaml utilise Seat of Power, et des coéquipiers ne peuvent pas "
        "partager de champ de bataille, RB\u00a0491.8.i)"
    ) in said
    assert (
        "jinx-seat-in-main.deck.yaml a le champ de bataille Seat of Power écrit dans le deck principal "
        "(main:), et le deck de son coéquipier rengar.deck.yaml l'utilise\u202f; des coéquipiers ne "
        "peuvent "
        "pas partager de champ de bataille"
    ) in said


def test_both_decks_writing_one_battlefield_elsewhere_are_told_only_one_may_move_it(cli):
    """atkF item 10: both decks' Seat of Power under main: were each advised into the deck's
    battlefields; following both shares it. Each deck's advice and the team section now say only
    one of the two may (--fix --team refuses the two moves together)."""
    said = _said(cli, "jinx-seat-in-main.deck.yaml", "rengar-seat-in-main.deck.yaml")
    for other in ("rengar-seat-in-main.deck.yaml", "jinx-seat-in-main.deck.yaml"):
        assert (
            "fix: move 1 Seat of Power from main: to battlefields:, or, if the teammate's deck "
            f"{other} moves its own, remove it and choose another battlefield: both decks write "
            "Seat of Power outside their battlefields, and teammates may not share battlefields, "
            "CR 491.8.i"
        ) in said
    assert (
        "error team-battlefields Both teammates write the battlefield Seat of Power outside their "
        "battlefields (jinx-seat-in-main.deck.yaml under main:, rengar-seat-in-main.deck.yaml "
        "under main:); only one of the two decks may move it in, as teammates may not share "
        "battlefields fix: either jinx-seat-in-main.deck.yaml moves 1 Seat of Power from main: to "
        "battlefields: and rengar-seat-in-main.deck.yaml removes 1 Seat of Power from main:, or "
        "rengar-seat-in-main.deck.yaml moves 1 from main: to battlefields: and "
        "jinx-seat-in-main.deck.yaml removes 1 from main: (which deck keeps it is the team's choice)"
    ) in said
    said = _said(cli, "jinx-seat-in-main.deck.yaml", "rengar-seat-in-main.deck.yaml", env=FRENCH)
    assert (
        "hors de leurs champs de bataille (jinx-seat-in-main.deck.yaml dans le deck principal "
        "(main:), rengar-seat-in-main.deck.yaml dans le deck principal (main:))\u202f; un seul des "
        "deux decks peut l'y déplacer"
    ) in said


def test_a_legend_the_teammate_uses_is_removed_not_moved(cli):
    """atkF item 10: the teammate's legend written under MainDeck: with an empty Legend: was advised
    into the legend slot (a team-legend error; --fix --team refuses it). It is removed instead,
    and the legend rule's "add a Champion Legend" is the one to follow."""
    said = _said(cli, *LEGEND_IN_MAIN)
    assert "fix: add a Champion Legend under Legend:" in said
    assert (
        "fix: remove 1 Kennen, Heart of the Tempest from MainDeck: (the teammate's deck "
        "kennen.deck.txt uses the Champion Legend Kennen, Heart of the Tempest, and teammates may "
        "not share a legend, CR 491.8.h)"
    ) in said
    assert "to Legend:" not in said
    said = _said(cli, *LEGEND_IN_MAIN, env=FRENCH)
    assert (
        "(le deck de son coéquipier kennen.deck.txt utilise la légende de champion Kennen, Heart of the "
        "Tempest, et des coéquipiers ne peuvent pas partager une légende, RB\u00a0491.8.h)"
    ) in said


def test_the_team_section_names_the_misplaced_legend(cli):
    r = _check(cli, *LEGEND_IN_MAIN, args=("-f", "json"))
    assert r.returncode == 1
    assert r.stderr == ""
    (team,) = json.loads(r.stdout)["teams"]
    assert [(v["rule"], v["line"], v["message"], v["fix"]) for v in team["violations"]] == [
        (
            "team-legend",
            23,
            "legend-in-main.deck.txt has the Champion Legend Kennen, Heart of the Tempest written "
            "under MainDeck:, and the teammate's deck kennen.deck.txt uses it; teammates may not "
            "share a legend",
            "remove 1 Kennen, Heart of the Tempest from MainDeck: in legend-in-main.deck.txt rather "
            "than moving it to its legend slot, as zone-card-type's fix says",
        )
    ]
    assert team["why"] is None
