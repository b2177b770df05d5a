//! Weight constraints `b <-> w1*l1 + … + wn*ln >= bound`: the native propagator for weight
//! and cardinality bodies (clasp's `WeightConstraint`).
//!
//! Each constraint keeps two counters: the weight of its elements seen true and of those seen
//! false. An element is *seen* when its assignment is taken from the propagation queue (so the
//! counters may lag behind the assignment, never run ahead of it), unless the constraint is
//! satisfied by what was seen before (clasp does not count those either); an undo log of
//! `(trail position, constraint, counter, weight)` entries, in trail order, restores them on
//! backtracking. Propagation, with `slack = total - false_weight - bound`:
//!
//! * `true_weight >= bound` implies `b`; `slack < 0` implies `!b`;
//! * `b` true implies every unassigned element heavier than `slack`;
//! * `b` false implies the negation of every unassigned element `l` with
//!   `true_weight + w(l) >= bound`.
//!
//! Reasons are computed on demand: the reason for a literal `x` consists of the elements the
//! constraint saw (in the relevant direction) before `x` was assigned, a superset of those its
//! counters held when it implied `x`. Each constraint lists its seen elements in order (as
//! clasp's `WeightConstraint` keeps its undo stack), so a reason costs its own length, not
//! the constraint's: quasigroup completion's `1 #count{…} 1` over 40 cells spent a sixth
//! of its time scanning all elements for the one true one.
//!
//! At the root, between searches, [`WeightConstraints::simplify`] does part of what clasp's
//! `WeightConstraint::simplify` and its creation do: it takes the elements assigned at the
//! root out of each constraint (adjusting its bound), drops the constraints the root
//! satisfies, and, where the root fixed the body, keeps only the occurrences of the one
//! direction that can still propagate (a true body cares only about false elements, a false
//! body only about true ones). `:- not 1 #count{...} 1` is two constraints, `>= 1` with a true
//! body and `>= 2` with a false one: an element turning false now visits only the first, one
//! turning true only the second. The search does what it did before, with fewer visits
//! (quasigroup completion of order 40: a tenth to a fifth less time at the same conflicts, in
//! alternating runs).
//!
//! clasp also turns a constraint that became a clause (a true body, every element reaching
//! the bound alone: `>= 1` above) into one. Tried as arena clauses, that changed the search
//! (clauses propagate before weight constraints), and over seeds 0-9 the median conflicts
//! rose fourfold on quasigroup completion of order 40 (3,679 to 14,666; the same on shuffled
//! copies). So such a constraint stays here, in its place in the propagation order, but
//! watches two elements instead of counting every false one ([`Active::Clause`]): a watch
//! moves to an element not yet *seen* false, and with none left the other watched element
//! is implied at the moment the counters would have implied it, so the search is the same,
//! conflict for conflict. (Medians of seeds 0-9, alternating runs: Sudoku 49x49 0.92 of the
//! time, quasigroup 40 0.92, the Labyrinth 0.93.)

use super::assign::{Assignment, Reason, Trail};
use super::lit::{Lit, Value};
use super::translate::WeightSpec;

/// The counter an occurrence updates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Event {
    /// An element became true.
    ElementTrue,
    /// An element became false.
    ElementFalse,
    /// The body literal was assigned (either way).
    Body,
    /// A watched element of a constraint that acts as a clause ([`Active::Clause`]) became
    /// false.
    Watch,
}

#[derive(Clone, Copy, Debug)]
struct Occurrence {
    constraint: u32,
    event: Event,
    weight: u32,
}

/// Which inferences of a constraint can still happen (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Active {
    /// Its body is open: both directions.
    Both,
    /// Its body is true at the root: only false elements can make it propagate.
    TrueBody,
    /// Its body is false at the root: only true elements can.
    FalseBody,
    /// Its body is true at the root and each element reaches the bound alone: a clause over
    /// its elements. It watches two of them (`Constraint::watch`) instead of counting.
    Clause,
    /// Satisfied at the root: it has no occurrences.
    Gone,
}

#[derive(Clone, Debug)]
struct Constraint {
    active: Active,
    body: Lit,
    /// Sorted by decreasing weight.
    elements: Vec<(Lit, u32)>,
    bound: u64,
    total: u64,
    true_weight: u64,
    false_weight: u64,
    /// The positions in `elements` of the two watched ones ([`Active::Clause`]).
    watch: [u32; 2],
    /// The elements the counters hold, in the order they were seen (so in trail order):
    /// a reason is a prefix of them, found without looking at the other elements.
    seen: Vec<Lit>,
}

/// All weight constraints with their occurrence lists and undo log.
#[derive(Clone, Debug, Default)]
pub(crate) struct WeightConstraints {
    constraints: Vec<Constraint>,
    /// Indexed by literal code: what happens when that literal becomes true.
    occurrences: Vec<Vec<Occurrence>>,
    /// `(trail position, constraint, event, weight)`, increasing in trail position.
    undo: Vec<(u32, u32, Event, u32)>,
    /// The root trail's length and the number of constraints at the last simplification.
    simplified: (usize, usize),
}

impl WeightConstraints {
    /// Replaces all constraints by those of `specs` over `num_vars` variables, keeping the
    /// memory of the occurrence lists.
    pub fn reset(&mut self, num_vars: usize, specs: &[WeightSpec]) {
        self.constraints.clear();
        self.undo.clear();
        self.simplified = (0, 0);
        for list in &mut self.occurrences {
            list.clear();
        }
        self.occurrences.resize_with(2 * num_vars, Vec::new);
        for spec in specs {
            self.push(spec);
        }
    }

    /// Adds the occurrence lists of one more variable.
    pub fn add_var(&mut self) {
        self.occurrences.extend([Vec::new(), Vec::new()]);
    }

    /// Adds constraint `spec` at decision level 0 and propagates it once; its counters start
    /// from the (root) assignment of its literals, which needs no undo entries.
    ///
    /// Requires: the trail is at level 0 and fully propagated.
    pub fn add(
        &mut self,
        spec: &WeightSpec,
        assign: &mut Assignment,
        trail: &mut Trail,
    ) -> Result<(), u32> {
        debug_assert_eq!(trail.level(), 0);
        let index = self.push(spec);
        let c = &mut self.constraints[index as usize];
        for &(l, w) in &c.elements {
            match assign.value(l) {
                Value::True => c.true_weight += u64::from(w),
                Value::False => c.false_weight += u64::from(w),
                Value::Unassigned => {}
            }
        }
        propagate_constraint(c, index, Event::Body, assign, trail)
    }

    /// Appends a constraint with zero counters; returns its index.
    fn push(&mut self, spec: &WeightSpec) -> u32 {
        let mut elements = spec.elements.clone();
        elements.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let i = self.constraints.len() as u32;
        self.constraints.push(Constraint {
            active: Active::Both,
            body: spec.body,
            total: elements.iter().map(|&(_, w)| u64::from(w)).sum(),
            elements,
            bound: u64::from(spec.bound),
            true_weight: 0,
            false_weight: 0,
            watch: [0, 1],
            seen: Vec::new(),
        });
        self.add_occurrences(i);
        i
    }

    /// Adds the occurrences of constraint `i` that its [`Active`] state asks for.
    fn add_occurrences(&mut self, i: u32) {
        let c = &self.constraints[i as usize];
        let (on_true, on_false) = match c.active {
            Active::Both => (true, true),
            Active::TrueBody => (false, true),
            Active::FalseBody => (true, false),
            Active::Clause => {
                for w in c.watch {
                    let lit = c.elements[w as usize].0;
                    self.occurrences[(!lit).index()].push(Occurrence {
                        constraint: i,
                        event: Event::Watch,
                        weight: 0,
                    });
                }
                return;
            }
            Active::Gone => return,
        };
        for &(lit, weight) in &c.elements {
            if on_true {
                self.occurrences[lit.index()].push(Occurrence {
                    constraint: i,
                    event: Event::ElementTrue,
                    weight,
                });
            }
            if on_false {
                self.occurrences[(!lit).index()].push(Occurrence {
                    constraint: i,
                    event: Event::ElementFalse,
                    weight,
                });
            }
        }
        if c.active == Active::Both {
            for body in [c.body, !c.body] {
                self.occurrences[body.index()].push(Occurrence {
                    constraint: i,
                    event: Event::Body,
                    weight: 0,
                });
            }
        }
    }

    /// Whether the root assignment or the constraints changed since the last
    /// [`WeightConstraints::simplify`], which `root_len` literals at the root followed.
    pub fn may_simplify(&self, root_len: usize) -> bool {
        self.simplified != (root_len, self.constraints.len())
    }

    /// Simplifies every constraint by the root assignment (see the module documentation) and
    /// rebuilds the occurrence lists.
    ///
    /// Requires: the trail is at level 0 (of `root_len` literals) and fully propagated.
    pub fn simplify(&mut self, assign: &Assignment, root_len: usize) {
        for c in &mut self.constraints {
            simplify_constraint(c, assign);
        }
        self.undo.clear();
        for list in &mut self.occurrences {
            list.clear();
        }
        for i in 0..self.constraints.len() {
            self.add_occurrences(i as u32);
        }
        self.simplified = (root_len, self.constraints.len());
    }

    /// How many occurrences of constraints `lit` has (its watches, in clasp's terms).
    pub fn occurrence_count(&self, lit: Lit) -> usize {
        self.occurrences[lit.index()].len()
    }

    /// Brings the occurrence list's header of `lit` into the cache, if there are constraints
    /// (propagation does not read the lists otherwise).
    #[inline(always)]
    pub fn prefetch(&self, lit: Lit) {
        if !self.constraints.is_empty() {
            super::propagate::prefetch(&self.occurrences[lit.index()]);
        }
    }

    /// Whether there are no constraints.
    pub fn is_empty(&self) -> bool {
        self.constraints.is_empty()
    }

    /// Takes note of `p` (true, at trail position `pos`) and propagates the constraints it
    /// occurs in. On conflict returns the index of the violated constraint.
    pub fn propagate(
        &mut self,
        p: Lit,
        assign: &mut Assignment,
        trail: &mut Trail,
    ) -> Result<(), u32> {
        if self.occurrences[p.index()].is_empty() {
            return Ok(());
        }
        let pos = assign.trail_pos(p.var());
        // Taken out while its watches move to other lists (never to this one: a watch moves
        // to an element other than `!p`).
        let mut list = std::mem::take(&mut self.occurrences[p.index()]);
        let (mut i, mut kept) = (0, 0);
        let mut result = Ok(());
        while i < list.len() {
            let occ = list[i];
            i += 1;
            let step = if occ.event == Event::Watch {
                match self.move_watch(occ.constraint, !p, pos, assign, trail) {
                    Ok(true) => continue, // watched elsewhere now
                    other => other.map(|_| ()),
                }
            } else {
                let c = &mut self.constraints[occ.constraint as usize];
                if occ.event != Event::Body && satisfied_before(c, pos, assign) {
                    Ok(())
                } else {
                    match occ.event {
                        Event::ElementTrue => {
                            c.true_weight += u64::from(occ.weight);
                            c.seen.push(p);
                        }
                        Event::ElementFalse => {
                            c.false_weight += u64::from(occ.weight);
                            c.seen.push(!p);
                        }
                        Event::Body | Event::Watch => {}
                    }
                    if occ.event != Event::Body {
                        self.undo.push((pos, occ.constraint, occ.event, occ.weight));
                    }
                    propagate_constraint(c, occ.constraint, occ.event, assign, trail)
                }
            };
            list[kept] = occ;
            kept += 1;
            if step.is_err() {
                result = step;
                list.copy_within(i.., kept);
                kept += list.len() - i;
                break;
            }
        }
        list.truncate(kept);
        self.occurrences[p.index()] = list;
        result
    }

    /// Element `e` of clause-like constraint `index` (watched) became false, taken from the
    /// queue at trail position `pos`. As the counters would (so the search is the same):
    /// the watch moves to an element not yet *seen* false (not taken from the queue before
    /// `pos`; `Ok(true)`), or, with none left, the other watched element is implied, or the
    /// constraint is violated if that one was seen false too (`Err`). An element false but
    /// not yet seen keeps or takes a watch: its own turn comes.
    fn move_watch(
        &mut self,
        index: u32,
        e: Lit,
        pos: u32,
        assign: &mut Assignment,
        trail: &mut Trail,
    ) -> Result<bool, u32> {
        let c = &mut self.constraints[index as usize];
        let k = usize::from(c.elements[c.watch[0] as usize].0 != e);
        debug_assert_eq!(c.elements[c.watch[k] as usize].0, e);
        let other = c.elements[c.watch[1 - k] as usize].0;
        if assign.is_true(other) {
            return Ok(false);
        }
        let seen_false = |l: Lit| assign.is_false(l) && assign.trail_pos(l.var()) < pos;
        // Any such element will do (they all leave the search as it is): the search starts
        // after the one that became false and wraps around.
        let n = c.elements.len() as u32;
        let start = c.watch[k] + 1;
        for j in (start..n).chain(0..start) {
            let l = c.elements[j as usize].0;
            if j == c.watch[0] || j == c.watch[1] || l == e || seen_false(l) {
                continue;
            }
            c.watch[k] = j;
            let list = &mut self.occurrences[(!l).index()];
            // In constraint order, as the counters' occurrences are visited.
            let at = list.partition_point(|o| o.constraint < index);
            let watch = Occurrence {
                constraint: index,
                event: Event::Watch,
                weight: 0,
            };
            list.insert(at, watch);
            return Ok(true);
        }
        match assign.value(other) {
            Value::Unassigned => assign.assign(trail, other, Reason::Weight(index)),
            _ if seen_false(other) => return Err(index),
            _ => {}
        }
        Ok(false)
    }

    /// Restores the counters after the trail was cut to `trail_len` literals.
    pub fn backtrack(&mut self, trail_len: usize) {
        while let Some(&(pos, c, event, weight)) = self.undo.last() {
            if (pos as usize) < trail_len {
                break;
            }
            let c = &mut self.constraints[c as usize];
            match event {
                Event::ElementTrue => c.true_weight -= u64::from(weight),
                Event::ElementFalse => c.false_weight -= u64::from(weight),
                Event::Body | Event::Watch => {}
            }
            c.seen.pop();
            self.undo.pop();
        }
    }

    /// The other (false) literals of the reason clause of `x`, which constraint `c` implied.
    pub fn reason(&self, c: u32, x: Lit, assign: &Assignment, out: &mut Vec<Lit>) {
        let c = &self.constraints[c as usize];
        let before = assign.trail_pos(x.var());
        let earlier = |l: Lit| assign.is_assigned(l.var()) && assign.trail_pos(l.var()) < before;
        // `want_true`: the elements that count are the true ones (else the false ones).
        let want_true = if x == c.body {
            true
        } else if x == !c.body {
            false
        } else if assign.is_true(c.body) {
            // x is an element, implied by the true body and the false elements.
            out.push(!c.body);
            false
        } else {
            // !x is an element, implied false by the false body and the true elements.
            debug_assert!(assign.is_false(c.body));
            out.push(c.body);
            true
        };
        if c.active == Active::Clause {
            // No counters: every element but x is false, and before it.
            for &(l, _) in &c.elements {
                if l.var() != x.var() && earlier(l) && assign.is_false(l) {
                    out.push(l);
                }
            }
            return;
        }
        // The elements seen before x (the counters that implied it were a prefix of them).
        for &l in &c.seen {
            if assign.trail_pos(l.var()) >= before {
                break;
            }
            if want_true == assign.is_true(l) {
                out.push(if want_true { !l } else { l });
            }
        }
    }

    /// The literals (all false) of the clause that constraint `c` violates.
    pub fn conflict(&self, c: u32, assign: &Assignment, out: &mut Vec<Lit>) {
        let c = &self.constraints[c as usize];
        if assign.is_true(c.body) {
            out.push(!c.body);
            out.extend(
                c.elements
                    .iter()
                    .map(|&(l, _)| l)
                    .filter(|&l| assign.is_false(l)),
            );
        } else {
            debug_assert!(assign.is_false(c.body));
            out.push(c.body);
            out.extend(
                c.elements
                    .iter()
                    .map(|&(l, _)| l)
                    .filter(|&l| assign.is_true(l))
                    .map(|l| !l),
            );
        }
    }
}

/// Takes the elements assigned at the root out of `c` and decides what remains of it:
/// nothing if the root satisfies it, else a constraint active in the directions its body
/// leaves open. Requires: the root is fully propagated.
fn simplify_constraint(c: &mut Constraint, assign: &Assignment) {
    if c.active == Active::Gone {
        return;
    }
    let (mut true_weight, mut false_weight) = (0u64, 0u64);
    for &(l, w) in &c.elements {
        match assign.value(l) {
            Value::True => true_weight += u64::from(w),
            Value::False => false_weight += u64::from(w),
            Value::Unassigned => {}
        }
    }
    let body = assign.value(c.body);
    if true_weight >= c.bound || c.total - false_weight < c.bound {
        // Satisfied: propagation has given the body its value.
        debug_assert_ne!(body, Value::Unassigned);
        if body != Value::Unassigned {
            c.active = Active::Gone;
            c.elements = Vec::new();
        }
        return;
    }
    let bound = c.bound - true_weight;
    c.elements.retain(|&(l, _)| !assign.is_assigned(l.var()));
    for e in &mut c.elements {
        e.1 = e.1.min(bound as u32); // still sorted by decreasing weight
    }
    c.bound = bound;
    c.total = c.elements.iter().map(|&(_, w)| u64::from(w)).sum();
    c.true_weight = 0;
    c.seen.clear();
    c.false_weight = 0;
    c.active = match body {
        Value::Unassigned => Active::Both,
        // (The weights are at most the bound now: equal to it, all reach it.)
        Value::True
            if c.elements.len() >= 2 && c.elements.iter().all(|&(_, w)| u64::from(w) >= bound) =>
        {
            Active::Clause
        }
        Value::True => Active::TrueBody,
        Value::False => Active::FalseBody,
    };
    c.watch = [0, 1];
}

/// Whether constraint `c` is satisfied by literals taken from the queue before trail
/// position `pos`: its body was, and so many elements that the body's value holds whatever
/// the others become. Its elements taken from the queue later need not be counted: they
/// cannot make it propagate, and backtracking over what satisfies it unassigns them too.
#[inline]
fn satisfied_before(c: &Constraint, pos: u32, assign: &Assignment) -> bool {
    let body = c.body;
    match assign.value(body) {
        Value::Unassigned => false,
        value => {
            assign.trail_pos(body.var()) < pos
                && if value == Value::True {
                    c.true_weight >= c.bound
                } else {
                    c.total - c.false_weight < c.bound
                }
        }
    }
}

/// Propagates constraint `c` after `event`. The element loops run only when the event can
/// enable new inferences in their direction (a true body with more false weight, a false
/// body with more true weight, or the body itself): otherwise a constraint whose elements are
/// being forced would rescan all of them for each forced element (quadratic on large
/// cardinality constraints).
fn propagate_constraint(
    c: &Constraint,
    index: u32,
    event: Event,
    assign: &mut Assignment,
    trail: &mut Trail,
) -> Result<(), u32> {
    let reason = Reason::Weight(index);
    if c.true_weight >= c.bound {
        match assign.value(c.body) {
            Value::False => return Err(index),
            Value::Unassigned => assign.assign(trail, c.body, reason),
            Value::True => {}
        }
        return Ok(());
    }
    let max = c.total - c.false_weight;
    if max < c.bound {
        match assign.value(c.body) {
            Value::True => return Err(index),
            Value::Unassigned => assign.assign(trail, !c.body, reason),
            Value::False => {}
        }
        return Ok(());
    }
    match assign.value(c.body) {
        Value::True if event != Event::ElementTrue => {
            let slack = max - c.bound;
            for &(l, w) in &c.elements {
                if u64::from(w) <= slack {
                    break;
                }
                if assign.value(l) == Value::Unassigned {
                    assign.assign(trail, l, reason);
                }
            }
        }
        Value::False if event != Event::ElementFalse => {
            let need = c.bound - c.true_weight;
            for &(l, w) in &c.elements {
                if u64::from(w) < need {
                    break;
                }
                if assign.value(l) == Value::Unassigned {
                    assign.assign(trail, !l, reason);
                }
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::solve::Solver;
    use crate::solve::search::{decide, propagate_all, simplify_root, solver_after};

    // {a; b; c}. d :- 3 #sum{1: a; 2: b; 2: c}.   (a, b, c = 1, 2, 3; d = 4)
    const TEXT: &str = "asp 1 0 0\n1 1 3 1 2 3 0 0\n1 0 1 4 1 3 3 1 1 2 2 3 2\n0\n";

    fn values_after(decisions: &[i32]) -> Vec<Option<bool>> {
        let s = solver_after(TEXT, decisions);
        (1..=4)
            .map(|a| {
                let l = s.atom_lit[a];
                if s.assign.is_true(l) {
                    Some(true)
                } else if s.assign.is_false(l) {
                    Some(false)
                } else {
                    None
                }
            })
            .collect()
    }

    #[test]
    fn reaching_the_bound_makes_the_body_true() {
        assert_eq!(
            values_after(&[2, 1]),
            vec![Some(true), Some(true), None, Some(true)]
        );
    }

    #[test]
    fn a_true_body_forces_the_heavy_elements() {
        // d true, b false: a and c are both needed (1 + 2 >= 3).
        assert_eq!(
            values_after(&[4, -2]),
            vec![Some(true), Some(false), Some(true), Some(true)]
        );
    }

    #[test]
    fn a_false_body_forbids_elements_that_would_reach_the_bound() {
        // d false, b true: a (2 + 1) and c (2 + 2) would reach 3.
        assert_eq!(
            values_after(&[-4, 2]),
            vec![Some(false), Some(true), Some(false), Some(false)]
        );
    }

    /// `{a; b; c; e}. d :- 2 #count{a; b; c; e}. :- c.` and `:- not d.` (`d_true`) or `:- d.`,
    /// simplified at the root.
    fn simplified(d_true: bool) -> Solver {
        let fix_d = if d_true {
            "1 0 0 0 1 -4"
        } else {
            "1 0 0 0 1 4"
        };
        let text = format!(
            "asp 1 0 0\n1 1 4 1 2 3 5 0 0\n1 0 1 4 1 2 4 1 1 2 1 3 1 5 1\n1 0 0 0 1 3\n{fix_d}\n0\n"
        );
        let mut s = solver_after(&text, &[]);
        simplify_root(&mut s);
        s
    }

    #[test]
    fn a_root_true_body_watches_only_false_elements() {
        let mut s = simplified(true);
        let [a, b, c, e] = [1, 2, 3, 5].map(|i| s.atom_lit[i]);
        assert!(s.assign.is_false(c));
        for l in [a, b, e] {
            assert_eq!(s.weights.occurrence_count(l), 0);
            assert_eq!(s.weights.occurrence_count(!l), 1);
        }
        // Two of a, b, e are needed: without a, both others.
        decide(&mut s, !a);
        propagate_all(&mut s).unwrap();
        assert!(s.assign.is_true(b) && s.assign.is_true(e));
    }

    #[test]
    fn a_root_false_body_watches_only_true_elements() {
        let mut s = simplified(false);
        let [a, b, c, e] = [1, 2, 3, 5].map(|i| s.atom_lit[i]);
        assert!(s.assign.is_false(c));
        for l in [a, b, e] {
            assert_eq!(s.weights.occurrence_count(l), 1);
            assert_eq!(s.weights.occurrence_count(!l), 0);
        }
        // At most one of a, b, e: with a, neither other.
        decide(&mut s, a);
        propagate_all(&mut s).unwrap();
        assert!(s.assign.is_false(b) && s.assign.is_false(e));
    }

    /// `{a; b; c; e}. d :- 1 #count{a; b; c; e}. :- not d.`, simplified at the root: the
    /// constraint is the clause `a | b | c | e`.
    fn clause_like() -> (Solver, [crate::solve::lit::Lit; 4]) {
        let text = "asp 1 0 0\n1 1 4 1 2 3 5 0 0\n1 0 1 4 1 1 4 1 1 2 1 3 1 5 1\n1 0 0 0 1 -4\n0\n";
        let mut s = solver_after(text, &[]);
        simplify_root(&mut s);
        let lits = [1, 2, 3, 5].map(|i| s.atom_lit[i]);
        (s, lits)
    }

    fn watched(s: &Solver, lits: &[crate::solve::lit::Lit]) -> usize {
        lits.iter()
            .filter(|&&l| s.weights.occurrence_count(!l) == 1)
            .count()
    }

    #[test]
    fn a_clause_like_constraint_watches_two_elements() {
        let (mut s, lits) = clause_like();
        assert_eq!(watched(&s, &lits), 2);
        assert!(lits.iter().all(|&l| s.weights.occurrence_count(l) == 0));
        // The watches move on as elements turn false; the last one is implied.
        for (i, &l) in lits[..3].iter().enumerate() {
            decide(&mut s, !l);
            propagate_all(&mut s).unwrap();
            assert_eq!(watched(&s, &lits), 2, "after {} false", i + 1);
        }
        assert!(s.assign.is_true(lits[3]));
    }

    #[test]
    fn a_clause_like_constraint_is_violated_when_all_elements_are_false() {
        let (mut s, lits) = clause_like();
        // All four false before any is taken from the queue: the watched ones see the
        // others false only as they come, and the last one finds the violation.
        decide(&mut s, !lits[0]);
        decide(&mut s, !lits[1]);
        decide(&mut s, !lits[2]);
        decide(&mut s, !lits[3]);
        assert!(propagate_all(&mut s).is_err());
    }

    #[test]
    fn a_constraint_the_root_satisfies_is_dropped() {
        // d false and c true: none of a, b, e can be; no constraint is left to watch them.
        let text = "asp 1 0 0\n1 1 4 1 2 3 5 0 0\n1 0 1 4 1 2 4 1 1 2 1 3 1 5 1\n1 0 0 0 1 -3\n1 0 0 0 1 4\n0\n";
        let mut s = solver_after(text, &[]);
        simplify_root(&mut s);
        for i in [1, 2, 3, 5] {
            let l = s.atom_lit[i];
            assert!(s.assign.is_assigned(l.var()));
            assert_eq!(
                s.weights.occurrence_count(l) + s.weights.occurrence_count(!l),
                0
            );
        }
    }
}
