//! When the element atoms of a head aggregate instance are defined.
//!
//! gringo accumulates the elements of a head aggregate (`2 { r(X,X) } 2 :- d(X), c(X).`)
//! and defines their atoms only once the range of values the elements can give (the
//! interval from the lowest to the highest sum, count, minimum or maximum) meets the
//! aggregate's bounds: an instance that can never hold leaves its atoms undefined, so rules
//! and weak constraints over them ground away, and the instance is a constraint against its
//! body. gringo checks after each round of its component, and the range only grows as
//! elements come in, so an instance once defined stays so. An aggregate without bounds (a
//! plain choice) always holds: its atoms are defined at once.

use super::Grounder;
use super::aggregate::{self, Weighted};
use super::numbering::Place;
use crate::check::ir::{Head, PredId};
use crate::symbol::Symbol;
use crate::syntax::ast::{AggregateFunction, Relation};
use indexmap::IndexMap;
use std::collections::HashSet;

/// A head construct's index and the values of its rule's global variables.
type InstanceKey = (usize, Box<[Symbol]>);

/// Bounds `value rel k` of an aggregate instance.
type Bounds = Vec<(Relation, Symbol)>;

/// The head aggregate instances whose atoms wait for their bounds to be reachable.
#[derive(Default)]
pub(super) struct HeadAggregates {
    /// Per instance whose atoms are not defined yet: its bounds and elements.
    waiting: IndexMap<InstanceKey, (Bounds, Vec<Waiting>)>,
    /// Instances whose atoms are defined.
    defined: HashSet<InstanceKey>,
}

/// An element of a head aggregate instance whose atom waits to be defined.
pub(super) struct Waiting {
    pub predicate: PredId,
    pub args: Box<[Symbol]>,
    pub tuple: Box<[Symbol]>,
    /// Whether the element has no condition, whatever its rule instance's body: gringo's
    /// range of a head aggregate's values counts the elements that hold once the body does
    /// (`#count{ Z,Z : s : d(Z); ... } <= 1` with the fact `s` can never hold, its atoms are
    /// undefined, even under an uncertain body).
    pub certain: bool,
}

impl Grounder<'_> {
    /// Where the atom of a head aggregate element of `construct`'s instance `key` with
    /// bounds `bounds` is: defined now if the instance is, else once its bounds are found
    /// reachable (see [`Self::define_head_aggregates`]). It is numbered later (see
    /// [`super::numbering`]).
    pub(super) fn head_aggregate_atom(
        &mut self,
        construct: usize,
        key: &[Symbol],
        bounds: &[(Relation, Symbol)],
        element: Waiting,
    ) -> Place {
        let (predicate, args) = (element.predicate, &element.args);
        let instance = (construct, Box::from(key));
        if !self.deferred(construct, bounds) || self.head_aggregates.defined.contains(&instance) {
            let (index, _) = self.tables[predicate.0 as usize].insert(args);
            return Place::Index(predicate, index);
        }
        let place = Place::Args(predicate, args.clone());
        (self.head_aggregates.waiting)
            .entry(instance)
            .or_insert_with(|| (bounds.to_vec(), Vec::new()))
            .1
            .push(element);
        place
    }

    /// Defines the waiting element atoms of every instance whose bounds its elements can
    /// now reach (gringo's check after a round of the component).
    pub(super) fn define_head_aggregates(&mut self) {
        if self.head_aggregates.waiting.is_empty() {
            return;
        }
        let waiting = std::mem::take(&mut self.head_aggregates.waiting);
        for (instance, (bounds, elements)) in waiting {
            if !self.reachable(instance.0, &bounds, &elements) {
                (self.head_aggregates.waiting).insert(instance, (bounds, elements));
                continue;
            }
            for e in elements {
                let (index, _) = self.tables[e.predicate.0 as usize].insert(&e.args);
                // A pending atom counts as underived (see `numbering`).
                if self.is_pending(e.predicate, index) {
                    self.domain_id(e.predicate, index);
                }
            }
            self.head_aggregates.defined.insert(instance);
        }
    }

    /// Whether head construct `construct`'s instance `key` with bounds `bounds` may hold:
    /// its atoms are defined, or it has none and the bounds allow no element.
    pub(super) fn head_aggregate_holds(
        &self,
        construct: usize,
        key: &[Symbol],
        bounds: &[(Relation, Symbol)],
    ) -> bool {
        let instance = (construct, Box::from(key));
        !self.deferred(construct, bounds)
            || self.head_aggregates.defined.contains(&instance)
            || (!self.head_aggregates.waiting.contains_key(&instance)
                && self.reachable(construct, bounds, &[]))
    }

    /// Whether the atoms of head construct `construct`'s instances with bounds `bounds`
    /// wait for their bounds: they have bounds (the atoms of such a head aggregate are
    /// derived in one component, see `plan::components`, so that all its elements are known
    /// when a round of the component ends, as gringo accumulates them all before it defines
    /// any).
    fn deferred(&self, construct: usize, bounds: &[(Relation, Symbol)]) -> bool {
        let rule = &self.program.rules[self.plans.heads[construct].rule];
        !bounds.is_empty() && matches!(rule.head, Head::Aggregate(_))
    }

    /// Whether the range of values of head construct `construct`'s elements `elements`
    /// meets bounds `bounds`.
    fn reachable(
        &self,
        construct: usize,
        bounds: &[(Relation, Symbol)],
        elements: &[Waiting],
    ) -> bool {
        let rule = &self.program.rules[self.plans.heads[construct].rule];
        let Head::Aggregate(head) = &rule.head else {
            unreachable!("bounded head constructs are aggregates")
        };
        let weighted = self.weighted(head.function, elements);
        let (low, high) = aggregate::value_range(&weighted, head.function, self.symbols);
        aggregate::interval_meets(low, high, bounds, self.symbols)
    }

    /// The elements' weights, one per distinct tuple; a tuple is certain when one of its
    /// elements is certain and its atom a fact.
    fn weighted(&self, function: AggregateFunction, elements: &[Waiting]) -> Vec<Weighted> {
        let mut tuples: IndexMap<&[Symbol], bool> = IndexMap::new();
        for e in elements {
            let table = &self.tables[e.predicate.0 as usize];
            let fact = table.find(&e.args).is_some_and(|i| table.state(i).fact());
            *tuples.entry(&e.tuple).or_default() |= e.certain && fact;
        }
        (tuples.into_iter())
            .filter_map(|(tuple, certain)| {
                let weight = match function {
                    AggregateFunction::Count => Symbol::Int(1),
                    AggregateFunction::SumPlus => match tuple.first() {
                        Some(&Symbol::Int(w)) if w > 0 => Symbol::Int(w),
                        _ => return None,
                    },
                    _ => *tuple.first()?,
                };
                // gringo's range of a head aggregate adds each tuple once.
                Some(Weighted {
                    weight,
                    certain,
                    copies: 1,
                })
            })
            .collect()
    }
}
