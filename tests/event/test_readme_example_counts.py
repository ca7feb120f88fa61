"""The README's counts for its example event are the tool's (atkE 17: the README said 8 legal
players where the report says 4, and an organiser reading it would take 8 players as fine)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_says_the_nexus_night_summary_the_report_gives(rc):
    code, out, err = rc("event", str(ROOT / "examples/events/nexus-night.yaml"), "--color", "never")
    assert (code, err) == (1, "")
    summary = " ".join(out.split()).rsplit(" 13 players: ", 1)[1]
    # "4 legal, 2 illegal, ... ; 8 roster problems": the README lists the same counts, in order
    counts = re.findall(r"(\d+) ([a-z][a-z ]+?)(?=[,;]|$)", summary.replace("; ", ", "))
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    said = readme.split("summary cards (for the example: 13 players, ", 1)[1].split(":", 1)[0]
    assert said == ", ".join(f"{n} {what}" for n, what in counts), (said, counts)
