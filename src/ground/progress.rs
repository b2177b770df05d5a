//! Which rules are done, and whether every rule that may derive a body atom is: gringo
//! decides a body literal by the atoms found so far once each statement whose head may
//! derive it (their terms unify, see [`super::patterns`]) lies in an earlier part of its
//! statement order (a *stratified* occurrence), however many later statements derive
//! other atoms of the predicate. So `not q(a)` in `p(X) ; q(1) :- d(X), not q(a)` holds
//! once `q(X) :- d(X)` is grounded, although the rule itself derives q(1).

use super::patterns::HeadPatterns;
use super::plan::{Home, Plans};
use crate::check::ir::{self, PredId};
use crate::symbol::SymbolTable;
use std::collections::HashMap;

/// The grounding progress by rule.
pub(super) struct Progress {
    /// Per rule: per predicate, its plans that derive atoms of the predicate and whose stage
    /// is not done yet. A rule is done for a predicate when they are: a choice rule over
    /// `p` and `q`, which gringo grounds as one statement, is grounded in the components of
    /// `p` and of `q` apart, and its atoms of `q` are all known once the second is done.
    left: Vec<Vec<(PredId, usize)>>,
    /// Per rule: the rules that may derive each of its body atoms asked about.
    providers: Vec<HashMap<ir::Atom, Vec<usize>>>,
}

impl Progress {
    /// No rule done yet, except those that derive nothing.
    pub(super) fn new(plans: &Plans) -> Progress {
        let rules = plans.order.part.len();
        let mut left: Vec<Vec<(PredId, usize)>> = vec![Vec::new(); rules];
        for plan in &plans.plans {
            if let Some(Home::Predicate(predicate)) = plan.home {
                let counts = &mut left[plan.rule];
                match counts.iter_mut().find(|(p, _)| *p == predicate) {
                    Some((_, count)) => *count += 1,
                    None => counts.push((predicate, 1)),
                }
            }
        }
        Progress {
            left,
            providers: vec![HashMap::new(); rules],
        }
    }

    /// Notes that the plans `finished` have run to their fixpoint for good.
    pub(super) fn finished(&mut self, plans: &Plans, finished: &[usize]) {
        for &p in finished {
            if let Some(Home::Predicate(predicate)) = plans.plans[p].home {
                let counts = &mut self.left[plans.plans[p].rule];
                if let Some((_, count)) = counts.iter_mut().find(|(q, _)| *q == predicate) {
                    *count -= 1;
                }
            }
        }
    }

    /// Whether some rule head may derive an instance of the body atom `atom` of rule `rule`.
    pub(super) fn derivable(&mut self, context: Context<'_>, rule: usize, atom: &ir::Atom) -> bool {
        !providers(&mut self.providers, context, rule, atom).is_empty()
    }

    /// Whether the body atom `atom` of rule `rule` is stratified in gringo's sense and all
    /// of it is known: every rule that may derive it is in an earlier part of gringo's
    /// statement order and done with its predicate.
    pub(super) fn settled(&mut self, context: Context<'_>, rule: usize, atom: &ir::Atom) -> bool {
        let part = &context.1.order.part;
        let own = part[rule];
        let left = &self.left;
        let done = |r: usize| (left[r].iter()).all(|&(p, count)| p != atom.predicate || count == 0);
        providers(&mut self.providers, context, rule, atom)
            .iter()
            .all(|&r| done(r) && part[r] < own)
    }

    /// Whether the negative atom `atom` of rule `rule`, in the condition of `element`, is
    /// stratified in gringo's sense for that element's own accumulation statement, and all
    /// of it is known (see [`super::statement_graph`]). The rule is the element's own, or
    /// for an element of a theory atom the element's rule.
    pub(super) fn settled_in_element(
        &mut self,
        context: Context<'_>,
        rule: usize,
        element: super::statement_graph::ElementAt,
        atom: &ir::Atom,
    ) -> bool {
        let accumulate = &context.1.order.accumulate;
        let left = &self.left;
        let done = |r: usize| (left[r].iter()).all(|&(p, count)| p != atom.predicate || count == 0);
        providers(&mut self.providers, context, rule, atom)
            .iter()
            .all(|&r| done(r) && accumulate.stratified(element, r))
    }
}

/// What [`Progress`] needs to find the rules that may derive an atom, and their parts.
pub(super) type Context<'a> = (
    &'a HeadPatterns,
    &'a Plans,
    &'a ir::Program,
    &'a SymbolTable,
);

/// The rules whose heads may derive an instance of the body atom `atom` of rule `rule`
/// (cached in `cache`, by rule; the atom is copied into it only the first time).
fn providers<'c>(
    cache: &'c mut [HashMap<ir::Atom, Vec<usize>>],
    (patterns, _, program, symbols): Context<'_>,
    rule: usize,
    atom: &ir::Atom,
) -> &'c [usize] {
    let by_atom = &mut cache[rule];
    if !by_atom.contains_key(atom) {
        let providers = patterns.providers(&program.rules[rule], atom, symbols);
        by_atom.insert(atom.clone(), providers);
    }
    &by_atom[atom]
}
