"""A Sealed deck checked without its pool fails ``--strict`` (exit 1): GitHub, JUnit and SARIF
show that reason on the deck, as they show a warning that fails it. GitHub's annotation was a
``::notice``, JUnit had no failure (``failures="0"``) and SARIF no result, so a CI page showed a
failed job with nothing failing. Without ``--strict`` the annotation and the result are warnings
and JUnit keeps the note in ``system-out`` (the run passes)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "tests" / "fixtures" / "event" / "limited_pools" / "good.txt"
REL = "tests/fixtures/event/limited_pools/good.txt"
DAY = "2026-09-20"
W80 = {"COLUMNS": "80"}


def _check(cli, fmt, *args):
    return cli("check", "-r", "sealed", "--as-of", DAY, "-f", fmt, *args, REL)


@pytest.mark.parametrize("strict,lvl", [(True, "error"), (False, "warning")])
def test_github_annotates_the_deck(cli, strict, lvl):
    r = _check(cli, "github", *(["--strict"] if strict else []))
    assert (r.returncode, r.stderr) == (int(strict), "")
    tail = "; fails with --strict" if strict else ""
    assert r.stdout.splitlines()[0] == (
        f"::{lvl} file={REL},title=riftcheck(pool not checked)::LEGAL (pool not checked): this "
        f"verdict is partial{tail}"
    )
    assert r.stdout.endswith(
        "1 deck: 1 legal, 0 illegal (partial check)"
        + ("; fails with --strict\n" if strict else "\n")
    )


def test_junit_fails_the_case_under_strict(cli):
    r = _check(cli, "junit", "--strict")
    assert (r.returncode, r.stderr) == (1, "")
    root = ET.fromstring(r.stdout.split("\n", 1)[1])
    assert root.get("failures") == "1"
    (case,) = root.iter("testcase")
    (failure,) = case.findall("failure")
    assert failure.get("type") == "pool"
    assert failure.get("message") == (
        "LEGAL (pool not checked): this verdict is partial; fails with --strict"
    )
    r = _check(cli, "junit")
    assert (r.returncode, r.stderr) == (0, "")
    root = ET.fromstring(r.stdout.split("\n", 1)[1])
    assert root.get("failures") == "0"
    (case,) = root.iter("testcase")
    assert case.findall("failure") == []
    assert case.find("system-out").text == (
        "verdict: LEGAL (pool not checked); this verdict is partial"
    )


@pytest.mark.parametrize("strict,lvl", [(True, "error"), (False, "warning")])
def test_sarif_has_a_result(cli, strict, lvl):
    r = _check(cli, "sarif", *(["--strict"] if strict else []))
    assert (r.returncode, r.stderr) == (int(strict), "")
    run = json.loads(r.stdout)["runs"][0]
    (res,) = run["results"]
    assert (res["ruleId"], res["level"]) == ("pool", lvl)
    assert run["tool"]["driver"]["rules"][res["ruleIndex"]]["id"] == "pool"
    assert res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == REL
    assert res["message"]["text"].startswith("LEGAL (pool not checked): this verdict is partial")
    assert run["invocations"][0]["exitCode"] == int(strict)


def test_an_event_row_is_annotated_at_its_row(cli, tmp_path):
    (tmp_path / "good.txt").write_bytes(DECK.read_bytes())
    (tmp_path / "r.csv").write_text("player,list\nAnn,good.txt\n", encoding="utf-8")
    r = cli(
        "event", "r.csv", "-r", "sealed", "--as-of", DAY, "-f", "sarif", "--strict", cwd=tmp_path
    )
    # SARIF has no place for the event's pool notice: it is said on standard error (evtE2 3a)
    assert (r.returncode, r.stderr) == (
        1,
        "riftcheck: note: pools not checked for 1 of 1 players (no pool given: add a pool column "
        "to the roster); their verdicts do not say whether the cards were in the pool\n"
        "riftcheck: note: 1 pool not checked (partial check)\n"
        "riftcheck: note: fails with --strict: 1 legal deck was not checked whole (pool not "
        "checked)\n",
    )
    (res,) = json.loads(r.stdout)["runs"][0]["results"]
    loc = res["locations"][0]["physicalLocation"]
    assert (res["level"], loc["artifactLocation"]["uri"], loc["region"]["startLine"]) == (
        "error",
        "r.csv",
        2,
    )


class TestCheckSaysItOnceAtTheTop:
    """``check``'s text report of Sealed decks without ``--pool`` says so once at the top, as
    ``event`` says its players' pools not checked, beside each ``LEGAL (pool not checked)``."""

    HEADER = (
        # (an edition's date on the line of its name: a number is bound to the word before it)
        "riftcheck 0.1.0 · ruleset sealed (Core Rules 2026-07-16, Tournament\nRules 2026-07-16)\n"
        "as of 2026-09-20 (--as-of) · card database 2026.10.08 (2026-10-08, bundled)\n"
    )

    def test_english(self, cli):
        other = REL.replace("good.txt", "draven.txt")
        r = cli("check", "-r", "sealed", "--as-of", DAY, "--strict", REL, other, env=W80)
        assert (r.returncode, r.stderr) == (1, "")
        assert r.stdout == self.HEADER + (
            "note: pools not checked for 2 of 2 decks (no pool given: give --pool, or a pool:\n"
            "key in the deck); their verdicts do not say whether the cards were in the pool\n"
            "\n"
            f"{REL}: LEGAL (pool not checked)\n"
            f"{other}: LEGAL (pool not checked)\n"
            "\n"
            "2 decks: 2 legal, 0 illegal (partial check); fails with --strict\n"
        )
        assert r.stdout.count("pools not checked") == 1

    def test_french(self, cli):
        r = cli("check", "-r", "sealed", "--as-of", DAY, "--lang", "fr", REL, env=W80)
        assert (r.returncode, r.stderr) == (0, "")
        flat = " ".join(r.stdout.split("\n"))
        assert (
            "note\u00a0: pool non vérifié pour 1 deck sur 1 (aucun pool donné\u00a0: indiquez "
            "--pool, ou une clé «\u00a0pool\u00a0» dans le deck)\u202f; son verdict ne dit pas si les cartes "
            "étaient dans le pool"
        ) in flat

    def test_not_said_with_a_pool(self, cli):
        pool = REL.replace("good.txt", "pool_both.txt")
        r = cli("check", "-r", "sealed", "--as-of", DAY, "--pool", pool, REL, env=W80)
        assert (r.returncode, r.stderr) == (0, "")
        assert r.stdout == self.HEADER + f"\n{REL}: LEGAL\n\n1 deck: 1 legal, 0 illegal\n"
