"""Issue 11: ruleset data that could switch rules off unseen is refused at load (exit 3), with
file, line and reason, through the real console script."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LEGAL = ROOT / "tests" / "fixtures" / "cli" / "decks" / "legal.deck.yaml"


def _ban(card: str, effective: str = "2026-01-01", until: str | None = None) -> str:
    row = f"    - card: {card}\n      effective: {effective}\n"
    if until:
        row += f"      until: {until}\n"
    return "name: mine\nextends: constructed\ntables:\n  bans:\n" + row


@pytest.mark.parametrize(
    ("body", "line", "words"),
    [
        # a ban naming no card: a typo, an invented card, a card of another game
        (_ban("Stacked Dekc"), 5, "ban of 'Stacked Dekc' names no card of the card database"),
        (_ban("Black Lotus"), 5, "ban of 'Black Lotus' names no card of the card database"),
        (_ban("'OGN-999'"), 5, "ban of 'OGN-999' names no card of the card database"),
        # a ban naming several cards: the name a champion's legend and units share
        (_ban("Jinx"), 5, "ban of 'Jinx' names 3 cards ("),
        (_ban("Kennen"), 5, "ban of 'Kennen' names 3 cards ("),
        (_ban("Master Yi"), 5, "ban of 'Master Yi' names "),
        # a ban that would never be in force
        (
            _ban("Gust", "2026-05-01", "2026-04-30"),
            7,
            "ban of Gust: 'until' 2026-04-30 is not after 'effective' 2026-05-01",
        ),
        (
            _ban("Gust", "2026-05-01", "2026-05-01"),
            7,
            "ban of Gust: 'until' 2026-05-01 is not after 'effective' 2026-05-01",
        ),
        (
            _ban("Gust", "2027-01-01", "2025-01-01"),
            7,
            "'until' 2025-01-01 is not after 'effective' 2027-01-01",
        ),
    ],
)
def test_a_ban_must_name_exactly_one_card_and_be_in_force_some_day(
    cli, tmp_path, body, line, words
):
    rs = tmp_path / "mine.yaml"
    rs.write_text(body, encoding="utf-8")
    r = cli("--ruleset", rs, LEGAL)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr.startswith(f"riftcheck: error: {rs}:{line}: "), r.stderr
    assert words in r.stderr


@pytest.mark.parametrize(
    ("aliases", "key", "words"),
    [
        ("Stacked Deck: Gust", "Stacked Deck", "ban of Stacked Deck inherited from constructed"),
        ("stacked deck: No Such Card", "stacked deck", "name 'No Such Card' instead"),
        (
            "Dreaming Tree: Scrapheap",
            "Dreaming Tree",
            "ban of The Dreaming Tree inherited from constructed",
        ),
        (
            "The Dreaming Tree: Gust",
            "The Dreaming Tree",
            "a ruleset may not redirect or cancel a parent's ban",
        ),
    ],
)
def test_a_child_alias_cannot_cancel_an_inherited_ban(cli, tmp_path, aliases, key, words):
    rs = tmp_path / "mine.yaml"
    rs.write_text(
        f"name: mine\nextends: constructed-2v2\ntables:\n  aliases:\n    {aliases}\n",
        encoding="utf-8",
    )
    r = cli("--ruleset", rs, LEGAL)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr.startswith(
        f"riftcheck: error: {rs}:5: aliases: '{key}' would make the ban of "
    ), r.stderr
    assert words in r.stderr


def test_an_alias_for_the_files_own_ban_still_works(cli, tmp_path):
    rs = tmp_path / "mine.yaml"
    rs.write_text(
        "name: mine\nextends: constructed\ntables:\n  aliases:\n    The Wind: Gust\n  bans:\n"
        "    - card: The Wind\n      effective: 2026-01-01\n      formats: [mine, constructed]\n",
        encoding="utf-8",
    )
    r = cli("--ruleset", rs, "--format", "json", "--as-of", "2026-09-20", LEGAL)
    assert (r.returncode, r.stderr) == (1, "")
    (deck,) = json.loads(r.stdout)["decks"]
    assert [v["message"] for v in deck["violations"] if v["severity"] == "error"] == [
        "Gust is banned in mine since 2026-01-01"
    ]


def _renamed_db(tmp_path: Path, renamed: str) -> Path:
    """The bundled database with ``renamed`` renamed, dated after it (as a feed update would leave it)."""
    data = json.loads((ROOT / "card_data" / "cards.json").read_text(encoding="utf-8"))
    for card in data["cards"]:
        if card.get("name") == renamed:
            card["name"] = card["names"]["en"] = renamed + " Reprinted"
            card["key"] = card["key"] + " reprinted"
    data.pop("index", None)  # the name index is rebuilt from the records when absent
    data["date"], data["version"] = "2099-01-01", "2099.01.01"
    home = tmp_path / "data"
    home.mkdir()
    (home / "cards.json").write_text(json.dumps(data), encoding="utf-8")
    return home


@pytest.mark.parametrize("renamed", ["Stacked Deck", "Called Shot", "Scrapheap"])
def test_a_shipped_ban_that_matches_no_card_after_an_update_is_an_error_at_load(
    cli, tmp_path, renamed
):
    """After an update renamed a banned card, the shipped ban no longer matches: the run stops naming
    the shipped ruleset's line instead of passing the card silently."""
    home = _renamed_db(tmp_path, renamed)
    r = cli(LEGAL, env={"RIFTCHECK_DATA_DIR": str(home)})
    assert (r.returncode, r.stdout) == (3, "")
    shipped = ROOT / "rulesets" / "constructed.yaml"
    lines = shipped.read_text().splitlines()
    line = next(i for i, t in enumerate(lines, 1) if t.strip() == f"- card: {renamed}")
    assert r.stderr.startswith(
        f"riftcheck: error: {shipped}:{line}: ban of '{renamed}' names no card"
    ), r.stderr


def test_with_a_database_file_the_bans_it_lacks_are_shown_in_every_format(cli, tmp_path):
    """``--cards PATH`` (a partial database) may lack banned cards: not an error, but every report says
    which shipped bans ban nothing with it."""
    home = _renamed_db(tmp_path, "Stacked Deck")
    for fmt, words in (
        ("text", "the bans of Stacked Deck name no card of it and ban nothing"),
        ("github", "the bans of Stacked Deck name no card of it and ban nothing"),
        ("junit", "the bans of Stacked Deck name no card of it and ban nothing"),
        ("sarif", "the bans of Stacked Deck name no card of it and ban nothing"),
    ):
        r = cli("--cards", home / "cards.json", "--format", fmt, "--as-of", "2026-09-20", LEGAL)
        assert (r.returncode, r.stderr) == (0, ""), r.stderr
        assert words in " ".join(r.stdout.split()), fmt
    r = cli("--cards", home / "cards.json", "--format", "json", "--as-of", "2026-09-20", LEGAL)
    assert json.loads(r.stdout)["provenance"]["card_data"]["bans_unmatched"] == ["Stacked Deck"]


def test_a_pre_rift_start_after_the_release_is_refused(cli, tmp_path):
    """R2 of the re-test: a set's Pre-Rift start is ruleset data; one after the release is a typo."""
    rs = tmp_path / "mine.yaml"
    rs.write_text(
        "name: mine\nextends: sealed\ntables:\n  sets:\n    - code: LGC\n      name: Legacy\n"
        "      release: 2027-01-29\n      pre_rift: 2027-02-22\n",
        encoding="utf-8",
    )
    r = cli("--ruleset", rs, LEGAL)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr.startswith(f"riftcheck: error: {rs}:8: "), r.stderr
    assert "set LGC: 'pre_rift' 2027-02-22 is after its release 2027-01-29" in r.stderr
