"""Best-of-one Limited with the head judge's altered setup (atkL 2): the legend and the three
registered battlefields stay (TR 602.3.e.3, July 406.1.g.1-.2), by the ruleset's
``best_of_one_fixed``; every ruleset x games x date combination is a row of
``tests/cases/_sideboarding/best-of-one.matrix.yaml``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from tests.event.test_sideboarding import cli  # noqa: F401  (the fixture)

CASES = Path(__file__).resolve().parents[1] / "cases" / "_sideboarding"
ROWS = yaml.safe_load((CASES / "best-of-one.matrix.yaml").read_text(encoding="utf-8"))["rows"]


@pytest.mark.parametrize(
    "ruleset,best_of,day,played,code,cites", ROWS, ids=["-".join(map(str, r[:4])) for r in ROWS]
)
def test_limited_sideboarding_by_games_and_date(cli, ruleset, best_of, day, played, code, cites):  # noqa: F811
    r = cli("diff", "-r", ruleset, "--pool", CASES / "pool.txt", "--as-of", day,
            "--best-of", best_of, "--best-of-one-sideboarding", "--sideboarding", "-f", "json",
            CASES / "registered.deck.txt", CASES / f"{played}.deck.txt")  # fmt: skip
    assert r.returncode == code, (r.stdout, r.stderr)
    if code == 2:
        assert r.stdout == "" and "a sealed-2v2 match is best of one (CR" in r.stderr, r.stderr
        return
    assert r.stderr == ""
    got = json.loads(r.stdout)
    assert [p["citation"] for p in got["problems"]] == cites
    assert got["allowed"] is (code == 0)


def test_an_event_s_best_of_one_sealed_keeps_legend_and_battlefields(cli, tmp_path):  # noqa: F811
    for f in CASES.glob("*.txt"):
        shutil.copy(f, tmp_path / f.name)
    ev = tmp_path / "ev.yaml"
    ev.write_text(
        "name: s\ndate: 2026-09-20\nruleset: draft\nbest_of: 1\nbest_of_one_sideboarding: true\n"
        "players:\n"
        "  - {player: A, list: registered.deck.txt, pool: pool.txt, played: legend.deck.txt}\n"
        "  - {player: B, list: registered.deck.txt, pool: pool.txt, played: battlefield.deck.txt}\n"
        "  - {player: C, list: registered.deck.txt, pool: pool.txt, played: exchange.deck.txt}\n",
        encoding="utf-8",
    )
    r = cli("event", ev, "--sideboarding", "-f", "json")
    assert (r.returncode, r.stderr) == (1, "")
    players = {p["player"]: p for p in json.loads(r.stdout)["players"]}
    said = {
        name: [(f["citation"], f["message"]) for f in p["problems"] if f["rule"] == "deck-check"]
        for name, p in players.items()
    }
    assert said == {
        "A": [("TR 406.1.g.1", "played deck: legend changed from Kennen, Heart of the Tempest to "
               "Teemo, Swift Scout: the legend may not change after registration")],
        "B": [("TR 602.3.e.3, TR 406.1.g.2", "played deck: battlefields: +1 Altar to Unity (0 -> 1): the "
               "battlefields may not change after registration"),
              ("TR 602.3.e.3, TR 406.1.g.2", "played deck: battlefields: -1 Emperor's Dais (1 -> 0): the "
               "battlefields may not change after registration")],
        "C": [],
    }  # fmt: skip
    assert [players[n]["status"] for n in "ABC"] == ["deck-check-failed"] * 2 + ["legal"]


def test_best_of_one_fixed_names_citation_keys(tmp_path):
    from riftcheck.infra.errors import RulesetError
    from riftcheck.rulesets import load_ruleset

    p = tmp_path / "mine.yaml"
    p.write_text(
        "name: mine\nextends: sealed\nsideboarding:\n  - from: 2026-01-01\n"
        "    exchange: one-for-one\n    citation: [tr.sideboarding]\n"
        "    best_of_one_fixed:\n      legend: [tr.best-of-one-legnd]\n",
        encoding="utf-8",
    )
    with pytest.raises(RulesetError) as exc:
        load_ruleset(str(p))
    assert "unknown citation key 'tr.best-of-one-legnd'" in exc.value.message
    assert "did you mean 'tr.best-of-one-legend'?" in str(exc.value.hint)
    assert exc.value.location.line == 8
    # a zone that is none is refused by the schema
    p.write_text(p.read_text(encoding="utf-8").replace("legend: [tr.best-of-one-legnd]",
                 "sideboard: [tr.best-of-one-legend]"), encoding="utf-8")  # fmt: skip
    with pytest.raises(RulesetError):
        load_ruleset(str(p))
