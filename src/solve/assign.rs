//! The partial assignment and the trail of assigned literals.
//!
//! Invariants: a literal is on the trail iff it is true; the level, reason and trail position
//! of `v` are meaningful only while `v` is assigned; the literals of decision level
//! `d > 0` are `trail.lits[level_starts[d - 1]..level_starts[d]]` (the last level runs to the
//! end); `queue_head` is the first trail literal not yet propagated.

use super::clause_db::ClauseRef;
use super::lit::{Lit, Value, Var};

/// Why a literal is true.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    /// A decision (or an assumption).
    Decision,
    /// True without antecedents: a unit clause, or a unit learnt or loop nogood.
    Fact,
    /// The binary clause `(this literal | other)`, `other` false.
    Binary(Lit),
    /// A clause in the arena whose first literal is this one, all others false.
    Clause(ClauseRef),
    /// The weight constraint with this index (reason computed lazily, see `weight.rs`).
    Weight(u32),
    /// The bound of the minimize constraint (reason computed lazily, see `minimize.rs`).
    Minimize,
}

/// Values, levels, reasons and trail positions of all variables.
#[derive(Clone, Debug)]
pub(crate) struct Assignment {
    /// Indexed by literal code.
    values: Vec<Value>,
    /// Indexed by variable: what an assignment writes and conflict analysis reads together,
    /// in one place (MiniSat's `VarData`), where three arrays cost three cache lines.
    vars: Vec<VarData>,
}

/// How an assigned variable got its value.
#[derive(Clone, Copy, Debug)]
struct VarData {
    reason: Reason,
    level: u32,
    trail_pos: u32,
}

impl VarData {
    const UNASSIGNED: VarData = VarData {
        reason: Reason::Fact,
        level: 0,
        trail_pos: 0,
    };
}

/// The assigned literals in assignment order, split into decision levels.
#[derive(Clone, Debug, Default)]
pub(crate) struct Trail {
    pub lits: Vec<Lit>,
    pub level_starts: Vec<u32>,
    pub queue_head: usize,
}

impl Trail {
    /// The current decision level.
    #[inline]
    pub fn level(&self) -> u32 {
        self.level_starts.len() as u32
    }

    /// Opens a new decision level.
    pub fn new_level(&mut self) {
        self.level_starts.push(self.lits.len() as u32);
    }
}

impl Assignment {
    /// An assignment of `num_vars` unassigned variables.
    pub fn new(num_vars: usize) -> Assignment {
        Assignment {
            values: vec![Value::Unassigned; 2 * num_vars],
            vars: vec![VarData::UNASSIGNED; num_vars],
        }
    }

    /// The number of variables (the constant `Var(0)` included).
    #[inline]
    pub fn num_vars(&self) -> usize {
        self.vars.len()
    }

    /// Adds one unassigned variable.
    pub fn add_var(&mut self) {
        self.values.extend([Value::Unassigned, Value::Unassigned]);
        self.vars.push(VarData::UNASSIGNED);
    }

    /// The value of `lit`.
    #[inline]
    pub fn value(&self, lit: Lit) -> Value {
        self.values[lit.index()]
    }

    /// Whether `lit` is true.
    #[inline]
    pub fn is_true(&self, lit: Lit) -> bool {
        self.values[lit.index()] == Value::True
    }

    /// Whether `lit` is false.
    #[inline]
    pub fn is_false(&self, lit: Lit) -> bool {
        self.values[lit.index()] == Value::False
    }

    /// Whether `var` is assigned.
    #[inline]
    pub fn is_assigned(&self, var: Var) -> bool {
        self.values[var.pos().index()] != Value::Unassigned
    }

    /// The decision level `var` was assigned on.
    #[inline]
    pub fn level(&self, var: Var) -> u32 {
        self.vars[var.index()].level
    }

    /// Why `var` is assigned.
    #[inline]
    pub fn reason(&self, var: Var) -> Reason {
        self.vars[var.index()].reason
    }

    /// Replaces the reason of an assigned variable (clause database compaction).
    pub fn set_reason(&mut self, var: Var, reason: Reason) {
        self.vars[var.index()].reason = reason;
    }

    /// The position of `var` on the trail.
    #[inline]
    pub fn trail_pos(&self, var: Var) -> u32 {
        self.vars[var.index()].trail_pos
    }

    /// Makes `lit` true on the current level.
    ///
    /// Requires: `lit` is unassigned.
    #[inline]
    pub fn assign(&mut self, trail: &mut Trail, lit: Lit, reason: Reason) {
        debug_assert_eq!(
            self.value(lit),
            Value::Unassigned,
            "assigning {lit:?} twice"
        );
        self.values[lit.index()] = Value::True;
        self.values[(!lit).index()] = Value::False;
        self.vars[lit.var().index()] = VarData {
            reason,
            level: trail.level(),
            trail_pos: trail.lits.len() as u32,
        };
        trail.lits.push(lit);
    }

    /// Undoes all levels above `level`, calling `on_unassign` for each unassigned literal
    /// (most recent first).
    pub fn backtrack(&mut self, trail: &mut Trail, level: u32, mut on_unassign: impl FnMut(Lit)) {
        if trail.level() <= level {
            return;
        }
        let keep = trail.level_starts[level as usize] as usize;
        for &lit in trail.lits[keep..].iter().rev() {
            self.values[lit.index()] = Value::Unassigned;
            self.values[(!lit).index()] = Value::Unassigned;
            on_unassign(lit);
        }
        trail.lits.truncate(keep);
        trail.level_starts.truncate(level as usize);
        trail.queue_head = trail.queue_head.min(keep);
    }
}
