#!/usr/bin/env python3
"""Measures enumeration throughput (issue 16): all answer sets of n pigeons in n holes (n!
models, one guess per pigeon), rasp against clingo, with and without printing the models.

    python3 benches/enumerate.py [--runs N] [--sizes 8,9] [--limit-size 11] [--out DIR]

Writes the instances into DIR (default /tmp/rasp-bench-enumerate), builds `cargo build
--release`, then runs, alternately, N times each (default 3):
    all models:        BINARY ph{n}.lp 0 -q            (counted only)
                       BINARY ph{n}.lp 0 > /dev/null   (printed)
    models in 1 s:     BINARY ph{limit}.lp 0 -q --time-limit=1
with BINARY target/release/rasp and tools/clingo, and prints the median wall time, the median
`Time` the systems report themselves (clingo's without the start-up of its Python wrapper),
their ratio (rasp / clingo; for printed runs, which write everything to /dev/null, the
ratio of wall times), and for the time-limited runs the median number of models found
and their ratio (clingo / rasp: how many times fewer rasp finds). Checks that both find all
n! models. Never part of the test suite: timings are measured here, not asserted.

Measured on 24 November 2026 (2 shared cores, 3 runs, medians of the systems' own `Time`):
    before: 9 into 9 -q: rasp 3.2 s, clingo 0.49 s; 11 into 11 in 1 s: rasp 78,414 models,
            clingo 595,763 (clingo 7.6x more)
    after:  see the commit that added this script and the report of issue 16
"""
import argparse
import math
import os
import re
import statistics
import subprocess
import sys
import time

from common import CLINGO, build_rasp, rasp_binary


def pigeonhole(n):
    """n pigeons in n holes: every bijection is an answer set."""
    return (f"pigeon(1..{n}). hole(1..{n}).\n"
            "1 { at(P,H) : hole(H) } 1 :- pigeon(P).\n"
            ":- at(P1,H), at(P2,H), P1 < P2.\n")


def run(cmd, stdout):
    """Wall time, the reported `Time`, and the reported model count (`+` dropped)."""
    start = time.perf_counter()
    proc = subprocess.run(cmd, stdout=stdout, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if proc.returncode not in (10, 11, 30):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr}")
    return wall, proc.stdout or ""


def summary_of(text):
    own = re.search(r"^Time\s*:\s*([0-9.]+)s", text, re.M)
    models = re.search(r"^Models\s*:\s*([0-9]+)", text, re.M)
    return (float(own.group(1)) if own else float("nan"),
            int(models.group(1)) if models else -1)


def measure(binary, cmd, runs, printed):
    """Medians over `runs` runs: wall time, own time, models. Printed runs write to
    /dev/null, so only their wall time is known (the models are not counted)."""
    walls, owns, counts = [], [], []
    for _ in range(runs):
        if printed:
            with open(os.devnull, "w") as null:
                wall, text = run([binary, *cmd], null)
        else:
            wall, text = run([binary, *cmd], subprocess.PIPE)
        own, models = summary_of(text)
        walls.append(wall)
        owns.append(own)
        counts.append(models)
    return statistics.median(walls), statistics.median(owns), statistics.median(counts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--sizes", default="8,9")
    ap.add_argument("--limit-size", type=int, default=11)
    ap.add_argument("--out", default="/tmp/rasp-bench-enumerate")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    build_rasp()
    rasp = rasp_binary()

    cases = []
    for n in [int(s) for s in args.sizes.split(",") if s]:
        cases.append((f"{n} into {n}, all, -q", n, ["0", "-q"], False))
        cases.append((f"{n} into {n}, all, printed", n, ["0"], True))
    cases.append((f"{args.limit_size} into {args.limit_size}, 1 s, -q", args.limit_size,
                  ["0", "-q", "--time-limit=1"], False))

    print(f"{'run':<26} {'rasp s':>8} {'clingo s':>9} {'rasp own':>9} {'clingo own':>10} "
          f"{'ratio':>6} {'rasp models':>12} {'clingo models':>13} {'fewer':>6}")
    for label, n, options, printed in cases:
        lp = os.path.join(args.out, f"ph{n}.lp")
        with open(lp, "w") as f:
            f.write(pigeonhole(n))
        cmd = [lp, *options]
        r_wall, r_own, r_models = measure(rasp, cmd, args.runs, printed)
        c_wall, c_own, c_models = measure(CLINGO, cmd, args.runs, printed)
        limited = "--time-limit=1" in options
        if not limited and not printed and (r_models, c_models) != (math.factorial(n),) * 2:
            sys.exit(f"{label}: {r_models} and {c_models} models, not {math.factorial(n)}")
        # Printed runs: the ratio of wall times (the summary went to /dev/null too).
        ratio = r_wall / c_wall if printed else r_own / max(c_own, 1e-3)
        fewer = f"{c_models / max(r_models, 1):>6.2f}" if limited else f"{'':>6}"
        count = lambda m: f"{m:>12.0f}" if m >= 0 else f"{'-':>12}"
        print(f"{label:<26} {r_wall:>8.3f} {c_wall:>9.3f} {r_own:>9.3f} {c_own:>10.3f} "
              f"{ratio:>6.2f} {count(r_models)} {count(c_models):>13} {fewer}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
