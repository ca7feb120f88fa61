"""The French judge's review (atkQ): a leading ``--lang`` kept when ``check`` is implied and
the first option takes a value starting with "-" (``--pool -``)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "card_data" / "cards.json"
NB, NNB = "\u00a0", "\u202f"
ENGLISH = {"LANG": "C", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""}


def _plain(text: str) -> str:
    """``text`` on one line, its no-break spaces and wrapping read as plain spaces."""
    return " ".join(text.replace(NB, " ").replace(NNB, " ").split())


# -- F8: `riftcheck --lang fr -r sealed --pool - deck` is French -------------------------------

SEALED_DECK = """\
Legend:
1 Kennen, Heart of the Tempest
Champion:
1 Kennen, Storm of Shuriken
Main:
3 Gust
"""


@pytest.mark.parametrize(
    "lead",
    [
        ["--lang", "fr"],
        ["--lang=fr"],
        ["--lang", "fr", "--cards", str(CARDS)],
        ["--cards", str(CARDS), "--lang=fr"],
    ],
)
def test_leading_lang_is_checks_with_pool_on_stdin(cli, tmp_path, lead):
    (tmp_path / "d.txt").write_text(SEALED_DECK, encoding="utf-8")
    r = cli(
        *lead,
        "-r",
        "sealed",
        "--pool",
        "-",
        "d.txt",
        "--as-of",
        "2026-10-10",
        stdin="2 Gust\n",
        cwd=tmp_path,
        env=ENGLISH,
    )
    out = _plain(r.stdout)
    assert r.returncode == 1, r.stderr
    assert "d.txt : ILLÉGAL (5 erreurs)" in out
    assert "3 Gust dans le deck, 2 dans le pool" in out
    assert "1 deck : 0 légal, 1 illégal" in out
    assert "ILLEGAL" not in out and " error " not in out
    assert "riftcheck: " not in r.stderr  # any notice is French too (« riftcheck : »)


@pytest.mark.parametrize("lead", [["--lang", "fr"], ["--lang=fr"]])
def test_leading_lang_says_the_usage_error_of_check_in_french(cli, tmp_path, lead):
    r = cli(*lead, "-r", "sealed", "--pool", "-", "-", stdin="", cwd=tmp_path, env=ENGLISH)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        f"riftcheck{NB}: erreur{NB}: --pool - et le deck - ne peuvent pas être lus tous les deux "
        "sur l'entrée standard (donnez le pool ou le deck dans un fichier)\n"
    )


def test_leading_lang_before_another_command_with_global_cards(cli, tmp_path):
    # --lang then --cards before `show`: not moved by lang_after_command, read from the line
    (tmp_path / "d.txt").write_text(SEALED_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "--cards", str(CARDS), "show", "d.txt", cwd=tmp_path, env=ENGLISH)
    assert (r.returncode, r.stderr) == (1, "")  # show exits 1 for an illegal deck
    assert "Champion élu" in r.stdout and "Chosen Champion" not in r.stdout


# -- F1: candidates, conflict fixes and card labels name the card in the report's language ------

NAMES_DECK = """\
Legend:
1 Jinx, Loose Cannon
Champion:
1 Jinx, Rebel
Main:
3 Jinx
2 OGN-183 (OGN-169)
1 Called Shot
1 Gust (OGN-183)
"""


def test_candidates_and_conflict_fixes_use_french_names(cli, tmp_path):
    (tmp_path / "d.txt").write_text(NAMES_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "--as-of", "2026-02-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert (r.returncode, r.stderr) == (1, ""), r.stderr
    # an English line (`3 Jinx`): its candidates named as the rest of the report names them
    assert (
        "Carte ambiguë « Jinx » ; ce peut être Jinx, Demolitionist (OGN-030), Jinx, Rebelle "
        "(OGN-202) ou Jinx, Gâchette folle (OGN-251)"
    ) in out
    # a name and an id of two cards: the message and its fix name OGN-183 alike
    assert "la ligne dit Gust mais OGN-183 est Partie truquée" in out
    assert (
        "correction : écrivez la seule carte voulue : Partie truquée (OGN-183) ou Gust (OGN-169)"
        in out
    )
    # two ids of two cards
    assert "la ligne dit OGN-169 (Gust) mais aussi OGN-183 (Partie truquée)" in out
    # a card's label with its printing id in set-legality
    assert "La carte Aperçu du futur (SFD-122) vient du set Spiritforged" in out
    for english in ("Jinx, Rebel ", "Jinx, Loose Cannon", "Stacked Deck", "Called Shot"):
        assert english not in out, english


def test_english_report_keeps_english_candidates(cli, tmp_path):
    (tmp_path / "d.txt").write_text(NAMES_DECK, encoding="utf-8")
    r = cli("--lang", "en", "--as-of", "2026-02-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert (r.returncode, r.stderr) == (1, "")
    assert "Jinx, Rebel (OGN-202) or Jinx, Loose Cannon (OGN-251)" in out
    assert "write the one card you mean: Stacked Deck (OGN-183) or Gust (OGN-169)" in out
    assert "Called Shot (SFD-122) is from Spiritforged" in out


def test_a_french_line_keeps_its_candidates_as_written_in_an_english_report(cli, tmp_path):
    # the line's own language wins where it is told apart (atkG 5): a French typo, French names
    (tmp_path / "d.txt").write_text(
        "Legend:\n1 Jinx, Loose Cannon\nMain:\n3 Partie truqee\n", encoding="utf-8"
    )
    r = cli("--lang", "en", "d.txt", cwd=tmp_path)
    assert "replace 'Partie truqee' with 'Partie truquée'" in _plain(r.stdout)


def test_sealed_card_label_in_french(cli, tmp_path):
    (tmp_path / "d.txt").write_text(NAMES_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "-r", "sealed", "--as-of", "2026-01-01", "d.txt", cwd=tmp_path)
    out = _plain(r.stdout)
    assert "limited-set-dates La carte Aperçu du futur (SFD-122) vient du set Spiritforged" in out


def test_ruleset_ban_read_as_alias_said_in_french(cli, tmp_path):
    (tmp_path / "b.yaml").write_text(
        "name: b\ndescription: test\nformat: constructed\nextends: constructed\ntables:\n"
        "  aliases:\n    Jinks: Jinx\n  bans:\n    - card: Jinks\n      effective: 2026-01-01\n"
        "      formats: [constructed]\n",
        encoding="utf-8",
    )
    (tmp_path / "d.txt").write_text(NAMES_DECK, encoding="utf-8")
    r = cli("--lang", "fr", "-r", "b.yaml", "d.txt", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    err = _plain(r.stderr)
    assert "l'interdiction de « Jinks » (lu comme « Jinx ») nomme 3 cartes" in err
    assert "read as" not in err
