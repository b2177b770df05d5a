//! The tester of one component that is not head-cycle-free: a solver built once, whose models
//! under the generator's assignment (given as assumptions) are the unfounded sets of the
//! component (Gebser, Kaufmann, Schaub: "Advanced conflict-driven disjunctive answer set
//! solving", IJCAI 2013; clasp's `PrgDepGraph::NonHcfComponent`).
//!
//! Its variables, for the component's atoms `p` and the rules `r` with a head atom there:
//! - `u_p` (outputs, variables `1..=n` in the order of the component's atoms): `p` is in the
//!   unfounded set `U`;
//! - inputs, one per generator literal `g` that matters: "`g` is true" (a head atom true,
//!   `t_p`), with `!g` a body literal "the body is false" (`f_B`), with `!l` an element of a
//!   weight body "`l` is not false" (the negated input);
//! - `h_p <-> t_p & !u_p` for atoms of a proper disjunction: true outside `U`, so the rule
//!   does not support `U`;
//! - for a weight body: `k_p <-> (p not false) & !u_p` per component atom in one, and `s_B`,
//!   the weight constraint "the body can still hold without `U`".
//!
//! The clauses: `U` is not empty (one of the `u_p`); and for each rule and head atom `a` in
//! the component, the rule does not support `a` in `U`: `!u_a | f_B | (some u_b, b a positive
//! body atom of the component) | (some h_o or t_o, o another head atom)` (for a weight body
//! `!s_B` instead of the `u_b`; for a choice rule no other head atom). An atom false in the
//! generator is left out of `U` by assuming `!u_p`; unassigned atoms may be in `U`, so that a
//! check of a partial assignment finds the sets unfounded in every extension of it. And an
//! atom each of whose rules has a component atom in `U` in its body (or a false body) is in
//! `U` too (`closure`): without that, the tester decided the membership of each such atom once
//! the rest was fixed (gringo's ground program of the permutation generator has 100 atoms
//! `x :- y` and 100 atoms `a :- other(I,N)`, `a :- not solution(I,N)` in its component, and
//! 91% of the tester's decisions there propagated nothing).
//!
//! The tester keeps what it learns between checks: every clause holds whatever the inputs are.

use super::assign::Assignment;
use super::disjunctive::CheckRule;
use super::lit::{Lit, Var};
use super::translate::{Translation, WeightSpec};
use super::{SolveOptions, Solver};
use std::collections::HashMap;

/// The most clauses [`Builder::closure`] adds for one atom (the product of the numbers of
/// breaking literals of its rules); an atom that would need more is left to the tester's
/// decisions.
const MAX_CLOSURE_CLAUSES: usize = 8;

/// A component's tester solver, with how to map the generator's assignment onto it.
pub(crate) struct Tester {
    solver: Box<Solver>,
    /// The number of component atoms (variables `1..=atoms`).
    atoms: usize,
    /// Each input variable, with the generator literal whose truth it mirrors.
    inputs: Vec<(Lit, Var)>,
    /// The assumptions of each generator variable, by variable index (`by_var[start[v] ..
    /// start[v + 1]]`), ordered by their tester literals: see [`Assumption`].
    by_var_start: Vec<u32>,
    by_var: Vec<Assumption>,
    /// The assumptions of the last check whose generator literals were assigned, with their
    /// generator trail positions, in the order of the positions.
    assigned: Vec<(u32, Lit)>,
    /// Scratch: the assumptions of a check.
    assumptions: Vec<Lit>,
    /// The length of the generator's root (the trail prefix of level 0) whose assumptions
    /// are facts of the tester: the generator never undoes its root, so what it gives the
    /// tester to assume stays, and learnt clauses leave it out (clasp's
    /// `ComponentMap::simplify`).
    root: usize,
}

impl Clone for Tester {
    /// An exact copy, for another thread's generator (`fork.rs`).
    fn clone(&self) -> Tester {
        Tester {
            solver: Box::new(self.solver.duplicate()),
            atoms: self.atoms,
            inputs: self.inputs.clone(),
            by_var_start: self.by_var_start.clone(),
            by_var: self.by_var.clone(),
            assigned: self.assigned.clone(),
            assumptions: self.assumptions.clone(),
            root: self.root,
        }
    }
}

/// What a generator variable, once assigned, gives the tester to assume.
#[derive(Clone, Copy, Debug)]
struct Assumption {
    /// The generator literal.
    generator: Lit,
    /// The tester literal assumed when `generator` is true (an input) or false (`!u_p` of
    /// a component atom); an input is assumed false when `generator` is false.
    tester: Lit,
    /// Whether this is `!u_p`, assumed only when `generator` (the atom) is false.
    atom: bool,
}

impl Assumption {
    /// The tester literal it assumes when its generator variable is assigned, if any.
    #[inline]
    fn under(self, assign: &Assignment) -> Option<Lit> {
        if self.atom {
            assign.is_false(self.generator).then_some(self.tester)
        } else if assign.is_true(self.generator) {
            Some(self.tester)
        } else {
            Some(!self.tester)
        }
    }
}

/// The assumptions that the variable of generator literal `lit` gives under `assign`
/// (`by_var_start` and `by_var` as [`Tester`] holds them).
#[inline]
fn assumptions_of<'a>(
    by_var_start: &'a [u32],
    by_var: &'a [Assumption],
    assign: &'a Assignment,
    lit: Lit,
) -> impl Iterator<Item = Lit> + 'a {
    let v = lit.var().index();
    let range = by_var_start.get(v..v + 2).unwrap_or(&[0, 0]);
    (by_var[range[0] as usize..range[1] as usize].iter()).filter_map(move |a| a.under(assign))
}

impl std::fmt::Debug for Tester {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Tester({} atoms, {} inputs)",
            self.atoms,
            self.inputs.len()
        )
    }
}

/// The tester's program while it is built.
struct Builder {
    t: Translation,
    /// The input variable of each generator literal ("it is true").
    inputs: HashMap<Lit, Var>,
    /// `h_p` of component atoms in proper disjunctions.
    outside: HashMap<u32, Lit>,
    /// `k_p` of component atoms in weight bodies.
    kept: HashMap<u32, Lit>,
    /// The generator literal of each component atom.
    atoms: Vec<Lit>,
}

impl Builder {
    fn new_var(&mut self) -> Var {
        let v = Var(self.t.num_vars);
        self.t.num_vars += 1;
        self.t.is_body.push(false);
        v
    }

    /// The tester literal "generator literal `g` is true" (constants stay constants).
    fn input(&mut self, g: Lit) -> Lit {
        if g.var().0 == 0 {
            return g;
        }
        if let Some(&v) = self.inputs.get(&g) {
            return v.pos();
        }
        let v = self.new_var();
        self.inputs.insert(g, v);
        v.pos()
    }

    /// `u_p` of component atom `i`.
    fn unfounded(i: u32) -> Lit {
        Var(i + 1).pos()
    }

    /// Adds a clause, dropping false constants; a clause with a true constant is left out.
    fn clause(&mut self, lits: &[Lit]) {
        if lits.contains(&Lit::TRUE) {
            return;
        }
        let t = &mut self.t;
        t.clause_lits
            .extend(lits.iter().copied().filter(|&l| l != Lit::FALSE));
        t.clause_starts.push(t.clause_lits.len() as u32);
    }

    /// `h_p <-> t_p & !u_p` of component atom `i`: true in the generator, not in `U`.
    fn outside(&mut self, i: u32) -> Lit {
        if let Some(&h) = self.outside.get(&i) {
            return h;
        }
        let t = self.input(self.atoms[i as usize]);
        let h = self.and_not(t, Self::unfounded(i));
        self.outside.insert(i, h);
        h
    }

    /// `k_p <-> (p not false) & !u_p` of component atom `i`.
    fn kept(&mut self, i: u32) -> Lit {
        if let Some(&k) = self.kept.get(&i) {
            return k;
        }
        let not_false = !self.input(!self.atoms[i as usize]);
        let k = self.and_not(not_false, Self::unfounded(i));
        self.kept.insert(i, k);
        k
    }

    /// A new variable `x` with `x <-> a & !u`.
    fn and_not(&mut self, a: Lit, u: Lit) -> Lit {
        let x = self.new_var().pos();
        self.clause(&[!a, u, x]);
        self.clause(&[!x, a]);
        self.clause(&[!x, !u]);
        x
    }

    /// Literals one of which holds iff the body of `rule` cannot hold without `U` (pushed
    /// onto `out`); false if it can never hold.
    fn body_broken(&mut self, rule: &CheckRule, out: &mut Vec<Lit>) -> bool {
        if let Some(atoms) = rule.normal_atoms() {
            out.extend(atoms.iter().map(|&a| Self::unfounded(a)));
            return true;
        }
        let mut fixed = 0u64;
        let mut elements: Vec<(Lit, u64)> = Vec::new();
        for (lit, weight, atom) in rule.elements() {
            let holds = match atom {
                Some(i) => self.kept(i),
                None => !self.input(!lit),
            };
            match holds {
                Lit::TRUE => fixed += u64::from(weight),
                Lit::FALSE => {}
                l => elements.push((l, u64::from(weight))),
            }
        }
        let Some(bound) = u64::from(rule.bound).checked_sub(fixed).filter(|&b| b > 0) else {
            return true; // holds whatever U is
        };
        elements.sort_unstable();
        elements.dedup_by(|next, kept| {
            let same = next.0 == kept.0;
            if same {
                kept.1 += next.1;
            }
            same
        });
        let total: u64 = elements.iter().map(|&(_, w)| w.min(bound)).sum();
        if total < bound {
            false
        } else if total == bound {
            // All are needed.
            out.extend(elements.iter().map(|&(l, _)| !l));
            true
        } else {
            let s = self.new_var().pos();
            let bound = bound.min(u64::from(u32::MAX)) as u32;
            self.t.weights.push(WeightSpec {
                body: s,
                elements: (elements.iter())
                    .map(|&(l, w)| (l, w.min(u64::from(bound)) as u32))
                    .collect(),
                bound,
                native: true,
            });
            out.push(!s);
            true
        }
    }

    /// Clauses that put into `U` an atom all of whose rules depend on `U`: for a component
    /// atom `x` whose rules are normal ones with `x` their only head atom, and for a choice
    /// of one literal per rule that breaks it (`u_y` of a component atom `y` of its body, or,
    /// for a body without one, "the body is false"), the clause "`x` is in `U`, or `x` is
    /// false, or one of the chosen literals does not hold" (at most [`MAX_CLOSURE_CLAUSES`]
    /// such choices per atom).
    /// Adding such an `x` (not false) to an unfounded set keeps it unfounded (none of its
    /// rules can hold without `U`, and rules with `x` in the body lose support only), so sets
    /// exist exactly as before; but the tester no longer decides whether `x` is in `U`, and
    /// the loop nogood of the larger set leaves out the rules that `x` could otherwise
    /// support.
    fn closure(&mut self, rules: &[CheckRule]) {
        let mut of_atom: Vec<Vec<usize>> = vec![Vec::new(); self.atoms.len()];
        for (r, rule) in rules.iter().enumerate() {
            for &(_, c) in &rule.head {
                if let Some(i) = c {
                    of_atom[i as usize].push(r);
                }
            }
        }
        for (x, rules_of_x) in of_atom.iter().enumerate() {
            // Per rule, the literals each of which breaks it (none if a rule has no such list).
            let witnesses: Option<Vec<Vec<Lit>>> = (rules_of_x.iter())
                .map(|&r| self.breaking(&rules[r]))
                .collect();
            let Some(witnesses) = witnesses.filter(|w| !w.is_empty()) else {
                continue;
            };
            let combinations = (witnesses.iter()).fold(1usize, |n, w| n.saturating_mul(w.len()));
            if combinations > MAX_CLOSURE_CLAUSES {
                continue;
            }
            let x_false = self.input(!self.atoms[x]);
            for k in 0..combinations {
                let mut clause = vec![Self::unfounded(x as u32), x_false];
                let mut rest = k;
                for w in &witnesses {
                    clause.push(!w[rest % w.len()]);
                    rest /= w.len();
                }
                self.clause(&clause);
            }
        }
    }

    /// For [`Builder::closure`]: literals each of which keeps the normal rule `rule` (one head
    /// atom) from holding without `U`: `u_y` of the component atoms `y` of its body, or, for a
    /// body without one, "the body is false"; `None` for another kind of rule.
    fn breaking(&mut self, rule: &CheckRule) -> Option<Vec<Lit>> {
        let body_atoms = rule
            .normal_atoms()
            .filter(|_| !rule.choice && rule.head.len() == 1)?;
        Some(if body_atoms.is_empty() {
            vec![self.input(!rule.body)]
        } else {
            body_atoms.iter().map(|&y| Self::unfounded(y)).collect()
        })
    }

    /// The clauses of `rule`: it does not support `U` through any head atom in the component.
    fn rule(&mut self, rule: &CheckRule) {
        let body_false = self.input(!rule.body);
        let mut broken = vec![body_false];
        if body_false == Lit::TRUE || !self.body_broken(rule, &mut broken) {
            return; // never supports anything
        }
        for (k, &(_, c)) in rule.head.iter().enumerate() {
            let Some(i) = c else { continue };
            let mut clause = vec![!Self::unfounded(i)];
            clause.extend_from_slice(&broken);
            if !rule.choice {
                for (j, &(l, other)) in rule.head.iter().enumerate() {
                    if j != k {
                        clause.push(match other {
                            Some(o) => self.outside(o),
                            None => self.input(l),
                        });
                    }
                }
            }
            self.clause(&clause);
        }
    }
}

impl Builder {
    /// The tester's program of the component with atoms `atoms` (generator literals) and
    /// `rules`.
    fn build(atoms: &[Lit], rules: &[CheckRule]) -> Builder {
        let n = atoms.len() as u32;
        let mut b = Builder {
            t: Translation {
                num_vars: n + 1,
                atom_lit: (0..=n).map(|v| Var(v).pos()).collect(),
                clause_lits: Vec::new(),
                clause_starts: vec![0],
                weights: Vec::new(),
                is_body: vec![false; n as usize + 1],
                loops: None,
                non_hcf: Vec::new(),
                fixed_externals: Vec::new(),
            },
            inputs: HashMap::new(),
            outside: HashMap::new(),
            kept: HashMap::new(),
            atoms: atoms.to_vec(),
        };
        // U is not empty.
        let all: Vec<Lit> = (0..n).map(Builder::unfounded).collect();
        b.clause(&all);
        for rule in rules {
            b.rule(rule);
        }
        b.closure(rules);
        b
    }
}

/// The clauses of the tester's program of the component with atoms `atoms` and `rules`, in
/// DIMACS CNF (`p cnf <variables> <clauses>`; the component's atoms are variables `1..=n`,
/// in its order), as clasp's `--hcc-out` writes its tester's clauses. The weight
/// constraints of weight bodies (`s_B`) are not clauses and are left out, as clasp leaves
/// out its testers' other constraints.
pub(crate) fn cnf(atoms: &[Lit], rules: &[CheckRule]) -> String {
    use std::fmt::Write;
    let t = Builder::build(atoms, rules).t;
    let clauses = t.clause_starts.windows(2);
    let mut out = format!(
        "p cnf {} {}\n",
        t.num_vars.saturating_sub(1),
        t.clause_starts.len() - 1
    );
    for range in clauses {
        for &lit in &t.clause_lits[range[0] as usize..range[1] as usize] {
            let var = lit.var().0 as i64;
            let _ = write!(out, "{} ", if lit.is_negative() { -var } else { var });
        }
        out.push_str("0\n");
    }
    out
}

impl Tester {
    /// The tester of the component with atoms `atoms` (generator literals) and `rules`.
    pub fn new(atoms: &[Lit], rules: &[CheckRule]) -> Tester {
        let n = atoms.len() as u32;
        let b = Builder::build(atoms, rules);
        let mut inputs: Vec<(Lit, Var)> = b.inputs.into_iter().collect();
        inputs.sort_unstable_by_key(|&(_, v)| v);
        // Phases saved by backjumps over 160 levels, as the saturation suite was measured
        // with (the generator's default saves none: `decide.rs`).
        let options = SolveOptions {
            save_progress: 160,
            ..SolveOptions::default()
        };
        let mut solver = Solver::from_translation(b.t, n, &options);
        solver.heuristic.exclude(inputs.iter().map(|&(_, v)| v));
        // The assumptions by generator variable, each variable's by tester literal.
        let mut by_var: Vec<Assumption> = (atoms.iter().enumerate())
            .map(|(i, &a)| Assumption {
                generator: a,
                tester: !Builder::unfounded(i as u32),
                atom: true,
            })
            .chain(inputs.iter().map(|&(g, v)| Assumption {
                generator: g,
                tester: v.pos(),
                atom: false,
            }))
            .collect();
        by_var.sort_by_key(|a| (a.generator.var(), a.tester.var()));
        let vars = by_var.last().map_or(0, |a| a.generator.var().index() + 1);
        let mut by_var_start = vec![0u32; vars + 1];
        for a in &by_var {
            by_var_start[a.generator.var().index() + 1] += 1;
        }
        for v in 0..vars {
            by_var_start[v + 1] += by_var_start[v];
        }
        Tester {
            solver: Box::new(solver),
            atoms: n as usize,
            inputs,
            by_var_start,
            by_var,
            assigned: Vec::new(),
            assumptions: Vec::new(),
            root: 0,
        }
    }

    /// Makes the assumptions of the generator's root literals beyond `self.root` facts of
    /// the tester.
    fn extend_root(&mut self, assign: &Assignment, trail: &[Lit]) {
        let mut end = self.root;
        while end < trail.len() && assign.level(trail[end].var()) == 0 {
            end += 1;
        }
        if end == self.root {
            return;
        }
        super::search::backtrack(&mut self.solver, 0);
        for &lit in &trail[self.root..end] {
            for l in assumptions_of(&self.by_var_start, &self.by_var, assign, lit) {
                self.solver.add_root_clause(&[l]);
            }
        }
        self.root = end;
    }

    /// What `assigned` holds under `assign`, sorted afresh (for debug builds).
    fn assigned_afresh(&self, assign: &Assignment) -> Vec<(u32, Lit)> {
        let mut all: Vec<(u32, Lit)> = (self.by_var.iter())
            .filter(|a| assign.is_assigned(a.generator.var()))
            .filter(|a| assign.trail_pos(a.generator.var()) as usize >= self.root)
            .filter_map(|a| Some((assign.trail_pos(a.generator.var()), a.under(assign)?)))
            .collect();
        all.sort_by_key(|&(pos, l)| (pos, l.var()));
        all
    }

    /// An unfounded set of the component (by atom index) under `assign` (with trail
    /// `trail`, unchanged below position `synced` since the last check): a non-empty set
    /// of atoms that are not false, none of them supported by a rule in any extension of
    /// `assign`; `None` if there is none.
    ///
    /// The assumptions are ordered as the generator assigned their literals (what it
    /// assigned last changes first), then those of unassigned ones: the prefix shared with
    /// the last check keeps its levels in the tester (`Solver::first_model_keeping`). Those
    /// of the last check below `synced` stay as they were; the rest come from the trail
    /// from `synced` on, so no check sorts (sorting them by trail position took a third to
    /// two fifths of the instructions of the Latin-square and permutation generators).
    pub fn find(&mut self, assign: &Assignment, trail: &[Lit], synced: usize) -> Option<Vec<bool>> {
        self.extend_root(assign, trail);
        let synced = synced.min(trail.len()).max(self.root);
        let kept = (self.assigned).partition_point(|&(pos, _)| (pos as usize) < synced);
        self.assigned.truncate(kept);
        let below_root = (self.assigned).partition_point(|&(pos, _)| (pos as usize) < self.root);
        self.assigned.drain(..below_root);
        for (pos, &lit) in trail.iter().enumerate().skip(synced) {
            let of = assumptions_of(&self.by_var_start, &self.by_var, assign, lit);
            self.assigned.extend(of.map(|l| (pos as u32, l)));
        }
        debug_assert!(self.assigned.iter().eq(self.assigned_afresh(assign).iter()));
        self.assumptions.clear();
        (self.assumptions).extend(self.assigned.iter().map(|&(_, l)| l));
        for &(g, v) in &self.inputs {
            if !assign.is_assigned(g.var()) {
                self.assumptions.push(!v.pos());
            }
        }
        let n = self.atoms;
        let mut found = None;
        self.solver
            .first_model_keeping(&self.assumptions, &mut |s| {
                found = Some(
                    (1..=n)
                        .map(|v| s.assign.is_true(Var(v as u32).pos()))
                        .collect(),
                );
            });
        found
    }
}
