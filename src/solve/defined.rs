//! Which rules *define* their head atoms, the way clasp decides it while it reads a program:
//! this matters only for `#external` atoms, which stay external (free, or fixed to their
//! value) unless a rule defines them (theory atoms that no rule has in its head are free
//! externals: [`active_externals`]).
//!
//! clasp simplifies each rule when it is added, against the facts known *at that point*
//! (atoms of earlier facts, and of earlier rules whose bodies became empty): a disjunction
//! with `f` in its head, or a body with `not f`, for such a fact `f`, drops the rule; `f`
//! itself is removed from bodies. Then a rule is dropped if its body is contradictory (`a, not a`, or weights that
//! cannot reach the bound), a disjunction also if one of its head atoms is required positively
//! by its body (it is always satisfied); a head atom whose negation the body requires cannot
//! be derived by the rule and is removed (`a :- not a, B` is `:- not a, B`), and so is, in a
//! choice, a head atom the body requires positively. A literal is *required* when the body
//! cannot hold without it. Facts learnt later, atoms without rules and external values do not
//! take part (all checked against clingo 5.8: `c. e :- not c.` leaves `#external e.` external,
//! `e :- not c. c.` does not). These simplifications keep the answer sets of all other atoms,
//! so the translation may use them freely.

use super::translate::FastMap as HashMap;
use crate::aspif::{AtomId, Body, ExternalValue, GroundLit, GroundProgram, HeadKind, WeightedLit};

/// The head atoms each rule defines, or none if it is dropped (see [`effective_heads`]), in
/// one flat list: a vector per rule made a quarter of the mallocs of the translation of a
/// large program.
pub(crate) struct EffectiveHeads {
    atoms: Vec<AtomId>,
    /// Per rule, where its atoms are in `atoms`; `None` if the rule is dropped.
    rules: Vec<Option<(u32, u32)>>,
}

impl EffectiveHeads {
    /// The effective head of rule `rule`, `None` if the rule is dropped.
    pub(crate) fn get(&self, rule: usize) -> Option<&[AtomId]> {
        let (start, end) = self.rules[rule]?;
        Some(&self.atoms[start as usize..end as usize])
    }
}

/// For each rule, the head atoms it defines, or `None` if it is dropped.
pub(crate) fn effective_heads(program: &GroundProgram) -> EffectiveHeads {
    let mut fact = vec![false; program.atom_count as usize + 1];
    let mut heads = EffectiveHeads {
        atoms: Vec::new(),
        rules: Vec::with_capacity(program.rules.len()),
    };
    // The simplified body of each rule in turn.
    let (mut lits, mut elements) = (Vec::new(), Vec::new());
    for rule in &program.rules {
        if rule.kind == HeadKind::Disjunction && rule.head.iter().any(|h| fact[h.0 as usize]) {
            // Satisfied by a fact: dropped.
            heads.rules.push(None);
            continue;
        }
        let start = heads.atoms.len();
        let kept = simplify(rule.body, &fact, &mut lits, &mut elements).is_some_and(|body| {
            if !effective_head(rule.kind, rule.head, &body, &mut heads.atoms) {
                return false;
            }
            let empty = match &body {
                Body::Normal(lits) => lits.is_empty(),
                Body::Sum { lower, .. } => *lower <= 0,
            };
            if rule.kind == HeadKind::Disjunction && heads.atoms.len() == start + 1 && empty {
                fact[heads.atoms[start].0 as usize] = true;
            }
            true
        });
        if !kept {
            heads.atoms.truncate(start);
        }
        let range = (start as u32, heads.atoms.len() as u32);
        heads.rules.push(kept.then_some(range));
    }
    heads
}

/// Whether each atom (indexed by atom number) is defined by a rule, given the
/// [`effective_heads`] of the rules.
pub(crate) fn defined_atoms(program: &GroundProgram, heads: &EffectiveHeads) -> Vec<bool> {
    let mut defined = vec![false; program.atom_count as usize + 1];
    for h in &heads.atoms {
        defined[h.0 as usize] = true;
    }
    defined
}

/// The value of each atom (indexed by atom number) that is an *active* external: declared
/// `#external` (the last declaration counts), not released, and not `defined`; or the atom of
/// a theory atom that no rule has in its head, which is free (see [`free_theory_atoms`]).
pub(crate) fn active_externals(
    program: &GroundProgram,
    defined: &[bool],
) -> Vec<Option<ExternalValue>> {
    let mut external = vec![None; program.atom_count as usize + 1];
    for &(atom, value) in &program.externals {
        external[atom.0 as usize] = Some(value);
    }
    free_theory_atoms(program, &mut external);
    for (a, value) in external.iter_mut().enumerate() {
        if *value == Some(ExternalValue::Release) || defined[a] {
            *value = None;
        }
    }
    external
}

/// Makes the atoms of theory atoms free externals where no rule has them in its head (as
/// written: a rule that clasp's simplifications drop counts, as in clasp, where its head
/// atoms stay "in the upper closure") and no `#external` statement declares them
/// ([`GroundProgram::free_theory_atoms`]): clasp's `LogicProgram::freezeTheory`, which
/// without a theory propagator leaves their value to the search. An external keeps its
/// value, and a released one is false (clasp gives it a dummy support, so the theory does
/// not freeze it); a theory atom in a head is an ordinary atom; a directive has no atom.
fn free_theory_atoms(program: &GroundProgram, external: &mut [Option<ExternalValue>]) {
    for a in program.free_theory_atoms() {
        external[a.0 as usize] = Some(ExternalValue::Free);
    }
}

/// The body without the facts known so far, written into `lits` or `elements` (whichever
/// its kind needs); `None` if a fact makes it false.
fn simplify<'s>(
    body: Body<'_>,
    fact: &[bool],
    lits: &'s mut Vec<GroundLit>,
    elements: &'s mut Vec<WeightedLit>,
) -> Option<Body<'s>> {
    let is_fact = |l: GroundLit| fact[l.atom().0 as usize];
    match body {
        Body::Normal(written) => {
            if written.iter().any(|&l| l.is_negative() && is_fact(l)) {
                return None;
            }
            lits.clear();
            lits.extend(written.iter().copied().filter(|&l| !is_fact(l)));
            Some(Body::Normal(lits))
        }
        Body::Sum {
            lower,
            elements: written,
        } => {
            let mut lower = i64::from(lower);
            elements.clear();
            for e in written.iter() {
                if !is_fact(e.lit) {
                    elements.push(*e);
                } else if !e.lit.is_negative() {
                    lower -= i64::from(e.weight);
                }
            }
            let lower = lower.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
            Some(Body::Sum { lower, elements })
        }
    }
}

/// A body as the simplifications ask it: whether it can hold at all, and which literals it
/// cannot hold without.
enum Requirements<'a> {
    Normal(&'a [GroundLit]),
    /// A weight body: its bound and the largest weights it can reach, built once per body so
    /// that asking for each head atom of a choice rule over a large body costs one lookup
    /// (gringo's `1 { q(R,C,V) : v(V) } 1` of a 49x49 Sudoku: computed afresh for each
    /// question, they took 8% of the instructions of the whole run).
    Sum {
        lower: i64,
        best: BestCase,
    },
}

impl<'a> Requirements<'a> {
    fn new(body: &Body<'a>) -> Requirements<'a> {
        match *body {
            Body::Normal(lits) => Requirements::Normal(lits),
            Body::Sum { lower, elements } => Requirements::Sum {
                lower: i64::from(lower),
                best: BestCase::new(elements),
            },
        }
    }

    /// Whether the body can never hold for purely syntactic reasons: it contains a literal
    /// and its complement, or its weights cannot reach the bound even in the best case.
    /// Like clasp, such rules are dropped before anything else, so they do not *define*
    /// their head atoms (an `#external` atom whose only rules are of this kind stays
    /// external); a body that is false only because of other rules' atoms does define its
    /// heads.
    fn contradictory(&self) -> bool {
        match self {
            Requirements::Normal(lits) => lits.iter().any(|l| lits.contains(&GroundLit(-l.0))),
            Requirements::Sum { lower, best } => best.total < *lower,
        }
    }

    /// Whether the body cannot hold with `lit` false.
    fn requires(&self, lit: GroundLit) -> bool {
        match self {
            Requirements::Normal(lits) => lits.contains(&lit),
            Requirements::Sum { lower, best } => best.without(lit) < *lower,
        }
    }
}

/// The largest weights a weight body can reach: per atom, the larger of the weights of its
/// positive and of its negative elements.
struct BestCase {
    /// Per atom of the body, the sums of the weights of its positive and of its negative
    /// elements.
    by_atom: HashMap<AtomId, (i64, i64)>,
    /// The largest weight the body can reach.
    total: i64,
}

impl BestCase {
    fn new(elements: &[WeightedLit]) -> BestCase {
        let mut by_atom: HashMap<AtomId, (i64, i64)> =
            HashMap::with_capacity_and_hasher(elements.len(), Default::default());
        for e in elements {
            let entry = by_atom.entry(e.lit.atom()).or_default();
            if e.lit.is_negative() {
                entry.1 += i64::from(e.weight);
            } else {
                entry.0 += i64::from(e.weight);
            }
        }
        let total = by_atom.values().map(|&(p, n)| p.max(n)).sum();
        BestCase { by_atom, total }
    }

    /// The largest weight the body can reach with `lit` false (its atom then takes the other
    /// value).
    fn without(&self, lit: GroundLit) -> i64 {
        let Some(&(positive, negative)) = self.by_atom.get(&lit.atom()) else {
            return self.total;
        };
        let other = if lit.is_negative() {
            positive
        } else {
            negative
        };
        self.total - positive.max(negative) + other
    }
}

/// The head atoms that rule can derive, after clasp's first simplifications (which decide
/// whether an `#external` atom counts as defined, see the module doc); `None` when the rule is
/// dropped. A rule is dropped when its body is contradictory, and a disjunction also when one
/// of its head atoms is required positively by the body (it is then always satisfied). A head
/// atom whose negation the body requires is removed (`a :- not a, B` is `:- not a, B`), and so
/// is, in a choice, one the body requires positively. A literal is *required* when the body
/// cannot hold without it. The atoms are pushed onto `out`; false when the rule is dropped
/// (then `out` may have some of them, for the caller to take back).
fn effective_head(kind: HeadKind, head: &[AtomId], body: &Body, out: &mut Vec<AtomId>) -> bool {
    let requirements = Requirements::new(body);
    if requirements.contradictory() {
        return false;
    }
    let required = |lit: GroundLit| requirements.requires(lit);
    let atoms = head.iter().copied();
    match kind {
        HeadKind::Disjunction => {
            if head.iter().any(|&h| required(GroundLit::positive(h))) {
                return false;
            }
            out.extend(atoms.filter(|&h| !required(GroundLit::negative(h))));
            true
        }
        HeadKind::Choice => {
            let before = out.len();
            out.extend(atoms.filter(|&h| {
                !required(GroundLit::positive(h)) && !required(GroundLit::negative(h))
            }));
            out.len() > before
        }
    }
}
