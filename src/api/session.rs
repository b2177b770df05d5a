//! [`Session`]: a multi-shot session, as clingo's `Control` object runs one: program parts
//! grounded step by step, external atoms assigned between solves, solving under assumptions.

use super::{Answer, Answers, Error, Value, render};
use crate::aspif::ExternalValue;
use crate::engine::{Engine, Part};
use crate::ground::GroundOptions;
use crate::solve::{Enumeration, OutputOrder, SolveOptions, SolveResult, SolveStats};
use crate::symbol::{Symbol, SymbolTable};

/// A program grounded and solved step by step (see the module documentation).
///
/// ```
/// use rasp::api::{ExternalValue, Session, Value};
///
/// let mut session = Session::new();
/// session.add_text("p", "#program step(t). #external go(t). at(t) :- go(t).").unwrap();
/// session.ground(&[("step", vec![Value::Int(1)])]).unwrap();
/// let go = Value::parse("go(1)").unwrap();
/// session.assign_external(&go, ExternalValue::True);
/// let solved = session.solve(&[], 0, |_| true).unwrap();
/// assert_eq!(solved.answers.len(), 1);
/// // Assumed false, the external assigned true fails.
/// let solved = session.solve(&[(go.clone(), false)], 0, |_| true).unwrap();
/// assert_eq!(solved.core, [(go.clone(), false)]);
/// session.assign_external(&go, ExternalValue::Free);
/// let solved = session.solve(&[(go, false)], 0, |_| true).unwrap();
/// assert_eq!(solved.answers[0].atoms, []);
/// ```
#[derive(Default)]
pub struct Session {
    engine: Engine,
    options: SolveOptions,
    /// The search statistics of the last solve call.
    call: SolveStats,
}

/// What a solve call found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// How the search ended.
    pub result: SolveResult,
    /// The answer sets, in the order found.
    pub answers: Vec<Answer>,
    /// For an unsatisfiable call: the assumptions that cannot hold together (a subset of
    /// those given, about atoms of the program; empty when the program has no answer set
    /// whatever they are).
    pub core: Vec<(Value, bool)>,
}

impl Session {
    /// A session without a program.
    pub fn new() -> Session {
        Session::default()
    }

    /// A session whose solver runs with `options`.
    pub fn with_options(options: SolveOptions) -> Session {
        Session {
            engine: Engine::new(),
            options,
            call: SolveStats::default(),
        }
    }

    /// Adds program text (any number of `#program` parts); `name` stands for it in
    /// messages.
    pub fn add_text(&mut self, name: &str, text: &str) -> Result<(), Error> {
        let added = self.engine.add_text(name, text);
        added.map(|_| ()).map_err(|e| render(&e, &self.engine))
    }

    /// Adds a file (with its `#include`s).
    pub fn add_file(&mut self, path: &str) -> Result<(), Error> {
        let added = self.engine.load_paths(&[path.to_string()]);
        added.map(|_| ()).map_err(|e| render(&e, &self.engine))
    }

    /// Defines a constant, as `-c name=value` does.
    pub fn define(&mut self, name: &str, value: &str) -> Result<(), Error> {
        let defined = self.engine.define(&format!("{name}={value}"));
        defined.map_err(|e| render(&e, &self.engine))
    }

    /// Grounds the parts named (with the values of their parameters) as the next step.
    pub fn ground(&mut self, parts: &[(&str, Vec<Value>)]) -> Result<(), Error> {
        let parts: Vec<Part> = (parts.iter())
            .map(|(name, args)| Part {
                name: name.to_string(),
                args: args.iter().map(|a| self.symbol(a)).collect(),
            })
            .collect();
        let grounded = self.engine.ground_parts(&parts, GroundOptions::default());
        grounded.map(|_| ()).map_err(|e| render(&e, &self.engine))
    }

    /// Assigns an external atom (or releases it); false if `atom` is no external atom (any
    /// more).
    pub fn assign_external(&mut self, atom: &Value, value: ExternalValue) -> bool {
        let symbol = self.symbol(atom);
        self.engine.assign_external(symbol, value)
    }

    /// Solves under `assumptions` (atoms that must be true, or false), calling `on_answer`
    /// for each answer set until it returns false or `limit` were found (0: no limit).
    pub fn solve(
        &mut self,
        assumptions: &[(Value, bool)],
        limit: u64,
        mut on_answer: impl FnMut(&Answer) -> bool,
    ) -> Result<Solved, Error> {
        let lits: Vec<_> = (assumptions.iter())
            .map(|(atom, positive)| {
                let symbol = self.symbol(atom);
                self.engine.assumption(symbol, *positive)
            })
            .collect();
        // An atom the program does not have is false, not part of a core.
        let known: Vec<bool> = (assumptions.iter())
            .map(|(atom, _)| {
                let symbol = self.symbol(atom);
                self.engine.atom_id(symbol).is_some()
            })
            .collect();
        let before = self.engine.session_stats();
        let (solver, view, externals) =
            (self.engine.session_solver(&self.options)).map_err(|e| Error {
                messages: e.to_string(),
            })?;
        let all: Vec<_> = lits.iter().chain(&externals).copied().collect();
        let order = OutputOrder::new(view.program);
        let answers = Answers {
            engine: view,
            order: &order,
        };
        let mut found = Vec::new();
        let result = solver.enumerate(&Enumeration::default(), &all, &mut |model| {
            let answer = answers.answer(model, found.len() as u64 + 1);
            let go_on = on_answer(&answer);
            found.push(answer);
            go_on && (limit == 0 || (found.len() as u64) < limit)
        });
        let failed = match result {
            SolveResult::Unsatisfiable => solver.failed_assumptions(&lits),
            _ => Vec::new(),
        };
        let core = (assumptions.iter().zip(&lits).zip(known))
            .filter(|((_, lit), known)| *known && failed.contains(lit))
            .map(|((assumption, _), _)| assumption.clone())
            .collect();
        self.call = self.engine.session_stats().since(&before);
        Ok(Solved {
            result,
            answers: found,
            core,
        })
    }

    /// The search statistics of the last solve call (choices, conflicts, …), with the size
    /// of the solver's problem (variables, clauses, …) then.
    pub fn call_stats(&self) -> &SolveStats {
        &self.call
    }

    /// The search statistics of all solve calls so far added up (as clingo's `accu`), with
    /// the size of the solver's current problem.
    pub fn stats(&self) -> SolveStats {
        self.engine.session_stats()
    }

    /// The symbol of a value.
    fn symbol(&mut self, value: &Value) -> Symbol {
        self.engine.intern(|symbols| value_symbol(value, symbols))
    }
}

/// The symbol of a value, interned in `symbols`.
fn value_symbol(value: &Value, symbols: &mut SymbolTable) -> Symbol {
    match value {
        Value::Infimum => Symbol::Infimum,
        Value::Supremum => Symbol::Supremum,
        Value::Int(n) => Symbol::Int(*n),
        Value::Str(text) => symbols.string(text),
        Value::Function {
            name,
            negative,
            args,
        } => {
            let args: Vec<Symbol> = args.iter().map(|a| value_symbol(a, symbols)).collect();
            let name = symbols.name(name);
            symbols.function(name, *negative, &args)
        }
    }
}
