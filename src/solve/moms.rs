//! The initial activities of the heuristic: clasp's MOMS score (`--init-moms`, on by
//! default, as in every configuration of clasp) and the tie-breaking part of `--seed`.
//!
//! As clasp's VSIDS does when a solve step begins (`ClaspVsids::endInit`, `initScores`),
//! the variables that have no initial activity yet get one at the start of the first search
//! after they came (a fresh solver's all, a grown solver's new ones, `grow.rs`), after
//! propagation at the root: each variable free there scores
//!
//! ```text
//!   s1 * s2 * 1024 + s1 + s2
//! ```
//!
//! where `s1` (`s2`) counts the free literals that its positive (negative) literal implies
//! through binary clauses, each once (clasp's `momsScore`: `estimateBCP` of the literal
//! without recursion), and the scores are divided by the largest one: the top variable
//! starts at one bump (the increment before any conflict), so the first conflicts reorder
//! the variables, but the variables of no conflict yet are decided by their binary
//! constraints, the most and most balanced first. A program without binary clauses counts
//! the watches of each literal instead (clause watches and weight-constraint occurrences),
//! as clasp does. A variable fixed at the root scores 0.
//!
//! The score is added to the activity a variable already has: the domain heuristic's `init`
//! modifier (`domain.rs`) adds its value after clasp's MOMS score, too. clasp also scores
//! the variables of earlier steps that were never bumped (it tells them by a score of 0); rasp
//! scores only new variables: the tiny random part of `--seed` leaves no activity at 0.

use super::Solver;
use super::search::propagate_root;

impl Solver {
    /// Gives the variables from `uninitialized` on their initial activities (see the module
    /// documentation), once, before a search; they had none.
    pub(super) fn init_activities(&mut self) {
        let Some(first) = self.uninitialized.take() else {
            return;
        };
        if self.trail.level() == 0 && self.ok && !propagate_root(self) {
            return;
        }
        let scores = if self.options.init_moms {
            self.moms_scores(first)
        } else {
            Vec::new()
        };
        (self.heuristic).init_activities(first, &scores, self.options.seed);
    }

    /// The MOMS score of each variable from `first` on (by variable index; 0 below `first`
    /// and for the variables fixed at the root).
    fn moms_scores(&self, first: usize) -> Vec<u64> {
        let num_vars = self.stats.variables as usize;
        let assign = &self.assign;
        let free = |v: super::lit::Var| !assign.is_assigned(v) || assign.level(v) > 0;
        let mut scores = vec![0u64; num_vars];
        // The literal whose implications were counted last, by literal code: each implied
        // literal counts once.
        let mut seen = vec![u32::MAX; 2 * num_vars];
        for (v, score) in scores.iter_mut().enumerate().skip(first.max(1)) {
            let var = super::lit::Var(v as u32);
            if !free(var) {
                continue;
            }
            let [s1, s2] = [var.pos(), !var.pos()].map(|p| {
                if self.binaries.count == 0 {
                    let clauses = self.watches.by_lit[p.index()].len();
                    return (clauses + self.weights.occurrence_count(p)) as u64;
                }
                let mut implied = 0u64;
                for &q in &self.binaries.by_lit[p.index()] {
                    if free(q.var()) && seen[q.index()] != p.index() as u32 {
                        seen[q.index()] = p.index() as u32;
                        implied += 1;
                    }
                }
                implied
            });
            *score = ((s1 * s2) << 10) + s1 + s2;
        }
        scores
    }
}

#[cfg(test)]
mod tests {
    use super::super::SolveOptions;
    use super::super::lit::{Lit, Var};
    use super::super::translate::Translation;
    use super::*;

    fn v(i: u32) -> Lit {
        Var(i).pos()
    }

    #[test]
    fn scores_count_free_implications_once_each() {
        let clauses: &[&[Lit]] = &[
            &[v(1), v(2)],
            &[!v(1), v(3)],
            &[!v(1), v(4)], // satisfied at the root: not counted
            &[v(1), v(2)],  // a duplicate implies nothing new
            &[v(5)],
            &[!v(5), v(4)],
            &[v(2), v(3), v(4)],
        ];
        let t = Translation::from_clauses(6, clauses, vec![Lit::FALSE]);
        let mut s = Solver::from_translation(t, 0, &SolveOptions::default());
        s.init_activities();
        assert!(s.ok && s.uninitialized.is_none());
        // Variable 1: `1` implies 3, `!1` implies 2: 1 * 1 * 1024 + 1 + 1.
        assert_eq!(s.moms_scores(1), vec![0, 1026, 1, 1, 0, 0]);
        assert_eq!(s.heuristic.pick(&s.assign, &s.clauses), Some(!v(1)));
    }
}
