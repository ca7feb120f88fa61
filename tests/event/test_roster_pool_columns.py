"""A Sealed/Draft roster's pool column is read under its usual spellings (``Pools``, ``Pool File``,
``Pool (file)``), and a column that says "pool" but is not read as the pool is an error in a
Limited event: a pool left unread would let a deck with cards outside it pass (findings V2)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "pool_headers"


def roster(tmp_path: Path, header: str) -> Path:
    for name in ("sd_played.txt", "pool1.txt"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    p = tmp_path / "r.csv"
    p.write_text(f"player,list,{header}\nAlice,sd_played.txt,pool1.txt\n", encoding="utf-8")
    return p


@pytest.mark.parametrize("header", ["Pool", "Pools", "Pool File", "Pool (file)", "pool_files"])
def test_a_pool_column_spelt_as_organisers_do_is_read(cli, tmp_path, header):
    p = roster(tmp_path, header)
    r = cli("event", p.name, "-r", "sealed", "--as-of", "2026-12-01", cwd=tmp_path)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "1 Brittle Steel in deck, 0 in pool" in r.stdout
    assert "1 player: 0 legal, 1 illegal" in r.stdout
    assert "pool not checked" not in r.stdout and "no pool given" not in r.stdout
    assert r.stderr == ""


@pytest.mark.parametrize("header", ["Pool Sheet", "Whose pool", "POOL-LINK"])
def test_an_unread_pool_column_in_a_limited_event_is_a_roster_error(cli, tmp_path, header):
    p = roster(tmp_path, header)
    r = cli("event", p.name, "-r", "sealed", "--as-of", "2026-12-01", cwd=tmp_path)
    assert r.returncode == 1, r.stdout + r.stderr
    assert r.stdout == ""
    assert r.stderr == (
        # the roster's header cell (line 1, column 13, after "player,list,"), not 1:1 (atkE 4)
        f"riftcheck: error: r.csv:1:13: the column '{header}' looks like a pool column but is "
        "not read as one, and ruleset sealed checks each deck against its pool: name it pool\n"
    )


def test_the_same_column_in_a_constructed_event_is_only_kept(cli, tmp_path):
    p = roster(tmp_path, "Pool Sheet")
    r = cli("event", str(p), "--as-of", "2026-12-01", "-v", cwd=tmp_path)
    assert "columns kept but not read: Pool Sheet" in r.stdout + r.stderr
    assert "looks like a pool column" not in r.stdout + r.stderr


def test_an_event_file_naming_the_roster_points_at_the_roster_s_header(cli, tmp_path):
    roster(tmp_path, "Pool Link")
    (tmp_path / "ev.yaml").write_text(
        "name: Cup\nruleset: sealed\nroster: r.csv\n", encoding="utf-8"
    )
    r = cli("event", "ev.yaml", "--as-of", "2026-12-01", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        "riftcheck: error: r.csv:1:13: the column 'Pool Link' looks like a pool column but is "
        "not read as one, and ruleset sealed checks each deck against its pool: name it pool\n"
    )
