//! Learnt-clause deletion and arena compaction.
//!
//! Reduction keeps every learnt clause that is *locked* (the reason of an assigned literal) or
//! has LBD at most 2 ("glue clauses", Audemard and Simon 2009) and deletes the worse half of
//! the others, worse meaning higher LBD, then lower activity. Compaction copies the live
//! clauses into a fresh arena, remaps the reasons on the trail and rebuilds all watch lists
//! (the watched literals are always the first two of a clause, so nothing else is needed).

use super::assign::{Assignment, Reason, Trail};
use super::clause_db::{ClauseDb, ClauseRef};
use super::watch::Watches;

/// Whether clause `c` is the reason of its first literal.
fn locked(c: ClauseRef, clauses: &ClauseDb, assign: &Assignment) -> bool {
    let first = clauses.lits(c)[0];
    assign.is_true(first) && assign.reason(first.var()) == Reason::Clause(c)
}

/// Deletes about half of the deletable learnt clauses; returns how many were deleted.
pub(crate) fn reduce(clauses: &mut ClauseDb, assign: &Assignment) -> usize {
    let mut candidates: Vec<ClauseRef> = clauses
        .learnt
        .iter()
        .copied()
        .filter(|&c| !clauses.is_deleted(c) && clauses.lbd(c) > 2 && !locked(c, clauses, assign))
        .collect();
    candidates.sort_by(|&a, &b| {
        clauses
            .lbd(b)
            .cmp(&clauses.lbd(a))
            .then(clauses.activity(a).total_cmp(&clauses.activity(b)))
    });
    let n = candidates.len() / 2;
    for &c in &candidates[..n] {
        clauses.delete(c);
    }
    n
}

/// Compacts the arena, remaps reasons and rebuilds the watches.
pub(crate) fn compact(
    clauses: &mut ClauseDb,
    assign: &mut Assignment,
    trail: &Trail,
    watches: &mut Watches,
) {
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
}
