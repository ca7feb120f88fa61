"""benchmarks/paired.py turns its measurements into the table benchmarks/README.md quotes (nothing timed here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _paired():
    sys.path.insert(0, str(BENCH))
    try:
        spec = importlib.util.spec_from_file_location("_bench_paired", BENCH / "paired.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    finally:
        sys.path.remove(str(BENCH))


def _side(a: str, b: str, xa: list[float], xb: list[float]) -> dict:
    return {
        a: {"wall": xa, "cpu": [x / 2 for x in xa]},
        b: {"wall": xb, "cpu": [x / 2 for x in xb]},
    }


def test_the_ratio_is_the_median_of_the_rounds_ratios():
    paired = _paired()
    got = paired.summary(_side("a", "b", [1.0, 3.0, 10.0], [1.0, 1.0, 2.0]), "a", "b")
    assert got["wall"]["a"] == 3.0 and got["wall"]["b"] == 1.0
    assert got["wall"]["ratio"] == 3.0  # the rounds' ratios are 1, 3 and 5
    assert got["cpu"]["ratio"] == 3.0


def test_every_target_has_its_row_and_verdict():
    paired = _paired()
    cold = paired.summary(
        _side("riftcheck", "yamllint", [0.2] * 3, [0.1] * 3), "riftcheck", "yamllint"
    )
    text = paired.summary(_side("text", "floor", [1.5] * 3, [1.0] * 3), "text", "floor")
    json = paired.summary(_side("json", "floor", [1.9] * 3, [1.0] * 3), "json", "floor")
    jobs = paired.summary(_side("jobs 1", "jobs 2", [1.8] * 3, [1.0] * 3), "jobs 1", "jobs 2")
    loops = paired.summary(
        _side("loops one after the other", "loops together", [2.0] * 3, [1.0] * 3),
        "loops one after the other",
        "loops together",
    )
    res = {
        "date": "2026-12-01",
        "machine": "test",
        "rounds": 3,
        "cold": cold,
        "batch": {"decks": 1000, "text": text, "json": json},
        "jobs": {"decks": 1000, "riftcheck": jobs, "loops": loops, "share": 0.9},
        "memory": {"decks": 10000, "cap_mb": 2048, "pss_peak_mb": 90.0, "maxrss_mb": 70.0, "rc": 1},
    }
    rows = paired.table(res).splitlines()
    assert [r for r in rows if r.startswith("| Cold")][0].endswith(
        "| 2.00x | 2.00x | <= 1.0x | **no** |"
    )
    batch = [r for r in rows if "C-loader parse" in r]
    assert len(batch) == 2 and all(r.endswith("| <= 2.0x | yes |") for r in batch)
    assert [r for r in rows if r.startswith("| `--jobs 1`")][0].endswith(
        "| 1.80x | 1.80x | >= 1.7x | yes |"
    )
    assert [r for r in rows if "loops' speed-up" in r][0].endswith("| 90% | | >= 85% | yes |")
    assert [r for r in rows if r.startswith("| Memory")][0].endswith(
        "| <= 80 MB | **no** (exit 1) |"
    )
