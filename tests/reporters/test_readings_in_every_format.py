"""How a list was read, where that changes what is checked (a loosely written name, a TTS
string's sideboard after the runes and its Chosen Champion by position), is said in every output
format, for ``check`` and ``event`` (issue 24, B1: SARIF, JUnit, CSV, concise, GitLab and GitHub
said a plain LEGAL with the zones and card names silently chosen)."""

from __future__ import annotations

import html
import shutil
from pathlib import Path

import pytest

from riftcheck.reporters import FORMATS

READING = Path(__file__).resolve().parent.parent / "cases" / "_reading"
LOOSE = READING / "loose-names.deck.txt"
TTS = READING / "openrift-tts-sideboard.deck.txt"
FLAT = READING / "flat-sideboard-then-runes.deck.txt"  # B13 of the re-test


def _flat(text: str) -> str:
    """The report as words: HTML entities read, and the text report's wrapping undone."""
    return " ".join(html.unescape(text).split())


SAID = (
    "'Mys tic-Poro' read as Mystic Poro",
    "7 cards after the runes read as the sideboard",
    "Kennen, Storm of Shuriken, the card written after the legend, read as the Chosen Champion",
)
FLAT_SAID = "'Runes:' after a list with no headers and 'Sideboard:' (line 20)"


@pytest.mark.parametrize("fmt", FORMATS)
def test_check_says_every_reading_in_every_format(cli, fmt):
    r = cli("--as-of", "2026-09-20", "-f", fmt, str(LOOSE), str(TTS), str(FLAT))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    for text in (*SAID, FLAT_SAID):
        assert text in _flat(r.stdout), (fmt, text)


@pytest.mark.parametrize("fmt", ["concise", "github", "sarif"])
def test_a_reading_names_its_file_and_line(cli, fmt):
    r = cli("--as-of", "2026-09-20", "-f", fmt, str(LOOSE))
    line = next(n for n, t in enumerate(LOOSE.read_text().splitlines(), 1) if "Mys tic-Poro" in t)
    if fmt == "concise":
        assert f"{LOOSE}:{line}:" in r.stdout and "info [reading]" in r.stdout
    elif fmt == "github":
        assert f"::notice file={LOOSE},line={line}," in r.stdout
    else:
        assert f'"startLine": {line}' in r.stdout and '"level": "note"' in r.stdout


DATE_NOTE = (
    "riftcheck: warning: the event file's date: is not in the CSV, so a run on the CSV would "
    "judge another event: re-run the event file, or pass -r/--as-of\n"
)


@pytest.mark.parametrize("fmt", ["csv", "sarif", "json", "html", "text"])
def test_event_reports_say_the_readings(cli, tmp_path, fmt):
    shutil.copy(LOOSE, tmp_path / "loose.txt")
    shutil.copy(TTS, tmp_path / "kennen.tts.txt")
    ev = tmp_path / "e.yaml"
    ev.write_text(
        "name: N\ndate: 2026-09-20\nplayers:\n  - {player: Ann, list: loose.txt}\n"
        "  - {player: Bob, list: kennen.tts.txt}\n",
        encoding="utf-8",
    )
    r = cli("event", str(ev), "-f", fmt)
    # a CSV has no place for the event's date: (atkH 12)
    assert r.stderr == (DATE_NOTE if fmt == "csv" else "")
    for text in SAID:
        assert text in _flat(r.stdout), (fmt, text)


def test_readings_change_no_verdict_or_count(cli):
    r = cli("--as-of", "2026-09-20", "-f", "json", str(LOOSE))
    import json

    doc = json.loads(r.stdout)
    assert doc["summary"]["infos"] == 0 and doc["decks"][0]["violations"] == []


def test_event_text_notes_name_their_list_file(cli, tmp_path):
    shutil.copy(LOOSE, tmp_path / "loose.txt")
    ev = tmp_path / "e.yaml"
    ev.write_text(
        "name: N\ndate: 2026-09-20\nplayers:\n  - {player: Ann, list: loose.txt}\n",
        encoding="utf-8",
    )
    r = cli("event", str(ev))
    assert r.stderr == ""
    line = _line_of(LOOSE, "Mys tic-Poro")
    assert f"note: loose.txt line {line}: 'Mys tic-Poro' read as Mystic Poro" in _flat(r.stdout)


def _line_of(path: Path, text: str) -> int:
    return next(n for n, t in enumerate(path.read_text().splitlines(), 1) if text in t)


# R11 of the re-test: the Windows-1252 reading (a dash or accent decoded from it chooses a card)
# and the summing of repeated lines were said in JSON and HTML only.
CP1252 = Path(__file__).resolve().parent.parent / "cases" / "_encoding" / "windows-1252.deck.txt"


def _summed(tmp_path: Path) -> Path:
    """The Windows-1252 deck in UTF-8 with its main deck's 2 Jinx, Demolitionist written as two
    lines of one: summed."""
    text = CP1252.read_bytes().decode("cp1252")
    text = text.replace("2 Jinx, Demolitionist", "1 Jinx, Demolitionist\r\n1 Jinx, Demolitionist")
    p = tmp_path / "summed.deck.txt"
    p.write_text(text, encoding="utf-8", newline="")
    return p


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_windows_1252_reading_is_in_every_format(cli, fmt):
    r = cli("--as-of", "2026-09-01", "-f", fmt, str(CP1252))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    assert "valid Windows-1252 text, and was read as Windows-1252" in _flat(r.stdout), fmt


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_summed_entries_are_in_every_format(cli, fmt, tmp_path):
    r = cli("--as-of", "2026-09-01", "-f", fmt, str(_summed(tmp_path)))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    assert "were summed to 2 copies" in _flat(r.stdout), fmt


def test_convert_says_the_windows_1252_reading(cli):
    r = cli("convert", "--to", "yaml", str(CP1252))
    assert r.returncode == 0
    assert "Jinx, Demolitionist" in r.stdout
    assert "read as Windows-1252" in _flat(r.stderr)


# json-lines says the event's notices in "kind": "notice" lines after the decks (S2 item 2)
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize(
    ("encode", "said"),
    [
        # a roster decoded from UTF-16 without a byte-order mark (its NUL bytes decide)
        (lambda t: t.encode("utf-16-le"), "its NUL bytes show UTF-16-LE text"),
        (lambda t: t.encode("cp1252"), "valid Windows-1252 text, and was read as Windows-1252"),
    ],
    ids=["utf-16", "windows-1252"],
)
def test_how_an_event_roster_was_decoded_is_said_in_every_format(cli, tmp_path, fmt, encode, said):
    """The roster's wide-encoding and Windows-1252 notices are reading notices: every format says
    them (only text, JSON and HTML did)."""
    shutil.copy(LOOSE, tmp_path / "loose.txt")
    (tmp_path / "roster.csv").write_bytes(encode("player,list\nAnné,loose.txt\n"))
    ev = tmp_path / "e.yaml"
    ev.write_text("name: N\ndate: 2026-09-20\nroster: roster.csv\n", encoding="utf-8")
    r = cli("event", str(ev), "-f", fmt)
    if fmt == "csv":  # in no player's cell: the roster's decoding is on standard error (atkE 3)
        assert said in _flat(r.stderr) and said not in _flat(r.stdout)
        assert r.stderr.startswith(f"riftcheck: note: {tmp_path / 'roster.csv'}")
    else:
        assert r.stderr == ""
        assert said in _flat(r.stdout), fmt
