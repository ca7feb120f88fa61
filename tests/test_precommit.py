"""The pre-commit hook: its definition, its entry on a fixture repository, and the real tool."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
HOOKS = ROOT / ".pre-commit-hooks.yaml"


def hook(hook_id: str = "riftcheck") -> dict:
    (h,) = [h for h in yaml.safe_load(HOOKS.read_text()) if h["id"] == hook_id]
    return h


def local_hook(h: dict) -> dict:
    """The published definition ``h`` as a local hook running the riftcheck under test."""
    local = {
        "id": h["id"],
        "name": h["name"],
        "entry": shlex.join([script(), *shlex.split(h["entry"])[1:]]),
        "language": "system",
    }
    for key in ("files", "types", "args", "require_serial", "always_run", "pass_filenames"):
        if key in h:
            local[key] = h[key]
    return local


def script() -> str:
    local = Path(sys.executable).with_name("riftcheck")
    found = str(local) if local.exists() else shutil.which("riftcheck")
    if not found:
        pytest.skip("the riftcheck console script is not installed")
    return found


@pytest.fixture
def repo(tmp_path) -> Path:
    """A git repository with a legal deck, an illegal deck and a file that is not a deck."""
    if not shutil.which("git"):
        pytest.skip("git is not installed")
    r = tmp_path / "repo"
    (r / "decks").mkdir(parents=True)
    shutil.copy(ROOT / "examples" / "kennen.deck.yaml", r / "decks" / "kennen.deck.yaml")
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", r / "decks" / "kennen.deck.txt")
    (r / "README.md").write_text("my decks\n")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid"]
    subprocess.run([*git, "init", "-q", str(r)], check=True)
    subprocess.run([*git, "-C", str(r), "add", "."], check=True)
    return r


def test_hook_definition():
    h = hook()
    assert h["entry"].split()[0] == "riftcheck"
    assert h["language"] == "python"
    files = re.compile(h["files"])
    for name in ("a.deck.yaml", "x/b.deck.yml", "c.deck.json", "d.deck.txt", "e.rift.yaml"):
        assert files.search(name), name
    for name in ("README.md", "deck.yaml.bak", "pyproject.toml", "notes.txt"):
        assert not files.search(name), name
    # riftcheck parallelises itself: one process, so one report per run
    assert h["require_serial"] is True


def test_whole_directory_hook_definition():
    h = hook("riftcheck-all")
    # no file names are passed to it, so no --hook-paths
    assert h["entry"] == "riftcheck check" and h["language"] == "python"
    assert (h["always_run"], h["pass_filenames"], h["require_serial"]) == (True, False, True)
    assert h["args"] == ["."]


@pytest.mark.spawn
def test_entry_runs_on_a_fixture_repository(repo):
    h = hook()
    files = re.compile(h["files"])
    tracked = subprocess.run(
        ["git", "-C", str(repo), "ls-files"], capture_output=True, text=True, check=True
    )
    chosen = [f for f in tracked.stdout.split() if files.search(f)]
    assert sorted(chosen) == ["decks/kennen.deck.txt", "decks/kennen.deck.yaml"]
    entry = shlex.split(h["entry"])
    entry[0] = script()
    ok = subprocess.run([*entry, *chosen], capture_output=True, text=True, cwd=repo)
    assert (ok.returncode, ok.stderr) == (0, "")
    assert "2 decks: 2 legal, 0 illegal" in ok.stdout
    bad = repo / "decks" / "kennen.deck.yaml"
    bad.write_text(bad.read_text().replace("6 Chaos Rune", "5 Chaos Rune"))
    fail = subprocess.run([*entry, *chosen], capture_output=True, text=True, cwd=repo)
    assert (fail.returncode, fail.stderr) == (1, "")
    assert "rune-deck" in fail.stdout


@pytest.mark.spawn
def test_no_file_name_acts_as_an_option(repo):
    """pre-commit appends the file names after the user's args: a committed file named like an
    option is a path (checked, never obeyed), and the user's own options keep working."""
    h = hook()
    entry = shlex.split(h["entry"])
    entry[0] = script()
    alice = repo / "alice.deck.txt"
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", alice)
    before = alice.read_bytes()
    hostile = ["--output=alice.deck.txt", "-o", "--format=json", "--ruleset"]
    for name in hostile:
        (repo / f"{name}").write_text("1 Not A Card\n")
    files = [*hostile, "alice.deck.txt"]
    r = subprocess.run(
        [*entry, "--as-of", "2026-09-20", "--strict", "-q", *files],
        capture_output=True,
        text=True,
        cwd=repo,
    )
    # a file spelled as an option may be the user's option or a committed file: refused,
    # naming it, never obeyed (nor dropping the user's own, atkO 1)
    assert alice.read_bytes() == before
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --output=alice.deck.txt names a file and is spelled as an option of "
        "check: with --hook-paths it could be your option or a committed file, and a file name "
        "never adds or cancels an option (rename the file)\n"
    )
    # a file named like no option of check is a path (checked, never obeyed)
    (repo / "-zz").write_text("1 Not A Card\n")
    r = subprocess.run(
        [*entry, "--as-of", "2026-09-20", "-q", "-zz", "alice.deck.txt"],
        capture_output=True,
        text=True,
        cwd=repo,
    )
    assert (r.returncode, r.stderr) == (1, "")
    assert "-zz: UNREADABLE" in r.stdout or "-zz: ILLEGAL" in r.stdout, r.stdout
    (repo / "-zz").unlink()
    # an option value that names a file stays the option's value (with no file named like the
    # option itself: then the "option" is a path too, an unreadable deck, and the hook fails)
    for name in hostile:
        (repo / name).unlink()
    (repo / "my.yaml").write_text("name: my\nextends: constructed\n")
    r = subprocess.run(
        [*entry, "--ruleset", "my.yaml", "--as-of", "2026-09-20", "alice.deck.txt"],
        capture_output=True,
        text=True,
        cwd=repo,
    )
    assert r.returncode == 0 and "local ruleset" in r.stdout, r.stdout + r.stderr


@pytest.mark.slow
@pytest.mark.spawn
def test_real_pre_commit(repo, tmp_path):
    target = tmp_path / "pc"
    inst = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--target", str(target), "pre-commit"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    if inst.returncode != 0:
        pytest.skip(f"pre-commit cannot be installed: {inst.stderr[-500:]}")
    # local hooks with the published definitions, running the riftcheck under test
    config = {
        "repos": [
            {"repo": "local", "hooks": [local_hook(hook()), local_hook(hook("riftcheck-all"))]}
        ]
    }
    (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config))
    env = dict(os.environ, PYTHONPATH=str(target), PRE_COMMIT_HOME=str(tmp_path / "cache"))
    env.pop("GITHUB_ACTIONS", None)
    pre_commit = [sys.executable, "-m", "pre_commit", "run", "--color", "never"]
    run = [*pre_commit, "riftcheck", "--all-files"]
    ok = subprocess.run(run, capture_output=True, text=True, cwd=repo, env=env, timeout=600)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert re.search(r"riftcheck\.+Passed", ok.stdout)
    deck = repo / "decks" / "kennen.deck.yaml"
    deck.write_text(deck.read_text().replace("6 Chaos Rune", "5 Chaos Rune"))
    fail = subprocess.run(run, capture_output=True, text=True, cwd=repo, env=env, timeout=600)
    assert fail.returncode == 1
    assert re.search(r"riftcheck\.+Failed", fail.stdout) and "rune-deck" in fail.stdout

    # the whole-directory hook runs when no deck changed, and checks every deck
    (repo / "README.md").write_text("my decks, edited\n")
    whole = subprocess.run(
        [*pre_commit, "riftcheck-all", "--files", "README.md"],
        capture_output=True,
        text=True,
        cwd=repo,
        env=env,
        timeout=600,
    )
    assert whole.returncode == 1, whole.stdout + whole.stderr
    assert (
        re.search(r"riftcheck \(all decks\)\.+Failed", whole.stdout) and "rune-deck" in whole.stdout
    )
    assert "2 decks: 1 legal, 1 illegal" in whole.stdout
    changed_only = subprocess.run(
        [*pre_commit, "riftcheck", "--files", "README.md"],
        capture_output=True,
        text=True,
        cwd=repo,
        env=env,
        timeout=600,
    )
    assert changed_only.returncode == 0 and re.search(
        r"riftcheck\.+\(no files to check\)Skipped", changed_only.stdout
    )

    # many changed decks: still one riftcheck process, so one report and one summary line
    src = (ROOT / "examples" / "kennen.deck.yaml").read_text()
    for i in range(60):
        (repo / "decks" / f"copy{i:02}.deck.yaml").write_text(src)
    subprocess.run(["git", "-C", str(repo), "add", "."], check=True)
    many = subprocess.run(run, capture_output=True, text=True, cwd=repo, env=env, timeout=600)
    assert many.returncode == 1, many.stdout + many.stderr
    summaries = re.findall(r"^\d+ decks: .*$", many.stdout, re.M)
    assert summaries == ["62 decks: 61 legal, 1 illegal"], many.stdout

    # a committed file named like an option is refused, never obeyed: the hook fails
    (repo / "--output=decks").mkdir(exist_ok=True)
    evil = repo / "--output=decks" / "kennen.deck.yaml"
    evil.write_text("legend: Not A Card\n")
    subprocess.run(["git", "-C", str(repo), "add", "--", str(evil)], check=True)
    target = repo / "decks" / "kennen.deck.yaml"
    kept = target.read_bytes()
    hostile = subprocess.run(run, capture_output=True, text=True, cwd=repo, env=env, timeout=600)
    assert hostile.returncode == 1 and target.read_bytes() == kept
    assert (
        "riftcheck: error: --output=decks/kennen.deck.yaml names a file and is spelled as an "
        "option of check"
    ) in hostile.stdout, hostile.stdout
