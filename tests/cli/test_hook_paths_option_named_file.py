"""``check --hook-paths``: a file named like one of check's options (``--strict``, ``--team``,
``-q``), a readable deck, is refused, exit 2, naming it (atkO 1): from the command line alone it
may be the user's option or a committed file, and it took the user's ``--strict`` for a path and
passed the hook (a file name must never cancel, nor add, an option)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = ROOT / "examples" / "kennen.deck.txt"
AS_OF = ("--as-of", "2026-09-20")


def _refused(name: str) -> str:
    return (
        f"riftcheck: error: {name} names a file and is spelled as an option of check: with "
        "--hook-paths it could be your option or a committed file, and a file name never adds or "
        "cancels an option (rename the file)\n"
    )


@pytest.mark.parametrize(
    "name,args",
    [
        ("--strict", ("--strict",)),  # the user's --strict and a file named so
        ("--strict", ()),  # a file named --strict and no such option of the user's
        ("--team", ("--team",)),
        ("-q", ()),
        ("--output=ok.deck.txt", ()),
        ("-ook.deck.txt", ()),
    ],
)
def test_a_file_spelled_as_an_option_is_refused(cli, tmp_path, name, args):
    (tmp_path / ".git").mkdir()
    shutil.copy(KENNEN, tmp_path / "ok.deck.txt")
    shutil.copy(KENNEN, tmp_path / name)
    before = (tmp_path / "ok.deck.txt").read_bytes()
    r = cli("check", "--hook-paths", *AS_OF, *args, name, "ok.deck.txt", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", _refused(name))
    assert (tmp_path / "ok.deck.txt").read_bytes() == before


def test_the_users_option_without_such_a_file_applies(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    shutil.copy(KENNEN, tmp_path / "ok.deck.txt")
    r = cli("check", "--hook-paths", *AS_OF, "-q", "ok.deck.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert "ok.deck.txt: LEGAL" not in r.stdout  # -q: only the decks with findings
    assert r.stdout.rstrip().endswith("1 deck: 1 legal, 0 illegal")
