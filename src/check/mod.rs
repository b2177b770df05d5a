//! From syntax trees to the normalized program the grounder instantiates: constants, the
//! `base` program part, rewriting ([`rewrite`]) and safety ([`safety`]).
//!
//! [`check`] returns the program with clingo's informational messages (atoms that occur in
//! no rule head), or the errors (unsafe variables, bad constants).

mod inequalities;
pub mod ir;
pub mod print;
mod rewrite;
pub mod safety;
pub mod undefined;

use crate::diag::{Diagnostic, Span};
use crate::ground::eval::{self, Binding};
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{self, ConstKind, StatementKind, TermKind};
use ir::{BodyElement, Head, Literal, PredId};
use print::Printer;
use rewrite::Rewriter;
use std::collections::{HashMap, HashSet};

/// A constant definition given on the command line (`-c name=value`).
#[derive(Clone, Debug)]
pub struct ConstDefinition {
    /// The name.
    pub name: String,
    /// The value, a term without variables.
    pub value: ast::Term,
    /// Where it is defined (clingo shows a `-c` definition as the file `<name=value>`).
    pub span: Span,
}

/// Normalizes the statements of the `base` program part (consuming them, so that large
/// inputs do not stay in memory twice).
pub fn check(
    statements: Vec<ast::Statement>,
    command_line: &[ConstDefinition],
    symbols: &mut SymbolTable,
) -> Result<(ir::Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    let consts = constants(&base_part(&statements), command_line, symbols)?;
    let mut rewriter = Rewriter::new(symbols, consts);
    let mut errors = Vec::new();
    let mut reported_unsafe = HashSet::new();
    let mut in_base = true;
    // Facts that are ground only after rewriting (`p(-1).`, `p(1;2).`, `-p.`): gringo
    // stores them after the facts written plainly, so they come after them (see
    // `is_plain_fact`).
    let mut late_facts = ir::Facts::default();
    for statement in statements {
        if let StatementKind::Program { name, params } = &statement.kind {
            in_base = name == "base" && params.is_empty();
            continue;
        }
        if !in_base {
            continue;
        }
        let statement = &statement;
        if matches!(
            statement.kind,
            StatementKind::Const { .. }
                | StatementKind::Include { .. }
                | StatementKind::Program { .. }
        ) {
            continue;
        }
        if let StatementKind::Facts(facts) = &statement.kind {
            rewriter.facts(facts);
            continue;
        }
        let rewritten = rewriter.statement(statement);
        let plain = is_plain_fact(statement);
        for mut rule in rewritten.rules {
            let unsafe_vars = safety::unsafe_variables(&rule);
            if !unsafe_vars.is_empty() {
                if reported_unsafe.insert((statement.span.start, statement.span.file)) {
                    errors.extend(unsafe_errors(
                        statement,
                        &rule,
                        &unsafe_vars,
                        &rewritten.var_spans,
                    ));
                }
                continue;
            }
            // `l : ..., l, ...` always holds.
            rule.body.retain(|element| {
                !matches!(element, ir::BodyElement::Conditional(c) if c.condition.contains(&c.literal))
            });
            if let Some((predicate, args)) = ground_fact(&rule) {
                if plain {
                    rewriter.program.facts.push(predicate, &args);
                } else {
                    late_facts.push(predicate, &args);
                }
                continue;
            }
            rewriter.program.rules.push(rule);
        }
    }
    for (predicate, args) in late_facts.iter() {
        rewriter.program.facts.push(predicate, args);
    }
    errors.append(&mut rewriter.diagnostics);
    if !errors.is_empty() {
        return Err(errors);
    }
    let program = rewriter.program;
    let mut infos = undefined_operations(&program, symbols);
    infos.extend(undefined_atoms(&program, symbols));
    Ok((program, infos))
}

/// Whether a statement is a fact gringo recognizes as one while parsing: a positive atom
/// whose arguments are numbers, constants, strings, `#inf`, `#sup` or functions of them.
/// Other facts (with a negative number, a tuple, arithmetic, a pool or classical negation)
/// gringo recognizes only after rewriting, and outputs after all the plain ones.
fn is_plain_fact(statement: &ast::Statement) -> bool {
    fn plain(term: &ast::Term) -> bool {
        match &term.kind {
            ast::TermKind::Integer(n) => *n >= 0,
            ast::TermKind::String(_) | ast::TermKind::Infimum | ast::TermKind::Supremum => true,
            ast::TermKind::Function {
                pool,
                external: false,
                ..
            } => pool.len() == 1 && pool[0].iter().all(plain),
            _ => false,
        }
    }
    let StatementKind::Rule(rule) = &statement.kind else {
        return false;
    };
    let Some(ast::Head::Literal(literal)) = &rule.head else {
        return false;
    };
    let ast::LiteralKind::Atom(atom) = &literal.kind else {
        return false;
    };
    rule.body.is_empty()
        && literal.naf == ast::Naf::Positive
        && !atom.negative
        && atom.pool.len() == 1
        && atom.pool[0].iter().all(plain)
}

/// The predicate and arguments of a rule that is a ground fact.
fn ground_fact(rule: &ir::Rule) -> Option<(PredId, Box<[Symbol]>)> {
    let Head::Atom(atom) = &rule.head else {
        return None;
    };
    if !rule.body.is_empty() {
        return None;
    }
    let args = atom
        .args
        .iter()
        .map(|t| match t {
            ir::Term::Symbol(s) => Some(*s),
            _ => None,
        })
        .collect::<Option<Box<[Symbol]>>>()?;
    Some((atom.predicate, args))
}

/// The statements of the `base` part: those before any `#program` and after `#program base.`
fn base_part(statements: &[ast::Statement]) -> Vec<&ast::Statement> {
    let mut in_base = true;
    let mut out = Vec::new();
    for statement in statements {
        if let StatementKind::Program { name, params } = &statement.kind {
            in_base = name == "base" && params.is_empty();
            continue;
        }
        if in_base {
            out.push(statement);
        }
    }
    out
}

/// The errors for the unsafe variables `vars` of a rule of `statement`, as clingo reports
/// them: one for the variables local to each aggregate or conditional literal (at it:
/// body aggregates first, then body conditional literals, then the head's), then one for
/// the rest (at the statement). A variable of an aggregate's guard is not local to it.
fn unsafe_errors(
    statement: &ast::Statement,
    rule: &ir::Rule,
    vars: &[ir::VarId],
    spans: &[Span],
) -> Vec<Diagnostic> {
    let mut scopes = local_scopes(statement);
    scopes.push(Scope {
        span: statement.span,
        text: statement.to_string(),
        locals: vec![statement.span],
    });
    let mut members: Vec<Vec<ir::VarId>> = vec![Vec::new(); scopes.len()];
    for &v in vars {
        let span = spans[v.0 as usize];
        let inside = |s: &Span| s.file == span.file && s.start <= span.start && span.end <= s.end;
        let scope = scopes
            .iter()
            .position(|scope| scope.locals.iter().any(inside))
            .unwrap_or(scopes.len() - 1);
        members[scope].push(v);
    }
    scopes
        .into_iter()
        .zip(members)
        .filter(|(_, vars)| !vars.is_empty())
        .map(|(scope, vars)| unsafe_error(scope.span, &scope.text, rule, &vars, spans))
        .collect()
}

/// A part of a statement with local variables: where it is, its text, and where its local
/// variables occur (an aggregate's elements, not its guards).
struct Scope {
    span: Span,
    text: String,
    locals: Vec<Span>,
}

/// The spans of an aggregate's elements.
fn element_spans<E>(aggregate: &ast::Aggregate<E>, span: impl Fn(&E) -> Span) -> Vec<Span> {
    match &aggregate.elements {
        ast::AggregateElements::Set(elements) => elements.iter().map(|e| e.span).collect(),
        ast::AggregateElements::Function(_, elements) => elements.iter().map(span).collect(),
    }
}

/// The parts of a statement with local variables: body aggregates, body conditional
/// literals, the elements of a disjunction with a condition (reported at the disjunction),
/// a head aggregate.
fn local_scopes(statement: &ast::Statement) -> Vec<Scope> {
    let (head, body) = match &statement.kind {
        StatementKind::Rule(rule) => (rule.head.as_ref(), &rule.body),
        StatementKind::WeakConstraint(weak) => (None, &weak.body),
        StatementKind::ShowTerm { body, .. }
        | StatementKind::ProjectAtom { body, .. }
        | StatementKind::Edge { body, .. } => (None, body),
        StatementKind::External(external) => (None, &external.body),
        StatementKind::Heuristic(heuristic) => (None, &heuristic.body),
        _ => return Vec::new(),
    };
    let mut scopes = Vec::new();
    for element in body {
        if let ast::BodyElement::Aggregate {
            span, aggregate, ..
        } = element
        {
            scopes.push(Scope {
                span: *span,
                text: element.to_string(),
                locals: element_spans(aggregate, |e| e.span),
            });
        }
    }
    for element in body {
        if let ast::BodyElement::Conditional(conditional) = element {
            scopes.push(Scope {
                span: conditional.span,
                text: conditional.to_string(),
                locals: vec![conditional.span],
            });
        }
    }
    match head {
        // clingo reports the local variables of a disjunction's elements at the disjunction.
        Some(ast::Head::Disjunction(elements)) => {
            let span = elements[0].span.join(elements[elements.len() - 1].span);
            let text: Vec<String> = (elements.iter())
                .map(|e| match e.condition.is_empty() {
                    true => e.literal.to_string(),
                    false => e.to_string(),
                })
                .collect();
            for element in elements.iter().filter(|e| !e.condition.is_empty()) {
                scopes.push(Scope {
                    span,
                    text: text.join("; "),
                    locals: vec![element.span],
                });
            }
        }
        Some(aggregate @ ast::Head::Aggregate(a)) => scopes.push(Scope {
            span: a.span,
            text: aggregate.to_string(),
            locals: element_spans(a, |e| e.span),
        }),
        _ => {}
    }
    scopes
}

/// `unsafe variables in: text` at `span`, with a note for each variable.
fn unsafe_error(
    span: Span,
    text: &str,
    rule: &ir::Rule,
    vars: &[ir::VarId],
    spans: &[Span],
) -> Diagnostic {
    let mut diagnostic = Diagnostic::error(span, format!("unsafe variables in:\n  {text}"));
    // Report the variables the user wrote; fresh ones only if nothing else is unsafe.
    let named: Vec<ir::VarId> = vars
        .iter()
        .copied()
        .filter(|v| !rule.vars[v.0 as usize].starts_with('#'))
        .collect();
    let shown = if named.is_empty() {
        vars.to_vec()
    } else {
        named
    };
    let mut shown: Vec<(Span, String)> = shown
        .iter()
        .map(|v| {
            let name = &rule.vars[v.0 as usize];
            let name = if name.starts_with("#Anon") {
                "_".to_string()
            } else {
                name.clone()
            };
            (spans[v.0 as usize], name)
        })
        .collect();
    shown.sort_by_key(|(span, _)| span.start);
    for (span, name) in shown {
        diagnostic = diagnostic.with_note(span, format!("'{name}' is unsafe"));
    }
    diagnostic
}

/// Evaluates the constants. A definition on the command line or marked `[override]`
/// replaces a plain `#const`; two definitions of one name at the same level are an error,
/// as in clingo.
fn constants(
    statements: &[&ast::Statement],
    command_line: &[ConstDefinition],
    symbols: &mut SymbolTable,
) -> Result<HashMap<String, Symbol>, Vec<Diagnostic>> {
    // name -> (value, where, overriding, the statement as clingo prints it)
    let mut definitions: HashMap<String, (ast::Term, Span, bool, String)> = HashMap::new();
    let mut errors = Vec::new();
    let mut define = |name: &str, value: &ast::Term, span: Span, text: String, overriding: bool| {
        match definitions.get(name) {
            Some((_, _, true, _)) if !overriding => {}
            Some((_, previous, previous_overriding, _)) if *previous_overriding == overriding => {
                errors.push(
                    Diagnostic::error(span, format!("redefinition of constant:\n  {text}"))
                        .with_note(*previous, "constant also defined here"),
                );
            }
            _ => {
                definitions.insert(name.to_string(), (value.clone(), span, overriding, text));
            }
        }
    };
    for definition in command_line {
        let text = format!("#const {}={}.", definition.name, definition.value);
        define(
            &definition.name,
            &definition.value,
            definition.span,
            text,
            true,
        );
    }
    for statement in statements {
        if let StatementKind::Const { name, value, kind } = &statement.kind {
            let text = format!("#const {name}={value}.");
            define(
                name,
                value,
                statement.span,
                text,
                *kind == ConstKind::Override,
            );
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let definitions: HashMap<String, Definition> = definitions
        .into_iter()
        .map(|(n, (value, span, _, text))| (n, Definition { value, span, text }))
        .collect();
    let mut values = HashMap::new();
    let mut names: Vec<&String> = definitions.keys().collect();
    names.sort();
    for name in names {
        let mut visiting = Vec::new();
        if let Err(e) = resolve(name, &definitions, &mut values, &mut visiting, symbols) {
            // Each member of a cycle finds it again: report it once.
            if !errors
                .iter()
                .any(|d: &Diagnostic| d.span == e.span && d.message == e.message)
            {
                errors.push(e);
            }
        }
    }
    if errors.is_empty() {
        Ok(values)
    } else {
        Err(errors)
    }
}

/// A constant's definition in effect.
struct Definition {
    value: ast::Term,
    /// The `#const` statement (or the command-line option).
    span: Span,
    /// The statement as clingo prints it in messages.
    text: String,
}

/// clingo's error for a cycle of constant definitions (`cycle[i]`'s value refers to
/// `cycle[i+1]`, the last one's to the first): at the definition written first, with a note
/// for each other one, going back along the cycle.
fn cyclic_definition(cycle: &[String], definitions: &HashMap<String, Definition>) -> Diagnostic {
    let first = (0..cycle.len())
        .min_by_key(|&i| {
            let span = definitions[&cycle[i]].span;
            (span.file, span.start)
        })
        .expect("a cycle has members");
    let definition = &definitions[&cycle[first]];
    let mut diagnostic = Diagnostic::error(
        definition.span,
        format!("cyclic constant definition:\n  {}", definition.text),
    );
    for k in 1..cycle.len() {
        let other = &definitions[&cycle[(first + cycle.len() - k) % cycle.len()]];
        diagnostic = diagnostic.with_note(
            other.span,
            format!("cycle involves definition:\n  {}", other.text),
        );
    }
    diagnostic
}

/// The value of constant `name`, evaluating the constants it refers to first.
fn resolve(
    name: &str,
    definitions: &HashMap<String, Definition>,
    values: &mut HashMap<String, Symbol>,
    visiting: &mut Vec<String>,
    symbols: &mut SymbolTable,
) -> Result<Symbol, Diagnostic> {
    if let Some(&value) = values.get(name) {
        return Ok(value);
    }
    let term = &definitions[name].value;
    if let Some(start) = visiting.iter().position(|n| n == name) {
        return Err(cyclic_definition(&visiting[start..], definitions));
    }
    visiting.push(name.to_string());
    let mut referenced = Vec::new();
    constants_in(term, &mut referenced);
    for other in referenced {
        if other != name && definitions.contains_key(&other) {
            resolve(&other, definitions, values, visiting, symbols)?;
        }
    }
    visiting.pop();
    let mut rewriter = Rewriter::new(symbols, values.clone());
    let value = rewriter
        .ground_term(term)
        .and_then(|t| eval::eval(&t, &Binding::new(0), rewriter.symbols).ok());
    let value = value.ok_or_else(|| {
        Diagnostic::error(
            term.span,
            format!("the value of constant '{name}' is not a defined ground term"),
        )
    })?;
    values.insert(name.to_string(), value);
    Ok(value)
}

/// The names of constants (functions without arguments) occurring in a term.
fn constants_in(term: &ast::Term, out: &mut Vec<String>) {
    match &term.kind {
        TermKind::Function {
            name,
            pool,
            external,
        } => {
            if !external && pool.len() == 1 && pool[0].is_empty() {
                out.push(name.clone());
            }
            pool.iter().flatten().for_each(|t| constants_in(t, out));
        }
        TermKind::Tuple(ts) | TermKind::Pool(ts) => ts.iter().for_each(|t| constants_in(t, out)),
        TermKind::Unary(_, t) => constants_in(t, out),
        TermKind::Binary(_, l, r) | TermKind::Interval(l, r) => {
            constants_in(l, out);
            constants_in(r, out);
        }
        _ => {}
    }
}

/// clingo's `info: operation undefined` for each operation that is undefined whatever the
/// values of its variables, once, in the order of the source (see [`undefined`]).
fn undefined_operations(program: &ir::Program, symbols: &SymbolTable) -> Vec<Diagnostic> {
    let mut infos: Vec<Diagnostic> = Vec::new();
    for rule in &program.rules {
        let printer = Printer {
            symbols,
            program,
            vars: &rule.vars,
        };
        for (span, term) in undefined::rule_undefined_operations(rule) {
            if infos
                .iter()
                .any(|d| d.span.is_some_and(|s| undefined::same_place(s, span)))
            {
                continue;
            }
            infos.push(Diagnostic::info(
                crate::diag::Warning::OperationUndefined,
                span,
                format!(
                    "operation undefined:\n  {}",
                    printer.simplified_term_string(term)
                ),
            ));
        }
    }
    infos.sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
    infos
}

/// clingo's `info: atom does not occur in any rule head` for each body atom whose predicate
/// no rule, external or `#defined` can derive.
fn undefined_atoms(program: &ir::Program, symbols: &SymbolTable) -> Vec<Diagnostic> {
    let mut defined: HashSet<PredId> = program.defined.iter().copied().collect();
    defined.extend(program.facts.iter().map(|(p, _)| p));
    for rule in &program.rules {
        match &rule.head {
            Head::Atom(atom) | Head::External(atom, _) => {
                defined.insert(atom.predicate);
            }
            Head::Disjunction(elements, ..) => {
                for element in elements {
                    if let Literal::Atom(_, atom) = &element.literal {
                        defined.insert(atom.predicate);
                    }
                }
            }
            Head::Aggregate(aggregate) => {
                for element in &aggregate.elements {
                    if let Some(atom) = &element.atom {
                        defined.insert(atom.predicate);
                    }
                }
            }
            _ => {}
        }
    }
    let mut seen = HashSet::new();
    let mut infos = Vec::new();
    // Rules and atoms with an operation that is always undefined are gone before gringo
    // looks for undefined atoms.
    for rule in program.rules.iter().filter(|r| !undefined::rule_dropped(r)) {
        let printer = Printer {
            symbols,
            program,
            vars: &rule.vars,
        };
        let mut report = |literal: &Literal| {
            if let Literal::Atom(_, atom) = literal
                && !defined.contains(&atom.predicate)
                && !undefined::literal_undefined(literal)
                && seen.insert((atom.span.file, atom.span.start))
            {
                infos.push(Diagnostic::info(
                    crate::diag::Warning::AtomUndefined,
                    atom.span,
                    format!(
                        "atom does not occur in any rule head:\n  {}",
                        printer.atom(atom)
                    ),
                ));
            }
        };
        // An element (a conditional literal, an aggregate element) with an undefined
        // operation is gone, with its atoms.
        let mut report_element = |literals: &[&Literal], tuple: &[ir::Term]| {
            let gone = literals.iter().any(|l| undefined::literal_undefined(l))
                || tuple
                    .iter()
                    .any(|t| undefined::undefined_operation(t).is_some());
            if !gone {
                literals.iter().for_each(|l| report(l));
            }
        };
        fn conditional(c: &ir::Conditional) -> Vec<&Literal> {
            std::iter::once(&c.literal).chain(&c.condition).collect()
        }
        for element in &rule.body {
            match element {
                BodyElement::Literal(l) => report_element(&[l], &[]),
                BodyElement::Conditional(c) => report_element(&conditional(c), &[]),
                // gringo drops an aggregate without bounds (it always holds).
                BodyElement::Aggregate(_, a) if a.bounds.is_empty() => {}
                BodyElement::Aggregate(_, a) => a.elements.iter().for_each(|e| {
                    report_element(&e.condition.iter().collect::<Vec<_>>(), &e.tuple)
                }),
            }
        }
        match &rule.head {
            Head::Disjunction(elements, ..) => elements.iter().for_each(|e| {
                let mut literals = conditional(e);
                literals.remove(0);
                let gone = undefined::literal_undefined(&e.literal);
                if !gone {
                    report_element(&literals, &[]);
                }
            }),
            Head::Aggregate(a) => a.elements.iter().for_each(|e| {
                let atom = e.atom.iter().flat_map(|a| &a.args).cloned();
                let terms: Vec<ir::Term> = e.tuple.iter().cloned().chain(atom).collect();
                report_element(&e.condition.iter().collect::<Vec<_>>(), &terms)
            }),
            _ => {}
        }
    }
    infos.sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
    infos
}
