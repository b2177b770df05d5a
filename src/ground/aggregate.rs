//! Body aggregates and conditional literals: their instances and what is known about their
//! values while grounding (their translation into ground rules is `emit.rs`).
//!
//! An occurrence's instance is identified by the values of its global variables; its
//! elements are tuples with the ground conditions under which they count (an empty
//! condition: certainly). While grounding, an instance is *possible* if some value it can
//! still take satisfies its bounds, *certain* if every such value does; the translation at
//! the end defines one atom per instance (and bound values) that holds exactly when the
//! aggregate does.

use super::element_set::{Added, ElementSet};
use super::eval::{self, Binding, Undefined};
use super::join::holds;
use super::plan::{Occurrence, OccurrenceKind};
use crate::aspif::{AtomId, GroundLit};
use crate::check::ir::{Bound, Term};
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{AggregateFunction, Relation};
use indexmap::IndexMap;
use rustc_hash::FxBuildHasher;
use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};

/// The instances of one occurrence.
#[derive(Debug, Default)]
pub struct OccurrenceStore {
    /// Instances by the values of the global variables.
    pub instances: IndexMap<Box<[Symbol]>, Instance, FxBuildHasher>,
    /// Whether an element was added since the flag was last cleared.
    pub changed: bool,
    /// The instances over the `early` elements only, of an occurrence gringo decides from
    /// those ([`Occurrence::first_empty`]).
    pub early: IndexMap<Box<[Symbol]>, Instance, FxBuildHasher>,
}

/// One instance of an occurrence.
#[derive(Debug, Default)]
pub struct Instance {
    /// The elements: tuples with the conditions under which they count (empty: certainly).
    pub elements: ElementSet,
    /// The atoms standing for the instance, by bound values (or assigned value), in the
    /// order they were created (the order their definitions are emitted in).
    pub atoms: IndexMap<Box<[Symbol]>, AtomId>,
    /// For a tuple (by its index) that became certain after it had counted under other
    /// conditions, how many those were (see [`Weighted::copies`]).
    pub counted_before_fact: HashMap<u32, u32>,
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
pub(super) struct Weighted {
    pub weight: Symbol,
    pub certain: bool,
    /// How many times gringo's range of a body aggregate counts the weight where it may or
    /// may not count: once per condition the tuple was accumulated under before it became
    /// certain (`AggregateAtomRange::accumulate` adds a weight for every new condition of a
    /// tuple that is not a fact). So `2 <= #count{ 1 : r(Z) }` over three `r` atoms is
    /// possible for gringo (its range is `[0,3]`) and its rule stays.
    pub copies: u32,
}

impl Instance {
    /// Adds an element instance; returns whether it is new.
    fn add(&mut self, tuple: &[Symbol], condition: Box<[GroundLit]>) -> bool {
        match self.elements.add(tuple, condition) {
            Added::Nothing => false,
            Added::New => true,
            Added::Certain { index, counted } => {
                if counted > 0 {
                    self.counted_before_fact.insert(index as u32, counted);
                }
                true
            }
        }
    }
}

impl OccurrenceStore {
    /// Adds an element instance; returns whether it is new.
    pub fn add(&mut self, key: &[Symbol], tuple: &[Symbol], condition: Box<[GroundLit]>) -> bool {
        let instance = match self.instances.get_index_of(key) {
            Some(i) => &mut self.instances[i],
            None => self.instances.entry(Box::from(key)).or_default(),
        };
        let added = instance.add(tuple, condition);
        self.changed |= added;
        added
    }

    /// Adds an element instance of an early element (see [`OccurrenceStore::early`]).
    pub fn add_early(&mut self, key: &[Symbol], tuple: &[Symbol], condition: &[GroundLit]) {
        let instance = self.early.entry(Box::from(key)).or_default();
        instance.add(tuple, Box::from(condition));
    }

    /// Looks up the instance under `binding` for a join. While the occurrence is not
    /// `complete`, more elements may come: a negated aggregate may then still hold whatever
    /// its current elements say (it needs no support), so it is always possible, unless it
    /// negates a monotone aggregate that holds; a positive one is judged by the elements so
    /// far (the join runs again when more come).
    pub fn lookup(
        &self,
        occurrence: &Occurrence,
        binding: &Binding,
        complete: bool,
        known: Known<'_>,
        symbols: &mut SymbolTable,
        undefined: &mut Vec<Undefined>,
    ) -> Lookup {
        // The instance for the current binding of the occurrence's global variables.
        let key: Vec<Symbol> = (occurrence.globals.iter())
            .map(|&v| binding.get(v).expect("globals are bound"))
            .collect();
        let empty = Instance::default();
        let instance = self.instances.get(key.as_slice()).unwrap_or(&empty);
        match &occurrence.kind {
            OccurrenceKind::Conditional(_) => {
                if conjunction_status(instance, known) == Status::False {
                    Lookup::Impossible
                } else {
                    Lookup::Possible
                }
            }
            // (A monotone aggregate that holds keeps holding: its negation is false.) One
            // that gringo keeps undecided is always possible.
            OccurrenceKind::Aggregate(naf, _)
                if *naf != crate::syntax::ast::Naf::Positive
                    && (occurrence.undecided || (!complete && !occurrence.monotone())) =>
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
                if !decidable(occurrence, self, &key, &bounds, symbols) {
                    return Lookup::Possible;
                }
                let elements = weighted(instance, aggregate.function);
                let positive = *naf == crate::syntax::ast::Naf::Positive;
                let status =
                    range_status(&elements, aggregate.function, &bounds, positive, symbols);
                if let Some(i) = assignment {
                    // The assignment is an aggregate of its own (as gringo's); its values are
                    // not narrowed by the other bounds.
                    if status == Status::False {
                        return Lookup::Impossible;
                    }
                    let values = possible_values(&elements, aggregate.function, symbols);
                    return Lookup::Values(aggregate.bounds[i].term.clone(), values);
                }
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

/// What is known now of a literal of a conditional literal: `Some(false)` if it is an atom
/// that is not derived (yet) although its predicate is complete or being grounded (gringo,
/// which grounds the literal as part of the condition, finds no instance for it until the
/// atom is derived); `Some(true)` if it is an atom that became a fact after the element was
/// recorded (gringo reports the element's head again then, as a fact).
pub type Known<'a> = &'a dyn Fn(GroundLit) -> Option<bool>;

/// The status of a conjunction instance: false if an element's literal is false (or not
/// derived, see [`Known`]) under a certain condition, true if no element is left (true
/// literals are not stored, and those that became facts do not count).
pub fn conjunction_status(instance: &Instance, known: Known<'_>) -> Status {
    let mut open = false;
    for (tuple, conditions) in instance.elements.iter() {
        let value = match tuple[0] {
            Symbol::Int(0) => Some(false),
            Symbol::Int(l) => known(GroundLit(l)),
            _ => None,
        };
        match value {
            Some(true) => {}
            Some(false) if conditions.iter().any(|c| c.is_empty()) => return Status::False,
            _ => open = true,
        }
    }
    if open { Status::Unknown } else { Status::True }
}

/// The weights of an instance's elements (for `#sum`, non-integer weights were dropped when
/// the elements were added; `#sum+` ignores non-positive weights).
fn weighted(instance: &Instance, function: AggregateFunction) -> Vec<Weighted> {
    (instance.elements.iter().enumerate())
        .filter_map(|(i, (tuple, conditions))| {
            let weight = match function {
                AggregateFunction::Count => Symbol::Int(1),
                AggregateFunction::SumPlus => match tuple.first() {
                    Some(Symbol::Int(w)) if *w > 0 => Symbol::Int(*w),
                    _ => return None,
                },
                _ => *tuple.first().unwrap_or(&Symbol::Int(0)),
            };
            let certain = instance.elements.certain(i);
            let copies = if certain {
                instance
                    .counted_before_fact
                    .get(&(i as u32))
                    .copied()
                    .unwrap_or(1)
            } else {
                conditions.len() as u32
            };
            Some(Weighted {
                weight,
                certain,
                copies,
            })
        })
        .collect()
}

pub(super) fn int(s: Symbol) -> i64 {
    match s {
        Symbol::Int(n) => n as i64,
        _ => 0,
    }
}

/// The lowest and highest value an aggregate can take.
pub(super) fn value_range(
    elements: &[Weighted],
    function: AggregateFunction,
    symbols: &SymbolTable,
) -> (Symbol, Symbol) {
    let clamp = |n: i64| Symbol::Int(n.clamp(i32::MIN as i64, i32::MAX as i64) as i32);
    match function {
        AggregateFunction::Count | AggregateFunction::Sum | AggregateFunction::SumPlus => {
            // A certain weight counts once; where it may or may not count, as often as
            // gringo's range added it.
            let certain: i64 = elements
                .iter()
                .filter(|e| e.certain)
                .map(|e| int(e.weight))
                .sum();
            let may = |e: &Weighted| i64::from(e.copies) - i64::from(e.certain);
            let low: i64 = elements.iter().map(|e| may(e) * int(e.weight).min(0)).sum();
            let high: i64 = elements.iter().map(|e| may(e) * int(e.weight).max(0)).sum();
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

/// What gringo knows of an aggregate while it grounds (whether an instance of its rule
/// exists, and so which head atoms do): only the interval between its lowest and highest
/// value (gringo's `AggregateAtomRange`: possible if the bounds meet the interval, a fact if
/// they contain it). So `h :- #sum{2:a} = 1.` keeps `h` (no value satisfies the bounds, but
/// the interval `[0,2]` meets them) and `h :- #sum{2:a} != 1.` is no fact: the rule stays,
/// and the solver decides the aggregate.
///
/// Each `=` bound of a positive aggregate (`positive`) meets the interval on its own: gringo
/// makes every one an aggregate of its own (`TupleBodyAggregate::rewriteAggregates`), so
/// `0 < #sum{1:r} = 0` is possible (`> 0` and `= 0` each meet `[0,1]`) where
/// `0 < #sum{1:r} <= 0` is not.
fn range_status(
    elements: &[Weighted],
    function: AggregateFunction,
    bounds: &[(Relation, Symbol)],
    positive: bool,
    symbols: &SymbolTable,
) -> Status {
    let (low, high) = value_range(elements, function, symbols);
    let meets = if positive {
        let (equal, other): (Vec<_>, Vec<_>) =
            (bounds.iter().copied()).partition(|&(relation, _)| relation == Relation::Eq);
        interval_meets(low, high, &other, symbols)
            && (equal.iter()).all(|&bound| interval_meets(low, high, &[bound], symbols))
    } else {
        interval_meets(low, high, bounds, symbols)
    };
    if !meets {
        return Status::False;
    }
    let cmp = |a: Symbol, b: Symbol| symbols.compare(a, b);
    let contains = bounds.iter().all(|&(relation, k)| match relation {
        // No value of the interval is `k`.
        Relation::Ne => cmp(low, k) == Ordering::Greater || cmp(high, k) == Ordering::Less,
        // The other relations hold on an interval if they hold at both ends.
        _ => holds(cmp(low, k), relation) && holds(cmp(high, k), relation),
    });
    if contains {
        Status::True
    } else {
        Status::Unknown
    }
}

/// Whether the interval `[low, high]` of symbols meets bounds `value rel k`, as gringo
/// intersects them: an interval between two different symbols is never empty (gringo's
/// intervals of symbols are dense), a single symbol is removed by `!=`.
pub(super) fn interval_meets(
    low: Symbol,
    high: Symbol,
    bounds: &[(Relation, Symbol)],
    symbols: &SymbolTable,
) -> bool {
    // The interval narrowed by every bound but `!=`, with whether each end is included.
    let (mut low, mut high) = ((low, true), (high, true));
    for &(relation, k) in bounds {
        let above = |(v, included): (Symbol, bool), strict: bool| match symbols.compare(k, v) {
            Ordering::Greater => (k, !strict),
            Ordering::Equal => (v, included && !strict),
            Ordering::Less => (v, included),
        };
        let below = |(v, included): (Symbol, bool), strict: bool| match symbols.compare(k, v) {
            Ordering::Less => (k, !strict),
            Ordering::Equal => (v, included && !strict),
            Ordering::Greater => (v, included),
        };
        match relation {
            Relation::Gt => low = above(low, true),
            Relation::Ge => low = above(low, false),
            Relation::Lt => high = below(high, true),
            Relation::Le => high = below(high, false),
            Relation::Eq => {
                low = above(low, false);
                high = below(high, false);
            }
            Relation::Ne => {}
        }
    }
    match symbols.compare(low.0, high.0) {
        Ordering::Less => true,
        Ordering::Greater => false,
        Ordering::Equal => {
            low.1 && high.1 && !(bounds.iter()).any(|&(r, k)| r == Relation::Ne && k == low.0)
        }
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

/// The values an assignment's aggregate may take, in clingo's order, if there are not too
/// many of them. A sum beyond 32 bits is left out.
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
/// many different sums) every integer between the lowest and the highest, unless there are
/// far more of those than subset sums (weights as large as `2147483647`): then the subset
/// sums one by one, as gringo finds them.
fn possible_values(
    elements: &[Weighted],
    function: AggregateFunction,
    symbols: &SymbolTable,
) -> Vec<Symbol> {
    exact_values(elements, function, symbols).unwrap_or_else(|| {
        // The values themselves, not gringo's range of a body aggregate.
        let once: Vec<Weighted> = (elements.iter())
            .map(|e| Weighted { copies: 1, ..*e })
            .collect();
        let (Symbol::Int(low), Symbol::Int(high)) = value_range(&once, function, symbols) else {
            unreachable!("only sums can have too many values")
        };
        if i64::from(high) - i64::from(low) <= MAX_RANGE_VALUES {
            return (low..=high).map(Symbol::Int).collect();
        }
        let mut sums: Vec<i64> = vec![
            elements
                .iter()
                .filter(|e| e.certain)
                .map(|e| int(e.weight))
                .sum(),
        ];
        let mut seen: HashSet<i64> = sums.iter().copied().collect();
        for e in elements.iter().filter(|e| !e.certain) {
            for i in 0..sums.len() {
                let sum = sums[i] + int(e.weight);
                if seen.insert(sum) {
                    sums.push(sum);
                }
            }
        }
        sums.sort_unstable();
        (sums.into_iter())
            .filter_map(|s| i32::try_from(s).ok())
            .map(Symbol::Int)
            .collect()
    })
}

/// At most this many values between the lowest and highest sum of an assignment's `#sum`
/// are taken as its possible values (see [`possible_values`]).
const MAX_RANGE_VALUES: i64 = 1 << 20;

/// The status of an instance with bound values `bounds` (an assignment's value is an `Eq`
/// bound), for emitting a rule that uses it.
pub fn instance_status(
    instance: &Instance,
    occurrence: &Occurrence,
    bounds: &[(Relation, Symbol)],
    known: Known<'_>,
    symbols: &SymbolTable,
) -> Status {
    match &occurrence.kind {
        OccurrenceKind::Conditional(_) => conjunction_status(instance, known),
        OccurrenceKind::Aggregate(naf, aggregate) => range_status(
            &weighted(instance, aggregate.function),
            aggregate.function,
            bounds,
            *naf == crate::syntax::ast::Naf::Positive,
            symbols,
        ),
    }
}

/// Whether instance `key` of `occurrence` with `bounds` may be decided from its elements:
/// not a negated aggregate that gringo decides from its early elements only
/// ([`Occurrence::first_empty`]) unless it holds for good with them (a monotone one that
/// holds on them).
pub fn decidable(
    occurrence: &Occurrence,
    store: &OccurrenceStore,
    key: &[Symbol],
    bounds: &[(Relation, Symbol)],
    symbols: &SymbolTable,
) -> bool {
    let OccurrenceKind::Aggregate(_, aggregate) = &occurrence.kind else {
        return true;
    };
    if !occurrence.first_empty {
        return true;
    }
    let empty = Instance::default();
    let early = store.early.get(key).unwrap_or(&empty);
    let elements = weighted(early, aggregate.function);
    // (Whether it holds for good does not depend on how the `=` bounds are checked.)
    occurrence.monotone()
        && range_status(&elements, aggregate.function, bounds, false, symbols) == Status::True
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

    #[test]
    fn huge_weights_give_the_subset_sums_not_the_range() {
        let symbols = SymbolTable::new();
        let element = |weight, certain| Weighted {
            weight: Symbol::Int(weight),
            certain,
            copies: 1,
        };
        let elements = [
            element(i32::MAX, false),
            element(1, false),
            element(2, true),
        ];
        // 2147483649 and 2147483650 are beyond 32 bits.
        assert_eq!(
            possible_values(&elements, AggregateFunction::Sum, &symbols),
            vec![Symbol::Int(2), Symbol::Int(3)]
        );
    }
}
