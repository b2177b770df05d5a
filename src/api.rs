//! Embedding rasp in a program: load programs, ground and solve them, and read the answer
//! sets as values, the way the `rasp` command does it.
//!
//! ```
//! use rasp::api::{Control, Value};
//!
//! let mut control = Control::new();
//! control.add_text("example", "n(1..3). {pick(X) : n(X)} = 1.");
//! let ground = control.ground().expect("a correct program");
//! let answers = ground.answers(0).expect("solvable");
//! assert_eq!(answers.len(), 3);
//! for answer in &answers {
//!     let picked: Vec<&[Value]> = answer.atoms_of("pick").collect();
//!     assert_eq!(picked.len(), 1);
//! }
//! ```

pub use crate::aspif::{AtomId, GroundProgram};
use crate::check::{self, ConstDefinition};
use crate::diag::{Diagnostic, SourceMap, Span};
use crate::ground::{self, GroundOptions};
use crate::load;
pub use crate::solve::{
    ConsequenceKind, EnumMode, Enumeration, OptMode, OptStrategy, Optimization, OptimizeResult,
    Projection, SolveOptions, SolveResult,
};
use crate::solve::{CostBound, Model, Solver};
use crate::symbol::SymbolTable;
use crate::syntax::{self, ast};
use std::fmt;

mod value;

pub use value::Value;

/// Errors of a program, rendered as the `rasp` command prints them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The messages, `file:line:col: error: ...`.
    pub messages: String,
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
        self.checked().map(|_| ())
    }

    /// Reads, checks and grounds everything added.
    pub fn ground(&self) -> Result<Ground, Error> {
        let (grounded, _, messages) = self.grounded(GroundOptions::default())?;
        Ok(Ground {
            program: grounded.program,
            messages,
            names: Vec::new(),
        })
    }

    /// Like [`Control::ground`], also naming the atoms ([`Ground::names`]); every fact then
    /// has an atom and a rule of its own, so that explanations can point to it.
    pub fn ground_named(&self) -> Result<Ground, Error> {
        let options = GroundOptions {
            atom_names: true,
            ..GroundOptions::default()
        };
        let (grounded, _, messages) = self.grounded(options)?;
        Ok(Ground {
            program: grounded.program,
            messages,
            names: grounded.names,
        })
    }

    /// Reads, checks and grounds everything added, and renders the ground program as
    /// `rasp --text` prints it (valid input with the same answer sets).
    pub fn ground_text(&self) -> Result<String, Error> {
        let options = GroundOptions {
            atom_names: true,
            ..GroundOptions::default()
        };
        let (grounded, symbols, _) = self.grounded(options)?;
        Ok(ground::surface::write(&grounded, &symbols))
    }

    /// The ground program, the symbols it uses and the warnings and infos (rendered).
    fn grounded(
        &self,
        options: GroundOptions,
    ) -> Result<(ground::Grounded, SymbolTable, String), Error> {
        let (program, mut symbols, sources, mut messages) = self.checked()?;
        let grounded = ground::ground(&program, &mut symbols, options);
        if !grounded.errors.is_empty() {
            return Err(render(&grounded.errors, &sources));
        }
        messages.push_str(&render(&grounded.diagnostics, &sources).messages);
        Ok((grounded, symbols, messages))
    }

    /// The checked program with its symbols and sources, and the warnings and infos of
    /// reading and checking it (rendered).
    fn checked(&self) -> Result<(check::ir::Program, SymbolTable, SourceMap, String), Error> {
        let mut sources = SourceMap::new();
        let mut statements = Vec::new();
        let mut warnings = Vec::new();
        for part in &self.parts {
            // Text is read like a file in the working directory: its `#include`s are
            // followed.
            let loaded = match part {
                Part::File(path) => load::load(std::slice::from_ref(path), &mut sources),
                Part::Text(name, text) => {
                    let file = sources.add(name.clone(), text.clone());
                    load::load_read(&[(name.clone(), file)], &mut sources)
                }
            };
            let loaded = loaded.map_err(|e| render(&e, &sources))?;
            statements.extend(loaded.statements);
            warnings.extend(loaded.warnings);
        }
        let mut consts = Vec::new();
        for (name, value) in &self.consts {
            let text = format!("#const {name}={value}.");
            let file = sources.add(format!("<{name}={value}>"), text.clone());
            let program = syntax::parse(&text, file).map_err(|e| render(&e, &sources))?;
            if let [
                ast::Statement {
                    kind: ast::StatementKind::Const { value, .. },
                    ..
                },
            ] = program.statements.as_slice()
            {
                consts.push(ConstDefinition {
                    name: name.clone(),
                    value: value.clone(),
                    span: Span::new(file, 0, text.len()),
                });
            }
        }
        let mut symbols = SymbolTable::new();
        let (program, infos) =
            check::check(statements, &consts, &mut symbols).map_err(|e| render(&e, &sources))?;
        warnings.extend(infos);
        let messages = render(&warnings, &sources).messages;
        Ok((program, symbols, sources, messages))
    }
}

/// Errors rendered as the `rasp` command prints them.
fn render(errors: &[Diagnostic], sources: &SourceMap) -> Error {
    Error {
        messages: errors.iter().map(|e| e.render(sources)).collect(),
    }
}

/// A ground program, ready to be solved.
pub struct Ground {
    /// The ground program.
    pub program: GroundProgram,
    /// The warnings and infos of reading, checking and grounding (all of clingo's `-W`
    /// classes), rendered as the `rasp` command prints them.
    pub messages: String,
    /// From [`Control::ground_named`] (empty otherwise): the symbol of each atom (index:
    /// atom id), `None` for the auxiliary atoms of the translation.
    pub names: Vec<Option<String>>,
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
        &self.program
    }

    /// Solves, calling `on_answer` for each answer set until it returns `false` or `limit`
    /// answer sets were found (0: no limit). Minimize statements are ignored (see
    /// [`Ground::optimize`]); the answers carry their costs.
    pub fn solve(
        &self,
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
        &self,
        options: &SolveOptions,
        how: &Enumeration,
        limit: u64,
        mut on_answer: impl FnMut(Answer) -> bool,
    ) -> Result<SolveResult, Error> {
        let mut solver = self.solver(options)?;
        let mut count = 0;
        Ok(solver.enumerate(how, &[], &mut |model| {
            count += 1;
            on_answer(self.answer(model, count)) && (limit == 0 || count < limit)
        }))
    }

    /// Optimizes the minimize statements as `how` says (`--opt-mode`, `--opt-strategy`,
    /// bounds), calling `on_answer` for each answer set reported (improving ones, then with
    /// [`OptMode::EnumerateOptimal`] the optimal ones) until it returns `false` or `limit`
    /// were reported (0: no limit).
    pub fn optimize(
        &self,
        options: &SolveOptions,
        how: &Optimization,
        limit: u64,
        mut on_answer: impl FnMut(Answer) -> bool,
    ) -> Result<OptimizeResult, Error> {
        let mut solver = self.solver(options)?;
        solver.check_objective().map_err(|e| Error {
            messages: e.to_string(),
        })?;
        let mut count = 0;
        Ok(solver.optimize(how, &mut |model| {
            count += 1;
            on_answer(self.answer(model, count)) && (limit == 0 || count < limit)
        }))
    }

    /// What `--project` projects onto: the `#project` atoms if the program has `#project`
    /// statements, the shown atoms otherwise.
    pub fn projection(&self) -> Projection {
        Projection::auto(&self.program)
    }

    /// The brave (true in some answer set) or cautious (true in every one) consequences
    /// among the shown atoms, over all answer sets (minimize statements are ignored), as
    /// `--enum-mode=brave|cautious --opt-mode=ignore` computes them; with how the search
    /// ended (the atoms are exact unless it was interrupted; `None` without answer sets).
    pub fn consequences(
        &self,
        options: &SolveOptions,
        kind: ConsequenceKind,
    ) -> Result<(SolveResult, Option<Vec<Value>>), Error> {
        let mut solver = self.solver(options)?;
        let (result, last) = solver.bounded_consequences(
            kind,
            &CostBound::Unbounded,
            &Projection::Shown,
            &mut |_| true,
        );
        let atoms = last.map(|last| {
            last.shown(&self.program)
                .into_iter()
                .map(|text| Value::parse(text).expect("shown symbols are printed symbols"))
                .collect()
        });
        Ok((result, atoms))
    }

    /// The first `limit` answer sets (0: all).
    pub fn answers(&self, limit: u64) -> Result<Vec<Answer>, Error> {
        let mut answers = Vec::new();
        self.solve(&SolveOptions::default(), limit, |answer| {
            answers.push(answer);
            true
        })?;
        Ok(answers)
    }

    fn solver(&self, options: &SolveOptions) -> Result<Solver, Error> {
        Solver::new(&self.program, options).map_err(|e| Error {
            messages: e.to_string(),
        })
    }

    fn answer(&self, model: &Model, number: u64) -> Answer {
        Answer {
            number,
            atoms: model
                .shown(&self.program)
                .into_iter()
                .map(|text| Value::parse(text).expect("shown symbols are printed symbols"))
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
        let ground = control.ground().unwrap();
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
        let ground = control.ground().unwrap();
        assert_eq!(ground.projection(), Projection::Shown);
        let how = Enumeration {
            mode: EnumMode::Record,
            projection: Some(ground.projection()),
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
    }
}
