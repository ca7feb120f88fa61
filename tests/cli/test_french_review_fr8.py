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


# -- 2: « aucune » agrees with a feminine label of the deck view ---------------------------------


def test_show_says_none_in_agreement_with_each_label(cli, tmp_path):
    deck = tmp_path / "empty.txt"
    deck.write_text("Legend: Nobody Known\n", encoding="utf-8")  # one unknown card, nothing else
    r = cli("--lang", "fr", "show", str(deck), env={"COLUMNS": "100"})
    assert r.stderr == "", r.stderr
    rows = {
        ln.split("  ", 1)[0]: ln.split("  ", 1)[1].strip()
        for ln in (x.strip() for x in _plain(r.stdout).splitlines())
        if "  " in ln
    }
    assert rows["Légende"] == "aucune"
    assert rows["Runes"] == "aucune"
    assert rows["Énergie"] == "aucune"
    assert rows["Essence runique"] == "aucune"
    assert rows["Champion"] == "aucun"
    assert rows["Domaines"] == "aucun"
    en = cli("show", str(deck), env={"COLUMNS": "100"})
    assert en.stderr == "", en.stderr
    for label in ("Legend", "Champion", "Energy", "Power", "Domains", "Runes"):
        (line,) = [x for x in en.stdout.splitlines() if x.strip().startswith(label + " ")]
        assert line.split() == [label, "none"], line
