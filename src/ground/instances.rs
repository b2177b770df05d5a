//! What an instance of a plan produces: derived atoms and ground rules, head elements,
//! aggregate and conditional-literal elements, externals, and the instances of head
//! constructs' rules (translated at the end, see [`super::finalize`]).

use super::emit::{self, Lit};
use super::eval::{self, Binding, Undefined};
use super::join::Instance;
use super::numbering::Fresh;
use super::plan::{Action, OccurrenceKind, PlanLiteral};
use super::{Grounder, HeadElement, HeadRecord, head_aggregate, surface, weight_counts};
use crate::aspif::{AtomId, ExternalValue, GroundLit};
use crate::check::ir::{self, Head, Literal, PredId};
use crate::diag::Diagnostic;
use crate::symbol::Symbol;
use crate::syntax::ast;

impl Grounder<'_> {
    /// Processes an instance of plan `p` (a binding under which its body may hold): splits
    /// off the literals that hold for certain and does what the plan's action says with
    /// the rest.
    pub(super) fn process(&mut self, p: usize, instance: &Instance<'_>) {
        let (plans, program) = (self.plans, self.program);
        let plan = &plans.plans[p];
        let rule_index = plan.rule;
        let rule = &program.rules[rule_index];
        let action = plan.action;
        self.mark_rule_origin(rule_index);
        let binding = Self::binding(instance);
        if let Action::HeadElement(c, d)
        | Action::ElementCondition(c, d)
        | Action::ElementHolds(c, d) = action
            && !self.reported(c, d, &binding)
        {
            return;
        }
        let key_values = || {
            plan.key
                .iter()
                .map(|&v| binding.get(v).expect("keys are bound"))
        };
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
        let numbered_here =
            action == Action::Derive || (action == Action::Emit && rule.head == Head::False);
        if numbered_here {
            self.fresh = Some((self.out.atom_count + 1, Vec::new()));
        }
        let Some(mut body) = self.body(p, instance, &binding, condition_start) else {
            self.fresh = None;
            return;
        };
        if numbered_here {
            self.number_body_as_gringo(p, &mut body);
        }
        if let Action::Accumulate(o, element) = action {
            // The most frequent action: its key and tuple go into reused buffers.
            let (mut key, mut tuple) = std::mem::take(&mut self.element_buffers);
            key.clear();
            key.extend(key_values());
            self.accumulate(
                rule_index,
                (o, element),
                &key,
                &binding,
                body.condition,
                &mut tuple,
            );
            self.element_buffers = (key, tuple);
            return;
        }
        let key: Box<[Symbol]> = key_values().collect();
        match action {
            Action::Derive => {
                let Head::Atom(atom) = &rule.head else {
                    unreachable!()
                };
                let Some(args) = self.eval_terms(rule_index, &atom.args, &binding) else {
                    self.fresh = None;
                    return;
                };
                let facts_only = body.main.iter().all(|l| body.kept.contains(l));
                if !body.kept.is_empty() && facts_only {
                    // A body of facts only: the head is a fact, as in gringo, and its rule
                    // keeps the facts.
                    self.derive(atom.predicate, &args, Vec::new());
                    let (index, _) = self.tables[atom.predicate.0 as usize].insert(&args);
                    let id = self.domain_id(atom.predicate, index);
                    self.push_rule(id, &body.main);
                } else {
                    self.derive(atom.predicate, &args, body.main);
                }
                self.fresh = None;
            }
            Action::External => self.external(rule_index, &binding, body.main),
            Action::ElementCondition(construct, element) => {
                self.element_condition(p, (construct, element), key, &binding, body.condition)
            }
            Action::ElementHolds(construct, element) => {
                let certain = body.condition.is_empty();
                self.element_truth(construct, element, key, &binding, certain);
            }
            Action::HeadElement(construct, element) => self.head_element(
                rule_index,
                (construct, element),
                key,
                &binding,
                body.condition,
            ),
            Action::Accumulate(..) => unreachable!("accumulated above"),
            Action::RecordHead(construct) => {
                self.record_head(rule_index, construct, key, &binding, body.main)
            }
            Action::Emit => {
                self.fresh = None;
                self.emit(rule_index, &binding, body.main)
            }
        }
    }

    /// An `#external` instance: its atom, external with the value given (when the body
    /// holds, if it has uncertain literals).
    fn external(&mut self, rule_index: usize, binding: &Binding, body: Vec<GroundLit>) {
        let rule = &self.program.rules[rule_index];
        if let Head::Theory(atom) = &rule.head {
            // A theory atom's instance: its atom exists (free unless a rule derives it).
            if let Some(args) = self.eval_terms(rule_index, &atom.args, binding) {
                self.tables[atom.predicate.0 as usize].insert(&args);
            }
            return;
        }
        let Head::External(atom, value) = &rule.head else {
            unreachable!()
        };
        let Some(args) = self.eval_terms(rule_index, &atom.args, binding) else {
            return;
        };
        let Some(value) = self.eval_terms(rule_index, std::slice::from_ref(value), binding) else {
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
        if body.is_empty() {
            self.out.externals.push((id, value));
        } else {
            // A conditional external: external when the body holds.
            let holds = self.out.new_atom();
            self.emitter().rule(Some(holds), &body);
            self.out.externals.push((id, value));
        }
    }

    /// The condition of a disjunction element instance, recorded with the element.
    fn element_condition(
        &mut self,
        p: usize,
        (construct, element): (usize, usize),
        key: Box<[Symbol]>,
        binding: &Binding,
        condition: Vec<GroundLit>,
    ) {
        let plans = self.plans;
        let rule = &self.program.rules[plans.plans[p].rule];
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
                condition: condition.into_boxed_slice(),
            });
    }

    /// A head element instance: a disjunct, or an element of a head aggregate (its atom in
    /// the domain, its tuple counted where the aggregate's function can count it).
    fn head_element(
        &mut self,
        rule_index: usize,
        (construct, element): (usize, usize),
        key: Box<[Symbol]>,
        binding: &Binding,
        condition: Vec<GroundLit>,
    ) {
        let rule = &self.program.rules[rule_index];
        let aggregate = match &rule.head {
            Head::Disjunction(elements, _) => {
                let condition = condition.into_boxed_slice();
                let at = (construct, element);
                self.disjunct(at, &elements[element], key, binding, condition);
                return;
            }
            Head::Aggregate(aggregate) => aggregate,
            _ => unreachable!(),
        };
        let e = &aggregate.elements[element];
        let atom = e.atom.as_ref().expect("head element atom");
        let Some(args) = self.eval_terms(rule_index, &atom.args, binding) else {
            // An element of a head aggregate is dropped.
            return;
        };
        let Some(tuple) = self.eval_terms(rule_index, &e.tuple, binding) else {
            return;
        };
        if !weight_counts(aggregate.function, &tuple) {
            // clingo drops the element, its atom too.
            self.tuple_ignored(e.span, &tuple);
            return;
        }
        let Some(bounds) = self.head_bounds(rule_index, binding) else {
            return;
        };
        let waiting = head_aggregate::Waiting {
            predicate: atom.predicate,
            args,
            tuple: tuple.clone(),
            certain: condition.is_empty(),
        };
        let place = self.head_aggregate_atom(construct, &key, &bounds, waiting);
        let atom = self.number_later(construct, &key, element, place);
        self.head_elements[construct]
            .entry(key)
            .or_default()
            .push(HeadElement {
                element,
                key: Box::default(),
                atom,
                tuple,
                condition: condition.into_boxed_slice(),
            });
    }

    /// An element instance of body occurrence `o`, accumulated with its own condition.
    /// (`tuple`: a buffer for the element's tuple.)
    fn accumulate(
        &mut self,
        rule_index: usize,
        (o, element): (usize, usize),
        key: &[Symbol],
        binding: &Binding,
        condition: Vec<GroundLit>,
        tuple: &mut Vec<Symbol>,
    ) {
        let plans = self.plans;
        tuple.clear();
        match &plans.occurrences[o].kind {
            OccurrenceKind::Aggregate(_, aggregate) => {
                let function = aggregate.function;
                let terms = &aggregate.elements[element].tuple;
                if !self.eval_terms_into(rule_index, terms, binding, tuple) {
                    return;
                }
                if !weight_counts(function, tuple) {
                    self.tuple_ignored(aggregate.elements[element].span, tuple);
                    return;
                }
            }
            OccurrenceKind::Conditional(conditional) => {
                match self.literal(rule_index, &conditional.literal, binding) {
                    Lit::True => return,
                    Lit::False => tuple.push(Symbol::Int(0)),
                    Lit::Ground(l) => tuple.push(Symbol::Int(l.0)),
                }
            }
        }
        // The rule's other literals hold wherever the occurrence is used, so the
        // element's own condition is what decides whether it counts.
        let occurrence = &plans.occurrences[o];
        if occurrence.first_empty && occurrence.early[element] {
            self.stores[o].add_early(key, tuple, &condition);
        }
        self.stores[o].add(key, tuple, condition.into_boxed_slice());
    }

    /// The instance of a head construct's rule (a head aggregate with its bound values).
    fn record_head(
        &mut self,
        rule_index: usize,
        construct: usize,
        key: Box<[Symbol]>,
        binding: &Binding,
        body: Vec<GroundLit>,
    ) {
        let Some(bounds) = self.head_bounds(rule_index, binding) else {
            return;
        };
        self.head_records[construct].push(HeadRecord { key, body, bounds });
    }

    /// The bounds of rule `rule_index`'s head aggregate instance (none for a disjunction),
    /// or `None` if a bound is undefined.
    pub(super) fn head_bounds(
        &mut self,
        rule_index: usize,
        binding: &Binding,
    ) -> Option<Vec<(ast::Relation, Symbol)>> {
        let Head::Aggregate(aggregate) = &self.program.rules[rule_index].head else {
            return Some(Vec::new());
        };
        let terms: Vec<ir::Term> = aggregate.bounds.iter().map(|b| b.term.clone()).collect();
        let values = self.eval_terms(rule_index, &terms, binding)?;
        Some(
            (aggregate.bounds.iter().map(|b| b.relation))
                .zip(values.iter().copied())
                .collect(),
        )
    }

    /// The first disjunct of a disjunction instance (`binding`) that certainly holds: one
    /// without condition whose atom is a fact now, or the instance being processed (`own`:
    /// element, predicate, arguments and whether its condition holds for certain); or one
    /// without condition whose atom is undefined (gringo drops the instance there too).
    pub(super) fn certain_disjunct(
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
    pub(super) fn in_head_component(&self, rule: usize, predicate: PredId) -> bool {
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
                let terms = (weight, priority, terms.as_slice(), *weight_span);
                self.minimize_element(rule_index, terms, binding, body)
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
                let terms = [weight.clone(), priority.clone(), modifier.clone()];
                self.heuristic(rule_index, atom, &terms, binding, body)
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
            Head::TheoryElement { .. } => self.theory_element(rule_index, binding, body),
            Head::Atom(_)
            | Head::External(..)
            | Head::Disjunction(..)
            | Head::Aggregate(_)
            | Head::Theory(_) => {
                unreachable!("these heads derive atoms")
            }
        }
    }

    /// A weak constraint instance: its tuple's body added to the minimize statement of its
    /// priority (a weight or priority that is no integer drops it, with clingo's info).
    fn minimize_element(
        &mut self,
        rule_index: usize,
        (weight, priority, terms, weight_span): (
            &ir::Term,
            &ir::Term,
            &[ir::Term],
            crate::diag::Span,
        ),
        binding: &Binding,
        body: Vec<GroundLit>,
    ) {
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
                weight_span,
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

    /// A `#heuristic` instance (`terms`: weight, priority, modifier), for the domain
    /// heuristic.
    fn heuristic(
        &mut self,
        rule_index: usize,
        atom: &ir::Atom,
        terms: &[ir::Term; 3],
        binding: &Binding,
        body: Vec<GroundLit>,
    ) {
        let Some(args) = self.eval_terms(rule_index, &atom.args, binding) else {
            return;
        };
        let Some(values) = self.eval_terms(rule_index, terms, binding) else {
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

    /// Derives `predicate(args)` with the (uncertain part of the) body `body`.
    pub(super) fn derive(&mut self, predicate: PredId, args: &[Symbol], body: Vec<GroundLit>) {
        let table = &mut self.tables[predicate.0 as usize];
        let (index, _) = table.insert(args);
        let state = table.state(index);
        if state.fact() {
            self.unnumber_fresh();
            return;
        }
        if index < self.earlier[predicate.0 as usize]
            && self.projected_from[predicate.0 as usize].is_some()
        {
            self.redefine_projection(predicate, index);
        }
        let state = self.tables[predicate.0 as usize].state(index);
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
        let mut body = body;
        let id = self.number_head_first(id, &mut body);
        self.push_rule(id, &body);
    }

    /// Gives atom `index` of the projection `predicate`, of an earlier step and not a fact,
    /// which this step derives anew (from an atom it projects that is new), a new id, once:
    /// the new atom holds where the old one does (`new :- old.`) or one of this step's
    /// instances does. Rules of earlier steps keep the old atom, as they do in clingo (an
    /// earlier step's atom is not redefined).
    fn redefine_projection(&mut self, predicate: PredId, index: usize) {
        let state = self.tables[predicate.0 as usize].state(index);
        let Some(old) = state.id() else {
            return;
        };
        if old.0 > self.atoms_before {
            return; // Redefined already.
        }
        let new = self.out.new_atom();
        self.tables[predicate.0 as usize]
            .state_mut(index)
            .set_id(new);
        self.push_rule(new, &[GroundLit::positive(old)]);
    }

    /// The rule `id :- body.`
    fn push_rule(&mut self, id: AtomId, body: &[GroundLit]) {
        if body.is_empty() {
            let index = id.0 as usize;
            if self.fact_ids.len() <= index {
                self.fact_ids.resize(index + 1, false);
            }
            self.fact_ids[index] = true;
        }
        self.out.rules.push(crate::aspif::Rule::normal(&[id], body));
    }

    /// Whether an atom id was reserved for atom `index` of `predicate` before it was derived.
    pub(super) fn is_pending(&self, predicate: PredId, index: usize) -> bool {
        !self.pending.is_empty()
            && self.pending.contains_key(&(
                predicate,
                self.tables[predicate.0 as usize].args(index).into(),
            ))
    }

    /// The id of the derived atom `index` of `predicate`, allocated on first use.
    pub(super) fn domain_id(&mut self, predicate: PredId, index: usize) -> AtomId {
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
        let id = pending.unwrap_or_else(|| {
            let id = self.out.new_atom();
            if let Some((_, fresh)) = &mut self.fresh {
                fresh.push((id, Fresh::Table(predicate, index)));
            }
            id
        });
        let state = self.tables[predicate.0 as usize].state_mut(index);
        state.set_id(id);
        if state.fact() {
            // A fact whose atom is asked for only now (see `derive`).
            self.push_rule(id, &[]);
        }
        id
    }

    /// The id of atom `predicate(args)`, derived or not.
    pub(super) fn any_id(&mut self, predicate: PredId, args: &[Symbol]) -> AtomId {
        if let Some(index) = self.tables[predicate.0 as usize].find(args) {
            return self.domain_id(predicate, index);
        }
        let (out, pending_predicates) = (&mut self.out, &mut self.pending_predicates);
        let fresh = &mut self.fresh;
        *self
            .pending
            .entry((predicate, args.into()))
            .or_insert_with(|| {
                let id = out.new_atom();
                pending_predicates.insert(id, predicate);
                if let Some((_, fresh)) = fresh {
                    fresh.push((id, Fresh::Pending(predicate, args.into())));
                }
                id
            })
    }

    fn emitter(&mut self) -> emit::Emitter<'_> {
        emit::Emitter {
            program: &mut self.out,
        }
    }

    /// An atom equivalent to `not not a`.
    pub(super) fn double_negation(&mut self, atom: AtomId) -> AtomId {
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
}
