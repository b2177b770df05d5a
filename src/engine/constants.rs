//! The `-c name=value` definitions of constants (clingo's `--const`), read as `#const`
//! statements with clingo's messages.

use crate::check::ConstDefinition;
use crate::diag::{Diagnostic, SourceMap, Span};
use crate::syntax::{self, ast};

/// Parses the definition `name=value` of a constant (see [`Engine::define`]).
pub(super) fn const_definition(
    definition: &str,
    sources: &mut SourceMap,
) -> Result<ConstDefinition, Vec<Diagnostic>> {
    const PREFIX: &str = "#const ";
    let file = sources.add(format!("<{definition}>"), definition);
    let span = Span::new(file, 0, definition.len());
    let text = format!("{PREFIX}{definition}.");
    // The parser's places, moved from the statement to the definition.
    let place = |s: Span| {
        let start = (s.start as usize).saturating_sub(PREFIX.len());
        let end = (s.end as usize).saturating_sub(PREFIX.len());
        let start = start.min(definition.len());
        Span::new(file, start, end.clamp(start, definition.len()))
    };
    let parsed = parse_detached(&text);
    if !parsed.as_ref().is_ok_and(single_const)
        && let Some(dot) = statement_end(definition)
    {
        // clingo reads a term and then the end: a `.` that ends the statement early (`k=1.2`)
        // is where its term ends.
        let at = Span::new(file, dot, dot + 1);
        return Err(vec![Diagnostic::error(at, "syntax error, unexpected .")]);
    }
    // The `.` added to end the statement is the end of the definition for clingo (`EOF`),
    // also where it made `..` of the definition's last `.`.
    let end = PREFIX.len() + definition.len();
    let program = parsed.map_err(|errors| {
        (errors.into_iter())
            .map(|mut e| {
                if let Some(s) = e.span.filter(|s| s.end as usize > end) {
                    let token = match s.start as usize >= end {
                        true => ("unexpected .", "unexpected EOF"),
                        false => ("unexpected ..", "unexpected ."),
                    };
                    e.message = e.message.replacen(token.0, token.1, 1);
                }
                e.span = e.span.map(place);
                e
            })
            .collect::<Vec<_>>()
    })?;
    match program.statements.as_slice() {
        [
            ast::Statement {
                kind: ast::StatementKind::Const { name, value, .. },
                ..
            },
        ] => {
            let mut value = value.clone();
            value.move_spans(&place);
            Ok(ConstDefinition {
                name: name.clone(),
                value,
                span,
            })
        }
        _ => Err(vec![Diagnostic::error(span, "syntax error")]),
    }
}

/// Whether a program is one `#const` statement.
fn single_const(program: &ast::Program) -> bool {
    matches!(
        program.statements.as_slice(),
        [ast::Statement {
            kind: ast::StatementKind::Const { .. },
            ..
        }]
    )
}

/// The first `.` of a constant's definition (not one of `..`) before which the definition
/// is a whole `#const` statement, if there is one.
fn statement_end(definition: &str) -> Option<usize> {
    let bytes = definition.as_bytes();
    (0..bytes.len())
        .filter(|&i| bytes[i] == b'.')
        .filter(|&i| (i == 0 || bytes[i - 1] != b'.') && bytes.get(i + 1) != Some(&b'.'))
        .find(|&i| {
            parse_detached(&format!("#const {}.", &definition[..i])).is_ok_and(|p| single_const(&p))
        })
}

/// `text` parsed as a file of its own, outside the session's sources (the places of its
/// messages are the caller's to move).
fn parse_detached(text: &str) -> Result<ast::Program, Vec<Diagnostic>> {
    let mut scratch = SourceMap::new();
    let file = scratch.add("<cmd>", text.to_string());
    syntax::parse(text, file)
}
