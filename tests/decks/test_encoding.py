"""Text files saved by Windows tools (Windows-1252) are read with a notice; other undecodable files are refused."""

from __future__ import annotations

import pytest

from riftcheck.decks import read_deck
from riftcheck.infra.errors import InputError


def test_windows_1252_file_is_read_with_a_notice(db, tmp_path):
    p = tmp_path / "fr.txt"
    p.write_bytes(
        "Légende :\r\n1 Gâchette folle\r\nDeck principal :\r\n3 Rayon Hextech\r\n".encode("cp1252")
    )
    deck = read_deck(str(p), db)
    assert deck.legend[0].card.name == "Jinx, Loose Cannon"
    assert deck.main[0].card.name == "Hextech Ray"
    notice = next(n for n in deck.notices if n.code == "windows-1252")
    assert (notice.location.line, notice.location.column) == (1, 2)


@pytest.mark.parametrize(
    "data, byte",
    [
        (b"Legend:\n1 Caf\x81\n", "0x81"),  # undefined in Windows-1252
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "0x89"),  # binary
    ],
)
def test_other_undecodable_files_are_still_refused(db, tmp_path, data, byte):
    p = tmp_path / "deck.txt"
    p.write_bytes(data)
    with pytest.raises(
        InputError, match=f"byte {byte} is not valid UTF-8: expected a UTF-8 text file"
    ):
        read_deck(str(p), db)


@pytest.mark.parametrize(
    "codec,shown",
    [
        ("utf-16", "UTF-16-LE"),  # with its byte-order mark
        (
            "utf-16-le",
            "UTF-16-LE",
        ),  # without: told by its NUL bytes (valid UTF-8, read as garbage before)
        ("utf-16-be", "UTF-16-BE"),
        ("utf-32", "UTF-32-LE"),
        ("utf-32-be", "UTF-32-BE"),
    ],
)
def test_wide_deck_files_are_refused_naming_their_encoding(db, tmp_path, codec, shown):
    p = tmp_path / "deck.txt"
    p.write_bytes("Legend:\n1 Jinx, Loose Cannon\n".encode(codec))
    with pytest.raises(InputError) as exc:
        read_deck(str(p), db)
    assert exc.value.message == (
        f"the file is {shown} text: expected a UTF-8 text file (save it as UTF-8)"
    )
