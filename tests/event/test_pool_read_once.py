"""Rows naming the same pool file share one read of it (finding V6: 40 rows naming two 10 MB pools
read them 40 times, kept 40 copies and exhausted 4 GB); each row is still judged against it."""

from __future__ import annotations

import shutil
from pathlib import Path

from riftcheck.events import check as event_check
from riftcheck.events.check import check_event
from riftcheck.events.read import read_event

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "pool_headers"


def test_rows_naming_one_pool_file_read_it_once_and_are_each_judged(tmp_path, monkeypatch):
    for name in ("sd_played.txt", "pool1.txt"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    (tmp_path / "other-pool.txt").write_bytes((FIXTURES / "pool1.txt").read_bytes())
    rows = [f"P{i},sd_played.txt,pool1.txt" for i in range(6)] + ["Q,sd_played.txt,other-pool.txt"]
    (tmp_path / "r.csv").write_text("player,list,pool\n" + "\n".join(rows) + "\n", "utf-8")
    reads: list[str] = []
    real = event_check.read_list

    def counting(ref, db, **kw):
        if kw.get("pool"):
            reads.append(Path(ref.path).name)
        return real(ref, db, **kw)

    monkeypatch.setattr(event_check, "read_list", counting)
    run = check_event(read_event(tmp_path / "r.csv"), ruleset="sealed")
    # one read per pool file (another file with the same bytes is another pool)
    assert sorted(reads) == ["other-pool.txt", "pool1.txt"]
    # every row is judged against its pool: the deck plays a card its pool does not hold
    assert len(run.decks) == 7
    for deck in run.decks:
        assert any(f.rule == "pool" for f in deck.findings), deck
        assert not deck.legal
