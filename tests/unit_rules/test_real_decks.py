"""Real tournament and documentation decks from ../shared: the verdicts the reference gives.

Skipped when ../shared is absent. Each case names the rule and message that
decide the verdict, so a change in any H4 rule's wording shows up here too.
"""

import datetime as dt

import pytest

CASES = [
    ("rengar_showdown-ottawa_2026-08-08_1st.txt", "2026-08-08", []),
    ("rengar_showdown-ottawa_2026-08-08_1st.txt", "2026-09-18", []),
    ("draven_nz-10k-open_1st.txt", "2026-09-17", []),
    (
        "draven_nz-10k-open_1st.txt",
        "2026-09-18",
        [("banned", "Stacked Deck is banned in constructed since 2026-09-18")],
    ),
    ("viktor_tts-format-example.txt", "2026-03-30", []),
    (
        "viktor_tts-format-example.txt",
        "2026-03-31",
        [("banned", "Obelisk of Power is banned in constructed since 2026-03-31")],
    ),
    (
        "code_kaisa_readme-deck_v3.txt",
        "2026-09-18",
        [("banned", "The Dreaming Tree is banned in constructed since 2026-03-31")],
    ),
]


@pytest.mark.parametrize(
    ("name", "day", "errors"), CASES, ids=[f"{c[0].split('_')[0]}-{c[1]}" for c in CASES]
)
def test_real_deck_verdict(name, day, errors, shared_dir, db):
    from riftcheck.decks import read_deck
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    path = shared_dir / "examples" / "decks" / name
    if name.startswith("code_"):
        # the file shows its decoded list below the code and is refused as mixed (issue 11): read the code
        import re

        deck = read_deck(re.search(r"^CODE: (\S+)$", path.read_text(), re.MULTILINE).group(1), db)
    else:
        deck = read_deck(str(path), db)
    result = check_deck(deck, db, load_ruleset("constructed"), as_of=dt.date.fromisoformat(day))
    got = [(f.rule, f.message) for f in result.findings if f.severity == "error"]
    assert got == errors
    assert result.legal is (not errors)
