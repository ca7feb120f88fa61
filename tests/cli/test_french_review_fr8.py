"""Issue 25, leftovers of the French review (fr8): « une seule de », « Runes : aucune », explain's
words in French, « retirez N exemplaires de … », French placeholders in every help, card names
kept as written by convert, cards known by their Chinese name only."""

from __future__ import annotations

NB, NNB = "\u00a0", "\u202f"


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


# -- 1: « une seule de INSCRITE et JOUÉE » -------------------------------------------------------


def test_diff_two_standard_inputs_says_une_seule_in_french(cli):
    r = cli("--lang", "fr", "diff", "-", "-", stdin="")
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: une seule de INSCRITE et JOUÉE peut être "
        f"«{NB}-{NB}» (entrée standard)\n"
    )
    en = cli("diff", "-", "-", stdin="")
    assert (en.returncode, en.stdout) == (2, "")
    assert en.stderr == (
        "riftcheck: error: only one of REGISTERED and PLAYED can be '-' (standard input)\n"
    )
