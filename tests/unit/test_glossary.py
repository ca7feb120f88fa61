"""The French catalogue against the glossary of the French rules texts: no forbidden word, no
English game word, every game term said the rules texts' way, and French typography (no-break
spaces before ``: ; ? !`` and inside « »), in every entry and every plural form."""

from __future__ import annotations

import re

import frenchcheck
import pytest

from riftcheck import i18n_build

HOW = (
    "the French words of the game are in riftcheck/locale/fr/glossary.yaml (from the French rules "
    "texts); French puts a no-break space U+00A0 before « : » and inside « », U+202F (or U+00A0) "
    "before « ; ? ! »; edit riftcheck/locale/fr/LC_MESSAGES/riftcheck.po, then python -m riftcheck.i18n"
)


def _entries() -> list[tuple[str, str]]:
    """(msgid, msgstr) of every form of every entry of the catalogue."""
    catalog = i18n_build.entries(i18n_build.read("fr"))
    out = []
    for msgid, msgstr in catalog.items():
        if not msgid:
            continue
        ids, strs = msgid.split("\0"), msgstr.split("\0")
        out += [(ids[min(i, len(ids) - 1)], s) for i, s in enumerate(strs)]
    return out


def _report(found: list[tuple[str, str, list[str]]]) -> str:
    return (
        f"{len(found)} entries:\n"
        + "\n".join(
            f"  {msgid!r}\n    -> {msgstr!r}\n    {'; '.join(why)}"
            for msgid, msgstr, why in found[:40]
        )
        + "\n"
        + HOW
    )


def test_the_glossary_is_well_formed():
    terms = frenchcheck.glossary()
    assert len(terms) > 30
    for t in terms:
        assert set(t) <= {"en", "fr", "require", "forbid", "english", "note", "source", "not_in"}, t
        assert t["en"] and t["fr"], t
        for pattern in [t.get("require") or "", *(t.get("forbid") or ())]:
            re.compile(pattern)
    # the words the issue names are forbidden
    for word in ("bannie", "bannissement", "force", "étiquette", "extension", "1v1", "2v2"):
        assert frenchcheck.forbidden(f"une {word} ici"), word


def test_no_entry_uses_a_forbidden_word():
    found = [(i, s, w) for i, s in _entries() if (w := frenchcheck.forbidden(s))]
    assert not found, "forbidden words in " + _report(found)


def test_no_entry_leaves_an_english_game_word():
    found = [(i, s, w) for i, s in _entries() if (w := frenchcheck.english(s))]
    assert not found, "English words in " + _report(found)


def test_every_game_term_is_said_as_the_rules_texts_say_it():
    found = [(i, s, w) for i, s in _entries() if (w := frenchcheck.missing_terms(i, s))]
    assert not found, "terms not said the rules texts' way in " + _report(found)


def test_every_entry_has_french_typography():
    found = [(i, s, w) for i, s in _entries() if (w := frenchcheck.typography(s))]
    assert not found, "typography in " + _report(found)


@pytest.mark.parametrize(
    "text, finds",
    [
        ("Partie truquée est bannie en constructed", "bannie"),
        ("l'étiquette de champion", "étiquette"),
        ("3 dans la réserve", "réserve"),
        ("Construit 1v1", "1v1"),
        ("énergie/puissance/force", "force"),
        ("un jeton, pas une carte", "jeton"),
        ("Inferna est de type Unit", "Unit"),
        ("Note : la base", "plain space"),
        ("Note: la base", None),  # a key as a file writes it
        ("vouliez-vous dire X ?", "plain space"),
        ("règle inconnue « copylimit »", "no-break"),
    ],
)
def test_the_checks_can_fail(text, finds):
    said = "; ".join(frenchcheck.problems(text))
    if finds is None:
        assert "plain space" not in said
    else:
        assert finds in said, said


def test_the_checks_pass_good_french():
    good = (
        "la carte Partie truquée est interdite en Construit depuis le 18\u00a0septembre\u00a02026"
        "\u202f; retirez-la du side (sideboard:)"
    )
    assert frenchcheck.problems(good) == []
    assert (
        frenchcheck.problems(
            "règle inconnue «\u00a0copylimit\u00a0» (vouliez-vous dire «\u00a0copy-limit\u00a0»\u202f?)"
        )
        == []
    )
