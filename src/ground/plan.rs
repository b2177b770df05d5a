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
    /// Whether it shares a variable with the rest of its rule.
    pub shares_variables: bool,
    /// Whether gringo keeps it undecided whatever its elements (set by [`Plans::new`]): a
    /// negated aggregate that shares a variable with its rule and comes after a body literal
    /// of the rule's own component. gringo grounds such an aggregate's elements with the
    /// body literals before it, one of which is recursive, so the aggregate atom is
    /// recursive and its negation stays in the rule (`q(X) :- d(X), not q(X), not #count{ Z
    /// : d(Z), Z > X } > 0.` keeps `not #count{...}` although no element can hold).
    pub undecided: bool,
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
    /// The dependency graph node its instances derive into (`None`: it runs at the end).
    pub home: Option<Home>,
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
}

impl Plans {
    /// Compiles a program; `auxiliary` tells the predicates of the rewriting's auxiliary
    /// atoms.
    pub(super) fn new(
        program: &ir::Program,
        auxiliary: &[bool],
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
        };
        let nonpositive = nonpositive_predicates(program);
        for (index, rule) in program.rules.iter().enumerate() {
            plans.compile_rule(index, rule, &nonpositive, auxiliary);
        }
        plans.order_components(program, auxiliary, patterns, derives);
        plans
    }

    fn compile_rule(
        &mut self,
        rule_index: usize,
        rule: &ir::Rule,
        nonpositive: &HashSet<PredId>,
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
            let shares_variables = (part_vars.iter().enumerate())
                .any(|(other, vars)| other != part && !vars.is_disjoint(&part_vars[part]));
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
                shares_variables,
                undecided: false,
            });
            lookups.push(self.occurrences.len() - 1);
        }

        let mut main: Vec<PlanLiteral> = plain.iter().cloned().map(PlanLiteral::Literal).collect();
        main.extend(lookups.iter().map(|&o| PlanLiteral::Lookup(o)));

        // Accumulation plans.
        for &o in &lookups {
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
                    literals = self.binding_lookups(o, &plain, &condition, &lookups, &key);
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

        match &rule.head {
            Head::Atom(atom) => {
                let home = Some(Home::Predicate(atom.predicate));
                self.push_plan(rule_index, Action::Derive, main, Vec::new(), home)
            }
            Head::External(atom, _) => {
                let home = Some(Home::Predicate(atom.predicate));
                self.push_plan(rule_index, Action::External, main, Vec::new(), home)
            }
            Head::Disjunction(..) | Head::Aggregate(_) => {
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
                // Globals of the head construct: element variables of the plain parts.
                let globals = globals_of(&part_vars[head_part]);
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
                        .map(|(d, origin)| projection(d, origin, &globals, nonpositive))
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
            _ => self.push_plan(rule_index, Action::Emit, main, Vec::new(), None),
        }
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
            home,
        });
    }

    /// What a literal needs bound and what it binds, given `bound`; `None` if it cannot be
    /// evaluated yet.
    fn binds(&self, literal: &PlanLiteral, bound: &HashSet<VarId>) -> Option<Vec<VarId>> {
        match literal {
            PlanLiteral::Literal(l) => safety::binds(l, bound),
            PlanLiteral::Lookup(o) => {
                let occurrence = &self.occurrences[*o];
                if occurrence.globals.iter().any(|v| !bound.contains(v)) {
                    return None;
                }
                let assignment = occurrence.assignment(bound);
                let OccurrenceKind::Aggregate(_, aggregate) = &occurrence.kind else {
                    return Some(Vec::new());
                };
                let mut binds = Vec::new();
                for (i, b) in aggregate.bounds.iter().enumerate() {
                    let unbound = b.term.pattern_vars(&|v| bound.contains(&v));
                    if Some(i) == assignment {
                        binds.extend(unbound);
                    } else if !unbound.is_empty() {
                        return None;
                    }
                }
                Some(binds)
            }
        }
    }

    /// A join order for `literals`: the `first` literal (the delta of a semi-naive variant)
    /// first, then greedily: literals that bind nothing new (filters) as soon as they can be
    /// evaluated, then assignments, then the atom with the most bound arguments.
    fn order(&self, literals: &[PlanLiteral], first: Option<usize>, recursive: &[usize]) -> Order {
        let mut bound: HashSet<VarId> = HashSet::new();
        let mut remaining: Vec<usize> = (0..literals.len()).filter(|&i| Some(i) != first).collect();
        let mut order = Vec::new();
        if let Some(d) = first {
            order.push(self.step(literals, d, &mut bound, first, recursive));
        }
        while !remaining.is_empty() {
            let mut best: Option<(usize, (u8, usize))> = None;
            for (slot, &i) in remaining.iter().enumerate() {
                let Some(binds) = self.binds(&literals[i], &bound) else {
                    continue;
                };
                let score = match &literals[i] {
                    _ if binds.is_empty() => (0, 0),
                    PlanLiteral::Literal(Literal::Compare(..)) => (1, 0),
                    PlanLiteral::Lookup(_) => (2, 0),
                    PlanLiteral::Literal(Literal::Atom(_, atom)) => {
                        let unbound = atom
                            .args
                            .iter()
                            .filter(|t| !t.pattern_vars(&|v| bound.contains(&v)).is_empty())
                            .count();
                        (3, unbound * 16 / atom.args.len().max(1))
                    }
                    PlanLiteral::Literal(Literal::Range(..)) => (4, 0),
                };
                if best.is_none_or(|(_, s)| score < s) {
                    best = Some((slot, score));
                }
            }
            let (slot, _) = best.expect("safe rules can always be ordered");
            let i = remaining.remove(slot);
            order.push(self.step(literals, i, &mut bound, first, recursive));
        }
        order
    }

    /// The step joining literal `i` once `bound` are bound (which it extends). Recursive
    /// literals before the delta literal `first` range over the old atoms, the delta over
    /// the delta, all others over everything.
    fn step(
        &self,
        literals: &[PlanLiteral],
        i: usize,
        bound: &mut HashSet<VarId>,
        first: Option<usize>,
        recursive: &[usize],
    ) -> Step {
        let version = match first {
            None => Version::All,
            Some(d) if i == d => Version::Delta,
            Some(d) => {
                let position = |x: usize| recursive.iter().position(|&r| r == x);
                match (position(i), position(d)) {
                    (Some(pi), Some(pd)) if pi < pd => Version::Old,
                    _ => Version::All,
                }
            }
        };
        let binds = self.binds(&literals[i], bound).unwrap_or_default();
        let bound_positions = match &literals[i] {
            PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) => atom
                .args
                .iter()
                .enumerate()
                .filter(|(_, t)| t.pattern_vars(&|v| bound.contains(&v)).is_empty())
                .map(|(p, _)| p)
                .collect(),
            _ => Vec::new(),
        };
        bound.extend(binds.iter().copied());
        Step {
            literal: i,
            version,
            bound_positions,
            binds,
        }
    }

    /// gringo's join order for plan `p` (see [`clingo_order::linearize`]), which depends on
    /// how many atoms each positive literal's predicate has now (`size`): the order in which
    /// gringo derives atoms, so that rasp derives (and numbers) them in the same order.
    /// `None` if that order does not suit rasp's join (it then uses [`Plan::all`]).
    pub fn linearized(
        &self,
        p: usize,
        first: Option<usize>,
        recursive: &[usize],
        size: &dyn Fn(&PlanLiteral) -> usize,
    ) -> Option<Order> {
        let literals = &self.plans[p].literals;
        let entity = |l: &PlanLiteral| match l {
            PlanLiteral::Literal(l) => clingo_order::literal_entity(l),
            PlanLiteral::Lookup(o) => {
                let occurrence = &self.occurrences[*o];
                let mut entity = clingo_order::Entity {
                    needs: occurrence.globals.clone(),
                    ..Default::default()
                };
                if let OccurrenceKind::Aggregate(Naf::Positive, aggregate) = &occurrence.kind
                    && let [bound] = aggregate.bounds.as_slice()
                    && bound.relation == Relation::Eq
                    && let ir::Term::Variable(v) = bound.term
                    && !occurrence.globals.contains(&v)
                {
                    entity.provides.push(v);
                    entity.assignment = true;
                }
                entity
            }
        };
        // gringo's body: intervals moved to the end, conditional literals after them, in
        // the order of its safety analysis; its join order starts from that.
        let rank = |l: &PlanLiteral| match l {
            PlanLiteral::Literal(Literal::Range(..)) => 1,
            PlanLiteral::Lookup(o)
                if matches!(self.occurrences[*o].kind, OccurrenceKind::Conditional(_)) =>
            {
                2
            }
            _ => 0,
        };
        let mut insertion: Vec<usize> = (0..literals.len()).collect();
        insertion.sort_by_key(|&i| rank(&literals[i]));
        let entities: Vec<clingo_order::Entity> =
            insertion.iter().map(|&i| entity(&literals[i])).collect();
        // The body as gringo keeps it, behind the literal of the program part (`#inc_base`),
        // which binds nothing.
        let mut body = vec![usize::MAX];
        body.extend(
            clingo_order::safety_sort(&entities)
                .into_iter()
                .map(|e| insertion[e]),
        );
        let entities: Vec<clingo_order::Entity> = body
            .iter()
            .map(|&i| {
                if i == usize::MAX {
                    clingo_order::Entity::default()
                } else {
                    entity(&literals[i])
                }
            })
            .collect();
        let new = first.and_then(|d| body.iter().position(|&i| i == d));
        let sequence = clingo_order::linearize(&entities, new, |e, bound| match body[e] {
            usize::MAX => NO_BOUND_VARIABLE,
            i => gringo_score(&literals[i], size(&literals[i]), bound),
        });
        let mut bound = HashSet::new();
        let mut order = Vec::with_capacity(literals.len());
        for e in sequence {
            let i = body[e];
            if i == usize::MAX {
                continue;
            }
            self.binds(&literals[i], &bound)?;
            order.push(self.step(literals, i, &mut bound, first, recursive));
        }
        (order.len() == literals.len()).then_some(order)
    }

    /// gringo's order for searching the instances of the condition `literals` of a disjunct
    /// of head construct `construct`, which has `instances` rule instances (see
    /// [`super::backjump`]); `size` as for [`Self::linearized`]. gringo's statement that
    /// accumulates the disjunct joins the condition (intervals last) with a literal over
    /// the rule's instances, which binds the construct's global variables; if the rule is
    /// `recursive`, over its new instances, which go first. Returns the steps and the order
    /// of the literal steps; `None` if that order does not suit rasp's join.
    pub fn condition_search(
        &self,
        construct: usize,
        literals: &[PlanLiteral],
        (instances, recursive): (usize, bool),
        size: &dyn Fn(&PlanLiteral) -> usize,
    ) -> Option<(Vec<SearchStep>, Order)> {
        let globals = &self.heads[construct].globals;
        let rank =
            |l: &PlanLiteral| usize::from(matches!(l, PlanLiteral::Literal(Literal::Range(..))));
        let literal = |i: usize| match &literals[i] {
            PlanLiteral::Literal(l) => l,
            PlanLiteral::Lookup(_) => unreachable!("conditions have no lookups"),
        };
        // gringo's body: the condition (intervals last), then, for each equation whose
        // right side has variables, the equation turned around (gringo's `rewriteArithmetics`
        // adds it), then the literal over the rule's instances.
        let mut body: Vec<(Option<usize>, clingo_order::Entity)> = (0..literals.len())
            .map(|i| (Some(i), clingo_order::literal_entity(literal(i))))
            .collect();
        body.sort_by_key(|(i, _)| i.map(|i| rank(&literals[i])));
        for i in 0..literals.len() {
            if let Literal::Compare(Naf::Positive, left, Relation::Eq, right) = literal(i)
                && !right.is_ground()
            {
                let turned =
                    Literal::Compare(Naf::Positive, right.clone(), Relation::Eq, left.clone());
                body.push((Some(i), clingo_order::literal_entity(&turned)));
            }
        }
        let instance = clingo_order::Entity {
            provides: globals.clone(),
            ..Default::default()
        };
        body.push((None, instance));
        let entities: Vec<clingo_order::Entity> = body.iter().map(|(_, e)| e.clone()).collect();
        let instance_args: Vec<ir::Term> = globals.iter().map(|&v| ir::Term::Variable(v)).collect();
        let new = recursive.then_some(body.len() - 1);
        let sequence = clingo_order::linearize(&entities, new, |e, bound| match body[e].0 {
            Some(i) => gringo_score(&literals[i], size(&literals[i]), bound),
            None => atom_score(&instance_args, instances, bound),
        });
        let mut bound = HashSet::new();
        let (mut steps, mut order) = (Vec::new(), Vec::new());
        let mut placed = vec![false; literals.len()];
        for e in sequence {
            match body[e].0 {
                // An equation met the second time is a test that holds.
                Some(i) if placed[i] => {}
                Some(i) => {
                    self.binds(&literals[i], &bound)?;
                    order.push(self.step(literals, i, &mut bound, None, &[]));
                    steps.push(SearchStep::Literal(order.len() - 1));
                    placed[i] = true;
                }
                None => {
                    bound.extend(globals.iter().copied());
                    steps.push(SearchStep::Instance);
                }
            }
        }
        if placed.contains(&false) {
            return None;
        }
        Some((steps, order))
    }

    /// Computes components (Tarjan's algorithm over predicates and occurrences) and assigns
    /// plans to them; sets the semi-naive orders.
    fn order_components(
        &mut self,
        program: &ir::Program,
        auxiliary: &[bool],
        patterns: &super::patterns::HeadPatterns,
        derives: clingo_order::Derives<'_>,
    ) {
        let predicate_count = program.predicates.len();
        let node_count = predicate_count + self.occurrences.len();
        let occurrence_node = |o: usize| predicate_count + o;
        let mut edges: Vec<Vec<usize>> = vec![Vec::new(); node_count];
        let mut homes: Vec<Option<usize>> = Vec::new();
        // A body atom no head can match depends on no rule (as in gringo's analysis).
        for plan in &self.plans {
            let home = plan.home.map(|home| match home {
                Home::Predicate(p) => p.0 as usize,
                Home::Occurrence(o) => occurrence_node(o),
            });
            homes.push(home);
            if let Some(home) = home {
                let rule = &program.rules[plan.rule];
                for literal in &plan.literals {
                    match literal {
                        PlanLiteral::Literal(Literal::Atom(_, atom))
                            if patterns.depends(rule, atom) =>
                        {
                            edges[home].push(atom.predicate.0 as usize)
                        }
                        PlanLiteral::Lookup(o) => {
                            edges[home].push(occurrence_node(*o));
                        }
                        _ => {}
                    }
                }
            }
        }
        // A conditional literal depends on the atoms of its literal, as in gringo (which
        // grounds the literal with the condition): they are derived before it is looked up,
        // or in its component.
        for (o, occurrence) in self.occurrences.iter().enumerate() {
            if let OccurrenceKind::Conditional(c) = &occurrence.kind
                && let Literal::Atom(_, atom) = &c.literal
                && patterns.depends(&program.rules[occurrence.rule], atom)
            {
                edges[occurrence_node(o)].push(atom.predicate.0 as usize);
            }
        }
        // gringo grounds a disjunction as a whole: the auxiliary atoms of its elements that
        // are not plain atoms are known before its plain atoms are derived (a disjunction
        // that certainly holds derives none).
        let order = clingo_order::statement_ranks(program, auxiliary, derives);
        for (r, rule) in program.rules.iter().enumerate() {
            let Head::Disjunction(elements, _) = &rule.head else {
                continue;
            };
            if let Some(home) = holds_home(&rule.head, auxiliary) {
                for e in elements {
                    if let Literal::Atom(_, atom) = &e.literal
                        && atom.predicate != home
                    {
                        edges[atom.predicate.0 as usize].push(home.0 as usize);
                    }
                }
            }
            let predicates: Vec<usize> = (elements.iter())
                .filter_map(|e| match &e.literal {
                    Literal::Atom(_, atom) => Some(atom.predicate.0 as usize),
                    _ => None,
                })
                .collect();
            for &plain in predicates.iter().filter(|&&p| !auxiliary[p]) {
                edges[plain].extend(predicates.iter().filter(|&&p| auxiliary[p]));
            }
            // A disjunction whose body negates an atom of its own head is grounded in the
            // component of that atom as a whole: its other atoms do not wait for that
            // predicate to be complete (in `q(3) ; r(X) :- d(X), not not q(X)`, gringo keeps
            // `not not q(1)`, as q(1) may still be derived while the rule is grounded).
            let plain: Vec<usize> = predicates
                .iter()
                .copied()
                .filter(|&p| !auxiliary[p])
                .collect();
            let negates_head = order.recursive[r]
                && rule.body.iter().any(|e| {
                    matches!(e, BodyElement::Literal(Literal::Atom(Naf::Not | Naf::NotNot, atom))
                    if plain.contains(&(atom.predicate.0 as usize)))
                });
            if negates_head {
                for (&p, &q) in plain.iter().zip(plain.iter().cycle().skip(1)) {
                    edges[p].push(q);
                }
            }
        }
        let mut sccs = Components::new(&edges, |&w| w, 0..node_count);
        // gringo orders statements, not predicates: the element atoms of a recursive head
        // construct (whose body depends on the component of one of them) are derived in one
        // component, so that its body's negative literals stay recursive for all of them
        // (`q(3) ; r(1,X) :- d(X), not not q(X)` keeps `not not q(1)` for `r(1,1)`).
        loop {
            let mut component_of = vec![0; node_count];
            for (c, scc) in sccs.iter().enumerate() {
                scc.iter().for_each(|&node| component_of[node] = c);
            }
            let mut merged = false;
            for (r, rule) in program.rules.iter().enumerate() {
                // Only a rule that depends on itself in gringo's statement graph (where
                // `not q(a)` does not depend on `q(1) ; p(X)`).
                if !order.recursive[r] {
                    continue;
                }
                let heads = head_construct_predicates(rule);
                let components: Vec<usize> = heads.iter().map(|&p| component_of[p]).collect();
                if components.iter().all(|&c| c == components[0]) {
                    continue;
                }
                let mut recursive = false;
                for_each_body_predicate(rule, &mut |p| {
                    recursive |= components.contains(&component_of[p.0 as usize])
                });
                if recursive {
                    for (&a, &b) in heads.iter().zip(heads.iter().cycle().skip(1)) {
                        edges[a].push(b);
                    }
                    merged = true;
                }
            }
            if !merged {
                break;
            }
            sccs = Components::new(&edges, |&w| w, 0..node_count);
        }
        let mut component_of = vec![0; node_count];
        for (c, scc) in sccs.iter().enumerate() {
            let mut scc = scc.to_vec();
            scc.sort_unstable();
            let mut component = Component::default();
            for node in scc {
                component_of[node] = c;
                if node < predicate_count {
                    component.predicates.push(PredId(node as u32));
                } else {
                    component.occurrences.push(node - predicate_count);
                }
            }
            self.components.push(component);
        }
        for (p, home) in homes.iter().enumerate() {
            match home {
                Some(home) => self.components[component_of[*home]].plans.push(p),
                None => self.final_plans.push(p),
            }
        }
        // Within a component (and at the end), plans run in the order in which gringo
        // grounds their rules, so that atoms are derived in gringo's order.
        let rank = &order.rank;
        for component in &mut self.components {
            component.plans.sort_by_key(|&p| rank[self.plans[p].rule]);
            let part = |i: usize| order.part[self.plans[component.plans[i]].rule];
            component.stages = (1..=component.plans.len())
                .filter(|&i| i == component.plans.len() || part(i) != part(i - 1))
                .collect();
        }
        self.final_plans.sort_by_key(|&p| rank[self.plans[p].rule]);
        // The components too, by their last rule in gringo's order, where that keeps every
        // component after those it depends on (gringo orders statements, rasp predicates).
        let mut by_rank: Vec<usize> = (0..self.components.len()).collect();
        by_rank.sort_by_key(|&c| {
            self.components[c]
                .plans
                .iter()
                .map(|&p| rank[self.plans[p].rule])
                .max()
        });
        let mut position = vec![0; by_rank.len()];
        for (i, &c) in by_rank.iter().enumerate() {
            position[c] = i;
        }
        let dependencies_first = edges.iter().enumerate().all(|(u, targets)| {
            targets
                .iter()
                .all(|&v| position[component_of[v]] <= position[component_of[u]])
        });
        for (o, occurrence) in self.occurrences.iter_mut().enumerate() {
            let component = component_of[occurrence_node(o)];
            occurrence.recursive = occurrence.conditions().iter().flat_map(|c| c.iter()).any(|l| {
                matches!(l, Literal::Atom(_, atom) if component_of[atom.predicate.0 as usize] == component)
            });
        }
        // The components the rules derive into.
        let mut rule_components: Vec<Vec<usize>> = vec![Vec::new(); program.rules.len()];
        for (plan, home) in self.plans.iter().zip(&homes) {
            if let Some(home) = home
                && matches!(plan.home, Some(Home::Predicate(_)))
            {
                rule_components[plan.rule].push(component_of[*home]);
            }
        }
        for occurrence in &mut self.occurrences {
            let rule = &program.rules[occurrence.rule];
            occurrence.undecided =
                matches!(occurrence.kind, OccurrenceKind::Aggregate(Naf::Not, _))
                    && occurrence.shares_variables
                    && rule.body[..occurrence.position].iter().any(|e| {
                        matches!(e, BodyElement::Literal(Literal::Atom(_, atom))
                        if patterns.depends(rule, atom)
                            && rule_components[occurrence.rule]
                                .contains(&component_of[atom.predicate.0 as usize]))
                    });
        }
        // Semi-naive orders: one per positive atom literal over the plan's own component.
        for (p, home) in homes.iter().enumerate() {
            let Some(home) = *home else { continue };
            let component = component_of[home];
            let plan = &self.plans[p];
            let recursive: Vec<usize> = plan
                .literals
                .iter()
                .enumerate()
                .filter(|(_, l)| matches!(l, PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) if component_of[atom.predicate.0 as usize] == component))
                .map(|(i, _)| i)
                .collect();
            // A plan looking up an occurrence of its own component runs naively (so does one
            // with a conditional literal over its component's atoms: the occurrence depends on
            // them, so it is in the component).
            let naive = plan
                .literals
                .iter()
                .any(|l| matches!(l, PlanLiteral::Lookup(o) if component_of[occurrence_node(*o)] == component));
            let orders = recursive
                .iter()
                .map(|&d| self.order(&plan.literals, Some(d), &recursive))
                .collect();
            let plan = &mut self.plans[p];
            plan.semi_naive = orders;
            plan.naive = naive;
        }
        if dependencies_first {
            let mut components: Vec<Option<Component>> = std::mem::take(&mut self.components)
                .into_iter()
                .map(Some)
                .collect();
            self.components = by_rank
                .iter()
                .map(|&c| components[c].take().expect("each component once"))
                .collect();
        }
        self.order = order;
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

/// What gringo adds to the estimate of a literal none of whose variables is bound yet.
const NO_BOUND_VARIABLE: f64 = 1e7;

/// gringo's score of a positive atom with the arguments `args` (see [`gringo_score`]).
fn atom_score(args: &[ir::Term], size: usize, bound: &HashSet<VarId>) -> f64 {
    let mut found = false;
    for arg in args {
        arg.for_each_var(&mut |v| found |= bound.contains(&v));
    }
    function_estimate(false, args, size as f64, bound) + if found { 0.0 } else { NO_BOUND_VARIABLE }
}

/// gringo's score of a literal for its join order (lower goes first): comparisons first, then
/// negative literals, intervals by their length, positive atoms by an estimate of how many
/// atoms match given the bound variables (`size` atoms in all), far behind if none of their
/// variables is bound.
fn gringo_score(literal: &PlanLiteral, size: usize, bound: &HashSet<VarId>) -> f64 {
    match literal {
        PlanLiteral::Literal(Literal::Compare(..)) => -1.0,
        PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) => {
            atom_score(&atom.args, size, bound)
        }
        PlanLiteral::Literal(Literal::Atom(..)) => 0.0,
        PlanLiteral::Literal(Literal::Range(_, low, high)) => match (low, high) {
            (ir::Term::Symbol(Symbol::Int(l)), ir::Term::Symbol(Symbol::Int(h))) => {
                f64::from(*h) - f64::from(*l)
            }
            (ir::Term::Symbol(_), ir::Term::Symbol(_)) => -1.0,
            _ => 0.0,
        },
        PlanLiteral::Lookup(_) => 0.0,
    }
}

/// gringo's estimate of the matches of a term among `size` values.
fn estimate(term: &ir::Term, size: f64, bound: &HashSet<VarId>) -> f64 {
    match term {
        ir::Term::Variable(v) => {
            if bound.contains(v) {
                0.0
            } else {
                size
            }
        }
        ir::Term::Function(name, args) => {
            function_estimate(*name == crate::symbol::Name::EMPTY, args, size, bound)
        }
        t if !t.is_ground() && t.is_pattern() => {
            let mut var = None;
            t.for_each_var(&mut |v| var = Some(v));
            var.map_or(0.0, |v| estimate(&ir::Term::Variable(v), size, bound))
        }
        _ => 0.0,
    }
}

/// gringo's estimate of the matches of a function (a tuple if `tuple`) with the arguments
/// `args` among `size` values.
fn function_estimate(tuple: bool, args: &[ir::Term], size: f64, bound: &HashSet<VarId>) -> f64 {
    if args.is_empty() {
        return 0.0;
    }
    let n = args.len() as f64;
    let root = (if tuple { size } else { size / 2.0 })
        .powf(1.0 / n)
        .max(1.0);
    args.iter().map(|a| estimate(a, root, bound)).sum::<f64>() / n
}

/// The predicates of the element atoms of a rule's disjunction or head aggregate.
fn head_construct_predicates(rule: &ir::Rule) -> Vec<usize> {
    let atoms: Vec<&ir::Atom> = match &rule.head {
        Head::Disjunction(elements, _) => (elements.iter())
            .filter_map(|e| match &e.literal {
                Literal::Atom(_, atom) => Some(atom),
                _ => None,
            })
            .collect(),
        Head::Aggregate(aggregate) => aggregate
            .elements
            .iter()
            .filter_map(|e| e.atom.as_ref())
            .collect(),
        _ => Vec::new(),
    };
    atoms.iter().map(|a| a.predicate.0 as usize).collect()
}

/// Calls `f` on the predicate of every atom in a rule's body and its head's conditions.
fn for_each_body_predicate(rule: &ir::Rule, f: &mut impl FnMut(PredId)) {
    let mut literal = |l: &Literal| {
        if let Literal::Atom(_, atom) = l {
            f(atom.predicate)
        }
    };
    for element in &rule.body {
        match element {
            BodyElement::Literal(l) => literal(l),
            BodyElement::Conditional(c) => {
                literal(&c.literal);
                c.condition.iter().for_each(&mut literal);
            }
            BodyElement::Aggregate(_, a) => a
                .elements
                .iter()
                .flat_map(|e| &e.condition)
                .for_each(&mut literal),
        }
    }
    match &rule.head {
        Head::Disjunction(elements, _) => elements
            .iter()
            .flat_map(|e| &e.condition)
            .for_each(&mut literal),
        Head::Aggregate(a) => a
            .elements
            .iter()
            .flat_map(|e| &e.condition)
            .for_each(&mut literal),
        _ => {}
    }
}
