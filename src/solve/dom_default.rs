//! `--dom-mod`: clasp's default modification of the domain heuristic (`domain.rs`), applied
//! before the search to the atoms it picks ([`AtomPick`]) that no `#heuristic` statement
//! modifies.
//!
//! The picked literals come in clasp's order of kinds (shown, objective, then the atoms of
//! cyclic components by their finest kind: disjunction, not head-cycle-free, cyclic), each
//! with the weight of its kind. The first time a kind reaches a variable, `level` raises its
//! level by the weight, `init` its activity by 100 times the weight, and `factor` its factor
//! by 1, 2 or 3 (weight at most 3, at most 15, more). `pos` (`neg`) makes the picked literal
//! decided true (false); a later kind overrides the sign of an earlier one, and two literals
//! of one variable with opposite signs in the same kind cancel (no sign).

use super::Solver;
use super::lit::Lit;
use super::options::{AtomPick, DefaultModifierKind};
use crate::aspif::{AtomId, GroundLit};
use std::collections::HashMap;

/// A picked literal: its weight and its kind (the order of kinds, larger first).
pub(crate) struct Picked {
    pub lit: Lit,
    weight: i32,
    kind: u8,
}

impl Solver {
    /// The literals `pick` picks, in clasp's order.
    pub(crate) fn picked_atoms(&mut self, pick: AtomPick) -> Vec<Picked> {
        let picked = |lit, weight, kind| Picked { lit, weight, kind };
        let mut out = Vec::new();
        if pick == AtomPick::default() {
            for a in 1..=self.visible_atoms {
                out.push(picked(
                    self.ground_lit(GroundLit::positive(AtomId(a))),
                    1,
                    0,
                ));
            }
        }
        if pick.show {
            out.extend(self.output_lits().into_iter().map(|l| picked(l, 16, 4)));
        }
        if pick.opt {
            out.extend(
                self.objective_by_weight()
                    .into_iter()
                    .map(|(l, w)| picked(l, w, 3)),
            );
        }
        if pick.scc || pick.hcc || pick.disj {
            let mut graph: Vec<(Lit, u8)> = Vec::new();
            for component in &self.non_hcf.components {
                graph.extend(
                    component
                        .atom_classes()
                        .map(|(l, d)| (l, if d { 2 } else { 1 })),
                );
            }
            if let Some(u) = &self.unfounded {
                graph.extend(u.atom_lits().map(|l| (l, 0)));
            }
            for (lit, class) in graph {
                // The finest kind picked of the atom (disj, hcc, scc).
                let kinds = [(pick.disj, 2), (pick.hcc, 1), (pick.scc, 0)];
                if let Some(&(_, kind)) = kinds.iter().find(|&&(p, k)| p && k <= class) {
                    out.push(picked(lit, i32::from(kind) + 1, kind));
                }
            }
        }
        out.retain(|p| p.lit.var().0 != 0);
        out
    }

    /// The literals of the objective by decreasing weight (compared over the levels, highest
    /// priority first), with clasp's weights: 15 for the largest weight, one less for each
    /// smaller one, at least 4.
    fn objective_by_weight(&self) -> Vec<(Lit, i32)> {
        let levels = &self.objective.levels;
        let mut weights: HashMap<Lit, Vec<u64>> = HashMap::new();
        let mut order: Vec<Lit> = Vec::new();
        for (i, terms) in levels.iter().enumerate() {
            for &(l, w) in terms {
                let entry = weights.entry(l).or_insert_with(|| {
                    order.push(l);
                    vec![0; levels.len()]
                });
                entry[i] += w;
            }
        }
        order.sort_by(|a, b| weights[b].cmp(&weights[a]));
        let mut weight = 16;
        let mut last: Option<&Vec<u64>> = None;
        let mut out = Vec::with_capacity(order.len());
        for l in order {
            if last != Some(&weights[&l]) {
                weight = (weight - 1).max(4);
                last = Some(&weights[&l]);
            }
            out.push((l, weight));
        }
        out
    }

    /// Applies `modifier` to the `picked` literals whose variables are not `explicit`.
    pub(crate) fn apply_default(
        &mut self,
        modifier: DefaultModifierKind,
        picked: &[Picked],
        explicit: &[bool],
    ) {
        use DefaultModifierKind as M;
        // By variable: the last kind applied, and whether the sign is this modification's.
        let mut last_kind: HashMap<u32, (u8, bool)> = HashMap::new();
        for p in picked {
            let var = p.lit.var();
            if explicit.get(var.index()).copied().unwrap_or(false) || self.assign.is_assigned(var) {
                continue;
            }
            let before = last_kind.get(&var.0).copied();
            let new_kind = before.is_none_or(|(k, _)| k != p.kind);
            let h = &mut self.heuristic;
            if new_kind {
                match modifier {
                    M::Level | M::True | M::False => {
                        h.set_level(var, h.level(var) + p.weight);
                    }
                    M::Init => h.add_activity(var, f64::from(p.weight * 100)),
                    M::Factor => {
                        let raise = 1 + i32::from(p.weight > 3) + i32::from(p.weight > 15);
                        h.set_factor(var, h.factor(var) + raise);
                    }
                    M::Positive | M::Negative => {}
                }
            }
            let mut signed = before.is_some_and(|(_, s)| s);
            let positive = match modifier {
                M::Positive | M::True => Some(!p.lit.is_negative()),
                M::Negative | M::False => Some(p.lit.is_negative()),
                _ => None,
            };
            if let Some(positive) = positive {
                let old = h.sign(var);
                if old.is_none() || (signed && new_kind) {
                    h.set_sign(var, Some(positive));
                    signed = true;
                } else if signed && old != Some(positive) {
                    h.set_sign(var, None);
                    signed = false;
                }
            }
            last_kind.insert(var.0, (p.kind, signed));
        }
    }
}
