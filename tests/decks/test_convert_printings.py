"""``convert`` compares what a check sees, printings included where a rule reads them (issue 23)."""

from __future__ import annotations

import pytest

from riftcheck.decks import read_deck
from riftcheck.decks.write import convert_deck
from riftcheck.infra.errors import InputError

SEALED = """legend: Jinx, Loose Cannon
champion: Jinx, Demolitionist
main:
  - 3 blazing scorcher
  - 3 Gust (OGN-169)
pool: pool.txt
"""


@pytest.mark.parametrize("fmt", ["yaml", "json", "text"])
def test_a_name_stays_a_name_and_an_id_stays_an_id(db, fmt):
    deck = read_deck("-", db, text=SEALED.replace("pool: pool.txt\n", ""), input_format="yaml")
    out = convert_deck(deck, fmt, db)
    back = read_deck("-", db, text=out, input_format="yaml" if fmt == "json" else fmt)
    got = {(e.card.display_name, e.printing.id if e.printing else None) for e in back.main}
    assert got == {("Blazing Scorcher", None), ("Gust", "OGN-169")}


def test_a_code_of_a_pool_deck_would_pin_printings_and_is_refused(db):
    deck = read_deck("-", db, text=SEALED, input_format="yaml")
    with pytest.raises(InputError) as exc:
        convert_deck(deck, "code", db)
    assert "Blazing Scorcher" in exc.value.message and "would read back as" in exc.value.message
    # without a pool a code is fine: the pinned printing is said as a note by the command
    plain = read_deck("-", db, text=SEALED.replace("pool: pool.txt\n", ""), input_format="yaml")
    assert convert_deck(plain, "code", db).startswith("C")


def test_a_code_names_each_printing_it_pins_and_warns(cli, tmp_path):
    """E3: a name-only entry written as a code is said card by card, as a warning (a pool check
    reads printings: the code can fail a pool the list passes), never only a count in a note."""
    deck = tmp_path / "d.yaml"
    deck.write_text(SEALED.replace("pool: pool.txt\n", ""), encoding="utf-8")
    r = cli("convert", str(deck), "--to", "code")
    assert r.returncode == 0 and r.stdout.startswith("C")
    assert r.stderr.startswith(
        "riftcheck: warning: a code string names a printing for every card: 3 entries given by "
        "name are written as the card's original printing (1 Jinx, Loose Cannon as "
    )
    assert "3 Blazing Scorcher as OGN-" in r.stderr and "Gust as" not in r.stderr
    assert "can fail a pool check the list passes" in r.stderr


def test_a_pool_deck_refusal_says_the_names_would_be_pinned(db):
    deck = read_deck("-", db, text=SEALED, input_format="yaml")
    with pytest.raises(InputError) as exc:
        convert_deck(deck, "code", db)
    assert "written as the card's original printing" in str(exc.value.message)
