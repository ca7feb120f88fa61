"""check --team: the team file is an input (--output), a Sealed 2v2 team shares one pool."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "team_pools"


@pytest.fixture
def tm(tmp_path: Path) -> Path:
    d = tmp_path / "tm"
    shutil.copytree(FIXTURES, d)
    return d


@pytest.mark.parametrize("spelled", ["team.yaml", "./team.yaml"])
@pytest.mark.parametrize("ruleset", ["sealed-2v2", "constructed-2v2"])
def test_output_over_the_team_file_is_refused(cli, tm, spelled, ruleset):
    before = (tm / "team.yaml").read_bytes()
    r = cli("check", "-r", ruleset, "--team", "team.yaml", "-o", spelled, cwd=tm)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr == (
        "riftcheck: error: --output team.yaml is also an input (team.yaml): "
        "refusing to overwrite it (write the report to another file)\n"
    )
    assert (tm / "team.yaml").read_bytes() == before
