#!/usr/bin/env python3
"""The table of issue 16 (search at clasp's level), rasp against clingo in the same run.

    python3 benches/table.py [--runs N] [--only NAME,...] [--out DIR] [--no-build]
                             [--rasp-args "ARGS"] [--timeout S]
                             [--seeds N [--rasp PATH] [--clingo-runs K] [--jobs J]]
                             [--copies C | --permuted C]

Writes the instances (deterministic: fixed seeds) into DIR (default /tmp/rasp-bench-table),
builds `cargo build --release` (unless --no-build), then runs, alternately, N times each
(default 3):
    rasp:   target/release/rasp FILES... OPTIONS --stats  [--rasp-args]
    clingo: tools/clingo        FILES... OPTIONS --stats -t 1
and prints for each row the median of the `Time` each system reports (clingo's without the
start-up of its Python wrapper), their ratio (rasp / clingo: the ratio of medians), the median
conflicts of both, and for the time-limited enumeration row the models found (clingo / rasp).
Answers must agree (the result line and the number of models), else the script says so.
`--rasp-args` adds options to rasp only (e.g. "--eq=0" for a before/after comparison).

With `--seeds N`, the search's luck is averaged out instead: rasp runs once with each of
`--seed 0` .. `--seed N-1` (the seed of its initial activities), clingo K times
(`--clingo-runs`, default 3: clingo's default configuration draws no random numbers, so its
conflicts are the same each time), and each row prints the median CPU time each system
reports (`CPU Time`; clingo's includes the start-up of its Python wrapper), their ratio, the
median conflicts of both and the smallest and largest of rasp's. `--rasp PATH` runs another
build (e.g. a baseline's binary); `--jobs J` runs J processes at once (the conflicts are the
same, the CPU times noisier on a loaded machine).

With `--copies C`, both systems draw their luck the same way: each row runs on C copies of
its program, copy 0 its files as they are and copy k > 0 one file holding their statements
in the order of `random.Random(k).shuffle` (benches/common.py's `shuffled_program`, as
benches/saturation.py does; rows with an `#include` get copy 0 only), once each with default
options, and each row prints the median CPU time and conflicts of each system over the
copies, with both systems' smallest and largest conflicts. A shuffled copy is the same
ground program with its atoms numbered in another order, and the numbering decides the ties
of both searches: `--seeds` varies rasp's luck only, against clingo's one draw on copy 0
(clingo's default configuration draws no random numbers).

Shuffling the statements does not always renumber the atoms that matter (qg40's cell atoms
come from one choice rule in the order of its domain, and its copies gave rasp two searches
in all). With `--permuted C`, each row's program is ground once by `clingo --mode=gringo`
(no preprocessing), and both systems run on C copies of that ground program in aspif, copy k
with its atoms renumbered by the permutation of `random.Random(k).shuffle`
(benches/common.py's `permuted_copies`): every tie of both searches is drawn anew, rows with
an `#include` too, and both read the same ground program (rasp's own grounding is not
timed). The table is printed as with `--copies`.

The rows (the issue's table; the grounding row is benches/grounding.py):
    pigeon10_9    10 pigeons into 9 holes, cardinality constraints (unsatisfiable)
    qg40          quasigroup (Latin square) completion, order 40, 42% holes, first model
    sudoku49      Sudoku 49x49 (boxes 7x7), 25% of the cells given, first model
    colour_opt    graph colouring with the fewest colours (benches/optimize.py's `colour`)
    colour_proj   projected enumeration of 3-colourings (`--project 0 -q`, 8 of 150 nodes)
    ph11_1s       11 pigeons into 11 holes, `0 -q --time-limit=1` (models found)
    labyrinth     programs/labyrinth: random_9x9_hard, first model
    labyrinth_c   the same, `0 --enum-mode=cautious`
    coal_fewest14 programs/coal_to_diamonds/fewest.lp: the 63 Coal to Diamonds boards that
                  need 14 clicks (saturation, `--project 0 -q`: backtracking projection onto
                  derived atoms)
Never part of the test suite: timings are measured here, not asserted.

Measured on 25 November 2026, 3 runs each, medians of the systems' own `Time` (the machine's
2 cores shared with other work, load 7 to 10: the times are rough, the conflicts are not),
ratio rasp / clingo; "before": branch lead (812e81b), "after": with `--eq` (default 3):
    instance     clingo s  before  after  (--eq=0)   rasp conflicts before/after  clingo
    pigeon10_9      2.1     3.10    2.91    3.58      138876 / 138876             148132
    qg40            2.6     2.47    2.50    2.40       13924 / 13924                3936
    sudoku49        4.7     0.95    0.93    0.92        1694 / 1694                 3224
    colour_opt      9.4     1.31    1.63    1.28      124690 / 133298             174245
    colour_proj     0.44      -     1.23    1.27        1714 / 1714                 3884
    ph11_1s (models in 1 s, clingo / rasp)  1.3x  1.2x  1.4x
    labyrinth       0.19   11.04    4.06   14.56        4860 / 1744                  586
    labyrinth_c     0.80    4.37    4.45    4.34        4649 / 5091                 1791
(colour_proj before: the instance was changed after that run.) The first model of the
Labyrinth depends on the search's luck: over seeds 1..15 (`--seed`), rasp's median conflicts
are 2,354 without `--eq` and 2,173 with it (clingo: 586 with, 3,163 without). `-t 2` on the
same loaded machine (no core free): pigeon10_9 3.61, qg40 2.83, sudoku49 1.30, colour_opt
3.40, labyrinth 3.66 (conflicts of the winning thread: 108106, 5429, 1694, 133298, 670).
`--eq` on benches/saturation.py's perm-9-4 (first model): rasp 11,570 conflicts without,
5,692 with (variables 1,713 -> 1,575); clingo 13,593 without, 2,128 with (1,554 -> 1,454).

Measured on 28 November 2026 with `--seeds 10` (load 3 to 7, the 2 cores shared; CPU
times of one run, medians of rasp's seeds 0-9 and of 3 clingo runs), "before": main
86f7395 (a quick build, another run at load 6 to 9), "after": clasp's settings for ASP
(`SolveOptions`):
    instance     clingo cpu  rasp cpu: before  after   conflicts: before   after  clingo
    pigeon10_9      2.07             7.94 3.97   2.13 1.03        172822  137041  148132
    qg40            1.80             5.59 3.08   2.26 1.26         17796    7628    3936
    sudoku49        2.69             6.89 2.04   2.89 1.07          5194    1799    3224
    colour_opt      6.23            10.85 1.71   6.62 1.06        145415  132498  174245
    colour_proj     0.23                -        0.37 1.58             -    2283    3884
    labyrinth       0.11             0.41 3.83   0.55 5.12          1662    2267     586
    labyrinth_c     0.29             0.91 2.00   1.00 3.41          3782    4863    1791
    ph11_1s (models in 1 s, clingo / rasp, --runs 3): 563,340 / 581,354
The steps, medians of conflicts over seeds 0-9 (pigeon10_9, qg40, sudoku49, labyrinth,
labyrinth_c; "TO": over 60 s on more than half of the seeds):
    clasp's deletion alone                       110790     TO       -       -      -
    clasp's phases (glucose restarts)             70178   7792      TO    1525   7132
    clasp's phases, Luby 60                      111794   7907    1799    2810   3820
    the same with clasp's deletion               137041   7628    1799    3384   4646
      and loop nogoods bumped (after)            137041   7628    1799    2267   4863
      and decay 0.92                             136772   6530    3544    3034   5037
      and activities initialized as clasp's      -       10275    1809    4017   6787
        (MOMS scores normalized to at most 1)
colour_opt with Luby 60 or with clasp's phases (each with clasp's deletion) took over 60 s
on all of seeds 0-5 (clasp's deletion alone: 134462): optimization keeps rasp's former
restarts and phase saving.

Measured on 29 November 2026 (issue 16, the Labyrinth; load 3 to 6, the 2 cores shared),
`--seeds 10`, before: main 1d76dc5, after: unfounded sets grown as clasp's `findSource`
grows them (`solve/unfounded.rs`), one run each:
(clingo's CPU time in the before run / in the after run)
    instance     clingo cpu  rasp cpu      ratio          conflicts: before  after  clingo
    labyrinth    0.19/0.24   0.56 -> 0.37  3.02 -> 1.56              2267   1165     586
    labyrinth_c  0.44/0.52   1.19 -> 2.11  2.72 -> 4.07              4863   7426    1791
The other rows are tight programs (no unfounded-set check): their search is unchanged, and
the after run gave the same conflicts as before (CPU times at that load, ratio in brackets):
pigeon10_9 137041 (1.06), qg40 7628 (2.14), sudoku49 1799 (1.22), colour_opt 132498
(1.08), colour_proj 2283 (2.27).
labyrinth_c's 10 seeds are luck: over seeds 0-19 its median is 5750 before, 5239 after.
Why rasp needed ~4x clingo's conflicts on the Labyrinth, found by measurement:
  * not the grounding: clingo solves rasp's ground program (`rasp --mode=gringo`) with
    fewer conflicts than gringo's (216 against 586; medians over 20 seeds of
    `--rand-freq=0.005`: 421 against 972), rasp solves gringo's with as many as its own
    (3334 against 2343, 20 seeds). The gap was in the search.
  * clingo's own 586 is a lucky draw: with `--rand-freq=0.005 --seed 0..19` its median is
    972 (25 to 6608), so seeds matter for both systems.
  * clingo's options switched one at a time on rasp's ground program (medians of 20 seeds
    of `--rand-freq=0.005`, 421 with none): --trans-ext=no 1997 (clasp then keeps the
    `1{...}` bodies of the choice rule as weight constraints; turning them into normal
    rules for rasp changed nothing: 3180, 20 seeds), --heuristic=Vsids (decay 0.95) 1197,
    --no-init-moms 1121, --loops=common 1045, --score-res=set 1071, --no-local-restarts
    951, --eq=0 888, --strengthen=no 709, --init-watches=first 619, --otfs=0 444. None
    explained a factor of 5 alone.
  * rasp's unfounded sets: every unsourced atom of a component was one set, so its loop
    nogoods had ~70 literals (sets of ~11 atoms) where clasp's have 21; grown from one
    atom through the supports it still has, they have ~23 (sets of ~3.6 atoms).
Five Labyrinth instances (random_9x9_hard, and boards drawn with tools/generate.py's
`board` at 12x12 6 steps, 13x13 8, 16x16 6 and 12x12 7, densities 0.40-0.45, each solved
by clingo with 600 to 5,000 conflicts), medians of conflicts over seeds 0-9, first model:
    instance            clingo (default / rand-freq median)  rasp before  after
    random_9x9_hard          586 / 1330                           2267     1165
    12x12, 6 steps           940 /  856                           3182     1845
    13x13, 8 steps           642 /  449                           1600      998
    16x16, 6 steps          1295 / 6588                          10984     6446
    12x12, 7 steps          4586 / 1400                           4606     4312
    geometric mean           ... / 1363                           3575     2265
Tried without gain: clasp's bumping (the variables resolved on and those of the minimized
learnt clause, not those minimization removed), on top of the new unfounded sets:
geometric mean 2818 (2265 without); before the change, VSIDS decay 0.92
(`--heuristic=Vsids,92`): random_9x9_hard median over seeds 0-19 3617 (2343 with 0.95).

Measured on 29 November 2026 (issue 16; load 6 to 10, the 2 cores shared, a test build
running beside), `--seeds 10`, before: a184de4, after: the atoms of an unfounded set
falsified one at a time with unit propagation in between, as clasp's `falsifyUfs` does
(one reason per set; an atom that propagation made false gets no loop nogood; before,
every atom of the set got its nogood at once), and the heap's two keys (priority, domain
level) folded into one number (the same decisions, fewer instructions):
    instance     clingo cpu  rasp cpu      ratio          conflicts: before  after  clingo
    colour_proj  0.26/0.34   0.39 -> 0.45  1.50 -> 1.34              2283   2283    3884
    labyrinth    0.12/0.22   0.30 -> 0.51  2.50 -> 2.38              1165   1629     586
    labyrinth_c  0.42/0.35   1.74 -> 0.82  4.12 -> 2.30              7426   3336    1791
(the CPU times at that load are rough; callgrind counts colour_proj's instructions: 1.93e9
before, 1.71e9 after, 11% fewer: `Heuristic::before`, the heap's comparison, 642M -> 425M;
it is still a quarter of them, for 92k choices: most comparisons come from popping the
assigned variables off the heap, as clasp's heap does too; inlined (the next commit), it
is gone from the profile (1.40e9 instructions in all); the activities stored beside the keys
are not tried yet.) Over 20 seeds (0-19) the conflicts, median (geometric mean):
    random_9x9_hard, first model            1393-1997 (1293)  ->  1659-1766 (1628)
    random_9x9_hard, cautious               5129-5348 (4254)  ->  3160-3251 (3052)
    12x12 board, 7 steps, first model       3852-5147 (7508)  ->  1695-2230 (1648)  10 seeds;
        clingo 1,772; before, one seed over 20 s
    13x13 board, 8 steps, first model         231-245  (324)  ->    268-283  (305)  10 seeds;
        clingo 782
    13x13 board, 8 steps, cautious            869-968  (753)  ->    602-640  (623)  10 seeds;
        clingo 1,118
(boards drawn with programs/labyrinth/tools/generate.py's `board` from `random.Random(seed
* 1000 + n)`: 12x12 density 0.42 seed 2, 13x13 density 0.40 seed 21.) A 14x14 board with 7
steps (density 0.43, seed 1; clingo: 4,433 conflicts, ~1 s) ran over 20 s on all seeds
0-9 both before and after: the Labyrinth gap is not closed on larger boards.
The whole table in one run after the three commits (the heap's comparison also inlined:
colour_proj 1.40e9 instructions), `--seeds 10`, load 6 to 9 with a test build beside the
second half, before: a184de4 (clingo's CPU time in the before run / in the after run):
    instance     clingo cpu  rasp cpu      ratio          conflicts: before  after  clingo
    pigeon10_9   2.09/2.38   2.20 -> 2.48  1.05 -> 1.04            137041  137041  148132
    qg40         1.73/1.76   2.28 -> 3.37  1.32 -> 1.92              7628    7628    3936
    sudoku49     4.82/2.91   4.27 -> 3.19  0.89 -> 1.09              1799    1799    3224
    colour_opt   6.38/8.54   7.57 -> 8.80  1.19 -> 1.03            132498  132498  174245
    colour_proj  0.24/0.34   0.39 -> 0.44  1.65 -> 1.30              2283    2283    3884
    labyrinth    0.10/0.18   0.40 -> 0.48  4.00 -> 2.70              1165    1629     586
    labyrinth_c  0.43/0.54   1.32 -> 0.95  3.10 -> 1.75              7426    3336    1791
(the tight rows search as before: their conflicts are the same, their times are the load.)
Per conflict, rasp and clingo take about the same time on the Labyrinth (0.23-0.25 ms
against ~0.2 ms, labyrinth_c): the gap is in the number of conflicts.
clasp's defaults read for the Labyrinth (`tweety`, clasp 3.4 sources): `--loops=shared`
(one `LoopFormula` per set when its reason has more than 3 literals: the atoms are forced
with the checker as reason and get one constraint, which counts once for deletion), and
for every atom asserted the heuristic's `newConstraint` with the atom and the reason
(`--score-other=all`: each reason literal bumped once per atom, and counted for the signs
by occurrences). Tried on top of the one-at-a-time falsification, without gain (random_
9x9_hard, 20 seeds, conflicts median (geometric mean), first model | cautious):
    as kept                                     1659-1766 (1628) | 3160-3251 (3052)
    bumping as clasp (each asserted nogood's
      literals, not the set's once)             1494-1664 (1255) | 3831-4390 (3795)
    loop nogoods counted for the signs          1077-1284 (1325) | 4055-4277 (4079)
    both                                        1868-1958 (1481) | 6216-6283 (5487)

Measured on 29 November 2026 (issue 16; load 4 to 9, a test build beside), `--seeds 10
--clingo-runs 1`, one binary (9c79c4e), before: `--rasp-args=--no-local-restarts`, after:
clasp's local restarts (`solve/restart.rs`, on by default as in `tweety`); colour_opt (an
objective: glucose restarts, unchanged) and ph11_1s not run:
    instance     clingo cpu  rasp cpu      ratio          conflicts: before  after  clingo
    pigeon10_9   2.67/3.06   2.53 -> 2.24  0.95 -> 0.73            137041  112622  148132
    qg40         1.89/1.85   3.05 -> 1.76  1.61 -> 0.95              7628    2340    3936
    sudoku49     3.65/4.34   3.86 -> 4.17  1.06 -> 0.96              1799    2666    3224
    colour_proj  0.27/0.32   0.40 -> 0.39  1.49 -> 1.21              2283    2284    3884
    labyrinth    0.19/0.15   0.42 -> 0.41  2.26 -> 2.78              1350    1434     586
    labyrinth_c  0.35/0.50   0.76 -> 1.12  2.18 -> 2.22              3414    3766    1791
Other seeds (medians of conflicts, global -> local): sudoku49 seeds 10-19 3,220 -> 2,870;
random_9x9_hard first model, seeds 10-29 1,510 -> 893; cautious, seeds 10-29 4,220 ->
4,370; boards (seeds 0-9) 16x16 6 steps 5,020 -> 3,615, 12x12 7 steps 3,770 -> 4,750,
13x13 8 steps 507 -> 665; benches/saturation.py's generators (seeds 0-5, first model)
unchanged within the noise (latin-7-16 855 -> 746, qbf-50+50-s1 14,360 -> 14,340).
clingo's own counts are single draws: qg40 takes clingo 3,936 conflicts by default but
787 to 79,947 (median ~9,000) with `--rand-freq=0.005 --seed 0..9`, and 1,059 to 39,754
with one option changed (`--no-init-moms` 1,059, `--save-progress=0` 1,108, `--score-res=
set` 39,754); the 14x14 Labyrinth board of the last stop (clingo 4,433 conflicts by
default) runs clingo over 15 s (20,000 to 49,000 conflicts) with any one of `--eq=0`,
`--no-init-moms`, `--heuristic=Vsids`, `--loops=common`, `--otfs=0`, `--strengthen=no`,
`--trans-ext=no`, `--no-local-restarts`, `--restarts=no` and on 5 of 6 seeds of
`--rand-freq=0.005` (the sixth: 10,114): clingo's 1 s there is luck, and rasp (over 20 s,
~22,000-25,000 conflicts at clingo's rate) is within clingo's own spread.

Measured on 29 November 2026 (issues 14 and 16; load 6 to 9, the 2 cores shared), clasp's
MOMS initialization (`solve/moms.rs`, `--init-moms`), medians of conflicts over `--seed`
0-4, 20 s of CPU at most ("TO"), with benches/saturation.py's instances; "before": main
e6b95e8 (the log of all occurrences, a thousandth of a bump), "off": `--no-init-moms`:
    instance      before  after    off  clingo    instance      before  after    off  clingo
    qbf-20+20-s1    2093   2257   2132    2601    strat-40-s1      756    720    729     760
    qbf-20+20-s2     158    146    176     121    strat-50-s1     2431   3193   2655    2736
    qbf-30+30-s1    2326   1690   2078    4191    pigeon10_9    136269 136803 136803  148132
    qbf-30+30-s2    3845   1951   2829    6899    qg40            5729   9157   9157    3936
    latin-5-7        159     30     88      50    sudoku49        1769   4098   4098    3224
    latin-6-11       271    170    262      73    colour_opt    134533 142760     TO  174245
    latin-7-16      1795    689    770    4924    colour_proj     2275   2260   2486    3884
    perm-8-3        4064   2741   7304    3949    labyrinth       1439    538   1768     586
    perm-9-4        3096   4245   2943    2128    labyrinth_c     3419   3246   4020    1791
    perm-10-5       5023  18056   5882   22872
Geometric means of the medians, before -> after: saturation 1314 -> 1052, this table
7990 -> 8376, all 2556 -> 2260. perm-10-5 timed out on 2 of 5 seeds after (none before);
qg40 on 2 of 5 off. pigeon10_9, qg40 and sudoku49 search exactly as with MOMS off: all
their variables score alike by binary clauses (their cardinality constraints are weight
constraints), so only the seed orders them; what they lost is the former score, which
counted the occurrences in weight constraints too (clingo too needs fewer conflicts on
qg40 with `--no-init-moms`: 1,059 against 3,936).

Measured on 30 November 2026 (issue 16; the machine quiet but its CPU times moving 10-25%
between runs of one binary) with `--copies 7`, after conflict minimization learnt to keep
what it found (`analyze.rs`) and weight-constraint reasons became a prefix of the elements
seen (`weight.rs`): CPU medians over the 7 copies, one run each, ratio rasp / clingo:
    instance     clingo cpu  rasp cpu  ratio  confl: clingo   rasp   clingo min-max  rasp min-max
    pigeon10_9        1.320     0.789   0.60         148132  89864   (the same on every copy)
    qg40              1.114     3.632   3.26           3936  23004   1625-3936     174-23004
    sudoku49          2.353     2.361   1.00           3224   4937   3066-4598    1377-5053
    colour_opt        3.704     3.371   0.91         161606 127062  155835-174245 112513-150214
    colour_proj       0.164     0.188   1.15           4036   2250   3710-4315    2143-2359
    ph11_1s           (models in 1 s: about 1.00 of clingo's)
    labyrinth         0.098     0.147   1.50            628    590    384-2931     313-3605
    labyrinth_c       0.236     0.515   2.18           1791   3696    915-3795    1410-8033
    coal_fewest14    18.787     9.169   0.49         209891  64803   (copy 0 only: #include)
The shuffled copies of qg40 give rasp two searches only (23,004 conflicts on five copies,
174 on two): its seed 0 is an unlucky one since the minimization change (seeds 0-15:
median conflicts as before, 1.09 of the CPU time in one alternating run). On the Labyrinth
the copies draw both systems' luck: with 12 copies, the first model takes clingo a median
1,343 conflicts (its default, 586, is a lucky draw) and rasp 817, while cautious
enumeration takes clingo 2,942 and rasp 4,659: the cautious search is where rasp loses.
colour_opt's time per conflict went from 36 to 26 us (clingo: 27) with the same learnt
clauses: minimization no longer repeats the walks it has already made.

Measured on 1 December 2026 (`--copies 7`, one run each, both builds the same session),
"before" main 78bf4d6, "after" with clasp's `--trans-ext=dynamic` (small weight bodies of
normal rules as clauses) and clauses shortened by the root; ratio of the medians of CPU time
rasp / clingo, median conflicts:
    instance     before  after   conflicts before/after  clingo
    pigeon10_9    0.59    0.54        89864  84415       148132
    qg40          3.20    1.74        23004  11385         3936
    sudoku49      1.10    0.76         4937   1703         3224
    colour_opt    0.90    0.93       127062 134293       161606
    colour_proj   1.11    1.08         2250   2326         4036
    labyrinth     1.09    1.49          624    833          628
    labyrinth_c   2.04    1.11         3248   1929         1791
    coal_fewest14 0.36    0.42        68257  65247       209891
ph11_1s: 1.39 million models in 1 s before, 1.67-1.72 million after (clingo 1.54 million).
On 40 copies of the Labyrinth, rasp's geometric mean of conflicts is 791 before and 694 after
for the first model (clingo 995), 2,488 and 2,642 for cautious enumeration (clingo 2,705).

Measured on 1 December 2026 (issue 16), `--copies 15`, the Labyrinth rows only (the others
have no loops, or a component that is not head-cycle-free: they search as before); before:
8b41718, loop nogoods bumping their variables in every program; after:
`--score-other=auto` (`solve::ScoreOther`: not in programs whose loops are all head-cycle-
free), ratio rasp / clingo (median conflicts, clingo's the same copies):
    instance     before  after   conflicts: before  after  clingo
    labyrinth     1.09    0.98              1062     923    1070
    labyrinth_c   1.00    1.11              2359    2503    2562
On 40 copies of random_9x9_hard, cautious: geometric means 2,642 before, 2,186 after; the
first model over 7 boards (10 to 40 copies each, geometric mean of the per-board ratios to
clingo's conflicts) 1.07 before, 0.54 after; benches/labyrinth.py (`--runs 1`) 1.17 before,
0.76 after.

Measured on 2 December 2026 (issues 14 and 16; main e05bc36, the machine quiet), `--permuted
12`: CPU medians over the 12 renumbered copies, one run each, ratio rasp / clingo, median
conflicts (and their smallest and largest):
    instance     clingo cpu  rasp cpu  ratio  confl: clingo    rasp   clingo min-max  rasp min-max
    pigeon10_9        1.206     0.809   0.67         123219   92662   113793-147009  59852-101356
    qg40              1.212     0.658   0.54          10680    3404       171-26974     153-23148
    sudoku49          2.559     2.091   0.82           3076    3586       1616-6354     1476-9098
    colour_opt        5.624     4.068   0.72         205052  134172   154936-297013 116082-163048
    colour_proj       0.172     0.186   1.08           3954    2212       3447-4233     2073-2363
    ph11_1s           (time-limited: 1.00 and 1.00 s)
    labyrinth         0.181     0.116   0.64           1370     816        322-5995      84-1776
    labyrinth_c       0.331     0.350   1.06           2788    2638       1335-7779     516-5836
    coal_fewest14    20.438    10.950   0.54         212350  136869   184313-232146 121803-168027
Geometric mean of the ratios 0.76. qg40, at 1.6 of clingo's time with `--copies 11` in the
same session (clingo 3,401 median conflicts there, rasp 11,385), is at 0.54 here: gringo's
numbering of the .lp is a lucky draw for clingo (3,936 conflicts; its renumbered copies take
it 10,680), and rasp's own grounding an unlucky one for rasp (seeds 0-11 of the .lp: median
8,723; with `--save-progress=0`, 1,209, but on 8 of the renumbered copies the geometric
means are 1,734 and 1,669, and sudoku49's 3,671 and 4,887: no case for saving no phases).
colour_proj needs fewer conflicts than clingo but more time: 37% of its time goes to the
heap (`sift_down` 29%, `sift_up` 8%: a projected model undoes ~400 assignments, each popped
again when it reaches the top; `perf`). (Its problem is clingo's size once the root is
simplified: 451 free variables, 150 ternary and 1,410 binary clauses; the 1,974 variables of
`--stats` count those the root assigns.)

Measured on 2 December 2026 (issue 16, the machine quiet), `--permuted 12 --runs 3`, before:
0f522db, after: models that nobody reads come without their atoms (`Enumeration::
count_only`: `-q` and the parallel enumeration without printing no longer walk the 1,523
atoms per model) and a projection keeps the list of its variables (each projection nogood
was made by a walk over all 2,425 variables): callgrind on colour_proj's first copy 1,208M
instructions -> 1,059M; CPU medians, rasp / clingo:
    instance     clingo cpu  rasp cpu        ratio
    colour_proj  0.261/0.278 0.295 -> 0.279  1.13 -> 1.01
ph11 (`0 -q --time-limit=1`, three runs, alternately): rasp 742,442 / 725,036 / 1,107,242
models before, 1,504,171 / 1,006,316 / 1,634,604 after; clingo 610,873 / 718,598 / 914,744.
Tried after that and reverted: a backtrack that requeues more variables than the heap holds
appends them and rebuilds the heap bottom-up (Floyd) instead of sifting each in: colour_proj
copy 1 1,059M -> 976M instructions (`sift_up` gone, `sift_down` +52M), but restarts then
lose the insertion order among equal activities, and `--permuted 8 --runs 1` (one run per
build, the machine quiet) gave colour_proj 1.01 -> 1.04, sudoku49 0.94 -> 1.09 (median
conflicts 3,583 -> 5,404), pigeon10_9 0.77 -> 0.72, qg40 0.55 -> 0.49, labyrinth 0.92 ->
0.91, labyrinth_c 0.96 -> 0.97: no gain in time to show for a change in every search.
Tried on 2 December (stop 50) and not kept: `Heuristic::pick` scanning the heap after 16 pops
of assigned variables and returning no decision if none in it is free (clasp asks its count
of free variables before it selects), so that a total assignment does not pop the whole
heap: colour_proj copy 1 1,058.8M -> 1,064.9M instructions. Of its 2,976 models, 2,938 met a
heap already empty but for one variable: the 1.1M pops come from ordinary decisions, each
popping the variables that propagation assigned since they were pushed back.

Measured on 2 December 2026 (stop 51): on sudoku49's first renumbered copy, building the
solver (`Solver::new`: translation, equivalences, clauses) took 60% of the instructions of
the run (2.95G of 4.89G, callgrind) and the search 24%. The translation asked, for each head
atom of a choice rule over a weight body, the body's best case afresh (a hash map over its
49 elements each time: 8% of the run), and made a vector per element of each bound-1 body
(3%). Now the best case is built once per body (`defined.rs`, `Requirements`) and a bound-1
body's subsets are its elements: 4.89G -> 4.16G instructions (qg40 1.95G -> 1.64G; latin-5-7
and perm-10-5 unchanged), the same searches. CPU seconds on copies 1-6 of sudoku49, before /
after: 2.08/1.91, 3.48/3.58, 2.24/2.01, 2.83/2.68, 1.99/1.82, 2.09/1.79. Then `--permuted 6
--runs 1`: pigeon10_9 0.69, qg40 0.42, sudoku49 0.82 (clingo 2.95 s, rasp 2.42 s).
Still there on sudoku49: 21% of the instructions in malloc, free and realloc; 12% growing
vectors one push at a time (`grow_one`: 707K calls under `Solver::new`, from the successor
lists of `equiv::substitution`, a vector per literal). Successor lists in one array
(compressed rows, counted then filled) took the growing to 255M but the whole run from 4.16G
to 4.18G instructions (two passes over the clauses per iteration): not kept. Reading the
aspif (`aspif::read`) is 13%.

Measured on 2 December 2026 (stop 52): building the solver, continued. Allocation was the
cost (DHAT on qg40's first renumbered copy: 1.24M blocks allocated in a run of 1.53G
instructions; callgrind: malloc, free and realloc 25% of the instructions). Four changes,
each the same search: the aspif reader parses plain numbers byte by byte (sudoku49's 8.8 MB:
582M -> 298M instructions); support and disjunction clauses are written straight into the
clause arena; the process's engine is not dropped before the process exits (2.5-3.3% of a
run was the walk freeing it); the positive dependency graph and the implication graph of
equivalence reasoning are compressed rows (`graph::Adjacency`; the dependency graph cloned
each rule's positive atoms into a hash map; the edges are collected in one pass and sorted
by counting, where stop 51's attempt counted in a second pass over the clauses). qg40 copy 1
1.53G (with the new reader already) -> 1.31G instructions,
sudoku49 copy 1 4.16G -> 3.34G; 716K blocks. CPU medians of 7 runs, before / after: qg40
copy 1 0.32 / 0.25 s, sudoku49 copy 1 1.04 / 0.74 s, copy 2 1.98 / 1.64 s: the time falls
more than the instructions. Then `--permuted 6 --runs 1`: pigeon10_9 0.66, qg40 0.35,
sudoku49 0.64 (was 0.82), colour_opt 0.62, colour_proj 0.97. Left: per-literal watch and
occurrence lists (their vectors are the search's), a support vector per atom, and the
scratch vectors of `equiv::substitution`'s components and `defined.rs` (20-40K each).
Then a weight body's elements merged by sorting instead of a hash map (`weight_body`): qg40
1.31G -> 1.25G, sudoku49 3.34G -> 3.16G. The whole table at 7548093, `--permuted 12 --runs
1`, the machine quiet, ratio of medians rasp / clingo (CPU seconds): pigeon10_9 0.61 (0.71
/ 1.17), qg40 0.46, sudoku49 0.69 (1.54 / 2.22), colour_opt 0.62, colour_proj 1.06 (0.191 /
0.179), ph11_1s time-limited (1 s each; median conflicts rasp 23,944, clingo 12,370), labyrinth
0.70, labyrinth_c 1.10 (0.384 / 0.349; 0.81 on 8 copies an hour before: its search did not
change, its median moves with the draw), coal_fewest14 0.51. Geometric mean of the 8 timed
rows 0.69 (0.76 at e05bc36 above).
3 December 2026 (stop 55), 193604c (a total assignment seen from the trail's length and the
root's variables out of the heap, benches/saturation.py), `--permuted 12 --runs 1`, the
machine quiet but for a build on the other core during sudoku49: pigeon10_9 0.52, qg40 0.62,
sudoku49 0.62, colour_opt 0.66, colour_proj 1.01 (0.200 / 0.197 s; 2,218 conflicts against
3,954: its heap's sifts are 45% of its instructions, a dozen pops per decision), labyrinth
0.40, labyrinth_c 1.10 (0.442 / 0.403 s, 2,698 conflicts against 2,788), coal_fewest14 0.45;
ph11_1s (conflicts) 18,639 against 9,980 in 1 s. Geometric mean of the 8 timed rows 0.64.
3 December 2026 (stop 56). Kept, each the same search: the unfounded-set checker's watch lists
in one array (`graph::Adjacency`; most literals have none, and the checker read the header
of each trail literal's vector: 2-3% of the time of the one-shot Labyrinths, 84 renumbered
copies, geometric mean 0.157 -> 0.153 s); equivalence reasoning stops after a pass that made
no new binary clause (the next pass would find nothing: sudoku49 copy 1 3.38G -> 3.20G
instructions). Tried and not kept, each on renumbered copies (geometric means over the
copies, the searches differing): the program's ternary clauses as pairs in per-literal lists
(clasp's short implication graph; 41% of labyrinth_c's clause visits were ternary): the 132
one-shot Labyrinth copies took 0.105 -> 0.133 s, conflicts 269 -> 311, time per conflict
+13% (the two-watched-literal scheme with blockers reads fewer lists); Gent's circular search
for the next watch (the search resuming where the last one ended, its position in a fourth
header word): qbf-20+20-s1 132K -> 139K instructions per conflict; clasp's
`--init-watches=least` (tweety's: a program clause watches its two literals watched least so
far, where rasp watches its two lowest-numbered ones): conflicts 269 -> 306 on the 132
Labyrinth copies, 6,410 -> 8,271 on qg40's 12, 2,282 -> 2,247 on qbf-20+20-s1's 24; mimalloc
as the global allocator: labyrinth_c copy 1 -4.5%, latin-5-7 copy 2 +5%, and three times
the resident memory; projected enumeration without the projection's guessed atoms decided
first (clasp's heuristic is free there): colour_proj copies 1-4 needed 4,675-5,049 conflicts
against 2,146-2,440 and 22-36% more time. Then the whole table at a23309b, `--permuted 12 --runs 1`, the machine
quiet: pigeon10_9 0.53, qg40 0.66, sudoku49 0.57, colour_opt 0.63, colour_proj 0.99 (0.188 /
0.189 s), labyrinth 0.38, labyrinth_c 1.04 (0.400 / 0.386 s; 2,698 conflicts against
2,788), coal_fewest14 0.46; ph11_1s (conflicts) 22,754 against 11,684 in 1 s. Geometric
mean of the 8 timed rows 0.62.

3 December 2026 (stop 57). Kept, the same searches (wall-time medians of 3 alternating runs
per renumbered copy, geometric means over the copies, against the build before): propagation
asks for the entries of the next literal's binary and watch lists, and for the headers of
the literal after it (labyrinth_c 0.925 on 12 copies, the one-shot Labyrinth 0.935,
latin-5-7 0.95, qg40 0.97, pigeon10_9 0.98; sudoku49, colour_opt, colour_proj,
coal_fewest14, qbf-50+50-s1, lab-3-2-s1 and perm-10-5 unchanged). Tried and not kept: the
binary clauses' implication lists sized before they fill, again (1be917c, reverted; stop 55
counted more instructions): qg40 0.974 and sudoku49 0.968 of the time in one measurement,
0.988 and 1.012 of the CPU time in the next (4 copies each), no gain out of the noise; with
the watch lists sized as well: sudoku49 1.03, labyrinth 0.98; the heap's sift down bottom-
up, again (Wegener; one comparison per level, the same heap): colour_proj 0.995; each heap
entry carrying a copy of its variable's key (no lookup per comparison, but 24-byte entries):
colour_proj 1.07; asking for the clause of the next watch while visiting one (only when its
blocker is not true, or always): labyrinth_c 0.985-1.023; asking for a literal's list
headers when it is assigned instead of when it is queued next: labyrinth_c 1.08; the next
literal's entries asked for after the binaries of the current one instead of before: 1.09; a
byte per literal saying whether its weight-constraint list is empty (read instead of the
list's header): 0.998. labyrinth_c's cost per conflict was about 9% over clingo's before
(152 us against 139 us, six copies). colour_proj's heap churn (about 12 pops per decision,
each projected model undoing some 400 assignments) is clasp's too (the same algorithm:
104,349 choices against rasp's 92,234 on copy 1), and no cheaper heap was found. The whole
table with the first change, `--permuted 12 --runs 1`: pigeon10_9 0.52, qg40 0.61, sudoku49
0.55, colour_opt 0.67, colour_proj 0.96, labyrinth 0.38, labyrinth_c 1.06 (0.485 / 0.459 s;
rasp's copy 1 took 0.905 s there and 0.69 s alone: copies move by 30% between runs),
coal_fewest14 0.46; geometric mean 0.62.

3 December 2026 (stop 58), the same build (685a42a), `--permuted 12 --runs 1`, the machine
quiet but slower than the day before (clingo's pigeon10_9 1.77 s against 1.21 s): pigeon10_9
0.58, qg40 0.65, sudoku49 0.57, colour_opt 0.72, colour_proj 1.01 (0.253 / 0.249 s), labyrinth
0.37, labyrinth_c 1.08 (0.482 / 0.448 s; 2,698 conflicts against 2,788), coal_fewest14 0.47;
geometric mean 0.64. Tried and not kept: each literal's binary implications and clause
watches side by side in one array of pairs of lists (as clasp's `WatchList` keeps them: one
header read per propagated literal instead of two; perf had put 11.6% of labyrinth_c's
`propagate_all` on the header of the next literal's implications, 2.9% on its watches'):
labyrinth_c 1.000 (12 copies, medians of 5 alternating runs, the same searches). The
stalls perf shows there are not the headers' cache misses, or the pairs (48 bytes, often
across two cache lines) cost what they save. On labyrinth_c copy 3, rasp's time per
conflict is below clingo's (177 us against 211 us, clingo's CPU time with its start-up):
the row is the draw of conflicts.
Kept (c482e78): after a projected model the search takes the model's decisions above the
projection level again, until its first conflict, before it asks the heuristic
(`solve/enumerate.rs`): colour_proj's heap popped every variable that propagation had assigned
since the backtrack put it back (about 12 pops per decision, ~400 assignments undone per
model, 45% of its instructions in the heap's sifts). Callgrind on copy 1: 1,042M -> 866M
instructions; 12 copies, medians of 3 alternating runs: 0.86 of the time (0.82-0.93 per copy),
conflicts 2,073-2,440 before, 2,017-2,323 after; coal_fewest14 (63 models, the search's
conflicts dominate) the same within the noise. Then `--permuted 12 --runs 1`: colour_proj
0.90 (0.223 / 0.248 s), labyrinth_c 0.90 (0.467 / 0.520 s; its search unchanged).

4 December 2026 (stop 60), main f30b28f, `--permuted 12 --runs 1`, the machine quiet:
pigeon10_9 0.61, qg40 0.61, sudoku49 0.57, colour_opt 0.66, colour_proj 0.84 (0.133 / 0.159
s), labyrinth 0.41, labyrinth_c 1.01 (0.291 / 0.289 s; 2,698 conflicts against 2,788),
coal_fewest14 0.48; ph11_1s time-limited; geometric mean of the 8 timed rows 0.625. Tried and
not kept: clasp's `tweety` decay of 0.92 (`--heuristic=Vsids,92`; rasp keeps 0.95), which had
halved the conflicts on benches/labyrinth.py's 12x12 large board (geometric mean over 20
renumbered copies 3,260 -> 1,586; clingo 1,834) but not on its 16x16 one (4,242 -> 5,607,
a copy stopped at 30 s counted as 100,000 conflicts; clingo 2,104), and in the same table run (the other core running rasp alone) gave median
conflicts pigeon10_9 72,660 -> 93,230, qg40 6,830 -> 8,449, sudoku49 2,811 -> 2,444,
colour_opt 135,446 -> 168,378, colour_proj 2,166 -> 2,324, labyrinth 336 -> 1,174,
labyrinth_c 2,698 -> 3,457: as on 28 November, more conflicts on most rows.
Phase saving off (`--save-progress=0`; see benches/labyrinth.py's large boards), `--permuted
24 --runs 1 --only qg40,sudoku49`, one run each way: qg40 median conflicts 6,932 -> 1,279
(ratio to clingo 0.65 -> 0.27), sudoku49 2,888 -> 5,994 (0.60 -> 0.75); the other rows never
save phases (no backjump over 160 levels, or branch-and-bound) and search as before.
The same day, main 73e1221 ("before") against the build that saves no phases by default
("after"; the test suite's build ran beside the last rows), `--permuted 12 --runs 1`:
    row           before  after   median conflicts before -> after
    pigeon10_9     0.61   0.54    72,660 (the same searches)
    qg40           0.65   0.24    6,830 -> 1,674
    sudoku49       0.54   0.74    2,811 -> 4,700
    colour_opt     0.65   0.65    135,446 (the same)
    colour_proj    0.85   0.84    2,166 (the same)
    labyrinth      0.35   0.39    336 (the same)
    labyrinth_c    0.98   0.95    2,698 (the same)
    coal_fewest14  0.47   0.45    137,410 (the same)
    geometric mean 0.61   0.55
5 December 2026 (stop 62), with the circular watch search (20d5783, src/solve/clause_db.rs's
`watch_search`), `--permuted 12 --runs 1`, ratio to clingo (median conflicts): pigeon10_9
0.62 (88,701), qg40 0.26 (2,149), sudoku49 0.77 (4,640), colour_opt 0.60 (137,258),
colour_proj 0.85 (2,194), labyrinth 0.53 (540), labyrinth_c 0.86 (2,398), coal_fewest14 0.50
(136,174); geometric mean of the 8 timed rows 0.59. Every row searches anew (the watches
move elsewhere), and the small rows' draws moved: against the build before on the same
copies (geometric means), pigeon10_9 with `--seed` 0, 1, 2 needed 73,529 -> 84,266, 73,665 ->
69,788 and 71,466 -> 78,004 conflicts at 0.88-0.89 of the time per conflict, the one-shot
Labyrinth with `--seed` 0-3 took 1.01, 1.08, 0.54 and 1.60 of the time (geometric mean
0.98); colour_opt the same conflicts in 0.90 of the time.
"""
import argparse
import concurrent.futures
import os
import random
import re
import statistics
import subprocess
import sys

from common import (CLINGO, ROOT, build_rasp, field, permuted_copies, rasp_binary,
                    shuffled_program)

LABYRINTH = os.path.join(ROOT, "programs", "labyrinth")
COAL = os.path.join(ROOT, "programs", "coal_to_diamonds")


def pigeonhole(p, h):
    return (f"p(1..{p}). h(1..{h}).\n"
            "1 { in(P,H) : h(H) } 1 :- p(P).\n"
            ":- h(H), 2 { in(P,H) : p(P) }.\n")


def latin_cells(n, rng):
    """A random-looking Latin square: the cyclic one with rows, columns, symbols shuffled."""
    rows, cols, syms = (rng.sample(range(n), n) for _ in range(3))
    return {(r + 1, c + 1): syms[(rows[r] + cols[c]) % n] + 1
            for r in range(n) for c in range(n)}


CELL_ENCODING = ("1 { q(R,C,V) : v(V) } 1 :- cell(R,C).\n"
                 "q(R,C,V) :- given(R,C,V).\n"
                 ":- v(V), r(R), not 1 { q(R,C,V) : r(C) } 1.\n"
                 ":- v(V), r(C), not 1 { q(R,C,V) : r(R) } 1.\n")


def quasigroup(n, holes, seed):
    rng = random.Random(seed)
    cells = latin_cells(n, rng)
    given = [k for k in sorted(cells) if rng.random() >= holes]
    lines = [f"r(1..{n}). v(1..{n}). cell(R,C) :- r(R), r(C)."]
    lines += [" ".join(f"given({r},{c},{cells[r, c]})." for (r, c) in given)]
    return "\n".join(lines) + "\n" + CELL_ENCODING + "#show.\n"


def sudoku(k, clues, seed):
    """A (k*k) x (k*k) Sudoku: a shuffled pattern solution with a fraction of clues kept."""
    rng = random.Random(seed)
    n = k * k
    bands = rng.sample(range(k), k)
    rows = [b * k + r for b in bands for r in rng.sample(range(k), k)]
    stacks = rng.sample(range(k), k)
    cols = [s * k + c for s in stacks for c in rng.sample(range(k), k)]
    syms = rng.sample(range(n), n)

    def pattern(r, c):
        return (k * (r % k) + r // k + c) % n

    lines = [f"r(1..{n}). v(1..{n}). cell(R,C) :- r(R), r(C).",
             f"box(R,C,(R-1)/{k}*{k}+(C-1)/{k}) :- r(R), r(C)."]
    given = [f"given({r + 1},{c + 1},{syms[pattern(rows[r], cols[c])] + 1})."
             for r in range(n) for c in range(n) if rng.random() < clues]
    lines.append(" ".join(given))
    lines.append(":- v(V), box(_,_,B), not 1 { q(R,C,V) : box(R,C,B) } 1.")
    return "\n".join(lines) + "\n" + CELL_ENCODING + "#show.\n"


def random_graph(n, m, seed):
    rng = random.Random(seed)
    edges = set()
    while len(edges) < m:
        u, v = rng.sample(range(1, n + 1), 2)
        edges.add((min(u, v), max(u, v)))
    return sorted(edges)


def colouring_opt(n, m, k, seed):
    lines = [f"node(1..{n}). colour(1..{k})."]
    lines += [f"edge({u},{v})." for u, v in random_graph(n, m, seed)]
    lines += ["1 { col(X,C) : colour(C) } 1 :- node(X).",
              ":- edge(X,Y), col(X,C), col(Y,C).",
              "used(C) :- col(_,C).",
              ":- used(C), C > 1, not used(C-1).",
              "#minimize { 1,C : used(C) }.",
              "#show used/1."]
    return "\n".join(lines) + "\n"


def colouring_proj(n, m, shown, seed):
    lines = [f"node(1..{n}). colour(1..3)."]
    lines += [f"edge({u},{v})." for u, v in random_graph(n, m, seed)]
    lines += ["1 { col(X,C) : colour(C) } 1 :- node(X).",
              ":- edge(X,Y), col(X,C), col(Y,C).",
              f"#project col(X,C) : col(X,C), X <= {shown}.",
              "#show col/2."]
    return "\n".join(lines) + "\n"


def ph_enum(n):
    return (f"pigeon(1..{n}). hole(1..{n}).\n"
            "1 { at(P,H) : hole(H) } 1 :- pigeon(P).\n"
            ":- at(P1,H), at(P2,H), P1 < P2.\n")


def rows(out):
    def write(name, text):
        path = os.path.join(out, name + ".lp")
        with open(path, "w") as f:
            f.write(text)
        return path

    laby = [os.path.join(LABYRINTH, "encoding.lp"),
            os.path.join(LABYRINTH, "instances", "random_9x9_hard.lp")]
    return [
        ("pigeon10_9", [write("pigeon10_9", pigeonhole(10, 9))], ["1"]),
        ("qg40", [write("qg40", quasigroup(40, 0.42, 1))], ["1"]),
        ("sudoku49", [write("sudoku49", sudoku(7, 0.25, 1))], ["1"]),
        ("colour_opt", [write("colour_opt", colouring_opt(100, 700, 8, 6))], ["-q"]),
        ("colour_proj", [write("colour_proj", colouring_proj(150, 320, 8, 3))],
         ["--project", "0", "-q"]),
        ("ph11_1s", [write("ph11", ph_enum(11))], ["0", "-q", "--time-limit=1"]),
        ("labyrinth", laby, ["1", "-q"]),
        ("labyrinth_c", laby, ["0", "--enum-mode=cautious", "-q"]),
        ("coal_fewest14", [os.path.join(COAL, "fewest.lp")], ["--project", "0", "-q"]),
    ]


def run(cmd, timeout):
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"time": float("inf"), "cpu": float("inf"), "conflicts": float("inf"),
                "models": -1, "optimum": float("nan"), "result": "TIMEOUT"}
    if proc.returncode not in (10, 11, 20, 30):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr}")
    text = proc.stdout
    result = re.search(r"^(SATISFIABLE|UNSATISFIABLE|OPTIMUM FOUND|UNKNOWN)", text, re.M)
    return {"time": field(text, r"^Time\s*:\s*([0-9.]+)s"),
            "cpu": field(text, r"^CPU Time\s*:\s*([0-9.]+)s"),
            "conflicts": field(text, r"^Conflicts\s*:\s*([0-9]+)"),
            "models": int(field(text, r"^Models\s*:\s*([0-9]+)")),
            "optimum": field(text, r"^Optimization\s*:\s*(-?[0-9]+)"),
            "result": result.group(1) if result else "?"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default="/tmp/rasp-bench-table")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--rasp-args", default="")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--seeds", type=int, default=0)
    ap.add_argument("--rasp", default="")
    ap.add_argument("--clingo-runs", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--copies", type=int, default=0)
    ap.add_argument("--permuted", type=int, default=0)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if not args.no_build and not args.rasp:
        build_rasp(quiet=False)
    rasp = [args.rasp or rasp_binary()] + args.rasp_args.split()
    only = set(args.only.split(",")) if args.only else None
    if args.seeds:
        return seeded(args, rasp, only)
    if args.copies:
        return copies(args, rasp, only)
    if args.permuted:
        return permuted(args, rasp, only)

    print(f"{'instance':<12} {'clingo s':>9} {'rasp s':>8} {'ratio':>6} "
          f"{'clingo confl':>12} {'rasp confl':>10} {'models c/r':>16}  result")
    for name, files, options in rows(args.out):
        if only and name not in only:
            continue
        runs = {"rasp": [], "clingo": []}
        for _ in range(args.runs):
            runs["rasp"].append(run(rasp + files + options + ["--stats"], args.timeout))
            runs["clingo"].append(run([CLINGO] + files + options + ["--stats", "-t", "1"],
                                      args.timeout))

        def med(system, key):
            return statistics.median(r[key] for r in runs[system])
        c, r = med("clingo", "time"), med("rasp", "time")
        cm, rm = med("clingo", "models"), med("rasp", "models")
        cres, rres = runs["clingo"][0]["result"], runs["rasp"][0]["result"]
        timed = "--time-limit" in " ".join(options)
        # Consequences: how many models lead to them depends on the search.
        counted = not timed and "--enum-mode=cautious" not in options
        # When optimizing, the models met on the way differ; the optimum must not.
        optimized = cres == "OPTIMUM FOUND"
        same = (runs["clingo"][0]["optimum"] == runs["rasp"][0]["optimum"] if optimized
                else not counted or cm == rm)
        agree = cres == rres and same
        models = f"{cm:.0f}/{rm:.0f}" + (f" ({cm / max(rm, 1):.1f}x)" if timed else "")
        print(f"{name:<12} {c:>9.3f} {r:>8.3f} {r / max(c, 1e-3):>6.2f} "
              f"{med('clingo', 'conflicts'):>12.0f} {med('rasp', 'conflicts'):>10.0f} "
              f"{models:>16}  {rres}{'' if agree else ' DISAGREE: clingo ' + cres}",
              flush=True)


def seeded(args, rasp, only):
    """The `--seeds N` table: medians over rasp's seeds 0..N-1 (see the module doc)."""
    print(f"{'instance':<12} {'clingo cpu':>10} {'rasp cpu':>9} {'ratio':>6} "
          f"{'clingo confl':>12} {'rasp confl':>10} {'rasp min-max':>15}  result")
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=max(args.jobs, 1))
    for name, files, options in rows(args.out):
        if only and name not in only:
            continue
        mine = [pool.submit(run, rasp + files + options + ["--stats", f"--seed={seed}"],
                            args.timeout) for seed in range(args.seeds)]
        theirs = [pool.submit(run, [CLINGO] + files + options + ["--stats", "-t", "1"],
                              args.timeout) for _ in range(args.clingo_runs)]
        print_row(name, [f.result() for f in theirs], [f.result() for f in mine], False)


def print_row(name, theirs, mine, clingo_spread):
    """One row of the `--seeds` or `--copies` table: medians of CPU time and conflicts of
    clingo's runs `theirs` and rasp's `mine`, the smallest and largest conflicts of rasp's
    (and of clingo's, with `clingo_spread`), and whether the answers agree."""
    def spread(runs):
        confl = sorted(x["conflicts"] for x in runs)
        return f"{f'{confl[0]:.0f}-{confl[-1]:.0f}':>15} "
    c = statistics.median(x["cpu"] for x in theirs)
    r = statistics.median(x["cpu"] for x in mine)
    results = {x["result"] for x in mine + theirs}
    agree = len(results) == 1
    print(f"{name:<12} {c:>10.3f} {r:>9.3f} {r / max(c, 1e-3):>6.2f} "
          f"{statistics.median(x['conflicts'] for x in theirs):>12.0f} "
          f"{statistics.median(x['conflicts'] for x in mine):>10.0f} "
          f"{spread(theirs) if clingo_spread else ''}{spread(mine)} "
          f"{theirs[0]['result']}{'' if agree else ' DISAGREE: ' + ','.join(results)}",
          flush=True)


def print_header():
    """The header of the `--copies` and `--permuted` tables."""
    print(f"{'instance':<12} {'clingo cpu':>10} {'rasp cpu':>9} {'ratio':>6} "
          f"{'clingo confl':>12} {'rasp confl':>10} {'clingo min-max':>15} "
          f"{'rasp min-max':>15}  result")


def copies(args, rasp, only):
    """The `--copies C` table: both systems on the same C copies of each row (see the module
    doc), a run each; medians over the copies."""
    print_header()
    for name, files, options in rows(args.out):
        if only and name not in only:
            continue
        variants = [files]
        for k in range(1, args.copies):
            out = os.path.join(args.out, f"{name}-copy{k}.lp")
            try:
                variants.append([shuffled_program(files, k, out)])
            except ValueError as e:  # e.g. an #include: copy 0 only
                print(f"{name}: no shuffled copies ({e})", file=sys.stderr)
                break
        compare_on(args, rasp, name, variants, options)


def permuted(args, rasp, only):
    """The `--permuted C` table: both systems on C atom-renumbered copies of each row's
    ground program (see the module doc), a run each; medians over the copies."""
    print_header()
    for name, files, options in rows(args.out):
        if only and name not in only:
            continue
        variants = permuted_copies(files, [], args.permuted, os.path.join(args.out, name))
        compare_on(args, rasp, name, variants, options, first=1)


def compare_on(args, rasp, name, variants, options, first=0):
    """Runs both systems once on each of `variants` (lists of files; copy `first` the
    first) and prints the row."""
    mine, theirs = [], []
    for k, variant in enumerate(variants, first):
        mine.append(run(rasp + variant + options + ["--stats"], args.timeout))
        theirs.append(run([CLINGO] + variant + options + ["--stats", "-t", "1"],
                          args.timeout))
        print(f"  {name} copy {k}: clingo {theirs[-1]['cpu']:.3f} s "
              f"{theirs[-1]['conflicts']:.0f}, rasp {mine[-1]['cpu']:.3f} s "
              f"{mine[-1]['conflicts']:.0f}", file=sys.stderr, flush=True)
    print_row(name, theirs, mine, True)


if __name__ == "__main__":
    main()
