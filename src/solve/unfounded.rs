//! The unfounded-set checker: source pointers over the non-trivial strongly connected
//! components of the positive dependency graph (Gebser, Kaufmann, Schaub, AIJ 2012,
//! section 5; clasp's `DefaultUnfoundedCheck`). Tight programs have no checker at all.
//!
//! Each atom of a component may have a *source*: one of its supports that is *valid*, meaning
//! its literal is not false and the weight of its elements that are not false and, if they are
//! atoms of the component, have a source themselves reaches its bound. Sources are set only
//! from already sourced atoms, so following them never cycles; every sourced atom is founded.
//!
//! Invariants after [`Unfounded::propagate`] returns `Ok(false)`: every sourced atom's source
//! is valid, and every atom that is not false has a source. They are kept by reacting to
//! literals that become false (a support's literal, or an element of a weight support):
//! the atoms whose source became invalid lose it, transitively; then the unsourced atoms
//! look for new sources. For one that finds none, its unfounded set `U` is grown from it as
//! clasp's `findSource` grows it: the unsourced atoms (not false) of its supports that are
//! not false, transitively; only the atoms it needs, so the nogood is short (taking every
//! unsourced atom of the component instead, as rasp did before, gave loop nogoods of about
//! 70 literals on the Labyrinth, against about 23 now and clasp's 21, and 1.6x the
//! conflicts: `benches/table.py`). The reason of `U` is computed once: the false literals
//! `r1 … rk` that make its external supports unavailable. Then, as clasp's `falsifyUfs`, its
//! atoms are falsified one per call, unit propagation running in between: for an atom `a`
//! of `U` that is not false yet, the loop nogood `a -> some external support of U` is added
//! as a learnt clause `(!a | r1 | … | rk)` and `!a` is asserted (or the clause is the
//! conflict); the atoms that propagation made false meanwhile get no clause. (Adding the
//! clause of every atom at once, as rasp did before, gave the Labyrinth's cautious
//! enumeration 1.6x the conflicts: `benches/table.py`.) The rest of `U` stays valid until a
//! backtrack, which drops it. Backtracking only makes supports more valid, so sources
//! survive it; unsourced atoms that are no longer false are re-examined on the next call.

use super::assign::{Assignment, Reason, Trail};
use super::clause_db::{ClauseDb, ClauseKind};
use super::lit::Lit;
use super::loops::{LoopElement, LoopGraph};
use super::propagate::Conflict;
use super::watch::{Binaries, Watches};
use crate::graph::Adjacency;

const NONE: u32 = u32::MAX;

/// The checker's state.
#[derive(Clone, Debug)]
pub(crate) struct Unfounded {
    graph: LoopGraph,
    /// The source support of each loop atom, or `NONE`.
    source: Vec<u32>,
    /// By literal code: the supports to re-check when that literal becomes true (in one
    /// array: most literals have none, and the propagation reads the list of each literal
    /// on the trail).
    watch: Adjacency,
    /// Atoms that lost their source (may hold stale entries that regained one).
    unsourced: Vec<u32>,
    in_unsourced: Vec<bool>,
    todo: Vec<u32>,
    in_todo: Vec<bool>,
    /// Trail position up to which literals were seen.
    head: usize,
    rescan: bool,
    // Scratch.
    stack: Vec<u32>,
    in_set: Vec<bool>,
    set: Vec<u32>,
    clause: Vec<Lit>,
    support_stamp: Vec<u32>,
    stamp: u32,
    /// The atoms of the current unfounded set still to falsify (last first) and the reason
    /// they share (the false literals that make the set's external supports unavailable):
    /// as clasp's `falsifyUfs`, one atom is asserted per call, unit propagation runs in
    /// between, and the atoms it made false get no nogood. Dropped on backtracking.
    pending: Vec<u32>,
    pending_reason: Vec<Lit>,
    /// Loop nogoods added so far.
    pub loop_nogoods: u64,
    /// Whether the heuristic bumps the variables of loop nogoods (clasp's `--score-other`).
    pub bump: bool,
    /// The literals of the loop nogoods of the unfounded sets found since the caller last
    /// took them, for the heuristic: it counts their signs, as it counts those of learnt
    /// clauses, and bumps their variables with `bump`. Once per unfounded set: its atoms'
    /// literals and their shared reason. (clasp's heuristic sees the nogood of each atom,
    /// and so counts and bumps the reason once per atom; on 40 shuffled copies of the
    /// Labyrinth's random_9x9_hard, rasp needed more conflicts that way: a geometric mean
    /// of 1,314 against 732 to the first model, 3,185 against 2,385 for cautious.)
    pub new_nogood_lits: Vec<Lit>,
}

/// The parts of the solver the checker changes.
pub(crate) struct UfsContext<'a> {
    pub assign: &'a mut Assignment,
    pub trail: &'a mut Trail,
    pub clauses: &'a mut ClauseDb,
    pub binaries: &'a mut Binaries,
    pub watches: &'a mut Watches,
    /// Where the loop nogoods are offered to the peers of a parallel search.
    pub sharing: Option<&'a mut super::share::Sharing>,
}

impl Unfounded {
    /// The literals of the loop atoms.
    pub fn atom_lits(&self) -> impl Iterator<Item = Lit> + '_ {
        self.graph.atoms.iter().map(|a| a.lit)
    }

    /// A checker over `graph`, for `num_vars` variables; no atom has a source yet. With
    /// `bump`, the heuristic bumps the variables of its loop nogoods.
    pub fn new(graph: LoopGraph, num_vars: usize, bump: bool) -> Unfounded {
        let atoms = graph.atoms.len();
        let mut edges = Vec::new();
        for (id, s) in graph.supports.iter().enumerate() {
            let id = id as u32;
            edges.push(((!s.lit).0, id));
            if s.weighted {
                for &(e, _) in &s.elements {
                    let l = match e {
                        LoopElement::Atom(i) => graph.atoms[i as usize].lit,
                        LoopElement::Other(l) => l,
                    };
                    edges.push(((!l).0, id));
                }
            }
        }
        let watch = Adjacency::from_edges(2 * num_vars, &edges);
        let supports = graph.supports.len();
        Unfounded {
            source: vec![NONE; atoms],
            watch,
            unsourced: (0..atoms as u32).collect(),
            in_unsourced: vec![true; atoms],
            todo: Vec::new(),
            in_todo: vec![false; atoms],
            head: 0,
            rescan: true,
            stack: Vec::new(),
            in_set: vec![false; atoms],
            set: Vec::new(),
            clause: Vec::new(),
            support_stamp: vec![0; supports],
            stamp: 0,
            pending: Vec::new(),
            pending_reason: Vec::new(),
            loop_nogoods: 0,
            bump,
            new_nogood_lits: Vec::new(),

            graph,
        }
    }

    /// Adds the (empty) watch lists of one more variable (never in the loop graph).
    pub fn add_var(&mut self) {
        self.watch.add_nodes(2);
    }

    /// Notes that the trail was cut to `trail_len` literals.
    pub fn backtrack(&mut self, trail_len: usize) {
        self.head = self.head.min(trail_len);
        self.rescan = true;
        self.pending.clear();
    }

    /// Restores the invariants for the current assignment. Returns whether it assigned
    /// literals (which then need unit propagation), or the conflict it found.
    pub fn propagate(&mut self, cx: &mut UfsContext) -> Result<bool, Conflict> {
        if self.rescan {
            self.rescan = false;
            for k in 0..self.todo.len() {
                self.in_todo[self.todo[k] as usize] = false;
            }
            self.todo.clear();
            let mut k = 0;
            while k < self.unsourced.len() {
                let a = self.unsourced[k];
                if self.source[a as usize] != NONE {
                    self.in_unsourced[a as usize] = false;
                    self.unsourced.swap_remove(k);
                    continue;
                }
                if !cx.assign.is_false(self.graph.atoms[a as usize].lit) {
                    self.push_todo(a);
                }
                k += 1;
            }
        }
        while self.head < cx.trail.lits.len() {
            let p = cx.trail.lits[self.head];
            self.head += 1;
            for k in 0..self.watch.successors(p.index()).len() {
                let s = self.watch.successors(p.index())[k];
                self.check_support(s, cx.assign);
            }
        }
        if self.assert_pending(cx)? {
            return Ok(true);
        }
        if self.todo.is_empty() {
            return Ok(false);
        }
        for k in 0..self.todo.len() {
            let a = self.todo[k];
            if self.source[a as usize] == NONE {
                self.try_source(a, cx.assign);
            }
        }
        // One unfounded set at a time, grown from one atom through the supports it still
        // has (as clasp's `findSource`): the atoms that `a` needs, not every unsourced atom.
        while let Some(a) = self.todo.pop() {
            self.in_todo[a as usize] = false;
            if self.source[a as usize] != NONE
                || cx.assign.is_false(self.graph.atoms[a as usize].lit)
            {
                continue;
            }
            if !self.unfounded_set(a, cx.assign) {
                continue;
            }
            let group = std::mem::take(&mut self.set);
            self.compute_reason(&group, cx.assign);
            self.pending.clear();
            self.pending.extend(group.iter().rev());
            self.set = group;
            // The other atoms to do stay for the next call (after unit propagation).
            return self.assert_pending(cx);
        }
        Ok(false)
    }

    /// Asserts the first atom of the pending unfounded set that is not false yet through its
    /// loop nogood; returns whether there was one (then it is true and needs propagation).
    fn assert_pending(&mut self, cx: &mut UfsContext) -> Result<bool, Conflict> {
        while let Some(a) = self.pending.pop() {
            let atom = self.graph.atoms[a as usize].lit;
            if cx.assign.is_false(atom) {
                continue;
            }
            let mut lits = Vec::with_capacity(self.pending_reason.len() + 1);
            lits.push(!atom);
            lits.extend(self.pending_reason.iter().copied().filter(|&l| l != !atom));
            self.loop_nogoods += 1;
            cx.share_loop_nogood(&lits);
            if cx.assign.is_true(atom) {
                self.pending.clear();
                return Err(add_violated_clause(&mut lits, ClauseKind::Learnt, cx));
            }
            assert_clause(&mut lits, cx);
            return Ok(true);
        }
        Ok(false)
    }

    /// Collects in `self.set` the unfounded set around the unsourced atom `a`: `a` and,
    /// transitively, the unsourced atoms (not false) of the supports (not false) of its
    /// atoms. An atom that meanwhile finds a valid support takes it as its source, and the
    /// set is collected anew; returns whether `a` is unfounded (the set is not empty).
    fn unfounded_set(&mut self, a: u32, assign: &Assignment) -> bool {
        loop {
            self.set.clear();
            self.set.push(a);
            self.in_set[a as usize] = true;
            let mut sourced = false;
            let mut k = 0;
            while k < self.set.len() {
                let x = self.set[k];
                k += 1;
                if self.source[x as usize] != NONE {
                    continue;
                }
                for j in 0..self.graph.atoms[x as usize].supports.len() {
                    let s = self.graph.atoms[x as usize].supports[j];
                    if assign.is_false(self.graph.supports[s as usize].lit) {
                        continue;
                    }
                    if self.valid(s, assign) {
                        self.set_source(x, s, assign);
                        sourced = true;
                        break;
                    }
                    for e in 0..self.graph.supports[s as usize].elements.len() {
                        if let (LoopElement::Atom(i), _) =
                            self.graph.supports[s as usize].elements[e]
                            && self.source[i as usize] == NONE
                            && !self.in_set[i as usize]
                            && !assign.is_false(self.graph.atoms[i as usize].lit)
                        {
                            self.in_set[i as usize] = true;
                            self.set.push(i);
                        }
                    }
                }
            }
            for &x in &self.set {
                self.in_set[x as usize] = false;
            }
            if !sourced {
                return true;
            }
            if self.source[a as usize] != NONE {
                self.set.clear();
                return false;
            }
        }
    }

    fn push_todo(&mut self, a: u32) {
        if !self.in_todo[a as usize] {
            self.in_todo[a as usize] = true;
            self.todo.push(a);
        }
    }

    /// Whether support `s` can found its heads under the current assignment and sources.
    fn valid(&self, s: u32, assign: &Assignment) -> bool {
        let s = &self.graph.supports[s as usize];
        if assign.is_false(s.lit) {
            return false;
        }
        let mut sum = 0;
        for &(e, w) in &s.elements {
            let counts = match e {
                LoopElement::Atom(i) => {
                    self.source[i as usize] != NONE
                        && !assign.is_false(self.graph.atoms[i as usize].lit)
                }
                LoopElement::Other(l) => !assign.is_false(l),
            };
            if counts {
                sum += w;
                if sum >= s.bound {
                    return true;
                }
            }
        }
        sum >= s.bound
    }

    /// Whether some head of support `s` has it as source.
    fn is_source(&self, s: u32) -> bool {
        self.graph.supports[s as usize]
            .heads
            .iter()
            .any(|&h| self.source[h as usize] == s)
    }

    /// If support `s` is some atom's source but may no longer be valid, those atoms lose their
    /// source (and, transitively, the atoms founded through them). A weight support always
    /// gives up its atoms here: its validity could now rest on atoms founded through itself,
    /// which a fresh search for sources (in founded order) rules out.
    fn check_support(&mut self, s: u32, assign: &Assignment) {
        if !self.is_source(s)
            || (!self.graph.supports[s as usize].weighted && self.valid(s, assign))
        {
            return;
        }
        self.stack.clear();
        for &h in &self.graph.supports[s as usize].heads {
            if self.source[h as usize] == s {
                self.stack.push(h);
            }
        }
        while let Some(x) = self.stack.pop() {
            if self.source[x as usize] == NONE {
                continue;
            }
            self.source[x as usize] = NONE;
            if !self.in_unsourced[x as usize] {
                self.in_unsourced[x as usize] = true;
                self.unsourced.push(x);
            }
            self.push_todo(x);
            for k in 0..self.graph.atoms[x as usize].dependents.len() {
                let d = self.graph.atoms[x as usize].dependents[k];
                // `d` counted `x`; it has to be re-established in founded order.
                if self.is_source(d) {
                    for &h in &self.graph.supports[d as usize].heads {
                        if self.source[h as usize] == d {
                            self.stack.push(h);
                        }
                    }
                }
            }
        }
    }

    /// Gives `a` a valid source if it has one, then sources the atoms that this enables.
    fn try_source(&mut self, a: u32, assign: &Assignment) {
        let found = self.graph.atoms[a as usize]
            .supports
            .iter()
            .copied()
            .find(|&s| self.valid(s, assign));
        if let Some(s) = found {
            self.set_source(a, s, assign);
        }
    }

    /// Makes the valid support `s` the source of `a`, then sources the atoms that this
    /// enables.
    fn set_source(&mut self, a: u32, s: u32, assign: &Assignment) {
        self.source[a as usize] = s;
        self.stack.clear();
        self.stack.push(a);
        while let Some(x) = self.stack.pop() {
            for k in 0..self.graph.atoms[x as usize].dependents.len() {
                let d = self.graph.atoms[x as usize].dependents[k];
                let needs = self.graph.supports[d as usize]
                    .heads
                    .iter()
                    .any(|&h| self.source[h as usize] == NONE);
                if needs && self.valid(d, assign) {
                    for k in 0..self.graph.supports[d as usize].heads.len() {
                        let h = self.graph.supports[d as usize].heads[k];
                        if self.source[h as usize] == NONE {
                            self.source[h as usize] = d;
                            self.stack.push(h);
                        }
                    }
                }
            }
        }
    }

    /// Computes in `pending_reason` the reason of the unfounded set `group` (one component):
    /// the false literals that make its external supports unavailable; adds the literals of
    /// its nogoods to `new_nogood_lits`.
    fn compute_reason(&mut self, group: &[u32], assign: &Assignment) {
        for &a in group {
            self.in_set[a as usize] = true;
        }
        self.clause.clear();
        self.stamp += 1;
        for &a in group {
            for k in 0..self.graph.atoms[a as usize].supports.len() {
                let s = self.graph.atoms[a as usize].supports[k];
                if self.support_stamp[s as usize] == self.stamp {
                    continue;
                }
                self.support_stamp[s as usize] = self.stamp;
                self.add_reason(s, assign);
            }
        }
        for &a in group {
            self.in_set[a as usize] = false;
        }
        self.clause.sort_unstable();
        self.clause.dedup();
        self.pending_reason.clear();
        self.pending_reason.extend_from_slice(&self.clause);
        self.new_nogood_lits.extend_from_slice(&self.pending_reason);
        for &a in group {
            self.new_nogood_lits.push(!self.graph.atoms[a as usize].lit);
        }
    }

    /// Adds to `self.clause` the false literals that make support `s` unavailable to the atoms
    /// marked in `in_set`, if it is external to them.
    fn add_reason(&mut self, s: u32, assign: &Assignment) {
        let support = &self.graph.supports[s as usize];
        let external: u32 = support
            .elements
            .iter()
            .filter(|(e, _)| !matches!(e, LoopElement::Atom(i) if self.in_set[*i as usize]))
            .map(|&(_, w)| w)
            .sum();
        if external < support.bound {
            return; // depends on the set itself
        }
        if assign.is_false(support.lit) {
            self.clause.push(support.lit);
            return;
        }
        let mut available = 0;
        for &(e, w) in &support.elements {
            let l = match e {
                LoopElement::Atom(i) if self.in_set[i as usize] => continue,
                LoopElement::Atom(i) => self.graph.atoms[i as usize].lit,
                LoopElement::Other(l) => l,
            };
            if assign.is_false(l) {
                self.clause.push(l);
            } else {
                available += w;
            }
        }
        assert!(
            available < support.bound,
            "unfounded set has an available external support"
        );
    }
}

impl UfsContext<'_> {
    /// Offers a loop nogood to the peers of a parallel search, if there are any.
    pub fn share_loop_nogood(&mut self, lits: &[Lit]) {
        if let Some(sharing) = self.sharing.as_deref_mut() {
            let assign = &*self.assign;
            sharing.offer(lits, true, || distinct_levels(lits, assign));
        }
    }
}

/// Adds the clause `lits` whose first literal is unassigned and all others false, and asserts
/// the first literal.
pub(crate) fn assert_clause(lits: &mut [Lit], cx: &mut UfsContext) {
    let first = lits[0];
    match lits.len() {
        1 => cx.assign.assign(cx.trail, first, Reason::Fact),
        2 => {
            cx.binaries.add(lits[0], lits[1]);
            cx.assign.assign(cx.trail, first, Reason::Binary(lits[1]));
        }
        _ => {
            move_highest_level_to(lits, 1, cx.assign);
            let lbd = distinct_levels(lits, cx.assign);
            let c = cx.clauses.add(lits, ClauseKind::Learnt, lbd);
            cx.watches.watch(c, lits);
            cx.assign.assign(cx.trail, first, Reason::Clause(c));
        }
    }
}

/// Adds the clause `lits` (all false, added outside propagation: loop nogoods, blocking
/// clauses) as a clause of `kind` and returns it as a conflict to resolve.
pub(crate) fn add_violated_clause(
    lits: &mut [Lit],
    kind: ClauseKind,
    cx: &mut UfsContext,
) -> Conflict {
    match lits.len() {
        1 => Conflict::Unit(lits[0]),
        2 => {
            cx.binaries.add(lits[0], lits[1]);
            Conflict::Binary(lits[0], lits[1])
        }
        _ => {
            move_highest_level_to(lits, 0, cx.assign);
            move_highest_level_to(lits, 1, cx.assign);
            let lbd = match kind {
                ClauseKind::Learnt => distinct_levels(lits, cx.assign),
                ClauseKind::Original => 0,
            };
            let c = cx.clauses.add(lits, kind, lbd);
            cx.watches.watch(c, lits);
            Conflict::Clause(c)
        }
    }
}

/// Swaps the literal with the highest level among `lits[at..]` into position `at`.
pub(crate) fn move_highest_level_to(lits: &mut [Lit], at: usize, assign: &Assignment) {
    let mut best = at;
    for k in at + 1..lits.len() {
        if assign.level(lits[k].var()) > assign.level(lits[best].var()) {
            best = k;
        }
    }
    lits.swap(at, best);
}

/// The number of distinct decision levels of `lits`.
pub(crate) fn distinct_levels(lits: &[Lit], assign: &Assignment) -> u32 {
    let mut levels: Vec<u32> = lits.iter().map(|l| assign.level(l.var())).collect();
    levels.sort_unstable();
    levels.dedup();
    levels.len() as u32
}

#[cfg(test)]
mod tests {
    use crate::solve::Solver;
    use crate::solve::search::solver_after;

    /// A solver for aspif `text`, after deciding the literals `decisions` (signed atoms) and
    /// propagating; returns it and the atoms that are false.
    fn after(text: &str, decisions: &[i32]) -> (Solver, Vec<u32>) {
        let s = solver_after(text, decisions);
        let false_atoms = (1..s.atom_lit.len() as u32)
            .filter(|&a| s.assign.is_false(s.atom_lit[a as usize]))
            .collect();
        (s, false_atoms)
    }

    // {c}. a :- b. b :- a. a :- c.   (a = 1, b = 2, c = 3)
    const LOOP: &str = "asp 1 0 0\n1 1 1 3 0 0\n1 0 1 1 0 1 2\n1 0 1 2 0 1 1\n1 0 1 1 0 1 3\n0\n";

    #[test]
    fn a_loop_without_external_support_is_false() {
        let (s, false_atoms) = after(LOOP, &[-3]);
        assert_eq!(false_atoms, vec![1, 2, 3]);
        assert!(s.stats.loop_nogoods > 0 || s.unfounded.as_ref().unwrap().loop_nogoods > 0);
    }

    #[test]
    fn an_externally_supported_loop_stays_open() {
        let (_, false_atoms) = after(LOOP, &[3]);
        assert!(false_atoms.is_empty());
        let (_, false_atoms) = after(LOOP, &[]);
        assert!(false_atoms.is_empty());
    }

    #[test]
    fn a_weight_body_supports_only_through_its_external_part() {
        // {x}. a :- 1 #count{b; x}. b :- a.   (x = 1, a = 2, b = 3)
        let text = "asp 1 0 0\n1 1 1 1 0 0\n1 0 1 2 1 1 2 3 1 1 1\n1 0 1 3 0 1 2\n0\n";
        let (_, false_atoms) = after(text, &[-1]);
        assert_eq!(false_atoms, vec![1, 2, 3]);
        let (_, false_atoms) = after(text, &[1]);
        assert!(false_atoms.is_empty());
    }

    #[test]
    fn tight_programs_have_no_checker() {
        let text = "asp 1 0 0\n1 1 1 1 0 0\n1 0 1 2 0 1 1\n0\n";
        let (s, _) = after(text, &[]);
        assert!(s.unfounded.is_none());
    }
}
