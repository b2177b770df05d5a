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

/// Deletes up to half of the learnt clauses (see the module doc); returns how many were
/// deleted.
pub(crate) fn reduce(clauses: &mut ClauseDb, assign: &Assignment) -> usize {
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
            || clauses.lbd(c) <= 2
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
