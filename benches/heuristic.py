#!/usr/bin/env python3
"""Measures the domain heuristic (`--heuristic=Domain`, issue 16) on blocks-world planning:
conflicts and times of rasp and clingo, without and with a `#heuristic` for planning.

    python3 benches/heuristic.py [--only NAME,...] [--out DIR] [--time-limit S]

Writes the encoding, the heuristic and the instances (deterministic: fixed seeds) into DIR
(default /tmp/rasp-bench-heuristic), builds `cargo build --release`, then runs once each
    rasp:   target/release/rasp bw.lp INSTANCE [heuristic.lp --heuristic=Domain] -c t=T --stats
    clingo: tools/clingo        (the same)
with --time-limit, and prints the result, the conflicts and clingo's `Time` line of each run.

The heuristic is the inertia heuristic of Gebser, Kaufmann, Otero, Romero, Schaub, Wanko
(AAAI 2013): fluents are decided from the last step back, each taking its value at the step
after (level t-T+1, sign true or false). Measured on 24 November 2026 (one run each, 2 shared
cores, --time-limit=60; times are the `Time` lines):
    benchmark  heuristic  rasp: conflicts  time    clingo: conflicts  time
    bw14_t14   -                     1383  0.76 s              37378  4.2 s
    bw14_t14   Domain                 129  0.25 s               1897  0.91 s
    bw14_t16   -                      159  0.36 s              98446  9.1 s
    bw14_t16   Domain                 160  0.23 s                392  0.45 s
    bw18_t18   -                    23994  >60 s              203380  >60 s
    bw18_t18   Domain                1470  8.3 s                1943  6.2 s
"""
import argparse
import os
import random
import re
import subprocess
import sys

from common import CLINGO, build_rasp, rasp_binary

ENCODING = """\
% Blocks world, one move per step, horizon t.
block(1..n).
location(table).
location(B) :- block(B).
time(1..t).
1 { move(B,L,T) : block(B), location(L), B != L } 1 :- time(T).
moved(B,T) :- move(B,_,T).
on(B,L,T) :- move(B,L,T).
on(B,L,T) :- on(B,L,T-1), not moved(B,T), time(T).
:- move(B,_,T), on(_,B,T-1).
:- move(_,L,T), block(L), on(_,L,T-1).
:- move(B,L,T), on(B,L,T-1).
:- on(B,L,T), on(B,L2,T), L < L2.
:- block(L), on(B,L,T), on(B2,L,T), B < B2.
above(B,L,T) :- on(B,L,T), block(L).
above(B,L,T) :- above(B,M,T), above(M,L,T).
:- above(B,B,T).
:- goal(B,L), not on(B,L,t).
"""

HEURISTIC = """\
% The inertia heuristic: from the last step back, each fluent keeps its value of the next step.
#heuristic on(B,L,T-1) : on(B,L,T), time(T). [t-T+1,true]
#heuristic on(B,L,T-1) : not on(B,L,T), block(B), location(L), time(T), B != L. [t-T+1,false]
"""

# name: (blocks, seed, horizon)
BENCHMARKS = {
    "bw14_t14": (14, 7, 14),
    "bw14_t16": (14, 7, 16),
    "bw18_t18": (18, 11, 18),
}


def instance(blocks, seed):
    """Random initial and goal towers (each 1..5 high) of `blocks` blocks."""
    rng = random.Random(seed)

    def towers():
        order = list(range(1, blocks + 1))
        rng.shuffle(order)
        facts, i = [], 0
        while i < blocks:
            k = rng.randint(1, 5)
            below = "table"
            for b in order[i:i + k]:
                facts.append((b, below))
                below = b
            i += k
        return facts

    init, goal = towers(), towers()
    lines = [f"#const n={blocks}."]
    lines += [f"on({b},{l},0)." for b, l in init]
    lines += [f"goal({b},{l})." for b, l in goal]
    return "\n".join(lines) + "\n"


def run(command):
    out = subprocess.run(command, capture_output=True, text=True).stdout
    result = next((l for l in out.splitlines() if l in ("SATISFIABLE", "UNSATISFIABLE")), "UNKNOWN")
    conflicts = re.search(r"^Conflicts\s*:\s*(\d+)", out, re.M)
    time = re.search(r"^Time\s*:\s*([\d.]+)s", out, re.M)
    return result, conflicts.group(1) if conflicts else "-", time.group(1) if time else "-"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", default="")
    parser.add_argument("--out", default="/tmp/rasp-bench-heuristic")
    parser.add_argument("--time-limit", default="100")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    write = lambda name, text: open(os.path.join(args.out, name), "w").write(text)
    write("bw.lp", ENCODING)
    write("heuristic.lp", HEURISTIC)
    build_rasp()
    rasp = rasp_binary()
    names = [n for n in BENCHMARKS if not args.only or n in args.only.split(",")]
    print(f"{'benchmark':<10} {'heuristic':<9} {'system':<7} {'result':<13} {'conflicts':>9} {'time':>8}")
    for name in names:
        blocks, seed, horizon = BENCHMARKS[name]
        write(f"{name}.lp", instance(blocks, seed))
        files = [os.path.join(args.out, f) for f in ("bw.lp", f"{name}.lp")]
        for heuristic in (False, True):
            extra = [os.path.join(args.out, "heuristic.lp"), "--heuristic=Domain"] if heuristic else []
            for system, binary in (("rasp", rasp), ("clingo", CLINGO)):
                command = [binary, *files, *extra, "-c", f"t={horizon}", "--stats",
                           f"--time-limit={args.time_limit}"]
                result, conflicts, time = run(command)
                print(f"{name:<10} {'Domain' if heuristic else '-':<9} {system:<7} {result:<13} {conflicts:>9} {time:>8}")
                sys.stdout.flush()


if __name__ == "__main__":
    main()
