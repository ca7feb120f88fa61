"""Loading: the default database, the user's copy, and broken files reported as CardDataError."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from riftcheck.cards.db import CardDB
from riftcheck.cards.store import bundled_db_path, user_db_path
from riftcheck.infra.errors import CardDataError

CARDS = Path(__file__).resolve().parents[1] / "fixtures" / "cards"


def test_default_is_bundled_when_there_is_no_user_copy(data_dir):
    db = CardDB.load()
    assert db.path == bundled_db_path() and db.note is None


def test_user_copy_wins_when_valid(data_dir):
    data_dir.mkdir(parents=True)
    text = (
        (CARDS / "mini.cards.json")
        .read_text(encoding="utf-8")
        .replace("2026-01-01", "2099-01-01", 1)
    )
    (data_dir / "cards.json").write_text(text, encoding="utf-8")
    db = CardDB.load()
    assert db.path == user_db_path() == data_dir / "cards.json"
    assert db.version == "test.1"


def test_corrupt_user_copy_falls_back_to_bundled(data_dir):
    data_dir.mkdir(parents=True)
    shutil.copy(CARDS / "corrupt.cards.json", data_dir / "cards.json")
    db = CardDB.load()
    assert db.path == bundled_db_path()
    assert "corrupt.cards.json" not in (db.note or "") and "not valid JSON" in db.note
    # the cached bundled database is not marked by someone else's note
    assert CardDB.load(bundled_db_path()).note is None


def test_explicit_path(data_dir):
    db = CardDB.load(CARDS / "mini.cards.json")
    assert len(db.cards) == 10 and db.version == "test.1" and db.date == "2026-01-01"
    # a database without a precomputed index gets one built
    assert db.resolve("Loose Cannon")[0].name == "Jinx, Loose Cannon"


@pytest.mark.parametrize(
    "name, words",
    [
        ("corrupt.cards.json", ["corrupt.cards.json:1:", "not valid JSON"]),
        (
            "missing-field.cards.json",
            ["missing-field.cards.json", "card #2", "no printings", "'printings'"],
        ),
        ("nonexistent.cards.json", ["nonexistent.cards.json", "cannot be read"]),
        ("broken.cards.json", ["broken.cards.json", "OGN-030", "twice"]),
    ],
)
def test_broken_files_name_the_file_and_the_problem(name, words):
    with pytest.raises(CardDataError) as e:
        CardDB.load(CARDS / name)
    for w in words:
        assert w in str(e.value)
    assert e.value.exit_code == 3


def test_wrong_format_and_shape(tmp_path):
    p = tmp_path / "cards.json"
    p.write_text('{"format": 99, "version": "x", "date": "2026-01-01", "cards": []}')
    with pytest.raises(CardDataError, match="unsupported format 99"):
        CardDB.load(p)
    p.write_text("[1, 2]")
    with pytest.raises(CardDataError, match="JSON object"):
        CardDB.load(p)
    p.write_text('{"format": 1, "version": "x", "date": "2026-01-01", "cards": []}')
    with pytest.raises(CardDataError, match="non-empty"):
        CardDB.load(p)


def test_malformed_record_names_the_record(tmp_path):
    p = tmp_path / "cards.json"
    p.write_text(
        '{"format":1,"version":"x","date":"2026-01-01","cards":['
        '{"key":"a","name":"A","type":"Unit","printings":[["OGN-001","OGN","001","base"]],"names":[1]}]}'
    )
    with pytest.raises(CardDataError, match=r"cards.json: card #1 \(a\): malformed record"):
        CardDB.load(p)


def test_malformed_field_found_when_the_card_is_made(tmp_path):
    p = tmp_path / "cards.json"
    p.write_text(
        '{"format":1,"version":"x","date":"2026-01-01","index":{"primary":{"a":0},"secondary":{}},"cards":['
        '{"key":"a","name":"A","type":"Unit","energy":"5","printings":[["OGN-001","OGN","001","base"]]}]}'
    )
    db = CardDB.load(p)
    with pytest.raises(
        CardDataError, match=r"card #1 \(a\): malformed record: 'energy' must be int"
    ):
        db.resolve("A")


def test_cards_are_frozen_and_shared(db):
    import dataclasses

    card = db.resolve("OGN-001")[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.name = "x"  # type: ignore[misc]
    with pytest.raises(TypeError):
        card.names["en"] = "x"  # type: ignore[index]
    assert db.resolve("Blazing Scorcher")[0] is card
    assert card in db.cards


def test_older_user_copy_gives_way_to_a_newer_bundled_one(data_dir):
    import json

    data = json.loads((CARDS / "mini.cards.json").read_text(encoding="utf-8"))
    data_dir.mkdir(parents=True)
    for date, expected in (
        ("2026-01-01", bundled_db_path()),
        ("2099-01-01", data_dir / "cards.json"),
    ):
        data["date"] = date
        (data_dir / "cards.json").write_text(json.dumps(data), encoding="utf-8")
        db = CardDB.load()
        assert db.path == expected
        assert (db.note is not None) == (expected == bundled_db_path())


@pytest.mark.parametrize(
    "record, words",
    [
        ('"printings":[["OGN-001","OGN"]]', "printing 1 is not [id, set, number, variant]"),
        ('"printings":["OGN-001"]', "printing 1 is not"),
        ('"printings":[["OGN-001","OGN","001","base"]],"names":{"en":5}', "malformed record"),
        (
            '"printings":[["OGN-001","OGN","001","base"]],"domains":"Fury"',
            "'domains' must be a list",
        ),
        ('"printings":[["OGN-001","OGN","001","base"]],"token":"yes"', "'token' must be"),
    ],
)
def test_field_types_are_checked(tmp_path, record, words):
    p = tmp_path / "cards.json"
    p.write_text(
        '{"format":1,"version":"x","date":"2026-01-01","cards":[{"key":"a","name":"A","type":"Unit",'
        + record
        + "}]}"
    )
    with pytest.raises(CardDataError) as e:
        CardDB.load(p).cards  # noqa: B018
    assert words in str(e.value) and "card #1 (a)" in str(e.value)


def test_index_pointing_nowhere(tmp_path):
    p = tmp_path / "cards.json"
    p.write_text(
        '{"format":1,"version":"x","date":"2026-01-01","index":{"primary":{"a":7},"secondary":{}},'
        '"cards":[{"key":"a","name":"A","type":"Unit","printings":[["OGN-001","OGN","001","base"]]}]}'
    )
    with pytest.raises(CardDataError, match="the name index does not match the cards"):
        CardDB.load(p)  # a local database's index is checked as it is read (evtT 6)
    # an index trusted (the bundled database's) still never reads past the cards
    db = CardDB.from_data(json.loads(p.read_text()), p, check_index=False)
    with pytest.raises(CardDataError, match="name index points to no card"):
        db.resolve("A")


def _two_cards(order) -> str:
    cards = {
        "a": {
            "key": "a",
            "name": "Alpha",
            "type": "Unit",
            "printings": [["OGN-001", "OGN", "001", "base"]],
        },
        "b": {
            "key": "b",
            "name": "Beta",
            "type": "Spell",
            "printings": [["OGN-002", "OGN", "002", "base"]],
        },
    }
    from riftcheck.cards.db import build_index

    index = build_index([cards["a"], cards["b"]])
    return json.dumps(
        {
            "format": 1,
            "version": "x",
            "date": "2026-01-01",
            "index": index,
            "cards": [cards[k] for k in order],
        }
    )


def test_an_index_that_names_other_cards_is_refused(tmp_path):
    """Two records swapped under an index made for the other order: every name read as its
    neighbour's card (a deck of Cleave read as Back to Back, LEGAL) until the index was
    checked as lint checks it (evtT 6)."""
    p = tmp_path / "cards.json"
    p.write_text(_two_cards("ab"))
    assert CardDB.load(p).by_name("Alpha").type == "Unit"
    p.write_text(_two_cards("ba"))
    with pytest.raises(
        CardDataError, match=r"cards\.json: the name index does not match the cards"
    ):
        CardDB.load(p)


@pytest.fixture
def bundled_copy(data_dir, tmp_path, monkeypatch):
    """A copy of the bundled database standing in for it, with a cache directory of its own."""
    import riftcheck.cards.store as store

    copy = tmp_path / "card_data" / "cards.json"
    copy.parent.mkdir()
    shutil.copyfile(bundled_db_path(), copy)
    monkeypatch.setattr(store, "bundled_db_path", lambda: copy)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("RIFTCHECK_NO_CACHE", raising=False)
    return copy


def _hashes(monkeypatch) -> list[int]:
    """Count the card database's hashings from now on (``cards/db`` hashes through
    ``infra/digest.sha256_hex``)."""
    import riftcheck.cards.db as dbmod

    calls = []
    real = dbmod.sha256_hex

    def counting(data):
        calls.append(len(data))
        return real(data)

    monkeypatch.setattr(dbmod, "sha256_hex", counting)
    return calls


def _fresh_load() -> CardDB:
    import riftcheck.cards.db as dbmod

    dbmod._CACHE.clear()  # a new run: nothing loaded in this process yet
    return CardDB.load()


def test_bundled_digest_is_recorded_once_then_reused(bundled_copy, tmp_path, monkeypatch):
    import hashlib

    truth = hashlib.sha256(bundled_copy.read_bytes()).hexdigest()
    calls = _hashes(monkeypatch)
    assert _fresh_load().sha256 == truth and calls == [bundled_copy.stat().st_size]
    (marker,) = (tmp_path / "cache" / "riftcheck" / "card-digests").iterdir()
    assert marker.read_text() == truth
    db = _fresh_load()
    assert db.sha256 == truth and db.info()["sha256"] == truth
    assert calls == [bundled_copy.stat().st_size]  # the second run did not hash


def test_changed_bundled_file_is_never_reported_under_the_old_digest(bundled_copy, monkeypatch):
    import hashlib
    import os
    import time

    old = _fresh_load().sha256
    raw = bundled_copy.read_bytes()
    st = bundled_copy.stat()
    time.sleep(0.01)  # the change time moves on, whatever the file system's clock step
    # the same size and modification time, one byte different: only the change time tells
    edited = raw.replace(b'"2026-', b'"2025-', 1)
    assert len(edited) == len(raw) and edited != raw
    bundled_copy.write_bytes(edited)
    os.utime(bundled_copy, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert bundled_copy.stat().st_mtime_ns == st.st_mtime_ns
    db = _fresh_load()
    assert db.sha256 == hashlib.sha256(edited).hexdigest() != old


@pytest.mark.parametrize("junk", [b"", b"not a digest", b"A" * 64])
def test_unreadable_digest_record_is_hashed_again(bundled_copy, tmp_path, monkeypatch, junk):
    import hashlib

    truth = _fresh_load().sha256
    assert truth == hashlib.sha256(bundled_copy.read_bytes()).hexdigest()
    (marker,) = (tmp_path / "cache" / "riftcheck" / "card-digests").iterdir()
    marker.write_bytes(junk)
    calls = _hashes(monkeypatch)
    assert _fresh_load().sha256 == truth and len(calls) == 1


def test_explicit_and_uncached_databases_are_always_hashed(bundled_copy, tmp_path, monkeypatch):
    _fresh_load()
    calls = _hashes(monkeypatch)
    import riftcheck.cards.db as dbmod

    dbmod._CACHE.clear()
    CardDB.load(bundled_copy)  # a path given: a local database, hashed
    monkeypatch.setenv("RIFTCHECK_NO_CACHE", "1")
    _fresh_load()
    assert len(calls) == 2
