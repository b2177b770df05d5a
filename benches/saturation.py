#!/usr/bin/env python3
"""Benchmarks saturation programs (disjunctions that are not head-cycle-free, issue 14):
rasp against clingo on the same machine, in the same run, single-threaded.

    python3 benches/saturation.py [--runs N] [--copies C | --permuted C] [--only NAME,...]
                                  [--timeout S]
                                  [--out DIR] [--no-build] [--baseline RASP]

Generates the instances from fixed seeds into DIR (default /tmp/rasp-bench-saturation):
  qbf-E+A-sN   random 2-QBF  ∃X ∀Y φ, φ a DNF of 3-literal terms, in saturation form (E
               existential and A universal variables, near the hard region); one answer set
               or none
  latin-N-C    a Latin square of order N with at most C clues whose completion is unique
               (guess the square, choose the clues, saturate over a competing square)
  perm-K-U     programs/permutation/generator with k=K, u=U (first answer set)
  strat-N-sS   strategic companies, N companies (all minimal strategic sets, enumerated)
  lab-N-K-sS   programs/labyrinth/generator, an N x N board with a unique shortest solution
               of K pushes, drawn with --heuristic=Domain from seed S (first answer set)
then builds `cargo build --release` and runs, alternately, N times each (default 3):
    target/release/rasp FILES OPTIONS -q --stats
    tools/clingo        FILES OPTIONS -q --stats -t 1
each capped at --timeout seconds (default 60; a run that passes it is interrupted and counts
as taking that long), on C copies of each instance (default 1): copy 0 is the instance's
files as they are, copy k > 0 one file with the statements of all of them (for perm and lab
the generator's encoding too; the `-c` constants stay options) in the order of
`random.Random(k).shuffle` (benches/common.py's `shuffled_program`). A shuffled copy is the
same ground program with its atoms in another order, so each copy is another draw of both
systems' luck, which decides the first answer set of these instances. With `--permuted C`
instead, each instance is ground once by `clingo --mode=gringo` (with its `-c` options) and
both systems run on C copies of that ground program in aspif, copy k with its atoms
renumbered by `random.Random(k)` (benches/common.py's `permuted_copies`): a program of few
statements gives few distinct shuffled copies, but as many renumbered ones as asked for.
Prints per system the median over the copies of its own `Time` (clingo's without the
start-up of its Python wrapper; each copy's the median of its N runs) and of its conflicts
(`--stats`), and the ratio of the median times (rasp / clingo); a `>` marks a median that a
timed-out copy makes a lower bound (a timed-out copy counts as the longest, with the
conflicts it had reached), and a ratio that rasp's median makes one (`<`: clingo's); and
`gm`, the ratio of the geometric means of the times over the copies (a timed-out copy
counts with its time limit, and makes the mean a lower bound), steadier than the median on
the heavy-tailed rows (measured on 2 December below: twelve copies of qbf-50+50-s1 gave a
ratio of medians of 2.59, 96 copies a ratio of geometric means of 1.20). Each copy's times and conflicts go to stderr. The answers, SAT/UNSAT and the number of models,
must agree on every copy, else the script stops. `--baseline RASP` runs a second rasp binary
(an earlier build) alongside, for before/after ratios from the same run. Never part of the
test suite: timings are measured here, not asserted.

Measured on 25 November 2026 (2 cores shared with other work, 3 runs, medians of the systems'
own `Time`, timeout 30 s; "before": the minimality check that built a new check problem for
each total assignment; "after": the persistent testers of src/solve/tester.rs), ratio rasp /
clingo:
    instance       clingo s  before  after      instance       clingo s  before  after
    qbf-20+20-s1     0.097    4.07    1.49      latin-7-16       1.586   13.13    1.98
    qbf-20+20-s2     0.012    7.67    1.33      perm-8-3         0.211    1.77    3.08
    qbf-30+30-s1     0.346   17.31    0.75      perm-9-4         0.159    6.43   13.22
    qbf-30+30-s2     0.568   10.59    2.07      perm-10-5        2.574    0.39    7.26
    qbf-50+50-s1     0.884     >34     >34      strat-40-s1      0.073    1.95    2.08
    latin-5-7        0.015    2.60   12.73      strat-50-s1      0.993    1.72    1.92
    latin-6-11       0.035    8.17   18.14
The first answer set of the satisfiable instances depends on the search's luck (clingo's
own configurations differ by 20x on qbf-50+50-s1); on perm-9-4 clingo with `--eq=0` needs as
many conflicts as rasp (13,593 and 14,511) and a similar time (1.7 s and 2.0 s of CPU).

Later the same day (1 run, timeout 20 s, the machine heavily loaded, so clingo's own times
are 2-4x those above): "base" the persistent testers as above, "keep" a check that keeps the
levels of the assumptions it shares with the previous check (ordered as the generator
assigned them), ratio rasp / clingo:
    instance       clingo s  base   keep       instance       clingo s  base   keep
    qbf-20+20-s1     0.498    0.57   0.66      latin-7-16       3.199    1.29    >6
    qbf-20+20-s2     0.047    1.72   1.17      perm-8-3         0.902    0.67   0.33
    qbf-30+30-s1     0.763    0.25   1.12      perm-9-4         0.654    8.10   0.12
    qbf-30+30-s2     1.656    3.97   2.20      perm-10-5       12.561    0.16   0.19
    qbf-50+50-s1     3.020     >7     >7       strat-40-s1      0.388    0.96   0.91
    latin-5-7        0.028    8.00   3.25      strat-50-s1      4.059    1.70   1.02
    latin-6-11       0.083    6.95  27.98
Keeping the levels halves the time per check (latin-5-7: 144 against 360 microseconds;
latin-6-11: 285 against 473), but the tester then finds other unfounded sets, and the
generator's search changes with them: latin-6-11 needs 13,525 conflicts instead of 1,697.
The search's luck dominates these instances: clingo's own configurations take 0.44 s
(default) to 34 s (frumpy) on qbf-50+50-s1, and rasp times out there with every --seed.
Without its equivalence preprocessing (`--eq=0`) clingo needs more checks than rasp on the
Latin squares (latin-5-7: 1,299 full checks against rasp's 106; latin-7-16: 33 s) and on
perm-9-4, so clingo's lead there is `--eq`, not the check.

Later still (1 run, timeout 30 s, 2 cores shared), "base" as "keep" above, "luby" a program
with a non-HCF component restarting by Luby's sequence with unit 100 instead of rasp's
glucose-style restarts (`RestartPolicy::for_program`), ratio rasp / clingo:
    instance       clingo s  base   luby       instance       clingo s  base   luby
    qbf-20+20-s1     0.141    0.74   0.73      latin-7-16       1.776    >17    0.45
    qbf-20+20-s2     0.017    1.59   1.53      perm-8-3         0.482    0.49   2.08
    qbf-30+30-s1     0.358    1.37   0.73      perm-9-4         0.291    1.36   4.40
    qbf-30+30-s2     0.681    1.82   2.07      perm-10-5        5.048    0.04   0.11
    qbf-50+50-s1     0.776     >39    >39      strat-40-s1      0.139    0.95   1.68
    latin-5-7        0.016    5.19   1.75      strat-50-s1      1.392    0.96   0.90
    latin-6-11       0.046   28.37   4.24
(strat-40-s1: the same 672 conflicts and CPU time in both; its difference is the machine.)
Each instance is one draw from a heavy-tailed distribution: over rasp's seeds 0-3, the
conflicts to the first answer set of latin-6-11 go from 3,513-54,399 to 594-1,900, of
latin-7-16 from 34,270->130,000 to 1,139-12,428, of perm-8-3 from 2,002-4,467 to
4,839-15,071, of perm-9-4 from 1,928-7,885 to 1,556-7,827, of qbf-40+40 (400 terms, seed 3)
from 10,430-27,200 to 16,410-32,007. clingo is as luck-bound: on qbf-40+40-s3 it needs
1,434 conflicts, with `--rand-freq=0.01` and seeds 1-3 118, 12,365 and 22,216, and with
`--eq=0` 18,661 (the program and its component are the same with and without `--eq` there).
The checks per conflict are alike (clingo 1,665 checks for 1,434 conflicts, rasp 7,119 for
10,430), and rasp's check and conflict are cheaper than clingo's: the difference is the
number of conflicts, not their cost.

On 28 November 2026 (load average 8-10 on the 2 cores: CPU times from `--stats`, one run,
`--seed` 0 for rasp, clingo single-threaded with its default configuration; "main" rasp as
above, "new" deciding atoms before bodies and saving no phases in programs with a non-HCF
component, `decide.rs`), CPU seconds and conflicts:
    instance       clingo s confl   main s confl    new s confl  new/clingo new/main
    qbf-20+20-s1     0.086   2601   0.093   1755   0.092   2051     1.07      0.99
    qbf-20+20-s2     0.018    121   0.022    129   0.021     99     1.17      0.95
    qbf-30+30-s1     0.357   4191   0.173   2242   0.202   1911     0.57      1.17
    qbf-30+30-s2     0.590   6899   1.149  12404   1.191  12045     2.02      1.04
    qbf-50+50-s1     0.737   3105     >30             >30              -         -
    latin-5-7        0.012     50   0.024    192   0.022    158     1.83      0.92
    latin-6-11       0.026     73   0.234   1510   0.257    716     9.88      1.10
    latin-7-16       1.442   4924   1.080   3369   0.812   1489     0.56      0.75
    perm-8-3         0.307   3949   0.384   3574   0.088    810     0.29      0.23
    perm-9-4         0.224   2128   1.592  10887   0.235   1549     1.05      0.15
    perm-10-5        4.880  22872   1.551   9428   0.744   3909     0.15      0.48
    strat-40-s1      0.137    760   0.129    672   0.120    707     0.88      0.93
    strat-50-s1      1.074   2736   1.250   1378   1.238   2853     1.15      0.99
Seed 0 is one draw: the medians over `--seed` 0-4 (conflicts, main -> new) are qbf-30+30-s2
18,542 -> 7,023, latin-5-7 276 -> 123, latin-6-11 1,510 -> 169, latin-7-16 4,097 -> 1,303,
perm-9-4 6,753 -> 3,718, perm-10-5 7,523 -> 3,909, strat-50-s1 1,444 -> 3,333, the others
within 18%; qbf-50+50-s1 still needs more than 10 s of CPU with every seed. On latin-7-16
the time follows the checks more than the conflicts (seed 0: main 1,077 checks and 3,369
conflicts, new 1,368 and 1,489, both 0.82 s of CPU). Tried the same day and not kept
(medians over the five seeds, against main): a violated loop nogood used for conflict
analysis without being stored: fewer conflicts on qbf-30+30 and perm-9/10, more on
qbf-20+20, latin-6-11 (2,733) and perm-8-3 (6,131), latin-7-16 unsolved in 10 s on three
seeds; with the new heuristic it halves perm-8/9 again but doubles qbf-30+30 (s1 5,258, s2
17,604). Atoms first with phases saved on backjumps over 10 levels: latin-7-16 6,290,
perm-9-4 8,910. From an earlier session's logs (same seeds, 20 s wall-clock limit): fixed
true signs for bodies, never deciding bodies, signs from literal occurrences in learnt
clauses, alternating phase policies at restarts, keeping loop nogoods from deletion each
leave latin-6-11 or latin-7-16 above 10,000 conflicts or unsolved; fixed false signs for
atoms solve the Latin squares but qbf-30+30-s2 needs 20,966 conflicts and perm-10-5 is
unsolved on two seeds; occurrence signs with atoms first are close to the kept policy
(better on latin-7-16 and qbf-30+30-s2, worse on perm-10-5) at the cost of more machinery.

Where the time goes on qbf-50+50-s1 (28 November, evening; rasp at 86f7395, perf with
line tables, 8 s of a run that does not finish): 65% in the testers (57% in checks of
partial assignments, 8% in full checks; most of it their clause propagation), 20% in the
generator's propagation, 14% in its conflict analysis. Per check the tester re-assumes 127
of its ~700 assumptions (the rest are kept levels), makes 23 choices and meets 6 conflicts
(tester: 138,000 conflicts over 23,752 checks against the generator's 33,255). The loop
nogoods are 93 literals long, 50 of them false at level 0 (w, y, ny are facts once `:- not
w` holds), and name the bodies of the ~43 terms consistent with the counterexample (310/8);
|U| is 50 of 101 atoms, a nearly total assignment of Y. Learnt clauses average 85 literals
(clingo's 58). Per conflict rasp spends about 250 us, clingo 170 us; but the gap is the
number of conflicts: none of rasp's seeds 0-4 finishes in 15 s (seeds 0 and 1 run to
165,000 and 131,000 conflicts, 62 and 48 s of CPU, without an answer), clingo's default
needs 3,105. That 3,105 is a lucky draw: with
`--rand-freq=0.02` and seeds 1-6 clingo needs 3,678-63,012 (median about 27,000), with
`--heuristic=Vsids` (decay 95 instead of tweety's 92) 79,466, with `--restarts=L,100`
53,638, with `--sign-def=pos` 1,135. On latin-6-11 too: clingo with `--rand-freq=0.02`, seeds
1-5, needs 89-71,814 conflicts, with `--eq=0` 60-91,423, so `--eq` is not its lead there.
The tester's sign and phase saving (u decided true first, fixed either way, or no saved
phases) leave the medians of qbf-30+30-s2 and qbf-50+50-s1 within their noise.

The generator's decision policy decides these instances (rasp's `--seed` 0-4, 15 s
limit, conflicts, median and per seed; "kept": atoms before bodies, no phase saving;
"bodies": no atoms-first, no phase saving, as clasp; "saved": atoms first, phases saved):
    instance       kept                              bodies                         saved
    qbf-20+20-s1   1,958                              1,858                         2,230
    qbf-30+30-s1   2,594                              6,567                         1,886
    qbf-30+30-s2   7,023 (2,847-12,045)               1,907 (917-6,481)              5,935
    qbf-50+50-s1   all > 15 s                         13,079 (1,873-14,163, 1 > 15 s) 14,410 (1 > 15 s)
    latin-5-7        123                                829                           137
    latin-6-11       169                              3 of 5 > 15 s                 1,897
    latin-7-16     1,303 (582-1,489)                  all > 15 s                    4 of 5 > 15 s
    perm-8-3       3,582                                934                         5,380
    perm-9-4       3,718                              4,181                        11,572
    perm-10-5      3,909                             14,344                        17,572
    strat-40-s1      707                                752                           468
    strat-50-s1    3,333                              3,377                         1,125
(qbf-20+20-s2: 121, 124, 122). Deciding the bodies of the non-HCF component's rules as
early as atoms (the rest atoms first) behaves as "bodies" on both qbf-50+50-s1 and
latin-7-16 (in these programs those are the bodies that matter). No policy tried serves
both the 2-QBFs and the Latin squares.

On 29 November 2026 (load average 6-8 on the 2 cores: the test suite was building; one run
of this script, `--runs 3 --timeout 20`, the systems' own wall-clock `Time`, so clingo's
times are 2-4x those above), "main" rasp at 1d76dc5 (with clasp's tweety settings, which
leave saturation programs deciding atoms first by their initial signs and without saved
phases), "new" with the loop nogoods without their literals false at level 0 and signs by
the learnt clauses' occurrences (`decide.rs`), ratio rasp / clingo:
    instance       clingo s   new    main      instance       clingo s   new    main
    qbf-20+20-s1     0.143    1.31   1.11      latin-7-16       9.180    0.71   0.85
    qbf-20+20-s2     0.017    2.06   1.53      perm-8-3         2.447    2.22   2.00
    qbf-30+30-s1     1.192    1.38   0.72      perm-9-4         1.552    3.52   4.81
    qbf-30+30-s2     3.273    0.67   1.68      perm-10-5       25.981    0.04   0.03
    qbf-50+50-s1     3.838    0.65    >5       strat-40-s1      0.648    1.38   1.29
    latin-5-7        0.054    2.19   1.78      strat-50-s1      6.443    1.15   1.01
    latin-6-11       0.116    3.79  16.82
Right after, CPU seconds and conflicts (`--stats`, one run, rasp's `--seed` 0, 20 s CPU
limit):
    instance       clingo s confl   main s confl    new s confl  new/clingo new/main
    qbf-20+20-s1     0.093   2601   0.107   2136   0.124   2402     1.33      1.16
    qbf-20+20-s2     0.017    121   0.021    130   0.017    154     1.00      0.81
    qbf-30+30-s1     0.309   4191   0.181   1912   0.415   4000     1.34      2.29
    qbf-30+30-s2     0.730   6899   1.424  10999   0.580   3845     0.79      0.41
    qbf-50+50-s1     0.954   3105     >20          0.755   2268     0.79         -
    latin-5-7        0.032     50   0.054    190   0.057    130     1.78      1.06
    latin-6-11       0.045     73   0.604   1280   0.159    271     3.53      0.26
    latin-7-16       2.356   4924   1.907   2129   1.536   2258     0.65      0.81
    perm-8-3         0.403   3949   1.103   6341   1.146   8786     2.84      1.04
    perm-9-4         0.252   2128   1.424   6481   1.195   5771     4.74      0.84
    perm-10-5        5.554  22872   0.103    610   0.154    844     0.03      1.50
    strat-40-s1      0.125    760   0.230    707   0.212    756     1.70      0.92
    strat-50-s1      1.613   2736   1.753   3086   1.767   2431     1.10      1.01
Seed 0 is one draw again. Medians of the conflicts over `--seed` 0-9 (10 s of CPU each;
"lvl0": main with the loop nogoods without level-0 literals, "new" that and the signs):
qbf-20+20-s1 2,036 -> 2,164, qbf-30+30-s1 3,168 -> 2,232, qbf-30+30-s2 6,635 -> 2,590,
latin-5-7 138 -> 184, latin-6-11 218 -> 263, latin-7-16 636 -> 783, perm-8-3 7,886 ->
3,671, perm-9-4 2,910 -> 3,161, perm-10-5 5,302 (one seed over 10 s) -> 8,325 (none),
strat-50-s1 (seeds 0-4) 3,146 -> 2,539. qbf-50+50-s1 (seeds 0-4, 15 s of CPU): main and
lvl0 solve none, new four: 2,268, 15,012, 13,705, 6,245 conflicts, seed 2 over 15 s
(seeds 5-9: 8,109, 15,334, 35,441, two over 15 s).
Without level-0 literals the loop nogoods of the Latin squares and permutations are the
same (their conflict counts too); those of the 2-QBFs lose half their literals (the
saturated atoms are facts at level 0), which changes their learnt-clause deletion and so
their search (seeds 0-4: qbf-30+30-s2 5,974 -> 3,033, qbf-30+30-s1 2,725 -> 3,395).
main's perm-8-3 (median 13,926 over seeds 0-4) is worse than the 3,582 of 28 November:
main moved it since (not investigated).

How clasp runs its testers (potassco/clasp 3.4, `dependency_graph.cpp`,
`unfounded_check.cpp`): partial checks by default only after a check that found an
unfounded set, until one finds none (`--partial-check` off: `highPct` 0), as rasp does; the
tester of a component is a solver with clasp's basic default configuration (the `tester`
preset only with `--tester`); on `simplify` it makes the generator's level-0 assignment its
own facts; a violated loop nogood (an atom of the set true) is only the reason of the
conflict and not stored (clingo's `--stats=2` on qbf-50+50-s1: 3,105 conflicts, 3,558
checks, 747 of them full, `Loop` lemmas 0), an asserting one is stored; reasons skip
literals false at level 0. Tried on the same day and not kept (against lvl0 or main):
- Violated loop nogoods not stored, as clasp (with level-0 literals dropped; medians over
  seeds 0-4): latin-6-11 171, latin-7-16 756, perm-8-3 3,728, but qbf-30+30-s1 5,669,
  qbf-30+30-s2 7,596, perm-9-4 6,871; qbf-50+50-s1 none solved.
- The tester with the generator's level-0 literals as facts instead of assumptions (as
  clasp's `simplify`; seeds 0-9, geometric mean of CPU seconds against lvl0): latin-7-16
  0.18 against 0.43, perm-8-3 0.67 against 0.91, but perm-9-4 0.79 against 0.30 and
  qbf-30+30-s1 0.34 against 0.23; the time per conflict is the same (75-150 us), only the
  sets found, and with them the luck, change; qbf-50+50-s1 none solved.
- Atoms first and clasp's order (bodies too) alternating by restarts (each Luby length
  alternately): qbf-50+50-s1 solved on 1 of 5 seeds, latin-7-16 19,674 conflicts (median).
- clasp's order (bodies decided too) on main: qbf-50+50-s1 on 4 of 5 seeds (median 16,970),
  as on 28 November; it still leaves the Latin squares unsolved.
Left: latin-5-7 and latin-6-11 (50 and 73 conflicts in clingo, 130-270 in rasp: both are
tiny and their ratios are start-up and luck), perm-8-3 and perm-9-4 (2.2-2.7x clingo's
conflicts at seed 0; medians over seeds 0-9 3,671 and 3,161 against clingo's 3,949 and
2,128), qbf-50+50-s1 over 15 s of CPU on 3 of rasp's seeds 0-9 (clingo's own seeds with
`--rand-freq=0.02` range over 3,678-63,012 conflicts, see above).

Later on 29 November 2026 (load average 8-9 on the 2 cores: two other engineers' builds and
tests), the cost per check. callgrind on the quick profile with line tables (instructions
are not disturbed by the load): the minimality check (`Tester::find`, inclusive) was 42% of
strat-50-s1, 63% of latin-6-11 and 60% of perm-9-4 (with the "sort" build below), and a
large part of it was no search at all but sorting the tester's assumptions by the
generator's trail position on every check (a stable sort by key over all inputs and false
atoms; 16% of strat-50-s1's instructions even as an unstable sort of packed integers). Now the assumptions of the generator literals assigned since the last check
come from the generator's trail (an index from generator variable to tester literals), the
others are kept from that check (`tester.rs`, `Minimality::backtracked`); the searches are
the same, conflict for conflict. Then the decision heap: each comparison read a variable's
priority, domain level and activity from three arrays; now its rank (priority and level in
one integer) and activity sit side by side (`decide.rs`), the same order. Instructions
(callgrind, millions; "sort": an unstable sort of packed keys, tried first and superseded):
    instance       base    sort   trail   +heap
    strat-40-s1     692     661     550     438
    latin-5-7       148       -     122     115
    latin-6-11      514     507     395     370
    perm-9-4          -    4,046   3,045      -
One run of this script right after (`--runs 3 --timeout 20`, wall-clock, load 8), "new" with
both changes, "base" rasp at a184de4, ratio rasp / clingo:
    instance       clingo s   new    base      instance       clingo s   new    base
    qbf-20+20-s1     0.166    1.26   1.40      latin-7-16       2.398    0.57   0.80
    qbf-20+20-s2     0.022    0.64   1.68      perm-8-3         0.575    2.93   3.23
    qbf-30+30-s1     0.527    1.07   1.18      perm-9-4         0.344    2.12   3.37
    qbf-30+30-s2     0.946    0.85   0.91      perm-10-5        7.740    0.02   0.05
    qbf-50+50-s1     0.901    0.75   1.00      strat-40-s1      0.190    0.77   1.48
    latin-5-7        0.018    3.67   1.28      strat-50-s1      1.674    0.83   1.08
    latin-6-11       0.066    1.15   1.52
(latin-5-7 takes 15-25 ms: its ratio is the load's; right after, CPU seconds from `--stats`,
one run each, new / base / clingo: latin-5-7 0.017 / 0.021 / 0.010, latin-6-11 0.056 / 0.086
/ 0.022, perm-8-3 0.685 / 0.784 / 0.292, perm-9-4 0.628 / 0.675 / 0.192, strat-40-s1 0.098 /
0.118 / 0.088, strat-50-s1 0.852 / 1.239 / 0.917, qbf-20+20-s1 0.127 / 0.125 / 0.104,
qbf-20+20-s2 0.016 / 0.016 / 0.010.) On strat-50-s1 (128,597 full checks, all passing)
rasp and clingo now spend about the same per model. Where the rest goes (perf, perm-9-4,
wall-clock samples): 44% clause propagation (generator and tester), 14% the decision heap
(mostly `pick` popping variables that propagation assigned again after a backtrack, as
clasp's heap does too), 8% conflict analysis, 6% the loop nogoods (`falsify`: `support`
scans every rule of the component for each set; one clause per atom of an asserting set).
The gap on perm and the Latin squares is the number of conflicts: perm-8-3 8,786 against
clingo's 3,949, perm-9-4 5,771 against 2,128, latin-6-11 271 against 73 (rasp's seed 0;
per conflict on perm-8-3 and perm-9-4 rasp now spends 78 and 109 us of CPU, clingo 74 and
90 us, under the same load).
clingo's `--eq` matters there: on latin-5-7 clingo needs 50 conflicts with its default
`--eq` and 2,949 with `--eq=0` (its preprocessing finds 745 equivalences, 144 atom=atom and
85 body=body, before it builds the component and its tester: 1,651 -> 1,511 variables);
rasp's `--eq` (`equiv.rs`, on the completion's clauses) freezes every literal the
non-HCF component refers to, merges 1,682 -> 1,605 variables there and leaves the conflicts
unchanged (130 either way; latin-6-11 271 either way; perm-9-4 3,182 with `--eq=0` and 5,771
with it, one draw). The tester itself has no equivalence preprocessing in either system.
Left: the conflicts of perm-8/9 and latin-5/6 (an `--eq` that merges inside the non-HCF
component, as clasp's does on the program before the dependency graph, is the lead not yet
tried); per check, `support`'s scan of all rules (an index from atom to rules would visit
only those with a head in the set).

On 29 November 2026, 06:00 (load average 7 on the 2 cores), the two leads above measured.
Conflicts to the first answer set over rasp's `--seed` 0-5 (clingo: the same count for
every `--seed`, its default configuration has no random decisions):
    instance     rasp --eq=3                       rasp --eq=0                        clingo
    latin-5-7    130 418 198 159 154 111           the same                           50
    latin-6-11   271 146 470 239 483 255           the same                           73
    perm-8-3     8786 549 15219 1099 4064 3970     1919 1243 4454 5112 3794 3309      3949
    perm-9-4     5771 1992 3096 1402 5612 1089     3182 4758 2926 8870 13304 9756     2128
So perm is within clingo's conflicts up to luck (medians 4,017 and 3,354 against 3,949 and
2,128), the Latin squares need 3x (medians 157 and 263 against 50 and 73) whatever rasp's
`--eq`. An `--eq` that merged inside the component would not change that: with the
non-HCF component's literals not frozen (the loop graph's atoms, weight constraints and
externals still frozen) the binary-clause equivalences merge 83 instead of 77 variables
on latin-5-7, 117 instead of 110 on latin-6-11, 116 instead of 115 on perm-8-3, 139
instead of 138 on perm-9-4 (strat-40-s1: 76 instead of 24). clasp's `--eq` works on the
program (atoms and bodies, before the completion): its component shrinks from 1,371 to
1,211 dependency-graph nodes on latin-5-7 (`--stats=2`, `Tight: Nodes`), rasp's refers to
1,399 variables. But without `--eq` clingo needs 2,949 conflicts there and rasp 130: rasp's
translation already makes a one-literal body its literal, which clasp leaves to `--eq`, so
what clingo loses without `--eq` is not what rasp lacks. Where the Latin squares' remaining
3x comes from is open (the tester's sets, the heuristic; see the policies above).
The support of the loop nogoods (`disjunctive.rs`): the sum over a rule's elements, "can the
body hold without U", is for a normal body "none of its atoms in U" (callgrind: latin-6-11
379.4M -> 360.8M instructions, perm-8-3 3.42G -> 3.28G, the same searches). The index from
atoms to the rules with them in the head was built and dropped: the sets of these programs
hold the saturating atom (`bad`, `spoiled`, `w`), so nearly every rule is visited anyway,
and marking the rules costs more than it saves (366.4M and 3.33G with the index).
clingo's lead on the Latin squares is its `--init-moms`, not `--eq`: with `--no-init-moms`
clingo needs 3,875 conflicts on latin-5-7 and 7,210 on latin-6-11 (50 and 73 with it; its
`--loops`, `--sign-def`, `--save-progress`, `--restarts=no` change nothing there,
`--heuristic=Vsids` gives 38 and 72). clasp's MOMS score (`heuristics.cpp`, `momsScore`)
counts, per literal, the literals its binary clauses imply (`s1`, `s2`), scores
`1024 * s1 * s2 + s1 + s2`, and divides by the largest score, so the first order is worth
up to one whole bump; rasp's (`Heuristic::init_activities`) counts all clauses, takes
`ln(1 + p * n)` and stays below a thousandth of a bump, a tie-breaker that the first
conflicts erase. clasp's score tried in rasp (binary clauses only, normalized to one bump,
generator and testers; conflicts over `--seed` 0-4, base -> clasp's score): latin-5-7
130 418 198 159 154 -> 76 222 58 225 19 (medians 159 -> 76), latin-6-11 median 271 ->
182, latin-7-16 936 -> 725, qbf-30+30-s1 2,326 -> 2,562, qbf-30+30-s2 3,845 -> 2,217, but
perm-8-3 4,064 -> 6,946 and perm-9-4 3,096 -> 5,755. Its two parts apart (medians over
the same seeds): rasp's count of all clauses at clasp's scale changes almost nothing
(latin-5-7 159, latin-6-11 271, perm-8-3 4,064, perm-9-4 3,096), clasp's count of binary
clauses at rasp's scale gives latin-5-7 64, latin-6-11 238, perm-8-3 5,267, perm-9-4
3,580: what helps the Latin squares is counting the binary clauses. Not kept: a change of every
program's first decisions needs the whole table (`benches/table.py`), not measured yet.
One run of this script right after (`--runs 3 --timeout 20`, load average 8-9, both rasp
builds with the quick profile, so without fat LTO; "new" with the support change, "base"
rasp at 3bbbaa5; the searches are the same), ratio rasp / clingo:
    instance       clingo s   new    base      instance       clingo s   new    base
    qbf-20+20-s1     0.232    0.89   0.89      latin-7-16       2.498    0.55   0.55
    qbf-20+20-s2     0.020    2.75   4.55      perm-8-3         0.782    2.02   2.12
    qbf-30+30-s1     0.602    1.11   1.14      perm-9-4         0.494    2.60   2.73
    qbf-30+30-s2     0.877    0.76   0.76      perm-10-5        8.443    0.02   0.03
    qbf-50+50-s1     1.164    0.61   0.63      strat-40-s1      0.220    0.93   0.96
    latin-5-7        0.015    1.80   2.27      strat-50-s1      1.660    0.91   1.01
    latin-6-11       0.038    2.58   3.34
(qbf-20+20-s2, latin-5-7 and latin-6-11 take 15-100 ms: their ratios are start-up and load.)

On 29 November 2026, 22:40 UTC (the 2 cores shared with another engineer's work, load
average 1.3-2.3; rasp at 3a0b952, release build), `--copies 5 --runs 1 --timeout 20`: per
system the median over the 5 copies (copy 0 the program as it is, copies 1-4 shuffled) of its
own `Time` in seconds ("s") and of its conflicts ("confl"), and the ratio of the median
times, rasp / clingo; `>` marks a median that timed-out copies make a lower bound:
    instance         answer          models  clingo s   confl    rasp s   confl  ratio
    qbf-20+20-s1     UNSATISFIABLE        0     0.093    2115     0.116    1958   1.25
    qbf-20+20-s2     UNSATISFIABLE        0     0.018     121     0.027     154   1.50
    qbf-30+30-s1     SATISFIABLE          1     0.338    4191     0.315    3532   0.93
    qbf-30+30-s2     SATISFIABLE          1     0.488    6899     0.334    4565   0.68
    qbf-50+50-s1     SATISFIABLE          1     4.889   27227     0.499    2186   0.10
    latin-5-7        SATISFIABLE          1     0.013      37     0.013      53   1.00
    latin-6-11       SATISFIABLE          1     0.064     176     0.081     328   1.27
    latin-7-16       SATISFIABLE          1   >20.000  >55171     0.294     839  <0.01
    perm-8-3         SATISFIABLE          1     0.422    3949     0.108    1259   0.26
    perm-9-4         SATISFIABLE          1     0.322    2175     0.862    7088   2.68
    perm-10-5        SATISFIABLE          1     4.682   22872     0.719    5122   0.15
    strat-40-s1      SATISFIABLE      13018     0.143     664     0.106     772   0.74
    strat-50-s1      SATISFIABLE     128597     1.177    2228     0.828    3131   0.70
    lab-3-2-s1       SATISFIABLE          1     2.500    3412     2.882    2971   1.15
    lab-3-2-s4       SATISFIABLE          1     1.516    2878     1.241    1674   0.82
    lab-3-2-s5       SATISFIABLE          1     1.210    2878     1.044    1674   0.86
clingo's one run (copy 0) was a lucky draw on qbf-50+50-s1 (0.54 s and 3,105 conflicts;
copies 1-4 4.8-18.9 s and 22,129-90,055, rasp 0.17-8.3 s) and on latin-7-16 (1.7 s; three
copies over 20 s with 55,171-62,224 conflicts at the cap, rasp 0.26-0.53 s on all five), so
their ratios, 0.61 and 0.55 above, are 0.10 and below 0.01 over the copies. rasp's perm-8-3
copy 0 (15,403 conflicts) is its unlucky draw (copies 1-4 553-8,799). perm-9-4 is the one
instance where rasp needs more conflicts on every copy (4,810-12,461 against clingo's
2,128-7,167). A program of few statements gives few distinct draws: some copies repeat
another's search exactly though their ground programs are ordered differently (perm-K-U, 17
statements: clingo's copies 0 and 3 and rasp's copies 1 and 3 of each; latin-6-11 and
latin-7-16: rasp's copies 1 and 2). lab-3-2-s4 and lab-3-2-s5 are the same instance: seeds 4
and 5 draw the same `#heuristic` pattern on a 3 x 3 board (the encoding's hash has the same
parity for all 36 connections), so both systems search alike on every copy and the rows differ
only by the machine (the generator's hash was mended after this run: the square of that sum
modulo 10,007 gives 30 different patterns for seeds 1-30, the sum alone gave 19; so the lab
rows are other boards from then on). qbf-20+20-s2 and latin-5-7 take 10-30 ms: their ratios
are start-up.

The same run at 23:19 (timeout 30 s, load 1-2), with the mended hash: the other rows within
the machine's noise of those above (qbf-20+20-s1 1.03, qbf-30+30-s1 1.13, latin-6-11 1.33,
perm-9-4 2.66, the rest as above), and the new boards:
    instance         answer          models  clingo s   confl    rasp s   confl  ratio
    lab-3-2-s1       SATISFIABLE          1     1.595    2754     3.675    6456   2.30
    lab-3-2-s4       SATISFIABLE          1     1.171    1218     1.402    1511   1.20
    lab-3-2-s5       SATISFIABLE          1    21.992   52145   >30.000  >76883  >1.36
lab-3-2-s5 is hard for both: clingo over 30 s on 2 of 5 copies, rasp on 4 (15.4 s on the
fifth). On lab-3-2-s4 both make 452 minimality checks (copy 0), clingo in 1.2 s, rasp in
1.8 s: rasp's check of these boards costs about 1.5 times clingo's, besides its luck.

Measured on 30 November 2026 (issue 14), `--copies 3 --runs 1 --timeout 30 --baseline`,
the machine otherwise idle: "rasp" with the generator's root literals made facts of the
tester (`tester.rs`, `Tester::extend_root`: 12-29% less time per stability test on the lab
boards), "base" b746c49 without it; medians over the 3 copies:
    instance         answer          models  clingo s   confl    rasp s   confl  ratio    base s   confl  ratio
    qbf-20+20-s1     UNSATISFIABLE        0     0.098    2220     0.106    1981   1.08     0.103    1958   1.05
    qbf-20+20-s2     UNSATISFIABLE        0     0.016     103     0.027     114   1.69     0.027     154   1.69
    qbf-30+30-s1     SATISFIABLE          1     0.336    4191     0.246    2612   0.73     0.309    3532   0.92
    qbf-30+30-s2     SATISFIABLE          1     0.526    6899     0.139    1552   0.26     0.390    4448   0.74
    qbf-50+50-s1     SATISFIABLE          1     6.235   27227     2.617   11344   0.42     0.432    2186   0.07
    latin-5-7        SATISFIABLE          1     0.014      37     0.019      84   1.36     0.014      53   1.00
    latin-6-11       SATISFIABLE          1     0.034      77     0.095     465   2.79     0.074     401   2.18
    latin-7-16       SATISFIABLE          1     5.673   15720     0.226     651   0.04     0.325     679   0.06
    perm-8-3         SATISFIABLE          1     0.749    6547     0.174    2020   0.23     0.856    8799   1.14
    perm-9-4         SATISFIABLE          1     0.306    2175     0.119    1473   0.39     0.782    7088   2.56
    perm-10-5        SATISFIABLE          1     4.842   22872     0.296    2072   0.06     0.663    6084   0.14
    strat-40-s1      SATISFIABLE      13018     0.123     664     0.084     720   0.68     0.103     720   0.84
    strat-50-s1      SATISFIABLE     128597     1.285    2228     0.808    3131   0.63     0.796    3131   0.62
    lab-3-2-s1       SATISFIABLE          1     1.867    2754     2.630    5079   1.41     4.097    7111   2.19
    lab-3-2-s4       SATISFIABLE          1     1.339    1218     1.377    1512   1.03     2.037    2038   1.52
    lab-3-2-s5       SATISFIABLE          1    13.689   37435   >30.000  >86743  >2.19   >30.000  >80708  >2.19
Three copies are few (qbf-50+50-s1's base median is one lucky copy; latin-6-11 takes 0.1 s),
but the medians of the lab boards, where the checks cost most, improve (s1 4.10 -> 2.63 s,
s4 2.04 -> 1.38 s), though not on every copy (s4's third: 0.45 -> 2.70 s, luck); neither
binary finishes s5 in 30 s on any of its 3 copies (clingo: 13.7 to 19.5 s).

On 30 November 2026, later (another machine, quiet: both systems about twice as fast as
above), `--copies 3 --runs 1 --timeout 30`, rasp at 8a7266e (weight constraints that are
clauses watch two elements; same searches as before), medians over the 3 copies:
    instance         answer          models  clingo s   confl    rasp s   confl  ratio
    qbf-20+20-s1     UNSATISFIABLE        0     0.051    2220     0.055    1981   1.08
    qbf-20+20-s2     UNSATISFIABLE        0     0.008     103     0.016     114   2.00
    qbf-30+30-s1     SATISFIABLE          1     0.169    4191     0.134    2612   0.79
    qbf-30+30-s2     SATISFIABLE          1     0.351    6899     0.079    1552   0.23
    qbf-50+50-s1     SATISFIABLE          1     2.953   27227     1.371   11344   0.46
    latin-5-7        SATISFIABLE          1     0.008      37     0.012      84   1.50
    latin-6-11       SATISFIABLE          1     0.018      77     0.061     465   3.39
    latin-7-16       SATISFIABLE          1     2.471   15720     0.116     651   0.05
    perm-8-3         SATISFIABLE          1     0.336    6547     0.152    3483   0.45
    perm-9-4         SATISFIABLE          1     0.175    2175     0.147    2513   0.84
    perm-10-5        SATISFIABLE          1     2.361   22872     0.132    1936   0.06
    strat-40-s1      SATISFIABLE      13018     0.072     664     0.063     720   0.88
    strat-50-s1      SATISFIABLE     128597     0.660    2228     0.488    3131   0.74
    lab-3-2-s1       SATISFIABLE          1     0.807    2754     0.555    1148   0.69
    lab-3-2-s4       SATISFIABLE          1     0.593    1218     0.421     717   0.71
    lab-3-2-s5       SATISFIABLE          1     5.743   37435    28.136  152594   4.90
Over 1.0: qbf-20+20-s2 and latin-5-7 (8-16 ms: start-up), latin-6-11 (18 against 61 ms;
465 conflicts against 77) and lab-3-2-s5, the one real loss: rasp needs about four times
clingo's conflicts (copies: clingo 22,011-52,145, rasp 119,674 to over 181,182 in 30 s;
rasp's `--seed` 0-3 on copy 0: over 40 s, 70,412, 42,346, 39,445; clingo with
`--rand-freq=0.01` and seeds 1-3: 34,895, 15,860, 39,952), at a lower cost per conflict
(rasp 150 us, clingo 184 us).

Measured on 1 December 2026 (`--copies 3 --runs 1 --timeout 30 --baseline`), "before" main
78bf4d6, "after" with clasp's `--trans-ext=dynamic` (small weight bodies of normal rules as
clauses) and clauses shortened by the root; ratio rasp / clingo:
    instance       clingo s  before  after      instance       clingo s  before  after
    qbf-20+20-s1     0.059    1.19   0.97       perm-8-3         0.333    0.86   0.31
    qbf-20+20-s2     0.008    2.00   2.12       perm-9-4         0.146    1.86   2.56
    qbf-30+30-s1     0.188    0.64   0.68       perm-10-5        2.286    0.25   0.18
    qbf-30+30-s2     0.345    0.61   0.76       strat-40-s1      0.089    0.67   0.66
    qbf-50+50-s1     2.941    1.23   1.33       strat-50-s1      0.653    0.70   0.69
    latin-5-7        0.008    1.00   0.88       lab-3-2-s1       0.711    1.85   0.53
    latin-6-11       0.025    1.52   1.20       lab-3-2-s4       0.566    1.32   1.17
    latin-7-16       2.442    0.11   0.01       lab-3-2-s5       6.511   >4.61   1.01
The qbf rows have no weight bodies: their conflicts are the same before and after, the
times noise (qbf-30+30-s2 in 7 alternating runs: 0.24 s before, 0.22 s after). perm-9-4 is
luck: over 24 shuffled copies the geometric mean of the conflicts is clingo 5,717, before
3,595, after 4,656 (CPU 0.49, 0.24, 0.31 s).

Measured on 2 December 2026 (issue 14; main e05bc36: the tester keeps glue clauses only up
to 10,000 learnt clauses), `--permuted 7 --runs 1 --timeout 30`, both systems on the same
ground program (gringo's), ratio of the median times rasp / clingo, median conflicts:
    instance       clingo s  rasp s  ratio  confl: clingo   rasp
    qbf-20+20-s1     0.048   0.069   1.44          2167    2433
    qbf-20+20-s2     0.005   0.006   1.20           113     143
    qbf-30+30-s1     0.225   0.090   0.40          5738    2361
    qbf-30+30-s2     0.085   0.204   2.40          1873    4625
    qbf-50+50-s1     1.033   2.778   2.69          9563   27150
    latin-5-7        0.005   0.007   1.40            36      62
    latin-6-11       0.676   0.016   0.02          6892      78
    latin-7-16     >30.000   0.192  <0.01       >141548     907
    perm-8-3         0.219   0.202   0.92          4086    3248
    perm-9-4         1.077   0.423   0.39         13319    6896
    perm-10-5        0.204   0.925   4.53          2155   10970
    strat-40-s1      0.075   0.082   1.09           757     664
    strat-50-s1      0.685   0.557   0.81          2236    2404
    lab-3-2-s1       0.657   1.333   2.03          2517    5305
    lab-3-2-s4       0.767   0.899   1.17          1228    2529
    lab-3-2-s5       8.528   3.173   0.37         48303   12075
Seven draws are too few for these heavy-tailed searches (qbf-50+50-s1's copies: clingo 562
to 18,762 conflicts, rasp 3,537 to 111,972). With `--permuted 24`: qbf-20+20-s1 1.21 (2,214
and 2,327 conflicts), qbf-30+30-s2 0.88 (3,569 and 3,292), perm-10-5 1.65 (4,949 and
9,419), lab-3-2-s1 1.59 (2,420 and 4,224); qbf-50+50-s1 over 24 copies: median conflicts
clingo 14,451, rasp 12,190 (geometric means 11,299 and 13,630). Two findings:
  * the ground program's shape matters to clingo: on 24 renumbered copies of rasp's own
    ground program of perm-10-5 (`rasp --mode=gringo`: its 21 choice rules without the
    body literal that gringo's carry, no facts where gringo keeps 51, 100 fewer rules of one
    body literal, 2,294 statements against 2,445) clingo needs a geometric mean of 7,589
    conflicts, on gringo's 4,638; rasp 6,642 and 5,544. End to end, each on its own grounding, perm-10-5 is 1.43x clingo's conflicts.
  * lab-3-2-s1 is a search gap, not grounding or luck: 20 renumbered copies of gringo's
    program take clingo 1,540 conflicts (geometric mean), rasp 2,338; of rasp's, 1,672 and
    2,819. Neither `--otfs=0` (2,469), `--score-other=no` (3,208) nor glucose-style
    restarts (2,664) close it.

Measured on 2 December 2026 (issue 14, stop 50; main 90f881c), the tester's policies, on 48
renumbered copies of gringo's ground program (copies 1-12 as `--permuted 12` writes them,
13-48 renumbered again from copy 1 by seeds 1013-1048), one run each, two at a time (the
conflicts are exact, the times rough), timeout 20 s; geometric means of conflicts (and of
CPU seconds: rasp's `CPU Time`, clingo's `Time`). The variants change only the tester's
`SolveOptions` in `Tester::new`: "save" saves phases on every backtrack (`save_progress` 0;
main saves them only on backjumps over 160 levels), "none" saves none (clasp's tester: the
library default, `saveProgress` 0), "fix" is `sign_fix` (no phases, no signs by
occurrences), "u only" leaves every variable but the `u_p` out of the tester's decisions
(`heuristic.exclude`: the `h_p`, `k_p` and `s_B` follow from the inputs and the `u_p`):
    instance       clingo          main      save      none       fix    u only
    qbf-20+20-s1    2,214 0.045   2,271 0.054   2,332     2,401     3,727     2,362
    qbf-30+30-s2    2,452 0.102   2,986 0.131   2,798     3,044     4,244     2,665
    perm-8-3        5,158 0.253   3,701 0.170   3,366     6,078     3,705     4,098
    perm-9-4        5,073 0.299   4,568 0.260   3,882     4,171     2,654     3,973
    perm-10-5       3,559 0.309  10,624 0.734   6,984     5,434     7,429     7,922
    qbf-50+50-s1   10,690 0.981  17,279 1.713  17,972    20,682    25,626    14,197 (2 TO)
    lab-3-2-s1      1,952 0.454   3,148 0.741   3,897     5,538 (1 TO) 3,211  3,192
    lab-3-2-s4      1,561 0.620   1,534 0.558   1,342     1,568     1,249     1,193
(clingo: 1 of perm-9-4's copies over 20 s.) Over the eight rows "save" gives 0.93 of main's
conflicts and 0.96 of its time, "u only" 0.90 of its time, but with two copies of
qbf-50+50-s1 over 20 s where main has none; "none" and "fix" are worse. Every variant moves
perm-10-5 down (it is the row with the widest tails) and none moves lab-3-2-s1 down: nothing
here is a policy to keep, and the 48-copy means still have a standard error of some 15%.
What the tester does per test differs from clasp's all the same: on perm-10-5 (copy 2)
clingo's `--stats=2,2 --outf=2` reports for the tester 15,167 choices over 3,030 tests (5
per test), 2,283 conflicts, 0.138 s (45 us per test), 100 of its 1,915 variables
eliminated; rasp's tester makes about 63 decisions per test on copy 7 (547,119 over 8,646),
a third on `u_p` (almost all false) and two thirds on the auxiliary variables, almost all
false (an `h_p` false puts `p` into U); with "u only", with no saved phases and with `sign_fix`
it still makes 62-65. The 100 variables clasp eliminates are likely the `h_p` of the
`other(I,N)` atoms, which are true at the root, so that `h_p <-> !u_p`. Measured further
(copy 7, each decision's propagations counted as the trail's growth up to the next
decision): 496,876 of rasp's 547,119 tester decisions propagate nothing but the decided
literal, and the other 44,187 (5.1 per test: clasp's count) do the work. Every decision is
on a `u_p` (the component of gringo's ground program has 302 atoms: the 100 `other(I,N)`,
`spoiled`, and the atoms of gringo's translation of the conditional body `other(I,N) :
solution(I,N)` and of the disjunctions), about 57 per test on atoms whose membership in U no
clause constrains any more once the counter-model is fixed. 100 of those atoms are defined by
one rule `x :- y` with `y` in the component (clingo's statistics count 121 atom=atom
equivalences: clasp merges them, and its tester has no such atoms). The decisions are cheap
(a test costs about 320K instructions either way: the re-assumed inputs are the cost), but
each leaves `x` out of U when it could be in, and the loop nogood then has to block the rules
`x` supports.

After that (commit "Tester: ... closure clauses"): the tester puts an atom whose only rule has
a component atom of U in its body into U as well (`tester.rs`, `Builder::closure`: sets exist
exactly as before, each found set is closed). The tester's decisions on perm-10-5 copy 7 go
from 63 to 6 per test. The same 48 copies, geometric means of conflicts and CPU seconds
(clingo's from the table above):
    instance       clingo          before         after
    qbf-20+20-s1    2,214 0.045     2,271 0.051    2,271 0.051  (no such atoms: unchanged)
    qbf-30+30-s2    2,452 0.102     2,986 0.125    2,986 0.125  (unchanged)
    qbf-50+50-s1   10,690 0.981    17,279 1.733   17,279 1.731  (unchanged)
    perm-8-3        5,158 0.253     3,701 0.169    3,479 0.153
    perm-9-4        5,073 0.299     4,568 0.257    4,478 0.242
    perm-10-5       3,559 0.309    10,624 0.761    9,091 0.609
    lab-3-2-s1      1,952 0.454     3,148 0.799    2,348 0.593
    lab-3-2-s4      1,561 0.620     1,534 0.609    1,211 0.515
On 12 copies: lab-3-2-s5 13,707 (one copy over 30 s) -> 9,362 (none), latin-5-7 56 -> 50,
latin-6-11 118 -> 284 (clingo 2,530).
Then the closure over atoms with several rules (`a :- other(I,N)` and `a :- not
solution(I,N)`: in U when `other(I,N)` is and `solution(I,N)` is true; a clause per choice of
one breaking literal per rule, at most 8), the same 48 copies, one rule -> several rules:
perm-8-3 3,479 -> 3,364 (0.147 -> 0.146 s), perm-9-4 4,478 -> 2,988 (0.235 -> 0.157 s),
perm-10-5 9,091 -> 4,638 (0.580 -> 0.292 s; clingo 0.309 s), lab-3-2-s1 2,348 -> 2,704
(0.555 -> 0.614 s), lab-3-2-s4 1,211 -> 1,103 (0.479 -> 0.448 s); the QBFs have no such
atoms.

Also tried that day: a loop nogood that is violated when found (an atom of the set true) is
only analyzed, not stored (a `Conflict::Loop` whose literals wait in the solver, as clasp
does; it stores only the clause learnt from it; tried on 25 November with seeds too). On 12
renumbered copies (geometric means of conflicts, not stored / stored): perm-10-5 5,572 /
9,407, perm-9-4 4,015 / 6,674, but qbf-50+50-s1 23,208 / 16,904, qbf-20+20-s1 2,680 /
2,287, perm-8-3 3,892 / 2,811, lab-3-2-s1 3,036 / 1,670, lab-3-2-s5 36,795 / 9,901; the
others within 10%. In the 2-QBFs the stored clause (16-41 literals, 8-25 levels) is the
counter-example's refinement clause over the existential bodies, worth keeping; in the
permutation generator (58-92 literals, 12-14 levels) it is not. Not kept.

Measured on 2 December 2026 (stop 51, main b2456b5, the machine quiet), first the table
above with `--permuted 12 --runs 1 --timeout 30`, ratio of median times rasp / clingo:
qbf-20+20-s1 1.10, qbf-20+20-s2 1.20 (6 ms against 5), qbf-30+30-s1 0.52, qbf-30+30-s2
1.36, qbf-50+50-s1 2.59 (median conflicts 18,810 against 7,294), latin-5-7 1.17, latin-6-11
0.05, latin-7-16 (clingo over 30 s), perm-8-3 1.15, perm-9-4 0.20, perm-10-5 1.15,
strat-40-s1 0.73, strat-50-s1 0.61, lab-3-2-s1 1.06, lab-3-2-s4 0.59, lab-3-2-s5 0.15.
Twelve draws of the heavier rows are not enough to tell the two systems apart. The same
builds on more copies (`permuted_copies` seeds 1-48, or 1-96; geometric means of conflicts
and of CPU seconds, two runs at a time):
    instance       copies  clingo           rasp             CPU ratio
    qbf-20+20-s1     96     2,193 0.060      2,319 0.067      1.12
    qbf-30+30-s2     48     2,641 0.155      2,990 0.168      1.08
    qbf-50+50-s1     96    13,805 1.938     17,111 2.335      1.20
    perm-8-3         48     3,465 0.286      4,080 0.247      0.86
    perm-10-5        48     5,474 0.685      4,914 0.427      0.62
    latin-5-7        48        49 0.008         61 0.011      1.37
    lab-3-2-s1       48     1,736 0.663      2,411 0.798      1.20
qbf-50+50-s1's ratio is 2.59 on copies 1-12 (of medians), but 1.05 on copies 1-48 (of
geometric means; 14,899 against 13,828 conflicts) and 1.38 on copies 49-96 (19,650 against
13,782). Copy 1 alone takes rasp 111,972 conflicts and clingo 562.
Where the QBF time goes (qbf-50+50-s1 copy 6, callgrind and clingo's `--stats=2,2 --outf=2`):
the tester takes 82% of rasp's instructions and 80% of clingo's CPU time (`/Stats/Tester/
More/CPU`). A test costs the same in both: 97 us in rasp (3,307 tests, 62,234 tester
choices, 20,753 tester conflicts) and 90 us in clingo (2,272 tests, 57,683 choices, 16,105
conflicts). So the gap is the number of tests, that is, the generator's conflicts: 3,537
against 1,978 on that copy. Each set found holds `w` and one of `y(J)`, `ny(J)` for every
`J` (51 atoms, a whole counter-example). Its violated loop nogood has 42 literals on average
and the clause learnt from it 84 (minimization removes almost nothing: 84.9 before). clasp
learns clauses of 63 literals on average (`--stats=2`: "Conflict ... Average Length: 63.2"),
with backjumps of 1.8 levels, and stores no loop nogoods ("Loop: 0").
Tried on qbf-50+50-s1 and not kept: `--score-other=no`, the same search (no loop nogood of an
unfounded-set check here); `--otfs=0`, 12,673 against 14,899 conflicts on copies 1-48 but
22,886 against 19,650 on copies 49-96 (noise); `--no-local-restarts`, 14,955 on copies 1-48.
A third of latin-5-7 is start-up: callgrind counts 80.7M instructions on copy 1, 25M of them
in `Solver::new` (the search 46M), and 20-25M in all in malloc, free and realloc
(`loops::Supported::loop_graph`'s successor lists and `translate::Builder::add`). mimalloc
as the global allocator took the total to 69.6M instructions and the user time of 144 runs from 1.54 s to 1.27 s, but not their
wall time (2.11 against 2.04 s, then 2.21 against 2.23 s). On qbf-20+20-s1 (48 copies) the
CPU time was 0.072 and 0.071 s against 0.068 and 0.070 s without it. Not kept.
The tester's choice among counter-examples does not decide the QBF rows either: its `u_p`
decided true first (instead of false: into U first), or first by the number of component
rules with `p` in their positive body, gave qbf-50+50-s1 copy 6 22,615 and 33,895 conflicts
against 3,537, but over copies 1-24 15,106 against 13,630 (geometric means), and over
qbf-30+30-s2 copies 1-24 2,476 and 3,966 against 3,363: luck again; the loop nogoods of the
larger sets were no shorter (39-43 literals). Where rasp is slower per step: on qbf-20+20-s1
(unsatisfiable, light tails: 2,319 against 2,193 conflicts over 96 copies) a test costs rasp
about 29 us (copy 1: 959 tests, 7,159 tester choices, 2,490 tester conflicts, 149K
instructions per test, 88 calls of `propagate_all` per test: one per re-assumed input and
decision) and clingo 18 us (1,109 tests, 9,327 choices, 2,070 conflicts, 0.020 s of its 0.057
s); the generator's conflicts cost about the same (16 and 19 us).
Measured on 2 December 2026 (stop 52; main 2afdd29 against its base a112440, which builds the
solver in more instructions but searches the same), `--permuted 12 --runs 1 --baseline`,
ratio of medians (ratio of geometric means) rasp / clingo, this build then the base:
qbf-20+20-s1 1.17 (1.13) / 1.17 (1.13), latin-5-7 1.33 (1.02) / 1.33 (1.06; 8 ms against
6), perm-8-3 0.96 (1.34) / 1.15 (1.42), perm-10-5 1.08 (1.11) / 1.12 (1.17), strat-40-s1
0.75 (0.76) / 0.74 (0.77), lab-3-2-s1 1.04 (1.38) / 1.03 (1.36). latin-5-7's first copy:
80.7M -> 71.6M instructions, 46M of them the search. Tried again on qbf-50+50-s1 (12 copies,
this build against the base) and not kept: the violated loop nogood of the minimality check
not stored, only the clause learnt from it (as clasp does): median conflicts 48,074 against
18,810 (the stop-50 measurement above found the same); every loop nogood of the check kept
as glue (LBD 2, never deleted): 29,460 against 18,810.
Measured on 3 December 2026 (stop 54, main c1e6d0a), `--permuted 12 --runs 1 --timeout 30`,
ratio of medians (of geometric means): qbf-20+20-s1 1.07 (1.04), qbf-20+20-s2 1.20 (1.28),
qbf-30+30-s1 0.48 (0.60), qbf-30+30-s2 1.35 (1.69), qbf-50+50-s1 2.41 (3.03), latin-5-7 1.08
(0.92), latin-6-11 0.05, latin-7-16 (clingo over 30 s), perm-8-3 0.90 (1.22), perm-9-4 0.19,
perm-10-5 1.02 (1.02), strat-40-s1 0.66, strat-50-s1 0.59, lab-3-2-s1 1.26 (1.35), lab-3-2-s4
0.57, lab-3-2-s5 0.14. On 24 renumbered copies of qbf-50+50-s1 (two runs at a time, rasp's CPU
time against clingo's `Time`), the same build: geometric means 2.29 s / 13,630 conflicts
against clingo's 2.08 s / 11,299, medians 2.18 s against 3.15 s: a ratio of 1.10 of the means
and 0.69 of the medians, where the 12 copies above give 2.41 of the medians. Tried on those 24
copies and not kept (geometric means of conflicts, main 13,630): the tester's `u_p` decided
true always (`fix_phase`) 17,654, as a domain sign 17,654, decided false always 17,476; a
tester keeping its glue clauses up to 3,000 learnt clauses 24,007, up to 1,000 14,417, never
14,417 (main: 10,000); the tester without `otfs` (clasp's tester configuration leaves it off)
22,244. Per test, rasp and clasp stay alike on qbf-50+50-s1 copy 2 (rasp 25,827 tests, 154K
tester conflicts, 41 literals per tester clause; clingo 20,757 tests, 154K tester conflicts,
33.9 literals, `--stats=2,2`): the gap is the generator's conflicts (28,445 against 18,762),
as before. On lab-3-2-s1 copy 1 it is not: rasp's tester makes half of clasp's conflicts
(24,375 against 46,101, over 1,007 and 1,046 tests) in more time, its learnt clauses have 78
literals on average against clasp's 51.4 (both under about 1,700 assumption levels; 62 of
rasp's 78 are assumptions, each an input of the tester decided on its own level), and its
conflict analysis costs 57,600 instructions per conflict (callgrind: 1.43G of the tester's
3.87G; its propagation 2.15G; 47,000 after the change to `backtrack_level` below); the generator makes 4,553 conflicts against 2,517. The
testers are of a size (rasp: 3,785 variables, 4,160 clauses, 2,819 of them longer than
three; clasp: 3,292 variables, 3,170 constraints, 81.6% longer than three). Why rasp's tester
clauses are longer there is the open lead. Tried and not kept: the tester's assumptions in a
fixed order (by tester variable, as clasp assumes them) instead of the generator's trail
order, so that a learnt clause would keep watching its last assumption from test to test:
instructions per test rose (callgrind: lab-3-2-s1 copy 1 4.96M -> 5.39M, qbf-50+50-s1 copy 3
0.78M -> 0.98M, qbf-20+20-s1 copy 1 0.34M -> 0.38M): the prefix kept from the last test
shrinks more than the watches gain. Nor the tester without its closure clauses (`Builder::
closure`, which add an input "the atom is false" per atom): lab-3-2-s1 copies 1-3 needed
10,328 / 50 / 5,626 conflicts against 4,553 / 53 / 2,274, at 4.1 / 14.3 / 4.5M instructions
per test against 5.0 / 13.1 / 5.7M. Kept: `EnumState::backtrack_level` looks only above its
floor; a tester asked it on each conflict and walked all of its ~1,700 assumption levels
(the same searches, callgrind: lab-3-2-s1 copy 1 5.26G -> 5.00G instructions, qbf-50+50-s1
copy 3 8.74G -> 8.54G, latin-6-11 copy 1 211M -> 208M, qbf-20+20-s1 copy 1 322M -> 320M).

3 December 2026, stop 55. A tester found a model in most checks and, to see that every
variable was assigned, popped its whole heap each time, then pushed the variables back on the
next backtrack (callgrind, latin-5-7 copy 1: heap sifts 17% of the instructions for 338
decisions; 24,422 pops). Kept: a total assignment is seen from the trail's length, and the
variables assigned at the root leave the heap when the root is simplified (left in, they made
the heap deeper for every decision: the first change alone cost projected enumeration 22%,
colour_proj 1.04G -> 1.27G instructions, as the heap no longer shed them at the first model).
With ties of activity broken by variable in both builds (so that both search alike; main
breaks them by the heap's layout, which the change alters): latin-5-7 copy 1 120M -> 98M,
perm-8-3 copy 1 546M -> 464M, qbf-20+20-s2 copy 1 27.4M -> 25.0M, lab-3-2-s1 copy 1 16.4G ->
15.6G, colour_proj 1.044G -> 1.045G; sudoku49 5.32G -> 5.11G and qg40 6.32G -> 6.23G. Tried
and not kept: a pop that moves the hole to a leaf and sifts the last element up (Wegener's
bottom-up heapsort; colour_proj -1.6%, qg40 +0.9%, latin and perm +0.1-0.3%); a 4-ary heap
(colour_proj 1.045G -> 1.126G, qg40 -0.03%, latin-5-7 and perm-8-3 +0.1-0.2%); the heap in a
module of its own whose sifts keep the moving key in a local (colour_proj 1.024G -> 1.084G);
watch and implication lists sized before the clauses are added (sudoku49 3.351G -> 3.371G).
Then `--permuted 12 --runs 1` at 193604c, ratio of medians (of geometric means):
qbf-20+20-s1 1.00 (1.03), qbf-20+20-s2 1.00 (1.10), qbf-30+30-s1 0.40, qbf-30+30-s2 0.80,
qbf-50+50-s1 1.98 (1.90; conflicts 14,283 against 7,294), latin-5-7 1.06 (0.91), latin-6-11
0.04, latin-7-16 clingo > 30 s, perm-8-3 0.27, perm-9-4 0.19, perm-10-5 1.48 (1.07; 5,292
conflicts against 2,086; 1.02 at stop 54: the draw of ties changed), strat-40-s1 0.49,
strat-50-s1 0.38, lab-3-2-s1 0.96 (1.10), lab-3-2-s4 0.43, lab-3-2-s5 0.14.
3 December 2026, stop 56, `--permuted 24 --runs 1` at 3b48c78 (a helper's builds and tests on
the other core for most of the run), ratio of medians (of geometric means): qbf-20+20-s1 1.04
(1.04; UNSAT: 2,308 conflicts against 2,214), qbf-20+20-s2 1.00 (1.09; 6 ms each), qbf-30+30-s1
0.56, qbf-30+30-s2 0.45, qbf-50+50-s1 1.08 (1.30; median conflicts 15,369 against 14,451,
rasp's tail the heavier: 3 of 24 copies over 75,000), latin-5-7 1.00 (0.97; 12 ms each),
latin-6-11 0.11, latin-7-16 clingo > 60 s on most copies (rasp 0.16 s), perm-8-3 0.28,
perm-9-4 0.19, perm-10-5 0.67 (0.50), strat-40-s1 0.49, strat-50-s1 0.40, lab-3-2-s1 0.94,
lab-3-2-s4 0.74, lab-3-2-s5 0.20. Earlier the same day (no other load) 24 copies of
qbf-50+50-s1 gave 0.95 (1.29): its median moves by a tenth between runs.
3 December 2026, stop 57, with propagation asking for the next literal's list entries
(benches/table.py), `--permuted 24 --runs 1` at 1be917c on the rows near 1.0, the machine
quiet: qbf-20+20-s1 0.97 (0.99), qbf-20+20-s2 1.00 (1.04; 5 ms each, 156 conflicts against
110), qbf-50+50-s1 0.93 (1.24), latin-5-7 0.94 (0.85), lab-3-2-s1 0.89 (0.93).
5 December 2026, stop 62. At ac406cc, `--permuted 48 --runs 3` on the smallest rows:
qbf-20+20-s1 1.10 (1.12; 2,364 conflicts against 2,160), qbf-20+20-s2 1.00 (1.06; 3 ms each,
144 against 115), latin-5-7 1.00 (0.90). Then the circular watch search (20d5783,
src/solve/clause_db.rs's `watch_search`), against ac406cc on the same renumbered copies
(geometric means of CPU seconds and conflicts, new / old): qbf-20+20-s1 (48 copies) time 0.95,
time per conflict 0.965; qbf-50+50-s1 (48 copies) time 0.82, conflicts 14,141 against
16,899, time per conflict 0.97; perm-10-5 (12 copies) per conflict 0.97; lab-3-2-s1 (60
copies, `--heuristic=Domain`) time 1.08, conflicts 2,506 against 2,424, time per conflict
1.04 (1.07 on the 46 copies over 1,000 conflicts; with the old search kept for clauses of up
to 12 literals, 1.06: its long tester clauses, mostly assumptions, lose a little). With it,
`--permuted 12 --runs 1 --timeout 30`, ratio of medians (of geometric means): qbf-20+20-s1
1.06 (1.05), qbf-20+20-s2 1.33 (1.12; 3 ms against 4), qbf-30+30-s1 0.38, qbf-30+30-s2 0.96,
qbf-50+50-s1 1.68 (2.11), latin-5-7 1.00 (0.80), latin-6-11 0.03, latin-7-16 clingo > 30 s
(rasp 0.04 s), perm-8-3 0.62, perm-9-4 0.12, perm-10-5 1.78 (1.42), strat-40-s1 0.62,
strat-50-s1 0.50, lab-3-2-s1 1.32 (1.48); and `--permuted 24` on the rows near or over 1.0:
qbf-20+20-s1 1.05 (1.05; UNSAT, 2,376 conflicts against 2,214), qbf-20+20-s2 1.33 (1.22),
qbf-50+50-s1 1.36 (1.24), latin-5-7 0.83 (0.83), perm-10-5 0.69 (0.70), lab-3-2-s1 1.13
(1.19). The heavy-tailed rows move by half their value between 12 and 24 copies; the
unsatisfiable qbf-20+20 rows, which have light tails, are the steady gap: rasp needs 7% (s1)
and 25% (s2) more conflicts than clingo to refute them.
"""
import argparse
import dataclasses
import math
import os
import random
import signal
import statistics
import subprocess
import sys
import time

from common import (CLINGO, ROOT, build_rasp, field, permuted_copies, rasp_binary, result_of,
                    shuffled_program)


def qbf(exists, forall, terms, seed, width):
    """∃x1..xE ∀y1..yA: a DNF of `terms` random terms, each of `width[0]` existential and
    `width[1]` universal literals (distinct variables, random signs). Saturation: the
    universal variables are guessed by disjunctions, `w` (the formula holds) derives all of
    them, and `:- not w` keeps only the choices of X under which every Y satisfies the
    formula."""
    rng = random.Random(seed)
    out = [f"% 2-QBF, {exists} existential and {forall} universal variables, "
           f"{terms} DNF terms of {width[0]}+{width[1]} literals, seed {seed}"]
    out.append(f"{{ x(1..{exists}) }}.")
    out.append(f"y(J) ; ny(J) :- J = 1..{forall}.")
    out.append(f"y(J) :- w, J = 1..{forall}.")
    out.append(f"ny(J) :- w, J = 1..{forall}.")
    out.append(":- not w.")
    for _ in range(terms):
        lits = []
        for i in rng.sample(range(1, exists + 1), width[0]):
            lits.append(f"x({i})" if rng.random() < 0.5 else f"not x({i})")
        for j in rng.sample(range(1, forall + 1), width[1]):
            lits.append(f"y({j})" if rng.random() < 0.5 else f"ny({j})")
        out.append("w :- " + ", ".join(lits) + ".")
    out.append("#show x/1.")
    return "\n".join(out) + "\n"


def latin(n, clues):
    """A Latin square of order n with at most `clues` clues and a unique completion."""
    return f"""% Latin square of order {n}, at most {clues} clues, unique completion.
num(1..{n}).
1 {{ sq(R,C,V) : num(V) }} 1 :- num(R), num(C).
:- sq(R,C1,V), sq(R,C2,V), C1 < C2.
:- sq(R1,C,V), sq(R2,C,V), R1 < R2.
sq(1,C,C) :- num(C).
{{ clue(R,C) }} :- num(R), num(C).
:- #count {{ R,C : clue(R,C) }} > {clues}.
% Saturation over a competing square o.
o(R,C,V) : num(V) :- num(R), num(C).
bad :- o(R,C1,V), o(R,C2,V), C1 < C2.
bad :- o(R1,C,V), o(R2,C,V), R1 < R2.
bad :- clue(R,C), sq(R,C,V), o(R,C,W), W != V.
bad :- o(R,C,V) : sq(R,C,V).
o(R,C,V) :- num(R), num(C), num(V), bad.
:- not bad.
#show clue/2.
"""


def strategic(n, seed):
    """Strategic companies: n companies, 2n products made by up to 4 companies each, n/2
    companies controlled jointly by up to 4 others."""
    rng = random.Random(seed)
    out = [f"% Strategic companies, {n} companies, seed {seed}"]
    out.append(f"company(1..{n}).")
    for p in range(1, 2 * n + 1):
        makers = rng.sample(range(1, n + 1), rng.randint(2, 4))
        out.extend(f"produced_by({p},{c})." for c in makers)
    for w in rng.sample(range(1, n + 1), n // 2):
        owners = rng.sample([c for c in range(1, n + 1) if c != w], rng.randint(2, 4))
        out.append(f"control({w}).")
        out.extend(f"owner({w},{o})." for o in owners)
    out.append("product(P) :- produced_by(P,_).")
    out.append("strat(C) : produced_by(P,C) :- product(P).")
    out.append("strat(W) :- control(W), strat(O) : owner(W,O).")
    out.append("#show strat/1.")
    return "\n".join(out) + "\n"


def instances():
    """(name, generated text or None, program files, options): an instance's program is its
    text (written by `files_of`) and its files; the options are the same for both systems."""
    cases = []
    for exists, terms, seed in [(20, 175, 1), (20, 175, 2), (30, 250, 1), (30, 280, 2),
                                (50, 500, 1)]:
        cases.append((f"qbf-{exists}+{exists}-s{seed}",
                      qbf(exists, exists, terms, seed, (2, 3)), [], ["1"]))
    for n, clues in [(5, 7), (6, 11), (7, 16)]:
        cases.append((f"latin-{n}-{clues}", latin(n, clues), [], ["1"]))
    perm = os.path.join(ROOT, "programs", "permutation", "generator", "encoding.lp")
    for k, u in [(8, 3), (9, 4), (10, 5)]:
        cases.append((f"perm-{k}-{u}", None, [perm], ["-c", f"k={k}", "-c", f"u={u}", "1"]))
    for n, seed in [(40, 1), (50, 1)]:
        cases.append((f"strat-{n}-s{seed}", strategic(n, seed), [], ["0"]))
    lab = os.path.join(ROOT, "programs", "labyrinth", "generator", "encoding.lp")
    for n, k, seed in [(3, 2, 1), (3, 2, 4), (3, 2, 5)]:
        cases.append((f"lab-{n}-{k}-s{seed}", None, [lab],
                      ["-c", f"size={n}", "-c", f"pushes={k}", "-c", f"seed={seed}",
                       "--heuristic=Domain", "1"]))
    return cases


def files_of(name, text, out):
    """The file of an instance's generated text: the text written to OUT/NAME.lp (none
    when the instance has no text, only files)."""
    if text is None:
        return []
    path = os.path.join(out, f"{name}.lp")
    with open(path, "w") as f:
        f.write(text)
    return [path]


def copies(name, program, count, out):
    """The files of the `count` copies of an instance whose program is the files `program`:
    copy 0 those files, copy k > 0 the file OUT/NAME-copyK.lp, their statements shuffled by
    `random.Random(k)`. Stops on a program that cannot be shuffled."""
    try:
        return [program] + [[shuffled_program(program, k, os.path.join(out, f"{name}-copy{k}.lp"))]
                            for k in range(1, count)]
    except ValueError as e:
        sys.exit(f"{name}: {e}")


def constants_apart(options):
    """The options split into the `-c` constant definitions (for the grounder) and the
    others (for the solver)."""
    constants, others = [], []
    it = iter(options)
    for option in it:
        if option == "-c":
            constants += [option, next(it)]
        else:
            others.append(option)
    return constants, others


@dataclasses.dataclass
class Run:
    """A run's (or a copy's) result: the system's own `Time` in seconds (the timeout for a
    timed-out run), its conflicts (those reached when interrupted) and its answer, (result,
    models), None for a timed-out run."""
    time: float
    conflicts: float
    answer: tuple | None

    @property
    def timed_out(self):
        return self.answer is None


CONFLICTS = r"^Conflicts\s*:\s*([0-9]+)"


def run(cmd, timeout):
    """Runs `cmd` (with `--stats`): a Run. When it passes `timeout` seconds of wall-clock
    time it is interrupted (SIGINT: both systems then print their statistics)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGINT)
        try:
            out, err = proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
        return Run(timeout, field(out, CONFLICTS), None)
    wall = time.perf_counter() - start
    if proc.returncode not in (10, 20, 30):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{err}")
    own = field(out, r"^Time\s*:\s*([0-9.]+)s")
    return Run(wall if math.isnan(own) else own, field(out, CONFLICTS), result_of(out))


def run_copy(systems, cmd, runs, timeout):
    """Each system's Run on one copy: `runs` runs each, alternately, the median time and
    conflicts; or a timed-out run (after which that system's runs of the copy stop)."""
    done = {system: [] for system, _ in systems}
    for _ in range(runs):
        for system, binary in systems:
            if not (done[system] and done[system][-1].timed_out):
                done[system].append(run([*binary, *cmd], timeout))
    return {system: rs[-1] if rs[-1].timed_out else
            Run(statistics.median(r.time for r in rs),
                statistics.median(r.conflicts for r in rs), rs[0].answer)
            for system, rs in done.items()}


def median(results, key):
    """The median of `key` over the copies' Runs, timed-out copies ordered after all the
    others, and whether it is a lower bound (a timed-out copy in the middle)."""
    ordered = sorted(results, key=lambda r: (r.timed_out, key(r)))
    middle = ordered[(len(ordered) - 1) // 2:len(ordered) // 2 + 1]
    return statistics.mean(key(r) for r in middle), any(r.timed_out for r in middle)


def geomean(results, key):
    """The geometric mean of `key` over the copies' Runs (a timed-out copy counts with what
    it reached), and whether it is a lower bound (a copy timed out). Heavy-tailed searches
    need it beside the median: one copy in twelve can take one system a hundred times the
    conflicts of the other."""
    values = [max(key(r), 1e-3) for r in results]
    if not values:
        return math.nan, False
    mean = math.exp(statistics.mean(math.log(v) for v in values))
    return mean, any(r.timed_out for r in results)


def shown(value, lower_bound, digits):
    """A number as the table shows it: `>` before a lower bound, `-` for NaN."""
    if math.isnan(value):
        return "-"
    return (">" if lower_bound else "") + f"{value:.{digits}f}"


def ratio(mine, theirs):
    """rasp's median time over clingo's (each a (value, lower_bound) pair), `>` or `<`
    when one of them is a lower bound, `-` when both are."""
    if mine[1] and theirs[1]:
        return "-"
    sign = ">" if mine[1] else "<" if theirs[1] else ""
    return f"{sign}{mine[0] / max(theirs[0], 1e-3):.2f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--copies", type=int, default=1,
                    help="shuffled copies of each program (copy 0: the program as it is)")
    ap.add_argument("--permuted", type=int, default=0,
                    help="atom-renumbered copies of each ground program (instead of --copies)")
    ap.add_argument("--only", default="")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--out", default="/tmp/rasp-bench-saturation")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--baseline", help="a second rasp binary to compare")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if not args.no_build:
        build_rasp()
    only = [s for s in args.only.split(",") if s]

    systems = [("clingo", [CLINGO, "-t", "1"]), ("rasp", [rasp_binary()])]
    systems += [("base", [args.baseline])] if args.baseline else []
    print(f"{'instance':<16} {'answer':<14} {'models':>7}" + "".join(
        f" {name + ' s':>9} {'confl':>7}"
        + (f" {'ratio':>6} {'gm':>6}" if name != "clingo" else "")
        for name, _ in systems))
    for name, text, files, options in instances():
        if only and not any(o in name for o in only):
            continue
        program = files_of(name, text, args.out) + files
        results = {system: [] for system, _ in systems}  # a Run per copy
        answers = {}  # answer: the first (system, copy) that gave it
        if args.permuted:
            constants, options = constants_apart(options)
            variants = permuted_copies(program, constants, args.permuted,
                                       os.path.join(args.out, name))
        else:
            variants = copies(name, program, args.copies, args.out)
        # Renumbered copies count from 1 (the seed of each), shuffled ones from 0.
        for k, copy in enumerate(variants, 1 if args.permuted else 0):
            ran = run_copy(systems, [*copy, *options, "-q", "--stats"], args.runs, args.timeout)
            for system, r in ran.items():
                results[system].append(r)
                if not r.timed_out:
                    answers.setdefault(r.answer, (system, k))
            print(f"{name} copy {k}: " + ", ".join(
                f"{s} {shown(r.time, r.timed_out, 3)} s {shown(r.conflicts, r.timed_out, 0)} confl"
                for s, r in ran.items()), file=sys.stderr, flush=True)
            if len(answers) > 1:
                sys.exit(f"{name}: the answers differ: " + ", ".join(
                    f"{s} on copy {c}: {a}" for a, (s, c) in answers.items()))
        answer, models = next(iter(answers), ("?", -1))
        row = f"{name:<16} {answer:<14} {models:>7}"
        clingo = median(results["clingo"], lambda r: r.time)
        clingo_gm = geomean(results["clingo"], lambda r: r.time)
        for system, _ in systems:
            mine = median(results[system], lambda r: r.time)
            confl = median(results[system], lambda r: r.conflicts)
            row += f" {shown(*mine, 3):>9} {shown(*confl, 0):>7}"
            if system != "clingo":
                mine_gm = geomean(results[system], lambda r: r.time)
                row += f" {ratio(mine, clingo):>6} {ratio(mine_gm, clingo_gm):>6}"
        print(row, flush=True)


if __name__ == "__main__":
    main()
