"""The README's integration sections are copy-paste blocks that work: pre-commit, GitHub Actions,
editors and output formats. Each block is extracted, parsed, and its command lines are run."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
SHA_OR_TAG = re.compile(r"[0-9a-f]{40}|v\d+\.\d+\.\d+")


def section(title: str) -> str:
    return README.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def blocks(title: str, lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", section(title), re.S)


def script() -> str:
    local = Path(sys.executable).with_name("riftcheck")
    found = str(local) if local.exists() else shutil.which("riftcheck")
    if not found:
        pytest.skip("the riftcheck console script is not installed")
    return found


@pytest.fixture
def deck_repo(tmp_path) -> Path:
    """A directory like a user's: decks/ with a legal and an illegal deck."""
    (tmp_path / "decks").mkdir()
    shutil.copy(ROOT / "examples" / "kennen.deck.yaml", tmp_path / "decks")
    shutil.copy(ROOT / "examples" / "kennen-illegal.deck.yaml", tmp_path / "decks")
    return tmp_path


def accepted(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    """Run riftcheck with ``args``; a command line it accepts checks the decks (exit 0 or 1)."""
    r = subprocess.run(
        [script(), *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=120,
        env={"PATH": str(Path(sys.executable).parent), "HOME": str(cwd)},
    )
    assert r.returncode in (0, 1), f"riftcheck {shlex.join(args)}: exit {r.returncode}\n{r.stderr}"
    assert "usage" not in r.stderr.lower(), r.stderr
    return r


def pinned_file(rev: str, path: str) -> str | None:
    """``path`` as it is at commit ``rev`` of this repository, or ``None`` without git history."""
    if not (ROOT / ".git").exists() or not shutil.which("git"):
        return None
    shallow = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--is-shallow-repository"],
        capture_output=True,
        text=True,
    )
    if shallow.stdout.strip() == "true":
        return None
    r = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{rev}:{path}"], capture_output=True, text=True
    )
    assert r.returncode == 0, f"{rev} is not a commit of this repository holding {path}: {r.stderr}"
    return r.stdout


def check_pin(rev: str, path: str) -> None:
    """A README pin is the package's release tag or a commit that holds today's ``path``."""
    from riftcheck import __version__

    assert SHA_OR_TAG.fullmatch(rev), rev
    if rev.startswith("v"):
        assert rev == f"v{__version__}", "a tag in the README must be the current release"
        return
    then = pinned_file(rev, path)
    if then is not None:
        assert then == (ROOT / path).read_text(encoding="utf-8"), (
            f"{path} changed after {rev}: pin the README's snippets to a newer commit"
        )


@pytest.mark.spawn
def test_pre_commit_block(deck_repo):
    from riftcheck.infra.urls import PROJECT_URL

    (block,) = blocks("pre-commit", "yaml")
    # the commented lines are part of the copy-paste block: uncommented, it must still be valid
    uncommented = re.sub(r"^(\s*)# (- id|  args|args)", r"\1\2", block, flags=re.M)
    for text in (block, uncommented):
        config = yaml.safe_load(text)
        (repo,) = config["repos"]
        assert repo["repo"] == PROJECT_URL
        check_pin(repo["rev"], ".pre-commit-hooks.yaml")
        hooks = {h["id"]: h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
        for h in repo["hooks"]:
            defined = hooks[h["id"]]
            args = [*shlex.split(defined["entry"])[1:], *h.get("args", defined.get("args", []))]
            if defined.get("pass_filenames", True):
                args.append("decks/kennen.deck.yaml")
            accepted(args, deck_repo)
    assert [h["id"] for h in yaml.safe_load(uncommented)["repos"][0]["hooks"]] == [
        "riftcheck",
        "riftcheck-all",
    ]


@pytest.mark.spawn
def test_github_actions_block(deck_repo):
    (block,) = blocks("GitHub Actions", "yaml")
    workflow = yaml.safe_load(block)
    assert workflow[True] == ["push", "pull_request"]  # YAML 1.1 reads the key `on` as true
    (job,) = workflow["jobs"].values()
    uses = [s["uses"] for s in job["steps"]]
    assert uses[0].startswith("actions/checkout@")
    name, rev = uses[-1].split("@")
    assert name == "riftcheck/riftcheck"
    check_pin(rev, "action.yml")
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    given = job["steps"][-1].get("with", {})
    assert set(given) <= set(action["inputs"])
    documented = re.findall(r"^\| `([a-z-]+)` \|", section("GitHub Actions"), re.M)
    assert documented == list(action["inputs"])
    # the command line the action makes of these inputs
    inputs = {k: str(v.get("default", "")) for k, v in action["inputs"].items()} | given
    accepted(["check", "--format", inputs["format"], "--", *inputs["paths"].split()], deck_repo)


def test_editors_block():
    from riftcheck.infra.urls import schema_url

    (block,) = blocks("Editors", "json")
    settings = json.loads(block)
    catalogue = {
        e["url"]: e["fileMatch"]
        for e in json.loads((ROOT / "docs" / "schemastore-catalog.json").read_text())["schemas"]
    }
    assert settings["yaml.schemas"] == {
        schema_url("deck"): [p for p in catalogue[schema_url("deck")] if not p.endswith(".json")],
        schema_url("config"): catalogue[schema_url("config")],
    }
    assert settings["json.schemas"] == [{"fileMatch": ["*.deck.json"], "url": schema_url("deck")}]
    modeline = next(
        b
        for b in re.findall(r"```yaml\n(.*?)```", README, re.S)
        if b.startswith("# yaml-language-server")
    )
    assert modeline.splitlines()[0] == f"# yaml-language-server: $schema={schema_url('deck')}"


@pytest.mark.spawn
def test_output_formats_are_all_documented_and_their_commands_run(deck_repo):
    from riftcheck.reporters import FORMATS

    text = section("Output formats")
    assert re.findall(r"^\* \*\*([a-z-]+)\*\*", text, re.M) == list(FORMATS)
    (sh,) = blocks("Output formats", "sh")
    lines = [line.split("#")[0].split("|")[0].strip() for line in sh.strip().splitlines()]
    (gitlab,) = blocks("Output formats", "yaml")
    job = yaml.safe_load(gitlab)["riftcheck"]
    lines += [c for c in job["script"] if c.startswith("riftcheck ")]
    assert job["artifacts"]["reports"]["codequality"] in lines[-1]
    assert len(lines) == 4
    for line in lines:
        argv = shlex.split(line)
        assert argv[0] == "riftcheck"
        accepted(argv[1:], deck_repo)


def test_install_section():
    from riftcheck.infra.urls import PROJECT_URL

    head = README.split("\n## Usage\n", 1)[0]
    sh = re.findall(r"```sh\n(.*?)```", head, re.S)
    setup, tests, tools = sh[:3]
    assert f"git clone {PROJECT_URL}" in head
    assert tools.strip().splitlines() == [
        f"pipx install git+{PROJECT_URL}",
        f"uv tool install git+{PROJECT_URL}",
    ]
    (ps,) = re.findall(r"```powershell\n(.*?)```", head, re.S)
    ps_setup, ps_tests = ps.strip().splitlines()
    # the same two commands, in PowerShell's words: py, Scripts\Activate.ps1, ';' (PowerShell 5 has no '&&')
    for posix, windows in ((setup, ps_setup), (tests, ps_tests)):
        expected = (
            posix.strip()
            .replace("python3 -m venv .venv", "py -m venv .venv")
            .replace(". .venv/bin/activate", r".venv\Scripts\Activate.ps1")
            .replace("examples/", "examples\\")
            .replace(" && ", "; ")
        )
        assert windows == expected
