"""A deck whose check did not run whole is never a plain pass, per deck, in the GitHub step
summary and in JUnit (atkH 3): the summary says ``legal (partial check: WHAT)``, JUnit's test case
is ``<skipped message="partial check: WHAT">`` (counted in ``skipped``; GitLab and Jenkins list
skipped cases apart with their message and fail no job for them). A case that fails (``--strict``)
is a failure, not skipped. GitLab's ``--strict`` report of a Sealed deck without its pool has
the failing entry (atkE 8)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

REL = "tests/fixtures/event/limited_pools/good.txt"
MD = REL.replace("_", "\\_")  # as Markdown writes it
DAY = "2026-09-20"
SELECT = ("--select", "copy-limit")
SEALED = ("-r", "sealed")
ONLY = "partial check: only rules copy-limit were run"
POOL = "partial check: pool not checked"


def _summary(cli, tmp_path, *args):
    summary = tmp_path / "summary.md"
    r = cli("--as-of", DAY, "-f", "github", *args, REL, env={"GITHUB_STEP_SUMMARY": str(summary)})
    return r, summary.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "args,words",
    [
        (SELECT, ONLY),
        (SEALED, POOL),
        ((*SEALED, "--ignore", "banned"), f"{POOL}; rules ignored: banned"),
    ],
)
def test_the_step_summary_says_what_did_not_run_per_deck(cli, tmp_path, args, words):
    r, text = _summary(cli, tmp_path, *args)
    assert (r.returncode, r.stderr) == (0, "")
    assert f"- {MD}: **legal ({words})**\n" in text
    assert "**legal**" not in text


def test_a_whole_check_is_plain_legal_in_the_summary(cli, tmp_path):
    r, text = _summary(cli, tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert text.endswith(f"### Decks\n\n- {MD}: **legal**\n")


def _junit(cli, *args):
    r = cli("--as-of", DAY, "-f", "junit", *args, REL)
    return r, ET.fromstring(r.stdout.split("\n", 1)[1])


@pytest.mark.parametrize("args,words", [(SELECT, ONLY), (SEALED, POOL)])
def test_junit_marks_the_case_skipped_with_what_did_not_run(cli, args, words):
    r, root = _junit(cli, *args)
    assert (r.returncode, r.stderr) == (0, "")
    (suite,) = root.iter("testsuite")
    assert (root.get("skipped"), suite.get("skipped"), suite.get("failures")) == ("1", "1", "0")
    (case,) = root.iter("testcase")
    (skipped,) = case.findall("skipped")
    assert skipped.get("message") == words
    assert case.findall("failure") == []


def test_junit_strict_fails_the_case_and_does_not_skip_it(cli):
    r, root = _junit(cli, *SEALED, "--strict")
    assert (r.returncode, r.stderr) == (1, "")
    (case,) = root.iter("testcase")
    assert case.findall("skipped") == [] and len(case.findall("failure")) == 1
    assert root.get("skipped") == "0" and root.get("failures") == "1"


def test_junit_whole_check_is_a_plain_pass(cli):
    r, root = _junit(cli)
    assert (r.returncode, r.stderr) == (0, "")
    (case,) = root.iter("testcase")
    assert list(case) == [] and root.get("skipped") == "0"


def test_gitlab_strict_without_pool_shows_the_failing_entry(cli):
    r = cli("--as-of", DAY, "-f", "gitlab", "--strict", *SEALED, REL)
    assert (r.returncode, r.stderr) == (1, "")
    (issue,) = json.loads(r.stdout)
    assert (issue["check_name"], issue["severity"]) == ("riftcheck/pool", "major")
    assert issue["description"] == (
        "LEGAL (pool not checked): this verdict is partial; fails with --strict"
    )
    assert issue["location"]["path"] == REL
