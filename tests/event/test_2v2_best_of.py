"""2v2 is best of one (CR 491.6, 489.6 before 2026-10-09: "Format: Best of 1"): the 2v2 rulesets'
deck checks allow no sideboarding (TR 403.5) unless the head judge's altered setup is stated
(Constructed only: TR 602.3.g for Limited), and best of three is refused, in ``diff`` and
``event``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT / "examples" / "events" / "lists"


@pytest.fixture
def decks(tmp_path):
    """The registered Kennen list and a played one exchanging 1 Gust for 1 Ride the Wind (a
    one-for-one exchange with its sideboard, which best of three allows)."""
    text = (LISTS / "kennen.txt").read_text(encoding="utf-8")
    reg = tmp_path / "kennen.txt"
    reg.write_text(text, encoding="utf-8")
    played = tmp_path / "kennen-played.txt"
    swapped = text.replace("3 Gust\n", "2 Gust\n1 Ride the Wind\n").replace(
        "3 Ride the Wind", "2 Ride the Wind\n1 Gust"
    )
    assert swapped != text
    played.write_text(swapped, encoding="utf-8")
    shutil.copy(LISTS / "draven.txt", tmp_path / "draven.txt")
    return tmp_path, reg, played


def test_diff_2v2_defaults_to_best_of_one(cli, decks):
    _, reg, played = decks
    r = cli("diff", "--sideboarding", "-r", "constructed-2v2", "--as-of", "2026-11-20", reg, played)
    assert r.returncode == 1 and r.stderr == ""
    out = " ".join(r.stdout.split())
    assert "note: deck checks: no sideboarding in best of one (TR 403.5, TR 406.1.h)" in out
    assert (
        "(best of one by the format [CR 491.6], competitive play level; play_level: the default)"
        in out
    )
    assert "best_of, play_level: the defaults" not in out
    assert out.endswith(
        "4 differences the format's sideboarding does not allow (TR 403.5, TR 406.1.h)"
    )
    # the head judge's altered setup still sideboards in Constructed (TR 406.1.h)
    r = cli(
        "diff", "--sideboarding", "-r", "constructed-2v2", "--as-of", "2026-11-20",
        "--best-of-one-sideboarding", reg, played,
    )  # fmt: skip
    assert r.returncode == 0 and r.stderr == "", r.stdout
    assert "the head judge's altered setup, sideboarding before each game" in " ".join(
        r.stdout.split()
    )
    # before 2026-10-09 the rule was numbered CR 489.6
    r = cli("diff", "--sideboarding", "-r", "constructed-2v2", "--as-of", "2026-09-20", reg, played)
    assert r.returncode == 1 and "best of one by the format [CR 489.6]" in " ".join(
        r.stdout.split()
    )


def test_diff_sealed_2v2_has_no_sideboarding(cli, decks):
    _, reg, played = decks
    r = cli("diff", "--sideboarding", "-r", "sealed-2v2", "--as-of", "2026-11-20", reg, played)
    assert r.returncode == 1 and r.stderr == ""
    out = " ".join(r.stdout.split())
    assert "no sideboarding in best-of-one Limited (TR 602.3.g)" in out
    assert "sideboarding the format allows" not in out


@pytest.mark.parametrize("ruleset", ["constructed-2v2", "sealed-2v2"])
def test_diff_refuses_best_of_three_in_2v2(cli, decks, ruleset):
    _, reg, played = decks
    r = cli("diff", "--sideboarding", "-r", ruleset, "--best-of", "3", reg, played)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr == (
        f"riftcheck: error: --best-of 3: a {ruleset} match is best of one (CR 491.6); remove it "
        "or give --best-of 1\n"
    )
    # --best-of 1 says what the format is, and is accepted
    r = cli(
        "diff",
        "--sideboarding",
        "-r",
        ruleset,
        "--best-of",
        "1",
        "--as-of",
        "2026-11-20",
        reg,
        played,
    )
    assert r.returncode == 1 and r.stderr == "" and "not allowed:" in r.stdout
    # 1v1 Constructed still defaults to best of three
    r = cli("diff", "--sideboarding", "-r", "constructed", "--as-of", "2026-11-20", reg, played)
    assert r.returncode == 0 and r.stderr == ""
    assert "best_of, play_level: the defaults" in " ".join(r.stdout.split())


def _event(tmp_path, extra=""):
    ev = tmp_path / "ev.yaml"
    ev.write_text(
        "name: Magma test\ndate: 2026-11-20\nruleset: constructed-2v2\n" + extra + "players:\n"
        "  - {id: t01, player: Alice, team: Twin, list: kennen.txt, played: kennen-played.txt}\n"
        "  - {id: t02, player: Bao, team: Twin, list: draven.txt}\n",
        encoding="utf-8",
    )
    return ev


def test_event_2v2_is_best_of_one(cli, decks):
    tmp, _, _ = decks
    r = cli("event", "--sideboarding", _event(tmp).name, cwd=tmp)
    assert r.returncode == 1 and r.stderr == ""
    out = " ".join(r.stdout.split())
    assert (
        "(best of one by the format [CR 491.6], competitive play level; play_level: the default)"
        in out
    )
    assert "Alice (ev.yaml line 5): LEGAL list · deck check failed (4 errors)" in out
    assert "the deck played differs from the registered list" in out


def test_event_2v2_best_of_three_is_refused_at_its_line(cli, decks):
    tmp, _, _ = decks
    r = cli("event", "--sideboarding", _event(tmp, "best_of: 3\n").name, cwd=tmp)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr == (
        "riftcheck: error: ev.yaml:4:10: best_of: 3: a constructed-2v2 match is best of one "
        "(CR 491.6); remove it or give best_of: 1\n"
    )
    r = cli("event", "--sideboarding", _event(tmp, "best_of: 1\n").name, cwd=tmp)
    assert r.returncode == 1 and r.stderr == "" and "deck check failed (4 errors)" in r.stdout
    assert (
        "best of one by the format [CR 491.6], competitive play level; play_level: the default"
        in " ".join(r.stdout.split())
    )
