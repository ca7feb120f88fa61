"""Text that is not deck-shaped is not echoed beyond a short excerpt (issue 11, item 7).

A passwd file, a shell script or a CSV read as a deck (saved as ``.deck.txt``,
or named by a team or pool key) is one read error quoting a short excerpt of
its first line; a real deck's misspelt name is quoted as the same short excerpt.
"""

from __future__ import annotations

import json

import pytest
from relkit import INPUTS, ROOT, assert_clean_exit

from riftcheck.infra.escape import EXCERPT_LENGTH, excerpt

NOT_DECKS = ["text-passwd.deck.txt", "text-shell-script.deck.txt", "text-csv.deck.txt"]


def _lines(path):
    return [s.strip() for s in path.read_text(encoding="utf-8").splitlines() if s.strip()]


@pytest.mark.parametrize("name", NOT_DECKS)
@pytest.mark.parametrize("fmt", ["text", "github", "json"])
def test_a_text_that_is_no_deck_is_one_error_with_an_excerpt(name, fmt, run_cli, tmp_path):
    """Exit 1, one unreadable finding, the first line shown only up to the excerpt, no other line at all."""
    path = INPUTS / name
    r = run_cli("check", "-f", fmt, "--color", "never", path, cwd=tmp_path)
    assert_clean_exit(r, (1,))
    out = r.stdout + r.stderr
    lines = [s for s in _lines(path) if not s.startswith("#!")]
    first = lines[0]
    for s in lines[1:]:
        assert s not in out, (s, out)
    if len(first) > EXCERPT_LENGTH:
        assert first not in out, out
    if fmt == "json":
        (deck,) = json.loads(r.stdout)["decks"]
        (v,) = deck["violations"]
        assert v["rule"] == "unreadable", v
        assert f"first line: '{excerpt(first)}'" in v["message"], v
    elif fmt == "github":
        (annotation,) = [s for s in r.stdout.splitlines() if s.startswith("::error")]
        assert (
            "riftcheck(unreadable)" in annotation
            and f"first line: '{excerpt(first)}'" in annotation
        )


def test_a_long_misspelt_name_in_a_real_deck_is_quoted_as_an_excerpt(run_cli, tmp_path):
    """A deck-shaped list keeps its per-line findings; the unknown name is quoted up to the excerpt only."""
    long_name = "Jinx Loose Canon with a very long tail of words that nobody ever printed on a card"
    deck = tmp_path / "long.deck.txt"
    text = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    assert "\n3 Mystic Poro\n" in text
    deck.write_text(text.replace("\n3 Mystic Poro\n", f"\n3 {long_name}\n"), encoding="utf-8")
    r = run_cli("check", "-f", "json", deck, cwd=tmp_path)
    assert_clean_exit(r, (1,))
    (got,) = json.loads(r.stdout)["decks"]
    (v,) = [v for v in got["violations"] if v["rule"] == "unknown-card"]
    assert v["line"] == text.splitlines().index("3 Mystic Poro") + 1, v
    assert f"Unknown card '{excerpt(long_name)}'" in v["message"], v
    assert long_name not in r.stdout
    assert len(excerpt(long_name)) == EXCERPT_LENGTH
