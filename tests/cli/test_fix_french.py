"""``--fix`` says every line of its summary in French in a French run (issue 25), on each path a
French run takes: the option before or after the command, the locale, the fast path (no command
word) and typer's (``check``), in this process and through the console script; with changes
written, nothing to fix, a read-only file and a deck code."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from frenchcheck import english_words

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "fix"
NB, NNB = "\u00a0", "\u202f"
KEPT = "aucune carte n'est jamais ajoutée, retirée ni remplacée au jugé"

#: How a run is made French, and which parser reads it (no command word: the fast path)
WAYS = {
    "--lang first, fast path": (["--lang", "fr", "--fix", "-q"], None),
    "--lang first, check": (["--lang", "fr", "check", "--fix", "-q"], None),
    "--lang after check": (["check", "--fix", "-q", "--lang", "fr"], None),
    "the locale, fast path": (["--fix", "-q"], {"LANG": "fr_FR.UTF-8"}),
}


def _decks(tmp_path: Path) -> tuple[Path, Path, Path]:
    """A deck to fix, one with nothing to fix, one read-only (with fixes it cannot write)."""
    out = []
    for name, src in (
        ("to-fix", "misplaced.deck.txt"),
        ("fixed", "misplaced.fixed.txt"),
        ("read-only", "misplaced.deck.txt"),
    ):
        out.append(tmp_path / f"{name}.deck.txt")
        shutil.copy(FIX / src, out[-1])
    out[-1].chmod(0o444)
    return tuple(out)


def _assert_french(r, decks):
    to_fix, fixed, read_only = decks
    err = r.stderr
    assert r.returncode == 1, err
    assert err.splitlines()[-1] == (
        f"riftcheck{NB}: --fix{NB}: 1 fichier de deck sur 4 réécrit, 1 sans rien de sûr à "
        f"corriger{NNB}; {KEPT}"
    ), err
    assert (
        f"{to_fix}{NB}: ligne 21{NB}: 2 exemplaires de Rune de chaos déplacés du deck principal"
        in err
    )
    assert f"{read_only}{NB}: non écrit{NB}: le fichier est en lecture seule (mode 0444)" in err
    assert f"{read_only}{NB}: ligne 24{NB}: «{NB}Emperors Dais{NB}» aurait été réécrit" in err
    assert f"pas un fichier (entrée standard ou code de deck){NB}: rien à réécrire" in err
    assert english_words(err) == [], err
    assert "ILLÉGAL" in r.stdout


CODE = "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"


@pytest.mark.parametrize("way", WAYS)
def test_the_fix_summary_is_french_in_this_process(way, cli, tmp_path):
    args, env = WAYS[way]
    decks = _decks(tmp_path)
    r = cli(*args, *decks, CODE, env=env)
    _assert_french(r, decks)


@pytest.mark.spawn
@pytest.mark.parametrize("way", ["--lang first, fast path", "--lang after check"])
def test_the_fix_summary_is_french_from_the_console_script(way, script, tmp_path):
    args, env = WAYS[way]
    decks = _decks(tmp_path)
    _assert_french(script(*args, *decks, CODE, env=env), decks)
