//! Equivalence preprocessing over the completion (clasp's `--eq`): variables that the binary
//! clauses of the translation prove equivalent share one variable.
//!
//! The completion's binary clauses carry clasp's equivalences: an atom with one supporting
//! normal rule has `b -> a` (the rule) and `a -> b` (its support), so the atom is its body; a
//! body of one literal already is that literal (`translate.rs`); chains (`a :- b. b :- c.`)
//! and atoms of equal bodies follow. Here they are found as the strongly connected components
//! of the binary implication graph (`!x -> y` and `!y -> x` for each clause `x | y`): the
//! literals of a component hold together in every model of the clauses. Each component keeps
//! one literal, its *representative*; every other variable in it is replaced by the
//! representative (with the right sign) in the clauses and the atoms' literals, is then
//! unused and is fixed false at the root, so the search never decides it. Substitution can
//! shorten clauses into new binary ones (`x | y | z` with `y` and `x` equivalent), so the pass
//! repeats, at most `iterations` times (clasp's `--eq=<n>`).
//!
//! Some variables must keep their identity (they are *frozen*: never replaced, though others
//! may be replaced by them): those the unfounded-set checker, the minimality check of
//! components that are not head-cycle-free and the weight constraints refer to (their
//! structures hold literals), and those the caller names (atoms of `#heuristic` statements
//! and externals, as clasp freezes them). A component with a literal and its complement is
//! left alone: the clauses are unsatisfiable, and the search finds that out at once.

use super::DecisionHeuristic;
use super::lit::{Lit, Var};
use super::loops::LoopElement;
use super::translate::{Translation, solver_lit};
use crate::aspif::{AtomId, GroundLit, GroundProgram};
use crate::graph::{Adjacency, Components};

/// The variables of the atoms that keep their own variable, as clasp freezes them: the
/// externals, the atoms of theory atoms, and under the domain heuristic the atoms of `#heuristic` statements (every
/// atom with a `--dom-mod`, which modifies atoms by their kind).
pub(crate) fn frozen_atoms(
    program: &GroundProgram,
    heuristic: DecisionHeuristic,
    atom_lit: &[Lit],
) -> Vec<Var> {
    let mut atoms: Vec<AtomId> = program.externals.iter().map(|&(a, _)| a).collect();
    atoms.extend(program.theory.program_atoms());
    match heuristic {
        DecisionHeuristic::Domain(None) => atoms.extend(program.heuristics.iter().map(|h| h.atom)),
        DecisionHeuristic::Domain(Some(_)) => atoms.extend((1..=program.atom_count).map(AtomId)),
        _ => {}
    }
    let vars = atoms
        .into_iter()
        .map(|a| solver_lit(atom_lit, GroundLit::positive(a)).var());
    vars.filter(|v| v.0 != 0).collect()
}

/// Merges the variables of `t` that its binary clauses prove equivalent, in at most
/// `iterations` passes (0: none), keeping the variables of `frozen` (and those the solver's
/// other structures refer to). Returns the number of variables replaced.
pub(crate) fn merge_equivalent(
    t: &mut Translation,
    frozen: impl IntoIterator<Item = Var>,
    iterations: u32,
) -> u64 {
    merge_equivalent_with_substitution(t, frozen, iterations).0
}

/// As [`merge_equivalent`], and also the literal that replaced each variable (`None` for
/// those kept), for the structures outside `t` that hold literals of its variables (a
/// growing translation's, `translate::Growing::substitute`).
pub(crate) fn merge_equivalent_with_substitution(
    t: &mut Translation,
    frozen: impl IntoIterator<Item = Var>,
    iterations: u32,
) -> (u64, Substitution) {
    let mut replaced: Substitution = vec![None; t.num_vars as usize];
    if iterations == 0 {
        return (0, replaced);
    }
    let keep = frozen_vars(t, frozen);
    let mut count = 0;
    for _ in 0..iterations {
        let subst = substitution(t, &keep);
        let newly = subst.iter().filter(|s| s.is_some()).count();
        if newly == 0 {
            break;
        }
        count += newly as u64;
        let shortened = apply(t, &subst);
        // A variable replaced in an earlier pass by one replaced now follows it.
        for r in replaced.iter_mut().flatten() {
            *r = substituted(&subst, *r);
        }
        for (v, s) in subst.iter().enumerate() {
            if s.is_some() {
                replaced[v] = *s;
            }
        }
        if !shortened {
            // The binary clauses are those of the last pass renamed: their implication graph
            // is the last one's with each component made one node, which has no cycle.
            break;
        }
    }
    // A replaced variable occurs nowhere any more: fixing it keeps the search from deciding it.
    for (v, r) in replaced.iter().enumerate() {
        if r.is_some() {
            t.clause_lits.push(!Var(v as u32).pos());
            t.clause_starts.push(t.clause_lits.len() as u32);
        }
    }
    (count, replaced)
}

/// For each variable: the literal that replaces it, if it is replaced.
pub(crate) type Substitution = Vec<Option<Lit>>;

/// `l` with its variable replaced as `subst` says.
pub(crate) fn substituted(subst: &[Option<Lit>], l: Lit) -> Lit {
    match subst.get(l.var().index()).copied().flatten() {
        Some(r) if l.is_negative() => !r,
        Some(r) => r,
        None => l,
    }
}

/// The variables that must keep their identity: the constant, `extra`, and those of the loop
/// graph, the non-HCF components and the weight constraints.
pub(super) fn frozen_vars(t: &Translation, extra: impl IntoIterator<Item = Var>) -> Vec<bool> {
    let mut keep = vec![false; t.num_vars as usize];
    keep[0] = true;
    let mut freeze = |l: Lit| keep[l.var().index()] = true;
    for v in extra {
        freeze(v.pos());
    }
    if let Some(graph) = &t.loops {
        graph.atoms.iter().for_each(|a| freeze(a.lit));
        for s in &graph.supports {
            freeze(s.lit);
            for &(e, _) in &s.elements {
                if let LoopElement::Other(l) = e {
                    freeze(l);
                }
            }
        }
    }
    t.non_hcf
        .iter()
        .flat_map(|c| c.literals())
        .for_each(&mut freeze);
    for w in &t.weights {
        freeze(w.body);
        w.elements.iter().for_each(|&(l, _)| freeze(l));
    }
    keep
}

/// For each variable: the literal it is equivalent to, if it is to be replaced.
fn substitution(t: &Translation, keep: &[bool]) -> Vec<Option<Lit>> {
    let n = t.num_vars as usize;
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for clause in t.clauses() {
        if let &[x, y] = clause
            && x.var().0 != 0
            && y.var().0 != 0
            && x.var() != y.var()
        {
            edges.push(((!x).0, y.0));
            edges.push(((!y).0, x.0));
        }
    }
    let successors = Adjacency::from_edges(2 * n, &edges);
    drop(edges);
    let roots = (0..2 * n).filter(|&i| !successors.successors(i).is_empty());
    let components = Components::of(&successors, roots);
    let mut subst = vec![None; n];
    for members in components.iter().filter(|m| m.len() > 1) {
        let lits: Vec<Lit> = members.iter().map(|&m| Lit(m as u32)).collect();
        let mut vars: Vec<Var> = lits.iter().map(|l| l.var()).collect();
        vars.sort_unstable();
        if vars.windows(2).any(|w| w[0] == w[1]) {
            continue; // x and !x together: unsatisfiable, left to the search
        }
        // The representative: a frozen variable if there is one, else the smallest. The
        // complementary component picks the complement, so both give the same substitution.
        let rep = *lits
            .iter()
            .min_by_key(|l| (!keep[l.var().index()], l.var()))
            .expect("a component has members");
        for &l in &lits {
            if l.var() != rep.var() && !keep[l.var().index()] {
                subst[l.var().index()] = Some(if l.is_negative() { !rep } else { rep });
            }
        }
    }
    subst
}

/// Replaces the variables of `subst` in the clauses and the atoms' literals; drops the
/// clauses that become tautologies and repeated literals. Returns whether a clause of more
/// than two literals became a binary one (a new edge of the implication graph).
fn apply(t: &mut Translation, subst: &[Option<Lit>]) -> bool {
    let map = |l: Lit| substituted(subst, l);
    for l in t.atom_lit.iter_mut() {
        *l = map(*l);
    }
    let mut lits = Vec::with_capacity(t.clause_lits.len());
    let mut starts = vec![0u32];
    let mut clause: Vec<Lit> = Vec::new();
    let mut shortened = false;
    for old in t.clauses() {
        clause.clear();
        clause.extend(old.iter().map(|&l| map(l)));
        clause.sort_unstable();
        clause.dedup();
        if clause.windows(2).any(|w| w[0] == !w[1]) {
            continue; // x | !x
        }
        shortened |= clause.len() == 2 && old.len() > 2;
        lits.extend_from_slice(&clause);
        starts.push(lits.len() as u32);
    }
    t.clause_lits = lits;
    t.clause_starts = starts;
    shortened
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(i: u32) -> Lit {
        Var(i).pos()
    }

    #[test]
    fn a_chain_collapses_into_one_variable() {
        // a <-> b, b <-> !c, and a clause over all three
        let clauses: &[&[Lit]] = &[
            &[!v(1), v(2)],
            &[v(1), !v(2)],
            &[!v(2), !v(3)],
            &[v(2), v(3)],
            &[v(1), v(2), v(3), v(4)],
        ];
        let mut t = Translation::from_clauses(5, clauses, vec![Lit::FALSE, v(1), v(2), v(3)]);
        assert_eq!(merge_equivalent(&mut t, [], 3), 2);
        assert_eq!(t.atom_lit, vec![Lit::FALSE, v(1), v(1), !v(1)]);
        let clauses: Vec<&[Lit]> = t.clauses().collect();
        // the long clause became a tautology; b and c are fixed false
        assert_eq!(clauses, vec![&[!v(2)][..], &[!v(3)][..]]);
    }

    #[test]
    fn frozen_variables_stay_and_serve_as_representatives() {
        let clauses: &[&[Lit]] = &[&[!v(1), v(2)], &[v(1), !v(2)], &[v(1), v(2), v(3)]];
        let mut t = Translation::from_clauses(4, clauses, vec![Lit::FALSE, v(1), v(2)]);
        assert_eq!(merge_equivalent(&mut t, [Var(2)], 3), 1);
        assert_eq!(t.atom_lit, vec![Lit::FALSE, v(2), v(2)]);
        let clauses: Vec<&[Lit]> = t.clauses().collect();
        assert_eq!(clauses, vec![&[v(2), v(3)][..], &[!v(1)][..]]);
    }

    #[test]
    fn shortened_clauses_give_new_equivalences_in_later_passes() {
        // a <-> b; then (!a | !b | c) becomes (!a | c) and with (a | !c): a <-> c
        let clauses: &[&[Lit]] = &[
            &[!v(1), v(2)],
            &[v(1), !v(2)],
            &[!v(1), !v(2), v(3)],
            &[v(1), !v(3)],
        ];
        let mut once = Translation::from_clauses(4, clauses, vec![Lit::FALSE, v(1), v(2), v(3)]);
        assert_eq!(merge_equivalent(&mut once, [], 1), 1);
        let mut twice = Translation::from_clauses(4, clauses, vec![Lit::FALSE, v(1), v(2), v(3)]);
        assert_eq!(merge_equivalent(&mut twice, [], 2), 2);
        assert_eq!(twice.atom_lit, vec![Lit::FALSE, v(1), v(1), v(1)]);
    }

    #[test]
    fn a_literal_equivalent_to_its_complement_is_left_alone() {
        let clauses: &[&[Lit]] = &[
            &[!v(1), !v(2)],
            &[v(1), v(2)],
            &[!v(1), v(2)],
            &[v(1), !v(2)],
        ];
        let mut t = Translation::from_clauses(3, clauses, vec![Lit::FALSE, v(1), v(2)]);
        assert_eq!(merge_equivalent(&mut t, [], 3), 0);
        assert_eq!(t.clauses().count(), 4);
    }
}
