//! Writing a [`GroundProgram`] in lparse's smodels format, as clasp's `--pre=smodels` writes
//! a program ([`super::smodels::read`] reads it back).
//!
//! Rules by their smodels types: 1 basic, 2 cardinality (a weight body whose weights are all
//! 1), 5 weight, 3 choice, 8 disjunctive, 6 minimize (one statement per priority, the lowest
//! first: smodels reads later statements as more important), and clasp's extensions 91
//! (assign an external) and 92 (release one). What smodels has no statement for is made of
//! what it has, as clasp makes it: an integrity constraint derives a new atom that the
//! compute statement (`B-`) makes false; a weight body of a choice or disjunctive head, or
//! of a head of several atoms, is a new atom's body; a negative weight is the weight of the
//! complementary literal (the bound raised by it); an output shown under several literals
//! names a new atom defined by them. Assumptions go to the compute statement. Outputs shown
//! unconditionally or under one negative literal, projection, heuristics, edges and theory
//! atoms have no smodels form: [`write`] fails with clasp's reason.

use super::{AtomId, Body, GroundLit, GroundProgram, HeadKind, WeightedLit};
use std::fmt::Write;

/// What the smodels format cannot express, in clasp's words (`<reason> in 'smodels'
/// format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// An output without a condition that is an atom.
    Output,
    /// `#project`.
    Projection,
    /// `#heuristic`.
    Heuristic,
    /// `#edge`.
    Edge,
    /// Theory atoms.
    Theory,
}

impl Unsupported {
    /// clasp's reason.
    pub fn reason(self) -> &'static str {
        match self {
            Unsupported::Output => "general output directive not supported in smodels format",
            Unsupported::Projection => "projection directive not supported",
            Unsupported::Heuristic => "heuristic directive not supported",
            Unsupported::Edge => "edge directive not supported",
            Unsupported::Theory => "theory data not supported",
        }
    }
}

/// The smodels text of `program`, ending in a newline.
pub fn write(program: &GroundProgram) -> Result<String, Unsupported> {
    if program.projection.is_some() {
        return Err(Unsupported::Projection);
    }
    if !program.heuristics.is_empty() {
        return Err(Unsupported::Heuristic);
    }
    if !program.edges.is_empty() {
        return Err(Unsupported::Edge);
    }
    if !program.theory.atoms.is_empty() {
        return Err(Unsupported::Theory);
    }
    let mut w = Writer {
        out: String::new(),
        next: program.atom_count,
        falsum: None,
    };
    for rule in &program.rules {
        w.rule(rule.kind, rule.head, &rule.body);
    }
    w.minimize(program);
    for &(atom, value) in &program.externals {
        let _ = match value {
            super::ExternalValue::False => writeln!(w.out, "91 {} 0", atom.0),
            super::ExternalValue::True => writeln!(w.out, "91 {} 1", atom.0),
            super::ExternalValue::Free => writeln!(w.out, "91 {} 2", atom.0),
            super::ExternalValue::Release => writeln!(w.out, "92 {}", atom.0),
        };
    }
    let mut symbols: Vec<(AtomId, &str)> = Vec::new();
    for output in &program.outputs {
        let atom = match output.condition[..] {
            [] => return Err(Unsupported::Output),
            [lit] if lit.is_negative() => return Err(Unsupported::Output),
            [lit] => lit.atom(),
            ref lits => {
                let atom = w.fresh();
                w.basic(atom, lits);
                atom
            }
        };
        symbols.push((atom, &output.symbol));
    }
    symbols.sort_by_key(|&(atom, _)| atom);
    let mut out = w.out;
    out.push_str("0\n");
    for (atom, name) in symbols {
        let _ = writeln!(out, "{} {name}", atom.0);
    }
    out.push_str("0\nB+\n");
    let positive = (program.assumptions.iter()).filter(|l| !l.is_negative());
    for lit in positive {
        let _ = writeln!(out, "{}", lit.atom().0);
    }
    out.push_str("0\nB-\n");
    let negative = (program.assumptions.iter()).filter(|l| l.is_negative());
    for atom in negative.map(|l| l.atom()).chain(w.falsum) {
        let _ = writeln!(out, "{}", atom.0);
    }
    out.push_str("0\n1\n");
    Ok(out)
}

/// The rules section as it is written.
struct Writer {
    out: String,
    /// The last atom used (new atoms come after it).
    next: u32,
    /// The atom that integrity constraints derive (false by the compute statement).
    falsum: Option<AtomId>,
}

/// A weight body in smodels' terms: non-negative weights, a positive bound.
enum SumBody {
    /// Always holds.
    True,
    /// Never holds.
    False,
    /// `bound <= #sum{elements}`, weights positive.
    Sum(u64, Vec<(GroundLit, u64)>),
}

impl Writer {
    fn fresh(&mut self) -> AtomId {
        self.next += 1;
        AtomId(self.next)
    }

    /// `size negatives` and the literals, negative ones first.
    fn literals(&mut self, lits: &[GroundLit]) -> Vec<GroundLit> {
        let mut sorted: Vec<GroundLit> =
            (lits.iter().copied()).filter(|l| l.is_negative()).collect();
        sorted.extend(lits.iter().copied().filter(|l| !l.is_negative()));
        let negatives = lits.len() - lits.iter().filter(|l| !l.is_negative()).count();
        let _ = write!(self.out, " {} {negatives}", lits.len());
        sorted
    }

    fn atoms(&mut self, lits: &[GroundLit]) {
        for lit in lits {
            let _ = write!(self.out, " {}", lit.atom().0);
        }
    }

    /// `1 head body`.
    fn basic(&mut self, head: AtomId, body: &[GroundLit]) {
        let _ = write!(self.out, "1 {}", head.0);
        let sorted = self.literals(body);
        self.atoms(&sorted);
        self.out.push('\n');
    }

    fn rule(&mut self, kind: HeadKind, head: &[AtomId], body: &Body<'_>) {
        let body: Vec<GroundLit> = match *body {
            Body::Normal(lits) => lits.to_vec(),
            Body::Sum { lower, elements } => match sum_body(lower, elements) {
                SumBody::True => Vec::new(),
                SumBody::False => return,
                SumBody::Sum(bound, elements) => match (kind, head) {
                    (HeadKind::Disjunction, [atom]) => {
                        return self.sum_rule(*atom, bound, elements);
                    }
                    (HeadKind::Choice, []) => return,
                    _ => {
                        let aux = self.fresh();
                        self.sum_rule(aux, bound, elements);
                        vec![GroundLit::positive(aux)]
                    }
                },
            },
        };
        match (kind, head) {
            (HeadKind::Choice, []) => {}
            (HeadKind::Disjunction, []) => {
                let falsum = *self.falsum.get_or_insert_with(|| {
                    self.next += 1;
                    AtomId(self.next)
                });
                self.basic(falsum, &body);
            }
            (HeadKind::Disjunction, [atom]) => self.basic(*atom, &body),
            (kind, atoms) => {
                let code = if kind == HeadKind::Choice { 3 } else { 8 };
                let _ = write!(self.out, "{code} {}", atoms.len());
                for atom in atoms {
                    let _ = write!(self.out, " {}", atom.0);
                }
                let sorted = self.literals(&body);
                self.atoms(&sorted);
                self.out.push('\n');
            }
        }
    }

    /// `2 head size negatives bound literals` if all weights are 1, else `5 head bound size
    /// negatives literals weights`.
    fn sum_rule(&mut self, head: AtomId, bound: u64, mut elements: Vec<(GroundLit, u64)>) {
        elements.sort_by_key(|&(l, _)| !l.is_negative());
        let lits: Vec<GroundLit> = elements.iter().map(|&(l, _)| l).collect();
        if elements.iter().all(|&(_, w)| w == 1) {
            let _ = write!(self.out, "2 {}", head.0);
            self.literals(&lits);
            let _ = write!(self.out, " {bound}");
        } else {
            let _ = write!(self.out, "5 {} {bound}", head.0);
            self.literals(&lits);
        }
        self.atoms(&lits);
        if elements.iter().any(|&(_, w)| w != 1) {
            for (_, w) in elements {
                let _ = write!(self.out, " {w}");
            }
        }
        self.out.push('\n');
    }

    /// One `6 0 ...` statement per priority, the lowest first.
    fn minimize(&mut self, program: &GroundProgram) {
        let mut priorities: Vec<i32> = program.minimize.iter().map(|m| m.priority).collect();
        priorities.sort_unstable();
        priorities.dedup();
        for priority in priorities {
            let mut elements: Vec<(GroundLit, u64)> = Vec::new();
            let of_priority = (program.minimize.iter()).filter(|m| m.priority == priority);
            for element in of_priority.flat_map(|m| &m.elements) {
                let (lit, weight) = match element.weight {
                    0 => continue,
                    w if w < 0 => (complement(element.lit), u64::from(w.unsigned_abs())),
                    w => (element.lit, u64::from(w.unsigned_abs())),
                };
                match elements.iter_mut().find(|e| e.0 == lit) {
                    Some(e) => e.1 += weight,
                    None => elements.push((lit, weight)),
                }
            }
            elements.sort_by_key(|&(l, _)| !l.is_negative());
            let lits: Vec<GroundLit> = elements.iter().map(|&(l, _)| l).collect();
            self.out.push_str("6 0");
            self.literals(&lits);
            self.atoms(&lits);
            for (_, w) in elements {
                let _ = write!(self.out, " {w}");
            }
            self.out.push('\n');
        }
    }
}

/// `not a` for `a`, `a` for `not a`.
fn complement(lit: GroundLit) -> GroundLit {
    match lit.is_negative() {
        true => GroundLit::positive(lit.atom()),
        false => GroundLit::negative(lit.atom()),
    }
}

/// `lower <= #sum{elements}` with non-negative weights: a negative weight `-w` of `l` is
/// the weight `w` of the complement of `l`, with the bound raised by `w`; equal literals
/// merged, weights of 0 dropped.
fn sum_body(lower: i32, elements: &[WeightedLit]) -> SumBody {
    let mut bound = i64::from(lower);
    let mut merged: Vec<(GroundLit, u64)> = Vec::new();
    for element in elements {
        let (lit, weight) = match element.weight {
            0 => continue,
            w if w < 0 => {
                bound -= i64::from(w);
                (complement(element.lit), u64::from(w.unsigned_abs()))
            }
            w => (element.lit, u64::from(w.unsigned_abs())),
        };
        match merged.iter_mut().find(|e| e.0 == lit) {
            Some(e) => e.1 += weight,
            None => merged.push((lit, weight)),
        }
    }
    if bound <= 0 {
        return SumBody::True;
    }
    let bound = bound as u64;
    if merged.iter().map(|&(_, w)| w).sum::<u64>() < bound {
        return SumBody::False;
    }
    SumBody::Sum(bound, merged)
}
