"""The text report of every case file fits 80 columns and loses nothing (issue 15).

Each case deck is checked as the command would (its ruleset, date and pool) and drawn by the text
reporter at 80 columns; every line must fit (but a word longer than a line, which is never cut,
stands alone on its own), and every finding's message and fix must be in the report word for word
(wrapping may only move line breaks).
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pytest
import yaml

CASES = Path(__file__).resolve().parents[1] / "cases"


def _cases():
    return [
        p
        for p in sorted(CASES.glob("**/*.expected.yaml"))
        if not (yaml.safe_load(p.read_text(encoding="utf-8")) or {}).get("team")
    ]


def _words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(
    "expected", _cases(), ids=lambda p: str(p.relative_to(CASES)).removesuffix(".expected.yaml")
)
def test_the_text_report_fits_80_columns_without_losing_information(expected):
    from riftcheck.api import check_paths
    from riftcheck.reporters import ReportOptions, get_reporter

    spec = yaml.safe_load(expected.read_text(encoding="utf-8")) or {}
    stem = expected.name[: -len(".expected.yaml")]
    deck = (
        expected.parent / spec["deck"]
        if spec.get("deck")
        else sorted(expected.parent.glob(f"{stem}.deck.*"))[0]
    )
    as_of = spec.get("as_of")
    as_of = _dt.date.fromisoformat(as_of) if isinstance(as_of, str) else as_of
    ruleset = spec.get("ruleset", "constructed")
    if (expected.parent / ruleset).is_file():  # a case's own ruleset file, next to it
        ruleset = str(expected.parent / ruleset)
    run = check_paths(
        [str(deck)],
        ruleset=ruleset,
        as_of=as_of,
        config=False,
        jobs=1,
        pool=str(expected.parent / spec["pool"]) if spec.get("pool") else None,
        input_format=spec.get("input_format"),
    )
    for verbosity in (0, 1):
        out = get_reporter("text", ReportOptions(width=80, verbosity=verbosity)).render(run)
        # (a word longer than a line, the deck's path in a checkout under a long path, is never
        # cut: it stands whole on a line of its own)
        too_wide = [s for s in out.splitlines() if len(s) > 80 and " " in s.strip()]
        assert not too_wide, too_wide
        flat = _words(out)
        for d in run.decks:
            for f in (*d.findings, *([d.error] if d.error else [])):
                assert _words(f.message) in flat, f.message
                if f.fix:
                    assert _words(f.fix) in flat, f.fix
