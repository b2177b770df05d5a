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
their ratio (rasp / clingo), and for the time-limited runs the median number of models found
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

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CLINGO = os.environ.get("CLINGO", os.path.join(ROOT, "tools", "clingo"))


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


def measure(binary, args, runs, printed):
    """Medians over `runs` runs: wall time, own time, models. Printed runs go to a file
    (whose summary is read back, then emptied), like /dev/null but readable."""
    walls, owns, counts = [], [], []
    for _ in range(runs):
        if printed:
            with open(os.path.join(args.out, "printed.txt"), "w+") as f:
                wall, _ = run([binary, *args.cmd], f)
                f.seek(0)
                text = f.read()
        else:
            wall, text = run([binary, *args.cmd], subprocess.PIPE)
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
    subprocess.run(["cargo", "build", "--release", "-q"], cwd=ROOT, check=True)
    rasp = os.path.join(ROOT, "target", "release", "rasp")

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
        args.cmd = [lp, *options]
        r_wall, r_own, r_models = measure(rasp, args, args.runs, printed)
        c_wall, c_own, c_models = measure(CLINGO, args, args.runs, printed)
        limited = "--time-limit=1" in options
        if not limited and (r_models, c_models) != (math.factorial(n),) * 2:
            sys.exit(f"{label}: {r_models} and {c_models} models, not {math.factorial(n)}")
        fewer = f"{c_models / max(r_models, 1):>6.2f}" if limited else f"{'':>6}"
        print(f"{label:<26} {r_wall:>8.3f} {c_wall:>9.3f} {r_own:>9.3f} {c_own:>10.3f} "
              f"{r_own / max(c_own, 1e-3):>6.2f} {r_models:>12.0f} {c_models:>13.0f} {fewer}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
