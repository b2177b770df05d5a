#!/usr/bin/env python3
"""Parallel solving (`-t`, issue 16): rasp with one thread against two, with and without
the threads sharing learnt clauses, on the hard instances of the other suites.

    python3 benches/parallel.py [--seeds N] [--only NAME,...] [--timeout S] [--no-build]
                                [--clingo] [--modes t1,t2,no,split]

Writes the instances of benches/table.py and benches/saturation.py (their own fixed seeds)
and a random weighted 3-SAT problem (`maxsat150`: 150 variables, 450 clauses, a weak
constraint per variable on two levels) into /tmp/rasp-bench-parallel, builds `cargo build
--release` (unless --no-build), then runs for each of rasp's `--seed` 0 .. N-1 (default 5):
    target/release/rasp FILES... OPTIONS -q -t 1
    target/release/rasp FILES... OPTIONS -q -t 2
    target/release/rasp FILES... OPTIONS -q -t 2 --distribute=no
    target/release/rasp FILES... OPTIONS -q -t 2,split
(`--modes` picks which of the four, `-t 1` first) and prints the median wall-clock time of
each (the threads race or split the search, so wall-clock time is what `-t` buys), the ratio
of the two-thread medians to the one-thread median, the ratio of their geometric means over
the seeds (`gm`: steadier on the heavy-tailed instances, whose seeds differ by 50x), and the
answers (result, optimum, and the number of models of an enumeration), which
must agree. `--clingo` adds clingo's `-t 1` and `-t 2` (its
default configuration is deterministic: one run each). Never part of the test suite:
timings are measured here, not asserted.

Measured on 29 November 2026 (the 2 cores otherwise idle; 5 seeds; rasp at b921d0e, which
shares learnt clauses but no loop nogoods; medians of wall-clock seconds; clingo one run):
    instance         -t 1    -t 2  -t 2 no  t2/t1  no/t1   clingo -t 1   -t 2
    pigeon10_9      1.559   0.959    0.996   0.62   0.64         2.375  1.643
    qg40            4.566   2.153    2.228   0.47   0.49         2.074  2.065
    sudoku49        6.046   5.478    6.659   0.91   1.10         4.558  4.975
    colour_opt      5.831   5.154    5.888   0.88   1.01         6.671  2.653
    labyrinth       0.692   0.276    0.329   0.40   0.48         0.280  0.320
    qbf-50+50-s1    1.109   1.181    1.179   1.06   1.06         0.730  0.915
    latin-7-16      0.393   0.192    0.189   0.49   0.48         1.702  0.201
    perm-8-3        0.270   0.066    0.064   0.24   0.24         0.542  2.463
    perm-9-4        0.624   0.097    0.097   0.16   0.15         0.432  0.764
    perm-10-5       0.706   0.757    0.819   1.07   1.16         4.779  2.092
    lab-3-2-s1      3.332   1.449    1.823   0.43   0.55         2.950  6.398
    maxsat150       3.552   2.153    1.556   0.61   0.44         0.302  0.167
Two threads beat one on 10 of the 12 (geometric mean of t2/t1 0.53); on qbf-50+50-s1 and
perm-10-5 the first thread's configuration wins anyway and the second costs a little. The
sharing itself is worth little here (the geometric mean of t2 over "t2 no" is 0.96): on 8
seeds of pigeon10_9 and qg40, sharing with an LBD limit of 0, 2 or 4 or none at all gave
medians within each other's noise. maxsat150 is a lucky draw for clingo: on the same
generator's seeds 1-3 clingo needs 134,509, 64,881 and 73,700 conflicts and rasp 107,876,
95,808 and 150,922 (one thread).

Measured on 30 November 2026 (the 2 cores otherwise idle; 3 seeds; rasp at 7dcebb0: the
threads split the search space of an enumeration, and of one model with `split`; medians of
wall-clock seconds; clingo one run):
    instance            -t 1      -t 2   -t 2 no   2,split  t2/t1  no/t1  sp/t1 clingo -t 1   -t 2
    pigeon10_9         1.384     0.956     0.734     0.783   0.69   0.53   0.57       1.834  1.732
    qg40               4.046     1.848     1.892     1.880   0.46   0.47   0.46       1.653  4.099
    sudoku49           4.473     4.898     5.338     4.678   1.09   1.19   1.05       5.124  4.726
    colour_opt         6.486     4.348     5.954     5.283   0.67   0.92   0.81       5.299  1.995
    labyrinth          0.391     0.158     0.202     0.874   0.40   0.51   2.23       0.172  0.270
    qbf-50+50-s1       1.852     2.445     2.185    13.480   1.32   1.18   7.28       0.575  1.009
    latin-7-16         0.104     0.112     0.101     0.107   1.08   0.97   1.03       1.720  0.181
    perm-8-3           0.331     0.232     0.225     0.659   0.70   0.68   1.99       0.507  2.049
    perm-9-4           0.517     0.437     0.500     0.995   0.85   0.97   1.92       0.390  0.658
    perm-10-5          1.718     0.302     0.210     0.565   0.18   0.12   0.33       3.552  1.394
    strat-50-s1        0.628     0.309     0.380     0.418   0.49   0.60   0.66       1.052  0.847
    lab-3-2-s1         1.070     1.323     0.811     0.389   1.24   0.76   0.36       1.007  0.899
    maxsat150          1.564     1.495     1.209     1.228   0.96   0.77   0.78       0.200  0.127
    ph10_all           4.985     3.028     2.998     2.665   0.61   0.60   0.53       4.226  3.273
(answers equal: the optima, and 128,597 and 3,628,800 models; the script then counted the
improving models of an optimization as an answer too, which differ between runs: no longer.)
The enumerations (strat-50-s1, ph10_all) take 0.49 and 0.61 of one thread's time with two
(their instructions, counted by callgrind on 9 pigeons, are the same: 3.64e9 with one thread,
3.61e9 with two; the rest is the machine's two cores sharing caches); clingo's -t 2 takes
0.81 and 0.77 of its -t 1. For one model, splitting is usually worse than racing (a thread
that gave away half of its space never backjumps below the split: qbf-50+50-s1 7.3x one
thread), as in clasp, whose default is `compete` too; it wins on lab-3-2-s1 and pigeon10_9.

Measured on 3 December 2026 (stop 58; 3 seeds, the machine otherwise idle but its speed
drifting by up to 2x between runs: compare within a row), t2/t1 before and after the further
threads start from a copy of the first thread's solver (`solve/fork.rs`; before, each built
its own from the program while the first one searched: on sudoku49 and qg40, whose building
takes about as long as the search, the second thread had not begun when the first answered,
the conflicts of -t 2 were those of -t 1, and -t 2 cost 3% more), two runs after:
    instance       before   after   after     instance       before   after   after
    pigeon10_9      0.87    0.82    0.80      perm-8-3        0.73    0.81    0.38
    qg40            1.15    0.83    1.46      perm-9-4        0.56    0.47    0.44
    sudoku49        1.06    1.03    0.86      perm-10-5       1.07    0.29    0.26
    colour_opt      0.68    0.83    0.73      strat-50-s1     0.48    0.64    0.48
    labyrinth       0.68    0.54    0.54      lab-3-2-s1      0.37    0.34    0.32
    qbf-50+50-s1    0.31    0.52    0.28      maxsat150       0.68    0.96    1.01
    latin-7-16      1.56    1.60    1.10      ph10_all        0.50    0.57    0.51
(the second run after also reads the interrupt at every step and wakes the watcher thread at
the end.) Copying costs little (sudoku49: 0.3% of a -t 2 run; latin-7-16: 2.5 ms of 50).
qg40 stays luck: its second thread's clauses change the first one's search (seed 0: 4,035
conflicts with one thread, 8,016 to 10,453 in the first thread of -t 2). latin-7-16 (50 ms)
is slower with two threads though the first one wins with the same 187 conflicts: the other
thread's search slows it (a 2-core machine whose cores share the memory bus).

Measured on 4 December 2026 (stop 61; 5 seeds, wall-clock medians, the machine otherwise
idle), t2/t1 when rasp saved no phases by default (-t 1; "before": every thread without
phase saving, "after": each preset of the portfolio with clasp's `--save-progress`, the
second thread's `trendy` 75):
    instance       t1 s   before  after       instance       t1 s   before  after
    pigeon10_9     0.97    0.74   0.73        qbf-50+50-s1   0.58    1.21   1.02
    qg40           0.56    1.31   1.59        latin-7-16     0.04    1.06   1.21
    sudoku49       2.41    0.94   0.85        perm-10-5      0.59    0.23   0.25
    labyrinth      0.10    0.75   0.66        maxsat150      1.63    0.65   0.87
Again with 8 seeds: qg40 1.04 and 1.07, maxsat150 0.72 and 0.65 (the spread is the races'
luck). qg40 is no longer hard: one thread needs 654 conflicts and 0.18 s of search (seed 0).

Measured on 5 December 2026 (stop 62, main ac406cc; `--seeds 10 --modes t1,t2`, the machine
otherwise idle; wall-clock seconds, medians over the seeds, and the ratios of the medians and
of the geometric means):
    instance       -t 1    -t 2  t2/t1   gm      instance       -t 1    -t 2  t2/t1   gm
    pigeon10_9     0.666   0.556  0.83  0.82     latin-7-16     0.029   0.034  1.19  0.77
    qg40           0.331   0.362  1.09  1.17     perm-8-3       0.108   0.049  0.45  0.79
    sudoku49       1.219   1.174  0.96  0.98     perm-9-4       0.116   0.072  0.62  0.66
    colour_opt     3.438   2.611  0.76  0.73     perm-10-5      0.340   0.120  0.35  0.50
    labyrinth      0.097   0.045  0.47  0.69     strat-50-s1    0.278   0.140  0.50  0.50
    qbf-50+50-s1   2.976   1.132  0.38  0.59     lab-3-2-s1     0.334   0.385  1.15  0.85
    maxsat150      1.282   1.051  0.82  0.72     ph10_all       2.435   1.217  0.50  0.48
Every instance that takes one thread half a second or more is faster with two (by both
measures); the three that are slower by the median take one thread a third of a second or
less (qg40, lab-3-2-s1) or 30 ms (latin-7-16). Five seeds had put qbf-50+50-s1 at 1.02 (4
December): one thread's times over its seeds 0-9 are 0.50, 2.92, 2.97, 0.25, 0.35, 4.94,
12.53, 4.37, 0.69 and 4.95 s (the second thread's preset, trendy, alone: 0.29 to 23.3 s), and
seeds 0-4 hold three of its four lucky draws; racing two presets cuts such a tail.
"""
import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import saturation  # noqa: E402
import table  # noqa: E402
from common import CLINGO, build_rasp, rasp_binary  # noqa: E402


def maxsat(n, seed):
    """A random weighted 3-SAT problem: clauses at ratio 3 as constraints, a weak constraint
    of weight 1-9 at priority 1 or 2 on each variable being true."""
    rng = random.Random(seed)
    lines = [f"{{ x(1..{n}) }}."]
    for _ in range(3 * n):
        clause = [rng.choice([1, -1]) * v for v in rng.sample(range(1, n + 1), 3)]
        lines.append(":- " + ", ".join(f"not x({l})" if l > 0 else f"x({-l})"
                                        for l in clause) + ".")
    for v in range(1, n + 1):
        lines.append(f":~ x({v}). [{rng.randint(1, 9)}@{rng.randint(1, 2)},{v}]")
    return "\n".join(lines) + "\n"


def instances(out):
    """(name, files, options) of the hard instances."""
    wanted = {"pigeon10_9", "qg40", "sudoku49", "colour_opt", "labyrinth"}
    cases = [(name, files, [o for o in options if o != "-q"])
             for name, files, options in table.rows(out) if name in wanted]
    hard = {"qbf-50+50-s1", "latin-7-16", "perm-8-3", "perm-9-4", "perm-10-5", "lab-3-2-s1",
            "strat-50-s1"}
    for name, text, files, options in saturation.instances():
        if name not in hard:
            continue
        cases.append((name, saturation.files_of(name, text, out) + files, options))
    path = os.path.join(out, "maxsat150.lp")
    with open(path, "w") as f:
        f.write(maxsat(150, 0))
    cases.append(("maxsat150", [path], []))
    # Enumeration: the threads split the search space.
    path = os.path.join(out, "ph10.lp")
    with open(path, "w") as f:
        f.write("p(1..10). h(1..10). 1 { at(P,H) : h(H) } 1 :- p(P).\n"
                ":- h(H), 2 { at(P,H) : p(P) }.\n")
    cases.append(("ph10_all", [path], ["0"]))
    return cases


def run(cmd, timeout):
    """Wall-clock seconds and the answer (result, optimum, models); `None` on timeout."""
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    wall = time.perf_counter() - start
    if proc.returncode not in (10, 20, 30):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr}")
    result = re.search(r"^(SATISFIABLE|UNSATISFIABLE|OPTIMUM FOUND)$", proc.stdout, re.M)
    optimum = re.findall(r"^Optimization : (.*)$", proc.stdout, re.M)
    models = re.search(r"^Models\s*: (\d+\+?)", proc.stdout, re.M)
    models = models.group(1) if models else "?"
    # The models of an enumeration (of one model, clingo and rasp may or may not know it is
    # the last; an optimization prints as many as it finds better).
    if optimum or models.rstrip("+") == "1":
        models = ""
    return wall, (result.group(1) if result else "?", optimum[-1] if optimum else "", models)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--only", default="")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--out", default="/tmp/rasp-bench-parallel")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--clingo", action="store_true")
    ap.add_argument("--modes", default="t1,t2,no,split")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if not args.no_build:
        build_rasp()
    rasp = rasp_binary()
    only = set(args.only.split(",")) if args.only else None
    all_modes = {"t1": ("-t 1", ["-t", "1"], ""), "t2": ("-t 2", ["-t", "2"], "t2/t1"),
                 "no": ("-t 2 no", ["-t", "2", "--distribute=no"], "no/t1"),
                 "split": ("2,split", ["-t", "2,split"], "sp/t1")}
    chosen = args.modes.split(",")
    if chosen[0] != "t1" or any(m not in all_modes for m in chosen):
        sys.exit("--modes: t1 first, then any of t2, no, split")
    modes = [all_modes[m] for m in chosen]
    header = f"{'instance':<14}" + "".join(f" {m:>9}" for m, _, _ in modes)
    header += "".join(f" {r:>6}" for _, _, r in modes[1:])
    header += "".join(f" {'gm ' + r.split('/')[0]:>6}" for _, _, r in modes[1:])
    if args.clingo:
        header += f" {'clingo -t 1':>11} {'-t 2':>6}"
    print(header + "  answer")
    for name, files, options in instances(args.out):
        if only and name not in only:
            continue
        medians, means, answers = [], [], set()
        for _, extra, _ in modes:
            times = []
            for seed in range(args.seeds):
                r = run([rasp, *files, *options, "-q", f"--seed={seed}", *extra], args.timeout)
                times.append(float("inf") if r is None else r[0])
                if r is not None:
                    answers.add(r[1])
            medians.append(statistics.median(times))
            means.append(statistics.geometric_mean(times))
        row = f"{name:<14}" + "".join(f" {m:>9.3f}" for m in medians)
        row += "".join(f" {m / medians[0]:>6.2f}" for m in medians[1:])
        row += "".join(f" {m / means[0]:>6.2f}" for m in means[1:])
        if args.clingo:
            theirs = [run([CLINGO, *files, *options, "-q", "-t", t], args.timeout)
                      for t in ["1", "2"]]
            row += "".join(f" {'TO' if r is None else format(r[0], '.3f'):>{w}}"
                           for r, w in zip(theirs, [11, 6]))
            answers |= {r[1] for r in theirs if r is not None}
        agree = len(answers) == 1
        print(row + f"  {' '.join(next(iter(answers))) if agree else 'DISAGREE: ' + str(answers)}",
              flush=True)


if __name__ == "__main__":
    main()
