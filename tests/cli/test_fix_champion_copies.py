"""``--fix`` applies chosen-champion's ``move 1 X from champion: to main:`` (S2 item 1): the champion
slot's line keeps one copy, the other copies join the main deck's line of the card or a new line
there; every other byte is kept (CRLF, a BOM, comments), the deck is checked again before writing,
and a move riftcheck cannot edit for sure is said and not written."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from riftcheck.api import fix_decks

DAY = dt.date(2026, 10, 1)
KENNEN = "Kennen, Storm of Shuriken"

MAIN = (
    "3 Mystic Poro\r\n3 Traveling Merchant\r\n3 Shipyard Skulker\r\n3 Sneaky Deckhand\r\n"
    "3 Daring Poro\r\n3 Soaring Scout\r\n3 Trifarian Gloryseeker\r\n3 Vanguard Captain\r\n"
    "3 Gust\r\n3 Rebuke\r\n3 Hidden Blade\r\n2 Back to Back\r\n2 Vanguard Helm\r\n"
)
TEXT = (
    "# Kennen, as I play it\r\n"
    "Legend:\r\n1 Kennen, Heart of the Tempest\r\n\r\n"
    f"Champion:\r\n2 {KENNEN}  # two, oops\r\n\r\n"
    f"MainDeck:\r\n1 {KENNEN}  \r\n{MAIN}\r\n"
    "Battlefields:\r\n1 Emperor's Dais\r\n1 Forgotten Monument\r\n1 Seat of Power\r\n\r\n"
    "Runes:\r\n6 Order Rune\r\n6 Chaos Rune\r\n"
)

YAML = f"""\
# mine
legend: Kennen, Heart of the Tempest
champion: {{card: '{KENNEN}', count: 2}}   # two?
main:
{"".join("  - " + x + chr(10) for x in MAIN.replace("2 Back", "3 Back").split(chr(13) + chr(10)) if x)}\
battlefields: [Emperor's Dais, Forgotten Monument, Seat of Power]
runes:
  - 6 Order Rune
  - 6 Chaos Rune
"""


def fix(path: Path):
    (report,) = fix_decks([str(path)], config=False, as_of=DAY)
    return report


def test_a_text_list_merges_the_extra_copy_into_the_main_deck_line(tmp_path, cli):
    p = tmp_path / "k.deck.txt"
    before = b"\xef\xbb\xbf" + TEXT.encode("utf-8")
    p.write_bytes(before)
    was = cli("--as-of", "2026-10-01", p)
    assert was.returncode == 1 and "chosen-champion" in was.stdout
    assert f"fix: move 1 {KENNEN} from Champion: to MainDeck:" in was.stdout
    r = cli("--fix", "--as-of", "2026-10-01", "-q", p)
    assert (r.returncode, r.stdout) == (0, "\n1 deck: 1 legal, 0 illegal\n")
    assert r.stderr.splitlines() == [
        f"riftcheck: --fix: {p}: moved 1 {KENNEN} (line 6) from Champion: to MainDeck:",
        "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or "
        "replaced by a guess",
    ]
    want = before.replace(f"2 {KENNEN}  # two".encode(), f"1 {KENNEN}  # two".encode())
    want = want.replace(f"1 {KENNEN}  \r\n3 Mystic".encode(), f"2 {KENNEN}  \r\n3 Mystic".encode())
    assert p.read_bytes() == want
    assert not fix(p).changes  # fixed once: nothing left


def test_a_text_list_without_the_card_in_main_gets_a_new_line_there(tmp_path):
    p = tmp_path / "k.deck.txt"
    text = TEXT.replace(f"1 {KENNEN}  \r\n", "").replace("3 Rebuke", "4 Rebuke")
    p.write_bytes(text.encode("utf-8"))
    r = fix(p)
    assert r.written, r
    want = text.replace(f"2 {KENNEN}  # two", f"1 {KENNEN}  # two").replace(
        "2 Vanguard Helm\r\n", f"2 Vanguard Helm\r\n1 {KENNEN}\r\n"
    )
    assert p.read_bytes() == want.encode("utf-8")
    from riftcheck.api import check_paths

    (d,) = check_paths([str(p)], config=False, as_of=DAY).decks
    assert [f.rule for f in d.findings if f.severity == "error"] == ["copy-limit"]  # 4 Rebuke stays


def test_a_yaml_flow_mapping_champion_keeps_one_and_main_gets_an_item(tmp_path):
    p = tmp_path / "k.deck.yaml"
    p.write_text(YAML, encoding="utf-8")
    r = fix(p)
    assert r.written and [str(c) for c in r.changes] == [
        f"moved 1 {KENNEN} (line 3) from champion: to main:"
    ]
    want = YAML.replace("count: 2}   # two?", "count: 1}   # two?").replace(
        "  - 2 Vanguard Helm\n", f"  - 2 Vanguard Helm\n  - 1 {KENNEN}\n"
    )
    assert p.read_text(encoding="utf-8") == want
    from riftcheck.api import check_paths

    assert check_paths([str(p)], config=False, as_of=DAY).decks[0].legal is True


def test_a_move_riftcheck_cannot_edit_for_sure_is_said_and_not_written(tmp_path, cli):
    p = tmp_path / "k.deck.yaml"
    text = YAML.replace(
        f"champion: {{card: '{KENNEN}', count: 2}}   # two?",
        f"champion:\n  card: {KENNEN}\n  count: 2",
    )
    p.write_text(text, encoding="utf-8")
    r = cli("--fix", "--as-of", "2026-10-01", "-q", p)
    assert r.returncode == 1 and "chosen-champion" in r.stdout
    assert r.stderr.splitlines() == [
        f"riftcheck: --fix: {p}: kept 2 {KENNEN} (line 4) in champion:, as riftcheck cannot make "
        "this move by an edit it is sure of: move 1 of them to main: by hand",
        "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are "
        "never added, removed or replaced by a guess",
    ]
    assert p.read_text(encoding="utf-8") == text


def test_no_move_when_the_rule_removes_instead(tmp_path):
    # over the copy limit: the rule says "remove 1", which is not a safe fix
    p = tmp_path / "k.deck.txt"
    text = TEXT.replace(f"1 {KENNEN}  \r\n", f"2 {KENNEN}\r\n").replace("3 Gust\r\n", "1 Gust\r\n")
    p.write_bytes(text.encode("utf-8"))
    r = fix(p)
    assert not r.changes and not r.written
    assert p.read_bytes() == text.encode("utf-8")


def test_convert_fix_makes_the_same_move(tmp_path, cli):
    p = tmp_path / "k.deck.txt"
    p.write_bytes(TEXT.encode("utf-8"))
    r = cli("convert", "--fix", "--to", "yaml", p)
    assert r.returncode == 0
    assert f"\nchampion: {KENNEN}\n" in r.stdout and f"  - 2 {KENNEN}\n" in r.stdout
    assert f"riftcheck: --fix: moved 1 {KENNEN} (line 6) from Champion: to MainDeck:" in r.stderr
    assert p.read_bytes() == TEXT.encode("utf-8")


def test_the_moved_yaml_item_is_written_by_the_card_s_name_with_its_printing(tmp_path):
    p = tmp_path / "k.deck.yaml"
    for champion, item in (
        ("2 kennen, storm of shuriken", f"1 {KENNEN}"),
        (f"2 {KENNEN} (VEN-113a)", f"1 {KENNEN} (VEN-113a)"),
        ("2 VEN-113", "1 VEN-113"),
    ):
        text = YAML.replace(f"{{card: '{KENNEN}', count: 2}}   # two?", champion)
        p.write_text(text, encoding="utf-8")
        r = fix(p)
        assert r.written, (champion, r)
        got = p.read_text(encoding="utf-8").splitlines()
        assert got[2] == f"champion: {item}"  # one copy stays, renamed as the item is
        assert got.index(f"  - {item}") == got.index("  - 2 Vanguard Helm") + 1
