//! A solver that grows with its program: the multi-shot solving of clasp, where each
//! grounding step adds rules for new atoms to the solver of the earlier steps instead of
//! replacing it (Gebser, Kaminski, Kaufmann, Schaub: "Multi-shot ASP solving with clingo",
//! TPLP 2019; clasp's incremental `LogicProgram`).
//!
//! [`Growing`] (`translate.rs`) translates the new rules over the variables of the earlier
//! ones; [`Solver::grow`] adds the new variables, clauses and weight constraints at the root
//! and rebuilds the unfounded-set checker over the whole loop graph (new components contain
//! new atoms and, through the externals a step defines, earlier ones). What the solver
//! learnt stays: the completion of an earlier atom is final (a later step cannot give it
//! rules), except for an external atom, which a later step may define, as in clasp: it had
//! no completion and gets it with the step (its value is no longer assumed). So a step only
//! adds constraints, and a nogood that followed from the earlier constraints (a loop nogood
//! too: the rules of its atoms stay those they were) still follows from more of them.
//!
//! The heuristic keeps the activities and saved phases of the earlier variables; the new
//! ones get initial activities before the next search (`moms.rs`: `--init-moms`, and the
//! tie-breaking part of `--seed`) as the variables of a fresh solver do, as clasp scores the
//! variables of a new step. The restart and reduction schedules start again with each solve
//! call (`Solver::begin_solve_call`), which also forgets what `--forget-on-step` names
//! ([`Solver::forget_on_step`]).
//!
//! Not grown (the caller makes a new solver): programs with `#edge` (translated into rules
//! first, `acyclic.rs`), with components that are not head-cycle-free (their testers are
//! built once), and solvers running the domain heuristic.

use super::decide;
use super::equiv;
use super::lit::Var;
use super::search::backtrack;
use super::translate::Growing;
use super::unfounded::Unfounded;
use super::{DecisionHeuristic, SolveError, SolveOptions, Solver};
use crate::aspif::{AtomId, GroundProgram};

impl Solver {
    /// The solver of `program` with the translation kept to grow it (`None` when it cannot
    /// grow: see the module documentation).
    pub(crate) fn new_growing(
        program: &GroundProgram,
        options: &SolveOptions,
    ) -> Result<(Solver, Option<Growing>), SolveError> {
        let domain = matches!(options.heuristic, DecisionHeuristic::Domain(_));
        if domain || !program.edges.is_empty() {
            return Ok((Solver::new(program, options)?, None));
        }
        let (mut t, mut growing) = Growing::new(program, options.trans_ext)?;
        if options.supported_models {
            t.drop_stability_checks();
        }
        let equivalences = merge_new(&mut t, &mut growing, program, options, 1);
        let hcf = t.non_hcf.is_empty();
        let mut solver = Solver::from_translation(t, program.atom_count, options);
        solver.stats.equivalences = equivalences;
        solver.adopt(program);
        Ok((solver, hcf.then_some(growing)))
    }

    /// Adds to this solver (made by [`Solver::new_growing`] with `growing`, and grown so far)
    /// what `program` has beyond the part it was made for: `new_externals` are the atoms
    /// that the new part declares external. Returns false if it cannot: then the caller
    /// makes a new solver (this one and `growing` may be out of date).
    pub(crate) fn grow(
        &mut self,
        growing: &mut Growing,
        program: &GroundProgram,
        new_externals: &[AtomId],
    ) -> bool {
        if !growing.can_grow(program, new_externals) {
            return false;
        }
        backtrack(self, 0);
        let first = self.stats.variables as usize;
        let mut t = growing.grow(program, first as u32);
        if self.options.supported_models {
            t.drop_stability_checks();
        }
        if !t.non_hcf.is_empty() {
            return false;
        }
        self.stats.equivalences += merge_new(&mut t, growing, program, &self.options, first);
        for v in first..t.num_vars as usize {
            let positive = decide::initial_phase(&self.options, Var(v as u32), t.is_body[v]);
            let added = self.add_var(positive);
            debug_assert_eq!(added, Var(v as u32));
        }
        for spec in &t.weights {
            self.stats.weight_constraints += 1;
            // A constraint starts from the propagated root assignment.
            self.settle_root();
            if self.ok && (self.weights.add(spec, &mut self.assign, &mut self.trail)).is_err() {
                self.ok = false;
            }
        }
        for clause in t.clauses() {
            self.add_root_clause(clause);
        }
        self.uninitialized = Some(self.uninitialized.map_or(first, |f| f.min(first)));
        self.stats.clauses += t.clause_starts.len() as u64 - 1;
        self.stats.loop_atoms = t.loops.as_ref().map_or(0, |g| g.atoms.len() as u64);
        let bump = self.options.score_other == super::ScoreOther::Loops;
        self.unfounded = t
            .loops
            .map(|graph| Unfounded::new(graph, t.num_vars as usize, bump));
        self.atom_lit = t.atom_lit;
        self.visible_atoms = program.atom_count;
        self.adopt(program);
        true
    }
}

impl Solver {
    /// Forgets what the options' `forget_on_step` names (clasp's `--forget-on-step`, done by
    /// clasp when a step ends): before each solve call of a multi-shot session after the
    /// first. Measured on the incremental sliding-tile puzzle (`benches/sliding.py`'s
    /// 4x4_w36_s1, 6 shuffled copies, 7 December 2026), medians of the conflicts of all
    /// steps: keeping everything 30,471, forgetting the learnt clauses (`lemmas`) 26,443
    /// (33,838 and 26,724 before the engine's cleanup after each call); clingo 27,688 and
    /// 22,153.
    pub(crate) fn forget_on_step(&mut self) {
        let forget = self.options.forget_on_step;
        if forget == super::ForgetOnStep::default() {
            return;
        }
        backtrack(self, 0);
        if forget.lemmas {
            self.stats.deleted += super::reduce::forget(&mut self.clauses, &self.assign) as u64;
            let map = super::reduce::compact(
                &mut self.clauses,
                &mut self.assign,
                &self.trail,
                &mut self.watches,
            );
            self.enumeration.remap(map);
        }
        if forget.lemma_scores {
            self.clauses.reset_learnt_activities();
        }
        if forget.var_scores {
            self.heuristic.forget_activities();
            self.uninitialized = Some(1);
        }
        if forget.signs {
            self.heuristic.forget_phases();
        }
    }
}

/// Merges the equivalent variables of a step's translation `t` (`equiv.rs`, as clasp
/// preprocesses each step): only variables from `first` on, the step's own, are replaced
/// (the solver's structures hold the earlier ones), and `growing` takes the replacements
/// for the later steps. Returns the number of variables replaced.
fn merge_new(
    t: &mut super::translate::Translation,
    growing: &mut Growing,
    program: &GroundProgram,
    options: &SolveOptions,
    first: usize,
) -> u64 {
    let mut frozen = equiv::frozen_atoms(program, options.heuristic, &t.atom_lit);
    frozen.extend((1..first).map(|v| Var(v as u32)));
    let (count, subst) = equiv::merge_equivalent_with_substitution(t, frozen, options.eq);
    growing.substitute(&subst);
    count
}
