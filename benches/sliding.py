#!/usr/bin/env python3
"""Benchmarks an incremental planning encoding, rasp against clingo: the sliding-tile puzzle
(benches/sliding/incremental.lp, clingo's incremental mode, one step per slide), on boards
scrambled by random walks from the goal.

    python3 benches/sliding.py [--runs N] [--boards 4x4_w36_s1,...] [--timeout S]

Each board `NxN_wW_sS` is the goal of the N x N puzzle (tiles 1.. row by row, the blank
last) after a walk of W random slides (never straight back) drawn from
`random.Random(S)`; its shortest solution is at most W slides, and each step of the
incremental mode up to it is a solve call (all but the last unsatisfiable). Every board runs
N times with each system, alternately, with `--seed` 0..N-1 (another draw of the search's
ties each time): `rasp` (target/release/rasp) and clingo (`tools/clingo`), both `-q --stats`.
Prints per board the median CPU time (user + system, of the child) and median conflicts of
each, the ratio of rasp's median time to clingo's, and the steps each reports, which must
agree. Build first with `cargo build --release`. Never part of the test suite.

Measured on 7 December 2026 at stop 75, after equivalence preprocessing (`--eq`) came to the
solver that grows step by step (it was off in incremental mode), the machine otherwise idle,
`--runs 5`, medians of CPU seconds and of conflicts, rasp / clingo:
    3x3_w40_s1   0.13 / 0.16  0.81   1,855 / 1,788 conflicts  23 steps
    4x4_w36_s2   0.49 / 0.62  0.79   2,890 / 2,597            21
    4x4_w36_s5   0.62 / 0.52  1.19   4,228 / 2,897            21
    4x4_w36_s1   6.12 / 3.44  1.78  32,328 / 19,394           27
geometric mean 1.08 (1.31 before). The conflicts also moved with the atoms' numbers, which
the same stop made clingo's (a grounding step's parts in gringo's order): 4x4_w36_s1 had
31,771 with --eq alone. On six copies of 4x4_w36_s1 with the facts shuffled (another draw of
both systems' ties each), the median conflicts are rasp 36,700 (51,300 before) and clingo
27,700. Per step the unsatisfiable calls still need about 1.7x clingo's conflicts (step 24:
12,124 against 7,053), while the same step solved alone, one-shot under the assumption, needs
about as many in both (15,600-18,900 against 14,100-16,600): clingo's steps profit from the
earlier ones and rasp's less. It is not clingo's learnt clauses, scores or phases
(`--forget-on-step=varScores,signs,lemmaScores,lemmas` gives clingo a median of 21,900) nor
facts learnt at the root (clingo has 5 fixed literals at every step, rasp 28); the cause is not found.

Measured on 7 December 2026 (main at stop 74, the machine otherwise idle), `--runs 5`, medians
of CPU seconds and of conflicts, rasp / clingo:
    3x3_w40_s1   0.21 / 0.22  0.95   2,130 / 1,788 conflicts  23 steps
    4x4_w36_s2   0.88 / 0.68  1.29   3,141 / 2,597            21
    4x4_w36_s5   0.79 / 0.68  1.16   4,040 / 2,897            21
    4x4_w36_s1   8.20 / 4.04  2.03  40,265 / 19,394           27
geometric mean 1.31: rasp needs 1.2x to 2.1x clingo's conflicts on these incremental
searches, at about the same time per conflict (issue 16; the cause is not found). It is not
the incremental solving alone: the same encoding written in one shot, on 4x4_w36_s1 with 26
slides (unsatisfiable), needs 30,045 conflicts in rasp (5.6 s) and 20,648 in clingo (4.8 s).
clingo's own
example of the 15-puzzle (potassco/clingo `examples/clingo/15puzzle`, `-c consecutive=0`,
29 steps), run the same way over seeds 1-5: rasp 22.9 s, clingo 14.3 s (medians), 1.60; it
was 59 s (4.3x) before rasp's grounder kept projections across steps (stop 74).
On 7 December 2026 after the multi-shot cleanup (atoms a solve call fixes become facts or
leave the program; `--runs 3`, idle): 3x3_w40_s1 0.86, 4x4_w36_s2 0.86, 4x4_w36_s5 1.40
(4,674 / 2,897 conflicts), 4x4_w36_s1 1.57 (35,022 / 19,394), geometric mean 1.13. Each
board is one draw; over six shuffled copies of 4x4_w36_s1 the median of rasp's conflicts
is 30,471 (33,838 before the cleanup), clingo's 27,688; `--forget-on-step=lemmas` takes
rasp to 26,443 (0.87), clingo to 22,153 (0.80).
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402  pylint: disable=wrong-import-position

ENCODING = os.path.join(common.ROOT, "benches", "sliding", "incremental.lp")
BOARDS = ["3x3_w40_s1", "4x4_w36_s2", "4x4_w36_s5", "4x4_w36_s1"]


def board(name):
    """The facts of board `name` (`NxN_wW_sS`, see the module documentation)."""
    size, walk, seed = name.split("_")
    n = int(size.split("x")[0])
    rng = random.Random(int(seed[1:]))
    goal = {(x, y): (y - 1) * n + x for x in range(1, n + 1) for y in range(1, n + 1)}
    goal[(n, n)] = 0
    tiles = dict(goal)
    blank, previous = (n, n), None
    for _ in range(int(walk[1:])):
        x, y = blank
        moves = [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                 if (x + dx, y + dy) in tiles and (x + dx, y + dy) != previous]
        cell = rng.choice(moves)
        tiles[blank], tiles[cell] = tiles[cell], 0
        previous, blank = blank, cell
    start = " ".join(f"start({x},{y},{t})." for (x, y), t in sorted(tiles.items()))
    end = " ".join(f"goal({x},{y},{t})." for (x, y), t in sorted(goal.items()))
    return start + "\n" + end + "\n"


def run(cmd, timeout):
    """CPU time of the child (None on timeout), its conflicts and its solve calls."""
    before = os.times()
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return None, float("nan"), float("nan")
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system
                                                          - before.children_system)
    conflicts = common.field(done.stdout, r"^Conflicts\s*:\s*([0-9]+)")
    calls = common.field(done.stdout, r"^Calls\s*:\s*([0-9]+)")
    return cpu, conflicts, calls


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--boards", default=",".join(BOARDS))
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    rasp = common.rasp_binary()
    systems = {"rasp": [rasp], "clingo": [sys.executable, common.CLINGO]}
    print(f"{'board':14} {'rasp s':>8} {'clingo s':>9} {'ratio':>6} "
          f"{'rasp confl':>11} {'clingo confl':>13} {'steps':>6}")
    ratios = []
    with tempfile.TemporaryDirectory() as out:
        for name in args.boards.split(","):
            path = os.path.join(out, name + ".lp")
            with open(path, "w") as file:
                file.write(board(name))
            results = {system: [] for system in systems}
            for seed in range(args.runs):
                for system, cmd in systems.items():
                    results[system].append(run(
                        cmd + [ENCODING, path, "-q", "--stats", f"--seed={seed}"],
                        args.timeout))
            medians = {}
            for system, rows in results.items():
                times = [t if t is not None else float("inf") for t, _, _ in rows]
                medians[system] = (statistics.median(times),
                                   statistics.median(c for _, c, _ in rows),
                                   {s for _, _, s in rows})
            (rt, rc, rs), (ct, cc, cs) = medians["rasp"], medians["clingo"]
            if rs != cs:
                print(f"{name}: the steps differ: rasp {rs}, clingo {cs}")
            ratio = rt / ct
            ratios.append(ratio)
            steps = ",".join(str(int(s)) for s in sorted(rs))
            print(f"{name:14} {rt:8.2f} {ct:9.2f} {ratio:6.2f} {rc:11.0f} {cc:13.0f} {steps:>6}")
    gm = statistics.geometric_mean(ratios)
    print(f"geometric mean of the ratios: {gm:.2f}")


if __name__ == "__main__":
    main()
