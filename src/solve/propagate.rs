//! Unit propagation: binary implications, then the two-watched-literal scheme for arena
//! clauses, then weight constraints, for each literal taken from the trail queue.
//!
//! Watch invariant (for a clause not satisfied at the root): its first two literals are watched;
//! if one of them is false then either it is still in the propagation queue, or the other
//! watched literal is true and was assigned no later. Contract of [`run`] (MiniSat's): on
//! return the queue is empty, even when a conflict was found.

use super::assign::{Assignment, Reason, Trail};
use super::clause_db::{ClauseDb, ClauseRef};
use super::lit::{Lit, Value};
use super::watch::{Binaries, Watch, Watches};
use super::weight::WeightConstraints;

/// A violated constraint: all literals of the clause it stands for are false.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Conflict {
    /// A unit clause `(a)` with `a` false.
    Unit(Lit),
    /// The binary clause `(a | b)`.
    Binary(Lit, Lit),
    /// An arena clause.
    Clause(ClauseRef),
    /// A weight constraint (its clause is built on demand).
    Weight(u32),
    /// The bound of the minimize constraint (its clause is built on demand).
    Minimize,
}

/// Propagates every literal in the trail queue to fixpoint or the first conflict.
pub(crate) fn run(
    assign: &mut Assignment,
    trail: &mut Trail,
    binaries: &Binaries,
    watches: &mut Watches,
    clauses: &mut ClauseDb,
    weights: &mut WeightConstraints,
) -> Result<u64, Conflict> {
    let mut propagations = 0;
    while trail.queue_head < trail.lits.len() {
        let p = trail.lits[trail.queue_head];
        trail.queue_head += 1;
        propagations += 1;
        // The lists of `p` and of the next literals are in three arrays indexed by literal,
        // each a likely cache miss on a large program, and their entries another: start
        // them early. The headers of the literal after next are asked for now, and the
        // entries of the next one, whose headers were asked for one literal ago (or are read
        // now). With a prefetch instruction, against ordinary loads of the headers (which
        // the processor waits for), medians of seeds, same conflicts: qg40 0.72 of the time,
        // Sudoku 49x49 0.82, random_9x9_hard 0.81, pigeonhole 10 into 9 0.88 (seeds 0-4).
        // The entries of the next literal with the headers two ahead, against the headers
        // of the next literal only (3 December 2026, renumbered copies, same searches):
        // labyrinth_c 0.925 of the time, the one-shot Labyrinth 0.935, qg40 0.97, pigeon10_9
        // 0.98, latin-5-7 0.95, the others unchanged; the weight constraints' entries
        // too gained nothing.
        prefetch(&watches.by_lit[p.index()]);
        weights.prefetch(p);
        if let Some(&next) = trail.lits.get(trail.queue_head) {
            if let Some(q) = binaries.by_lit[next.index()].first() {
                prefetch(q);
            }
            if let Some(w) = watches.by_lit[next.index()].first() {
                prefetch(w);
            }
            weights.prefetch(next);
        }
        if let Some(&after) = trail.lits.get(trail.queue_head + 1) {
            prefetch(&binaries.by_lit[after.index()]);
            prefetch(&watches.by_lit[after.index()]);
        }
        let result = propagate_binaries(p, assign, trail, binaries)
            .and_then(|()| propagate_clauses(p, assign, trail, watches, clauses))
            .and_then(|()| {
                if weights.is_empty() {
                    Ok(())
                } else {
                    weights
                        .propagate(p, assign, trail)
                        .map_err(Conflict::Weight)
                }
            });
        if let Err(conflict) = result {
            trail.queue_head = trail.lits.len();
            return Err(conflict);
        }
    }
    Ok(propagations)
}

#[inline]
fn propagate_binaries(
    p: Lit,
    assign: &mut Assignment,
    trail: &mut Trail,
    binaries: &Binaries,
) -> Result<(), Conflict> {
    for &q in &binaries.by_lit[p.index()] {
        match assign.value(q) {
            Value::True => {}
            Value::False => return Err(Conflict::Binary(!p, q)),
            Value::Unassigned => assign.assign(trail, q, Reason::Binary(!p)),
        }
    }
    Ok(())
}

#[inline(never)] // keeps the search loop small; measured faster on pigeonhole
fn propagate_clauses(
    p: Lit,
    assign: &mut Assignment,
    trail: &mut Trail,
    watches: &mut Watches,
    clauses: &mut ClauseDb,
) -> Result<(), Conflict> {
    let false_lit = !p;
    let mut list = std::mem::take(&mut watches.by_lit[p.index()]);
    let mut kept = 0;
    let mut i = 0;
    let mut result = Ok(());
    'watches: while i < list.len() {
        let watch = list[i];
        i += 1;
        if assign.is_true(watch.blocker) {
            list[kept] = watch;
            kept += 1;
            continue;
        }
        let (lits, search) = clauses.watch_search(watch.clause);
        if lits[0] == false_lit {
            lits.swap(0, 1);
        }
        debug_assert_eq!(lits[1], false_lit);
        let first = lits[0];
        let new_watch = Watch {
            clause: watch.clause,
            blocker: first,
        };
        if first != watch.blocker && assign.is_true(first) {
            list[kept] = new_watch;
            kept += 1;
            continue;
        }
        // A literal not false to watch instead: in a longer clause from where the last
        // search ended, around to it (`ClauseDb::watch_search`).
        let len = lits.len();
        let found = if len == 3 {
            (!assign.is_false(lits[2])).then_some(2)
        } else {
            let from = search.clamp(2, len - 1);
            let not_false = |&k: &usize| !assign.is_false(lits[k]);
            (from..len)
                .find(not_false)
                .or_else(|| (2..from).find(not_false))
        };
        if let Some(k) = found {
            lits.swap(1, k);
            let moved = !lits[1];
            if len > 3 {
                clauses.set_search_start(watch.clause, k);
            }
            watches.by_lit[moved.index()].push(new_watch);
            continue 'watches;
        }
        list[kept] = new_watch;
        kept += 1;
        if assign.is_false(first) {
            result = Err(Conflict::Clause(watch.clause));
            list.copy_within(i.., kept);
            kept += list.len() - i;
            break;
        }
        assign.assign(trail, first, Reason::Clause(watch.clause));
    }
    list.truncate(kept);
    watches.by_lit[p.index()] = list;
    result
}

/// Asks the processor to bring the cache line of `x` (a list's header) in early, so that
/// its miss overlaps with other work.
#[inline(always)]
pub(crate) fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint that never faults and reads nothing into the program;
    // the address is that of a live reference.
    #[allow(unsafe_code)]
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>((x as *const T).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}
