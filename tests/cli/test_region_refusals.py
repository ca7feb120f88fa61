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


@pytest.mark.parametrize("ruleset", ["sealed", "draft"])
@pytest.mark.parametrize("region", ["zz", "kr"])
def test_limited_refuses_a_region_it_has_no_launch_dates_for(cli, ruleset, region):
    r = cli("-r", ruleset, "--region", region, "--as-of", "2026-09-01", str(CASE))
    assert r.returncode == 2
    assert r.stdout == ""
    assert f"unknown region '{region}' for ruleset {ruleset} (regions: none)" in r.stderr


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
