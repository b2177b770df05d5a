//! The decision heuristic: VSIDS activities in a binary max-heap, with phase saving.
//!
//! Invariant: every unassigned variable other than the sentinel is in the heap (assigned ones
//! may be too; they are skipped when popped, and those of the root are taken out when the
//! root is simplified: `drop_assigned`). The heap is ordered by *priority* first, then by
//! activity: a variable of higher priority is always decided before any of lower priority.
//! A priority has two parts: projected enumeration by backtracking decides the projection's
//! guessed atoms first (`set_projection`; `enumerate.rs`), and within that a program with a
//! disjunctive component that is not head-cycle-free decides its atoms before its bodies
//! (`decide_first`); all priorities are 0 otherwise. Activities grow by `increment`, which
//! grows by `1 / decay` after each conflict; all are rescaled when one exceeds 1e100
//! (MiniSat).
//!
//! The sign of a decision is, as clasp's configuration for ASP chooses it: the saved phase
//! of the variable, if it has one; else the sign of its literal that occurs more often in
//! the learnt clauses and loop nogoods, if one does (`count_occurrence`); else its initial
//! phase, false for atoms and true for bodies (clasp's default sign heuristic for ASP). A
//! phase is saved (the value a variable had when it was unassigned) only by backjumps over
//! at least `save_min_jump` levels (`set_phase_policy`, `--save-progress=<n>`; 0: by every
//! backtrack), and by default by none (`SolveOptions::save_progress`).
//!
//! Saving by every backtrack, rasp's default first, is what SAT solvers do, but on the
//! benchmark table (`benches/table.py --seeds 10`, medians over seeds 0-9, both with
//! glucose-style restarts) it needed 2.5x the conflicts on pigeonhole 10 into 9 and 2.3x on
//! quasigroup completion; clasp's phases need clasp's Luby restarts, though (Sudoku 49x49 ran
//! over 60 s on most seeds with glucose-style ones): see `SolveOptions`. Then rasp saved by
//! backjumps over 160 levels as clasp's configuration for ASP (`tweety`) does. That cost
//! the large programs whose searches go hundreds of levels deep: on competition-size
//! Labyrinth boards (`benches/labyrinth.py --large`, 20 renumbered copies of each board, 4
//! December 2026), not saving at all gave, as the ratio of geometric means of CPU time
//! against clingo's (160 -> none): 12x12 seed 2 1.39 -> 1.13, 16x16 seed 4 1.26 -> 0.63,
//! 16x16 seed 6 1.02 -> 0.47, 14x14 seed 7 0.59 -> 0.37 (geometric means of conflicts
//! 3,260 -> 3,361, 3,592 -> 1,435, 4,172 -> 1,652, 1,920 -> 1,189; clingo 1,834, 1,842,
//! 4,092, 4,307). Of the table's rows (`--permuted 12`) only two backjump over 160 levels:
//! quasigroup completion got faster (median conflicts 6,830 -> 1,674, ratio 0.65 -> 0.24),
//! Sudoku 49x49 slower (2,811 -> 4,700, 0.54 -> 0.74); the geometric mean of the table went
//! from 0.61 to 0.55. Branch-and-bound keeps saving by every backtrack (`Solver::adopt`),
//! the minimality checks of saturation programs by backjumps over 160 levels (`tester.rs`,
//! as measured with `benches/saturation.py`). Without phase saving (`set_phase_saving`)
//! every variable is decided by its initial phase.
//!
//! Programs with a component that is not head-cycle-free (saturation encodings) decide atoms
//! before bodies (clasp does not) and save no phases (`Solver::load`; clasp saves them only
//! on backjumps over more than 160 levels, and on the saturation suite saving on those
//! changes no conflict count). On that suite (`benches/saturation.py`, medians over `--seed`
//! 0-4) this needs 2.2-8.9x fewer conflicts on the Latin-square generators, 1.8-1.9x fewer
//! on the permutation puzzles k = 9, 10 and 2.6x fewer on qbf-30+30-s2, as many (within 18%)
//! on the other 2-QBFs and on perm-8-3, and 1.2-2.3x more on strategic companies (all
//! minimal sets enumerated; 0-33% more CPU time). Either change alone leaves latin-7-16
//! unsolved in 10 s on most seeds. Their signs follow the learnt clauses (`count_learnt`)
//! as in other programs: with the initial signs alone, the 2-QBF qbf-50+50-s1 went unsolved
//! in 15 s of CPU on every seed of 0-4, with them it needs 2,268-15,012 conflicts on four
//! (one over 15 s; of seeds 5-9, two are over 15 s); over seeds 0-9 (medians), qbf-30+30-s1,
//! qbf-30+30-s2 and perm-8-3 need 2,232, 2,590 and 3,671 conflicts instead of 3,168, 6,635
//! and 7,886, perm-10-5 8,325 instead of 5,302 (but no seed over 10 s instead of one), the
//! Latin squares 21-33% more.
//!
//! The domain heuristic (`domain.rs`) adds three things per variable: a *level* (the heap
//! orders by priority, then level, then activity), a *sign* that overrides the saved and
//! fixed phases (clasp's user preference), and a *factor* that multiplies its bumps. Without
//! it, all levels are 0, no sign is set and all factors are 1.
//!
//! A variable with a *fixed* phase keeps its initial phase: it is always decided that way.
//! Optimization fixes the literals of the objective (and core-guided optimization the outputs
//! it adds) to their cost-free value, since repeating the costly values of the last
//! assignment steers away from cheap models. (clasp's ASP configuration saves phases only on
//! backjumps over at least 160 levels, so it decides almost everything by its default
//! signs.) On weighted vertex covers this needs a third fewer conflicts with cores and half
//! as many with branch-and-bound.
//!
//! Other orders than VSIDS (clasp's Berkmin, VMTF, first free variable) run on the same heap
//! with other keys (`lookback.rs` holds their own state and rules). This file is over 600
//! lines because the heap, the phases, the domain state and those orders' hooks share the
//! private state of one struct; its tests are in `decide_tests.rs`.

use super::assign::Assignment;
use super::clause_db::ClauseDb;
use super::lit::{Lit, Var};
use super::lookback::{Berkmin, Order, Vmtf};
use super::options::{DecisionHeuristic, SignDefault, SolveOptions};

const ABSENT: u32 = u32::MAX;
/// The priority bit of a projection variable in projected enumeration.
const PROJECTED: u8 = 2;
/// The priority bit of a variable decided before the others of its projection class.
const FIRST: u8 = 1;

/// Activities, the heap ordered by them, and saved phases.
#[derive(Clone, Debug)]
pub(crate) struct Heuristic {
    /// The heap's key of each variable: its rank and activity, side by side (one memory
    /// access per comparison).
    keys: Vec<Key>,
    heap: Vec<Var>,
    /// Position of each variable in `heap`, or `ABSENT`.
    position: Vec<u32>,
    increment: f64,
    decay: f64,
    /// `true`: decide the positive literal.
    phase: Vec<bool>,
    /// The initial phase of each variable, which forgetting the saved ones goes back to.
    initial_phase: Vec<bool>,
    /// Decision priority of each variable (higher first): `PROJECTED` and `FIRST` bits.
    priority: Vec<u8>,
    /// Whether unassigning a variable saves its value as its phase.
    save_phases: bool,
    /// Phases are saved only by backjumps over at least this many levels (0: every one).
    save_min_jump: u32,
    /// Whether the backtrack under way is long enough to save phases (with `save_phases`).
    saving: bool,
    /// Whether the phase of each variable was saved (or preferred) at least once.
    saved: Vec<bool>,
    /// Whether a variable without a saved phase takes the sign of its literal that occurs
    /// more often in learnt clauses (`occurrences`).
    sign_by_occurrences: bool,
    /// Occurrences of each variable's positive literal minus those of its negative one in
    /// learnt clauses.
    occurrences: Vec<i32>,
    /// Whether the phase of each variable is fixed (never saved).
    fixed: Vec<bool>,
    /// Domain level of each variable (higher first, after `priority`).
    level: Vec<i32>,
    /// Domain sign of each variable: decided positive (`Some(true)`) or negative whatever
    /// its phase.
    sign: Vec<Option<bool>>,
    /// Domain factor of each variable: its bumps are multiplied by it.
    factor: Vec<i32>,
    /// Variables never decided (every search assumes them: the inputs of a tester).
    excluded: Vec<bool>,
    /// Random decisions: their probability and the random state.
    random: Option<(f64, u64)>,
    /// What the activities mean: VSIDS, Berkmin, VMTF or none (`lookback.rs`).
    order: Order,
}

/// The heuristic of a solver with `options` over `num_vars` variables, the rule bodies
/// those with `is_body` (decided true by clasp's default sign, atoms false): initial phases
/// by `--sign-def`, phases saved and signs taken from learnt clauses unless `--sign-fix`,
/// random decisions by `--rand-freq`.
pub(crate) fn heuristic_for(
    options: &SolveOptions,
    num_vars: usize,
    is_body: impl Fn(Var) -> bool,
) -> Heuristic {
    let positive = |v: Var| initial_phase(options, v, is_body(v));
    let mut heuristic = Heuristic::new(num_vars, positive, options.decay);
    heuristic.set_phase_policy_of(options);
    if options.sign_fix {
        heuristic.set_phase_saving(false);
    }
    heuristic.set_random_decisions(options.rand_freq, options.seed);
    heuristic.set_order(options.heuristic);
    heuristic
}

/// The initial phase of variable `v` (a rule body if `is_body`) by `--sign-def`: whether it
/// is decided positive first.
pub(crate) fn initial_phase(options: &SolveOptions, v: Var, is_body: bool) -> bool {
    match options.sign_default {
        SignDefault::Asp => is_body,
        SignDefault::Positive => true,
        SignDefault::Negative => false,
        SignDefault::Random => random_sign(options.seed, v),
    }
}

/// The next number of a xorshift64 sequence (`state` not 0).
fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// A random sign for variable `v`, by `seed` (clasp's `--sign-def=rnd`).
pub(crate) fn random_sign(seed: u64, v: Var) -> bool {
    let mut state = (seed ^ 0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(v.0).wrapping_mul(0xBF58_476D_1CE4_E5B9))
        .max(1);
    xorshift(&mut state);
    xorshift(&mut state) & 1 == 1
}

/// A variable's place in the heap's order: first by `rank` (its priority and domain level,
/// [`Heuristic::rank`]), then by activity.
#[derive(Clone, Copy, Debug)]
struct Key {
    rank: u64,
    activity: f64,
}

impl Key {
    /// The rank of priority 0 and level 0.
    const BASE: u64 = 1 << 31;
}

impl Heuristic {
    /// A heuristic over variables `1..num_vars`, with initial phases `positive`.
    pub fn new(num_vars: usize, positive: impl Fn(Var) -> bool, decay: f64) -> Heuristic {
        let mut h = Heuristic {
            keys: vec![
                Key {
                    rank: Key::BASE,
                    activity: 0.0
                };
                num_vars
            ],
            heap: Vec::with_capacity(num_vars),
            position: vec![ABSENT; num_vars],
            increment: 1.0,
            decay,
            phase: (0..num_vars).map(|v| positive(Var(v as u32))).collect(),
            initial_phase: Vec::new(),
            priority: vec![0; num_vars],
            save_phases: true,
            save_min_jump: 0,
            saving: true,
            saved: vec![false; num_vars],
            sign_by_occurrences: false,
            occurrences: vec![0; num_vars],
            fixed: vec![false; num_vars],
            level: vec![0; num_vars],
            sign: vec![None; num_vars],
            factor: vec![1; num_vars],
            excluded: vec![false; num_vars],
            random: None,
            order: Order::Vsids,
        };
        h.initial_phase = h.phase.clone();
        for v in 1..num_vars {
            h.insert(Var(v as u32));
        }
        h
    }

    /// Adds initial activities to the variables from `first` on: `scores[v] / max` for
    /// each variable `v` with a score (clasp's MOMS scores, `moms.rs`; `max` the largest of
    /// them: the top variable gets one bump before any conflict), plus a pseudo-random part
    /// from `seed` (0: none) that only breaks ties: below half the difference of two scores.
    /// Without scores (empty, or all 0) the random part is below 1e-4.
    pub fn init_activities(&mut self, first: usize, scores: &[u64], seed: u64) {
        if matches!(self.order, Order::First) {
            return;
        }
        let first = first.max(1);
        let mut state = match seed {
            0 => 0,
            _ => seed.wrapping_add(first as u64 - 1).max(1),
        };
        let max = scores.iter().skip(first).copied().max().unwrap_or(0) as f64;
        let tie = if max > 0.0 { 0.5 / max } else { 1e-4 };
        for v in first..self.keys.len() {
            let mut activity = match scores.get(v) {
                Some(&score) if max > 0.0 => score as f64 / max,
                _ => 0.0,
            };
            if state != 0 {
                activity += (xorshift(&mut state) % 1000) as f64 * 1e-3 * tie;
            }
            self.keys[v].activity += activity;
        }
        self.rebuild();
    }

    /// Adds a variable (unassigned, activity 0) with initial phase `positive`.
    pub fn add_var(&mut self, positive: bool) -> Var {
        let v = Var(self.keys.len() as u32);
        let activity = match &mut self.order {
            Order::First => -f64::from(v.0),
            Order::Vmtf(vmtf) => {
                vmtf.add_var();
                0.0
            }
            _ => 0.0,
        };
        self.keys.push(Key {
            rank: Key::BASE,
            activity,
        });
        self.position.push(ABSENT);
        self.phase.push(positive);
        self.initial_phase.push(positive);
        self.priority.push(0);
        self.saved.push(false);
        self.occurrences.push(0);
        self.fixed.push(false);
        self.level.push(0);
        self.sign.push(None);
        self.factor.push(1);
        self.excluded.push(false);
        self.insert(v);
        v
    }

    /// Decides the variables with `projected(v)` before all others (projected enumeration;
    /// `|_| false` ends it) and reorders the heap.
    pub fn set_projection(&mut self, projected: impl Fn(Var) -> bool) {
        for v in 0..self.priority.len() {
            let bit = if projected(Var(v as u32)) {
                PROJECTED
            } else {
                0
            };
            self.priority[v] = (self.priority[v] & !PROJECTED) | bit;
            self.keys[v].rank = self.rank(v);
        }
        self.rebuild();
    }

    /// Decides the variables with `first(v)` before the others of their projection class
    /// (the atoms of a program with a component that is not head-cycle-free) and reorders
    /// the heap.
    pub fn decide_first(&mut self, first: impl Fn(Var) -> bool) {
        for v in 0..self.priority.len() {
            let bit = if first(Var(v as u32)) { FIRST } else { 0 };
            self.priority[v] = (self.priority[v] & !FIRST) | bit;
            self.keys[v].rank = self.rank(v);
        }
        self.rebuild();
    }

    /// Turns phase saving on (the default) or off: off, a variable is always decided by its
    /// initial (or preferred, or fixed) phase.
    pub fn set_phase_saving(&mut self, on: bool) {
        self.save_phases = on;
    }

    /// Saves phases only on backjumps over at least `min_jump` levels (0: on every one), and
    /// (`by_occurrences`) decides a variable without a saved phase by the sign of its
    /// literal that occurs more often in learnt clauses.
    pub fn set_phase_policy(&mut self, min_jump: u32, by_occurrences: bool) {
        self.save_min_jump = min_jump;
        self.sign_by_occurrences = by_occurrences;
    }

    /// The phase policy of `options`: phases saved by backjumps over `save_progress` levels,
    /// signs by occurrences in learnt clauses unless `--sign-fix`.
    pub fn set_phase_policy_of(&mut self, options: &SolveOptions) {
        let by_occurrences = options.sign_by_occurrences && !options.sign_fix;
        self.set_phase_policy(options.save_progress, by_occurrences);
    }

    /// Decides by `heuristic`'s order (`lookback.rs`; the domain heuristic's is VSIDS's).
    pub fn set_order(&mut self, heuristic: DecisionHeuristic) {
        self.order = match heuristic {
            DecisionHeuristic::Vsids | DecisionHeuristic::Domain(_) => Order::Vsids,
            DecisionHeuristic::Berkmin { limit } => Order::Berkmin(Berkmin::new(limit)),
            DecisionHeuristic::Vmtf { moves } => Order::Vmtf(Vmtf::new(self.keys.len(), moves)),
            DecisionHeuristic::First => {
                for (v, key) in self.keys.iter_mut().enumerate() {
                    key.activity = -(v as f64);
                }
                Order::First
            }
        };
        self.rebuild();
    }

    /// A backtrack over `levels` levels begins (it saves phases or not).
    pub fn begin_backtrack(&mut self, levels: u32) {
        self.saving = levels >= self.save_min_jump;
        if let Order::Berkmin(berkmin) = &mut self.order {
            berkmin.on_backtrack();
        }
    }

    /// Counts literal `l` of a new learnt clause or loop nogood for the sign of its variable.
    pub fn count_occurrence(&mut self, l: Lit) {
        if self.sign_by_occurrences {
            self.occurrences[l.var().index()] += if l.is_negative() { -1 } else { 1 };
        }
    }

    /// Counts the literals of a new learnt clause (its asserting literal first, unassigned
    /// after the backjump); under VMTF, moves some of its variables to the front.
    pub fn count_learnt(&mut self, lits: &[Lit], assign: &Assignment) {
        for &l in lits {
            self.count_occurrence(l);
        }
        if let Order::Vmtf(vmtf) = &mut self.order {
            let keys = &mut self.keys;
            vmtf.learnt(lits, assign, |v, key| keys[v.index()].activity = key);
            for l in lits {
                self.reorder(l.var());
            }
        }
    }

    /// Never decides `vars` from now on: variables that every search assigns by an assumption
    /// (the inputs of a tester, `tester.rs`); a search that leaves one open reports no model.
    pub fn exclude(&mut self, vars: impl IntoIterator<Item = Var>) {
        for v in vars {
            self.excluded[v.index()] = true;
        }
        self.rebuild();
    }

    /// Takes the assigned variables out of the heap: called at the root, whose assignments
    /// are never undone. (Left in, they are popped only when they rise to the top, and
    /// until then the heap is deeper for every decision.)
    pub fn drop_assigned(&mut self, assign: &Assignment) {
        self.rebuild_keeping(|v| !assign.is_assigned(v));
    }

    /// Rebuilds the heap (after a change of the order or of the excluded variables).
    fn rebuild(&mut self) {
        self.rebuild_keeping(|_| true);
    }

    /// Rebuilds the heap from those of its variables that `keep` accepts.
    fn rebuild_keeping(&mut self, keep: impl Fn(Var) -> bool) {
        let vars: Vec<Var> = std::mem::take(&mut self.heap);
        self.position.iter_mut().for_each(|p| *p = ABSENT);
        for v in vars {
            if keep(v) {
                self.insert(v);
            }
        }
    }

    /// The rank of variable `v` in the heap's order (higher first): its priority, then its
    /// domain level.
    fn rank(&self, v: usize) -> u64 {
        let level = (self.level[v] as u32) ^ (1 << 31); // i32 order as u32 order
        u64::from(self.priority[v]) << 32 | u64::from(level)
    }

    /// Whether `a` goes before `b` in the heap (inlined into the sifts: called tens of
    /// times per decision).
    #[inline(always)]
    fn before(&self, a: Var, b: Var) -> bool {
        let (a, b) = (self.keys[a.index()], self.keys[b.index()]);
        if a.rank != b.rank {
            a.rank > b.rank
        } else {
            a.activity > b.activity
        }
    }

    /// Rewards `var` for taking part in a conflict (by its factor times the increment; VSIDS
    /// and Berkmin only).
    pub fn bump(&mut self, var: Var) {
        if matches!(self.order, Order::Vmtf(_) | Order::First) {
            return;
        }
        let factor = self.factor[var.index()];
        let amount = if factor == 1 {
            self.increment
        } else {
            f64::from(factor) * self.increment
        };
        self.add_activity(var, amount);
    }

    /// Adds `amount` (negative: takes) to the activity of `var`.
    pub fn add_activity(&mut self, var: Var, amount: f64) {
        let a = &mut self.keys[var.index()].activity;
        *a += amount;
        if *a > 1e100 {
            for k in &mut self.keys {
                k.activity *= 1e-100;
            }
            self.increment *= 1e-100;
        }
        let p = self.position[var.index()];
        if amount >= 0.0 && p != ABSENT {
            self.sift_up(p as usize);
        } else {
            self.reorder(var);
        }
    }

    /// The domain level of `var`.
    pub fn level(&self, var: Var) -> i32 {
        self.level[var.index()]
    }

    /// Sets the domain level of `var`; returns the old one.
    pub fn set_level(&mut self, var: Var, level: i32) -> i32 {
        let old = std::mem::replace(&mut self.level[var.index()], level);
        if old != level {
            self.keys[var.index()].rank = self.rank(var.index());
            self.reorder(var);
        }
        old
    }

    /// Sets the domain sign of `var` (`None`: none); returns the old one.
    pub fn set_sign(&mut self, var: Var, sign: Option<bool>) -> Option<bool> {
        std::mem::replace(&mut self.sign[var.index()], sign)
    }

    /// The domain sign of `var`.
    pub fn sign(&self, var: Var) -> Option<bool> {
        self.sign[var.index()]
    }

    /// Sets the domain factor of `var`; returns the old one.
    pub fn set_factor(&mut self, var: Var, factor: i32) -> i32 {
        std::mem::replace(&mut self.factor[var.index()], factor)
    }

    /// The domain factor of `var`.
    pub fn factor(&self, var: Var) -> i32 {
        self.factor[var.index()]
    }

    /// Restores the heap order around `var` after its key changed.
    fn reorder(&mut self, var: Var) {
        let p = self.position[var.index()];
        if p != ABSENT {
            self.sift_up(p as usize);
            let p = self.position[var.index()];
            self.sift_down(p as usize);
        }
    }

    /// Sets the VSIDS decay.
    pub fn set_decay(&mut self, decay: f64) {
        self.decay = decay;
    }

    /// After a conflict: ages all activities (by growing the increment) under VSIDS.
    pub fn decay(&mut self) {
        if matches!(self.order, Order::Vsids) {
            self.increment /= self.decay;
        }
    }

    /// Forgets the activities and the signs that learnt clauses gave (clasp's
    /// `--forget-on-step=varScores`): every variable's activity is 0 again (but under
    /// `--heuristic=None`, whose activities are the variables' order), for initial
    /// activities to be added (`init_activities`).
    pub fn forget_activities(&mut self) {
        if !matches!(self.order, Order::First) {
            self.keys.iter_mut().for_each(|key| key.activity = 0.0);
        }
        self.increment = 1.0;
        self.occurrences.fill(0);
        self.rebuild();
    }

    /// Forgets the saved phases (clasp's `--forget-on-step=signs`): the variables whose
    /// phase is not fixed are decided by their initial phase again.
    pub fn forget_phases(&mut self) {
        for v in 0..self.phase.len() {
            if !self.fixed[v] {
                self.phase[v] = self.initial_phase[v];
                self.saved[v] = false;
            }
        }
    }

    /// Decides `var` positive (or negative) from now on, whatever values it takes.
    pub fn fix_phase(&mut self, var: Var, positive: bool) {
        self.phase[var.index()] = positive;
        self.fixed[var.index()] = true;
    }

    /// Makes deciding `var` positive (or negative) its default: as clasp's preference
    /// `def_value`, it yields to a fixed or saved phase and to the sign that learnt clauses
    /// give (`signScore` in clasp's `selectLiteral`). Taken as a saved phase instead (until
    /// stop 43), it overrode those signs: cautious enumeration of the Labyrinth then needed
    /// 4,313 conflicts (geometric mean over 12 shuffled copies) where it needs 3,075 now and
    /// clingo 2,945; brave enumeration 36,050 and 38,957 (clingo 29,543).
    pub fn prefer_phase(&mut self, var: Var, positive: bool) {
        if !self.fixed[var.index()] && !self.saved[var.index()] {
            self.phase[var.index()] = positive;
        }
    }

    /// Called for each literal that gets unassigned: saves its phase (unless fixed or phase
    /// saving is off) and requeues it.
    pub fn on_unassign(&mut self, lit: Lit) {
        let v = lit.var().index();
        if self.save_phases && self.saving && !self.fixed[v] {
            self.phase[v] = !lit.is_negative();
            self.saved[v] = true;
        }
        self.insert(lit.var());
    }

    /// Makes a decision on a random free variable with probability `freq` (clasp's
    /// `--rand-freq`), random by `seed`.
    pub fn set_random_decisions(&mut self, freq: f64, seed: u64) {
        self.random = (freq > 0.0).then_some((freq, seed.max(1)));
    }

    /// The next decision: the most active unassigned variable in its saved phase (or, with
    /// random decisions, sometimes a random one of the heap); under Berkmin, one of the newest
    /// open clause of `clauses` if there is one.
    pub fn pick(&mut self, assign: &Assignment, clauses: &ClauseDb) -> Option<Lit> {
        match &mut self.order {
            Order::Berkmin(berkmin) => {
                if berkmin.count_decision() {
                    // (The next bump rescales all when an activity exceeds 1e100.)
                    self.increment *= 4.0;
                }
                if let Some(v) = self.berkmin_pick(assign, clauses) {
                    return Some(Lit::new(v, !self.sign_of(v)));
                }
            }
            Order::Vmtf(vmtf) => vmtf.count_decision(),
            Order::Vsids | Order::First => {}
        }
        if let Some((freq, state)) = &mut self.random {
            let draw = xorshift(state);
            if ((draw >> 11) as f64 / (1u64 << 53) as f64) < *freq && !self.heap.is_empty() {
                let v = self.heap[(xorshift(state) % self.heap.len() as u64) as usize];
                if !assign.is_assigned(v) {
                    // It stays in the heap: popped later, it is assigned and skipped.
                    return Some(Lit::new(v, !self.sign_of(v)));
                }
            }
        }
        while let Some(v) = self.pop() {
            if !assign.is_assigned(v) {
                return Some(Lit::new(v, !self.sign_of(v)));
            }
        }
        None
    }

    /// Berkmin's decision from the newest open learnt clause: its most active free variable
    /// among those that rank with the heap's top (so priorities and levels hold).
    fn berkmin_pick(&mut self, assign: &Assignment, clauses: &ClauseDb) -> Option<Var> {
        let top = loop {
            let v = *self.heap.first()?;
            if !assign.is_assigned(v) {
                break v;
            }
            self.pop();
        };
        let Order::Berkmin(berkmin) = &mut self.order else {
            return None;
        };
        let (keys, excluded) = (&self.keys, &self.excluded);
        let rank = keys[top.index()].rank;
        let eligible = |v: Var| keys[v.index()].rank == rank && !excluded[v.index()];
        let better = |a: Var, b: Var| keys[a.index()].activity > keys[b.index()].activity;
        berkmin.candidate(clauses, assign, eligible, better)
    }

    /// Whether a decision on `v` makes it true.
    fn sign_of(&self, v: Var) -> bool {
        let i = v.index();
        match self.sign[i] {
            Some(sign) => sign,
            None if self.sign_by_occurrences
                && !self.fixed[i]
                && !self.saved[i]
                && self.occurrences[i] != 0 =>
            {
                self.occurrences[i] > 0
            }
            None => self.phase[i],
        }
    }

    fn insert(&mut self, var: Var) {
        if self.position[var.index()] != ABSENT || var.0 == 0 || self.excluded[var.index()] {
            return;
        }
        self.position[var.index()] = self.heap.len() as u32;
        self.heap.push(var);
        self.sift_up(self.heap.len() - 1);
    }

    fn pop(&mut self) -> Option<Var> {
        let top = *self.heap.first()?;
        let last = self.heap.pop().expect("heap is not empty");
        self.position[top.index()] = ABSENT;
        if !self.heap.is_empty() {
            self.heap[0] = last;
            self.position[last.index()] = 0;
            self.sift_down(0);
        }
        Some(top)
    }

    fn sift_up(&mut self, mut i: usize) {
        let v = self.heap[i];
        while i > 0 {
            let parent = (i - 1) / 2;
            let p = self.heap[parent];
            if !self.before(v, p) {
                break;
            }
            self.heap[i] = p;
            self.position[p.index()] = i as u32;
            i = parent;
        }
        self.heap[i] = v;
        self.position[v.index()] = i as u32;
    }

    fn sift_down(&mut self, mut i: usize) {
        let v = self.heap[i];
        loop {
            let left = 2 * i + 1;
            if left >= self.heap.len() {
                break;
            }
            let right = left + 1;
            let child = if right < self.heap.len() && self.before(self.heap[right], self.heap[left])
            {
                right
            } else {
                left
            };
            let c = self.heap[child];
            if !self.before(c, v) {
                break;
            }
            self.heap[i] = c;
            self.position[c.index()] = i as u32;
            i = child;
        }
        self.heap[i] = v;
        self.position[v.index()] = i as u32;
    }
}

#[cfg(test)]
#[path = "decide_tests.rs"]
mod tests;
