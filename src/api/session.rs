//! [`Session`]: a multi-shot session, as clingo's `Control` object runs one: program parts
//! grounded step by step, external atoms assigned between solves, solving under assumptions.

use super::{Answer, Answers, Error, Redefinition, Value, render};
use crate::aspif::ExternalValue;
use crate::aspif::{AtomId, GroundLit, GroundProgram, Rule};
use crate::engine::{Engine, Part};
use crate::ground::GroundOptions;
use crate::ground::script::ScriptFunctions;
use crate::solve::{
    Enumeration, ModelHandler, OptMode, Optimization, OutputOrder, Projection, SolveOptions,
    SolveResult, SolveStats,
};
use crate::symbol::{Symbol, SymbolTable};
use std::cell::RefCell;

/// How a solve call reasons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reasoning {
    /// Enumerates the answer sets (minimize statements are ignored; the answers carry their
    /// costs).
    Enumerate(Enumeration),
    /// Optimizes the minimize statements (enumerates if there are none).
    Optimize(Optimization),
}

impl Default for Reasoning {
    /// Optimizes, as clingo does by default.
    fn default() -> Reasoning {
        Reasoning::Optimize(Optimization::default())
    }
}

/// An atom of the program, as [`Session::atoms`] lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atom {
    /// Its symbol.
    pub value: Value,
    /// Its id (`None` for a fact without one: true in every answer set).
    pub id: Option<AtomId>,
    /// Whether it is a fact.
    pub fact: bool,
    /// Whether it is an external atom (not released).
    pub external: bool,
}

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
    /// A solve call found the program unsatisfiable whatever the assumptions and externals.
    conflicting: bool,
    /// The propagators registered (`solve::Propagator`), given to the solver for each call.
    propagators: Vec<Box<dyn crate::solve::Propagator>>,
}

/// What a solve call found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// How the search ended.
    pub result: SolveResult,
    /// The answer sets, in the order found.
    pub answers: Vec<Answer>,
    /// With [`Reasoning::Optimize`] and minimize statements: whether the last answer set's
    /// costs are proven optimal.
    pub proven: bool,
    /// The search statistics of this call (as [`Session::call_stats`]).
    pub call_stats: SolveStats,
    /// The search statistics of all solve calls so far added up (as [`Session::stats`]).
    pub stats: SolveStats,
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
            conflicting: false,
            propagators: Vec::new(),
        }
    }

    /// The ground program so far (all steps, and the statements added directly).
    pub fn program(&self) -> &GroundProgram {
        self.engine.program()
    }

    /// The symbol of output `index` of the program (`None` for an output without one).
    pub fn output_value(&self, index: usize) -> Option<Value> {
        let view = self.engine.view();
        (view.symbol(index)).map(|symbol| Value::from_symbol(symbol, view.symbols))
    }

    /// Registers a propagator: from the next solve call on, it watches the search of each
    /// call (see [`crate::solve::Propagator`]).
    pub fn register_propagator(&mut self, propagator: Box<dyn crate::solve::Propagator>) {
        self.propagators.push(propagator);
    }

    /// The options of the solver (they apply to the solve calls from the next one on whose
    /// solver is new: the first, and any after the program grew).
    pub fn options_mut(&mut self) -> &mut SolveOptions {
        &mut self.options
    }

    /// Runs the scripts (`#script`) of the program text and files added from now on with
    /// `host`, as they are read (without one, a script is an error, as in a clingo built
    /// without its language).
    pub fn set_script_host(&mut self, host: Box<dyn crate::load::ScriptHost>) {
        self.engine.set_script_host(host);
    }

    /// Adds program text (any number of `#program` parts); `name` stands for it in
    /// messages. Returns the warnings (rendered).
    pub fn add_text(&mut self, name: &str, text: &str) -> Result<String, Error> {
        let added = self.engine.add_text(name, text);
        self.rendered(added)
    }

    /// Adds program text to the program part `part` with parameters `params` (the text's
    /// own `#program` statements start other parts), as clingo's `Control.add`; `name`
    /// stands for it in messages. Returns the warnings (rendered).
    pub fn add_text_in_part(
        &mut self,
        name: &str,
        text: &str,
        (part, params): (&str, &[String]),
    ) -> Result<String, Error> {
        let added = self.engine.add_text_in_part(name, text, (part, params));
        self.rendered(added)
    }

    /// Adds statements built rather than read (clingo's `ProgramBuilder`; their spans are in
    /// [`Session::sources_mut`]) to the program part `part` with parameters `params`, as
    /// [`Session::add_text_in_part`] adds the statements of a text: see
    /// [`Engine::add_statements_in_part`](crate::engine::Engine::add_statements_in_part).
    /// Returns the warnings (rendered).
    pub fn add_statements_in_part(
        &mut self,
        statements: Vec<crate::syntax::ast::Statement>,
        (part, params): (&str, &[String]),
    ) -> Result<String, Error> {
        let added = self
            .engine
            .add_statements_in_part(statements, (part, params));
        self.rendered(added)
    }

    /// The sources of the program's messages, to place built statements in (see
    /// [`crate::diag::SourceMap::add_positions`]).
    pub fn sources_mut(&mut self) -> &mut crate::diag::SourceMap {
        self.engine.sources_mut()
    }

    /// Adds a file (with its `#include`s). Returns the warnings (rendered).
    pub fn add_file(&mut self, path: &str) -> Result<String, Error> {
        let added = self.engine.load_paths(&[path.to_string()]);
        self.rendered(added)
    }

    /// The messages of a call, or its errors, rendered.
    fn rendered(&self, result: crate::engine::EngineResult) -> Result<String, Error> {
        match result {
            Ok(messages) => Ok(super::render_all(&messages, self.engine.sources())),
            Err(e) => Err(render(&e, &self.engine)),
        }
    }

    /// Whether the program includes `<incmode>` (clingo then runs it step by step).
    pub fn incmode(&self) -> bool {
        self.engine.incmode()
    }

    /// Defines a constant, as `-c name=value` does.
    pub fn define(&mut self, name: &str, value: &str) -> Result<(), Error> {
        let defined = self.engine.define(&format!("{name}={value}"));
        defined.map_err(|e| render(&e, &self.engine))
    }

    /// The value of constant `name` (`#const` in any part, or [`Session::define`]), if it
    /// has one (clingo's `get_const`).
    pub fn constant(&mut self, name: &str) -> Option<Value> {
        let symbol = self.engine.constant(name)?;
        Some(Value::from_symbol(symbol, self.engine.symbols()))
    }

    /// Grounds the parts named (with the values of their parameters) as the next step.
    /// Returns the warnings and infos (rendered).
    pub fn ground(&mut self, parts: &[(&str, Vec<Value>)]) -> Result<String, Error> {
        self.ground_with(parts, None)
    }

    /// Grounds as [`Session::ground`] does, with `functions` to call for `@f(...)` terms
    /// (without them such terms are undefined). A call that fails stops grounding: the
    /// error names the function and what it reported.
    pub fn ground_with(
        &mut self,
        parts: &[(&str, Vec<Value>)],
        functions: Option<&mut dyn Functions>,
    ) -> Result<String, Error> {
        let parts = self::parts(&mut self.engine, parts);
        let functions = functions.map(|f| ValueFunctions(RefCell::new(f)));
        let options = GroundOptions {
            scripts: functions.as_ref().map(|f| f as &dyn ScriptFunctions),
            ..GroundOptions::default()
        };
        let grounded = self.engine.ground_parts(&parts, options);
        self.rendered(grounded)
    }

    /// The atom of `value` for ground statements added directly, as clingo's backend
    /// `add_atom` gives it: the atom's id if the program has it, else a new atom (which
    /// later grounding steps and [`Session::atoms`] see, not as a fact); without a value,
    /// a new atom that stands for no symbol.
    pub fn backend_atom(&mut self, value: Option<&Value>) -> AtomId {
        let symbol = value.map(|v| self.symbol(v));
        self.engine.backend_atom(symbol)
    }

    /// Adds ground statements over the atoms of [`Session::backend_atom`] (clingo's
    /// backend): rules, minimize statements, externals (declared, or assigned if already
    /// external), projection atoms, assumptions (for every later solve call), heuristics.
    ///
    /// ```
    /// use rasp::api::{GroundProgram, Session, Value};
    /// use rasp::aspif::Rule;
    ///
    /// let mut session = Session::new();
    /// let p = session.backend_atom(Some(&Value::parse("p(1)").unwrap()));
    /// let mut step = GroundProgram::default();
    /// step.rules.push(Rule::normal(&[p], &[]));
    /// session.add_statements(step).unwrap();
    /// session.add_text("q", "q(X) :- p(X).").unwrap();
    /// session.ground(&[("base", vec![])]).unwrap();
    /// let solved = session.solve(&[], 0, |_| true).unwrap();
    /// let mut atoms: Vec<String> = solved.answers[0].atoms.iter().map(|a| a.to_string()).collect();
    /// atoms.sort();
    /// assert_eq!(atoms, ["p(1)", "q(1)"]);
    /// ```
    ///
    /// Fails (adding the other statements) if a rule redefines an atom: one whose
    /// definition the rules before the last solve call completed (clingo's error, see
    /// [`Session::redefinition`]).
    pub fn add_statements(&mut self, step: GroundProgram) -> Result<(), Error> {
        let added = self.engine.add_statements(step);
        added.map_err(|failed| render(&failed, &self.engine))
    }

    /// The atom that `rule`, added with [`Session::add_statements`], would redefine, if it
    /// would: an atom of its head that rules grounded or added before the last solve call
    /// define, whose definition is then complete (clingo's backend fails with
    /// `redefinition of atom <'q(1)',1>`, the [`Redefinition`]'s text). Externals that no
    /// rule defines may get rules, as may atoms the last solve call found false whatever the
    /// search decides.
    pub fn redefinition(&self, rule: Rule<'_>) -> Option<Redefinition> {
        self.engine.redefinition(rule)
    }

    /// Removes the minimize statements of all steps so far.
    pub fn remove_minimize(&mut self) {
        self.engine.remove_minimize();
    }

    /// Makes `atoms` the projection atoms (replacing those of `#project` statements).
    pub fn replace_projection(&mut self, atoms: Vec<AtomId>) {
        self.engine.replace_projection(atoms);
    }

    /// The atoms of the program: those the grounding steps derived (see
    /// [`Engine::atoms`](crate::engine::Engine::atoms) for their order).
    pub fn atoms(&mut self) -> Vec<Atom> {
        let atoms = self.engine.atoms();
        let symbols = self.engine.symbols();
        (atoms.into_iter())
            .map(|a| Atom {
                value: Value::from_symbol(a.symbol, symbols),
                id: a.atom,
                fact: a.fact,
                external: a.external,
            })
            .collect()
    }

    /// The theory atoms of the program grounded (and added) so far, with their terms and
    /// elements: the atoms of each step after those of the steps before it.
    pub fn theory(&self) -> &crate::aspif::theory::TheoryData {
        &self.engine.program().theory
    }

    /// Whether the program has minimize statements.
    pub fn has_minimize(&self) -> bool {
        !self.engine.program().minimize.is_empty()
    }

    /// The priority levels of the minimize statements, highest first (those of the costs of
    /// an answer set).
    pub fn priorities(&self) -> Vec<i32> {
        let mut levels: Vec<i32> = (self.engine.program().minimize.iter())
            .map(|m| m.priority)
            .collect();
        levels.sort_unstable_by(|a, b| b.cmp(a));
        levels.dedup();
        levels
    }

    /// What `--project` projects onto: the `#project` atoms if the program has `#project`
    /// statements, the shown atoms otherwise.
    pub fn projection(&self) -> Projection {
        Projection::auto(self.engine.program())
    }

    /// Assigns an external atom (or releases it); false if `atom` is no external atom (any
    /// more).
    pub fn assign_external(&mut self, atom: &Value, value: ExternalValue) -> bool {
        let symbol = self.symbol(atom);
        self.engine.assign_external(symbol, value)
    }

    /// Solves under `assumptions` (atoms that must be true, or false), calling `on_answer`
    /// for each answer set until it returns false or `limit` were found (0: no limit).
    /// Minimize statements are ignored (see [`Session::solve_with`]).
    pub fn solve(
        &mut self,
        assumptions: &[(Value, bool)],
        limit: u64,
        mut on_answer: impl FnMut(&Answer) -> bool,
    ) -> Result<Solved, Error> {
        let how = Reasoning::Enumerate(Enumeration::default());
        let mut answers = Vec::new();
        let mut solved = self.solve_with(assumptions, &how, limit, |answer| {
            let go_on = on_answer(&answer);
            answers.push(answer);
            go_on
        })?;
        solved.answers = answers;
        Ok(solved)
    }

    /// Like [`Session::solve`], reasoning as `how` says, and handing each answer set over
    /// to `on_answer` (the answers of the result are left empty). With
    /// [`OptMode::EnumerateOptimal`] the limit counts the optimal answer sets.
    pub fn solve_with(
        &mut self,
        assumptions: &[(Value, bool)],
        how: &Reasoning,
        limit: u64,
        mut on_answer: impl FnMut(Answer) -> bool,
    ) -> Result<Solved, Error> {
        struct Plain<F>(F);
        impl<F: FnMut(Answer) -> bool> SolveHandler for Plain<F> {
            fn answer(&mut self, answer: AnswerView<'_>, _: &mut Vec<Vec<GroundLit>>) -> bool {
                (self.0)(answer.to_answer())
            }
        }
        self.solve_handled(assumptions, how, limit, &mut Plain(&mut on_answer))
    }

    /// Like [`Session::solve_with`], with a [`SolveHandler`]: it may add clauses for the
    /// rest of the call on each answer set, and hears of lower bounds.
    ///
    /// ```
    /// use rasp::api::{AnswerView, GroundLit, Reasoning, Session, SolveHandler};
    ///
    /// // Each answer set forbids the atoms true in it for the rest of the call.
    /// struct Disjoint(Vec<usize>);
    /// impl SolveHandler for Disjoint {
    ///     fn answer(&mut self, answer: AnswerView<'_>, clauses: &mut Vec<Vec<GroundLit>>) -> bool {
    ///         self.0.push(answer.shown().count());
    ///         for &atom in answer.true_atoms() {
    ///             clauses.push(vec![GroundLit::negative(atom)]);
    ///         }
    ///         true
    ///     }
    ///     fn adds_clauses(&self) -> bool {
    ///         true
    ///     }
    /// }
    /// let mut session = Session::new();
    /// session.add_text("p", "{a; b; c}.").unwrap();
    /// session.ground(&[("base", vec![])]).unwrap();
    /// let mut handler = Disjoint(Vec::new());
    /// let how = Reasoning::default();
    /// session.solve_handled(&[], &how, 0, &mut handler).unwrap();
    /// assert_eq!(handler.0.iter().sum::<usize>(), 3, "each atom true in one answer set");
    /// // The clauses held for that call only.
    /// assert_eq!(session.solve(&[], 0, |_| true).unwrap().answers.len(), 8);
    /// ```
    pub fn solve_handled(
        &mut self,
        assumptions: &[(Value, bool)],
        how: &Reasoning,
        limit: u64,
        handler: &mut dyn SolveHandler,
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
        let minimize = self.has_minimize();
        let before = self.engine.session_stats();
        let (solver, view, externals) =
            (self.engine.session_solver(&self.options)).map_err(Error::from)?;
        let all: Vec<_> = lits.iter().chain(&externals).copied().collect();
        solver.attach_propagators(std::mem::take(&mut self.propagators));
        let order = OutputOrder::new(view.program);
        let optimal_only =
            matches!(how, Reasoning::Optimize(o) if o.mode == OptMode::EnumerateOptimal);
        let mut models = Models {
            answers: Answers {
                engine: view,
                order: &order,
            },
            handler,
            found: 0,
            optimal: 0,
            limit,
            optimal_only,
        };
        let (result, proven) = match how {
            Reasoning::Optimize(optimization) if minimize => {
                let checked = solver.check_objective().map_err(Error::from);
                if let Err(error) = checked {
                    self.propagators = solver.detach_propagators();
                    return Err(error);
                }
                let optimized =
                    solver.under_assumptions(&all, |s| s.optimize_with(optimization, &mut models));
                (optimized.result, optimized.proven)
            }
            Reasoning::Optimize(Optimization { enumeration, .. })
            | Reasoning::Enumerate(enumeration) => {
                (solver.enumerate_with(enumeration, &all, &mut models), false)
            }
        };
        self.propagators = solver.detach_propagators();
        let failed = match result {
            SolveResult::Unsatisfiable => solver.failed_assumptions(&lits),
            _ => Vec::new(),
        };
        if result == SolveResult::Unsatisfiable && solver.failed_assumptions(&all).is_empty() {
            self.conflicting = true;
        }
        let core = (assumptions.iter().zip(&lits).zip(known))
            .filter(|((_, lit), known)| *known && failed.contains(lit))
            .map(|((assumption, _), _)| assumption.clone())
            .collect();
        let stats = self.engine.session_stats();
        self.call = stats.since(&before);
        Ok(Solved {
            result,
            answers: Vec::new(),
            proven,
            call_stats: self.call.clone(),
            stats,
            core,
        })
    }

    /// Whether the program is known to have no answer set whatever the assumptions and the
    /// values of its externals (clingo's `is_conflicting`): it has the constraint `:-.`, or
    /// a solve call proved it.
    pub fn is_conflicting(&self) -> bool {
        let program = self.engine.program();
        self.conflicting
            || (program.rules.iter()).any(|rule| {
                rule.kind == crate::aspif::HeadKind::Disjunction
                    && rule.head.is_empty()
                    && matches!(rule.body, crate::aspif::Body::Normal([]))
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

/// The receiver of a solve call's answer sets and lower bounds ([`Session::solve_handled`]).
pub trait SolveHandler {
    /// An answer set; returns whether to go on. Clauses pushed onto `clauses` (disjunctions
    /// of literals of the program's atoms, as [`Answer::true_atoms`] names them) hold for
    /// the rest of the call, only if [`SolveHandler::adds_clauses`].
    fn answer(&mut self, answer: AnswerView<'_>, clauses: &mut Vec<Vec<GroundLit>>) -> bool;

    /// Core-guided optimization ([`OptStrategy::CoreGuided`](crate::solve::OptStrategy))
    /// proved the lower bound `bound`: the optimal costs of the priority levels done, then
    /// the bound of the current one (highest priority first), as clingo's `on_unsat` gets it.
    fn lower_bound(&mut self, bound: &[i64]) {
        let _ = bound;
    }

    /// Whether [`SolveHandler::answer`] may add clauses.
    fn adds_clauses(&self) -> bool {
        false
    }
}

/// An answer set as a solve call hands it to a [`SolveHandler`]: read what is needed (the
/// values of its shown symbols are made only on request, by output index, so that a
/// caller can keep them across answer sets).
pub struct AnswerView<'a> {
    answers: &'a Answers<'a>,
    model: &'a crate::solve::Model,
    number: u64,
}

impl AnswerView<'_> {
    /// 1 for the first answer set of the call, then 2, …
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The costs of the minimize statements, highest priority first.
    pub fn costs(&self) -> &[i64] {
        &self.model.costs
    }

    /// Whether the answer set is known to be optimal.
    pub fn optimal(&self) -> bool {
        self.model.optimal
    }

    /// Its true atoms of the ground program (sorted).
    pub fn true_atoms(&self) -> &[AtomId] {
        &self.model.true_atoms
    }

    /// The outputs shown in it (indexes of the program's output table), in clingo's order.
    pub fn shown(&self) -> impl Iterator<Item = usize> + '_ {
        (self.model).shown_outputs(self.answers.engine.program, self.answers.order)
    }

    /// The symbol of output `index` (the same for every answer set of the call).
    pub fn output(&self, index: usize) -> Value {
        self.answers.value(index)
    }

    /// Whether output `index` shows a term (`#show t : B.`), not an atom.
    pub fn is_term(&self, index: usize) -> bool {
        self.answers.engine.is_term(index)
    }

    /// The answer set as an [`Answer`].
    pub fn to_answer(&self) -> Answer {
        self.answers.answer(self.model, self.number)
    }
}

/// A [`SolveHandler`] as the solver's [`ModelHandler`]: answers made of models, counted
/// against the limit.
struct Models<'a> {
    answers: Answers<'a>,
    handler: &'a mut dyn SolveHandler,
    found: u64,
    optimal: u64,
    limit: u64,
    optimal_only: bool,
}

impl ModelHandler for Models<'_> {
    fn model(&mut self, model: &crate::solve::Model, clauses: &mut Vec<Vec<GroundLit>>) -> bool {
        self.found += 1;
        self.optimal += u64::from(model.optimal);
        // As clasp numbers them, the optimal models of optN's second phase count from 1.
        let number = match self.optimal_only && model.optimal {
            true => self.optimal,
            false => self.found,
        };
        let answer = AnswerView {
            answers: &self.answers,
            model,
            number,
        };
        let go_on = self.handler.answer(answer, clauses);
        let counted = if self.optimal_only {
            self.optimal
        } else {
            self.found
        };
        go_on && (self.limit == 0 || counted < self.limit)
    }

    fn lower_bound(&mut self, bound: &[i64]) {
        self.handler.lower_bound(bound);
    }

    fn adds_clauses(&self) -> bool {
        self.handler.adds_clauses()
    }
}

/// Functions that `@f(...)` terms call while grounding (clingo's ground context), given to
/// [`Session::ground_with`].
///
/// ```
/// use rasp::api::{Functions, Session, Value};
///
/// struct Double;
/// impl Functions for Double {
///     fn call(&mut self, name: &str, args: Vec<Value>) -> Result<Vec<Value>, String> {
///         match (name, args.as_slice()) {
///             ("twice", [Value::Int(n)]) => Ok(vec![Value::Int(2 * n), Value::Int(2 * n + 1)]),
///             _ => Err(format!("no function {name}")),
///         }
///     }
/// }
/// let mut session = Session::new();
/// session.add_text("p", "p(@twice(X)) :- X = 1..2.").unwrap();
/// session.ground_with(&[("base", vec![])], Some(&mut Double)).unwrap();
/// let solved = session.solve(&[], 0, |_| true).unwrap();
/// let atoms: Vec<String> = solved.answers[0].atoms.iter().map(|a| a.to_string()).collect();
/// assert_eq!(atoms, ["p(2)", "p(3)", "p(4)", "p(5)"]);
/// ```
pub trait Functions {
    /// Whether there is a function `name` (a call of another one is undefined, as in
    /// clingo: `function 'f' not found`). All names are, unless said otherwise.
    fn defines(&mut self, name: &str) -> bool {
        let _ = name;
        true
    }

    /// The values of `@name(args)` (any number of them), or why the call failed.
    fn call(&mut self, name: &str, args: Vec<Value>) -> Result<Vec<Value>, String>;
}

/// [`Functions`] as the grounder calls them, on symbols.
struct ValueFunctions<'f>(RefCell<&'f mut dyn Functions>);

impl std::fmt::Debug for ValueFunctions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Functions")
    }
}

impl ScriptFunctions for ValueFunctions<'_> {
    fn defines(&self, name: &str) -> bool {
        self.0.borrow_mut().defines(name)
    }

    fn call(
        &self,
        name: &str,
        args: &[Symbol],
        symbols: &mut SymbolTable,
    ) -> Result<Vec<Symbol>, String> {
        let args = (args.iter())
            .map(|&a| Value::from_symbol(a, symbols))
            .collect();
        let values = self.0.borrow_mut().call(name, args)?;
        Ok(values.iter().map(|v| value_symbol(v, symbols)).collect())
    }
}

/// The program parts named, with the values of their parameters, interned in `engine`.
pub(super) fn parts(engine: &mut Engine, named: &[(&str, Vec<Value>)]) -> Vec<Part> {
    (named.iter())
        .map(|(name, args)| Part {
            name: name.to_string(),
            args: (args.iter())
                .map(|a| engine.intern(|symbols| value_symbol(a, symbols)))
                .collect(),
        })
        .collect()
}

/// The symbol of a value, interned in `symbols`.
pub(super) fn value_symbol(value: &Value, symbols: &mut SymbolTable) -> Symbol {
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
