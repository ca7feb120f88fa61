"""A huge key of a user's file is echoed cut in the error (atk23d item 5): a 3 MB YAML key gave a
3 MB "unknown key '…'" on stderr, a CI log blow-up. Every unknown-key message (event, player,
deck, configuration, ruleset schema; the team file's one too) quotes at most 80 characters of it, ``…`` marking
the cut (riftcheck.infra.escape.clipped, the helper the --locales refusal uses too)."""

from __future__ import annotations

from pathlib import Path

from riftcheck.infra.escape import clipped, echoed_key

ROOT = Path(__file__).resolve().parents[2]
KENNEN = ROOT / "examples" / "kennen.deck.txt"
KEY = "k" * 3_000_000
SHOWN = "'" + "k" * 80 + "…'"


def test_the_helper_cuts_only_what_is_longer_than_the_bound():
    assert clipped("abc") == "abc"
    assert clipped("x" * 80) == "x" * 80
    assert clipped("x" * 81) == "x" * 80 + "…"
    assert clipped("x" * 50, 40) == "x" * 40 + "…"
    assert echoed_key("y" * 100) == "'" + "y" * 80 + "…'"
    assert echoed_key(12) == "12"


def _repo(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    return tmp_path


def test_an_event_file_key(cli, tmp_path):
    d = _repo(tmp_path)
    (d / "e.yaml").write_text(
        f"? {KEY}\n: 1\nname: a\ndate: 2026-09-20\nruleset: sealed\nplayers: []\n", "utf-8"
    )
    r = cli("event", "e.yaml", cwd=d)
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr.startswith(f"riftcheck: error: e.yaml:1:3: unknown key {SHOWN}: allowed keys")
    assert len(r.stderr) < 400


def test_an_event_player_key(cli, tmp_path):
    d = _repo(tmp_path)
    (d / "e.yaml").write_text(
        f"name: a\ndate: 2026-09-20\nplayers:\n  - player: Ann\n    ? {KEY}\n    : 1\n", "utf-8"
    )
    r = cli("event", "e.yaml", cwd=d)
    assert (r.returncode, r.stdout) == (1, "")
    assert f"unknown player key {SHOWN}: allowed keys are" in r.stderr
    assert len(r.stderr) < 400


def test_a_deck_key(cli, tmp_path):
    d = _repo(tmp_path)
    (d / "d.deck.yaml").write_text(f"legend: Kennen\n? {KEY}\n: 1\n", "utf-8")
    r = cli("check", "--format", "concise", "d.deck.yaml", cwd=d)
    assert (r.returncode, r.stderr) == (1, "")
    assert f"unknown key {SHOWN}: allowed keys are name," in r.stdout
    assert len(r.stdout) < 800


def test_a_configuration_key(cli, tmp_path):
    d = _repo(tmp_path)
    (d / ".riftcheck.yaml").write_text(f"? {KEY}\n: 1\n", "utf-8")
    r = cli("check", str(KENNEN), cwd=d)
    assert (r.returncode, r.stdout) == (3, "")
    assert f"unknown configuration key {SHOWN} (valid keys: ruleset," in r.stderr
    assert len(r.stderr) < 400


def test_a_ruleset_key(cli, tmp_path):
    d = _repo(tmp_path)
    (d / "r.yaml").write_text(f"name: x\n? {KEY}\n: 1\n", "utf-8")
    r = cli("check", "-r", "r.yaml", str(KENNEN), cwd=d)
    assert (r.returncode, r.stdout) == (3, "")
    assert f"(top level): unknown key {SHOWN}\n" in r.stderr
    assert len(r.stderr) < 400
