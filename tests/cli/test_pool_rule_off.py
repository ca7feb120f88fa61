"""atkK 9: a local ruleset extending a Limited one with the pool rule turned off is still a Limited
format: an unused --pool (or a roster's pools) says the real reason, the pool rule not run."""

from __future__ import annotations

from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL, write

DAY = ("--as-of", "2026-10-20")


def _files(tmp_path):
    write(tmp_path, "nopool.yaml", "name: nopool\nextends: sealed\nrules:\n  pool: false\n")
    write(tmp_path, "a.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)


def test_check_says_the_pool_rule_is_off(cli, tmp_path):
    _files(tmp_path)
    r = cli("-q", "-r", "./nopool.yaml", *DAY, "--pool", "pool.txt", "a.yaml", cwd=tmp_path)
    # -q keeps the Changed: line (atkX 3): the ruleset turned pool off
    assert r.returncode == 0 and r.stdout.endswith("\n\n1 deck: 1 legal, 0 illegal\n")
    assert " ".join(r.stdout.split()).startswith("Changed: local ruleset ")
    assert "compared with the shipped sealed it does not run pool" in " ".join(r.stdout.split())
    assert r.stderr == (
        "riftcheck: notice: --pool pool.txt is not used: ruleset nopool does not run the pool rule "
        "(turned off in it), and --pool is read only by the pool rule\n"
    )
    # a Constructed ruleset keeps its own reason
    r = cli("-q", "-r", "constructed", *DAY, "--pool", "pool.txt", "a.yaml", cwd=tmp_path)
    assert "ruleset constructed is not a Limited format" in r.stderr


def test_event_says_the_pool_rule_is_off(cli, tmp_path):
    _files(tmp_path)
    write(
        tmp_path,
        "ev.yaml",
        "name: E\nruleset: ./nopool.yaml\nplayers:\n  - {player: Ann, list: a.yaml, pool: pool.txt}\n",
    )
    r = cli("event", "ev.yaml", *DAY, cwd=tmp_path, env={"COLUMNS": "400"})
    assert (r.returncode, r.stderr) == (0, "")
    assert (
        "the players' pool: key names pools, but ruleset nopool does not run the pool rule "
        "(turned off in it): no pool is read and no card is checked against one; turn the pool "
        "rule on, or pass --ruleset with a Limited format (draft, sealed, sealed-2v2)"
    ) in r.stdout
    assert "is not a Limited format" not in r.stdout
