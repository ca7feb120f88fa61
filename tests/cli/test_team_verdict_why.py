"""A team's verdict says why (atkJ item 4): decks illegal on their own, and no team rule failing,
gave ``Team: ILLEGAL (a, b)`` with nothing under it. The verdict now names each illegal deck and
its errors, in the text, JSON and HTML reports, in English and French."""

from __future__ import annotations

import json
import re

KENNEN = "examples/kennen-illegal.deck.yaml"  # 4 errors
JINX = "tests/cases/_team/jinx-long.deck.yaml"  # 41 cards: 1 error
WHY = (
    "deck kennen-illegal.deck.yaml is illegal (4 errors) and deck jinx-long.deck.yaml is illegal "
    "(1 error)"
)


def _team(cli, *extra, decks=(KENNEN, JINX)):
    return cli(
        "check", "-r", "constructed-2v2", "--as-of", "2026-11-01", "-q", "--team", *decks, *extra
    )  # fmt: skip


def test_the_text_verdict_names_the_illegal_decks(cli):
    r = _team(cli)
    assert r.returncode == 1
    assert r.stderr == ""
    tail = r.stdout[r.stdout.index("\nTeam: ") + 1 :]
    assert tail == (
        "Team: ILLEGAL (examples/kennen-illegal.deck.yaml, tests/cases/_team/jinx-long.deck.yaml): deck\n"
        "kennen-illegal.deck.yaml is illegal (4 errors) and deck jinx-long.deck.yaml is illegal (1 error)\n"
        "\n"
        "2 decks: 0 legal, 2 illegal; team illegal\n"
    )  # fmt: skip


def test_the_json_and_html_verdicts_say_the_same(cli):
    r = _team(cli, "-f", "json")
    assert r.returncode == 1
    assert r.stderr == ""
    (team,) = json.loads(r.stdout)["teams"]
    assert team["legal"] is False
    assert team["violations"] == []
    assert team["why"] == WHY
    r = _team(cli, "-f", "html")
    assert r.returncode == 1
    assert r.stderr == ""
    assert f'<p class="team-why">{WHY}</p>' in r.stdout


def test_a_team_finding_is_the_reason_itself(cli):
    """A team rule failing says why: no list of decks beside it (JSON ``why`` null)."""
    r = _team(cli, "-f", "json", decks=(KENNEN, "tests/cases/_team/jinx-seat-in-main.deck.yaml"))
    assert r.returncode == 1
    assert r.stderr == ""
    (team,) = json.loads(r.stdout)["teams"]
    assert [v["rule"] for v in team["violations"]] == ["team-battlefields"]
    assert team["why"] is None


def test_a_legal_team_has_no_reason(cli):
    r = _team(
        cli,
        "-f",
        "json",
        decks=("tests/cases/_team/rengar.deck.yaml", "tests/cases/_team/jinx.deck.yaml"),
    )
    assert r.returncode == 0, r.stdout
    assert r.stderr == ""
    assert json.loads(r.stdout)["teams"][0]["why"] is None


def test_the_verdict_in_french(cli):
    r = _team(cli, "--lang", "fr")
    assert r.returncode == 1
    assert r.stderr == ""
    said = re.sub(r"[ \n]+", " ", r.stdout)
    assert (
        "Équipe\u00a0: ILLÉGALE (examples/kennen-illegal.deck.yaml, "
        "tests/cases/_team/jinx-long.deck.yaml)\u00a0: le deck kennen-illegal.deck.yaml est "
        "illégal (4 erreurs) et le deck jinx-long.deck.yaml est illégal (1 erreur)"
    ) in said
