"""The event scale benchmark's own arithmetic and measuring (no timing is asserted: issue 23).

``benchmarks/bench_event.py --scale`` explains wall time above CPU time by the seconds a run
waited for a CPU; these tests hold its table and its run-queue reading to what they say.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _bench():
    spec = importlib.util.spec_from_file_location("_bench_event", BENCH / "bench_event.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _m(wall, cpu, runq, pss):
    return {"seconds": wall, "cpu": cpu, "runq": runq, "pss_peak_mb": pss, "load": 2.0}


def test_the_table_gives_wall_cpu_run_queue_and_memory_and_the_slope():
    b = _bench()
    rows = [
        {
            "players": 1000,
            "event": _m(3.0, 1.0, 2.0, 50),
            "event_html": _m(4.0, 2.0, 2.0, 70),
            "check": _m(2.0, 1.0, 1.5, 40),
            "html_mb": 8.0,
            "browser": None,
        },
        {
            "players": 3000,
            "event": _m(9.0, 3.0, 6.0, 70),
            "event_html": _m(12.0, 6.0, 6.0, 110),
            "check": _m(6.0, 3.0, 4.5, 44),
            "html_mb": 24.0,
            "browser": {"open": 2.5, "filter": 0.25, "load": 3.0},
        },
    ]
    lines = b.scale_rows(rows)
    assert lines[2] == (
        "| 1,000 | 3.0 s / 1.0 s / 2.0 s / 50 MB | 4.0 s / 2.0 s / 2.0 s / 70 MB | 8 MB "
        "| 2.0 s / 1.0 s / 1.5 s / 40 MB | 2.0 / 2.0 / 2.0 |"
    )
    text = "\n".join(lines)
    assert "slope text: 1.00 s CPU and 10.0 MB PSS per 1,000 players" in text
    assert "slope --html: 2.00 s CPU and 20.0 MB PSS per 1,000 players" in text
    assert "load event 2.5 s, filter 0.25 s (load average 3.0)" in text


def test_the_run_queue_reading_of_a_live_process():
    b = _bench()
    ran, waited = b._schedstat(os.getpid())
    if not Path(f"/proc/{os.getpid()}/schedstat").exists():
        assert (ran, waited) == (0, 0)
    else:
        assert ran > 0 and waited >= 0
    assert b._schedstat(2**22 + 7) == (0, 0)  # no such process: nothing, not an error
