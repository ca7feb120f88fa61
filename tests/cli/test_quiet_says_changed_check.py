"""``-q`` leaves out the header and the legal decks, never what changed or narrowed the check
(atkX 3: under a local ruleset that turns ``banned`` off, a deck with a banned card read as a
quiet "1 deck: 1 legal, 0 illegal", exit 0, in check and event)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.fixture
def project(tmp_path):
    # Fight or Flight: banned in Constructed since 2026-03-31
    (tmp_path / "d.txt").write_text(
        KENNEN.replace("3 Gust\n", "2 Gust\n1 Fight or Flight\n"), encoding="utf-8"
    )
    (tmp_path / "e.txt").write_text(
        (tmp_path / "d.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "lax.yaml").write_text(
        "name: lax\nextends: constructed\nrules:\n  banned: false\n", encoding="utf-8"
    )
    (tmp_path / "r.csv").write_text("player,list\nAnn,d.txt\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("args", "summary"),
    [
        (("check", "-q", "d.txt"), "1 deck: 1 legal, 0 illegal\n"),
        (("check", "-q", "-j", "2", "d.txt", "e.txt"), "2 decks: 2 legal, 0 illegal\n"),
        (("event", "-q", "r.csv"), "1 player: 1 legal, 0 illegal\n"),
    ],
)
def test_quiet_keeps_the_changed_line(cli, project, args, summary):
    r = cli(*args, "-r", "./lax.yaml", "--as-of", "2026-11-01", cwd=project)
    assert (r.returncode, r.stderr) == (0, "")
    flat = " ".join(r.stdout.split())
    assert flat.startswith(f"Changed: local ruleset {project / 'lax.yaml'} (sha256 "), r.stdout
    assert "compared with the shipped constructed it does not run banned" in flat
    assert r.stdout.endswith(summary)


def test_quiet_says_nothing_more_for_an_unchanged_check(cli, project):
    r = cli("check", "-q", "--as-of", "2026-11-01", "d.txt", cwd=project)
    assert r.returncode == 1 and "Changed:" not in r.stdout  # the shipped ruleset: banned
    (project / "ok.txt").write_text(KENNEN, encoding="utf-8")
    r = cli("check", "-q", "--as-of", "2026-11-01", "ok.txt", cwd=project)
    assert (r.returncode, r.stdout, r.stderr) == (0, "\n1 deck: 1 legal, 0 illegal\n", "")
