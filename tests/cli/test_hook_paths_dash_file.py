"""``check --hook-paths``: a committed file named ``-`` is that file, not standard input (evtR 4).
The README promises that with ``--hook-paths`` every argument naming an existing file is a path,
whatever it looks like; ``-`` naming no file stays standard input."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KENNEN = ROOT / "examples" / "kennen.deck.txt"
AS_OF = ("--as-of", "2026-09-20")


def _repo(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    shutil.copy(KENNEN, tmp_path / "ok.deck.txt")
    text = KENNEN.read_text(encoding="utf-8")
    assert "\n6 Chaos Rune\n" in text
    (tmp_path / "-").write_text(text.replace("\n6 Chaos Rune\n", "\n5 Chaos Rune\n"), "utf-8")
    return tmp_path


def test_a_file_named_dash_is_checked_not_standard_input(cli, tmp_path):
    d = _repo(tmp_path)
    legal = KENNEN.read_text(encoding="utf-8")
    for args in (("-", "ok.deck.txt"), ("--", "-", "ok.deck.txt")):
        r = cli("check", "--hook-paths", *AS_OF, "-f", "concise", *args, stdin=legal, cwd=d)
        assert (r.returncode, r.stderr) == (1, "")
        lines = r.stdout.splitlines()
        assert lines[0].startswith(
            "./-:30:1: error [rune-deck] The rune deck has 11 runes; it must have exactly 12"
        )
        assert lines[-2] == "2 decks: 1 legal, 1 illegal"
        assert "<stdin>" not in r.stdout


def test_dash_naming_no_file_stays_standard_input(cli, tmp_path):
    d = _repo(tmp_path)
    (d / "-").unlink()
    r = cli(
        "check", "--hook-paths", *AS_OF, "-f", "concise", "-",
        stdin=KENNEN.read_text(encoding="utf-8"), cwd=d,
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.splitlines()[0] == "1 deck: 1 legal, 0 illegal"
