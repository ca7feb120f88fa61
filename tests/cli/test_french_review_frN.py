"""The French judge's review (atkN): quoted English card text labelled, card names given no
gender, coordinated complements each with their preposition, player names given no gender,
elision before names, directory walking in French, grammatical date ranges, RT citations,
agreement with one set."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = ROOT / "examples" / "kennen.deck.txt"
NB, NNB = "\u00a0", "\u202f"


def _plain(text: str) -> str:
    """``text`` on one line, its no-break spaces and wrapping read as plain spaces."""
    return " ".join(text.replace(NB, " ").replace(NNB, " ").split())


# -- 1: quoted English card text is labelled as such ------------------------------------------


def test_explain_copy_limit_labels_spiderlings_english_text(cli):
    r = cli("--lang", "fr", "explain", "copy-limit")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert (
        "(texte imprimé en anglais de la carte Spiderling, que les textes de règles français ne "
        "traduisent pas : « Your deck can have any number of cards named Spiderling. », c.-à-d. "
        "qu'un deck peut en contenir autant d'exemplaires que voulu)"
    ) in out
    assert "(Spiderling : «" not in out


# -- 2: a card name gets no gender from an adjective: « la carte X ... n'est pas légale » ------

FR_ADDITIONAL = """\
Légende :
1 Jinx, Gâchette folle

Champion :
1 Jinx, Demolitionist

Deck principal :
{main}
Runes :
6 Fury Rune
6 Chaos Rune

Champs de bataille :
1 Emperor's Dais
1 Forgotten Monument
1 Seat of Power

Légendes supplémentaires :
1 Kai'Sa, Daughter of the Void
"""


def _fr_deck(tmp_path: Path) -> Path:
    main = "".join(
        f"3 {n}\n"
        for n in (
            "Cleave", "Gust", "Rebuke", "Hidden Blade", "Traveling Merchant", "Shipyard Skulker",
            "Sneaky Deckhand", "Daring Poro", "Soaring Scout", "Trifarian Gloryseeker",
            "Vanguard Captain", "Back to Back", "Vanguard Helm",
        )
    )  # fmt: skip
    deck = tmp_path / "liste.txt"
    deck.write_text(FR_ADDITIONAL.format(main=main), encoding="utf-8")
    return deck


def test_the_neeko_fix_says_la_carte_before_its_adjective(cli, tmp_path):
    r = cli("--lang", "fr", "check", "--as-of", "2026-03-20", str(_fr_deck(tmp_path)))
    assert r.returncode == 1 and r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert (
        "retirez « Légendes supplémentaires : » (la carte Neeko, Blending In, qui les "
        "permettrait, n'est pas légale le 20 mars 2026)"
    ) in out
    assert "(Neeko, Blending In, qui" not in out


def test_no_french_entry_gives_neeko_a_gender_by_an_adjective():
    from riftcheck.i18n import Translator

    fr = Translator("fr")
    said = fr.text(
        "remove {KEY} (Neeko, Blending In, who would allow them, is not legal on {date})"
    )
    assert said.startswith("retirez {KEY} (la carte Neeko, Blending In, qui"), said


# -- 6: directory walking says its reasons in French ------------------------------------------


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_a_link_out_of_the_checked_directory_is_said_in_french(cli, tmp_path):
    inner = tmp_path / "inner"
    inner.mkdir()
    shutil.copy(KENNEN, tmp_path / "outside.deck.txt")
    (inner / "link.deck.txt").symlink_to(tmp_path / "outside.deck.txt")
    r = cli("--lang", "fr", "check", str(inner))
    assert r.returncode == 1 and r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert (
        "erreur unreadable non lu : lien symbolique vers un fichier hors du dossier vérifié "
        "(nommez le fichier lui-même pour le vérifier)"
    ) in out
    assert "not read" not in out
    en = cli("check", str(inner))
    assert en.returncode == 1 and en.stderr == "", en.stderr
    assert "not read: a symbolic link to a file outside the directory being checked" in _plain(
        en.stdout
    )


# -- 10: one set absent from the card database: « sorti », « ses cartes » ----------------------


def test_one_set_missing_from_the_database_is_singular(cli, tmp_path):
    deck = tmp_path / "d.txt"
    deck.write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    r = cli("--lang", "fr", "check", "--as-of", "2027-02-01", str(deck))
    assert r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert (
        "ne contient aucune carte de Legacy (LGC, 29 janvier 2027), sorti à la date du "
        "jugement : ses cartes sont lues comme inconnues"
    ) in out
    two = cli("--lang", "fr", "check", "--as-of", "2027-03-01", str(deck))
    assert two.stderr == "", two.stderr
    assert "sortis à la date du jugement : leurs cartes sont lues comme inconnues" in _plain(
        two.stdout
    )


def test_a_set_in_its_pre_rift_events_is_played_not_out(cli, tmp_path):
    deck = tmp_path / "d.txt"
    deck.write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    r = cli("--lang", "fr", "check", "-r", "sealed", "--as-of", "2027-01-25", str(deck))
    assert r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert (
        "aucune carte de Legacy (LGC, événements Pre-Rift dès le 22 janvier 2027), joué à la "
        "date du jugement : ses cartes sont lues comme inconnues"
    ) in out


# -- 9: citations of the Neeko legend fixes are « RT » in French, the header quoted ------------

NEEKO_UNDER_LEGEND = """\
# Deck en français
Légende :
1 Jinx, Gâchette folle
1 Darius, Hand of Noxus
1 Volibear, Relentless Storm

Champion :
1 Jinx, Demolitionist

Deck principal :
2 Jinx, Demolitionist
3 Partie truquée
3 Cleave
3 Gust
3 Noxus Hopeful
3 Lame dissimulée
3 Falling Star
3 Hextech Ray
3 Daring Poro
3 Soaring Scout
3 Vanguard Captain
3 Rebuke
2 Charm
1 Neeko, Blending In

Champs de bataille :
1 Arbre des rêves
1 Obélisque de pouvoir
1 Emperor's Dais

Runes :
6 Rune de fureur
5 Rune de chaos

Side :
3 Ride the Wind

"""


def test_neeko_legends_under_the_legend_header_cite_rt_in_french(cli, tmp_path):
    deck = tmp_path / "liste.txt"
    deck.write_text(NEEKO_UNDER_LEGEND, encoding="utf-8")
    r = cli("--lang", "fr", "check", str(deck))
    assert r.returncode == 1 and r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert "TR 401" not in out
    assert (
        "les légendes choisies pour Neeko, Blending In vont sous « Légendes supplémentaires : », "
        "pas sous la zone de légende (RT 401.2.a)"
    ) in out
    assert "que la liste de deck consigne à part (RT 401.2.a)" in out
    en = cli("check", str(deck))
    assert en.returncode == 1 and en.stderr == "", en.stderr
    assert "(TR 401.2.a)" in _plain(en.stdout)
