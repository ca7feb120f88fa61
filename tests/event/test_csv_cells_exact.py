"""``--format csv`` gives the roster's cells back exactly (issue 23 F6): in a file (``-o``) and on a
stream nothing but the formula escaping changes them, so a real ESC and the typed text ``\\x1b``
stay two different cells; control characters are shown as escapes only on a terminal, said once on
standard error; no cell can start a workflow command on a stream a CI runner reads."""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")

#: cells an organiser's export may hold: ESC, the typed text \x1b, NUL-free C0, DEL, C1 CSI,
#: a BEL-ended OSC, a workflow command after a line break of the cell, the legacy ##[ marker
NOTES = [
    "esc\x1b[31mred",
    "typed \\x1b[31m",
    "del\x7f bs\x08 vt\x0b",
    "csi\x9b2J",
    "osc\x1b]0;title\x07",
    "first\n::add-mask::secret",
    "##[group]x",
]


@pytest.fixture
def ev(tmp_path):
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    with open(tmp_path / "r.csv", "w", newline="", encoding="utf-8") as fh:
        rows = [["player", "list", "notes"]] + [[f"P{i}", "a.txt", n] for i, n in enumerate(NOTES)]
        csv.writer(fh, lineterminator="\n").writerows(rows)
    return tmp_path


def notes_of(text: str) -> list[str]:
    return [r[2] for r in list(csv.reader(io.StringIO(text)))[1:]]


def test_a_file_holds_every_cell_as_the_roster_has_it(ev, cli):
    r = cli("event", "r.csv", "--as-of", "2026-09-20", "--format", "csv", "-o", "out.csv", cwd=ev)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    got = notes_of((ev / "out.csv").read_text(encoding="utf-8"))
    assert got == NOTES
    assert got[0] != got[1]  # ESC and the typed \x1b are two different cells


def test_a_stream_holds_the_cells_too_but_no_line_a_runner_obeys(ev, cli):
    r = cli("event", "r.csv", "--as-of", "2026-09-20", "--format", "csv", cwd=ev)
    assert r.returncode == 0 and r.stderr == ""
    assert not any(ln.lstrip().startswith("::") or "##[" in ln for ln in r.stdout.splitlines())
    got = notes_of(r.stdout)
    assert got[:5] == NOTES[:5]  # control characters as they are: not a terminal
    assert got[5:] == ["first\n\\x3a:add-mask::secret", "##\\x5bgroup]x"]


def test_the_github_format_cannot_be_driven_by_a_cell(ev, cli):
    (ev / "g.csv").write_text(
        'player,list\n"::add-mask::x",a.txt\n"a\n::warning::pwn",missing.txt\n"##[error]z",b.txt\n',
        encoding="utf-8",
    )
    r = cli("event", "g.csv", "--as-of", "2026-09-20", "--format", "github", cwd=ev)
    assert r.returncode == 1
    commands = [ln for ln in r.stdout.splitlines() if ln.lstrip().startswith("::")]
    assert commands and all(ln.startswith("::error file=g.csv,") for ln in commands)
    assert "##[" not in r.stdout


@pytest.mark.spawn
@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal is POSIX")
def test_a_terminal_sees_control_characters_escaped_and_is_told_once(ev, riftcheck_bin):
    import pty

    master, slave = pty.openpty()
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS", "NO_COLOR")}
    p = subprocess.run(
        [riftcheck_bin, "event", "r.csv", "--as-of", "2026-09-20", "--format", "csv"],
        stdout=slave,
        stderr=subprocess.PIPE,
        cwd=ev,
        env=env,
        timeout=120,
        check=False,
    )
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the terminal's other end is closed: all read
            break
        if not chunk:
            break
        out += chunk
    os.close(master)
    assert p.returncode == 0
    text = out.decode("utf-8").replace("\r\n", "\n")
    assert "\x1b" not in text and "\x7f" not in text and "\x9b" not in text
    got = notes_of(text)
    assert got[0] == "esc\\x1b[31mred" and got[1] == "typed \\x1b[31m"
    assert p.stderr.decode() == (
        "riftcheck: notice: 4 cells hold control characters (ESC, NUL...), shown as escapes "
        "such as \\x1b on this terminal; the report written with --output FILE holds every "
        "cell as it is\n"
    )
