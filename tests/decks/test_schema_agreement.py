"""The shipped JSON Schemas agree with the readers: same keys, and the same files accepted and refused.

An editor checks a deck against ``deck.schema.json`` while riftcheck reads it
with its own reader; the two must not disagree. Every YAML and JSON deck file
of the repository (examples, fixtures, rule cases, hostile inputs) is given to
both: what the reader reads, the schema accepts, and what the reader refuses
the schema refuses too, unless the problem is one a schema cannot see (listed
below, each with the reason). The configuration schema is held to the
configuration validator the same way.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import jsonschema
import pytest
import yaml

from riftcheck.infra.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "riftcheck" / "schemas"
URL = "https://raw.githubusercontent.com/riftcheck/riftcheck/main/riftcheck/schemas/"


class EditorLoader(yaml.SafeLoader):
    """YAML as an editor's language server reads it (YAML 1.2: ``2026-10-03`` is a string, not a date)."""


EditorLoader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:timestamp"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}

#: Refused by the reader for a reason no JSON Schema can express: the schema sees parsed data.
NOT_EXPRESSIBLE = {
    "duplicate-key.deck.yaml": "a parser keeps one of two equal keys",
    "deck-duplicate-key.deck.yaml": "a parser keeps one of two equal keys",
    "deck-duplicate-entry-key.deck.yaml": "a parser keeps one of two equal keys",
    "json-duplicate-key.deck.json": "a parser keeps one of two equal keys",
    "yaml-misindented-entry.deck.yaml": "a parser folds the mis-indented entry into the text above",
}

#: Refused for what loading them costs (alias bombs, nesting depth): the reader's limits, not a
#: shape; an editor's loader must not even expand them here.
RESOURCE_LIMITS = {
    "alias-bomb.deck.yaml",
    "deck-alias-bomb.deck.yaml",
    "deck-deep-nesting.deck.yaml",
    "deck-deep-block-nesting.deck.yaml",
}

#: Valid YAML that PyYAML's pure-Python scanner (this test's editor loader) refuses, while libyaml
#: (the reader's, when installed) and YAML 1.2 editors read it: loaded here with libyaml.
PURE_SCANNER_REFUSES = {
    "tab-comment.deck.yaml": "a comment after a tab (atkA 5)",
}


@functools.cache
def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())


def deck_files() -> list[Path]:
    found = set()
    for base in (ROOT / "examples", ROOT / "tests"):
        for pattern in ("*.deck.yaml", "*.deck.yml", "*.deck.json", "*.rift.yaml"):
            found.update(base.rglob(pattern))
    return sorted(found)


def load_as_editor(path: Path):
    """The document an editor validates, or ``None`` when it is not a YAML/JSON document at all."""
    if path.name in RESOURCE_LIMITS:
        return None
    try:
        text = path.read_text(encoding="utf-8-sig")
        if path.suffix == ".json":
            return json.loads(text)
        if path.name in PURE_SCANNER_REFUSES and hasattr(yaml, "CSafeLoader"):
            return yaml.load(text, Loader=yaml.CSafeLoader)  # noqa: S506 - a safe loader
        return yaml.load(text, Loader=EditorLoader)
    except (ValueError, yaml.YAMLError, RecursionError):
        return None


@pytest.mark.parametrize("path", deck_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_schema_and_reader_agree_on_every_deck_file(path, db):
    from riftcheck.decks import read_deck

    try:
        read_deck(str(path), db)
        reader_ok = True
    except InputError:
        reader_ok = False
    doc = load_as_editor(path)
    if doc is None:
        assert not reader_ok, "the reader reads what is not a YAML/JSON document"
        return  # a syntax, encoding or tag error: the editor reports it before any schema
    errors = [e.message for e in validator("deck").iter_errors(doc)]
    if reader_ok:
        assert errors == [], f"the reader reads {path.name} but the schema refuses it"
    elif path.name in NOT_EXPRESSIBLE:
        assert errors == [], (
            f"{path.name} is listed as not expressible, yet the schema refuses it: drop it from the list"
        )
    else:
        assert errors, f"the reader refuses {path.name} but the schema accepts it"


def test_there_are_files_on_both_sides(db):
    from riftcheck.decks import read_deck

    ok = bad = 0
    for path in deck_files():
        try:
            read_deck(str(path), db)
            ok += 1
        except InputError:
            bad += load_as_editor(path) is not None
    assert ok >= 50 and bad >= 15, (ok, bad)


def test_deck_schema_keys_are_the_readers_keys():
    from riftcheck.decks import yamldeck

    schema = json.loads((SCHEMAS / "deck.schema.json").read_text())
    assert list(schema["properties"]) == list(yamldeck.DECK_KEYS)
    assert schema["additionalProperties"] is False
    entry = schema["$defs"]["object"]
    assert (
        set(entry["properties"]) == set(yamldeck._ENTRY_KEYS)
        and entry["additionalProperties"] is False
    )


@pytest.mark.parametrize(
    "line, ok",
    [
        ("3 Gust", True),
        ("3x Gust", True),
        ("3 x Gust", True),
        ("007 Gust", True),
        ("999 Gust", True),
        ("Gust", True),
        ("OGN-169", True),
        ("3Gust", True),
        ("Gust (OGN-169)", True),
        ("0 Gust", False),
        ("1000 Gust", False),
        ("-1 Gust", False),
        ("1e9 Gust", False),
        ("2.5 Gust", False),
        ("1,000 Gust", False),
        ("3", False),
        ("3x", False),
        ("  ", False),
        ("", False),
        ("x3 Gust", True),
        ("Gust x3", True),
        ("Gust (x3)", True),
        ("x3Gust", True),
        ("x0 Gust", False),
        ("x1000 Gust", False),
        ("x3", False),
    ],
)
def test_entry_lines_the_reader_refuses_the_schema_refuses(line, ok, db, tmp_path):
    from riftcheck.decks import read_deck

    deck = {"legend": "Kennen, Heart of the Tempest", "main": [line]}
    path = tmp_path / "x.deck.yaml"
    path.write_text(yaml.safe_dump(deck))
    try:
        read_deck(str(path), db)
        reader_ok = True
    except InputError:
        reader_ok = False
    assert reader_ok == ok
    assert validator("deck").is_valid(deck) == ok


def test_convert_to_yaml_writes_the_loadable_modeline(db):
    from riftcheck.decks import read_deck
    from riftcheck.decks.write import write_deck

    out = write_deck(read_deck(str(ROOT / "examples" / "kennen.deck.txt"), db), "yaml")
    assert out.splitlines()[0] == f"# yaml-language-server: $schema={URL}deck.schema.json"
    validator("deck").validate(yaml.load(out, Loader=EditorLoader))


def test_schema_ids_are_loadable_raw_urls():
    from riftcheck.decks.write import SCHEMA_URL
    from riftcheck.infra.urls import schema_url

    for name in ("deck", "config", "report"):
        schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text())
        assert schema["$id"] == URL + f"{name}.schema.json" == schema_url(name)
    assert SCHEMA_URL == URL + "deck.schema.json"


# -- the configuration schema and riftcheck.config ---------------------------------------------

#: (key, value, valid): values the validator and the schema must judge alike.
CONFIG_SAMPLES = [
    ("ruleset", "constructed", True),
    ("ruleset", "", False),
    ("ruleset", 3, False),
    ("cards", "data/cards.json", True),
    ("cards", ["a"], False),
    ("include", "*.deck.yaml", True),
    ("include", ["a", "b"], True),
    ("include", [], True),
    ("include", [""], False),
    ("include", 3, False),
    ("exclude", ["drafts", "old/"], True),
    ("select", ["banned"], True),
    ("ignore", "banned", True),
    ("ignore", [1], False),
    ("strict", True, True),
    ("strict", "yes", False),
    ("as_of", "2026-09-18", True),
    ("as-of", "2026-09-18", True),
    ("as_of", "18/09/2026", False),
    ("color", "never", True),
    ("color", "red", False),
    ("format", "text", True),
    ("format", "xml", False),
    ("region", "cn", True),
    ("region", "", False),
    ("lang", "fr", True),
    ("lang", "de", False),
    ("colour", "auto", False),
    ("rules", [], False),
    # an empty select would select no rule, where a missing key runs them all (selG 2)
    ("select", [], False),
    ("select", ["legend"], True),
    ("ignore", [], True),
]


def config_ok(key, value, tmp_path) -> bool:
    from riftcheck.config import load_config
    from riftcheck.infra.errors import ConfigError

    path = tmp_path / ".riftcheck.yaml"
    path.write_text(yaml.safe_dump({key: value}))
    try:
        load_config(path)
        return True
    except ConfigError:
        return False


@pytest.mark.parametrize("key, value, ok", CONFIG_SAMPLES)
def test_config_schema_and_validator_judge_alike(key, value, ok, tmp_path):
    assert config_ok(key, value, tmp_path) == ok
    assert validator("config").is_valid({key: value}) == ok


def test_config_schema_keys_are_the_validators_keys(tmp_path):
    from riftcheck.config import COLORS, KEYS
    from riftcheck.reporters import FORMATS

    schema = json.loads((SCHEMAS / "config.schema.json").read_text())
    assert set(schema["properties"]) == set(KEYS) | {k.replace("_", "-") for k in KEYS}
    assert schema["properties"]["format"]["enum"] == list(FORMATS)
    assert schema["properties"]["color"]["enum"] == list(COLORS)
    for fmt in FORMATS:
        assert config_ok("format", fmt, tmp_path)


def test_readme_config_example_is_valid():
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = next(
        b
        for b in re.findall(r"```yaml\n(.*?)```", readme, re.S)
        if b.lstrip().startswith("ruleset:")
    )
    validator("config").validate(yaml.load(block, Loader=EditorLoader))


def test_schemastore_catalogue_entry():
    from riftcheck.config import CONFIG_FILES, DEFAULT_INCLUDE

    catalogue = json.loads((ROOT / "docs" / "schemastore-catalog.json").read_text())
    deck, config = catalogue["schemas"]
    assert deck["url"] == URL + "deck.schema.json" and config["url"] == URL + "config.schema.json"
    for entry in (deck, config):
        assert entry["name"] and entry["description"]
    # every YAML/JSON deck file riftcheck searches for, no text lists, no generic pattern
    assert deck["fileMatch"] == [g for g in DEFAULT_INCLUDE if not g.endswith(".txt")]
    assert {"*.deck.yaml", "*.deck.yml", "*.rift.yaml"} <= set(deck["fileMatch"])
    assert config["fileMatch"] == [f for f in CONFIG_FILES if f.startswith(".riftcheck")]
    for pattern in deck["fileMatch"] + config["fileMatch"]:
        assert "deck" in pattern or "rift" in pattern, pattern
