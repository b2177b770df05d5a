//! The objective of a program's minimize statements, normalized for the solver.
//!
//! The minimize statements of one priority add up to one *level*; levels are ordered by
//! priority, highest first, which is also the order of a cost vector (clingo prints costs
//! that way, and compares them lexicographically). Each level is normalized (as clasp's
//! `MinimizeBuilder` does) into a constant *offset* plus *terms* `(literal, weight)` with
//! positive weights, at most one term per variable:
//!
//! * the weights of a literal that occurs several times add up;
//! * `w * [not a]` is `w - w * [a]`, so the weights of both literals of a variable combine
//!   into one net weight on the positive literal and a constant;
//! * a negative net weight `w * [a]` is `w + (-w) * [not a]`.
//!
//! Invariant: for every total assignment, the cost of level `i` (the sum of the weights of the
//! true literals of the original statements) equals `offsets[i]` plus the weights of the true
//! terms of `levels[i]`. The bound propagator (`minimize.rs`) and the core-guided optimizer
//! (`core.rs`) work on the terms, whose weights are all positive.

use super::assign::Assignment;
use super::lit::Lit;
use crate::aspif::{GroundLit, Minimize};
use std::collections::BTreeMap;

/// A lexicographic objective: one linear level per priority, highest priority first.
#[derive(Clone, Debug, Default)]
pub(crate) struct Objective {
    /// The priority of each level, decreasing.
    pub priorities: Vec<i32>,
    /// The terms of each level: distinct variables, positive weights.
    pub levels: Vec<Vec<(Lit, u64)>>,
    /// The constant part of each level.
    pub offsets: Vec<i64>,
}

impl Objective {
    /// The objective of `statements`, with `lit` mapping ground literals to solver literals
    /// (constants for atoms without a variable).
    pub fn new(statements: &[Minimize], lit: impl Fn(GroundLit) -> Lit) -> Objective {
        // priority -> (variable -> net weight of its positive literal), offset
        let mut by_priority: BTreeMap<i32, (BTreeMap<u32, i64>, i64)> = BTreeMap::new();
        for statement in statements {
            let (net, offset) = by_priority.entry(statement.priority).or_default();
            for element in &statement.elements {
                let w = i64::from(element.weight);
                let l = lit(element.lit);
                if l.var().0 == 0 {
                    // A constant: true or false.
                    if l == Lit::TRUE {
                        *offset += w;
                    }
                    continue;
                }
                if l.is_negative() {
                    *offset += w;
                    *net.entry(l.var().0).or_default() -= w;
                } else {
                    *net.entry(l.var().0).or_default() += w;
                }
            }
        }
        let mut objective = Objective::default();
        for (priority, (net, mut offset)) in by_priority.into_iter().rev() {
            let mut terms = Vec::new();
            for (var, w) in net {
                let positive = super::lit::Var(var).pos();
                match w.cmp(&0) {
                    std::cmp::Ordering::Greater => terms.push((positive, w as u64)),
                    std::cmp::Ordering::Less => {
                        offset += w;
                        terms.push((!positive, w.unsigned_abs()));
                    }
                    std::cmp::Ordering::Equal => {}
                }
            }
            objective.priorities.push(priority);
            objective.levels.push(terms);
            objective.offsets.push(offset);
        }
        objective
    }

    /// Whether a term that `root` (the assignment after propagation at the root) leaves open
    /// has a weight beyond 32 bits, which clasp refuses (see [`SolveError::WeightTooLarge`]):
    /// `#minimize{-2147483648 : a}` is the term `2147483648 * [not a]`. clasp checks after
    /// its preprocessing, so a term whose literal is decided at the root is a constant.
    ///
    /// [`SolveError::WeightTooLarge`]: super::SolveError::WeightTooLarge
    pub fn too_large(&self, root: &Assignment) -> bool {
        (self.levels.iter().flatten())
            .any(|&(l, w)| !root.is_assigned(l.var()) && i32::try_from(w).is_err())
    }

    /// The cost vector of a total assignment.
    pub fn costs(&self, assign: &Assignment) -> Vec<i64> {
        self.levels
            .iter()
            .zip(&self.offsets)
            .map(|(terms, offset)| {
                offset
                    + terms
                        .iter()
                        .filter(|(l, _)| assign.is_true(*l))
                        .map(|&(_, w)| w as i64)
                        .sum::<i64>()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::aspif::{AtomId, WeightedLit};
    use crate::solve::assign::{Reason, Trail};
    use crate::solve::lit::Var;

    fn element(lit: i32, weight: i32) -> WeightedLit {
        WeightedLit {
            lit: GroundLit(lit),
            weight,
        }
    }

    #[test]
    fn normalizes_signs_duplicates_and_priorities() {
        let statements = vec![
            Minimize {
                priority: 1,
                elements: vec![element(1, 2), element(-1, 3), element(2, -4), element(1, 1)],
            },
            Minimize {
                priority: 5,
                elements: vec![element(3, 7)],
            },
            Minimize {
                priority: 1,
                elements: vec![element(4, 5)],
            },
        ];
        // Atom n is variable n; atom 4 has no variable (always false).
        let objective = Objective::new(&statements, |g| {
            let a: AtomId = g.atom();
            let l = if a.0 == 4 { Lit::FALSE } else { Var(a.0).pos() };
            if g.is_negative() { !l } else { l }
        });
        assert_eq!(objective.priorities, vec![5, 1]);
        // Level 1: 3*[a1] + 3 - 3*[a1] ... = (2 + 1 - 3)*[a1] + 3 - 4*[a2].
        assert_eq!(objective.levels[0], vec![(Var(3).pos(), 7)]);
        assert_eq!(objective.levels[1], vec![(!Var(2).pos(), 4)]);
        assert_eq!(objective.offsets, vec![0, -1]);
    }

    #[test]
    fn a_weight_beyond_32_bits_is_too_large() {
        // -2147483648 * [a] is -2147483648 + 2147483648 * [not a]; 2 * 2^30 * [a] too large.
        for elements in [
            vec![element(1, i32::MIN)],
            vec![element(1, 1 << 30), element(1, 1 << 30)],
        ] {
            let statements = vec![Minimize {
                priority: 0,
                elements,
            }];
            let objective = Objective::new(&statements, |g| Var(g.atom().0).pos());
            assert!(objective.too_large(&Assignment::new(3)));
            // Decided at the root, the term is a constant.
            let mut root = Assignment::new(3);
            root.assign(&mut Trail::default(), Var(1).pos(), Reason::Fact);
            assert!(!objective.too_large(&root));
        }
        // Weights that cancel out are fine.
        let statements = vec![Minimize {
            priority: 0,
            elements: vec![
                element(1, i32::MIN),
                element(1, i32::MAX),
                element(2, i32::MAX),
            ],
        }];
        let objective = Objective::new(&statements, |g| Var(g.atom().0).pos());
        assert!(!objective.too_large(&Assignment::new(3)));
    }
}
