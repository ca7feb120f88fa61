"""A deck's ``region:`` written but empty is an error at its line, and ``worldwide`` (the word
``--region``'s help gives the default) is no region, in a deck and on the command line (R8 of the
re-test: an empty value was read silently as worldwide, and ``worldwide`` was an unknown region)."""

from __future__ import annotations

from pathlib import Path

import pytest

KENNEN = Path(__file__).resolve().parent.parent / "fixtures" / "decks" / "good" / "kennen.deck.yaml"


def _with_region(tmp_path: Path, value: str) -> Path:
    """The good Kennen deck with ``region:`` and ``value`` as its second line."""
    lines = KENNEN.read_text(encoding="utf-8").splitlines(keepends=True)
    lines.insert(1, f"region:{value}\n")
    p = tmp_path / "r.deck.yaml"
    p.write_text("".join(lines), encoding="utf-8")
    return p


@pytest.mark.parametrize(("value", "column"), [(' ""', 9), ("", 8), (" '  '", 9)])
def test_an_empty_region_is_an_error_at_its_line(cli, tmp_path, value, column):
    deck = _with_region(tmp_path, value)
    r = cli("--as-of", "2026-12-01", str(deck))
    assert r.returncode == 1 and r.stderr == ""
    flat = " ".join(r.stdout.split())
    assert "UNREADABLE" in flat
    assert f"2:{column} error unreadable region: is empty: expected a region code" in flat


def test_worldwide_in_a_deck_is_no_region(cli, tmp_path):
    plain = cli("--as-of", "2026-12-01", "-f", "json", str(KENNEN))
    r = cli("--as-of", "2026-12-01", "-f", "json", str(_with_region(tmp_path, " Worldwide")))
    assert (r.returncode, r.stderr) == (plain.returncode, "")
    assert '"legal": true' in r.stdout and '"region": null' in r.stdout
    assert "is no region" not in r.stdout


def test_worldwide_on_the_command_line_is_no_region(cli):
    plain = cli("--as-of", "2026-12-01", str(KENNEN))
    r = cli("--region", "worldwide", "--as-of", "2026-12-01", str(KENNEN))
    assert (r.returncode, r.stdout, r.stderr) == (plain.returncode, plain.stdout, plain.stderr)


# -- the run's region wins over a deck's own, never silently (issue 24 atkR 5)

#: the note at the ``region: tw`` line (2) of a deck judged by the run's ``region``
NOTE = (
    "note: line 2: region: tw is not used: the run's region {region} (from --region or the "
    "configuration's region:) judges the deck"
)


def _verdict(stdout: str) -> str:
    """The deck's part of a text report, its lines joined (the terminal's width wraps them)."""
    flat = " ".join(stdout[stdout.index("r.deck.yaml: ") :].split())
    assert flat.startswith("r.deck.yaml: LEGAL note: ")
    assert flat.endswith("1 deck: 1 legal, 0 illegal")
    return flat


@pytest.mark.parametrize("region", ["cn", "worldwide"])
def test_the_command_lines_region_replaces_the_decks_and_says_so(cli, tmp_path, region):
    deck = _with_region(tmp_path, " tw")
    own = cli("--as-of", "2026-12-01", str(deck), cwd=tmp_path)
    assert (own.returncode, own.stderr) == (1, "")  # Vendetta is not out in Taiwan
    r = cli("--region", region, "--as-of", "2026-12-01", str(deck), cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert NOTE.format(region=region) in _verdict(r.stdout)
    assert "its own region" not in r.stdout


def test_the_configurations_region_replaces_the_decks_and_says_so(cli, tmp_path):
    deck = _with_region(tmp_path, " tw")
    (tmp_path / ".riftcheck.yaml").write_text("region: cn\n", encoding="utf-8")
    r = cli("--as-of", "2026-12-01", str(deck), cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert NOTE.format(region="cn") in _verdict(r.stdout)


def test_a_ci_format_carries_the_replaced_region(cli, tmp_path):
    deck = _with_region(tmp_path, " tw")
    r = cli("--region", "cn", "--as-of", "2026-12-01", "-f", "concise", str(deck), cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert (
        f"{deck}:2:1: info [reading] region: tw is not used: the run's region cn (from --region "
        "or the configuration's region:) judges the deck"
    ) in r.stdout.splitlines()


def test_the_same_region_is_no_replacement(cli, tmp_path):
    deck = _with_region(tmp_path, " cn")
    r = cli("--region", "cn", "--as-of", "2026-12-01", str(deck), cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert "is not used" not in r.stdout
