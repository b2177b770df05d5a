//! The CDNL loop: propagate to fixpoint (unit propagation, then unfounded sets), resolve
//! conflicts by learning and backjumping, decide assumptions first and then free variables,
//! report models when nothing is left to decide.
//!
//! Decision levels `1..=assumptions.len()` hold the assumptions, one per level (a level stays
//! empty when its assumption already holds), as in MiniSat; free decisions come above them.

use super::analyze::{AnalysisContext, LazyReasons, conflict_lits};
use super::assign::Reason;
use super::clause_db::{ClauseKind, ClauseRef};
use super::enumerate::LevelMark;
use super::lit::Lit;
use super::propagate::{self, Conflict};
use super::reduce;
use super::unfounded::UfsContext;
use super::{Solver, disjunctive, enumerate, propagator, split};
use std::sync::atomic::Ordering;

/// What the search does after a model was reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AfterModel {
    /// Stop.
    Stop,
    /// Go on to the next model of the enumeration (`enumerate.rs`).
    Next,
    /// The constraints changed (a tighter bound, a new clause): search again from the root.
    Restart,
    /// The model handler added clauses (`step_clauses`) that exclude the model: go on from
    /// the assignment as it is, backjumping as far as they need (as clasp's enumerators go
    /// on after a model).
    Continue,
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SearchEnd {
    /// Every model (under the assumptions) was reported. If none was, `Solver::failed` holds
    /// the assumptions that cannot hold together (empty: the program itself is
    /// unsatisfiable).
    Exhausted,
    /// The model handler stopped the search; `exhausted`: no model was left anyway.
    Stopped {
        /// Whether the search space was exhausted nonetheless.
        exhausted: bool,
    },
    /// The interrupt flag was set.
    Interrupted,
}

/// Undoes all decision levels above `level` in every part of the solver.
pub(crate) fn backtrack(s: &mut Solver, level: u32) {
    propagator::undo(s, level);
    s.enumeration
        .backtrack(level, &mut s.clauses, &mut s.watches);
    let heuristic = &mut s.heuristic;
    heuristic.begin_backtrack(s.trail.level().saturating_sub(level));
    s.assign
        .backtrack(&mut s.trail, level, |lit| heuristic.on_unassign(lit));
    let len = s.trail.lits.len();
    s.non_hcf.backtracked(len);
    if let Some(d) = &mut s.domain {
        d.backtrack(len, &mut s.heuristic);
    }
    s.weights.backtrack(len);
    s.minimize.backtrack(len);
    if let Some(u) = &mut s.unfounded {
        u.backtrack(len);
    }
}

/// Leaves a search: back to the root, or (a tester, `keep_assumptions`) to the levels of
/// the assumptions.
fn leave(s: &mut Solver) {
    let keep = if s.keep_assumptions {
        s.trail.level().min(s.assumptions.len() as u32)
    } else {
        0
    };
    backtrack(s, keep);
}

/// Propagates to fixpoint: unit propagation, then the minimize bound, then the unfounded-set
/// check, until none of them assigns anything.
pub(crate) fn propagate_all(s: &mut Solver) -> Result<(), Conflict> {
    loop {
        propagate_solver(s)?;
        if !propagator::propagate(s)? {
            return Ok(());
        }
    }
}

/// The solver's own propagation to its fixpoint (unit propagation, minimize statements,
/// unfounded sets, minimality checks), without the embedder's propagators.
pub(crate) fn propagate_solver(s: &mut Solver) -> Result<(), Conflict> {
    loop {
        let n = propagate::run(
            &mut s.assign,
            &mut s.trail,
            &s.binaries,
            &mut s.watches,
            &mut s.clauses,
            &mut s.weights,
        );
        match n {
            Ok(n) => s.stats.propagations += n,
            Err(c) => return Err(c),
        }
        match s.minimize.propagate(&mut s.assign, &mut s.trail) {
            Ok(true) => continue,
            Ok(false) => {}
            Err(()) => return Err(Conflict::Minimize),
        }
        let Some(u) = &mut s.unfounded else {
            if disjunctive::propagate(s)? {
                continue;
            }
            return Ok(());
        };
        let mut cx = UfsContext {
            assign: &mut s.assign,
            trail: &mut s.trail,
            clauses: &mut s.clauses,
            binaries: &mut s.binaries,
            watches: &mut s.watches,
            sharing: s.sharing.as_mut(),
        };
        let before = u.loop_nogoods;
        let result = u.propagate(&mut cx);
        for l in u.new_nogood_lits.drain(..) {
            s.heuristic.count_occurrence(l);
            if u.bump {
                s.heuristic.bump(l.var());
            }
        }
        // (The minimality check of `disjunctive.rs` adds to the count too.)
        s.stats.loop_nogoods += u.loop_nogoods - before;
        if !result? && !disjunctive::propagate(s)? {
            return Ok(());
        }
    }
}

/// Opens a decision level with decision `lit`.
pub(crate) fn decide(s: &mut Solver, lit: Lit) {
    s.trail.new_level();
    s.enumeration.marks.push(LevelMark::Free);
    s.assign.assign(&mut s.trail, lit, Reason::Decision);
}

/// The lazily computed reasons of the solver.
fn lazy(s: &Solver) -> LazyReasons<'_> {
    LazyReasons {
        weights: &s.weights,
        minimize: &s.minimize,
    }
}

/// The decisions (assumptions) that the false literals `lits` follow from
/// ([`Analyzer::failed_decisions`](super::analyze::Analyzer::failed_decisions)).
fn failed_decisions(s: &mut Solver, lits: &[Lit]) -> Vec<Lit> {
    s.analyzer.failed_decisions(
        lits,
        &s.assign,
        &s.trail.lits,
        &s.clauses,
        LazyReasons {
            weights: &s.weights,
            minimize: &s.minimize,
        },
    )
}

/// Learns from `conflict` and backjumps (never below the enumeration's backtrack level; a
/// conflict at or below it flips the next decision instead). Returns false when the search
/// space is exhausted.
pub(crate) fn resolve_conflict(s: &mut Solver, conflict: Conflict) -> bool {
    s.stats.conflicts += 1;
    s.enumeration.replay.clear();
    let mut lits = std::mem::take(&mut s.conflict_buf);
    lits.clear();
    conflict_lits(conflict, &s.assign, &s.clauses, lazy(s), &mut lits);
    let max_level = lits
        .iter()
        .map(|l| s.assign.level(l.var()))
        .max()
        .unwrap_or(0);
    s.conflict_buf = lits;
    if max_level == 0 {
        s.ok = false;
        s.failed.clear();
        return false;
    }
    let assumption_levels = s.assumptions.len() as u32;
    if max_level <= assumption_levels {
        // The assumptions alone are contradictory.
        if s.keep_assumptions {
            // Keep the levels below the conflict (they were propagated without one).
            backtrack(s, max_level - 1);
            return false;
        }
        let lits = std::mem::take(&mut s.conflict_buf);
        s.failed = failed_decisions(s, &lits);
        s.conflict_buf = lits;
        return false;
    }
    let floor = s.enumeration.backtrack_level(assumption_levels);
    if max_level <= floor {
        // Nothing left to learn above the flipped decisions: this subtree is exhausted.
        return enumerate::flip_below(s, max_level);
    }
    // Clauses added outside propagation (loop nogoods) may be violated below the current
    // level: analyze there.
    backtrack(s, max_level);
    let lits = std::mem::take(&mut s.conflict_buf);
    let mut cx = AnalysisContext {
        assign: &s.assign,
        trail: &s.trail.lits,
        level: s.trail.level(),
        root: assumption_levels,
        clauses: &mut s.clauses,
        watches: &mut s.watches,
        lazy: LazyReasons {
            weights: &s.weights,
            minimize: &s.minimize,
        },
        heuristic: &mut s.heuristic,
        otfs: s.options.otfs,
    };
    let (backjump, lbd) = s.analyzer.analyze(&lits, &mut cx);
    s.conflict_buf = lits;
    s.heuristic.decay();
    backtrack(s, backjump.max(floor));
    let learnt = &s.analyzer.learnt;
    if let Some(sharing) = &mut s.sharing {
        sharing.offer(learnt, false, || lbd);
    }
    if let Some(lemmas) = &s.lemmas {
        lemmas.offer(learnt, lbd);
    }
    s.heuristic.count_learnt(learnt, &s.assign);
    s.stats.learnt += 1;
    match learnt.len() {
        1 => s.assign.assign(&mut s.trail, learnt[0], Reason::Fact),
        2 => {
            s.binaries.add(learnt[0], learnt[1]);
            s.assign
                .assign(&mut s.trail, learnt[0], Reason::Binary(learnt[1]));
        }
        _ => {
            let c = s.clauses.add(learnt, ClauseKind::Learnt, lbd);
            s.watches.watch(c, learnt);
            s.assign.assign(&mut s.trail, learnt[0], Reason::Clause(c));
        }
    }
    s.restarts.on_conflict(lbd, s.trail.level());
    true
}

/// Simplifies the weight constraints (`weight.rs`) and the clauses (`simplify_clauses`, and
/// the binary ones the root satisfies are dropped: `watch.rs`), each if the root assignment
/// or they changed since the last time. Only at the root, after the heuristic's initial
/// scores, which count the constraints' occurrences and the binary clauses as the program
/// states them.
pub(crate) fn simplify_root(s: &mut Solver) {
    if s.trail.level() != 0 || !s.ok {
        return;
    }
    let weights = !s.weights.is_empty() && s.weights.may_simplify(s.trail.lits.len());
    let clauses = s.root_simplified != s.trail.lits.len();
    if !(weights || clauses) || !propagate_root(s) {
        return;
    }
    if weights {
        s.weights.simplify(&s.assign, s.trail.lits.len());
    }
    if clauses {
        // Units found there are propagated, and simplify again.
        while simplify_clauses(s) && s.ok {
            if !propagate_root(s) {
                return;
            }
        }
        s.binaries.simplify(&s.assign);
        s.heuristic.drop_assigned(&s.assign);
        s.root_simplified = s.trail.lits.len();
    }
}

/// At the root, after propagation without conflict: drops the arena clauses the root
/// satisfies and takes the literals it falsifies out of the others, so that a clause of
/// the program whose other literals the root decided is as cheap as one written short (a
/// clause left with two literals becomes a binary one). The reasons of assigned literals
/// and the projection nogoods, which the enumeration holds by handle, stay as they are.
///
/// A clause learnt above the root may have become unit there without being propagated (its
/// watched literals were made false at the root before it was added): its last literal is
/// assigned, and the function returns true (the caller propagates and calls it again). One
/// made false is a conflict at the root: `s.ok` turns false.
fn simplify_clauses(s: &mut Solver) -> bool {
    let mut held: Vec<ClauseRef> = s.enumeration.nogoods.iter().map(|&(_, c)| c).collect();
    held.sort_unstable();
    let mut changed = false;
    let mut units = false;
    let live: Vec<ClauseRef> = s.clauses.live().collect();
    for c in live {
        let lits = s.clauses.lits(c);
        let root_false = lits.iter().filter(|&&l| s.assign.is_false(l)).count();
        let satisfied = lits.iter().any(|&l| s.assign.is_true(l));
        if (root_false == 0 && !satisfied)
            || held.binary_search(&c).is_ok()
            || (satisfied && s.assign.reason(lits[0].var()) == Reason::Clause(c))
        {
            continue;
        }
        if satisfied {
            s.clauses.delete(c);
            changed = true;
            continue;
        }
        let rest: Vec<Lit> = lits
            .iter()
            .copied()
            .filter(|&l| !s.assign.is_false(l))
            .collect();
        match rest.len() {
            0 => {
                // A conflict at the root: the program is refuted (the clause is still live).
                resolve_conflict(s, Conflict::Clause(c));
                break;
            }
            1 => {
                units = true;
                s.assign.assign(&mut s.trail, rest[0], Reason::Fact);
                continue;
            }
            _ => {}
        }
        let (learnt, lbd) = (s.clauses.is_learnt(c), s.clauses.lbd(c));
        s.clauses.delete(c);
        changed = true;
        if rest.len() == 2 {
            s.binaries.add(rest[0], rest[1]);
        } else {
            let kind = if learnt {
                ClauseKind::Learnt
            } else {
                ClauseKind::Original
            };
            s.clauses.add(&rest, kind, lbd);
        }
    }
    if changed {
        let map = reduce::compact(&mut s.clauses, &mut s.assign, &s.trail, &mut s.watches);
        s.enumeration.remap(map);
    }
    units
}

/// Propagates at the root, where a conflict refutes the program; returns whether none came.
pub(crate) fn propagate_root(s: &mut Solver) -> bool {
    match propagate_all(s) {
        Ok(()) => true,
        Err(conflict) => {
            resolve_conflict(s, conflict);
            false
        }
    }
}

/// One search under `s.assumptions`: reports each model to `on_model`, which decides how to
/// go on. Starts from the root.
pub(crate) fn run(
    s: &mut Solver,
    on_model: &mut dyn FnMut(&mut Solver) -> AfterModel,
) -> SearchEnd {
    if !s.keep_assumptions {
        backtrack(s, 0);
    }
    s.failed.clear();
    s.limit_reached = false;
    s.init_activities();
    simplify_root(s);
    if !s.ok {
        return SearchEnd::Exhausted;
    }
    s.restarts.new_search();
    let mut steps = 0u32;
    loop {
        steps = steps.wrapping_add(1);
        // Each step (a relaxed load: the flag's line stays cached until it is set): a step
        // of a saturation program may include minimality checks, so that 128 of them can
        // keep the losing thread of a parallel search from noticing that it lost.
        if let Some(flag) = &s.options.interrupt
            && flag.load(Ordering::Relaxed)
        {
            backtrack(s, 0);
            return SearchEnd::Interrupted;
        }
        if let Some(limit) = s.options.solve_limit
            && (s.stats.conflicts - s.call_start.0 >= limit.conflicts
                || s.stats.restarts - s.call_start.1 >= limit.restarts)
        {
            s.limit_reached = true;
            backtrack(s, 0);
            return SearchEnd::Interrupted;
        }
        if steps % 128 == 1 {
            // the first step too
            if let Some(live) = &s.options.live {
                let (conflicts, restarts) = (s.stats.conflicts, s.stats.restarts);
                live.add(
                    conflicts.saturating_sub(s.published.0),
                    restarts.saturating_sub(s.published.1),
                );
                s.published = (conflicts, restarts);
            }
        }
        if let Err(conflict) = propagate_all(s) {
            if !resolve_conflict(s, conflict) {
                leave(s);
                return SearchEnd::Exhausted;
            }
            if !restart_or_reduce(s) {
                leave(s);
                return SearchEnd::Exhausted;
            }
            continue;
        }
        let level = s.trail.level() as usize;
        if level < s.assumptions.len() {
            if let Err(end) = assume(s, level) {
                return end;
            }
            continue;
        }
        if s.split.as_ref().is_some_and(|(queue, _)| queue.hungry()) {
            split::offer(s);
        }
        if let Some(d) = &mut s.domain {
            d.catch_up(&s.trail.lits, &mut s.heuristic);
        }
        // All assigned: a total assignment, found without popping the rest of the heap. A
        // tester finds a model in most checks, and emptied and refilled its heap each time:
        // with this and `drop_assigned`, the same searches took 18% fewer instructions on
        // latin-5-7, 15% on perm-8-3, 9% on qbf-20+20-s2, 5% on lab-3-2-s1 (renumbered
        // copy 1 each, callgrind), 4% on sudoku49 and 2% on qg40. (Measured with ties of
        // activity broken by variable in both builds; without that, the heap's layout breaks
        // them, and it differs now.)
        let all_assigned = s.trail.lits.len() == s.assign.num_vars();
        let pick = if all_assigned {
            None
        } else {
            replayed(s).or_else(|| s.heuristic.pick(&s.assign, &s.clauses))
        };
        match pick.map(|lit| propagator::decide(s, lit)) {
            Some(lit) => {
                s.stats.choices += 1;
                if s.domain.as_ref().is_some_and(|d| d.modifies(lit.var())) {
                    s.stats.domain_choices += 1;
                }
                decide(s, lit);
            }
            None => {
                if let Err(end) = total_assignment(s, on_model) {
                    return end;
                }
            }
        }
    }
}

/// The next decision of the last projected model that is still free (`EnumState::replay`).
fn replayed(s: &mut Solver) -> Option<Lit> {
    while let Some(l) = s.enumeration.replay.pop() {
        if !s.assign.is_assigned(l.var()) {
            return Some(l);
        }
    }
    None
}

/// After a conflict: restarts (down to the enumeration's backtrack level; at the root, the
/// learnt clauses are exchanged with the peers of a parallel search, `share.rs`) and
/// reduces the learnt clauses when their policies say so. False if the clauses of the peers
/// show that the program has no answer set.
fn restart_or_reduce(s: &mut Solver) -> bool {
    if s.restarts.due() {
        s.restarts.restarted();
        s.stats.restarts += 1;
        let floor = s.enumeration.backtrack_level(0);
        backtrack(s, floor);
        if floor == 0 && !super::share::exchange(s) {
            return false;
        }
    }
    if s.reduce.due(s.stats.conflicts) {
        // (A tester is the solver that keeps its assumptions.)
        let keep_glue = !s.keep_assumptions || s.clauses.learnt.len() <= reduce::TESTER_GLUE_LIMIT;
        s.stats.deleted += reduce::reduce(&mut s.clauses, &s.assign, keep_glue) as u64;
        let map = reduce::compact(&mut s.clauses, &mut s.assign, &s.trail, &mut s.watches);
        s.enumeration.remap(map);
    }
    true
}

/// Opens decision level `level + 1` with assumption `level`; `Err` ends the search when
/// the assumption is false (the assumptions cannot all hold, any more: `s.failed` says
/// which).
fn assume(s: &mut Solver, level: usize) -> Result<(), SearchEnd> {
    let a = s.assumptions[level];
    if s.assign.is_false(a) {
        if !s.keep_assumptions {
            s.failed = failed_decisions(s, &[a]);
            s.failed.push(a);
        }
        leave(s);
        return Err(SearchEnd::Exhausted);
    }
    s.trail.new_level();
    s.enumeration.marks.push(LevelMark::Free);
    if !s.assign.is_true(a) {
        s.assign.assign(&mut s.trail, a, Reason::Decision);
    }
    Ok(())
}

/// On a total assignment without conflict: the minimality check of the disjunctive
/// components, then the model goes to `on_model` and the search goes on as it says; `Err`
/// ends the search.
fn total_assignment(
    s: &mut Solver,
    on_model: &mut dyn FnMut(&mut Solver) -> AfterModel,
) -> Result<(), SearchEnd> {
    if let Some(conflict) = disjunctive::check_model(s) {
        if !resolve_conflict(s, conflict) {
            leave(s);
            return Err(SearchEnd::Exhausted);
        }
        return Ok(());
    }
    // The propagators' checks of total assignments: a clause they add may go against it.
    match propagator::check_total(s) {
        Ok(false) => {}
        Ok(true) => return Ok(()),
        Err(conflict) => {
            if !resolve_conflict(s, conflict) {
                leave(s);
                return Err(SearchEnd::Exhausted);
            }
            return Ok(());
        }
    }
    s.stats.models += 1;
    match on_model(s) {
        AfterModel::Stop => {
            s.step_clauses.clear();
            // The search space may be exhausted anyway, when no decision is left; as in
            // clasp, not when the model lies above the level of an assumption (the caller's,
            // the program's, the value of an external) that the program does not imply; nor
            // when SAT preprocessing eliminated variables whose values may vary (as clasp).
            let exhausted = !s.above_assumptions()
                && !enumerate::has_next(s)
                && s.extension.as_ref().is_none_or(|e| e.is_empty());
            leave(s);
            return Err(SearchEnd::Stopped { exhausted });
        }
        AfterModel::Next => match enumerate::next(s) {
            enumerate::Next::Left => {}
            enumerate::Next::Exhausted => {
                s.step_clauses.clear();
                backtrack(s, 0);
                return Err(SearchEnd::Exhausted);
            }
            enumerate::Next::Blocked(conflict) => {
                if !resolve_conflict(s, conflict) {
                    s.step_clauses.clear();
                    backtrack(s, 0);
                    return Err(SearchEnd::Exhausted);
                }
            }
        },
        AfterModel::Restart => {
            backtrack(s, 0);
            if !s.ok {
                return Err(SearchEnd::Exhausted);
            }
        }
        AfterModel::Continue => {}
    }
    // Clauses the model handler added (`step.rs`), once the search left the model.
    if !s.step_clauses.is_empty() && !s.integrate_step_clauses() {
        backtrack(s, 0);
        return Err(SearchEnd::Exhausted);
    }
    Ok(())
}

/// A solver for aspif `text`, after deciding the literals `decisions` (signed atoms) and
/// propagating after each (for the propagators' unit tests: weight bodies stay weight
/// constraints, `--trans-ext=no`).
#[cfg(test)]
pub(crate) fn solver_after(text: &str, decisions: &[i32]) -> Solver {
    let program = crate::aspif::read::read(text).unwrap();
    let options = super::SolveOptions {
        trans_ext: super::TransExt::Native,
        ..super::SolveOptions::default()
    };
    let mut s = Solver::new(&program, &options).unwrap();
    propagate_all(&mut s).unwrap();
    for &d in decisions {
        let atom = s.atom_lit[d.unsigned_abs() as usize];
        decide(&mut s, if d < 0 { !atom } else { atom });
        propagate_all(&mut s).unwrap();
    }
    s
}
