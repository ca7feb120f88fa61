"""A name and an unknown printing number on one line: the French sentence keeps its negation (issue 25, R4)."""

from __future__ import annotations

import os

from inprocess import run_in_process

# XYZ is no set riftcheck dates (a Legacy id, LGC-012, is the newer-set finding: B2 of the re-test)

DECK = """Legend:
1 Jinx, Loose Cannon
Champion:
1 Jinx, Demolitionist
MainDeck:
2 Jinx, Demolitionist
1 The Harrowing (XYZ-012)
Battlefields:
1 Altar to Unity
Runes:
6 Fury Rune
"""


def _run(tmp_path, *args):
    deck = tmp_path / "h.deck.txt"
    deck.write_text(DECK, encoding="utf-8")
    p = run_in_process(
        [*args, "-q", "--as-of", "2026-12-01", str(deck)], environ={**os.environ, "COLUMNS": "250"}
    )
    return p.returncode, p.stdout, p.stderr


def test_unknown_id_beside_a_name_in_english(tmp_path):
    code, out, err = _run(tmp_path)
    assert code == 1 and err == ""
    assert "line says The Harrowing but XYZ-012 is no known card" in out


def test_unknown_id_beside_a_name_in_french_has_its_negation(tmp_path):
    code, out, err = _run(tmp_path, "--lang", "fr")
    assert code == 1 and err == ""
    assert "la ligne dit The Harrowing mais XYZ-012 ne correspond à aucune carte connue" in out
    assert "est aucune carte" not in out


def test_yaml_keys_in_french_are_not_spaced_like_punctuation():
    """R5: « la clé team : des joueurs » read as a colon; the key is quoted instead."""
    from pathlib import Path

    ev = Path(__file__).resolve().parents[2] / "examples" / "events" / "magma-2v2.yaml"
    args = [
        "--lang",
        "fr",
        "event",
        str(ev),
        "--as-of",
        "2026-10-01",
        "--region",
        "cn",
        "-r",
        "constructed",
    ]
    p = run_in_process(args, environ={**os.environ, "COLUMNS": "250"})
    said = p.stdout + p.stderr
    assert "la clé «\u00a0team\u00a0» des joueurs" in said
    assert "la clé «\u00a0ruleset\u00a0» du fichier" in said
    assert "clé team\u00a0:" not in said and "clé ruleset\u00a0:" not in said


def test_team_dates_error_says_its_dates_in_french(tmp_path):
    """R6: the team-dates error kept ISO dates and a bare « ; » in French."""
    for name, day in (("a", "2026-10-08"), ("b", "2026-10-09")):
        (tmp_path / f"{name}.deck.yaml").write_text(
            f"event_date: {day}\nlegend: Jinx, Loose Cannon\n", encoding="utf-8"
        )
    a, b = "a.deck.yaml", "b.deck.yaml"
    env = {**os.environ, "COLUMNS": "400"}
    p = run_in_process(
        ["--lang", "fr", "-r", "constructed-2v2", "--team", a, b], environ=env, cwd=tmp_path
    )
    assert p.returncode == 2 and p.stdout == ""
    assert (
        f"{a}:1:1\u00a0: 8\u00a0octobre 2026\u202f; {b}:1:1\u00a0: 9\u00a0octobre 2026" in p.stderr
    )
    p = run_in_process(["-r", "constructed-2v2", "--team", a, b], environ=env, cwd=tmp_path)
    assert p.returncode == 2 and f"{a}:1:1: 2026-10-08; {b}:1:1: 2026-10-09" in p.stderr
