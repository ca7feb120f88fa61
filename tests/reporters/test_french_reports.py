"""The event report and the HTML report in French: every word they say comes from the catalogue.

The reports are rendered in-process with a translator that records what it is asked to say:
each fixed word (``Translator.text``) and the template of each message (``Msg``, its nested
messages included) must have a French translation in
``riftcheck/locale/fr/LC_MESSAGES/riftcheck.po``. Plain strings handed to the translator are
values (names, dates, rule ids) and the rules' one-line summaries, and are not checked here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from riftcheck import i18n, i18n_build
from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.models import Msg
from riftcheck.reporters import ReportOptions, get_reporter

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "examples" / "events"
HOW = (
    "add an entry to riftcheck/locale/fr/LC_MESSAGES/riftcheck.po under "
    "'# -- events and the HTML reports (16e)', then run `python -m riftcheck.i18n`:\n"
)


class _Recording(i18n.Translator):
    """A translator that remembers every fixed word and message template it was asked for."""

    def __init__(self, lang, names, asked: set[str]):
        super().__init__(lang, names)
        self.asked = asked

    def text(self, msgid: str, context: str | None = None) -> str:
        if msgid:
            self.asked.add(f"{context}\x04{msgid}" if context else msgid)
        return super().text(msgid, context)

    def message(self, message: str) -> str:
        self._walk(message)
        return super().message(message)

    def _walk(self, value) -> None:
        if isinstance(value, Msg):
            # a plural's catalogue entry is keyed by both its English forms (as riftcheck.i18n_build.entries gives it)
            plural = isinstance(value, i18n.Plural)
            self.asked.add("\0".join(value.forms) if plural else value.template)
            for v in value.params.values():
                self._walk(v)


@pytest.fixture
def asked(monkeypatch) -> set[str]:
    """What the French reports rendered during the test asked the translator for."""
    out: set[str] = set()
    real = i18n.translator

    def recording(lang, card_data=None):
        t = real(lang, card_data)
        return _Recording(t.lang, t.names, out)

    monkeypatch.setattr(i18n, "translator", recording)
    return out


@pytest.fixture(scope="module")
def runs():
    """The example events: a 1v1 night with every roster problem, a 2v2 with teams; and a plain check."""
    from riftcheck import api

    return {
        "nexus": check_event(read_event(EVENTS / "nexus-night.yaml")),
        "nexus-sideboarding": check_event(
            read_event(EVENTS / "nexus-night.yaml"), sideboarding=True, select=("copy-limit",)
        ),
        "magma": check_event(read_event(EVENTS / "magma-2v2.yaml")),
        "check": api.check_paths(
            [str(ROOT / "examples")], keep_decks=True, ignore=("banned",), as_of=None
        ),
    }


def _french(run, fmt: str) -> str:
    return get_reporter(fmt, ReportOptions(lang="fr")).render(run)


def test_every_word_of_the_french_event_and_html_reports_has_a_translation(asked, runs):
    for run in runs.values():
        _french(run, "html")
        if run.event is not None:
            _french(run, "text")
    assert len(asked) > 100  # the recorder saw the reports' words
    catalog = i18n_build.entries(i18n_build.read("fr"))
    missing = sorted(m for m in asked if not catalog.get(m))
    assert not missing, HOW + "\n".join(f"msgid {m!r}" for m in missing)


def test_french_html_report_of_an_event(runs):
    doc = _french(runs["nexus"], "html")
    assert doc.startswith('<!DOCTYPE html>\n<html lang="fr">')
    for said in (
        "<h2>Joueurs</h2>",
        "<b>13</b>Joueurs",
        "<b>8</b>Problèmes d'inscription",  # the text summary's count (atk25d 14)
        '<span class="badge b-legal">légal</span>',  # shown as LÉGAL: .badge is upper-cased
        '<span class="badge b-illegal">illégal</span>',
        '<span class="badge b-missing">sans liste</span>',
        "jugé à la date du 20\u00a0septembre 2026 (la date de l&#x27;événement)",
        # row 9 of the roster starts at line 46 (a pasted list above it): « ligne » is the file's
        "l&#x27;identifiant de joueur p01 apparaît dans 2 inscriptions (lignes 2 et 46, "
        "rangées 2 et 9 du tableau)",
        "correction\u00a0: gardez une inscription et retirez les autres",
        "La liste telle que lue",
        "Champs de bataille",
        "3 Stacked Deck",  # as the player wrote it, not the database's French name (atkG 4)
        "6 Fury Rune",
        "Juge\u00a0: ____",
        '<option value="missing">sans liste</option>',  # the filter's values stay the script's
        'lignes affichées\u00a0: <span id="shown">13</span>',
    ):
        assert said in doc, said
    for other in ("3 Partie truquée", "6 Rune de fureur"):  # names the player never wrote
        assert other not in doc, other
    for english in (">Players<", "registered no list", "The list as read", "Judge:"):
        assert english not in doc, english


def test_french_html_report_of_teams_and_of_a_deck_check(runs):
    doc = _french(runs["magma"], "html")
    assert "<h2>Équipes</h2>" in doc and "Équipe Twin Storms" in doc
    # one legal team of four: the card agrees with the legal teams it counts (frU 3)
    assert "Constats de l'équipe" in doc and "<b>1/4</b>Équipe légale<" in doc
    doc = _french(runs["nexus-sideboarding"], "html")
    assert "Vérification partielle\u00a0: seule la règle copy-limit a été vérifiée" in doc
    assert "les vérifications des decks permettent le sideboarding de RT\u00a0403.4" in doc
    assert "Vérification du deck\u00a0: joué par rapport à inscrit" in doc
    doc = _french(runs["check"], "html")
    assert "<title>rapport riftcheck</title>" in doc and "<h2>Decks</h2>" in doc


def test_english_html_report_says_nothing_in_french(runs):
    doc = get_reporter("html").render(runs["nexus"])
    assert doc.startswith('<!DOCTYPE html>\n<html lang="en">')
    assert "<h2>Players</h2>" in doc and '<span class="badge b-legal">legal</span>' in doc
    assert "Joueurs" not in doc and "correction" not in doc
