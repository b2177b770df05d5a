//! What solving returns: how a call ended ([`SolveResult`]), the answer sets ([`Model`]),
//! statistics and errors.

use super::search::SearchEnd;
use crate::aspif::{AtomId, GroundLit, GroundProgram, Output};
use std::fmt;

/// Why a ground program cannot be solved (yet).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SolveError {
    /// The program uses a feature the solver does not handle yet and that would change its
    /// answer sets (acyclicity constraints from `#edge`).
    Unsupported {
        /// What is not supported.
        feature: &'static str,
    },
    /// The weight of a literal in a minimize statement (its weights added up, its sign made
    /// positive) does not fit in 32 bits, as clasp requires when it optimizes (see
    /// [`Solver::check_objective`](super::Solver::check_objective)).
    WeightTooLarge,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Unsupported { feature } => write!(f, "{feature} are not supported yet"),
            // clasp's message (errno EOVERFLOW, then its text).
            SolveError::WeightTooLarge => write!(
                f,
                "Value too large for defined data type: MinimizeBuilder: weight too large"
            ),
        }
    }
}

impl std::error::Error for SolveError {}

/// The result of a search that reported `models` models.
pub(super) fn result_of(end: SearchEnd, models: u64) -> SolveResult {
    match end {
        SearchEnd::Exhausted if models == 0 => SolveResult::Unsatisfiable,
        SearchEnd::Exhausted => SolveResult::Satisfiable {
            models,
            exhausted: true,
        },
        SearchEnd::Stopped { exhausted } => SolveResult::Satisfiable { models, exhausted },
        SearchEnd::Interrupted => SolveResult::Interrupted { models },
    }
}

/// How a call of [`Solver::solve`](super::Solver::solve) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveResult {
    /// At least one model was found. `exhausted`: the search space was completely examined,
    /// so every model was reported; otherwise the callback stopped the search.
    Satisfiable {
        /// How many models were reported.
        models: u64,
        /// Whether all models were reported.
        exhausted: bool,
    },
    /// There is no model (under the assumptions).
    Unsatisfiable,
    /// The interrupt flag stopped the search.
    Interrupted {
        /// How many models were reported before.
        models: u64,
    },
}

impl SolveResult {
    /// clasp's exit code: 10 for a model found, 20 for an exhausted search space (so 30 for
    /// all models found), 1 added when interrupted.
    pub fn exit_code(&self) -> i32 {
        match *self {
            SolveResult::Satisfiable { exhausted, .. } => 10 + if exhausted { 20 } else { 0 },
            SolveResult::Unsatisfiable => 20,
            SolveResult::Interrupted { models } => 1 + if models > 0 { 10 } else { 0 },
        }
    }

    /// The number of models reported.
    pub fn models(&self) -> u64 {
        match *self {
            SolveResult::Satisfiable { models, .. } | SolveResult::Interrupted { models } => models,
            SolveResult::Unsatisfiable => 0,
        }
    }
}

/// Search statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SolveStats {
    /// Decisions (not counting assumptions).
    pub choices: u64,
    /// Decisions on variables the domain heuristic modifies.
    pub domain_choices: u64,
    /// Conflicts.
    pub conflicts: u64,
    /// Restarts.
    pub restarts: u64,
    /// Clauses learnt from conflicts.
    pub learnt: u64,
    /// Loop nogoods added by the unfounded-set checker.
    pub loop_nogoods: u64,
    /// Learnt clauses deleted by reductions.
    pub deleted: u64,
    /// Minimality checks of non-HCF components (`disjunctive.rs`) on total assignments.
    pub full_checks: u64,
    /// Minimality checks on partial assignments.
    pub partial_checks: u64,
    /// Literals propagated.
    pub propagations: u64,
    /// Models reported.
    pub models: u64,
    /// Solver variables (atoms and bodies).
    pub variables: u64,
    /// Clauses of the translation (all sizes).
    pub clauses: u64,
    /// Weight constraints.
    pub weight_constraints: u64,
    /// Atoms in non-trivial strongly connected components (0 for tight programs).
    pub loop_atoms: u64,
    /// Variables replaced by equivalent ones (`--eq`).
    pub equivalences: u64,
    /// What SAT preprocessing (`--sat-prepro`) did, if it ran.
    pub eliminated: Option<super::Eliminated>,
}

impl SolveStats {
    /// The search counters (choices to models) of `self` and `later` added up, with the
    /// size of the problem (variables to loop atoms) of `later`: the statistics of a
    /// solver that replaced one with statistics `self`, over both.
    pub fn then(&self, later: &SolveStats) -> SolveStats {
        self.combine(later, |a, b| a + b)
    }

    /// The search counters since `earlier` (statistics of the same solver, before), with
    /// the size of the problem as now: the statistics of the calls in between.
    pub fn since(&self, earlier: &SolveStats) -> SolveStats {
        earlier.combine(self, |a, b| b.saturating_sub(a))
    }

    /// The search counters of `self` and `other` combined by `f`, the size of `other`.
    fn combine(&self, other: &SolveStats, f: impl Fn(u64, u64) -> u64) -> SolveStats {
        SolveStats {
            choices: f(self.choices, other.choices),
            domain_choices: f(self.domain_choices, other.domain_choices),
            conflicts: f(self.conflicts, other.conflicts),
            restarts: f(self.restarts, other.restarts),
            learnt: f(self.learnt, other.learnt),
            loop_nogoods: f(self.loop_nogoods, other.loop_nogoods),
            deleted: f(self.deleted, other.deleted),
            full_checks: f(self.full_checks, other.full_checks),
            partial_checks: f(self.partial_checks, other.partial_checks),
            propagations: f(self.propagations, other.propagations),
            models: f(self.models, other.models),
            ..other.clone()
        }
    }
}

/// An answer set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Model {
    /// The true atoms, sorted.
    pub true_atoms: Vec<AtomId>,
    /// 1 for the first model of a solve call, then 2, 3, …
    pub number: u64,
    /// The costs of the program's minimize statements, one per priority level, highest
    /// priority first (empty without minimize statements).
    pub costs: Vec<i64>,
    /// Whether the model is known to be optimal (the second phase of
    /// [`OptMode::EnumerateOptimal`](super::OptMode::EnumerateOptimal)).
    pub optimal: bool,
}

impl Model {
    /// Whether `atom` is true.
    pub fn is_true(&self, atom: AtomId) -> bool {
        self.true_atoms.binary_search(&atom).is_ok()
    }

    /// Whether the ground literal holds.
    pub fn holds(&self, lit: GroundLit) -> bool {
        self.is_true(lit.atom()) != lit.is_negative()
    }

    /// The output symbols whose condition holds, in clingo's order (see [`shown_where`]).
    pub fn shown<'p>(&self, program: &'p GroundProgram) -> Vec<&'p str> {
        self.shown_in(program, &OutputOrder::new(program))
    }

    /// [`Model::shown`] with the order of `program`'s outputs made beforehand (once for all
    /// models).
    pub fn shown_in<'p>(&self, program: &'p GroundProgram, order: &OutputOrder) -> Vec<&'p str> {
        (self.shown_outputs(program, order))
            .map(|i| program.outputs[i].symbol.as_str())
            .collect()
    }

    /// The indexes of the outputs of `program` shown in this model, in the order clingo
    /// prints them (`order`, made for `program`).
    pub fn shown_outputs<'a>(
        &'a self,
        program: &'a GroundProgram,
        order: &'a OutputOrder,
    ) -> impl Iterator<Item = usize> + 'a {
        // The outputs come by increasing atom of their condition: those of one positive atom
        // (most) are looked up by walking the true atoms along.
        let mut next = 0;
        order.select_indices(program, move |_, o| match o.condition.as_slice() {
            &[l] if !l.is_negative() => {
                let atom = l.atom();
                while self.true_atoms.get(next).is_some_and(|&a| a < atom) {
                    next += 1;
                }
                self.true_atoms.get(next) == Some(&atom)
            }
            condition => condition.iter().all(|&l| self.holds(l)),
        })
    }
}

/// The outputs of a program in the order clingo prints them: those without a condition
/// (facts) in output-table order, then the others by the atom of their condition (clasp
/// sorts its output table by literal), ties in output-table order.
#[derive(Clone, Debug)]
pub struct OutputOrder(Vec<u32>);

impl OutputOrder {
    /// The order of `program`'s outputs.
    pub fn new(program: &GroundProgram) -> OutputOrder {
        let key = |o: &Output| o.condition.iter().map(|l| l.atom().0).max().unwrap_or(0);
        let mut order: Vec<u32> = (0..program.outputs.len() as u32).collect();
        // Stable: ties stay in output-table order.
        order.sort_by_key(|&i| key(&program.outputs[i as usize]));
        OutputOrder(order)
    }

    /// The symbols of the outputs of `program` (the program the order was made for) that
    /// `selected` (given an output's index and the output) selects, in order.
    pub fn select<'a, 'p: 'a>(
        &'a self,
        program: &'p GroundProgram,
        selected: impl FnMut(usize, &Output) -> bool + 'a,
    ) -> impl Iterator<Item = &'p str> + 'a {
        (self.select_indices(program, selected)).map(|i| program.outputs[i].symbol.as_str())
    }

    /// The indexes of the outputs that `selected` selects, in order (see
    /// [`OutputOrder::select`]).
    pub fn select_indices<'a, 'p: 'a>(
        &'a self,
        program: &'p GroundProgram,
        mut selected: impl FnMut(usize, &Output) -> bool + 'a,
    ) -> impl Iterator<Item = usize> + 'a {
        (self.0.iter())
            .map(|&i| i as usize)
            .filter(move |&i| selected(i, &program.outputs[i]))
    }
}

/// The symbols of the outputs that `selected` (given an output's index and the output)
/// selects, in clingo's order ([`OutputOrder`]). A symbol is printed as often as it is
/// selected: an atom and a term equal to it are two outputs, and clingo prints both.
pub(crate) fn shown_where(
    program: &GroundProgram,
    selected: impl FnMut(usize, &Output) -> bool,
) -> Vec<&str> {
    OutputOrder::new(program)
        .select(program, selected)
        .collect()
}
