"""The look-alike warnings quote two spellings that look the same on screen, so they also name the
characters that differ (evtE2 2): ``'Тeam' (row 9) has U+0422 CYRILLIC CAPITAL LETTER TE where
'Team' (row 4) has U+0054 LATIN CAPITAL LETTER T``, by code point and Unicode name, three at most,
then "and N more". It is the message, so every report format says it."""

from __future__ import annotations

import csv
import datetime as dt
import html
import io
import json
import re
import shutil
from pathlib import Path

from riftcheck.events.check import check_event
from riftcheck.events.read import read_event

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "team_lookalikes"
DAY = dt.date(2026, 9, 20)
A_CYR = "U+0410 CYRILLIC CAPITAL LETTER A"
A_LAT = "U+0041 LATIN CAPITAL LETTER A"
# French labels the standard's English name as such (atkQ 3)
A_CYR_FR = "U+0410 (nom Unicode\u00a0: CYRILLIC CAPITAL LETTER A)"
A_LAT_FR = "U+0041 (nom Unicode\u00a0: LATIN CAPITAL LETTER A)"
ONE_DIFF = f"'\u0410nna Kowalska' (row 3) has {A_CYR} where 'Anna Kowalska' (row 2) has {A_LAT}"


def roster(tmp_path: Path, names: list[str]) -> Path:
    shutil.copy(FIX / "kennen.txt", tmp_path / "a.txt")
    p = tmp_path / "n.csv"
    with open(p, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([["player", "list"], *[[n, "a.txt"] for n in names]])
    return p


def lookalike(run, row: int) -> str:
    p = next(p for p in run.event.players if p.registration.row == row)
    (f,) = [f for f in p.problems if f.rule == "roster-lookalike-players"]
    return f.message


def test_a_player_name_names_the_differing_character(tmp_path):
    run = check_event(
        read_event(roster(tmp_path, ["Anna Kowalska", "\u0410nna Kowalska"])), as_of=DAY
    )
    assert lookalike(run, 3).endswith(f"one player twice, or two players? {ONE_DIFF}")
    assert lookalike(run, 2).endswith(
        f"two players? 'Anna Kowalska' (row 2) has {A_LAT} where '\u0410nna Kowalska' (row 3) has "
        f"{A_CYR}"
    )


def test_an_invisible_character_and_a_two_letter_look_alike(tmp_path):
    # "rn" looks like "m"; the soft hyphen makes no other key (same_name_key drops it), so the
    # two rows are told apart by the m alone, and the invisible character is named beside it
    run = check_event(read_event(roster(tmp_path, ["Kim Lee", "Kirn Le\u00ade"])), as_of=DAY)
    assert lookalike(run, 3).endswith(
        "'Kirn Le\\xade' (row 3) has U+0072 LATIN SMALL LETTER R + U+006E LATIN SMALL LETTER N "
        "where 'Kim Lee' (row 2) has U+006D LATIN SMALL LETTER M and U+00AD SOFT HYPHEN where it "
        "has nothing"
    )


def test_at_most_three_differences_then_how_many_more(tmp_path):
    cyr = "\u0410\u0412\u0421\u0415\u041d"  # Cyrillic A, Ve, Es, Ie, En: ABCEH
    run = check_event(read_event(roster(tmp_path, ["A B C E H", " ".join(cyr)])), as_of=DAY)
    said = lookalike(run, 3)
    assert said.endswith(
        "'А В С Е Н' (row 3) has U+0410 CYRILLIC CAPITAL LETTER A where 'A B C E H' (row 2) has "
        "U+0041 LATIN CAPITAL LETTER A, U+0412 CYRILLIC CAPITAL LETTER VE where it has U+0042 "
        "LATIN CAPITAL LETTER B, U+0421 CYRILLIC CAPITAL LETTER ES where it has U+0043 LATIN "
        "CAPITAL LETTER C and 2 more"
    )


def test_every_format_says_it(rc, tmp_path):
    roster(tmp_path, ["Anna Kowalska", "\u0410nna Kowalska"])
    args = ("event", "n.csv", "--as-of", "2026-09-20")
    code, out, err = rc(*args, "--format", "json")
    assert (code, err) == (0, "")
    assert ONE_DIFF in json.dumps(json.loads(out), ensure_ascii=False)
    code, out, err = rc(*args, "--format", "csv")
    assert (code, err) == (0, "")
    assert any(ONE_DIFF in cell for row in csv.reader(io.StringIO(out)) for cell in row)
    code, out, err = rc(*args, "--format", "html")
    assert (code, err) == (0, "")
    assert html.escape(ONE_DIFF) in out
    code, out, err = rc(*args, "--lang", "fr")
    assert (code, err) == (0, "")
    flat = re.sub("[ \n]+", " ", out)  # the wrapping undone (a no-break space stays)
    assert (
        f"«\u00a0\u0410nna Kowalska\u00a0» (ligne 3) a {A_CYR_FR} là où «\u00a0Anna Kowalska\u00a0» "
        f"(ligne 2) a {A_LAT_FR}" in flat
    )
