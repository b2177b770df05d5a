//! clingo's cleanup after a solve call (its `Control` cleans up by default): at the first
//! change of the program after the call (a grounding step, statements of the backend, an
//! assignment or release of an external), each atom of the grounder's domain that the
//! session's solver fixed at its root becomes a fact if it is true (`symbolic_atoms` says
//! so; a later step's rules for it are no redefinitions) and leaves the domain if it is
//! false: it is then no longer one of the program's atoms ([`Engine::atom_id`] does not
//! find it, an assumption about it is about an atom the program does not have), and a
//! later step that derives it, or declares it external, makes a new atom, free of the
//! constraints of the old one (whose rules stay, about the old atom).
//!
//! External atoms are not cleaned up (a later step may define them), nor the atoms that
//! share an external's literal (clasp merged them into the external: they are external to
//! it). A released external is no external: released before the solve call, it is false
//! and leaves; released after it, the release is the change that cleans up, before it.

use super::Engine;
use crate::aspif::ExternalValue;
use crate::solve::AtomClass;
use std::collections::{HashMap, HashSet};

impl Engine {
    /// A solve call: the next change cleans up.
    pub(super) fn note_solve(&mut self) {
        self.cleanup_due = true;
    }

    /// The program changes: the first change after a solve call cleans up the domain.
    pub(super) fn note_change(&mut self) {
        if !std::mem::take(&mut self.cleanup_due) {
            return;
        }
        let Some(persistent) = &self.persistent else {
            return;
        };
        let solver = &persistent.solver;
        let mut externals: HashMap<_, bool> = HashMap::new();
        for &(atom, value) in &self.program.externals {
            externals.insert(atom, value != ExternalValue::Release);
        }
        for rule in self.program.rules.iter() {
            for atom in rule.head {
                externals.remove(atom);
            }
        }
        let external: HashSet<AtomClass> = (externals.iter())
            .filter(|&(_, &current)| current)
            .filter_map(|(&atom, _)| solver.atom_class(atom))
            .collect();
        self.domain.clean_up(|atom| {
            let class = solver.atom_class(atom)?;
            match external.contains(&class) {
                true => None,
                false => solver.root_value(atom),
            }
        });
    }
}
