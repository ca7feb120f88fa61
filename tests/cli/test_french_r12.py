"""French wording of counts, scopes and the help's defaults (issue 25 R12): « 1 054 cartes » (a
count groups its thousands by a narrow no-break space, a line number does not), `explain`'s scope
« deck, ou pool partagé d'une équipe », the `--region` help naming each region in French and its
default « monde entier », and the locale said « paramètres régionaux du système »."""

from __future__ import annotations

from riftcheck import i18n
from riftcheck.i18n import plural
from riftcheck.models import Msg

NNBSP = "\u202f"


def _words(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_counts_group_their_thousands_in_french_only():
    fr, en = i18n.Translator("fr", {}), i18n.Translator("en")
    cards = plural(1054, "card")
    assert fr.message(cards) == f"1{NNBSP}054 cartes"
    assert en.message(cards) == "1054 cards"
    assert fr.message(plural(999, "card")) == "999 cartes"
    # a line number is no count: written as it is
    line = Msg("line {line}", line=1054)
    assert fr.message(line) == "ligne 1054"


def test_cards_stats_says_its_counts_grouped_in_french(cli):
    r = cli("--lang", "fr", "cards", "stats")
    assert (r.returncode, r.stderr) == (0, "")
    second = r.stdout.splitlines()[1]
    assert second.startswith(f"1{NNBSP}054 cartes (119 sans nom anglais)"), second
    en = cli("cards", "stats")
    assert en.stdout.splitlines()[1].startswith("1054 cards (119 without an English name)")


def test_explain_says_the_scope_in_words(cli):
    fr = cli("--lang", "fr", "explain", "pool")
    assert fr.returncode == 0 and fr.stderr == ""
    assert (
        "Portée\u00a0: deck, ou pool partagé d'une équipe\u202f; requiert\u00a0: un pool (--pool "
        "ou celui que nomme le deck)"
    ) in " ".join(fr.stdout.split(" \n"))
    en = cli("explain", "pool")
    assert "Scope: deck, or a team's shared pool; needs: pool" in en.stdout
    team = cli("--lang", "fr", "explain", "team-legend")
    assert "Portée\u00a0: équipe\u202f;" in team.stdout and "deck+team" not in fr.stdout


def test_the_help_names_regions_and_defaults_in_french(cli):
    r = cli("--lang", "fr", "check", "--help")
    assert (r.returncode, r.stderr) == (0, "")
    said = _words(r.stdout)
    assert (
        "(cn : Chine continentale, kr : Corée, tw, hk ou mo : Taïwan, Hong Kong et Macao) "
        "[défaut : monde entier]"
    ) in said
    assert "sinon les paramètres régionaux du système]" in said
    assert "mondiales]" not in said and "la locale]" not in said
    top = _words(cli("--lang", "fr", "--help").stdout)
    assert "la locale]" not in top


def test_every_help_default_is_written_one_way():
    """« [défaut : …] » in every command's help, never « [par défaut : …] » beside it."""
    from riftcheck import i18n_build

    entries = i18n_build.entries(i18n_build.read("fr")).values()
    texts = [t for e in entries for t in (e if isinstance(e, (list, tuple)) else (e,)) if t]
    assert not [t for t in texts if "[par défaut" in t]
    assert sum("[défaut\u00a0:" in t for t in texts) > 20
