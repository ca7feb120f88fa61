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
