"""``check --hook-paths``: a committed file named ``--`` is a path, not the end of the options
(atk23d item 4). The README promises that with ``--hook-paths`` every argument naming an
existing file is a path, whatever it looks like; ``--`` naming no file stays the marker."""

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
    (tmp_path / "--").write_text(text.replace("\n6 Chaos Rune\n", "\n5 Chaos Rune\n"), "utf-8")
    return tmp_path


def test_a_file_named_dashdash_is_checked_as_a_deck(cli, tmp_path):
    d = _repo(tmp_path)
    r = cli("check", "--hook-paths", *AS_OF, "--", "ok.deck.txt", cwd=d)
    assert (r.returncode, r.stderr) == (1, "")
    assert "--: ILLEGAL (1 error)" in r.stdout
    assert "rune-deck  The rune deck has 11 runes; it must have exactly 12" in r.stdout
    assert "ok.deck.txt: LEGAL" in r.stdout
    assert r.stdout.rstrip().endswith("2 decks: 1 legal, 1 illegal")


def test_a_file_named_dashdash_alone_is_checked_not_a_missing_path(cli, tmp_path):
    d = _repo(tmp_path)
    r = cli("check", "--hook-paths", *AS_OF, "--", cwd=d)
    assert (r.returncode, r.stderr) == (1, "")
    assert "--: ILLEGAL (1 error)" in r.stdout
    assert r.stdout.rstrip().endswith("1 deck: 0 legal, 1 illegal")


def test_options_after_a_dashdash_file_are_still_options(cli, tmp_path):
    d = _repo(tmp_path)
    r = cli("check", "--hook-paths", "--", *AS_OF, "-q", "ok.deck.txt", cwd=d)
    assert (r.returncode, r.stderr) == (1, "")
    assert "--: ILLEGAL (1 error)" in r.stdout
    assert "ok.deck.txt: LEGAL" not in r.stdout  # -q: only the decks with findings


def test_dashdash_naming_no_file_stays_the_end_of_options(cli, tmp_path):
    d = _repo(tmp_path)
    (d / "--").unlink()
    # after the marker an option-like argument is a path: here one that does not exist
    r = cli("check", "--hook-paths", *AS_OF, "--", "--format=json", "ok.deck.txt", cwd=d)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == "riftcheck: error: no such file or directory: --format=json\n"
