"""The one-for-one exchange is cited as the period's exchange rule, TR 403.4 ("Sideboard cards must
be exchanged 1 for 1", July and October texts alike), not 403.4.c, the deck-size subrule, which
the played deck's own size check cites (issue 23, T1)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("day", ["2026-09-01", "2026-10-20"])
def test_a_two_for_one_is_cited_as_the_one_for_one_rule(cli, tmp_path, day):
    (tmp_path / "reg.txt").write_text(KENNEN, encoding="utf-8")
    assert "3 Gust\n" in KENNEN
    (tmp_path / "played.txt").write_text(KENNEN.replace("3 Gust\n", "3 Gust\n1 Gust\n", 1), "utf-8")
    r = cli("diff", "reg.txt", "played.txt", "--sideboarding", "--as-of", day, cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    lines = [x for x in r.stdout.splitlines() if "exchanges cards one for one" in x]
    assert len(lines) == 1, r.stdout
    assert lines[0].endswith("sideboarding exchanges cards one for one [TR 403.4]")
