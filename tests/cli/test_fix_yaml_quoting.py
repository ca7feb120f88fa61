"""``--fix`` writes a new name with the quoting of the YAML scalar it is in (issue 23, E1): an
apostrophe in a single-quoted scalar is doubled, wherever the scalar's quote opens (before a
count too), and a line that cannot take the new name is left, naming the line, the others made."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftcheck.runner.fixedit import rename

ROOT = Path(__file__).resolve().parents[2]
HANA = (ROOT / "examples" / "events" / "lists" / "hana.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "line,new",
    [
        ("  - '1 emperors dais'", "  - '1 Emperor''s Dais'"),
        ("  - 'emperors dais'", "  - 'Emperor''s Dais'"),
        ("  - 1 emperors dais", "  - 1 Emperor's Dais"),
        ('  - "1 emperors dais"', '  - "1 Emperor\'s Dais"'),
        ("  - {name: 'emperors dais', count: 1}", "  - {name: 'Emperor''s Dais', count: 1}"),
        ("  - ['a''b', '1 emperors dais']", "  - ['a''b', '1 Emperor''s Dais']"),
    ],
)
def test_a_name_is_written_in_its_scalars_quoting(line, new):
    assert rename(line, 5, "emperors dais", "Emperor's Dais", "yaml") == new


def test_a_name_that_would_change_the_line_is_not_written():
    # a plain scalar cannot hold ": " or " #": the line would read as a mapping or a comment
    assert rename("  - 1 emperors dais", 5, "emperors dais", "X: #y", "yaml") is None


def test_fix_in_a_single_quoted_scalar_keeps_every_fix(cli, tmp_path):
    text = HANA.replace("  - 1 Emperor's Dais (SFD-207)", "  - '1 emperors dais'")
    assert text != HANA
    deck = tmp_path / "d.deck.yaml"
    deck.write_bytes(text.encode("utf-8"))
    r = cli("check", "--fix", str(deck), "--as-of", "2026-10-20")
    assert "would not read" not in r.stderr
    assert f"riftcheck: --fix: {deck}: wrote 'emperors dais' (line 20) as 'Emperor's Dais'\n" in (
        r.stderr
    )
    after = deck.read_text(encoding="utf-8")
    assert after == text.replace("  - '1 emperors dais'", "  - '1 Emperor''s Dais'")
