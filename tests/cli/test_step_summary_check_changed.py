"""The GitHub step summary says ``check changed`` beside each verdict a changed check reached, as
every other format does (evtT 7: a run with a configuration file's card database read ``**legal**``
in the summary and ``LEGAL (check changed)`` in the text)."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _summary(cli, tmp: Path, *args) -> tuple[int, str]:
    summary = tmp / "summary.md"
    summary.write_text("")
    r = cli(*args, "-f", "github", cwd=tmp, env={"GITHUB_STEP_SUMMARY": str(summary)})
    return r.returncode, summary.read_text(encoding="utf-8")


def test_a_changed_check_is_said_beside_each_verdict(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    shutil.copy(ROOT / "examples" / "kennen.deck.txt", tmp_path / "a.txt")
    (tmp_path / "r.csv").write_text("player,list\nAnn,a.txt\n", encoding="utf-8")
    code, md = _summary(cli, tmp_path, "event", "r.csv", "--as-of", "2026-09-20")
    assert code == 0 and "- Ann (r.csv row 2): **legal**\n" in md
    code, md = _summary(cli, tmp_path, "check", "a.txt", "--as-of", "2026-09-20")
    assert code == 0 and "- a.txt: **legal**\n" in md
    shutil.copy(ROOT / "card_data" / "cards.json", tmp_path / "cards.json")
    (tmp_path / ".riftcheck.yaml").write_text("cards: cards.json\n", encoding="utf-8")
    code, md = _summary(cli, tmp_path, "event", "r.csv", "--as-of", "2026-09-20")
    assert code == 0 and "- Ann (r.csv row 2): **legal (check changed)**\n" in md, md
    code, md = _summary(cli, tmp_path, "check", "a.txt", "--as-of", "2026-09-20")
    assert code == 0 and "- a.txt: **legal (check changed)**\n" in md, md
