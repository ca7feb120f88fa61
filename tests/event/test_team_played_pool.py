"""atkE 9: Sealed 2v2 ``event --sideboarding``: when the two played decks together exceed the
team's shared pool (TR 603.6), that is the team's finding: the team verdict and the CSV's team
column say illegal, not only the deck check of the player who sideboarded."""

from __future__ import annotations

import shutil
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "team_played_pool"
TOGETHER = "played decks of team T together (pool): 4 Gust in the team's decks (3 in al.txt, 1 in drl_played.txt), 3 in shared pool"  # fmt: skip


def _copy(tmp_path: Path) -> None:
    for f in FIXTURES.iterdir():
        shutil.copy(f, tmp_path / f.name)


def test_the_team_verdict_is_illegal_with_its_finding(rc, tmp_path):
    _copy(tmp_path)
    code, out, err = rc("event", "evsb.yaml", "--sideboarding", "--color", "never")
    assert (code, err) == (1, "")
    flat = " ".join(out.split())
    assert "Team T: ILLEGAL (Ann (evsb.yaml line 5), Bob (evsb.yaml line 6))" in flat
    assert f"al.txt:19:1 error pool {TOGETHER}" in flat
    assert f"error deck-check {TOGETHER}" in flat  # still on Bob's deck check too


def test_the_csv_team_column_says_illegal(rc, tmp_path):
    _copy(tmp_path)
    code, out, err = rc("event", "evsb.yaml", "--sideboarding", "-f", "csv")
    assert (code, err) == (
        1,
        "riftcheck: warning: the event file's date: and ruleset: are not in the CSV, so a run on the CSV would "
        "judge another event: re-run the event file, or pass -r/--as-of\n",
    )
    rows = out.splitlines()
    # an event file's played and pool fields are columns of the roster written (atkE 19)
    assert rows[0].startswith("player,id,team,table,list,played,pool,notes,verdict,team verdict,")
    assert rows[1].startswith("Ann,p1,T,,al.txt,,fit.txt,,legal,team illegal,")
    assert rows[2].startswith(
        "Bob,p2,T,,drl.txt,drl_played.txt,fit.txt,,legal list · deck check failed,team illegal,"
    )


def test_the_registered_lists_alone_fit_the_pool(rc, tmp_path):
    _copy(tmp_path)
    ev = (tmp_path / "evsb.yaml").read_text(encoding="utf-8")
    (tmp_path / "evsb.yaml").write_text(
        ev.replace(", played: drl_played.txt", ""), encoding="utf-8"
    )
    code, out, err = rc("event", "evsb.yaml", "--sideboarding", "--color", "never")
    assert (code, err) == (0, "")
    assert "Team T: LEGAL (Ann (evsb.yaml line 5), Bob (evsb.yaml line 6))" in " ".join(out.split())
    assert "together" not in out
