"""The README's rule plugin (examples/plugin/) installed as a real distribution and run as users meet it.

The plugin is installed the way pip lays it out (a ``.dist-info`` directory
with its entry points, written from the example's own pyproject.toml) on
``PYTHONPATH``, so riftcheck finds it through importlib.metadata; the README
shows the example's files verbatim.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "plugin"
KENNEN = ROOT / "examples" / "kennen.deck.yaml"
FILES = ("pyproject.toml", "riftcheck_league.py", "league.ruleset.yaml", "test_riftcheck_league.py")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """A directory where the example plugin is installed as pip would install it."""
    project = tomllib.loads((EXAMPLE / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    d = tmp_path_factory.mktemp("site")
    info = d / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n",
        encoding="utf-8",
    )
    groups = project["entry-points"]
    (info / "entry_points.txt").write_text(
        "".join(
            f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in eps.items()) + "\n"
            for group, eps in groups.items()
        ),
        encoding="utf-8",
    )
    shutil.copy(EXAMPLE / "riftcheck_league.py", d)
    return d


def _riftcheck(site: Path, *args) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(site), "NO_COLOR": "1", "COLUMNS": "200"}
    exe = Path(sys.executable).with_name("riftcheck")
    return subprocess.run(
        [str(exe), *map(str, args)], capture_output=True, text=True, env=env, timeout=120
    )


def test_the_readme_shows_the_example_verbatim():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in FILES:
        assert (EXAMPLE / name).read_text(encoding="utf-8").rstrip() in readme, name


@pytest.mark.spawn
def test_the_installed_plugin_is_listed_after_the_builtins(site):
    r = _riftcheck(site, "rules", "--format", "json")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    rows = json.loads(r.stdout)["rules"]
    ids = [row["id"] for row in rows]
    assert ids[-1] == "league-no-sideboard" and ids[-2] == "team-battlefields", ids
    assert rows[-1]["origin"] == "plugin riftcheck-league (riftcheck_league:RULES)"


@pytest.mark.spawn
def test_the_ruleset_selects_the_plugin_rule_and_it_reports(site):
    r = _riftcheck(site, "check", "--ruleset", EXAMPLE / "league.ruleset.yaml", KENNEN)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert r.stderr == ""
    assert "league-no-sideboard" in r.stdout
    assert "7 cards in the sideboard; the league plays best-of-one, without one" in r.stdout
    # the same deck is legal under the ruleset the league's extends
    plain = _riftcheck(site, "check", KENNEN)
    assert plain.returncode == 0 and "league-no-sideboard" not in plain.stdout, plain.stdout


@pytest.mark.spawn
def test_without_the_plugin_its_rule_is_a_ruleset_error():
    r = _riftcheck(
        EXAMPLE / "missing", "check", "--ruleset", EXAMPLE / "league.ruleset.yaml", KENNEN
    )
    assert r.returncode == 3 and r.stdout == ""
    assert "league-no-sideboard" in r.stderr


def test_the_plugins_own_tests_pass(monkeypatch):
    """The example's tests, written with riftcheck.testing, run and pass here."""
    monkeypatch.syspath_prepend(str(EXAMPLE))
    import test_riftcheck_league as tests

    tests.test_a_sideboard_is_reported_at_its_key()
    tests.test_no_sideboard_is_legal()
