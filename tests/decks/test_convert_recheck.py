"""``convert`` never changes a verdict (issue 23 E3): what it wrote is checked as a check of the
written file would see it, beside the deck as read, and a difference is a refusal (exit 1) naming
the cards and why; a deck of a Sealed or Draft format keeps its printings or is refused, since a
pool given at check time counts cards by printing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from riftcheck.decks import read_deck
from riftcheck.decks.write import _recheck, convert_deck
from riftcheck.infra.errors import InputError

ROOT = Path(__file__).resolve().parents[2]

BY_NAME = """legend: Jinx, Loose Cannon
champion: Jinx, Demolitionist
format: {fmt}
main:
  - 3 blazing scorcher
  - 3 Gust (OGN-169)
"""
BY_ID = """legend: Jinx, Loose Cannon (OGN-251)
champion: Jinx, Demolitionist (OGN-030)
format: {fmt}
main:
  - 3 Blazing Scorcher (OGN-001)
  - 3 Gust (OGN-169)
"""


@pytest.mark.parametrize("fmt", ["sealed", "draft", " Sealed "])
@pytest.mark.parametrize("to", ["code", "tts"])
def test_a_limited_deck_by_name_is_not_pinned_to_printings(cli, tmp_path, fmt, to):
    (tmp_path / "d.yaml").write_text(BY_NAME.format(fmt=fmt), encoding="utf-8")
    r = cli("convert", "d.yaml", "--to", to, "-o", "out.txt", cwd=tmp_path)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.startswith(f"riftcheck: error: d.yaml: cannot convert to {to} without ")
    assert "3 Blazing Scorcher as OGN-001" in r.stderr  # the cards named, and why
    assert "a Sealed or Draft pool counts cards by printing" in r.stderr
    assert not (tmp_path / "out.txt").exists()


@pytest.mark.parametrize("fmt", ["sealed", "constructed"])
def test_a_deck_whose_printings_are_written_converts(db, tmp_path, fmt):
    (tmp_path / "d.yaml").write_text(BY_ID.format(fmt=fmt), encoding="utf-8")
    deck = read_deck(str(tmp_path / "d.yaml"), db)
    code = convert_deck(deck, "code", db)
    back = read_deck(code, db)
    assert {(e.card.display_name, e.printing.id) for e in back.main} == {
        ("Blazing Scorcher", "OGN-001"),
        ("Gust", "OGN-169"),
    }


def test_a_constructed_deck_by_name_converts_with_its_warning(cli, tmp_path):
    # no rule of a constructed check reads a printing: the code is the same deck to a check
    (tmp_path / "d.yaml").write_text(BY_NAME.format(fmt="constructed"), encoding="utf-8")
    r = cli("convert", "d.yaml", "--to", "code", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("C")
    assert "3 Blazing Scorcher as OGN-001" in r.stderr


def test_an_unknown_format_name_judges_by_the_default_ruleset(cli, tmp_path):
    (tmp_path / "d.yaml").write_text(BY_NAME.format(fmt="league-night"), encoding="utf-8")
    r = cli("convert", "d.yaml", "--to", "code", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("C")


def test_a_written_deck_that_checks_otherwise_is_refused_naming_the_change(db):
    # the re-check itself, on two real decks: the legal Kennen list and its illegal variant
    legal = read_deck(str(ROOT / "examples" / "kennen.deck.yaml"), db)
    illegal = read_deck(str(ROOT / "examples" / "kennen-illegal.deck.yaml"), db)
    with pytest.raises(InputError) as exc:
        _recheck(legal, illegal, "code", db)
    said = str(exc.value.message)
    assert said.startswith(
        "cannot convert to code without changing the check of the deck under ruleset "
        "constructed: LEGAL would be ILLEGAL, "
    )
    assert " more error" in said
    _recheck(legal, legal, "code", db)  # the same deck: nothing to say


@pytest.mark.parametrize("to", ["yaml", "json", "text", "code", "tts"])
def test_the_examples_convert_to_every_format_as_before(db, to):
    deck = read_deck(str(ROOT / "examples" / "kennen.deck.txt"), db)
    try:
        convert_deck(deck, to, db)
    except InputError as exc:  # a format that cannot hold the deck says so by its shape
        assert "would read back as" in str(exc.message) or "cannot convert" in str(exc.message)


CONVERT = ROOT / "tests" / "fixtures" / "convert"
NO_REGION = "warning: d.yaml:1:1: a {to} deck holds no region; region cn was left out"


@pytest.mark.parametrize("to", ["code", "text", "tts"])
def test_a_region_that_decides_the_check_and_cannot_be_held_is_refused(cli, tmp_path, to):
    # attack V5: region tw (Unleashed, Spiritforged not launched there) made the deck ILLEGAL; the
    # written code, text or TTS string, which holds no region, checked LEGAL
    shutil.copy(CONVERT / "region-tw.deck.yaml", tmp_path / "d.yaml")
    assert cli("d.yaml", cwd=tmp_path).returncode == 1  # ILLEGAL as read
    r = cli("convert", "d.yaml", "--to", to, "-o", "out", cwd=tmp_path)
    # exit 2 at the region's line, as a dropped event_date (issue 23/24 diffG 3)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck: error: d.yaml:1:1: cannot convert to {to}: a {to} deck cannot hold its region "
        "tw, and without it the check of the deck under ruleset constructed would change: "
        "ILLEGAL would be LEGAL, 3 fewer errors (set-legality); expected a format that holds it "
        "(yaml or json)\n"
    )
    assert not (tmp_path / "out").exists()
    r = cli("convert", "d.yaml", "--to", "json", "-o", "out.json", cwd=tmp_path)
    assert r.returncode == 0 and cli("out.json", cwd=tmp_path).returncode == 1  # still ILLEGAL


def test_a_pool_that_decides_the_check_and_cannot_be_held_is_refused(cli, tmp_path):
    for name in ("sealed-pool.deck.yaml", "pool.txt"):
        shutil.copy(CONVERT / name, tmp_path / name)
    assert cli("-r", "sealed", "sealed-pool.deck.yaml", cwd=tmp_path).returncode == 1
    r = cli("convert", "sealed-pool.deck.yaml", "--to", "text", "-o", "out.txt", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        "riftcheck: error: sealed-pool.deck.yaml: cannot convert to text: a text deck cannot "
        "hold its pool pool.txt, and without it the check of the deck under ruleset sealed would "
        "change: ILLEGAL would be LEGAL, 1 fewer error (pool); expected a format that holds it "
        "(yaml or json)\n"
    )
    assert not (tmp_path / "out.txt").exists()


@pytest.mark.parametrize("to", ["code", "text"])
def test_a_region_that_changes_nothing_is_left_out_with_its_warning(cli, tmp_path, to):
    # China: every set of the Kennen list launched there before the deck's date
    text = (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8")
    kept = [x for x in text.split("\n") if not x.startswith("event_date:")]
    (tmp_path / "d.yaml").write_text(
        "region: cn\nevent_date: 2026-11-01\n" + "\n".join(kept), encoding="utf-8"
    )
    assert cli("d.yaml", cwd=tmp_path).returncode == 0
    r = cli("convert", "d.yaml", "--to", to, "-o", "out", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (0, "")
    assert f"riftcheck: {NO_REGION.format(to=to)}\n" in r.stderr
    assert "error" not in r.stderr
    assert (tmp_path / "out").exists()


def test_a_pool_that_changes_nothing_is_left_out_with_its_warning(cli, tmp_path):
    shutil.copy(CONVERT / "pool.txt", tmp_path / "pool.txt")
    text = (CONVERT / "sealed-pool.deck.yaml").read_text(encoding="utf-8")
    (tmp_path / "d.yaml").write_text(text.replace("1 Brittle Steel", "1 Inferna"), "utf-8")
    assert cli("-r", "sealed", "d.yaml", cwd=tmp_path).returncode == 0
    r = cli("convert", "d.yaml", "--to", "text", "-o", "out.txt", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (0, "")
    assert (
        "riftcheck: warning: Piltover text holds cards only; format, dates, domains and pool "
        in (r.stderr)
    )
    assert "error" not in r.stderr
