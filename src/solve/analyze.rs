//! Conflict analysis: the first unique implication point (1-UIP) learnt clause, minimized by
//! removing literals implied by the others (MiniSat's recursive minimization with abstract
//! levels), its backjump level and its literal block distance (LBD). Each learnt clause met as
//! a reason (in the resolution or in the minimization) counts one use in its activity; in the
//! resolution its LBD also drops to the number of levels of its other literals if that is less
//! (clasp's `--update-lbd=less`). `reduce.rs` deletes learnt clauses by both.
//!
//! Requires: at least one literal of the conflict clause is on the current decision level, and
//! the current level is above 0. Ensures: `learnt[0]` is the negation of the UIP (it is asserted
//! after backjumping) and `learnt[1]`, if any, has the highest level among the others, which is
//! the backjump level.

use super::assign::{Assignment, Reason};
use super::clause_db::{ClauseDb, ClauseRef};
use super::decide::Heuristic;
use super::lit::{Lit, Var};
use super::minimize::MinimizeConstraint;
use super::propagate::Conflict;
use super::watch::{Watch, Watches};
use super::weight::WeightConstraints;

/// The constraints whose reasons are computed on demand.
#[derive(Clone, Copy)]
pub(crate) struct LazyReasons<'a> {
    pub weights: &'a WeightConstraints,
    pub minimize: &'a MinimizeConstraint,
}

/// The other literals (all false) of the clause that made `lit` true.
pub(crate) fn reason_lits(
    lit: Lit,
    reason: Reason,
    assign: &Assignment,
    clauses: &ClauseDb,
    lazy: LazyReasons,
    out: &mut Vec<Lit>,
) {
    match reason {
        Reason::Decision | Reason::Fact => {}
        Reason::Binary(other) => out.push(other),
        Reason::Clause(c) => {
            // A reason clause implies its first literal, unless on-the-fly subsumption took
            // the literal out since (see `Analyzer::subsume`): then the clause, all of it
            // false, is a reason too (resolving on a literal a clause lacks keeps the clause).
            let lits = clauses.lits(c);
            let skip = usize::from(lits[0] == lit);
            out.extend_from_slice(&lits[skip..]);
        }
        Reason::Weight(c) => lazy.weights.reason(c, lit, assign, out),
        Reason::Minimize => lazy.minimize.reason(lit, assign, out),
    }
}

/// The literals (all false) of the clause a conflict stands for.
pub(crate) fn conflict_lits(
    conflict: Conflict,
    assign: &Assignment,
    clauses: &ClauseDb,
    lazy: LazyReasons,
    out: &mut Vec<Lit>,
) {
    match conflict {
        Conflict::Unit(a) => out.push(a),
        Conflict::Binary(a, b) => out.extend([a, b]),
        Conflict::Clause(c) => out.extend_from_slice(clauses.lits(c)),
        Conflict::Weight(c) => lazy.weights.conflict(c, assign, out),
        Conflict::Minimize => lazy.minimize.conflict(assign, out),
    }
}

/// Scratch state for conflict analysis, reused across conflicts.
#[derive(Clone, Debug, Default)]
pub(crate) struct Analyzer {
    seen: Vec<bool>,
    to_clear: Vec<Var>,
    reason_buf: Vec<Lit>,
    /// Variables that minimization showed not to be implied by the learnt clause's other
    /// literals (cleared after each minimization).
    poison: Vec<bool>,
    poisoned: Vec<Var>,
    /// The depth-first walk of minimization: one frame per variable being expanded, its
    /// reason's literals in `frame_lits[next..end]`.
    frames: Vec<Frame>,
    frame_lits: Vec<Lit>,
    level_stamp: Vec<u32>,
    stamp: u32,
    /// The learnt clause of the last analysis.
    pub learnt: Vec<Lit>,
}

/// The parts of the solver conflict analysis reads and bumps.
pub(crate) struct AnalysisContext<'a> {
    pub assign: &'a Assignment,
    pub trail: &'a [Lit],
    pub level: u32,
    /// The decision levels of the assumptions, `1..=root`: they count as one level in the
    /// LBD (as in clasp, whose assumptions are root levels), so that clauses over many
    /// assumptions (core-guided optimization assumes hundreds) are not judged poor for it.
    pub root: u32,
    pub clauses: &'a mut ClauseDb,
    /// The clauses' watches (on-the-fly subsumption changes a clause's watched literals).
    pub watches: &'a mut Watches,
    pub lazy: LazyReasons<'a>,
    pub heuristic: &'a mut Heuristic,
    /// Whether to strengthen learnt reason clauses that a resolvent subsumes (clasp's
    /// `--otfs`).
    pub otfs: bool,
}

impl Analyzer {
    /// Scratch space for `num_vars` variables.
    pub fn new(num_vars: usize) -> Analyzer {
        Analyzer {
            seen: vec![false; num_vars],
            poison: vec![false; num_vars],
            level_stamp: vec![0; num_vars + 1],
            ..Analyzer::default()
        }
    }

    /// Adds the scratch space of one more variable.
    pub fn add_var(&mut self) {
        self.seen.push(false);
        self.poison.push(false);
    }

    /// Derives the learnt clause (into `self.learnt`) from `conflict` (its false literals);
    /// returns the backjump level and the LBD.
    pub fn analyze(&mut self, conflict: &[Lit], cx: &mut AnalysisContext) -> (u32, u32) {
        self.learnt.clear();
        self.learnt.push(Lit::TRUE); // placeholder for the asserting literal
        let mut pending = 0usize;
        let mut index = cx.trail.len();
        self.reason_buf.clear();
        self.reason_buf.extend_from_slice(conflict);
        let mut uip;
        // The learnt clause that was the reason of the literal resolved on last, with it.
        let mut resolved: Option<(ClauseRef, Lit)> = None;
        loop {
            // The reason's literals not false at level 0 (all of them are in the resolvent).
            let mut reason_size = 0;
            for k in 0..self.reason_buf.len() {
                let q = self.reason_buf[k];
                let v = q.var();
                let level = cx.assign.level(v);
                reason_size += usize::from(level > 0);
                if self.seen[v.index()] || level == 0 {
                    continue;
                }
                self.seen[v.index()] = true;
                self.to_clear.push(v);
                cx.heuristic.bump(v);
                if level >= cx.level {
                    pending += 1;
                } else {
                    self.learnt.push(q);
                }
            }
            // On-the-fly subsumption (Han and Somenzi, DAC 2009; clasp's `--otfs`): the
            // resolvent is the reason without the literal resolved on, so the reason clause
            // may lose that literal. Only while two or more literals of the resolvent are on
            // the current level, which the clause then watches.
            if let Some((c, lit)) = resolved.take()
                && cx.otfs
                && pending >= 2
                && reason_size == self.learnt.len() - 1 + pending
            {
                self.subsume(cx, c, lit);
            }
            // The next literal of the current level to resolve on, walking the trail back.
            loop {
                index -= 1;
                uip = cx.trail[index];
                if self.seen[uip.var().index()] {
                    break;
                }
            }
            pending -= 1;
            if pending == 0 {
                break;
            }
            self.reason_buf.clear();
            let reason = cx.assign.reason(uip.var());
            reason_lits(
                uip,
                reason,
                cx.assign,
                cx.clauses,
                cx.lazy,
                &mut self.reason_buf,
            );
            if let Reason::Clause(c) = reason
                && cx.clauses.is_learnt(c)
            {
                self.update_clause(cx, c);
                resolved = Some((c, uip));
            }
        }
        self.learnt[0] = !uip;
        self.minimize(cx);
        for v in self.to_clear.drain(..) {
            self.seen[v.index()] = false;
        }
        // Put the literal of the highest remaining level second: it decides the backjump.
        let mut backjump = 0;
        if self.learnt.len() > 1 {
            let mut best = 1;
            for k in 2..self.learnt.len() {
                if cx.assign.level(self.learnt[k].var()) > cx.assign.level(self.learnt[best].var())
                {
                    best = k;
                }
            }
            self.learnt.swap(1, best);
            backjump = cx.assign.level(self.learnt[1].var());
        }
        let lbd = self.lbd(cx.assign, cx.root);
        (backjump, lbd)
    }

    /// Takes `lit` out of learnt clause `c` (whose other literals are all false, two or more
    /// of them on the current level) and watches two literals of the current level instead
    /// of its first two: backjumping unassigns both.
    fn subsume(&mut self, cx: &mut AnalysisContext, c: ClauseRef, lit: Lit) {
        let old = [cx.clauses.lits(c)[0], cx.clauses.lits(c)[1]];
        if !cx.clauses.strengthen(c, lit) {
            return;
        }
        let lits = cx.clauses.lits_mut(c);
        let mut placed = 0;
        for k in 0..lits.len() {
            if placed < 2 && cx.assign.level(lits[k].var()) == cx.level {
                lits.swap(placed, k);
                placed += 1;
            }
        }
        debug_assert_eq!(
            placed, 2,
            "the resolvent has two literals on the current level"
        );
        let new = [lits[0], lits[1]];
        for w in old {
            let list = &mut cx.watches.by_lit[(!w).index()];
            if let Some(at) = list.iter().position(|x| x.clause == c) {
                list.swap_remove(at);
            }
        }
        for (w, blocker) in [(new[0], new[1]), (new[1], new[0])] {
            cx.watches.by_lit[(!w).index()].push(Watch { clause: c, blocker });
        }
    }

    /// The decisions (assumptions) that the false literals `lits` follow from: walks the
    /// implication graph back from them to decisions (MiniSat's `analyzeFinal`). Level-0
    /// literals need no decision; the result is empty if all of `lits` are false at level 0.
    pub fn failed_decisions(
        &mut self,
        lits: &[Lit],
        assign: &Assignment,
        trail: &[Lit],
        clauses: &ClauseDb,
        lazy: LazyReasons,
    ) -> Vec<Lit> {
        let mut decisions = Vec::new();
        let mut pending = 0usize;
        for &l in lits {
            let v = l.var();
            if assign.level(v) > 0 && !self.seen[v.index()] {
                self.seen[v.index()] = true;
                self.to_clear.push(v);
                pending += 1;
            }
        }
        let mut index = trail.len();
        while pending > 0 && index > 0 {
            index -= 1;
            let p = trail[index];
            if !self.seen[p.var().index()] {
                continue;
            }
            pending -= 1;
            let reason = assign.reason(p.var());
            if reason == Reason::Decision {
                decisions.push(p);
                continue;
            }
            self.reason_buf.clear();
            reason_lits(p, reason, assign, clauses, lazy, &mut self.reason_buf);
            for k in 0..self.reason_buf.len() {
                let v = self.reason_buf[k].var();
                if assign.level(v) > 0 && !self.seen[v.index()] {
                    self.seen[v.index()] = true;
                    self.to_clear.push(v);
                    pending += 1;
                }
            }
        }
        for v in self.to_clear.drain(..) {
            self.seen[v.index()] = false;
        }
        decisions
    }

    /// The number of distinct decision levels among the learnt literals, the levels
    /// `1..=root` counting as one.
    fn lbd(&mut self, assign: &Assignment, root: u32) -> u32 {
        let learnt = std::mem::take(&mut self.learnt);
        let count = self.count_levels(&learnt, assign, root, u32::MAX);
        self.learnt = learnt;
        count
    }

    /// The number of distinct decision levels among `lits` (the levels `1..=root` counting
    /// as one), counted up to `limit`.
    fn count_levels(&mut self, lits: &[Lit], assign: &Assignment, root: u32, limit: u32) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.level_stamp.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
        let mut count = 0;
        for &l in lits {
            let level = match assign.level(l.var()) {
                l @ 1.. if l <= root => 1,
                l => l as usize,
            };
            if level >= self.level_stamp.len() {
                self.level_stamp.resize(level + 1, 0);
            }
            if self.level_stamp[level] != self.stamp {
                self.level_stamp[level] = self.stamp;
                count += 1;
                if count >= limit {
                    break;
                }
            }
        }
        count
    }

    /// A learnt clause `c` took part in conflict analysis (its other literals are in
    /// `reason_buf`): counts the use, and lowers its LBD to the levels of those literals if
    /// that is less (clasp's `--update-lbd=less`).
    fn update_clause(&mut self, cx: &mut AnalysisContext, c: ClauseRef) {
        cx.clauses.bump(c);
        let lbd = cx.clauses.lbd(c);
        if lbd > 2 {
            let reason = std::mem::take(&mut self.reason_buf);
            let now = self.count_levels(&reason, cx.assign, cx.root, lbd);
            self.reason_buf = reason;
            if now < lbd {
                cx.clauses.set_lbd(c, now);
            }
        }
    }

    /// Drops the learnt literals (other than the first) whose reasons consist of literals
    /// that are in the clause or themselves redundant. Literals implied by the minimize bound
    /// are kept (their reasons are as long as the objective). Those implied by weight
    /// constraints are expanded, as clasp does. Keeping them too (rasp's choice until stop 39)
    /// left the learnt clauses of quasigroup completion a third longer than clasp's (348
    /// literals on average against 263); expanding them, the median conflicts dropped on
    /// pigeonhole 10 into 9 (seeds 0-7: 100,042 to 78,543), quasigroups of order 40 and Sudoku
    /// 49x49 (seeds 0-5), and over seeds 0-15 the median time halved on the Labyrinth's cautious
    /// enumeration (0.53) and fell to 0.71 on its first model; graph colouring stayed as it
    /// was, and so did the conflicts per second of pigeonhole 40 into 39, whose constraints
    /// have 40 elements.
    fn minimize(&mut self, cx: &mut AnalysisContext) {
        let abstract_levels = self.learnt[1..]
            .iter()
            .fold(0u32, |acc, l| acc | abstract_level(cx.assign, l.var()));
        let mut kept = 1;
        for k in 1..self.learnt.len() {
            let l = self.learnt[k];
            let redundant = !matches!(
                cx.assign.reason(l.var()),
                Reason::Decision | Reason::Minimize
            ) && self.redundant(l, abstract_levels, cx);
            if !redundant {
                self.learnt[kept] = l;
                kept += 1;
            }
        }
        self.learnt.truncate(kept);
        for v in self.poisoned.drain(..) {
            self.poison[v.index()] = false;
        }
    }

    /// Whether the false literal `l` is implied by literals already seen: a depth-first walk
    /// of its reasons that ends at seen literals and level 0. What the walk learns is kept for
    /// the rest of the minimization (as MiniSat 2.2's `litRedundant` and clasp's
    /// `ccMinRecurse` keep it): a variable whose reasons were all shown implied is marked
    /// seen, and when the walk meets a variable that cannot be (a decision, a level not
    /// among the clause's, or one shown so before), every variable on the path to it is
    /// poisoned, so that later walks stop there at once instead of repeating the search.
    fn redundant(&mut self, l: Lit, abstract_levels: u32, cx: &mut AnalysisContext) -> bool {
        self.frames.clear();
        self.frame_lits.clear();
        self.push_frame(!l, cx);
        loop {
            let top = self.frames.len() - 1;
            let frame = self.frames[top];
            if frame.next == frame.end {
                // Every reason literal of `frame.var` is implied: so is it.
                self.frames.pop();
                let Some(parent) = self.frames.last() else {
                    return true;
                };
                self.frame_lits.truncate(parent.end);
                self.seen[frame.var.index()] = true;
                self.to_clear.push(frame.var);
                continue;
            }
            self.frames[top].next += 1;
            let q = self.frame_lits[frame.next];
            let v = q.var();
            if self.seen[v.index()] || cx.assign.level(v) == 0 {
                continue;
            }
            if self.poison[v.index()]
                || matches!(cx.assign.reason(v), Reason::Decision | Reason::Minimize)
                || abstract_level(cx.assign, v) & abstract_levels == 0
            {
                // The root's variable is a literal of the clause, never poisoned.
                for k in 1..self.frames.len() {
                    self.poison_var(self.frames[k].var);
                }
                self.poison_var(v);
                return false;
            }
            self.push_frame(!q, cx);
        }
    }

    /// Starts expanding the true literal `p`: its reason's literals become the new frame.
    fn push_frame(&mut self, p: Lit, cx: &mut AnalysisContext) {
        let reason = cx.assign.reason(p.var());
        if let Reason::Clause(c) = reason
            && cx.clauses.is_learnt(c)
        {
            cx.clauses.bump(c);
        }
        let next = self.frame_lits.len();
        reason_lits(
            p,
            reason,
            cx.assign,
            cx.clauses,
            cx.lazy,
            &mut self.frame_lits,
        );
        self.frames.push(Frame {
            var: p.var(),
            next,
            end: self.frame_lits.len(),
        });
    }

    fn poison_var(&mut self, v: Var) {
        if !self.poison[v.index()] {
            self.poison[v.index()] = true;
            self.poisoned.push(v);
        }
    }
}

/// A variable minimization is expanding, and the reason literals left to look at.
#[derive(Clone, Copy, Debug)]
struct Frame {
    var: Var,
    next: usize,
    end: usize,
}

/// A one-bit summary of `var`'s level, to reject minimization candidates cheaply.
fn abstract_level(assign: &Assignment, var: Var) -> u32 {
    1 << (assign.level(var) & 31)
}
