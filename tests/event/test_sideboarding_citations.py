"""Issue 23: sideboarding is judged, and cited, by the format's own rules. A Constructed refusal of a
new Chosen Champion cites Constructed's exchange rule (TR 403.4.a) and the Core Rules, never a
Limited rule (TR 602.4.a.5); a Sealed or Draft note cites the format's sideboarding rule (TR
602.4.a.7.a, 602.4.b.8.a, 602.3.f at casual play level), never Constructed's 403.4.a. The champion's
note is said from the played deck's verdict (``diff_decks(refused=...)``). Inputs of the tests' own.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from riftcheck.events.diff import diff_decks
from tests.event.test_event_verdicts import SEALED_A, TEAM_POOL, write
from tests.inprocess import run_in_process

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
#: Kennen's champion exchanged one for one for Mystic Poro, a unit that is no Champion unit
PORO = KENNEN.replace("Champion:\n1 Kennen, Storm of Shuriken", "Champion:\n1 Mystic Poro").replace(
    "2 Kennen, Storm of Shuriken\n3 Mystic Poro", "3 Kennen, Storm of Shuriken\n2 Mystic Poro"
)


@pytest.fixture
def rc(tmp_path):
    """``riftcheck ARGS`` in this process, in ``tmp_path``: (exit code, stdout, stderr)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("RIFTCHECK")}
    env["COLUMNS"] = "300"

    def run(*args):
        r = run_in_process(list(args), environ=env, cwd=tmp_path)
        return r.returncode, r.stdout, r.stderr

    return run


def test_a_constructed_champion_refusal_cites_constructed_rules_only(rc, tmp_path):
    write(tmp_path, "reg.txt", KENNEN)
    write(tmp_path, "played.txt", PORO)
    code, out, err = rc("diff", "reg.txt", "played.txt", "--sideboarding", "--as-of", "2026-10-20")
    assert (code, err) == (1, "")
    assert (
        "note: Chosen Champion exchanged: Mystic Poro (not a legal Chosen Champion, so not "
        "allowed, TR 403.4.a)"
    ) in out
    assert (
        "not allowed: played.txt:7:1: the played deck is not legal on its own (chosen-champion): "
        "Mystic Poro is a unit without the Champion supertype, not a Champion unit; it cannot be "
        "the Chosen Champion [TR 403.4.a, CR 103.3.a.2, CR 103.3.d.3]"
    ) in out
    assert "602" not in out
    code, out, err = rc(
        "diff", "reg.txt", "played.txt", "--sideboarding", "--as-of", "2026-10-20", "-f", "json"
    )
    doc = json.loads(out)
    assert (code, err) == (1, "")
    assert [p["citation"] for p in doc["problems"]] == ["TR 403.4.a, CR 103.3.a.2, CR 103.3.d.3"]
    assert "602" not in out


def test_a_constructed_deck_without_champion_or_legend_cites_no_limited_rule(rc, tmp_path):
    body = KENNEN.replace("Champion:\n1 Kennen, Storm of Shuriken\n", "")
    write(tmp_path, "nochamp.txt", body)
    write(tmp_path, "nolegend.txt", KENNEN.replace("Legend:\n1 Kennen, Heart of the Tempest\n", ""))
    for deck in ("nochamp.txt", "nolegend.txt"):
        code, out, err = rc("--as-of", "2026-10-20", "-f", "json", deck)
        assert (code, err) == (1, "")
        cites = [v["citation"] for v in json.loads(out)["decks"][0]["violations"]]
        assert cites and not any("602" in c for c in cites), cites


@pytest.mark.parametrize(
    ("ruleset", "extra", "cite"),
    [
        ("sealed", (), "TR 602.4.a.7.a"),
        ("draft", (), "TR 602.4.b.8.a"),
        ("sealed", ("--play-level", "casual"), "TR 602.3.f"),
    ],
)
def test_a_limited_champion_note_cites_the_format_s_own_rule(rc, tmp_path, ruleset, extra, cite):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(
        tmp_path,
        "ap.deck.yaml",
        SEALED_A.replace("champion: Jinx, Demolitionist", "champion: Pouty Poro"),
    )
    write(tmp_path, "pool.txt", TEAM_POOL)
    for day in ("2026-10-20", "2026-09-20"):
        args = ("diff", "a.deck.yaml", "ap.deck.yaml", "--sideboarding", "-r", ruleset)
        code, out, err = rc(*args, "--as-of", day, "--pool", "pool.txt", *extra)
        assert (code, err) == (1, ""), out
        (note,) = re.findall(r"^note: Chosen Champion exchanged: .*$", out, re.M)
        assert note == (
            f"note: Chosen Champion exchanged: Pouty Poro (not a legal Chosen Champion, so not "
            f"allowed, {cite})"
        )
        assert "403.4.a" not in out


def test_the_champion_note_is_said_from_the_played_deck_s_verdict(db, tmp_path):
    from riftcheck.decks import read_deck

    write(tmp_path, "reg.txt", KENNEN)
    write(tmp_path, "played.txt", PORO)
    reg = read_deck(str(tmp_path / "reg.txt"), db)
    played = read_deck(str(tmp_path / "played.txt"), db)

    def note(refused):
        d = diff_decks(reg, played, sideboarding=True, refused=refused)
        (n,) = [str(n) for n in d.notices if str(n).startswith("Chosen Champion exchanged")]
        return n

    assert note(()) == (
        "Chosen Champion exchanged: Mystic Poro (allowed between games when it is itself a legal "
        "Chosen Champion, TR 403.4.a)"
    )
    assert "(not a legal Chosen Champion, so not allowed" in note(("chosen-champion",))
    assert "(not confirmed as allowed: the played deck is refused" in note(("zone-card-type",))
