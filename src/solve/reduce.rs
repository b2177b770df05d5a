//! Learnt-clause deletion and arena compaction.
//!
//! Reduction as clasp's default configuration (`tweety`: `--deletion=basic,50
//! --del-glue=2`) does it: it walks the learnt clauses from the oldest and deletes up to half
//! of all of them, keeping those that are *locked* (the reason of an assigned literal),
//! *glue* (LBD at most 2, Audemard and Simon 2009) or *active* (an activity over one and a
//! half times the average; the activity counts the uses of a clause in conflict analysis,
//! `analyze.rs`), and halves the activity of every clause it keeps. Compaction copies the
//! live clauses into a fresh arena, remaps the reasons on the trail and rebuilds all watch
//! lists (the watched literals are always the first two of a clause, so nothing else is
//! needed).

use super::assign::{Assignment, Reason, Trail};
use super::clause_db::{ClauseDb, ClauseRef};
use super::watch::Watches;

/// Whether clause `c` is the reason of its first literal.
fn locked(c: ClauseRef, clauses: &ClauseDb, assign: &Assignment) -> bool {
    let first = clauses.lits(c)[0];
    assign.is_true(first) && assign.reason(first.var()) == Reason::Clause(c)
}

/// A tester (`tester.rs`) keeps its glue clauses only while it holds at most this many
/// learnt clauses; beyond, they are deleted as the others are. A tester learns under
/// hundreds of assumptions, which count as one level in the LBD, so nearly all its clauses
/// are glue (on the 2-QBF qbf-50+50-s1 of `benches/saturation.py`, 23,151 of 27,472), and
/// without a limit it held over 50,000 after 300,000 conflicts: a check cost 170 us
/// instead of 85 (clasp's: 60 to 80). clasp's tester configuration bounds its learnt
/// clauses too (`--del-init=20.0,1000,14000`). Deleting every glue clause of a tester
/// (no limit at all) kept the checks at 85 us but needed more conflicts of the generator:
/// on 20 shuffled 2-QBFs (40+40 variables, seeds 2-11) 4,192 against 3,833 (geometric
/// means), on 12 copies of qbf-50+50-s1 32,249 against 21,942. With this limit, the 12
/// copies of qbf-50+50-s1 took 0.86 of clingo's time (geometric mean; 1.31 without it);
/// other instances are dominated by luck (8 copies of the 40+40 seed 11: one timeout at
/// 30 s with the limit, three without).
pub(crate) const TESTER_GLUE_LIMIT: usize = 10_000;

/// Deletes up to half of the learnt clauses (see the module doc), those of LBD at most 2
/// among them only if not `keep_glue`; returns how many were deleted.
pub(crate) fn reduce(clauses: &mut ClauseDb, assign: &Assignment, keep_glue: bool) -> usize {
    let learnt = std::mem::take(&mut clauses.learnt);
    let live = || learnt.iter().copied().filter(|&c| !clauses.is_deleted(c));
    let (count, sum) = live().fold((0u64, 0u64), |(n, sum), c| {
        (n + 1, sum + u64::from(clauses.activity(c)))
    });
    // activity > 1.5 * sum / count, in integers
    let active = |activity: u32| 2 * count * u64::from(activity) > 3 * sum;
    let mut budget = count / 2;
    let mut deleted = 0;
    for &c in &learnt {
        if clauses.is_deleted(c) {
            continue;
        }
        if budget == 0
            || (keep_glue && clauses.lbd(c) <= 2)
            || active(clauses.activity(c))
            || locked(c, clauses, assign)
        {
            clauses.age(c);
        } else {
            clauses.delete(c);
            budget -= 1;
            deleted += 1;
        }
    }
    clauses.learnt = learnt;
    deleted
}

/// Deletes every learnt clause but those that are locked (clasp's
/// `--forget-on-step=lemmas`); returns how many were deleted.
pub(crate) fn forget(clauses: &mut ClauseDb, assign: &Assignment) -> usize {
    let learnt = std::mem::take(&mut clauses.learnt);
    let mut deleted = 0;
    for &c in &learnt {
        if !clauses.is_deleted(c) && !locked(c, clauses, assign) {
            clauses.delete(c);
            deleted += 1;
        }
    }
    clauses.learnt = learnt;
    deleted
}

/// Compacts the arena, remaps reasons and rebuilds the watches; returns the map from old to
/// new handles.
pub(crate) fn compact(
    clauses: &mut ClauseDb,
    assign: &mut Assignment,
    trail: &Trail,
    watches: &mut Watches,
) -> impl Fn(ClauseRef) -> Option<ClauseRef> + use<> {
    let map = clauses.compact();
    for &lit in &trail.lits {
        if let Reason::Clause(c) = assign.reason(lit.var()) {
            let new = map(c).expect("a locked clause is never deleted");
            assign.set_reason(lit.var(), Reason::Clause(new));
        }
    }
    watches.clear();
    let live: Vec<ClauseRef> = clauses.live().collect();
    for c in live {
        watches.watch(c, clauses.lits(c));
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::clause_db::ClauseKind;
    use crate::solve::lit::Var;

    /// Four learnt clauses, the first two glue (LBD 2), over unassigned variables.
    fn four_clauses() -> (ClauseDb, Assignment) {
        let mut clauses = ClauseDb::default();
        for (k, lbd) in [2, 2, 5, 5].into_iter().enumerate() {
            let v = 3 * k as u32 + 1;
            let lits = [Var(v).pos(), Var(v + 1).pos(), Var(v + 2).pos()];
            clauses.add(&lits, ClauseKind::Learnt, lbd);
        }
        (clauses, Assignment::new(13))
    }

    fn deleted(clauses: &ClauseDb) -> Vec<bool> {
        clauses
            .learnt
            .iter()
            .map(|&c| clauses.is_deleted(c))
            .collect()
    }

    #[test]
    fn glue_clauses_are_kept_unless_told_otherwise() {
        let (mut clauses, assign) = four_clauses();
        assert_eq!(reduce(&mut clauses, &assign, true), 2);
        assert_eq!(deleted(&clauses), [false, false, true, true]);

        let (mut clauses, assign) = four_clauses();
        assert_eq!(reduce(&mut clauses, &assign, false), 2);
        assert_eq!(deleted(&clauses), [true, true, false, false]);
    }
}
