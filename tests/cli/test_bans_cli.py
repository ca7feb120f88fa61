"""``riftcheck bans``: the ban list in force on a date, with dates and sources (issue 15)."""

from __future__ import annotations

import json


def test_bans_lists_what_is_in_force_and_what_is_scheduled(cli):
    r = cli("bans", "--as-of", "2026-09-01")
    assert (r.returncode, r.stderr) == (0, "")
    lines = r.stdout.splitlines()
    assert lines[0] == "constructed: 10 cards banned on 2026-09-01, 2 more from a later date"
    assert "  Called Shot  (in force, since 2026-03-31)" in lines
    assert "  Stacked Deck  (scheduled, from 2026-09-18)" in lines
    assert lines[lines.index("  Stacked Deck  (scheduled, from 2026-09-18)") + 1].startswith(
        "    https://"
    )
    later = cli("bans", "--as-of", "2026-09-18", "-f", "json")
    doc = json.loads(later.stdout)
    assert (later.returncode, doc["as_of"]) == (0, "2026-09-18")
    assert {b["card"]: b["status"] for b in doc["bans"]}["Stacked Deck"] == "in force"


def test_bans_refuses_a_bad_date(cli):
    r = cli("bans", "--as-of", "2026-13-01")
    assert r.returncode == 2 and r.stdout == "" and "--as-of" in r.stderr
