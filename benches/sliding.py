#!/usr/bin/env python3
"""Benchmarks an incremental planning encoding, rasp against clingo: the sliding-tile puzzle
(benches/sliding/incremental.lp, clingo's incremental mode, one step per slide; oneshot.lp is
the same rules with a fixed number of slides), on boards
scrambled by random walks from the goal.

    python3 benches/sliding.py [--runs N | --copies C] [--boards 4x4_w36_s1,...] [--timeout S]
                               [--split]

Each board `NxN_wW_sS` is the goal of the N x N puzzle (tiles 1.. row by row, the blank
last) after a walk of W random slides (never straight back) drawn from
`random.Random(S)`; its shortest solution is at most W slides, and each step of the
incremental mode up to it is a solve call (all but the last unsatisfiable). Every board runs
N times with each system, alternately, with `--seed` 0..N-1 (another draw of the search's
ties each time): `rasp` (target/release/rasp) and clingo (`tools/clingo`), both `-q --stats`.
Prints per board the median CPU time (user + system, of the child) and median conflicts of
each, the ratio of rasp's median time to clingo's, and the steps each reports, which must
agree. Build first with `cargo build --release`. Never part of the test suite.

With `--copies C`, both systems draw their luck the same way instead (as benches/labyrinth.py's
incremental rows do): each board runs once per system on C copies of its facts, copy 0 as they
are and copy k > 0 shuffled by `random.Random(k)` (benches/common.py's `shuffled_program`),
with default options. The grounders number the atoms in the order of the facts, and the
numbering decides the ties of both searches; `--runs` varies rasp's luck only (clingo's
default configuration draws no random numbers: its conflicts are the same for every seed).

With `--split`, each run is repeated with `-c imax=<its steps - 1>`, which stops it before
its satisfiable step, and the table adds the median conflicts of that last step alone
("last"): the difference of the two runs' conflicts.

Measured on 8 December 2026 (stop 80, main 10df59a, the machine otherwise idle), `--copies 8
--split`, medians over the copies of CPU seconds and of conflicts, rasp / clingo:
    board        rasp s  clingo s  ratio  conflicts        last step
    3x3_w40_s1    0.19    0.18     1.06    2,579 / 1,774    1,237 /   346
    4x4_w36_s2    0.36    0.43     0.84    2,366 / 2,727    1,072 / 1,321
    4x4_w36_s5    0.55    0.49     1.13    4,403 / 3,386    2,414 / 1,118
    4x4_w36_s1    7.59    4.62     1.64   36,698 / 25,212  17,824 / 7,302
(`--copies 12` the same day, no `--split`: ratios 1.13, 0.77, 0.90, 1.12, geometric mean
0.97.) The gap is the satisfiable step: the unsatisfiable steps before it cost rasp about
what they cost clingo (4x4_w36_s1 about 18,900 against 17,900 conflicts, 3x3_w40_s1 1,342
against 1,428), the last step 2.4 to 3.6 times as many. In that step rasp decides the
variables of earlier steps (they have the activities; the new ones start below them, as in
clasp) by the sign their literals have in learnt clauses (`decide.rs`, clasp's VSIDS sign),
and that sign leads it astray: with `--sign-fix` (every variable by its initial sign: atoms
false) the last step of 3x3_w40_s1 takes 9 to 96 conflicts (8 copies; default 721 to 1,338)
and of 4x4_w36_s1 2,215 to 5,778 (4 copies; default 17,387 to 30,047), while the
unsatisfiable steps take about 15% more. clingo's sign by learnt clauses helps it instead
(`--sign-fix`: last step 882 against 332 on 3x3_w40_s1); its decisions in that step (logged
through a propagator's `decide`, which leaves them unchanged) are of the same kind as rasp's:
mostly slides of earlier steps made true, some tiles made false. Not the cause, each measured
on the last step of 3x3_w40_s1 over 8 copies (medians, default 1,237): resetting the sign
counts at each step (879); clasp's bumping, which bumps a literal of a lower level only if it
stays in the minimized learnt clause (530, but over 12 copies of all four boards 2,083,
3,006, 4,632 and 35,736 conflicts against 2,550, 2,538, 3,940 and 33,110: not kept; on
benches/table.py's rows and the saturation rows it was neutral, 0.66 to 1.32 per row).
`--eq=0` (389), `--restarts=no` (689) and `--no-init-moms` (704) also shorten rasp's last
step; in clingo the same options lengthen it (419, 1,017, 901). The cause is not found.
A lead: benches/sliding/oneshot.lp, the same rules in one shot with the plan's length fixed
(`-c h=22` on the six shuffled copies 1-6 of 3x3_w40_s1, satisfiable), needs 856 to 1,934
conflicts in rasp and 1,075 to 2,247 in clingo; with `--sign-fix` rasp 1,719 to 1,926 and
clingo 62 (421 on one copy); with `--sign-fix --no-init-moms` rasp 533 and 1,098, clingo 411
(copies 1 and 4); with `--sign-fix --eq=0` both about 2,000. So clasp's initial order (its
MOMS scores over the program its equivalence preprocessing leaves) leads it to a plan from
the initial signs, and rasp's does not. Tried: giving a variable that equivalences merge with
a rule body the body's initial sign (true), as clasp's atom takes its body's variable when the
body is its only support: copies 1-6 with `--sign-fix` 1,134 to 2,064, not the cause. Nor a
tie-break of the initial activities in clasp's order of classification (forward from the
supported bodies, `Preprocessor::classifyProgram`, which numbers clasp's variables): 663 to
1,237. On gringo's ground program of copy 1 clasp's preprocessing leaves 4,838 variables and
19,131 constraints (equivalences: 236 atom=atom, 911 body=body, 5,722 other), rasp's 5,209
and 23,403. Not from bodies that become equal only after atoms are substituted (rasp's
equivalences are the components of the binary implication graph, which do not merge them): a
pass that merged them found none on this program. Where the difference is was not found.

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
    parser.add_argument("--copies", type=int, default=0)
    parser.add_argument("--split", action="store_true")
    args = parser.parse_args()
    rasp = common.rasp_binary()
    systems = {"rasp": [rasp], "clingo": [sys.executable, common.CLINGO]}
    print(f"{'board':14} {'rasp s':>8} {'clingo s':>9} {'ratio':>6} "
          f"{'rasp confl':>11} {'clingo confl':>13} {'steps':>6}"
          + (f" {'rasp last':>10} {'clingo last':>12}" if args.split else ""))
    ratios = []
    with tempfile.TemporaryDirectory() as out:
        for name in args.boards.split(","):
            path = os.path.join(out, name + ".lp")
            with open(path, "w") as file:
                file.write(board(name))
            if args.copies:
                draws = [[path] if k == 0 else [common.shuffled_program(
                    [path], k, os.path.join(out, f"{name}-shuffled{k}.lp"))]
                    for k in range(args.copies)]
            else:
                draws = [[path, f"--seed={seed}"] for seed in range(args.runs)]
            results = {system: [] for system in systems}
            last = {system: [] for system in systems}
            for draw in draws:
                for system, cmd in systems.items():
                    command = cmd + [ENCODING] + draw + ["-q", "--stats"]
                    result = run(command, args.timeout)
                    results[system].append(result)
                    if args.split and result[0] is not None:
                        # The same run stopped before the satisfiable step.
                        _, before, _ = run(command + ["-c", f"imax={int(result[2]) - 1}"],
                                           args.timeout)
                        last[system].append(result[1] - before)
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
            split = ""
            if args.split:
                # (No run of a system finished in time: no median.)
                rl, cl = (statistics.median(last[system]) if last[system] else float("nan")
                          for system in ("rasp", "clingo"))
                split = f" {rl:10.0f} {cl:12.0f}"
            print(f"{name:14} {rt:8.2f} {ct:9.2f} {ratio:6.2f} {rc:11.0f} {cc:13.0f} {steps:>6}"
                  + split)
    gm = statistics.geometric_mean(ratios)
    print(f"geometric mean of the ratios: {gm:.2f}")


if __name__ == "__main__":
    main()
