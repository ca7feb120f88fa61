"""Shell completion: opt-in scripts that work in the real shell, and nothing of it in an ordinary run."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECK = str(ROOT / "examples" / "kennen.deck.yaml")

#: Modules only completion needs.
COMPLETION_MODULES = (
    "typer._completion_shared",
    "typer._completion_classes",
    "typer.completion",
    "shellingham",
)


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_prints_a_script(cli, shell):
    r = cli("completion", shell)
    assert (r.returncode, r.stderr) == (0, "")
    assert "_RIFTCHECK_COMPLETE" in r.stdout and "riftcheck" in r.stdout


def test_an_unknown_shell_is_a_usage_error(cli):
    r = cli("completion", "tcsh")
    assert r.returncode == 2 and r.stdout == ""
    assert "tcsh" in r.stderr and "bash" in r.stderr


def test_bash_completes_commands_and_format_choices(riftcheck_bin, tmp_path):
    if not shutil.which("bash"):
        pytest.skip("bash is not installed")
    from riftcheck.reporters import FORMATS

    probe = (
        'source <("$RC" completion bash)\n'
        'COMP_WORDS=(riftcheck check --format ""); COMP_CWORD=3; _riftcheck_completion riftcheck\n'
        'printf "%s\\n" "${COMPREPLY[@]}"; echo --\n'
        "COMP_WORDS=(riftcheck compl); COMP_CWORD=1; _riftcheck_completion riftcheck\n"
        'printf "%s\\n" "${COMPREPLY[@]}"\n'
    )
    env = dict(
        os.environ,
        RC=riftcheck_bin,
        PATH=os.pathsep.join([str(Path(riftcheck_bin).parent), os.environ["PATH"]]),
    )
    r = subprocess.run(
        ["bash", "--noprofile", "--norc", "-c", probe],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    formats, commands = r.stdout.split("--\n")
    assert formats.split() == list(FORMATS)
    assert commands.split() == ["completion"]


def _modules_after(args: list[str]) -> set[str]:
    code = (
        "import sys\n"
        "from riftcheck.cli import main\n"
        "try:\n"
        f"    main({args!r})\n"
        "except SystemExit:\n"
        "    pass\n"
        "sys.stdout.flush()\n"
        "print('\\nMODULES', ' '.join(sorted(sys.modules)))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "_RIFTCHECK_COMPLETE"}
    r = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120
    )
    return set(r.stdout.rsplit("MODULES ", 1)[1].split())


@pytest.mark.spawn
def test_an_ordinary_run_imports_nothing_for_completion():
    fast = _modules_after([DECK])  # the fast path: not even typer
    assert "typer" not in fast and "riftcheck.cli.completion" not in fast
    for name in COMPLETION_MODULES:
        assert name not in fast, name
    # the typer path: `import typer` itself loads its completion modules; riftcheck adds none, and
    # typer's completion classes are not registered (that happens only for a shell's request)
    slow = _modules_after(["rules"])
    r = subprocess.run(
        [sys.executable, "-c", "import sys, typer; print(' '.join(sys.modules))"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    baseline = set(r.stdout.split())
    assert "typer" in slow
    assert {m for m in slow if "complet" in m or m == "shellingham"} - {
        "riftcheck.cli.completion"
    } <= baseline
