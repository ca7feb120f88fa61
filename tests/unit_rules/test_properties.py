"""Property tests: counting rules agree with plain arithmetic for any split of copies."""

from hypothesis import given
from hypothesis import strategies as st
from rulekit import KENNEN_UNIT, RAMPAGE, deck, entry, filler, run

from riftcheck.rules.copy_limit import CopyLimit
from riftcheck.rules.main_deck_size import MainDeckSize
from riftcheck.rules.sideboard_size import SideboardSize

counts = st.lists(st.integers(min_value=1, max_value=4), min_size=0, max_size=3)


@given(main=counts, side=counts, limit=st.integers(min_value=1, max_value=5))
def test_copy_limit_counts_every_entry_of_a_card(main, side, limit):
    entries = [entry(RAMPAGE, n, "main", 10 + i) for i, n in enumerate(main)]
    entries += [entry(RAMPAGE, n, "sideboard", 80 + i) for i, n in enumerate(side)]
    found = run(CopyLimit, deck(*entries), options={"limit": limit})
    n = sum(main) + sum(side)
    if n <= limit:
        assert found == []
    else:
        (v,) = found
        assert v.message.startswith(f"{n} copies of Rampage (")
        assert v.fix == f"remove {n - limit} Rampage"
        assert v.location == entries[0].location


@given(champ=st.integers(min_value=0, max_value=3), main=st.integers(min_value=0, max_value=60))
def test_main_deck_size_is_champion_plus_main(champ, main):
    entries = filler(main)
    if champ:
        entries.append(entry(KENNEN_UNIT, champ, "champion", 2))
    found = run(MainDeckSize, deck(*entries))
    assert (found == []) is (champ + main == 40)
    if found:
        assert f"has {champ + main} card" in found[0].message


@given(size=st.integers(min_value=0, max_value=20), limit=st.one_of(st.none(), st.integers(min_value=0, max_value=15)))
def test_sideboard_size_against_max(size, limit):
    found = run(SideboardSize, deck(*filler(size, zone="sideboard", first_line=71)), options={"max": limit})
    assert (found != []) is (limit is not None and size > limit)
