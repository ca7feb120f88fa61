"""--region and region: in the configuration: regional launch dates (TR 601.2.b), shown in every format."""

from __future__ import annotations

import json
from pathlib import Path

from inprocess import run_in_process

CASES = Path(__file__).resolve().parents[1] / "cases" / "set-legality"
WORLD = str(CASES / "world-april-unleashed.deck.yaml")
MONTH = str(CASES / "cn-spiritforged-month.deck.yaml")


def _run(*args, cwd=None):
    import os

    env = {**os.environ, "COLUMNS": "250"}
    p = run_in_process(args, environ=env, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def test_region_cn_makes_unleashed_legal_in_april_2026():
    code, out, err = _run("check", WORLD)
    assert (
        code == 1
        # the deck's two Unleashed cards are one finding (issue 15)
        and "2 cards are from Unleashed, which is not legal until 2026-05-08: line 19: Inferna (UNL-002)"
        in out
    )
    code, out, err = _run("check", "--region", "cn", WORLD)
    assert (code, err) == (0, "")
    assert "launch dates of region cn (China (mainland))" in out and "LEGAL" in out


def test_region_is_in_every_machine_format(tmp_path):
    code, out, err = _run("check", "--region", "cn", "-f", "json", WORLD)
    assert code == 0, err
    assert json.loads(out)["ruleset"]["region"] == "cn (China (mainland))"
    code, out, err = _run("check", "--region", "cn", "-f", "sarif", WORLD)
    assert json.loads(out)["runs"][0]["properties"]["region"] == "cn (China (mainland))"
    code, out, err = _run("check", "--region", "cn", "-f", "junit", WORLD)
    assert '<property name="region" value="cn (China (mainland))"' in out


def test_month_only_launch_warns_and_strict_fails_it():
    code, out, err = _run("check", MONTH)
    assert code == 0 and "the exact day is not known" in out
    code, out, err = _run("check", "--strict", MONTH)
    assert code == 1 and "the exact day is not known" in out


def test_region_from_configuration(tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("region: cn\n", encoding="utf-8")
    code, out, err = _run("check", WORLD, cwd=tmp_path)
    assert code == 0, out + err
    (tmp_path / ".riftcheck.yaml").write_text("region: mars\n", encoding="utf-8")
    code, out, err = _run("check", WORLD, cwd=tmp_path)
    # a configuration error (exit 3) at the file's line, as every bad value of the file is
    assert code == 3, err
    assert ".riftcheck.yaml:1: region: unknown region 'mars' for ruleset constructed" in err
    assert "(regions: cn, hk, kr, mo, tw)" in err
    assert "Traceback" not in err
