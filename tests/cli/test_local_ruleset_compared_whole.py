"""A local ruleset is compared with the shipped one on every key of the ruleset schema that
decides a verdict (evtP 1): a ``sideboarding:`` table with ``fixed: []``, or ``best_of: null`` in
a 2v2 ruleset, said "it runs the rules and bans of the shipped constructed", and ``diff
--sideboarding`` then allowed a rune change as "sideboarding the format allows (TR 403.4)", the
rule that forbids it. Now the ``Changed:`` line names the key, and a deck check allowed by the
local ruleset's own data says the allowance is the local ruleset's."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from riftcheck.infra.paths import rulesets_dir

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "diff"
WIDE = {"COLUMNS": "400"}
OPEN_RUNES = """name: mine
extends: constructed
sideboarding:
  - from: 2025-10-31
    exchange: one-for-one
    fixed: []
    champion: legal-chosen-champion
    battlefields: registered
    best_of_one: head-judge
    casual: same
    citation: [tr.sideboarding]
"""


@pytest.fixture
def project(tmp_path):
    """The registered list and a played one whose runes changed (TR 403.4.b forbids it)."""
    (tmp_path / ".git").mkdir()
    shutil.copy(FIXTURES / "kofi.txt", tmp_path / "kofi.txt")
    played = (
        (FIXTURES / "kofi.txt")
        .read_text()
        .replace("6 Order Rune\n6 Chaos Rune", "5 Order Rune\n7 Chaos Rune")
    )
    (tmp_path / "played.txt").write_text(played)
    (tmp_path / "open.yaml").write_text(OPEN_RUNES)
    return tmp_path


def _diff(cli, project, ruleset, *more):
    return cli(
        "diff", "--sideboarding", "--as-of", "2026-09-20", "-r", ruleset, *more,
        "kofi.txt", "played.txt", cwd=project, env=WIDE,
    )  # fmt: skip


def test_a_local_sideboarding_table_is_named_and_its_allowance_is_the_local_rulesets(cli, project):
    r = _diff(cli, project, "./open.yaml")
    assert (r.returncode, r.stderr) == (0, "")
    sha = r.stdout.split("(sha256 ", 2)[2].split(")", 1)[0]
    assert (
        f"Changed: local ruleset {project / 'open.yaml'} (sha256 {sha}); compared with the "
        "shipped constructed it changes sideboarding: (what may change between the games of a "
        "match)\n"
    ) in r.stdout
    assert "it runs the rules and bans" not in r.stdout
    assert r.stdout.endswith(
        "note: deck checks allow the sideboarding of TR 403.4 (best of three, competitive play "
        "level; best_of, play_level: the defaults); this sideboarding is the local ruleset's, "
        "not the shipped constructed's: the rules in force may not allow what it allows\n"
        "\n"
        "2 changes in 1 zone: sideboarding the local ruleset allows (TR 403.4)\n"
    )
    r = _diff(cli, project, "./open.yaml", "-f", "json")
    assert (r.returncode, r.stderr) == (0, "")
    doc = json.loads(r.stdout)
    rs = doc["provenance"]["ruleset"]
    assert (rs["fields_changed"], rs["changed"], rs["rules_added"]) == (["sideboarding"], [], [])
    assert (doc["status"], doc["local_sideboarding"]) == ("allowed", True)


def test_a_copy_of_the_shipped_ruleset_changes_nothing_and_its_sideboarding_is_the_formats(
    cli, project
):
    shutil.copy(rulesets_dir() / "constructed.yaml", project / "copy.yaml")
    r = _diff(cli, project, "./copy.yaml")
    assert (r.returncode, r.stderr) == (1, "")
    assert "it runs the rules and bans of the shipped constructed\n" in r.stdout
    assert r.stdout.endswith(
        "not allowed: played.txt:32:1: runes: +1 Chaos Rune (6 -> 7): the runes may not change "
        "after registration [TR 403.4.b]\n\n"
        "2 differences the format's sideboarding does not allow (TR 403.4)\n"
    )
    doc = json.loads(_diff(cli, project, "./copy.yaml", "-f", "json").stdout)
    assert (doc["provenance"]["ruleset"]["fields_changed"], doc["local_sideboarding"]) == (
        [],
        False,
    )


def test_a_refusal_by_a_local_rulesets_own_sideboarding_says_whose(cli, project):
    (project / "strict.yaml").write_text(
        OPEN_RUNES.replace(
            "fixed: []", "fixed: [legend, champion, runes, battlefields, additional_legends]"
        )
    )
    r = _diff(cli, project, "./strict.yaml")
    assert (r.returncode, r.stderr) == (1, "")
    assert r.stdout.endswith(
        "2 differences the local ruleset's sideboarding does not allow (TR 403.4)\n"
    )


def test_a_2v2_ruleset_without_its_best_of_is_named(cli, project):
    (project / "bo.yaml").write_text("name: m3\nextends: constructed-2v2\nbest_of: null\n")
    swapped = (project / "kofi.txt").read_text().replace("3 Gust", "2 Gust\n1 Ride the Wind")
    swapped = swapped.replace("3 Ride the Wind", "2 Ride the Wind\n1 Gust")
    (project / "played.txt").write_text(swapped)  # one for one, as best of three allows
    r = _diff(cli, project, "./bo.yaml")
    assert (r.returncode, r.stderr) == (0, "")
    assert (
        "compared with the shipped constructed-2v2 it changes best_of: (the games every match "
        "of the format has)\n"
    ) in r.stdout
    assert "this sideboarding is the local ruleset's, not the shipped constructed-2v2's" in r.stdout
    assert "sideboarding the local ruleset allows (TR 403.4), but a partial check" in r.stdout
    # the shipped 2v2 ruleset: best of one, every difference counts (CR 491.6)
    r = _diff(cli, project, "constructed-2v2")
    assert (r.returncode, r.stderr) == (1, "")
    assert "local ruleset" not in r.stdout


def test_every_report_format_names_the_change(cli, project):
    """The ``Changed:`` sentence is provenance: text, HTML, JUnit and check's JSON all say it."""
    said = "it changes sideboarding: (what may change between the games of a match)"
    for fmt in ("text", "html", "junit", "json"):
        r = cli("-r", "./open.yaml", "-f", fmt, "--as-of", "2026-09-20", "kofi.txt", cwd=project)
        assert (r.returncode, r.stderr) == (0, ""), fmt
        assert said in " ".join(r.stdout.split()), fmt
    r = cli("-r", "./open.yaml", "-f", "csv", "--as-of", "2026-09-20", "kofi.txt", cwd=project)
    assert r.returncode == 0
    assert said in " ".join(r.stderr.split())


def test_an_event_with_a_local_sideboarding_says_whose_it_is(cli, project):
    (project / "event.yaml").write_text(
        "name: E\ndate: 2026-09-20\nruleset: ./open.yaml\nplayers:\n"
        "  - {player: Kofi, list: kofi.txt, played: played.txt}\n"
    )
    r = cli("event", "--sideboarding", "event.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    flat = " ".join(r.stdout.split())
    assert "this sideboarding is the local ruleset's, not the shipped constructed's" in flat
    assert "it changes sideboarding: (what may change" in flat
    assert "Kofi (event.yaml line 5): LEGAL (check changed)" in flat
    r = cli("event", "--sideboarding", "-f", "json", "event.yaml", cwd=project)
    doc = json.loads(r.stdout)
    assert doc["provenance"]["ruleset"]["fields_changed"] == ["sideboarding"]
    assert doc["players"][0]["played"]["local_sideboarding"] is True
    r = cli("event", "--sideboarding", "-f", "html", "event.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (0, "")
    assert "Differences are sideboarding the local ruleset allows." in r.stdout


def test_a_rule_the_shipped_ruleset_does_not_run_is_named(cli, project):
    (project / "add.yaml").write_text(
        "name: t\nextends: constructed\nrules:\n  team-legend: true\n"
    )
    r = cli("-r", "./add.yaml", "-f", "json", "--as-of", "2026-09-20", "kofi.txt", cwd=project)
    assert (r.returncode, r.stderr) == (0, "")
    prov = json.loads(r.stdout)["provenance"]
    assert (prov["ruleset"]["rules_added"], prov["ruleset"]["fields_changed"]) == (
        ["team-legend"],
        [],
    )
    assert any("compared with the shipped constructed it also runs team-legend" in c
               for c in prov["changed"])  # fmt: skip


@pytest.mark.parametrize(
    ("key", "value", "said"),
    [
        ("identity", "limited", "changes identity: (how the decks' domain identity is judged)"),
        ("team_size", "3", "changes team_size: (the decks of a team)"),
    ],
)
def test_identity_and_team_size_are_named(cli, project, key, value, said):
    """``identity: limited`` let an off-identity card through a Constructed check said to run
    "the rules and bans of the shipped constructed"; ``team_size: 3`` a 3-player 2v2 team."""
    parent = "constructed" if key == "identity" else "constructed-2v2"
    (project / "k.yaml").write_text(f"name: k\nextends: {parent}\n{key}: {value}\n")
    r = cli("-r", "./k.yaml", "--as-of", "2026-09-20", "kofi.txt", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert f"compared with the shipped {parent} it {said}\n" in r.stdout
    r = cli("-r", "./k.yaml", "-f", "json", "--as-of", "2026-09-20", "kofi.txt", cwd=project)
    assert json.loads(r.stdout)["provenance"]["ruleset"]["fields_changed"] == [key]
