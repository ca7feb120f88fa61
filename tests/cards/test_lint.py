"""``cards lint``: each check fails on the broken fixture database; sound databases pass."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftcheck.cards.lint import lint_data, lint_file
from riftcheck.infra.errors import CardDataError

CARDS = Path(__file__).resolve().parents[1] / "fixtures" / "cards"


@pytest.fixture(scope="module")
def broken():
    return lint_file(CARDS / "broken.cards.json")


@pytest.mark.parametrize(
    "card, words",
    [
        ("Jinx, Three Domains", "1 or 2 domains, not 3"),
        ("Jinx, Colourless", "1 or 2 domains, not 0"),
        ("Nobody, Lonely", "no champion unit carries the legend's champion tag 'Nobody'"),
        ("Untagged Signature", "Signature card without a champion tag"),
        ("Jinx - Demolitionist", "also belongs to Jinx, Demolitionist"),
        ("Reused Id", "printing id OGN-030 also belongs to Jinx, Demolitionist"),
    ],
)
def test_each_check_fires(broken, card, words):
    assert any(i.severity == "error" and i.ref == card and words in i.message for i in broken), (
        broken
    )


def test_only_those_errors(broken):
    assert len([i for i in broken if i.severity == "error"]) == 6


def test_mini_database_passes_with_a_warning_for_id_only_cards():
    issues = lint_file(CARDS / "mini.cards.json")
    assert [i.severity for i in issues] == ["warning"]
    assert "RAD-061, RAD-139" in issues[0].message


def test_schema_errors_are_reported_with_their_path():
    issues = lint_file(CARDS / "schema-invalid.cards.json")
    text = "\n".join(str(i) for i in issues)
    assert all(i.severity == "error" for i in issues)
    assert "cards/0/type" in text and "cards/0/domains/0" in text and "cards/0/energy" in text
    assert "cards/0/printings/0/3" in text


def test_stale_index_is_an_error():
    from riftcheck.cards.build import make_database

    data = json.loads((CARDS / "mini.cards.json").read_text(encoding="utf-8"))
    db = make_database(data["cards"], "t", "2026-01-01", sets=data["sets"])
    assert [i for i in lint_data(db) if i.severity == "error"] == []
    db["index"]["primary"]["ghost"] = 0
    assert any("name index" in i.message for i in lint_data(db))


def test_unreadable_files_raise():
    with pytest.raises(CardDataError, match="not valid JSON"):
        lint_file(CARDS / "corrupt.cards.json")
    with pytest.raises(CardDataError, match="cannot be read"):
        lint_file(CARDS / "absent.json")
