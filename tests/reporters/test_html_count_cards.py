"""The HTML report's count cards agree with their counts in both languages (issue 25 C31): « 1
Absent », « 2 Illisibles », « 0 Illisible » (French: 0 and 1 are singular), "1 Player", "0 Decks"."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.reporters import ReportOptions, get_reporter

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "examples" / "events"


class _Cards(HTMLParser):
    """``{id: (count, label)}`` of the ``<div class="card">`` elements."""

    def __init__(self):
        super().__init__()
        self.cards: dict[str, list[str]] = {}
        self._in: str | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "div" and "card" in (a.get("class") or "").split():
            self._in = a["id"]
            self.cards[self._in] = ["", ""]
        elif tag == "b" and self._in:
            self._bold = True

    def handle_endtag(self, tag):
        if tag == "b":
            self._bold = False
        elif tag == "div":
            self._in = None

    def handle_data(self, data):
        if self._in:
            self.cards[self._in][0 if getattr(self, "_bold", False) else 1] += data


def _cards(run, lang: str) -> dict[str, tuple[str, str]]:
    p = _Cards()
    p.feed(get_reporter("html", ReportOptions(lang=lang)).render(run))
    return {k: (int(c) if c.isdigit() else c, label) for k, (c, label) in p.cards.items()}


@pytest.fixture(scope="module")
def events():
    return {e: check_event(read_event(EVENTS / f"{e}.yaml")) for e in ("nexus-night", "magma-2v2")}


#: (English singular, English plural, French singular, French plural) of each card's label
FORMS = {
    "count-total": ("Player", "Players", "Joueur", "Joueurs"),
    "count-legal": ("Legal", "Legal", "Légal", "Légaux"),
    "count-illegal": ("Illegal", "Illegal", "Illégal", "Illégaux"),
    "count-missing": ("Missing", "Missing", "Sans liste", "Sans liste"),
    "count-unreadable": ("Unreadable", "Unreadable", "Illisible", "Illisibles"),
    "count-deck-check-failed": (
        "Legal list, failed deck check",
        "Legal lists, failed deck checks",
        "Liste légale, vérification du deck échouée",
        "Listes légales, vérifications du deck échouées",
    ),
    "count-roster-error": (
        "Legal list, roster error",
        "Legal lists, roster errors",
        "Liste légale, erreur d'inscription",
        "Listes légales, erreurs d'inscription",
    ),
    "count-problems": (
        "Roster problem",
        "Roster problems",
        "Problème d'inscription",
        "Problèmes d'inscription",
    ),
}


def test_each_count_card_agrees_with_its_count_in_both_languages(events):
    seen = set()
    for run in events.values():
        en, fr = _cards(run, "en"), _cards(run, "fr")
        for key, (one, many, un, des) in FORMS.items():
            n, label = en[key]
            assert label == (one if n == 1 else many), (key, n, label)  # English: 0 is plural
            assert fr[key][0] == n
            assert fr[key][1] == (un if n <= 1 else des), (key, n, fr[key])  # French: 0 and 1
            seen.add((key, min(n, 2)))
    # the examples show singular and plural forms both, so the test reads each rule
    assert {("count-missing", 0), ("count-missing", 1), ("count-unreadable", 2)} <= seen
    assert {("count-illegal", 1), ("count-illegal", 2), ("count-deck-check-failed", 0)} <= seen


def test_the_old_plural_whatever_the_count_is_gone(events):
    fr = _cards(events["nexus-night"], "fr")
    assert fr["count-missing"] == (1, "Sans liste")
    assert fr["count-deck-check-failed"] == (1, "Liste légale, vérification du deck échouée")
    en = _cards(events["nexus-night"], "en")
    assert en["count-deck-check-failed"] == (1, "Legal list, failed deck check")
    assert _cards(events["magma-2v2"], "fr")["count-unreadable"] == (0, "Illisible")


def test_a_one_deck_run_says_one_deck():
    from riftcheck import api

    run = api.check_paths([str(ROOT / "examples" / "kennen.deck.yaml")], as_of=None)
    assert _cards(run, "en")["count-total"] == (1, "Deck")
    assert _cards(run, "fr")["count-total"] == (1, "Deck")
    assert _cards(run, "en")["count-legal"][1] == "Legal"


@pytest.mark.parametrize("unnamed", [1, 2])
def test_the_roster_error_card_agrees_with_one_and_two(tmp_path, unnamed):
    # one legal list on an unnamed row is « 1 Liste légale, erreur d'inscription » (the text
    # summary's « 1 liste légale avec une erreur d'inscription »), two are plural
    (tmp_path / "k.deck.yaml").write_text((ROOT / "examples" / "kennen.deck.yaml").read_text())
    rows = "Joueur,Liste\nAlice,k.deck.yaml\n" + ",k.deck.yaml\n" * unnamed
    (tmp_path / "r.csv").write_text(rows)
    run = check_event(read_event(tmp_path / "r.csv"))
    fr, en = _cards(run, "fr"), _cards(run, "en")
    if unnamed == 1:
        assert fr["count-roster-error"] == (1, "Liste légale, erreur d'inscription")
        assert en["count-roster-error"] == (1, "Legal list, roster error")
    else:
        assert fr["count-roster-error"] == (2, "Listes légales, erreurs d'inscription")
        assert en["count-roster-error"] == (2, "Legal lists, roster errors")
