"""``event --format csv`` run again on its own unedited output writes the same bytes (atkE 11): the
``problems`` cells name roster places as rows, since riftcheck's multi-line findings cells move
the rows after them to other lines of its output."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OWN = (
    "riftcheck: notice: columns {span} (verdict, problems, findings, fingerprint) are riftcheck's "
    "own, from an earlier run: they are not read, and --format csv writes this run's results in "
    "their place; a column with a cell this run would not write as it is (an edited note, a "
    "changed verdict) is kept beside them as 'problems (previous run)'...\n"
)


def _twice(rc, tmp_path: Path, roster: str, *args) -> tuple[bytes, bytes, tuple]:
    first = rc("event", roster, *args, "--format", "csv", "-o", "one.csv")
    second = rc("event", "one.csv", *args, "--format", "csv", "-o", "two.csv")
    return (tmp_path / "one.csv").read_bytes(), (tmp_path / "two.csv").read_bytes(), (first, second)


def test_the_readmes_nexus_night_comes_back_byte_for_byte(rc, tmp_path):
    shutil.copytree(ROOT / "examples" / "events", tmp_path, dirs_exist_ok=True)
    one, two, (first, second) = _twice(rc, tmp_path, "nexus-night.csv", "--as-of", "2026-09-20")
    assert first == (1, "", "")
    assert second == (1, "", OWN.format(span="9-12"))
    assert one == two
    assert b"previous run" not in two


def test_multi_line_cells_before_a_duplicate_come_back_byte_for_byte(rc, tmp_path):
    kennen = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    (tmp_path / "ok.txt").write_text(kennen, encoding="utf-8")
    shutil.copy(ROOT / "examples" / "kennen-illegal.deck.txt", tmp_path / "bad.txt")
    (tmp_path / "r.csv").write_text(
        'player,list,notes\nA,ok.txt,"two\nlines"\nB,bad.txt,\nC,ok.txt,\nA,ok.txt,late\n',
        encoding="utf-8",
    )
    one, two, (first, second) = _twice(rc, tmp_path, "r.csv", "--as-of", "2026-09-20")
    assert first == (1, "", "")
    assert second == (1, "", OWN.format(span="4-7"))
    assert one == two
    text = one.decode()
    # the places are rows, though A's second row starts on another line of either file
    assert "player A is registered 2 times (rows 2 and 5)" in text
    assert "as the list of C (row 4) and that of A (row 5)" in text
    assert "line 9" not in text.split("\nA,ok.txt,late,")[1]


def test_a_pasted_played_list_s_deck_check_comes_back_byte_for_byte(rc, tmp_path):
    """A played list pasted in a cell: its deck check's problems were at the roster's file lines
    (``deck-check (23:1)``), which the multi-line cells of the rows before move in riftcheck's
    output, so each re-run wrote one more ``problems (previous run)`` column (evtT 5)."""
    kennen = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    (tmp_path / "k.txt").write_text(kennen, encoding="utf-8")
    played = kennen.replace("3 Gust", "2 Gust", 1).replace('"', '""')
    assert played != kennen
    (tmp_path / "r.csv").write_text(
        f'player,list,played\nAnn,k.txt,"{played}"\nBo,k.txt,"{played}"\n', encoding="utf-8"
    )
    one, two, (first, second) = _twice(rc, tmp_path, "r.csv", "--as-of", "2026-09-20")
    assert first[0] == 1 and second == (1, "", OWN.format(span="4-7"))
    assert one == two
    assert b"previous run" not in two
    text = one.decode("utf-8")
    assert "error deck-check (row 2): played deck: main: -1 Gust (3 -> 2)" in text
    assert "error deck-check (row 3): played deck: main: -1 Gust (3 -> 2)" in text
