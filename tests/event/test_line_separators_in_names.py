"""NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) in a roster's name or
cell are kept, not read as a space (str.split() takes them for one): the text and HTML reports
show them as escapes, as they show a zero-width space, and neither a report line nor a CSV row
is split by them (evtL 2)."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARGS = ("--as-of", "2026-09-20")
SEPARATORS = [("\x85", "\\x85"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029")]


@pytest.fixture
def ev(tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    shutil.copy(ROOT / "examples" / "kennen-illegal.deck.txt", tmp_path / "bad.txt")
    return tmp_path


@pytest.mark.parametrize("char,shown", SEPARATORS)
def test_a_separator_in_a_name_is_shown_escaped_on_one_line(rc, ev, char, shown):
    text = f"player,list,notes\nAnn{char}Lee,ok.txt,a{char}b\nBob,bad.txt,\n"
    (ev / "r.csv").write_text(text, encoding="utf-8", newline="")
    code, out, err = rc("event", "r.csv", *ARGS, "--html", "r.html")
    assert (code, err) == (1, "")
    assert f"Ann{shown}Lee (r.csv row 2): LEGAL\n" in out
    assert "Ann Lee" not in out and char not in out
    page = (ev / "r.html").read_text(encoding="utf-8")
    assert f"Ann{shown}Lee" in page and char not in page and "Ann Lee" not in page


@pytest.mark.parametrize("char,shown", SEPARATORS)
def test_the_csv_report_keeps_the_cell_in_its_row(rc, ev, char, shown):
    text = f"player,list,notes\nAnn{char}Lee,ok.txt,a{char}b\nAnn Lee,ok.txt,\n"
    (ev / "r.csv").write_text(text, encoding="utf-8", newline="")
    code, out, err = rc("event", "r.csv", *ARGS, "--format", "csv", "-o", "o.csv")
    assert (out, err) == ("", "")
    with open(ev / "o.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    assert len(rows) == 3
    assert rows[1][:3] == [f"Ann{char}Lee", "ok.txt", f"a{char}b"]
    # riftcheck's own cells name the player escaped, never with the raw character
    assert char not in "".join(rows[2][3:]) and f"Ann{shown}Lee" in "".join(rows[2][3:])
