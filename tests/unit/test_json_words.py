"""Python json's fixed messages are said in riftcheck's words, English and French (atkM 6): a
French report said « erreur de syntaxe JSON (json : Expecting value) »."""

from __future__ import annotations

import json

import pytest

from riftcheck.i18n import Translator
from riftcheck.infra.jsonwords import json_words

#: a text json refuses, and the French riftcheck says of it
CASES = [
    ('{"main": [}', "une valeur est attendue ici"),
    ('{"main" "x"}', "un «\u00a0:\u00a0» est attendu ici, après la clé"),
    ('{"a": 1 "b": 2}', "une virgule «\u00a0,\u00a0» est attendue ici, ou le «\u00a0]\u00a0» ou"),
    ("{'a': 1}", "une clé entre guillemets doubles est attendue ici"),
    ('{"name": "x', "une chaîne commence ici et n'est jamais fermée par un «\u00a0\"\u00a0»"),
    ('{"a": "x\ty"}', "un caractère de contrôle (tabulation, saut de ligne) dans une chaîne"),
    (
        '{"a": "\\q"}',
        'un échappement inconnu après une barre oblique inverse\u00a0: JSON connaît \\"',
    ),
    ('{"a": "\\u12"}', "un échappement \\u demande quatre chiffres hexadécimaux"),
    ("{} []", "du texte suit la fin de la valeur JSON"),
]


@pytest.mark.parametrize(("text", "french"), CASES)
def test_each_fixed_message_is_said_in_both_languages(text, french):
    with pytest.raises(json.JSONDecodeError) as caught:
        json.loads(text)
    said = json_words(caught.value.msg)
    assert said is not None, caught.value.msg
    english = Translator("en").message(said)
    assert english == str(said) and english != caught.value.msg
    assert Translator("fr").message(said).startswith(french), Translator("fr").message(said)


def test_the_pure_python_decoders_forms_are_the_same_messages():
    # the pure-Python decoder adds the character: the same message
    assert json_words("Invalid control character '\\t' at") == json_words(
        "Invalid control character at"
    )
    assert json_words("Invalid \\escape: 'q'") == json_words("Invalid \\escape")
    assert json_words("Invalid \\escape") != json_words("Invalid \\uXXXX escape")
    assert "comma" in json_words("Illegal trailing comma before end of object")


def test_an_unknown_message_is_none():
    assert json_words("Something new") is None
    assert json_words("Expecting valueless") is None


def test_the_card_apis_body_that_is_not_json_is_said_in_riftchecks_words(monkeypatch):
    from riftcheck.cards import update
    from riftcheck.infra.errors import SetupError

    def body(url, timeout, max_bytes, out):
        out["body"] = b'{"cards":\n  [}'

    monkeypatch.setattr(update, "_get", body)
    with pytest.raises(SetupError) as caught:
        update.fetch_json("https://example.org/cards", 5)
    said = caught.value.message
    assert str(said).endswith(": a value is expected here (line 2, column 4)"), said
    fr = Translator("fr").message(said)
    assert fr.endswith("\u00a0: une valeur est attendue ici (ligne 2, colonne 4)"), fr
