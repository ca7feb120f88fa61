"""``--fix`` of YAML decks in the layouts of atkF item 15: each fix is made by an edit that reads
back as the fixed deck, or not made and said with its reason; riftcheck's own edit never breaks
the file. The inputs (tests/fixtures/fix/yaml/) are the attack's: the legend and the champion
swapped (ysw), a legend under ``main:`` with no ``legend:`` key (ylg) or with an empty one (ya),
``runes:`` as a flow list (yflow) and a ``- card: X`` / ``count: 1`` entry over two lines (ya3)."""

from __future__ import annotations

import shutil
from pathlib import Path

YAML = Path(__file__).parent.parent / "fixtures" / "fix" / "yaml"
WROTE = (
    "riftcheck: --fix: 1 of 1 deck files rewritten; cards are never added, removed or replaced "
    "by a guess\n"
)
NOTHING = (
    "riftcheck: --fix: 0 of 1 deck files rewritten, 1 had nothing safe to fix; cards are never "
    "added, removed or replaced by a guess\n"
)


def _fix(cli, tmp_path, name):
    deck = tmp_path / name
    shutil.copy(YAML / name, deck)
    r = cli("--fix", "--as-of", "2026-10-10", "--quiet", str(deck))
    return deck, r, (YAML / name).read_text(encoding="utf-8-sig").splitlines()


def _lines(deck: Path) -> list[str]:
    return deck.read_text(encoding="utf-8-sig").splitlines()


def test_a_swapped_legend_and_champion_trade_values(cli, tmp_path):
    deck, r, was = _fix(cli, tmp_path, "ysw.deck.yaml")
    assert r.returncode == 0, r.stdout
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: swapped Kennen, Heart of the Tempest (line 6) and Kennen, "
        "Storm of Shuriken (line 5): the legend and the Chosen Champion were written in each "
        "other's slot\n" + WROTE
    )
    now = _lines(deck)
    assert now[4:6] == [
        "legend: Kennen, Heart of the Tempest (VEN-155)",
        "champion: Kennen, Storm of Shuriken (VEN-113)",
    ]
    assert now[:4] == was[:4] and now[6:] == was[6:]  # comments and every other line kept


def test_a_legend_under_main_goes_into_a_new_legend_key_beside_the_champion(cli, tmp_path):
    deck, r, was = _fix(cli, tmp_path, "ylg.deck.yaml")
    assert r.returncode == 0, r.stdout
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 1 Kennen, Heart of the Tempest (line 21) from main: to "
        "legend:\n" + WROTE
    )
    now = _lines(deck)
    assert now[4:6] == ["legend: Kennen, Heart of the Tempest", was[4]]
    assert "  - Kennen, Heart of the Tempest" not in now
    assert len(now) == len(was)


def test_a_legend_under_main_fills_an_empty_legend_key(cli, tmp_path):
    deck, r, was = _fix(cli, tmp_path, "ya.deck.yaml")
    assert r.returncode == 0, r.stdout
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: moved 1 Kennen, Heart of the Tempest (line 22) from main: to "
        "legend:\n" + WROTE
    )
    assert deck.read_bytes().startswith(b"\xef\xbb\xbf")  # the byte-order mark kept
    now = _lines(deck)
    assert now[4] == "legend: Kennen, Heart of the Tempest   # oops"  # the comment goes with it
    assert now[5:21] == was[5:21] and now[21:] == was[22:]


def test_an_entry_over_two_lines_is_kept_and_said(cli, tmp_path):
    deck, r, _ = _fix(cli, tmp_path, "ya3.deck.yaml")
    assert r.returncode == 1
    assert deck.read_bytes() == (YAML / "ya3.deck.yaml").read_bytes()
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: kept 1 Chaos Rune (line 22) as it is: its entry is written "
        "over several lines (a YAML mapping), which riftcheck does not move or delete; write it "
        "as one '- 1 Name' line, or fix it by hand\n" + NOTHING
    )
    assert "YAML syntax error" not in r.stderr and "would not read" not in r.stderr


def test_a_flow_list_target_is_said(cli, tmp_path):
    deck, r, _ = _fix(cli, tmp_path, "yflow.deck.yaml")
    assert r.returncode == 1
    assert deck.read_bytes() == (YAML / "yflow.deck.yaml").read_bytes()
    assert r.stderr == (
        f"riftcheck: --fix: {deck}: kept 1 Chaos Rune (line 22) under main:: the file has no "
        "place to move it to that riftcheck can edit; move it to runes: by hand\n" + NOTHING
    )


def test_an_entry_over_two_lines_is_said_in_french(cli, tmp_path):
    deck = tmp_path / "ya3.deck.yaml"
    shutil.copy(YAML / "ya3.deck.yaml", deck)
    r = cli("--lang", "fr", "--fix", "--as-of", "2026-10-10", "--quiet", str(deck))
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == (
        f"riftcheck\u00a0: --fix\u00a0: {deck}\u00a0: ligne 22\u00a0: pas de changement pour 1 "
        "Rune de chaos\u00a0: son entrée est écrite sur plusieurs lignes (un dictionnaire YAML), que "
        "riftcheck ne déplace ni ne supprime\u202f; écrivez-la sur une seule ligne «\u00a0- 1 "
        "Nom\u00a0», ou corrigez-la à la main"
    )


def test_a_zone_key_created_by_fix_indents_its_items_as_the_file_does(cli, tmp_path):
    """atkA 28: a file indented by four spaces, its battlefields written at the end of
    ``sideboard:`` (no ``battlefields:`` key, no final newline): the new key's items were indented
    by two spaces. They are indented as the file's, and the file still ends without a newline."""
    deck = tmp_path / "four-spaces.deck.yaml"
    src = YAML.parent / "atka" / "four-spaces.deck.yaml"
    shutil.copy(src, deck)
    r = cli("--fix", "--as-of", "2026-09-20", "--quiet", str(deck))
    assert (r.returncode, r.stdout) == (0, "\n1 deck: 1 legal, 0 illegal\n")
    assert (
        r.stderr
        == "".join(
            f"riftcheck: --fix: {deck}: moved 1 {card} (line {n}) from sideboard: to battlefields:\n"
            for n, card in (
                (29, "Emperor's Dais"),
                (30, "Forgotten Monument"),
                (31, "Seat of Power"),
            )
        )
        + WROTE
    )
    was = src.read_text("utf-8").split("\n")
    assert deck.read_text("utf-8").split("\n") == [*was[:28], "battlefields:", *was[28:]]


def test_filling_an_empty_legend_key_keeps_both_comments_apart(cli, tmp_path):
    """atkA 30: ``legend:    # to do`` filled with a line ending ``# here for now`` became one
    comment, ``# to do   # here for now``, unsaid. The key keeps its own; the moved line's goes on
    a line of its own below it, and the summary says so."""
    deck = tmp_path / "legend-to-do.deck.yaml"
    src = YAML.parent / "atka" / "legend-to-do.deck.yaml"
    shutil.copy(src, deck)
    r = cli("--fix", "--as-of", "2026-09-20", "--quiet", str(deck))
    assert (r.returncode, r.stdout) == (0, "\n1 deck: 1 legal, 0 illegal\n")
    said = f"riftcheck: --fix: {deck}: "
    assert r.stderr.splitlines()[:3] == [
        f"{said}moved 1 Kennen, Heart of the Tempest (line 8) from main: to legend:",
        f"{said}wrote 'kennen, heart of the tempest' (line 8) as 'Kennen, Heart of the Tempest'",
        f"{said}kept the comment of line 8 (# here for now) on a line of its own",
    ]
    was, now = src.read_text("utf-8").splitlines(), _lines(deck)
    assert was[4] == "legend:    # to do"
    assert now[4:6] == ['legend: "1 Kennen, Heart of the Tempest"    # to do', "# here for now"]
    assert now[6:8] == was[5:7] and was[7].endswith("# here for now")
