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
//! * A program part's parameters are variables, bound by a literal of the part added to each
//!   body (module `parts`).
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

mod alternatives;
mod body;
mod elements;
mod heads;
mod occurrences;
mod parts;
mod statements;
mod terms;
mod theory;

use alternatives::{Alt, cross, nested};
use parts::part_variable;
use terms::extract_arithmetic;

/// The variables of one statement: names to ids, and where each first occurs.
#[derive(Default)]
struct Scope {
    ids: HashMap<String, VarId>,
    names: Vec<String>,
    first_spans: Vec<Span>,
    fresh: u32,
    /// Where each variable written in the statement occurs.
    occurrences: HashMap<String, Vec<Span>>,
    /// The parts of the statement whose variables are their own unless they occur elsewhere
    /// too (see [`occurrences::local_spans`]).
    local_spans: Vec<Span>,
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

    /// Whether `v` is written somewhere outside `span` and outside the statement's local
    /// parts: a global variable of the statement.
    fn occurs_globally(&self, v: VarId, span: Span) -> bool {
        let inside = |outer: &Span, s: &Span| {
            s.file == outer.file && outer.start <= s.start && s.end <= outer.end
        };
        (self.occurrences.get(&self.names[v.0 as usize])).is_some_and(|spans| {
            (spans.iter())
                .any(|s| !inside(&span, s) && !self.local_spans.iter().any(|l| inside(l, s)))
        })
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
    /// The rules defining the projections made so far (see
    /// [`Rewriter::finish_projections`]).
    projections: Vec<ir::Rule>,
    /// The program's theory definitions.
    pub theories: super::theory::Theories,
    /// The parameters of the program part being rewritten, with their values. As in gringo,
    /// a parameter is a variable of each statement (`#Inc0`, ... by position, see
    /// [`part_variable`]) that the part's literal binds, added to every body
    /// ([`Rewriter::part_literals`]): gringo's dependency analysis, which rasp's order of
    /// grounding follows, then sees `blank(X,Y,t-1)` in a body depend on `blank(X,Y,t)` in
    /// a head. Facts and theory terms take the values (the constants `consts` hold them).
    params: Vec<(String, Symbol)>,
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
            projections: Vec::new(),
            theories: super::theory::Theories::default(),
            params: Vec::new(),
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
            occurrences: occurrences::variable_occurrences(statement),
            local_spans: occurrences::local_spans(statement),
            ..Scope::default()
        };
        // The part's variables are global: they occur in its literal, outside the statement.
        let outside = Span {
            file: statement.span.file,
            start: u32::MAX,
            end: u32::MAX,
        };
        for i in 0..self.params.len() {
            scope.occurrences.insert(part_variable(i), vec![outside]);
        }
        let theory_start = self.program.theory.len();
        let mut rules = self.rules_of(&mut scope, statement);
        let aux_rules = self.aux_rules_for(&mut scope, &rules);
        let aux_start = rules.len();
        rules.extend(aux_rules);
        for (index, rule) in rules.iter_mut().enumerate() {
            extract_arithmetic(&mut scope, rule);
            self.project_anonymous(&scope, rule, index < aux_start);
            super::inequalities::add_ranges(rule);
        }
        for rule in &mut rules {
            rule.vars = scope.names.clone();
        }
        for occurrence in &mut self.program.theory[theory_start..] {
            occurrence.vars = scope.names.clone();
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
    /// conditional literals and of conditions (in a body, only those that are not positive
    /// atoms).
    ///
    /// Not the body literal that matches the atom of `#project` or `#heuristic`: it binds
    /// the anonymous variables of that atom. Nor, as in gringo, the positive body literal of
    /// a rule with an atom or `#false` as its head whose body has no other literal that could
    /// be worth projecting (gringo's `singleton`: `r :- p(_), X = 1.` keeps `p(_)`).
    ///
    /// The rules defining projections go to [`Rewriter::projections`]: gringo adds them
    /// after all statements, which decides the order it grounds in.
    fn project_anonymous(&mut self, scope: &Scope, rule: &mut ir::Rule, main: bool) {
        let matched = match &rule.head {
            Head::Project(atom) | Head::Heuristic(atom, ..) => Some(atom.clone()),
            _ => None,
        };
        let singleton = main
            && matches!(rule.head, Head::Atom(_) | Head::False)
            && (rule.body.iter())
                .map(|e| project_score(e, &rule.body))
                .sum::<u32>()
                == 1;
        let mut literals: Vec<&mut Literal> = Vec::new();
        for element in &mut rule.body {
            match element {
                BodyElement::Literal(Literal::Atom(Naf::Positive, atom))
                    if matched.as_ref() == Some(atom) || singleton => {}
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
                // So does one of a body aggregate's element: gringo keeps `r(Z,_)` in
                // `#sum{ Z : d(Z), r(Z,_) }` (for a non-monotone recursive aggregate the
                // projection's extra atom changes clasp's answers).
                BodyElement::Aggregate(_, a) => literals.extend(
                    (a.elements.iter_mut().flat_map(|e| e.condition.iter_mut()))
                        .filter(|l| !matches!(l, Literal::Atom(Naf::Positive, _))),
                ),
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
            let Literal::Atom(_, atom) = literal else {
                continue;
            };
            // gringo never projects a classically negated atom (it simplifies the atom's
            // term `-p(_)` as an operation, not as a position): `_` in `-p(_)` stays a
            // local variable, and in `not -p(_)` it is unsafe.
            if self.program.predicates[atom.predicate.0 as usize].negative {
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
        self.projections.extend(projections);
    }

    /// Adds the rules defining the projections made so far to the program: after all
    /// statements, as gringo adds them.
    pub fn finish_projections(&mut self) {
        let projections = std::mem::take(&mut self.projections);
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
        if kind == "p" {
            self.program.projections.push((id, predicate));
        }
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
            binding: 0,
            vars: (0..anonymous.len()).map(|i| format!("V{i}")).collect(),
            part: Vec::new(),
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
}
/// gringo's `projectScore` of a body element of `body`: whether it could be worth
/// projecting (an atom 1, an interval or script call 2 and an aggregate or conditional
/// literal 2, in any term). An interval of the head is a range of the body here; gringo adds
/// it after counting, so a range whose variable no other element of the body has is 0 (an
/// interval of the body is one of an atom's or comparison's terms).
fn project_score(element: &BodyElement, body: &[BodyElement]) -> u32 {
    fn term_score(term: &Term) -> u32 {
        match term {
            Term::Symbol(_) | Term::Variable(_) => 0,
            Term::Function(_, args) => args.iter().map(term_score).sum(),
            Term::Unary(_, t, _) => term_score(t),
            Term::Binary(_, l, r, _) => term_score(l) + term_score(r),
            Term::External(..) => 2,
        }
    }
    match element {
        BodyElement::Literal(Literal::Atom(_, atom)) => {
            1 + atom.args.iter().map(term_score).sum::<u32>()
        }
        BodyElement::Literal(Literal::Compare(_, l, _, r)) => term_score(l) + term_score(r),
        BodyElement::Literal(Literal::Range(var, ..)) => {
            let elsewhere = body.iter().any(|other| {
                let mut found = false;
                if !std::ptr::eq(other, element) {
                    other.for_each_var(&mut |v| found |= v == *var);
                }
                found
            });
            if elsewhere { 2 } else { 0 }
        }
        BodyElement::Conditional(_) | BodyElement::Aggregate(..) => 2,
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
pub(super) fn false_literal() -> Literal {
    let zero = Term::Symbol(Symbol::Int(0));
    Literal::Compare(Naf::Positive, zero.clone(), Relation::Ne, zero)
}
