"""The GitHub Action (action.yml): its steps' scripts run as GitHub runs them, on a scratch repository.

GitHub is not here, so the test plays the runner: it reads ``action.yml``,
substitutes the few ``${{ }}`` expressions the action uses (inputs, earlier
steps' outputs, ``runner.os``; any other expression fails the test), and runs
each ``run:`` script with ``bash --noprofile --norc -eo pipefail`` and the
environment GitHub sets (``GITHUB_ACTIONS``, ``GITHUB_WORKSPACE``,
``GITHUB_ACTION_PATH``, ``GITHUB_STEP_SUMMARY``, ``GITHUB_OUTPUT``,
``RUNNER_OS``, ``RUNNER_TEMP``, ``RUNNER_TOOL_CACHE``). The ``uses:`` cache
step cannot run here; its path and key are checked instead. riftcheck is
installed from this checkout without the network: pip gets
``--no-index --no-deps --no-build-isolation`` through the action's
``RIFTCHECK_ACTION_PIP_ARGS``, and the dependencies (and hatchling) come from
this test environment on ``PYTHONPATH``.
"""

from __future__ import annotations

import os
import re
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
ACTION = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
EXPR = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def evaluate(text: str, inputs: dict, outputs: dict) -> str:
    """``text`` with each ``${{ expr }}`` replaced as GitHub would for the expressions the action uses."""

    def value(m: re.Match) -> str:
        expr = m.group(1)
        if expr.startswith("inputs."):
            return inputs[expr[7:]]
        if expr == "runner.os":
            return "Linux"
        got = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expr)
        if got:
            return outputs.get(got.group(1), {}).get(got.group(2), "")
        raise AssertionError(f"action.yml uses an expression this test does not know: {expr}")

    return EXPR.sub(value, text)


def read_outputs(path: Path) -> dict:
    return dict(line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)


def run_action(
    workspace: Path, tmp: Path, steps: int | None = None, env: dict | None = None, **given
) -> tuple[int, str, str, dict]:
    """Run the action's steps (the first ``steps`` of them); returns (exit code of the failing or
    last step, stdout, stderr, outputs)."""
    inputs = {name: str(spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
    inputs.update(given)
    summary = tmp / "summary.md"
    base = {
        k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "RUNNER_", "INPUT_"))
    }
    base.update(
        GITHUB_ACTIONS="true",
        CI="true",
        GITHUB_WORKSPACE=str(workspace),
        GITHUB_ACTION_PATH=str(ROOT),
        GITHUB_STEP_SUMMARY=str(summary),
        RUNNER_OS="Linux",
        RUNNER_TEMP=str(tmp / "runner-temp"),
        RUNNER_TOOL_CACHE=str(tmp / "tool-cache"),
        RIFTCHECK_ACTION_PIP_ARGS="--no-index --no-deps --no-build-isolation",
        PYTHONPATH=os.pathsep.join(site.getsitepackages()),
        PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]),
    )
    base.update(env or {})
    outputs: dict[str, dict] = {}
    out = err = ""
    code = 0
    for i, step in enumerate(ACTION["runs"]["steps"][:steps]):
        if "uses" in step:
            assert step["uses"].startswith("actions/cache@"), step["uses"]
            assert evaluate(step["with"]["path"], inputs, outputs) == outputs["setup"]["venv"]
            key = evaluate(step["with"]["key"], inputs, outputs)
            assert key == f"riftcheck-Linux-{outputs['setup']['key']}"
            continue
        assert step["shell"] == "bash" and "if" not in step
        out_file = tmp / f"output-{i}"
        out_file.write_text("")
        env = dict(base, GITHUB_OUTPUT=str(out_file))
        env.update({k: evaluate(str(v), inputs, outputs) for k, v in step.get("env", {}).items()})
        assert "${{" not in step["run"], (
            "inputs must reach the script through env, never be pasted into it"
        )
        script = tmp / f"step-{i}.sh"
        script.write_text(step["run"])
        r = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            capture_output=True,
            text=True,
            cwd=workspace,
            env=env,
            timeout=600,
        )
        out, err, code = out + r.stdout, err + r.stderr, r.returncode
        if "id" in step:
            outputs[step["id"]] = read_outputs(out_file)
        if code != 0:
            break
    return code, out, err, outputs


@pytest.fixture
def workspace(tmp_path) -> Path:
    """A deck repository: one legal deck, one illegal one, and a README."""
    ws = tmp_path / "repo"
    (ws / "decks" / "my decks").mkdir(parents=True)
    shutil.copy(ROOT / "examples" / "kennen.deck.yaml", ws / "decks" / "kennen.deck.yaml")
    shutil.copy(
        ROOT / "examples" / "kennen-illegal.deck.yaml", ws / "decks" / "my decks" / "bad.deck.yaml"
    )
    (ws / "README.md").write_text("decks\n")
    return ws


def test_inputs_and_outputs_are_declared():
    assert ACTION["runs"]["using"] == "composite"
    assert set(ACTION["inputs"]) == {"paths", "ruleset", "format", "args", "version"}
    assert ACTION["inputs"]["format"]["default"] == "github"
    assert ACTION["inputs"]["version"]["default"] == ""
    assert "exit-code" in ACTION["outputs"]
    text = (ROOT / "action.yml").read_text()
    assert "pip install" in text and "-m venv" in text and "sudo" not in text


@pytest.mark.slow
@pytest.mark.spawn
def test_the_action_on_a_deck_repository(workspace, tmp_path):
    if not shutil.which("bash"):
        pytest.skip("bash is not installed")
    code, out, err, outputs = run_action(
        workspace, tmp_path, paths="decks/", args="--as-of 2026-09-18"
    )
    assert code == 1, out + err
    assert outputs["check"]["exit-code"] == "1"
    # installed into the action's own environment, not the runner's Python
    venv = Path(outputs["setup"]["venv"])
    assert venv.is_relative_to(tmp_path / "tool-cache")
    assert (venv / "bin" / "riftcheck").is_file()
    where = subprocess.run(
        [venv / "bin" / "python", "-c", "import riftcheck; print(riftcheck.__file__)"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PATH": os.environ["PATH"]},
    )
    assert where.stdout.startswith(str(venv)), where.stdout + where.stderr
    # annotations on the illegal deck's lines, and the summary line
    bad = "decks/my decks/bad.deck.yaml"
    assert re.search(
        rf"^::error file={re.escape(bad)},line=\d+,col=\d+,title=riftcheck\(banned\)::", out, re.M
    ), out
    assert "2 decks: 1 legal, 1 illegal" in out
    # the step summary: provenance, the illegal deck's findings, the legal deck on one line
    md = (tmp_path / "summary.md").read_text()
    assert "**2 decks: 1 legal, 1 illegal**" in md
    assert "ruleset constructed" in md and "as of 2026-09-18" in md and "card database" in md
    assert f"### {bad}: **illegal**" in md and "| error | banned |" in md
    assert "- decks/kennen.deck.yaml: **legal**" in md

    # a second run finds riftcheck in the cached environment; one path with a space, per line
    (workspace / "decks" / "my decks" / "bad.deck.yaml").unlink()
    code, out, err, outputs = run_action(
        workspace, tmp_path, paths="decks/kennen.deck.yaml\n", ruleset="constructed"
    )
    assert (code, outputs["check"]["exit-code"]) == (0, "0"), out + err
    assert "from the cache" in out and "1 deck: 1 legal" in out


@pytest.mark.slow
@pytest.mark.spawn
def test_exit_codes_pass_through(workspace, tmp_path):
    code, out, err, outputs = run_action(workspace, tmp_path, paths="decks/no-such-dir")
    assert (code, outputs["check"]["exit-code"]) == (2, "2"), out + err
    assert "no such file or directory: decks/no-such-dir" in err
    code, out, err, outputs = run_action(
        workspace, tmp_path, paths="decks/kennen.deck.yaml", ruleset="no-such-ruleset"
    )
    assert (code, outputs["check"]["exit-code"]) == (2, "2"), out + err
    assert "unknown ruleset 'no-such-ruleset'" in err
    (workspace / "broken.cards.json").write_text('{"cards": [')
    code, out, err, outputs = run_action(
        workspace, tmp_path, paths="decks/", args="--cards broken.cards.json"
    )
    assert (code, outputs["check"]["exit-code"]) == (3, "3"), out + err
    assert "card database broken.cards.json" in err
    code, out, err, outputs = run_action(
        workspace, tmp_path, paths='"decks/my decks" $(touch pwned)', format="concise"
    )
    assert not (workspace / "pwned").exists()
    assert code == 2 and "no such file or directory" in err


@pytest.mark.slow
@pytest.mark.spawn
def test_args_that_cannot_be_split_fail_the_step(workspace, tmp_path):
    code, out, err, outputs = run_action(
        workspace, tmp_path, paths="decks/", args='--strict --as-of "2026-09-18'
    )
    assert (code, outputs["check"]["exit-code"]) == (2, "2"), out + err
    assert re.search(r"^::error title=riftcheck::the args input cannot be split", out, re.M), out
    assert "Traceback" not in out + err and "decks:" not in out  # nothing was checked


def _git(*args, cwd):
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid"]
    return subprocess.run([*git, *args], cwd=cwd, check=True, capture_output=True, text=True)


@pytest.mark.spawn
def test_a_version_is_resolved_to_its_commit_and_keys_never_collide(tmp_path):
    """Only the setup step runs (nothing is installed): a branch name is resolved to its commit
    (so `main` is not frozen in the cache), and feature/x and feature_x get different keys."""
    if not shutil.which("git") or not shutil.which("bash"):
        pytest.skip("needs git and bash")
    upstream = tmp_path / "upstream"
    upstream.mkdir()
    _git("init", "-q", "-b", "main", cwd=upstream)
    (upstream / "f").write_text("1")
    _git("add", "f", cwd=upstream)
    _git("commit", "-qm", "one", cwd=upstream)
    first = _git("rev-parse", "HEAD", cwd=upstream).stdout.strip()
    _git("branch", "feature/x", cwd=upstream)
    (upstream / "f").write_text("2")
    _git("commit", "-qam", "two", cwd=upstream)
    second = _git("rev-parse", "HEAD", cwd=upstream).stdout.strip()
    _git("branch", "feature_x", cwd=upstream)
    _git("tag", "-a", "v1", "-m", "v1", first, cwd=upstream)
    env = {"RIFTCHECK_ACTION_REPOSITORY": upstream.as_uri()}
    ws = tmp_path / "ws"
    ws.mkdir()

    def setup(version):
        code, out, err, outputs = run_action(ws, tmp_path, steps=1, env=env, version=version)
        return code, out, outputs.get("setup", {})

    keys = {}
    for version, sha in (
        ("main", second),
        ("feature/x", first),
        ("feature_x", second),
        ("v1", first),
    ):
        code, out, got = setup(version)
        assert code == 0, out
        assert got["spec"] == f"git+{upstream.as_uri()}@{sha}"
        keys[version] = got["key"]
    assert len(set(keys.values())) == 4
    # main moves on: the key follows the new commit
    (upstream / "f").write_text("3")
    _git("commit", "-qam", "three", cwd=upstream)
    assert setup("main")[2]["key"] != keys["main"]
    code, out, _ = setup("no-such-branch")
    assert code == 2 and "::error title=riftcheck::version: no branch, tag or commit" in out


def test_a_version_names_one_exact_ref_never_a_pattern(tmp_path):
    """`version` is matched against exact ref names (issue 23, F10): `*`, `ma*`, `v*` are no
    ref; a name that is both a branch and a tag is an error naming both; a full sha in capitals
    is a commit; the resolved commit is said in the log."""
    if not shutil.which("git") or not shutil.which("bash"):
        pytest.skip("needs git and bash")
    upstream = tmp_path / "upstream"
    upstream.mkdir()
    _git("init", "-q", "-b", "main", cwd=upstream)
    (upstream / "f").write_text("1")
    _git("add", "f", cwd=upstream)
    _git("commit", "-qm", "one", cwd=upstream)
    first = _git("rev-parse", "HEAD", cwd=upstream).stdout.strip()
    (upstream / "f").write_text("2")
    _git("commit", "-qam", "two", cwd=upstream)
    second = _git("rev-parse", "HEAD", cwd=upstream).stdout.strip()
    _git("tag", "-a", "v10", "-m", "v10", second, cwd=upstream)
    _git("tag", "v9", first, cwd=upstream)
    _git("branch", "both", first, cwd=upstream)
    _git("tag", "both", second, cwd=upstream)
    env = {"RIFTCHECK_ACTION_REPOSITORY": upstream.as_uri()}
    ws = tmp_path / "ws"
    ws.mkdir()

    def setup(version):
        code, out, err, outputs = run_action(ws, tmp_path, steps=1, env=env, version=version)
        return code, out, outputs.get("setup", {})

    for pattern in ("*", "ma*", "v*", "v?", "[mv]*"):
        code, out, got = setup(pattern)
        assert code == 2, (pattern, out)
        assert "::error title=riftcheck::version: no branch, tag or commit" in out, out
        assert "spec" not in got
    code, out, got = setup("both")
    assert code == 2 and "spec" not in got
    assert (
        f"::error title=riftcheck::version: 'both' is both a branch (refs/heads/both, {first}) "
        f"and a tag (refs/tags/both, {second})"
    ) in out
    for version, sha in (("v10", second), ("v9", first), ("main", second), (first.upper(), first)):
        code, out, got = setup(version)
        assert code == 0, (version, out)
        assert got["spec"] == f"git+{upstream.as_uri()}@{sha}"
    assert f"riftcheck: version main is commit {second}" in setup("main")[1]
