"""One count of roster problems (atk25d item 14): the text summary said "4 roster problems" and
the HTML card 5 for the same event (the HTML and JSON counted the unreadable row's own problem,
which its UNREADABLE verdict counts already). ``EventReport.roster_problems`` is the one
definition: the text summary, JSON ``event.summary.problems`` and the HTML card say it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: the attack's roster: Alice twice (a duplicate error each, an identical-lists warning), Bob's
#: illegal list, Éloïse, Zoé's missing file (unreadable), a row without a name
CASES = ROOT / "tests" / "fixtures" / "event" / "roster_counts"
DAY = "2026-10-01"


def _event(cli, *args):
    return cli("event", "roster.csv", "--as-of", DAY, *args, env={"COLUMNS": "80"}, cwd=CASES)


@pytest.mark.parametrize(
    "lang,word", [("en", "roster problems"), ("fr", "problèmes d'inscription")]
)
def test_text_json_and_html_say_the_same_count(cli, tmp_path, lang, word):
    text = _event(cli, "--lang", lang)
    assert (text.returncode, text.stderr) == (1, "")
    flat = re.sub(r"\n", " ", text.stdout)
    said = re.findall(rf"(\d+) {word}", flat)
    assert said == ["4"], text.stdout[-400:]

    doc = _event(cli, "--lang", lang, "-f", "json")
    assert (doc.returncode, doc.stderr) == (1, "")
    summary = json.loads(doc.stdout)["event"]["summary"]
    assert (summary["problems"], summary["unreadable"]) == (4, 1)

    out = tmp_path / "ev.html"
    html = _event(cli, "--lang", lang, "-f", "html", "-o", out)
    assert (html.returncode, html.stdout, html.stderr) == (1, "", "")
    card = re.search(r'count-problems"><b>(\d+)</b>', out.read_text(encoding="utf-8"))
    assert card is not None and card.group(1) == "4"


def test_the_count_is_every_row_problem_but_the_statuses(cli):
    doc = json.loads(_event(cli, "-f", "json").stdout)
    rules = [f["rule"] for p in doc["players"] for f in p["problems"]]
    # the unreadable row's own problem is its verdict, counted there
    assert sorted(rules) == [
        "roster-duplicate-player",
        "roster-duplicate-player",
        "roster-identical-lists",
        "roster-no-player",
        "roster-unreadable",
    ]
    assert doc["event"]["summary"]["problems"] == len(rules) - 1
