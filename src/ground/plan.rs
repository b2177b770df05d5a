//! Compiling rules into plans: which literals an instantiation joins, in which order, and
//! what an instance produces; and the dependency order in which plans run.
//!
//! Every rule becomes a *main plan* over its plain body literals and one lookup per body
//! aggregate or conditional literal ("occurrence"). Each element of an occurrence gets an
//! *accumulation plan* (the rule's plain literals and the element's condition) that collects
//! the element's instances per binding of the occurrence's global variables; each element
//! of a head disjunction or head aggregate gets a *head element plan* that derives the
//! element's atoms. Occurrences are nodes of the dependency graph like predicates, so an
//! aggregate is accumulated before the rules that look it up (or in the same component when
//! the recursion goes through it).
//!
//! Plans whose instances derive atoms (`Derive`, `External`, `HeadElement`, `Accumulate`) run
//! component by component in dependency order; the others (constraints, `#show`, minimize,
//! heads of choice rules and disjunctions, ...) run once at the end, when every atom is known.

use super::clingo_order;
use super::disjunction::{Projection, nonpositive_predicates, projection, written_condition};
use super::table::Version;
use crate::check::ir::{self, BodyElement, Head, Literal, PredId, VarId};
use crate::check::safety;
use crate::graph::Components;
use crate::symbol::Symbol;
use crate::syntax::ast::{AggregateFunction, Naf, Relation};
use std::collections::HashSet;

mod components;
mod order;

/// A body aggregate or body conditional literal of a rule.
#[derive(Debug)]
pub struct Occurrence {
    /// The rule it occurs in.
    pub rule: usize,
    /// What it is.
    pub kind: OccurrenceKind,
    /// Its variables that also occur elsewhere in the rule (they identify an instance).
    pub globals: Vec<VarId>,
    /// Whether an atom of its conditions depends on it (set by [`Plans::new`]).
    pub recursive: bool,
    /// Its index in the rule's body.
    pub position: usize,
    /// Whether gringo keeps it undecided whatever its elements (set by [`Plans::new`]): a
    /// negated aggregate that comes after a body element over the rule's own component (an
    /// atom that a rule of its statement component may derive: `not t(2) ; t(1)` over a
    /// choice of t(2) is none) in gringo's order of the body ([`body_order`]: the safety
    /// analysis lists the elements
    /// that need no variable last written first). gringo grounds an aggregate's elements
    /// with the body elements before it, one of which is recursive, so the aggregate atom
    /// is recursive and its negation stays in the rule (`q(X) :- d(X), not #count{ Z :
    /// d(Z) } = 3, not q(1).` keeps `not #count{...}` although every element holds, where
    /// `q(X) :- not q(1), d(X), not #count{ Z : d(Z) } = 3.` decides it).
    ///
    /// [`body_order`]: super::clingo_order::body_order
    pub undecided: bool,
    /// Whether gringo grounds its rule's first instances before any of its elements (set
    /// by [`Plans::new`]): a negated aggregate whose condition has an atom that a rule of
    /// its own rule's statement component may derive. gringo accumulates the elements in
    /// statements that only the rule depends on, and negatively, so they come after the
    /// rule in the component's positive order (the rule is an unstratified occurrence of
    /// the aggregate); it decides the negation only from the aggregate it sees then: one
    /// that holds for good without elements (a monotone one); else the negation stays in
    /// the rule (`{ q(X); s } :- d(X), not #count{ Z : d(Z), s } >= 1.` keeps it with the
    /// fact `s`; `p(X) :- d(X), not #count{ Z : q(Z) } < 0.` keeps it when q depends on
    /// `not p(X)`). The elements it sees then are those of the elements whose condition
    /// no rule of the component may derive (`early`, accumulated in earlier components):
    /// `p(X) :- d(X), not #sum+{ Z : d(Z), not p(Z); Z : d(Z) } >= 1.` is decided (false)
    /// by the second element's facts.
    pub first_empty: bool,
    /// Per element, with `first_empty`: whether gringo has its instances when it first
    /// grounds the rule (see `first_empty`).
    pub early: Vec<bool>,
}

/// The two kinds of occurrences.
#[derive(Debug)]
pub enum OccurrenceKind {
    /// A body aggregate with its default negation.
    Aggregate(Naf, ir::Aggregate),
    /// A conditional literal (a conjunction).
    Conditional(ir::Conditional),
}

impl Occurrence {
    /// The element conditions (one for a conditional literal).
    pub fn conditions(&self) -> Vec<&[Literal]> {
        match &self.kind {
            OccurrenceKind::Aggregate(_, a) => {
                a.elements.iter().map(|e| e.condition.as_slice()).collect()
            }
            OccurrenceKind::Conditional(c) => vec![c.condition.as_slice()],
        }
    }

    /// Whether it is an aggregate that, once it holds, holds whatever elements come (gringo's
    /// monotone aggregates: `#count`, `#sum+` and `#max` with lower bounds only, `#min` with
    /// upper bounds only); gringo derives facts from them in recursive components too.
    pub fn monotone(&self) -> bool {
        let OccurrenceKind::Aggregate(_, aggregate) = &self.kind else {
            return false;
        };
        let lower = |r: Relation| matches!(r, Relation::Gt | Relation::Ge);
        let upper = |r: Relation| matches!(r, Relation::Lt | Relation::Le);
        let wanted: &dyn Fn(Relation) -> bool = match aggregate.function {
            AggregateFunction::Count | AggregateFunction::SumPlus | AggregateFunction::Max => {
                &lower
            }
            AggregateFunction::Min => &upper,
            AggregateFunction::Sum => return false,
        };
        aggregate.bounds.iter().all(|b| wanted(b.relation))
    }

    /// For an assignment aggregate `V = #agg{...}` (positive, with a bound `=` whose term
    /// variables nothing else binds): the index of that bound.
    pub fn assignment(&self, bound_before: &HashSet<VarId>) -> Option<usize> {
        let OccurrenceKind::Aggregate(Naf::Positive, aggregate) = &self.kind else {
            return None;
        };
        aggregate.bounds.iter().position(|b| {
            b.relation == Relation::Eq
                && b.term.is_pattern()
                && !b
                    .term
                    .pattern_vars(&|v| bound_before.contains(&v))
                    .is_empty()
        })
    }
}

/// A literal of a plan's body.
#[derive(Clone, Debug)]
pub enum PlanLiteral {
    /// A literal of the rule (atom, comparison, range).
    Literal(Literal),
    /// The lookup of an occurrence (index into [`Plans::occurrences`]).
    Lookup(usize),
}

/// What the instances of a plan do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Derive the head atom of a normal rule and emit the ground rule.
    Derive,
    /// Add the external atom.
    External,
    /// Derive an element atom of a head aggregate or disjunction (head construct index,
    /// element index) and record the element instance.
    HeadElement(usize, usize),
    /// Record an instance of the condition of a disjunct with intervals of its own (head
    /// construct index, disjunct index): its element holds there even if they are empty.
    ElementCondition(usize, usize),
    /// Record, for an instance of the condition of a disjunct (head construct index,
    /// disjunct index), whether the condition holds for certain and whether an atom of the
    /// disjunct may fail: an element whose condition certainly holds somewhere and none of
    /// whose atoms may fail is gringo's `#true`. Runs before the disjuncts' plans (see
    /// [`holds_home`]).
    ElementHolds(usize, usize),
    /// Record an element instance of an occurrence (occurrence index, element index).
    Accumulate(usize, usize),
    /// Record a body instance of a head aggregate or disjunction (head construct index).
    RecordHead(usize),
    /// Emit the ground statement (constraints, shows, minimize, projection, heuristics,
    /// edges).
    Emit,
}

/// One step of a join order.
#[derive(Clone, Debug)]
pub struct Step {
    /// The literal (index into [`Plan::literals`]).
    pub literal: usize,
    /// For positive atoms: the generation to range over.
    pub version: Version,
    /// For positive atoms: the argument positions bound before this step (the index key).
    pub bound_positions: Vec<usize>,
    /// For positive atoms: whether gringo looks the literal up in its full index of the
    /// predicate, as it does when no variable of the literal is bound before this step
    /// (the bound positions, if any, hold ground terms: `p(Z,s,T)` with `Z` and `T`
    /// free). It scans the atoms new since the last round there last derived first.
    pub full_scan: bool,
    /// Variables bound by this step.
    pub binds: Vec<VarId>,
}

/// A step of gringo's search for the instances of a disjunct's condition (see
/// [`Plans::condition_search`]).
#[derive(Clone, Copy, Debug)]
pub enum SearchStep {
    /// The rule's instance: binds the head construct's global variables.
    Instance,
    /// A literal of the condition (index into the order of the literal steps).
    Literal(usize),
}

/// A join order: the steps in order.
pub type Order = Vec<Step>;

/// A compiled plan.
#[derive(Debug)]
pub struct Plan {
    /// The rule it comes from.
    pub rule: usize,
    /// What an instance does.
    pub action: Action,
    /// The body literals.
    pub literals: Vec<PlanLiteral>,
    /// For the action's record: the variables whose values identify the instance (the
    /// occurrence's or head construct's global variables).
    pub key: Vec<VarId>,
    /// The order for evaluating everything at once.
    pub all: Order,
    /// Semi-naive orders, one per recursive positive literal (set by [`Plans::new`]).
    pub semi_naive: Vec<Order>,
    /// Whether the plan must be re-run in full every round (it looks up an occurrence of
    /// its own component, whose instances are not tracked by generation).
    pub naive: bool,
    /// Whether it looks up a conditional literal of its own component: it runs only once
    /// the component's other plans are at their fixpoint, as gringo completes a
    /// conjunction (its `ConjunctionComplete`, of priority 1) only when no other statement
    /// of the component is queued, and grounds a rule over it after that.
    pub gated: bool,
    /// The dependency graph node its instances derive into (`None`: it runs at the end).
    pub home: Option<Home>,
    /// Per literal: whether it only binds variables (see [`ir::Rule::binding`]); the
    /// grounder leaves such literals out of the ground rule. Empty: none does.
    pub binding_only: Vec<bool>,
}

/// A node of the dependency graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Home {
    /// A predicate.
    Predicate(PredId),
    /// An occurrence.
    Occurrence(usize),
}

/// A head disjunction or head aggregate with its element plans' records.
#[derive(Debug)]
pub struct HeadConstruct {
    /// The rule.
    pub rule: usize,
    /// Variables of the elements that the body binds.
    pub globals: Vec<VarId>,
    /// Per disjunct of a disjunction: the key variables of its element (see
    /// [`ir::DisjunctOrigin`]).
    pub element_keys: Vec<Vec<VarId>>,
    /// Per disjunct of a disjunction: how gringo searches its condition's instances, if it
    /// does not enumerate them all (see [`Projection`]). gringo instantiates each pool
    /// alternative of an element's literal on its own, so each disjunct has its own search
    /// (a gringo bug: `h((X;Z)) : d(Z)` loses h(X) in the elements of Z > 1).
    pub projections: Vec<Option<Projection>>,
}

/// A strongly connected component of the dependency graph and the plans that run in it.
#[derive(Debug, Default)]
pub struct Component {
    /// Its predicates.
    pub predicates: Vec<PredId>,
    /// Its occurrences.
    pub occurrences: Vec<usize>,
    /// Its plans.
    pub plans: Vec<usize>,
    /// Where its stages end (indices into `plans`): the plans of the rules of one part of
    /// gringo's statement order (see [`clingo_order::StatementOrder`]), which the grounder
    /// runs to their fixpoint one after another.
    pub stages: Vec<usize>,
}

/// What decides whether a condition literal is unstratified for gringo (see
/// [`Unstratified::literal`]).
#[derive(Clone, Copy)]
struct Unstratified<'a> {
    /// The predicates of components that are not positive.
    nonpositive: &'a HashSet<PredId>,
    /// The predicates with atoms of earlier steps that are not facts.
    uncertain: &'a HashSet<PredId>,
    /// The heads that may derive an atom.
    patterns: &'a super::patterns::HeadPatterns,
    /// Whether a rule's head may derive a body atom (with the symbol table).
    derives: clingo_order::Derives<'a>,
}

impl Unstratified<'_> {
    /// Whether the atom `atom` of rule `rule` is unstratified: of a predicate that is not
    /// positive, and derived by a rule or with atoms of earlier steps. gringo decides that
    /// per occurrence: one that no rule may derive (`not c((Z,1))` where c has only
    /// integer heads, `not c(f(Z))` where it has `c(a)`) depends on no statement and
    /// counts as stratified (but see [`Projection::stratified`]).
    fn literal(&self, rule: &ir::Rule, atom: &ir::Atom) -> bool {
        self.nonpositive.contains(&atom.predicate)
            && (self.uncertain.contains(&atom.predicate)
                || (self.patterns.defining_rules(atom.predicate))
                    .any(|r| (self.derives)(r, rule, atom)))
    }
}

/// All plans of a program.
#[derive(Debug)]
pub struct Plans {
    /// The plans.
    pub plans: Vec<Plan>,
    /// The occurrences.
    pub occurrences: Vec<Occurrence>,
    /// The head constructs.
    pub heads: Vec<HeadConstruct>,
    /// The components in dependency order (dependencies first).
    pub components: Vec<Component>,
    /// Plans that run once everything is derived.
    pub final_plans: Vec<usize>,
    /// The order in which gringo grounds the rules: their parts, and which rules depend on
    /// themselves.
    pub(super) order: clingo_order::StatementOrder,
    /// Per rule: the variables of its program part's parameters ([`ir::Rule::part`]).
    part: Vec<Vec<VarId>>,
}

impl Plans {
    /// Compiles a program; `auxiliary` tells the predicates of the rewriting's auxiliary
    /// atoms, `uncertain` those with atoms of earlier steps that are not facts.
    pub(super) fn new(
        program: &ir::Program,
        (auxiliary, uncertain): (&[bool], &HashSet<PredId>),
        patterns: &super::patterns::HeadPatterns,
        derives: clingo_order::Derives<'_>,
    ) -> Plans {
        let mut plans = Plans {
            plans: Vec::new(),
            occurrences: Vec::new(),
            heads: Vec::new(),
            components: Vec::new(),
            final_plans: Vec::new(),
            order: clingo_order::StatementOrder::default(),
            part: program.rules.iter().map(|r| r.part.clone()).collect(),
        };
        let nonpositive = nonpositive_predicates(program, uncertain);
        let unstratified = Unstratified {
            nonpositive: &nonpositive,
            uncertain,
            patterns,
            derives,
        };
        for (index, rule) in program.rules.iter().enumerate() {
            plans.compile_rule(index, rule, unstratified, auxiliary);
        }
        plans.order_components(program, auxiliary, patterns, derives);
        plans
    }

    fn compile_rule(
        &mut self,
        rule_index: usize,
        rule: &ir::Rule,
        unstratified: Unstratified<'_>,
        auxiliary: &[bool],
    ) {
        // The parts of the rule and their variables, to find global variables.
        let mut part_vars: Vec<HashSet<VarId>> = Vec::new();
        let mut plain = Vec::new();
        let mut occurrence_parts = Vec::new();
        // Variables of the plain parts: body literals, aggregate bounds, simple heads and
        // head aggregate bounds. A variable of an element that occurs there is global.
        let mut plain_vars: HashSet<VarId> = HashSet::new();
        for element in &rule.body {
            part_vars.push(safety::var_set(|f| element.for_each_var(&mut |v| f(v))));
            match element {
                BodyElement::Literal(l) => l.for_each_var(&mut |v| {
                    plain_vars.insert(v);
                }),
                BodyElement::Aggregate(_, a) => a.bounds.iter().for_each(|b| {
                    b.term.for_each_var(&mut |v| {
                        plain_vars.insert(v);
                    })
                }),
                BodyElement::Conditional(_) => {}
            }
            match element {
                BodyElement::Literal(l) => plain.push(l.clone()),
                BodyElement::Conditional(c) => occurrence_parts
                    .push((part_vars.len() - 1, OccurrenceKind::Conditional(c.clone()))),
                BodyElement::Aggregate(naf, a) => occurrence_parts.push((
                    part_vars.len() - 1,
                    OccurrenceKind::Aggregate(*naf, a.clone()),
                )),
            }
        }
        let head_part = part_vars.len();
        part_vars.push(safety::var_set(|f| rule.head.for_each_var(&mut |v| f(v))));
        match &rule.head {
            Head::Disjunction(..) => {}
            Head::Aggregate(a) => a.bounds.iter().for_each(|b| {
                b.term.for_each_var(&mut |v| {
                    plain_vars.insert(v);
                })
            }),
            head => head.for_each_var(&mut |v| {
                plain_vars.insert(v);
            }),
        }
        let globals_of = |vars: &HashSet<VarId>| -> Vec<VarId> {
            let mut out: Vec<VarId> = vars
                .iter()
                .copied()
                .filter(|v| plain_vars.contains(v))
                .collect();
            out.sort();
            out
        };

        let mut lookups = Vec::new();
        for (part, kind) in occurrence_parts {
            let mut globals = globals_of(&part_vars[part]);
            // Variables of the bounds are not part of an instance's identity.
            if let OccurrenceKind::Aggregate(_, aggregate) = &kind {
                let mut element_vars = HashSet::new();
                for element in &aggregate.elements {
                    element.tuple.iter().for_each(|t| {
                        t.for_each_var(&mut |v| {
                            element_vars.insert(v);
                        })
                    });
                    element.condition.iter().for_each(|l| {
                        l.for_each_var(&mut |v| {
                            element_vars.insert(v);
                        })
                    });
                }
                globals.retain(|v| element_vars.contains(v));
            }
            self.occurrences.push(Occurrence {
                rule: rule_index,
                kind,
                globals,
                recursive: false,
                position: part,
                undecided: false,
                first_empty: false,
                early: Vec::new(),
            });
            lookups.push(self.occurrences.len() - 1);
        }

        let mut main: Vec<PlanLiteral> = plain.iter().cloned().map(PlanLiteral::Literal).collect();
        main.extend(lookups.iter().map(|&o| PlanLiteral::Lookup(o)));

        self.accumulation_plans(rule_index, &plain, &lookups);

        match &rule.head {
            Head::Atom(atom) | Head::Theory(atom) | Head::External(atom, _) => {
                let home = Some(Home::Predicate(atom.predicate));
                let action = match &rule.head {
                    Head::Atom(_) => Action::Derive,
                    _ => Action::External,
                };
                self.push_plan(rule_index, action, main, Vec::new(), home);
                self.mark_binding_only(rule, plain.len(), &lookups);
            }
            Head::TheoryElement { .. } => {
                self.push_plan(rule_index, Action::Emit, main, Vec::new(), None);
                self.mark_binding_only(rule, plain.len(), &lookups);
            }
            Head::Disjunction(..) | Head::Aggregate(_) => {
                // Globals of the head construct: element variables of the plain parts.
                let globals = globals_of(&part_vars[head_part]);
                self.head_construct_plans(
                    rule_index,
                    rule,
                    main,
                    globals,
                    (unstratified, auxiliary),
                )
            }
            _ => self.push_plan(rule_index, Action::Emit, main, Vec::new(), None),
        }
    }

    /// Marks the literals of the last plan that only bind (`ir::Rule::binding`): the first
    /// plain ones, and the lookups of the first occurrences (`plain` and `lookups` are the
    /// plan's).
    fn mark_binding_only(&mut self, rule: &ir::Rule, plain: usize, lookups: &[usize]) {
        if rule.binding == 0 {
            return;
        }
        let plain_binding = (rule.body[..rule.binding].iter())
            .filter(|e| matches!(e, BodyElement::Literal(_)))
            .count();
        let occurrences = &self.occurrences;
        let binding_only = (0..plain)
            .map(|i| i < plain_binding)
            .chain(
                lookups
                    .iter()
                    .map(|&o| occurrences[o].position < rule.binding),
            )
            .collect();
        self.plans.last_mut().expect("pushed").binding_only = binding_only;
    }

    /// The accumulation plans of a rule's body occurrences `lookups`: one per element, its
    /// condition joined with the rule's plain literals `plain` that bind the occurrence's key.
    fn accumulation_plans(&mut self, rule_index: usize, plain: &[Literal], lookups: &[usize]) {
        for &o in lookups {
            let conditions: Vec<Vec<Literal>> = self.occurrences[o]
                .conditions()
                .into_iter()
                .map(<[_]>::to_vec)
                .collect();
            let key = self.occurrences[o].globals.clone();
            for (e, condition) in conditions.into_iter().enumerate() {
                // The plain literals bind the key; those that need a lookup of the rule (a
                // range up to an aggregate's value, say) are left out.
                let bound = safety::bound_after(plain.iter().chain(&condition), &HashSet::new());
                let all_bound = |l: &Literal| {
                    let mut ok = true;
                    l.for_each_var(&mut |v| ok &= bound.contains(&v));
                    ok
                };
                let mut literals: Vec<PlanLiteral> = plain
                    .iter()
                    .filter(|l| all_bound(l))
                    .cloned()
                    .map(PlanLiteral::Literal)
                    .collect();
                literals.extend(condition.iter().cloned().map(PlanLiteral::Literal));
                // If they cannot bind the key or the condition, other lookups must.
                if key.iter().any(|v| !bound.contains(v)) || !condition.iter().all(all_bound) {
                    literals = self.binding_lookups(o, plain, &condition, lookups, &key);
                }
                self.push_plan(
                    rule_index,
                    Action::Accumulate(o, e),
                    literals,
                    key.clone(),
                    Some(Home::Occurrence(o)),
                );
            }
        }
    }

    /// The plans of a rule whose head is a disjunction or head aggregate (`globals`: the
    /// construct's global variables): one per element that derives its atom, the
    /// disjunctions' element conditions and certain elements, and the record of the rule's
    /// instances, from which the construct is translated at the end.
    fn head_construct_plans(
        &mut self,
        rule_index: usize,
        rule: &ir::Rule,
        main: Vec<PlanLiteral>,
        globals: Vec<VarId>,
        (unstratified, auxiliary): (Unstratified<'_>, &[bool]),
    ) {
        let elements: Vec<(PredId, Vec<Literal>)> = match &rule.head {
            Head::Disjunction(elements, ..) => elements
                .iter()
                .map(|e| match &e.literal {
                    Literal::Atom(_, atom) => (atom.predicate, e.condition.clone()),
                    _ => unreachable!("disjuncts are atoms"),
                })
                .collect(),
            Head::Aggregate(aggregate) => aggregate
                .elements
                .iter()
                .map(|e| {
                    (
                        e.atom.as_ref().expect("head elements have atoms").predicate,
                        e.condition.clone(),
                    )
                })
                .collect(),
            _ => unreachable!(),
        };
        let element_keys = match &rule.head {
            Head::Disjunction(_, origins) => (origins.iter())
                .map(|o| {
                    let mut key = o.key.clone();
                    key.retain(|v| !globals.contains(v));
                    key
                })
                .collect(),
            _ => Vec::new(),
        };
        let projections = match &rule.head {
            Head::Disjunction(disjuncts, origins) => (disjuncts.iter().zip(origins))
                .map(|(d, origin)| {
                    projection(d, origin, &globals, &|atom| {
                        unstratified.literal(rule, atom)
                    })
                })
                .collect(),
            _ => Vec::new(),
        };
        self.heads.push(HeadConstruct {
            rule: rule_index,
            globals: globals.clone(),
            element_keys,
            projections,
        });
        let construct = self.heads.len() - 1;
        if let Head::Disjunction(disjuncts, origins) = &rule.head {
            for (e, (d, origin)) in disjuncts.iter().zip(origins).enumerate() {
                if origin.local.is_empty() {
                    continue;
                }
                let mut literals = main.clone();
                literals.extend(written_condition(d, origin).map(PlanLiteral::Literal));
                let action = Action::ElementCondition(construct, e);
                self.push_plan(rule_index, action, literals, globals.clone(), None);
            }
            if let Some(home) = holds_home(&rule.head, auxiliary) {
                for (e, (d, origin)) in disjuncts.iter().zip(origins).enumerate() {
                    let mut literals = main.clone();
                    literals.extend(written_condition(d, origin).map(PlanLiteral::Literal));
                    let action = Action::ElementHolds(construct, e);
                    let home = Some(Home::Predicate(home));
                    self.push_plan(rule_index, action, literals, globals.clone(), home);
                }
            }
        }
        for (e, (predicate, condition)) in elements.into_iter().enumerate() {
            let mut literals = main.clone();
            literals.extend(condition.into_iter().map(PlanLiteral::Literal));
            let home = Some(Home::Predicate(predicate));
            self.push_plan(
                rule_index,
                Action::HeadElement(construct, e),
                literals,
                globals.clone(),
                home,
            );
        }
        self.push_plan(
            rule_index,
            Action::RecordHead(construct),
            main,
            globals,
            None,
        );
    }

    /// The literals of an accumulation plan for occurrence `o` whose key or condition needs
    /// other lookups of the rule (say, `#count{F : h(F), not q(W,S)} = T` with `S` assigned
    /// by another aggregate): the rule's plain literals, the condition and the fewest other
    /// lookups that bind the key and the condition's variables. A lookup that needs the
    /// value of `o` (directly or through further lookups) is never among them.
    fn binding_lookups(
        &self,
        o: usize,
        plain: &[Literal],
        condition: &[Literal],
        lookups: &[usize],
        key: &[VarId],
    ) -> Vec<PlanLiteral> {
        // The literals that can be joined with `others` looked up, and whether they bind
        // the key and all of the condition.
        let closure = |others: &[usize]| -> (Vec<PlanLiteral>, bool) {
            let mut pending: Vec<PlanLiteral> = plain
                .iter()
                .chain(condition)
                .cloned()
                .map(PlanLiteral::Literal)
                .chain(others.iter().map(|&other| PlanLiteral::Lookup(other)))
                .collect();
            let total = pending.len();
            let mut joined = vec![false; total];
            let mut bound = HashSet::new();
            while let Some(i) =
                (0..total).find(|&i| !joined[i] && self.binds(&pending[i], &bound).is_some())
            {
                let binds = self.binds(&pending[i], &bound).unwrap_or_default();
                bound.extend(binds);
                joined[i] = true;
            }
            let condition_joined = joined[plain.len()..plain.len() + condition.len()]
                .iter()
                .all(|&j| j);
            let complete = condition_joined && key.iter().all(|v| bound.contains(v));
            let mut index = 0;
            pending.retain(|_| {
                index += 1;
                joined[index - 1]
            });
            (pending, complete)
        };
        let mut needed: Vec<usize> = lookups.iter().copied().filter(|&x| x != o).collect();
        for i in (0..needed.len()).rev() {
            let mut fewer = needed.clone();
            fewer.remove(i);
            if closure(&fewer).1 {
                needed = fewer;
            }
        }
        closure(&needed).0
    }

    fn push_plan(
        &mut self,
        rule: usize,
        action: Action,
        literals: Vec<PlanLiteral>,
        key: Vec<VarId>,
        home: Option<Home>,
    ) {
        let all = self.order(&literals, None, &[]);
        self.plans.push(Plan {
            rule,
            action,
            literals,
            key,
            all,
            semi_naive: Vec::new(),
            naive: false,
            gated: false,
            home,
            binding_only: Vec::new(),
        });
    }
}

/// The predicate in whose component the [`Action::ElementHolds`] plans of a disjunction
/// `head` run (`None`: it has none, no disjunct has a condition): that of its first
/// auxiliary disjunct, or else of its first disjunct. Every other disjunct's predicate
/// depends on it, so that gringo's rule instances whose element certainly holds define no
/// atom (its `DisjunctionComplete` defines the atoms of an instance once all its elements
/// are known, and none where one of them is a fact).
pub fn holds_home(head: &Head, auxiliary: &[bool]) -> Option<PredId> {
    let Head::Disjunction(elements, origins) = head else {
        return None;
    };
    if super::simple_disjunction(elements, origins, auxiliary) {
        return None;
    }
    let predicates = elements.iter().filter_map(|e| match &e.literal {
        Literal::Atom(_, atom) => Some(atom.predicate),
        _ => None,
    });
    let mut first = None;
    for predicate in predicates {
        if auxiliary[predicate.0 as usize] {
            return Some(predicate);
        }
        first = first.or(Some(predicate));
    }
    first
}
