"""Issue 25, the French judge's review (fr6): explain's severity cases said in French with their
key, citations never split from their number, a negative list of runes joined by « ni », usage
errors naming French metavariables."""

from __future__ import annotations

import re

from riftcheck.cli.rules import _KINDS
from riftcheck.rules import all_rules

NB, NNB = "\u00a0", "\u202f"


def _plain(text: str) -> str:
    return text.replace(NB, " ").replace(NNB, " ")


def _severities(stdout: str) -> str:
    """The « Gravités » / « Severities » paragraph of explain, on one line."""
    lines = stdout.splitlines()
    (i,) = [n for n, ln in enumerate(lines) if ln.startswith(("Gravités", "Severities"))]
    para = [lines[i]]
    for ln in lines[i + 1 :]:
        if not ln.startswith("  "):
            break
        para.append(ln.strip())
    return _plain(" ".join(para))


# -- 1: explain says a severity case in French, its key (the config's value) in parentheses ----


def test_explain_banned_says_its_severity_cases_in_french_with_their_keys(cli):
    r = cli("--lang", "fr", "explain", "banned")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert _severities(r.stdout) == (
        "Gravités : par défaut → erreur, préconstruit (precon) → info, "
        "à venir (scheduled) → info, légende supplémentaire (additional-legend) → avertissement"
    )
    en = cli("explain", "banned")
    assert en.returncode == 0 and en.stderr == "", en.stderr
    assert _severities(en.stdout) == (
        "Severities: default -> error, precon -> info, scheduled -> info, additional-legend -> warning"
    )


def test_every_shipped_severity_case_has_a_french_word():
    from riftcheck.i18n import Translator

    fr = Translator("fr")
    for rule in all_rules().values():
        for key in rule.severities:
            if key == "default":
                continue
            assert key in _KINDS, (rule.id, key)
            word = fr.text(_KINDS[key], "severity")
            assert word != key and not re.search(r"[a-z]-[a-z]", word), (rule.id, key, word)


# -- 2: a citation is never split from its number when a line is wrapped -----------------------


def test_wrap_never_ends_a_line_with_a_document_name():
    from riftcheck.reporters._util import wrap

    text = (
        "un produit garde ses cartes (RT\u00a0601.2.d.2) et l'identité (RB\u00a0103.2.b.3) ; "
        "English keeps CR 103.2.b and  TR\n601.2.d.2 whole too"
    )
    for width in range(20, 101):
        lines = wrap(text, width)
        assert not [ln for ln in lines if re.search(r"\b(RB|RT|CR|TR)$", ln)], (width, lines)
        flat = " ".join(lines)
        assert "CR 103.2.b" in flat and "TR 601.2.d.2" in flat, (width, lines)
        assert "RT\u00a0601.2.d.2" in flat and "RB\u00a0103.2.b.3" in flat, (width, lines)


def test_explain_never_splits_a_citation_at_any_width():
    from riftcheck.cli.rules import explain_text, fit
    from riftcheck.i18n import Translator

    fr, en = Translator("fr"), Translator("en")
    for rule in ("banned", "domain-identity"):
        said_fr, said_en = explain_text(rule, fr), explain_text(rule, en)
        assert re.search(r"\bR[BT]\u00a0\d", said_fr) and not re.search(r"\bR[BT] \d", said_fr)
        for width in range(20, 101):
            for text, words in ((said_fr, r"RB|RT"), (said_en, r"CR|TR")):
                lines = fit(text, width).splitlines()
                bad = [ln for ln in lines if re.search(rf"\b({words})$", ln)]
                assert not bad, (rule, width, bad)


def test_french_explain_at_a_narrow_terminal_keeps_rt_with_its_number(cli):
    r = cli("--lang", "fr", "explain", "banned", env={"COLUMNS": "40"})
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert "(RT\u00a0601.2.d.2" in r.stdout
    assert not [ln for ln in r.stdout.splitlines() if re.search(r"\bR[BT]$", ln)], r.stdout


# -- 3: the runes a deck lacks are a negative list: « aucune rune de X ni de Y » ---------------


def _deck_without(tmp_path, runes: str):
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    text = (root / "tests/fixtures/cli/decks/illegal.deck.yaml").read_text(encoding="utf-8")
    text = text.replace("  - 6 Order Rune (OGN-214)\n  - 5 Chaos Rune (OGN-166)\n", runes)
    deck = tmp_path / "d.deck.yaml"
    deck.write_text(text, encoding="utf-8")
    return deck


def test_show_says_the_runes_a_deck_lacks_with_ni_in_french(cli, tmp_path):
    deck = _deck_without(tmp_path, "")
    args = ("show", str(deck), "--as-of", "2026-10-01")
    r = cli("--lang", "fr", *args, env={"COLUMNS": "200"})
    assert r.returncode == 1 and r.stderr == "", r.stderr  # an illegal deck
    out = _plain(r.stdout)
    assert "aucune rune de Fureur, de Chaos ni d'Ordre, dont le deck principal a besoin" in out
    assert "(le deck principal a besoin de Fureur, de Chaos et d'Ordre)" in out, out
    en = cli(*args, env={"COLUMNS": "200"})
    assert en.returncode == 1 and en.stderr == "", en.stderr
    assert "no rune of Fury, Chaos, Order, which the main deck needs" in en.stdout, en.stdout


def test_two_runes_lacking_are_joined_by_ni(cli, tmp_path):
    deck = _deck_without(tmp_path, "  - 6 Order Rune (OGN-214)\n")
    r = cli("--lang", "fr", "show", str(deck), "--as-of", "2026-10-01", env={"COLUMNS": "200"})
    assert r.returncode == 1 and r.stderr == "", r.stderr  # an illegal deck
    out = _plain(r.stdout)
    assert "aucune rune de Fureur ni de Chaos, dont le deck principal a besoin" in out, out
    assert " et de Chaos, dont" not in out, out


# -- 4: a French run names the arguments with French metavariables, usage line and error alike -


def test_diff_usage_and_its_error_name_the_same_french_metavariables(cli):
    r = cli("--lang", "fr", "diff", "x")
    assert r.returncode == 2 and r.stdout == "", r.stdout
    assert _plain(r.stderr) == (
        "Utilisation : riftcheck diff [OPTIONS] LISTE-INSCRITE DECK-JOUÉ\n"
        "Essayez « riftcheck diff -h » pour l'aide.\n\n"
        "Erreur : argument manquant : « DECK-JOUÉ ».\n"
    )
    en = cli("diff", "x")
    assert en.returncode == 2 and en.stdout == ""
    assert en.stderr.endswith(
        "REGISTERED PLAYED\nTry 'riftcheck diff -h' for help.\n\n"
        "Error: Missing argument 'PLAYED'.\n"
    ), en.stderr


def test_every_missing_argument_is_named_as_its_usage_line_names_it(cli):
    for command, metavar in (
        ("event", "ÉVÉNEMENT"),
        ("schema", "NOM"),
        ("completion", "SHELL"),
        ("explain", "RÈGLE"),
        ("convert", "SOURCE"),
    ):
        r = cli("--lang", "fr", command)
        assert r.returncode == 2 and r.stdout == "", (command, r.stdout)
        err = _plain(r.stderr)
        assert err.startswith(f"Utilisation : riftcheck {command} [OPTIONS] {metavar}\n"), err
        assert f"Erreur : argument manquant : « {metavar} »." in err, err


def test_check_says_chemin_in_its_usage_as_in_its_own_error(cli):
    usage = cli("--lang", "fr", "check", "-h")
    assert usage.returncode == 0 and usage.stderr == "", usage.stderr
    assert _plain(usage.stdout).startswith("Utilisation : riftcheck check [OPTIONS] [CHEMIN]...\n")
    assert "[PATH]" not in usage.stdout
    r = cli("--lang", "fr", "check", stdin="")
    assert r.returncode == 2 and r.stdout == "", r.stdout
    assert "CHEMIN manquant" in _plain(r.stderr), r.stderr
    en = cli("check", "-h")
    assert en.stdout.startswith("Usage: riftcheck check [OPTIONS] [PATH]...\n"), en.stdout
