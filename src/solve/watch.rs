//! Watch lists for arena clauses and implication lists for binary clauses.
//!
//! `Watches::of(p)` lists the clauses in which `!p` is one of the two watched literals (the
//! first two of the clause); they are visited when `p` becomes true. Each watch carries a
//! *blocker*, another literal of the clause: when the blocker is true the clause is satisfied
//! and need not be read (MiniSat 2.2). `Binaries::of(p)` lists the literals `q` of the binary
//! clauses `(!p | q)`: when `p` becomes true, each `q` must be true. Watches are not changed on
//! backtracking; unassigning cannot break the watch invariant (Handbook of Satisfiability,
//! section 4.5.1).

use super::assign::Assignment;
use super::clause_db::ClauseRef;
use super::lit::Lit;

/// A watch of one clause.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Watch {
    pub clause: ClauseRef,
    pub blocker: Lit,
}

/// Watch lists indexed by literal code.
#[derive(Clone, Debug, Default)]
pub(crate) struct Watches {
    pub by_lit: Vec<Vec<Watch>>,
}

impl Watches {
    /// Watches the first two literals of `lits`, the literals of clause `clause`.
    pub fn watch(&mut self, clause: ClauseRef, lits: &[Lit]) {
        self.by_lit[(!lits[0]).index()].push(Watch {
            clause,
            blocker: lits[1],
        });
        self.by_lit[(!lits[1]).index()].push(Watch {
            clause,
            blocker: lits[0],
        });
    }

    /// Drops the watches of clause `clause`, whose literals are `lits` (the first two
    /// watched).
    pub fn unwatch(&mut self, clause: ClauseRef, lits: &[Lit]) {
        for &l in &lits[..2] {
            self.by_lit[(!l).index()].retain(|w| w.clause != clause);
        }
    }

    /// Adds the (empty) lists of one more variable.
    pub fn add_var(&mut self) {
        self.by_lit.extend([Vec::new(), Vec::new()]);
    }

    /// Drops every watch.
    pub fn clear(&mut self) {
        for list in &mut self.by_lit {
            list.clear();
        }
    }

    /// Empty watch lists for `num_vars` variables, keeping the memory of the old ones.
    pub fn reset(&mut self, num_vars: usize) {
        self.clear();
        self.by_lit.resize_with(2 * num_vars, Vec::new);
    }
}

/// Binary clauses as implication lists indexed by literal code.
#[derive(Clone, Debug, Default)]
pub(crate) struct Binaries {
    pub by_lit: Vec<Vec<Lit>>,
    /// How many binary clauses are stored.
    pub count: usize,
}

impl Binaries {
    /// Adds the (empty) lists of one more variable.
    pub fn add_var(&mut self) {
        self.by_lit.extend([Vec::new(), Vec::new()]);
    }

    /// Empty implication lists for `num_vars` variables, keeping the memory of the old ones.
    pub fn reset(&mut self, num_vars: usize) {
        for list in &mut self.by_lit {
            list.clear();
        }
        self.by_lit.resize_with(2 * num_vars, Vec::new);
        self.count = 0;
    }

    /// Drops the clauses with a literal assigned by `root` (a propagated root assignment
    /// without conflict: each of them is satisfied).
    pub fn simplify(&mut self, root: &Assignment) {
        let mut entries = 0;
        for (i, list) in self.by_lit.iter_mut().enumerate() {
            if root.is_assigned(Lit(i as u32).var()) {
                list.clear();
            } else {
                list.retain(|q| !root.is_assigned(q.var()));
            }
            entries += list.len();
        }
        self.count = entries / 2;
    }

    /// Adds the clause `(a | b)`.
    pub fn add(&mut self, a: Lit, b: Lit) {
        self.by_lit[(!a).index()].push(b);
        self.by_lit[(!b).index()].push(a);
        self.count += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::assign::{Reason, Trail};
    use crate::solve::lit::Var;

    #[test]
    fn simplifying_drops_the_clauses_the_root_assigns() {
        let mut binaries = Binaries::default();
        binaries.reset(5);
        let (a, b, c, d) = (Var(1).pos(), Var(2).pos(), Var(3).pos(), Var(4).pos());
        binaries.add(a, b);
        binaries.add(!b, c);
        binaries.add(c, d);
        let mut root = Assignment::new(5);
        let mut trail = Trail::default();
        root.assign(&mut trail, b, Reason::Fact);
        root.assign(&mut trail, c, Reason::Fact);
        // (a | b) and (!b | c) have a literal on the root; (c | d) too.
        assert_eq!(binaries.count, 3);
        binaries.simplify(&root);
        assert_eq!(binaries.count, 0);
        assert!(binaries.by_lit.iter().all(Vec::is_empty));
        binaries.add(a, d);
        binaries.simplify(&root);
        assert_eq!(binaries.count, 1);
        assert_eq!(binaries.by_lit[(!a).index()], [d]);
    }
}
