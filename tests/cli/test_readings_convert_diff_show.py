"""``convert`` says on standard error how its source was read where that changes the deck it
writes, and ``diff`` and ``show`` say it in their output (issue 24, B1, B12: a TTS sideboard split,
a champion by position and a loose name were written in as facts, with nothing said)."""

from __future__ import annotations

import json
from pathlib import Path

READING = Path(__file__).resolve().parent.parent / "cases" / "_reading"
LOOSE = READING / "loose-names.deck.txt"
TTS = READING / "openrift-tts-sideboard.deck.txt"


def _line(path: Path, text: str) -> int:
    return next(n for n, t in enumerate(path.read_text().splitlines(), 1) if text in t)


def test_convert_says_the_readings_on_stderr(cli):
    r = cli("convert", "--to", "text", str(TTS))
    assert r.returncode == 0, r.stderr
    assert "Sideboard:" in r.stdout
    assert "riftcheck: note: " in r.stderr
    assert "7 cards after the runes read as the sideboard" in r.stderr
    assert "the card written after the legend, read as the Chosen Champion" in r.stderr
    r = cli("convert", "--to", "yaml", str(LOOSE))
    assert r.returncode == 0, r.stderr
    line = _line(LOOSE, "Mys tic-Poro")
    assert f"riftcheck: note: {LOOSE}:{line}:" in r.stderr
    assert "'Mys tic-Poro' read as Mystic Poro" in r.stderr


def test_diff_says_the_readings_of_both_lists(cli):
    r = cli("diff", str(LOOSE), str(LOOSE))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    assert f"note: {LOOSE}:{_line(LOOSE, 'Mys tic-Poro')}:" in r.stdout
    assert r.stdout.rstrip().endswith("identical: the same cards in every zone")
    r = cli("diff", "-f", "json", str(LOOSE), str(LOOSE))
    notes = json.loads(r.stdout)["notices"]
    assert sum("'Mys tic-Poro' read as Mystic Poro" in n for n in notes) == 2


def test_show_says_the_readings(cli):
    r = cli("show", "--as-of", "2026-09-20", str(TTS))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    flat = " ".join(r.stdout.split())
    assert "note: " in flat and "7 cards after the runes read as the sideboard" in flat
    r = cli("show", "--as-of", "2026-09-20", "-f", "json", str(LOOSE))
    (deck,) = json.loads(r.stdout)
    assert any("'Mys tic-Poro' read as Mystic Poro" in n for n in deck["notices"])
