"""atkK 2, 3 and 5: whether a pool is the deck itself is decided by the text read, not by a path.

``--pool -`` fed the deck's own bytes is the deck itself (as ``--pool DECK`` is); a list and a pool
pasted in one event file (or roster) are two texts, never "the event file itself"; and a team's
two pasted lists are two decks in the pool rule's breakdown.
"""

from __future__ import annotations

import json
import textwrap

from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL, write

DAY = ("--as-of", "2026-10-20")
#: A Sealed text list whose every card is in TEAM_POOL (25 cards with the champion).
LIST = """Legend:
1 Jinx, Loose Cannon

Champion:
1 Jinx, Demolitionist

MainDeck:
6 Pouty Poro
3 Blazing Scorcher
3 Cleave
3 Noxus Hopeful
3 Get Excited!
3 Magma Wurm
3 Charm

Battlefields:
1 Targon's Peak

Runes:
4 Fury Rune
4 Chaos Rune
4 Calm Rune
"""
#: Teammate's list: 6 more Pouty Poro (12 in the team, 12 in the pool) and 4 Charm (7, 8).
MATE = """MainDeck:
6 Pouty Poro
3 Blazing Scorcher
3 Cleave
3 Noxus Hopeful
3 Get Excited!
3 Magma Wurm
4 Charm

Runes:
4 Fury Rune
4 Chaos Rune
4 Calm Rune
"""
ITSELF = "The pool given (<stdin>) is this deck file itself, so nothing would be checked"


def _flat(text: str) -> str:
    return " ".join(text.split())


def _block(text: str) -> str:
    return textwrap.indent(text, "      ")


def test_the_deck_on_stdin_as_its_own_pool_is_refused_as_by_path(cli, tmp_path):
    write(tmp_path, "a.txt", LIST)
    by_path = cli("-r", "sealed", *DAY, "--pool", "a.txt", "a.txt", cwd=tmp_path)
    r = cli("-r", "sealed", *DAY, "--pool", "-", "a.txt", stdin=LIST, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "") == (by_path.returncode, by_path.stderr)
    assert "a.txt: ILLEGAL (1 error)" in r.stdout and ITSELF in _flat(r.stdout)
    # the deck on stdin and its own file as the pool: the same refusal
    r = cli("-r", "sealed", *DAY, "--pool", "a.txt", "-", stdin=LIST, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    assert "The pool given (a.txt) is this deck file itself" in _flat(r.stdout)
    # another text on stdin is a pool: the deck is judged against it
    r = cli("-r", "sealed", *DAY, "--pool", "-", "a.txt", stdin=TEAM_POOL, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert "a.txt: LEGAL" in r.stdout and "itself" not in r.stdout


def test_diff_with_the_deck_on_stdin_as_its_pool_is_not_identical(cli, tmp_path):
    write(tmp_path, "a.txt", LIST)
    r = cli("diff", "a.txt", "a.txt", "--sideboarding", "-r", "sealed", *DAY, "--pool", "-",
            stdin=LIST, cwd=tmp_path)  # fmt: skip
    assert (r.returncode, r.stderr) == (1, "")
    out = _flat(r.stdout)
    assert ITSELF in out and "the played deck is illegal on its own: 1 error" in out


def _event(tmp_path, list_text: str, pool_text: str) -> None:
    write(
        tmp_path,
        "ev.yaml",
        "name: T\ndate: 2026-10-20\nruleset: sealed\nplayers:\n  - player: Ann\n"
        f"    list: |\n{_block(list_text)}    pool: |\n{_block(pool_text)}",
    )


def test_a_list_and_a_pool_pasted_in_one_event_file_are_two_texts(cli, tmp_path):
    _event(tmp_path, LIST, TEAM_POOL)
    r = cli("event", "-q", "ev.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (0, "\n1 player: 1 legal, 0 illegal\n", "")
    # the real pool check runs: a pasted pool too small is its finding, not "the file itself"
    _event(tmp_path, LIST, TEAM_POOL.replace("8 Charm", "2 Charm"))
    r = cli("event", "-q", "ev.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    assert "error  pool  3 Charm in deck, 2 in pool" in r.stdout and "itself" not in r.stdout


def test_the_same_pasted_text_as_list_and_pool_is_itself(cli, tmp_path):
    write(
        tmp_path,
        "ev.yaml",
        "name: T\ndate: 2026-10-20\nruleset: sealed\nplayers:\n  - player: Ann\n"
        f"    list: &same |\n{_block(LIST)}    pool: *same\n",
    )
    r = cli("event", "-q", "ev.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    # said as the event's roster-pool problem: the pool repeats the list (evtL 5)
    assert (
        "roster-pool pool: the pasted pool repeats the pasted list (list), probably a paste "
        "mistake" in _flat(r.stdout)
    )


def test_a_roster_row_with_list_and_pool_pasted_is_judged_against_the_pool(cli, tmp_path):
    cell = lambda text: '"' + text.replace('"', '""') + '"'  # noqa: E731
    write(tmp_path, "r.csv", f"player,list,pool\nAnn,{cell(LIST)},{cell(TEAM_POOL)}\n")
    r = cli("event", "-q", "-r", "sealed", *DAY, "r.csv", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (0, "\n1 player: 1 legal, 0 illegal\n", "")


def test_team_pool_findings_name_each_pasted_deck(cli, tmp_path):
    pool = TEAM_POOL.replace("12 Pouty Poro", "9 Pouty Poro")
    text = (
        "name: T\ndate: 2026-10-20\nruleset: sealed-2v2\nplayers:\n"
        f"  - player: Pa\n    team: X\n    pool: |\n{_block(pool)}    list: |\n{_block(LIST)}"
        f"  - player: Pb\n    team: X\n    list: |\n{_block(MATE)}"
    )
    write(tmp_path, "ev.yaml", text)
    r = cli("event", "-q", "ev.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    lines = text.splitlines()
    # each pasted list named by the card's own line in it (atkM: a deck's start line was named,
    # line 1 for every card of a list file both teammates registered)
    listed = lines.index("    list: |")
    first = 1 + lines.index("      6 Pouty Poro", listed)
    second = 1 + lines.index("      6 Pouty Poro", lines.index("    list: |", listed + 1))
    assert (
        f"12 Pouty Poro in the team's decks (6 in ev.yaml line {first}, 6 in ev.yaml line "
        f"{second}), 9 in shared pool" in _flat(r.stdout)
    )
    assert "in deck, 9 in shared pool" not in _flat(r.stdout)


def test_pool_option_over_a_deck_s_pool_key_says_so_at_the_line(cli, tmp_path):
    # atkK 7: --pool judging a deck instead of the pool its pool: key names is said, not silent
    write(tmp_path, "a.yaml", "# Ann's deck\npool: small.txt\n" + SEALED_A)
    write(tmp_path, "small.txt", TEAM_POOL.replace("8 Charm", "1 Charm"))
    write(tmp_path, "pool.txt", TEAM_POOL)
    r = cli("-r", "sealed", *DAY, "--pool", "pool.txt", "a.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert (
        "a.yaml: LEGAL note: line 2: --pool pool.txt replaces the pool named in the deck "
        "(small.txt): the deck is judged against pool.txt 1 deck: 1 legal" in _flat(r.stdout)
    )
    r = cli("-r", "sealed", *DAY, "-f", "json", "--pool", "pool.txt", "a.yaml", cwd=tmp_path)
    (notice,) = [
        n for n in json.loads(r.stdout)["decks"][0]["notices"] if n["code"] == "pool-replaced"
    ]
    assert notice["line"] == 2
    # without --pool the deck's own pool judges it
    r = cli("-r", "sealed", *DAY, "a.yaml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "") and "replaces" not in r.stdout


def test_a_pasted_played_deck_beside_a_pasted_pool_is_judged_against_it(cli, tmp_path):
    # atkK 3 under --sideboarding: the played deck and the pool pasted in one row are two texts
    write(tmp_path, "a.txt", LIST)
    cell = lambda text: '"' + text.replace('"', '""') + '"'  # noqa: E731
    write(tmp_path, "r.csv", f"player,list,played,pool\nAnn,a.txt,{cell(LIST)},{cell(TEAM_POOL)}\n")
    r = cli("event", "-q", "--sideboarding", "-r", "sealed", *DAY, "r.csv", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (0, "\n1 player: 1 legal, 0 illegal\n", "")
    small = TEAM_POOL.replace("8 Charm", "2 Charm")
    write(tmp_path, "r.csv", f"player,list,played,pool\nAnn,a.txt,{cell(LIST)},{cell(small)}\n")
    r = cli("event", "-q", "--sideboarding", "-r", "sealed", *DAY, "r.csv", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    out = _flat(r.stdout)
    assert "3 Charm in deck, 2 in pool" in out and "itself" not in out


def test_one_list_file_registered_by_both_teammates_names_the_card_s_line(cli, tmp_path):
    # atkM side note: "(1 in sealed.deck.txt line 1, 1 in sealed.deck.txt line 1)" for every card
    write(tmp_path, "a.txt", LIST)
    write(tmp_path, "p.txt", TEAM_POOL.replace("12 Pouty Poro", "9 Pouty Poro"))
    write(tmp_path, "r.csv", "player,list,team,pool\nAnn,a.txt,X,p.txt\nBob,a.txt,X,p.txt\n")
    r = cli("event", "-q", "-r", "sealed-2v2", *DAY, "r.csv", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    line = 1 + LIST.splitlines().index("6 Pouty Poro")
    assert (
        f"a.txt:{line}:1 error pool 12 Pouty Poro in the team's decks (6 in a.txt line {line}, "
        f"6 in a.txt line {line}), 9 in shared pool" in _flat(r.stdout)
    ), r.stdout
