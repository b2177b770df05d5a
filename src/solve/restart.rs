//! When to restart and when to shrink the learnt-clause database.
//!
//! Restart policies: Luby's sequence times a unit (Luby, Sinclair, Zuckerman 1993), or
//! glucose-style dynamic restarts (Audemard, Simon 2012): restart when the average LBD of the
//! last `window` learnt clauses exceeds the global average divided by `k` (so the search is
//! learning worse clauses than usual), or after a number of conflicts without a restart that
//! doubles each time it is reached (see `FIRST_LONGEST`). Luby's restarts may be *local*
//! (Ryvchin, Strichman 2008; clasp's `--local-restarts`, on in its configuration for ASP):
//! the limit is compared with the conflicts met under the current branch's decisions, so a
//! search that keeps backjumping low restarts later than one stuck deep in the tree.
//! Measured on 29 November 2026 (medians of conflicts over rasp's seeds 0-9, global ->
//! local): qg40 7,628 -> 2,341, pigeon10_9 137,041 -> 112,622, a 16x16 Labyrinth board
//! (6 steps) 5,020 -> 3,615; random_9x9_hard over seeds 10-29 1,510 -> 893; Sudoku 49x49
//! over seeds 0-19 about equal; see `benches/table.py`. Reduction: every `interval`
//! conflicts, growing by `increment` each time, in cycles ([`ReduceSchedule`]).

/// How often the search restarts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RestartPolicy {
    /// rasp's choice for the program (the default): Luby's with unit 60; unit 100 for a
    /// program that is not head-cycle-free ([`RestartPolicy::for_program`]); glucose-style
    /// for one with an objective ([`RestartPolicy::for_objective`]). A policy given
    /// explicitly (`--restarts=L,60`) is kept for every program.
    Auto,
    /// Never restart.
    Never,
    /// After `unit * luby(i)` conflicts for the i-th restart.
    Luby {
        /// Conflicts per unit of the Luby sequence.
        unit: u32,
    },
    /// After `every` conflicts, each time (clasp's `F,<n>`).
    Fixed {
        /// Conflicts between restarts.
        every: u32,
    },
    /// After `unit * factor^i` conflicts for the i-th restart (clasp's `x,<n>,<f>`).
    Geometric {
        /// Conflicts before the first restart.
        unit: u32,
        /// Growth factor, at least 1.
        factor: f64,
    },
    /// After `unit + step * i` conflicts for the i-th restart (clasp's `+,<n>,<m>`).
    Arithmetic {
        /// Conflicts before the first restart.
        unit: u32,
        /// Growth per restart.
        step: u32,
    },
    /// Glucose-style: restart when the recent average LBD times `k` exceeds the global one.
    Glucose {
        /// How many recent conflicts form the short-term average.
        window: u32,
        /// The margin: a smaller `k` restarts less often.
        k: f64,
    },
}

/// `Auto`, which is Luby's with unit 60 as clasp's configuration for ASP (`tweety`,
/// `--restarts=L,60`) where nothing else is chosen for the program. Glucose-style restarts
/// (window 50, k 0.8), rasp's default before, needed 2.9x as many conflicts on Sudoku and
/// 2.3x on quasigroup completion with clasp's phases (`SolveOptions`), whose decisions by
/// default signs a restart resets to.
impl Default for RestartPolicy {
    fn default() -> RestartPolicy {
        RestartPolicy::Auto
    }
}

impl RestartPolicy {
    /// The policy for a program with an objective (branch-and-bound or cores): glucose-style
    /// restarts (window 50, k 0.8) for `Auto`; any other policy stays. With
    /// Luby's restarts with unit 60 (as with clasp's phases, `decide.rs`), the graph
    /// colouring of `benches/table.py` (`colour_opt`) needed over 60 s on every seed of 0-5
    /// instead of 7 s; it keeps phase saving on every backtrack too (`Solver::adopt`).
    pub(crate) fn for_objective(self) -> RestartPolicy {
        if self == RestartPolicy::Auto {
            RestartPolicy::Glucose { window: 50, k: 0.8 }
        } else {
            self
        }
    }

    /// The policy for a program with (`non_hcf`) or without a component that is not
    /// head-cycle-free: such a program (a saturation encoding, checked by `disjunctive.rs`)
    /// restarts by Luby's sequence with unit 100 for `Auto` (instead of unit 60); any other
    /// policy stays. (Glucose-style restarts, rasp's default before, served such
    /// programs badly: the criterion rarely fires while the conflicts come from minimality
    /// checks, and the search then sticks to one region far too long.) Measured on 25
    /// November 2026 (conflicts to the first answer set, rasp's seeds 0 to 3;
    /// `benches/saturation.py`'s programs): Latin-square generator of order 6 with 11 clues
    /// 3,513 to 54,399 with glucose, 594 to 1,900 with Luby 100 (Luby 60: 641 to 2,493; Luby
    /// 256: 451 to 1,897); order 7 with 16 clues 34,270 to over 130,000, against 1,139 to
    /// 12,428; a random 2-QBF with 40+40 variables 10,430 to 27,200, against 16,410 to
    /// 32,007.
    pub(crate) fn for_program(self, non_hcf: bool) -> RestartPolicy {
        if non_hcf && self == RestartPolicy::Auto {
            RestartPolicy::Luby { unit: 100 }
        } else {
            self
        }
    }

    /// The policy the search follows: `Auto` that nothing replaced is Luby's with unit 60.
    pub(crate) fn resolved(self) -> RestartPolicy {
        match self {
            RestartPolicy::Auto => RestartPolicy::Luby { unit: 60 },
            chosen => chosen,
        }
    }
}

/// The i-th element (0-based) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 …
pub(crate) fn luby(mut i: u64) -> u64 {
    // Find the finite subsequence that contains index i, and the size of that subsequence.
    let mut size = 1u64;
    let mut seq = 0u32;
    while size < i + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    while size - 1 != i {
        size = (size - 1) >> 1;
        seq -= 1;
        i %= size;
    }
    1u64 << seq
}

/// Restart bookkeeping.
#[derive(Clone, Debug)]
pub(crate) struct Restarts {
    /// Never `Auto` ([`RestartPolicy::resolved`]).
    policy: RestartPolicy,
    conflicts_since: u64,
    /// The restarts since the sequence (Luby's, geometric, arithmetic) started.
    index: u64,
    /// After this many restarts the sequence starts again, then after one more (clasp's
    /// `<lim>`; 0: never).
    repeat: u64,
    /// `repeat` as set.
    first_repeat: u64,
    recent: std::collections::VecDeque<u32>,
    recent_sum: u64,
    total_lbd: u64,
    total_conflicts: u64,
    /// Glucose-style: the most conflicts the search goes without a restart (doubled each
    /// time it is reached).
    longest: u64,
    /// Local restarts (Ryvchin, Strichman 2008; clasp's `--local-restarts`): Luby's limit is
    /// compared with the conflicts of the current branch (`branch`) instead of all conflicts
    /// since the last restart.
    local: bool,
    /// With `local`, for each decision level up to the current one, the conflicts met while
    /// its decision stood: a backjump adds the counts of the levels it leaves to the level it
    /// lands on; a new level starts from 0.
    branch: Vec<u64>,
}

/// Glucose-style restarts come at the latest after this many conflicts at first, then after
/// twice as many each time: the criterion never fires while the learnt clauses stay as bad as
/// they are, as on pigeonhole subproblems, which a restart with the activities learnt so far
/// leaves at once (clasp restarts after 60 conflicts there). Measured on 24 November 2026
/// (conflicts, 4 seeds): the first answer set of 11 pigeons in 11 holes 5,123 to 308,
/// pigeonhole 10 into 9 1,067k to 378k, blocks-world planning (benches/heuristic.py) 8,333 to
/// 6,792; 100 restarted planning too often (12,600), 1,000 changed it not at all.
const FIRST_LONGEST: u64 = 300;

impl Restarts {
    /// Bookkeeping for the restart policy, local restarts and repetition of `options`.
    pub fn for_options(options: &super::SolveOptions) -> Restarts {
        let repeat = u64::from(options.restart_repeat);
        Restarts::repeating(options.restarts, options.local_restarts, repeat)
    }

    /// Bookkeeping for `policy`, with local restarts if `local` (`Restarts::local`), and a
    /// sequence that starts again after `repeat` restarts, then after one more each time
    /// (0: never).
    pub fn repeating(policy: RestartPolicy, local: bool, repeat: u64) -> Restarts {
        Restarts {
            policy: policy.resolved(),
            conflicts_since: 0,
            index: 0,
            repeat,
            first_repeat: repeat,
            recent: Default::default(),
            recent_sum: 0,
            total_lbd: 0,
            total_conflicts: 0,
            longest: FIRST_LONGEST,
            local,
            branch: Vec::new(),
        }
    }

    /// Records a conflict whose learnt clause has LBD `lbd`, after which the search went on at
    /// decision level `level`.
    pub fn on_conflict(&mut self, lbd: u32, level: u32) {
        if self.local {
            let mut n = 1;
            let level = level as usize;
            while self.branch.len() > level + 1 {
                n += self.branch.pop().unwrap_or(0);
            }
            self.branch.resize(level + 1, 0);
            self.branch[level] += n;
        }
        self.conflicts_since += 1;
        self.total_conflicts += 1;
        self.total_lbd += u64::from(lbd);
        if let RestartPolicy::Glucose { window, .. } = self.policy {
            self.recent.push_back(lbd);
            self.recent_sum += u64::from(lbd);
            if self.recent.len() > window as usize {
                self.recent_sum -= u64::from(self.recent.pop_front().unwrap_or(0));
            }
        }
    }

    /// Whether to restart now.
    pub fn due(&self) -> bool {
        // The conflicts a sequence's limit is compared with.
        let conflicts = || {
            if self.local {
                self.branch.last().copied().unwrap_or(0)
            } else {
                self.conflicts_since
            }
        };
        let i = self.index;
        match self.policy {
            // (`Auto` was resolved when the bookkeeping was made.)
            RestartPolicy::Auto | RestartPolicy::Never => false,
            RestartPolicy::Luby { unit } => conflicts() >= u64::from(unit) * luby(i),
            RestartPolicy::Fixed { every } => conflicts() >= u64::from(every),
            RestartPolicy::Geometric { unit, factor } => {
                conflicts() as f64 >= f64::from(unit) * factor.powi(i.min(4096) as i32)
            }
            RestartPolicy::Arithmetic { unit, step } => {
                conflicts() >= u64::from(unit).saturating_add(u64::from(step).saturating_mul(i))
            }
            RestartPolicy::Glucose { window, k } => {
                self.conflicts_since >= self.longest
                    || self.recent.len() == window as usize
                        && (self.recent_sum as f64 / window as f64) * k
                            > self.total_lbd as f64 / self.total_conflicts as f64
            }
        }
    }

    /// Forgets the conflicts of the branches (a new search starts from the root).
    pub fn new_search(&mut self) {
        self.branch.clear();
    }

    /// Starts the sequence again, as if no search had run yet (a new solve call).
    pub fn start_again(&mut self) {
        *self = Restarts::repeating(self.policy, self.local, self.first_repeat);
    }

    /// Records that the search restarted.
    pub fn restarted(&mut self) {
        if self.conflicts_since >= self.longest {
            self.longest *= 2;
        }
        self.conflicts_since = 0;
        self.branch.clear();
        self.index += 1;
        if self.repeat > 0 && self.index >= self.repeat {
            // The sequence starts again, and runs one restart longer next time.
            self.index = 0;
            self.repeat += 1;
        }
        self.recent.clear();
        self.recent_sum = 0;
    }
}

/// When to reduce the learnt-clause database: every `first + k * increment` conflicts for
/// `k = 0, 1, …` up to a cycle of `cycle` reductions, after which `k` starts from 0 again with
/// a cycle one longer (clasp's arithmetic schedule with a limit, `--del-cfl=+,2000,100,20`
/// in its default configuration); `cycle = 0`: the intervals grow forever (glucose).
#[derive(Clone, Debug)]
pub(crate) struct ReduceSchedule {
    next: u64,
    first: u64,
    increment: u64,
    cycle: u64,
    k: u64,
}

impl ReduceSchedule {
    /// First reduction after `first` conflicts, then `increment` more each time, for `cycle`
    /// reductions (0: unlimited).
    pub fn new(first: u64, increment: u64, cycle: u64) -> ReduceSchedule {
        ReduceSchedule::starting_at(0, first, increment, cycle)
    }

    /// The schedule of `options` (`reduce_first`, `reduce_increment`, `reduce_cycle`).
    pub fn for_options(options: &super::SolveOptions) -> ReduceSchedule {
        ReduceSchedule::new(
            options.reduce_first,
            options.reduce_increment,
            options.reduce_cycle,
        )
    }

    /// The schedule of [`ReduceSchedule::new`] from `conflicts` total conflicts on.
    pub fn starting_at(conflicts: u64, first: u64, increment: u64, cycle: u64) -> ReduceSchedule {
        ReduceSchedule {
            next: conflicts + first,
            first,
            increment,
            cycle,
            k: 0,
        }
    }

    /// Whether to reduce at `conflicts` total conflicts; if so, schedules the next one.
    pub fn due(&mut self, conflicts: u64) -> bool {
        if conflicts < self.next {
            return false;
        }
        self.k += 1;
        if self.k == self.cycle {
            self.k = 0;
            self.cycle += 1;
        }
        self.next = conflicts + self.first + self.k * self.increment;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_with_a_minimality_check_restart_by_luby_unless_told_otherwise() {
        let default = RestartPolicy::default();
        assert_eq!(
            default.for_program(false).resolved(),
            RestartPolicy::Luby { unit: 60 }
        );
        assert_eq!(default.for_program(true), RestartPolicy::Luby { unit: 100 });
        assert_eq!(
            default.for_objective(),
            RestartPolicy::Glucose { window: 50, k: 0.8 }
        );
        // Luby's with unit 60 given explicitly stays, as any other policy.
        let luby = RestartPolicy::Luby { unit: 60 };
        assert_eq!(luby.for_program(true), luby);
        assert_eq!(luby.for_objective(), luby);
        let chosen = RestartPolicy::Glucose {
            window: 100,
            k: 0.7,
        };
        assert_eq!(chosen.for_program(true), chosen);
    }

    #[test]
    fn reduction_intervals_grow_linearly() {
        let mut r = ReduceSchedule::new(10, 5, 0);
        let due: Vec<u64> = (0..100).filter(|&c| r.due(c)).collect();
        assert_eq!(due, vec![10, 25, 45, 70]);
    }

    #[test]
    fn reduction_intervals_start_again_after_a_growing_cycle() {
        let mut r = ReduceSchedule::new(10, 5, 2);
        let due: Vec<u64> = (0..100).filter(|&c| r.due(c)).collect();
        // intervals 10 15 | 10 15 20 | 10 15 …
        assert_eq!(due, vec![10, 25, 35, 50, 70, 80, 95]);
    }

    #[test]
    fn glucose_restarts_at_the_latest_after_a_doubling_number_of_conflicts() {
        let mut r = Restarts::repeating(RestartPolicy::Glucose { window: 3, k: 0.8 }, false, 0);
        let mut due = Vec::new();
        for conflict in 1..=4 * FIRST_LONGEST {
            r.on_conflict(5, 0);
            if r.due() {
                due.push(conflict);
                r.restarted();
            }
        }
        assert_eq!(due, vec![FIRST_LONGEST, 3 * FIRST_LONGEST]);
    }

    /// The conflicts after which `policy` restarts, over `n` conflicts.
    fn restarts(policy: RestartPolicy, repeat: u64, n: u64) -> Vec<u64> {
        let mut r = Restarts::repeating(policy, false, repeat);
        let mut at = Vec::new();
        for conflict in 1..=n {
            r.on_conflict(2, 0);
            if r.due() {
                at.push(conflict);
                r.restarted();
            }
        }
        at
    }

    #[test]
    fn clasp_restart_sequences() {
        let fixed = RestartPolicy::Fixed { every: 10 };
        assert_eq!(restarts(fixed, 0, 45), vec![10, 20, 30, 40]);
        let geometric = RestartPolicy::Geometric {
            unit: 10,
            factor: 1.5,
        };
        // 10, 15, 22.5, 33.75
        assert_eq!(restarts(geometric, 0, 100), vec![10, 25, 48, 82]);
        let arithmetic = RestartPolicy::Arithmetic { unit: 10, step: 5 };
        assert_eq!(restarts(arithmetic, 0, 100), vec![10, 25, 45, 70, 100]);
        // Repeated after 2 restarts, then after 3: 10 15 | 10 15 20 | 10
        assert_eq!(restarts(arithmetic, 2, 90), vec![10, 25, 35, 50, 70, 80]);
        let luby = RestartPolicy::Luby { unit: 10 };
        // 1 1 2 | 1 1 2 1 | 1 …
        assert_eq!(
            restarts(luby, 3, 100),
            vec![10, 20, 40, 50, 60, 80, 90, 100]
        );
    }

    #[test]
    fn luby_sequence() {
        let seq: Vec<u64> = (0..15).map(luby).collect();
        assert_eq!(seq, vec![1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }

    #[test]
    fn glucose_restarts_when_recent_lbd_is_high() {
        let mut r = Restarts::repeating(RestartPolicy::Glucose { window: 3, k: 0.8 }, false, 0);
        for _ in 0..10 {
            r.on_conflict(2, 0);
        }
        assert!(!r.due());
        for _ in 0..3 {
            r.on_conflict(10, 0);
        }
        assert!(r.due());
        r.restarted();
        assert!(!r.due());
    }

    #[test]
    fn local_restarts_count_the_conflicts_of_the_branch() {
        let luby = RestartPolicy::Luby { unit: 2 };
        let (mut local, mut global) = (
            Restarts::repeating(luby, true, 0),
            Restarts::repeating(luby, false, 0),
        );
        for r in [&mut local, &mut global] {
            r.on_conflict(3, 3);
            r.on_conflict(3, 4); // deeper: a new branch under level 3
        }
        assert!(global.due());
        assert!(!local.due());
        // A backjump to level 1 brings the conflicts of levels 3 and 4 along.
        local.on_conflict(3, 1);
        assert!(local.due());
        local.restarted();
        local.on_conflict(3, 2);
        assert!(!local.due());
    }
}
