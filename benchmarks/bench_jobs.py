"""What ``--jobs`` gains and what the workers repeat: two measurements behind benchmarks/README.md.

    python benchmarks/bench_jobs.py ratio CORPUS_DIR [ROUNDS] [TREE...]
    python benchmarks/bench_jobs.py warmup CORPUS_DIR

``ratio`` runs ``riftcheck check --jobs 1`` and ``--jobs 2`` over ``CORPUS_DIR``
in interleaved rounds, once per source tree given (a directory put first on
``PYTHONPATH``, e.g. a ``git archive`` of another commit; ``installed``: the
installed riftcheck), and prints the median wall times, the CPU time of all
processes and the speed-up. ``warmup`` checks the same decks in this process
and in two forked processes (half each, forked after the first deck, as the
runner does) and prints the CPU time of each: the difference is the warm-up the
workers repeat.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time


def ratio(corpus: str, rounds: int, trees: list[str]) -> None:
    """Interleaved ``--jobs 1`` / ``--jobs 2`` runs for each tree."""
    script = os.path.join(os.path.dirname(sys.executable), "riftcheck")
    wall: dict[tuple[str, str], list[float]] = {(t, j): [] for t in trees for j in "12"}
    cpu: dict[tuple[str, str], list[float]] = {(t, j): [] for t in trees for j in "12"}
    for _ in range(rounds):
        for tree in trees:
            env = dict(os.environ)
            if tree != "installed":
                env["PYTHONPATH"] = tree
            for jobs in "12":
                start = time.perf_counter()
                argv = [script, "check", "--jobs", jobs, corpus]
                p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, env=env)
                _, _, usage = os.wait4(p.pid, 0)  # the workers are waited for: counted too
                wall[tree, jobs].append(time.perf_counter() - start)
                cpu[tree, jobs].append(usage.ru_utime + usage.ru_stime)
    med = statistics.median
    for tree in trees:
        one, two = med(wall[tree, "1"]), med(wall[tree, "2"])
        print(
            f"{tree}: --jobs 1 {one:.2f} s (CPU {med(cpu[tree, '1']):.2f} s), "
            f"--jobs 2 {two:.2f} s (CPU {med(cpu[tree, '2']):.2f} s): {one / two:.2f}x"
        )


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def warmup(corpus: str) -> None:
    """CPU time of the same decks in one process, then split over two forked ones."""
    from riftcheck.runner import discover, plan, read

    sources = discover.discover_decks([corpus])
    loaded = plan.load(plan.Plan(ruleset="constructed"))
    read.check_one(loaded, sources[0])
    pid = os.fork()
    if pid == 0:
        start = _cpu()
        for src in sources[1:]:
            read.check_one(loaded, src)
        print(f"one process: {_cpu() - start:.3f} s", flush=True)
        os._exit(0)
    os.waitpid(pid, 0)
    children = []
    for half in (sources[1::2], sources[2::2]):
        pid = os.fork()
        if pid == 0:
            start = _cpu()
            for src in half:
                read.check_one(loaded, src)
            print(f"one of two processes: {_cpu() - start:.3f} s", flush=True)
            os._exit(0)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] not in ("ratio", "warmup"):
        sys.exit(__doc__)
    if sys.argv[1] == "ratio":
        rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
        ratio(sys.argv[2], rounds, sys.argv[4:] or ["installed"])
    else:
        warmup(sys.argv[2])
