"""Event-file messages name the real cause and the event file's line (issue 23, E7)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


def run_event(cli, tmp_path, body: str):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "r.csv").write_text("player,list\nA,k.txt\n", encoding="utf-8")
    (tmp_path / "e.yaml").write_text(body, encoding="utf-8")
    return cli("event", "e.yaml", cwd=tmp_path)


def test_an_absolute_roster_path_is_called_absolute(cli, tmp_path):
    r = run_event(cli, tmp_path, f"name: E\ndate: 2026-09-20\nroster: {tmp_path / 'r.csv'}\n")
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        f"riftcheck: error: e.yaml:3:9: roster: the path '{tmp_path / 'r.csv'}' is absolute; "
        "expected a path relative to the event's directory\n"
    )


def test_an_absolute_list_path_is_called_absolute(cli, tmp_path):
    body = f"name: E\ndate: 2026-09-20\nplayers:\n  - {{player: A, list: {tmp_path / 'k.txt'}}}\n"
    r = run_event(cli, tmp_path, body)
    assert r.returncode == 1
    out = " ".join(r.stdout.split())
    assert "is absolute; expected a path relative to the event's directory" in out
    assert "outside the event's directory" not in out


def test_a_missing_roster_is_an_error_at_its_line(cli, tmp_path):
    r = run_event(cli, tmp_path, "name: E\ndate: 2026-09-20\nroster: gone.csv\n")
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        "riftcheck: error: e.yaml:3:9: roster: no such file 'gone.csv'; expected a CSV or TSV "
        "file next to the event file\n"
    )


def test_a_roster_that_is_the_event_file_is_refused(cli, tmp_path):
    r = run_event(cli, tmp_path, "name: E\ndate: 2026-09-20\nroster: e.yaml\n")
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        "riftcheck: error: e.yaml:3:9: roster: names the event file itself; expected a CSV or "
        "TSV file\n"
    )


def test_a_date_that_is_no_day_names_no_library(cli, tmp_path):
    r = run_event(cli, tmp_path, "name: E\ndate: 2026-02-30\nroster: r.csv\n")
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        "riftcheck: error: e.yaml:2:7: cannot read value '2026-02-30': no such day in the "
        "calendar: expected a real date, YYYY-MM-DD\n"
    )


def test_a_merge_key_in_an_event_is_not_called_a_deck_file(cli, tmp_path):
    body = "base: &b {player: A, list: k.txt}\nname: E\nplayers:\n  - <<: *b\n"
    r = run_event(cli, tmp_path, body)
    assert r.returncode == 1 and r.stdout == ""
    assert "merge keys (<<) are not supported: write each key out" in r.stderr
    assert "deck file" not in r.stderr


def test_an_over_long_notes_cell_gets_no_list_hint(cli, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "r.csv").write_text(f"player,list,notes\nA,k.txt,{'x' * 131_073}\n", "utf-8")
    r = cli("event", "r.csv", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr.endswith("a roster cell may hold; expected a shorter cell\n")


def test_one_wide_row_is_said_in_the_singular(cli, tmp_path):
    (tmp_path / "k.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "r.csv").write_text("player,list\nA,k.txt,extra\n", "utf-8")
    r = cli("event", "r.csv", "--as-of", "2026-09-20", cwd=tmp_path)
    assert r.returncode == 0
    assert "row 2 has more cells than the header (2)" in " ".join(r.stdout.split())
