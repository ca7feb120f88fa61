"""A region nothing can apply is refused, never judged silently by the worldwide dates (issue 24,
B14, B15): ``--region zz`` in Sealed and Draft, and a deck's own ``region: taiwan`` in every
output format."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftcheck.reporters import FORMATS

CASE = (
    Path(__file__).resolve().parent.parent / "cases" / "set-legality" / "unknown-region.deck.yaml"
)


LIMITED = Path(__file__).resolve().parent.parent / "cases" / "limited-set-dates"
SEALED = LIMITED / "radiance-prerift.deck.yaml"


@pytest.mark.parametrize("ruleset", ["sealed", "draft"])
def test_limited_refuses_a_region_no_table_knows(cli, ruleset):
    r = cli("-r", ruleset, "--region", "zz", "--as-of", "2026-10-16", str(SEALED))
    assert (r.returncode, r.stdout) == (2, "")
    assert f"unknown region 'zz' for ruleset {ruleset} (regions: cn, hk, kr, mo, tw)" in r.stderr


# GitLab Code Quality holds issues only: a legal deck's report is [] (no Changed: line either)
@pytest.mark.parametrize("fmt", [f for f in FORMATS if f != "gitlab"])
def test_a_known_region_in_sealed_is_said_to_change_nothing(cli, fmt):
    """``-r sealed --region cn``: Sealed judges no set legality by launch dates, so the region
    changes nothing; it is accepted and every format says so (it was refused, regions: none)."""
    r = cli("-r", "sealed", "--region", "cn", "--as-of", "2026-10-16", "-f", fmt, str(SEALED))
    said = (
        "has no effect on ruleset sealed: it judges no set legality by launch dates (a limited "
        "deck holds the cards provided at the event)"
    )
    assert r.returncode == 0, (fmt, r.stdout, r.stderr)
    # CSV has no header: the Changed: line is on standard error there
    out = r.stderr if fmt == "csv" else r.stdout
    assert said in " ".join(out.split()), fmt
    assert r.stderr == "" or fmt == "csv", fmt
    assert "launch dates of region" not in " ".join(r.stdout.split()), fmt


def test_a_sealed_decks_own_region_is_said_to_change_nothing(cli, tmp_path):
    deck = tmp_path / "cn.deck.yaml"
    deck.write_text("region: cn\n" + SEALED.read_text())
    (tmp_path / "radiance-prerift-pool.txt").write_text(
        (LIMITED / "radiance-prerift-pool.txt").read_text()
    )
    r = cli("-r", "sealed", "--as-of", "2026-10-16", "-f", "json", str(deck))
    assert (r.returncode, r.stderr) == (0, "")
    import json

    prov = json.loads(r.stdout)["provenance"]
    assert prov["ruleset"]["region_no_effect"] is True
    assert prov["changed"] == [
        "its own region has no effect on ruleset sealed, which judges no set legality by launch "
        f"dates: {deck} line 1: cn"
    ]


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_decks_unknown_region_fails_in_every_format(cli, fmt):
    r = cli("--as-of", "2026-12-01", "-f", fmt, str(CASE))
    assert r.returncode == 1, (fmt, r.stdout, r.stderr)
    assert r.stderr == ""
    assert "taiwan is no region of ruleset constructed" in r.stdout, fmt
    assert "set-legality" in r.stdout, fmt


def test_region_help_names_every_region(cli):
    r = cli("check", "--help")
    flat = " ".join(r.stdout.split())
    assert "(cn China, kr Korea, tw, hk or mo Taiwan, Hong Kong and Macau)" in flat


def test_rulesets_closing_sentence_is_wrapped_flush_left(cli):
    r = cli("rulesets", env={"COLUMNS": "60"})
    tail = r.stdout.rstrip("\n").split("\n\n")[-1].splitlines()
    assert tail[0].startswith("Use one with --ruleset NAME")
    assert all(not line.startswith(" ") for line in tail), tail
    assert " ".join(tail).endswith("(it may extend a shipped one).")


@pytest.mark.parametrize("command", [(), ("diff",), ("--fix",)])
@pytest.mark.parametrize("value", ["", "  "])
def test_an_empty_region_on_the_command_line_is_refused(cli, command, value):
    """``--region "$REGION"`` with the variable unset judged by the worldwide dates unsaid, while a
    deck's or the configuration's empty region: is refused (atkR 6)."""
    deck = str(CASE.parent.parent.parent.parent / "examples" / "kennen.deck.yaml")
    decks = (deck, deck) if command == ("diff",) else (deck,)
    r = cli(*command, "--region", value, "--as-of", "2026-12-01", *decks)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --region: expected a region code (cn, hk, kr, mo, tw), found an empty "
        "value (leave --region out to judge by the worldwide launch dates)\n"
    )
