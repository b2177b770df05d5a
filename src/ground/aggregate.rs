//! Body aggregates and conditional literals: their instances, what is known about their
//! values while grounding, and their translation into ground rules.
//!
//! An occurrence's instance is identified by the values of its global variables; its
//! elements are tuples with the ground conditions under which they count (an empty
//! condition: certainly). While grounding, an instance is *possible* if some value it can
//! still take satisfies its bounds, *certain* if every such value does; the translation at
//! the end defines one atom per instance (and bound values) that holds exactly when the
//! aggregate does, with weight rules for `#count`/`#sum` and normal rules for `#min`/`#max`
//! and conjunctions.

use super::eval::{self, Binding, Undefined};
use super::join::holds;
use super::plan::{Occurrence, OccurrenceKind};
use crate::aspif::{AtomId, Body, GroundLit, GroundProgram, HeadKind, Rule, WeightedLit};
use crate::check::ir::{Bound, Term};
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{AggregateFunction, Relation};
use indexmap::IndexMap;
use std::cmp::Ordering;

/// The instances of one occurrence.
#[derive(Debug, Default)]
pub struct OccurrenceStore {
    /// Instances by the values of the global variables.
    pub instances: IndexMap<Box<[Symbol]>, Instance>,
    /// Whether an element was added since the flag was last cleared.
    pub changed: bool,
}

/// One instance of an occurrence.
#[derive(Debug, Default)]
pub struct Instance {
    /// The elements: tuple to the conditions under which it counts (empty: certainly).
    pub elements: IndexMap<Box<[Symbol]>, Vec<Box<[GroundLit]>>>,
    /// The atoms standing for the instance, by bound values (or assigned value), in the
    /// order they were created (the order their definitions are emitted in).
    pub atoms: IndexMap<Box<[Symbol]>, AtomId>,
}

/// The result of looking up an instance during a join.
pub enum Lookup {
    /// No value satisfies the bounds.
    Impossible,
    /// Some value may satisfy the bounds.
    Possible,
    /// An assignment: the pattern and the values it may take.
    Values(Term, Vec<Symbol>),
}

/// What is known about an instance for some bound values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// It never holds.
    False,
    /// It may hold.
    Unknown,
    /// It always holds.
    True,
}

/// An element's weight and whether it certainly counts.
#[derive(Clone, Copy, Debug)]
struct Weighted {
    weight: Symbol,
    certain: bool,
}

impl OccurrenceStore {
    /// Adds an element instance; returns whether it is new.
    pub fn add(
        &mut self,
        key: Box<[Symbol]>,
        tuple: Box<[Symbol]>,
        condition: Box<[GroundLit]>,
    ) -> bool {
        let instance = self.instances.entry(key).or_default();
        let conditions = instance.elements.entry(tuple).or_default();
        if conditions.iter().any(|c| c.is_empty()) || conditions.contains(&condition) {
            return false;
        }
        if condition.is_empty() {
            conditions.clear();
        }
        conditions.push(condition);
        self.changed = true;
        true
    }

    /// The instance for the current binding of the occurrence's global variables.
    pub fn instance(&self, occurrence: &Occurrence, binding: &Binding) -> Option<&Instance> {
        let key: Vec<Symbol> = occurrence
            .globals
            .iter()
            .map(|&v| binding.get(v).expect("globals are bound"))
            .collect();
        self.instances.get(key.as_slice())
    }

    /// Looks up the instance under `binding` for a join. While the occurrence is not
    /// `complete`, more elements may come: a negated aggregate may then still hold whatever
    /// its current elements say (it needs no support), so it is always possible; a positive
    /// one is judged by the elements so far (the join runs again when more come).
    pub fn lookup(
        &self,
        occurrence: &Occurrence,
        binding: &Binding,
        complete: bool,
        symbols: &mut SymbolTable,
        undefined: &mut Vec<Undefined>,
    ) -> Lookup {
        let empty = Instance::default();
        let instance = self.instance(occurrence, binding).unwrap_or(&empty);
        match &occurrence.kind {
            OccurrenceKind::Conditional(_) => {
                if conjunction_status(instance) == Status::False {
                    Lookup::Impossible
                } else {
                    Lookup::Possible
                }
            }
            OccurrenceKind::Aggregate(naf, _)
                if *naf != crate::syntax::ast::Naf::Positive && !complete =>
            {
                Lookup::Possible
            }
            OccurrenceKind::Aggregate(naf, aggregate) => {
                let bound_vars = |v| binding.is_bound(v);
                let assignment = aggregate.bounds.iter().position(|b| {
                    b.relation == Relation::Eq && !b.term.pattern_vars(&bound_vars).is_empty()
                });
                let mut bounds = Vec::new();
                for (i, b) in aggregate.bounds.iter().enumerate() {
                    if Some(i) == assignment {
                        continue;
                    }
                    match eval::eval(&b.term, binding, symbols) {
                        Ok(value) => bounds.push((b.relation, value)),
                        Err(u) => {
                            undefined.push(u);
                            return Lookup::Impossible;
                        }
                    }
                }
                let elements = weighted(instance, aggregate.function);
                if let Some(i) = assignment {
                    let values = possible_values(&elements, aggregate.function, symbols)
                        .into_iter()
                        .filter(|&v| bounds.iter().all(|&(r, k)| holds(symbols.compare(v, k), r)))
                        .collect();
                    return Lookup::Values(aggregate.bounds[i].term.clone(), values);
                }
                let status = status(&elements, aggregate.function, &bounds, symbols);
                let status = if *naf == crate::syntax::ast::Naf::Not {
                    negate(status)
                } else {
                    status
                };
                if status == Status::False {
                    Lookup::Impossible
                } else {
                    Lookup::Possible
                }
            }
        }
    }
}

/// The status with the roles of true and false swapped (default negation).
pub fn negate(status: Status) -> Status {
    match status {
        Status::False => Status::True,
        Status::True => Status::False,
        Status::Unknown => Status::Unknown,
    }
}

/// The status of a conjunction instance: false if an element's literal is false under a
/// certain condition, true if no element is left (true literals are not stored).
pub fn conjunction_status(instance: &Instance) -> Status {
    if instance.elements.is_empty() {
        return Status::True;
    }
    let certainly_false = instance.elements.iter().any(|(tuple, conditions)| {
        tuple[0] == Symbol::Int(0) && conditions.iter().any(|c| c.is_empty())
    });
    if certainly_false {
        Status::False
    } else {
        Status::Unknown
    }
}

/// The weights of an instance's elements (for `#sum`, non-integer weights were dropped when
/// the elements were added; `#sum+` ignores non-positive weights).
fn weighted(instance: &Instance, function: AggregateFunction) -> Vec<Weighted> {
    instance
        .elements
        .iter()
        .filter_map(|(tuple, conditions)| {
            let weight = match function {
                AggregateFunction::Count => Symbol::Int(1),
                AggregateFunction::SumPlus => match tuple.first() {
                    Some(Symbol::Int(w)) if *w > 0 => Symbol::Int(*w),
                    _ => return None,
                },
                _ => *tuple.first().unwrap_or(&Symbol::Int(0)),
            };
            Some(Weighted {
                weight,
                certain: conditions.iter().any(|c| c.is_empty()),
            })
        })
        .collect()
}

fn int(s: Symbol) -> i64 {
    match s {
        Symbol::Int(n) => n as i64,
        _ => 0,
    }
}

/// The lowest and highest value an aggregate can take.
fn value_range(
    elements: &[Weighted],
    function: AggregateFunction,
    symbols: &SymbolTable,
) -> (Symbol, Symbol) {
    let clamp = |n: i64| Symbol::Int(n.clamp(i32::MIN as i64, i32::MAX as i64) as i32);
    match function {
        AggregateFunction::Count | AggregateFunction::Sum | AggregateFunction::SumPlus => {
            let certain: i64 = elements
                .iter()
                .filter(|e| e.certain)
                .map(|e| int(e.weight))
                .sum();
            let low: i64 = elements
                .iter()
                .filter(|e| !e.certain)
                .map(|e| int(e.weight).min(0))
                .sum();
            let high: i64 = elements
                .iter()
                .filter(|e| !e.certain)
                .map(|e| int(e.weight).max(0))
                .sum();
            (clamp(certain + low), clamp(certain + high))
        }
        AggregateFunction::Min => {
            let min = |it: &mut dyn Iterator<Item = Symbol>| {
                it.min_by(|a, b| symbols.compare(*a, *b))
                    .unwrap_or(Symbol::Supremum)
            };
            let low = min(&mut elements.iter().map(|e| e.weight));
            let high = min(&mut elements.iter().filter(|e| e.certain).map(|e| e.weight));
            (low, high)
        }
        AggregateFunction::Max => {
            let max = |it: &mut dyn Iterator<Item = Symbol>| {
                it.max_by(|a, b| symbols.compare(*a, *b))
                    .unwrap_or(Symbol::Infimum)
            };
            let low = max(&mut elements.iter().filter(|e| e.certain).map(|e| e.weight));
            let high = max(&mut elements.iter().map(|e| e.weight));
            (low, high)
        }
    }
}

/// What is known about an aggregate with the given elements and bounds `value rel k`: from
/// the exact set of values it can take where that set is small (so that `#sum{2:a} != 1`
/// is certain, as gringo finds), else from the lowest and highest value.
fn status(
    elements: &[Weighted],
    function: AggregateFunction,
    bounds: &[(Relation, Symbol)],
    symbols: &SymbolTable,
) -> Status {
    if let Some(values) = exact_values(elements, function, symbols) {
        let satisfies = |v: Symbol| bounds.iter().all(|&(r, k)| holds(symbols.compare(v, k), r));
        let satisfying = values.iter().filter(|&&v| satisfies(v)).count();
        return if satisfying == 0 {
            Status::False
        } else if satisfying == values.len() {
            Status::True
        } else {
            Status::Unknown
        };
    }
    let (low, high) = value_range(elements, function, symbols);
    let cmp = |a: Symbol, b: Symbol| symbols.compare(a, b);
    let mut all_certain = true;
    for &(relation, k) in bounds {
        let (possible, certain) = match relation {
            Relation::Eq => (
                cmp(low, k) != Ordering::Greater && cmp(high, k) != Ordering::Less,
                low == k && high == k,
            ),
            Relation::Ne => (
                !(low == k && high == k),
                cmp(k, low) == Ordering::Less || cmp(k, high) == Ordering::Greater,
            ),
            Relation::Lt => (
                cmp(low, k) == Ordering::Less,
                cmp(high, k) == Ordering::Less,
            ),
            Relation::Le => (
                cmp(low, k) != Ordering::Greater,
                cmp(high, k) != Ordering::Greater,
            ),
            Relation::Gt => (
                cmp(high, k) == Ordering::Greater,
                cmp(low, k) == Ordering::Greater,
            ),
            Relation::Ge => (
                cmp(high, k) != Ordering::Less,
                cmp(low, k) != Ordering::Less,
            ),
        };
        if !possible {
            return Status::False;
        }
        all_certain &= certain;
    }
    if all_certain {
        Status::True
    } else {
        Status::Unknown
    }
}

/// More values than this for a `#sum` and the grounder uses the whole range between the
/// lowest and highest sum instead of the exact set of subset sums.
const MAX_SUM_VALUES: usize = 1 << 16;

/// At most this many bit-set words are shifted to find the subset sums of a `#sum`.
const MAX_SUM_WORK: u64 = 1 << 22;

/// The sums of all subsets of `weights`, in increasing order, or `None` when computing them
/// would take too long or give too many values: a dynamic program over a bit set whose bit
/// `i` stands for the sum `lowest + i`.
fn subset_sums(weights: &[i64]) -> Option<Vec<i64>> {
    let lowest: i64 = weights.iter().filter(|&&w| w < 0).sum();
    let highest: i64 = weights.iter().filter(|&&w| w > 0).sum();
    let width = u64::try_from(highest - lowest).ok()? + 1;
    let words = width.div_ceil(64);
    if words.saturating_mul(weights.len() as u64) > MAX_SUM_WORK {
        return None;
    }
    let mut bits = vec![0u64; words as usize];
    // The empty subset sums to 0, at bit -lowest.
    let zero = (-lowest) as usize;
    bits[zero / 64] |= 1 << (zero % 64);
    let n = bits.len() as isize;
    for &w in weights {
        let shift = w.unsigned_abs() as usize;
        let (word_shift, bit_shift) = ((shift / 64) as isize, (shift % 64) as u32);
        let before = bits.clone();
        let word = |j: isize| -> u64 {
            if (0..n).contains(&j) {
                before[j as usize]
            } else {
                0
            }
        };
        for (i, target) in bits.iter_mut().enumerate() {
            let i = i as isize;
            // A weight w > 0 moves every reachable sum up by w, one w < 0 down.
            let moved = if w >= 0 {
                let carry = if bit_shift == 0 {
                    0
                } else {
                    word(i - word_shift - 1) >> (64 - bit_shift)
                };
                (word(i - word_shift) << bit_shift) | carry
            } else {
                let carry = if bit_shift == 0 {
                    0
                } else {
                    word(i + word_shift + 1) << (64 - bit_shift)
                };
                (word(i + word_shift) >> bit_shift) | carry
            };
            *target |= moved;
        }
    }
    let mut sums = Vec::new();
    for (i, &word) in bits.iter().enumerate() {
        let mut word = word;
        while word != 0 {
            sums.push(lowest + i as i64 * 64 + word.trailing_zeros() as i64);
            if sums.len() > MAX_SUM_VALUES {
                return None;
            }
            word &= word - 1;
        }
    }
    Some(sums)
}

/// The values an aggregate may take, in clingo's order, if there are not too many of them.
fn exact_values(
    elements: &[Weighted],
    function: AggregateFunction,
    symbols: &SymbolTable,
) -> Option<Vec<Symbol>> {
    let mut values: Vec<Symbol> = match function {
        AggregateFunction::Count | AggregateFunction::Sum | AggregateFunction::SumPlus => {
            let certain: i64 = elements
                .iter()
                .filter(|e| e.certain)
                .map(|e| int(e.weight))
                .sum();
            let weights: Vec<i64> = elements
                .iter()
                .filter(|e| !e.certain)
                .map(|e| int(e.weight))
                .collect();
            subset_sums(&weights)?
                .into_iter()
                .filter_map(|s| i32::try_from(certain + s).ok())
                .map(Symbol::Int)
                .collect()
        }
        AggregateFunction::Min | AggregateFunction::Max => {
            let (low, high) = value_range(elements, function, symbols);
            // The value is the certain extreme, or a weight beyond it, or (with no
            // certain element) the neutral value of the empty set.
            let min = function == AggregateFunction::Min;
            let limit = if min { high } else { low };
            let mut values: Vec<Symbol> = elements
                .iter()
                .map(|e| e.weight)
                .filter(|&w| {
                    let o = symbols.compare(w, limit);
                    if min {
                        o != Ordering::Greater
                    } else {
                        o != Ordering::Less
                    }
                })
                .collect();
            values.push(limit);
            if !elements.iter().any(|e| e.certain) {
                values.push(if min {
                    Symbol::Supremum
                } else {
                    Symbol::Infimum
                });
            }
            values
        }
    };
    values.sort_by(|a, b| symbols.compare(*a, *b));
    values.dedup();
    Some(values)
}

/// The values an assignment aggregate may take, in clingo's order: exactly, or (for very
/// many different sums) every integer between the lowest and the highest.
fn possible_values(
    elements: &[Weighted],
    function: AggregateFunction,
    symbols: &SymbolTable,
) -> Vec<Symbol> {
    exact_values(elements, function, symbols).unwrap_or_else(|| {
        let (Symbol::Int(low), Symbol::Int(high)) = value_range(elements, function, symbols) else {
            unreachable!("only sums can have too many values")
        };
        (low..=high).map(Symbol::Int).collect()
    })
}

/// The status of an instance with bound values `bounds` (an assignment's value is an `Eq`
/// bound), for emitting a rule that uses it.
pub fn instance_status(
    instance: &Instance,
    occurrence: &Occurrence,
    bounds: &[(Relation, Symbol)],
    symbols: &SymbolTable,
) -> Status {
    match &occurrence.kind {
        OccurrenceKind::Conditional(_) => conjunction_status(instance),
        OccurrenceKind::Aggregate(_, aggregate) => status(
            &weighted(instance, aggregate.function),
            aggregate.function,
            bounds,
            symbols,
        ),
    }
}

/// Whether an aggregate over these elements is monotone or antimonotone for each bound
/// (then its translation with weight rules agrees with clingo's semantics even when it is
/// recursive): no `!=` bound, and no sum whose uncertain weights have both signs.
pub fn is_convex(
    instance: &Instance,
    function: AggregateFunction,
    bounds: &[(Relation, Symbol)],
) -> bool {
    if bounds.iter().any(|&(r, _)| r == Relation::Ne) {
        return false;
    }
    if function != AggregateFunction::Sum {
        return true;
    }
    let weights: Vec<i64> = weighted(instance, function)
        .iter()
        .filter(|e| !e.certain)
        .map(|e| int(e.weight))
        .collect();
    !(weights.iter().any(|&w| w > 0) && weights.iter().any(|&w| w < 0))
}

/// Evaluates the bounds of an aggregate occurrence under a binding (the assignment variable
/// bound too).
pub fn bound_values(
    bounds: &[Bound],
    binding: &Binding,
    symbols: &mut SymbolTable,
) -> Result<Vec<(Relation, Symbol)>, Undefined> {
    bounds
        .iter()
        .map(|b| Ok((b.relation, eval::eval(&b.term, binding, symbols)?)))
        .collect()
}

// ---------------------------------------------------------------------- translation

/// Writes ground rules into the program, allocating atoms as needed.
pub struct Emitter<'a> {
    /// The program being built.
    pub program: &'a mut GroundProgram,
}

/// A literal that may be a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lit {
    /// Always true.
    True,
    /// Always false.
    False,
    /// A ground literal.
    Ground(GroundLit),
}

impl Emitter<'_> {
    /// A new auxiliary atom.
    pub fn atom(&mut self) -> AtomId {
        self.program.new_atom()
    }

    /// `head :- body.` (a constraint if `head` is `None`).
    pub fn rule(&mut self, head: Option<AtomId>, body: &[GroundLit]) {
        let head = head.as_slice();
        self.program.rules.push(Rule::normal(head, body));
    }

    /// The default negation of a literal: `not a` for `a`; for `not a`, `not x` with a new
    /// atom `x :- not a` (writing `a` instead would ask for a support that `not not a` does
    /// not need).
    pub fn negation(&mut self, lit: GroundLit) -> GroundLit {
        if !lit.is_negative() {
            return GroundLit(-lit.0);
        }
        let aux = self.atom();
        self.rule(Some(aux), &[lit]);
        GroundLit::negative(aux)
    }

    /// A literal equivalent to the disjunction of `conditions` (each a conjunction).
    pub fn disjunction(&mut self, conditions: &[Box<[GroundLit]>]) -> Lit {
        if conditions.iter().any(|c| c.is_empty()) {
            return Lit::True;
        }
        match conditions {
            [] => Lit::False,
            [single] if single.len() == 1 => Lit::Ground(single[0]),
            _ => {
                let aux = self.atom();
                for condition in conditions {
                    self.rule(Some(aux), condition);
                }
                Lit::Ground(GroundLit::positive(aux))
            }
        }
    }

    /// Defines `target` to hold exactly when the sum of the weights of the true literals
    /// satisfies `relation k` (weights and `k` integers).
    fn define_sum(&mut self, target: AtomId, elements: &[(Lit, i64)], relation: Relation, k: i64) {
        match relation {
            Relation::Ge => self.at_least(Some(target), elements, k),
            Relation::Gt => self.at_least(Some(target), elements, k + 1),
            Relation::Le | Relation::Lt => {
                let limit = if relation == Relation::Le { k + 1 } else { k };
                let above = self.atom();
                self.at_least(Some(above), elements, limit);
                self.rule(Some(target), &[GroundLit::negative(above)]);
            }
            Relation::Eq | Relation::Ne => {
                let (low, high) = (self.atom(), self.atom());
                self.at_least(Some(low), elements, k);
                self.at_least(Some(high), elements, k + 1);
                if relation == Relation::Eq {
                    self.rule(
                        Some(target),
                        &[GroundLit::positive(low), GroundLit::negative(high)],
                    );
                } else {
                    self.rule(Some(target), &[GroundLit::negative(low)]);
                    self.rule(Some(target), &[GroundLit::positive(high)]);
                }
            }
        }
    }

    /// `head :- sum >= bound` as a weight rule (negative weights flipped to the negated
    /// literal; constant literals folded into the bound).
    fn at_least(&mut self, head: Option<AtomId>, elements: &[(Lit, i64)], bound: i64) {
        let mut bound = bound;
        let mut lits = Vec::new();
        for &(lit, weight) in elements {
            match lit {
                Lit::False => {}
                Lit::True => bound -= weight,
                Lit::Ground(l) if weight < 0 => {
                    bound -= weight;
                    lits.push((GroundLit(-l.0), -weight));
                }
                Lit::Ground(l) if weight > 0 => lits.push((l, weight)),
                Lit::Ground(_) => {}
            }
        }
        let total: i64 = lits.iter().map(|(_, w)| w).sum();
        if bound <= 0 {
            self.rule(head, &[]);
        } else if bound <= total {
            let clamp = |n: i64| n.clamp(i32::MIN as i64, i32::MAX as i64) as i32;
            let literals: Vec<GroundLit>;
            let elements: Vec<WeightedLit>;
            let body = if lits.iter().all(|&(_, w)| w == 1) && bound as usize == lits.len() {
                literals = lits.iter().map(|&(l, _)| l).collect();
                Body::Normal(&literals)
            } else {
                elements = lits
                    .iter()
                    .map(|&(lit, w)| WeightedLit {
                        lit,
                        weight: clamp(w),
                    })
                    .collect();
                Body::Sum {
                    lower: clamp(bound),
                    elements: &elements,
                }
            };
            self.program.rules.push(Rule {
                kind: HeadKind::Disjunction,
                head: head.as_slice(),
                body,
            });
        }
    }

    /// Defines `target` to hold exactly when the aggregate over `elements` (literal and
    /// weight) satisfies all `bounds`.
    pub fn define_aggregate(
        &mut self,
        target: AtomId,
        function: AggregateFunction,
        elements: &[(Lit, Symbol)],
        bounds: &[(Relation, Symbol)],
        symbols: &SymbolTable,
    ) {
        let mut parts = Vec::new();
        for &(relation, k) in bounds {
            let part = self.atom();
            match function {
                AggregateFunction::Min | AggregateFunction::Max => self.define_extreme(
                    part,
                    function == AggregateFunction::Max,
                    elements,
                    relation,
                    k,
                    symbols,
                ),
                _ => {
                    let weighted: Vec<(Lit, i64)> =
                        elements.iter().map(|&(l, w)| (l, int(w))).collect();
                    match k {
                        Symbol::Int(k) => self.define_sum(part, &weighted, relation, k as i64),
                        // A sum compared with a non-number: decided by the order alone.
                        _ => {
                            if holds(symbols.compare(Symbol::Int(0), k), relation) {
                                self.rule(Some(part), &[]);
                            }
                        }
                    }
                }
            }
            parts.push(GroundLit::positive(part));
        }
        self.rule(Some(target), &parts);
    }

    /// Defines `target` for `#max` (or `#min`) `relation k`. For `#max`, whose value is the
    /// greatest of `#inf` and the weights of the true elements: `value >= k` holds iff
    /// `#inf >= k` or some element with weight `>= k` is true (likewise `>`); `value <= k`
    /// iff `#inf <= k` and no element with weight `> k` is true (likewise `<`). `#min` is
    /// the mirror image with `#sup`.
    fn define_extreme(
        &mut self,
        target: AtomId,
        max: bool,
        elements: &[(Lit, Symbol)],
        relation: Relation,
        k: Symbol,
        symbols: &SymbolTable,
    ) {
        let neutral = if max {
            Symbol::Infimum
        } else {
            Symbol::Supremum
        };
        let toward = |r: Relation| {
            if max {
                matches!(r, Relation::Ge | Relation::Gt)
            } else {
                matches!(r, Relation::Le | Relation::Lt)
            }
        };
        match relation {
            Relation::Eq | Relation::Ne => {
                let (near, far) = if max {
                    (Relation::Ge, Relation::Le)
                } else {
                    (Relation::Le, Relation::Ge)
                };
                let (a, b) = (self.atom(), self.atom());
                self.define_extreme(a, max, elements, near, k, symbols);
                self.define_extreme(b, max, elements, far, k, symbols);
                if relation == Relation::Eq {
                    self.rule(
                        Some(target),
                        &[GroundLit::positive(a), GroundLit::positive(b)],
                    );
                } else {
                    self.rule(Some(target), &[GroundLit::negative(a)]);
                    self.rule(Some(target), &[GroundLit::negative(b)]);
                }
            }
            r if toward(r) => {
                if holds(symbols.compare(neutral, k), r) {
                    self.rule(Some(target), &[]);
                    return;
                }
                for &(lit, w) in elements {
                    if holds(symbols.compare(w, k), r) {
                        match lit {
                            Lit::True => self.rule(Some(target), &[]),
                            Lit::False => {}
                            Lit::Ground(l) => self.rule(Some(target), &[l]),
                        }
                    }
                }
            }
            r => {
                if !holds(symbols.compare(neutral, k), r) {
                    return;
                }
                let excluded = crate::check::ir::negate(r);
                let mut body = Vec::new();
                for &(lit, w) in elements {
                    if holds(symbols.compare(w, k), excluded) {
                        match lit {
                            Lit::True => return,
                            Lit::False => {}
                            Lit::Ground(l) => {
                                let negated = self.negation(l);
                                body.push(negated);
                            }
                        }
                    }
                }
                self.rule(Some(target), &body);
            }
        }
    }

    /// Defines `target` to hold exactly when every element of a conjunction instance holds:
    /// an element is a literal (`Lit`) under conditions; it holds if the literal is true or
    /// every condition is false, i.e. the implication `condition -> literal`.
    ///
    /// When the condition depends on the conjunction itself (`recursive`), each condition is
    /// its own implication in clingo's disjunctive encoding: with `c` an atom equivalent to
    /// the condition (`c :- cond` and `ci :- c` for its atoms), `e :- l`, `e :- not c` and
    /// `e ; c :- not not l`, so that a condition that holds need not be founded by `e`.
    pub fn define_conjunction(
        &mut self,
        target: AtomId,
        elements: &[(Lit, Vec<Box<[GroundLit]>>)],
        recursive: bool,
    ) {
        let mut body = Vec::new();
        for (lit, conditions) in elements {
            if *lit == Lit::True {
                continue;
            }
            if recursive {
                for condition in conditions {
                    let holds = self.implication(condition, *lit);
                    body.push(GroundLit::positive(holds));
                }
                continue;
            }
            let holds = self.atom();
            if let Lit::Ground(l) = lit {
                self.rule(Some(holds), &[*l]);
            }
            // The element also holds when its condition does not.
            match self.disjunction(conditions) {
                Lit::True => {}
                Lit::False => self.rule(Some(holds), &[]),
                Lit::Ground(c) => {
                    let negated = self.negation(c);
                    self.rule(Some(holds), &[negated]);
                }
            }
            body.push(GroundLit::positive(holds));
        }
        self.rule(Some(target), &body);
    }

    /// An atom for the implication `condition -> lit` in clingo's disjunctive encoding (see
    /// [`Emitter::define_conjunction`]).
    fn implication(&mut self, condition: &[GroundLit], lit: Lit) -> AtomId {
        let holds = self.atom();
        if let Lit::Ground(l) = lit {
            self.rule(Some(holds), &[l]);
        }
        if condition.is_empty() {
            // A certain condition: the implication is the literal itself.
            return holds;
        }
        let c = match condition {
            [single] if !single.is_negative() => single.atom(),
            _ => {
                let c = self.atom();
                self.rule(Some(c), condition);
                for &literal in condition {
                    if literal.is_negative() {
                        self.rule(None, &[GroundLit::positive(c), GroundLit(-literal.0)]);
                    } else {
                        self.rule(Some(literal.atom()), &[GroundLit::positive(c)]);
                    }
                }
                c
            }
        };
        self.rule(Some(holds), &[GroundLit::negative(c)]);
        if let Lit::Ground(l) = lit {
            let not_l = self.negation(l);
            let not_not_l = self.negation(not_l);
            self.program
                .rules
                .push(Rule::normal(&[holds, c], &[not_not_l]));
        }
        holds
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subset_sums_of_mixed_weights() {
        assert_eq!(subset_sums(&[3, 5]), Some(vec![0, 3, 5, 8]));
        assert_eq!(subset_sums(&[-2, 1]), Some(vec![-2, -1, 0, 1]));
        assert_eq!(subset_sums(&[]), Some(vec![0]));
        assert_eq!(subset_sums(&[64, 1]), Some(vec![0, 1, 64, 65]));
        assert_eq!(subset_sums(&[-70, 70]), Some(vec![-70, 0, 70]));
        let many: Vec<i64> = (0..10_000).map(|i| (i * 37) % 101).collect();
        assert_eq!(subset_sums(&many), None);
    }
}
