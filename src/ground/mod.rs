//! The grounder: instantiates a normalized program into a [`GroundProgram`].
//!
//! Plans ([`plan`]) run component by component in dependency order; inside a component,
//! semi-naive evaluation: the first round evaluates every plan over everything known, each
//! later round joins one recursive literal over the atoms new in the previous round (the
//! delta), the recursive literals before it over the older atoms and the rest over all,
//! until a round derives nothing new. An atom derived by a rule whose body holds for certain
//! is a fact; body literals that hold for certain are left out of the ground rules, and
//! instances with a literal that cannot hold are dropped, so a stratified program grounds
//! to facts. At the end, the plans that derive nothing (constraints, `#show`, minimize, the
//! heads of choice rules and disjunctions) run, and aggregates are translated
//! ([`finalize`]).
//!
//! Plans run in the order in which gringo grounds their rules, each joined in gringo's order
//! (chosen when its component starts, see `clingo_order`), and new atoms are scanned last first
//! as gringo scans them: atoms are derived, and so shown, in clingo's order.
//!
//! Operations that are undefined (`1/0`, `a+1`, overflow) drop the instance that needs them
//! and are reported as clingo reports them: `info: operation undefined`.

pub mod aggregate;
mod backjump;
mod clingo_order;
mod disjunction;
mod domain;
mod emit;
pub mod eval;
mod finalize;
pub mod join;
mod patterns;
pub mod plan;
mod progress;
pub mod surface;
pub mod table;

use crate::aspif::{AtomId, ExternalValue, GroundLit, GroundProgram};
use crate::check::ir::{self, Head, Literal, PredId, VarId};
use crate::check::print::Printer;
use crate::diag::Diagnostic;
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{AggregateFunction, Naf, Relation};
use aggregate::{OccurrenceStore, Status};
pub use domain::Domain;
use emit::Lit;
use eval::{Binding, Undefined};
use indexmap::IndexMap;
use join::{Instance, Instances, JoinInput, JoinState};

/// How many candidates of a join's first literal are joined before their instances are
/// processed (it bounds the buffer of instances waiting to be processed).
const JOIN_BATCH: usize = 256;
use plan::{Action, OccurrenceKind, Order, PlanLiteral, Plans};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicBool;
use table::AtomTable;

/// The result of grounding.
#[derive(Debug)]
pub struct Grounded {
    /// The ground program.
    pub program: GroundProgram,
    /// The symbol of each output of `program` (index: the output's), the value that its
    /// text prints.
    pub shown: Vec<Symbol>,
    /// The outputs from this index on are shown terms (`#show t : body.`), those before
    /// it atoms.
    pub first_term: usize,
    /// If asked for ([`GroundOptions::atom_names`]): the symbol of each atom that stands for
    /// one (index: atom id; `None` for auxiliary atoms); empty otherwise.
    pub names: Vec<Option<String>>,
    /// clingo's informational messages (undefined operations, ignored tuples).
    pub diagnostics: Vec<Diagnostic>,
    /// Errors: constructs rasp cannot ground faithfully yet (the program must not be solved).
    pub errors: Vec<Diagnostic>,
    /// If asked for ([`GroundOptions::atom_names`]): the program as written, for
    /// [`surface::write`].
    pub surface: Option<surface::Surface>,
    /// Whether grounding was stopped by [`GroundOptions::interrupt`] (the program is then
    /// incomplete and must not be solved).
    pub interrupted: bool,
}

/// Options of the grounder.
#[derive(Clone, Copy, Debug, Default)]
pub struct GroundOptions<'a> {
    /// Also return the symbol of every atom and the [`surface::Surface`] (for printing the
    /// ground program as text).
    pub atom_names: bool,
    /// Evaluate every rule over all atoms in every round (naive evaluation) instead of
    /// semi-naively: slower, and the reference the semi-naive evaluation is tested against.
    pub naive: bool,
    /// When set (a time limit, Ctrl-C), grounding stops at the next batch of a join or round
    /// of a component: a program with infinitely many atoms is interrupted as clingo
    /// interrupts it.
    pub interrupt: Option<&'a AtomicBool>,
}

/// Grounds a normalized program.
pub fn ground(
    program: &ir::Program,
    symbols: &mut SymbolTable,
    options: GroundOptions<'_>,
) -> Grounded {
    ground_step(program, symbols, &mut Domain::default(), options)
}

/// Grounds a normalized program as one step of a multi-shot session: the atoms of earlier
/// steps (`domain`) are known (with their ids, facts or not) and are not output again; new
/// atoms get ids after theirs, and the domain grows by the atoms of this step. The ground
/// program holds only what this step adds. The rules of earlier steps are not instantiated
/// again (they are not in `program`).
pub fn ground_step(
    program: &ir::Program,
    symbols: &mut SymbolTable,
    domain: &mut Domain,
    options: GroundOptions<'_>,
) -> Grounded {
    let auxiliary: Vec<bool> = (program.predicates.iter())
        .map(|p| symbols.text(p.name).starts_with('#'))
        .collect();
    let head_patterns = patterns::HeadPatterns::new(program);
    // Whether rule `head_rule`'s head may derive an instance of `rule`'s body atom `atom`.
    let derives = |head_rule: usize, rule: &ir::Rule, atom: &ir::Atom| {
        head_patterns.rule_may_derive(head_rule, rule, atom, symbols)
    };
    let plans = Plans::new(program, &auxiliary, &head_patterns, &derives);
    let plans = &plans;
    // Auxiliary predicates are numbered per step: they are the step's own.
    let tables: Vec<AtomTable> = (program.predicates.iter().zip(&auxiliary))
        .map(|(p, &aux)| match aux {
            true => AtomTable::new(p.arity as usize),
            false => domain.take(p),
        })
        .collect();
    let mut grounder = Grounder {
        earlier: tables.iter().map(AtomTable::len).collect(),
        earlier_show: (domain.show_filter, domain.shown.clone()),
        tables,
        complete: vec![false; program.predicates.len()],
        occurrence_complete: vec![false; plans.occurrences.len()],
        stores: (0..plans.occurrences.len())
            .map(|_| OccurrenceStore::default())
            .collect(),
        head_elements: (0..plans.heads.len()).map(|_| IndexMap::new()).collect(),
        head_records: (0..plans.heads.len()).map(|_| Vec::new()).collect(),
        undefined_disjuncts: HashSet::new(),
        dropped_disjunctions: (0..plans.heads.len()).map(|_| HashSet::new()).collect(),
        element_truths: (0..plans.heads.len()).map(|_| Default::default()).collect(),
        condition_instances: HashMap::new(),
        voided_disjunctions: (0..plans.heads.len()).map(|_| HashMap::new()).collect(),
        program,
        plans,
        symbols,
        pending: HashMap::new(),
        pending_predicates: HashMap::new(),
        grounding: vec![false; program.predicates.len()],
        component: component_of_predicates(plans, program.predicates.len()),
        head_patterns,
        auxiliary,
        progress: progress::Progress::new(plans),
        out: GroundProgram {
            atom_count: domain.atom_count,
            ..GroundProgram::default()
        },
        diagnostics: Vec::new(),
        errors: Vec::new(),
        seen: HashSet::new(),
        minimize: IndexMap::new(),
        shown_terms: Vec::new(),
        shown: Vec::new(),
        first_term: 0,
        projected: Vec::new(),
        double_negation: HashMap::new(),
        edge_nodes: IndexMap::new(),
        naive: options.naive,
        eager_facts: options.atom_names,
        surface: options.atom_names.then(surface::Surface::default),
        interrupt: options.interrupt,
    };
    for (predicate, args) in program.facts.iter() {
        grounder.derive(predicate, args, Vec::new());
    }
    grounder.run();
    if grounder.interrupted() {
        return Grounded {
            program: GroundProgram::default(),
            shown: Vec::new(),
            first_term: 0,
            names: Vec::new(),
            diagnostics: grounder.diagnostics,
            errors: grounder.errors,
            surface: None,
            interrupted: true,
        };
    }
    grounder.finish(options, domain)
}

/// A disjunct with an undefined atom: (head construct, element), the construct's instance
/// and the values of the disjunct's variables.
type UndefinedDisjunct = ((usize, usize), Box<[Symbol]>, Box<[Symbol]>);

/// A minimize term: priority and the tuple (weight first).
type MinimizeKey = (i32, Box<[Symbol]>);

/// An element of a head disjunction or aggregate, as instantiated.
#[derive(Debug, Clone)]
struct HeadElement {
    element: usize,
    /// The values of the element's key variables (see [`plan::HeadConstruct`]): elements
    /// of a disjunction with equal `element` and `key` are one element of gringo's.
    key: Box<[Symbol]>,
    /// The atom; `None` for a disjunct whose atom is undefined (gringo counts it as true).
    atom: Option<AtomId>,
    tuple: Box<[Symbol]>,
    condition: Box<[GroundLit]>,
}

/// A body instance of a head disjunction or aggregate.
#[derive(Debug, Clone)]
struct HeadRecord {
    key: Box<[Symbol]>,
    body: Vec<GroundLit>,
    bounds: Vec<(Relation, Symbol)>,
}

/// The grounding state.
struct Grounder<'a> {
    program: &'a ir::Program,
    plans: &'a Plans,
    symbols: &'a mut SymbolTable,
    /// Atoms derived per predicate.
    tables: Vec<AtomTable>,
    /// Per predicate: how many of its atoms come from earlier steps (the first ones).
    earlier: Vec<usize>,
    /// Whether earlier steps had `#show` statements, and their `#show p/n.` signatures.
    earlier_show: (bool, HashSet<ir::Predicate>),
    /// Whether a predicate's component is done.
    complete: Vec<bool>,
    /// Whether an occurrence's component is done (all its elements are known).
    occurrence_complete: Vec<bool>,
    /// Instances of body aggregates and conditional literals.
    stores: Vec<OccurrenceStore>,
    /// Element instances of head constructs, by the construct's global values.
    head_elements: Vec<IndexMap<Box<[Symbol]>, Vec<HeadElement>>>,
    /// Body instances of head constructs.
    head_records: Vec<Vec<HeadRecord>>,
    /// The disjunct instances (disjunct, construct instance, values of the disjunct's
    /// variables) whose undefined atom was reported.
    undefined_disjuncts: HashSet<UndefinedDisjunct>,
    /// Per head disjunction: the values of its global variables for which the rule instances
    /// are dropped, as gringo drops them: a disjunct certainly holds (its atom is a fact, its
    /// condition certain, its element no conjunction).
    dropped_disjunctions: Vec<HashSet<Box<[Symbol]>>>,
    /// Per head disjunction: what [`plan::Action::ElementHolds`] found about its elements.
    element_truths: Vec<disjunction::ElementTruths>,
    /// Per disjunct (head construct and disjunct) that gringo searches with backjumping: the
    /// instances of its condition found (see [`backjump`]).
    condition_instances: HashMap<(usize, usize), backjump::ConditionInstances>,
    /// Per head disjunction: the instances (of `dropped_disjunctions`) dropped for an
    /// undefined disjunct whose condition holds, with its index: gringo defines none of the
    /// atoms after it.
    voided_disjunctions: Vec<HashMap<Box<[Symbol]>, usize>>,
    /// Ids of atoms used in rules but not derived (yet).
    pending: HashMap<(PredId, Box<[Symbol]>), AtomId>,
    /// The predicate of each id in `pending`.
    pending_predicates: HashMap<AtomId, PredId>,
    /// Whether a predicate belongs to the component being grounded.
    grounding: Vec<bool>,
    /// The component of each predicate.
    component: Vec<usize>,
    /// The arguments of the atoms of each predicate in rule heads (see [`Self::derivable`]).
    head_patterns: patterns::HeadPatterns,
    /// Whether a predicate is one of the rewriting's auxiliary ones (its name starts with `#`).
    auxiliary: Vec<bool>,
    /// Which rules are done, and which may derive a body atom.
    progress: progress::Progress,
    out: GroundProgram,
    diagnostics: Vec<Diagnostic>,
    errors: Vec<Diagnostic>,
    /// Instances of plans that run more than once over the same atoms, already processed.
    seen: HashSet<(usize, Box<[Option<Symbol>]>)>,
    /// Minimize terms: (priority, tuple) to the bodies that make it count.
    minimize: IndexMap<MinimizeKey, Vec<Box<[GroundLit]>>>,
    /// `#show term : body.` instances, with the index of their rule.
    shown_terms: Vec<(usize, Symbol, Vec<GroundLit>)>,
    /// The symbol of each output made so far (see [`Grounded::shown`]).
    shown: Vec<Symbol>,
    /// See [`Grounded::first_term`].
    first_term: usize,
    /// `#project atom : body.` atoms.
    projected: Vec<AtomId>,
    /// Atoms standing for `not not a`, by `a`.
    double_negation: HashMap<AtomId, AtomId>,
    /// `#edge` nodes, numbered.
    edge_nodes: IndexMap<Symbol, i32>,
    /// Naive evaluation ([`GroundOptions::naive`]).
    naive: bool,
    /// Whether every fact gets an atom and a rule `a.` when derived; otherwise (without
    /// [`GroundOptions::atom_names`]) only once something refers to it: the output table shows
    /// facts unconditionally, and a ground program of millions of facts needs no rule for each.
    eager_facts: bool,
    /// What the translation hides, for printing (with [`GroundOptions::atom_names`]).
    surface: Option<surface::Surface>,
    /// [`GroundOptions::interrupt`].
    interrupt: Option<&'a AtomicBool>,
}

impl Grounder<'_> {
    /// Whether grounding is to stop ([`GroundOptions::interrupt`]).
    fn interrupted(&self) -> bool {
        self.interrupt
            .is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Relaxed))
    }

    fn run(&mut self) {
        let plans = self.plans;
        for c in 0..plans.components.len() {
            if self.interrupted() {
                return;
            }
            // gringo orders the joins of a component's rules when it starts grounding it.
            let orders: Vec<(Order, Vec<Order>)> = plans.components[c]
                .plans
                .iter()
                .map(|&p| self.join_orders(p))
                .collect();
            for &predicate in &plans.components[c].predicates {
                self.grounding[predicate.0 as usize] = true;
                // The program's facts are there from the start, as gringo's facts are.
                self.tables[predicate.0 as usize].promote();
            }
            // Stage by stage, as gringo grounds the parts of its statement order.
            let mut start = 0;
            for &end in &plans.components[c].stages {
                self.fixpoint(c, start..end, &orders[start..end]);
                if self.interrupted() {
                    return;
                }
                // A predicate that no later stage derives is complete, as gringo's domain of
                // an atom is once the statements defining it are grounded.
                self.progress
                    .finished(plans, &plans.components[c].plans[start..end]);
                let later = &plans.components[c].plans[end..];
                for &predicate in &plans.components[c].predicates {
                    let home = Some(plan::Home::Predicate(predicate));
                    if !later.iter().any(|&p| plans.plans[p].home == home) {
                        self.complete[predicate.0 as usize] = true;
                    }
                }
                start = end;
            }
            for &predicate in &plans.components[c].predicates {
                self.tables[predicate.0 as usize].settle();
                self.complete[predicate.0 as usize] = true;
                self.grounding[predicate.0 as usize] = false;
            }
            for &o in &plans.components[c].occurrences {
                self.occurrence_complete[o] = true;
            }
        }
        for &p in &plans.final_plans {
            let (all, _) = self.join_orders(p);
            self.run_plan(p, &all);
        }
    }

    /// Runs the plans `stage` of component `c` (with their join orders `orders`) to their
    /// fixpoint: all at once first, then semi-naively over the atoms new in the previous round.
    fn fixpoint(
        &mut self,
        c: usize,
        stage: std::ops::Range<usize>,
        orders: &[(Order, Vec<Order>)],
    ) {
        let plans = self.plans;
        let component = &plans.components[c];
        let mut round = 0;
        loop {
            for (&p, (all, semi_naive)) in component.plans[stage.clone()].iter().zip(orders) {
                let plan = &plans.plans[p];
                if round == 0 || plan.naive || self.naive {
                    self.run_plan(p, all);
                } else {
                    for order in semi_naive {
                        self.run_plan(p, order);
                    }
                }
            }
            if self.interrupted() {
                return;
            }
            let mut changed = false;
            for &predicate in &component.predicates {
                changed |= self.tables[predicate.0 as usize].promote();
            }
            for &o in &component.occurrences {
                changed |= std::mem::take(&mut self.stores[o].changed);
            }
            if !changed {
                return;
            }
            round += 1;
        }
    }

    /// The join orders of plan `p` (all at once, and the semi-naive ones) as gringo would
    /// choose them now: they decide the order in which atoms are derived, which is the order
    /// in which clingo shows and numbers them. The plan's own orders where gringo's do not
    /// suit rasp's join.
    fn join_orders(&self, p: usize) -> (Order, Vec<Order>) {
        let plans = self.plans;
        let plan = &plans.plans[p];
        let size = |l: &PlanLiteral| match l {
            PlanLiteral::Literal(Literal::Atom(_, atom)) => {
                self.tables[atom.predicate.0 as usize].len()
            }
            PlanLiteral::Lookup(o) => self.stores[*o].instances.len(),
            PlanLiteral::Literal(_) => 0,
        };
        let all = plans
            .linearized(p, None, &[], &size)
            .unwrap_or_else(|| plan.all.clone());
        // Each semi-naive order starts with its delta literal.
        let recursive: Vec<usize> = plan.semi_naive.iter().map(|o| o[0].literal).collect();
        let semi_naive = recursive
            .iter()
            .zip(&plan.semi_naive)
            .map(|(&d, own)| {
                plans
                    .linearized(p, Some(d), &recursive, &size)
                    .unwrap_or_else(|| own.clone())
            })
            .collect();
        (all, semi_naive)
    }

    /// The index of each step of `order` (over `literals`), prepared for the join: for
    /// positive atoms with bound arguments.
    fn prepare_indexes(&mut self, literals: &[PlanLiteral], order: &Order) -> Vec<Option<usize>> {
        let mut indexes = Vec::with_capacity(order.len());
        for step in order {
            let index = match &literals[step.literal] {
                PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom))
                    if !step.bound_positions.is_empty() =>
                {
                    Some(
                        self.tables[atom.predicate.0 as usize].prepare_index(&step.bound_positions),
                    )
                }
                _ => None,
            };
            indexes.push(index);
        }
        indexes
    }

    /// [`JoinInput::unstratified`] for plan `p`.
    fn unstratified(&self, p: usize) -> Vec<bool> {
        let plan = &self.plans.plans[p];
        match plan.action {
            plan::Action::RecordHead(_) => (0..self.tables.len())
                .map(|q| self.in_head_component(plan.rule, PredId(q as u32)))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Calls `run` with the input of a join (with [`JoinInput::unstratified`]) and a state
    /// that collects the instances in `out`, joining the candidates `window` of the first
    /// step; returns what it returns and the operations found undefined.
    fn join<R>(
        &mut self,
        unstratified: &[bool],
        out: &mut Instances,
        window: std::ops::Range<usize>,
        run: impl FnOnce(&JoinInput<'_>, &mut JoinState<'_>) -> R,
    ) -> (R, Vec<Undefined>) {
        let mut undefined = Vec::new();
        let (pending, complete, grounding) =
            (&self.pending_predicates, &self.complete, &self.grounding);
        let underived = |l: GroundLit| underived(l, pending, complete, grounding);
        let input = JoinInput {
            tables: &self.tables,
            complete: &self.complete,
            occurrence_complete: &self.occurrence_complete,
            stores: &self.stores,
            occurrences: &self.plans.occurrences,
            underived: &underived,
            interrupt: self.interrupt,
            unstratified,
        };
        let mut state = JoinState {
            symbols: self.symbols,
            undefined: &mut undefined,
            out,
            window,
            more: false,
            tried: 0,
            stopped: false,
        };
        let result = run(&input, &mut state);
        (result, undefined)
    }

    /// Joins plan `p` in `order` and processes its instances.
    fn run_plan(&mut self, p: usize, order: &Order) {
        let plans = self.plans;
        let plan = &plans.plans[p];
        let indexes = self.prepare_indexes(&plan.literals, order);
        let vars = self.program.rules[plan.rule].vars.len();
        let rerun = plan.naive || self.naive;
        let unstratified = self.unstratified(p);
        let mut instances = Instances::default();
        let mut start = 0;
        loop {
            instances.clear();
            let window = start..start + JOIN_BATCH;
            let (more, mut undefined) =
                self.join(&unstratified, &mut instances, window, |input, state| {
                    join::run(plan, order, &indexes, input, state, vars);
                    state.more
                });
            if let Action::ElementCondition(..) | Action::ElementHolds(..) = plan.action {
                // The disjunct's own plan reports these.
                undefined.clear();
            }
            if let Action::HeadElement(..) = plan.action {
                // The rule's body is joined by every element's plan and by the plan that
                // records the body: only the latter reports it, once, as clingo does.
                let body = &self.program.rules[plan.rule].body;
                undefined.retain(|u| !body.iter().any(|e| element_contains(e, &u.term)));
            }
            self.report_undefined(plan.rule, undefined);
            for instance in instances.iter() {
                if rerun && !self.seen.insert((p, instance.values.into())) {
                    continue;
                }
                self.process(p, &instance);
            }
            if !more || self.interrupted() {
                break;
            }
            start += JOIN_BATCH;
        }
    }

    fn report_undefined(&mut self, rule: usize, undefined: Vec<Undefined>) {
        for u in undefined {
            // Those undefined for all values were reported before grounding.
            if crate::check::undefined::undefined_operation(&u.term).is_some() {
                continue;
            }
            let printer = Printer {
                symbols: self.symbols,
                program: self.program,
                vars: &self.program.rules[rule].vars,
            };
            self.diagnostics.push(Diagnostic::info(
                crate::diag::Warning::OperationUndefined,
                u.span,
                printer.undefined_operation(&u.term),
            ));
        }
    }

    /// The binding of an instance.
    fn binding(instance: &Instance<'_>) -> Binding {
        let mut binding = Binding::new(instance.values.len());
        for (v, value) in instance.values.iter().enumerate() {
            if let Some(value) = value {
                binding.bind(VarId(v as u32), *value);
            }
        }
        binding
    }

    /// Evaluates terms; reports an undefined one and returns `None`.
    fn eval_terms(
        &mut self,
        rule: usize,
        terms: &[ir::Term],
        binding: &Binding,
    ) -> Option<Box<[Symbol]>> {
        let mut values = Vec::with_capacity(terms.len());
        for term in terms {
            match eval::eval(term, binding, self.symbols) {
                Ok(v) => values.push(v),
                Err(u) => {
                    self.report_undefined(rule, vec![u]);
                    return None;
                }
            }
        }
        Some(values.into_boxed_slice())
    }

    fn process(&mut self, p: usize, instance: &Instance<'_>) {
        let (plans, program) = (self.plans, self.program);
        let plan = &plans.plans[p];
        let rule_index = plan.rule;
        let rule = &program.rules[rule_index];
        let action = plan.action;
        let binding = Self::binding(instance);
        if let Action::HeadElement(c, d)
        | Action::ElementCondition(c, d)
        | Action::ElementHolds(c, d) = action
            && !self.reported(c, d, &binding)
        {
            return;
        }
        let key: Box<[Symbol]> = plan
            .key
            .iter()
            .map(|&v| binding.get(v).expect("keys are bound"))
            .collect();
        // Split the body: the plan's own element condition (recorded with the element) and
        // the rest.
        let condition_start = match action {
            Action::Accumulate(o, e) => Some(
                plan.literals.len()
                    - plans.occurrences[o].conditions()[e].len()
                    - self.extra_lookups(p),
            ),
            Action::HeadElement(..) | Action::ElementCondition(..) | Action::ElementHolds(..) => {
                Some(self.main_literal_count(rule_index))
            }
            _ => None,
        };
        let Some(body) = self.body(p, instance, &binding, condition_start) else {
            return;
        };
        match action {
            Action::Derive => {
                let Head::Atom(atom) = &rule.head else {
                    unreachable!()
                };
                let Some(args) = self.eval_terms(rule_index, &atom.args, &binding) else {
                    return;
                };
                self.derive(atom.predicate, &args, body.main);
            }
            Action::External => {
                let Head::External(atom, value) = &rule.head else {
                    unreachable!()
                };
                let Some(args) = self.eval_terms(rule_index, &atom.args, &binding) else {
                    return;
                };
                let Some(value) =
                    self.eval_terms(rule_index, std::slice::from_ref(value), &binding)
                else {
                    return;
                };
                let value = match self.symbols.function_of(value[0]) {
                    Some(f) if f.args.is_empty() => match self.symbols.text(f.name) {
                        "true" => ExternalValue::True,
                        "free" => ExternalValue::Free,
                        "release" => ExternalValue::Release,
                        _ => ExternalValue::False,
                    },
                    _ => ExternalValue::False,
                };
                let (index, _) = self.tables[atom.predicate.0 as usize].insert(&args);
                let id = self.domain_id(atom.predicate, index);
                if body.main.is_empty() {
                    self.out.externals.push((id, value));
                } else {
                    // A conditional external: external when the body holds.
                    let holds = self.out.new_atom();
                    self.emitter().rule(Some(holds), &body.main);
                    self.out.externals.push((id, value));
                }
            }
            Action::ElementCondition(construct, element) => {
                let Head::Disjunction(_, origins) = &rule.head else {
                    unreachable!("element conditions are disjunctions'")
                };
                let element_key = plans.heads[construct].element_keys[element]
                    .iter()
                    .map(|&v| binding.get(v).expect("element keys are bound"))
                    .collect();
                self.head_elements[construct]
                    .entry(key)
                    .or_default()
                    .push(HeadElement {
                        element: origins[element].element,
                        key: element_key,
                        atom: None,
                        tuple: Box::default(),
                        condition: body.condition.into_boxed_slice(),
                    });
            }
            Action::ElementHolds(construct, element) => {
                let certain = body.condition.is_empty();
                self.element_truth(construct, element, key, &binding, certain);
            }
            Action::HeadElement(construct, element) => {
                let aggregate = match &rule.head {
                    Head::Disjunction(elements, _) => {
                        let condition = body.condition.into_boxed_slice();
                        let at = (construct, element);
                        self.disjunct(at, &elements[element], key, &binding, condition);
                        return;
                    }
                    Head::Aggregate(aggregate) => aggregate,
                    _ => unreachable!(),
                };
                let e = &aggregate.elements[element];
                let atom = e.atom.as_ref().expect("head element atom");
                let Some(args) = self.eval_terms(rule_index, &atom.args, &binding) else {
                    // An element of a head aggregate is dropped.
                    return;
                };
                let Some(tuple) = self.eval_terms(rule_index, &e.tuple, &binding) else {
                    return;
                };
                if !weight_counts(aggregate.function, &tuple) {
                    // clingo drops the element, its atom too.
                    self.tuple_ignored(e.span, &tuple);
                    return;
                }
                let (index, _) = self.tables[atom.predicate.0 as usize].insert(&args);
                let id = self.domain_id(atom.predicate, index);
                self.head_elements[construct]
                    .entry(key)
                    .or_default()
                    .push(HeadElement {
                        element,
                        key: Box::default(),
                        atom: Some(id),
                        tuple,
                        condition: body.condition.into_boxed_slice(),
                    });
            }
            Action::Accumulate(o, element) => {
                let tuple = match &plans.occurrences[o].kind {
                    OccurrenceKind::Aggregate(_, aggregate) => {
                        let function = aggregate.function;
                        let terms = aggregate.elements[element].tuple.clone();
                        let Some(tuple) = self.eval_terms(rule_index, &terms, &binding) else {
                            return;
                        };
                        if !weight_counts(function, &tuple) {
                            self.tuple_ignored(aggregate.elements[element].span, &tuple);
                            return;
                        }
                        tuple
                    }
                    OccurrenceKind::Conditional(conditional) => {
                        let literal = conditional.literal.clone();
                        match self.literal(rule_index, &literal, &binding) {
                            Lit::True => return,
                            Lit::False => vec![Symbol::Int(0)].into_boxed_slice(),
                            Lit::Ground(l) => vec![Symbol::Int(l.0)].into_boxed_slice(),
                        }
                    }
                };
                // The rule's other literals hold wherever the occurrence is used, so the
                // element's own condition is what decides whether it counts.
                self.stores[o].add(key, tuple, body.condition.into_boxed_slice());
            }
            Action::RecordHead(construct) => {
                let bounds = match &rule.head {
                    Head::Aggregate(aggregate) => {
                        let terms: Vec<ir::Term> =
                            aggregate.bounds.iter().map(|b| b.term.clone()).collect();
                        let Some(values) = self.eval_terms(rule_index, &terms, &binding) else {
                            return;
                        };
                        aggregate
                            .bounds
                            .iter()
                            .map(|b| b.relation)
                            .zip(values.iter().copied())
                            .collect()
                    }
                    _ => Vec::new(),
                };
                self.head_records[construct].push(HeadRecord {
                    key,
                    body: body.main,
                    bounds,
                });
            }
            Action::Emit => self.emit(rule_index, &binding, body.main),
        }
    }

    /// The first disjunct of a disjunction instance (`binding`) that certainly holds: one
    /// without condition whose atom is a fact now, or the instance being processed (`own`:
    /// element, predicate, arguments and whether its condition holds for certain); or one
    /// without condition whose atom is undefined (gringo drops the instance there too).
    fn certain_disjunct(
        &mut self,
        elements: &[ir::Conditional],
        origins: &[ir::DisjunctOrigin],
        binding: &Binding,
        own: (usize, PredId, &[Symbol], bool),
    ) -> Option<usize> {
        let (own_element, own_predicate, own_args, own_certain) = own;
        let (tables, symbols) = (&self.tables, &mut *self.symbols);
        let is_fact = |predicate: PredId, args: &[Symbol]| {
            let table = &tables[predicate.0 as usize];
            table.find(args).is_some_and(|i| table.state(i).fact())
        };
        for (e, conditional) in elements.iter().enumerate() {
            if !ir::stands_alone(origins, e) {
                continue;
            }
            if e == own_element {
                if own_certain && is_fact(own_predicate, own_args) {
                    return Some(e);
                }
                continue;
            }
            let (Literal::Atom(_, atom), []) = (&conditional.literal, &conditional.condition[..])
            else {
                continue;
            };
            let args: Result<Vec<Symbol>, Undefined> = (atom.args.iter())
                .map(|t| eval::eval(t, binding, symbols))
                .collect();
            match args {
                Err(_) => return Some(e),
                Ok(args) if is_fact(atom.predicate, &args) => return Some(e),
                Ok(_) => {}
            }
        }
        None
    }

    /// Whether `predicate` belongs to the component of an atom of rule `rule`'s head
    /// construct (a disjunction or head aggregate), and the rule depends on itself in
    /// gringo's statement graph (`not q(a)` in `p(X) ; q(1) :- d(X), not q(a)` does not).
    fn in_head_component(&self, rule: usize, predicate: PredId) -> bool {
        if !self.plans.order.recursive[rule] {
            return false;
        }
        let component = self.component[predicate.0 as usize];
        let here = |atom: &ir::Atom| self.component[atom.predicate.0 as usize] == component;
        match &self.program.rules[rule].head {
            Head::Disjunction(elements, _) => elements
                .iter()
                .any(|e| matches!(&e.literal, Literal::Atom(_, atom) if here(atom))),
            Head::Aggregate(aggregate) => {
                (aggregate.elements.iter()).any(|e| e.atom.as_ref().is_some_and(here))
            }
            _ => false,
        }
    }

    /// Whether a disjunction with body `body` is recursive, as gringo judges a statement: a
    /// positive atom of its body belongs to the component of one of its disjuncts.
    fn recursive(&self, elements: &[ir::Conditional], body: &[ir::BodyElement]) -> bool {
        let components: Vec<usize> = (elements.iter())
            .filter_map(|e| match &e.literal {
                Literal::Atom(_, atom) => Some(self.component[atom.predicate.0 as usize]),
                _ => None,
            })
            .collect();
        let here = |literal: &Literal| {
            matches!(literal, Literal::Atom(_, atom)
                if components.contains(&self.component[atom.predicate.0 as usize]))
        };
        body.iter().any(|element| match element {
            // A negative literal is no positive dependency (gringo's unstratified
            // occurrences are those of a positive cycle).
            ir::BodyElement::Literal(literal @ Literal::Atom(Naf::Positive, _)) => here(literal),
            ir::BodyElement::Literal(_) => false,
            ir::BodyElement::Conditional(c) => here(&c.literal) || c.condition.iter().any(here),
            ir::BodyElement::Aggregate(_, aggregate) => {
                (aggregate.elements.iter()).any(|e| e.condition.iter().any(here))
            }
        })
    }

    /// clingo's info for an aggregate element whose weight is not an integer.
    fn tuple_ignored(&mut self, span: crate::diag::Span, tuple: &[Symbol]) {
        let text: Vec<String> = tuple.iter().map(|s| self.symbols.show(*s)).collect();
        self.diagnostics.push(Diagnostic::info(
            crate::diag::Warning::Other,
            span,
            format!("tuple ignored:\n  {}", text.join(",")),
        ));
    }

    /// How many lookups of other occurrences an accumulation plan appends after its
    /// element's condition.
    fn extra_lookups(&self, p: usize) -> usize {
        let plan = &self.plans.plans[p];
        plan.literals
            .iter()
            .rev()
            .take_while(|l| matches!(l, PlanLiteral::Lookup(_)))
            .count()
    }

    /// The number of literals of a rule's main plan (plain literals and lookups).
    fn main_literal_count(&self, rule: usize) -> usize {
        self.program.rules[rule].body.len()
    }

    /// Emits the statement of an `Emit` plan's instance.
    fn emit(&mut self, rule_index: usize, binding: &Binding, body: Vec<GroundLit>) {
        let program = self.program;
        let rule = &program.rules[rule_index];
        match &rule.head {
            Head::False => self.emitter().rule(None, &body),
            Head::Show(term) => {
                let Some(value) = self.eval_terms(rule_index, std::slice::from_ref(term), binding)
                else {
                    return;
                };
                self.shown_terms.push((rule_index, value[0], body));
            }
            Head::Minimize(weight, priority, terms, weight_span) => {
                let mut all = vec![weight.clone(), priority.clone()];
                all.extend(terms.iter().cloned());
                let Some(values) = self.eval_terms(rule_index, &all, binding) else {
                    return;
                };
                let (Symbol::Int(_), Symbol::Int(priority)) = (values[0], values[1]) else {
                    // As clingo writes it: `weight@priority`.
                    let text = format!(
                        "{}@{}",
                        self.symbols.show(values[0]),
                        self.symbols.show(values[1])
                    );
                    self.diagnostics.push(Diagnostic::info(
                        crate::diag::Warning::Other,
                        *weight_span,
                        format!("tuple ignored:\n  {text}"),
                    ));
                    return;
                };
                let mut tuple = vec![values[0]];
                tuple.extend(values[2..].iter().copied());
                self.minimize
                    .entry((priority, tuple.into_boxed_slice()))
                    .or_default()
                    .push(body.into_boxed_slice());
            }
            Head::Project(atom) => {
                let Some(args) = self.eval_terms(rule_index, &atom.args, binding) else {
                    return;
                };
                if let Some(index) = self.tables[atom.predicate.0 as usize].find(&args) {
                    let id = self.domain_id(atom.predicate, index);
                    self.projected.push(id);
                }
            }
            Head::Heuristic(atom, weight, priority, modifier) => {
                let Some(args) = self.eval_terms(rule_index, &atom.args, binding) else {
                    return;
                };
                let terms = [weight.clone(), priority.clone(), modifier.clone()];
                let Some(values) = self.eval_terms(rule_index, &terms, binding) else {
                    return;
                };
                let (Symbol::Int(weight), Symbol::Int(priority)) = (values[0], values[1]) else {
                    return;
                };
                let modifier = match self
                    .symbols
                    .function_of(values[2])
                    .map(|f| self.symbols.text(f.name))
                {
                    Some("level") => crate::aspif::HeuristicModifier::Level,
                    Some("sign") => crate::aspif::HeuristicModifier::Sign,
                    Some("factor") => crate::aspif::HeuristicModifier::Factor,
                    Some("init") => crate::aspif::HeuristicModifier::Init,
                    Some("true") => crate::aspif::HeuristicModifier::True,
                    Some("false") => crate::aspif::HeuristicModifier::False,
                    _ => return,
                };
                let atom = self.any_id(atom.predicate, &args);
                // The rewriting appended the atom to the body to ground only atoms of its
                // domain (`check/rewrite.rs`); it is no part of the condition (unless a fact,
                // which left the body already).
                let mut body = body;
                if let Some(i) = body.iter().rposition(|&l| l == GroundLit::positive(atom)) {
                    body.remove(i);
                }
                self.out.heuristics.push(crate::aspif::Heuristic {
                    modifier,
                    atom,
                    value: weight,
                    priority: priority.max(0) as u32,
                    condition: body,
                });
            }
            Head::Edge(from, to) => {
                let Some(values) =
                    self.eval_terms(rule_index, &[from.clone(), to.clone()], binding)
                else {
                    return;
                };
                let mut node = |s: Symbol| {
                    let next = self.edge_nodes.len() as i32;
                    *self.edge_nodes.entry(s).or_insert(next)
                };
                let (from, to) = (node(values[0]), node(values[1]));
                self.out.edges.push(crate::aspif::Edge {
                    from,
                    to,
                    condition: body,
                });
            }
            Head::Atom(_) | Head::External(..) | Head::Disjunction(..) | Head::Aggregate(_) => {
                unreachable!("these heads derive atoms")
            }
        }
    }

    /// Derives `predicate(args)` with the (uncertain part of the) body `body`.
    fn derive(&mut self, predicate: PredId, args: &[Symbol], body: Vec<GroundLit>) {
        let table = &mut self.tables[predicate.0 as usize];
        let (index, _) = table.insert(args);
        let state = table.state(index);
        if state.fact() {
            return;
        }
        if body.is_empty() {
            self.tables[predicate.0 as usize]
                .state_mut(index)
                .set_fact();
            // The fact's rule comes with its atom (see `domain_id`).
            match state.id() {
                Some(id) => self.push_rule(id, &[]),
                None if self.eager_facts || self.is_pending(predicate, index) => {
                    self.domain_id(predicate, index);
                }
                None => {}
            }
            return;
        }
        let id = self.domain_id(predicate, index);
        self.push_rule(id, &body);
    }

    /// The rule `id :- body.`
    fn push_rule(&mut self, id: AtomId, body: &[GroundLit]) {
        self.out.rules.push(crate::aspif::Rule::normal(&[id], body));
    }

    /// Whether an atom id was reserved for atom `index` of `predicate` before it was derived.
    fn is_pending(&self, predicate: PredId, index: usize) -> bool {
        !self.pending.is_empty()
            && self.pending.contains_key(&(
                predicate,
                self.tables[predicate.0 as usize].args(index).into(),
            ))
    }

    /// The id of the derived atom `index` of `predicate`, allocated on first use.
    fn domain_id(&mut self, predicate: PredId, index: usize) -> AtomId {
        if let Some(id) = self.tables[predicate.0 as usize].state(index).id() {
            return id;
        }
        let pending = if self.pending.is_empty() {
            None
        } else {
            let args: Box<[Symbol]> = self.tables[predicate.0 as usize].args(index).into();
            let id = self.pending.remove(&(predicate, args));
            if let Some(id) = id {
                self.pending_predicates.remove(&id);
            }
            id
        };
        let id = pending.unwrap_or_else(|| self.out.new_atom());
        let state = self.tables[predicate.0 as usize].state_mut(index);
        state.set_id(id);
        if state.fact() {
            // A fact whose atom is asked for only now (see `derive`).
            self.push_rule(id, &[]);
        }
        id
    }

    /// The id of atom `predicate(args)`, derived or not.
    fn any_id(&mut self, predicate: PredId, args: &[Symbol]) -> AtomId {
        if let Some(index) = self.tables[predicate.0 as usize].find(args) {
            return self.domain_id(predicate, index);
        }
        let (out, pending_predicates) = (&mut self.out, &mut self.pending_predicates);
        *self
            .pending
            .entry((predicate, args.into()))
            .or_insert_with(|| {
                let id = out.new_atom();
                pending_predicates.insert(id, predicate);
                id
            })
    }

    fn emitter(&mut self) -> emit::Emitter<'_> {
        emit::Emitter {
            program: &mut self.out,
        }
    }

    /// An atom equivalent to `not not a`.
    fn double_negation(&mut self, atom: AtomId) -> AtomId {
        if let Some(&aux) = self.double_negation.get(&atom) {
            return aux;
        }
        let aux = self.out.new_atom();
        self.emitter().rule(Some(aux), &[GroundLit::negative(atom)]);
        self.double_negation.insert(atom, aux);
        if let Some(surface) = &mut self.surface {
            let not = surface::Construct::Not(GroundLit::positive(atom));
            surface.atoms.insert(aux, not);
        }
        aux
    }

    /// The ground form of a literal under a binding (for conditional literals).
    fn literal(&mut self, rule: usize, literal: &Literal, binding: &Binding) -> Lit {
        match literal {
            Literal::Atom(naf, atom) => {
                let Some(args) = self.eval_terms(rule, &atom.args, binding) else {
                    return Lit::False;
                };
                self.atom_literal(rule, *naf, atom, &args, false)
            }
            Literal::Compare(naf, l, relation, r) => {
                match join::compare(l, *relation, r, binding, self.symbols) {
                    Ok(holds) => {
                        if holds == (*naf != Naf::Not) {
                            Lit::True
                        } else {
                            Lit::False
                        }
                    }
                    Err(u) => {
                        self.report_undefined(rule, vec![u]);
                        Lit::False
                    }
                }
            }
            Literal::Range(..) => Lit::True,
        }
    }

    /// The ground form of an atom literal: decided when the atom is a fact, or cannot be
    /// derived any more (for a `recursive` one, as gringo sees it: by no rule head at all).
    fn atom_literal(
        &mut self,
        rule: usize,
        naf: Naf,
        atom: &ir::Atom,
        args: &[Symbol],
        recursive: bool,
    ) -> Lit {
        let predicate = atom.predicate;
        let p = predicate.0 as usize;
        let found = self.tables[p].find(args);
        let fact = found.is_some_and(|i| self.tables[p].state(i).fact());
        let impossible = found.is_none()
            && ((!recursive && (self.complete[p] || self.settled(rule, atom)))
                || !self.derivable(rule, atom));
        match naf {
            Naf::Positive if fact => Lit::True,
            Naf::Positive if impossible => Lit::False,
            Naf::Not if fact => Lit::False,
            Naf::Not if impossible => Lit::True,
            Naf::NotNot if fact => Lit::True,
            Naf::NotNot if impossible => Lit::False,
            Naf::Positive => Lit::Ground(GroundLit::positive(self.any_id(predicate, args))),
            Naf::Not => Lit::Ground(GroundLit::negative(self.any_id(predicate, args))),
            Naf::NotNot => {
                let id = self.any_id(predicate, args);
                Lit::Ground(GroundLit::negative(self.double_negation(id)))
            }
        }
    }

    /// Whether some rule head may derive an instance of the body atom `atom` of rule `rule`:
    /// gringo's dependencies are between atoms whose terms may unify, so a literal that no
    /// head can derive is decided while its predicate is still being grounded (`q(a)` in
    /// `q(1) :- not q(a)`).
    fn derivable(&mut self, rule: usize, atom: &ir::Atom) -> bool {
        let context = (
            &self.head_patterns,
            self.plans,
            self.program,
            &*self.symbols,
        );
        self.progress.derivable(context, rule, atom)
    }

    /// Whether all instances of the body atom `atom` of rule `rule` are known, as gringo
    /// sees a stratified occurrence (see [`progress`]).
    fn settled(&mut self, rule: usize, atom: &ir::Atom) -> bool {
        let context = (
            &self.head_patterns,
            self.plans,
            self.program,
            &*self.symbols,
        );
        self.progress.settled(context, rule, atom)
    }

    /// The uncertain body literals of an instance, split into the plan's element condition
    /// (literals from `condition_start` on) and the rest; `None` if a literal cannot hold.
    fn body(
        &mut self,
        p: usize,
        instance: &Instance<'_>,
        binding: &Binding,
        condition_start: Option<usize>,
    ) -> Option<SplitBody> {
        let mut body = SplitBody::default();
        let plan = &self.plans.plans[p];
        for (i, literal) in plan.literals.iter().enumerate() {
            let in_condition = condition_start.is_some_and(|start| i >= start)
                && !matches!(literal, PlanLiteral::Lookup(_));
            let rule = plan.rule;
            let lit = match literal {
                PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) => {
                    let index = instance.atoms[i] as usize;
                    let table = &self.tables[atom.predicate.0 as usize];
                    if table.state(index).fact() {
                        Lit::True
                    } else {
                        Lit::Ground(GroundLit::positive(self.domain_id(atom.predicate, index)))
                    }
                }
                // A negative literal of a predicate that a head construct's own component
                // derives is recursive for gringo: it is decided by facts only, even though
                // the construct's body instances are recorded once the component is done.
                PlanLiteral::Literal(Literal::Atom(naf, atom))
                    if matches!(plan.action, plan::Action::RecordHead(_))
                        && self.in_head_component(rule, atom.predicate) =>
                {
                    match self.eval_terms(rule, &atom.args, binding) {
                        Some(args) => self.atom_literal(rule, *naf, atom, &args, true),
                        None => Lit::False,
                    }
                }
                PlanLiteral::Literal(literal) => self.literal(rule, literal, binding),
                PlanLiteral::Lookup(o) => self.lookup_literal(*o, binding),
            };
            match lit {
                Lit::True => {}
                Lit::False => return None,
                Lit::Ground(l) if in_condition => body.condition.push(l),
                Lit::Ground(l) => body.main.push(l),
            }
        }
        Some(body)
    }

    /// Whether all elements of the instances of occurrence `o` are known: it is complete,
    /// or its conditions are not recursive, or the predicates of their atoms are complete;
    /// or else all atoms of its conditions and of a conditional literal's literal are settled
    /// (stratified occurrences in gringo's sense, see [`progress`]): gringo delays a
    /// conjunction whose literal its own rule may derive (`p(1) :- p(Z) : d(Z), p(a).`),
    /// even where its condition never holds.
    fn elements_known(&mut self, o: usize) -> bool {
        let occurrence = &self.plans.occurrences[o];
        if self.occurrence_complete[o] || !occurrence.recursive {
            return true;
        }
        let conditions = occurrence.conditions();
        let mut atoms: Vec<&ir::Atom> = (conditions.iter().flat_map(|c| c.iter()))
            .filter_map(|l| match l {
                Literal::Atom(_, atom) => Some(atom),
                _ => None,
            })
            .collect();
        if atoms.iter().all(|a| self.complete[a.predicate.0 as usize]) {
            return true;
        }
        if let OccurrenceKind::Conditional(c) = &occurrence.kind
            && let Literal::Atom(_, atom) = &c.literal
        {
            atoms.push(atom);
        }
        for atom in atoms {
            if !self.complete[atom.predicate.0 as usize] && !self.settled(occurrence.rule, atom) {
                return false;
            }
        }
        true
    }

    /// The literal for the instance of occurrence `o` under `binding`.
    fn lookup_literal(&mut self, o: usize, binding: &Binding) -> Lit {
        let plans = self.plans;
        let occurrence = &plans.occurrences[o];
        let key: Box<[Symbol]> = occurrence
            .globals
            .iter()
            .map(|&v| binding.get(v).expect("globals are bound"))
            .collect();
        let (naf, bounds) = match &occurrence.kind {
            OccurrenceKind::Conditional(_) => (Naf::Positive, Vec::new()),
            OccurrenceKind::Aggregate(naf, aggregate) => {
                let bounds = aggregate.bounds.clone();
                match aggregate::bound_values(&bounds, binding, self.symbols) {
                    Ok(values) => (*naf, values),
                    Err(u) => {
                        let rule = occurrence.rule;
                        self.report_undefined(rule, vec![u]);
                        return Lit::False;
                    }
                }
            }
        };
        let empty = aggregate::Instance::default();
        let instance = self.stores[o].instances.get(&key).unwrap_or(&empty);
        let (pending, complete, grounding) =
            (&self.pending_predicates, &self.complete, &self.grounding);
        let underived = |l: GroundLit| underived(l, pending, complete, grounding);
        let status =
            aggregate::instance_status(instance, occurrence, &bounds, &underived, self.symbols);
        let status = if naf == Naf::Not {
            aggregate::negate(status)
        } else {
            status
        };
        // An instance whose elements are all known is decided: that of a complete
        // occurrence, or of one whose conditions are not recursive (its elements for this
        // instance were all accumulated: accumulation plans run before the rule's other
        // plans in each round). So is, as gringo does, one that holds and that more elements
        // cannot make false (a monotone aggregate), and the negation of one. Otherwise the
        // rule refers to its atom, defined at the end from all its elements.
        // A conditional literal with an element whose condition certainly holds and whose
        // literal is false for good (its predicate complete) stays false, as gringo's
        // conjunction is blocked by such an element.
        let settled = |l: GroundLit| self::underived(l, pending, complete, complete);
        let blocked = matches!(occurrence.kind, OccurrenceKind::Conditional(_))
            && status == Status::False
            && aggregate::conjunction_status(instance, &settled) == Status::False;
        let stays_true = naf != Naf::Not && status == Status::True && occurrence.monotone();
        let stays_false =
            blocked || (naf == Naf::Not && status == Status::False && occurrence.monotone());
        match status {
            _ if occurrence.undecided => {}
            Status::True if stays_true || self.elements_known(o) => return Lit::True,
            Status::False if stays_false || self.elements_known(o) => return Lit::False,
            _ => {}
        }
        let values: Box<[Symbol]> = bounds.iter().map(|&(_, v)| v).collect();
        let instance = self.stores[o].instances.entry(key).or_default();
        let out = &mut self.out;
        let id = *instance
            .atoms
            .entry(values)
            .or_insert_with(|| out.new_atom());
        match naf {
            Naf::Positive => Lit::Ground(GroundLit::positive(id)),
            Naf::Not => Lit::Ground(GroundLit::negative(id)),
            Naf::NotNot => Lit::Ground(GroundLit::negative(self.double_negation(id))),
        }
    }
}

/// Whether a plain body literal has `term` among its subterms.
fn element_contains(element: &ir::BodyElement, term: &ir::Term) -> bool {
    fn contains(t: &ir::Term, term: &ir::Term) -> bool {
        t == term
            || match t {
                ir::Term::Function(_, args) | ir::Term::External(_, args, _) => {
                    args.iter().any(|a| contains(a, term))
                }
                ir::Term::Unary(_, a, _) => contains(a, term),
                ir::Term::Binary(_, a, b, _) => contains(a, term) || contains(b, term),
                ir::Term::Symbol(_) | ir::Term::Variable(_) => false,
            }
    }
    match element {
        ir::BodyElement::Literal(Literal::Atom(_, atom)) => {
            atom.args.iter().any(|a| contains(a, term))
        }
        ir::BodyElement::Literal(Literal::Compare(_, l, _, r) | Literal::Range(_, l, r)) => {
            contains(l, term) || contains(r, term)
        }
        _ => false,
    }
}

/// Whether an element's tuple has a weight its aggregate can count: `#sum` and `#sum+` need
/// an integer (`#count`, `#min` and `#max` take any tuple).
fn weight_counts(function: AggregateFunction, tuple: &[Symbol]) -> bool {
    match function {
        AggregateFunction::Sum | AggregateFunction::SumPlus => {
            matches!(tuple.first(), Some(Symbol::Int(_)))
        }
        _ => true,
    }
}

/// The uncertain literals of an instance's body.
#[derive(Default)]
struct SplitBody {
    /// Literals of the element condition of the plan (for accumulation and head elements).
    condition: Vec<GroundLit>,
    /// The other literals.
    main: Vec<GroundLit>,
}

/// Whether a disjunction is gringo's plain disjunctive rule: every disjunct an atom of the
/// program without condition that is its element's whole conjunction (gringo grounds the
/// others through auxiliary domains, a pool like `q(X;X+1)` as a conjunction too).
pub(super) fn simple_disjunction(
    elements: &[ir::Conditional],
    origins: &[ir::DisjunctOrigin],
    auxiliary: &[bool],
) -> bool {
    elements.iter().enumerate().all(|(d, e)| {
        let Literal::Atom(_, atom) = &e.literal else {
            return false;
        };
        e.condition.is_empty()
            && ir::stands_alone(origins, d)
            && !auxiliary[atom.predicate.0 as usize]
    })
}

/// Whether `literal` is a positive literal of an atom that is not derived (its id is in
/// `pending`) although its predicate is `complete` or being grounded (`grounding`); see
/// [`aggregate::Underived`].
fn underived(
    literal: GroundLit,
    pending: &HashMap<AtomId, PredId>,
    complete: &[bool],
    grounding: &[bool],
) -> bool {
    !literal.is_negative()
        && (pending.get(&literal.atom()))
            .is_some_and(|p| complete[p.0 as usize] || grounding[p.0 as usize])
}

/// The component of each of `count` predicates.
fn component_of_predicates(plans: &Plans, count: usize) -> Vec<usize> {
    let mut component = vec![0; count];
    for (c, members) in plans.components.iter().enumerate() {
        for &predicate in &members.predicates {
            component[predicate.0 as usize] = c;
        }
    }
    component
}
