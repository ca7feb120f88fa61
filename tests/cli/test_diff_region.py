"""``riftcheck diff`` says which region's launch dates judged the played deck (atkE 8): two lists
naming different ``region:`` were compared without a word, the registered list's region dropped;
the played deck's own region judges it, ``--region`` (or the configuration's ``region:``) wins
over both lists', and each list's region is named with its line, as two event dates are.

The fixture is the Kennen list of 2026-09-01 (legal on its date worldwide, not in Korea, where the
game launched on 2026-09-18), with ``region: kr`` at line 5 in ``kr.yaml``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "diff"
WIDE = {"COLUMNS": "300"}


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    shutil.copy(FIXTURES / "kennen-sept01.deck.yaml", tmp_path / "ww.yaml")
    text = (tmp_path / "ww.yaml").read_text(encoding="utf-8")
    assert "\nformat: constructed\n" in text
    (tmp_path / "kr.yaml").write_text(
        text.replace("\nformat: constructed\n", "\nformat: constructed\nregion: kr\n")
    )
    return tmp_path


def notes(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("note: ")]


def test_the_registered_lists_region_is_said_to_judge_nothing(cli, project):
    r = cli("diff", "kr.yaml", "ww.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert notes(r.stdout) == [
        "note: the lists carry different regions: the played deck names none, so its set legality "
        "is judged by the worldwide launch dates; the registered list's region: kr (kr.yaml:5:1) "
        "judges nothing, the list is only compared card by card"
    ]
    assert r.stdout.endswith("\nidentical: the same cards in every zone\n")


def test_the_played_decks_own_region_judges_it(cli, project):
    # the game launched in Korea on 2026-09-18: on the list's date, 2026-09-01, kr judges it illegal
    r = cli("diff", "ww.yaml", "kr.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert notes(r.stdout) == [
        "note: the lists carry different regions: the played deck's set legality is judged by the "
        "launch dates of its own region: kr (kr.yaml:5:1); the registered list names none"
    ]
    assert "the played deck is not legal on its own (set-legality)" in r.stdout
    assert r.stdout.endswith(
        "\nidentical lists, but the played deck is illegal on its own: 3 errors\n"
    )
    r = cli("diff", "kr.yaml", "kr.yaml", cwd=project, env=WIDE)
    assert notes(r.stdout) == [
        "note: the played deck's set legality is judged by the launch dates of its own region: kr "
        "(kr.yaml:5:1)"
    ]
    # no list names a region: nothing to say
    assert notes(cli("diff", "ww.yaml", "ww.yaml", cwd=project, env=WIDE).stdout) == []


def test_region_wins_over_the_lists_and_says_so(cli, project):
    r = cli("diff", "--region", "cn", "kr.yaml", "kr.yaml", cwd=project, env=WIDE)
    assert r.stderr == ""
    assert notes(r.stdout) == [
        "note: --region cn wins over the played deck's region: kr (kr.yaml:5:1) and the registered "
        "list's region: kr (kr.yaml:5:1)"
    ]
    r = cli("diff", "--region", "kr", "kr.yaml", "kr.yaml", cwd=project, env=WIDE)
    assert "region" not in "".join(notes(r.stdout))
    (project / ".riftcheck.yaml").write_text("region: cn\n")
    r = cli("diff", "-f", "json", "ww.yaml", "kr.yaml", cwd=project)
    assert r.stderr == ""
    assert json.loads(r.stdout)["notices"][0] == (
        "the configuration's region: cn wins over the played deck's region: kr (kr.yaml:5:1)"
    )


def test_french(cli, project):
    r = cli("--lang", "fr", "diff", "kr.yaml", "ww.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert (
        "\nnote\u00a0: les listes portent des régions différentes\u00a0: le deck joué n'en nomme "
        "aucune, sa légalité des sets est donc jugée selon les dates de sortie mondiales\u202f; la "
        "clé «\u00a0region\u00a0» de la liste inscrite, kr (kr.yaml:5:1), ne juge rien, la liste est seulement "
        "comparée carte par carte\n"
    ) in r.stdout
