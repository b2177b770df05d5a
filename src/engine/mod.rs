//! The engine: one program across its grounding and solving calls, the one place where the
//! stages of the pipeline are wired together.
//!
//! ```text
//!  load / add_text ─▶ statements (all program parts) ──ground(parts)──▶ check ─▶ ground
//!       ─▶ GroundProgram (+ the Symbol of each output) ──solver()──▶ Solver ─▶ models
//! ```
//!
//! An [`Engine`] owns the sources (for messages), the symbol table, the statements read so
//! far, the `-c` constants, the ground program and the solver. The command line
//! (`crate::cli`), the library ([`crate::api::Control`]) and the test harnesses drive it and
//! nothing else: none of them parses, checks, grounds or builds a solver on its own.
//! Messages (warnings, infos, errors) are returned as [`Diagnostic`] values; the caller
//! renders them with [`Engine::sources`] and decides which to print.
//!
//! Ground input (aspif, smodels, DIMACS) enters with [`Engine::set_ground`]; its outputs
//! have no symbol, only their text.
//!
//! This file is over 600 lines because the methods of [`Engine`] (a session's whole life:
//! reading, grounding steps, externals, solve calls) share its private state; what they
//! need apart lives in the submodules (`definitions.rs` for redefinitions, `cleanup.rs`
//! for the cleanup after a solve call, `backend.rs`, `persistent.rs` for the session's
//! solver, `constants.rs` for `-c`), the tests in `tests.rs`.

use crate::aspif::{AtomId, ExternalValue, GroundLit, GroundProgram};
pub use crate::check::Part;
use crate::check::{self, CheckOptions, ConstDefinition};
use crate::diag::{Diagnostic, FileId, SourceMap, Span, Warning};
use crate::ground::{self, GroundOptions};
use crate::load::{self, ScriptHost};
use crate::solve::{SolveError, SolveOptions, SolveStats, Solver};
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast;
use persistent::Persistent;
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::atomic::Ordering;

mod backend;
mod cleanup;
mod constants;
mod definitions;
mod persistent;

/// Why a call of the engine failed; the messages that say more come with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Syntax errors, or a file that cannot be read.
    Parsing,
    /// An error that stopped reading at once ([`Severity::Fatal`](crate::diag::Severity)).
    Fatal,
    /// Errors of the checker or the grounder.
    Grounding,
    /// Grounding was stopped by its interrupt flag (time limit, Ctrl-C).
    Interrupted,
    /// A grounding step (or statements added directly) gave rules to an atom that rules of
    /// the steps before the last solve call define (see `definitions.rs`).
    Redefinition(Redefinition),
}

impl Failure {
    /// clingo's last message for the failure (none for an interrupt).
    pub fn message(&self) -> Cow<'static, str> {
        match self {
            Failure::Parsing => "parsing failed".into(),
            Failure::Fatal => "fatal error".into(),
            Failure::Grounding => "grounding stopped because of errors".into(),
            Failure::Interrupted => "interrupted".into(),
            Failure::Redefinition(redefinition) => redefinition.to_string().into(),
        }
    }
}

/// An atom that a step gave rules to although the steps before the last solve call define
/// it (clasp's "redefinition of atom").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Redefinition {
    /// The atom.
    pub atom: AtomId,
    /// The name clasp knows it by: the symbol of the first output that shows it (whose
    /// condition is the atom alone), if one does.
    pub name: Option<String>,
}

impl fmt::Display for Redefinition {
    /// clingo's message: `redefinition of atom <'q(1)',3>` (`_` for an atom no output
    /// shows).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.name.as_deref().unwrap_or("_");
        write!(f, "redefinition of atom <'{name}',{}>", self.atom.0)
    }
}

/// A failed call: the failure and every message of the call, in clingo's order.
#[derive(Clone, Debug)]
pub struct Failed {
    /// What failed.
    pub failure: Failure,
    /// The messages (warnings, infos and the errors).
    pub messages: Vec<Diagnostic>,
}

impl Failed {
    fn new(failure: Failure, messages: Vec<Diagnostic>) -> Failed {
        Failed { failure, messages }
    }

    /// A step redefined an atom (see `definitions.rs`); `messages` are its others.
    fn redefinition(redefinition: Redefinition, messages: Vec<Diagnostic>) -> Failed {
        Failed::new(Failure::Redefinition(redefinition), messages)
    }

    /// Reading failed with `errors`: fatally if one of them is fatal.
    fn reading(errors: Vec<Diagnostic>) -> Failed {
        let fatal = errors.iter().any(Diagnostic::is_fatal);
        let failure = if fatal {
            Failure::Fatal
        } else {
            Failure::Parsing
        };
        Failed::new(failure, errors)
    }
}

/// The result of a call: its messages (warnings and infos), or the failure.
pub type EngineResult = Result<Vec<Diagnostic>, Failed>;

/// A program across its grounding and solving calls: see the module documentation.
#[derive(Default)]
pub struct Engine {
    sources: SourceMap,
    symbols: SymbolTable,
    /// The statements read so far, of every program part, in reading order.
    statements: Vec<ast::Statement>,
    /// The `-c` definitions.
    consts: Vec<ConstDefinition>,
    /// Whether `#include <incmode>.` was read.
    incmode: bool,
    /// The number of grounding steps so far.
    steps: u32,
    /// How many of the first statements a successful grounding step checked (see
    /// [`CheckOptions::checked`]).
    checked: usize,
    /// Everything grounded (or read ground) so far.
    program: GroundProgram,
    /// The symbol of each output of `program` (`None` for ground input).
    shown: Vec<Option<Symbol>>,
    /// With [`GroundOptions::atom_names`]: the symbol of each atom (index: its id).
    names: Vec<Option<String>>,
    /// With [`GroundOptions::atom_names`]: the ground program as `--text` prints it.
    text: Option<String>,
    /// With [`GroundOptions::atom_names`]: the statement each rule of `program` comes from.
    origins: ground::origins::RuleOrigins,
    /// With [`GroundOptions::atom_names`]: what the auxiliary atoms of body constructs
    /// stand for, as written (see [`ground::surface::construct_texts`]).
    construct_texts: HashMap<AtomId, String>,
    /// The atoms the grounding steps derived so far.
    domain: ground::Domain,
    /// An atom without rules, false, for assumptions about atoms the program does not have.
    false_atom: Option<AtomId>,
    /// The terms shown so far (`#show t : B.`), each with the condition under which the
    /// steps so far show it (a conjunction; `None`: always).
    terms: HashMap<Symbol, Option<Vec<GroundLit>>>,
    /// The outputs that show terms rather than atoms.
    term_outputs: HashSet<usize>,
    /// The solver of `program`, once asked for.
    solver: Option<Solver>,
    /// The solver of a multi-shot session, once asked for.
    persistent: Option<Persistent>,
    /// The search statistics of the session's solvers replaced so far, added up.
    replaced: SolveStats,
    /// The atoms the backend made for symbols, not yet given their outputs (see
    /// `backend.rs`).
    backend_outputs: Vec<(Symbol, AtomId)>,
    /// The bodies of the constraints that atoms the backend made and their classical
    /// complements are not both true, not yet added (see `backend.rs`).
    complementary: Vec<Vec<GroundLit>>,
    /// What the next change of the program does first (see `cleanup.rs`).
    cleanup: cleanup::Cleanup,
    /// The atoms whose definitions are final (see `definitions.rs`).
    definitions: definitions::Definitions,
    /// What runs the scripts of the program read, if anything does.
    scripts: Option<Box<dyn ScriptHost>>,
}

impl Engine {
    /// An engine without a program.
    pub fn new() -> Engine {
        Engine::default()
    }

    /// Runs the scripts of the program read from now on with `host` (without one, a script
    /// is a fatal error).
    pub fn set_script_host(&mut self, host: Box<dyn ScriptHost>) {
        self.scripts = Some(host);
    }

    /// The sources read so far (to render messages with).
    pub fn sources(&self) -> &SourceMap {
        &self.sources
    }

    /// The sources, to read more input into (see [`Engine::load`]).
    pub fn sources_mut(&mut self) -> &mut SourceMap {
        &mut self.sources
    }

    /// The symbols of the program.
    pub fn symbols(&self) -> &SymbolTable {
        &self.symbols
    }

    /// Makes a symbol (of the caller's values) in the program's table.
    pub fn intern(&mut self, make: impl FnOnce(&mut SymbolTable) -> Symbol) -> Symbol {
        make(&mut self.symbols)
    }

    /// Parses files already read into [`Engine::sources_mut`] (each one's path and id) with
    /// their `#include`s; a path given twice is read once. Returns the warnings.
    pub fn load(&mut self, files: &[(String, FileId)]) -> EngineResult {
        let loaded = load::load_read(files, &mut self.sources, self.scripts.as_deref_mut())
            .map_err(Failed::reading)?;
        self.statements.extend(loaded.statements);
        self.incmode |= loaded.incmode;
        Ok(loaded.warnings)
    }

    /// Reads and parses files (`-`: standard input) with their `#include`s.
    pub fn load_paths(&mut self, paths: &[String]) -> EngineResult {
        let loaded = load::load(paths, &mut self.sources, self.scripts.as_deref_mut())
            .map_err(Failed::reading)?;
        self.statements.extend(loaded.statements);
        self.incmode |= loaded.incmode;
        Ok(loaded.warnings)
    }

    /// Shows the predicates of `signatures` as `#show` statements of the part `base` would
    /// (clingo's `--show-preds`), placed before the program's (a signature shown by both is
    /// first shown here): messages about them are at `<cmd>:1:1`, as clingo's.
    pub fn show_signatures(&mut self, signatures: &[ast::Signature]) {
        let file = self.sources.add(crate::diag::COMMAND_LINE, "");
        let span = Span::new(file, 0, 0);
        let shows = signatures.iter().map(|signature| ast::Statement {
            span,
            kind: ast::StatementKind::ShowSignature(signature.clone()),
        });
        self.statements.splice(0..0, shows);
    }

    /// Whether the program includes `<incmode>` (clingo then runs it in incremental mode).
    pub fn incmode(&self) -> bool {
        self.incmode
    }

    /// The value of constant `name` (`-c` or `#const`, in any part), if it is a symbol.
    pub fn constant(&mut self, name: &str) -> Option<Symbol> {
        let values = check::constant_values(&self.statements, &self.consts, &mut self.symbols);
        values?.remove(name)
    }

    /// Parses program text with its `#include`s (read like a file in the working
    /// directory); `name` stands for it in messages.
    pub fn add_text(&mut self, name: &str, text: &str) -> EngineResult {
        let file = self.sources.add(name, text);
        self.load(&[(name.to_string(), file)])
    }

    /// Parses program text as [`Engine::add_text`] does, its statements in the program part
    /// `part` with parameters `params` until a `#program` statement of the text (as
    /// clingo's `Control.add(part, params, text)`; messages are at their places in the text).
    pub fn add_text_in_part(
        &mut self,
        name: &str,
        text: &str,
        (part, params): (&str, &[String]),
    ) -> EngineResult {
        let file = self.sources.add(name, text);
        let selects = ast::Statement {
            span: Span::new(file, 0, 0),
            kind: ast::StatementKind::Program {
                name: part.to_string(),
                params: params.to_vec(),
            },
        };
        let first = self.statements.len();
        let read = self.load(&[(name.to_string(), file)]);
        if read.is_ok() {
            self.statements.insert(first, selects);
        }
        read
    }

    /// Adds statements that were built rather than read (clingo's `ProgramBuilder`: their
    /// spans are in [`Engine::sources_mut`], usually a table of positions) to the program
    /// part `part` with parameters `params` (their own `#program` statements start other
    /// parts), as [`Engine::add_text_in_part`] adds those it parses: scripts run, includes
    /// are read; constants and safety are checked when the part is grounded.
    pub fn add_statements_in_part(
        &mut self,
        statements: Vec<ast::Statement>,
        (part, params): (&str, &[String]),
    ) -> EngineResult {
        let Some(first) = statements.first() else {
            return Ok(Vec::new());
        };
        let at = Span::new(
            first.span.file,
            first.span.start as usize,
            first.span.start as usize,
        );
        let program = |name: &str, params: &[String]| ast::Statement {
            span: at,
            kind: ast::StatementKind::Program {
                name: name.to_string(),
                params: params.to_vec(),
            },
        };
        let loaded =
            load::load_statements(statements, &mut self.sources, self.scripts.as_deref_mut())
                .map_err(Failed::reading)?;
        self.statements.push(program(part, params));
        self.statements.extend(loaded.statements);
        self.statements.push(program("base", &[]));
        self.incmode |= loaded.incmode;
        Ok(loaded.warnings)
    }

    /// Adds a definition `name=value` of a constant, as `-c name=value` does (it takes
    /// precedence over `#const`). The definition is a source file `<name=value>` for
    /// messages; one that does not parse is a syntax error there, as in clingo.
    pub fn define(&mut self, definition: &str) -> Result<(), Failed> {
        let definition = constants::const_definition(definition, &mut self.sources)
            .map_err(|errors| Failed::new(Failure::Parsing, errors))?;
        self.consts.push(definition);
        Ok(())
    }

    /// Checks the program (syntax was checked when it was read; here safety and constants)
    /// without grounding it. Returns the infos.
    pub fn check(&mut self) -> EngineResult {
        let statements = self.statements.clone();
        check::check(
            statements,
            &[Part::base()],
            &self.consts,
            &mut self.symbols,
            CheckOptions::default(),
        )
        .map(|(_, infos)| infos)
        .map_err(|errors| Failed::new(Failure::Grounding, errors))
    }

    /// Checks and grounds the `base` part of the program read so far, once (one-shot: the
    /// statements and the atom tables are given up, so that large inputs do not stay in
    /// memory twice). Returns the infos of the checker and the grounder.
    pub fn ground(&mut self, options: GroundOptions<'_>) -> EngineResult {
        let statements = std::mem::take(&mut self.statements);
        let grounded = self.ground_statements(statements, &[Part::base()], options);
        // No step follows: the atom tables need not stay in memory while solving.
        let atoms = self.domain.atom_count();
        self.domain = ground::Domain::default();
        self.domain.grow(atoms);
        grounded
    }

    /// Grounds the program `parts` (each with the values of its parameters) as the next
    /// step: only the rules of these parts are instantiated, over the atoms of all steps so
    /// far; atoms keep their ids, new ones are added to the program (and to the solver's).
    pub fn ground_parts(&mut self, parts: &[Part], options: GroundOptions<'_>) -> EngineResult {
        self.ground_statements(self.statements.clone(), parts, options)
    }

    fn ground_statements(
        &mut self,
        statements: Vec<ast::Statement>,
        parts: &[Part],
        options: GroundOptions<'_>,
    ) -> EngineResult {
        let interrupted = options
            .interrupt
            .is_some_and(|flag| flag.load(Ordering::Relaxed));
        if interrupted {
            // Also when the step would do nothing: a loop of steps on a conflicting program
            // (incremental mode) stops only here.
            return Err(Failed::new(Failure::Interrupted, Vec::new()));
        }
        if !self.update() {
            return Ok(Vec::new());
        }
        let defined = self.domain.predicates();
        let check_options = CheckOptions {
            scripts: options.scripts.is_some(),
            defined: &defined,
            rewrite_minimize: options.rewrite_minimize,
            checked: self.checked,
        };
        let count = statements.len();
        let checked = check::check(
            statements,
            parts,
            &self.consts,
            &mut self.symbols,
            check_options,
        );
        let (program, mut messages) =
            checked.map_err(|errors| Failed::new(Failure::Grounding, errors))?;
        self.checked = count;
        if self.steps > 0 {
            // clingo reports atoms that occur in no rule head in its first grounding step
            // only, in incremental mode and in its API's sessions alike (a second control
            // reports them again in its own first step).
            messages.retain(|m| m.class != Some(Warning::AtomUndefined));
        }
        self.steps += 1;
        let mut grounded =
            ground::ground_step(&program, &mut self.symbols, &mut self.domain, options);
        drop(program);
        messages.extend(grounded.diagnostics.iter().cloned());
        if grounded.interrupted {
            return Err(Failed::new(Failure::Interrupted, messages));
        }
        if !grounded.errors.is_empty() {
            messages.extend(grounded.errors.iter().cloned());
            return Err(Failed::new(Failure::Grounding, messages));
        }
        let redefined = self.drop_redefinitions(&mut grounded);
        self.backend_outputs();
        if options.atom_names {
            self.text = Some(ground::surface::write(&grounded, &self.symbols));
            let texts = ground::surface::construct_texts(&grounded, &self.symbols);
            self.construct_texts.extend(texts);
        }
        if self.names.is_empty() || grounded.names.is_empty() {
            self.names = grounded.names;
        } else {
            // A step names its own atoms and those of earlier steps that it meets.
            self.names
                .resize(grounded.names.len().max(self.names.len()), None);
            for (slot, name) in self.names.iter_mut().zip(grounded.names) {
                if name.is_some() {
                    *slot = name;
                }
            }
        }
        let mut origins = std::mem::take(&mut grounded.origins);
        if !options.atom_names {
            // Recorded for `drop_redefinitions` only.
            origins = Default::default();
        }
        if self.program == GroundProgram::default() {
            self.program = grounded.program;
            self.origins = origins;
            self.shown = grounded.shown.into_iter().map(Some).collect();
            self.terms.clear();
            self.term_outputs.clear();
            for i in grounded.first_term..self.shown.len() {
                let Some(symbol) = self.shown[i] else {
                    continue;
                };
                let condition = &self.program.outputs[i].condition;
                self.terms
                    .insert(symbol, (!condition.is_empty()).then(|| condition.clone()));
                self.term_outputs.insert(i);
            }
            self.changed();
        } else {
            let (rules, externals) = (self.program.rules.len(), self.program.externals.len());
            self.origins.append(rules, origins);
            self.origins
                .mark(rules + grounded.program.rules.len(), None);
            self.add_step(grounded.program, grounded.shown, grounded.first_term);
            self.grown(rules, externals);
        }
        // Rules added later by other means than a grounding step come from no statement.
        self.origins.mark(self.program.rules.len(), None);
        match redefined {
            Some(redefinition) => Err(Failed::redefinition(redefinition, messages)),
            None => Ok(messages),
        }
    }

    /// Adds the ground program of a step (`shown`: the symbols of its outputs, terms from
    /// `first_term` on). A term an earlier step shows gets an output of its own again, as
    /// gringo gives it: shown when its new condition holds and none of the earlier ones
    /// does, so that it is shown once, at the place in the output table of the step whose
    /// condition holds (as clingo prints it); none if an earlier step shows it always.
    fn add_step(&mut self, mut step: GroundProgram, shown: Vec<Symbol>, first_term: usize) {
        self.drop_released(&mut step.externals);
        let outputs = std::mem::take(&mut step.outputs);
        self.program.extend(step);
        for (i, (mut output, symbol)) in outputs.into_iter().zip(shown).enumerate() {
            if i >= first_term {
                let condition = (!output.condition.is_empty()).then(|| output.condition.clone());
                match self.terms.get(&symbol).cloned() {
                    None => {
                        self.terms.insert(symbol, condition);
                    }
                    Some(None) => continue,
                    Some(Some(earlier)) => {
                        let earlier = self.literal_for(earlier);
                        let new = self.program.new_atom();
                        let mut body = output.condition.clone();
                        body.push(GroundLit(-earlier.0));
                        (self.program.rules).push(crate::aspif::Rule::normal(&[new], &body));
                        let so_far = condition.map(|condition| {
                            let either = self.program.new_atom();
                            for body in [vec![earlier], condition] {
                                (self.program.rules)
                                    .push(crate::aspif::Rule::normal(&[either], &body));
                            }
                            vec![GroundLit::positive(either)]
                        });
                        self.terms.insert(symbol, so_far);
                        output.condition = vec![GroundLit::positive(new)];
                    }
                }
                self.term_outputs.insert(self.program.outputs.len());
            }
            self.program.outputs.push(output);
            self.shown.push(Some(symbol));
        }
        self.domain.grow(self.program.atom_count);
    }

    /// A literal that holds when all of `literals` do: the literal itself if it is one, or
    /// a new atom defined by them.
    fn literal_for(&mut self, literals: Vec<GroundLit>) -> GroundLit {
        if let [literal] = literals.as_slice() {
            return *literal;
        }
        let atom = self.program.new_atom();
        (self.program.rules).push(crate::aspif::Rule::normal(&[atom], &literals));
        GroundLit::positive(atom)
    }

    /// The id of atom `symbol`, if a grounding step derived it and gave it one (and no
    /// cleanup removed it: see `cleanup.rs`).
    pub fn atom_id(&self, symbol: Symbol) -> Option<AtomId> {
        (self.domain.atom(symbol, &self.symbols)).and_then(|(id, _)| id)
    }

    /// The atoms of the program (those the grounding steps derived): each one's symbol, id
    /// (`None` for a fact without one) and whether it is a fact, or an external atom (not
    /// released; as in clingo, an atom declared external that is a fact or has a rule is
    /// not); in clingo's order (see [`ground::Domain::atoms`]).
    pub fn atoms(&mut self) -> Vec<SymbolicAtom> {
        let mut externals = HashMap::new();
        for &(atom, value) in &self.program.externals {
            externals.insert(atom, value != ExternalValue::Release);
        }
        for rule in self.program.rules.iter() {
            for atom in rule.head {
                externals.remove(atom);
            }
        }
        let atoms: Vec<_> = (self.domain.atoms())
            .filter(|(_, _, id, fact)| id.is_some() || *fact)
            .map(|(predicate, args, atom, fact)| (predicate.clone(), args.to_vec(), atom, fact))
            .collect();
        (atoms.into_iter())
            .map(|(predicate, args, atom, fact)| SymbolicAtom {
                symbol: (self.symbols).function(predicate.name, predicate.negative, &args),
                atom,
                fact,
                external: !fact && atom.is_some_and(|a| externals.get(&a) == Some(&true)),
            })
            .collect()
    }

    /// Assigns the external atom `symbol` a truth value for the following solves, or
    /// releases it (it is then false unless a rule derives it, for good). Returns false
    /// (changing nothing) if `symbol` is not an external atom, or one already released.
    pub fn assign_external(&mut self, symbol: Symbol, value: ExternalValue) -> bool {
        let takes = self.update();
        match self.atom_id(symbol) {
            Some(atom) if takes => self.assign_external_atom(atom, value),
            _ => false,
        }
    }

    /// [`Engine::assign_external`] of an atom by its id. An atom declared external that a
    /// rule defines is not external: its value is its rules' (as in clingo).
    fn assign_external_atom(&mut self, atom: AtomId, value: ExternalValue) -> bool {
        let current = (self.program.externals.iter().rev()).find(|(a, _)| *a == atom);
        if matches!(current, None | Some((_, ExternalValue::Release))) || self.has_rules(atom) {
            return false;
        }
        self.program.externals.push((atom, value));
        self.solver = None;
        if let Some(persistent) = &mut self.persistent {
            persistent.assign(atom, value);
        }
        true
    }

    /// The ground literal of an assumption: atom `symbol` true (or false if `!positive`).
    /// An atom no step derived is false: its literal is that of an atom without rules, made
    /// for them. A fact without an id gets one (and its fact rule).
    pub fn assumption(&mut self, symbol: Symbol, positive: bool) -> GroundLit {
        self.give_fact_id(symbol);
        let atom = match self.atom_id(symbol) {
            Some(atom) => atom,
            // No new solver: the atoms past a solver's program are false for it.
            None => *self.false_atom.get_or_insert_with(|| {
                let atom = self.program.new_atom();
                self.domain.grow(atom.0);
                atom
            }),
        };
        match positive {
            true => GroundLit::positive(atom),
            false => GroundLit::negative(atom),
        }
    }

    /// Gives the fact `symbol`, if it has no id, one (a new atom, with its fact rule).
    fn give_fact_id(&mut self, symbol: Symbol) {
        let next = AtomId(self.program.atom_count + 1);
        if self.domain.give_fact_id(symbol, &self.symbols, next) {
            let (rules, externals) = (self.program.rules.len(), self.program.externals.len());
            let atom = self.program.new_atom();
            (self.program.rules).push(crate::aspif::Rule::normal(&[atom], &[]));
            self.grown(rules, externals);
        }
    }

    /// Takes a ground program read from ground input as the program.
    pub fn set_ground(&mut self, program: GroundProgram) {
        self.shown = vec![None; program.outputs.len()];
        self.program = program;
        self.changed();
    }

    /// Adds a step of ground input (the next block of an incremental aspif program) to the
    /// program taken with [`Engine::set_ground`]: its external statements about atoms of
    /// earlier steps assign (or release) them, as [`Engine::assign_external`] does. Fails if
    /// a rule redefines an atom (see `definitions.rs`): the step is added without such rules.
    pub fn add_ground_step(&mut self, mut step: GroundProgram) -> Result<(), Failed> {
        let redefined = self.drop_direct_redefinitions(&mut step.rules);
        let earlier = self.program.atom_count;
        let externals = std::mem::take(&mut step.externals);
        let (old, new): (Vec<_>, Vec<_>) =
            (externals.into_iter()).partition(|(a, _)| a.0 <= earlier);
        step.externals = new;
        self.declare_free_theory_atoms(old.iter().map(|&(atom, _)| atom));
        for (atom, value) in old {
            self.assign_external_atom(atom, value);
        }
        let (rules, externals) = (self.program.rules.len(), self.program.externals.len());
        self.shown.extend(step.outputs.iter().map(|_| None));
        self.program.extend(step);
        self.domain.grow(self.program.atom_count);
        self.grown(rules, externals);
        redefined.map_or(Ok(()), |r| Err(Failed::redefinition(r, Vec::new())))
    }

    /// Declares those of `atoms` that are free theory atoms of the program
    /// ([`GroundProgram::free_theory_atoms`]) free externals, as they are to clasp: a later
    /// step's external statement about one then assigns or releases it.
    fn declare_free_theory_atoms(&mut self, atoms: impl Iterator<Item = AtomId>) {
        let mut atoms = atoms.peekable();
        if atoms.peek().is_none() {
            return;
        }
        let free = self.program.free_theory_atoms();
        for atom in atoms {
            if free.binary_search(&atom).is_ok() {
                self.program.externals.push((atom, ExternalValue::Free));
                if let Some(persistent) = &mut self.persistent {
                    persistent.declare_free(atom);
                }
            }
        }
    }

    /// The ground program.
    pub fn program(&self) -> &GroundProgram {
        &self.program
    }

    /// The ground program, taken out of the engine.
    pub fn into_program(self) -> GroundProgram {
        self.program
    }

    /// The symbol of each atom, if the program was grounded with
    /// [`GroundOptions::atom_names`] (index: the atom's id).
    pub fn names(&self) -> &[Option<String>] {
        &self.names
    }

    /// The ground program as `--text` prints it, if it was grounded with
    /// [`GroundOptions::atom_names`].
    pub fn text(&self) -> Option<&str> {
        self.text.as_deref()
    }

    /// The statement rule `rule` of the ground program is an instance (or part of the
    /// translation) of, if the program was grounded with [`GroundOptions::atom_names`] and
    /// the rule comes from one statement.
    pub fn rule_origin(&self, rule: usize) -> Option<crate::diag::Span> {
        self.origins.of(rule)
    }

    /// What the auxiliary atom `atom` stands for, as written (an aggregate, a conditional
    /// literal, a double negation), if the program was grounded with
    /// [`GroundOptions::atom_names`] and it stands for one.
    pub fn construct_text(&self, atom: AtomId) -> Option<&str> {
        self.construct_texts.get(&atom).map(String::as_str)
    }

    /// The program with its symbols, borrowed.
    pub fn view(&self) -> View<'_> {
        View {
            program: &self.program,
            symbols: &self.symbols,
            shown: &self.shown,
            term_outputs: &self.term_outputs,
        }
    }

    /// The solver of the program with `options` (made on the first call after the program
    /// changed or [`Engine::reset_solver`]), and the program.
    pub fn solver(
        &mut self,
        options: &SolveOptions,
    ) -> Result<(&mut Solver, View<'_>), SolveError> {
        self.backend_outputs();
        let solver = match self.solver.take() {
            Some(solver) => solver,
            None => Solver::new(&self.program, options)?,
        };
        let view = View {
            program: &self.program,
            symbols: &self.symbols,
            shown: &self.shown,
            term_outputs: &self.term_outputs,
        };
        Ok((self.solver.insert(solver), view))
    }

    /// Drops the solver: the next [`Engine::solver`] makes a new one.
    pub fn reset_solver(&mut self) {
        self.solver = None;
    }

    /// The program changed: the solvers made for it are dropped.
    fn changed(&mut self) {
        self.solver = None;
        self.replace_session_solver();
    }

    /// Drops the session's solver (the next call makes a new one), keeping its statistics.
    fn replace_session_solver(&mut self) {
        if let Some(persistent) = self.persistent.take() {
            self.replaced = self.replaced.then(persistent.solver.stats());
        }
    }

    /// The program grew by the rules from `first_rule` on and the externals from
    /// `first_external` on: the session's solver takes them if it can (see
    /// `solve/grow.rs`), the other solver is dropped.
    fn grown(&mut self, first_rule: usize, first_external: usize) {
        self.solver = None;
        if let Some(persistent) = &mut self.persistent
            && !persistent.extend(&mut self.program, first_rule, first_external)
        {
            self.replace_session_solver();
        }
    }

    /// The search statistics of the session's solvers replaced so far (by grounding steps
    /// they could not take), added up; see [`Engine::session_stats`].
    pub fn replaced_session_stats(&self) -> SolveStats {
        self.replaced.clone()
    }

    /// The search statistics of all solve calls of the session so far, with the size of
    /// its current solver's problem: those of [`Engine::session_solver`] and of the ones it
    /// replaced.
    pub fn session_stats(&self) -> SolveStats {
        let current = self.persistent.as_ref().map(|p| p.solver.stats());
        self.replaced
            .then(current.unwrap_or(&SolveStats::default()))
    }

    /// The solver of a multi-shot session (made after the program changed, kept across
    /// assignments of externals and solve calls: see `persistent.rs`), the program, and the
    /// assumptions that give the externals their values (to be assumed with the caller's).
    pub fn session_solver(
        &mut self,
        options: &SolveOptions,
    ) -> Result<(&mut Solver, View<'_>, Vec<GroundLit>), SolveError> {
        self.note_solve();
        self.backend_outputs();
        self.note_definitions();
        // Options changed since the solver was made (clingo's configuration tree written
        // between calls) apply from this call on: to a new solver.
        if (self.persistent.as_ref()).is_some_and(|p| !p.options.same_search(options)) {
            self.replace_session_solver();
        }
        let persistent = match self.persistent.take() {
            Some(mut persistent) => {
                persistent.solver.begin_solve_call();
                persistent
            }
            None => Persistent::new(&mut self.program, options)?,
        };
        let persistent = self.persistent.insert(persistent);
        let view = View {
            program: &self.program,
            symbols: &self.symbols,
            shown: &self.shown,
            term_outputs: &self.term_outputs,
        };
        let assumptions = persistent.assumptions();
        Ok((&mut persistent.solver, view, assumptions))
    }
}

/// An atom of the program (see [`Engine::atoms`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolicAtom {
    /// Its symbol.
    pub symbol: Symbol,
    /// Its id (`None` for a fact without one: true in every model).
    pub atom: Option<AtomId>,
    /// Whether it is a fact.
    pub fact: bool,
    /// Whether it is an external atom (not released).
    pub external: bool,
}

/// A ground program with its symbols, borrowed from an [`Engine`].
#[derive(Clone, Copy)]
pub struct View<'a> {
    /// The ground program.
    pub program: &'a GroundProgram,
    /// The symbols of the program.
    pub symbols: &'a SymbolTable,
    shown: &'a [Option<Symbol>],
    term_outputs: &'a HashSet<usize>,
}

impl View<'_> {
    /// The symbol of output `index` of the program (`None` for ground input, whose outputs
    /// are only text).
    pub fn symbol(&self, index: usize) -> Option<Symbol> {
        self.shown.get(index).copied().flatten()
    }

    /// Whether output `index` shows a term (`#show t : B.`) rather than an atom: clingo's
    /// models list the terms apart from the atoms, an atom and an equal term both.
    pub fn is_term(&self, index: usize) -> bool {
        self.term_outputs.contains(&index)
    }
}

#[cfg(test)]
mod tests;
