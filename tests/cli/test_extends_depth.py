"""A deep ``extends:`` chain is refused at the file and line past the bound, never a RecursionError."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftcheck.rulesets import MAX_EXTENDS_DEPTH


def _chain(d: Path, files: int) -> None:
    """r0.yaml extends r1.yaml ... r{files-1}.yaml, which extends the shipped constructed."""
    for i in range(files):
        parent = f"./r{i + 1}.yaml" if i < files - 1 else "constructed"
        (d / f"r{i}.yaml").write_text(f"name: r{i}\nextends: {parent}\n")


def _deck(d: Path) -> str:
    (d / "ok.deck.yaml").write_text("name: x\nlegend: Kennen, Heart of the Tempest (VEN-155)\n")
    return "ok.deck.yaml"


@pytest.mark.parametrize("files", [MAX_EXTENDS_DEPTH + 1, 1000])
def test_a_chain_past_the_bound_is_refused_at_its_extends_line(cli, tmp_path, files):
    _chain(tmp_path, files)
    r = cli("check", "-r", "./r0.yaml", _deck(tmp_path), "--as-of", "2026-09-20", cwd=tmp_path)
    assert r.returncode == 3
    assert r.stdout == ""
    past = tmp_path.resolve() / f"r{MAX_EXTENDS_DEPTH}.yaml"
    assert r.stderr == (
        f"riftcheck: error: {past}:2: extends: the chain of extends: from r0.yaml goes past "
        f"{MAX_EXTENDS_DEPTH} rulesets, the most a chain may have "
        "(shorten the chain: merge some of its rulesets into one file)\n"
    )


def test_a_chain_at_the_bound_is_used(cli, tmp_path):
    # r0 ... r31 then constructed: 32 rulesets extended, the most allowed
    _chain(tmp_path, MAX_EXTENDS_DEPTH)
    r = cli("check", "-r", "./r0.yaml", _deck(tmp_path), "--as-of", "2026-09-20", cwd=tmp_path)
    assert "RecursionError" not in r.stderr and "error: " not in r.stderr
    assert r.stdout.startswith("riftcheck 0.1.0 · ruleset r0")
    assert r.returncode == 1  # the deck itself is illegal (too few cards)
