"""The CSV written from an event file names its own rows in the ``problems`` cells (atkL 9): the
event file's lines (``line 58:5``, ``lines 58, 59 and 60``) are not the CSV's, so a re-run on
the written CSV (with the event's ruleset and date) writes the same bytes, with no ``problems
(previous run)`` column."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
EVENTS = sorted((ROOT / "examples" / "events").glob("*.yaml"))
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


def _settings(path: Path) -> list[str]:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    args = ["-r", str(doc["ruleset"]), "--as-of", str(doc["date"])]
    return args + (["--region", str(doc["region"])] if doc.get("region") else [])


def _twice(cli, where: Path, name: str) -> tuple[bytes, bytes]:
    first = cli("event", name, "-f", "csv", "-o", "one.csv", cwd=where)
    assert first.returncode in (0, 1) and first.stdout == "", first.stderr
    second = cli(
        "event", "one.csv", *_settings(where / name), "-f", "csv", "-o", "two.csv", cwd=where
    )
    assert second.returncode == first.returncode and second.stdout == "", second.stderr
    return (where / "one.csv").read_bytes(), (where / "two.csv").read_bytes()


@pytest.mark.parametrize("event", EVENTS, ids=lambda p: p.name)
def test_the_csv_of_an_example_event_file_comes_back_byte_for_byte(cli, tmp_path, event):
    shutil.copytree(event.parent, tmp_path, dirs_exist_ok=True)
    one, two = _twice(cli, tmp_path, event.name)
    assert b"previous run" not in two
    assert one == two


def test_problems_name_the_csvs_rows_not_the_event_files_lines(cli, tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: e\ndate: 2026-09-20\nruleset: constructed\nplayers:\n"
        "  - player: Ann\n    list: a.txt\n"
        "  - player: Ben\n    list: a.txt\n"
        "  - player: Ann\n    list: a.txt\n",
        encoding="utf-8",
    )
    one, two = _twice(cli, tmp_path, "e.yaml")
    text = one.decode("utf-8")
    assert (
        "error roster-duplicate-player (row 2): player Ann is registered 2 times (rows 2 and 4)"
        in text
    )
    assert "line" not in text.split("\n", 1)[1]
    assert one == two


def test_a_shared_pool_is_said_as_the_csv_s_pool_cell(cli, tmp_path):
    """Two players of a Sealed event file with one pool: the CSV's warning asks about its pool
    cell, as a re-run on the CSV does, not about the event file's pool: key (evtT 5: the first
    re-run kept the event file's wording in a 'problems (previous run)' column)."""
    limited = ROOT / "tests" / "cases" / "_limited"
    deck = (limited / "radiance-printing-pool.deck.yaml").read_text(encoding="utf-8")
    (tmp_path / "d.deck.yaml").write_text(deck, encoding="utf-8")
    shutil.copy(limited / "pool.txt", tmp_path / "pool.txt")
    (tmp_path / "e.yaml").write_text(
        "name: s\ndate: 2026-11-01\nruleset: sealed\nplayers:\n"
        "  - {player: Ann, list: d.deck.yaml, pool: pool.txt}\n"
        "  - {player: Bo, list: d.deck.yaml, pool: pool.txt}\n",
        encoding="utf-8",
    )
    one, two = _twice(cli, tmp_path, "e.yaml")
    assert b"is the pool cell copied from another row?" in one
    assert b"pool: key" not in one
    assert b"previous run" not in two
    assert one == two
