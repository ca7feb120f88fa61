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
        "Gravités : par défaut -> erreur, préconstruit (precon) -> info, "
        "à venir (scheduled) -> info"
    )
    en = cli("explain", "banned")
    assert en.returncode == 0 and en.stderr == "", en.stderr
    assert _severities(en.stdout) == (
        "Severities: default -> error, precon -> info, scheduled -> info"
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
