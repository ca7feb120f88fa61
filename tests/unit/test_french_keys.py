"""A YAML key named in a French sentence is quoted as a word: « la clé « region » », « les clés
« card » et « count » » (issue 25 R5, R4 sweep); never « clé region: », « aucune clé pool: »
nor « donnez player: ou name: ». YAML written as an example (``team: [a.yaml, b.yaml]``, an
option's ``max: 3``) and a zone named as a place (``{key}:``) stay as they are."""

from __future__ import annotations

import re

from riftcheck import i18n_build
from riftcheck.config import KEYS
from riftcheck.decks.yamldeck import DECK_KEYS
from riftcheck.events.read import EVENT_KEYS, PLAYER_KEYS

NAMES = sorted({*DECK_KEYS, *EVENT_KEYS, *PLAYER_KEYS, *KEYS, "card", "count", "id"}, key=len)
_KEY = "(?:" + "|".join(re.escape(k) for k in reversed(NAMES)) + ")"
#: « clé region », « clés legend: » (the word clé, then a key not in « »)
_BARE_AFTER_CLE = re.compile(r"\bclés? (?:comme |de joueur |inconnue )?" + _KEY + r"\b")
#: « donnez player: ou name: », « sous players: », « region: est vide »: a key written as YAML in
#: the middle of a French sentence (not an example's ``key: value``, which has a value after it)
_YAML_KEY_IN_TEXT = re.compile(
    r"(?:^|(?<=[ (]))" + _KEY + r":(?=[,)]| (?:ou|et|de|est|pour|en|sont|pas)\b|$)"
)

#: « dans le deck principal (main:) »: a zone as the file writes it, beside its French name
_ZONE_AS_WRITTEN = re.compile(r"\(" + _KEY + r":\)")


def _french_entries():
    for msgid, msgstr in i18n_build.entries(i18n_build.read("fr")).items():
        for text in msgstr if isinstance(msgstr, (list, tuple)) else (msgstr,):
            if text and not text.startswith("Options"):
                yield msgid, text


def test_no_french_entry_names_a_yaml_key_bare():
    bad = [
        (msgid, text)
        for msgid, text in _french_entries()
        if _BARE_AFTER_CLE.search(text) or _YAML_KEY_IN_TEXT.search(_ZONE_AS_WRITTEN.sub("", text))
    ]
    assert not bad, "\n".join(f"{m!r}\n  -> {t!r}" for m, t in bad)


def test_the_checks_find_what_they_look_for():
    for wrong in (
        "ou aucune clé region: pour les dates",
        "la clé as_of de la configuration",
        "une table avec les clés legend:, champion: et main:",
        "donnez player: ou name:, pas les deux",
        "region: est vide",
    ):
        assert _BARE_AFTER_CLE.search(wrong) or _YAML_KEY_IN_TEXT.search(wrong), wrong
    for right in (
        "la clé «\u00a0region\u00a0» est vide",
        "attendu team: [deck-a.yaml, deck-b.yaml]",
        "{key}: l'entrée ne nomme aucune carte",
    ):
        assert not (_BARE_AFTER_CLE.search(right) or _YAML_KEY_IN_TEXT.search(right)), right


def test_an_unknown_entry_key_names_the_expected_keys_quoted(cli, tmp_path):
    deck = tmp_path / "d.deck.yaml"
    deck.write_text("legend: Kennen, Heart of Thunder\nmain:\n  - {card: Cleave, number: 3}\n")
    r = cli("--lang", "fr", "check", str(deck))
    out = " ".join(r.stdout.replace("\u00a0", " ").split())
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert (
        "clé d'entrée inconnue « number » : les clés « card » (ou « name », « id ») et « count » sont attendues"
        in out
    ), out
