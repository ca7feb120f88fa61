"""Deck fixtures are files: each deck beside the zones (or the error) it must read as.

``tests/fixtures/decks/good/<case>.<ext>`` + ``<case>.expected.yaml`` lists every
entry as ``"<count> <name> (<id>) @<line>:<column>"`` per zone, and the notices;
``tests/fixtures/decks/bad/<case>.<ext>`` + ``<case>.expected.yaml`` gives the
exact error message, line and column.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from riftcheck.decks import read_deck
from riftcheck.decks.write import entry_id, entry_name
from riftcheck.infra.errors import InputError
from riftcheck.models import ZONES

HERE = Path(__file__).resolve().parent.parent / "fixtures" / "decks"


def _cases(kind: str) -> list[Path]:
    return sorted(p for p in (HERE / kind).iterdir() if not p.name.endswith(".expected.yaml"))


def _expected(path: Path) -> dict:
    base = re.sub(r"(\.deck)?\.(txt|yaml|json)$", "", str(path))
    return yaml.safe_load(Path(base + ".expected.yaml").read_text(encoding="utf-8"))


def _render(deck) -> dict:
    out = {"input_format": deck.input_format}
    for z in ZONES:
        out[z] = [
            f"{e.count} {entry_name(e)} ({entry_id(e)}) @{e.location.line}:{e.location.column}"
            for e in deck.zone(z)
        ]
    out["notices"] = [f"{n.code} @{n.location.line if n.location else None}" for n in deck.notices]
    return out


@pytest.mark.parametrize("path", _cases("good"), ids=lambda p: p.name)
def test_good_fixture(path, db):
    deck = read_deck(path, db)
    assert _render(deck) == _expected(path)
    assert deck.source == str(path)
    assert all(e.problem is None for e in deck.entries())


@pytest.mark.parametrize("path", _cases("bad"), ids=lambda p: p.name)
def test_bad_fixture(path, db):
    want = _expected(path)["error"]
    with pytest.raises(InputError) as exc:
        read_deck(path, db)
    err = exc.value
    assert err.message == want["message"]
    assert err.location.file == str(path)
    assert (err.location.line, err.location.column) == (want["line"], want["column"])


def test_every_malformed_case_of_the_issue_is_covered():
    names = {p.name.split(".")[0] for p in _cases("bad")}
    for needed in (
        "yaml-syntax",
        "main-not-a-list",
        "count-zero",
        "count-negative",
        "count-word",
        "count-exponent",
        "count-huge",
        "empty",
        "code-truncated",
        "code-bad-letter",
        "code-unknown-version",
        "header-after-entries",
        "duplicate-key",
        "unknown-key",
        "alias-bomb",
        "bad-utf8",
    ):
        assert needed in names


@pytest.mark.parametrize(
    "path", [p for p in _cases("good") + _cases("bad") if p.suffix == ".yaml"], ids=lambda p: p.name
)
def test_pure_python_loader_agrees_with_the_c_loader(path):
    from riftcheck.decks.yamlsrc import compose

    text = path.read_text(encoding="utf-8")
    results = []
    for pure in (False, True):
        try:
            results.append(compose(text, "f", pure=pure))
        except InputError as exc:
            results.append((exc.message.split(":")[0], exc.location))
    assert results[0] == results[1]


@pytest.mark.parametrize(
    "path",
    # riftcheck's own deck files (DotGG's JSON is another site's format, read by its shape)
    [
        p
        for p in _cases("good")
        if p.suffix in (".yaml", ".json") and not p.name.startswith("dotgg")
    ],
    ids=lambda p: p.name,
)
def test_fixture_decks_validate_against_the_schema(path):
    jsonschema = pytest.importorskip("jsonschema")
    from riftcheck.decks import schema_path

    schema = json.loads(schema_path().read_text())
    doc = yaml.safe_load(path.read_text(encoding="utf-8").replace("\t", " "))
    if hasattr(doc.get("event_date"), "isoformat"):  # YAML reads dates as dates; JSON has strings
        doc["event_date"] = doc["event_date"].isoformat()
    jsonschema.Draft202012Validator(schema).validate(doc)
