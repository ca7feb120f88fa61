"""Writing a card database: the file layout, its JSON Schema, the manifest, the sets table.

Shared by the importer (``card_data/`` from raw dumps) and ``cards update``
(a user copy from a web API), so both produce the same bytes for the same cards.
"""

from __future__ import annotations

import hashlib
import json
import re
from importlib import resources

#: Layout version of ``cards.json``; :mod:`riftcheck.cards.db` refuses other versions.
FORMAT = 1

#: Sets whose printings are main-set printings, in release order.
MAIN_SETS: tuple[str, ...] = ("OGN", "OGS", "SFD", "UNL", "VEN", "RAD")
#: Promotional and regional sets: their printings reprint cards of the main sets.
PROMO_SETS: tuple[str, ...] = ("OPP", "PR", "JDG", "ARC", "FND", "SGN", "T1S")

#: Set table shipped in the database (legality dates live in the rulesets).
SETS: tuple[dict, ...] = (
    {"code": "OGN", "name": "Origins", "release": None},
    {"code": "OGS", "name": "Proving Grounds", "release": None},
    {"code": "SFD", "name": "Spiritforged", "release": None},
    {"code": "UNL", "name": "Unleashed", "release": None},
    {"code": "VEN", "name": "Vendetta", "release": "2026-07-31"},
    {"code": "RAD", "name": "Radiance", "release": "2026-10-23"},
    {"code": "OPP", "name": "Organized Play promos", "release": None},
    {"code": "PR", "name": "Promos", "release": None},
    {"code": "JDG", "name": "Judge promos", "release": None},
    {"code": "ARC", "name": "Arcane box set", "release": None},
    {"code": "FND", "name": "China promos (FND)", "release": None},
    {"code": "SGN", "name": "China promos (SGN)", "release": None},
    {"code": "T1S", "name": "China promos (T1S)", "release": None},
)

_ORDER = {code: i for i, code in enumerate(MAIN_SETS + PROMO_SETS)}
_NUM = re.compile(r"^([A-Z]*)(\d+)(.*)$")


def printing_sort_key(pid: str) -> tuple:
    """Sort key of a short printing id: set order, then number, then suffix."""
    s, _, rest = pid.partition("-")
    m = _NUM.match(rest)
    if m:
        prefix, num, suffix = m.group(1), int(m.group(2)), m.group(3)
    else:
        prefix, num, suffix = rest, 0, ""
    return (_ORDER.get(s, len(_ORDER)), s, prefix != "", prefix, num, suffix)


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
    """The JSON Schema of ``cards.json`` as shipped (``card_data/cards.schema.json``)."""
    return (
        resources.files("riftcheck.cards").joinpath("cards.schema.json").read_text(encoding="utf-8")
    )


def validate_database(db: dict) -> list[str]:
    """Schema errors of a database object, as ``path: message`` lines (empty when valid)."""
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema())
    errors = []
    for err in sorted(validator.iter_errors(db), key=lambda e: list(e.absolute_path)):
        path = "/".join(str(p) for p in err.absolute_path) or "(root)"
        errors.append(f"{path}: {err.message}")
    return errors


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


def make_manifest(db: dict, text: str, sources: list[dict], built_by: str = "importer") -> dict:
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
