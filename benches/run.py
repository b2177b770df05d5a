#!/usr/bin/env python3
"""Benchmarks rasp's solver against clingo on the same aspif, single-threaded.

    python3 benches/run.py [--runs N] [--only NAME,...] [--out DIR]

Generates the instances (benches/gen.py), grounds each once with `clingo --mode=gringo`, then
runs, alternately, N times each:
    rasp:   target/release/examples/solve_aspif FILE.aspif MODELS -q --stats
    clingo: tools/clingo FILE.aspif MODELS -q --stats -t 1
and prints a table of median wall times, their ratio, clingo's own reported time (without the
Python start-up of the clingo wrapper), and rasp's conflicts per second. Builds with
`cargo build --release --example solve_aspif` first (set CARGO_TARGET_DIR as you like).
Never part of the test suite: timings are measured here, not asserted.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

from common import CLINGO, ROOT, build_rasp, rasp_binary


def run(cmd):
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (10, 20, 30):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr}")
    return elapsed, proc.stdout


def field(text, name):
    m = re.search(rf"^{name}\s*:\s*([0-9.]+)", text, re.M)
    return float(m.group(1)) if m else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default="/tmp/rasp-bench")
    args = ap.parse_args()

    build_rasp(example="solve_aspif", quiet=False)
    rasp = rasp_binary("solve_aspif")
    subprocess.run([sys.executable, os.path.join(ROOT, "benches", "gen.py"), args.out],
                   check=True, capture_output=True)
    names = sorted(f[:-3] for f in os.listdir(args.out) if f.endswith(".lp"))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]

    rows = []
    for name in names:
        lp = os.path.join(args.out, name + ".lp")
        aspif = os.path.join(args.out, name + ".aspif")
        with open(aspif, "w") as f:
            subprocess.run([CLINGO, "--mode=gringo", lp], stdout=f, check=True)
        models = open(os.path.join(args.out, name + ".models")).read().strip()
        rasp_times, clingo_times, clingo_inner = [], [], []
        rasp_out = clingo_out = ""
        for _ in range(args.runs):
            t, rasp_out = run([rasp, aspif, models, "-q", "--stats"])
            rasp_times.append(t)
            t, clingo_out = run([CLINGO, aspif, models, "-q", "--stats", "-t", "1"])
            clingo_times.append(t)
            clingo_inner.append(field(clingo_out, "Time"))
        r, c = statistics.median(rasp_times), statistics.median(clingo_times)
        ci = statistics.median(clingo_inner)
        conflicts = field(rasp_out, "Conflicts")
        rows.append((name, r, c, r / c, ci, r / max(ci, 1e-3), conflicts, conflicts / r,
                     field(clingo_out, "Conflicts")))
        print(f"done {name}", file=sys.stderr)

    print(f"{'instance':<20} {'rasp s':>8} {'clingo s':>9} {'ratio':>6} "
          f"{'clingo(own) s':>13} {'ratio(own)':>10} {'conflicts':>10} {'confl/s':>9} "
          f"{'clingo confl':>12}")
    for n, r, c, ratio, ci, ratio_own, conf, cps, cconf in rows:
        print(f"{n:<20} {r:>8.3f} {c:>9.3f} {ratio:>6.2f} {ci:>13.3f} {ratio_own:>10.2f} "
              f"{conf:>10.0f} {cps:>9.0f} {cconf:>12.0f}")


if __name__ == "__main__":
    main()
