//! Script functions: what `@f(t,...)` terms call while grounding, given by the embedder
//! (clingo's ground context; the Python module's `Control.ground(parts, context)`).
//!
//! The checker unfolds every call into a comparison `V = @f(t,...)` with a fresh variable
//! `V` (see `check::undefined`), as gringo does: a function returns any number of values,
//! and the instance is joined once per value (none: the instance disappears). Without
//! script functions a call is undefined (clingo's `function 'f' not found`).

use super::eval::Undefined;
use crate::check::ir::Term;
use crate::diag::{Diagnostic, Span};
use crate::symbol::{Symbol, SymbolTable};

/// Functions that `@`-terms call (see the module documentation).
pub trait ScriptFunctions: std::fmt::Debug {
    /// Whether there is a function `name` (a call of another one is undefined, as in
    /// clingo: `function 'f' not found`).
    fn defines(&self, name: &str) -> bool {
        let _ = name;
        true
    }

    /// The values of `@name(args)`, or why the call failed (grounding then stops with that
    /// error). New symbols are made in `symbols`.
    fn call(
        &self,
        name: &str,
        args: &[Symbol],
        symbols: &mut SymbolTable,
    ) -> Result<Vec<Symbol>, String>;
}

/// The function call that one side of an equation is, with the other side: `V = @f(X)` or
/// `@f(X) = V`.
pub fn call_equation<'t>(left: &'t Term, right: &'t Term) -> Option<(&'t Term, &'t Term)> {
    match (left, right) {
        (_, Term::External(..)) => Some((left, right)),
        (Term::External(..), _) => Some((right, left)),
        _ => None,
    }
}

/// Why a call has no values.
pub enum CallFailure {
    /// There is no such function: the call is undefined.
    Undefined(Undefined),
    /// The function failed: grounding stops with this error.
    Failed(Diagnostic),
}

/// Calls `call` (an [`Term::External`] whose arguments have the values `args`).
pub fn call(
    functions: &dyn ScriptFunctions,
    call: &Term,
    args: &[Symbol],
    symbols: &mut SymbolTable,
) -> Result<Vec<Symbol>, CallFailure> {
    let Term::External(name, _, span) = call else {
        unreachable!("a script call is an external term")
    };
    let name = symbols.text(*name).to_string();
    if !functions.defines(&name) {
        return Err(CallFailure::Undefined(Undefined::at(call, *span)));
    }
    functions
        .call(&name, args, symbols)
        .map_err(|message| CallFailure::Failed(failed(*span, &name, &message)))
}

/// The error of a call that failed.
fn failed(span: Span, name: &str, message: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("error in script function '{name}':\n  {message}"),
    )
}
