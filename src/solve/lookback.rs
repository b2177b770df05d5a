//! The decision orders of clasp's other lookback heuristics (`--heuristic=Berkmin|Vmtf|None`),
//! as the heap of `decide.rs` runs them.
//!
//! The heap stays the one structure that decides (so priorities, domain levels and excluded
//! variables work alike under every heuristic); what differs is what its keys mean and when
//! they change ([`Order`]):
//! - **VSIDS** (clasp's default): every variable met in conflict analysis is bumped, all
//!   activities age after each conflict.
//! - **Berkmin** (Goldberg and Novikov, DATE 2002; clasp's `ClaspBerkmin`): the decision is a
//!   free literal of the *newest learnt clause that is not satisfied* (conflict clauses and
//!   loop nogoods alike), the most active one; only when no learnt clause is open does the
//!   most active free variable overall go (the heap's top). Activities are bumped as VSIDS
//!   bumps them and age by a factor of 4 every 512 decisions, as clasp's do. The scan for an
//!   open clause resumes where the last one stopped until a backtrack (clauses it passed are
//!   satisfied for as long as nothing is unassigned); `Berkmin,<n>` scans at most `n`
//!   clauses (0: all). Where priorities or domain levels rank variables (projected
//!   enumeration, `#heuristic`), only free literals that rank with the heap's top are
//!   eligible; when the newest open clause has none, the heap decides. clasp breaks ties of activity by MOMS and at random; rasp takes the
//!   first.
//! - **VMTF** (variable move-to-front, Ryan's thesis 2004; clasp's `ClaspVmtf`): variables
//!   stand in a list; each learnt clause moves up to 8 of its variables (`Vmtf,<n>`: n, at
//!   least 2) to the front: those assigned on the lowest levels, the more active first among
//!   equal levels (the asserting literal counts as level 0, as clasp sees it unassigned).
//!   The decision is the free variable nearest the front. Here the list is the heap keyed by
//!   the time of the last move (a counter), so the top is the front's first free variable;
//!   initially the list is in the order of the MOMS scores, as clasp's. Activities (one per
//!   learnt clause a variable occurs in, quartered every 512 decisions) only order the moves.
//!   clasp also compares the first free variable with the next one and takes the next when
//!   it is much more active; rasp does not.
//! - **None** (clasp's `SelectFirst`): the free variable of the lowest number.
//!
//! The sign of a decision is chosen as under VSIDS (`decide.rs`): a saved phase, else the sign
//! that occurs more often in learnt clauses, else the default sign; this is what clasp's
//! Berkmin and VMTF do with their occurrence counts.

use super::assign::Assignment;
use super::clause_db::ClauseDb;
use super::lit::{Lit, Var};

/// How many decisions pass between two agings of Berkmin's and VMTF's activities.
const AGE_EVERY: u64 = 512;

/// What the heap's activities mean (see the module doc).
#[derive(Clone, Debug)]
pub(crate) enum Order {
    Vsids,
    Berkmin(Berkmin),
    Vmtf(Vmtf),
    /// The lowest-numbered free variable: activities are minus the variable's number.
    First,
}

/// Berkmin's scan of the learnt clauses.
#[derive(Clone, Debug)]
pub(crate) struct Berkmin {
    /// At most this many clauses are scanned below `top` (0: all).
    limit: usize,
    /// The learnt clauses at and above this index were found satisfied since the last
    /// backtrack (`usize::MAX`: scan from the newest).
    top: usize,
    decisions: u64,
}

impl Berkmin {
    pub fn new(limit: u32) -> Berkmin {
        Berkmin {
            limit: limit as usize,
            top: usize::MAX,
            decisions: 0,
        }
    }

    /// Something was unassigned: satisfied clauses may be open again.
    pub fn on_backtrack(&mut self) {
        self.top = usize::MAX;
    }

    /// Counts a decision; true when the activities age (every 512).
    pub fn count_decision(&mut self) -> bool {
        self.decisions += 1;
        self.decisions.is_multiple_of(AGE_EVERY)
    }

    /// The free literal of the newest open learnt clause that `eligible` admits and that
    /// `better` ranks first (the first of equals), if any (`None` also when none of that
    /// clause's free literals is eligible).
    pub fn candidate(
        &mut self,
        clauses: &ClauseDb,
        assign: &Assignment,
        eligible: impl Fn(Var) -> bool,
        better: impl Fn(Var, Var) -> bool,
    ) -> Option<Var> {
        let learnt = &clauses.learnt;
        let start = self.top.min(learnt.len());
        let stop = match self.limit {
            0 => 0,
            limit => start.saturating_sub(limit),
        };
        for i in (stop..start).rev() {
            let c = learnt[i];
            if clauses.is_deleted(c) {
                continue;
            }
            let mut best: Option<Var> = None;
            let mut satisfied = false;
            for &l in clauses.lits(c) {
                if assign.is_true(l) {
                    satisfied = true;
                    break;
                }
                let v = l.var();
                if !assign.is_assigned(v) && eligible(v) && best.is_none_or(|b| better(v, b)) {
                    best = Some(v);
                }
            }
            if !satisfied {
                // The newest open clause decides, or (none of its free literals eligible)
                // the heap does.
                self.top = i + 1;
                return best;
            }
        }
        self.top = stop;
        None
    }
}

/// VMTF's activities and the counter that orders the list.
#[derive(Clone, Debug)]
pub(crate) struct Vmtf {
    /// How many variables a learnt clause moves to the front.
    moves: usize,
    /// Per variable: its activity, as of the aging `aged[v]`.
    activity: Vec<u32>,
    aged: Vec<u32>,
    /// How many times the activities aged.
    age: u32,
    decisions: u64,
    /// The key of the next variable moved to the front (above every initial key, which
    /// are at most 1.5).
    stamp: f64,
    /// A learnt clause's variables: (level, activity, variable).
    candidates: Vec<(u32, u32, Var)>,
}

impl Vmtf {
    /// VMTF over `num_vars` variables; a learnt clause moves `moves` of them (0: 8; at least 2).
    pub fn new(num_vars: usize, moves: u32) -> Vmtf {
        Vmtf {
            moves: if moves == 0 { 8 } else { moves.max(2) as usize },
            activity: vec![0; num_vars],
            aged: vec![0; num_vars],
            age: 0,
            decisions: 0,
            stamp: 2.0,
            candidates: Vec::new(),
        }
    }

    pub fn add_var(&mut self) {
        self.activity.push(0);
        self.aged.push(self.age);
    }

    /// Counts a decision (the activities age every 512).
    pub fn count_decision(&mut self) {
        self.decisions += 1;
        if self.decisions.is_multiple_of(AGE_EVERY) {
            self.age += 1;
        }
    }

    /// The activity of `v`, aged to now (quartered per aging).
    fn activity(&mut self, v: Var) -> &mut u32 {
        let i = v.index();
        let shift = 2 * (self.age - self.aged[i]);
        if shift > 0 {
            self.activity[i] = self.activity[i].checked_shr(shift).unwrap_or(0);
            self.aged[i] = self.age;
        }
        &mut self.activity[i]
    }

    /// A clause `lits` was learnt (its first literal the asserting one, unassigned as the
    /// others are not): its variables gain activity; calls `to_front(v, key)` for each
    /// variable it moves to the front, the frontmost last.
    pub fn learnt(
        &mut self,
        lits: &[Lit],
        assign: &Assignment,
        mut to_front: impl FnMut(Var, f64),
    ) {
        let mut candidates = std::mem::take(&mut self.candidates);
        candidates.clear();
        for (i, l) in lits.iter().enumerate() {
            let v = l.var();
            let activity = self.activity(v);
            *activity = activity.saturating_add(1);
            let activity = *activity;
            let level = if i == 0 { 0 } else { assign.level(v) };
            candidates.push((level, activity, v));
        }
        // The lowest levels first, then the most active.
        let order = |a: &(u32, u32, Var), b: &(u32, u32, Var)| a.0.cmp(&b.0).then(b.1.cmp(&a.1));
        if candidates.len() > self.moves {
            candidates.select_nth_unstable_by(self.moves - 1, order);
            candidates.truncate(self.moves);
        }
        candidates.sort_unstable_by(order);
        for &(_, _, v) in candidates.iter().rev() {
            to_front(v, self.stamp);
            self.stamp += 1.0;
        }
        self.candidates = candidates;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::assign::{Reason, Trail};
    use crate::solve::clause_db::ClauseKind;

    fn lit(v: u32, positive: bool) -> Lit {
        Lit::new(Var(v), !positive)
    }

    #[test]
    fn berkmin_takes_the_newest_open_clause_and_resumes_below_satisfied_ones() {
        let mut assign = Assignment::new(8);
        let mut trail = Trail::default();
        let mut clauses = ClauseDb::default();
        let older = [lit(1, true), lit(2, true), lit(3, true)];
        let newer = [lit(4, true), lit(5, true), lit(6, true)];
        clauses.add(&older, ClauseKind::Learnt, 2);
        clauses.add(&newer, ClauseKind::Learnt, 2);
        let all = |_: Var| true;
        let higher = |a: Var, b: Var| a.0 > b.0;
        let mut b = Berkmin::new(0);
        assert_eq!(b.candidate(&clauses, &assign, all, higher), Some(Var(6)));
        // The newest satisfied: the older one's best free literal.
        trail.new_level();
        assign.assign(&mut trail, lit(5, true), Reason::Decision);
        assert_eq!(b.candidate(&clauses, &assign, all, higher), Some(Var(3)));
        assert_eq!(b.top, 1);
        // Both satisfied: none; only variables `eligible` admits count.
        assign.assign(&mut trail, lit(2, true), Reason::Decision);
        assert_eq!(b.candidate(&clauses, &assign, all, higher), None);
        b.on_backtrack();
        let mut fresh = Assignment::new(8);
        fresh.assign(&mut trail, lit(6, false), Reason::Decision);
        let not_4 = |v: Var| v.0 != 4;
        assert_eq!(b.candidate(&clauses, &fresh, not_4, higher), Some(Var(5)));
        // A limit of one clause scans the newest only.
        let mut limited = Berkmin::new(1);
        fresh.assign(&mut trail, lit(5, true), Reason::Decision);
        assert_eq!(limited.candidate(&clauses, &fresh, all, higher), None);
        assert_eq!(
            limited.candidate(&clauses, &fresh, all, higher),
            Some(Var(3))
        );
    }

    #[test]
    fn vmtf_moves_the_lowest_levels_and_ages_activities() {
        let mut assign = Assignment::new(8);
        let mut trail = Trail::default();
        for v in 2..6 {
            trail.new_level();
            assign.assign(&mut trail, lit(v, false), Reason::Decision);
        }
        // Levels: 2 -> 1, 3 -> 2, 4 -> 3, 5 -> 4; the asserting literal (7) counts as 0.
        let mut vmtf = Vmtf::new(8, 2);
        let mut moved = Vec::new();
        let clause = [lit(7, true), lit(5, true), lit(3, true), lit(4, true)];
        vmtf.learnt(&clause, &assign, |v, key| moved.push((v, key)));
        assert_eq!(moved, [(Var(3), 2.0), (Var(7), 3.0)]);
        assert_eq!(*vmtf.activity(Var(5)), 1);
        for _ in 0..AGE_EVERY {
            vmtf.count_decision();
        }
        vmtf.learnt(&[lit(5, true), lit(1, true)], &assign, |_, _| {});
        assert_eq!(*vmtf.activity(Var(5)), 1, "quartered to 0, then one more");
        assert_eq!(*vmtf.activity(Var(7)), 0);
    }
}
