"""Writing a card database: the file layout, its JSON Schema, the manifest, the sets table.

Shared by the developers' importer (``python tools/import_cards.py``: ``card_data/`` from raw
dumps) and ``cards update`` (a user copy from a web API), so both produce the same bytes for the
same cards. How a source's record becomes a card record is :mod:`riftcheck.cards.records`.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING

# the set order lives apart, read by the database, which this module imports (names kept here too)
from riftcheck.cards.sets import _ORDER, MAIN_SETS, PROMO_SETS, printing_sort_key  # noqa: F401

#: Layout version of ``cards.json``; :mod:`riftcheck.cards.db` refuses other versions.
FORMAT = 1

#: Set table shipped in the database: code and name, for ``cards show`` and the promo sets no
#: ruleset lists. Release and legality dates live in the rulesets (``tables.sets``) only; a test
#: keeps the names of the sets both list equal.
SETS: tuple[dict, ...] = (
    {"code": "OGN", "name": "Origins"},
    {"code": "OGS", "name": "Proving Grounds"},
    {"code": "SFD", "name": "Spiritforged"},
    {"code": "UNL", "name": "Unleashed"},
    {"code": "VEN", "name": "Vendetta"},
    {"code": "RAD", "name": "Radiance"},
    {"code": "LGC", "name": "Legacy"},
    {"code": "PG2", "name": "Proving Grounds, 2nd Edition"},
    {"code": "REC", "name": "The Reckoning"},
    {"code": "OPP", "name": "Organized Play promos"},
    {"code": "PR", "name": "Promos"},
    {"code": "JDG", "name": "Judge promos"},
    {"code": "ARC", "name": "Arcane box set"},
    {"code": "FND", "name": "China promos (FND)"},
    {"code": "SGN", "name": "China promos (SGN)"},
    {"code": "T1S", "name": "China promos (T1S)"},
)


def make_database(records: list[dict], version: str, date: str, sets=SETS) -> dict:
    """The database object written to ``cards.json``, with its precomputed name index."""
    from riftcheck.cards.db import build_index

    records = [_compact(c) for c in records]
    return {
        "format": FORMAT,
        "version": version,
        "date": date,
        "sets": [dict(s) for s in sets],
        "cards": records,
        "index": build_index(records),
    }


def dump_database(db: dict) -> str:
    """Compact, deterministic JSON text of a database (one card per line, for readable diffs)."""

    def enc(v):
        return json.dumps(v, ensure_ascii=False, separators=(",", ":"))

    head = {k: v for k, v in db.items() if k not in ("cards", "index")}
    parts = [enc(head)[:-1], ',"cards":[\n', ",\n".join(enc(c) for c in db["cards"]), "\n]"]
    if "index" in db:
        parts.append(
            ',"index":{\n'
            + ",\n".join(f"{enc(k)}:{enc(v)}" for k, v in db["index"].items())
            + "\n}"
        )
    parts.append("}\n")
    return "".join(parts)


def _compact(card: dict) -> dict:
    """Drop empty optional fields: the loader supplies the same defaults.

    Tested by identity and type, not ``in (None, [], {}, False)``: ``0 == False``,
    and a 0 energy, power or might is a value (the Seals cost 0), not an absent one.
    """
    return {
        k: v for k, v in card.items() if k in ("key", "name", "type", "printings") or not _empty(v)
    }


def _empty(v) -> bool:
    return v is None or v is False or (type(v) in (list, dict) and not v)


def schema() -> dict:
    """The JSON Schema of ``cards.json``."""
    return json.loads(schema_text())


def schema_text() -> str:
    """The JSON Schema of ``cards.json``: ``card_data/cards.schema.json``, its one copy.

    It is written by hand (the importer does not generate it) and ships beside
    the database it describes, where ``riftcheck schema cards`` and editors find it.
    """
    from riftcheck.infra.errors import SetupError
    from riftcheck.infra.fileio import ReadRefused, read_text
    from riftcheck.infra.paths import card_data_dir
    from riftcheck.models import Msg

    path = card_data_dir() / "cards.schema.json"
    try:
        return read_text(path, 1 << 20)
    except ReadRefused as exc:
        raise SetupError(
            Msg(
                "the card database schema {path} cannot be read: {why}",
                path=str(path),
                why=exc.message,
            )
        ) from None


def validate_database(db: dict) -> list[str]:
    """Schema errors of a database object, as ``path: message`` lines (empty when valid)."""
    return [f"{path or '(root)'}: {message}" for path, message in schema_errors(db)]


def schema_errors(db: dict) -> list[tuple[str, str]]:
    """Schema errors of a database object as ``(path, jsonschema's message)``, the path ``""`` at
    the top level (``cards/3/type`` below it); empty when valid."""
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema())
    return [
        ("/".join(str(p) for p in err.absolute_path), err.message)
        for err in sorted(validator.iter_errors(db), key=lambda e: list(e.absolute_path))
    ]


if TYPE_CHECKING:
    from riftcheck.models import Msg


def schema_problems(db: dict) -> list[tuple[str, Msg | None, str]]:
    """Schema errors of a database object as ``(JSON pointer, problem, jsonschema's message)``:
    the problem in riftcheck's words (:func:`riftcheck.infra.schemawords.schema_problem`), ``None``
    where only jsonschema's English says it; the pointer ``""`` at the top level."""
    import jsonschema

    from riftcheck.infra.schemawords import pointer, schema_problem

    validator = jsonschema.Draft202012Validator(schema())
    return [
        (pointer(err.absolute_path), schema_problem(err), err.message)
        for err in sorted(validator.iter_errors(db), key=lambda e: list(map(str, e.absolute_path)))
    ]


def counts(db: dict) -> dict:
    """Counts of a database: cards, game cards, printings, per type and per set."""
    cards = db["cards"]
    game = [c for c in cards if not c.get("token")]
    per_type: dict[str, int] = {}
    for c in game:
        per_type[c["type"]] = per_type.get(c["type"], 0) + 1
    per_set: dict[str, int] = {}
    for c in cards:
        for p in c["printings"]:
            per_set[p[1]] = per_set.get(p[1], 0) + 1
    return {
        "cards": len(cards),
        "game_cards": len(game),
        "tokens": len(cards) - len(game),
        "printings": sum(per_set.values()),
        "per_type": dict(sorted(per_type.items())),
        "printings_per_set": dict(sorted(per_set.items(), key=lambda kv: _ORDER.get(kv[0], 99))),
        "without_english_name": sum(1 for c in cards if not c.get("name")),
    }


def make_manifest(db: dict, text: str, sources: list[dict], built_by: str) -> dict:
    """Provenance of a database: every source's sha256, date and count, the output's, and the builder."""
    from riftcheck import __version__

    return {
        "built_by": f"riftcheck {__version__} ({built_by})",
        "riftcheck_version": __version__,
        "database": {"version": db["version"], "date": db["date"], "format": db["format"]},
        "sources": sources,
        "output": {
            "file": "cards.json",
            "sha256": hashlib.sha256(text.encode("utf-8")).hexdigest(),
            "bytes": len(text.encode("utf-8")),
            "counts": counts(db),
        },
    }
