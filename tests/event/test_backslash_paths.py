"""A list path written with Windows' ``\\`` (``lists\\alice.txt``) that names no file, when its
``/`` form does, is an error saying so and suggesting ``/``; the file is not read silently
(evtL 7). A ``\\`` path whose ``/`` form does not exist either stays a plain "no such file"."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ARGS = ("--as-of", "2026-09-20", "-f", "json")


def messages(out: str) -> list[str]:
    return [d["violations"][0]["message"] for d in json.loads(out)["decks"]]


def test_a_backslashed_path_whose_slashed_form_exists_says_so(rc, tmp_path):
    (tmp_path / "lists" / "sub").mkdir(parents=True)
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "lists" / "sub" / "alice.txt")
    (tmp_path / "r.csv").write_text(
        "player,list\nAnn,lists\\sub\\alice.txt\nBob,lists\\nobody.txt\n", encoding="utf-8"
    )
    code, out, err = rc("event", "r.csv", *ARGS)
    assert (code, err) == (1, "")
    ann, bob = messages(out)
    assert ann == (
        "the list cannot be read: no such file 'lists\\sub\\alice.txt': it is written with \\ (as "
        "on Windows), and 'lists/sub/alice.txt' exists; write the path with / (read on every "
        "system)"
    )
    assert "written with \\" not in bob and "no such file" in bob


def test_an_event_files_list_key_says_so_too(rc, tmp_path):
    (tmp_path / "lists").mkdir()
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "lists" / "a.txt")
    (tmp_path / "e.yaml").write_text(
        "name: x\nplayers:\n  - {player: Ann, list: 'lists\\a.txt'}\n", encoding="utf-8"
    )
    code, out, err = rc("event", "e.yaml", *ARGS)
    assert (code, err) == (1, "")
    assert "'lists/a.txt' exists; write the path with /" in messages(out)[0]
