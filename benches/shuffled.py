#!/usr/bin/env python3
"""Both systems' luck averaged out the same way: medians over shuffled copies of an instance.

    python3 benches/shuffled.py INSTANCE "OPTIONS" [--seeds N] [--systems LIST]
                                [--clingo-args "ARGS"] [--rasp-args "ARGS"] [--rasp PATH]
                                [--jobs J] [--timeout S]

clingo's default configuration draws no random numbers, so one run of it is one draw of its
search's luck (on programs/labyrinth's random_9x9_hard its 586 conflicts for the first model
are its `--rand-freq=0.001` median, but 1,772 on a 12x12 board are a lucky draw against a
median of 7,140 over shuffles, and 782 on a 13x13 board an unlucky one against 198). To
compare the systems, this script perturbs both equally: copy N (default 10) of INSTANCE has
its facts (the statements of the file, comments dropped) in the order of
`random.Random(N).shuffle`, which changes the ground program's atom order and so every
tie of both searches, and nothing else. It runs, for each system of LIST (comma-separated,
default `clingo-shuf,rasp-shuf`), on the N copies or seeds:
    clingo-shuf: tools/clingo ENCODING COPY OPTIONS --stats -t 1      (clingo's defaults)
    clingo-rand: tools/clingo ENCODING INSTANCE OPTIONS --stats -t 1 --seed=K --rand-freq=0.001
    rasp-shuf:   target/release/rasp ENCODING COPY OPTIONS --stats
    rasp:        target/release/rasp ENCODING INSTANCE OPTIONS --stats --seed=K
and prints the median, smallest and largest conflicts and the median CPU time each system
reports (clingo's includes the start-up of its Python wrapper), and the results (they must
agree). ENCODING is programs/labyrinth/encoding.lp unless $ENCODING names another. Never
part of the test suite: timings are measured here, not asserted.

Measured on 29 November 2026 (issue 16; load 5 to 8, the 2 cores shared, a test build
beside for part of it: the CPU seconds are rough, the conflicts are not), rasp: main
7807ddf; medians of conflicts (CPU s), 20 copies or seeds (boards: 10):
    instance, mode              clingo-shuf  clingo-rand    rasp-shuf     rasp (--seed)
    random_9x9_hard, first         648 (0.17)  586 (0.21)   2204 (0.67)    912 (0.34)
    random_9x9_hard, cautious     2226 (0.49) 2460 (0.57)   3000 (0.79)   4369 (1.26)
    12x12 board, 7 steps, first   7140 (4.6)  1798 (1.7)    2060 (1.6)    4752 (3.1)
      (one of rasp's 10 shuffled copies ran over 60 s)
    13x13 board, 8 steps, first    198 (0.42)  203 (0.39)    456 (1.2)     665 (1.4)
(boards: programs/labyrinth/tools/generate.py's `board(random.Random(seed * 1000 + n), n,
density, steps)`, 12x12 density 0.42 seed 2, 13x13 density 0.40 seed 21; clingo's
default run: 586, 1,791 (cautious), 1,772, 782 conflicts.) `--rand-freq=0.001` hardly
perturbs clingo (most seeds repeat its default run), shuffling does. Shuffled alike, rasp
needs 3.4x clingo's conflicts on random_9x9_hard's first model, 1.35x for its cautious
consequences, 2.3x on the 13x13 board and 0.29x on the 12x12 one (geometric mean of the
three first-model rows 1.31x): the Labyrinth gap is real but smaller and less uniform than
one clingo run says (benches/table.py's 2.78 and 2.22).
clingo's options switched one at a time (clingo-shuf, random_9x9_hard, first model, 20
copies; 648 with none): --strengthen=no 1461, --otfs=0 1419, --init-watches=first 1118,
--init-watches=rnd 1024, --score-other=no 991, --heuristic=Vsids,95 925, --loops=common
808, --strengthen=local 773, --loops=distinct 742; unchanged (648): --update-lbd=no,
--del-estimate=0, --save-progress=0, --del-cfl=no, --del-glue=0. Cautious (2226 with
none): --otfs=0 3216, --init-watches=first 3673, --heuristic=Vsids,95 3729. `--otfs=1` (partial:
only reason clauses the resolvent subsumes are strengthened) gives exactly `--otfs=2`'s
counts. On the 13x13 board (10 copies, 198 with none): --otfs=0 198, --init-watches=first
357, --heuristic=Vsids,95 212: the leads of random_9x9_hard do not carry over to every board. rasp already
has recursive minimization (--strengthen=recursive), --score-other and --loops=shared's
effect (one nogood per atom the checker asserts); it has no on-the-fly subsumption
(--otfs), watches a program clause's first two literals (sorted by code) and decays by 0.95.
Tried in rasp (not kept), medians of conflicts, random_9x9_hard (shuffled 20 | seeds 20):
    main                                        first 2204 |  912   cautious 3000 | 4369
    clasp's --init-watches=least (the two         first 1547 | 1576   cautious 4535 | 3350
      literals watched by the fewest clauses,
      binary ones counted, watched first)
    --heuristic=Vsids,92 (clasp's decay)          first  924 |  940   cautious 3230 |   -
--init-watches=least on the boards: 12x12 seeds 4752 -> 1558, shuffled 2060 -> 5978 (3 of
10 copies over 60 s, 1 before); 13x13 seeds 665 -> 242; pooled over both modes of random_9x9_hard (40 runs) it is no gain
(first model 1447 -> 1577, cautious 3766 -> 3872), and it changes the search of every row of benches/table.py, which
was not rerun: not kept. The decay of 0.92 was, before local restarts, worse on sudoku49
(3544 against 1799 conflicts, benches/table.py): not changed without the whole table.

Measured again on 30 November 2026 (rasp 04f8c81: on-the-fly subsumption and learnt clauses
minimized through weight constraints since the table above; machine otherwise idle or with
one test run beside), medians of conflicts (CPU s), shuffled copies:
    instance, mode                 copies  clingo-shuf    rasp-shuf
    random_9x9_hard, first            20    648 (0.16)   732 (0.27)
    random_9x9_hard, cautious         20   2226 (0.51)  3044 (1.23)
    13x13 board, 8 steps, first       10    198 (0.71)   414 (1.60)
    12x12 board, 7 steps, first       10   7140 (5.77)  4288 (5.89)
rasp's conflicts are now near clingo's on the first two rows (1.13x and 1.37x, from 3.4x and
1.35x); its time per conflict is higher (the cautious row about 1.8x; a prefetch of the
propagation lists' headers, 538f7ef, took a fifth off the Labyrinth's time after this run).
"""
import argparse
import concurrent.futures
import os
import re
import statistics
import subprocess

from common import CLINGO, ROOT, field, rasp_binary, shuffled_program

ENCODING = os.environ.get("ENCODING",
                          os.path.join(ROOT, "programs", "labyrinth", "encoding.lp"))


def shuffled(instance, seed, out):
    """INSTANCE with its statements in the order of `random.Random(seed)`: the file
    OUT/NAME_shuffledSEED.lp."""
    name = os.path.splitext(os.path.basename(instance))[0]
    return shuffled_program([instance], seed, os.path.join(out, f"{name}_shuffled{seed}.lp"))


def run(cmd, timeout):
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return float("inf"), float("inf"), "TIMEOUT"
    m = re.search(r"^(SATISFIABLE|UNSATISFIABLE|UNKNOWN)", proc.stdout, re.M)
    return (field(proc.stdout, r"^Conflicts\s*:\s*([0-9]+)"),
            field(proc.stdout, r"^CPU Time\s*:\s*([0-9.]+)s"),
            m.group(1) if m else f"exit {proc.returncode}: {proc.stderr[-200:]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("instance")
    ap.add_argument("options")
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--systems", default="clingo-shuf,rasp-shuf")
    ap.add_argument("--clingo-args", default="")
    ap.add_argument("--rasp-args", default="")
    ap.add_argument("--rasp", default=rasp_binary())
    ap.add_argument("--out", default="/tmp/rasp-bench-shuffled")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=120)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    opts = args.options.split()
    clingo = [CLINGO, ENCODING]
    rasp = [args.rasp, ENCODING]
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=max(args.jobs, 1))
    for system in args.systems.split(","):
        cmds = []
        for k in range(args.seeds):
            copy = shuffled(args.instance, k, args.out)
            cmds.append({
                "clingo-shuf": clingo + [copy] + opts + ["--stats", "-t", "1"],
                "clingo-rand": clingo + [args.instance] + opts
                + ["--stats", "-t", "1", f"--seed={k}", "--rand-freq=0.001"],
                "rasp-shuf": rasp + [copy] + opts + ["--stats"],
                "rasp": rasp + [args.instance] + opts + ["--stats", f"--seed={k}"],
            }[system] + (args.clingo_args if system.startswith("clingo")
                         else args.rasp_args).split())
        results = list(pool.map(lambda c: run(c, args.timeout), cmds))
        confl = sorted(r[0] for r in results)
        cpu = statistics.median(r[1] for r in results)
        print(f"{system:<12} {args.clingo_args if system.startswith('clingo') else args.rasp_args:<24} "
              f"conflicts median {statistics.median(confl):>8.0f} "
              f"({confl[0]:.0f}-{confl[-1]:.0f})  cpu median {cpu:.3f}  "
              f"{','.join(sorted({r[2] for r in results}))}", flush=True)


if __name__ == "__main__":
    main()
