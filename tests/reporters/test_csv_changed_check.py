"""``--format csv`` says what changed or narrowed the check, as every other format does: the
verdict cell reads ``legal (check changed)`` / ``(partial check; check changed)`` and the text
report's ``Partial check:`` / ``Changed:`` lines come on standard error, since a CSV has no
place for them (atkH 2). A banned deck under a local ruleset that does not run ``banned`` was a
plain ``legal`` with nothing on either stream."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "changed_check"
HEADER = "path,verdict,problems,findings,fingerprint\n"


@pytest.fixture
def work(tmp_path):
    for name in ("banned.deck.yaml", "lax.yaml"):
        shutil.copy(FIX / name, tmp_path / name)
    return tmp_path


def rows(stdout: str) -> list[list[str]]:
    assert stdout.startswith(HEADER)
    return list(csv.reader(io.StringIO(stdout[len(HEADER) :])))


def test_a_local_ruleset_that_drops_a_rule_is_said_in_the_cell_and_on_stderr(cli, work):
    r = cli("--as-of", "2026-09-20", "-r", "./lax.yaml", "-f", "csv", "banned.deck.yaml", cwd=work)
    assert r.returncode == 0, r.stderr
    [[path, cell, problems, findings, fingerprint]] = rows(r.stdout)
    assert (path, cell, problems, findings) == ("banned.deck.yaml", "legal (check changed)", "", "")
    assert fingerprint.startswith("sha256:")
    lax = work / "lax.yaml"
    assert r.stderr == (
        f"riftcheck: note: Changed: local ruleset {lax} (sha256 "
        "3abb1d50d0e3c78a05900dada739d5f7007cddaac4d6c8c217bbdaa3c13aeab7); compared with the "
        "shipped constructed it does not run banned; changes the options or severity of "
        "copy-limit\n"
    )


def test_the_shipped_ruleset_is_a_plain_verdict_and_says_nothing_more(cli, work):
    r = cli("--as-of", "2026-09-20", "-f", "csv", "banned.deck.yaml", cwd=work)
    assert r.returncode == 1
    [[_, cell, _, findings, _]] = rows(r.stdout)
    assert cell == "illegal"
    assert (
        "error banned (line 20:5): Stacked Deck is banned in constructed since 2026-09-18"
        in findings
    )
    assert r.stderr == ""


def test_partial_and_changed_together(cli, work):
    r = cli(
        "--as-of", "2026-09-20", "-r", "./lax.yaml", "--select", "copy-limit",
        "-f", "csv", "banned.deck.yaml", cwd=work,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    [[_, cell, *_]] = rows(r.stdout)
    assert cell == "legal (partial check; check changed)"
    lines = r.stderr.splitlines()
    assert lines[0] == "riftcheck: note: Partial check: only rules copy-limit were run."
    assert lines[1].startswith("riftcheck: note: Changed: local ruleset ")
    assert len(lines) == 2


def test_a_configuration_file_is_said_in_the_cell_and_on_stderr(cli, work):
    (work / ".riftcheck.yaml").write_text("as_of: 2026-09-01\n", encoding="utf-8")
    r = cli("-f", "csv", "banned.deck.yaml", cwd=work)
    # Stacked Deck is banned from 2026-09-18: the configuration's date judged it legal
    assert r.returncode == 0, r.stderr
    [[_, cell, *_]] = rows(r.stdout)
    assert cell == "legal (check changed)"
    conf = work / ".riftcheck.yaml"
    assert r.stderr.splitlines() == [
        f"riftcheck: note: Changed: configuration file {conf} (sets 'as_of')",
        "riftcheck: note: Changed: judged as of 2026-09-01 (the configuration's as_of)",
    ]


def test_the_notes_come_with_output_too(cli, work):
    r = cli(
        "--as-of", "2026-09-20", "-r", "./lax.yaml", "-f", "csv", "-o", "out.csv",
        "banned.deck.yaml", cwd=work,
    )  # fmt: skip
    assert (r.returncode, r.stdout) == (0, "")
    assert r.stderr.startswith("riftcheck: note: Changed: local ruleset ")
    assert "legal (check changed)" in (work / "out.csv").read_text(encoding="utf-8")
