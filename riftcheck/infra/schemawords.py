"""jsonschema's commonest validation errors said in riftcheck's words, from the error's fields.

jsonschema writes its messages in English with Python's ``repr`` of the values (``'format' is a
required property``, ``None is not of type 'string'``). A reader in another language is told what
the error's fields say instead (:func:`schema_problem`): which validator failed (``required``,
``additionalProperties``, ``type``, ``enum``, ``const``, ``minimum``...), the value as JSON writes it
(``null``, ``[1]``, never ``None`` or ``(1,)``) and where, as a JSON pointer (:func:`pointer`).
Any other validator's message is jsonschema's own, quoted by the caller as such (in English),
as PyYAML's phrases are (:func:`riftcheck.i18n.pyyaml_words`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from riftcheck.i18n import N_
from riftcheck.infra.escape import clipped
from riftcheck.models import Msg, Plural, listed

#: A JSON type (the schema's ``type`` words) as a message says it
_TYPES = {
    "object": N_("an object"),
    "array": N_("a list"),
    "string": N_("a text"),
    "integer": N_("an integer"),
    "number": N_("a number"),
    "boolean": N_("true or false"),
    "null": N_("null"),
}


def pointer(path: Iterable) -> str:
    """The JSON pointer (RFC 6901) of a path of keys and indexes: ``/cards/3/type``, ``""`` for the
    document itself."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def json_value(value) -> str:
    """A value of the document as JSON writes it (``null``, ``true``, ``"x"``, ``[1]``), cut
    when long: never Python's ``repr``."""
    try:
        text = json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    except (TypeError, ValueError):
        text = str(value)
    return clipped(text)


def _type_of(value) -> str:
    """The JSON type of a value, as :data:`_TYPES` names it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, (list, tuple)):
        return "array"
    return "object"


def _keys(keys: list[str]) -> Msg:
    return listed([Msg("'{key}'", key=clipped(k)) for k in keys])


def extra_keys(err) -> list[str]:
    """The keys an ``additionalProperties: false`` object holds beyond its schema's."""
    schema, instance = err.schema, err.instance
    if not isinstance(schema, dict) or not isinstance(instance, dict):
        return []
    props = schema.get("properties") or {}
    patterns = list(schema.get("patternProperties") or {})
    return [
        str(k)
        for k in instance
        if k not in props and not any(re.search(p, str(k)) for p in patterns)
    ]


def _required(kind, want, value, err) -> Msg | None:
    m = re.fullmatch(r"'(.*)' is a required property", err.message)
    missing = [k for k in want or () if isinstance(value, dict) and k not in value]
    key = m.group(1) if m else (missing[0] if len(missing) == 1 else None)
    return None if key is None else Msg("key '{key}' is missing", key=clipped(key))


def _additional(kind, want, value, err) -> Msg | None:
    extra = extra_keys(err) if want is False else []
    if not extra:
        return None
    return Plural(len(extra), "unknown key {keys}", "unknown keys {keys}", keys=_keys(extra))


def _type(kind, want, value, err) -> Msg | None:
    wanted = [want] if isinstance(want, str) else list(want or ())
    if not wanted or any(t not in _TYPES for t in wanted):
        return None
    return Msg(
        "expected {expected}, found {found}",
        expected=listed([_TYPES[t] for t in wanted], "or"),  # N_ words: said as values
        found=_TYPES[_type_of(value)],
    )


def _enum(kind, want, value, err) -> Msg:
    return Msg(
        "{value} is not one of {choices}",
        value=json_value(value),
        choices=listed([json_value(c) for c in want or ()], "or", 8),
    )


def _const(kind, want, value, err) -> Msg:
    return Msg("{value}, expected {expected}", value=json_value(value), expected=json_value(want))


def _bound(kind, want, value, err) -> Msg:
    said = {"value": json_value(value), "limit": json_value(want)}
    if kind == "minimum":
        return Msg("{value} is below the minimum {limit}", **said)
    if kind == "maximum":
        return Msg("{value} is above the maximum {limit}", **said)
    if kind == "exclusiveMinimum":
        return Msg("{value} is not above {limit}", **said)
    return Msg("{value} is not below {limit}", **said)


def _length(kind, want, value, err) -> Msg:
    v = json_value(value)
    if kind == "minLength":
        if want == 1:
            return Msg("an empty text")
        return Plural(
            want,
            "{value} is shorter than {n} character",
            "{value} is shorter than {n} characters",
            value=v,
        )
    if kind == "maxLength":
        return Plural(
            want,
            "{value} is longer than {n} character",
            "{value} is longer than {n} characters",
            value=v,
        )
    if kind == "minItems":
        if isinstance(value, list) and not value:
            return Msg("an empty list")
        return Plural(
            want, "{value} has fewer than {n} item", "{value} has fewer than {n} items", value=v
        )
    return Plural(
        want, "{value} has more than {n} item", "{value} has more than {n} items", value=v
    )


def _pattern(kind, want, value, err) -> Msg:
    return Msg(
        "{value} does not have the expected form ({pattern})",
        value=json_value(value),
        pattern=clipped(want),
    )


def _unique(kind, want, value, err) -> Msg:
    return Msg("the list holds the same item twice")


def _items(kind, want, value, err) -> Msg | None:
    return Msg("the list holds more items than expected") if want is False else None


#: validator name -> what its error says, from the error's fields
_SAYERS = {
    "required": _required,
    "additionalProperties": _additional,
    "type": _type,
    "enum": _enum,
    "const": _const,
    "minimum": _bound,
    "maximum": _bound,
    "exclusiveMinimum": _bound,
    "exclusiveMaximum": _bound,
    "minLength": _length,
    "maxLength": _length,
    "minItems": _length,
    "maxItems": _length,
    "pattern": _pattern,
    "uniqueItems": _unique,
    "items": _items,
}


def schema_problem(err) -> Msg | None:
    """What the jsonschema error ``err`` says, as a message in riftcheck's words; ``None`` for a
    validator this table does not know (the caller quotes jsonschema's own message)."""
    sayer = _SAYERS.get(err.validator)
    if sayer is None:
        return None
    try:
        return sayer(err.validator, err.validator_value, err.instance, err)
    except (TypeError, ValueError, AttributeError, re.error):  # an odd schema: jsonschema's words
        return None
