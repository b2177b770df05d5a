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
//! and leaves; released after it, the release is the change that cleans up, before it. Until
//! it leaves, a step that declares it external again changes nothing (clasp's release holds
//! until the end of its step, and the next solve call ends it).

use super::Engine;
use crate::aspif::{AtomId, ExternalValue};
use crate::solve::AtomClass;
use std::collections::{HashMap, HashSet};

/// What the engine knows for its next change (see the module documentation).
#[derive(Debug, Default)]
pub(super) struct Cleanup {
    /// A solve call came since the last change: the next one cleans up.
    due: bool,
    /// A solve call found the program conflicting (no answer set whatever the assumptions):
    /// as in clingo, it takes no more changes (grounding steps, assignments and statements
    /// do nothing, and every solve call is unsatisfiable).
    conflicting: bool,
    /// The value of each atom (index: its id) that is a fact of the domain (true) or that a
    /// cleanup removed (false), as the grounder's domain keeps them when the solver that
    /// fixed them is replaced.
    fixed: Vec<Option<bool>>,
}

impl Cleanup {
    /// The value a cleanup gave `atom`, if one did.
    pub(super) fn fixed(&self, atom: AtomId) -> Option<bool> {
        self.fixed.get(atom.0 as usize).copied().flatten()
    }
}

impl Engine {
    /// A solve call: the next change cleans up.
    pub(super) fn note_solve(&mut self) {
        self.cleanup.due = true;
    }

    /// clingo's update before a change of the program: the cleanup, at the first change
    /// after a solve call; returns whether the program takes the change (it does not once a
    /// solve call found it conflicting).
    pub(super) fn update(&mut self) -> bool {
        if std::mem::take(&mut self.cleanup.due) {
            self.clean_up();
            let persistent = self.persistent.as_mut();
            self.cleanup.conflicting |= persistent.is_some_and(|p| !p.solver.consistent_at_root());
        }
        !self.cleanup.conflicting
    }

    /// Drops from `externals` (of a step) the declarations of atoms released before (see the
    /// module documentation).
    pub(super) fn drop_released(&self, externals: &mut Vec<(AtomId, ExternalValue)>) {
        let released = |atom: AtomId| {
            let last = (self.program.externals.iter().rev()).find(|&&(a, _)| a == atom);
            last.is_some_and(|&(_, value)| value == ExternalValue::Release)
        };
        externals.retain(|&(atom, _)| !released(atom));
    }

    /// Cleans up the domain (see the module documentation).
    fn clean_up(&mut self) {
        if self.persistent.is_none() {
            return;
        }
        let mut current: HashMap<AtomId, bool> = HashMap::new();
        for &(atom, value) in &self.program.externals {
            current.insert(atom, value != ExternalValue::Release);
        }
        let externals: Vec<AtomId> = (current.into_iter())
            .filter(|&(atom, current)| current && !self.has_rules(atom))
            .map(|(atom, _)| atom)
            .collect();
        let Some(persistent) = &self.persistent else {
            return;
        };
        let solver = &persistent.solver;
        let external: HashSet<AtomClass> = (externals.into_iter())
            .filter_map(|atom| solver.atom_class(atom))
            .collect();
        let fixed = self.domain.clean_up(|atom| {
            let class = solver.atom_class(atom)?;
            match external.contains(&class) {
                true => None,
                false => solver.root_value(atom),
            }
        });
        for (atom, value) in fixed {
            let index = atom.0 as usize;
            if self.cleanup.fixed.len() <= index {
                self.cleanup.fixed.resize(index + 1, None);
            }
            self.cleanup.fixed[index] = Some(value);
        }
    }
}
