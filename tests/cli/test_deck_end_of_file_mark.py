"""atkL 6: a deck file's final Ctrl-Z (0x1a, the DOS end-of-file mark) is the end of the file,
said in one notice, as a roster's is (one helper, ``riftcheck.decks.read.end_of_file_mark``); a
Ctrl-Z anywhere else is an error naming its line. It was an unknown card and a 13th rune."""

from __future__ import annotations

import json

from tests.conftest import ROOT

KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_bytes()
DAY = ("--as-of", "2026-09-20")


def test_a_final_ctrl_z_ends_the_deck_file_with_a_notice(cli, tmp_path):
    # CRLF line ends and Windows-1252, as the old tools that write the mark save a file
    data = KENNEN.replace(b"\n", b"\r\n").replace(b"# ", b"# caf\xe9 ", 1) + b"\x1a"
    (tmp_path / "k.txt").write_bytes(data)
    r = cli("check", *DAY, "-f", "json", "k.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    deck = json.loads(r.stdout)["decks"][0]
    assert deck["legal"] is True and deck["violations"] == []
    eof = [n for n in deck["notices"] if n["code"] == "end-of-file-mark"]
    lines = KENNEN.count(b"\n") + 1
    assert eof == [
        {
            "code": "end-of-file-mark",
            "line": lines,
            "column": 1,
            "message": "the file ends with a Ctrl-Z byte (\\x1a, the end-of-file mark of old DOS "
            "and Windows tools): read as the end of the file, not as a card",
        }
    ]


def test_a_ctrl_z_before_the_end_is_an_error_at_its_line(cli, tmp_path):
    head, _, tail = KENNEN.partition(b"Runes:")
    (tmp_path / "k.txt").write_bytes(head + b"\x1a\nRunes:" + tail)
    line = head.count(b"\n") + 1
    r = cli("check", *DAY, "k.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        f"{line}:1 error unreadable a Ctrl-Z byte (\\x1a, the DOS end-of-file mark) at line "
        f"{line}, before the end of the file: expected it only as the file's last byte, or not "
        "at all (remove it: two files joined into one?)" in " ".join(r.stdout.split())
    ), r.stdout
    assert "1 deck: 0 legal, 1 unreadable" in r.stdout


def test_a_yaml_deck_s_final_ctrl_z_and_a_windows_roster_s(cli, tmp_path):
    yml = (ROOT / "examples" / "kennen.deck.yaml").read_bytes()
    (tmp_path / "k.yaml").write_bytes(yml + b"\x1a")
    r = cli("check", *DAY, "k.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    line = yml.count(b"\n") + 1
    assert f"k.yaml: LEGAL\n  note: line {line}: the file ends with a Ctrl-Z byte" in r.stdout
    # a Windows-1252 roster ending with the mark (an old Excel export) is read as such too
    (tmp_path / "k.txt").write_bytes(KENNEN)
    (tmp_path / "r.csv").write_bytes(b"player,list\r\nJos\xe9,k.txt\r\n\x1a")
    r = cli("event", *DAY, "r.csv", cwd=tmp_path)
    assert r.returncode == 0, (r.stdout, r.stderr)
    assert "José (r.csv row 2): LEGAL" in r.stdout
    assert r.stderr == ""
    assert (
        "note: the file ends with a Ctrl-Z byte (\\x1a, the end-of-file mark of old "
        "DOS and Windows tools) at line 3: read as the end of the file, not as a row"
        in " ".join(r.stdout.split())
    ), r.stdout
