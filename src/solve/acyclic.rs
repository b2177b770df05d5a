//! Acyclicity constraints (`#edge`), translated into rules.
//!
//! clasp checks that the graph of the edges whose conditions hold stays acyclic with a
//! dedicated propagator. rasp translates the constraint into a normal program instead, so
//! the unfounded-set checker does the work: a node is *done* when every edge leaving it is
//! absent or leads to a done node,
//!
//! ```text
//!   ok(e)   :- not c(e).          % edge e = (u, v) is absent ...
//!   ok(e)   :- done(v).           % ... or leads to a done node
//!   done(u) :- ok(e1), …, ok(ek). % for the edges e1 … ek leaving u
//!   :- not done(u).
//! ```
//!
//! with `c(e) :- condition of e` (or the condition's atom itself). `done` is the least
//! fixpoint through positive recursion, so exactly the nodes from which no cycle of present
//! edges can be reached are done, and requiring every node to be done is acyclicity. The
//! loop nogoods the checker learns for an unfounded set of `done` atoms are the cycle
//! nogoods a propagator would learn. Why a translation rather than a propagator: it reuses
//! the (tested) unfounded-set machinery with O(nodes + edges) new atoms and rules, and the
//! answer sets correspond one to one (the new atoms are determined by the old ones); a
//! propagator with incremental cycle detection would pay off only on graphs far larger than
//! `#edge` is used for in puzzles. The new atoms come after the program's, so models hide them
//! (`Solver::visible_atoms`).

use crate::aspif::{AtomId, GroundLit, GroundProgram, Rule};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// `program` with its edges replaced by rules (itself if it has none).
pub(crate) fn with_edges_as_rules(program: &GroundProgram) -> Cow<'_, GroundProgram> {
    if program.edges.is_empty() {
        return Cow::Borrowed(program);
    }
    let mut p = program.clone();
    let edges = std::mem::take(&mut p.edges);
    let mut done: BTreeMap<i32, AtomId> = BTreeMap::new();
    for e in &edges {
        for node in [e.from, e.to] {
            done.entry(node).or_insert_with(|| p.new_atom());
        }
    }
    let mut leaving: BTreeMap<i32, Vec<GroundLit>> = BTreeMap::new();
    for e in &edges {
        let ok = p.new_atom();
        let present = match e.condition.as_slice() {
            [] => None,
            [l] if !l.is_negative() => Some(l.atom()),
            condition => {
                let c = p.new_atom();
                p.rules.push(Rule::normal(&[c], condition));
                Some(c)
            }
        };
        if let Some(c) = present {
            p.rules.push(Rule::normal(&[ok], &[GroundLit::negative(c)]));
        }
        p.rules
            .push(Rule::normal(&[ok], &[GroundLit::positive(done[&e.to])]));
        leaving
            .entry(e.from)
            .or_default()
            .push(GroundLit::positive(ok));
    }
    for (node, &atom) in &done {
        let body = leaving.remove(node).unwrap_or_default();
        p.rules.push(Rule::normal(&[atom], &body));
        p.rules.push(Rule::constraint(&[GroundLit::negative(atom)]));
    }
    Cow::Owned(p)
}
