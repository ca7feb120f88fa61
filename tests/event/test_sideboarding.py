"""Sideboarding by the format's rules (TR 403.4, 602.3.e-g, 602.4.a.7.a, 602.4.b.8.a, 401.2.a),
through ``riftcheck diff`` (the console script) and ``riftcheck event --sideboarding``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from riftcheck.events.diff import diff_decks, same_cards_key

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
LIMITED = ROOT / "tests" / "cases" / "_limited"


def kennen(tmp_path: Path, name: str, **swap: str) -> Path:
    """The Kennen list with lines replaced (``old=new``, given as a dict of exact lines)."""
    text = KENNEN
    for old, new in swap.get("lines", {}).items():
        assert old in text, old
        text = text.replace(old, new)
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


@pytest.fixture
def constructed(tmp_path):
    reg = kennen(tmp_path, "reg.txt")
    return tmp_path, reg


class _Result:
    def __init__(self, returncode, stdout, stderr):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


@pytest.fixture
def cli(capsys, monkeypatch):
    """``riftcheck ARGS`` in this process (the console script's own entry point): a result with
    the exit code, stdout and stderr."""
    from riftcheck.cli import main

    monkeypatch.setenv("COLUMNS", "100")

    def run(*args):
        capsys.readouterr()
        try:
            main([str(a) for a in args])
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        out, err = capsys.readouterr()
        return _Result(code, out, err)

    return run


def diff(cli, *args):
    return cli("diff", *args)


@pytest.mark.parametrize(
    "lines,ok,said",
    [
        # a one-for-one exchange: legal
        (
            {"3 Gust\n": "2 Gust\n1 Ride the Wind\n", "3 Ride the Wind": "2 Ride the Wind\n1 Gust"},
            True,
            "",
        ),
        # the case: Mystic Poro as the new Chosen Champion is no legal Chosen Champion
        (
            {
                "Champion:\n1 Kennen, Storm of Shuriken": "Champion:\n1 Mystic Poro",
                "2 Kennen, Storm of Shuriken\n3 Mystic Poro": "3 Kennen, Storm of Shuriken\n2 Mystic Poro",
            },
            False,
            "the played deck is not legal on its own (chosen-champion)",
        ),
        # a card from outside the registered deck and sideboard
        ({"3 Gust\n": "2 Gust\n1 Stacked Deck\n"}, False, "1 Stacked Deck played but not in the"),
        # a card gone, main deck down to 39
        ({"3 Gust\n": "2 Gust\n"}, False, "the main deck has 39 cards, registered with 40"),
        # runes never change in Constructed
        (
            {"6 Order Rune\n6 Chaos Rune": "5 Order Rune\n7 Chaos Rune"},
            False,
            "the runes may not change",
        ),
        # nor battlefields
        ({"1 Seat of Power": "1 The Grand Plaza"}, False, "the battlefields may not change"),
    ],
)
def test_constructed_sideboarding(cli, constructed, lines, ok, said):
    tmp, reg = constructed
    played = kennen(tmp, "played.txt", lines=lines)
    r = diff(cli, reg, played, "--sideboarding", "--as-of", "2026-09-20")
    assert r.stderr == "" and r.returncode == (0 if ok else 1), r.stdout
    if ok:
        assert r.stdout.rstrip().endswith("sideboarding the format allows (TR 403.4)")
    else:
        assert said in " ".join(r.stdout.split())
        assert "not allowed:" in r.stdout


_PORO = {
    "Champion:\n1 Kennen, Storm of Shuriken": "Champion:\n1 Mystic Poro",
    "2 Kennen, Storm of Shuriken\n3 Mystic Poro": "3 Kennen, Storm of Shuriken\n2 Mystic Poro",
}


@pytest.mark.parametrize(
    "lang,said,never",
    [
        (
            "en",
            "note: Chosen Champion exchanged: Mystic Poro (not a legal Chosen Champion, so not "
            "allowed, TR 403.4.a)",
            "allowed between games",
        ),
        (
            "fr",
            "note\u00a0: Champion élu échangé\u00a0: Mystic Poro (pas un champion élu légal, "
            "donc non permis, RT\u00a0403.4.a)",
            "permis entre les parties",
        ),
    ],
)
def test_an_illegal_new_chosen_champion_is_not_noted_as_allowed(
    cli, constructed, lang, said, never
):
    # issue 23: the note before the refusal read as approval of Mystic Poro as Chosen Champion
    tmp, reg = constructed
    played = kennen(tmp, "played.txt", lines=_PORO)
    r = diff(cli, reg, played, "--sideboarding", "--as-of", "2026-09-20", "--lang", lang)
    assert r.returncode == 1 and r.stderr == ""
    assert said in r.stdout.splitlines() and never not in r.stdout
    assert "(chosen-champion)" in r.stdout


@pytest.mark.parametrize("card", ["Gust", "Chaos Rune", "Nosuch Card"])
def test_a_spell_rune_or_unknown_card_as_new_champion_is_never_noted_as_allowed(
    cli, tmp_path, card
):
    # a re-attack: only a refusal by chosen-champion itself changed the note; a spell, a rune or
    # an unknown card named as the champion is refused by other rules and was still "allowed"
    reg = kennen(tmp_path, "reg.txt")
    played = kennen(
        tmp_path,
        "played.txt",
        lines={
            "Champion:\n1 Kennen, Storm of Shuriken": f"Champion:\n1 {card}",
            "2 Kennen, Storm of Shuriken\n": "3 Kennen, Storm of Shuriken\n",
        },
    )
    for lang, never in (("en", "allowed between games"), ("fr", "permis entre les parties")):
        r = diff(cli, reg, played, "--sideboarding", "--as-of", "2026-09-20", "--lang", lang)
        assert r.returncode == 1 and r.stderr == "", r.stdout
        assert never not in r.stdout
        notes = [ln for ln in r.stdout.splitlines() if "xchang" in ln or "échangé" in ln]
        assert any(
            "so not allowed" in n
            or "not confirmed as allowed" in n
            or "non permis" in n
            or "non confirmé comme permis" in n
            for n in notes
        ), r.stdout


def test_an_illegal_played_deck_is_never_an_allowed_exchange(cli, tmp_path):
    # registered and played alike, both with a fourth Gust: identical, yet not legal
    reg = kennen(tmp_path, "reg.txt", lines={"3 Gust\n": "4 Gust\n", "3 Rebuke\n": "2 Rebuke\n"})
    r = diff(cli, reg, reg, "--sideboarding", "--as-of", "2026-09-20")
    # never the plain "identical" verdict; the lists are identical, the deck illegal (atkH 7)
    assert r.returncode == 1 and "(copy-limit)" in r.stdout
    assert "identical: the same cards" not in r.stdout
    assert r.stdout.endswith(
        "identical lists, but the played deck is illegal on its own: 1 error\n"
    )
    # without --sideboarding too: a diff's verdict is never given to an illegal deck (atkE 2)
    r = diff(cli, reg, reg, "--as-of", "2026-09-20")
    assert (r.returncode, r.stderr) == (1, "") and "(copy-limit)" in r.stdout
    assert r.stdout.endswith(
        "identical lists, but the played deck is illegal on its own: 1 error\n"
    )


def _sealed(tmp_path: Path, name: str, replace: dict[str, str] | None = None) -> Path:
    text = (LIMITED / "three-domains.deck.yaml").read_text(encoding="utf-8")
    for old, new in (replace or {}).items():
        assert old in text, old
        text = text.replace(old, new)
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


@pytest.fixture
def sealed(tmp_path):
    shutil.copy(LIMITED / "pool.txt", tmp_path / "pool.txt")
    return tmp_path, _sealed(tmp_path, "reg.deck.yaml")


def test_sealed_may_change_legend_champion_and_size_after_october(cli, sealed):
    tmp, reg = sealed
    # three Cleave for three Disintegrate and a Falling Star: 27 to 28 cards, all from the pool
    played = _sealed(tmp, "played.deck.yaml", {"3 Cleave": "3 Disintegrate\n  - 1 Falling Star"})
    args = (reg, played, "--sideboarding", "--ruleset", "sealed", "--pool", tmp / "pool.txt")
    r = diff(cli, *args, "--as-of", "2026-10-20")
    assert r.returncode == 0, r.stdout
    assert "sideboarding the format allows (TR 602.4.a.7.a, TR 602.3.e.4)" in r.stdout
    # under the July rules an exchange was one for one: the main deck may not grow
    r = diff(cli, *args, "--as-of", "2026-09-20")
    assert r.returncode == 1 and "the main deck has 26 cards, registered with 25" in " ".join(
        r.stdout.split()
    ), r.stdout
    # a card the pool does not hold is never allowed
    wrong = _sealed(tmp, "wrong.deck.yaml", {"3 Cleave": "3 Stacked Deck"})
    r = diff(cli, reg, wrong, "--sideboarding", "--ruleset", "sealed", "--pool", tmp / "pool.txt",
             "--as-of", "2026-10-20")  # fmt: skip
    assert r.returncode == 1 and "(pool)" in r.stdout


def test_best_of_one_limited_has_no_sideboarding_from_october(cli, sealed):
    tmp, reg = sealed
    played = _sealed(tmp, "played.deck.yaml", {"3 Cleave": "3 Disintegrate"})
    base = (reg, played, "--sideboarding", "--ruleset", "sealed", "--pool", tmp / "pool.txt")
    r = diff(cli, *base, "--best-of", "1", "--as-of", "2026-10-20")
    assert r.returncode == 1 and "[TR 602.3.g]" in r.stdout, r.stdout
    # before 2026-10-09 the head judge could allow it (TR 406.1.g): one for one is allowed, when
    # the head judge's altered setup is stated, and not otherwise (TR 403.5: the first game)
    r = diff(cli, *base, "--best-of", "1", "--as-of", "2026-09-20", "--best-of-one-sideboarding")
    assert r.returncode == 0 and "(TR 403.4, TR 602.4.a.7.a, TR 406.1.g)" in r.stdout, r.stdout
    r = diff(cli, *base, "--best-of", "1", "--as-of", "2026-09-20")
    assert r.returncode == 1 and "[TR 403.5, TR 406.1.g]" in r.stdout, r.stdout
    # from 2026-10-09 not even then (TR 602.3.g)
    r = diff(cli, *base, "--best-of", "1", "--as-of", "2026-10-20", "--best-of-one-sideboarding")
    assert r.returncode == 1 and "[TR 602.3.g]" in r.stdout, r.stdout
    # at casual play level a Limited deck may change freely: only its legality counts
    r = diff(cli, *base, "--best-of", "1", "--play-level", "casual", "--as-of", "2026-10-20")
    assert r.returncode == 0 and "TR 602.3.f" in r.stdout, r.stdout


def test_diff_options_are_validated(cli, constructed):
    tmp, reg = constructed
    r = diff(cli, reg, reg, "--best-of", "2")
    assert r.returncode == 2 and "--best-of 2: expected 1 or 3" in r.stderr
    r = diff(cli, reg, reg, "--play-level", "pro")
    assert r.returncode == 2 and "--play-level pro: expected one of casual" in r.stderr
    r = diff(cli, reg, reg, "--region", "mars")
    assert r.returncode == 2 and "mars" in r.stderr


NEEKO = """legend: {legend}
champion: Kennen, Storm of Shuriken
main:
  - 2 Kennen, Storm of Shuriken
  - 3 Mystic Poro
additional_legends:
{legends}
"""


def test_neeko_additional_legends_are_part_of_every_comparison(db, tmp_path):
    from riftcheck.decks import read_deck

    def deck(name, legends):
        p = tmp_path / name
        body = "\n".join(f"  - {x}" for x in legends)
        p.write_text(
            NEEKO.format(legend="Kennen, Heart of the Tempest", legends=body), encoding="utf-8"
        )
        return read_deck(str(p), db)

    a = deck(
        "a.deck.yaml",
        ["Jinx, Loose Cannon", "Viktor, Herald of the Arcane", "Kai'Sa, Daughter of the Void"],
    )
    b = deck(
        "b.deck.yaml",
        ["Jinx, Loose Cannon", "Viktor, Herald of the Arcane", "Darius, Hand of Noxus"],
    )
    assert same_cards_key(a) != same_cards_key(b)
    d = diff_decks(a, b)
    assert {c.zone for c in d.changes} == {"additional_legends"} and not d.allowed
    assert all(p.citation == "TR 401.2.a" for p in d.problems)
    d = diff_decks(a, b, sideboarding=True)
    assert not d.allowed and "registered and never change" in d.problems[0].message
    assert same_cards_key(a) == same_cards_key(deck("c.deck.yaml", list(reversed(
        ["Jinx, Loose Cannon", "Viktor, Herald of the Arcane", "Kai'Sa, Daughter of the Void"]))))  # fmt: skip


@pytest.mark.parametrize(
    "ruleset,day,cited",
    [
        # each deck check cites the rules as numbered in the documents of its own date
        ("draft", "2026-11-01", "TR 602.4.b.8.a, TR 602.3.e.4"),
        ("draft", "2026-08-01", "TR 403.4, TR 602.4.b.8.a"),
        ("sealed", "2026-11-01", "TR 602.4.a.7.a, TR 602.3.e.4"),
        ("constructed", "2026-08-01", "TR 403.4"),
        # before the oldest edition riftcheck has read 403.4 in, it says whose numbering it is
        ("constructed", "2026-05-01", "TR 403.4 [as numbered in Tournament Rules 2026-07-16]"),
    ],
)
def test_deck_checks_cite_the_documents_of_their_date(ruleset, day, cited):
    import datetime as dt

    from riftcheck.events.sideboarding import sideboarding_rules
    from riftcheck.rulesets import load_ruleset

    rules = sideboarding_rules(load_ruleset(ruleset), dt.date.fromisoformat(day))
    assert rules.citation == cited
    casual = sideboarding_rules(
        load_ruleset("sealed"), dt.date.fromisoformat(day), play_level="casual"
    )
    assert casual.citation == "TR 602.3.f"


def test_a_ruleset_s_sideboarding_names_citation_keys(tmp_path):
    from riftcheck.infra.errors import RulesetError
    from riftcheck.rulesets import load_ruleset

    p = tmp_path / "mine.yaml"
    p.write_text(
        "name: mine\nextends: constructed\nsideboarding:\n  - from: 2026-01-01\n"
        "    exchange: one-for-one\n    citation: [tr.sideboardin]\n",
        encoding="utf-8",
    )
    with pytest.raises(RulesetError) as exc:
        load_ruleset(str(p))
    assert "unknown citation key 'tr.sideboardin'" in exc.value.message
    assert "did you mean 'tr.sideboarding'?" in str(exc.value.hint)
    assert exc.value.location.line == 6


def test_a_failed_deck_check_is_said_as_such_at_a_glance(cli, tmp_path):
    # attack F6: a legal list whose played deck is illegal read "LEGAL list · roster error"
    reg = kennen(tmp_path, "reg.txt")
    kennen(tmp_path, "played.txt", lines={"3 Gust\n": "3 Gust\n1 Stacked Deck\n"})
    (tmp_path / "r.csv").write_text(
        "player,list,played\nRo,reg.txt,played.txt\nSam,reg.txt,reg.txt\n", encoding="utf-8"
    )
    assert reg.exists()
    args = ("event", tmp_path / "r.csv", "--sideboarding", "--as-of", "2026-11-01")
    r = cli(*args, "--color", "never")
    assert r.returncode == 1 and r.stderr == ""
    said = " ".join(r.stdout.split())
    assert "r.csv row 2): LEGAL list · deck check failed (" in said
    # Sam's list is Ro's: the group's one identical-lists warning is at Ro's row (issue 23)
    assert "r.csv row 3): LEGAL 2 players" in said
    assert "2 players: 1 legal, 0 illegal, 1 failed deck check;" in " ".join(r.stdout.split())
    r = cli(*args, "--format", "json")
    import json

    doc = json.loads(r.stdout)
    assert [(p["legal"], p["status"]) for p in doc["players"]] == [
        (True, "deck-check-failed"),
        (True, "legal"),
    ]
    assert doc["event"]["summary"]["deck-check-failed"] == 1
    r = cli(*args, "--format", "csv")
    assert r.stdout.split("\n")[1].startswith(
        "Ro,reg.txt,played.txt,legal list · deck check failed,"
    )
    r = cli(*args, "--lang", "fr", "--color", "never")
    import re

    said = re.sub("[ \n]+", " ", r.stdout)
    assert ": liste LÉGALE · vérification du deck échouée (" in said
    assert "1 légal, 0 illégal et 1 vérification du deck échouée\u202f;" in said
