"""Benchmark: load the default card database and build its lookups (target: median <= 25 ms).

Each run is a fresh process-free measurement: the module cache is cleared,
the file is read, parsed and checked, the id and name lookups are built, and
one id and one name are resolved so that nothing is left lazy. Run with
``python benchmarks/bench_cardload.py [--runs N]``; prints min/median/max in ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time


def one_run() -> float:
    """Time one cold load of the bundled database (ms)."""
    from riftcheck.cards import db as dbmod
    from riftcheck.cards.store import bundled_db_path

    dbmod._CACHE.clear()
    t0 = time.perf_counter()
    db = dbmod.CardDB.load(bundled_db_path())
    db.resolve("OGN-001")
    db.resolve("Jinx, Loose Cannon")
    db.champion_units("Jinx")
    return (time.perf_counter() - t0) * 1000


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--target-ms", type=float, default=25.0)
    args = ap.parse_args(argv)
    import riftcheck.cards.db  # noqa: F401 - import time is not load time

    one_run()  # warm the OS file cache
    times = sorted(one_run() for _ in range(args.runs))
    med = statistics.median(times)
    print(
        f"card database load + lookups: min {times[0]:.2f} ms, median {med:.2f} ms, max {times[-1]:.2f} ms "
        f"({args.runs} runs, target {args.target_ms:g} ms)"
    )
    return 0 if med <= args.target_ms else 1


if __name__ == "__main__":
    sys.exit(main())
