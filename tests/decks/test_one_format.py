"""A deck file is read as one format: a deck code never overrides visible list lines (issue 11).

The file cases are ``tests/fixtures/decks/bad/mixed-*``; these tests add stdin,
a forced ``--input-format`` and the CLI.
"""

from __future__ import annotations

import os

import pytest
from inprocess import run_in_process

from riftcheck.decks import read_deck
from riftcheck.infra.errors import InputError

CODE = (
    "CMAAAAABAEAABJQBAAAAAAAAAIGAAAFFAGTQDKIBVMA2YANOAGYADUAB2EA5GAOVAHLACAIFABPQCAIAACWQCAYBAAAKUAQBAMANIAIEAUAH"
    "DGYBTQA2KAIAAEAQCAALAAAQKADR"
)


@pytest.mark.parametrize(
    ("text", "fmt", "line", "other"),
    [
        (f"MainDeck:\n3 Stacked Deck\nCode: {CODE}\n", None, 3, "line 1 holds 'MainDeck:'"),
        (
            f"legend: Kennen, Heart of the Tempest\nmain:\n  - 3 Stacked Deck\ncode: {CODE}\n",
            None,
            4,
            "line 1 holds",
        ),
        (
            f"# a comment is fine\n3 Stacked Deck\n\n{CODE}\n",
            None,
            4,
            "line 2 holds '3 Stacked Deck'",
        ),
        (f"3 Stacked Deck\nCODE: {CODE}\n", "text", 2, "line 1 holds '3 Stacked Deck'"),
        (f"3 Stacked Deck\nCODE: {CODE}\n", "code", 2, "line 1 holds '3 Stacked Deck'"),
        (
            f"OGN-183-1 OGN-183-1\nPiltover code: {CODE}\n",
            "tts",
            2,
            "line 1 holds 'OGN-183-1 OGN-183-1'",
        ),
    ],
)
def test_stdin_with_a_code_and_list_lines_is_refused(db, text, fmt, line, other):
    with pytest.raises(InputError) as exc:
        read_deck("-", db, text=text, input_format=fmt)
    assert exc.value.location.file == "<stdin>" and exc.value.location.line == line
    assert f"line {line} holds a deck code and {other}" in exc.value.message


@pytest.mark.parametrize(
    "text",
    [
        f"# Kennen, as a code\n\nCODE: {CODE}\n// exported 2026-09-01\n",
        f"{CODE}\n",
        f"  Deck code: {CODE}  \n",
    ],
)
def test_a_code_alone_with_comments_is_read(db, text):
    deck = read_deck("-", db, text=text)
    assert deck.input_format == "code" and len(deck.main) > 5


def test_cli_reports_the_mixed_file_as_unreadable(tmp_path):
    deck = tmp_path / "kennen.deck.txt"
    deck.write_text(f"MainDeck:\n3 Stacked Deck\n\nCode: {CODE}\n")
    proc = run_in_process(["--format", "json", deck], environ=dict(os.environ))
    import json

    assert proc.returncode == 1, proc.stderr
    assert proc.stderr == ""
    (result,) = json.loads(proc.stdout)["decks"]
    assert result["legal"] is None
    (v,) = result["violations"]
    assert v["line"] == 4 and "holds a deck code and line 1 holds 'MainDeck:'" in v["message"]
