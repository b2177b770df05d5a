//! Translation of a ground program into the solver's constraints (CDNL-ASP's completion
//! nogoods, written here as clauses).
//!
//! Every atom gets one variable; every distinct rule body one *body literal*: the empty body is
//! [`Lit::TRUE`], a one-literal body is that literal, a conjunction of two or more literals a
//! fresh variable shared by all rules with the same (sorted, deduplicated) body, and a weight
//! body a fresh variable tied to its literals by a native weight constraint (`weight.rs`), again
//! shared between equal bodies. Under `--trans-ext=dynamic` (the default, as clasp's), the
//! weight body of a normal rule or an integrity constraint with few ways to reach its bound
//! is defined by clauses instead, as the disjunction of the conjunctions of its sufficient
//! subsets (`rule_transform.rs`); its [`WeightSpec`] still describes it to the loop graph.
//! The clauses are Clark's completion (Gebser, Kaufmann, Schaub, AIJ 2012, section 3):
//!
//! * body definition: `b -> l` for each body literal `l`, and `l1 & … & ln -> b`;
//! * rule: `b -> h` (normal), `b -> h1 | … | hn` (disjunction), `b -> false` (integrity
//!   constraint); a choice rule adds nothing;
//! * support: `a -> s1 | … | sk` over the *supports* of atom `a`, which are the bodies of the
//!   rules with `a` in the head; an atom without supports is false.
//!
//! Disjunctive heads are *shifted*: `a | b :- B` supports `a` by `B, not b` and `b` by
//! `B, not a`. That is exact for head-cycle-free programs only; the components with a
//! disjunction with two head atoms in one strongly connected component of the positive
//! dependency graph get a minimality check on each model (`disjunctive.rs`).
//!
//! Externals (`#external`) that no rule defines keep no support clause: free ones are
//! unconstrained, the values of true/false ones are handed to the solver to assume (as clasp
//! does); a released external is an ordinary atom. Theory atoms that no rule has in its head
//! are free externals (`defined.rs`, as clasp's `freezeTheory`).
//! As in clingo, an atom with a defining rule is not external, where clasp's first
//! simplifications decide what defines (see `defined.rs`: `e :- not e, b.` or
//! `e :- e.` leave `#external e.` external, `e :- b.` does not). Those simplifications keep
//! the answer sets of ordinary atoms, so rules are translated in their simplified form.
//!
//! The supports found here go to `loops.rs`, which builds the positive dependency graph, its
//! strongly connected components and the [`LoopGraph`] the unfounded-set checker works on.
//! Tight programs get no loop graph.
//!
//! (One file of some 800 lines: the one-shot translation and its growth over the steps of a
//! multi-shot session share the builder's tables of bodies, supports and weights, and the
//! table of conjunctions, `Conjunctions`, is the builder's alone.)

use super::defined::{active_externals, defined_atoms, effective_heads};
use super::disjunctive::NonHcfComponent;
use super::lit::{Lit, Var};
use super::loops::{LoopGraph, PositiveBodies, Support, SupportLists, Supported};
use super::rule_transform::{few_subsets, sufficient_subsets};
use super::{SolveError, TransExt};
use crate::aspif::{AtomId, Body, ExternalValue, GroundLit, GroundProgram, HeadKind};
use std::collections::HashMap as StdHashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A weight constraint `body <-> sum of weights of true elements >= bound`, normalized: weights
/// positive and at most `bound`, no literal twice (a literal and its complement may both
/// occur), `0 < bound < total weight`.
#[derive(Clone, Debug)]
pub(crate) struct WeightSpec {
    pub body: Lit,
    pub elements: Vec<(Lit, u32)>,
    pub bound: u32,
    /// Whether the solver gets it as a weight constraint; otherwise clauses define `body`
    /// (`--trans-ext=dynamic`: see [`Builder::weight_body`]) and the spec serves the loop
    /// graph and the minimality check only.
    pub native: bool,
}

/// The translated program.
#[derive(Debug)]
pub(crate) struct Translation {
    pub num_vars: u32,
    /// The literal of each atom, indexed by `AtomId.0` (index 0 unused); [`Lit::FALSE`] for an
    /// atom that can never be true.
    pub atom_lit: Vec<Lit>,
    /// The clauses, flat: `clause_lits[clause_starts[i]..clause_starts[i + 1]]`.
    pub clause_lits: Vec<Lit>,
    pub clause_starts: Vec<u32>,
    pub weights: Vec<WeightSpec>,
    /// Whether a variable stands for a body (bodies prefer true, atoms false when deciding).
    pub is_body: Vec<bool>,
    /// `None` for tight programs (and programs whose loops are all in components that are
    /// not head-cycle-free).
    pub loops: Option<LoopGraph>,
    /// The components that are not head-cycle-free.
    pub non_hcf: Vec<NonHcfComponent>,
    /// The values of the external atoms that are true or false (not free), as literals: the
    /// solver assumes them, as clasp does, rather than fixing them by unit clauses (a
    /// model above the level of an assumption is never the last one: see `search.rs`).
    pub fixed_externals: Vec<Lit>,
}

impl Translation {
    /// For tests: a translation of `num_vars` variables with just `clauses`.
    #[cfg(test)]
    pub(crate) fn from_clauses(
        num_vars: u32,
        clauses: &[&[Lit]],
        atom_lit: Vec<Lit>,
    ) -> Translation {
        let mut t = Translation {
            num_vars,
            atom_lit,
            clause_lits: Vec::new(),
            clause_starts: vec![0],
            weights: Vec::new(),
            is_body: vec![false; num_vars as usize],
            loops: None,
            non_hcf: Vec::new(),
            fixed_externals: Vec::new(),
        };
        for c in clauses {
            t.clause_lits.extend_from_slice(c);
            t.clause_starts.push(t.clause_lits.len() as u32);
        }
        t
    }

    /// Drops the loop graph and the components that are not head-cycle-free, so that the
    /// solver checks neither unfounded sets nor minimality: its models are the supported
    /// models (`SolveOptions::supported_models`). Done as soon as a translation is made,
    /// before the preprocessing that keeps the variables of the loops apart.
    pub(crate) fn drop_stability_checks(&mut self) {
        self.loops = None;
        self.non_hcf.clear();
    }

    /// The clauses as slices.
    pub fn clauses(&self) -> impl Iterator<Item = &[Lit]> {
        self.clause_starts
            .windows(2)
            .map(|w| &self.clause_lits[w[0] as usize..w[1] as usize])
    }
}

/// The solver literal of a ground literal, given the literal of each atom (atoms beyond
/// `atom_lit` are false).
pub(crate) fn solver_lit(atom_lit: &[Lit], g: GroundLit) -> Lit {
    let l = atom_lit
        .get(g.atom().0 as usize)
        .copied()
        .unwrap_or(Lit::FALSE);
    if g.is_negative() { !l } else { l }
}

/// A fast, non-cryptographic hasher for the translation's tables (the keys are small integers
/// and literal lists; SipHash dominated the translation time of large programs).
#[derive(Default)]
pub(crate) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A hash map with the fast hasher.
pub(crate) type FastMap<K, V> = StdHashMap<K, V, BuildHasherDefault<FastHasher>>;
type HashMap<K, V> = FastMap<K, V>;

/// The conjunctions that have a body variable, by their sorted literals: the literal lists
/// in one flat vector under a hash index, chained on collisions (a map keyed by a vector per
/// body made a malloc and a free per body, 96,105 on a large Labyrinth).
#[derive(Default)]
struct Conjunctions {
    lits: Vec<Lit>,
    /// Each conjunction's literals in `lits` (start, length), its body literal, and the
    /// next conjunction of the same hash (`u32::MAX`: none).
    entries: Vec<(u32, u32, Lit, u32)>,
    /// The last conjunction added of each hash.
    by_hash: HashMap<u64, u32>,
}

impl Conjunctions {
    fn hash(lits: &[Lit]) -> u64 {
        let mut h = FastHasher::default();
        for l in lits {
            h.write_u32(l.0);
        }
        h.finish()
    }

    /// The body literal of the conjunction of `lits`, if it has one.
    fn get(&self, lits: &[Lit]) -> Option<Lit> {
        let mut e = *self.by_hash.get(&Self::hash(lits))?;
        while e != u32::MAX {
            let (start, len, body, next) = self.entries[e as usize];
            if self.lits[start as usize..(start + len) as usize] == *lits {
                return Some(body);
            }
            e = next;
        }
        None
    }

    /// Records `body` as the literal of the conjunction of `lits` (which has none yet).
    fn insert(&mut self, lits: &[Lit], body: Lit) {
        let e = self.entries.len() as u32;
        let next = self.by_hash.insert(Self::hash(lits), e).unwrap_or(u32::MAX);
        let start = self.lits.len() as u32;
        self.lits.extend_from_slice(lits);
        self.entries.push((start, lits.len() as u32, body, next));
    }
}

/// The largest atom number accepted: the per-atom tables are dense, so a huge atom number
/// (valid aspif, up to 2^31 - 1) would exhaust memory instead of failing cleanly.
const MAX_ATOMS: u32 = 1 << 26;

/// A normalized weight body: its bound and sorted elements.
type WeightKey = (bool, u32, Vec<(Lit, u32)>);

/// What a weight body became.
enum WeightShape {
    /// A weight constraint (index into the specs).
    Constraint(u32),
    /// A conjunction of these literals (empty: always true).
    Conjunction(Vec<Lit>),
}

struct Builder {
    trans_ext: TransExt,
    num_vars: u32,
    is_body: Vec<bool>,
    atom_lit: Vec<Lit>,
    clause_lits: Vec<Lit>,
    clause_starts: Vec<u32>,
    normal_bodies: Conjunctions,
    /// Weight bodies by (native, bound, sorted elements): their literal and constraint index.
    weight_bodies: HashMap<WeightKey, (Lit, u32)>,
    weights: Vec<WeightSpec>,
    supports: SupportLists,
    /// The weight constraint of each rule's body, if it has one.
    rule_weight: Vec<Option<u32>>,
    /// The atom of each variable (0: not an atom variable).
    var_atom: Vec<u32>,
    /// The positive body atoms of each rule, after simplification (for the dependency graph).
    rule_positive: PositiveBodies,
    /// The body literal of each rule.
    rule_body: Vec<Lit>,
    /// The values of the true and false externals, as literals.
    fixed_externals: Vec<Lit>,
    /// The active external atoms of the program translated so far, ascending.
    externals: Vec<AtomId>,
    /// Those of them that the rules of the last [`Builder::add`] defined.
    defined_externals: Vec<AtomId>,
    /// Scratch vectors, reused from rule to rule: a rule's body literals
    /// ([`Builder::rule`]) and a conjunction's sorted literals ([`Builder::conjunction`]).
    /// A vector per rule made malloc and free a fifth of the translation's instructions on
    /// a large Labyrinth (three per rule, 244,526 rules).
    body_scratch: Vec<Lit>,
    conjunction_scratch: Vec<Lit>,
}

/// Translates `program`, its weight bodies as `trans_ext` says.
pub(crate) fn translate(
    program: &GroundProgram,
    trans_ext: TransExt,
) -> Result<Translation, SolveError> {
    accepted(program)?;
    let mut b = Builder::new(program, trans_ext);
    b.add(program, 0, 0);
    Ok(b.translation(program, 0))
}

/// Refuses the programs the translation cannot take.
fn accepted(program: &GroundProgram) -> Result<(), SolveError> {
    if program.atom_count > MAX_ATOMS {
        return Err(SolveError::Unsupported {
            feature: "programs with atom numbers above 2^26",
        });
    }
    if !program.edges.is_empty() {
        return Err(SolveError::Unsupported {
            feature: "acyclicity constraints (#edge)",
        });
    }
    Ok(())
}

/// The translation of a program that grows step by step (a multi-shot session), kept to
/// translate the rules of each later step over the variables of the earlier ones: the
/// atoms keep their variables, equal bodies keep sharing one, and only the new atoms get
/// their support clauses.
///
/// A step may only add rules and externals for atoms it introduces, and rules for external
/// atoms of earlier steps (clingo refuses a rule for any other atom of an earlier step):
/// so the completion of an earlier atom is final once its step is translated, but for an
/// external, which had none and gets it with the step that defines it. Whatever a solver
/// learnt stays valid: the earlier constraints stay, and an external was unconstrained.
pub(crate) struct Growing {
    builder: Builder,
    /// The atoms and rules translated so far.
    atoms: u32,
    rules: usize,
    /// The weight constraints handed out so far.
    weights: usize,
}

impl Growing {
    /// The translation of `program` (which must have no `#edge`), kept to grow.
    pub(crate) fn new(
        program: &GroundProgram,
        trans_ext: TransExt,
    ) -> Result<(Translation, Growing), SolveError> {
        accepted(program)?;
        let mut builder = Builder::new(program, trans_ext);
        builder.add(program, 0, 0);
        let t = builder.translation(program, 0);
        let growing = Growing {
            atoms: program.atom_count,
            rules: program.rules.len(),
            weights: builder.weights.len(),
            builder,
        };
        Ok((t, growing))
    }

    /// Whether the rules and externals that `program` has beyond those translated so far
    /// are about new atoms, or (rules) about external atoms of the earlier ones that are
    /// not released (free theory atoms among them) (otherwise [`Growing::grow`] cannot take them).
    pub(crate) fn can_grow(&self, program: &GroundProgram, new_externals: &[AtomId]) -> bool {
        let old = |a: &AtomId| a.0 <= self.atoms;
        if !program.edges.is_empty()
            || program.atom_count > MAX_ATOMS
            || new_externals.iter().any(old)
        {
            return false;
        }
        let rules = (self.rules..program.rules.len()).map(|i| program.rules.get(i));
        let mut heads: Vec<AtomId> = rules.flat_map(|r| r.head.iter().copied()).collect();
        heads.retain(old);
        if heads.is_empty() {
            return true;
        }
        let mut released: HashMap<AtomId, bool> = HashMap::default();
        for &(atom, value) in &program.externals {
            released.insert(atom, value == ExternalValue::Release);
        }
        // An active external not declared is a free theory atom (`defined.rs`).
        (heads.iter()).all(|a| {
            self.builder.externals.binary_search(a).is_ok() && released.get(a) != Some(&true)
        })
    }

    /// The external atoms of earlier steps that the last [`Growing::grow`] defined: no
    /// longer external.
    pub(crate) fn defined_externals(&self) -> &[AtomId] {
        &self.builder.defined_externals
    }

    /// Replaces the variables of `subst` (the equivalences found in the last translation
    /// handed out, `equiv.rs`) wherever the translation kept so far holds them, so that
    /// later steps use the representatives: the replaced variables are fixed false.
    pub(crate) fn substitute(&mut self, subst: &[Option<Lit>]) {
        if subst.iter().all(Option::is_none) {
            return;
        }
        let b = &mut self.builder;
        let map = |l: &mut Lit| *l = super::equiv::substituted(subst, *l);
        b.atom_lit.iter_mut().for_each(map);
        b.rule_body.iter_mut().for_each(map);
        b.fixed_externals.iter_mut().for_each(map);
        b.normal_bodies
            .entries
            .iter_mut()
            .for_each(|e| map(&mut e.2));
        b.weight_bodies.values_mut().for_each(|(l, _)| map(l));
        for w in &mut b.weights {
            map(&mut w.body);
            w.elements.iter_mut().for_each(|(l, _)| map(l));
        }
        b.supports.substitute(map);
    }

    /// Translates what `program` has beyond the part translated so far (see
    /// [`Growing::can_grow`]), with new variables from `first_var` on (the solver may have
    /// made variables of its own since). Returns the new clauses and weight constraints,
    /// with the loop graph and the non-HCF components of the whole program.
    pub(crate) fn grow(&mut self, program: &GroundProgram, first_var: u32) -> Translation {
        let b = &mut self.builder;
        while b.num_vars < first_var {
            b.new_var(false);
        }
        let atoms = program.atom_count as usize;
        b.atom_lit.resize(atoms + 1, Lit::FALSE);
        b.supports.grow(atoms + 1);
        let rules = program.rules.len();
        b.rule_weight.resize(rules, None);
        b.rule_body.resize(rules, Lit::FALSE);
        b.add(program, self.rules, self.atoms as usize + 1);
        let t = b.translation(program, self.weights);
        self.atoms = program.atom_count;
        self.rules = rules;
        self.weights = b.weights.len();
        t
    }
}

impl Builder {
    /// An empty translation of `program`: no variable but the constant.
    fn new(program: &GroundProgram, trans_ext: TransExt) -> Builder {
        let atoms = program.atom_count as usize;
        Builder {
            trans_ext,
            num_vars: 1,
            is_body: vec![false],
            atom_lit: vec![Lit::FALSE; atoms + 1],
            clause_lits: Vec::new(),
            clause_starts: vec![0],
            normal_bodies: Conjunctions::default(),
            weight_bodies: HashMap::default(),
            weights: Vec::new(),
            supports: SupportLists::new(atoms + 1),
            rule_weight: vec![None; program.rules.len()],
            var_atom: vec![0],
            rule_positive: PositiveBodies::default(),
            rule_body: vec![Lit::FALSE; program.rules.len()],
            fixed_externals: Vec::new(),
            externals: Vec::new(),
            defined_externals: Vec::new(),
            body_scratch: Vec::new(),
            conjunction_scratch: Vec::new(),
        }
    }

    /// Translates the rules from `first_rule` on and the atoms from `first_atom` on (which
    /// the earlier rules do not define, except externals of earlier atoms, which the new
    /// rules may define: then they are no longer external and get their completion).
    fn add(&mut self, program: &GroundProgram, first_rule: usize, first_atom: usize) {
        let heads = effective_heads(program);
        let defined = defined_atoms(program, &heads);
        let active_external = active_externals(program, &defined);
        self.atom_vars(first_atom, &defined, &active_external);
        for (a, ext) in active_external.iter().enumerate().skip(first_atom) {
            match ext {
                Some(ExternalValue::True) => self.fixed_externals.push(self.atom_lit[a]),
                Some(ExternalValue::False) => self.fixed_externals.push(!self.atom_lit[a]),
                _ => {}
            }
        }
        for (index, rule) in program.rules.iter().enumerate().skip(first_rule) {
            if let Some(head) = heads.get(index) {
                self.rule(index, rule.kind, head, &rule.body);
            }
        }
        self.support_clauses(first_atom, &active_external);
        let mut externals = std::mem::take(&mut self.externals);
        self.defined_externals.clear();
        externals.retain(|&a| {
            let active = active_external[a.0 as usize].is_some();
            if !active {
                self.support_clause(a.0 as usize);
                self.defined_externals.push(a);
            }
            active
        });
        let new =
            (first_atom.max(1)..active_external.len()).filter(|&a| active_external[a].is_some());
        externals.extend(new.map(|a| AtomId(a as u32)));
        self.externals = externals;
    }

    /// Gives a variable to each atom from `first` on that a rule defines or that is an
    /// active external; the others are false.
    fn atom_vars(
        &mut self,
        first: usize,
        defined: &[bool],
        active_external: &[Option<ExternalValue>],
    ) {
        for a in first.max(1)..self.atom_lit.len() {
            if defined[a] || active_external[a].is_some() {
                self.atom_lit[a] = self.new_var(false).pos();
                self.var_atom[self.atom_lit[a].var().index()] = a as u32;
            }
        }
    }

    /// The support clauses of the completion of the atoms from `first` on: an atom that is
    /// not an active external is false unless one of its supports holds.
    fn support_clauses(&mut self, first: usize, active_external: &[Option<ExternalValue>]) {
        for (a, ext) in active_external.iter().enumerate().skip(first.max(1)) {
            if ext.is_some() || self.atom_lit[a] == Lit::FALSE {
                continue;
            }
            self.support_clause(a);
        }
    }

    /// The support clause of atom `a`: false unless one of its supports holds.
    /// A body that supports the atom through several rules (written twice) is one literal
    /// of the clause, so that an atom with one body is that body's equivalent (`equiv.rs`)
    /// however many rules give it (checked for atoms of a few supports: identical rules
    /// for an atom of many are rare, and the clause means the same with a literal twice).
    fn support_clause(&mut self, a: usize) {
        const CHECKED: usize = 16;
        let start = self.clause_lits.len() + 1;
        self.clause_lits.push(!self.atom_lit[a]);
        for support in self.supports.of(a) {
            let supports = &self.clause_lits[start..];
            if supports.len() >= CHECKED || !supports.contains(&support.lit) {
                self.clause_lits.push(support.lit);
            }
        }
        self.end_clause();
    }

    /// The clauses made since the last call, the native weight constraints from the
    /// `first_weight`-th on and all variables, with the loop graph built from the supports.
    fn translation(&mut self, program: &GroundProgram, first_weight: usize) -> Translation {
        let (loops, non_hcf) = Supported {
            program,
            supports: &self.supports,
            rule_positive: &self.rule_positive,
            rule_weight: &self.rule_weight,
            rule_body: &self.rule_body,
            weights: &self.weights,
            atom_lit: &self.atom_lit,
            var_atom: &self.var_atom,
        }
        .loop_graph();
        Translation {
            num_vars: self.num_vars,
            atom_lit: self.atom_lit.clone(),
            clause_lits: std::mem::take(&mut self.clause_lits),
            clause_starts: std::mem::replace(&mut self.clause_starts, vec![0]),
            weights: (self.weights[first_weight..].iter())
                .filter(|w| w.native)
                .cloned()
                .collect(),
            is_body: self.is_body.clone(),
            loops,
            non_hcf,
            fixed_externals: self.fixed_externals.clone(),
        }
    }

    fn new_var(&mut self, is_body: bool) -> Var {
        let v = Var(self.num_vars);
        self.num_vars += 1;
        self.is_body.push(is_body);
        self.var_atom.push(0);
        v
    }

    fn clause(&mut self, lits: &[Lit]) {
        self.clause_lits.extend_from_slice(lits);
        self.end_clause();
    }

    /// Ends the clause whose literals were pushed onto `clause_lits` since the last one (a
    /// clause written in place, without a vector of its own).
    fn end_clause(&mut self) {
        self.clause_starts.push(self.clause_lits.len() as u32);
    }

    fn lit(&self, g: GroundLit) -> Lit {
        solver_lit(&self.atom_lit, g)
    }

    /// Translates rule `index`, whose effective head is `head`: its body literal, its clause
    /// and the supports it gives its head atoms.
    fn rule(&mut self, index: usize, kind: HeadKind, head: &[AtomId], body: &Body) {
        if let (HeadKind::Disjunction, [], Body::Normal(lits)) = (kind, head, body) {
            self.integrity_constraint(lits);
            return;
        }
        let few_heads = kind == HeadKind::Disjunction && head.len() <= 1;
        let mut used = std::mem::take(&mut self.body_scratch);
        used.clear();
        let body_lit = self.body_lit(index, body, few_heads, &mut used);
        let var_atom = &self.var_atom;
        let positive = (used.iter())
            .filter(|l| !l.is_negative() && var_atom[l.var().index()] != 0)
            .map(|l| AtomId(var_atom[l.var().index()]));
        self.rule_positive.set(index, positive);
        self.body_scratch = used;
        self.rule_body[index] = body_lit;
        if body_lit == Lit::FALSE {
            return;
        }
        let sorted;
        let head = if head.windows(2).all(|w| w[0] < w[1]) {
            head
        } else {
            let mut copy = head.to_vec();
            copy.sort_unstable();
            copy.dedup();
            sorted = copy;
            &sorted
        };
        match kind {
            HeadKind::Choice => {
                for &h in head {
                    self.support(h, body_lit, index);
                }
            }
            HeadKind::Disjunction => self.disjunction(index, head, body_lit),
        }
    }

    /// An integrity constraint needs no body variable unless another rule shares the body:
    /// it is just the clause `!l1 | … | !ln`.
    fn integrity_constraint(&mut self, lits: &[GroundLit]) {
        let mut body = std::mem::take(&mut self.body_scratch);
        body.clear();
        body.extend(lits.iter().map(|&g| self.lit(g)));
        if let Some(b) = self.normal_bodies.get(&body) {
            self.clause(&[!b]);
        } else {
            self.clause_lits.extend(body.iter().map(|&l| !l));
            self.end_clause();
        }
        self.body_scratch = body;
    }

    /// The body literal of rule `index`, with the literals it is made of (for the positive
    /// dependencies) pushed onto `used`; records the rule's weight constraint, if it gets
    /// one. `few_heads`: the rule is a normal rule or an integrity constraint.
    fn body_lit(&mut self, index: usize, body: &Body, few_heads: bool, used: &mut Vec<Lit>) -> Lit {
        match body {
            Body::Normal(lits) => {
                used.extend(lits.iter().map(|&g| self.lit(g)));
                self.conjunction(used)
            }
            Body::Sum { lower, elements } => {
                let elements = elements
                    .iter()
                    .map(|e| (self.lit(e.lit), i64::from(e.weight)))
                    .collect();
                let by_clauses = few_heads && self.trans_ext == TransExt::Dynamic;
                let (lit, shape) = self.weight_body(i64::from(*lower), elements, by_clauses);
                match shape {
                    WeightShape::Constraint(spec) => {
                        self.rule_weight[index] = Some(spec);
                        used.extend(self.weights[spec as usize].elements.iter().map(|e| e.0));
                    }
                    WeightShape::Conjunction(lits) => used.extend(lits),
                }
                lit
            }
        }
    }

    /// The clause `body -> h1 | … | hn` of disjunction `index` (`head` sorted, without
    /// duplicates) and its supports, shifted when it has several head atoms.
    fn disjunction(&mut self, index: usize, head: &[AtomId], body_lit: Lit) {
        self.clause_lits.push(!body_lit);
        (self.clause_lits).extend(head.iter().map(|h| self.atom_lit[h.0 as usize]));
        self.end_clause();
        if head.len() == 1 {
            self.support(head[0], body_lit, index);
            return;
        }
        let mut lits = Vec::with_capacity(head.len());
        for &h in head {
            lits.clear();
            lits.push(body_lit);
            lits.extend(
                head.iter()
                    .filter(|&&o| o != h)
                    .map(|o| !self.atom_lit[o.0 as usize]),
            );
            let support = self.conjunction(&lits);
            if support != Lit::FALSE {
                self.support(h, support, index);
            }
        }
    }

    /// Records that `lit` (from rule `rule`) supports `atom`.
    fn support(&mut self, atom: AtomId, lit: Lit, rule: usize) {
        self.supports.push(atom.0 as usize, Support { lit, rule });
    }

    /// The literal of the conjunction of `lits`.
    fn conjunction(&mut self, lits: &[Lit]) -> Lit {
        let mut set = std::mem::take(&mut self.conjunction_scratch);
        set.clear();
        set.extend(lits.iter().copied().filter(|&l| l != Lit::TRUE));
        let b = self.conjunction_of(&mut set);
        self.conjunction_scratch = set;
        b
    }

    /// The literal of the conjunction of `lits` (none of them true), which it sorts.
    fn conjunction_of(&mut self, lits: &mut Vec<Lit>) -> Lit {
        if lits.contains(&Lit::FALSE) {
            return Lit::FALSE;
        }
        lits.sort_unstable();
        lits.dedup();
        if lits.windows(2).any(|w| w[0].var() == w[1].var()) {
            return Lit::FALSE;
        }
        match lits.len() {
            0 => return Lit::TRUE,
            1 => return lits[0],
            _ => {}
        }
        if let Some(b) = self.normal_bodies.get(lits) {
            return b;
        }
        let b = self.new_var(true).pos();
        for &l in lits.iter() {
            self.clause(&[!b, l]);
        }
        self.clause_lits.push(b);
        self.clause_lits.extend(lits.iter().map(|&l| !l));
        self.end_clause();
        self.normal_bodies.insert(lits, b);
        b
    }

    /// The literal of `sum of weights of true elements >= lower`, with what it became: a
    /// weight constraint, or a conjunction; normalizes as the [`WeightSpec`] invariant
    /// requires.
    ///
    /// With `by_clauses` (the body of a normal rule or an integrity constraint under
    /// `--trans-ext=dynamic`), a body that [`few_subsets`] admits is no native constraint:
    /// its literal is defined by clauses as the disjunction of the conjunctions of its
    /// [`sufficient_subsets`], as clasp's rule transformation without auxiliary atoms
    /// replaces the rule by one normal rule per subset. (clasp gives each subset rule a
    /// body of its own; here they are joined in one body literal, which the equivalence
    /// pass merges with the head when the rule is the head's only support.)
    fn weight_body(
        &mut self,
        lower: i64,
        elements: Vec<(Lit, i64)>,
        by_clauses: bool,
    ) -> (Lit, WeightShape) {
        let mut bound = lower;
        // The elements as written, each positive: w*[not l] for a negative weight.
        let mut written: Vec<(Lit, i64)> = Vec::with_capacity(elements.len());
        for (mut lit, mut w) in elements {
            if w < 0 {
                // w*[l] = w + |w|*[not l]
                bound -= w;
                w = -w;
                lit = !lit;
            }
            if w == 0 || lit == Lit::FALSE {
                continue;
            }
            if lit == Lit::TRUE {
                bound -= w;
                continue;
            }
            written.push((lit, w));
        }
        if bound <= 0 {
            return (Lit::TRUE, WeightShape::Conjunction(Vec::new()));
        }
        // A literal and its complement both stay: `a` and `not a` are not interchangeable
        // with a constant under stable-model semantics (`a :- 1 #sum{1: a; 1: not a}.` has
        // no answer set). A literal written twice is one element with the sum of weights.
        let mut sorted = written.clone();
        sorted.sort_unstable_by_key(|&(l, _)| l);
        sorted.dedup_by(|(l, w), (kept, sum)| {
            let same = l == kept;
            if same {
                *sum += *w;
            }
            same
        });
        let cap = |(l, w): (Lit, i64)| (l, w.min(bound) as u32);
        let elements: Vec<(Lit, u32)> = if sorted.len() == written.len() {
            written.into_iter().map(cap).collect()
        } else {
            // In the order of first occurrence, with the summed weights.
            let mut taken = vec![false; sorted.len()];
            (written.iter())
                .filter_map(|&(l, _)| {
                    let i = sorted.binary_search_by_key(&l, |&(l, _)| l).ok()?;
                    (!std::mem::replace(&mut taken[i], true)).then(|| cap(sorted[i]))
                })
                .collect()
        };
        let total: i64 = elements.iter().map(|&(_, w)| i64::from(w)).sum();
        if total < bound {
            return (Lit::FALSE, WeightShape::Conjunction(vec![Lit::FALSE]));
        }
        let bound = bound as u32;
        if total == i64::from(bound) {
            // Every element is needed: a conjunction.
            let lits: Vec<Lit> = elements.into_iter().map(|(l, _)| l).collect();
            return (self.conjunction(&lits), WeightShape::Conjunction(lits));
        }
        let native = !(by_clauses && few_subsets(elements.len(), bound));
        // The subsets follow the elements' order as written (among equal weights).
        let written = (!native).then_some(elements);
        let key = (
            native,
            bound,
            sorted.into_iter().map(cap).collect::<Vec<_>>(),
        );
        if let Some(&(b, spec)) = self.weight_bodies.get(&key) {
            return (b, WeightShape::Constraint(spec));
        }
        let b = self.new_var(true).pos();
        let spec = self.weights.len() as u32;
        self.weights.push(WeightSpec {
            body: b,
            elements: key.2.clone(),
            bound,
            native,
        });
        self.weight_bodies.insert(key, (b, spec));
        if let Some(written) = written {
            let mut support = vec![!b];
            if bound == 1 {
                // Each element alone reaches the bound: the subsets are the elements (the
                // 9,604 bodies of 49 elements of a 49x49 Sudoku made as many one-literal
                // vectors, 3% of its instructions).
                for &(l, _) in &written {
                    self.clause(&[!l, b]);
                    support.push(l);
                }
            } else {
                for subset in sufficient_subsets(&written, bound) {
                    let c = self.conjunction(&subset);
                    if c != Lit::FALSE {
                        self.clause(&[!c, b]);
                        support.push(c);
                    }
                }
            }
            self.clause(&support);
        }
        (b, WeightShape::Constraint(spec))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `a :- 2 {b; c; d}.` with `b`, `c` and `d` chosen, and the same as a choice rule's body.
    const PROGRAM: &str = "asp 1 0 0\n1 1 3 2 3 4 0 0\n1 0 1 1 1 2 3 2 1 3 1 4 1\n\
                           1 1 1 5 1 2 3 2 1 3 1 4 1\n0\n";

    #[test]
    fn dynamic_translation_makes_clauses_of_small_bodies_of_normal_rules() {
        let program = crate::aspif::read::read(PROGRAM).unwrap();
        let dynamic = translate(&program, TransExt::Dynamic).unwrap();
        let native = translate(&program, TransExt::Native).unwrap();
        // The choice rule's body stays a weight constraint; natively, both rules share it.
        assert_eq!(dynamic.weights.len(), 1);
        assert_eq!(native.weights.len(), 1);
        // Three pair bodies (three clauses each), the rule body's two-way definition.
        assert_eq!(
            dynamic.clauses().count(),
            native.clauses().count() + 9 + 3 + 1
        );
    }
}
