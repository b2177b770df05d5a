//! `#const` definitions: which one is in effect for each name, and their values. A value is
//! the definition's term with the constants it refers to replaced and folded (a symbol, or
//! the term with an undefined operation, which gringo reports where the constant is used).

use super::ConstDefinition;
use super::ir;
use super::rewrite::Rewriter;
use crate::diag::{Diagnostic, Span};
use crate::symbol::SymbolTable;
use crate::syntax::ast::{self, ConstKind, StatementKind, TermKind};
use std::collections::HashMap;

/// Evaluates the constants. A definition on the command line or marked `[override]`
/// replaces a plain `#const`; two definitions of one name at the same level are an error,
/// as in clingo.
pub(super) fn constants(
    statements: &[&ast::Statement],
    command_line: &[ConstDefinition],
    symbols: &mut SymbolTable,
) -> Result<HashMap<String, ir::Term>, Vec<Diagnostic>> {
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
    values: &mut HashMap<String, ir::Term>,
    visiting: &mut Vec<String>,
    symbols: &mut SymbolTable,
) -> Result<ir::Term, Diagnostic> {
    if let Some(value) = values.get(name) {
        return Ok(value.clone());
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
    let value = rewriter.ground_term(term).ok_or_else(|| {
        Diagnostic::error(
            term.span,
            format!("the value of constant '{name}' is not a ground term"),
        )
    })?;
    values.insert(name.to_string(), value.clone());
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
