"""Issue 23 (atkE 10): pasted pools. Every pool pasted into an event (a ``pool: |`` block, a
pool cell of a roster) is read on its own, where a pool file is read once for every row naming
it, so the event's pasted pools together are bounded too: at most MAX_PASTED_POOL_BYTES (2 MiB,
README "Reliability"), refused before any player is read, at the event file's (or roster's)
line of the pool that crosses it. A pasted pool no longer costs more than the same file: the
event file is not parsed again as a deck, and a "summed" notice names at most ten lines.
Inputs of the tests' own."""

from __future__ import annotations

import pytest

from riftcheck.events.read import MAX_PASTED_POOL_BYTES, pasted_pool_budget, read_event
from riftcheck.infra.errors import InputError
from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL, write

DAY = ("--as-of", "2026-10-20")
POOL_BYTES = 240_000  # under the 256 KiB of one pool; nine of them cross 2 MiB


def _pool_of(size: int) -> str:
    body = (TEAM_POOL * (size // len(TEAM_POOL) + 1))[: size - 1]
    body = body[: body.rindex("\n") + 1]
    return body + "#" * (size - len(body) - 1) + "\n"


def _event(players: int, size: int) -> tuple[str, list[int]]:
    """An event file of ``players`` each pasting a pool of ``size`` bytes, and each pool's first line."""
    pasted = "".join(f"      {ln}\n" for ln in _pool_of(size).splitlines())
    out, firsts = ["name: Cup", "ruleset: sealed", "players:"], []
    for i in range(players):
        out += [f"  - player: P{i}", "    list: a.deck.yaml", "    pool: |"]
        firsts.append(len(out) + 1)
        out += pasted.rstrip("\n").split("\n")
    return "\n".join(out) + "\n", firsts


def test_the_budget_is_2_mib():
    assert MAX_PASTED_POOL_BYTES == 2_097_152


def test_pasted_pools_over_the_budget_are_refused_at_the_pool_that_crosses_it(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    text, firsts = _event(9, POOL_BYTES)
    write(tmp_path, "e.yaml", text)
    code, out, err = rc("event", "e.yaml", *DAY, "--color", "never")
    assert (code, out) == (1, "")
    assert err == (
        f"riftcheck: error: e.yaml:{firsts[8]}: the pool of P8 (e.yaml line {firsts[8] - 3}): "
        "with this pool, the pools pasted into the "
        "event come to 2,160,000 bytes, more than the limit of 2,097,152 bytes for an event's "
        "pasted pools (a Sealed or Draft pool is a few kilobytes: write each pool in a file of "
        "its own and name it, as pool: pools/NAME.txt)\n"
    )


def test_a_roster_s_pasted_pool_cells_count_too(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    pool = _pool_of(POOL_BYTES // 2)  # a roster cell holds at most 131,072 characters
    rows = "".join(f'P{i},a.deck.yaml,"{pool}"\n' for i in range(18))
    write(tmp_path, "r.csv", "player,list,pool\n" + rows)
    code, out, err = rc("event", "r.csv", "-r", "sealed", *DAY, "--color", "never")
    assert (code, out) == (1, "")
    line = 2 + 17 * (pool.count("\n") + 1)  # the 18th player's line (a cell ends its own line)
    assert err.startswith(f"riftcheck: error: r.csv:{line}")
    # named by the file's line too, as the JSON does (atkK 8: the French said « ligne 19 »)
    assert f"the pool of P17 (r.csv row 19, line {line}): with this pool, the pools pasted" in err
    assert "2,160,000 bytes, more than the limit of 2,097,152 bytes" in err


def test_a_roster_s_budget_error_in_french_says_the_file_s_line(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    pool = _pool_of(POOL_BYTES // 2)
    rows = "".join(f'P{i},a.deck.yaml,"{pool}"\n' for i in range(18))
    write(tmp_path, "r.csv", "player,list,pool\n" + rows)
    code, out, err = rc("--lang", "fr", "event", "r.csv", "-r", "sealed", *DAY, "--color", "never")
    assert (code, out) == (1, "")
    line = 2 + 17 * (pool.count("\n") + 1)
    assert (
        f"r.csv:{line}\u00a0: le pool de P17 (r.csv, ligne {line}, rangée 19 du tableau)\u00a0: "
        "avec ce pool, les pools collés" in err
    )
    assert "ligne 19" not in err


def test_a_pool_reused_by_a_yaml_alias_is_blamed_on_the_player_crossing_the_budget(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    pasted = "".join(f"      {ln}\n" for ln in _pool_of(POOL_BYTES).splitlines())
    text = "name: Cup\nruleset: sealed\nplayers:\n  - player: P0\n    list: a.deck.yaml\n"
    text += "    pool: &big |\n" + pasted
    text += "".join(f"  - {{player: P{i}, list: a.deck.yaml, pool: *big}}\n" for i in range(1, 12))
    write(tmp_path, "e.yaml", text)
    code, out, err = rc("event", "e.yaml", *DAY, "--color", "never")
    assert (code, out) == (1, "")
    p8 = 1 + text.splitlines().index("  - {player: P8, list: a.deck.yaml, pool: *big}")
    assert err.startswith(f"riftcheck: error: e.yaml:{p8}:5: the pool of P8 (e.yaml line {p8}): ")
    assert "2,160,000 bytes" in err


def test_the_budget_counts_pasted_pools_only_and_up_to_its_byte(tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)
    pasted = "".join(f"      {ln}\n" for ln in TEAM_POOL.splitlines())
    write(
        tmp_path,
        "e.yaml",
        "name: Cup\nruleset: sealed\nplayers:\n"
        "  - player: Ann\n    list: a.deck.yaml\n    pool: |\n" + pasted + ""
        "  - player: Bo\n    list: a.deck.yaml\n    pool: pool.txt\n"
        "  - player: Cy\n    list: a.deck.yaml\n    pool: |\n" + pasted,
    )
    ev = read_event(tmp_path / "e.yaml")
    both = 2 * len(TEAM_POOL.encode())
    pasted_pool_budget(ev, both)  # at the limit: read
    with pytest.raises(InputError) as exc:
        pasted_pool_budget(ev, both - 1)
    assert exc.value.location.line == 24  # the first line of Cy's pool (Bo names a file)
    assert f"come to {both:,} bytes" in str(exc.value.message)


def test_a_pool_pasted_as_many_lines_of_one_card_names_ten_of_them(tmp_path, db):
    from riftcheck.events.check import read_list

    pasted = "".join("      1 Charm\n" for _ in range(30)) + "".join(
        f"      {ln}\n" for ln in TEAM_POOL.splitlines()
    )
    write(tmp_path, "e.yaml", "name: Cup\nruleset: sealed\nplayers:\n"
          "  - player: Ann\n    list: a.deck.yaml\n    pool: |\n" + pasted)  # fmt: skip
    pool = read_list(read_event(tmp_path / "e.yaml").players[0].pool, db, pool=True)
    said = [str(n.message) for n in pool.notices if n.code == "summed-entries"]
    assert said == [
        "31 entries of Charm in main (lines 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 and 21 more) "
        "were summed to 38 copies"
    ]
