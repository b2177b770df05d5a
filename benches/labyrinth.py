#!/usr/bin/env python3
"""Benchmarks the incremental Labyrinth against the one-shot encoding, rasp against clingo.

    python3 benches/labyrinth.py [--runs N] [--models K] [--rasp PATH[,PATH...]] [--out DIR]
                                 [--permuted C] [--only incremental|one-shot]
    python3 benches/labyrinth.py --large C [--boards 12x12_s2,...] [--timeout S]
                                 [--rasp PATH[,PATH...]] [--out DIR]

Generates boards with programs/labyrinth/tools/generate.py (sizes and seeds below; cached in
DIR), then runs, alternately, N times each, on every board:
    incremental: programs/labyrinth/incremental.lp BOARD -c imax=M+1 K -q --stats
    one-shot:    programs/labyrinth/encoding.lp BOARD K -q --stats
with rasp (target/release/rasp, or each build of --rasp, e.g. a baseline to compare with) and
with clingo (`tools/clingo -t 1`). With K = 1 (the default) the incremental mode finds one plan with
the fewest pushes and the one-shot encoding any plan within max_steps; K = 0 enumerates the
plans (incremental: all of the fewest pushes). Prints, per board and encoding, the median
CPU time of each solver (user + system, of the child: the machine may be shared), the ratio of
rasp's to clingo's medians, and the models and calls each reports, which must agree.
With `--permuted C`, the one-shot encoding runs instead once on each of C copies of its
ground program (gringo's, in aspif) with the atoms renumbered (benches/common.py's
`permuted_copies`, as benches/table.py and benches/saturation.py do), and its medians are
over the copies: the first plan of a board depends on how the ties of the search fall, which
the numbering decides for both systems, so one numbering is one draw (on 10x10_s25, clingo
needs 159 conflicts on the program as written and 196 to 5,441 on ten renumbered copies).
The incremental encoding is multi-shot, with no single ground program to renumber: with
`--permuted C` it runs once on each of C copies of the board with its facts shuffled
(benches/common.py's `shuffled_program`, copy k from seed k), which the grounders number in
that order, so each copy is again another draw of the ties.
Build first with `cargo build --release`. Never part of the test suite: timings are
measured here, not asserted.

Measured on 3 December 2026 (main 193604c, the machine otherwise idle), `--runs 3
--permuted 12`, ratio of medians rasp / clingo: one-shot 0.32 to 1.03 (7x7_s2 0.41, 9x9_s4
0.32, 10x10_s11 0.46, 11x11_s12 0.75, 12x12_s13 0.37, 9x9_s24 0.46, 10x10_s22 1.03,
10x10_s25 0.76, 10x10_s28 0.58, 11x11_s26 0.78, 11x11_s29 0.71); incremental 0.29 to 1.58
(12x12_s13 1.58, 10x10_s25 1.34, 9x9_s4 0.99, 10x10_s28 0.98, the others 0.29-0.82);
geometric mean of all 22 rows 0.63. Without `--permuted` in the run before it, the one-shot
rows were 0.26 to 2.89 (10x10_s25 2.89, 9x9_s4 1.88), geometric mean 0.74. The two
incremental rows over 1.0 are the search: on 12x12_s13 rasp makes 3,365 conflicts over its
five steps, clingo 1,793, at about the same time per conflict (rasp 1.11 s, clingo 0.50 s;
grounding is 7.5% of rasp's instructions).
The same day, the incremental rows alone with `--permuted 12 --runs 1` (main 1fdd091, twelve
shuffled boards each): 7x7_s2 0.83, 9x9_s4 1.04, 10x10_s11 0.70, 11x11_s12 0.85, 12x12_s13
1.06, 9x9_s24 0.54, 10x10_s22 0.60, 10x10_s25 0.76, 10x10_s28 0.75, 11x11_s26 0.79, 11x11_s29
1.30 (0.30 s against 0.23 s); geometric mean 0.81. The single draws of the board as written
had put 12x12_s13 at 1.58 and 10x10_s25 at 1.34.

With `--large C`, the competition-size boards of LARGE instead, or those `--boards` names
(drawn with tools/generate.py's `board(random.Random(seed), size, 0.45, 20)`: 20 steps, no
check of the fewest pushes), the
one-shot encoding's first plan on C renumbered copies of each (benches/common.py's
`permuted_copies`), each run once and stopped after --timeout seconds of wall-clock time
(default 30; a stopped run counts with that time and its conflicts as unknown): per board
and solver the median and the geometric mean of the CPU times over the copies, the number
stopped, and the geometric mean of the conflicts of the copies that finished, then the
ratio of the geometric means of the times (rasp / clingo). Both systems are heavy-tailed
there (one copy may take a hundred times as long as another), so a board needs about 20
copies before the ratio settles.

Measured with `--large 20` on 4 December 2026 (stop 60, main f30b28f, the machine quiet), CPU
seconds over the 20 renumbered copies of each board, conflicts of the copies that finished:
    board      solver  median     gm  stopped  conflicts gm
    12x12_s2   rasp     3.57    3.16     0        3,260
               clingo   2.71    2.44     0        1,834     ratio of geometric means 1.30
    16x16_s4   rasp     4.98    5.75     1        3,592
               clingo   4.00    4.43     0        2,104     ratio of geometric means 1.30
Both tails are long (12x12: clingo 12 to 27,973 conflicts over the copies, rasp 15 to
25,545), and the time per conflict of the long runs is about the same (rasp 0.51 to 0.75
ms on the 12x12 copies over 10,000 conflicts, clingo 0.44 to 0.70 ms): the gap is the number
of conflicts, about 1.7 to 1.8 times clingo's on both boards. Tried on the 12x12 board (rasp's
geometric mean of conflicts over the 20 copies, 3,260 with the defaults; these runs and those
below were made with a scratch script that counts a copy stopped at the limit as 100,000
conflicts, where the table above leaves it out: hence 4,242 for the 16x16 board's defaults
below against 3,592 above, both with one copy stopped):
`--heuristic=Vsids,92` 1,586 (but 5,607 against 4,242 on the 16x16 board, and more conflicts
on most rows of benches/table.py), `--no-local-restarts` 2,158, `--save-progress=0` 3,361,
`--restarts=L,100` 3,359, `--score-other=all` 4,186, `--no-init-moms` 9,554; loop nogoods
never deleted by reduction 2,818 (16x16: 5,455 with 3 copies stopped), or deleted at every
reduction once unused 3,431 (16x16: 5,697): none helps on both boards. (rasp keeps a loop
nogood per atom of an unfounded set, clasp one `LoopFormula` per set with `--loops=shared`:
at the first reduction of the 12x12 board's copy 10, 10,838 of rasp's 12,743 learnt clauses
were loop nogoods.) The signs of decisions matter more (geometric means of conflicts, 12x12 /
16x16 board): `--sign-fix` (no saved phases, no signs from learnt clauses: atoms false,
bodies true) 2,236 / 3,079 against 3,260 / 4,242 (one copy of the 16x16 stopped in each;
but on benches/table.py's rows pigeon10_9 143,413 median conflicts against 72,660 and
sudoku49 6,940 against 2,811); with a test build, signs from learnt clauses alone off 3,047
/ 2,815 (the table's Labyrinth copies: first model 636 against 315, cautious 2,261 against
2,696), phase saving alone off 3,361 / 1,551 (the table's Labyrinth copies unchanged: their
backjumps never span the 160 levels that save phases). With 20 copies, whose logarithms of
conflicts spread by about 1.5, a factor under 1.4 is within one standard error: only the
last 16x16 figure stands out. Phase saving off is `--save-progress=0` (clasp's meaning: no
phases saved); on three more boards (20 copies, 20 s limit), defaults against
`--save-progress=0`: 16x16 seed 6 7,492 conflicts (5 copies stopped) against 1,652 (none
stopped; geometric means of CPU time 7.53 s against 3.03 s), 14x14 seed 7 2,851 (2 stopped)
against 1,523 (3 stopped; 3.90 s against 2.86 s), 12x12 seed 5 99 against 81 (an easy board).
In benches/table.py (`--permuted 12 --runs 1`, the same day) it changes only two rows, the
others never backjump over 160 levels or save phases anyway (branch-and-bound): qg40 6,830
median conflicts against 1,674 (ratio to clingo 0.61 -> 0.26), sudoku49 2,811 against 4,700
(0.57 -> 0.82).
Then with `--large 20` on all four boards (the same day, main 73e1221 with its defaults,
"160", and with `--save-progress=0`, "none", in one run; the machine quiet):
    board      clingo gm  conflicts   160: gm  conflicts  ratio   none: gm  conflicts  ratio
    12x12_s2     2.01 s     1,834      2.81 s    3,260    1.39     2.27 s    3,361    1.13
    16x16_s4     4.49 s     1,842      5.68 s    3,592    1.26     2.85 s    1,435    0.63
    16x16_s6     6.36 s     4,092      6.51 s    4,172    1.02     2.96 s    1,652    0.47
    14x14_s7     5.15 s     4,307      3.03 s    1,920    0.59     1.92 s    1,189    0.37
(copies stopped at 30 s: clingo 0, 1, 1, 1; 160: 0, 1, 2, 2; none: 0). Since then rasp saves
no phases by default (src/solve/decide.rs).
With `--large 60 --boards 12x12_s2` (5 December 2026, stop 62, main ac406cc, the machine
quiet; copies 1-20 are those above): rasp median 1.67 s, geometric mean 1.46 s, 3,040
conflicts; clingo 1.27 s, 1.30 s, 2,104 conflicts: a ratio of geometric means of 1.12, the
20-copy figure confirmed. rasp's time per conflict is the lower (0.48 against 0.62 ms); it
needs 1.45 times clingo's conflicts. Then, at 20d5783 (the circular watch search of
src/solve/clause_db.rs, the same time per conflict on these copies), `--heuristic=Vsids,92`
(tweety's decay) on the 60 copies: 3,683 conflicts against 2,917 with the defaults.
`-t 2` on the same 20 copies of the 12x12 board (wall-clock seconds, the 2 cores otherwise
idle): median 1.66 against 4.32 with `-t 1`, geometric mean 2.19 against 3.68 (copy 3: 0.83
against 17.87; copy 13 the other way, 29.06 against 5.22: the clauses the second thread
shares change the first one's search).
With 180 copies of the 12x12 board (5 December 2026, stop 65, main c799f1b; copies 1-60 are
those above, each system's copies run on the same machine, JOBS=2): rasp's geometric mean of
CPU time 1.437 s and of conflicts 2,580, clingo's 1.383 s and 2,302: a ratio of geometric
means of 1.04, 95% bootstrap interval 0.84 to 1.29 (`ratio_interval` of benches/common.py;
ratio of medians 1.21, of mean times 1.12). Copies 1-60 alone gave 1.16, copies 61-180 0.98:
the logarithms of the times spread by about 1.0 in both systems, and 180 copies cannot tell
this board's ratio from 1.0. `--no-local-restarts`, which had looked better on copies 1-60
(1,787 conflicts), needed 2,548 on copies 61-180 against the defaults' 2,427 (clingo 2,408);
`--restarts=L,30` 2,702. Rasp's setup counts on these runs (a copy takes 0.3 to 1 s):
Solver::new was 924M instructions of 1.51G on copy 113 (69 conflicts), 752M after the
translation without per-rule vectors and the binary clauses added without a sort (05818f0
and the commit after it), then 640M with the positive bodies, the conjunctions and the
supports in flat lists (36c29b5 and the commit after it), and the whole run from 1.49G to
1.33G instructions: 40 to 50 ms less per
copy, the same searches. Measured again at 36c29b5 with each copy run by rasp and then by
clingo, one run at a time (CPU times depend on what else runs: with two copies at a time
on the 2 cores, clingo's geometric mean was 1.60 s that evening, 1.38 s in the morning;
only runs side by side compare): rasp 1.450 s
and 2,580 conflicts, clingo 1.390 s and 2,302 conflicts, a ratio of geometric means of
1.04, 95% bootstrap interval 0.84 to 1.30.

Larger boards (stop 58, main 685a42a; not in BOARDS: too slow for a routine run): boards drawn
with tools/generate.py's `board(random.Random(s), n, 0.45, 20)` (20 steps, no check of the
fewest pushes) for (n, s) = (12, 1), (12, 2), (14, 3), (16, 4), the one-shot encoding's first
plan on 6 renumbered copies each (benches/common.py's `permuted_copies`), CPU seconds of one
run per copy, 30 s at most ("TO"):
    board      clingo                                   rasp
    12x12 s2   0.69 0.86 1.49 2.20 1.36 12.13 (med 1.42)  4.75 3.00 13.73 8.23 0.70 1.37 (3.88)
    14x14 s3   1.66 TO TO TO 4.41 TO                     TO TO 2.53 TO TO TO
    16x16 s4   3.45 3.63 4.17 13.69 1.32 23.19 (3.90)      3.54 2.61 4.47 1.63 2.55 15.51 (3.08)
(12x12 s1 is easy for both: clingo 16 conflicts on the board as written.) Both systems are
heavy-tailed there: on the 12x12 board's copy 1, rasp's `--seed 1..8` took 454 to 19,789
conflicts (median ~6,200) and clingo's `--rand-freq=0.005 --seed=1..8` 818 to 13,534 (median
~3,900); at about the same time per conflict (rasp 0.41-0.63 ms, clingo 0.42-0.48 ms on the
12x12 and 14x14 boards). Six draws per board do not tell the systems apart; the issue's
check on such boards needs many more copies than a session's hour.
"""
import argparse
import os
import random
import re
import resource
import statistics
import subprocess
import sys

from common import CLINGO, ROOT, permuted_copies, rasp_binary, ratio_interval, shuffled_program

LABYRINTH = os.path.join(ROOT, "programs", "labyrinth")

# (size, max_steps, seed, min_pushes): boards that need a few pushes.
BOARDS = [
    (7, 3, 2, 2),
    (9, 4, 4, 4),
    (10, 4, 11, 3),
    (11, 4, 12, 3),
    (12, 5, 13, 3),
    (9, 4, 24, 3),
    (10, 4, 22, 3),
    (10, 4, 25, 3),
    (10, 4, 28, 3),
    (11, 4, 26, 3),
    (11, 4, 29, 3),
]

# (size, seed): competition-size boards for --large (20 steps, density 0.45).
LARGE = [(12, 2), (16, 4), (16, 6), (14, 7)]


def cpu_run(cmd, timeout=None):
    """Runs cmd; returns its CPU time (user + system) and its output. Stopped after `timeout`
    seconds of wall-clock time if given: then the time is the timeout and the output None."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return timeout, None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (10, 20, 30):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, proc.stdout


def field(text, name):
    m = re.search(rf"^{name}\s*:\s*([0-9]+)", text, re.M)
    return m.group(1) if m else "?"


def board(out, size, steps, seed, pushes):
    path = os.path.join(out, f"board_{size}x{size}_s{seed}.lp")
    if not os.path.exists(path):
        generate = os.path.join(LABYRINTH, "tools", "generate.py")
        cmd = [sys.executable, generate, str(size), "--steps", str(steps), "--seed", str(seed),
               "--min-pushes", str(pushes)]
        text = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
        with open(path, "w") as f:
            f.write(text)
    return path


def large(args, solvers):
    """The --large measurement (see the module doc)."""
    generate_dir = os.path.join(LABYRINTH, "tools")
    sys.path.insert(0, generate_dir)
    import generate  # noqa: E402 (programs/labyrinth/tools/generate.py)
    print(f"{'board':<10} {'solver':<8} {'median':>8} {'gm':>8} {'stopped':>7} "
          f"{'conflicts gm':>12}")
    for size, seed in LARGE:
        if args.boards and f"{size}x{size}_s{seed}" not in args.boards.split(","):
            continue
        path = os.path.join(args.out, f"large_{size}x{size}_s{seed}.lp")
        with open(path, "w") as f:
            f.write(generate.board(random.Random(seed), size, 0.45, 20))
        copies = permuted_copies([os.path.join(LABYRINTH, "encoding.lp"), path], [],
                                 args.large, path[:-3])
        times = {n: [] for n, _ in solvers}
        conflicts = {n: [] for n, _ in solvers}
        for files in copies:
            for n, cmd in solvers:
                cpu, out = cpu_run(cmd + files + ["-q", "--stats"], args.timeout)
                times[n].append(cpu)
                count = None if out is None else int(field(out, "Conflicts"))
                if count is not None:
                    conflicts[n].append(max(count, 1))
                print(f"  {os.path.basename(files[0])} {n}: {cpu:.2f} s, {count} conflicts",
                      file=sys.stderr, flush=True)
        gms = {}
        for n, _ in solvers:
            gms[n] = statistics.geometric_mean(times[n])
            stopped = len(times[n]) - len(conflicts[n])
            counts = statistics.geometric_mean(conflicts[n]) if conflicts[n] else float("nan")
            print(f"{size}x{size}_s{seed:<4} {n:<8} {statistics.median(times[n]):>7.2f}s "
                  f"{gms[n]:>7.2f}s {stopped:>7} {counts:>12.0f}", flush=True)
        clingo_stopped = len(conflicts["clingo"]) < len(times["clingo"])
        for n, _ in solvers[:-1]:
            low, high = ratio_interval(times[n], times["clingo"])
            print(f"{size}x{size}_s{seed:<4} {n}/clingo: ratio of geometric means "
                  f"{gms[n] / gms['clingo']:.2f} (95% bootstrap interval {low:.2f} to "
                  f"{high:.2f})"
                  f"{' (clingo stopped: a bound)' if clingo_stopped else ''}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--models", type=int, default=1)
    ap.add_argument("--rasp", default=rasp_binary())
    ap.add_argument("--out", default="/tmp/rasp-labyrinth-bench")
    ap.add_argument("--permuted", type=int, default=0)
    ap.add_argument("--only", choices=["incremental", "one-shot"])
    ap.add_argument("--large", type=int, default=0)
    ap.add_argument("--boards", default="")
    ap.add_argument("--timeout", type=float, default=30.0)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    solvers = [(f"rasp{i}" if "," in args.rasp else "rasp", [path])
               for i, path in enumerate(args.rasp.split(","))]
    solvers.append(("clingo", [CLINGO, "-t", "1"]))
    if args.large:
        large(args, solvers)
        return
    header = f"{'board':<16} {'encoding':<12}" + "".join(f" {n:>9}" for n, _ in solvers)
    header += "".join(f" {n + '/cl':>9}" for n, _ in solvers[:-1]) + "  models calls"
    print(header)
    ratios = {name: [] for name, _ in solvers[:-1]}
    for size, steps, seed, pushes in BOARDS:
        path = board(args.out, size, steps, seed, pushes)
        name = os.path.basename(path)[6:-3]
        encodings = [
            ("incremental", [os.path.join(LABYRINTH, "incremental.lp"), path,
                             "-c", f"imax={steps + 1}"]),
            ("one-shot", [os.path.join(LABYRINTH, "encoding.lp"), path]),
        ]
        for encoding, files in encodings:
            if args.only and encoding != args.only:
                continue
            runs = [files] * args.runs
            if encoding == "one-shot" and args.permuted:
                runs = permuted_copies(files, [], args.permuted,
                                       os.path.join(args.out, f"{name}-one-shot"))
            elif args.permuted:
                # A multi-shot program has no single ground program to renumber: its copies
                # are the board's facts in shuffled orders, which the grounders number in.
                runs = [[files[0], shuffled_program(
                    [path], k, os.path.join(args.out, f"{name}-shuffled{k}.lp"))] + files[2:]
                    for k in range(1, args.permuted + 1)]
            times = {n: [] for n, _ in solvers}
            answers = {}
            for run in runs:
                for n, cmd in solvers:
                    cpu, out = cpu_run(cmd + run + [str(args.models), "-q", "--stats"])
                    times[n].append(cpu)
                    answers.setdefault(n, set()).add((field(out, "Models"), field(out, "Calls")))
            medians = {n: statistics.median(t) for n, t in times.items()}
            line = f"{name:<16} {encoding:<12}"
            line += "".join(f" {medians[n]:>8.2f}s" for n, _ in solvers)
            for n, _ in solvers[:-1]:
                ratio = medians[n] / max(medians["clingo"], 1e-3)
                ratios[n].append(ratio)
                line += f" {ratio:>9.2f}"
            models = set().union(*answers.values())
            line += "  " + (" ".join(models.pop()) if len(models) == 1 else f"DIFFER {answers}")
            print(line, flush=True)
    for n, r in ratios.items():
        print(f"{n}: geometric mean of the ratios to clingo: "
              f"{statistics.geometric_mean(r):.2f}")


if __name__ == "__main__":
    main()
