"""``check --fix --team TEAM.yaml``: the team file names the decks fixed, as it names the decks
checked (atkA 3: the team file was read as a deck, "cannot be read (unknown key 'team')", and no
deck of the team was fixed). A team file that cannot be read is refused, at its line, before
anything is written."""

from __future__ import annotations

import shutil
from pathlib import Path

TEAM = Path(__file__).parent.parent / "fixtures" / "fix" / "atka" / "team"


def _copy(tmp_path) -> Path:
    d = tmp_path / "t"
    shutil.copytree(TEAM, d)
    return d


def test_a_team_file_names_the_decks_fixed(cli, tmp_path):
    d = _copy(tmp_path)
    r = cli("--fix", "-r", "constructed-2v2", "--as-of", "2026-09-20", "-q", "--team",
            "t/team.yaml", cwd=tmp_path)  # fmt: skip
    assert r.returncode == 1  # the Kennen legend b.txt writes under MainDeck: is the player's
    b = "riftcheck: --fix: t/b.txt: "
    assert r.stderr == (
        f"{b}moved 1 Draven, Glorious Executioner (line 7) from MainDeck: to Legend:\n"
        f"{b}kept 1 Kennen, Heart of the Tempest (line 6) where it is (Legend: gets Draven, "
        "Glorious Executioner, whose champion tag the deck's cards carry; remove it)\n"
        "riftcheck: --fix: 1 of 2 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess\n"
    )
    assert (d / "a.txt").read_bytes() == (TEAM / "a.txt").read_bytes()
    now = (d / "b.txt").read_text("utf-8").splitlines()
    assert "1 Draven, Glorious Executioner" in now[now.index("Legend:") :]
    assert "Team T5: ILLEGAL" in r.stdout and "team-legend" in r.stdout


def test_an_unreadable_team_file_is_refused_before_anything_is_written(cli, tmp_path):
    d = _copy(tmp_path)
    (d / "team.yaml").write_text("name: T5\nteam: [a.txt, b.txt]\ncolour: red\n", "utf-8")
    r = cli("--fix", "-r", "constructed-2v2", "--as-of", "2026-09-20", "-q", "--team",
            "t/team.yaml", cwd=tmp_path)  # fmt: skip
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        "riftcheck: error: t/team.yaml:3:1: unknown key 'colour': allowed keys are name, team\n"
    )
    assert (d / "b.txt").read_bytes() == (TEAM / "b.txt").read_bytes()
