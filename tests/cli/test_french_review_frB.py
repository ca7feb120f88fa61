"""The French judge's re-review atkG (frB): items 3, 7, 8, 13 and 15 — French labels, headers and
counted advice where English or bare words were left."""

from __future__ import annotations

from pathlib import Path

NB, NNB = "\u00a0", "\u202f"
ROOT = Path(__file__).resolve().parents[2]
KENNEN = ROOT / "examples" / "kennen.deck.txt"
CODE = "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


# -- 3: show names a code and stdin as check/diff do -------------------------------------------


def test_show_names_a_code_and_stdin_in_french(cli):
    r = cli("--lang", "fr", "show", CODE)
    assert r.stderr == ""
    assert r.stdout.splitlines()[0] == "<code de deck>"
    r = cli("--lang", "fr", "show", "-", stdin=KENNEN.read_text(encoding="utf-8"))
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.splitlines()[0] == "<entrée standard>"
    en = cli("show", "-", stdin=KENNEN.read_text(encoding="utf-8"))
    assert en.stdout.splitlines()[0] == "<stdin>"
