"""Issue 23, verdicts: no weaker check unseen (a partial check is marked in every format), a list
cannot choose its own pool, best-of-one sideboarding by the rules, team verdicts everywhere, and a
Sealed 2v2 team's played decks share the team's pool (TR 603.6). Inputs of the tests' own."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")

#: A Sealed deck of 25 cards (a legend, a champion, 24 main) and a teammate's of 25 (no legend).
SEALED_A = """legend: Jinx, Loose Cannon
champion: Jinx, Demolitionist
main:
  - 6 Pouty Poro
  - 3 Blazing Scorcher
  - 3 Cleave
  - 3 Noxus Hopeful
  - 3 Get Excited!
  - 3 Magma Wurm
  - 3 Charm
battlefields:
  - Targon's Peak
runes:
  - 4 Fury Rune
  - 4 Chaos Rune
  - 4 Calm Rune
sideboard:
  - 1 Charm
"""
SEALED_B = """main:
  - 6 Pouty Poro
  - 3 Blazing Scorcher
  - 3 Cleave
  - 3 Noxus Hopeful
  - 3 Get Excited!
  - 3 Magma Wurm
  - 4 Charm
runes:
  - 4 Fury Rune
  - 4 Chaos Rune
  - 4 Calm Rune
"""
#: One pool holding A and B, with 3 Disintegrate for either of them (not both).
TEAM_POOL = """1 Jinx, Loose Cannon
1 Jinx, Demolitionist
12 Pouty Poro
6 Blazing Scorcher
6 Cleave
6 Noxus Hopeful
6 Get Excited!
6 Magma Wurm
8 Charm
3 Disintegrate
1 Targon's Peak
"""


def write(tmp: Path, name: str, text: str) -> Path:
    p = tmp / name
    p.write_text(text, encoding="utf-8")
    return p


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


# ---------------------------------------------------------------- F7: diff of Limited without a pool


def test_diff_of_a_sealed_deck_without_its_pool_is_a_partial_check(rc, tmp_path):
    write(tmp_path, "reg.deck.yaml", SEALED_A)
    # the sideboard's Charm for a Cleave of the main: one for one, every card registered
    write(tmp_path, "played.deck.yaml", SEALED_A.replace("  - 1 Charm\n", "  - 1 Cleave\n")
          .replace("  - 3 Cleave\n", "  - 2 Cleave\n  - 1 Charm\n", 1))  # fmt: skip
    write(tmp_path, "pool.txt", TEAM_POOL)
    base = ("diff", "reg.deck.yaml", "--sideboarding", "-r", "sealed", "--as-of", "2026-10-20")
    for played in ("reg.deck.yaml", "played.deck.yaml"):
        code, out, err = rc(*base[:2], played, *base[2:])
        assert (code, err) == (0, ""), out
        last = out.rstrip().splitlines()[-1]
        assert "but a partial check: pool not checked" in last, out
        assert not last.startswith("identical: the same cards"), out
        code, out, err = rc(*base[:2], played, *base[2:], "-f", "json")
        doc = json.loads(out)
        assert (code, err, doc["status"], doc["partial"], doc["not_checked"]) == (
            0,
            "",
            "partial",
            True,
            ["pool"],
        )
        # with the pool the check is whole
        code, out, err = rc(*base[:2], played, *base[2:], "--pool", "pool.txt", "-f", "json")
        doc = json.loads(out)
        assert (code, doc["partial"], doc["not_checked"]) == (0, False, []), out
        assert doc["status"] == ("identical" if played == "reg.deck.yaml" else "allowed")
    # a Constructed deck needs no pool: never partial
    write(tmp_path, "k.txt", KENNEN)
    code, out, err = rc("diff", "k.txt", "k.txt", "--sideboarding", "--as-of", "2026-09-20")
    assert (code, err) == (0, "") and out.rstrip().endswith(
        "identical: the same cards in every zone"
    )


# ---------------------------------------------------------------- F9: the event decides the pool


def test_a_lists_own_pool_key_never_decides_its_pool(rc, tmp_path):
    write(tmp_path, "pool.txt", TEAM_POOL)
    write(tmp_path, "tiny.txt", "1 Jinx, Loose Cannon\n")
    # the list names a pool that holds it; the roster names one that does not
    write(tmp_path, "a.deck.yaml", SEALED_A + "pool: pool.txt\n")
    write(tmp_path, "r.csv", "player,list,pool\nAnn,a.deck.yaml,tiny.txt\n")
    code, out, err = rc(
        "event", "r.csv", "-r", "sealed", "--as-of", "2026-10-20", "--color", "never"
    )
    said = flat(out)
    assert (code, err) == (1, ""), out
    assert "Ann (r.csv row 2): ILLEGAL" in said and "6 Pouty Poro in deck, 0 in pool" in said
    assert (
        "a.deck.yaml:19:1 warning roster-list-setting the list says pool pool.txt; the event "
        "decides the pool (the roster's tiny.txt), so the list's is not used" in said
    )
    # no pool column: the list's pool is not used either, and the pool is not checked
    write(tmp_path, "r.csv", "player,list\nAnn,a.deck.yaml\n")
    code, out, err = rc(
        "event", "r.csv", "-r", "sealed", "--as-of", "2026-10-20", "--color", "never"
    )
    said = flat(out)
    assert (code, err) == (0, ""), out
    assert "Ann (r.csv row 2): LEGAL (pool not checked" in said
    assert "(none: the roster gives this player no pool)" in said
    # the roster naming the very file the list names: nothing to warn about
    write(tmp_path, "r.csv", "player,list,pool\nAnn,a.deck.yaml,pool.txt\n")
    code, out, err = rc(
        "event", "r.csv", "-r", "sealed", "--as-of", "2026-10-20", "--color", "never"
    )
    assert (code, err) == (0, "") and "roster-list-setting" not in out, out
    assert "Ann (r.csv row 2): LEGAL\n" in out


# ---------------------------------------------------------------- F17: best-of-one Constructed


@pytest.mark.parametrize(
    "day,numbered",
    [("2026-09-20", "406.1.g"), ("2026-10-20", "406.1.h")],  # the July and October numbers
)
def test_best_of_one_constructed_sideboards_only_with_the_head_judges_altered_setup(
    rc, tmp_path, day, numbered
):
    write(tmp_path, "reg.txt", KENNEN)
    swap = KENNEN.replace("3 Gust\n", "2 Gust\n1 Ride the Wind\n").replace(
        "3 Ride the Wind", "2 Ride the Wind\n1 Gust"
    )
    write(tmp_path, "played.txt", swap)
    base = ("diff", "reg.txt", "played.txt", "--sideboarding", "--as-of", day)
    # best of three: a one-for-one exchange is allowed (TR 403.4)
    code, out, _ = rc(*base)
    assert code == 0 and out.rstrip().endswith("sideboarding the format allows (TR 403.4)")
    # best of one: the match is its first game (TR 403.5), so no sideboarding ...
    code, out, _ = rc(*base, "--best-of", "1")
    assert code == 1, out
    assert f"[TR 403.5, TR {numbered}]" in out and "altered setup is not stated" in flat(out)
    # ... unless the head judge uses the altered setup, which sideboards as in best of three
    code, out, _ = rc(*base, "--best-of", "1", "--best-of-one-sideboarding")
    assert code == 0, out
    assert out.rstrip().endswith(f"sideboarding the format allows (TR 403.4, TR {numbered})")
    # in best of three the altered setup is not a thing: said, not dropped
    code, out, _ = rc(*base, "--best-of-one-sideboarding")
    assert code == 0 and "best_of_one_sideboarding: not used in best of three" in out
    # the same through an event file
    write(tmp_path, "r.csv", "player,list,played\nAnn,reg.txt,played.txt\n")
    for extra, ok in (("", False), ("best_of_one_sideboarding: true\n", True)):
        write(tmp_path, "e.yaml", f"name: N\ndate: {day}\nbest_of: 1\n{extra}roster: r.csv\n")
        code, out, err = rc("event", "e.yaml", "--sideboarding", "-f", "json")
        (ann,) = json.loads(out)["players"]
        assert (code, err, ann["status"]) == (
            (0, "", "legal") if ok else (1, "", "deck-check-failed")
        ), out


def test_best_of_one_sideboarding_in_an_event_file_is_true_or_false(rc, tmp_path):
    write(tmp_path, "reg.txt", KENNEN)
    write(tmp_path, "e.yaml", "name: N\nbest_of_one_sideboarding: yes please\nplayers: [{player: A, list: reg.txt}]\n")  # fmt: skip
    code, out, err = rc("event", "e.yaml")
    assert (code, out) == (1, "") and "e.yaml:2:27" in err
    assert "best_of_one_sideboarding: expected true or false" in err


# ---------------------------------------------------------------- F19, F20: partial in every format


def _formats(rc, *args):
    code_t, text, _ = rc(*args, "--color", "never")
    code_c, table, _ = rc(*args, "-f", "csv")
    code_j, doc, _ = rc(*args, "-f", "json")
    code_h, html, _ = rc(*args, "-f", "html")
    assert len({code_t, code_c, code_j, code_h}) == 1
    return text, list(csv.DictReader(io.StringIO(table))), json.loads(doc), html


def test_an_event_narrowed_by_select_or_ignore_is_partial_in_every_format(rc, tmp_path):
    write(tmp_path, "a.txt", KENNEN)
    write(tmp_path, "r.csv", "player,list\nAnn,a.txt\n")
    for narrowed in (("--ignore", "banned"), ("--select", "copy-limit")):
        text, rows, doc, html = _formats(rc, "event", "r.csv", "--as-of", "2026-09-20", *narrowed)
        assert "Ann (r.csv row 2): LEGAL (partial check)" in text
        assert "(partial check)" in text.rstrip().splitlines()[-1]
        assert rows[0]["verdict"] == "legal (partial check)"
        assert doc["partial"] is True and doc["event"]["status"] == "partial"
        assert doc["players"][0]["partial"] is True and doc["players"][0]["legal"] is True
        assert doc["event"]["partial_reasons"] and "rules" in doc["event"]["partial_reasons"][0]
        assert 'class="partial">(partial check)</span>' in html
    # a whole check says nothing of the kind
    text, rows, doc, html = _formats(rc, "event", "r.csv", "--as-of", "2026-09-20")
    assert rows[0]["verdict"] == "legal" and "partial check" not in text
    assert doc["event"]["status"] == "complete" and doc["players"][0]["partial"] is False
    assert 'class="partial"' not in html


def test_a_sealed_event_without_pools_is_partial_in_every_format(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)
    write(tmp_path, "r.csv", "player,list,pool\nAnn,a.deck.yaml,\nBob,a.deck.yaml,pool.txt\n")
    text, rows, doc, html = _formats(rc, "event", "r.csv", "-r", "sealed", "--as-of", "2026-10-20")
    assert flat(text).count("pools not checked for 1 of 2 players") == 1
    assert "Ann (r.csv row 2): LEGAL (pool not checked" in text
    assert [r["verdict"] for r in rows] == ["legal (pool not checked)", "legal"]
    ev = doc["event"]
    assert (ev["status"], ev["summary"]["pools_not_checked"]) == ("partial", 1)
    assert ev["partial_reasons"] == ["1 pool not checked"]
    assert [(p["partial"], p["not_checked"]) for p in doc["players"]] == [
        (True, ["pool"]),
        (False, []),
    ]
    assert html.count('class="partial">(pool not checked)</span>') >= 1
    assert '<div class="card partial" id="count-pools"><b>1</b>Pool not checked</div>' in html
    # a played deck checked without its pool: its deck check is partial too
    write(tmp_path, "r.csv", "player,list,played\nAnn,a.deck.yaml,a.deck.yaml\n")
    code, out, err = rc("event", "r.csv", "-r", "sealed", "--as-of", "2026-10-20", "--sideboarding", "-f", "json")  # fmt: skip
    played = json.loads(out)["players"][0]["played"]
    assert (code, played["status"], played["partial"], played["not_checked"]) == (
        0,
        "partial",
        True,
        ["pool"],
    )


# ---------------------------------------------------------------- F27: the team's verdict


def test_a_2v2_teams_verdict_is_in_csv_json_html_and_the_sheets(rc, tmp_path):
    team = ROOT / "tests" / "cases" / "_team"
    for name in ("jinx.deck.yaml", "rengar.deck.yaml", "jinx-dais.deck.yaml"):
        write(tmp_path, name, (team / name).read_text(encoding="utf-8"))
    # T1 is legal; T2's decks are each legal but share a legend (CR 491.8.h): the team is not
    write(
        tmp_path,
        "r.csv",
        "player,list,team\nAl,jinx.deck.yaml,T1\nBo,rengar.deck.yaml,T1\n"
        "Cy,jinx.deck.yaml,T2\nDi,jinx-dais.deck.yaml,T2\nEd,rengar.deck.yaml,\n",
    )
    args = ("event", "r.csv", "-r", "constructed-2v2", "--as-of", "2026-09-20")
    text, rows, doc, html = _formats(rc, *args)
    assert [(r["player"], r["verdict"], r["team verdict"]) for r in rows] == [
        ("Al", "legal", "team legal"),
        ("Bo", "legal", "team legal"),
        ("Cy", "legal", "team illegal"),
        ("Di", "legal", "team illegal"),
        ("Ed", "legal list · roster error (team not checked)", "no team"),
    ]
    assert [p["team_status"] for p in doc["players"]] == [
        "legal",
        "legal",
        "illegal",
        "illegal",
        "no-team",
    ]
    assert html.count('team-verdict">team illegal</span>') == 2
    sheets = html[html.index('class="sheet"') :]
    assert (
        sheets.count("<div>team illegal</div>") == 2 and sheets.count("<div>team legal</div>") == 2
    )
    # a run that is not a team format has no team column
    write(tmp_path, "k.txt", KENNEN)
    write(tmp_path, "one.csv", "player,list\nAl,k.txt\n")
    _, rows, doc, _ = _formats(rc, "event", "one.csv", "--as-of", "2026-09-20")
    assert "team verdict" not in rows[0] and doc["players"][0]["team_status"] is None


# ---------------------------------------------------------------- F29: the team's pool is shared


def test_sealed_2v2_played_decks_together_fit_the_teams_pool(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "b.deck.yaml", SEALED_B)
    write(tmp_path, "pool.txt", TEAM_POOL)
    # each teammate sideboards the pool's 3 Disintegrate in for 3 Cleave: each alone fits
    write(tmp_path, "ap.deck.yaml", SEALED_A.replace("3 Cleave", "3 Disintegrate"))
    write(tmp_path, "bp.deck.yaml", SEALED_B.replace("3 Cleave", "3 Disintegrate"))
    head = "player,list,team,pool,played\n"
    # 2v2 is best of one (CR 491.6) and best-of-one Limited has no sideboarding (TR 602.3.g): the
    # played decks may differ at casual play level only (TR 602.3.f), which the event file says
    write(tmp_path, "e.yaml", "ruleset: sealed-2v2\nplay_level: casual\nroster: r.csv\n")
    args = ("event", "e.yaml", "--as-of", "2026-10-20", "--sideboarding")
    write(tmp_path, "r.csv", head + "Al,a.deck.yaml,T,pool.txt,ap.deck.yaml\nBo,b.deck.yaml,T,pool.txt,b.deck.yaml\n")  # fmt: skip
    code, out, err = rc(*args, "-f", "json")
    assert (code, err) == (0, ""), out
    assert [p["status"] for p in json.loads(out)["players"]] == ["legal", "legal"]
    # both at once: 6 Disintegrate of the team's 3
    write(tmp_path, "r.csv", head + "Al,a.deck.yaml,T,pool.txt,ap.deck.yaml\nBo,b.deck.yaml,T,pool.txt,bp.deck.yaml\n")  # fmt: skip
    code, out, err = rc(*args, "--color", "never")
    said = flat(out)
    assert (code, err) == (1, ""), out
    assert (
        said.count(
            "played decks of team T together (pool): 6 Disintegrate in the team's decks "
            "(3 in ap.deck.yaml, 3 in bp.deck.yaml), 3 in shared pool"
        )
        == 3  # each player's deck check and the team's own finding (atkE 9)
    )
    assert "Team T: ILLEGAL" in said
    assert "Al (r.csv row 2): LEGAL list · deck check failed" in said
    assert "Bo (r.csv row 3): LEGAL list · deck check failed" in said


def test_a_pool_diff_does_not_read_is_said_not_dropped(rc, tmp_path):
    write(tmp_path, "k.txt", KENNEN)
    write(tmp_path, "pool.txt", TEAM_POOL)
    write(tmp_path, "a.deck.yaml", SEALED_A)
    code, out, err = rc("diff", "k.txt", "k.txt", "--sideboarding", "--pool", "pool.txt")
    assert (code, err) == (
        0,
        "",
    ) and "note: --pool pool.txt not used: ruleset constructed checks no pool" in out
    # without --sideboarding the played deck is judged all the same, with its pool (atkE 2)
    code, out, err = rc("diff", "a.deck.yaml", "a.deck.yaml", "-r", "sealed", "--pool", "pool.txt",
                        "--as-of", "2026-10-20")  # fmt: skip
    assert (code, err) == (0, "") and "not used" not in out
    code, out, err = rc("diff", "a.deck.yaml", "a.deck.yaml", "-r", "sealed", "--pool", "pool.txt",
                        "--sideboarding", "--as-of", "2026-10-20")  # fmt: skip
    assert (code, err) == (0, "") and "not used" not in out


def test_a_played_lists_own_settings_are_not_used_and_said(rc, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(tmp_path, "pool.txt", TEAM_POOL)
    write(
        tmp_path,
        "p.deck.yaml",
        "region: cn\nformat: constructed-casual\npool: pool.txt\n" + SEALED_A,
    )
    write(tmp_path, "r.csv", "player,list,pool,played\nAnn,a.deck.yaml,pool.txt,p.deck.yaml\n")
    args = (
        "event",
        "r.csv",
        "-r",
        "sealed",
        "--as-of",
        "2026-10-20",
        "--sideboarding",
        "-f",
        "json",
    )
    code, out, err = rc(*args)
    (ann,) = json.loads(out)["players"]
    said = [(p["rule"], p["line"]) for p in ann["problems"]]
    assert (code, err, ann["status"]) == (0, "", "legal"), out
    assert said == [("roster-list-setting", 1), ("roster-list-setting", 2)], said


NEEKO_LIST = """legend: Kennen, Heart of the Tempest
champion: Kennen, Storm of Shuriken
main:
  - 2 Kennen, Storm of Shuriken
  - 3 Mystic Poro
additional_legends:
  - Jinx, Loose Cannon
  - Viktor, Herald of the Arcane
  - {third}
"""


def test_lists_that_differ_only_in_neekos_legends_are_not_identical(rc, tmp_path):
    for name, third in (("a", "Kai'Sa, Daughter of the Void"), ("b", "Darius, Hand of Noxus"),
                        ("c", "Kai'Sa, Daughter of the Void")):  # fmt: skip
        write(tmp_path, f"{name}.deck.yaml", NEEKO_LIST.format(third=third))
    write(tmp_path, "r.csv", "player,list\nA,a.deck.yaml\nB,b.deck.yaml\nC,c.deck.yaml\n")
    _, out, err = rc("event", "r.csv", "--as-of", "2026-11-01", "-f", "json")
    players = json.loads(out)["players"]
    rules = [[p["rule"] for p in x["problems"]] for x in players]
    # one finding for the group of A and C, at A's row; C is told its group, B is in none
    assert err == "" and rules == [["roster-identical-lists"], [], []]
    assert [x["identical_lists"] for x in players] == [
        {"row": 2, "size": 2},
        None,
        {"row": 2, "size": 2},
    ]


def test_a_teams_heading_in_html_says_its_verdict_as_a_team_in_french(rc, tmp_path):
    """atkG 13: the teams section reused a deck's badge, « Équipe T1 légal »; « équipe » is
    feminine, as the text report (« ÉQUIPE : LÉGALE ») and the player table already said."""
    team = ROOT / "tests" / "cases" / "_team"
    for name in ("jinx.deck.yaml", "rengar.deck.yaml", "jinx-dais.deck.yaml"):
        write(tmp_path, name, (team / name).read_text(encoding="utf-8"))
    write(
        tmp_path,
        "r.csv",
        "player,list,team\nAl,jinx.deck.yaml,T1\nBo,rengar.deck.yaml,T1\n"
        "Cy,jinx.deck.yaml,T2\nDi,jinx-dais.deck.yaml,T2\n",
    )
    args = ("event", "r.csv", "-r", "constructed-2v2", "--as-of", "2026-09-20", "-f", "html")
    code, html, err = rc("--lang", "fr", *args)
    assert (code, err) == (1, "")
    assert '<h3>Équipe T1 <span class="badge b-legal">légale</span></h3>' in html
    assert '<h3>Équipe T2 <span class="badge b-illegal">illégale</span></h3>' in html
    code, html, err = rc(*args)
    assert '<h3>Team T1 <span class="badge b-legal">legal</span></h3>' in html
