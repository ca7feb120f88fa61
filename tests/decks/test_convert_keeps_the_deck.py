"""``convert`` never turns an illegal deck into a legal one (issue 11, item 4).

The written deck is read back and compared with the source, zone by zone and
card by card; a format that cannot hold the deck as it is refuses it.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from riftcheck.decks import read_deck
from riftcheck.decks.write import OUTPUT_FORMATS, convert_deck
from riftcheck.infra.errors import InputError, UsageError

GOOD = Path(__file__).resolve().parents[1] / "fixtures" / "decks" / "good"
CASES = Path(__file__).resolve().parents[1] / "cases"

TWO_CHAMPIONS = (
    "Legend:\n1 Jinx, Loose Cannon\n\nChampion:\n1 Jinx, Demolitionist\n1 Jinx, Rebel\n\n"
    "MainDeck:\n3 Gust\n\nRunes:\n6 Fury Rune\n"
)
CHAMPION_TWICE = "legend: Jinx, Loose Cannon\nchampion: {card: 'Jinx, Demolitionist', count: 2}\nmain: [3 Gust]\n"


@pytest.mark.parametrize(
    ("text", "fmt", "message"),
    [
        (TWO_CHAMPIONS, "yaml", "Jinx, Rebel: 1 in champion would read back as 1 in main"),
        (TWO_CHAMPIONS, "json", "Jinx, Rebel: 1 in champion would read back as 1 in main"),
        (TWO_CHAMPIONS, "code", "Jinx, Rebel: 1 in champion would read back as 1 in main"),
        (
            CHAMPION_TWICE,
            "code",
            "Jinx, Demolitionist: 2 in champion would read back as 1 in champion, 1 in main",
        ),
        (
            CHAMPION_TWICE,
            "tts",
            "Jinx, Demolitionist: 2 in champion would read back as 1 in champion, 1 in main",
        ),
        (
            # without runes, a sideboard written after them would read back as main-deck cards
            "legend: Jinx, Loose Cannon\nmain: [3 Gust]\nsideboard: [2 Gust]\n",
            "tts",
            "Gust: 3 in main, 2 in sideboard would read back as 5 in main",
        ),
    ],
)
def test_a_conversion_that_would_change_the_deck_is_refused(db, text, fmt, message):
    deck = read_deck("-", db, text=text)
    with pytest.raises(InputError) as exc:
        convert_deck(deck, fmt, db)
    assert exc.value.message.startswith(f"cannot convert to {fmt} without changing the deck: ")
    assert message in exc.value.message


@pytest.mark.parametrize("text", [TWO_CHAMPIONS, CHAMPION_TWICE])
def test_text_keeps_the_problem_visible(db, text):
    """Piltover text can hold both champions (or both copies): converted, and still reported."""
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    deck = read_deck("-", db, text=text)
    back = read_deck("-", db, text=convert_deck(deck, "text", db), input_format="text")
    rs = load_ruleset("constructed")
    rules = {f.rule for f in check_deck(back, db, rs, select=("chosen-champion",)).findings}
    assert rules == {"chosen-champion"}


def _sources() -> list[Path]:
    good = [p for p in GOOD.iterdir() if not p.name.endswith(".expected.yaml")]
    cases = [
        p for p in CASES.glob("*/*.deck.*") if "_team" not in p.parts and "_limited" not in p.parts
    ]
    return sorted(good + cases)


@pytest.mark.parametrize("path", _sources(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_conversion_changes_a_verdict(db, path):
    """Every fixture deck, to every format: refused, or the same verdict and the same error rules."""
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    rs = load_ruleset("constructed")
    day = dt.date(2026, 9, 20)
    try:
        deck = read_deck(path, db)
    except InputError:
        return
    want = check_deck(deck, db, rs, as_of=day)
    # a deck's region is metadata a card list cannot hold (convert warns that it was left out):
    # the converted cards are judged by the same region's launch dates
    try:
        rs_cards = rs.for_region(deck.region) if deck.region else rs
    except UsageError:
        return  # an unknown region: is the deck's error itself, which no card list can hold
    for fmt in OUTPUT_FORMATS:
        try:
            out = convert_deck(deck, fmt, db)
        except (InputError, UsageError):  # refused (UsageError: an event_date it cannot hold)
            continue
        got = check_deck(read_deck("-", db, text=out, input_format=fmt), db, rs_cards, as_of=day)
        assert got.legal == want.legal, (
            fmt,
            [f.message for f in want.findings if f.severity == "error"],
        )
        errors = lambda r: sorted({f.rule for f in r.findings if f.severity == "error"})  # noqa: E731
        assert errors(got) == errors(want), fmt


def test_a_deck_without_a_champion_is_not_given_one(db):
    """A YAML deck that names no champion would be read by inference from text, code or TTS."""
    text = "legend: Kennen, Heart of the Tempest\nmain: ['3 Kennen, Storm of Shuriken']\n"
    deck = read_deck("-", db, text=text)
    assert not deck.champion
    for fmt in ("text", "code", "tts"):
        with pytest.raises(
            InputError, match="3 in main would read back as 1 in champion, 2 in main"
        ):
            convert_deck(deck, fmt, db)
    assert not read_deck("-", db, text=convert_deck(deck, "yaml", db)).champion


def test_a_two_copy_legend_survives_yaml(db):
    """The flow mapping of a multi-copy single slot quotes the name (its comma ended the value before)."""
    deck = read_deck("-", db, text="Legend:\n2 Jinx, Loose Cannon (OGN-251)\n\nMainDeck:\n3 Gust\n")
    out = convert_deck(deck, "yaml", db)
    assert 'legend: {card: "Jinx, Loose Cannon (OGN-251)", count: 2}' in out


@pytest.mark.spawn
def test_cli_convert_refuses_with_exit_1_and_writes_nothing(tmp_path):
    import shutil
    import subprocess
    import sys

    src = tmp_path / "two.deck.txt"
    src.write_text(TWO_CHAMPIONS)
    out = tmp_path / "two.deck.yaml"
    exe = shutil.which("riftcheck", path=str(Path(sys.executable).parent)) or "riftcheck"
    proc = subprocess.run(
        [exe, "convert", str(src), "--to", "yaml", "-o", str(out)], capture_output=True, text=True
    )
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.startswith(
        f"riftcheck: error: {src}: cannot convert to yaml without changing the deck: "
    )
    assert "Jinx, Rebel: 1 in champion would read back as 1 in main" in proc.stderr
    assert "Traceback" not in proc.stderr and not out.exists()


def test_tts_writes_the_sideboard_after_the_runes_as_openrift_does(db):
    """convert --to tts keeps a sideboard: written after the runes, it reads back as the sideboard."""
    deck = read_deck(str(GOOD / "kennen.deck.yaml"), db)
    assert deck.sideboard and deck.runes
    out = convert_deck(deck, "tts", db)
    tokens = out.split()
    runes = {f"{e.printing.id if e.printing else e.card.base_printing.id}-1" for e in deck.runes}
    last_rune = max(i for i, t in enumerate(tokens) if t in runes)
    after = tokens[last_rune + 1 :]
    assert len(after) == sum(e.count for e in deck.sideboard)
    back = read_deck("-", db, text=out)
    assert [(e.card.key, e.count) for e in back.sideboard] == [
        (e.card.key, e.count) for e in deck.sideboard
    ]
