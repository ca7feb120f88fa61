"""The built wheel works on its own: data inside, console script runs, the sample deck checks."""

from __future__ import annotations

import os
import site
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    cmd = [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)]
    try:
        import hatchling  # noqa: F401

        cmd.insert(4, "--no-isolation")
    except ImportError:
        pass  # build fetches hatchling into an isolated environment
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        pytest.fail(f"wheel build failed:\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}")
    (found,) = out.glob("riftcheck-*.whl")
    return found


def test_wheel_carries_rulesets_card_data_and_schemas(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "riftcheck/_data/rulesets/constructed.yaml",
        "riftcheck/_data/card_data/cards.json",
        "riftcheck/_data/card_data/manifest.json",
        "riftcheck/schemas/report.schema.json",
        "riftcheck/schemas/deck.schema.json",
        "riftcheck/schemas/ruleset.schema.json",
    ):
        assert needed in names
    assert any(n.endswith("entry_points.txt") and "riftcheck" in n for n in names)


def test_installed_wheel_checks_the_sample_deck(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    pip = subprocess.run(
        [str(bindir / "python"), "-m", "pip", "install", "--no-deps", "--no-index", str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert pip.returncode == 0, pip.stderr
    # the dependencies come from this test environment; riftcheck itself only from the wheel
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(site.getsitepackages()))
    work = tmp_path / "work"
    work.mkdir()
    deck = work / "kennen.deck.yaml"
    deck.write_text((ROOT / "examples" / "kennen.deck.yaml").read_text())
    where = subprocess.run(
        [str(bindir / "python"), "-c", "import riftcheck.paths as p; print(p.rulesets_dir())"],
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
    )
    assert str(env_dir) in where.stdout, where.stdout + where.stderr
    v = subprocess.run([str(bindir / "riftcheck"), "--version"], capture_output=True, text=True, cwd=work, env=env)
    assert v.returncode == 0 and v.stdout.startswith("riftcheck ") and "card database" in v.stdout, v.stderr
    r = subprocess.run([str(bindir / "riftcheck"), deck.name], capture_output=True, text=True, cwd=work, env=env)
    assert (r.returncode, r.stderr) == (0, "")
    assert "kennen.deck.yaml: LEGAL" in r.stdout
