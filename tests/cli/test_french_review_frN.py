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


# -- 3: each item of a list after « de » takes its own preposition (« du …, du … et du … ») ----

POOL = """\
MainDeck:
2 Pouty Poro
3 Noxus Hopeful
2 Cleave
2 Gust
1 Kai'Sa, Survivor
2 Hextech Ray
2 Falling Star
2 Stupefy
3 Watchful Sentry
2 Lecturing Yordle
2 Retreat
2 Time Warp
2 Smoke Screen
2 Thermo Beam
1 Mega-Mech
1 Darius, Trifarian
1 Rebuke
1 Charm
Battlefields:
1 Startipped Peak
"""

SEALED = """\
Legend:
1 Kai'Sa, Daughter of the Void
Champion:
1 Kai'Sa, Survivor
MainDeck:
3 Pouty Poro
3 Noxus Hopeful
2 Cleave
2 Hextech Ray
2 Falling Star
2 Stupefy
3 Watchful Sentry
2 Lecturing Yordle
2 Retreat
2 Time Warp
1 Charm
1 Rebuke
1 Gust
1 Kai'Sa, Rebel
Battlefields:
1 Startipped Peak
1 Blank Battlefield
Runes:
6 Fury Rune
6 Mind Rune
Sideboard:
2 Thermo Beam
"""


def test_shared_pool_fix_repeats_du_before_each_zone(cli, tmp_path):
    (tmp_path / "pool.txt").write_text(POOL, encoding="utf-8")
    (tmp_path / "a.txt").write_text(SEALED, encoding="utf-8")
    (tmp_path / "b.txt").write_text(SEALED, encoding="utf-8")
    args = ("check", "-r", "sealed-2v2", "--team", "--pool", "pool.txt", "a.txt", "b.txt")
    r = cli("--lang", "fr", *args, cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert (
        "retirez en tout 4 exemplaires de Pouty Poro du deck principal dans a.txt (3) ou du deck "
        "principal dans b.txt (3)"
    ) in out
    assert "ou le deck principal" not in out and "ou la zone" not in out
    en = cli(*args, cwd=tmp_path)
    assert en.returncode == 1 and en.stderr == "", en.stderr
    assert "from MainDeck: in a.txt (3) or MainDeck: in b.txt (3)" in _plain(en.stdout)


def test_a_list_after_de_gets_de_before_every_item():
    from riftcheck.i18n import Translator
    from riftcheck.models import Msg, listed

    fr = Translator("fr")
    places = [
        Msg("{zone} in {file} ({n})", zone=Msg("the main deck"), file="a.txt", n=3),
        Msg("{zone} in {file} ({n})", zone=Msg("the sideboard"), file="b.txt", n=2),
        Msg("{zone} in {file} ({n})", zone=Msg("the main deck"), file="b.txt", n=1),
    ]
    said = fr.message(Msg("{zone} in {file} ({n})", zone=listed(places), file="x", n=0))
    assert said.startswith(
        "le deck principal dans a.txt (3), le side dans b.txt (2) et le deck principal dans b.txt"
    ), said  # after no preposition, the items are as they are
    sets = listed(["Legacy (LGC, 2027-01-29)", "Unleashed (UNL, 2027-03-01)"])
    note = "the card database ({date}) holds no card of {sets}, out by the judging date: "
    tail = "cards read as unknown; run `riftcheck cards update` for newer card data"
    from riftcheck.models import Plural

    said = fr.message(Plural(2, note + "its " + tail, note + "their " + tail, date="x", sets=sets))
    assert "aucune carte de Legacy (LGC, 2027-01-29) et d'Unleashed (UNL, 2027-03-01)" in _plain(
        said
    ), said


# -- 4, 5, 8: player names: no gender, elision before each (H, Y, other scripts), not before ids --

ROSTER = """\
player,id,list
Ines,i1,{k}
Ines,,{k2}
\u0406nes,i3,{k3}
"""


def _lists(tmp_path: Path, n: int) -> list[str]:
    """``n`` different legal lists (one copy of a card moved to the sideboard in each)."""
    text = KENNEN.read_text(encoding="utf-8")
    out = []
    for i in range(n):
        f = tmp_path / f"l{i}.txt"
        f.write_text(text + ("\n" * (i + 1)) + f"# list {i}\n", encoding="utf-8")
        out.append(f.name)
    return out


def test_lookalike_players_have_no_gender_and_each_name_its_elision(cli, tmp_path):
    roster = tmp_path / "roster.csv"
    k, k2, k3 = _lists(tmp_path, 3)
    roster.write_text(
        ROSTER.replace("\\u0406", "\u0406").format(k=k, k2=k2, k3=k3), encoding="utf-8"
    )
    r = cli("--lang", "fr", "event", str(roster), "--as-of", "2026-12-01")
    assert r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert "Ines figure aussi sans identifiant de joueur (Ines (ligne 3))" in out
    assert "Ines figure aussi avec un identifiant de joueur (Ines (ligne 2))" in out
    assert "inscrit sans" not in out and "inscrit avec" not in out
    assert "ressemble au nom d'\u0406nes (ligne 4)" in out
    assert "ressemble au nom d'Ines (ligne 2) et d'Ines (ligne 3)" in out


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Hélène", "la liste d'Hélène (ligne 3)"),
        ("Yves", "la liste d'Yves (ligne 3)"),
        ("Yann", "la liste de Yann (ligne 3)"),
        ("Émile", "la liste d'Émile (ligne 3)"),
    ],
)
def test_identical_lists_elide_before_a_mute_h_and_a_vowel_y(cli, tmp_path, name, said):
    shutil.copy(KENNEN, tmp_path / "k.txt")
    roster = tmp_path / "r.csv"
    roster.write_text(f"player,list\nZoé,k.txt\n{name},k.txt\n", encoding="utf-8")
    r = cli("--lang", "fr", "event", str(roster), "--as-of", "2026-12-01")
    assert r.stderr == "", r.stderr
    assert f"zone que {said} : pas illégal" in _plain(r.stdout)


def test_no_elision_before_a_player_known_by_an_id(cli, tmp_path):
    shutil.copy(KENNEN, tmp_path / "k.txt")
    roster = tmp_path / "r.csv"
    roster.write_text("player,id,list\nUrsule,u1,k.txt\n,u2,k.txt\n", encoding="utf-8")
    r = cli("--lang", "fr", "event", str(roster), "--as-of", "2026-12-01")
    assert r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert "la liste du joueur u2 (ligne 3)" in out and "d'u2" not in out  # frS 8: « du joueur »


# -- 7: the header's rules documents for a day or a range of days of the decks' events ---------


def test_the_header_says_the_judging_days_of_each_edition_grammatically(cli, tmp_path):
    text = (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8")
    for day in ("2026-09-01", "2026-09-20", "2026-10-12"):
        (tmp_path / f"k-{day}.deck.yaml").write_text(f"event_date: {day}\n{text}", "utf-8")
    r = cli("--lang", "fr", "check", "--select", "copy-limit", str(tmp_path))
    assert r.returncode == 0 and r.stderr == "", r.stderr
    head = _plain(r.stdout.split("\n\n")[0])
    assert (
        "Règles de tournoi du 16 juillet 2026 pour les decks jugés du 1er septembre 2026 au "
        "20 septembre 2026 ; Règles de base du 9 octobre 2026, Règles de tournoi du 9 octobre "
        "2026 pour les decks jugés le 12 octobre 2026)"
    ) in head
    assert "pour du" not in head
    en = cli("check", "--select", "copy-limit", str(tmp_path))
    assert en.returncode == 0 and en.stderr == "", en.stderr
    assert "Tournament Rules 2026-07-16 for 2026-09-01 to 2026-09-20; Core Rules" in _plain(
        en.stdout
    )


# -- minor items ----------------------------------------------------------------------------


def test_m1_an_ambiguous_name_is_le_nom(cli):
    r = cli("--lang", "fr", "cards", "show", "Kai'Sa")
    assert r.returncode != 0 and r.stdout == ""
    assert "erreur : le nom « Kai'Sa » est ambigu : ce peut être" in _plain(r.stderr)


def test_m2_notes_of_a_french_run_end_with_no_english_code(cli):
    r = cli("--lang", "fr", "check", "-v", str(KENNEN))
    assert r.returncode == 0 and r.stderr == "", r.stderr
    out = _plain(r.stdout)
    assert "note : identité utilisée : Chaos, Ordre" in out and "[identity]" not in out
    en = cli("check", "-v", str(KENNEN))
    assert en.returncode == 0 and "[identity]" in en.stdout
