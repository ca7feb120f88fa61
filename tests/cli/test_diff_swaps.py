"""``riftcheck diff`` says a legend or Chosen Champion put in another's place as one change (issue
23/24, item 4): "Chosen Champion changed from X to Y", not a removal and an addition of two
unrelated cards; in the zone listing, in the difference, in the verdict's count, in JSON
(``swaps``) and in French."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "diff"
WIDE = {"COLUMNS": "300"}
CHAMPION = "Kennen, Storm of Shuriken (VEN-113)"
LEGEND = "Kennen, Heart of the Tempest (VEN-155)"


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    reg = tmp_path / "reg.yaml"
    shutil.copy(FIXTURES / "kennen-sept01.deck.yaml", reg)
    text = reg.read_text()
    (tmp_path / "champ.yaml").write_text(
        text.replace(f"champion: {CHAMPION}", "champion: Vanguard Captain (OGN-218)")
    )
    (tmp_path / "legend.yaml").write_text(
        text.replace(f"legend: {LEGEND}", "legend: Jinx, Loose Cannon")
    )
    return tmp_path


def test_a_champion_swap_is_one_change(cli, project):
    r = cli("diff", "reg.yaml", "champ.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout.split("played:     champ.yaml\n\n", 1)[1].startswith(
        "champion:\n"
        "  Chosen Champion changed from Kennen, Storm of Shuriken to Vanguard Captain\n"
        "\n"
        "changed: champ.yaml:7:11: Chosen Champion changed from Kennen, Storm of Shuriken to "
        "Vanguard Captain: the deck played differs from the registered list [TR 401.3]\n"
        # the played deck's own check, which plain diff runs too (atkE 2)
        "not allowed: champ.yaml:7:11: the played deck is not legal on its own (chosen-champion): "
    )
    # one change; the played deck's own errors are no changes
    assert r.stdout.endswith(
        "\n1 change in 1 zone: the decks differ; and the played deck is illegal on its own: "
        "2 errors\n"
    )


def test_a_legend_swap_is_one_change_and_one_refusal(cli, project):
    r = cli("diff", "reg.yaml", "legend.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "\nlegend:\n  legend changed from Kennen, Heart of the Tempest to Jinx, Loose Cannon\n\n"
    ) in r.stdout
    assert "\n1 change in 1 zone: the decks differ; and the played deck is illegal" in r.stdout
    r = cli("diff", "--sideboarding", "reg.yaml", "legend.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert (
        "\nnot allowed: legend.yaml:6:9: legend changed from Kennen, Heart of the Tempest to Jinx, "
        "Loose Cannon: the legend may not change after registration [TR 403.4.b]\n"
    ) in r.stdout
    assert "-1 Kennen" not in r.stdout and "+1 Jinx" not in r.stdout


def test_json_keeps_the_changes_and_names_the_swap(cli, project):
    r = cli("diff", "-f", "json", "reg.yaml", "champ.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (1, "")
    doc = json.loads(r.stdout)
    assert doc["swaps"] == [
        {
            "zone": "champion",
            "registered": "Kennen, Storm of Shuriken",
            "played": "Vanguard Captain",
        }
    ]
    assert [(c["zone"], c["kind"]) for c in doc["changes"]] == [
        ("champion", "removed"),
        ("champion", "added"),
    ]
    assert doc["differences"] == 1
    assert [p["message"] for p in doc["problems"][:1]] == [
        "Chosen Champion changed from Kennen, Storm of Shuriken to Vanguard Captain: the deck "
        "played differs from the registered list"
    ]


def test_two_copies_for_one_is_no_swap(cli, project):
    (project / "two.yaml").write_text(
        (project / "champ.yaml")
        .read_text()
        .replace(
            "champion: Vanguard Captain (OGN-218)", "champion: {card: Vanguard Captain, count: 2}"
        )
    )
    r = cli("diff", "-f", "json", "reg.yaml", "two.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (1, "")
    assert json.loads(r.stdout)["swaps"] == []
    r = cli("diff", "reg.yaml", "two.yaml", cwd=project, env=WIDE)
    assert "\n  +2 Vanguard Captain (0 -> 2, added)\n" in r.stdout


def test_french(cli, project):
    r = cli("--lang", "fr", "diff", "reg.yaml", "champ.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert "\n  Champion élu passé de Kennen, Storm of Shuriken à Vanguard Captain\n" in r.stdout
    assert "\n1 modification dans 1 zone\u00a0: les decks diffèrent\u202f; et " in r.stdout
