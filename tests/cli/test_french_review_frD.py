"""The French judge's re-review atkG (frD): items 6, 9, 10, 11 and 13 — English card names,
English library messages and unexplained abbreviations left in French output."""

from __future__ import annotations

import re
from pathlib import Path

NB, NNB = "\u00a0", "\u202f"
ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "riftcheck" / "locale" / "fr" / "LC_MESSAGES" / "riftcheck.po"


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


# -- 13: no Markdown backticks in French terminal prose -----------------------------------------


def test_no_single_backticks_in_french_entries():
    # ``x`` is the docstrings' markup (explain says it « x »); a lone `x` is Markdown, which a
    # terminal prints as is
    lone = re.compile(r"(?<!`)`(?!`)")
    bad = [
        line
        for line in PO.read_text(encoding="utf-8").splitlines()
        if line.startswith("msgstr") and lone.search(line)
    ]
    assert bad == []
