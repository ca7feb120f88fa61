"""A path with spaces in it (``my decks/Kennen tournament deck.yaml``) is never broken at its
spaces: every path the text reports print (a deck's file on its verdict line, an event's roster
and list files, ``diff``'s two decks) is handed to the wrapper as one unit
(:func:`riftcheck.reporters._util.report_paths`), kept whole on one line; one longer than the
line stands on a line of its own. ``diff``'s header is wrapped to the width as ``check``'s is."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from riftcheck.reporters._util import word_spans, wrap

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT / "examples" / "events" / "lists"


def _whole(out: str, path: str) -> list[str]:
    """The lines of ``out`` holding ``path`` whole (it must be on one line, never broken)."""
    return [s for s in out.splitlines() if path in s]


def _over(lines: list[str], width: int, *paths: str) -> list[str]:
    """Lines past ``width`` that are more than one word, each of ``paths`` one word (a finding's
    head, ``FILE:LINE  error  RULE``, is never wrapped: it is no such line)."""
    out = []
    for s in lines:
        if len(s) <= width or re.fullmatch(r"  .+  (error|warning|info)  [\w-]+", s):
            continue
        for p in paths:
            s = s.replace(p, "PATH")
        if re.search(r"\s", s.strip()):
            out.append(s)
    return out


# -- the wrapper ---------------------------------------------------------------------------


def test_a_kept_path_is_one_word_and_never_broken():
    path = "/tmp/my decks/Kennen deck.txt"
    text = f"{path}: ILLEGAL (4 errors, 1 info)"
    # without the path given, the wrapper breaks at its spaces
    assert wrap(text, 20) != wrap(text, 20, keep=[path])
    assert wrap(text, 20, keep=[path]) == [f"{path}:", "ILLEGAL (4 errors,", "1 info)"]
    spans = word_spans(text, [path])
    assert text[spans[0][0] : spans[0][1]] == f"{path}:"


def test_a_kept_path_fits_after_words_when_the_line_has_room():
    path = "my decks/a b.txt"
    text = f"registered: {path} and then more words"
    assert wrap(text, 30, keep=[path]) == [f"registered: {path}", "and then more words"]
    # a path that does not fit after the head starts the next line, whole
    assert wrap(text, 18, keep=[path]) == ["registered:", path, "and then more", "words"]


def test_path_words_say_the_path_as_reports_print_it():
    from riftcheck.reporters._util import path_words

    words = path_words("/tmp/my decks/a b.txt", None)
    assert {"/tmp/my decks/a b.txt", "a b.txt"} <= words
    # a control character in a file name is printed escaped: the escaped form is kept
    assert "my\\x1bdeck b.txt" in path_words("my\x1bdeck b.txt")
    # a path without white space is one word already: nothing to keep
    assert path_words("/tmp/decks/kennen.txt") == frozenset()


# -- check ---------------------------------------------------------------------------------


@pytest.fixture
def spaced_deck(tmp_path) -> Path:
    d = tmp_path / "my decks"
    d.mkdir()
    deck = d / "Kennen tournament deck.yaml"
    shutil.copy(ROOT / "examples" / "kennen-illegal.deck.yaml", deck)
    return deck


def test_check_keeps_a_spaced_deck_path_whole_at_40_columns(cli, spaced_deck):
    r = cli("--as-of", "2026-09-20", str(spaced_deck), env={"COLUMNS": "40"})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    # longer than the line: on a line of its own, whole, the verdict on the next
    i = lines.index(f"{spaced_deck}:")
    assert lines[i + 1] == "ILLEGAL (4 errors, 1 info)"
    assert not _over(lines, 40, str(spaced_deck)), _over(lines, 40, str(spaced_deck))
    assert lines[-1] == "1 deck: 0 legal, 1 illegal"


def test_check_keeps_a_short_spaced_path_whole_on_its_verdict_line(cli, spaced_deck):
    # a relative path that fits the line: on the verdict's line, never parted from its colon
    rel = "my decks/Kennen tournament deck.yaml"
    r = cli("--as-of", "2026-09-20", rel, env={"COLUMNS": "40"}, cwd=spaced_deck.parents[1])
    assert (r.returncode, r.stderr) == (1, "")
    assert f"{rel}:" in r.stdout.splitlines()
    assert all(len(s) <= 40 for s in r.stdout.splitlines() if " " in s.strip())


def test_check_in_colour_keeps_a_spaced_deck_path_whole(cli, spaced_deck):
    r = cli("--as-of", "2026-09-20", "--color", "always", str(spaced_deck), env={"COLUMNS": "40"})
    assert (r.returncode, r.stderr) == (1, "")
    plain = re.sub(r"\x1b\[[0-9;]*m", "", r.stdout)
    assert [s.rstrip() for s in _whole(plain, str(spaced_deck))] == [f"{spaced_deck}:"]


# -- event ---------------------------------------------------------------------------------


@pytest.fixture
def spaced_event(tmp_path) -> Path:
    lists = tmp_path / "my lists"
    lists.mkdir()
    shutil.copy(LISTS / "kennen.txt", lists / "Alice Moreau kennen.txt")
    shutil.copy(LISTS / "emil.txt", lists / "Emil Berg stacked deck.txt")
    roster = tmp_path / "roster of the players.csv"
    roster.write_text(
        "player,list\n"
        "Alice,my lists/Alice Moreau kennen.txt\n"
        "Emil,my lists/Emil Berg stacked deck.txt\n"
        "Noor,my lists/no such file was ever here.txt\n",
        encoding="utf-8",
    )
    return roster


def test_event_keeps_the_roster_and_list_paths_whole_at_40_columns(cli, spaced_event):
    r = cli("event", "--as-of", "2026-09-20", str(spaced_event), env={"COLUMNS": "40"})
    assert (r.returncode, r.stderr) == (1, "")
    out = r.stdout
    roster = str(spaced_event)
    # the event's header and each player's label name the roster: each time whole on a line
    assert len(_whole(out, roster)) == 4, out
    lines = out.splitlines()
    # longer than the line: on a line of its own after "event" and after each player's name
    assert lines[lines.index("event") + 1] == roster
    assert lines[lines.index("Alice") + 1] == f"({roster}"
    assert lines[lines.index("Alice") + 2] == "row 2): LEGAL"
    # the findings name the list file by its name, whole in their heads
    assert "  Emil Berg stacked deck.txt:20:1  error  banned" in out.splitlines()
    # a list file named in a message: whole on one line
    assert len(_whole(out, "my lists/no such file was ever here.txt")) == 1, out
    missing = "my lists/no such file was ever here.txt"
    assert not _over(lines, 40, roster, missing), _over(lines, 40, roster, missing)
    assert lines[-2:] == ["3 players: 1 legal, 1 illegal,", "1 unreadable"]


# -- diff ----------------------------------------------------------------------------------


@pytest.fixture
def spaced_lists(tmp_path) -> tuple[Path, Path]:
    d = tmp_path / "my lists"
    d.mkdir()
    a, b = d / "Kofi registered list.txt", d / "Kofi round three list.txt"
    shutil.copy(LISTS / "kofi.txt", a)
    shutil.copy(LISTS / "kofi-round3.txt", b)
    return a, b


def test_diff_header_wraps_to_40_columns_and_keeps_paths_whole(cli, spaced_lists):
    a, b = spaced_lists
    r = cli("diff", "--as-of", "2026-09-20", str(a), str(b), env={"COLUMNS": "40"})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    head = lines[: lines.index("main:")]
    # check's header, wrapped as check wraps it
    assert head[:3] == [
        "riftcheck 0.1.0 · ruleset constructed",
        "(Core Rules 2026-07-16, Tournament",
        "Rules 2026-07-16)",
    ]
    assert not _over(head, 40, str(a), str(b)), head
    # each path longer than the line on a line of its own, whole, after its label
    assert head[-5:] == ["registered:", str(a), "played:", str(b), ""]
    assert lines[-1] == "4 changes in 2 zones: the decks differ"


def test_diff_header_keeps_a_path_that_fits_beside_its_label(cli, spaced_lists):
    r = cli(
        "diff",
        "--as-of",
        "2026-09-20",
        "my lists/Kofi registered list.txt",
        "my lists/Kofi round three list.txt",
        env={"COLUMNS": "60"},
        cwd=spaced_lists[0].parents[1],
    )
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    assert "registered: my lists/Kofi registered list.txt" in lines
    assert "played:     my lists/Kofi round three list.txt" in lines
    assert all(len(s) <= 60 for s in lines[: lines.index("main:")])
