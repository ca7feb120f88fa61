"""The text report's wrapper keeps the runs of spaces between two words left on one line (evtR 8):
a roster cell (``Zoe    Quinn``) is never collapsed, wrapped or not; a break takes the spaces it
is made at, and a line break or tab between words is one space, as before."""

from __future__ import annotations

from pathlib import Path

from riftcheck.reporters._util import wrap

KENNEN = Path(__file__).resolve().parents[2] / "examples" / "kennen.deck.txt"


def test_runs_of_spaces_stay_on_a_wrapped_line():
    text = "Anna    Maria   de la Cruz   Long (sp.csv row 2): LEGAL"
    assert wrap(text, 30) == ["Anna    Maria   de la Cruz", "Long (sp.csv row 2): LEGAL"]


def test_a_break_takes_its_spaces_and_other_white_space_is_one_space():
    assert wrap("aaaa     bbbb\ncccc\tdddd", 12) == ["aaaa", "bbbb cccc", "dddd"]


def test_bound_words_keep_their_spaces_too():
    # "line  12" is bound (a word and its number): kept together, its two spaces kept
    assert wrap("xxxxxxxxxx see line  12 here", 16) == ["xxxxxxxxxx see", "line  12 here"]


def test_a_name_with_runs_of_spaces_in_a_wrapped_event_report(cli, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "r.csv").write_text('player,list\n"Zoe    Quinn",k.txt\n', encoding="utf-8")
    r = cli(
        "event", "r.csv", "--as-of", "2026-09-20", "--color", "never",
        env={"COLUMNS": "20"}, cwd=tmp_path,
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (0, "")
    assert "\n\nZoe    Quinn (r.csv\nrow 2): LEGAL\n\n" in r.stdout
    assert "Zoe Quinn" not in r.stdout
