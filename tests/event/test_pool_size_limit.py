"""Issue 23: a Sealed or Draft pool is read within bounded memory: a pool over POOL_MAX_BYTES
(256 KiB, README "Reliability") is refused before it is read, naming the file (or the event file's
line of a pasted pool) and the limit, in ``check --pool``, a deck's own ``pool:``, ``diff --pool``
and ``event`` (a pool column or a pasted pool). A 10 MB pool took 700 MB and 40 s; a real pool is a
few hundred cards. Inputs of the tests' own."""

from __future__ import annotations

import os
import tracemalloc

import pytest

from riftcheck.decks.read import POOL_MAX_BYTES
from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL, write
from tests.inprocess import run_in_process

DAY = ("--as-of", "2026-10-20")
TAIL = "larger than the limit of 262,144 bytes for a pool (a Sealed or Draft pool is a few hundred cards, a few kilobytes)"  # fmt: skip


@pytest.fixture
def rc(tmp_path):
    """``riftcheck ARGS`` in this process, in ``tmp_path``: (exit code, stdout, stderr)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("RIFTCHECK")}
    env["COLUMNS"] = "400"

    def run(*args):
        r = run_in_process(list(args), environ=env, cwd=tmp_path)
        return r.returncode, r.stdout, r.stderr

    return run


def _pool_of(size: int) -> str:
    """A pool text of exactly ``size`` bytes: TEAM_POOL's lines, then comment lines of padding
    (repeating TEAM_POOL to the byte limit would cross the 5,000 lines of cards a pool may hold,
    ``MAX_ENTRIES``, atkK 4)."""
    pad = size - len(TEAM_POOL)
    lines = ["#" * 999 + "\n"] * (pad // 1000)
    rest = pad - 1000 * len(lines)
    if rest:
        lines.append("#" * (rest - 1) + "\n")
    return TEAM_POOL + "".join(lines)


@pytest.fixture
def files(tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)
    write(tmp_path, "edge.txt", _pool_of(POOL_MAX_BYTES))
    write(tmp_path, "over.txt", _pool_of(POOL_MAX_BYTES + 1))
    return tmp_path


def test_the_limit_is_256_kib_and_a_pool_at_it_is_read(rc, files):
    assert POOL_MAX_BYTES == 262_144 == (files / "edge.txt").stat().st_size
    code, out, err = rc("check", "-r", "sealed", *DAY, "--pool", "edge.txt", "a.deck.yaml")
    assert (code, err) == (0, "") and "a.deck.yaml: LEGAL" in out and "pool not checked" not in out


def test_check_with_a_pool_over_the_limit_is_an_error_naming_the_file(rc, files):
    # atkK 11 (behaviour change): the deck's pool error, the run goes on (it was the run's abort)
    code, out, err = rc("check", "-r", "sealed", *DAY, "--pool", "over.txt", "a.deck.yaml")
    assert (code, err) == (1, "")
    assert "a.deck.yaml: ILLEGAL (1 error)" in out
    assert f"error pool over.txt: the pool is 262,145 bytes, {TAIL}" in " ".join(out.split())
    code, out, err = rc(
        "diff", "a.deck.yaml", "a.deck.yaml", "--sideboarding", "-r", "sealed", *DAY,
        "--pool", "over.txt",
    )  # fmt: skip
    assert (code, out) == (1, "")
    assert err == f"riftcheck: error: over.txt: the pool is 262,145 bytes, {TAIL}\n"


def test_a_deck_s_own_pool_over_the_limit(rc, files):
    write(files, "own.deck.yaml", "pool: over.txt\n" + SEALED_A)
    code, out, err = rc("check", "-r", "sealed", *DAY, "own.deck.yaml")
    assert (code, err) == (1, "")
    assert "own.deck.yaml: ILLEGAL (1 error)" in out
    assert (
        "The pool file 'over.txt' named by pool: cannot be read: the pool is 262,145 bytes, " + TAIL
    ) in out


def test_an_event_s_pool_file_over_the_limit_is_the_row_s_error(rc, files):
    write(files, "r.csv", "player,list,pool\nAnn,a.deck.yaml,over.txt\nBo,a.deck.yaml,pool.txt\n")
    code, out, err = rc("event", "r.csv", "-r", "sealed", *DAY, "--color", "never")
    assert (code, err) == (1, "")
    assert (
        "r.csv:2  error  roster-pool  the pool cannot be read, so the list was not checked against "
        f"it: over.txt: the pool is 262,145 bytes, {TAIL}"
    ) in out
    assert "Bo (r.csv row 3): LEGAL" in out


def test_a_pasted_pool_over_the_limit_names_the_event_file_s_line(rc, files):
    pasted = "".join(f"      {ln}\n" for ln in _pool_of(POOL_MAX_BYTES + 100).splitlines())
    write(
        files,
        "e.yaml",
        "name: Cup\nruleset: sealed\nplayers:\n  - player: Ann\n    list: a.deck.yaml\n"
        "    pool: |\n" + pasted,
    )
    code, out, err = rc("event", "e.yaml", *DAY, "--color", "never")
    assert (code, err) == (1, "")
    assert "e.yaml:7  error  roster-pool  the pool cannot be read" in out
    assert f"pool: the pasted pool is 262,244 bytes, {TAIL}" in out


def test_a_10_mb_pool_is_refused_before_it_is_read(files, db):
    from riftcheck.decks import read_pool
    from riftcheck.infra.errors import InputError

    big = files / "big.txt"
    with open(big, "wb") as fh:
        fh.truncate(10 * 1024 * 1024)  # sparse: its size is all that is asked
    tracemalloc.start()
    try:
        with pytest.raises(InputError) as exc:
            read_pool(str(big), db)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert str(exc.value.message) == f"the pool is 10,485,760 bytes, {TAIL}"
    assert exc.value.location.file == str(big)
    assert peak < 1024 * 1024, peak


def test_the_french_message(rc, files):
    code, out, err = rc("--lang", "fr", "check", "-r", "sealed", *DAY, "--pool", "over.txt", "a.deck.yaml")  # fmt: skip
    assert (code, err) == (1, "")
    flat = " ".join(out.replace("\u00a0", "~").replace("\u202f", "_").split())
    assert (
        "over.txt~: le pool fait 262_145 octets, plus que la limite de 262_144 octets d'un pool "
        "(un pool de Scellé ou de Draft compte quelques centaines de cartes, quelques kilooctets)"
    ) in flat
