"""``riftcheck diff`` judges by the decks' own ``event_date`` (issue 23, item 1): the registered
list's, the event the deck is checked at, else the played deck's, else today; a played deck
claiming another date than the registered list's changes nothing, and is said (evtT 2: an earlier
one let a card banned since pass as "identical", exit 0); ``--as-of`` (or the configuration's
``as_of``) wins; the header says where the date came from, and two lists of different dates are
said, each with its date and line.

The fixtures are one Kennen list dated 2026-09-01 and 2026-09-20: Stacked Deck (two copies, line
21) is banned in Constructed from 2026-09-18."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "diff"
WIDE = {"COLUMNS": "300"}
HEADER = (
    "riftcheck 0.1.0 · ruleset constructed (Core Rules 2026-07-16, Tournament Rules 2026-07-16)\n"
)
BANNED = (
    "not allowed: sept20.yaml:21:5: the played deck is not legal on its own (banned): "
    "Stacked Deck is banned in constructed since 2026-09-18 [TR 601.2.d]\n"
)


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    shutil.copy(FIXTURES / "kennen-sept01.deck.yaml", tmp_path / "sept01.yaml")
    shutil.copy(FIXTURES / "kennen-sept20.deck.yaml", tmp_path / "sept20.yaml")
    (tmp_path / "undated.yaml").write_text(
        "".join(
            line
            for line in (FIXTURES / "kennen-sept01.deck.yaml").read_text().splitlines(True)
            if not line.startswith("event_date:")
        )
    )
    return tmp_path


def test_the_registered_lists_date_judges_the_deck_check(cli, project):
    r = cli("diff", "--sideboarding", "sept01.yaml", "sept01.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.startswith(
        HEADER + "as of 2026-09-01 (the registered list's event date) · card database 2026.10.08 "
        "(2026-10-08, bundled)\n"
        "Changed: judged as of 2026-09-01 (the registered list's event date)\n"
        "\n"
    )
    assert r.stdout.endswith("\nidentical: the same cards in every zone\n")
    # check agrees: legal on its own date
    assert cli("check", "sept01.yaml", cwd=project).returncode == 0


def test_a_played_deck_claiming_an_earlier_date_is_judged_by_the_event_s(cli, project):
    # evtT 2: the played deck's own 2026-09-01 made its Stacked Deck (banned from 2026-09-18)
    # pass as "identical", exit 0, though the list was registered for 2026-09-20
    r = cli("diff", "--sideboarding", "sept20.yaml", "sept01.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert "as of 2026-09-20 (the registered list's event date) · " in r.stdout
    assert (
        "\nnote: the lists carry different event dates: the played deck's 2026-09-01 "
        "(sept01.yaml:5:1) is not the event's, so both are judged as of the registered list's, "
        "2026-09-20 (sept20.yaml:5:1), the event it was registered for\n"
    ) in r.stdout
    assert BANNED.replace("sept20.yaml:21", "sept01.yaml:21") in r.stdout
    # the other way round, the list registered for 2026-09-01 is judged then: legal
    r = cli("diff", "--sideboarding", "sept01.yaml", "sept20.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert "the played deck's 2026-09-20 (sept20.yaml:5:1) is not the event's" in r.stdout


def test_an_undated_registered_list_leaves_the_played_deck_s_date(cli, project):
    r = cli("diff", "--sideboarding", "undated.yaml", "sept20.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert "\nas of 2026-09-20 (the played deck's event date) · card database" in r.stdout
    assert "different event dates" not in r.stdout


def test_an_undated_played_deck_takes_the_registered_lists_date(cli, project):
    r = cli("diff", "--sideboarding", "sept01.yaml", "undated.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (0, "")
    assert "\nas of 2026-09-01 (the registered list's event date) · card database" in r.stdout
    assert "\nChanged: judged as of 2026-09-01 (the registered list's event date)\n" in r.stdout
    assert "different event dates" not in r.stdout


def test_as_of_overrides_the_decks_dates(cli, project):
    r = cli(
        "diff", "--sideboarding", "--as-of", "2026-09-20", "sept01.yaml", "sept01.yaml",
        cwd=project, env=WIDE,
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (1, "")
    assert "\nas of 2026-09-20 (--as-of) · card database" in r.stdout
    assert "event date" not in r.stdout
    assert BANNED.replace("sept20", "sept01") in r.stdout
    (project / ".riftcheck.yaml").write_text("as_of: 2026-09-20\n")
    r = cli("diff", "--sideboarding", "sept01.yaml", "sept01.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "")
    assert "\nas of 2026-09-20 (the configuration's as_of) · card database" in r.stdout


def test_the_dates_as_of_wins_over_are_said(cli, project):
    # atkE 12: the lists' own dates overridden are named with their lines, as event says its own
    r = cli(
        "diff", "--as-of", "2026-09-01", "sept01.yaml", "sept20.yaml", cwd=project, env=WIDE
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (0, "")
    assert (
        "\nnote: --as-of 2026-09-01 wins over the played deck's event_date 2026-09-20 "
        "(sept20.yaml:5:1)\n"
    ) in r.stdout
    assert "different event dates" not in r.stdout
    r = cli(
        "diff", "--as-of", "2026-09-10", "sept01.yaml", "sept20.yaml", cwd=project, env=WIDE
    )  # fmt: skip
    assert (
        "\nnote: --as-of 2026-09-10 wins over the played deck's event_date 2026-09-20 "
        "(sept20.yaml:5:1) and the registered list's event_date 2026-09-01 (sept01.yaml:5:1)\n"
    ) in r.stdout
    # the configuration's as_of likewise; a date equal to it overrides nothing, so nothing is said
    (project / ".riftcheck.yaml").write_text("as_of: 2026-09-20\n")
    r = cli("diff", "sept20.yaml", "sept20.yaml", cwd=project, env=WIDE)
    assert (r.returncode, r.stderr) == (1, "") and "wins over" not in r.stdout
    r = cli("diff", "-f", "json", "undated.yaml", "sept01.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (1, "")
    assert json.loads(r.stdout)["notices"][0] == (
        "the configuration's as_of 2026-09-20 wins over the played deck's event_date 2026-09-01 "
        "(sept01.yaml:5:1)"
    )
    r = cli("--lang", "fr", "diff", "undated.yaml", "sept01.yaml", cwd=project, env=WIDE)
    assert (
        "\nnote\u00a0: la clé «\u00a0as_of\u00a0» de la configuration (20\u00a0septembre 2026) l'emporte sur "
        "l'event_date du deck joué, le 1er\u00a0septembre 2026 (sept01.yaml:5:1)\n"
    ) in r.stdout


def test_json_names_the_origin_and_the_note(cli, project):
    r = cli("diff", "-f", "json", "--sideboarding", "sept20.yaml", "sept01.yaml", cwd=project)
    assert (r.returncode, r.stderr) == (1, "")
    doc = json.loads(r.stdout)
    assert doc["provenance"]["as_of"] == {
        "date": None,
        "origin": "registered event_date",
        "dates": ["2026-09-20"],
    }
    assert doc["notices"][0].startswith("the lists carry different event dates: ")


def test_french(cli, project):
    r = cli(
        "--lang", "fr", "diff", "--sideboarding", "sept20.yaml", "sept01.yaml",
        cwd=project, env=WIDE,
    )  # fmt: skip
    assert (r.returncode, r.stderr) == (1, "")
    assert "au 20\u00a0septembre 2026 (la date de l'événement de la liste inscrite) · " in r.stdout
    assert (
        "note\u00a0: les listes portent des dates d'événement différentes\u00a0: celle du deck "
        "joué, le 1er\u00a0septembre 2026 (sept01.yaml:5:1), n'est pas celle de l'événement, donc "
        "les deux listes sont jugées à la date de la liste inscrite, le 20\u00a0septembre 2026 "
        "(sept20.yaml:5:1), celle de l'événement pour lequel elle a été inscrite\n"
    ) in r.stdout
