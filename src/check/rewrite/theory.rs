//! Theory atoms, as auxiliary atoms with rules that the grounder turns into theory data.
//!
//! An occurrence of a theory atom `&a(N) { E1; ...; En } op G` becomes an auxiliary atom
//! `#theory_k(V)` over its global variables `V` (those it shares with the rest of its
//! statement), recorded in [`ir::Program::theory`] with its name and guard:
//!
//! * in a body, the literal `#theory_k(V)` (negated as written), and the rule
//!   `Head::Theory(#theory_k(V)) :- D` that makes the atom exist, free, wherever the rule's
//!   plain body `D` binds `V` (clasp treats a theory atom no rule derives as free);
//! * in a head, the head atom `#theory_k(V)`: the rule derives it;
//! * as a directive, `Head::Theory(#theory_k)`: a theory atom without program atom.
//!
//! Each element `t1, ..., tm : c` gets the rule `Head::TheoryElement(k, V, t1...tm) :- D, c`
//! (one per pool alternative of `c`), whose instances are its ground tuples with the
//! conditions under which they count; `D` only binds (see [`ir::Rule::binding`]).

use super::elements::AuxRule;
use super::*;
use crate::check::theory::{Parsed, Position, TermDefinition};
use crate::syntax::ast::TheoryPrimary;

impl Rewriter<'_> {
    /// The body element of a theory atom: a literal over its auxiliary atom (none, with
    /// the errors reported, if the theory does not allow it there).
    pub(super) fn body_theory(
        &mut self,
        scope: &mut Scope,
        naf: Naf,
        atom: &ast::TheoryAtom,
    ) -> Vec<Alt<Vec<BodyElement>>> {
        let occurrences = self.theory_occurrence(scope, atom, Position::Body);
        let mut alternatives = Vec::new();
        for (aux, _, ranges) in occurrences.unwrap_or_default() {
            let exists = Head::Theory(aux.clone());
            (self.aux_rules).push(AuxRule::binding(aux.predicate, exists, Vec::new()));
            alternatives.push(Alt {
                value: vec![BodyElement::Literal(Literal::Atom(naf, aux))],
                ranges,
            });
        }
        alternatives
    }

    /// The head of a theory atom: its auxiliary atom, or for a directive the atom that makes
    /// its one instance.
    pub(super) fn head_theory(
        &mut self,
        scope: &mut Scope,
        atom: &ast::TheoryAtom,
        has_body: bool,
    ) -> Vec<Alt<Head>> {
        let occurrences = self.theory_occurrence(scope, atom, Position::Head(has_body));
        (occurrences.unwrap_or_default().into_iter())
            .map(|(aux, directive, ranges)| Alt {
                value: match directive {
                    true => Head::Theory(aux),
                    false => Head::Atom(aux),
                },
                ranges,
            })
            .collect()
    }

    /// Records the occurrences of `atom` (one per pool alternative of its name) and the rules
    /// of their elements; for each, its auxiliary atom, whether it is a directive, and the
    /// range literals of intervals in its name (which the rule's body gets).
    fn theory_occurrence(
        &mut self,
        scope: &mut Scope,
        atom: &ast::TheoryAtom,
        position: Position,
    ) -> Option<Vec<(ir::Atom, bool, Vec<Literal>)>> {
        let theories = std::mem::take(&mut self.theories);
        let result = self.theory_occurrence_with(scope, atom, position, &theories);
        self.theories = theories;
        result
    }

    fn theory_occurrence_with(
        &mut self,
        scope: &mut Scope,
        atom: &ast::TheoryAtom,
        position: Position,
        theories: &crate::check::theory::Theories,
    ) -> Option<Vec<(ir::Atom, bool, Vec<Literal>)>> {
        let resolved = match theories.resolve(atom, position) {
            Ok(resolved) => resolved,
            Err(errors) => {
                self.diagnostics.extend(errors);
                return None;
            }
        };
        let span = atom.span;
        let name_term = ast::Term {
            span: atom.name.span,
            kind: TermKind::Function {
                name: atom.name.name.clone(),
                pool: atom.name.pool.clone(),
                external: false,
            },
        };
        let names = self.term(scope, &name_term);
        let mut errors = Vec::new();
        let guard = match (&atom.guard, resolved.guard) {
            (Some((operator, term)), Some(definition)) => {
                let term = self.theory_term(scope, definition, term, span, &mut errors);
                Some((operator.clone(), term))
            }
            _ => None,
        };
        let mut elements: Vec<Element> = Vec::new();
        for element in &atom.elements {
            let tuple: Vec<ir::TheoryTerm> = (element.tuple.iter())
                .map(|t| self.theory_term(scope, resolved.elements, t, span, &mut errors))
                .collect();
            elements.push((tuple, self.condition(scope, &element.condition)));
        }
        if !errors.is_empty() {
            self.diagnostics.extend(errors);
            return None;
        }
        let place = match position {
            _ if resolved.directive => ir::TheoryPlace::Directive,
            Position::Body => ir::TheoryPlace::Body,
            Position::Head(_) => ir::TheoryPlace::Head,
        };
        // A pool in the name makes an atom of each alternative, as gringo unpools it.
        let occurrences = (names.into_iter())
            .map(
                |Alt {
                     value: name,
                     ranges,
                 }| {
                    let aux = self.occurrence(scope, span, (name, guard.clone(), place), &elements);
                    (aux, resolved.directive, ranges)
                },
            )
            .collect();
        Some(occurrences)
    }

    /// Records the occurrence of a theory atom written at `span` with its name, guard and
    /// place, and the rules of its `elements`; its auxiliary atom.
    fn occurrence(
        &mut self,
        scope: &Scope,
        span: Span,
        (name, guard, place): (Term, Option<(String, ir::TheoryTerm)>, ir::TheoryPlace),
        elements: &[Element],
    ) -> ir::Atom {
        let vars = global_variables(scope, span, (&name, &guard), elements);
        let predicate = self.predicate(&format!("#theory_{}", self.aux_count), vars.len(), false);
        self.aux_count += 1;
        let aux = ir::Atom {
            predicate,
            args: vars.iter().map(|&v| ir::Term::Variable(v)).collect(),
            span,
        };
        let occurrence = self.program.theory.len() as u32;
        self.program.theory.push(ir::TheoryOccurrence {
            predicate,
            globals: vars,
            name,
            guard,
            place,
            vars: Vec::new(),
        });
        for (element, (tuple, conditions)) in elements.iter().enumerate() {
            for condition in conditions {
                let body = (condition.value.iter())
                    .chain(&condition.ranges)
                    .cloned()
                    .map(BodyElement::Literal)
                    .collect();
                let head = Head::TheoryElement {
                    occurrence,
                    element: element as u32,
                    key: aux.args.clone(),
                    tuple: tuple.clone(),
                };
                self.aux_rules.push(AuxRule::binding(predicate, head, body));
            }
        }
        aux
    }
}

/// An element of an occurrence: its tuple, and its condition's alternatives (pools).
type Element = (Vec<ir::TheoryTerm>, Vec<Alt<Vec<Literal>>>);

/// The global variables of a theory atom written at `span`, with its name and guard and
/// `elements`: those of the name and guard (the rule must bind them), and those of its
/// elements that the statement has outside its local parts.
fn global_variables(
    scope: &Scope,
    span: Span,
    (name, guard): (&Term, &Option<(String, ir::TheoryTerm)>),
    elements: &[Element],
) -> Vec<VarId> {
    let mut outer: Vec<VarId> = Vec::new();
    name.for_each_var(&mut |v| outer.push(v));
    if let Some((_, term)) = guard {
        term.for_each_var(&mut |v| outer.push(v));
    }
    let mut vars = outer.clone();
    for (tuple, conditions) in elements {
        tuple
            .iter()
            .for_each(|t| t.for_each_var(&mut |v| vars.push(v)));
        for condition in conditions {
            for l in condition.value.iter().chain(&condition.ranges) {
                l.for_each_var(&mut |v| vars.push(v));
            }
        }
    }
    vars.sort();
    vars.dedup();
    vars.retain(|&v| outer.contains(&v) || scope.occurs_globally(v, span));
    vars
}

impl Rewriter<'_> {
    /// A theory term with its operators resolved by `definition`.
    fn theory_term(
        &mut self,
        scope: &mut Scope,
        definition: &TermDefinition,
        term: &ast::TheoryTerm,
        span: Span,
        errors: &mut Vec<Diagnostic>,
    ) -> ir::TheoryTerm {
        let parsed = definition.parse(term, span, errors);
        self.parsed_term(scope, definition, &parsed, span, errors)
    }

    fn parsed_term(
        &mut self,
        scope: &mut Scope,
        definition: &TermDefinition,
        parsed: &Parsed<'_>,
        span: Span,
        errors: &mut Vec<Diagnostic>,
    ) -> ir::TheoryTerm {
        let mut terms = |this: &mut Self, terms: &[ast::TheoryTerm], errors: &mut Vec<_>| {
            (terms.iter())
                .map(|t| this.theory_term(scope, definition, t, span, errors))
                .collect::<Vec<_>>()
        };
        match parsed {
            Parsed::Unary(operator, term) => {
                let term = self.parsed_term(scope, definition, term, span, errors);
                ir::TheoryTerm::Function(operator.clone(), vec![term])
            }
            Parsed::Binary(operator, left, right) => {
                let left = self.parsed_term(scope, definition, left, span, errors);
                let right = self.parsed_term(scope, definition, right, span, errors);
                ir::TheoryTerm::Function(operator.clone(), vec![left, right])
            }
            Parsed::Primary(primary) => match primary {
                TheoryPrimary::Name(name) => match self.consts.get(name) {
                    Some(Term::Symbol(value)) => ir::TheoryTerm::Value(*value),
                    _ => ir::TheoryTerm::Value(self.symbols.constant(name)),
                },
                TheoryPrimary::Integer(n) => ir::TheoryTerm::Value(Symbol::Int(*n as i32)),
                TheoryPrimary::String(s) => ir::TheoryTerm::Value(self.symbols.string(s)),
                TheoryPrimary::Infimum => ir::TheoryTerm::Value(Symbol::Infimum),
                TheoryPrimary::Supremum => ir::TheoryTerm::Value(Symbol::Supremum),
                TheoryPrimary::Variable(name, at) => ir::TheoryTerm::Variable(scope.var(name, *at)),
                TheoryPrimary::Function(name, args) => {
                    ir::TheoryTerm::Function(name.clone(), terms(self, args, errors))
                }
                TheoryPrimary::Tuple(args) => ir::TheoryTerm::Tuple(terms(self, args, errors)),
                TheoryPrimary::Set(args) => ir::TheoryTerm::Set(terms(self, args, errors)),
                TheoryPrimary::List(args) => ir::TheoryTerm::List(terms(self, args, errors)),
                TheoryPrimary::Parenthesized(term) => {
                    self.theory_term(scope, definition, term, span, errors)
                }
            },
        }
    }
}
