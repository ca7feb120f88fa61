"""A JSON-lines deck line names the rules documents of its own deck's judging date and the region
its own ``region:`` judged it by (issue 24, B11): the stream's header is made before any deck is
read, and every line said today's October documents and no region."""

from __future__ import annotations

import json
from pathlib import Path

CASES = Path(__file__).resolve().parent.parent / "cases" / "set-legality"


def _deck(tmp_path: Path, name: str, extra: str) -> Path:
    body = (CASES / "hk-origins.deck.yaml").read_text(encoding="utf-8")
    body = body.replace("region: hk\n", "")
    path = tmp_path / name
    path.write_text(extra + body, encoding="utf-8")
    return path


def test_each_line_names_its_own_dates_documents_and_region(cli, tmp_path):
    _deck(tmp_path, "a-april.deck.yaml", "event_date: 2026-04-20\n")
    _deck(tmp_path, "b-december.deck.yaml", "event_date: 2026-12-01\n")
    _deck(tmp_path, "c-hk.deck.yaml", "event_date: 2026-12-01\nregion: hk\n")
    r = cli("-f", "json-lines", str(tmp_path))
    assert r.returncode == 1, r.stderr  # the Hong Kong deck holds cards not launched there
    assert r.stderr == ""
    lines = {Path(d["path"]).name: d for d in map(json.loads, r.stdout.splitlines())}
    april, december, hk = (
        lines["a-april.deck.yaml"],
        lines["b-december.deck.yaml"],
        lines["c-hk.deck.yaml"],
    )
    assert april["as_of"] == "2026-04-20" and april["ruleset"]["rules_date"] == "2026-03-30"
    (group,) = april["provenance"]["ruleset"]["documents"]
    assert group["dates"] == ["2026-04-20"]
    assert group["labels"] == ["Core Rules 2026-03-30", "Tournament Rules 2026-03-30"]
    assert april["provenance"]["as_of"]["dates"] == ["2026-04-20"]
    assert december["ruleset"]["rules_date"] == "2026-10-09"
    assert december["ruleset"]["region"] is None
    assert hk["ruleset"]["region"] == "hk (Taiwan, Hong Kong and Macau)"
    assert hk["provenance"]["ruleset"]["region"] == "hk (Taiwan, Hong Kong and Macau)"
    assert hk["legal"] is False and december["legal"] is True
