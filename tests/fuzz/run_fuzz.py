#!/usr/bin/env python3
"""Long local fuzz run of every riftcheck reader (issue 8).

    python tests/fuzz/run_fuzz.py --minutes 10            # mutation fuzzing, all targets
    python tests/fuzz/run_fuzz.py --minutes 2 --target ruleset --target cards
    python tests/fuzz/run_fuzz.py --atheris --minutes 10   # coverage-guided, needs `pip install atheris`

The targets and the invariant are those of ``tests/reliability/fuzzkit.py``
(the same ones the CI property tests run a few hundred examples of): every
input ends in a result or a riftcheck error naming the file and, for content
errors, the line; nothing else may escape, and no input may take longer than
``--timeout`` seconds. Inputs that break the invariant are written to
``--out`` (default ``$TMPDIR/riftcheck-fuzz/failures``) and the exit code is 1. The summary
gives the number of inputs executed per target.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import resource
import signal
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "reliability"))
os.environ.setdefault("RIFTCHECK_NO_CACHE", "1")  # no validation-cache file per mutant ruleset


class _Timeout(Exception):
    pass


def _alarm(_sig, _frame):
    raise _Timeout


def _save(out: Path, target: str, n: int, data: bytes, why: str) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    p = out / f"{target}-{n}.bin"
    p.write_bytes(data)
    p.with_suffix(".txt").write_text(why + "\n", encoding="utf-8")
    return p


def run_mutation(args, fuzzkit, targets) -> int:
    """Round-robin over the targets with seeded mutations until the time is up."""
    rnd = random.Random(args.seed)
    counts: Counter[str] = Counter()
    outcomes: dict[str, Counter[str]] = {name: Counter() for name in targets}
    failures = 0
    slowest = (0.0, "")
    names = list(targets)
    deadline = time.monotonic() + args.minutes * 60
    last_report = time.monotonic()
    signal.signal(signal.SIGALRM, _alarm)
    with tempfile.TemporaryDirectory(prefix="riftcheck-fuzz-") as tmp:
        work = Path(tmp)
        i = 0
        while time.monotonic() < deadline:
            name = names[i % len(names)]
            i += 1
            target = targets[name]
            data = fuzzkit.make_input(target, rnd)
            t0 = time.monotonic()
            signal.alarm(args.timeout)
            try:
                outcome = fuzzkit.exercise(target, data, work)
            except fuzzkit.InvariantBroken as exc:
                failures += 1
                p = _save(args.out, name, counts[name], data, str(exc))
                print(f"FAIL {name}: {str(exc)[:300]} (input saved to {p})", flush=True)
                outcome = "FAIL"
            except _Timeout:
                failures += 1
                p = _save(args.out, name, counts[name], data, f"took longer than {args.timeout} s")
                print(f"HANG {name}: longer than {args.timeout} s (input saved to {p})", flush=True)
                outcome = "HANG"
            finally:
                signal.alarm(0)
            took = time.monotonic() - t0
            if took > slowest[0]:
                slowest = (took, name)
            counts[name] += 1
            outcomes[name][outcome] += 1
            if time.monotonic() - last_report > 60:
                last_report = time.monotonic()
                print(f"... {sum(counts.values()):,} inputs, {failures} failures", flush=True)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    total = sum(counts.values())
    print(
        f"\n{total:,} inputs in {args.minutes:g} min ({total / (args.minutes * 60):.0f}/s), "
        f"{failures} failures, slowest input {slowest[0]:.2f} s ({slowest[1]}), peak RSS {rss:.0f} MB"
    )
    for name in names:
        detail = ", ".join(f"{k} {v:,}" for k, v in outcomes[name].most_common())
        print(f"  {name:14s} {counts[name]:>9,}  ({detail})")
    return 1 if failures else 0


def replay(args, fuzzkit, targets) -> int:
    """Run saved failing inputs (``<target>-<n>.bin``) again; 1 while any still fails."""
    failing = 0
    files = sorted(args.replay.glob("*.bin"))
    with tempfile.TemporaryDirectory(prefix="riftcheck-replay-") as tmp:
        for p in files:
            name = re.sub(
                r"(-r\d+)?-\d+$", "", p.stem
            )  # <target>-<n>, or <target>-r<run>-<n> as kept in tests
            try:
                outcome = fuzzkit.exercise(targets[name], p.read_bytes(), Path(tmp))
            except fuzzkit.InvariantBroken as exc:
                failing += 1
                print(f"FAIL {p.name}: {str(exc)[:300]}")
            else:
                print(f"ok   {p.name}: {outcome}")
    print(f"{len(files)} inputs replayed, {failing} still failing")
    return 1 if failing else 0


def run_atheris(args, fuzzkit, targets) -> int:
    """Coverage-guided fuzzing with atheris: the first byte picks the target, the rest is the file.

    libFuzzer prints the number of inputs executed on its last line (``Done N runs``);
    the growing corpus is kept in ``--corpus`` so that a second run starts where the first stopped.
    """
    import atheris

    names = list(targets)
    work = args.corpus.with_name(
        args.corpus.name + "-work"
    )  # reused: libFuzzer exits without cleanup
    work.mkdir(parents=True, exist_ok=True)

    def one_input(data: bytes) -> None:
        if not data:
            return
        name = names[data[0] % len(names)]
        try:
            fuzzkit.exercise(targets[name], data[1:], work)
        except fuzzkit.InvariantBroken as exc:
            _save(args.out, name, int(time.time() * 1000), data[1:], str(exc))
            raise

    args.corpus.mkdir(parents=True, exist_ok=True)
    for k, name in enumerate(names):
        for j, seed in enumerate(targets[name].seeds):
            (args.corpus / f"seed-{name}-{j}").write_bytes(bytes([k]) + seed)
    argv = [
        sys.argv[0],
        f"-max_total_time={int(args.minutes * 60)}",
        f"-timeout={args.timeout}",
        "-rss_limit_mb=2048",
        str(args.corpus),
    ]
    atheris.Setup(argv, one_input)
    atheris.Fuzz()  # exits the process when the time is up
    return 0


def main() -> int:
    """Parse the command line and run the chosen fuzzer."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=10.0, help="how long to run (default 10)")
    ap.add_argument("--target", action="append", help="only this target (repeatable); default all")
    ap.add_argument(
        "--seed", type=int, default=None, help="random seed (default: from the clock, printed)"
    )
    ap.add_argument(
        "--timeout", type=int, default=20, help="seconds one input may take (default 20)"
    )
    home = (
        Path(tempfile.gettempdir()) / "riftcheck-fuzz"
    )  # outside the checkout: nothing to ignore in git
    ap.add_argument(
        "--out",
        type=Path,
        default=home / "failures",
        help=f"where failing inputs are saved ({home}/failures)",
    )
    ap.add_argument("--atheris", action="store_true", help="coverage-guided fuzzing with atheris")
    ap.add_argument(
        "--corpus",
        type=Path,
        default=home / "corpus",
        help=f"atheris corpus directory ({home}/corpus)",
    )
    ap.add_argument("--list", action="store_true", help="list the targets and exit")
    ap.add_argument(
        "--replay", type=Path, metavar="DIR", help="run the failing inputs saved in DIR again"
    )
    args = ap.parse_args()

    if args.atheris:
        import atheris

        with atheris.instrument_imports():
            import riftcheck
            import riftcheck.cards.db
            import riftcheck.config
            import riftcheck.decks
            import riftcheck.engine
            import riftcheck.rulesets  # noqa: F401
    import fuzzkit

    targets = fuzzkit.targets()
    if args.list:
        for name, t in targets.items():
            print(f"{name:14s} {len(t.seeds):3d} seeds -> {t.filename}")
        return 0
    if args.replay:
        return replay(args, fuzzkit, targets)
    if args.target:
        unknown = set(args.target) - set(targets)
        if unknown:
            ap.error(f"unknown target(s): {', '.join(sorted(unknown))}; try --list")
        targets = {k: v for k, v in targets.items() if k in args.target}
    if args.seed is None:
        args.seed = int(time.time())
    print(f"fuzzing {len(targets)} targets for {args.minutes:g} min (seed {args.seed})", flush=True)
    return (
        run_atheris(args, fuzzkit, targets)
        if args.atheris
        else run_mutation(args, fuzzkit, targets)
    )


if __name__ == "__main__":
    sys.exit(main())
