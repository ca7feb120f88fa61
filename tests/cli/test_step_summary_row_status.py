"""The GitHub step summary gives each event row its status, as the text report does (evtV 5: a
row with a roster error read **legal** under "Other decks", its findings left out, and a player
who registered no list was headed **unreadable**)."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_each_row_has_its_status_and_a_failing_row_its_findings(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "a.txt")
    (tmp_path / "r.csv").write_text(
        "player,list\nAnn,a.txt\nAnn,a.txt\nBo,\nCy,a.txt\n", encoding="utf-8"
    )
    summary = tmp_path / "summary.md"
    summary.write_text("")
    r = cli(
        "event", "r.csv", "--as-of", "2026-09-20", "-f", "github",
        cwd=tmp_path, env={"GITHUB_STEP_SUMMARY": str(summary)},
    )  # fmt: skip
    md = summary.read_text(encoding="utf-8")
    assert r.returncode == 1, r.stderr
    assert "### Ann (r.csv row 2): **legal list · roster error** (1 error" in md, md
    assert "### Ann (r.csv row 3): **legal list · roster error** (1 error" in md, md
    assert "### Bo (r.csv row 4): **missing** (1 error)" in md, md
    assert md.count("roster-duplicate-player") >= 1 and "roster-no-list" in md, md
    assert "### Other decks\n\n- Cy (r.csv row 5): **legal**\n" in md, md
    assert "**legal** (" not in md and "**unreadable**" not in md, md
