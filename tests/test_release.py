"""A release is consistent: the package version, the changelog's latest release and the README agree.

docs/releasing.md is the checklist; this test is what makes forgetting a step fail.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
CHANGELOG = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


def releases() -> list[tuple[str, str]]:
    """``(version, date)`` of each release entry of the changelog, newest first."""
    return re.findall(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$", CHANGELOG, re.M)


def test_changelog_has_unreleased_then_releases_newest_first():
    headings = re.findall(r"^## \[([^\]]+)\]", CHANGELOG, re.M)
    assert headings[0] == "Unreleased"
    versions = [tuple(map(int, v.split("."))) for v, _ in releases()]
    assert versions and versions == sorted(versions, reverse=True)
    assert len(headings) == len(versions) + 1, (
        "every entry but Unreleased is '## [X.Y.Z] - YYYY-MM-DD'"
    )
    dates = [d for _, d in releases()]
    assert dates == sorted(dates, reverse=True)
    for v, _ in releases():
        assert f"[{v}]: https://github.com/riftcheck/riftcheck/releases/tag/v{v}" in CHANGELOG


def test_package_version_is_the_latest_release():
    from riftcheck import __version__

    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__), "a version tools can read: X.Y.Z"
    assert releases()[0][0] == __version__
    import importlib.metadata

    assert importlib.metadata.version("riftcheck") == __version__, (
        "the installed metadata is stale: reinstall"
    )


def test_readme_names_the_current_version_only():
    from riftcheck import __version__

    tags = set(re.findall(r"\bv(\d+\.\d+\.\d+)\b", README))
    assert tags <= {__version__}, f"the README names other versions: {tags}"
    shown = re.findall(r"`riftcheck (\d+\.\d+\.\d+) \(card database", README)
    assert shown == [__version__]


@pytest.mark.spawn
def test_version_output_matches():
    import shutil
    import subprocess
    import sys

    import pytest

    from riftcheck import __version__

    local = Path(sys.executable).with_name("riftcheck")
    script = str(local) if local.exists() else shutil.which("riftcheck")
    if not script:
        pytest.skip("the riftcheck console script is not installed")
    r = subprocess.run([script, "--version"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.startswith(f"riftcheck {__version__} (card database ")


def test_release_checklist_covers_each_step():
    text = (ROOT / "docs" / "releasing.md").read_text(encoding="utf-8")
    for step in (
        "__version__",
        "CHANGELOG.md",
        "git tag -a v",
        "python -m build",
        "twine check",
        "twine upload",
    ):
        assert step in text, step
