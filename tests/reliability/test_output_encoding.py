"""Output never fails on encoding (issue 12): every command, written to a stream in cp1252 or ASCII.

Windows writes redirected output in the ANSI code page (``riftcheck deck.txt >
out.txt``); ``PYTHONIOENCODING`` forces the same here. Characters the encoding
cannot hold come out as ``?``, table rules as ``-``, and the exit code is the
verdict's, never 3.
"""

from __future__ import annotations

import json

import pytest
from relkit import ROOT, assert_clean_exit

MINI = ROOT / "tests" / "fixtures" / "cards" / "mini.cards.json"
NAME = "Dragón 龍 ─ Scorcher"


@pytest.fixture
def setup(tmp_path):
    data = json.loads(MINI.read_text(encoding="utf-8"))
    data["cards"][0]["name"] = data["cards"][0]["names"]["en"] = NAME
    data["cards"][0]["names"]["zh-CN"] = "龍"
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    deck = tmp_path / "illegal ─ 龍.deck.yaml"
    deck.write_text(
        "legend: Jinx, Loose Cannon\nmain:\n  - 9 OGN-001\n  - 1 Kàiser 龍\n", encoding="utf-8"
    )
    return cards, deck


COMMANDS = {
    "check-text": (1, ["check", "{deck}"]),
    "check-verbose": (1, ["check", "-v", "{deck}"]),
    "check-json": (1, ["check", "-f", "json", "{deck}"]),
    "check-github": (1, ["check", "-f", "github", "{deck}"]),
    "check-sarif": (1, ["check", "-f", "sarif", "{deck}"]),
    "check-junit": (1, ["check", "-f", "junit", "{deck}"]),
    "convert": (0, ["convert", "{deck}", "--to", "yaml"]),
    "cards-search": (0, ["cards", "search", "Drag"]),
    "cards-show": (0, ["cards", "show", "OGN-001"]),
    "cards-show-json": (0, ["cards", "show", "OGN-001", "--format", "json"]),
    "cards-show-unknown": (1, ["cards", "show", "龍龍龍 ─"]),
    "cards-stats": (0, ["cards", "stats"]),
    "rules": (0, ["rules"]),
    "rulesets": (0, ["rulesets"]),
    "explain": (0, ["explain", "copy-limit"]),
}


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_survives_a_narrow_output_encoding(name, encoding, setup, run_script):
    cards, deck = setup
    code, args = COMMANDS[name]
    # the deck named from its directory (run_script's cwd): how the report wraps its line must not
    # depend on how long the temporary directory's path is
    r = run_script(
        "--cards",
        cards,
        *(a.format(deck=deck.name) for a in args),
        env={"PYTHONIOENCODING": encoding},
    )
    assert_clean_exit(r, (code,))
    if name == "check-text":
        assert "illegal - ?.deck.yaml: ILLEGAL" in r.stdout
        # the plain layout (issue 17) draws no table rule: the name's box character is what is left
        assert "─" not in r.stdout
    if name == "cards-search" and encoding == "cp1252":
        assert "Dragón ? ? Scorcher" in r.stdout.encode("utf-8", "surrogateescape").decode(
            "utf-8", "replace"
        ).replace("\ufffd", "ó")


def test_utf8_output_keeps_box_rules_and_names(setup, run_script):
    cards, deck = setup
    r = run_script("--cards", cards, "check", deck.name, env={"PYTHONIOENCODING": "utf-8"})
    assert_clean_exit(r, (1,))
    assert "illegal ─ 龍.deck.yaml" in r.stdout  # (the plain layout draws no table rule)
