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

pytestmark = [pytest.mark.slow, pytest.mark.spawn]


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """``python -m build``: an sdist, then a wheel built from that sdist (as a release is built)."""
    out = tmp_path_factory.mktemp("dist")
    cmd = [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)]
    try:
        import hatchling  # noqa: F401

        cmd.insert(3, "--no-isolation")
    except ImportError:
        pass  # build fetches hatchling into an isolated environment
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        pytest.fail(f"build failed:\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}")
    return out


@pytest.fixture(scope="module")
def wheel(dist) -> Path:
    (found,) = dist.glob("riftcheck-*.whl")
    return found


def test_build_gives_an_sdist_and_a_wheel_that_pass_twine_check(dist):
    from riftcheck import __version__

    files = sorted(p.name for p in dist.iterdir())
    assert files == [f"riftcheck-{__version__}-py3-none-any.whl", f"riftcheck-{__version__}.tar.gz"]
    r = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", *map(str, dist.iterdir())],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0 and r.stdout.count("PASSED") == 2, r.stdout + r.stderr


def test_sdist_carries_what_a_release_needs(dist):
    import tarfile

    (sdist,) = dist.glob("riftcheck-*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    for needed in (
        "pyproject.toml",
        "README.md",
        "CHANGELOG.md",
        "action.yml",
        ".pre-commit-hooks.yaml",
        "docs/releasing.md",
        "riftcheck/__init__.py",
        "card_data/cards.json",
        "rulesets/constructed.yaml",
    ):
        assert needed in names, needed


def test_wheel_metadata(wheel):
    from email.parser import Parser

    from riftcheck import __version__

    zf = zipfile.ZipFile(wheel)
    (meta_name,) = [n for n in zf.namelist() if n.endswith(".dist-info/METADATA")]
    meta = Parser().parsestr(zf.read(meta_name).decode())
    assert meta["Name"] == "riftcheck" and meta["Version"] == __version__
    assert meta["Requires-Python"] == ">=3.11"
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL"))
    assert urls["Repository"] == "https://github.com/riftcheck/riftcheck"
    assert {"Homepage", "Issues", "Changelog", "Documentation"} <= set(urls)
    classifiers = meta.get_all("Classifier")
    assert (
        "Programming Language :: Python :: 3.11" in classifiers
        and "Environment :: Console" in classifiers
    )
    assert meta["License-Expression"] == "MIT" or meta["License"] == "MIT"
    assert meta["Description-Content-Type"] == "text/markdown"


def test_wheel_carries_rulesets_card_data_and_schemas(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "riftcheck/_data/rulesets/constructed.yaml",
        "riftcheck/_data/card_data/cards.json",
        "riftcheck/_data/card_data/manifest.json",
        "riftcheck/schemas/report.schema.json",
        "riftcheck/schemas/deck.schema.json",
        "riftcheck/schemas/ruleset.schema.json",
        "riftcheck/schemas/config.schema.json",
    ):
        assert needed in names
    assert any(n.endswith("entry_points.txt") and "riftcheck" in n for n in names)


def test_wheel_leaves_out_the_developers_importer(wheel):
    """The importer and its readers of ../shared are a developers' tool (tools/), never shipped;
    the feed -> record module ``cards update`` needs is, and the cards schema once."""
    names = set(zipfile.ZipFile(wheel).namelist())
    dev_only = [
        n
        for n in names
        if n.startswith("tools/")
        or "import_cards" in n
        or "supplements" in n
        or n.endswith("cards/importer.py")
    ]
    assert dev_only == []
    assert {"riftcheck/cards/records.py", "riftcheck/cards/update.py"} <= names
    assert [n for n in names if n.endswith("cards.schema.json")] == [
        "riftcheck/_data/card_data/cards.schema.json"
    ]


def test_sdist_carries_the_importer_its_tests_run(dist):
    import tarfile

    (sdist,) = dist.glob("riftcheck-*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    assert {"tools/import_cards.py", "tools/card_supplements.py"} <= names
    assert "tests/fixtures/card_dump/expected/cards.json" in names


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
        [
            str(bindir / "python"),
            "-c",
            "import riftcheck.infra.paths as p; print(p.rulesets_dir())",
        ],
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
    )
    assert str(env_dir) in where.stdout, where.stdout + where.stderr
    v = subprocess.run(
        [str(bindir / "riftcheck"), "--version"], capture_output=True, text=True, cwd=work, env=env
    )
    assert (
        v.returncode == 0 and v.stdout.startswith("riftcheck ") and "card database" in v.stdout
    ), v.stderr
    r = subprocess.run(
        [str(bindir / "riftcheck"), deck.name], capture_output=True, text=True, cwd=work, env=env
    )
    assert (r.returncode, r.stderr) == (0, "")
    assert "kennen.deck.yaml: LEGAL" in r.stdout
    c = subprocess.run(
        [str(bindir / "riftcheck"), "completion", "bash"],
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
    )
    assert c.returncode == 0 and "_RIFTCHECK_COMPLETE" in c.stdout, c.stderr
    s = subprocess.run(
        [str(bindir / "riftcheck"), "schema", "config", "--path"],
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
    )
    assert s.returncode == 0 and s.stdout.strip().startswith(str(env_dir)), s.stdout + s.stderr
    # the cards schema is read from the data shipped beside the database
    lint = subprocess.run(
        [str(bindir / "riftcheck"), "cards", "lint"],
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
    )
    assert lint.returncode == 0 and lint.stderr.endswith(": 0 errors, 1 warning\n"), lint.stderr
