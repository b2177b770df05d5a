//! The ground form of body literals: plain literals, decided when their atom is a fact or
//! can no longer be derived (gringo's view of which rules may derive it, see
//! [`super::progress`]), and the lookups of body aggregates and conditional literals, decided
//! when their elements are known or as gringo decides them while grounding, else an
//! auxiliary atom defined from all their elements at the end.

use super::aggregate::{self, Status};
use super::emit::Lit;
use super::eval::Binding;
use super::join::Instance;
use super::plan::{OccurrenceKind, PlanLiteral};
use super::script;
use super::statement_graph::ElementAt;
use super::{Grounder, SplitBody, join};
use crate::aspif::{AtomId, GroundLit};
use crate::check::ir::{self, Literal, PredId};
use crate::symbol::Symbol;
use crate::syntax::ast::{Naf, Relation};
use rustc_hash::FxHashMap;

impl Grounder<'_> {
    /// The ground form of a literal under a binding (for conditional literals).
    pub(super) fn literal(&mut self, rule: usize, literal: &Literal, binding: &Binding) -> Lit {
        match literal {
            Literal::Atom(naf, atom) => {
                let Some(args) = self.eval_terms(rule, &atom.args, binding) else {
                    return Lit::False;
                };
                self.atom_literal(rule, *naf, atom, &args, Occurs::Body)
            }
            // A script call's literal: the join that found the instance matched it (with
            // script functions, calls are no other literals' terms).
            Literal::Compare(Naf::Positive, l, Relation::Eq, r)
                if self.scripts.is_some() && script::call_equation(l, r).is_some() =>
            {
                Lit::True
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
    /// derived any more (as gringo sees it where it `occurs`).
    fn atom_literal(
        &mut self,
        rule: usize,
        naf: Naf,
        atom: &ir::Atom,
        args: &[Symbol],
        occurs: Occurs,
    ) -> Lit {
        let predicate = atom.predicate;
        let p = predicate.0 as usize;
        let found = self.tables[p].find(args);
        let fact = found.is_some_and(|i| self.tables[p].state(i).fact());
        // Asked only of an atom not found (a found one is never impossible).
        let impossible = found.is_none()
            && (match occurs {
                Occurs::Body => self.complete[p] || self.settled(rule, atom),
                Occurs::Recursive => false,
                // Not `complete[p]`: gringo fixes the occurrence type with its dependency
                // analysis, and an element's accumulation can come before the rule that
                // defines `p` in its component (decided by facts only) although rasp grounds
                // the element's rule after that one (`r` in
                // regressions/aggregate_element_unstratified_*).
                Occurs::Element(element) => self.settled_in_element(rule, element, atom),
            } || !self.derivable(rule, atom));
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

    /// The grounding progress, with what it needs to know of the program.
    fn progress(&mut self) -> (&mut super::progress::Progress, super::progress::Context<'_>) {
        let context = (
            &self.head_patterns,
            self.plans,
            self.program,
            &*self.symbols,
        );
        (&mut self.progress, context)
    }

    /// Whether some rule head may derive an instance of the body atom `atom` of rule `rule`:
    /// gringo's dependencies are between atoms whose terms may unify, so a literal that no
    /// head can derive is decided while its predicate is still being grounded (`q(a)` in
    /// `q(1) :- not q(a)`).
    pub(super) fn derivable(&mut self, rule: usize, atom: &ir::Atom) -> bool {
        let (progress, context) = self.progress();
        progress.derivable(context, rule, atom)
    }

    /// Whether all instances of the body atom `atom` of rule `rule` are known, as gringo
    /// sees a stratified occurrence (see [`progress`]).
    fn settled(&mut self, rule: usize, atom: &ir::Atom) -> bool {
        let (progress, context) = self.progress();
        progress.settled(context, rule, atom)
    }

    /// Whether all instances of the negative atom `atom` of the condition of `element` are
    /// known, as gringo sees the element's accumulation statement.
    fn settled_in_element(&mut self, rule: usize, element: ElementAt, atom: &ir::Atom) -> bool {
        let (progress, context) = self.progress();
        progress.settled_in_element(context, rule, element, atom)
    }

    /// The element of a body aggregate or body theory atom whose condition holds literal
    /// `i` of `plan` (`in_condition` if it is in the condition of an aggregate element's
    /// plan), if any: a theory element's rule has its condition after its binding part.
    fn accumulated_element(
        &self,
        plan: &super::plan::Plan,
        i: usize,
        in_condition: bool,
    ) -> Option<ElementAt> {
        if in_condition {
            return self.aggregate_element(plan.action);
        }
        if !matches!(
            self.program.rules[plan.rule].head,
            ir::Head::TheoryElement { .. }
        ) || plan.binding_only.get(i) == Some(&true)
        {
            return None;
        }
        self.plans.order.accumulate.theory_element(plan.rule)
    }

    /// The aggregate element whose instances the plan `action` accumulates, if any.
    fn aggregate_element(&self, action: super::plan::Action) -> Option<ElementAt> {
        let super::plan::Action::Accumulate(o, e) = action else {
            return None;
        };
        let occurrence = &self.plans.occurrences[o];
        let at = ElementAt {
            rule: occurrence.rule,
            position: occurrence.position,
            element: e,
        };
        matches!(occurrence.kind, OccurrenceKind::Aggregate(..)).then_some(at)
    }

    /// Whether the instances of `plan` are rules whose positive fact literals stay in their
    /// bodies with `--preserve-facts=body`: as in gringo, those of normal rules, integrity
    /// constraints, disjunctions and head aggregates, not the conditions of elements nor
    /// other statements.
    fn keeps_facts(&self, plan: &super::plan::Plan) -> bool {
        use super::plan::Action;
        match plan.action {
            Action::Derive | Action::RecordHead(_) => true,
            Action::Emit => self.program.rules[plan.rule].head == ir::Head::False,
            _ => false,
        }
    }

    /// The uncertain body literals of an instance, split into the plan's element condition
    /// (literals from `condition_start` on) and the rest; `None` if a literal cannot hold.
    pub(super) fn body(
        &mut self,
        p: usize,
        instance: &Instance<'_>,
        binding: &Binding,
        condition_start: Option<usize>,
    ) -> Option<SplitBody> {
        let mut body = SplitBody::default();
        let plan = &self.plans.plans[p];
        let kept_facts = self.keep_facts && self.keeps_facts(plan);
        for (i, literal) in plan.literals.iter().enumerate() {
            let in_condition = condition_start.is_some_and(|start| i >= start)
                && !matches!(literal, PlanLiteral::Lookup(_));
            // A fact literal that stays (`--preserve-facts=body`).
            let keep = kept_facts && !in_condition;
            let rule = plan.rule;
            let lit = match literal {
                PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) => {
                    let index = instance.atoms[i] as usize;
                    let fact = self.tables[atom.predicate.0 as usize].state(index).fact();
                    if fact && !keep {
                        Lit::True
                    } else {
                        let lit = GroundLit::positive(self.domain_id(atom.predicate, index));
                        if fact {
                            body.kept.push(lit);
                        }
                        Lit::Ground(lit)
                    }
                }
                // A negative literal of a predicate that a head construct's own component
                // derives is recursive for gringo: it is decided by facts only, even though
                // the construct's body instances are recorded once the component is done.
                PlanLiteral::Literal(Literal::Atom(naf, atom))
                    if matches!(plan.action, super::plan::Action::RecordHead(_))
                        && self.in_head_component(rule, atom.predicate) =>
                {
                    match self.eval_terms(rule, &atom.args, binding) {
                        Some(args) => self.atom_literal(rule, *naf, atom, &args, Occurs::Recursive),
                        None => Lit::False,
                    }
                }
                // A negative literal of an aggregate element's condition is as gringo sees
                // it in the element's accumulation statement.
                PlanLiteral::Literal(Literal::Atom(naf @ (Naf::Not | Naf::NotNot), atom))
                    if self.accumulated_element(plan, i, in_condition).is_some() =>
                {
                    let element =
                        (self.accumulated_element(plan, i, in_condition)).expect("an element");
                    match self.eval_terms(rule, &atom.args, binding) {
                        Some(args) => {
                            self.atom_literal(rule, *naf, atom, &args, Occurs::Element(element))
                        }
                        None => Lit::False,
                    }
                }
                PlanLiteral::Literal(literal) => self.literal(rule, literal, binding),
                PlanLiteral::Lookup(o) => self.lookup_literal(*o, binding),
            };
            match lit {
                Lit::True => {}
                Lit::False => return None,
                Lit::Ground(_) if plan.binding_only.get(i) == Some(&true) => {}
                Lit::Ground(l) if in_condition => body.condition.push(l),
                Lit::Ground(l) => {
                    body.main.push(l);
                    if self.fresh.is_some() {
                        body.origins.push(i as u32);
                    }
                }
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

    /// Whether occurrence `o` is a conjunction of the rule defining a head element's
    /// auxiliary atom (`#head_n`, see `check::rewrite`) that has no element under `binding`
    /// whatever is derived: an interval of its condition is empty (`not p(X..0;3)` in a
    /// disjunction, for X > 0). gringo grounds it with its disjunction's element, which then
    /// holds (`#true`), not as a body conjunction that it delays while its literal's
    /// predicate is being grounded.
    fn head_conjunction_empty(&mut self, o: usize, binding: &Binding) -> bool {
        let occurrence = &self.plans.occurrences[o];
        let OccurrenceKind::Conditional(c) = &occurrence.kind else {
            return false;
        };
        let ir::Head::Atom(head) = &self.program.rules[occurrence.rule].head else {
            return false;
        };
        let name = self.program.predicates[head.predicate.0 as usize].name;
        if !self.symbols.text(name).starts_with("#head_") {
            return false;
        }
        let symbols = &mut *self.symbols;
        c.condition.iter().any(|l| {
            let Literal::Range(_, low, high) = l else {
                return false;
            };
            let low = super::eval::eval(low, binding, symbols);
            let high = super::eval::eval(high, binding, symbols);
            matches!((low, high), (Ok(Symbol::Int(low)), Ok(Symbol::Int(high))) if high < low)
        })
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
        let (atoms, complete, grounding) = (
            (&self.pending_predicates, &self.fact_ids[..]),
            &self.complete,
            &self.grounding,
        );
        let now = |l: GroundLit| known(l, atoms, complete, grounding);
        let status = aggregate::instance_status(instance, occurrence, &bounds, &now, self.symbols);
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
        let settled = |l: GroundLit| known(l, atoms, complete, complete);
        let blocked = matches!(occurrence.kind, OccurrenceKind::Conditional(_))
            && status == Status::False
            && aggregate::conjunction_status(instance, &settled) == Status::False;
        let stays_true = naf != Naf::Not && status == Status::True && occurrence.monotone();
        let stays_false =
            blocked || (naf == Naf::Not && status == Status::False && occurrence.monotone());
        let store = &self.stores[o];
        let decidable = aggregate::decidable(occurrence, store, &key, &bounds, self.symbols);
        match status {
            _ if occurrence.undecided || !decidable => {}
            Status::True if stays_true || self.elements_known(o) => return Lit::True,
            Status::True if self.head_conjunction_empty(o, binding) => return Lit::True,
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

/// Where a body atom literal occurs, for what gringo knows of its atom there.
#[derive(Clone, Copy)]
enum Occurs {
    /// In a body or condition, decided once every rule that may derive its atom is done
    /// in an earlier part of gringo's order.
    Body,
    /// Recursive: decided by facts only (and atoms no rule head can derive).
    Recursive,
    /// In the condition of an aggregate element, as [`Occurs::Body`] but for the element's
    /// own accumulation statement.
    Element(ElementAt),
}

/// What is known of `literal` ([`aggregate::Known`]): false if it is a positive literal of
/// an atom that is not derived (its id is in `pending`) although its predicate is
/// `complete` or being grounded (`grounding`); true if it is one of a fact (`facts`, by
/// atom id).
pub(super) fn known(
    literal: GroundLit,
    (pending, facts): (&FxHashMap<AtomId, PredId>, &[bool]),
    complete: &[bool],
    grounding: &[bool],
) -> Option<bool> {
    if literal.is_negative() {
        return None;
    }
    let atom = literal.atom();
    if (pending.get(&atom)).is_some_and(|p| complete[p.0 as usize] || grounding[p.0 as usize]) {
        Some(false)
    } else if facts.get(atom.0 as usize).is_some_and(|&f| f) {
        Some(true)
    } else {
        None
    }
}
