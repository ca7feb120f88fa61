"""read_deck / read_pool / read_team: sources, limits, encodings, detection, the shared examples."""

from __future__ import annotations

import json
import os
import pathlib
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftcheck.decks import (
    detect_format,
    looks_like_deck_code,
    read_deck,
    read_pool,
    read_team,
)
from riftcheck.infra.errors import InputError

V3_BASIC = "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"


def _sizes(deck) -> dict[str, int]:
    return {
        z: sum(e.count for e in deck.zone(z))
        for z in ("legend", "champion", "main", "battlefields", "runes", "sideboard")
    }


# -- sources ------------------------------------------------------------------


def test_deck_code_given_directly(db):
    deck = read_deck(V3_BASIC, db)
    assert deck.source == "<deck code>" and deck.input_format == "code"
    assert {(e.card.name, e.count) for e in deck.entries()} == {
        ("Fury Rune", 3),
        ("Mind Rune", 2),
        ("Cleave", 1),
    }
    assert [e.zone for e in deck.runes] == ["runes", "runes"]


def test_existing_file_wins_over_code_shape(tmp_path, db, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / V3_BASIC).write_text("legend: Jinx, Loose Cannon\n")
    assert read_deck(V3_BASIC, db).input_format == "yaml"


def test_stdin(db):
    deck = read_deck("-", db, text="Legend:\n1 Jinx, Loose Cannon\n\nMainDeck:\n3 Gust\n")
    assert deck.source == "<stdin>" and deck.input_format == "text"
    assert _sizes(deck)["main"] == 3
    assert read_deck("-", db, text=V3_BASIC + "\n").input_format == "code"


def test_input_format_forces_a_reader(tmp_path, db):
    p = tmp_path / "deck.txt"
    p.write_text("legend: Jinx, Loose Cannon\nmain: [3 Gust]\n")
    assert read_deck(p, db).input_format == "yaml"
    with pytest.raises(InputError) as exc:
        read_deck(p, db, input_format="code")
    assert exc.value.location.line == 1
    with pytest.raises(InputError, match="unknown input format"):
        read_deck(p, db, input_format="xml")


def test_missing_file_and_directory(tmp_path, db):
    with pytest.raises(InputError, match="no such file") as exc:
        read_deck(tmp_path / "nope.yaml", db)
    assert exc.value.location.file.endswith("nope.yaml")
    with pytest.raises(InputError, match="is a directory"):
        read_deck(tmp_path, db)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user")
def test_unreadable_file(tmp_path, db):
    p = tmp_path / "deck.yaml"
    p.write_text("legend: Jinx, Loose Cannon\n")
    p.chmod(0)
    with pytest.raises(InputError, match="cannot read"):
        read_deck(p, db)


def test_size_limit_is_checked_before_reading(tmp_path, db, monkeypatch):
    p = tmp_path / "big.yaml"
    p.write_text("legend: Jinx, Loose Cannon\n" + "# padding\n" * 200)
    import builtins

    real_open = builtins.open

    def guarded_open(file, *a, **kw):
        assert str(file) != str(p), "the file was opened although it is over the limit"
        return real_open(file, *a, **kw)

    monkeypatch.setattr(builtins, "open", guarded_open)
    with pytest.raises(InputError) as exc:
        read_deck(p, db, max_bytes=100)
    assert "--max-file-size" in exc.value.message
    with pytest.raises(InputError, match="--max-file-size"):
        read_deck("-", db, text="x" * 101, max_bytes=100)


def test_bom_crlf_and_tabs(tmp_path, db):
    p = tmp_path / "deck.yaml"
    p.write_bytes("\ufefflegend: Jinx, Loose Cannon\r\nmain:\r\n  - 3 Gust\r\n".encode())
    deck = read_deck(p, db)
    assert deck.legend[0].card.name == "Jinx, Loose Cannon"
    assert (deck.main[0].location.line, deck.main[0].location.column) == (3, 5)
    t = tmp_path / "deck.txt"
    t.write_bytes(
        "\ufeffLegend:\r\n1\tJinx, Loose Cannon\r\n\r\nMainDeck:\r\n\t3\tGust\r\n".encode()
    )
    deck = read_deck(t, db)
    assert deck.main[0].card.name == "Gust" and deck.main[0].count == 3
    assert deck.main[0].location.line == 5


def test_unknown_card_is_not_an_input_error(db):
    deck = read_deck("-", db, text="legend: Jinx, Loose Cannon\nmain:\n  - 3 Gusst\n")
    (entry,) = deck.main
    assert entry.card is None and entry.problem is not None and entry.count == 3
    assert entry.problem.suggestions and entry.problem.suggestions[0][0] == "Gust"


def test_unknown_cards_in_a_flat_list_stay_in_main(db):
    deck = read_deck("-", db, text="1 Jinx - Loose Cannon (OGN-251)\n2 Not A Card (XYZ-999)\n")
    assert [e.ref for e in deck.main] == ["Not A Card (XYZ-999)"]


def test_entry_forms(db):
    deck = read_deck(
        "-",
        db,
        text="main:\n  - 3 Gust\n  - 2x Rebuke\n  - OGN-172\n  - {card: Ride the Wind, count: 2}\n"
        "  - Gust (OGN-169)\n  - 1 Fury Rune [OGN-007a]\n",
        input_format="yaml",
    )
    got = {(e.card.name, e.printing.id if e.printing else None): e.count for e in deck.entries()}
    assert got == {
        ("Gust", None): 4,
        ("Rebuke", None): 3,  # OGN-172 is Rebuke's base printing: the same as naming it
        ("Ride the Wind", None): 2,
        ("Fury Rune", "OGN-007a"): 1,
    }
    summed = sorted(n.message for n in deck.notices if n.code == "summed-entries")
    assert summed == [
        "2 entries of Gust in main (lines 2 and 6) were summed to 4 copies",
        "2 entries of Rebuke in main (lines 3 and 4) were summed to 3 copies",
    ]


def test_champion_mapping_with_count(db):
    deck = read_deck(
        "-",
        db,
        text='legend: Jinx, Loose Cannon\nchampion: {card: "Jinx, Demolitionist", count: 2}\n',
        input_format="yaml",
    )
    assert deck.champion[0].count == 2 and deck.champion[0].card.name == "Jinx, Demolitionist"
    assert not [n for n in deck.notices if n.code.startswith("champion-")]


def test_yaml_without_champion_does_not_infer(db):
    deck = read_deck(
        "-", db, text='legend: Jinx, Loose Cannon\nmain: ["3 Jinx, Rebel"]\n', input_format="yaml"
    )
    assert deck.champion == () and _sizes(deck)["main"] == 3


def test_metadata(db):
    deck = read_deck(
        "-",
        db,
        text="name: X\nformat: sealed\nevent_date: 2026-10-03\ndomains: [fury, Chaos]\npool: pool.txt\nmain: [3 Gust]\n",
        input_format="yaml",
    )
    assert (deck.name, deck.format, str(deck.event_date), deck.domains, deck.pool) == (
        "X",
        "sealed",
        "2026-10-03",
        ("Fury", "Chaos"),
        "pool.txt",
    )
    assert deck.location_of("main").line == 6


def test_header_with_entry_on_the_same_line(db):
    deck = read_deck("-", db, text="Legend: Jinx, Loose Cannon\nMainDeck:\n3 Gust\n")
    assert deck.legend[0].card.name == "Jinx, Loose Cannon"
    assert deck.legend[0].location.column == 9


# -- detection ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "text", "fmt"),
    [
        ("d.yaml", "anything", "yaml"),
        ("d.yml", "anything", "yaml"),
        ("d.json", "anything", "json"),
        ("d.txt", V3_BASIC, "code"),
        ("d.txt", "# comment\nCODE: " + V3_BASIC + "\nother text", "code"),
        ("d.txt", "OGN-265-1 OGN-246-1 OGN-245-1", "tts"),
        ("d.txt", '{"legend": null}', "json"),
        ("d.txt", "legend: Jinx, Loose Cannon\nmain:\n  - 3 Gust", "yaml"),
        ("d.txt", "Legend:\n1 Jinx, Loose Cannon", "text"),
        ("d.txt", "legend:\n1 Jinx, Loose Cannon\n\nmain:\n3 Gust", "text"),
        ("d.txt", "legend: Jinx, Loose Cannon", "yaml"),
        ("d.txt", "main:\n- 3 Gust", "yaml"),
        ("d.txt", "3 Gust\n2 Rebuke", "text"),
        (None, "3 Gust (OGN-169)", "text"),
    ],
)
def test_detect_format(name, text, fmt):
    assert detect_format(name, text) == fmt


def test_looks_like_deck_code():
    assert looks_like_deck_code(V3_BASIC)
    assert looks_like_deck_code(V3_BASIC.lower())
    for not_code in ("deck.yaml", "CMAAAA", "Cards-of-mine.txt", "-", "OGN-001", V3_BASIC + "!"):
        assert not looks_like_deck_code(not_code)


# -- pools and teams ------------------------------------------------------------


def test_read_pool_puts_everything_in_main_by_type(db):
    pool = read_pool(
        "-",
        db,
        text="Legend:\n1 Jinx, Loose Cannon\n\nChampion:\n1 Jinx, Demolitionist\n\nMainDeck:\n3 Gust\n\n"
        "Runes:\n2 Fury Rune\n\nSideboard:\n2 Rebuke\n1 Zaun Warrens\n",
    )
    assert not pool.champion and not pool.sideboard
    assert {e.card.name for e in pool.main} == {"Jinx, Demolitionist", "Gust", "Rebuke"}
    assert [e.card.name for e in pool.battlefields] == ["Zaun Warrens"]
    assert _sizes(pool) == {
        "legend": 1,
        "champion": 0,
        "main": 6,
        "battlefields": 1,
        "runes": 2,
        "sideboard": 0,
    }


def test_read_team(tmp_path):
    p = tmp_path / "team.yaml"
    p.write_text("name: Duo\nteam:\n  - a.yaml\n  - sub/b.txt\n")
    team = read_team(p)
    assert team.name == "Duo"
    assert team.paths == (tmp_path / "a.yaml", tmp_path / "sub" / "b.txt")
    assert (team.locations[1].line, team.locations[1].column) == (4, 5)
    name, _paths, _ = team
    assert name == "Duo"


@pytest.mark.parametrize(
    ("text", "line", "column", "message"),
    [
        ("team: [a.yaml]\n", 1, 7, "exactly two"),
        ("name: x\nteams: [a, b]\n", 2, 1, "unknown key 'teams'"),
        ("name: x\n", 1, 1, "missing key 'team'"),
        ("team: [a.yaml, 3]\n", 1, 16, "expected a deck file path"),
        ("team: [a.yaml\n", 2, 1, "YAML syntax error"),
        ("- a\n- b\n", 1, 1, "expected a team file"),
    ],
)
def test_bad_team_files(tmp_path, text, line, column, message):
    p = tmp_path / "team.yaml"
    p.write_text(text)
    with pytest.raises(InputError) as exc:
        read_team(p)
    assert message in exc.value.message
    assert (exc.value.location.line, exc.value.location.column) == (line, column)


# -- the shared examples ----------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "fmt", "sizes", "champion"),
    [
        (
            "rengar_showdown-ottawa_2026-08-08_1st.txt",
            "text",
            (1, 1, 39, 3, 12, 10),
            "Rengar, Trophy Hunter",
        ),
        ("draven_nz-10k-open_1st.txt", "text", (1, 1, 39, 3, 12, 0), "Draven, Showboat"),
        ("viktor_tts-format-example.txt", "tts", (1, 1, 39, 3, 12, 0), "Viktor, Leader"),
        ("code_viktor_tts-example_v3.txt", "code", (1, 1, 39, 3, 12, 0), "Viktor, Leader"),
        ("code_kaisa_readme-deck_v3.txt", "code", (1, 1, 39, 3, 12, 8), "Kai'Sa, Survivor"),
        ("code_kaisa_readme-example_v2.txt", "code", (1, 1, 39, 3, 12, 8), "Kai'Sa, Survivor"),
    ],
)
def test_shared_example_decks(shared_dir, db, name, fmt, sizes, champion):
    path = shared_dir / "examples/decks" / name
    if fmt == "code":
        # These files show the decoded list below the CODE: line; a file is read as one
        # format (issue 11), so the file is refused and its code is read on its own.
        with pytest.raises(InputError, match=r"holds a deck code and line \d+ holds 'main \(every"):
            read_deck(path, db)
        deck = read_deck(re.search(r"^CODE: (\S+)$", path.read_text(), re.MULTILINE).group(1), db)
    else:
        deck = read_deck(path, db)
    assert deck.input_format == fmt
    assert tuple(_sizes(deck).values()) == sizes
    assert deck.champion[0].card.name == champion
    assert all(e.problem is None for e in deck.entries())


def test_draven_champion_is_inferred_with_a_notice(shared_dir, db):
    deck = read_deck(shared_dir / "examples/decks/draven_nz-10k-open_1st.txt", db)
    (notice,) = [n for n in deck.notices if n.code == "champion-inferred"]
    assert "Draven, Showboat" in notice.message and notice.location.line == 30


def test_every_vector_reads_as_a_deck(shared_dir, db):
    """Each vector, read through the database: zones by type, champion from the pointer."""
    vectors = json.loads((shared_dir / "examples/decks/deck-code-vectors.json").read_text())[
        "vectors"
    ]
    for v in vectors:
        deck = read_deck(v["code"], db)
        dec = v["decoded"]
        total_main = sum(e["count"] for e in dec["mainDeck"])
        assert (
            sum(
                e.count for e in deck.entries("legend", "champion", "main", "battlefields", "runes")
            )
            == total_main
        )
        # v6 additional legends are the legends Neeko lets a deck choose, not cards of the deck
        assert [e.ref for e in deck.additional_legends] == list(dec.get("additionalLegends", [])), (
            v["name"]
        )
        assert sum(e.count for e in deck.sideboard) == sum(e["count"] for e in dec["sideboard"])
        for e in deck.entries():
            if e.card is not None and e.zone in ("legend", "runes", "battlefields"):
                assert (
                    e.card.type
                    == {"legend": "Legend", "runes": "Rune", "battlefields": "Battlefield"}[e.zone]
                )
        pointer = dec.get("chosenChampion")
        if pointer:
            assert [e.ref for e in deck.champion] == [pointer], v["name"]


def test_own_vectors_read_as_decks(db):
    """tests/fixtures' four vectors (v2, v3, v4, v6) read through the database, without ../shared."""
    own = (
        pathlib.Path(__file__).resolve().parents[1]
        / "fixtures"
        / "decks"
        / "deck-code-vectors.json"
    )
    for v in json.loads(own.read_text(encoding="utf-8"))["vectors"]:
        deck = read_deck(v["code"], db)
        dec = v["decoded"]
        assert deck.input_format == "code", v["name"]
        assert all(e.problem is None for e in deck.entries()), v["name"]
        main = sum(
            e.count for e in deck.entries("legend", "champion", "main", "battlefields", "runes")
        )
        assert main == sum(e["count"] for e in dec["mainDeck"]), v["name"]
        assert sum(e.count for e in deck.sideboard) == sum(e["count"] for e in dec["sideboard"]), v[
            "name"
        ]
        assert [e.ref for e in deck.additional_legends] == list(dec.get("additionalLegends", [])), (
            v["name"]
        )
        if dec.get("chosenChampion"):
            assert [e.ref for e in deck.champion] == [dec["chosenChampion"]], v["name"]


def test_code_lines_of_the_example_files(shared_dir, db, tmp_path):
    """The CODE: line of each example file, with its comments but without the decoded listing."""
    for path in sorted((shared_dir / "examples/decks").glob("code_*.txt")):
        text = path.read_text()
        code = re.search(r"^CODE: (\S+)$", text, re.MULTILINE).group(1)
        kept = text[: text.index("CODE: ")] + f"CODE: {code}\n# the decoded listing stood here\n"
        alone = tmp_path / path.name
        alone.write_text(kept)
        line = kept.count("\n", 0, kept.index("CODE: ")) + 1
        assert read_deck(code, db).entries() == tuple(
            e.__class__(
                e.ref,
                e.count,
                e.zone,
                e.location.__class__("<deck code>", 1, 1),
                e.card,
                e.printing,
                e.problem,
            )
            for e in read_deck(alone, db).entries()
        )
        assert {e.location.line for e in read_deck(alone, db).entries()} == {line}


# -- robustness -------------------------------------------------------------------


_pieces = st.sampled_from(
    [
        "Legend:",
        "MainDeck:",
        "main:",
        "- ",
        "3 ",
        "3x ",
        "0 ",
        "Gust",
        "OGN-169",
        "(OGN-169)",
        "[",
        "]",
        "{",
        "}",
        ": ",
        ",",
        "\n",
        "\t",
        "  ",
        "#",
        "//",
        "&a ",
        "*a",
        "CMAAAA",
        "OGN-214-1 ",
        "count: ",
        "card: ",
        "\ufeff",
        "é",
    ]
)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    text=st.lists(_pieces, max_size=40).map("".join),
    fmt=st.sampled_from([None, "yaml", "json", "text", "tts", "code"]),
)
def test_any_input_is_a_deck_or_an_input_error(db, text, fmt):
    try:
        deck = read_deck("-", db, text=text, input_format=fmt)
    except InputError as exc:
        assert exc.location is not None and exc.location.file == "<stdin>"
        assert exc.message
    else:
        assert deck.entries()
        assert all(e.count >= 1 and e.location.file == "<stdin>" for e in deck.entries())


@pytest.mark.parametrize(
    ("text", "name", "code"),
    [
        ("Gust (OGN-169)", "Gust", "OGN-169"),
        ("Icathian Rain [VEN-SP3/006]", "Icathian Rain", "VEN-SP3/006"),
        ("Gust (OGN)", "Gust", None),
        ("Gust (Buff)", "Gust (Buff)", None),
        ("(OGN-169)", "", "OGN-169"),
        ("Gust", "Gust", None),
    ],
)
def test_split_ref(text, name, code):
    from riftcheck.decks.entries import split_ref

    assert split_ref(text) == (name, code)


def test_set_only_suffix_and_bare_code_in_brackets(db):
    deck = read_deck("-", db, text="MainDeck:\n2 Gust (OGN)\n1 (OGN-172)\n")
    assert [(e.card.name, e.count) for e in deck.main] == [("Gust", 2), ("Rebuke", 1)]
