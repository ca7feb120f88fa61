"""A roster's columns named like riftcheck's (verdict, problems, findings, fingerprint) are the
organiser's unless their cells are riftcheck's writing (issue 23, E6): kept, never overwritten,
and said on standard error in the machine formats."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.fixture
def ev(tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    return tmp_path


def rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


@pytest.mark.parametrize(
    "header,row",
    [
        (
            "player,list,verdict,problems,findings,fingerprint",
            "A,k.txt,TO says banned,TO note,judge X,abc",
        ),
        (
            "player,verdict,problems,findings,fingerprint,list",
            "A,TO says banned,TO note,judge X,abc,k.txt",
        ),
        # a real fingerprint but a verdict riftcheck never writes: still the organiser's
        ("player,list,verdict,problems,findings,fingerprint", "A,k.txt,ok,,,sha256:" + "0" * 64),
    ],
)
def test_organisers_columns_named_like_riftchecks_are_kept(ev, cli, header, row):
    (ev / "r.csv").write_text(f"{header}\n{row}\n", encoding="utf-8")
    r = cli("event", "r.csv", "--as-of", "2026-09-20", "--format", "csv", cwd=ev)
    assert r.returncode == 0, r.stderr
    out = rows(r.stdout)
    n = len(header.split(","))
    assert out[0][:n] == header.split(",")
    assert out[0][n:] == [
        "riftcheck verdict",
        "riftcheck problems",
        "riftcheck findings",
        "riftcheck fingerprint",
    ]
    assert out[1][:n] == row.split(",")
    assert out[1][n] == "legal"
    assert "are the roster's own (not riftcheck's writing): they are kept" in r.stderr
    assert "riftcheck's own, from an earlier run" not in r.stderr


def test_an_earlier_output_is_recognised_and_said_in_csv_mode(ev, cli):
    (ev / "r.csv").write_text("player,list\nA,k.txt\nB,gone.txt\n", encoding="utf-8")
    first = cli("event", "r.csv", "--as-of", "2026-09-20", "--format", "csv", cwd=ev)
    assert first.returncode == 1
    assert first.stderr == ""
    (ev / "out.csv").write_text(first.stdout, encoding="utf-8")
    again = cli("event", "out.csv", "--as-of", "2026-09-20", "--format", "csv", cwd=ev)
    assert again.returncode == 1
    assert rows(again.stdout) == rows(first.stdout)
    assert again.stderr.startswith(
        "riftcheck: notice: columns 3-6 (verdict, problems, findings, fingerprint) are "
        "riftcheck's own, from an earlier run"
    )


def test_text_report_says_the_columns_are_the_rosters(ev, cli):
    (ev / "r.csv").write_text("player,list,verdict\nA,k.txt,paid\n", encoding="utf-8")
    r = cli("event", "r.csv", "--as-of", "2026-09-20", cwd=ev)
    assert r.returncode == 0
    assert "columns verdict are the roster's own" in r.stdout
    assert r.stderr == ""
