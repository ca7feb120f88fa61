"""An event's GitHub annotations name the player (evtP 5): two players who registered one list
file had the same file, line and message, twice, and nothing said whose list failed."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DECK = (ROOT / "examples" / "kennen.deck.txt").read_text()


def test_two_players_with_one_list_file_have_two_annotations_naming_them(cli, tmp_path):
    (tmp_path / "a.txt").write_text(DECK.replace("3 Gust", "4 Gust", 1))  # over the copy limit
    (tmp_path / "r.csv").write_text("player,list\nAnn,a.txt\nBen,a.txt\n")
    r = cli("event", "r.csv", "--as-of", "2026-09-20", "-f", "github", cwd=tmp_path)
    errors = [x for x in r.stdout.splitlines() if x.startswith("::error file=a.txt")]
    assert errors, r.stdout
    ann = [x for x in errors if "::Ann (r.csv row 2): " in x]
    ben = [x for x in errors if "::Ben (r.csv row 3): " in x]
    assert len(ann) == len(ben) == len(errors) // 2 >= 1
    assert [x.replace("Ann (r.csv row 2)", "P") for x in ann] == [
        x.replace("Ben (r.csv row 3)", "P") for x in ben
    ]


def test_a_check_runs_annotations_name_no_player(cli, tmp_path):
    (tmp_path / "a.txt").write_text(DECK.replace("3 Gust", "4 Gust", 1))
    r = cli("a.txt", "--as-of", "2026-09-20", "-f", "github", cwd=tmp_path)
    errors = [x for x in r.stdout.splitlines() if x.startswith("::error file=a.txt")]
    assert errors == [
        "::error file=a.txt,line=9,col=1,title=riftcheck(main-deck-size)::The main deck has 41 "
        "cards (1 champion + 40 main); it must have exactly 40 Fix: none beyond the other fixes, "
        "which take 1 card out of it",
        "::error file=a.txt,line=19,col=1,title=riftcheck(copy-limit)::4 copies of Gust (4 in "
        "main); the limit is 3 Fix: remove 1 Gust from MainDeck:",
    ]
