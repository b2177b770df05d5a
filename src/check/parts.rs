//! The program parts a step grounds, and the others: gringo rewrites and checks the
//! statements of every part, also of those it does not ground, so their infos and errors
//! count too (a part's parameters are variables all the same; their values, which only facts
//! and theory terms take, do not matter there). A statement's infos are reported once, in
//! the first step that rewrites it.

use super::{Checker, Part};
use crate::symbol::Symbol;
use crate::syntax::ast::{self, StatementKind};

/// Whether `statement` holds for the whole program, whichever part it is in: `#show p/n.`
/// and `#show.`, as in gringo (which collects them as it reads).
pub(super) fn is_global(statement: &ast::Statement) -> bool {
    matches!(
        statement.kind,
        StatementKind::ShowAll | StatementKind::ShowSignature(_)
    )
}

/// Values for the parameters `params` of a part not being grounded.
fn unknown(params: &[String]) -> impl Iterator<Item = (String, Symbol)> + '_ {
    params.iter().map(|p| (p.clone(), Symbol::Int(0)))
}

impl Checker<'_> {
    /// Checks the part `base` (consuming the statements, so that large inputs do not stay in
    /// memory twice) and the other parts' statements from the `checked`th on.
    pub(super) fn base(&mut self, statements: Vec<ast::Statement>, checked: usize) {
        let mut in_base = true;
        let mut shadowed = Vec::new();
        for (index, statement) in statements.into_iter().enumerate() {
            if let StatementKind::Program { name, params } = &statement.kind {
                (self.rewriter).restore_consts(std::mem::take(&mut shadowed));
                in_base = name == "base" && params.is_empty();
                if !in_base {
                    shadowed = self.rewriter.bind_params(unknown(params));
                }
            } else if is_global(&statement) {
            } else if in_base {
                self.quiet = index < checked;
                self.top_level(&statement);
            } else if index >= checked {
                self.scratch(&statement);
            }
        }
        self.rewriter.restore_consts(shadowed);
        self.quiet = false;
    }

    /// Checks `parts` (each with its parameters' values) and the other parts' statements
    /// from the `checked`th on.
    pub(super) fn parts(&mut self, statements: &[ast::Statement], parts: &[Part], checked: usize) {
        // Each statement's infos once, also when it is grounded for several parts.
        let mut reported = vec![false; statements.len()];
        reported[..checked.min(statements.len())].fill(true);
        for part in grounding_order(statements, parts) {
            let mut inside = part.name == "base" && part.args.is_empty();
            let mut shadowed = Vec::new();
            for (index, statement) in statements.iter().enumerate() {
                if let StatementKind::Program { name, params } = &statement.kind {
                    (self.rewriter).restore_consts(std::mem::take(&mut shadowed));
                    inside = *name == part.name && params.len() == part.args.len();
                    if inside {
                        let bound = params.iter().cloned().zip(part.args.iter().copied());
                        shadowed = self.rewriter.bind_params(bound);
                    }
                } else if inside && !is_global(statement) {
                    self.quiet = std::mem::replace(&mut reported[index], true);
                    self.top_level(statement);
                }
            }
            self.rewriter.restore_consts(shadowed);
        }
        self.quiet = false;
        let grounded = |name: &str, arity: usize| {
            (parts.iter()).any(|part| part.name == name && part.args.len() == arity)
        };
        let mut inside = grounded("base", 0);
        let mut shadowed = Vec::new();
        for (index, statement) in statements.iter().enumerate() {
            if let StatementKind::Program { name, params } = &statement.kind {
                (self.rewriter).restore_consts(std::mem::take(&mut shadowed));
                inside = grounded(name, params.len());
                if !inside {
                    shadowed = self.rewriter.bind_params(unknown(params));
                }
            } else if !inside && !is_global(statement) && index >= checked {
                self.scratch(statement);
            }
        }
        self.rewriter.restore_consts(shadowed);
    }
}

/// The parts of `parts` in the order in which gringo grounds their statements (found by
/// probing clingo 5.8.3, which numbers the atoms in that order): by the blocks of the
/// program, the statements after `#program` directives of one name and number of
/// parameters, `base` first and the others as their first directive comes; each part once;
/// parts of one block in the order given.
fn grounding_order<'a>(statements: &[ast::Statement], parts: &'a [Part]) -> Vec<&'a Part> {
    let mut blocks: Vec<(&str, usize)> = vec![("base", 0)];
    for statement in statements {
        if let StatementKind::Program { name, params } = &statement.kind
            && !blocks.contains(&(name.as_str(), params.len()))
        {
            blocks.push((name.as_str(), params.len()));
        }
    }
    let mut ordered: Vec<&Part> = Vec::new();
    for (name, arity) in blocks {
        for part in parts
            .iter()
            .filter(|p| p.name == name && p.args.len() == arity)
        {
            if !ordered.contains(&part) {
                ordered.push(part);
            }
        }
    }
    ordered
}
