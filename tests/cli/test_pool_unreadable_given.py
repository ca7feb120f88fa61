"""atkK 11: a ``--pool`` that cannot be read (empty, comments only, missing, empty stdin) is each
deck's pool error naming the pool, never the run's abort as "empty deck": every deck is judged."""

from __future__ import annotations

import json

import pytest

from tests.event.test_event_verdicts import SEALED_A, SEALED_B, TEAM_POOL, write

DAY = ("--as-of", "2026-10-20")
FIX = "fix: correct the pool file, the list of cards opened, or give the right one with --pool POOL"


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(
    ("pool", "content", "said"),
    [
        ("empty.txt", "", "empty.txt:1: empty pool: expected the cards opened, one a line"),
        ("notes.txt", "# sealed pool\n\n", "notes.txt:1: empty pool: expected the cards opened, one a line"),
        ("missing.txt", None, "missing.txt: no such file: expected a pool file"),
    ],
)  # fmt: skip
def test_an_unreadable_pool_file_is_each_deck_s_error(cli, tmp_path, pool, content, said):
    write(tmp_path, "a.yaml", SEALED_A)
    write(tmp_path, "b.yaml", SEALED_B)
    if content is not None:
        write(tmp_path, pool, content)
    r = cli("-r", "sealed", *DAY, "--pool", pool, "a.yaml", "b.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    out = _flat(r.stdout)
    assert f"a.yaml: ILLEGAL (1 error) error pool {said} {FIX}" in out
    assert f"b.yaml: ILLEGAL (1 error, 2 infos) error pool {said} {FIX}" in out
    assert out.endswith("2 decks: 0 legal, 2 illegal")
    assert "empty deck" not in out and "expected a deck file" not in out
    r = cli("-r", "sealed", *DAY, "-f", "json", "--pool", pool, "a.yaml", cwd=tmp_path)
    (v,) = json.loads(r.stdout)["decks"][0]["violations"]
    assert (v["rule"], v["path"], v["line"], v["message"]) == ("pool", pool, None, said)


def test_an_empty_pool_on_stdin_is_the_deck_s_error_in_french_too(cli, tmp_path):
    write(tmp_path, "a.yaml", SEALED_A)
    r = cli("-r", "sealed", *DAY, "--pool", "-", "a.yaml", stdin="", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    assert "error pool <stdin>: empty pool: expected the cards opened" in _flat(r.stdout)
    r = cli("--lang", "fr", "check", "-r", "sealed", *DAY, "--pool", "-", "a.yaml", stdin="",
            cwd=tmp_path, env={"COLUMNS": "300"})  # fmt: skip
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "erreur  pool  <stdin>\u00a0: pool vide\u00a0: les cartes ouvertes sont attendues, "
        "une par ligne\n" in r.stdout
    )


def test_an_empty_team_pool_is_the_team_s_error(cli, tmp_path):
    write(tmp_path, "a.yaml", SEALED_A)
    write(tmp_path, "b.yaml", SEALED_B)
    write(tmp_path, "empty.txt", "")
    r = cli(
        "-r", "sealed-2v2", *DAY, "--team", "--pool", "empty.txt", "a.yaml", "b.yaml", cwd=tmp_path
    )
    assert (r.returncode, r.stderr) == (1, "")
    out = _flat(r.stdout)
    assert "Team: ILLEGAL (a.yaml, b.yaml; pool not checked)" in out
    assert "empty.txt error pool empty.txt:1: empty pool: expected the cards opened" in out


def test_a_pasted_pool_of_comments_is_said_as_a_pool(cli, tmp_path):
    write(tmp_path, "a.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)
    write(
        tmp_path,
        "ev.yaml",
        "name: E\ndate: 2026-10-20\nruleset: sealed\nplayers:\n"
        "  - {player: Ann, list: a.yaml, pool: pool.txt}\n"
        "  - player: Bob\n    list: a.yaml\n    pool: |\n      # nothing yet\n",
    )
    r = cli("event", "-q", "ev.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "roster-pool the pool cannot be read, so the list was not checked against it: pool: the "
        "pasted pool holds no cards (only comments or blank lines); expected the cards opened, "
        "one a line" in _flat(r.stdout)
    )
