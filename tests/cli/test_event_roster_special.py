"""An event file's ``roster:`` naming a directory or a FIFO is an error at the event file's
``roster:`` line, naming the roster, as every other ``roster:`` problem is (atkL 11); it said
``lists: is a directory: expected an event file or a roster``, with no file or line."""

from __future__ import annotations

import os

import pytest


@pytest.mark.parametrize(
    ("make", "name", "why"),
    [
        (os.mkdir, "lists", "is a directory"),
        (os.mkfifo, "fifo.csv", "is a FIFO (named pipe), not a regular file"),
    ],
    ids=["directory", "fifo"],
)
def test_a_roster_that_is_no_file_is_said_at_the_event_files_line(cli, tmp_path, make, name, why):
    make(tmp_path / name)
    (tmp_path / "ev.yaml").write_text(f"name: t\nroster: {name}\n", encoding="utf-8")
    r = cli("event", "ev.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (
        1,
        "",
        f"riftcheck: error: ev.yaml:2:9: roster: {name}: {why}; expected a CSV or TSV file\n",
    )


def test_a_directory_named_on_the_command_line_is_said_as_before(cli, tmp_path):
    (tmp_path / "r.csv").mkdir()
    r = cli("event", "r.csv", cwd=tmp_path)
    assert r.returncode != 0 and r.stdout == ""
    assert "ev.yaml" not in r.stderr and "is a directory" in r.stderr
