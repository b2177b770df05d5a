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
//! (chosen when the part of gringo's statement order it belongs to starts, by the domain
//! sizes then; see `clingo_order`), and new atoms are scanned last first as gringo scans
//! them: atoms are derived, and so shown, in clingo's order.
//!
//! Operations that are undefined (`1/0`, `a+1`, overflow) drop the instance that needs them
//! and are reported as clingo reports them: `info: operation undefined`.

pub mod aggregate;
mod backjump;
mod clingo_order;
mod disjunction;
mod domain;
mod element_set;
mod emit;
pub mod eval;
mod finalize;
mod head_aggregate;
mod instances;
pub mod join;
mod literals;
mod numbering;
pub mod origins;
mod patterns;
pub mod plan;
mod progress;
pub mod script;
mod statement_graph;
pub mod surface;
pub mod table;
mod theory;

use crate::aspif::theory::TheoryElementId;
use crate::aspif::{AtomId, GroundLit, GroundProgram};
use crate::check::ir::{self, Literal, PredId};
use crate::check::print::Printer;
use crate::diag::Diagnostic;
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{AggregateFunction, Naf, Relation};
use aggregate::OccurrenceStore;
pub use domain::Domain;
use eval::{Binding, Undefined};
use indexmap::IndexMap;
use join::{Instance, Instances, JoinInput, JoinState};
use literals::known;
use plan::{Action, Order, PlanLiteral, Plans};
use rustc_hash::{FxBuildHasher, FxHashMap};
use script::ScriptFunctions;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicBool;

/// The elements of theory atom instances, by occurrence and instance key, each with its place
/// in its atom as written.
type TheoryElements = HashMap<(u32, Box<[Symbol]>), Vec<(u32, TheoryElementId)>>;
use table::AtomTable;

/// How many candidates of a join's first literal are joined before their instances are
/// processed (it bounds the buffer of instances waiting to be processed).
const JOIN_BATCH: usize = 256;

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
    /// If asked for ([`GroundOptions::atom_names`]): the statement each rule of `program`
    /// comes from; empty otherwise.
    pub origins: origins::RuleOrigins,
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
    /// The functions that `@f(...)` terms call (none: such terms are undefined).
    pub scripts: Option<&'a dyn ScriptFunctions>,
    /// `--rewrite-minimize`: optimization statements become rules deriving shown
    /// `_criteria/3` atoms (applied by the checker, see `check::CheckOptions`).
    pub rewrite_minimize: bool,
    /// `--preserve-facts`: which facts the ground program keeps.
    pub preserve_facts: PreserveFacts,
}

/// Which facts a ground program keeps (gringo's `--preserve-facts`): by default a positive
/// body literal over a fact is left out of the rule, and a shown fact is shown
/// unconditionally (its atom needs no number).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PreserveFacts {
    /// Neither (the default).
    #[default]
    None,
    /// The fact literals of rule bodies stay (gringo's `keepFacts`).
    Body,
    /// A shown fact's entry in the output table has its atom as its condition.
    Symtab,
    /// Both.
    All,
}

impl PreserveFacts {
    /// Whether positive fact literals stay in rule bodies.
    pub fn body(self) -> bool {
        matches!(self, PreserveFacts::Body | PreserveFacts::All)
    }

    /// Whether shown facts have their atoms in the output table.
    pub fn symtab(self) -> bool {
        matches!(self, PreserveFacts::Symtab | PreserveFacts::All)
    }
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
    // A predicate with uncertain atoms of earlier steps is not positively stratified here,
    // whatever this step's rules for it (a condition over it is enumerated, as in gringo).
    let uncertain: HashSet<PredId> = (program.predicates.iter().enumerate())
        .filter(|(_, p)| domain.uncertain(p))
        .map(|(i, _)| PredId(i as u32))
        .collect();
    let plans = Plans::new(program, (&auxiliary, &uncertain), &head_patterns, &derives);
    let plans = &plans;
    // Auxiliary predicates are numbered per step: they are the step's own. Not the
    // projections of body literals, whose atoms are kept (see `Grounder::projected_from`).
    let mut projected_from = vec![None; program.predicates.len()];
    for &(projection, _) in &program.projections {
        let predicate = &program.predicates[projection.0 as usize];
        projected_from[projection.0 as usize] = Some(domain.projected(predicate));
    }
    let tables: Vec<AtomTable> = (program.predicates.iter().enumerate())
        .map(|(i, p)| match auxiliary[i] && projected_from[i].is_none() {
            true => AtomTable::new(p.arity as usize),
            false => domain.take(p),
        })
        .collect();
    let mut grounder = Grounder {
        projected_from,
        atoms_before: domain.atom_count,
        earlier: tables.iter().map(AtomTable::len).collect(),
        earlier_show: (domain.show_filter, domain.shown.clone()),
        tables,
        complete: vec![false; program.predicates.len()],
        occurrence_complete: vec![false; plans.occurrences.len()],
        stores: (0..plans.occurrences.len())
            .map(|_| OccurrenceStore::default())
            .collect(),
        head_elements: (0..plans.heads.len())
            .map(|_| IndexMap::default())
            .collect(),
        head_records: (0..plans.heads.len()).map(|_| Vec::new()).collect(),
        head_aggregates: Default::default(),
        undefined_disjuncts: HashSet::new(),
        dropped_disjunctions: (0..plans.heads.len()).map(|_| HashSet::new()).collect(),
        element_truths: (0..plans.heads.len()).map(|_| Default::default()).collect(),
        condition_instances: HashMap::new(),
        needed: HashMap::new(),
        voided_disjunctions: (0..plans.heads.len()).map(|_| HashMap::new()).collect(),
        certain_disjuncts: (0..plans.heads.len()).map(|_| HashMap::new()).collect(),
        program,
        plans,
        symbols,
        pending: FxHashMap::default(),
        pending_predicates: FxHashMap::default(),
        fresh: None,
        body_places: HashMap::new(),
        unnumbered: Vec::new(),
        delayed_heads: Vec::new(),
        fact_ids: Vec::new(),
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
        theory_elements: HashMap::new(),
        naive: options.naive,
        eager_facts: options.atom_names,
        keep_facts: options.preserve_facts.body(),
        surface: options.atom_names.then(surface::Surface::default),
        // A later step of a session records them too: the engine orders the rules of a step
        // that redefines atoms by their statements (`engine/definitions.rs`).
        origins: (options.atom_names || domain.atom_count() > 0)
            .then(origins::RuleOrigins::default),
        interrupt: options.interrupt,
        scripts: options.scripts,
        failed: false,
        element_buffers: Default::default(),
        reported_ground: HashSet::new(),
    };
    for (predicate, args) in program.facts.iter() {
        grounder.derive(predicate, args, Vec::new());
    }
    grounder.run();
    if grounder.interrupted() || grounder.failed {
        return Grounded {
            program: GroundProgram::default(),
            shown: Vec::new(),
            first_term: 0,
            names: Vec::new(),
            diagnostics: grounder.diagnostics,
            errors: grounder.errors,
            surface: None,
            origins: Default::default(),
            interrupted: !grounder.failed,
        };
    }
    grounder.finish(options, domain)
}

/// A disjunct with an undefined atom: (head construct, element), the construct's instance
/// and the values of the disjunct's variables.
type UndefinedDisjunct = ((usize, usize), Box<[Symbol]>, Box<[Symbol]>);

/// A minimize term: priority and the tuple (weight first).
pub(crate) type MinimizeKey = (i32, Box<[Symbol]>);

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
    /// Per predicate, for the projections of body literals (`#p_p_1`): how many atoms of the
    /// predicate it projects the rule defining it was grounded over in earlier steps; this
    /// step grounds it over the others only. (gringo too grounds each projection rule once
    /// per atom, over the atoms new since it last grounded it.)
    projected_from: Vec<Option<usize>>,
    /// The number of atoms of the ground program before this step.
    atoms_before: u32,
    /// Whether earlier steps had `#show` statements, and their `#show p/n.` signatures.
    earlier_show: (bool, HashSet<ir::Predicate>),
    /// Whether a predicate's component is done.
    complete: Vec<bool>,
    /// Whether an occurrence's component is done (all its elements are known).
    occurrence_complete: Vec<bool>,
    /// Instances of body aggregates and conditional literals.
    stores: Vec<OccurrenceStore>,
    /// Element instances of head constructs, by the construct's global values.
    head_elements: Vec<IndexMap<Box<[Symbol]>, Vec<HeadElement>, FxBuildHasher>>,
    /// Body instances of head constructs.
    head_records: Vec<Vec<HeadRecord>>,
    /// Which head aggregate instances have their element atoms defined.
    head_aggregates: head_aggregate::HeadAggregates,
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
    /// Per disjunct that gringo searches with backjumping: the variables its search needs,
    /// decided when the grounding of its part starts (see [`Grounder::start_searches`]).
    needed: HashMap<(usize, usize), Vec<ir::VarId>>,
    /// Per head disjunction: the instances (of `dropped_disjunctions`) dropped for an
    /// undefined disjunct whose condition holds, with its index: gringo defines none of the
    /// atoms after it.
    voided_disjunctions: Vec<HashMap<Box<[Symbol]>, usize>>,
    /// Per head disjunction without conditions: its instances' first disjunct that
    /// certainly holds, decided when the instance's first disjunct is grounded (gringo
    /// grounds the disjunction at once; rasp grounds its disjuncts with their predicates'
    /// components, some of them after a later rule made another disjunct a fact).
    certain_disjuncts: Vec<HashMap<Box<[Symbol]>, Option<usize>>>,
    /// Ids of atoms used in rules but not derived (yet).
    pending: FxHashMap<(PredId, Box<[Symbol]>), AtomId>,
    /// The predicate of each id in `pending`.
    pending_predicates: FxHashMap<AtomId, PredId>,
    /// While an instance of a normal rule or an integrity constraint is made (see
    /// [`Self::number_body_as_gringo`], [`Self::number_head_first`]): the first id of the
    /// instance, and where each id made since is kept.
    fresh: Option<(u32, Vec<(AtomId, numbering::Fresh)>)>,
    /// Per rule whose instances numbered several atoms of their body: where gringo lists
    /// each plan literal of its main plan (see [`Self::number_body_as_gringo`]).
    body_places: HashMap<usize, Vec<u32>>,
    /// The element atoms of head constructs derived and not numbered yet.
    unnumbered: Vec<numbering::Unnumbered>,
    /// Those numbered at the end (see [`Self::number_delayed_heads`]).
    delayed_heads: Vec<numbering::Unnumbered>,
    /// Per atom id: whether it is a fact (grows with the ids of facts).
    fact_ids: Vec<bool>,
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
    /// The elements of theory atom instances so far, by occurrence and instance key.
    /// (Each with its place in its atom as written.)
    theory_elements: TheoryElements,
    /// Naive evaluation ([`GroundOptions::naive`]).
    naive: bool,
    /// Whether every fact gets an atom and a rule `a.` when derived; otherwise (without
    /// [`GroundOptions::atom_names`]) only once something refers to it: the output table shows
    /// facts unconditionally, and a ground program of millions of facts needs no rule for each.
    eager_facts: bool,
    /// Whether positive body literals over facts stay in the ground rules
    /// ([`PreserveFacts::body`]).
    keep_facts: bool,
    /// What the translation hides, for printing (with [`GroundOptions::atom_names`]).
    surface: Option<surface::Surface>,
    /// The statement of each rule written (with [`GroundOptions::atom_names`]).
    origins: Option<origins::RuleOrigins>,
    /// [`GroundOptions::interrupt`].
    interrupt: Option<&'a AtomicBool>,
    /// [`GroundOptions::scripts`].
    scripts: Option<&'a dyn ScriptFunctions>,
    /// Set when a script function failed (its error is in `errors`): grounding stops.
    failed: bool,
    /// Reused buffers for the key and the tuple of an accumulated element.
    element_buffers: (Vec<Symbol>, Vec<Symbol>),
    /// Where undefined ground terms were reported (file, start, end): gringo reports a term
    /// without variables (`@h(1)`) once, not once per rule instance.
    reported_ground: HashSet<(u32, u32, u32)>,
}

impl Grounder<'_> {
    /// The rules written from now on come from `statement` (see [`Grounded::origins`]).
    fn mark_origin(&mut self, statement: Option<crate::diag::Span>) {
        if let Some(origins) = &mut self.origins {
            origins.mark(self.out.rules.len(), statement);
        }
    }

    /// The rules written from now on come from rule `rule` of the program.
    #[inline]
    fn mark_rule_origin(&mut self, rule: usize) {
        if self.origins.is_some() {
            self.mark_origin(Some(self.program.rules[rule].span));
        }
    }

    /// Whether grounding is to stop ([`GroundOptions::interrupt`]).
    fn interrupted(&self) -> bool {
        self.failed
            || self
                .interrupt
                .is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Relaxed))
    }

    fn run(&mut self) {
        let plans = self.plans;
        for c in 0..plans.components.len() {
            if self.interrupted() {
                return;
            }
            for &predicate in &plans.components[c].predicates {
                self.grounding[predicate.0 as usize] = true;
                // The program's facts are there from the start, as gringo's facts are.
                self.tables[predicate.0 as usize].promote();
            }
            // Stage by stage, as gringo grounds the parts of its statement order.
            let mut start = 0;
            for &end in &plans.components[c].stages {
                self.start_searches(&plans.components[c].plans[start..end]);
                // gringo orders the joins of a part's rules when it starts grounding it, by
                // the sizes of the domains then (with the atoms of the parts before).
                let orders: Vec<(Order, Vec<Order>)> = plans.components[c].plans[start..end]
                    .iter()
                    .map(|&p| self.join_orders(p))
                    .collect();
                self.fixpoint(c, start..end, &orders);
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
        self.number_heads();
        for &p in &plans.final_plans {
            // gringo outputs minimize statements after it translated the delayed constructs.
            if matches!(
                self.program.rules[plans.plans[p].rule].head,
                ir::Head::Minimize(..)
            ) {
                self.number_delayed_heads();
            }
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
        // Whether this round runs the plans over the component's conditional literals
        // ([`plan::Plan::gated`]): once the others are at their fixpoint.
        let mut gates_open = false;
        let gated = (component.plans[stage.clone()].iter()).any(|&p| plans.plans[p].gated);
        // The predicates this stage derives (gringo's recursive ones in its part). gringo's
        // first round of a part joins each rule with its first recursive literal over all
        // their atoms as new ones (scanned last first), the others over none as old: so
        // does rasp's, with those atoms made the delta.
        let mut derived: Vec<PredId> = (component.plans[stage.clone()].iter())
            .filter_map(|&p| match plans.plans[p].home {
                Some(plan::Home::Predicate(q)) => Some(q),
                _ => None,
            })
            .collect();
        // (Once each: a stage may hold thousands of rules for one predicate.)
        derived.sort_unstable();
        derived.dedup();
        if !self.naive {
            for q in &derived {
                self.tables[q.0 as usize].reopen();
            }
        }
        let starts_semi_naive = |plan: &plan::Plan, semi_naive: &[Order]| {
            semi_naive.iter().any(|order| {
                matches!(&plan.literals[order[0].literal],
                    PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom))
                        if derived.binary_search(&atom.predicate).is_ok())
            })
        };
        loop {
            for (&p, (all, semi_naive)) in component.plans[stage.clone()].iter().zip(orders) {
                let plan = &plans.plans[p];
                if plan.gated && !gates_open {
                    continue;
                }
                // A head construct's atoms are numbered once all its elements are derived.
                if let Some(construct) = self.unnumbered.first().map(|u| u.construct)
                    && !matches!(plan.action,
                        plan::Action::HeadElement(c, _)
                        | plan::Action::ElementCondition(c, _)
                        | plan::Action::ElementHolds(c, _) if c == construct)
                {
                    self.number_heads();
                }
                if plan.naive || self.naive || (round == 0 && !starts_semi_naive(plan, semi_naive))
                {
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
            self.define_head_aggregates();
            let mut changed = false;
            for &predicate in &component.predicates {
                changed |= self.tables[predicate.0 as usize].promote();
            }
            for &o in &component.occurrences {
                changed |= std::mem::take(&mut self.stores[o].changed);
            }
            round += 1;
            if changed {
                gates_open = false;
            } else if gated && !gates_open {
                gates_open = true;
            } else {
                return;
            }
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
    /// step, and of its positive atoms those from `floor` on; returns what it returns and the
    /// operations found undefined.
    fn join<R>(
        &mut self,
        unstratified: &[bool],
        out: &mut Instances,
        (window, floor): (std::ops::Range<usize>, usize),
        run: impl FnOnce(&JoinInput<'_>, &mut JoinState<'_>) -> R,
    ) -> (R, Vec<Undefined>) {
        let mut undefined = Vec::new();
        let (atoms, complete, grounding) = (
            (&self.pending_predicates, &self.fact_ids[..]),
            &self.complete,
            &self.grounding,
        );
        let known = |l: GroundLit| known(l, atoms, complete, grounding);
        let input = JoinInput {
            tables: &self.tables,
            complete: &self.complete,
            occurrence_complete: &self.occurrence_complete,
            stores: &self.stores,
            occurrences: &self.plans.occurrences,
            known: &known,
            interrupt: self.interrupt,
            unstratified,
            scripts: self.scripts,
            floor,
        };
        let mut state = JoinState {
            symbols: self.symbols,
            undefined: &mut undefined,
            out,
            window,
            more: false,
            tried: 0,
            stopped: false,
            failed: None,
            key: Vec::new(),
        };
        let result = run(&input, &mut state);
        if let Some(error) = state.failed {
            self.errors.push(error);
            self.failed = true;
        }
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
        // A projection's rule joins the atoms it projects that earlier steps did not.
        let floor = match &self.program.rules[plan.rule].head {
            ir::Head::Atom(atom) => self.projected_from[atom.predicate.0 as usize].unwrap_or(0),
            _ => 0,
        };
        let mut start = 0;
        loop {
            instances.clear();
            let window = start..start + JOIN_BATCH;
            let (more, mut undefined) = self.join(
                &unstratified,
                &mut instances,
                (window, floor),
                |input, state| {
                    join::run(plan, order, &indexes, input, state, vars);
                    state.more
                },
            );
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
            let place = (u.span.file.0, u.span.start, u.span.end);
            if u.term.is_ground() && !self.reported_ground.insert(place) {
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
        Binding::of_values(instance.values)
    }

    /// Evaluates terms; reports an undefined one and returns `None`.
    fn eval_terms(
        &mut self,
        rule: usize,
        terms: &[ir::Term],
        binding: &Binding,
    ) -> Option<Box<[Symbol]>> {
        let mut values = Vec::with_capacity(terms.len());
        (self.eval_terms_into(rule, terms, binding, &mut values)).then(|| values.into_boxed_slice())
    }

    /// Evaluates terms, appending their values to `values`; reports an undefined one and
    /// returns false.
    fn eval_terms_into(
        &mut self,
        rule: usize,
        terms: &[ir::Term],
        binding: &Binding,
        values: &mut Vec<Symbol>,
    ) -> bool {
        for term in terms {
            match eval::eval(term, binding, self.symbols) {
                Ok(v) => values.push(v),
                Err(u) => {
                    self.report_undefined(rule, vec![u]);
                    return false;
                }
            }
        }
        true
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
    /// While atoms are numbered as gringo numbers them (see `numbering`): the plan literal
    /// of each of `main`.
    origins: Vec<u32>,
    /// The literals of `main` that are facts kept in the body ([`PreserveFacts::body`]).
    kept: Vec<GroundLit>,
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
