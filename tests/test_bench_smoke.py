"""Smoke benchmark for CI: about 100 decks, failing only on a gross regression.

The time riftcheck takes to check the decks is compared with the time PyYAML's
C loader takes to merely parse the same files, both measured here, in this
process, on this machine, so a slow CI runner moves both. Never an absolute
time. The full suite is ``python benchmarks/run.py`` (see benchmarks/README.md).
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"

#: riftcheck may take this many times the bare parse time before the smoke test fails.
#: Measured ratios are about 10-20 (reading, resolving 40 cards and running 16
#: rules per deck against parsing alone); 60 only catches something gone badly wrong,
#: like a per-deck reload of the card database or ruleset.
MAX_RATIO = 60
DECKS = 100


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"_bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """A 100-deck corpus from the benchmark generator (same seed as the full suite)."""
    gen = _load("corpus")
    root = tmp_path_factory.mktemp("bench") / "corpus"
    files = gen.generate(root, DECKS)
    return root, [str(f) for f in files]


def _best(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def test_corpus_is_a_mix_of_legal_and_illegal_decks(corpus):
    from riftcheck.api import check_paths

    root, _ = corpus
    run = check_paths([str(root)], config=False, jobs=1)
    assert len(run.decks) == DECKS
    counts = run.counts()
    assert counts["unreadable"] == 0
    assert 0.4 * DECKS < counts["legal"] < 0.9 * DECKS
    # what the generator meant is what riftcheck finds
    import json

    meant = {e["file"]: e["mistake"] for e in json.loads((root / "manifest.json").read_text())}
    for d in run.decks:
        rel = Path(d.source).resolve().relative_to(root.resolve()).as_posix()
        assert d.legal is (meant[rel] is None), (
            rel,
            meant[rel],
            [f.message for f in d.findings],
        )


def test_batch_is_within_a_sane_ratio_of_the_parse_floor(corpus):
    from riftcheck.api import check_paths
    from riftcheck.cards.db import CardDB

    root, files = corpus
    floor = _load("floor")
    CardDB.load()  # a run loads it once; loading is measured by the full suite
    check_paths([str(root)], config=False, jobs=1)  # warm: imports, ruleset, caches
    parse = _best(lambda: floor.parse_all(files))
    check = _best(lambda: check_paths([str(root)], config=False, jobs=1))
    ratio = check / parse
    print(
        f"\nsmoke: {DECKS} decks checked in {check * 1000:.0f} ms, parsed in {parse * 1000:.0f} ms: {ratio:.1f}x"
    )
    assert ratio < MAX_RATIO, (
        f"riftcheck took {ratio:.0f}x the bare parse time (limit {MAX_RATIO}x)"
    )


def test_parallel_results_equal_sequential_results(corpus):
    from riftcheck.api import check_paths

    root, _ = corpus
    one = check_paths([str(root)], config=False, jobs=1)
    two = check_paths([str(root)], config=False, jobs=2)
    assert [d.source for d in two.decks] == [d.source for d in one.decks]
    assert two.decks == one.decks
    assert dict(two.deck_as_of) == dict(one.deck_as_of)


def test_corpus_is_reproducible_and_prefix_stable(tmp_path):
    gen = _load("corpus")
    a = gen.generate(tmp_path / "a", 30)
    b = gen.generate(tmp_path / "b", 12)
    again = gen.generate(tmp_path / "c", 12)
    for x, y, z in zip(b, again, a, strict=False):
        assert x.read_bytes() == y.read_bytes() == z.read_bytes()
    kinds = {p.name.split(".", 1)[1] for p in a}
    assert kinds == {"deck.yaml", "deck.txt"}
