"""The French head judge's final review (atkU): agreement of the deck view's and the HTML
report's labels, the zone a fix names, the event's grouped bans, card names in convert."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NB, NNB = "\u00a0", "\u202f"


def _plain(text: str) -> str:
    """``text`` on one line, its no-break spaces and wrapping read as plain spaces."""
    return " ".join(text.replace(NB, " ").replace(NNB, " ").split())


# -- U12: the deck view's « Interdiction prévue » agrees with the bans it lists ---------------

TWO_BANS_AHEAD = "Légende :\n1 Gâchette folle\nDeck principal :\n3 Partie truquée\n1 Ekko, Temporel\n"
ONE_BAN_AHEAD = "Légende :\n1 Gâchette folle\nDeck principal :\n3 Partie truquée\n"


@pytest.mark.parametrize(
    ("lang", "deck", "label", "not_label"),
    [
        ("fr", TWO_BANS_AHEAD, "Interdictions prévues", "Interdiction prévue "),
        ("fr", ONE_BAN_AHEAD, "Interdiction prévue", "Interdictions prévues"),
        ("en", TWO_BANS_AHEAD, "Bans ahead", "Ban ahead "),
        ("en", ONE_BAN_AHEAD, "Ban ahead", "Bans ahead"),
    ],
)
def test_deck_view_ban_ahead_label_agrees_with_its_bans(
    cli, tmp_path, lang, deck, label, not_label
):
    (tmp_path / "d.txt").write_text(deck, encoding="utf-8")
    r = cli("--lang", lang, "show", "--as-of", "2026-09-01", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr  # illegal: Jinx has no champion
    rows = [ln for ln in r.stdout.splitlines() if ln.strip().startswith(label.split()[0])]
    assert len(rows) == 1 and rows[0].strip().startswith(label + " "), r.stdout
    assert not_label not in r.stdout.replace(NB, " ")
