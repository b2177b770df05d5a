//! How to solve: the search parameters ([`SolveOptions`]) and how to enumerate models
//! ([`Enumeration`]).

use super::restart::RestartPolicy;
use crate::aspif::{AtomId, GroundProgram};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Search parameters.
#[derive(Clone, Debug)]
pub struct SolveOptions {
    /// Seeds tiny random initial activities (0: none).
    pub seed: u64,
    /// Initialize activities by how often variables occur in the constraints.
    pub init_moms: bool,
    /// The restart policy.
    pub restarts: RestartPolicy,
    /// VSIDS activity decay, in `(0, 1)`.
    pub decay: f64,
    /// Conflicts before the first learnt-clause reduction.
    pub reduce_first: u64,
    /// Growth of the reduction interval.
    pub reduce_increment: u64,
    /// Checked regularly during search; when it becomes true, `solve` returns
    /// [`SolveResult::Interrupted`](super::SolveResult::Interrupted).
    pub interrupt: Option<Arc<AtomicBool>>,
}

impl Default for SolveOptions {
    fn default() -> SolveOptions {
        SolveOptions {
            seed: 0,
            init_moms: true,
            restarts: RestartPolicy::default(),
            decay: 0.95,
            reduce_first: 2000,
            reduce_increment: 300,
            interrupt: None,
        }
    }
}

impl SolveOptions {
    /// A test configuration that exercises rare paths on small inputs: restarts every few
    /// conflicts, reduces the learnt clauses very often, and seeds the activities.
    pub fn stress(seed: u64) -> SolveOptions {
        SolveOptions {
            seed,
            restarts: RestartPolicy::Luby { unit: 2 },
            reduce_first: 4,
            reduce_increment: 2,
            ..SolveOptions::default()
        }
    }
}

/// How the models of an enumeration are told apart (clasp's `--enum-mode`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EnumMode {
    /// Backtrack over flipped decisions (`bt`).
    #[default]
    Backtrack,
    /// Block each model with a clause (`record`): the search may backjump freely.
    Record,
}

/// What an enumeration projects the models onto (`--project`): models that agree on it
/// count as one, and only one of them is reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Projection {
    /// The conditions of the output table (the shown symbols).
    Shown,
    /// These atoms (`#project`).
    Atoms(Vec<AtomId>),
}

impl Projection {
    /// clingo's default for `--project`: the program's `#project` atoms if it has any
    /// `#project` statement, the shown atoms otherwise.
    pub fn auto(program: &GroundProgram) -> Projection {
        match &program.projection {
            Some(atoms) => Projection::Atoms(atoms.clone()),
            None => Projection::Shown,
        }
    }
}

/// How to enumerate models.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Enumeration {
    /// Backtracking or recording.
    pub mode: EnumMode,
    /// The projection, if any.
    pub projection: Option<Projection>,
}
