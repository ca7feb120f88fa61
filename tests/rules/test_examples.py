"""The shared example decks get the verdicts written in their headers.

Each ``# EXPECTED <format>: LEGAL|ILLEGAL [since DATE] (...)`` header line is
read and checked: an ``ILLEGAL since D`` deck is illegal on D, for cards the
line names, and legal the day before; an ``ILLEGAL`` deck without a date is
illegal today; a ``LEGAL`` deck is legal on its event ``DATE`` and on the
newest ban date of the ruleset.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

DECKS = Path(__file__).resolve().parents[2].parent / "shared" / "examples" / "decks"
FORMATS = {"constructed-1v1": "constructed", "constructed-2v2": "constructed-2v2"}
EXPECTED = re.compile(r"^# EXPECTED (\S+): (LEGAL|ILLEGAL)\b(.*)$")


def _cases() -> list:
    out = []
    for path in sorted(DECKS.glob("*.txt")) if DECKS.is_dir() else ():
        for line in path.read_text(encoding="utf-8").splitlines():
            m = EXPECTED.match(line)
            if m and m.group(1) in FORMATS:
                out.append(
                    pytest.param(
                        path,
                        FORMATS[m.group(1)],
                        m.group(2),
                        m.group(3),
                        id=f"{path.stem}-{m.group(1)}",
                    )
                )
    return out or [pytest.param(None, None, None, None, id="no-shared-decks")]


def _event_date(path: Path) -> dt.date | None:
    m = re.search(r"^# DATE: (\d{4}-\d{2}-\d{2})", path.read_text(encoding="utf-8"), re.MULTILINE)
    return dt.date.fromisoformat(m.group(1)) if m else None


@pytest.mark.parametrize(("path", "ruleset_name", "verdict", "detail"), _cases())
def test_example_deck_gets_its_header_verdict(path, ruleset_name, verdict, detail, db, shared_dir):
    if path is None:
        pytest.skip("no example decks in ../shared")
    from riftcheck.decks import read_deck
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    rs = load_ruleset(ruleset_name)
    code = re.search(r"^CODE: (\S+)$", path.read_text(encoding="utf-8"), re.MULTILINE)
    # a code file shows its decoded list below the code: refused as mixed (issue 11), so its code is read
    deck = read_deck(code.group(1) if code else str(path), db)
    since = re.match(r"\s*since (\d{4}-\d{2}-\d{2})", detail)
    if verdict == "LEGAL":
        days = {d for d in (_event_date(path), rs.newest_ban_date()) if d}
        for day in sorted(days):
            result = check_deck(deck, db, rs, as_of=day)
            errors = [(f.rule, f.message) for f in result.findings if f.severity == "error"]
            assert result.legal is True, f"{day}: {errors}"
        return
    day = dt.date.fromisoformat(since.group(1)) if since else dt.date.today()
    result = check_deck(deck, db, rs, as_of=day)
    assert result.legal is False
    named = [
        f
        for f in result.findings
        if f.severity == "error" and f.cards and f.cards[0].name in detail
    ]
    if "(same)" not in detail:
        assert named, (
            f"no error names a card of {detail!r}: {[(f.rule, f.message) for f in result.findings]}"
        )
    if since:
        before = check_deck(deck, db, rs, as_of=day - dt.timedelta(days=1))
        errors = [(f.rule, f.message) for f in before.findings if f.severity == "error"]
        assert before.legal is True, f"{day - dt.timedelta(days=1)}: {errors}"
