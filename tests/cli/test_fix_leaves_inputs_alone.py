"""``check --fix`` rewrites the decks it fixes and nothing else the run reads (evtR 2).

A Sealed pool found in the folder being fixed (named with ``--pool``, or by a deck's ``pool:``
key, or a hard link of either) is the list of cards opened, not a deck: merging its lines would
change what every deck of it is judged against. It is left alone, and stderr says whose pool it is.
"""

from __future__ import annotations

import os

from riftcheck.api import fix_decks

POOL = (
    "1 Kennen, Heart of the Tempest\n1 Kennen, Storm of Shuriken\n3 Mystic Poro\n"
    "3 Traveling Merchant\n3 Shipyard Skulker\n3 Sneaky Deckhand\n3 Daring Poro\n3 Soaring Scout\n"
    "3 Trifarian Gloryseeker\n3 Vanguard Captain\n1 Emperor's Dais\n1 Forgotten Monument\n"
    "1 Seat of Power\n1 mystic poro\n"
)
MAIN = (
    "2 Mystic Poro\n1 mystic poro\n3 Traveling Merchant\n3 Shipyard Skulker\n3 Sneaky Deckhand\n"
    "3 Daring Poro\n3 Soaring Scout\n3 Trifarian Gloryseeker\n3 Vanguard Captain\n"
)
TEXT = (
    "Legend:\n1 Kennen, Heart of the Tempest\n\nChampion:\n1 Kennen, Storm of Shuriken\n\n"
    f"MainDeck:\n{MAIN}\n"
    "Battlefields:\n1 Emperor's Dais\n1 Forgotten Monument\n1 Seat of Power\n\n"
    "Runes:\n6 Order Rune\n6 Chaos Rune\n"
)
YAML = (
    "format: sealed\npool: p.deck.txt\nlegend: Kennen, Heart of the Tempest\n"
    "champion: Kennen, Storm of Shuriken\nmain:\n"
    + "".join(f"  - {line}\n" for line in MAIN.splitlines())
    + "battlefields:\n  - Emperor's Dais\n  - Forgotten Monument\n  - Seat of Power\n"
    "runes:\n  - 6 Order Rune\n  - 6 Chaos Rune\n"
)
MERGED = "merged the MainDeck: lines of Mystic Poro (2 + 1 = 3)"
SUMMARY = (
    "riftcheck: --fix: 1 of 2 deck files rewritten; cards are never added, removed or replaced by "
    "a guess"
)


def _left_alone(path: str, what: str) -> str:
    return (
        f"riftcheck: --fix: {path}: left alone: the file is {what}, which the run reads; --fix "
        "rewrites only the decks it fixes"
    )


def test_the_pool_given_with_pool_in_the_folder_fixed_is_left_alone(cli, tmp_path):
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "a.deck.txt").write_text(TEXT)
    (decks / "pool.deck.txt").write_text(POOL)
    r = cli(
        "-r", "sealed", "--pool", "decks/pool.deck.txt", "--as-of", "2026-11-01", "--fix", "decks",
        "-f", "concise", cwd=tmp_path,
    )  # fmt: skip
    assert (decks / "pool.deck.txt").read_text() == POOL
    assert (decks / "a.deck.txt").read_text() == TEXT.replace(
        "2 Mystic Poro\n1 mystic poro\n", "3 Mystic Poro\n"
    )
    assert r.stderr.splitlines() == [
        f"riftcheck: --fix: decks/a.deck.txt: {MERGED}",
        _left_alone("decks/pool.deck.txt", "the pool given with --pool"),
        SUMMARY,
    ]
    # the check that follows still says the pool, read as a deck of the folder, is itself
    assert r.returncode == 1
    assert r.stdout.splitlines()[0].startswith(
        "decks/pool.deck.txt: error [pool] The pool given (decks/pool.deck.txt) is this deck file"
    )
    assert "2 decks: 1 legal, 1 illegal" in r.stdout


def test_the_pool_a_deck_names_by_its_pool_key_is_left_alone(cli, tmp_path):
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "p.deck.txt").write_text(POOL)
    (decks / "y.deck.yaml").write_text(YAML)
    r = cli("-r", "sealed", "--as-of", "2026-11-01", "--fix", "decks", "-q", cwd=tmp_path)
    assert (decks / "p.deck.txt").read_text() == POOL
    assert "  - 3 Mystic Poro\n" in (decks / "y.deck.yaml").read_text()
    assert r.stderr.splitlines() == [
        _left_alone("decks/p.deck.txt", "the pool of decks/y.deck.yaml"),
        "riftcheck: --fix: decks/y.deck.yaml: merged the main: lines of Mystic Poro (2 + 1 = 3)",
        SUMMARY,
    ]
    assert r.returncode == 1 and r.stdout.count("decks/p.deck.txt") >= 1


def test_a_hard_link_of_the_pool_is_the_pool(cli, tmp_path):
    """``--pool`` names one link, the folder fixed holds the other: compared by device and inode,
    the reason said is the pool, not the hard links."""
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "a.deck.txt").write_text(TEXT)
    (tmp_path / "pool.txt").write_text(POOL)
    os.link(tmp_path / "pool.txt", decks / "pool.deck.txt")
    r = cli(
        "-r", "sealed", "--pool", "pool.txt", "--as-of", "2026-11-01", "--fix", "decks", "-q",
        cwd=tmp_path,
    )  # fmt: skip
    assert (tmp_path / "pool.txt").read_text() == POOL
    assert os.stat(tmp_path / "pool.txt").st_nlink == 2  # not split either
    assert r.stderr.splitlines() == [
        f"riftcheck: --fix: decks/a.deck.txt: {MERGED}",
        _left_alone("decks/pool.deck.txt", "the pool given with --pool"),
        SUMMARY,
    ]
    assert r.returncode == 1


def test_the_other_inputs_of_the_run_are_left_alone_too(tmp_path):
    """The card database, the ruleset and the configuration, named as decks (or found as decks by
    a glob), are inputs: not fixed. (Each is refused whole, before any planning.)"""
    deck = tmp_path / "a.deck.txt"
    deck.write_text(TEXT)
    (tmp_path / "x.deck.yaml").write_text("name: mine\nextends: sealed\n")
    reports = fix_decks(
        [str(deck), str(tmp_path / "x.deck.yaml")],
        config=False,
        ruleset=str(tmp_path / "x.deck.yaml"),
        as_of=None,
    )
    assert [str(r.skipped) for r in reports] == [
        "None",
        "left alone: the file is a ruleset of the run, which the run reads; --fix rewrites only "
        "the decks it fixes",
    ]
    assert reports[0].written
