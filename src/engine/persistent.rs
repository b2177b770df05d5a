//! The solver of a multi-shot session, kept across its solve calls and grounding steps.
//!
//! Its program has every external atom that no rule defines as a free variable; the values
//! assigned to them are assumed at each call ([`Persistent::assumptions`]) rather than
//! translated into unit clauses, and a released one gets the unit nogood that makes it false.
//! A grounding step adds its rules and atoms to the solver (`solve/grow.rs`) when they are
//! about new atoms, or define externals of earlier steps (which then are no longer external:
//! their values are no longer assumed); otherwise (a step that defines a released external,
//! a program the solver cannot grow) the engine makes a new solver. So the solver's clauses
//! only grow between calls, and what it learnt (nogoods follow from its clauses) stays valid.

use crate::aspif::{AtomId, ExternalValue, GroundLit, GroundProgram};
use crate::solve::{Growing, SolveError, SolveOptions, Solver};
use std::collections::HashMap;

/// A solver kept across solve calls, and the externals it has as free variables.
pub(super) struct Persistent {
    pub(super) solver: Solver,
    /// The translation of the program, kept to add later steps to the solver (`None`: the
    /// solver cannot grow, see `solve/grow.rs`).
    growing: Option<Growing>,
    /// The external atoms that no rule defines, with their current values.
    externals: HashMap<AtomId, ExternalValue>,
    /// The options the solver was made with.
    pub(super) options: SolveOptions,
}

impl Persistent {
    /// The solver of `program` with its externals free.
    pub(super) fn new(
        program: &mut GroundProgram,
        options: &SolveOptions,
    ) -> Result<Persistent, SolveError> {
        let (solver, growing) = with_free_externals(program, |p| Solver::new_growing(p, options))?;
        let mut persistent = Persistent {
            solver,
            growing,
            externals: HashMap::new(),
            options: options.clone(),
        };
        persistent.note_externals(program, 0, 0);
        Ok(persistent)
    }

    /// Adds to the solver the rules of `program` from `first_rule` on and its externals
    /// from `first_external` on (a grounding step). Returns false if the solver cannot take
    /// them: the caller then makes a new one.
    pub(super) fn extend(
        &mut self,
        program: &mut GroundProgram,
        first_rule: usize,
        first_external: usize,
    ) -> bool {
        let Some(growing) = &mut self.growing else {
            return false;
        };
        let new_externals: Vec<AtomId> = (program.externals[first_external..].iter())
            .map(|&(a, _)| a)
            .collect();
        let solver = &mut self.solver;
        if !with_free_externals(program, |p| solver.grow(growing, p, &new_externals)) {
            return false;
        }
        let defined = growing.defined_externals().to_vec();
        self.note_externals(program, first_rule, first_external);
        for atom in defined {
            self.externals.remove(&atom);
        }
        true
    }

    /// Notes the externals of `program` from `first_external` on that no rule from
    /// `first_rule` on defines (the earlier rules cannot: they are about earlier atoms).
    fn note_externals(
        &mut self,
        program: &GroundProgram,
        first_rule: usize,
        first_external: usize,
    ) {
        let mut heads = vec![false; program.atom_count as usize + 1];
        for rule in program.rules.iter().skip(first_rule) {
            for atom in rule.head {
                heads[atom.0 as usize] = true;
            }
        }
        for &(atom, value) in &program.externals[first_external..] {
            if !heads[atom.0 as usize] {
                self.externals.insert(atom, value);
            }
        }
    }

    /// Notes that `atom`, a free variable of the solver (a theory atom that nothing
    /// defines), is from now on a free external, whose value can be assigned.
    pub(super) fn declare_free(&mut self, atom: AtomId) {
        self.externals.entry(atom).or_insert(ExternalValue::Free);
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

/// Runs `f` on `program` with its externals free (their values become assumptions), except
/// the released ones; the program keeps its values.
fn with_free_externals<T>(program: &mut GroundProgram, f: impl FnOnce(&GroundProgram) -> T) -> T {
    let assigned = std::mem::take(&mut program.externals);
    program.externals = (assigned.iter())
        .map(|&(atom, value)| match value {
            ExternalValue::Release => (atom, value),
            _ => (atom, ExternalValue::Free),
        })
        .collect();
    let result = f(program);
    program.externals = assigned;
    result
}
