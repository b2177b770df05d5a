//! Released external atoms leave the program's atoms as in clingo: after a release, a solve
//! call, and then a change of the program (a grounding step, statements of the backend, an
//! assignment or release of an external), the atom is no longer one of the program's
//! ([`Engine::atom_id`] does not find it, [`Engine::atoms`] does not list it): an assumption
//! about it is about an atom the program does not have (false, and no part of a core). A
//! later step that declares it external again makes it one of the program's atoms again,
//! with its id (clingo gives it its literal back too).

use super::Engine;
use crate::aspif::{AtomId, ExternalValue};
use std::collections::HashSet;

/// The released externals on their way out of the program (see the module documentation).
#[derive(Debug, Default)]
pub(super) struct Released {
    /// Released since the last solve call.
    unsolved: Vec<AtomId>,
    /// Released before a solve call, still atoms of the program.
    solved: Vec<AtomId>,
    /// No longer atoms of the program.
    gone: HashSet<AtomId>,
}

impl Released {
    /// Whether `atom` has left the program.
    pub(super) fn gone(&self, atom: AtomId) -> bool {
        self.gone.contains(&atom)
    }
}

impl Engine {
    /// External `atom` was released.
    pub(super) fn note_release(&mut self, atom: AtomId) {
        self.released.unsolved.push(atom);
    }

    /// A solve call: the atoms released before it leave with the next change.
    pub(super) fn note_solve(&mut self) {
        let unsolved = std::mem::take(&mut self.released.unsolved);
        self.released.solved.extend(unsolved);
    }

    /// The program changes: the atoms released before a solve call leave it.
    pub(super) fn note_change(&mut self) {
        let solved = std::mem::take(&mut self.released.solved);
        self.released.gone.extend(solved);
    }

    /// The externals from `first` on were declared or assigned: an atom that left the
    /// program and is declared external again is back.
    pub(super) fn note_externals(&mut self, first: usize) {
        if self.released.gone.is_empty() {
            return;
        }
        for &(atom, value) in &self.program.externals[first..] {
            if value != ExternalValue::Release {
                self.released.gone.remove(&atom);
            }
        }
    }
}
