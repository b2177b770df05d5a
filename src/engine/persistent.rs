//! The solver of a multi-shot session, kept across its solve calls.
//!
//! Its program has every external atom that no rule defines as a free variable; the values
//! assigned to them are assumed at each call ([`Persistent::assumptions`]) rather than
//! translated into unit clauses, and a released one gets the unit nogood that makes it false.
//! So the solver's clauses only grow between calls, and what it learnt (nogoods follow from
//! its clauses) stays valid: it is kept until a grounding step changes the program (then the
//! engine makes a new one; clasp would extend it).

use crate::aspif::{AtomId, ExternalValue, GroundLit, GroundProgram};
use crate::solve::{SolveError, SolveOptions, Solver};
use std::collections::HashMap;

/// A solver kept across solve calls, and the externals it has as free variables.
pub(super) struct Persistent {
    pub(super) solver: Solver,
    /// The external atoms that no rule defines, with their current values.
    externals: HashMap<AtomId, ExternalValue>,
}

impl Persistent {
    /// The solver of `program` with its externals free.
    pub(super) fn new(
        program: &mut GroundProgram,
        options: &SolveOptions,
    ) -> Result<Persistent, SolveError> {
        let mut heads = vec![false; program.atom_count as usize + 1];
        for rule in &program.rules {
            for atom in rule.head {
                heads[atom.0 as usize] = true;
            }
        }
        let mut externals = HashMap::new();
        for &(atom, value) in &program.externals {
            if !heads[atom.0 as usize] {
                externals.insert(atom, value);
            }
        }
        // The solver sees the externals free (their values become assumptions), the
        // program keeps their values.
        let assigned = std::mem::take(&mut program.externals);
        program.externals = (assigned.iter())
            .map(|&(atom, value)| match value {
                ExternalValue::Release => (atom, value),
                _ => (atom, ExternalValue::Free),
            })
            .collect();
        let solver = Solver::new(program, options);
        program.externals = assigned;
        Ok(Persistent {
            solver: solver?,
            externals,
        })
    }

    /// Notes the new value of an external atom: a released one becomes false for good.
    pub(super) fn assign(&mut self, atom: AtomId, value: ExternalValue) {
        let Some(current) = self.externals.get_mut(&atom) else {
            return;
        };
        if value == ExternalValue::Release && *current != ExternalValue::Release {
            self.solver.add_nogood(&[GroundLit::positive(atom)]);
        }
        *current = value;
    }

    /// The assumptions that give the externals their values.
    pub(super) fn assumptions(&self) -> Vec<GroundLit> {
        let mut assumed: Vec<GroundLit> = (self.externals.iter())
            .filter_map(|(&atom, value)| match value {
                ExternalValue::True => Some(GroundLit::positive(atom)),
                ExternalValue::False => Some(GroundLit::negative(atom)),
                ExternalValue::Free | ExternalValue::Release => None,
            })
            .collect();
        assumed.sort_unstable();
        assumed
    }
}
