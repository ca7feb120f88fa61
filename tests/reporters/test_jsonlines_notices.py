"""JSON lines says what text and JSON say once for the run or the event (S2 item 2): each notice of
the event (how its roster was read, columns not judged) and each note of the card data is a
``"kind": "notice"`` line after the decks, standing on its own as every line does."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

CASES = Path(__file__).resolve().parents[1] / "cases"
LOOSE = CASES / "_reading" / "loose-names.deck.txt"
RADIANCE = CASES / "_radiance" / "ziggs-english-names.deck.txt"
KEYS = ("kind", "scope", "code", "message", "path", "line", "column")


def _lines(stdout: str) -> list[dict]:
    assert stdout.endswith("\n")
    return [json.loads(x) for x in stdout.splitlines()]


def test_an_event_s_notices_are_notice_lines(cli, tmp_path):
    shutil.copy(LOOSE, tmp_path / "loose.txt")
    (tmp_path / "roster.csv").write_bytes("player,list,team\nAnné,loose.txt,A\n".encode("cp1252"))
    ev = tmp_path / "e.yaml"
    ev.write_text("name: N\ndate: 2026-09-20\nroster: roster.csv\n", encoding="utf-8")
    r = cli("event", ev, "-f", "json-lines", cwd=tmp_path)
    text = cli("event", ev, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (text.returncode, "") == (0, "")
    got = _lines(r.stdout)
    # the event's own line first (naming its notices) and its summary last; each notice again after
    # the decks, with its place
    assert [d["kind"] for d in got] == ["event", "deck", "notice", "notice", "event-summary"]
    assert [" ".join(n.split()) for n in got[0]["notices"]] == [
        " ".join(d["message"].split()) for d in got[2:4]
    ]
    decoded, teams = ({k: d[k] for k in KEYS} for d in got[2:4])
    assert decoded == {
        "kind": "notice",
        "scope": "event",
        "code": "windows-1252",
        "message": "the file is not UTF-8 (byte 0xe9 at line 2, column 4) but valid Windows-1252 "
        "text, and was read as Windows-1252; save it as UTF-8 to silence this notice",
        "path": str(tmp_path / "roster.csv"),
        "line": 2,
        "column": 4,
    }
    assert teams["scope"] == "event" and teams["code"] is None and teams["line"] is None
    assert teams["path"] == str(ev)
    flat = " ".join(text.stdout.split())
    for d in got[2:4]:
        assert " ".join(d["message"].split()) in flat  # what the text report says, no more
        assert d["riftcheck_version"] == got[1]["riftcheck_version"]
        assert d["ruleset"] == got[1]["ruleset"] and d["card_data"] == got[1]["card_data"]
    # the same lines with --output
    out = tmp_path / "r.jsonl"
    w = cli("event", ev, "-f", "json-lines", "-o", out, cwd=tmp_path)
    assert (w.returncode, w.stdout, w.stderr) == (0, "", "")
    assert out.read_text(encoding="utf-8") == r.stdout


def test_a_check_s_card_data_note_is_a_run_notice_line(cli):
    r = cli("--as-of", "2026-12-01", "-f", "json-lines", RADIANCE)
    assert (r.returncode, r.stderr) == (0, "")
    deck, note = _lines(r.stdout)
    assert deck["kind"] == "deck"
    # a deck line is written before the run knows its card data notes: the notice line says them
    whole = json.loads(cli("--as-of", "2026-12-01", "-f", "json", RADIANCE).stdout)
    assert {k: note[k] for k in KEYS} == {
        "kind": "notice",
        "scope": "run",
        "code": None,
        "message": whole["card_data"]["notes"][0],
        "path": None,
        "line": None,
        "column": None,
    }
    assert "has no English name for" in note["message"]


def test_a_plain_check_has_no_notice_line(cli):
    r = cli("--as-of", "2026-09-20", "-f", "json-lines", LOOSE)
    assert (r.returncode, r.stderr) == (0, "")
    (deck,) = _lines(r.stdout)
    # the deck's own readings stay in its line
    assert deck["kind"] == "deck" and "name-read-loosely" in {n["code"] for n in deck["notices"]}
