"""``event EVENT.yaml --format csv`` writes the players as a roster, which has no place for the
event's own settings: the keys left out are said on standard error, since a run on the CSV alone
judges another event (an event ban gone, today's date, the default ruleset: atkH 12)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
TAIL = (
    "not in the CSV, so a run on the CSV would judge another event: re-run the event file, or "
    "pass -r/--as-of\n"
)


@pytest.mark.parametrize(
    "settings,said",
    [
        (
            "date: 2026-09-20\nbans: [Rebuke]\nprecon: false\n",
            "riftcheck: warning: the event file's date: and bans: are ",
        ),
        ("ruleset: constructed\n", "riftcheck: warning: the event file's ruleset: is "),
    ],
)
def test_the_settings_a_csv_leaves_out_are_said(rc, tmp_path, settings, said):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        f"name: B\n{settings}players:\n  - {{player: D, list: k.txt}}\n", encoding="utf-8"
    )
    code, out, err = rc("event", "e.yaml", "--as-of", "2026-09-20", "--format", "csv")
    assert code == (1 if "bans" in settings else 0)
    assert out.startswith("player,id,team,table,list,notes,verdict,")
    assert err == said + TAIL


def test_an_event_file_without_settings_and_a_roster_say_nothing(rc, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        "name: B\nplayers:\n  - {player: D, list: k.txt}\n", encoding="utf-8"
    )
    (tmp_path / "r.csv").write_text("player,list\nD,k.txt\n", encoding="utf-8")
    for path in ("e.yaml", "r.csv"):
        code, out, err = rc("event", path, "--as-of", "2026-09-20", "--format", "csv")
        assert (code, err) == (0, "")
        assert out.startswith("player,")
