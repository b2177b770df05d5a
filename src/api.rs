//! Embedding rasp in a program: load programs, ground and solve them, and read the answer
//! sets as values, the way the `rasp` command does it.
//!
//! ```
//! use rasp::api::{Control, Value};
//!
//! let mut control = Control::new();
//! control.add_text("example", "n(1..3). {pick(X) : n(X)} = 1.");
//! let mut ground = control.ground().expect("a correct program");
//! let answers = ground.answers(0).expect("solvable");
//! assert_eq!(answers.len(), 3);
//! for answer in &answers {
//!     let picked: Vec<&[Value]> = answer.atoms_of("pick").collect();
//!     assert_eq!(picked.len(), 1);
//! }
//! ```

pub use crate::aspif::{AtomId, GroundLit, GroundProgram};
use crate::diag::{Diagnostic, SourceMap};
use crate::engine::{Engine, Failed, View};
pub use crate::engine::{Failure, Redefinition};
use crate::ground::GroundOptions;
pub use crate::solve::{
    ConsequenceKind, EnumMode, Enumeration, OptMode, OptStrategy, Optimization, OptimizeResult,
    Projection, SolveOptions, SolveResult, SolveStats,
};
use crate::solve::{Model, OutputOrder, SolveError, Solver};
use std::fmt;

mod session;
mod steps;
mod value;

pub use crate::aspif::ExternalValue;
pub use crate::load::{ScriptHost, ScriptLocation};
pub use session::{AnswerView, Atom, Functions, Reasoning, Session, SolveHandler, Solved};
pub use value::Value;

/// Errors of a program, rendered as the `rasp` command prints them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The messages, `file:line:col: error: ...`.
    pub messages: String,
    /// What failed, for a failure of reading, grounding or adding statements (its
    /// [`Failure::message`] is clingo's last message); `None` for an error of the solver.
    pub failure: Option<Failure>,
}

impl From<SolveError> for Error {
    fn from(error: SolveError) -> Error {
        Error {
            messages: error.to_string(),
            failure: None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.messages)
    }
}

impl std::error::Error for Error {}

/// A source of a program.
enum Part {
    File(String),
    Text(String, String),
}

/// Collects programs and constants; grounds them.
#[derive(Default)]
pub struct Control {
    parts: Vec<Part>,
    consts: Vec<(String, String)>,
}

impl Control {
    /// An empty program.
    pub fn new() -> Control {
        Control::default()
    }

    /// Adds a file (with its `#include`s), read when grounding.
    pub fn add_file(&mut self, path: impl Into<String>) -> &mut Control {
        self.parts.push(Part::File(path.into()));
        self
    }

    /// Adds program text; `name` is used in messages.
    pub fn add_text(&mut self, name: &str, text: &str) -> &mut Control {
        self.parts
            .push(Part::Text(name.to_string(), text.to_string()));
        self
    }

    /// Defines a constant, as `-c name=value` does.
    pub fn define(&mut self, name: &str, value: &str) -> &mut Control {
        self.consts.push((name.to_string(), value.to_string()));
        self
    }

    /// Reads and checks everything added (syntax, safety, constants), without grounding.
    pub fn check(&self) -> Result<(), Error> {
        let (mut engine, _) = self.engine()?;
        let checked = engine.check();
        checked.map(|_| ()).map_err(|e| render(&e, &engine))
    }

    /// Reads, checks and grounds everything added.
    pub fn ground(&self) -> Result<Ground, Error> {
        Control::ground_with(self, GroundOptions::default())
    }

    /// Like [`Control::ground`], also naming the atoms ([`Ground::names`]); every fact then
    /// has an atom and a rule of its own, so that explanations can point to it.
    pub fn ground_named(&self) -> Result<Ground, Error> {
        let options = GroundOptions {
            atom_names: true,
            ..GroundOptions::default()
        };
        Control::ground_with(self, options)
    }

    /// Reads, checks and grounds everything added with `options`.
    fn ground_with(&self, options: GroundOptions) -> Result<Ground, Error> {
        let (engine, messages) = self.grounded(options)?;
        let order = OutputOrder::new(engine.program());
        Ok(Ground {
            engine,
            order,
            messages,
        })
    }

    /// Reads, checks and grounds everything added, and renders the ground program as
    /// `rasp --text` prints it (valid input with the same answer sets).
    pub fn ground_text(&self) -> Result<String, Error> {
        let options = GroundOptions {
            atom_names: true,
            ..GroundOptions::default()
        };
        let (engine, _) = self.grounded(options)?;
        Ok(engine.text().expect("grounded with atom names").to_string())
    }

    /// The engine, grounded, and the warnings and infos of reading, checking and grounding
    /// (rendered).
    fn grounded(&self, options: GroundOptions) -> Result<(Engine, String), Error> {
        let (mut engine, mut messages) = self.engine()?;
        let grounded = engine.ground(options);
        let warnings = grounded.map_err(|e| render(&e, &engine))?;
        messages.push_str(&render_all(&warnings, engine.sources()));
        Ok((engine, messages))
    }

    /// An engine that has read everything added, and the warnings of reading it
    /// (rendered).
    fn engine(&self) -> Result<(Engine, String), Error> {
        let mut engine = Engine::new();
        let mut warnings = Vec::new();
        for part in &self.parts {
            let read = match part {
                Part::File(path) => engine.load_paths(std::slice::from_ref(path)),
                Part::Text(name, text) => engine.add_text(name, text),
            };
            warnings.extend(read.map_err(|e| render(&e, &engine))?);
        }
        for (name, value) in &self.consts {
            let defined = engine.define(&format!("{name}={value}"));
            defined.map_err(|e| render(&e, &engine))?;
        }
        let messages = render_all(&warnings, engine.sources());
        Ok((engine, messages))
    }
}

/// The errors of a failed call, rendered as the `rasp` command prints them.
fn render(failed: &Failed, engine: &Engine) -> Error {
    Error {
        messages: render_all(&failed.messages, engine.sources()),
        failure: Some(failed.failure.clone()),
    }
}

/// Messages rendered as the `rasp` command prints them.
fn render_all(messages: &[Diagnostic], sources: &SourceMap) -> String {
    messages.iter().map(|e| e.render(sources)).collect()
}

/// Brave or cautious consequences ([`Ground::optimized_consequences`]).
#[derive(Clone, Debug)]
pub struct FoundConsequences {
    /// How the search ended (the atoms are exact unless it was interrupted).
    pub result: SolveResult,
    /// The consequences among the shown atoms (`None` without answer sets).
    pub atoms: Option<Vec<Value>>,
    /// The costs of the last answer set (empty without optimization).
    pub costs: Vec<i64>,
    /// Whether those costs are proven optimal.
    pub optimal: bool,
}

/// A ground program, ready to be solved.
pub struct Ground {
    engine: Engine,
    /// The order in which the outputs are shown.
    order: OutputOrder,
    /// The warnings and infos of reading, checking and grounding (all of clingo's `-W`
    /// classes), rendered as the `rasp` command prints them.
    pub messages: String,
}

/// An answer set: its shown atoms (and costs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// 1 for the first answer set found, then 2, ...
    pub number: u64,
    /// The shown atoms, in output order.
    pub atoms: Vec<Value>,
    /// The costs of the minimize statements, highest priority first (empty without them).
    pub costs: Vec<i64>,
    /// Whether the answer set is known to be optimal (reported by [`Ground::optimize`] in
    /// its second phase, with [`OptMode::EnumerateOptimal`]).
    pub optimal: bool,
    /// All its true atoms of the ground program, shown or not (sorted).
    pub true_atoms: Vec<AtomId>,
}

impl Answer {
    /// The arguments of the shown atoms of predicate `name`.
    pub fn atoms_of<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a [Value]> + 'a {
        self.atoms
            .iter()
            .filter(
                move |a| matches!(a, Value::Function { name: n, negative: false, .. } if n == name),
            )
            .map(Value::args)
    }
}

impl Ground {
    /// The ground program.
    pub fn program(&self) -> &GroundProgram {
        self.engine.program()
    }

    /// The engine that grounded the program.
    pub(crate) fn grounded_engine(&self) -> &Engine {
        &self.engine
    }

    /// Solves, calling `on_answer` for each answer set until it returns `false` or `limit`
    /// answer sets were found (0: no limit). Minimize statements are ignored (see
    /// [`Ground::optimize`]); the answers carry their costs.
    pub fn solve(
        &mut self,
        options: &SolveOptions,
        limit: u64,
        on_answer: impl FnMut(Answer) -> bool,
    ) -> Result<SolveResult, Error> {
        self.enumerate(options, &Enumeration::default(), limit, on_answer)
    }

    /// Like [`Ground::solve`], enumerating as `how` says: by backtracking or by recording
    /// (`--enum-mode`), and projected (`--project`; [`Ground::projection`] is clingo's
    /// default projection), in which case answer sets that agree on the projection are
    /// reported once.
    pub fn enumerate(
        &mut self,
        options: &SolveOptions,
        how: &Enumeration,
        limit: u64,
        mut on_answer: impl FnMut(Answer) -> bool,
    ) -> Result<SolveResult, Error> {
        let (solver, answers) = self.solver(options)?;
        let mut count = 0;
        Ok(solver.enumerate(how, &[], &mut |model| {
            count += 1;
            on_answer(answers.answer(model, count)) && (limit == 0 || count < limit)
        }))
    }

    /// Optimizes the minimize statements as `how` says (`--opt-mode`, `--opt-strategy`,
    /// bounds), calling `on_answer` for each answer set reported (improving ones, then with
    /// [`OptMode::EnumerateOptimal`] the optimal ones) until it returns `false` or `limit`
    /// were reported (0: no limit).
    pub fn optimize(
        &mut self,
        options: &SolveOptions,
        how: &Optimization,
        limit: u64,
        mut on_answer: impl FnMut(Answer) -> bool,
    ) -> Result<OptimizeResult, Error> {
        let (solver, answers) = self.solver(options)?;
        solver.check_objective().map_err(Error::from)?;
        let mut count = 0;
        Ok(solver.optimize(how, &mut |model| {
            count += 1;
            on_answer(answers.answer(model, count)) && (limit == 0 || count < limit)
        }))
    }

    /// What `--project` projects onto: the `#project` atoms if the program has `#project`
    /// statements, the shown atoms otherwise.
    pub fn projection(&self) -> Projection {
        Projection::auto(self.engine.program())
    }

    /// The brave (true in some answer set) or cautious (true in every one) consequences
    /// among the shown atoms, over all answer sets (minimize statements are ignored), as
    /// `--enum-mode=brave|cautious --opt-mode=ignore` computes them; with how the search
    /// ended (the atoms are exact unless it was interrupted; `None` without answer sets).
    pub fn consequences(
        &mut self,
        options: &SolveOptions,
        kind: ConsequenceKind,
    ) -> Result<(SolveResult, Option<Vec<Value>>), Error> {
        let found = self.optimized_consequences(options, kind, None)?;
        Ok((found.result, found.atoms))
    }

    /// [`Ground::consequences`] under the optimization `how`, as `--enum-mode=brave|cautious`
    /// with `--opt-mode` computes them: with `optN`, those of the optimal answer sets; with
    /// `opt`, those of answer sets of decreasing cost (which depend on the order of the
    /// search, as in clingo); with `enum`, those within its bound (`None`: over all answer
    /// sets).
    pub fn optimized_consequences(
        &mut self,
        options: &SolveOptions,
        kind: ConsequenceKind,
        how: Option<&Optimization>,
    ) -> Result<FoundConsequences, Error> {
        let how = how.filter(|_| !self.engine.program().minimize.is_empty());
        let (solver, answers) = self.solver(options)?;
        let (result, last, phase_one) = solver.optimized_consequences(
            (kind, &Projection::Shown),
            how,
            &mut |_| true,
            &mut |_| true,
        );
        let optimal = match (&phase_one, &last) {
            (Some(phase_one), _) => phase_one.proven,
            (None, Some(last)) => how.is_some_and(|h| h.mode == OptMode::Optimal) && last.complete,
            (None, None) => false,
        };
        let atoms = last.as_ref().map(|last| {
            (answers.order)
                .select_indices(answers.engine.program, |i, _| last.included[i])
                .map(|i| answers.value(i))
                .collect()
        });
        Ok(FoundConsequences {
            result,
            atoms,
            costs: last.map(|last| last.costs).unwrap_or_default(),
            optimal,
        })
    }

    /// From [`Control::ground_named`] (empty otherwise): the symbol of each atom (index:
    /// atom id), `None` for the auxiliary atoms of the translation.
    pub fn names(&self) -> &[Option<String>] {
        self.engine.names()
    }

    /// A ground program made by hand (say, a grounded one with some rules changed), to be
    /// solved; its outputs are read as symbols from their text.
    pub(crate) fn from_program(program: GroundProgram) -> Ground {
        let mut engine = Engine::new();
        engine.set_ground(program);
        let order = OutputOrder::new(engine.program());
        Ground {
            engine,
            order,
            messages: String::new(),
        }
    }

    /// The ground program, given back (see [`Ground::from_program`]).
    pub(crate) fn into_program(self) -> GroundProgram {
        self.engine.into_program()
    }

    /// The first `limit` answer sets (0: all).
    pub fn answers(&mut self, limit: u64) -> Result<Vec<Answer>, Error> {
        self.answers_with(&SolveOptions::default(), limit)
    }

    /// The first `limit` answer sets (0: all), solving with `options`.
    pub fn answers_with(
        &mut self,
        options: &SolveOptions,
        limit: u64,
    ) -> Result<Vec<Answer>, Error> {
        let mut answers = Vec::new();
        self.solve(options, limit, |answer| {
            answers.push(answer);
            true
        })?;
        Ok(answers)
    }

    /// A new solver with `options` (each call solves from scratch), and what turns its
    /// models into answers.
    fn solver(&mut self, options: &SolveOptions) -> Result<(&mut Solver, Answers<'_>), Error> {
        self.engine.reset_solver();
        let (solver, engine) = self.engine.solver(options).map_err(Error::from)?;
        let answers = Answers {
            engine,
            order: &self.order,
        };
        Ok((solver, answers))
    }
}

/// Turns models of an engine's solver into [`Answer`]s.
struct Answers<'a> {
    engine: View<'a>,
    order: &'a OutputOrder,
}

impl Answers<'_> {
    /// The value of output `i`.
    fn value(&self, i: usize) -> Value {
        match self.engine.symbol(i) {
            Some(symbol) => Value::from_symbol(symbol, self.engine.symbols),
            // Ground input: the output's text, read as a symbol if it is one.
            None => {
                let text = &self.engine.program.outputs[i].symbol;
                Value::parse(text).unwrap_or_else(|| Value::Str(text.clone()))
            }
        }
    }

    /// Model `model`, the `number`th reported, as an answer.
    fn answer(&self, model: &Model, number: u64) -> Answer {
        let program = self.engine.program;
        Answer {
            number,
            atoms: (model.shown_outputs(program, self.order))
                .map(|i| self.value(i))
                .collect(),
            costs: model.costs.clone(),
            optimal: model.optimal,
            true_atoms: model.true_atoms.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_parse_and_print_back() {
        for text in [
            "p(1,\"a\\\"b\",f(x))",
            "-q",
            "(1,2)",
            "(a,)",
            "()",
            "#sup",
            "#inf",
            "-5",
            "f(-g(1),-3)",
            "-2147483648",
        ] {
            let value = Value::parse(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(value.to_string(), text);
        }
        assert_eq!(Value::parse("p(1"), None);
        assert_eq!(Value::parse("p(1) x"), None);
    }

    #[test]
    fn errors_are_rendered() {
        let mut control = Control::new();
        control.add_text("bad", "p(X) :- q.");
        let error = control.ground().err().expect("unsafe");
        assert!(
            error
                .messages
                .starts_with("bad:1:1-11: error: unsafe variables in:")
        );
    }

    #[test]
    fn constants_and_answers() {
        let mut control = Control::new();
        control.add_text("t", "p(1..n).").define("n", "2");
        let answers = control.ground().unwrap().answers(0).unwrap();
        assert_eq!(answers.len(), 1);
        let ps: Vec<i32> = answers[0]
            .atoms_of("p")
            .map(|a| a[0].as_int().unwrap())
            .collect();
        assert_eq!(ps, [1, 2]);
    }

    #[test]
    fn optimization_and_projection() {
        let mut control = Control::new();
        control.add_text("t", "{a; b; c}. :- not a, not b. #minimize{1:a; 2:b}.");
        let mut ground = control.ground().unwrap();
        let mut last = None;
        let result = ground
            .optimize(&SolveOptions::default(), &Optimization::default(), 0, |a| {
                last = Some(a);
                true
            })
            .unwrap();
        assert!(result.proven);
        assert_eq!(result.best, Some(vec![1]));
        let last = last.unwrap();
        assert_eq!(last.costs, [1]);
        assert!(last.atoms.contains(&Value::parse("a").unwrap()));

        // Six answer sets; projected onto the shown atom a: two.
        let mut control = Control::new();
        control.add_text("t", "{a; b; c}. :- not a, not b. #show a/0.");
        let mut ground = control.ground().unwrap();
        assert_eq!(ground.projection(), Projection::Shown);
        let how = Enumeration {
            mode: EnumMode::Record,
            projection: Some(ground.projection()),
            count_only: false,
        };
        assert_eq!(ground.answers(0).unwrap().len(), 6);
        let mut projected = 0;
        ground
            .enumerate(&SolveOptions::default(), &how, 0, |_| {
                projected += 1;
                true
            })
            .unwrap();
        assert_eq!(projected, 2);

        // Counted only (backtracking): the same two, without their atoms.
        let how = Enumeration {
            mode: EnumMode::Backtrack,
            count_only: true,
            ..how
        };
        let mut counted = Vec::new();
        ground
            .enumerate(&SolveOptions::default(), &how, 0, |answer| {
                counted.push(answer.atoms);
                true
            })
            .unwrap();
        assert_eq!(counted, [vec![], vec![]]);
    }
}
