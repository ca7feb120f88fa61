"""A Ctrl-C while the console script starts ends the run as one, never with a traceback.

The console script's entry point is :mod:`riftcheck._entry`: it catches Ctrl-C before
:mod:`riftcheck.cli` (and the message catalogue it imports) loads. A ``KeyboardInterrupt`` raised
while ``riftcheck.cli`` imported ``riftcheck.i18n`` was CPython's traceback and exit -2.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import riftcheck

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "examples" / "kennen.deck.yaml"
PACKAGE = str(Path(riftcheck.__file__).resolve().parent) + os.sep

#: A run that sends itself SIGINT when a module is about to be imported, then calls the console
#: script's entry point: the Ctrl-C lands at that import, every time.
_KICK = """\
import os, signal, sys
TARGET = sys.argv.pop(1)
class Kick:
    def find_spec(self, name, path=None, target=None):
        if name == TARGET:
            os.kill(os.getpid(), signal.SIGINT)
        return None
sys.meta_path.insert(0, Kick())
from riftcheck._entry import main
sys.exit(main())
"""


def _default_sigint():
    # a runner started in the background by a non-interactive shell ignores SIGINT, and the child
    # would inherit that; a user's terminal never does
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.spawn
@pytest.mark.parametrize(
    "module",
    ["riftcheck.infra.startup", "riftcheck.cli", "riftcheck.i18n", "riftcheck.cli._fast"],
)
def test_a_ctrl_c_while_a_module_loads_is_said_and_exits_130(module):
    env = {k: v for k, v in os.environ.items() if k != "GITHUB_ACTIONS"}
    p = subprocess.run(
        [sys.executable, "-c", _KICK, module, str(DECK)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
        preexec_fn=_default_sigint,
    )
    assert (p.returncode, p.stdout, p.stderr) == (130, "", "riftcheck: interrupted\n")


def test_the_console_script_enters_through_the_light_module():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'riftcheck = "riftcheck._entry:main"' in text
    # riftcheck/__init__.py is imported before the entry point: it imports nothing
    init = (ROOT / "riftcheck" / "__init__.py").read_text(encoding="utf-8")
    assert "import" not in init.replace("imported", "")


@pytest.mark.parametrize("delay_ms", [0, 5, 10, 20, 40, 80])
def test_ctrl_c_early_in_the_real_console_script(riftcheck_bin, delay_ms):
    env = {k: v for k, v in os.environ.items() if k != "GITHUB_ACTIONS"}
    p = subprocess.Popen(
        [riftcheck_bin, str(DECK)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
        preexec_fn=_default_sigint,
    )
    time.sleep(delay_ms / 1000)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    if p.returncode in (0, 1) and out:  # it finished first: the verdict, whole
        assert "kennen.deck.yaml" in out and "Traceback" not in err, err
    elif p.returncode == 130:
        assert (out, err) == ("", "riftcheck: interrupted\n")
    else:
        # the interpreter's own start, before riftcheck._entry runs (the signal's default action,
        # then `site` and the generated script's `import re`): Python's, as for any console script,
        # and never a traceback through riftcheck's own modules
        assert p.returncode in (-signal.SIGINT, 1), (p.returncode, err)
        assert PACKAGE not in err, err
