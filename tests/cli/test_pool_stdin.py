"""atkE 6: ``--pool -`` reads the pool from stdin (README: ``-`` means stdin); with a deck ``-``
too, it is a usage error (exit 2)."""

from __future__ import annotations

from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL, write

DAY = ("--as-of", "2026-10-20")
BOTH = (
    "riftcheck: error: --pool - and the deck - cannot both be read from standard input "
    "(give the pool or the deck as a file)\n"
)


def test_check_reads_the_pool_from_stdin(cli, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)
    by_file = cli("-r", "sealed", *DAY, "--pool", "pool.txt", "a.deck.yaml", cwd=tmp_path)
    r = cli("-r", "sealed", *DAY, "--pool", "-", "a.deck.yaml", stdin=TEAM_POOL, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "") == (by_file.returncode, by_file.stderr)
    assert "a.deck.yaml: LEGAL" in r.stdout and "pool not checked" not in r.stdout


def test_a_pool_on_stdin_too_small_for_the_deck_is_a_finding(cli, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    small = TEAM_POOL.replace("6 Cleave", "1 Cleave")
    r = cli("-r", "sealed", *DAY, "--pool", "-", "a.deck.yaml", stdin=small, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    assert "error  pool  3 Cleave in deck, 1 in pool" in r.stdout


def test_pool_and_deck_both_on_stdin_is_exit_2(cli, tmp_path):
    r = cli("-r", "sealed", *DAY, "--pool", "-", "-", stdin=SEALED_A, cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", BOTH)
    write(tmp_path, "a.deck.yaml", SEALED_A)
    r = cli("diff", "-", "a.deck.yaml", "--sideboarding", "-r", "sealed", *DAY, "--pool", "-",
            stdin=SEALED_A, cwd=tmp_path)  # fmt: skip
    assert (r.returncode, r.stdout, r.stderr) == (2, "", BOTH)


def test_diff_reads_the_pool_from_stdin(cli, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    r = cli("diff", "a.deck.yaml", "a.deck.yaml", "--sideboarding", "-r", "sealed", *DAY,
            "--pool", "-", stdin=TEAM_POOL, cwd=tmp_path)  # fmt: skip
    assert (r.returncode, r.stderr) == (0, "")
    assert "identical" in r.stdout
