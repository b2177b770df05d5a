//! The bound of branch-and-bound optimization: a propagator for `cost <=lex bound` over the
//! normalized objective (`objective.rs`; clasp's `DefaultMinimize`).
//!
//! The propagator keeps, per level, the sum of the weights of the terms seen true (the lower
//! bound of the level's cost under the current assignment, since all weights are positive),
//! with an undo log of trail positions, like the weight constraints (`weight.rs`). With the
//! sums `S` and the bound `B`, compared lexicographically:
//!
//! * `S >lex B` is a conflict;
//! * otherwise let `p` be the first level with `S[p] != B[p]` (so `S[p] < B[p]`), or the
//!   number of levels if `S == B`. A term literal whose first level is below `p` must be
//!   false (adding it exceeds an equal level); one whose first level is `p` must be false if
//!   its weights there and below push the sums over the bound; the others are free.
//!
//! The bound is *conditional*: it holds only while its `tag` literal is true, and every
//! reason and conflict includes the tag. The tag is an assumption of the searches that use
//! the bound, so everything learnt from the bound carries `not tag`; relaxing the bound
//! (optN's second phase, or a later search without it) retires the tag (it becomes false at
//! the root), which satisfies all those clauses at once. Tightening the bound keeps the tag:
//! what followed from a weaker bound follows from a stronger one.
//!
//! Reasons are computed on demand: the reason for a term literal `x` being false is the set
//! of term literals true before `x` on the trail (a superset of those counted when `x` was
//! implied, so their sums exceed the bound with `x` as well), plus the tag.

use super::assign::{Assignment, Reason, Trail};
use super::lit::{Lit, Value};
use super::objective::Objective;

/// One level's weight of a term literal.
#[derive(Clone, Copy, Debug)]
struct Occurrence {
    level: u32,
    weight: u64,
}

/// The bound propagator.
#[derive(Clone, Debug)]
pub(crate) struct MinimizeConstraint {
    levels: usize,
    /// By literal code `c`: `occurrences[starts[c]..starts[c + 1]]` are the weights of that
    /// literal, by increasing level. (One offset per literal rather than a list each: the
    /// propagator reads the entry of every literal assigned, and a compact array keeps those
    /// reads in fewer cache lines.)
    starts: Vec<u32>,
    occurrences: Vec<Occurrence>,
    /// The term literals grouped by their first level, each group by decreasing weight there.
    by_first_level: Vec<Vec<(Lit, u64)>>,
    /// Every term literal, once.
    all: Vec<Lit>,
    sums: Vec<i64>,
    /// `(trail position, literal)` of the counted literals, in trail order.
    counted: Vec<(u32, Lit)>,
    /// The first trail position not yet seen.
    head: usize,
    /// `cost - offsets <=lex bound`, and its tag; `None`: no bound.
    bound: Option<(Vec<i64>, Lit)>,
    /// The bound or the tag changed since the last full check.
    dirty: bool,
}

/// The weights of term literal `lit` (none if it is no term), by increasing level: the
/// fields `starts` and `occurrences` of [`MinimizeConstraint`], passed apart so that the
/// sums can change while they are read.
fn occurrences_of<'a>(starts: &[u32], occurrences: &'a [Occurrence], lit: Lit) -> &'a [Occurrence] {
    let i = lit.index();
    &occurrences[starts[i] as usize..starts[i + 1] as usize]
}

impl Default for MinimizeConstraint {
    fn default() -> Self {
        MinimizeConstraint::new(&Objective::default(), 0)
    }
}

impl MinimizeConstraint {
    /// The propagator of `objective` over `num_vars` variables, without a bound.
    pub fn new(objective: &Objective, num_vars: usize) -> MinimizeConstraint {
        let levels = objective.levels.len();
        let mut occurs: Vec<Vec<Occurrence>> = vec![Vec::new(); 2 * num_vars];
        for (level, terms) in objective.levels.iter().enumerate() {
            for &(lit, weight) in terms {
                occurs[lit.index()].push(Occurrence {
                    level: level as u32,
                    weight,
                });
            }
        }
        let mut by_first_level = vec![Vec::new(); levels];
        let mut all = Vec::new();
        let mut starts = Vec::with_capacity(occurs.len() + 1);
        let mut occurrences = Vec::new();
        for (code, list) in occurs.into_iter().enumerate() {
            starts.push(occurrences.len() as u32);
            if let Some(first) = list.first() {
                by_first_level[first.level as usize].push((Lit(code as u32), first.weight));
                all.push(Lit(code as u32));
            }
            occurrences.extend(list);
        }
        starts.push(occurrences.len() as u32);
        for group in &mut by_first_level {
            group.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        }
        MinimizeConstraint {
            levels,
            starts,
            occurrences,
            by_first_level,
            all,
            sums: vec![0; levels],
            counted: Vec::new(),
            head: 0,
            bound: None,
            dirty: false,
        }
    }

    /// Adds the (empty) lists of one more variable.
    pub fn add_var(&mut self) {
        let end = self.occurrences.len() as u32;
        self.starts.extend([end, end]);
    }

    /// Sets the bound (`None`: none): costs minus the objective's offsets must be at most
    /// `bound`, lexicographically, while `tag` is true.
    pub fn set_bound(&mut self, bound: Option<(Vec<i64>, Lit)>) {
        debug_assert!(bound.as_ref().is_none_or(|(b, _)| b.len() == self.levels));
        self.bound = bound;
        self.dirty = true;
    }

    /// The tag of the current bound.
    pub fn tag(&self) -> Option<Lit> {
        self.bound.as_ref().map(|(_, tag)| *tag)
    }

    /// Restores the sums after the trail was cut to `trail_len` literals.
    pub fn backtrack(&mut self, trail_len: usize) {
        while let Some(&(pos, lit)) = self.counted.last() {
            if (pos as usize) < trail_len {
                break;
            }
            for o in occurrences_of(&self.starts, &self.occurrences, lit) {
                self.sums[o.level as usize] -= o.weight as i64;
            }
            self.counted.pop();
        }
        self.head = self.head.min(trail_len);
    }

    /// Counts the new trail literals and, if the bound is active, propagates it. Returns
    /// whether it assigned literals, or `Err` on a violated bound.
    pub fn propagate(&mut self, assign: &mut Assignment, trail: &mut Trail) -> Result<bool, ()> {
        let mut changed = std::mem::take(&mut self.dirty);
        let tag = self.tag();
        if self.all.is_empty() {
            // No terms (no minimize statement): only the tag can change anything.
            changed |= tag.is_some_and(|t| trail.lits[self.head..].contains(&t));
            self.head = trail.lits.len();
        }
        while self.head < trail.lits.len() {
            let p = trail.lits[self.head];
            self.head += 1;
            if Some(p) == tag {
                changed = true;
            }
            let occurrences = occurrences_of(&self.starts, &self.occurrences, p);
            if occurrences.is_empty() {
                continue;
            }
            for o in occurrences {
                self.sums[o.level as usize] += o.weight as i64;
            }
            self.counted.push((assign.trail_pos(p.var()), p));
            changed = true;
        }
        let Some((bound, tag)) = &self.bound else {
            return Ok(false);
        };
        if !changed || !assign.is_true(*tag) {
            return Ok(false);
        }
        // The first level where the sums differ from the bound.
        let first_below = (0..self.levels).find(|&i| self.sums[i] != bound[i]);
        let p = match first_below {
            Some(i) if self.sums[i] > bound[i] => return Err(()),
            Some(i) => i,
            None => self.levels,
        };
        let mut assigned = false;
        for level in 0..p.min(self.levels) {
            for &(l, _) in &self.by_first_level[level] {
                if assign.value(l) == Value::Unassigned {
                    assign.assign(trail, !l, Reason::Minimize);
                    assigned = true;
                }
            }
        }
        if p < self.levels {
            let gap = (bound[p] - self.sums[p]) as u64;
            for &(l, w) in &self.by_first_level[p] {
                if w < gap {
                    break;
                }
                if assign.value(l) == Value::Unassigned
                    && (w > gap || self.exceeds_with(l, bound, p))
                {
                    assign.assign(trail, !l, Reason::Minimize);
                    assigned = true;
                }
            }
        }
        Ok(assigned)
    }

    /// Whether the sums with `l`'s weights added exceed `bound`, where the sums equal the
    /// bound on the levels before `p` and `l`'s weight at `p` fills the gap exactly.
    fn exceeds_with(&self, l: Lit, bound: &[i64], p: usize) -> bool {
        let mut sums = self.sums.clone();
        for o in occurrences_of(&self.starts, &self.occurrences, l) {
            sums[o.level as usize] += o.weight as i64;
        }
        for i in p..self.levels {
            if sums[i] != bound[i] {
                return sums[i] > bound[i];
            }
        }
        false
    }

    /// The other (false) literals of the reason clause of `x`, the negation of a term literal
    /// that the bound made false.
    pub fn reason(&self, x: Lit, assign: &Assignment, out: &mut Vec<Lit>) {
        let before = assign.trail_pos(x.var());
        for &t in &self.all {
            if assign.is_true(t) && assign.trail_pos(t.var()) < before {
                out.push(!t);
            }
        }
        if let Some(tag) = self.tag() {
            out.push(!tag);
        }
    }

    /// The literals (all false) of the clause the violated bound stands for.
    pub fn conflict(&self, assign: &Assignment, out: &mut Vec<Lit>) {
        for &t in &self.all {
            if assign.is_true(t) {
                out.push(!t);
            }
        }
        if let Some(tag) = self.tag() {
            out.push(!tag);
        }
    }
}
