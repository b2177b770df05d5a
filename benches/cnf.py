#!/usr/bin/env python3
"""CNF input (DIMACS) against clingo: random 3-SAT at the satisfiability threshold (4.26
clauses per variable), where clingo's `auto` configuration is `trendy`, with SAT
preprocessing (`--sat-prepro=2,iter=20,occ=25,time=240`) and dynamic restarts.

    python3 benches/cnf.py [--runs N] [--out DIR] [--no-build] [--timeout S]
                           [--rasp-args "ARGS"] [--baseline PATH]

Writes the instances (fixed seeds) into DIR (default /tmp/rasp-bench-cnf), builds
`cargo build --release` (unless --no-build), then runs each instance N times (default 1),
the systems alternately:
    rasp:   target/release/rasp --mode=clasp FILE --stats -q  [--rasp-args]
    clingo: tools/clingo        --mode=clasp FILE --stats -q -t 1
and prints the medians of the CPU time each system reports (clingo's includes the start-up
of its Python wrapper, about 0.07 s), their ratio, and the conflicts. `--baseline PATH`
adds a column for another rasp binary. Answers must agree. Never part of the test suite.

Measured on 30 November 2026 (one run each, the machine otherwise idle; "base": main
651731f, whose `auto` was rasp's defaults, tweety's, for a CNF too; "rasp": `auto` is
`trendy` with SAT preprocessing, as clingo's):
    instance     answer          clingo s   confl     rasp s   confl  ratio    base s    confl
    sat200-11    SATISFIABLE        0.128   12758      0.065    4961   0.51     0.141     9656
    sat200-12    SATISFIABLE        0.092   10098      0.195   13894   2.12     0.069     5139
    sat250-11    SATISFIABLE        0.740   66299      0.705   39423   0.95     0.319    19192
    sat250-12    UNSATISFIABLE      4.459  419083      3.819  202854   0.86    10.334   460369
    sat300-11    UNSATISFIABLE     42.366 3160833     24.989  958264   0.59    >60.0
    sat300-12    UNSATISFIABLE     22.036 1634255      8.976  430877   0.41    35.537  1373597
Geometric mean of the ratios 0.77 (the script's own run after it: 0.53, 1.82, 0.89, 0.92,
0.65, 0.45). Satisfiable instances are luck. Per conflict rasp is slower on these (26 against
13 us on sat300-11; `perf`: three quarters of rasp's time in `propagate_clauses`): clasp keeps
ternary clauses in its short implication graph, with both other literals in the watch list of
each literal, and propagates them without reading the clause; rasp reads every ternary
clause from its arena. It wins by needing fewer conflicts.
"""
import argparse
import os
import random
import statistics
import subprocess
import sys

from common import CLINGO, build_rasp, field, rasp_binary

INSTANCES = [(200, 11), (200, 12), (250, 11), (250, 12), (300, 11), (300, 12)]


def random_3sat(n, seed):
    """A random 3-SAT formula of n variables and 4.26 n clauses, in DIMACS format."""
    rng = random.Random(seed * 1000 + n)
    m = int(4.26 * n)
    lines = [f"p cnf {n} {m}"]
    for _ in range(m):
        lits = [v if rng.random() < 0.5 else -v for v in rng.sample(range(1, n + 1), 3)]
        lines.append(" ".join(map(str, lits)) + " 0")
    return "\n".join(lines) + "\n"


def run(cmd, timeout):
    """(answer, CPU seconds, conflicts) of one run; the answer is TIMEOUT past `timeout`."""
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout
    except subprocess.TimeoutExpired:
        return "TIMEOUT", float(timeout), float("nan")
    answer = next((l[2:] for l in out.splitlines() if l.startswith("s ")), "?")
    cpu = field(out, r"^c CPU Time\s*:\s*([0-9.]+)")
    conflicts = field(out, r"^c Conflicts\s*:\s*([0-9]+)")
    return answer, cpu, conflicts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--out", default="/tmp/rasp-bench-cnf")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--rasp-args", default="")
    parser.add_argument("--baseline")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if not args.no_build:
        build_rasp()
    systems = [("clingo", [CLINGO, "-t", "1"]),
               ("rasp", [rasp_binary()] + args.rasp_args.split())]
    if args.baseline:
        systems.append(("base", [args.baseline]))
    header = f"{'instance':<12} {'answer':<14}" + "".join(
        f" {name + ' s':>9} {'confl':>8}" + ("  ratio" if name == "rasp" else "")
        for name, _ in systems)
    print(header)
    for n, seed in INSTANCES:
        name = f"sat{n}-{seed}"
        path = os.path.join(args.out, f"{name}.cnf")
        with open(path, "w") as f:
            f.write(random_3sat(n, seed))
        results = {system: [] for system, _ in systems}
        for _ in range(args.runs):
            for system, cmd in systems:
                results[system].append(
                    run(cmd + ["--mode=clasp", path, "--stats", "-q"], args.timeout))
        answers = {r[0] for rs in results.values() for r in rs if r[0] != "TIMEOUT"}
        line = f"{name:<12} {'/'.join(sorted(answers)):<14}"
        medians = {}
        for system, _ in systems:
            cpu = statistics.median(r[1] for r in results[system])
            conflicts = statistics.median(r[2] for r in results[system])
            medians[system] = cpu
            line += f" {cpu:9.3f} {conflicts:8.0f}"
            if system == "rasp":
                line += f"  {cpu / medians['clingo']:5.2f}"
        print(line + ("" if len(answers) == 1 else "  ANSWERS DIFFER"), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
