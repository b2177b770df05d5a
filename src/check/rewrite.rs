//! From syntax tree statements to normalized rules, as gringo's rewriting stage does.
//!
//! * Constants (`#const`, `-c`) are substituted; ground subterms are folded into symbols.
//! * Pools are expanded where gringo expands them: in a head literal or a body literal into
//!   several rules, in a conditional literal's condition into several conditional literals,
//!   in an aggregate into several elements, in a disjunction element's condition into several
//!   disjuncts; in a disjunction element's literal into a conjunction and in a body
//!   conditional literal's literal into a disjunction (module `elements`).
//! * An interval `l..u` becomes a fresh variable `V` and the literal `V = l..u`, placed in
//!   the enclosing condition (or the rule body).
//! * `_` becomes a fresh variable, projected away where gringo projects it; comparison chains
//!   become pairs; `#true`/`#false` are folded away.
//!
//! Each expansion step returns its alternatives together with the range literals they need
//! ([`Alt`]); combining steps takes cross products.

use super::ir::{self, BodyElement, Bound, Conditional, Head, Literal, PredId, Term, VarId};
use crate::diag::{Diagnostic, Span};
use crate::ground::eval::{self, Binding};
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{
    self, AggregateElements, AggregateFunction, LiteralKind, Naf, Relation, TermKind, UnaryOp,
};
use std::collections::HashMap;

mod elements;

/// One alternative of an expansion, with the range literals it needs.
#[derive(Clone, Debug)]
struct Alt<T> {
    value: T,
    ranges: Vec<Literal>,
}

impl<T> Alt<T> {
    fn plain(value: T) -> Alt<T> {
        Alt {
            value,
            ranges: Vec::new(),
        }
    }

    fn map<U>(self, f: impl FnOnce(T) -> U) -> Alt<U> {
        Alt {
            value: f(self.value),
            ranges: self.ranges,
        }
    }
}

/// All combinations of one alternative from each list.
fn cross<T: Clone>(lists: Vec<Vec<Alt<T>>>) -> Vec<Alt<Vec<T>>> {
    let mut out = vec![Alt::plain(Vec::new())];
    for list in lists {
        // Values move on their last use (no copy at all without pools), so that a deep
        // term is not copied once per level.
        let mut next = Vec::with_capacity(out.len() * list.len());
        let prefixes = out.len();
        let mut list: Vec<Option<Alt<T>>> = list.into_iter().map(Some).collect();
        for (p, prefix) in out.into_iter().enumerate() {
            let mut prefix = Some(prefix);
            let alts = list.len();
            for (a, slot) in list.iter_mut().enumerate() {
                let alt = if p + 1 == prefixes {
                    slot.take()
                } else {
                    slot.clone()
                };
                let alt = alt.expect("the last prefix takes each alternative");
                let mut extended = if a + 1 == alts {
                    prefix.take()
                } else {
                    prefix.clone()
                }
                .expect("the last alternative takes the prefix");
                extended.value.push(alt.value);
                extended.ranges.extend(alt.ranges);
                next.push(extended);
            }
        }
        out = next;
    }
    out
}

/// The variables of one statement: names to ids, and where each first occurs.
#[derive(Default)]
struct Scope {
    ids: HashMap<String, VarId>,
    names: Vec<String>,
    first_spans: Vec<Span>,
    fresh: u32,
    /// Where each variable written in the statement occurs.
    occurrences: HashMap<String, Vec<Span>>,
}

impl Scope {
    fn var(&mut self, name: &str, span: Span) -> VarId {
        if let Some(&v) = self.ids.get(name) {
            return v;
        }
        let v = VarId(self.names.len() as u32);
        self.ids.insert(name.to_string(), v);
        self.names.push(name.to_string());
        self.first_spans.push(span);
        v
    }

    /// Whether `v` is written somewhere outside `span` (never, for a fresh variable).
    fn occurs_outside(&self, v: VarId, span: Span) -> bool {
        let inside = |s: &Span| s.file == span.file && span.start <= s.start && s.end <= span.end;
        (self.occurrences.get(&self.names[v.0 as usize]))
            .is_some_and(|spans| spans.iter().any(|s| !inside(s)))
    }

    /// Whether `v` stands for an anonymous variable `_`.
    fn is_anonymous(&self, v: VarId) -> bool {
        self.names[v.0 as usize].starts_with("#Anon")
    }

    fn fresh(&mut self, prefix: &str, span: Span) -> VarId {
        let name = format!("#{prefix}{}", self.fresh);
        self.fresh += 1;
        self.var(&name, span)
    }
}

/// The result of rewriting one statement: rules, and for the safety check the variables'
/// names and first occurrences, and where each variable name occurs in the statement.
pub(crate) struct RewrittenStatement {
    pub rules: Vec<ir::Rule>,
    pub var_spans: Vec<Span>,
    pub occurrences: HashMap<String, Vec<Span>>,
    /// Where the rules that define auxiliary atoms of the statement's elements start in
    /// `rules` (they repeat parts of those elements).
    pub aux_start: usize,
}

/// Rewrites statements into rules; owns the predicate table being built.
pub(crate) struct Rewriter<'a> {
    pub symbols: &'a mut SymbolTable,
    pub program: ir::Program,
    predicates: HashMap<ir::Predicate, PredId>,
    /// The constants' values: ground terms, folded (a symbol, or the term with an undefined
    /// operation, which gringo reports where the constant is used).
    consts: HashMap<String, Term>,
    pub diagnostics: Vec<Diagnostic>,
    /// The rules defining the auxiliary atoms of the statement being rewritten.
    aux_rules: Vec<elements::AuxRule>,
    /// The number of auxiliary atoms made so far.
    aux_count: u32,
}

impl<'a> Rewriter<'a> {
    pub fn new(symbols: &'a mut SymbolTable, consts: HashMap<String, Term>) -> Rewriter<'a> {
        Rewriter {
            symbols,
            program: ir::Program::default(),
            predicates: HashMap::new(),
            consts,
            diagnostics: Vec::new(),
            aux_rules: Vec::new(),
            aux_count: 0,
        }
    }

    /// Binds the parameters of a program part (they shadow constants of the same name);
    /// returns what they shadow, for [`Rewriter::restore_consts`].
    pub fn bind_params(
        &mut self,
        params: impl Iterator<Item = (String, Symbol)>,
    ) -> Vec<(String, Option<Term>)> {
        params
            .map(|(name, value)| {
                let before = self.consts.insert(name.clone(), Term::Symbol(value));
                (name, before)
            })
            .collect()
    }

    /// Undoes [`Rewriter::bind_params`].
    pub fn restore_consts(&mut self, shadowed: Vec<(String, Option<Term>)>) {
        for (name, before) in shadowed.into_iter().rev() {
            match before {
                Some(value) => self.consts.insert(name, value),
                None => self.consts.remove(&name),
            };
        }
    }

    /// The id of predicate `name/arity` (classically negated if `negative`).
    pub fn predicate(&mut self, name: &str, arity: usize, negative: bool) -> PredId {
        let predicate = ir::Predicate {
            name: self.symbols.name(name),
            arity: arity as u32,
            negative,
        };
        if let Some(&id) = self.predicates.get(&predicate) {
            return id;
        }
        let id = PredId(self.program.predicates.len() as u32);
        self.program.predicates.push(predicate.clone());
        self.predicates.insert(predicate, id);
        id
    }

    /// Adds a block of simple facts to the program's facts: each fact's arguments are
    /// constants, so it is ground after `#const` substitution, and nothing else of the
    /// rewriting applies. Returns `false` (adding nothing) if a name in it is a constant
    /// whose value is not a symbol (`#const a=@f().`): its facts are rules to rewrite then.
    pub fn facts(&mut self, facts: &ast::Facts) -> bool {
        let undefined = |name: &String| {
            self.consts
                .get(name)
                .is_some_and(|value| !matches!(value, Term::Symbol(_)))
        };
        if facts.names.iter().any(undefined) {
            return false;
        }
        // Per name index: the predicate by arity, and the symbol as an argument.
        let mut predicates: HashMap<(u32, usize), PredId> = HashMap::new();
        let mut symbols: Vec<Option<Symbol>> = vec![None; facts.names.len()];
        let mut args = Vec::new();
        for (i, fact) in facts.facts.iter().enumerate() {
            args.clear();
            for argument in facts.arguments(i) {
                let symbol = match argument.value {
                    ast::Constant::Integer(n) => Symbol::Int(n),
                    ast::Constant::Identifier(name) => {
                        *symbols[name as usize].get_or_insert_with(|| {
                            let text = facts.name(name);
                            match self.consts.get(text) {
                                Some(Term::Symbol(value)) => *value,
                                _ => self.symbols.constant(text),
                            }
                        })
                    }
                    ast::Constant::String(name) => *symbols[name as usize]
                        .get_or_insert_with(|| self.symbols.string(facts.name(name))),
                };
                args.push(symbol);
            }
            let predicate = *predicates
                .entry((fact.name, args.len()))
                .or_insert_with(|| self.predicate(facts.name(fact.name), args.len(), false));
            self.program.facts.push(predicate, &args);
        }
        true
    }

    /// Rewrites one statement (not `#const`, `#include`, `#program` or a block of facts,
    /// which the caller handles).
    pub fn statement(&mut self, statement: &ast::Statement) -> RewrittenStatement {
        let mut scope = Scope {
            occurrences: elements::variable_occurrences(statement),
            ..Scope::default()
        };
        let span = statement.span;
        let mut rules = Vec::new();
        let push = |head: Head, body: Vec<BodyElement>, rules: &mut Vec<ir::Rule>| {
            rules.push(ir::Rule {
                head,
                body,
                vars: Vec::new(),
                span,
            })
        };
        match &statement.kind {
            ast::StatementKind::Rule(rule) => {
                let heads = match &rule.head {
                    None => vec![Alt::plain(Head::False)],
                    Some(head) => self.head(&mut scope, head),
                };
                let bodies = self.body(&mut scope, &rule.body);
                for head in &heads {
                    for body in &bodies {
                        push(
                            head.value.clone(),
                            with_ranges(body, &head.ranges),
                            &mut rules,
                        );
                    }
                }
            }
            ast::StatementKind::WeakConstraint(weak) => {
                let priority = weak.priority.clone().unwrap_or_else(|| zero(span));
                let mut terms = vec![weak.weight.clone(), priority];
                terms.extend(weak.terms.iter().cloned());
                let bodies = self.body(&mut scope, &weak.body);
                for tuple in self.terms(&mut scope, &terms) {
                    for body in &bodies {
                        let mut t = tuple.value.clone();
                        let rest = t.split_off(2);
                        let (w, p) = (t.remove(0), t.remove(0));
                        push(
                            Head::Minimize(w, p, rest, weak.weight.span),
                            with_ranges(body, &tuple.ranges),
                            &mut rules,
                        );
                    }
                }
            }
            ast::StatementKind::Optimize(optimize) => {
                for element in &optimize.elements {
                    let mut weight = element.weight.clone();
                    if optimize.maximize {
                        weight = ast::Term::new(
                            weight.span,
                            TermKind::Unary(UnaryOp::Minus, Box::new(weight)),
                        );
                    }
                    let priority = element.priority.clone().unwrap_or_else(|| zero(span));
                    let mut terms = vec![weight, priority];
                    terms.extend(element.terms.iter().cloned());
                    let conditions = self.condition(&mut scope, &element.condition);
                    for tuple in self.terms(&mut scope, &terms) {
                        for condition in &conditions {
                            let mut t = tuple.value.clone();
                            let rest = t.split_off(2);
                            let (w, p) = (t.remove(0), t.remove(0));
                            let body = condition
                                .value
                                .iter()
                                .chain(&condition.ranges)
                                .chain(&tuple.ranges)
                                .cloned()
                                .map(BodyElement::Literal)
                                .collect();
                            let weight_span = element.weight.span;
                            push(Head::Minimize(w, p, rest, weight_span), body, &mut rules);
                        }
                    }
                }
            }
            ast::StatementKind::ShowTerm { term, body } => {
                let bodies = self.body(&mut scope, body);
                for term in self.term(&mut scope, term) {
                    for body in &bodies {
                        push(
                            Head::Show(term.value.clone()),
                            with_ranges(body, &term.ranges),
                            &mut rules,
                        );
                    }
                }
            }
            // The atom of `#project` and `#heuristic` is matched like a body literal (it binds
            // its variables), as in gringo.
            ast::StatementKind::ProjectAtom { atom, body } => {
                let bodies = self.body(&mut scope, body);
                for atom in self.atom(&mut scope, atom) {
                    for body in &bodies {
                        let mut body = with_ranges(body, &atom.ranges);
                        body.push(BodyElement::Literal(Literal::Atom(
                            Naf::Positive,
                            atom.value.clone(),
                        )));
                        push(Head::Project(atom.value.clone()), body, &mut rules);
                    }
                }
            }
            ast::StatementKind::External(external) => {
                let ast::External { atom, body, value } = &**external;
                let value = value
                    .clone()
                    .unwrap_or_else(|| ast::Term::new(span, constant("false")));
                let bodies = self.body(&mut scope, body);
                for atom in self.atom(&mut scope, atom) {
                    for value in self.term(&mut scope, &value) {
                        for body in &bodies {
                            let mut ranges = atom.ranges.clone();
                            ranges.extend(value.ranges.iter().cloned());
                            push(
                                Head::External(atom.value.clone(), value.value.clone()),
                                with_ranges(body, &ranges),
                                &mut rules,
                            );
                        }
                    }
                }
            }
            ast::StatementKind::Heuristic(heuristic) => {
                let ast::Heuristic {
                    atom,
                    body,
                    weight,
                    priority,
                    modifier,
                } = &**heuristic;
                let priority = priority.clone().unwrap_or_else(|| zero(span));
                let bodies = self.body(&mut scope, body);
                let terms = [weight.clone(), priority, modifier.clone()];
                for atom in self.atom(&mut scope, atom) {
                    for tuple in self.terms(&mut scope, &terms) {
                        for body in &bodies {
                            let mut ranges = atom.ranges.clone();
                            ranges.extend(tuple.ranges.iter().cloned());
                            let [w, p, m]: [Term; 3] =
                                tuple.value.clone().try_into().expect("three terms");
                            let mut body = with_ranges(body, &ranges);
                            body.push(BodyElement::Literal(Literal::Atom(
                                Naf::Positive,
                                atom.value.clone(),
                            )));
                            push(
                                Head::Heuristic(atom.value.clone(), w, p, m),
                                body,
                                &mut rules,
                            );
                        }
                    }
                }
            }
            ast::StatementKind::Edge { pairs, body } => {
                let bodies = self.body(&mut scope, body);
                for (from, to) in pairs {
                    for pair in self.terms(&mut scope, [from, to]) {
                        for body in &bodies {
                            let [u, v]: [Term; 2] =
                                pair.value.clone().try_into().expect("two terms");
                            push(
                                Head::Edge(u, v),
                                with_ranges(body, &pair.ranges),
                                &mut rules,
                            );
                        }
                    }
                }
            }
            ast::StatementKind::ShowAll => self.program.show_filter = true,
            ast::StatementKind::ShowSignature(signature) => {
                let predicate = self.signature(signature);
                self.program.show_filter = true;
                self.program
                    .show_signatures
                    .push(ir::ShowSignature { predicate, span });
            }
            ast::StatementKind::ProjectSignature(signature) => {
                let predicate = self.signature(signature);
                self.program.project_signatures.push(predicate);
            }
            ast::StatementKind::Defined(signature) => {
                let predicate = self.signature(signature);
                self.program.defined.push(predicate);
            }
            ast::StatementKind::Const { .. }
            | ast::StatementKind::Include { .. }
            | ast::StatementKind::Program { .. }
            | ast::StatementKind::Facts(_) => {
                unreachable!("handled before rewriting")
            }
        }
        let aux_rules = self.aux_rules_for(&rules);
        let aux_start = rules.len();
        rules.extend(aux_rules);
        for rule in &mut rules {
            extract_arithmetic(&mut scope, rule);
            self.project_anonymous(&scope, rule);
            super::inequalities::add_ranges(rule);
        }
        for rule in &mut rules {
            rule.vars = scope.names.clone();
        }
        RewrittenStatement {
            rules,
            var_spans: scope.first_spans,
            occurrences: scope.occurrences,
            aux_start,
        }
    }

    /// Replaces an atom with anonymous arguments, like `push(_,_,T)`, by a projection
    /// `#p_push_3(T)` (the argument positions without `_`), defined once per program by
    /// `#p_push_3(V2) :- push(V0,V1,V2)`, as gringo does: a rule with `push(_,_,T)` then has
    /// one instance per value of `T` rather than one per atom of `push`, and `not p(_)` in a
    /// condition or as a conditional literal needs no binding of `_`. Applies to the atoms of
    /// body literals (`not not p(_)`: some instance holds; `not p(_)`: none does), of
    /// conditional literals and of conditions.
    ///
    /// Not the body literal that matches the atom of `#project` or `#heuristic`: it binds
    /// the anonymous variables of that atom.
    fn project_anonymous(&mut self, scope: &Scope, rule: &mut ir::Rule) {
        let matched = match &rule.head {
            Head::Project(atom) | Head::Heuristic(atom, ..) => Some(atom.clone()),
            _ => None,
        };
        let mut literals: Vec<&mut Literal> = Vec::new();
        for element in &mut rule.body {
            match element {
                BodyElement::Literal(Literal::Atom(Naf::Positive, atom))
                    if matched.as_ref() == Some(atom) => {}
                BodyElement::Literal(l) => literals.push(l),
                // A positive atom of a condition keeps its `_` as a local variable, as gringo
                // keeps it: `r(Z,Z) : r(Z,_)` has the tautological instance `r(1,1) : r(1,1)`,
                // which a projection `r(Z,Z) : #p(Z)` would turn into a positive loop.
                BodyElement::Conditional(c) => {
                    literals.push(&mut c.literal);
                    literals.extend(
                        (c.condition.iter_mut())
                            .filter(|l| !matches!(l, Literal::Atom(Naf::Positive, _))),
                    )
                }
                BodyElement::Aggregate(_, a) => {
                    literals.extend(a.elements.iter_mut().flat_map(|e| e.condition.iter_mut()))
                }
            }
        }
        match &mut rule.head {
            Head::Disjunction(elements, ..) => {
                literals.extend(elements.iter_mut().flat_map(|e| e.condition.iter_mut()))
            }
            Head::Aggregate(a) => {
                literals.extend(a.elements.iter_mut().flat_map(|e| e.condition.iter_mut()))
            }
            _ => {}
        }
        let mut projections = Vec::new();
        for literal in literals {
            let Literal::Atom(naf, atom) = literal else {
                continue;
            };
            // gringo projects a classically negated atom only where it is positive: `_` in
            // `not -p(_)` stays, and is unsafe.
            if *naf != Naf::Positive && self.program.predicates[atom.predicate.0 as usize].negative
            {
                continue;
            }
            let anonymous: Vec<bool> = atom
                .args
                .iter()
                .map(|t| matches!(t, Term::Variable(v) if scope.is_anonymous(*v)))
                .collect();
            if !anonymous.contains(&true) {
                continue;
            }
            let projection = self.projection(
                "p",
                atom.predicate,
                &anonymous,
                (atom.span, rule.span),
                &mut projections,
            );
            atom.predicate = projection;
            atom.args = without_anonymous(std::mem::take(&mut atom.args), &anonymous);
        }
        self.program.rules.extend(projections);
    }

    /// The projection predicate `#KIND_p_i` of `predicate` without its `anonymous`
    /// positions `i` (of an atom and a statement at `spans`); its defining rule goes to
    /// `rules` the first time.
    fn projection(
        &mut self,
        kind: &str,
        predicate: PredId,
        anonymous: &[bool],
        (atom_span, span): (Span, Span),
        rules: &mut Vec<ir::Rule>,
    ) -> PredId {
        let original = &self.program.predicates[predicate.0 as usize];
        let positions: Vec<String> = anonymous
            .iter()
            .enumerate()
            .filter(|(_, a)| **a)
            .map(|(i, _)| i.to_string())
            .collect();
        let name = format!(
            "#{kind}_{}{}_{}",
            if original.negative { "-" } else { "" },
            self.symbols.text(original.name),
            positions.join("_")
        );
        let kept = anonymous.iter().filter(|&&a| !a).count();
        let key = ir::Predicate {
            name: self.symbols.name(&name),
            arity: kept as u32,
            negative: false,
        };
        if let Some(&id) = self.predicates.get(&key) {
            return id;
        }
        let id = self.predicate(&name, kept, false);
        let var = |i: usize| Term::Variable(VarId(i as u32));
        let atom = |predicate, args| ir::Atom {
            predicate,
            args,
            span: atom_span,
        };
        rules.push(ir::Rule {
            head: Head::Atom(atom(
                id,
                (0..anonymous.len())
                    .filter(|&i| !anonymous[i])
                    .map(var)
                    .collect(),
            )),
            body: vec![BodyElement::Literal(Literal::Atom(
                Naf::Positive,
                atom(predicate, (0..anonymous.len()).map(var).collect()),
            ))],
            vars: (0..anonymous.len()).map(|i| format!("V{i}")).collect(),
            span,
        });
        id
    }

    /// A term without variables, pools or intervals (a constant's value).
    pub fn ground_term(&mut self, term: &ast::Term) -> Option<Term> {
        let mut scope = Scope::default();
        let mut alternatives = self.term(&mut scope, term);
        if alternatives.len() != 1 || !alternatives[0].ranges.is_empty() {
            return None;
        }
        let term = alternatives.pop()?.value;
        term.is_ground().then_some(term)
    }

    fn signature(&mut self, signature: &ast::Signature) -> PredId {
        self.predicate(
            &signature.name,
            signature.arity as usize,
            signature.negative,
        )
    }

    // ------------------------------------------------------------------ heads

    fn head(&mut self, scope: &mut Scope, head: &ast::Head) -> Vec<Alt<Head>> {
        match head {
            ast::Head::Literal(literal) => self.head_literal(scope, literal),
            ast::Head::Disjunction(elements) => {
                let mut parts = elements::DisjunctionParts::default();
                for element in elements {
                    self.disjunction_element(scope, element, &mut parts);
                }
                // What is left of the disjunction may be a constraint or a normal rule.
                let value = match parts.disjuncts.as_slice() {
                    [] => Head::False,
                    [
                        Conditional {
                            literal: Literal::Atom(_, atom),
                            condition,
                        },
                    ] if condition.is_empty() => Head::Atom(atom.clone()),
                    _ => Head::Disjunction(parts.disjuncts, parts.origins),
                };
                vec![Alt {
                    value,
                    ranges: parts.ranges,
                }]
            }
            ast::Head::Aggregate(aggregate) => {
                let mut elements = Vec::new();
                let function = match &aggregate.elements {
                    AggregateElements::Set(set) => {
                        for element in set {
                            for (conditional, tuple) in self.head_conditional(scope, element) {
                                let Literal::Atom(_, atom) = conditional.literal else {
                                    unreachable!("head literals are atoms")
                                };
                                elements.push(ir::AggregateElement {
                                    tuple,
                                    atom: Some(atom),
                                    condition: conditional.condition,
                                    span: element.span,
                                });
                            }
                        }
                        AggregateFunction::Count
                    }
                    AggregateElements::Function(function, list) => {
                        for element in list {
                            elements.extend(self.head_aggregate_element(scope, element));
                        }
                        *function
                    }
                };
                self.bounds(scope, aggregate)
                    .into_iter()
                    .map(|bounds| {
                        bounds.map(|bounds| {
                            Head::Aggregate(ir::Aggregate {
                                function,
                                elements: elements.clone(),
                                bounds,
                                span: aggregate.span,
                            })
                        })
                    })
                    .collect()
            }
        }
    }

    /// A single head literal: an atom, or a literal that turns the rule into a constraint.
    fn head_literal(&mut self, scope: &mut Scope, literal: &ast::Literal) -> Vec<Alt<Head>> {
        match (&literal.kind, literal.naf) {
            (LiteralKind::Atom(atom), Naf::Positive) => self
                .atom(scope, atom)
                .into_iter()
                .map(|a| a.map(Head::Atom))
                .collect(),
            (LiteralKind::Boolean(value), naf) => {
                if naf_holds(naf, *value) {
                    Vec::new()
                } else {
                    vec![Alt::plain(Head::False)]
                }
            }
            // `l :- B.` with a negated or comparison literal l is the constraint
            // `:- B, not l.`
            (_, naf) => {
                let negated = ast::Literal {
                    span: literal.span,
                    naf: match naf {
                        Naf::Positive => Naf::Not,
                        Naf::Not => Naf::NotNot,
                        Naf::NotNot => Naf::Not,
                    },
                    kind: literal.kind.clone(),
                };
                self.literal(scope, &negated)
                    .into_iter()
                    .map(|alt| {
                        let mut ranges = alt.ranges;
                        ranges.extend(alt.value);
                        Alt {
                            value: Head::False,
                            ranges,
                        }
                    })
                    .collect()
            }
        }
    }

    /// An element of a choice or head aggregate, pools expanded into separate elements, each
    /// with the terms that identify it in a set (`0` and the atom, as for a body set
    /// aggregate). An element that is not an atom holds with its literal, as gringo reads it:
    /// it gets an auxiliary atom (see module `elements`).
    fn head_conditional(
        &mut self,
        scope: &mut Scope,
        element: &ast::ConditionalLiteral,
    ) -> Vec<(Conditional, Vec<Term>)> {
        let literal = &element.literal;
        let (LiteralKind::Atom(atom), Naf::Positive) = (&literal.kind, literal.naf) else {
            return self.literal_element(scope, element);
        };
        let atoms = self.atom(scope, atom);
        let conditions = self.condition(scope, &element.condition);
        let mut out = Vec::new();
        for atom in atoms {
            for condition in &conditions {
                let mut literals = condition.value.clone();
                literals.extend(condition.ranges.iter().cloned());
                literals.extend(atom.ranges.iter().cloned());
                let tuple = vec![
                    Term::Symbol(Symbol::Int(0)),
                    atom_term(&atom.value, &self.program),
                ];
                let conditional = Conditional {
                    literal: Literal::Atom(Naf::Positive, atom.value.clone()),
                    condition: literals,
                };
                out.push((conditional, tuple));
            }
        }
        out
    }

    fn head_aggregate_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::HeadAggregateElement,
    ) -> Vec<ir::AggregateElement> {
        let conditional = ast::ConditionalLiteral {
            span: element.span,
            literal: element.literal.clone(),
            condition: element.condition.clone(),
        };
        let mut out = Vec::new();
        for (conditional, _) in self.head_conditional(scope, &conditional) {
            for tuple in self.terms(scope, &element.terms) {
                let Literal::Atom(_, atom) = conditional.literal.clone() else {
                    unreachable!("head literals are atoms")
                };
                let mut condition = conditional.condition.clone();
                condition.extend(tuple.ranges);
                out.push(ir::AggregateElement {
                    tuple: tuple.value,
                    atom: Some(atom),
                    condition,
                    span: element.terms.first().map_or(element.span, |t| t.span),
                });
            }
        }
        out
    }

    /// The bounds of an aggregate as `value rel term`, with their pool alternatives.
    fn bounds<E>(
        &mut self,
        scope: &mut Scope,
        aggregate: &ast::Aggregate<E>,
    ) -> Vec<Alt<Vec<Bound>>> {
        let mut lists = Vec::new();
        if let Some(guard) = &aggregate.left {
            let relation = ir::flip(guard.relation);
            lists.push(
                self.term(scope, &guard.term)
                    .into_iter()
                    .map(|t| t.map(|term| Bound { relation, term }))
                    .collect(),
            );
        }
        if let Some(guard) = &aggregate.right {
            let relation = guard.relation;
            lists.push(
                self.term(scope, &guard.term)
                    .into_iter()
                    .map(|t| t.map(|term| Bound { relation, term }))
                    .collect(),
            );
        }
        cross(lists)
    }

    // ------------------------------------------------------------------ bodies

    /// The alternatives of a body: each a list of body elements (range literals included).
    fn body(&mut self, scope: &mut Scope, body: &[ast::BodyElement]) -> Vec<Vec<BodyElement>> {
        let mut lists = Vec::new();
        for element in body {
            lists.push(self.body_element(scope, element));
        }
        cross(lists)
            .into_iter()
            .map(|alt| {
                let mut elements: Vec<BodyElement> = alt.value.into_iter().flatten().collect();
                elements.extend(alt.ranges.into_iter().map(BodyElement::Literal));
                elements
            })
            .collect()
    }

    /// The alternatives of one body element (none if it can never hold).
    fn body_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::BodyElement,
    ) -> Vec<Alt<Vec<BodyElement>>> {
        match element {
            ast::BodyElement::Literal(literal) => self
                .literal(scope, literal)
                .into_iter()
                .map(|alt| alt.map(|ls| ls.into_iter().map(BodyElement::Literal).collect()))
                .collect(),
            ast::BodyElement::Conditional(conditional) => {
                vec![Alt::plain(self.body_conditional(scope, conditional))]
            }
            ast::BodyElement::Aggregate { naf, aggregate, .. } => {
                let mut elements = Vec::new();
                let function = match &aggregate.elements {
                    AggregateElements::Set(set) => {
                        for element in set {
                            elements.extend(self.set_element(scope, element));
                        }
                        AggregateFunction::Count
                    }
                    AggregateElements::Function(function, list) => {
                        for element in list {
                            elements.extend(self.body_aggregate_element(scope, element));
                        }
                        *function
                    }
                };
                self.bounds(scope, aggregate)
                    .into_iter()
                    .map(|bounds| {
                        bounds.map(|bounds| {
                            vec![BodyElement::Aggregate(
                                *naf,
                                ir::Aggregate {
                                    function,
                                    elements: elements.clone(),
                                    bounds,
                                    span: aggregate.span,
                                },
                            )]
                        })
                    })
                    .collect()
            }
        }
    }

    /// `l : c` in a body set aggregate: the element `(id of l) : l, c`.
    fn set_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::ConditionalLiteral,
    ) -> Vec<ir::AggregateElement> {
        let mut out = Vec::new();
        let literals = self.literal(scope, &element.literal);
        let conditions = self.condition(scope, &element.condition);
        for literal in &literals {
            for condition in &conditions {
                // `_` in a positive literal is a local variable of the element, which the
                // literal binds; in a negated one it is projected away (`project_anonymous`),
                // from the element's identity too, as gringo does.
                let literals: Vec<Literal> = (literal.value.iter())
                    .map(|l| match l {
                        Literal::Atom(Naf::Positive, atom) => {
                            let mut atom = atom.clone();
                            for arg in &mut atom.args {
                                if matches!(arg, Term::Variable(v) if scope.is_anonymous(*v)) {
                                    *arg = Term::Variable(scope.fresh("Local", atom.span));
                                }
                            }
                            Literal::Atom(Naf::Positive, atom)
                        }
                        _ => l.clone(),
                    })
                    .collect();
                let mut tuple = vec![Term::Symbol(Symbol::Int(naf_code(&element.literal)))];
                for l in &literals {
                    let projected = match l {
                        Literal::Atom(naf, atom)
                            if !self.program.predicates[atom.predicate.0 as usize].negative =>
                        {
                            let mut atom = atom.clone();
                            (atom.args).retain(
                                |t| !matches!(t, Term::Variable(v) if scope.is_anonymous(*v)),
                            );
                            Some(Literal::Atom(*naf, atom))
                        }
                        _ => None,
                    };
                    tuple.extend(literal_terms(
                        projected.as_ref().unwrap_or(l),
                        &self.program,
                    ));
                }
                let mut cond = literals;
                cond.extend(condition.value.iter().cloned());
                cond.extend(condition.ranges.iter().cloned());
                cond.extend(literal.ranges.iter().cloned());
                out.push(ir::AggregateElement {
                    tuple,
                    atom: None,
                    condition: cond,
                    span: element.span,
                });
            }
        }
        out
    }

    fn body_aggregate_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::BodyAggregateElement,
    ) -> Vec<ir::AggregateElement> {
        let mut out = Vec::new();
        let conditions = self.condition(scope, &element.condition);
        for tuple in self.terms(scope, &element.terms) {
            for condition in &conditions {
                let mut cond = condition.value.clone();
                cond.extend(condition.ranges.iter().cloned());
                cond.extend(tuple.ranges.iter().cloned());
                out.push(ir::AggregateElement {
                    tuple: tuple.value.clone(),
                    atom: None,
                    condition: cond,
                    span: element.terms.first().map_or(element.span, |t| t.span),
                });
            }
        }
        out
    }

    /// The alternatives of a condition (a conjunction of literals); none if it never holds.
    fn condition(
        &mut self,
        scope: &mut Scope,
        literals: &[ast::Literal],
    ) -> Vec<Alt<Vec<Literal>>> {
        let lists = literals.iter().map(|l| self.literal(scope, l)).collect();
        cross(lists)
            .into_iter()
            .map(|alt| alt.map(|ls| ls.into_iter().flatten().collect()))
            .collect()
    }

    /// The alternatives of a literal: each the literals it stands for (a comparison chain is
    /// several; `#true` none); no alternative at all if it can never hold.
    fn literal(&mut self, scope: &mut Scope, literal: &ast::Literal) -> Vec<Alt<Vec<Literal>>> {
        match &literal.kind {
            LiteralKind::Boolean(value) => {
                if naf_holds(literal.naf, *value) {
                    vec![Alt::plain(Vec::new())]
                } else {
                    Vec::new()
                }
            }
            LiteralKind::Atom(atom) => self
                .atom(scope, atom)
                .into_iter()
                .map(|a| a.map(|atom| vec![Literal::Atom(literal.naf, atom)]))
                .collect(),
            LiteralKind::Comparison(comparison) => {
                let mut terms = vec![comparison.left.clone()];
                terms.extend(comparison.rest.iter().map(|(_, t)| t.clone()));
                let alternatives = self.terms(scope, &terms);
                // The links `t_i rel t_i+1` of the chain in one alternative of its terms.
                let links = |ts: &[Term]| {
                    let ts = ts.to_vec();
                    comparison
                        .rest
                        .iter()
                        .enumerate()
                        .map(move |(i, (relation, _))| {
                            (ts[i].clone(), *relation, ts[i + 1].clone())
                        })
                        .collect::<Vec<_>>()
                };
                if literal.naf == Naf::Not && comparison.rest.len() > 1 {
                    // `not a < b < c` holds when one of its comparisons fails: an
                    // alternative per comparison, inverted (as gringo rewrites it).
                    return alternatives
                        .into_iter()
                        .flat_map(|alt| {
                            links(&alt.value).into_iter().map(move |(l, r, u)| Alt {
                                value: vec![Literal::Compare(Naf::Positive, l, ir::negate(r), u)],
                                ranges: alt.ranges.clone(),
                            })
                        })
                        .collect();
                }
                // A single comparison keeps its negation; `not not a < b < c` is `a < b < c`.
                let naf = if comparison.rest.len() > 1 {
                    Naf::Positive
                } else {
                    literal.naf
                };
                alternatives
                    .into_iter()
                    .map(|alt| {
                        alt.map(|ts| {
                            links(&ts)
                                .into_iter()
                                .map(|(l, r, u)| Literal::Compare(naf, l, r, u))
                                .collect()
                        })
                    })
                    .collect()
            }
        }
    }

    // ------------------------------------------------------------------ atoms and terms

    fn atom(&mut self, scope: &mut Scope, atom: &ast::Atom) -> Vec<Alt<ir::Atom>> {
        let mut out = Vec::new();
        for arguments in &atom.pool {
            let predicate = self.predicate(&atom.name, arguments.len(), atom.negative);
            for args in self.terms(scope, arguments) {
                out.push(args.map(|args| ir::Atom {
                    predicate,
                    args,
                    span: atom.span,
                }));
            }
        }
        out
    }

    fn terms<'t>(
        &mut self,
        scope: &mut Scope,
        terms: impl IntoIterator<Item = &'t ast::Term>,
    ) -> Vec<Alt<Vec<Term>>> {
        let lists = terms.into_iter().map(|t| self.term(scope, t)).collect();
        cross(lists)
    }

    /// The alternatives of a term (pools expanded, intervals turned into range variables).
    fn term(&mut self, scope: &mut Scope, term: &ast::Term) -> Vec<Alt<Term>> {
        let span = term.span;
        let alternatives = match &term.kind {
            TermKind::Integer(n) => vec![Alt::plain(Term::Symbol(Symbol::Int(*n as i32)))],
            TermKind::String(s) => vec![Alt::plain(Term::Symbol(self.symbols.string(s)))],
            TermKind::Variable(name) => vec![Alt::plain(Term::Variable(scope.var(name, span)))],
            TermKind::Anonymous => vec![Alt::plain(Term::Variable(scope.fresh("Anon", span)))],
            TermKind::Infimum => vec![Alt::plain(Term::Symbol(Symbol::Infimum))],
            TermKind::Supremum => vec![Alt::plain(Term::Symbol(Symbol::Supremum))],
            TermKind::Function {
                name,
                pool,
                external,
            } => {
                if !*external
                    && pool.len() == 1
                    && pool[0].is_empty()
                    && let Some(value) = self.consts.get(name)
                {
                    return vec![Alt::plain(value.clone())];
                }
                let name_id = self.symbols.name(name);
                let mut out = Vec::new();
                for arguments in pool {
                    for args in self.terms(scope, arguments) {
                        out.push(args.map(|args| {
                            if *external {
                                Term::External(name_id, args, span)
                            } else {
                                Term::Function(name_id, args)
                            }
                        }));
                    }
                }
                out
            }
            TermKind::Tuple(elements) => {
                let name = self.symbols.tuple_name();
                self.terms(scope, elements)
                    .into_iter()
                    .map(|a| a.map(|args| Term::Function(name, args)))
                    .collect()
            }
            TermKind::Pool(alternatives) => {
                let mut out = Vec::new();
                for alternative in alternatives {
                    out.extend(self.term(scope, alternative));
                }
                out
            }
            TermKind::Unary(op, operand) => self
                .term(scope, operand)
                .into_iter()
                .map(|a| a.map(|t| Term::Unary(*op, Box::new(t), span)))
                .collect(),
            TermKind::Binary(op, left, right) => self
                .terms(scope, [&**left, &**right])
                .into_iter()
                .map(|a| {
                    a.map(|mut ts| {
                        let r = ts.pop().expect("two terms");
                        let l = ts.pop().expect("two terms");
                        Term::Binary(*op, Box::new(l), Box::new(r), span)
                    })
                })
                .collect(),
            TermKind::Interval(low, high) => {
                let mut out = Vec::new();
                for bounds in self.terms(scope, [&**low, &**high]) {
                    let var = scope.fresh("Range", span);
                    let mut ranges = bounds.ranges;
                    let [l, h]: [Term; 2] = bounds.value.try_into().expect("two bounds");
                    ranges.push(Literal::Range(var, l, h));
                    out.push(Alt {
                        value: Term::Variable(var),
                        ranges,
                    });
                }
                out
            }
        };
        alternatives
            .into_iter()
            .map(|a| a.map(|t| self.fold(t)))
            .collect()
    }

    /// Replaces a ground term by its value, where that value is defined. The subterms are
    /// folded already (a subterm that is not a symbol is not ground or has no value), so
    /// looking at the immediate subterms suffices: deep terms fold in linear time. As in
    /// gringo, a product with an operand 0 stays as it is (see [`Term::linear`]).
    fn fold(&mut self, term: Term) -> Term {
        let symbol = |t: &Term| matches!(t, Term::Symbol(_));
        let zero = |t: &Term| matches!(t, Term::Symbol(Symbol::Int(0)));
        let foldable = match &term {
            Term::Symbol(_) | Term::Variable(_) | Term::External(..) => false,
            Term::Function(_, args) => args.iter().all(symbol),
            Term::Unary(_, t, _) => symbol(t),
            Term::Binary(ast::BinaryOp::Mul, l, r, _) if zero(l) || zero(r) => false,
            Term::Binary(_, l, r, _) => symbol(l) && symbol(r),
        };
        if !foldable {
            return term;
        }
        match eval::eval(&term, &Binding::new(0), self.symbols) {
            Ok(value) => Term::Symbol(value),
            Err(_) => term,
        }
    }
}

/// Makes every argument of a positive atom a pattern, as gringo does: an argument that is
/// not one (say `X*X`, or `X+Y`) is replaced by a fresh variable `V`, and `V = term` is added
/// to the same body or condition. Such a term binds none of its variables.
fn extract_arithmetic(scope: &mut Scope, rule: &mut ir::Rule) {
    let mut extra = Vec::new();
    for element in &mut rule.body {
        match element {
            BodyElement::Literal(literal) => extract_in_literal(scope, literal, &mut extra),
            BodyElement::Conditional(conditional) => {
                extract_in_condition(scope, &mut conditional.condition)
            }
            BodyElement::Aggregate(_, aggregate) => {
                for element in &mut aggregate.elements {
                    extract_in_condition(scope, &mut element.condition);
                }
            }
        }
    }
    rule.body
        .extend(extra.into_iter().map(BodyElement::Literal));
    match &mut rule.head {
        Head::Disjunction(elements, ..) => {
            for element in elements {
                extract_in_condition(scope, &mut element.condition);
            }
        }
        Head::Aggregate(aggregate) => {
            for element in &mut aggregate.elements {
                extract_in_condition(scope, &mut element.condition);
            }
        }
        _ => {}
    }
}

fn extract_in_condition(scope: &mut Scope, literals: &mut Vec<Literal>) {
    let mut extra = Vec::new();
    for literal in literals.iter_mut() {
        extract_in_literal(scope, literal, &mut extra);
    }
    literals.extend(extra);
}

fn extract_in_literal(scope: &mut Scope, literal: &mut Literal, extra: &mut Vec<Literal>) {
    if let Literal::Atom(Naf::Positive, atom) = literal {
        for arg in &mut atom.args {
            extract_term(scope, arg, atom.span, extra);
        }
    }
}

fn extract_term(scope: &mut Scope, term: &mut Term, span: Span, extra: &mut Vec<Literal>) {
    if term.is_pattern() {
        return;
    }
    match term {
        Term::Function(_, args) => {
            for arg in args {
                extract_term(scope, arg, span, extra);
            }
        }
        Term::Unary(UnaryOp::Minus, inner, _) if matches!(**inner, Term::Function(..)) => {
            extract_term(scope, inner, span, extra)
        }
        _ => {
            let span = term.span().unwrap_or(span);
            let var = scope.fresh("Arith", span);
            let value = std::mem::replace(term, Term::Variable(var));
            extra.push(Literal::Compare(
                Naf::Positive,
                Term::Variable(var),
                Relation::Eq,
                value,
            ));
        }
    }
}

/// The arguments that are not at `anonymous` positions.
fn without_anonymous(args: Vec<Term>, anonymous: &[bool]) -> Vec<Term> {
    (args.into_iter().zip(anonymous))
        .filter(|(_, a)| !**a)
        .map(|(t, _)| t)
        .collect()
}

/// A rule body with extra literals (from the head's ranges) appended.
fn with_ranges(body: &[BodyElement], ranges: &[Literal]) -> Vec<BodyElement> {
    let mut out = body.to_vec();
    out.extend(ranges.iter().cloned().map(BodyElement::Literal));
    out
}

/// Whether a Boolean constant under default negation holds.
fn naf_holds(naf: Naf, value: bool) -> bool {
    match naf {
        Naf::Positive | Naf::NotNot => value,
        Naf::Not => !value,
    }
}

/// A number that tells the default negation of a set-aggregate literal apart.
fn naf_code(literal: &ast::Literal) -> i32 {
    match literal.naf {
        Naf::Positive => 0,
        Naf::Not => 1,
        Naf::NotNot => 2,
    }
}

/// The terms that identify a literal in a set aggregate's tuple.
fn literal_terms(literal: &Literal, program: &ir::Program) -> Vec<Term> {
    match literal {
        Literal::Atom(_, atom) => vec![atom_term(atom, program)],
        Literal::Compare(_, l, _, r) => vec![l.clone(), r.clone()],
        Literal::Range(v, l, h) => vec![Term::Variable(*v), l.clone(), h.clone()],
    }
}

/// An atom as a term (`-p(X)` for classically negated atoms).
fn atom_term(atom: &ir::Atom, program: &ir::Program) -> Term {
    let predicate = &program.predicates[atom.predicate.0 as usize];
    let function = Term::Function(predicate.name, atom.args.clone());
    if predicate.negative {
        Term::Unary(UnaryOp::Minus, Box::new(function), atom.span)
    } else {
        function
    }
}

fn zero(span: Span) -> ast::Term {
    ast::Term::new(span, TermKind::Integer(0))
}

fn constant(name: &str) -> TermKind {
    TermKind::Function {
        name: name.to_string(),
        pool: vec![Vec::new()],
        external: false,
    }
}

/// A literal that never holds.
fn false_literal() -> Literal {
    let zero = Term::Symbol(Symbol::Int(0));
    Literal::Compare(Naf::Positive, zero.clone(), Relation::Ne, zero)
}
