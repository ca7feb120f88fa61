"""No cell of a roster is lost on a re-run (issue 23, T2): riftcheck's own columns are recognised
strictly (a fingerprint on every row whose list was read), and an earlier run's cells this run
would write otherwise are kept beside this run's as ``problems (previous run)``..."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
OURS = ["verdict", "problems", "findings", "fingerprint"]


@pytest.fixture
def ev(tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    return tmp_path


def rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def run(cli, ev, name):
    return cli("event", name, "--as-of", "2026-09-20", "--format", "csv", cwd=ev)


@pytest.mark.parametrize(
    "verdict",
    ["illegal", "legal", "legal (pool not checked)"],
)
def test_riftchecks_words_without_a_fingerprint_are_the_organisers(ev, cli, verdict):
    # the attack's roster: verdicts in riftcheck's words, fingerprints empty, a judge's note
    (ev / "r.csv").write_text(
        "player,list,verdict,problems,findings,fingerprint\n"
        f"Alice,k.txt,{verdict},judge said so,,\n"
        "Bob,gone.txt,missing,,,\n",
        encoding="utf-8",
    )
    r = run(cli, ev, "r.csv")
    assert r.returncode == 1, r.stderr
    out = rows(r.stdout)
    assert out[0] == ["player", "list", *OURS, *(f"riftcheck {c}" for c in OURS)]
    assert out[1][:6] == ["Alice", "k.txt", verdict, "judge said so", "", ""]
    assert out[1][6] == "legal" and out[1][9].startswith("sha256:")
    assert out[2][:6] == ["Bob", "gone.txt", "missing", "", "", ""]
    assert "are the roster's own (not riftcheck's writing): they are kept" in r.stderr
    assert "from an earlier run" not in r.stderr


def test_an_unedited_output_comes_back_identical(ev, cli):
    (ev / "r.csv").write_text("player,list\nA,k.txt\nB,gone.txt\n", encoding="utf-8")
    first = run(cli, ev, "r.csv")
    assert first.returncode == 1 and first.stderr == ""
    (ev / "out.csv").write_text(first.stdout, encoding="utf-8")
    again = run(cli, ev, "out.csv")
    assert again.returncode == 1
    assert again.stdout == first.stdout  # no extra columns, byte for byte
    assert "riftcheck's own, from an earlier run" in again.stderr
    assert "(previous run)" in again.stderr  # the notice says what happens to an edited cell


def test_an_organisers_note_typed_into_an_output_is_kept(ev, cli):
    (ev / "r.csv").write_text("player,list,email\nA,k.txt,a@x\nB,gone.txt,b@x\n", "utf-8")
    first = rows(run(cli, ev, "r.csv").stdout)
    first[1][4] = "judge said so"  # A's problems cell, empty as riftcheck wrote it
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(first)
    (ev / "out.csv").write_text(buf.getvalue(), encoding="utf-8")
    again = run(cli, ev, "out.csv")
    assert again.returncode == 1, again.stderr
    out = rows(again.stdout)
    assert out[0] == [*first[0], "problems (previous run)"]
    assert out[1] == [*first[1][:4], "", *first[1][5:], "judge said so"]
    assert out[2] == [*first[2], first[2][4]]
    # and a third run keeps the note where it now is, adding nothing
    (ev / "out2.csv").write_text(again.stdout, encoding="utf-8")
    third = run(cli, ev, "out2.csv")
    assert third.stdout == again.stdout


def test_a_changed_verdict_keeps_the_earlier_one(ev, cli):
    (ev / "r.csv").write_text("player,list\nA,k.txt\n", encoding="utf-8")
    first = run(cli, ev, "r.csv")
    assert first.returncode == 0
    (ev / "out.csv").write_text(first.stdout, encoding="utf-8")
    (ev / "k.txt").write_text("", encoding="utf-8")  # the list is now unreadable
    again = run(cli, ev, "out.csv")
    out = rows(again.stdout)
    was = rows(first.stdout)
    assert out[0][:6] == was[0]
    kept = out[0][6:]
    assert "verdict (previous run)" in kept and "fingerprint (previous run)" in kept
    # each kept column holds the earlier run's cell of that name, and only a changed one is kept
    for k, name in enumerate(kept, 6):
        j = was[0].index(name.removesuffix(" (previous run)"))
        assert out[1][k] == was[1][j] != out[1][j]
    assert out[1][2] != "legal"
