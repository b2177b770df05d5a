//! When atoms get their ids, so that they are gringo's: clingo prints the atoms of an
//! answer set that are not facts in the order of their ids, and gringo numbers an atom when
//! it first outputs a statement that mentions it. rasp numbers an atom when it first needs
//! its id; where rasp derives or emits in another order than gringo outputs, this module
//! moves the numbering:
//!
//! - a normal rule's head before the atoms of its body that the rule is the first to
//!   mention (`b :- not a.` numbers `b`, then `a`: [`Grounder::number_head_first`]), and
//!   those atoms, of a rule or an integrity constraint, in gringo's order of the body
//!   ([`Grounder::number_body_as_gringo`]);
//! - the element atoms of a disjunction or head aggregate instance together, instance by
//!   instance, although rasp derives them element by element ([`Grounder::number_heads`]).
//!   gringo outputs a plain disjunction (atoms without conditions or pools) and a choice
//!   rule without bounds and conditions (or with one element) as it grounds each instance,
//!   its elements in the order written. It translates a disjunction with conditions or
//!   pools, a choice rule with conditions and a head aggregate with bounds once grounding
//!   is done ([`Grounder::number_delayed_heads`]), before the minimize statements: the
//!   elements of each instance of a head aggregate in the order gringo accumulates them
//!   (last written first, unless a later rule depends on the construct:
//!   [`super::clingo_order::StatementOrder::elements_forward`]), a disjunction's as
//!   written, the alternatives of a pool last first.

use super::Grounder;
use super::plan::PlanLiteral;
use crate::aspif::{AtomId, GroundLit};
use crate::check::ir::{self, Head, PredId};
use crate::symbol::Symbol;
use std::cmp::Reverse;

/// Where a new atom id is kept: an atom of a predicate's table, or a pending one.
#[derive(Debug, Clone)]
pub(super) enum Fresh {
    Table(PredId, usize),
    Pending(PredId, Box<[Symbol]>),
}

/// An element atom of a head construct: its index in its predicate's table, or its arguments
/// while its instance waits for its bounds (see [`super::head_aggregate`]).
#[derive(Debug)]
pub(super) enum Place {
    Index(PredId, usize),
    Args(PredId, Box<[Symbol]>),
}

/// An element atom of a head construct instance, derived and not numbered yet: its
/// construct, the instance's index in `head_elements` and the element's position there, the
/// element, and the atom.
#[derive(Debug)]
pub(super) struct Unnumbered {
    pub construct: usize,
    instance: usize,
    position: usize,
    element: usize,
    place: Place,
}

/// `literal` with its atom renumbered.
fn renumbered(literal: GroundLit, renumber: &dyn Fn(AtomId) -> AtomId) -> GroundLit {
    let atom = renumber(literal.atom());
    match literal.is_negative() {
        true => GroundLit::negative(atom),
        false => GroundLit::positive(atom),
    }
}

impl Grounder<'_> {
    /// Numbers the head atom of a normal rule's instance before the atoms its body (`body`)
    /// numbered, as gringo numbers a rule's atoms when it outputs the rule: the head, then
    /// the body. The body's atoms new to the instance (negated atoms not derived yet: `b :-
    /// not a.`) were numbered as the body was matched, so the head and they trade places,
    /// when nothing else was numbered meanwhile.
    /// Returns the head's id.
    pub(super) fn number_head_first(&mut self, head: AtomId, body: &mut [GroundLit]) -> AtomId {
        let Some((first, fresh)) = self.intact_fresh(2) else {
            return head;
        };
        let (body_ids, last) = fresh.split_at(fresh.len() - 1);
        let in_body = |id: AtomId| body.iter().any(|l| l.atom() == id);
        if last[0].0 != head || !body_ids.iter().all(|&(id, _)| in_body(id)) {
            return head;
        }
        let renumber = |id: AtomId| match id.0 {
            n if n == head.0 => AtomId(first),
            n if n >= first => AtomId(n + 1),
            _ => id,
        };
        self.write_back(&fresh, &renumber);
        for l in body.iter_mut() {
            *l = renumbered(*l, &renumber);
        }
        AtomId(first)
    }

    /// Takes back the ids the body of an instance made, when its rule is not output after
    /// all (its head is a fact already): gringo outputs no such rule, so it numbers none of
    /// its atoms (`r(1) :- r(3), in(3,1).` with `r(1)` a fact leaves `in(3,1)` to be
    /// numbered later, by another statement), when nothing else was numbered meanwhile.
    pub(super) fn unnumber_fresh(&mut self) {
        let Some((first, fresh)) = self.intact_fresh(1) else {
            return;
        };
        for (_, at) in &fresh {
            match at {
                Fresh::Table(predicate, index) => {
                    (self.tables[predicate.0 as usize].state_mut(*index)).clear_id()
                }
                Fresh::Pending(predicate, args) => {
                    if let Some(id) = self.pending.remove(&(*predicate, args.clone())) {
                        self.pending_predicates.remove(&id);
                    }
                }
            }
        }
        self.out.atom_count = first - 1;
    }

    /// The ids made since the instance began (see `Grounder::fresh`), taken, if there are at
    /// least `least`, nothing else was numbered meanwhile, and each is still where it was
    /// made with no statement having it yet (a fact's rule comes with its id).
    fn intact_fresh(&mut self, least: usize) -> Option<(u32, Vec<(AtomId, Fresh)>)> {
        let (first, fresh) = self.fresh.as_ref()?;
        let intact = fresh.len() >= least
            && fresh.len() as u32 == self.out.atom_count + 1 - first
            && fresh.iter().all(|f| self.kept(f));
        if intact { self.fresh.take() } else { None }
    }

    /// Renumbers the atoms that the body `body` of an instance of plan `p` (a normal rule's
    /// or an integrity constraint's) numbered, in the order gringo lists the body (its
    /// safety analysis: [`super::clingo_order::body_order`]; `x :- b, c, a.` numbers `a`,
    /// `c`, `b`), when nothing else was numbered meanwhile.
    pub(super) fn number_body_as_gringo(&mut self, p: usize, body: &mut super::SplitBody) {
        let Some((first, fresh)) = self.intact_fresh(2) else {
            return;
        };
        // The body's literal of each new id, in the order of the ids.
        let position = |id: AtomId| body.main.iter().position(|l| l.atom() == id);
        let at: Option<Vec<(u32, usize)>> = (fresh.iter())
            .map(|&(id, _)| Some((id.0, position(id)?)))
            .collect();
        let Some(at) = at else {
            self.fresh = Some((first, fresh));
            return;
        };
        let places = self.body_places(p);
        let mut order: Vec<(u32, usize)> = at.clone();
        order.sort_by_key(|&(id, j)| (places[body.origins[j] as usize], id));
        if order == at {
            self.fresh = Some((first, fresh));
            return;
        }
        // The id the atom in place k of the order gets: first + k.
        let renumber = |id: AtomId| match order.iter().position(|&(old, _)| old == id.0) {
            Some(k) => AtomId(first + k as u32),
            None => id,
        };
        self.write_back(&fresh, &renumber);
        let fresh = fresh.into_iter().map(|(id, at)| (renumber(id), at));
        let mut fresh: Vec<(AtomId, Fresh)> = fresh.collect();
        fresh.sort_by_key(|(id, _)| id.0);
        for l in body.main.iter_mut() {
            *l = renumbered(*l, &renumber);
        }
        self.fresh = Some((first, fresh));
    }

    /// Where gringo lists each literal of plan `p`'s main body (plain literals, then
    /// lookups of aggregates and conditional literals).
    fn body_places(&mut self, p: usize) -> &[u32] {
        let plans = self.plans;
        let plan = &plans.plans[p];
        let rule = &self.program.rules[plan.rule];
        self.body_places.entry(plan.rule).or_insert_with(|| {
            let order = super::clingo_order::body_order(&rule.body, &rule.head, &rule.part);
            let mut place = vec![u32::MAX; rule.body.len()];
            for (k, &e) in order.iter().enumerate() {
                place[e] = k as u32;
            }
            let plain = (rule.body.iter().enumerate())
                .filter(|(_, e)| matches!(e, ir::BodyElement::Literal(_)))
                .map(|(e, _)| place[e]);
            let lookups = (plan.literals.iter()).filter_map(|l| match l {
                PlanLiteral::Lookup(o) => Some(place[plans.occurrences[*o].position]),
                PlanLiteral::Literal(_) => None,
            });
            plain.chain(lookups).collect()
        })
    }

    /// Whether the new id `id` is still where it was made, and no statement has it yet (a
    /// fact's rule comes with its id).
    fn kept(&self, (id, at): &(AtomId, Fresh)) -> bool {
        match at {
            Fresh::Table(predicate, index) => {
                let state = self.tables[predicate.0 as usize].state(*index);
                state.id() == Some(*id) && !state.fact()
            }
            Fresh::Pending(predicate, args) => {
                self.pending.get(&(*predicate, args.clone())) == Some(id)
            }
        }
    }

    /// Gives the new ids `fresh` their new numbers (`renumber`) where they are kept.
    fn write_back(&mut self, fresh: &[(AtomId, Fresh)], renumber: &dyn Fn(AtomId) -> AtomId) {
        for (id, at) in fresh {
            match at {
                Fresh::Table(predicate, index) => {
                    (self.tables[predicate.0 as usize].state_mut(*index)).set_id(renumber(*id))
                }
                Fresh::Pending(predicate, args) => {
                    self.pending
                        .insert((*predicate, args.clone()), renumber(*id));
                    self.pending_predicates.remove(id);
                }
            }
        }
        for (id, at) in fresh {
            if let Fresh::Pending(predicate, _) = at {
                self.pending_predicates.insert(renumber(*id), *predicate);
            }
        }
    }

    /// Notes that the atom at `place` of element `element` of head construct `construct`'s
    /// instance `key`, about to be pushed to the instance's elements, is to be numbered; or
    /// numbers it now if it has an id already, pending (a literal mentioned it before it was
    /// derived): a pending atom counts as underived.
    pub(super) fn number_later(
        &mut self,
        construct: usize,
        key: &[Symbol],
        element: usize,
        place: Place,
    ) -> Option<AtomId> {
        if let Place::Index(predicate, index) = place
            && self.is_pending(predicate, index)
        {
            return Some(self.domain_id(predicate, index));
        }
        let elements = self.head_elements[construct].entry(key.into());
        let instance = elements.index();
        let position = elements.or_default().len();
        self.unnumbered.push(Unnumbered {
            construct,
            instance,
            position,
            element,
            place,
        });
        None
    }

    /// Numbers the element atoms derived since the last call (once all elements of their
    /// construct are): those that gringo numbers as it grounds, instance by instance; the
    /// others wait for [`Self::number_delayed_heads`].
    pub(super) fn number_heads(&mut self) {
        if self.unnumbered.is_empty() {
            return;
        }
        let (mut now, mut delayed): (Vec<Unnumbered>, Vec<Unnumbered>) =
            (std::mem::take(&mut self.unnumbered).into_iter())
                .partition(|u| !self.numbering(u.construct).0);
        now.sort_by_cached_key(|u| (u.construct, u.instance, self.element_order(u)));
        self.number(&now);
        self.delayed_heads.append(&mut delayed);
    }

    /// Numbers the element atoms that gringo numbers once grounding is done: construct by
    /// construct (in gringo's order of their rules), instance by instance.
    pub(super) fn number_delayed_heads(&mut self) {
        self.number_heads();
        let mut delayed = std::mem::take(&mut self.delayed_heads);
        let rank = |u: &Unnumbered| self.plans.order.rank[self.plans.heads[u.construct].rule];
        delayed.sort_by_cached_key(|u| (rank(u), u.construct, u.instance, self.element_order(u)));
        self.number(&delayed);
    }

    /// The elements' order within an instance: as written, or last written first (the
    /// alternatives of a pool too).
    fn element_order(&self, u: &Unnumbered) -> (usize, Reverse<(usize, usize)>) {
        let rule = &self.program.rules[self.plans.heads[u.construct].rule];
        let origin = match &rule.head {
            Head::Disjunction(_, origins) => origins[u.element].element,
            _ => u.element,
        };
        match self.numbering(u.construct).1 {
            true => (0, Reverse((origin, u.element))),
            false => (origin, Reverse((0, u.element))),
        }
    }

    /// How gringo numbers the element atoms of head construct `construct`: once grounding
    /// is done (else as it grounds), and last written first (else as written).
    fn numbering(&self, construct: usize) -> (bool, bool) {
        let r = self.plans.heads[construct].rule;
        let reverse = !self.plans.order.elements_forward[r];
        match &self.program.rules[r].head {
            // A disjunction with conditions or pools: as written (gringo's order of its
            // elements depends on which of their conditions and atoms it accumulates
            // first; on rasp's goldens, this is its order more often than the reverse).
            Head::Disjunction(elements, origins) => {
                let plain = super::simple_disjunction(elements, origins, &self.auxiliary);
                (!plain, false)
            }
            Head::Aggregate(aggregate) if !aggregate.bounds.is_empty() => (true, reverse),
            // One element: gringo's choice rule with the condition in its body.
            Head::Aggregate(aggregate) if aggregate.elements.len() == 1 => (false, false),
            Head::Aggregate(aggregate) => {
                match (aggregate.elements.iter()).any(|e| !e.condition.is_empty()) {
                    true => (true, reverse),
                    false => (false, false),
                }
            }
            _ => unreachable!("head constructs are disjunctions and aggregates"),
        }
    }

    fn number(&mut self, unnumbered: &[Unnumbered]) {
        for u in unnumbered {
            let (predicate, index) = match &u.place {
                Place::Index(predicate, index) => (*predicate, *index),
                Place::Args(predicate, args) => {
                    // Defined once its instance's bounds were found reachable, if ever.
                    match self.tables[predicate.0 as usize].find(args) {
                        Some(index) => (*predicate, index),
                        None => continue,
                    }
                }
            };
            let id = self.domain_id(predicate, index);
            let (_, elements) = (self.head_elements[u.construct].get_index_mut(u.instance))
                .expect("the instance is recorded");
            elements[u.position].atom = Some(id);
        }
    }
}
