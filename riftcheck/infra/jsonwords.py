"""Python json's fixed error messages said in riftcheck's words, in the reader's language.

``json.JSONDecodeError.msg`` is one of a few fixed English phrases (``Expecting value``,
``Expecting ':' delimiter``...): a reader is told what they mean instead, at the error's line
and column (the caller's location); any other message is json's own, quoted as such, as
PyYAML's phrases are (:func:`riftcheck.i18n.pyyaml_words`) and jsonschema's
(:mod:`riftcheck.infra.schemawords`). No import of :mod:`riftcheck.i18n`: the card database
reads this module, and the translator reads the card database.
"""

from __future__ import annotations

from riftcheck.models import Msg

#: Python json's fixed messages (the C scanner's, and the pure-Python decoder's, which add the
#: character after some), keyed by their first words, said in riftcheck's words: the position
#: is the error's line and column, so no message repeats it. Any other message (a newer Python's)
#: is json's own, quoted as such (:func:`json_words`).
_JSON_WORDS: tuple[tuple[str, Msg], ...] = (
    ("Expecting value", Msg("a value is expected here")),
    ("Expecting ':' delimiter", Msg("a ':' is expected here, after the key")),
    ("Expecting ',' delimiter", Msg("a ',' is expected here, or the closing ']' or '}'")),
    (
        "Expecting property name enclosed in double quotes",
        Msg(
            "a key in double quotes is expected here (JSON has no single quotes, no bare keys "
            "and no comma before '}')"
        ),
    ),
    ("Unterminated string starting at", Msg("a string starts here and is never closed by a '\"'")),
    (
        "Invalid control character",
        Msg("a control character (a tab, a line break) inside a string: write it \\t or \\n"),
    ),
    (
        "Invalid \\escape",
        Msg(
            'an unknown escape after a backslash: JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX'
        ),
    ),
    ("Invalid \\uXXXX escape", Msg("a \\u escape needs four hexadecimal digits")),
    ("Extra data", Msg("more text after the end of the JSON value: a file holds one value")),
    (
        "Illegal trailing comma before end of object",
        Msg("a comma before the closing '}': remove it"),
    ),
    (
        "Illegal trailing comma before end of array",
        Msg("a comma before the closing ']': remove it"),
    ),
)


def json_words(message: str) -> Msg | None:
    """Python json's message ``message`` (``JSONDecodeError.msg``) in riftcheck's words, in the
    reader's language; ``None`` when it is not one of :data:`_JSON_WORDS` (the caller quotes it)."""
    for theirs, ours in _JSON_WORDS:
        if (
            message == theirs
            or message.startswith(theirs + " ")
            or message.startswith(theirs + ":")
        ):
            return ours
    return None


def json_reason(exc: Exception) -> object:
    """Why a text is not JSON (a ``JSONDecodeError``, a ``UnicodeDecodeError``): json's fixed
    messages in riftcheck's words (:func:`json_words`), another json message quoted as json's,
    else the error itself (a decoding error says what it could not decode)."""
    msg = getattr(exc, "msg", None)
    if not isinstance(msg, str):
        return exc
    said = json_words(msg)
    return said if said is not None else Msg("json: {message}", message=msg)
