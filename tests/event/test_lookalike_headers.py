"""A roster header that only looks like one riftcheck reads (a Cyrillic ``а`` in ``Nаme``, a
``1`` in ``P1ayer``: the same UTS #39 skeleton as the player names are compared by) is answered
"did you mean", naming the column and the character: it was an unknown header with no hint
(evtL 6)."""

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
    "header,said",
    [
        (
            "N\u0430me,list",
            "no player column: expected a header naming one of player, name, playername, "
            "players, fullname, participant, playerfullname, joueur, joueuse, joueurs, nom, "
            "nomdujoueur, nomjoueur, nomcomplet, participante, pseudo (found: N\u0430me, list); "
            "column 1 (N\u0430me) is not read: it has U+0430 CYRILLIC SMALL LETTER A, so it only "
            "looks like name; did you mean name?",
        ),
        (
            "player,D\u0415CK",
            "; column 2 (D\u0415CK) is not read: it has U+0415 CYRILLIC CAPITAL LETTER IE, so it "
            "only looks like deck; did you mean deck?",
        ),
        ("P1ayer,list", "column 1 (P1ayer) is not read: it has U+0031 DIGIT ONE, so it only"),
    ],
)
def test_a_lookalike_key_header_is_an_error_saying_did_you_mean(rc, ev, header, said):
    (ev / "r.csv").write_text(f"{header}\nAnn,ok.txt\n", encoding="utf-8")
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, out) == (1, "")
    assert err.startswith("riftcheck: error: r.csv:1:1: no ") and said in err


def test_a_lookalike_other_header_is_a_notice_not_kept_silently(rc, ev):
    (ev / "r.csv").write_text("player,list,N\u043etes,Email\nAnn,ok.txt,x,a@b\n", encoding="utf-8")
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, err) == (0, "")
    assert (
        "note: column 3 (N\u043etes) is not read: it has U+043E CYRILLIC SMALL LETTER O, so it "
        "only looks like notes; did you mean notes?\n" in out
    )
    # an unknown header that looks like none is said as before
    assert "note: columns kept but not read: Email\n" in out


def test_french_says_it_too(rc, ev):
    (ev / "r.csv").write_text("player,list,N\u043etes\nAnn,ok.txt,x\n", encoding="utf-8")
    code, out, err = rc("--lang", "fr", "event", "r.csv", *ARGS)
    assert (code, err) == (0, "")
    assert "vouliez-vous dire notes\u202f?" in out
