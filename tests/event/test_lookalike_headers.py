"""A roster header that only looks like one riftcheck reads (a Cyrillic ``а`` in ``Nаme``, a
``1`` in ``P1ayer``: the same UTS #39 skeleton as the player names are compared by) is answered
an error naming the column and the character, before any player is judged (evtL 6, atkO 2,
3); a look-alike of a column only shown (notes, table) is a notice saying "did you mean"."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARGS = ("--as-of", "2026-09-20")


@pytest.fixture
def ev(tmp_path):
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "ok.txt")
    return tmp_path


@pytest.mark.parametrize(
    "header,col,said",
    [
        (
            "N\u0430me,list",
            1,
            "column 1 (N\u0430me) only looks like Name: it has U+0430 CYRILLIC SMALL LETTER A",
        ),
        (
            "player,D\u0415CK",
            8,
            "column 2 (D\u0415CK) only looks like DECK: it has U+0415 CYRILLIC CAPITAL LETTER IE",
        ),
        ("P1ayer,list", 1, "column 1 (P1ayer) only looks like player: it has U+0031 DIGIT ONE"),
        # atkO 2, 3: every column riftcheck judges by, not only the player and list columns
        (
            "player,list,Pl\u0430yed",
            13,
            "column 3 (Pl\u0430yed) only looks like Played: it has U+0430 CYRILLIC SMALL LETTER A",
        ),
        (
            "player,list,P1ayed",
            13,
            "column 3 (P1ayed) only looks like played: it has U+0031 DIGIT ONE",
        ),
        (
            "player,list,\u0406D",
            13,
            "column 3 (\u0406D) only looks like id: it has U+0406 "
            "CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I",
        ),
        (
            "player,list,Deck C\u043ede",
            13,
            "column 3 (Deck C\u043ede) only looks like Deck Code: "
            "it has U+043E CYRILLIC SMALL LETTER O",
        ),
        (
            "player,list,P\u043e\u043el",
            13,
            "column 3 (P\u043e\u043el) only looks like Pool: it has U+043E CYRILLIC SMALL LETTER O",
        ),
        (
            "player,list,Jou\u0435",
            13,
            "column 3 (Jou\u0435) only looks like Joue: it has U+0435 CYRILLIC SMALL LETTER IE",
        ),
        (
            "player,list,T\u0435am",
            13,
            "column 3 (T\u0435am) only looks like Team: it has U+0435 CYRILLIC SMALL LETTER IE",
        ),
    ],
)
def test_a_lookalike_of_a_judged_header_is_an_error_naming_it(rc, ev, header, col, said):
    (ev / "r.csv").write_text(f"{header}\nAnn,ok.txt,ok.txt\n", encoding="utf-8")
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, out) == (1, "")
    assert err == (
        f"riftcheck: error: r.csv:1:{col}: {said}, so it would be left unread and its check "
        f"not made; write the header {said.split(' only looks like ')[1].split(':')[0]} (or "
        "another name if it is not that column)\n"
    )


def test_a_lookalike_other_header_is_a_notice_not_kept_silently(rc, ev):
    (ev / "r.csv").write_text("player,list,N\u043etes,Email\nAnn,ok.txt,x,a@b\n", encoding="utf-8")
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, err) == (0, "")
    assert (
        "note: column 3 (N\u043etes) is not read: it has U+043E CYRILLIC SMALL LETTER O, so it "
        "only looks like Notes; did you mean Notes?\n" in out
    )
    # an unknown header that looks like none is said as before
    assert "note: columns kept but not read: Email\n" in out


def test_french_says_it_too(rc, ev):
    (ev / "r.csv").write_text("player,list,N\u043etes\nAnn,ok.txt,x\n", encoding="utf-8")
    code, out, err = rc("--lang", "fr", "event", "r.csv", *ARGS)
    assert (code, err) == (0, "")
    assert "vouliez-vous dire Notes\u202f?" in out
