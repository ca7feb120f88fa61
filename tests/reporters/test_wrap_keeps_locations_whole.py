"""The plain report never breaks a path, a ``file:line:col`` location, a URL, a card code or a
short quoted name across lines, and never parts a number from its word: a user copies a path
from the report (a terminal makes it clickable) as it was written. A word longer than the line
stands whole on a line of its own, under the report's indent, as ruff and yamllint leave their
locations whole. (In checkouts under long paths the deck lines used to be cut at a hyphen inside
the file name.)"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from riftcheck.reporters._util import word_spans, wrap

ROOT = Path(__file__).resolve().parents[2]

DECK = ROOT / "examples" / "kennen-illegal.deck.yaml"


@pytest.fixture
def long_dir(tmp_path):
    """A checkout-like directory whose path is longer than any terminal line here."""
    d = tmp_path / "a-very-long-dir-name-with-hyphens" / "another-quite-long-directory-name"
    d.mkdir(parents=True)
    return d


def _over(lines: list[str], width: int) -> list[str]:
    """The lines past ``width`` that are more than one word (none may be)."""
    return [s for s in lines if len(s) > width and re.search(r"[ \t]", s.strip())]


def _no_number_parted(lines: list[str]) -> None:
    """No line ends with a word whose number starts the next line of its message (« ligne » /
    « 12 : »), nor with a count whose word starts it (« (1 » / « erreur, »)."""
    for a, b in zip(lines, lines[1:], strict=False):
        if not re.match(r"      (?!fix:|correction)\S", b) or re.fullmatch(r"  \S+  \S+  \S+", a):
            continue  # not the same message's next line, or a finding's head alone
        assert not (re.search(r"[^\W\d_]$", a) and re.match(r"\s*\d", b)), (a, b)
        assert not (re.search(r"(^|\s)[(\[]?\d+$", a) and re.match(r"\s*[^\W\d_]", b)), (a, b)


@pytest.mark.parametrize("columns", [40, 80])
def test_a_long_deck_path_stays_whole_in_english(cli, long_dir, columns):
    deck = long_dir / "my-tournament-deck-file-name.deck.yaml"
    shutil.copy(DECK, deck)
    r = cli("--as-of", "2026-09-20", str(deck), env={"COLUMNS": str(columns)})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    # the deck's line: its path whole on a line of its own, the verdict on the next
    i = lines.index(f"{deck}:")
    assert lines[i + 1] == "ILLEGAL (4 errors, 1 info)"
    assert not _over(lines, columns), _over(lines, columns)
    assert ("  18:5  error  copy-limit  4 copies of" in lines) == (columns == 40)
    assert lines[-1] == "1 deck: 0 legal, 1 illegal"
    _no_number_parted(lines)


@pytest.mark.parametrize("columns", [40, 80])
def test_a_long_deck_path_stays_whole_in_french(cli, long_dir, columns):
    deck = long_dir / "my-tournament-deck-file-name.deck.yaml"
    shutil.copy(DECK, deck)
    r = cli("--lang", "fr", "--as-of", "2025-06-01", str(deck), env={"COLUMNS": str(columns)})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    i = lines.index(f"{deck}\u00a0:")
    assert lines[i + 1] == "ILLÉGAL (7 erreurs, 2 infos)"
    assert not _over(lines, columns), _over(lines, columns)
    # (atkG 12) « ligne 11 : … » lists: the word, its number and its colon on one line
    said = "\n".join(lines)
    for n in (6, 7, 10, 11, 12, 18, 24):
        assert re.search(rf"(^|\s)ligne {n}\u00a0:", said, re.M), n
    assert "(OGN-171)" in said and "Mystic Poro (OGN-171)" in " ".join(said.split())
    _no_number_parted(lines)
    assert lines[-1] == "1 deck\u00a0: 0 légal, 1 illégal"


@pytest.mark.parametrize(("columns", "lang"), [(40, "en"), (80, "en"), (40, "fr"), (80, "fr")])
def test_a_path_inside_a_message_and_in_the_team_line_stays_whole(cli, long_dir, columns, lang):
    good = long_dir / "my-tournament-deck-file-name.deck.yaml"
    bad = long_dir / "broken-deck-file-name.deck.yaml"
    shutil.copy(DECK, good)
    bad.write_text("garbage ::: {{\n", encoding="utf-8")
    args = ("--lang", lang, "--as-of", "2026-10-10", "-r", "constructed-2v2", "--team")
    r = cli(*args, str(good), str(bad), env={"COLUMNS": str(columns)})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    colon = ":" if lang == "en" else "\u00a0:"
    assert f"{good}{colon}" in lines and f"{bad}{colon}" in lines
    # the finding naming the unreadable member: the path whole, under the message's indent
    assert f"      {bad}" in lines
    # the team's line: each path whole (with its parenthesis and comma)
    assert f"({good}," in lines and f"{bad})" in lines
    assert not _over(lines, columns), _over(lines, columns)
    _no_number_parted(lines)


LONG = "/tmp/a-very-long-dir-name-with-hyphens/and-another-segment/deck-file-name.txt"


@pytest.mark.parametrize("width", range(20, 101))
def test_the_wrapper_breaks_only_between_tokens_it_may_part(width):
    text = (
        f"{LONG}:12:5: see https://example.com/riftbound/some-long-page-name.html for "
        "OGN-171 and SFD-228* ; la carte «\u00a0Jinx, Loose Cannon\u00a0» et 'Gu st' read "
        "as Gust ; ligne 12\u00a0: Traveling Merchant (1 erreur, 1 avertissement) (2 erreurs) "
        "line 12:5 has 3 copies, TR 601.2.d.2"
    )
    lines = wrap(text, width, "  12:5  error  copy-limit  ", "      ")
    flat = [s.strip() for s in lines]
    said = " ".join(flat)
    for whole in (
        f"{LONG}:12:5:",
        "https://example.com/riftbound/some-long-page-name.html",
        "«\u00a0Jinx, Loose Cannon\u00a0»",
        "'Gu st'",
        "ligne 12\u00a0:",
        "(1 erreur,",
        "1 avertissement)",
        "(2 erreurs)",
        "line 12:5",
        "3 copies,",
        "TR 601.2.d.2",
    ):
        assert whole in said, whole
        # each on one line, never across two (words bound together but longer than a line
        # together are let go: a quoted name at 20 columns)
        if " " not in whole or len(whole) <= width - 6:
            assert any(whole in s for s in flat), (width, whole, lines)
    assert "OGN-171" in flat[0] or "OGN-171" in said.split()
    # every character kept, in order, after the head
    assert " ".join(said.split()) == "12:5 error copy-limit " + " ".join(text.split())
    for s in lines[1:]:  # (the head is the caller's)
        assert len(s) <= width or not re.search(r"[ \t]", s.strip()), (width, s)
    assert all(s.startswith("      ") for s in lines[1:])  # the hanging indent


def test_words_bound_together_and_those_not():
    def bound(text):
        return [text[a:b] for a, b, tied in word_spans(text) if tied]

    # the number with its word on both sides; the citation; a short quoted name
    assert bound("ligne 12 : x") == ["12"]
    assert bound("(1 erreur, 1 avertissement)") == ["erreur,", "avertissement)"]
    assert bound("see CR 103.2.b") == ["103.2.b"]
    assert bound("« Jinx, Loose Cannon » x") == ["Jinx,", "Loose", "Cannon", "»"]
    # an apostrophe inside a word opens no quote; a long quoted sentence may wrap
    assert bound("Rabadon's Deathcrown and players' decks") == []
    assert bound("« " + "mot " * 20 + "»") == []
    # a head longer than the line stands alone, the text under it (nothing is cut)
    assert wrap("x y", 10, "  " + LONG + "  error  ", "    ") == [
        "  " + LONG + "  error",
        "    x y",
    ]
