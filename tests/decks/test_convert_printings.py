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
