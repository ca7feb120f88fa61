"""Property tests: counting rules agree with plain arithmetic for any split of copies."""

from hypothesis import given
from hypothesis import strategies as st
from samplecards import KENNEN_UNIT, RAMPAGE

from riftcheck.rules.copy_limit import CopyLimit
from riftcheck.rules.main_deck_size import MainDeckSize
from riftcheck.rules.sideboard_size import SideboardSize
from riftcheck.testing import deck, entry, filler, run_rule

counts = st.lists(st.integers(min_value=1, max_value=4), min_size=0, max_size=3)


@given(main=counts, side=counts, limit=st.integers(min_value=1, max_value=5))
def test_copy_limit_counts_every_entry_of_a_card(main, side, limit):
    entries = [entry(RAMPAGE, n, "main", 10 + i) for i, n in enumerate(main)]
    entries += [entry(RAMPAGE, n, "sideboard", 80 + i) for i, n in enumerate(side)]
    found = run_rule(CopyLimit, deck(*entries), options={"limit": limit})
    n = sum(main) + sum(side)
    if n <= limit:
        assert found == []
    else:
        (v,) = found
        assert v.message.startswith(f"{n} copies of Rampage (")
        # the fix takes the excess from the sideboard first, then the main deck, and every other line is related
        from_side = min(sum(side), n - limit)
        from_main = n - limit - from_side
        parts = [
            f"{k} Rampage from {z}:" if i == 0 else f"{k} from {z}:"
            for i, (k, z) in enumerate(
                x for x in ((from_side, "sideboard"), (from_main, "main")) if x[0]
            )
        ]
        assert v.fix == "remove " + " and ".join(parts)
        assert v.location == entries[0].location
        assert v.related == tuple(e.location for e in entries[1:])


@given(champ=st.integers(min_value=0, max_value=3), main=st.integers(min_value=0, max_value=60))
def test_main_deck_size_is_champion_plus_main(champ, main):
    entries = filler(main)
    if champ:
        entries.append(entry(KENNEN_UNIT, champ, "champion", 2))
    found = run_rule(MainDeckSize, deck(*entries))
    assert (found == []) is (champ + main == 40)
    if found:
        assert f"has {champ + main} card" in found[0].message


@given(
    size=st.integers(min_value=0, max_value=20),
    limit=st.one_of(st.none(), st.integers(min_value=0, max_value=15)),
)
def test_sideboard_size_against_max(size, limit):
    found = run_rule(
        SideboardSize, deck(*filler(size, zone="sideboard", first_line=71)), options={"max": limit}
    )
    assert (found != []) is (limit is not None and size > limit)
