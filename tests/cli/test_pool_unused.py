"""``--pool`` under a ruleset that reads no pool (Constructed) is said, not dropped silently."""

from __future__ import annotations

from pathlib import Path

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "pool_unused"
NOTICE = (
    "riftcheck: notice: --pool smallpool.txt is not used: ruleset {rs} is not a Limited "
    "format, and --pool is read only by a Limited ruleset (draft, sealed, sealed-2v2)\n"
)


def test_pool_under_constructed_is_said_on_stderr(cli):
    args = ("check", "--pool", "smallpool.txt", "ok.deck.yaml", "--as-of", "2026-09-20")
    r = cli(*args, "--strict", cwd=FIX)
    assert r.returncode == 0
    assert "ok.deck.yaml: LEGAL" in r.stdout
    assert r.stderr == NOTICE.format(rs="constructed")


def test_pool_under_sealed_is_read_and_not_said(cli):
    args = ("check", "-r", "sealed", "--pool", "smallpool.txt", "ok.deck.yaml")
    r = cli(*args, "--as-of", "2026-09-20", "-f", "json", cwd=FIX)
    assert r.returncode == 1
    assert r.stderr == ""
    assert "3 Gust in deck, 1 in pool" in r.stdout


def test_pool_notice_in_french(cli):
    args = ("check", "--pool", "smallpool.txt", "ok.deck.yaml", "--as-of", "2026-09-20")
    r = cli(*args, "--lang", "fr", cwd=FIX)
    assert r.returncode == 0
    assert r.stderr == (
        "riftcheck\u00a0: note\u00a0: --pool smallpool.txt n'est pas utilisé\u00a0: le jeu de "
        "règles «\u00a0constructed\u00a0» n'est pas un format Limité, et --pool n'est lu que par un jeu de "
        "règles Limité (draft, sealed, sealed-2v2)\n"
    )
