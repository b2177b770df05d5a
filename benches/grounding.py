#!/usr/bin/env python3
"""Benchmarks rasp's grounder against clingo's (gringo) on the same programs.

    python3 benches/grounding.py [--runs N] [--only NAME,...] [--out DIR]

Writes the instances to DIR (default /tmp/rasp-grounding), then runs, alternately, N times
each (default 5):
    rasp:   target/release/rasp --mode=gringo FILE > /dev/null
    clingo: tools/clingo --mode=gringo FILE > /dev/null   (or $RASP_CLINGO, or $CLINGO)
and prints the median wall time and peak memory (maximum resident set size, from
/usr/bin/time) of each, and the ratios rasp/clingo. The clingo oracle is the Python
package's application: its start-up (measured on an empty program, "start-up" row) is part
of its times, and the interpreter with the loaded clingo library is part of its memory
(some 19 MB, where a native clingo binary needs about 5). So the memory is given twice: as
measured ("MB"), and net of each system's own start-up peak ("net MB": the memory the
program itself costs, comparable between the two), with the ratios of both. Builds rasp
with `cargo build --release` first. Timings are measured here, never asserted by tests.

The instances (the grounder issue's list): transitive closure over chains of 500, 1000 and
2000 nodes, 50 queens, a join of four body literals over 10^5 facts (each), a #sum over 10^4
elements; and (issue 16) #count/#sum/#min/#max statistics over 1,000 items (stats1000), a
saturation program with 6,000 rules for one atom (qbf6000).
"""
import argparse
import os
import random
import statistics
import subprocess
import sys

import common
from common import build_rasp, rasp_binary

CLINGO = os.environ.get("RASP_CLINGO", common.CLINGO)


def instances(out):
    """Writes the benchmark programs; returns their names."""
    os.makedirs(out, exist_ok=True)
    programs = {"start-up": ""}
    for n in (500, 1000, 2000):
        edges = "".join(f"e({i},{i + 1}).\n" for i in range(1, n))
        programs[f"closure{n}"] = edges + "tc(X,Y) :- e(X,Y).\ntc(X,Z) :- tc(X,Y), e(Y,Z).\n"
    programs["queens50"] = """#const n = 50.
row(1..n). col(1..n).
{ q(X,Y) : col(Y) } = 1 :- row(X).
:- q(X,Y), q(X2,Y), X < X2.
:- q(X,Y), q(X2,Y2), X < X2, X2 - X = |Y2 - Y|.
"""
    n = 100000
    facts = "".join(f"{p}({i},{(i * 7 + 3) % n}).\n" for p in "pqrs" for i in range(n))
    programs["join4"] = facts + "out(A,E) :- p(A,B), q(B,C), r(C,D), s(D,E).\n"
    programs["sum10k"] = """item(1..10000).
w(I, (I*37) \\ 101) :- item(I).
{ sel(I) : item(I) }.
:- #sum{ W,I : sel(I), w(I,W) } > 250000.
total(S) :- S = #sum{ W,I : w(I,W) }.
"""
    # Aggregate-heavy statistics over 1,000 items (issue 16's memory row): an element per
    # pair of items for most of them (half a million for `heavy`).
    programs["stats1000"] = """item(1..1000).
w(I, (I*37) \\ 101) :- item(I).
g(I, I \\ 10) :- item(I).
below(I, N) :- w(I, W), N = #count{ J : w(J, V), V < W }.
total(G, S) :- g(_, G), S = #sum{ W, I : g(I, G), w(I, W) }.
least(I, M) :- w(I, W), M = #min{ V, J : w(J, V), V > W }.
most(I, M) :- w(I, W), M = #max{ V, J : w(J, V), V < W }.
heavy(I) :- w(I, W), #sum{ V, J : w(J, V), J < I } > 40000.
"""
    # Many rules of one predicate in one recursive part (a 2-QBF in saturation form with
    # 6,000 DNF terms, as benches/saturation.py writes them): per-rule work of the statement
    # order and of each part's first round was quadratic there (fixed 1 December 2026:
    # 0.49 s to 0.32 s, clingo 0.39 s without its start-up).
    rng = random.Random(5)
    terms = []
    for _ in range(6000):
        xs, ys = rng.sample(range(1, 61), 2), rng.sample(range(1, 61), 3)
        lits = [("" if rng.random() < 0.5 else "not ") + f"x({x})" for x in xs]
        lits += [rng.choice(["y", "ny"]) + f"({y})" for y in ys]
        terms.append("w :- " + ", ".join(lits) + ".\n")
    programs["qbf6000"] = ("{ x(1..60) }.\ny(J) ; ny(J) :- J = 1..60.\n"
                           "y(J) :- w, J = 1..60.\nny(J) :- w, J = 1..60.\n:- not w.\n"
                           + "".join(terms))
    for name, text in programs.items():
        with open(os.path.join(out, name + ".lp"), "w") as f:
            f.write(text)
    return list(programs)


def measure(command, path):
    """Wall seconds and peak resident memory (MB) of one run."""
    timed = ["/usr/bin/time", "-f", "%e %M"] + command + ["--mode=gringo", path]
    proc = subprocess.run(timed, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        sys.exit(f"{' '.join(timed)} failed:\n{proc.stderr}")
    seconds, kilobytes = proc.stderr.strip().splitlines()[-1].split()
    return float(seconds), int(kilobytes) / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default="/tmp/rasp-grounding")
    args = ap.parse_args()
    build_rasp(quiet=False)
    rasp = [rasp_binary()]
    names = instances(args.out)
    if args.only:
        names = ["start-up"] + [n for n in names if n in args.only.split(",") and n != "start-up"]
    print(
        f"{'instance':<12} {'rasp s':>7} {'clingo s':>8} {'ratio':>6} {'rasp MB':>8} "
        f"{'clingo MB':>9} {'ratio':>6} {'rasp net':>8} {'clingo net':>10} {'ratio':>6}"
    )
    base_r = base_c = 0.0
    for name in names:
        path = os.path.join(args.out, name + ".lp")
        ours, theirs = [], []
        for _ in range(args.runs):
            ours.append(measure(rasp, path))
            theirs.append(measure([CLINGO], path))
        t_r = statistics.median(t for t, _ in ours)
        t_c = statistics.median(t for t, _ in theirs)
        m_r = statistics.median(m for _, m in ours)
        m_c = statistics.median(m for _, m in theirs)
        if name == "start-up":
            base_r, base_c = m_r, m_c
        n_r, n_c = m_r - base_r, m_c - base_c
        net_ratio = f"{n_r / n_c:6.2f}" if n_c > 0.5 else f"{'-':>6}"
        print(
            f"{name:<12} {t_r:7.2f} {t_c:8.2f} {t_r / max(t_c, 0.01):6.2f} {m_r:8.1f} "
            f"{m_c:9.1f} {m_r / m_c:6.2f} {n_r:8.1f} {n_c:10.1f} {net_ratio}"
        )


if __name__ == "__main__":
    main()
