#!/usr/bin/env python3
"""Benchmarks rasp's optimization and reasoning modes against clingo (issue 6), side by side.

    python3 benches/optimize.py [--runs N] [--only NAME,...] [--out DIR]

Writes the instances (deterministic: fixed seeds) into DIR (default /tmp/rasp-bench-opt),
builds `cargo build --release`, then runs for each benchmark, alternately, N times each:
    rasp:   target/release/rasp FILES... OPTIONS -q
    clingo: tools/clingo FILES... OPTIONS -q -t 1
(both ground and solve the same text program) and prints a table: median wall times, their
ratio rasp/clingo, clingo's own reported `Time` (without the Python start-up of the clingo
wrapper, ~0.4 s) and rasp's wall time over it, and whether the results agree: the last
`Optimization :` line (the optimum), the count (`Optimal :` with optN, else `Models :`) and the
result line. The target of issue 6 is the same
optimum and counts as clingo, within 2x of its time.

The benchmarks:
    wvc300_usc         weighted vertex cover of a random graph (300 nodes, 750 edges, weights
                       1..10), core-guided (--opt-strategy=usc); clingo proves it in ~0.2 s
    wvc300_bb_10s      the same with branch-and-bound (--opt-strategy=bb), which proves nothing
                       here (clingo finds no proof in 10 minutes, nor for 100 nodes in 40 s): so
                       --time-limit=10, and the table shows both best costs found, not agreement
    wvc80_bb           branch-and-bound on a graph it can finish: 80 nodes, 200 edges
    colour             graph colouring with the fewest colours (100 nodes, 700 edges, =< 8
                       colours, symmetry broken by using colour C only if C-1 is used; 6 needed)
    knapsack           26 items, `#sum` capacity constraint in a body, `#maximize` value
    coal15_*           the fewest clicks for Coal to Diamonds boards that need 15 clicks
                       (programs/coal_to_diamonds/encoding.lp; the 7 such boards, computed by
                       brute force over the 4^9 ways of clicking), --opt-mode=optN 0: the optimum
                       and every optimal way of clicking
    coal_count8        counting the Coal to Diamonds boards solvable with at most 8 clicks by
                       projection (programs/coal_to_diamonds/count.lp -c max_clicks=8 --project
                       --enum-mode=record 0; 8,867 boards): the sub-problem of the README's table
                       that takes clingo a few seconds (the whole table takes ~16 minutes)

Set CARGO_TARGET_DIR as you like; CLINGO overrides the oracle's path.
Never part of the test suite: timings are measured here, not asserted.
"""
import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import time

from common import CLINGO, ROOT, build_rasp, rasp_binary

COAL = os.path.join(ROOT, "programs", "coal_to_diamonds")

# The boards that need 15 clicks, row by row (brute force over the 4^9 ways of clicking).
COAL15 = {
    "coal15_a": "000000000",  # nine lumps of coal
    "coal15_b": "202022220",
    "coal15_c": "022202220",
    "coal15_d": "220022202",
}


def random_graph(n, m, seed):
    rng = random.Random(seed)
    edges = set()
    while len(edges) < m:
        u, v = rng.sample(range(1, n + 1), 2)
        edges.add((min(u, v), max(u, v)))
    return rng, sorted(edges)


def vertex_cover(n, m, seed):
    rng, edges = random_graph(n, m, seed)
    lines = [f"node(1..{n})."]
    lines += [f"w({v},{rng.randint(1, 10)})." for v in range(1, n + 1)]
    lines += [f"edge({u},{v})." for u, v in edges]
    lines += ["{ in(X) } :- node(X).",
              ":- edge(X,Y), not in(X), not in(Y).",
              "#minimize { W,X : in(X), w(X,W) }.",
              "#show in/1."]
    return "\n".join(lines) + "\n"


def colouring(n, m, k, seed):
    _, edges = random_graph(n, m, seed)
    lines = [f"node(1..{n}). colour(1..{k})."]
    lines += [f"edge({u},{v})." for u, v in edges]
    lines += ["1 { col(X,C) : colour(C) } 1 :- node(X).",
              ":- edge(X,Y), col(X,C), col(Y,C).",
              "used(C) :- col(_,C).",
              ":- used(C), C > 1, not used(C-1).",
              "#minimize { 1,C : used(C) }.",
              "#show used/1."]
    return "\n".join(lines) + "\n"


def knapsack(n, seed):
    rng = random.Random(seed)
    lines = []
    total = 0
    for i in range(1, n + 1):
        w = rng.randint(10, 60)
        total += w
        lines.append(f"item({i},{w},{w + rng.randint(-5, 15)}).")
    lines += [f"#const cap={total // 2}.",
              "{ take(I) } :- item(I,_,_).",
              ":- #sum { W,I : take(I), item(I,W,_) } > cap.",
              "#maximize { V,I : take(I), item(I,_,V) }.",
              "#show take/1."]
    return "\n".join(lines) + "\n"


def board(cells):
    return " ".join(f"init({i // 3 + 1},{i % 3 + 1},{p})." for i, p in enumerate(cells)) + "\n"


def instances(out):
    """[(name, files, options)]; writes the generated files into out."""
    def write(name, text):
        path = os.path.join(out, name + ".lp")
        with open(path, "w") as f:
            f.write(text)
        return path

    wvc = write("wvc300", vertex_cover(300, 750, 6))
    result = [
        ("wvc300_usc", [wvc], ["--opt-strategy=usc"]),
        ("wvc300_bb_10s", [wvc], ["--opt-strategy=bb", "--time-limit=10"]),
        ("wvc80_bb", [write("wvc80", vertex_cover(80, 200, 6))], ["--opt-strategy=bb"]),
        ("colour", [write("colour", colouring(100, 700, 8, 6))], []),
        ("knapsack", [write("knapsack", knapsack(26, 6))], []),
    ]
    for name, cells in COAL15.items():
        result.append((name, [os.path.join(COAL, "encoding.lp"), write(name, board(cells))],
                       ["--opt-mode=optN", "0"]))
    result.append(("coal_count8", [os.path.join(COAL, "count.lp")],
                   ["-c", "max_clicks=8", "--project", "--enum-mode=record", "0"]))
    return result


def run(cmd):
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (10, 11, 20, 30):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr}")
    return elapsed, proc.stdout


def own_time(text):
    """The `Time :` the solver reports itself (for clingo: without the wrapper's start-up)."""
    m = re.search(r"^Time\s*:\s*([0-9.]+)", text, re.M)
    return float(m.group(1)) if m else float("nan")


def result(text):
    """The optimum (last `Optimization :` line), the count and the result line. The count is
    `Optimal :` when optimizing with optN, `Models :` when not optimizing, and not compared
    ("-") when optimizing in opt mode: the models met on the way depend on the search."""
    opt = re.findall(r"^Optimization\s*:\s*(.*)$", text, re.M)
    models = re.search(r"^\s*Optimal\s*:\s*(\d+)", text, re.M)
    if not models and not opt:
        models = re.search(r"^Models\s*:\s*(\d+\+?)", text, re.M)
    status = re.search(r"^(SATISFIABLE|UNSATISFIABLE|OPTIMUM FOUND|UNKNOWN)$", text, re.M)
    return (opt[-1].strip() if opt else "-", models.group(1) if models else "-",
            status.group(1) if status else "?")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default="/tmp/rasp-bench-opt")
    args = ap.parse_args()

    build_rasp(quiet=False)
    rasp = rasp_binary()
    os.makedirs(args.out, exist_ok=True)
    benches = instances(args.out)
    if args.only:
        benches = [b for b in benches if b[0] in args.only.split(",")]

    rows = []
    for name, files, options in benches:
        rasp_times, clingo_times, clingo_own = [], [], []
        rasp_out = clingo_out = ""
        for _ in range(args.runs):
            t, rasp_out = run([rasp, *files, *options, "-q"])
            rasp_times.append(t)
            t, clingo_out = run([CLINGO, *files, *options, "-q", "-t", "1"])
            clingo_times.append(t)
            clingo_own.append(own_time(clingo_out))
        r, c = statistics.median(rasp_times), statistics.median(clingo_times)
        co = statistics.median(clingo_own)
        rr, cr = result(rasp_out), result(clingo_out)
        if "--time-limit" in " ".join(options):
            agree = f"n/a (rasp {rr[0]})"
        else:
            agree = "yes" if rr == cr else f"NO: rasp {' '.join(rr)}"
        rows.append((name, r, c, r / c, co, r / max(co, 1e-3), cr[0], cr[1], cr[2], agree))
        print(f"done {name}: rasp {r:.3f}s clingo {c:.3f}s ({co:.3f}s own)", file=sys.stderr)

    print(f"{'benchmark':<14} {'rasp s':>7} {'clingo s':>8} {'ratio':>6} {'clingo(own) s':>13} "
          f"{'ratio(own)':>10}  {'optimum':<8} {'count':>6}  {'result':<13} agree")
    for n, r, c, ratio, co, ratio_own, opt, models, status, agree in rows:
        print(f"{n:<14} {r:>7.3f} {c:>8.3f} {ratio:>6.2f} {co:>13.3f} {ratio_own:>10.2f}  "
              f"{opt:<8} {models:>6}  {status:<13} {agree}")


if __name__ == "__main__":
    main()
