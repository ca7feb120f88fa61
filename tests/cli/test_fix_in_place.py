"""``--fix`` edits the player's file in place and only ever improves the deck (issue 23).

Every byte outside the changed lines is kept (comments, blank lines, key order, CRLF, a BOM, the
encoding); a name is canonicalised without pinning a printing; a file whose mode forbids writing
or with several hard links is not written; a fix that would check worse is not written.
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import stat
from pathlib import Path

import pytest

from riftcheck.api import fix_decks

ROOT = Path(__file__).resolve().parents[2]
LIMITED = ROOT / "tests" / "cases" / "_limited"
DAY = dt.date(2026, 10, 1)

TEXT = (
    "# Kennen, as I play it\r\n"
    "Legend:\r\n1 Kennen, Heart of the Tempest\r\n\r\n"
    "Champion:\r\n1 Kennen, Storm of Shuriken\r\n\r\n"
    "MainDeck:\r\n2 Kennen, Storm of Shuriken  \r\n3 mystic poro\r\n"
    "3 Traveling Merchant\r\n3 Shipyard Skulker\r\n3 Sneaky Deckhand\r\n3 Daring Poro\r\n"
    "3 Soaring Scout\r\n3 Trifarian Gloryseeker\r\n3 Vanguard Captain\r\n"
    "# two lines of Gust, on purpose\r\n2 Gust\r\n1 Gust\r\n"
    "3 Rebuke\r\n3 Hidden Blade\r\n2 Back to Back\r\n2 Vanguard Helm\r\n\r\n"
    "Battlefields:\r\n1 Emperors Dais\r\n1 Forgotten Monument\r\n1 Seat of Power\r\n\r\n"
    "Runes:\r\n6 Order Rune\r\n6 Chaos Rune\r\n"
)


def fix(path: Path, **kw):
    (report,) = fix_decks([str(path)], config=False, as_of=DAY, **kw)
    return report


def lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def test_a_text_list_keeps_every_byte_but_the_lines_fixed(tmp_path):
    p = tmp_path / "k.deck.txt"
    p.write_bytes(b"\xef\xbb\xbf" + TEXT.encode("utf-8"))
    before = p.read_bytes()
    r = fix(p)
    assert r.written, r
    after = p.read_bytes()
    assert after.startswith(b"\xef\xbb\xbf") and after.count(b"\r\n") == before.count(b"\r\n") - 1
    a, b = lines(before), lines(after)
    # line 10 renamed, line 19 the merged Gust (line 20 gone), line 27 renamed
    changed = {10: b"3 Mystic Poro\r", 19: b"3 Gust\r", 27: b"1 Emperor's Dais\r"}
    kept = [x for i, x in enumerate(a, 1) if i not in changed and i != 20]
    assert [x for i, x in enumerate(b, 1) if i not in (10, 19, 26)] == kept
    assert (b[9], b[18], b[25]) == (changed[10], changed[19], changed[27])
    assert {str(c) for c in r.changes} == {
        "wrote 'mystic poro' (line 10) as 'Mystic Poro'",
        "merged the MainDeck: lines of Gust (2 + 1 = 3)",
        "wrote 'Emperors Dais' (line 27) as 'Emperor's Dais'",
    }
    # fixed once: nothing is left to fix
    assert not fix(p).changes


YAML = """\
# My Sealed deck. Comments stay.
legend: Jinx, Loose Cannon   # the legend
champion: Jinx, Demolitionist

main:
  - 6 Pouty Poro
  - 3 blazing scorcher          # name only: no printing pinned
  - 3 Cleave
  - 3 Noxus Hopeful
  - {card: Get Excited!, count: 3}
  - 3 Magma Wurm
  - 3 Charm
battlefields:
  - Targon's Peak
  - Blank Battlefield
runes:
  - 4 Fury Rune
  - 4 Chaos Rune
  - 4 Calm Rune
sideboard:
  - 1 Bilgewater Bully
domains: [Fury, Chaos, Calm]
"""


def test_a_yaml_deck_keeps_comments_order_and_printings(tmp_path, capsys):
    shutil.copy(LIMITED / "pool.txt", tmp_path / "pool.txt")
    p = tmp_path / "s.deck.yaml"
    p.write_text(YAML + "pool: pool.txt\n", encoding="utf-8")
    r = fix(p, ruleset="sealed")
    assert r.written and [str(c) for c in r.changes] == [
        "wrote 'blazing scorcher' (line 7) as 'Blazing Scorcher'"
    ]
    text = p.read_text(encoding="utf-8").split("\n")
    want = (YAML + "pool: pool.txt\n").split("\n")
    want[6] = "  - 3 Blazing Scorcher          # name only: no printing pinned"
    assert text == want  # no "(OGN-...)" written: the pool counts cards by printing
    from riftcheck.api import check_paths

    run = check_paths([str(p)], config=False, ruleset="sealed", as_of=DAY)
    assert run.decks[0].legal is True


def test_the_file_s_encoding_is_kept(tmp_path):
    p = tmp_path / "k.deck.txt"
    p.write_bytes(TEXT.replace("# Kennen, as I play it", "# Kennen, joué à Noël").encode("cp1252"))
    r = fix(p)
    assert r.written
    data = p.read_bytes()
    assert "joué à Noël".encode("cp1252") in data and "Emperor's Dais".encode("cp1252") in data
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")


@pytest.mark.parametrize("mode", [0o444, 0o400, 0o555])
def test_a_read_only_file_is_not_written_even_by_root(tmp_path, mode):
    p = tmp_path / "k.deck.txt"
    p.write_bytes(TEXT.encode())
    os.chmod(p, mode)
    try:
        r = fix(p)
        assert not r.written and r.changes
        assert str(r.skipped) == f"not written: the file is read-only (mode {mode:04o})"
        assert p.read_bytes() == TEXT.encode()
    finally:
        os.chmod(p, 0o644)


def test_a_hard_linked_file_is_not_split(tmp_path):
    p = tmp_path / "k.deck.txt"
    p.write_bytes(TEXT.encode())
    os.link(p, tmp_path / "other.txt")
    r = fix(p)
    assert not r.written and "2 hard links" in str(r.skipped)
    assert p.read_bytes() == TEXT.encode() and os.stat(p).st_nlink == 2


def test_a_fix_that_checks_worse_is_not_written(tmp_path, db):
    from riftcheck.decks import read_deck
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner.fix import _Judge

    legal = read_deck(str(ROOT / "examples" / "kennen.deck.txt"), db)
    illegal = read_deck(str(ROOT / "examples" / "kennen-illegal.deck.txt"), db)
    judge = _Judge(db, load_ruleset("constructed"), DAY)
    assert judge.worse(legal, legal) is None
    assert "would be illegal" in judge.worse(legal, illegal)
    assert judge.worse(illegal, legal) is None
    assert judge.worse(illegal, illegal) is None


def test_fix_keeps_the_mode_of_the_file(tmp_path):
    p = tmp_path / "k.deck.txt"
    p.write_bytes(TEXT.encode())
    os.chmod(p, 0o640)
    assert fix(p).written
    assert stat.S_IMODE(os.stat(p).st_mode) == 0o640


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="chown needs root")
def test_fix_as_root_keeps_the_owner_and_group_of_another_user_s_file(tmp_path):
    # a CI container running as root over a checkout owned by the host's user (issue 23, F22)
    p = tmp_path / "k.deck.txt"
    p.write_bytes(TEXT.encode())
    os.chown(p, 4321, 4322)
    os.chmod(p, 0o664)
    assert fix(p).written
    st = os.stat(p)
    assert (st.st_uid, st.st_gid, stat.S_IMODE(st.st_mode)) == (4321, 4322, 0o664)


def test_a_file_whose_owner_cannot_be_kept_is_not_replaced(tmp_path, monkeypatch):
    p = tmp_path / "k.deck.txt"
    p.write_bytes(TEXT.encode())
    before = p.read_bytes()

    def refuse(*args):
        raise PermissionError(1, "Operation not permitted")

    real = os.stat

    def other_owner(path, *a, **kw):  # the deck looks another user's; the temporary file is ours
        st = real(path, *a, **kw)
        if os.fspath(path) == str(p):
            return os.stat_result((st[0], st[1], st[2], st[3], 4321, 4322, *st[6:]))
        return st

    monkeypatch.setattr(os, "chown", refuse)
    monkeypatch.setattr(os, "stat", other_owner)
    r = fix(p)
    assert not r.written
    assert str(r.skipped) == (
        f"not written: cannot write {p}: cannot keep its owner and group (uid 4321, gid 4322): "
        "Operation not permitted; the previous file is unchanged"
    )
    monkeypatch.undo()
    assert p.read_bytes() == before
    assert not [x for x in os.listdir(tmp_path) if x.endswith(".tmp")]


def test_a_flow_style_yaml_deck_is_refused_plainly_and_nothing_claims_a_write(tmp_path):
    # "Kennen, Storm of Shuriken" would split into two items of `main: [...]` (issue 23, F13)
    p = tmp_path / "flow.deck.yaml"
    shutil.copy(ROOT / "tests" / "fixtures" / "fix" / "flow.deck.yaml", p)
    before = p.read_bytes()
    r = fix(p)
    assert not r.written and p.read_bytes() == before
    assert str(r.skipped) == (
        "not written: the deck writes main, battlefields as YAML flow lists ([a, b, ...]), where a "
        "fixed name may not stay one item (a comma in a name starts another); nothing was written: "
        "write each one '- ' item a line, or fix the names by hand"
    )
    assert "please report" not in str(r.skipped)
    assert [str(c) for c in r.changes][:2] == [
        "would have written 'kennen, heart of the tempest' (line 3) as "
        "'Kennen, Heart of the Tempest' (not written)",
        "would have written 'kennen storm of shuriken' (line 5) as "
        "'Kennen, Storm of Shuriken' (not written)",
    ]
    assert not any(str(c).startswith(("wrote", "merged", "moved", "dropped")) for c in r.changes)


def test_a_refused_file_lists_the_fixes_it_would_have_had(tmp_path):
    p = tmp_path / "k.deck.txt"
    p.write_bytes(TEXT.encode())
    os.chmod(p, 0o444)
    try:
        r = fix(p)
    finally:
        os.chmod(p, 0o644)
    assert [str(c) for c in r.changes] == [
        "would have written 'mystic poro' (line 10) as 'Mystic Poro' (not written)",
        "would have merged the MainDeck: lines of Gust (2 + 1 = 3) (not written)",
        "would have written 'Emperors Dais' (line 27) as 'Emperor's Dais' (not written)",
    ]


@pytest.mark.parametrize(
    ("first", "second", "merged"),
    [
        (b"2 Gust\r", b"1 Gust # split\r", b"3 Gust # split\r"),
        (b"2 Gust\r", b"1 Gust   // theirs\r", b"3 Gust   // theirs\r"),
    ],
)
def test_merging_repeated_lines_keeps_the_merged_away_comment(tmp_path, first, second, merged):
    """S3 of the attack: `7 Body Rune` + `1 Body Rune # split` became `8 Body Rune`, the comment
    gone and the summary silent. The comment goes to the merged line's end, and the summary says so."""
    p = tmp_path / "k.deck.txt"
    text = TEXT.encode().replace(b"2 Gust\r\n1 Gust\r\n", first + b"\n" + second + b"\n")
    p.write_bytes(text)
    r = fix(p)
    assert r.written, r
    a, b = lines(text), lines(p.read_bytes())
    assert b[18] == merged
    assert b[:18] == [x.replace(b"mystic poro", b"Mystic Poro") for x in a[:18]]
    assert b[19:25] == a[20:26]
    assert "kept the comment of line 20 (" + second.split(b" ", 2)[
        2
    ].strip().decode() + ") at the end of line 19" in {str(c) for c in r.changes}


def test_a_merged_away_comment_goes_on_its_own_line_below_a_line_with_one(tmp_path):
    """atkB 3: the merged line's comment was glued after the kept line's (``# mine   // theirs``,
    read as one comment, and a legend's comment ended on a main-deck line): it goes on a line of
    its own right below, the file's line ends kept, and the summary says where."""
    p = tmp_path / "k.deck.txt"
    text = TEXT.encode().replace(
        b"2 Gust\r\n1 Gust\r\n", b"2 Gust  # mine\r\n1 Gust   // theirs\r\n"
    )
    p.write_bytes(text)
    r = fix(p)
    assert r.written, r
    a, b = lines(text), lines(p.read_bytes())
    assert b[18:20] == [b"3 Gust  # mine\r", b"// theirs\r"]
    assert b[:18] == [x.replace(b"mystic poro", b"Mystic Poro") for x in a[:18]]
    assert b[20:] == [x.replace(b"Emperors Dais", b"Emperor's Dais") for x in a[20:]]
    assert "kept the comment of line 20 (// theirs) on a line of its own below line 19" in {
        str(c) for c in r.changes
    }
    fixed = p.read_bytes()
    assert not fix(p).written and p.read_bytes() == fixed  # a second run changes nothing


def test_merging_yaml_items_keeps_the_comment(tmp_path):
    p = tmp_path / "k.deck.yaml"
    src = (
        "legend: Kennen, Heart of the Tempest\n"
        "champion: Kennen, Storm of Shuriken\n"
        "main:\n"
        "  - 2 Kennen, Storm of Shuriken\n"
        "  - 2 Gust\n"
        "  - 1 Gust   # split\n"
        "  - 3 Rebuke\n"
    )
    p.write_text(src, "utf-8")
    r = fix(p)
    assert r.written, r
    assert p.read_text("utf-8") == src.replace(
        "  - 2 Gust\n  - 1 Gust   # split\n", "  - 3 Gust   # split\n"
    )
    assert "kept the comment of line 6 (# split) at the end of line 5" in {
        str(c) for c in r.changes
    }


def test_a_riftmana_list_of_ids_is_not_rewritten_into_names(tmp_path):
    """S10 of the attack: every `1xOGN-265` line was to be rewritten `1xViktor, Herald of the
    Arcane`, which loses the printing and does not read again, so --fix refused the file as its
    own editing bug. An id stays as written: nothing to fix here, and no refusal."""
    p = tmp_path / "riftmana.deck.txt"
    shutil.copy(ROOT / "tests" / "fixtures" / "fix" / "riftmana-ids.deck.txt", p)
    before = p.read_bytes()
    r = fix(
        p,
    )
    assert not r.written and r.skipped is None, r
    assert p.read_bytes() == before
    assert r.changes == ()


def test_a_flat_list_s_merge_is_said_without_a_doubled_article(tmp_path):
    """S11 of the attack: "merged the the main deck lines of Punch First"."""
    p = tmp_path / "flat.deck.txt"
    p.write_text(
        "1 Kennen, Heart of the Tempest\n2 Gust\n1 Gust\n3 Rebuke\n\nSide Deck:\n1 Rebuke\n",
        "utf-8",
    )
    r = fix(p)
    assert r.written, r
    assert "2 Gust\n1 Gust\n" not in p.read_text("utf-8") and "3 Gust\n" in p.read_text("utf-8")
    assert "merged the lines of Gust in the main deck (2 + 1 = 3)" in {str(c) for c in r.changes}


LINE_ENDS = ROOT / "tests" / "fixtures" / "fix" / "line-ends"


@pytest.mark.parametrize(
    "name, fixed",
    [
        ("m_cr_fix", True),  # lone \r throughout, one lowercase name
        ("m_lf_cr", True),  # \n and lone \r mixed
        ("m_crlf_cr", True),  # \r\n and lone \r mixed
        ("v4_fix_lone_cr", False),  # two lines, nothing safe to fix (attack V4: IndexError)
        ("v4b", False),
    ],
)
def test_lone_cr_line_ends_are_lines_as_the_reader_reads_them_and_kept(tmp_path, name, fixed):
    from riftcheck.api import check_paths

    p = tmp_path / f"{name}.deck.txt"
    shutil.copy(LINE_ENDS / p.name, p)
    before = p.read_bytes()
    want = check_paths([str(p)], config=False, as_of=DAY).decks[0]
    (r,) = fix_decks([str(p)], config=False, as_of=DAY)
    after = p.read_bytes()
    assert r.written is fixed, r
    if not fixed:
        assert after == before
        return
    assert [str(c) for c in r.changes] == [
        f"wrote 'inferna' (line {_line_of(before)}) as 'Inferna'"
    ]
    # the one changed byte is the name's first letter; every line end kept as it was
    assert len(after) == len(before)
    diff = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
    assert [(before[i : i + 7], after[i : i + 7]) for i in diff] == [(b"inferna", b"Inferna")]
    got = check_paths([str(p)], config=False, as_of=DAY).decks[0]
    assert got.legal is True and want.legal is True


def _line_of(data: bytes) -> int:
    import re

    text = data.decode("utf-8")
    return (
        re.split(r"\r\n|\r|\n", text).index(
            next(x for x in re.split(r"\r\n|\r|\n", text) if "inferna" in x)
        )
        + 1
    )


@pytest.mark.parametrize(
    ("name", "src", "line", "fixed"),
    [
        ("k.deck.yaml", "  - 3 Gust (ogn-169)   # tempo\n", 5, "  - 3 Gust (OGN-169)   # tempo\n"),
        ("k.deck.txt", "3 ogn-169\n", 6, "3 OGN-169\n"),
    ],
)
def test_a_lower_case_printing_id_is_written_as_the_database_writes_it(
    tmp_path, name, src, line, fixed
):
    """atkA 26: ``Gust (ogn-169)`` was read as Gust and left as written, while the README says
    --fix writes canonical names and ids. Only the case changes; the rest of the line is kept."""
    head = (
        "legend: Kennen, Heart of the Tempest\nchampion: Kennen, Storm of Shuriken\nmain:\n"
        "  - 2 Kennen, Storm of Shuriken\n"
        if name.endswith(".yaml")
        else "Legend:\n1 Kennen, Heart of the Tempest\nChampion:\n1 Kennen, Storm of Shuriken\n"
        "MainDeck:\n"
    )
    p = tmp_path / name
    p.write_text(head + src, "utf-8")
    r = fix(p)
    assert r.written, r
    assert p.read_text("utf-8") == head + fixed
    assert [str(c) for c in r.changes] == [f"wrote 'ogn-169' (line {line}) as 'OGN-169'"]
