"""Writers, round trips, printing ids, atomic writes and the convert command."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from riftcheck.decks import read_deck, schema_path
from riftcheck.decks.write import (
    OUTPUT_FORMATS,
    deck_to_json,
    losses,
    write_deck,
)
from riftcheck.infra.errors import InputError
from riftcheck.infra.fileio import write_atomic as atomic_write

GOOD = Path(__file__).resolve().parent.parent / "fixtures" / "decks" / "good"
DECKS = sorted(p for p in GOOD.iterdir() if not p.name.endswith(".expected.yaml"))


def content(deck) -> dict:
    """What a deck says, independent of format: (zone, name, printing id) -> count."""
    from riftcheck.decks.write import entry_id

    out: dict = {}
    for e in deck.entries():
        key = (e.zone, e.card.name if e.card else e.ref, entry_id(e))
        out[key] = out.get(key, 0) + e.count
    return out


def reread(text: str, fmt: str, db):
    return read_deck("-", db, text=text, input_format=fmt)


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
@pytest.mark.parametrize("fmt", ["yaml", "json", "text", "code"])
def test_every_fixture_survives_every_format(path, fmt, db):
    deck = read_deck(path, db)
    back = reread(write_deck(deck, fmt), fmt, db)
    assert content(back) == content(deck)
    if fmt in ("yaml", "json"):
        assert (back.name, back.format, back.event_date) == (
            deck.name,
            deck.format,
            deck.event_date,
        )


def test_yaml_to_code_to_yaml(db):
    deck = read_deck(GOOD / "kennen.deck.yaml", db)
    code = write_deck(deck, "code").strip()
    via_code = read_deck(code, db)
    again = reread(write_deck(via_code, "yaml"), "yaml", db)
    assert content(again) == content(deck)


def test_text_to_yaml_to_text_is_stable(db):
    deck = read_deck(GOOD / "jinx-aliases.txt", db)
    text1 = write_deck(deck, "text")
    text2 = write_deck(reread(write_deck(reread(text1, "text", db), "yaml"), "yaml", db), "text")
    assert text1 == text2
    assert "Rune Pool" not in text1 and "Runes:\n6 Fury Rune (OGN-007a)\n6 Chaos Rune\n" in text1


def test_tts_round_trip_keeps_the_cards(db):
    deck = read_deck(GOOD / "kennen.tts.txt", db)
    back = reread(write_deck(deck, "tts"), "tts", db)
    assert content(back) == content(deck)


def test_names_stay_names_and_ids_are_kept(db):
    """A name alone is written as a name: no printing the player did not write is pinned."""
    deck = read_deck(
        "-",
        db,
        text="legend: Jinx, Loose Cannon\nchampion: Jinx, Demolitionist\nmain:\n  - 2 Jinx, Demolitionist\n"
        "  - 1 OGN-030a\nrunes:\n  - 6 Fury Rune\n  - 6 SFD-R01\n",
        input_format="yaml",
    )
    doc = deck_to_json(deck)
    assert doc["champion"] == {"name": "Jinx, Demolitionist", "count": 1}
    assert {(e.get("id"), e["count"]) for e in doc["main"]} == {(None, 2), ("OGN-030a", 1)}
    assert doc["runes"] == [
        {"name": "Fury Rune", "count": 6},
        {"name": "Fury Rune", "id": "SFD-R01", "count": 6},
    ]
    assert "id" not in doc["legend"]


def test_json_form_validates_against_the_schema(db):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(schema_path().read_text())
    validator = jsonschema.Draft202012Validator(schema)
    for path in DECKS:
        validator.validate(json.loads(write_deck(read_deck(path, db), "json")))
    unknown = read_deck("-", db, text="main: [3 Not A Real Card]\n", input_format="yaml")
    doc = deck_to_json(unknown)
    assert doc["main"] == [{"name": "Not A Real Card", "count": 3}]
    validator.validate(doc)


def test_yaml_output_carries_the_schema_line_and_parses(db):
    import yaml

    out = write_deck(read_deck(GOOD / "kennen.deck.yaml", db), "yaml")
    assert out.startswith("# yaml-language-server: $schema=")
    assert out.splitlines()[0].endswith("deck.schema.json")
    doc = yaml.safe_load(out)
    assert doc["legend"] == "Kennen, Heart of the Tempest"
    assert str(doc["event_date"]) == "2026-10-03"


def test_yaml_quotes_what_needs_quoting(db):
    deck = read_deck("-", db, text='name: "yes: #1"\nmain: [3 Gust]\n', input_format="yaml")
    out = write_deck(deck, "yaml")
    assert 'name: "yes: #1"' in out
    assert reread(out, "yaml", db).name == "yes: #1"


def test_code_of_a_name_only_deck_uses_original_printings(db):
    deck = read_deck(
        "-", db, text="runes: [6 Fury Rune]\nmain: ['1 Jinx, Demolitionist']\n", input_format="yaml"
    )
    from riftcheck.decks.deckcode import decode

    assert sorted(decode(write_deck(deck, "code")).main) == [("OGN-007", 6), ("OGN-030", 1)]


def test_promo_printing_is_mapped_to_a_coded_set(db):
    promo = next(
        (c, p)
        for c in db.cards
        for p in c.printings
        if p.set == "OPP" and any(q.set == "OGN" for q in c.printings)
    )
    card, printing = promo
    deck = read_deck("-", db, text=f"main: [2 {printing.id}]\n", input_format="yaml")
    assert deck.main[0].printing == printing
    from riftcheck.decks.deckcode import decode

    ((code_id, count),) = decode(write_deck(deck, "code")).main
    assert count == 2 and db.try_resolve(code_id)[0] == card and not code_id.startswith("OPP")


def test_unknown_card_cannot_be_encoded(db):
    deck = read_deck(
        "-", db, text="main:\n  - 3 Gust\n  - 2 Not A Real Card\n", input_format="yaml"
    )
    with pytest.raises(InputError) as exc:
        write_deck(deck, "code")
    assert "Not A Real Card" in exc.value.message and exc.value.location.line == 3
    assert "unknown cards cannot be written" in losses(deck, "code")


def test_losses_are_reported(db):
    deck = read_deck(GOOD / "kennen.deck.yaml", db)
    assert losses(deck, "yaml") == []
    # a TTS string holds the sideboard after the runes (OpenRift's layout): no loss when there are
    # runes, a warning when there are none to write it after
    assert not any("sideboard" in x for x in losses(deck, "tts"))
    no_runes = read_deck(
        "-", db, text="legend: Jinx, Loose Cannon\nmain: [3 Gust]\nsideboard: [2 Gust]\n"
    )
    assert any("sideboard" in x for x in losses(no_runes, "tts"))
    assert any("name, format" in x for x in losses(deck, "code"))


def test_unknown_output_format(db):
    with pytest.raises(ValueError, match="unknown output format"):
        write_deck(read_deck(GOOD / "kennen.deck.yaml", db), "xml")
    assert set(OUTPUT_FORMATS) == {"yaml", "json", "text", "code", "tts"}


# -- atomic writes ---------------------------------------------------------------


def test_atomic_write_replaces_and_keeps_mode(tmp_path):
    p = tmp_path / "out.yaml"
    p.write_text("old")
    p.chmod(0o640)
    atomic_write(p, "new")
    assert p.read_text() == "new" and (p.stat().st_mode & 0o777) == 0o640
    atomic_write(p, b"bytes")
    assert p.read_bytes() == b"bytes"
    assert [x.name for x in tmp_path.iterdir()] == ["out.yaml"]


def test_atomic_write_failure_keeps_the_old_file(tmp_path, monkeypatch):
    p = tmp_path / "out.yaml"
    p.write_text("old")

    def boom(*a, **kw):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write(p, "new")
    assert p.read_text() == "old"
    assert [x.name for x in tmp_path.iterdir()] == ["out.yaml"]


# -- the convert command -----------------------------------------------------------


def run_cli(args, capsys, stdin: str | None = None, monkeypatch=None):
    from riftcheck.cli import main

    if stdin is not None:
        import io

        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    with pytest.raises(SystemExit) as exc:
        main(args)
    out = capsys.readouterr()
    return exc.value.code, out.out, out.err


def test_convert_code_argument_to_yaml(capsys, db):
    code = "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"
    rc, out, _err = run_cli(["convert", code, "--to", "yaml"], capsys)
    assert rc in (0, None)
    assert "  - 3 Fury Rune (OGN-007)" in out and "  - 1 Cleave (OGN-004)" in out


def test_convert_file_to_file(tmp_path, capsys, db):
    out_path = tmp_path / "deck.json"
    rc, out, _err = run_cli(
        ["convert", str(GOOD / "jinx-aliases.txt"), "--to", "json", "-o", str(out_path)], capsys
    )
    assert rc in (0, None) and out == ""
    doc = json.loads(out_path.read_text())
    assert doc["legend"] == {"name": "Jinx, Loose Cannon", "count": 1}


def test_convert_stdin_with_input_format(capsys, monkeypatch, db):
    rc, out, _err = run_cli(
        ["convert", "-", "--to", "code", "--input-format", "text"],
        capsys,
        "3 Gust\n1 Jinx, Loose Cannon\n",
        monkeypatch,
    )
    assert rc in (0, None)
    assert read_deck(out.strip(), db).legend[0].card.name == "Jinx, Loose Cannon"


def test_convert_bad_input_is_an_error_not_a_traceback(capsys, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("main:\n  - 0 Gust\n")
    rc, _out, err = run_cli(["convert", str(bad), "--to", "json"], capsys)
    assert rc == 1
    assert f"{bad}:2:5: count '0' is not valid" in err and "Traceback" not in err


def test_convert_corrupt_code_argument(capsys):
    rc, _out, err = run_cli(["convert", "CMAAAAAAAAAAAAAAAEAQAAAHAEAQ1ACZ", "--to", "yaml"], capsys)
    assert rc == 1 and "<deck code>:1:29:" in err


def test_champion_with_two_copies_in_a_code(db):
    deck = read_deck(
        "-",
        db,
        text="legend: Jinx, Loose Cannon\nchampion: {card: 'Jinx, Demolitionist', count: 2}\nmain: [3 Gust]\n",
        input_format="yaml",
    )
    back = reread(write_deck(deck, "code"), "code", db)
    assert [(e.card.name, e.count) for e in back.champion] == [("Jinx, Demolitionist", 1)]
    assert ("Jinx, Demolitionist", 1) in [(e.card.name, e.count) for e in back.main]
    assert any("the other copy will read back under main" in x for x in losses(deck, "code"))
