"""The one-for-one exchange is cited as the period's exchange rule, TR 403.4 ("Sideboard cards must
be exchanged 1 for 1", July and October texts alike), not 403.4.c, the deck-size subrule, which
the played deck's own size check cites (issue 23, T1)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("day", ["2026-09-01", "2026-10-20"])
def test_a_two_for_one_is_cited_as_the_one_for_one_rule(cli, tmp_path, day):
    (tmp_path / "reg.txt").write_text(KENNEN, encoding="utf-8")
    assert "3 Gust\n" in KENNEN
    (tmp_path / "played.txt").write_text(KENNEN.replace("3 Gust\n", "3 Gust\n1 Gust\n", 1), "utf-8")
    r = cli("diff", "reg.txt", "played.txt", "--sideboarding", "--as-of", day, cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    lines = [x for x in r.stdout.splitlines() if "exchanges cards one for one" in x]
    assert len(lines) == 1, r.stdout
    assert lines[0].endswith("sideboarding exchanges cards one for one [TR 403.4]")


@pytest.mark.parametrize(
    "ruleset,grant",
    [("sealed", "602.4.a.7.a"), ("sealed-2v2", "602.4.a.7.a"), ("draft", "602.4.b.8.a")],
)
def test_best_of_three_limited_sideboarding_cites_what_grants_it(ruleset, grant):
    """atk23d item 6: TR 602.3.g says best-of-one Limited has no sideboarding, so the best-of-three
    permission cites the format's own sideboarding rule and 602.3.e.4 (a pool battlefield or a
    blank one in best of three), never 602.3.g; best of one still cites 602.3.g."""
    import datetime as dt

    from riftcheck.events.sideboarding import sideboarding_rules
    from riftcheck.rulesets import load_ruleset

    rs, day = load_ruleset(ruleset), dt.date(2026, 10, 10)
    bo3 = sideboarding_rules(rs, day, best_of=3)
    assert bo3.citation == f"TR {grant}, TR 602.3.e.4"
    assert sideboarding_rules(rs, day, best_of=1).citation == "TR 602.3.g"
