//! clasp's domain heuristic (`--heuristic=Domain`): the `#heuristic` statements modify the
//! VSIDS heuristic of `decide.rs` (Gebser, Kaufmann, Otero, Romero, Schaub, Wanko:
//! "Domain-specific heuristics in answer set programming", AAAI 2013).
//!
//! A statement `#heuristic a : B. [v@p, m]` modifies the variable of atom `a` while its
//! condition `B` holds: `level` sets its level to `v` (higher levels are decided first),
//! `sign` makes it decided positive (`v > 0`), negative (`v < 0`) or by its phase (`v = 0`),
//! `factor` multiplies its activity bumps by `v`, `init` adds `v` to its initial activity,
//! and `true`/`false` are `level` `v` with sign positive/negative. Per variable and kind of
//! modification, the statement in force is the one of highest priority `p` among those
//! whose condition holds; of equal priorities, the one whose condition became true last.
//!
//! As in clasp, a statement whose condition holds at the root is applied once before the
//! search (*static*), and `init` only counts then. Each other condition gets a literal (a
//! defined conjunction, `extend.rs`); when it becomes true during the search, its statements
//! are applied (those whose priority is at least the one in force), and undone in reverse
//! order when it is unassigned. The solver calls [`Domain::catch_up`] before each decision
//! (the statements of the literals assigned since the last call) and
//! [`Domain::backtrack`] when it backtracks. Without `--heuristic=Domain` the statements are
//! ignored, as clingo ignores them.
//!
//! `--dom-mod` (`dom_default.rs`) modifies atoms that no statement modifies.

use super::Solver;
use super::decide::Heuristic;
use super::lit::{Lit, Var};
use super::options::AtomPick;
use crate::aspif::{GroundLit, GroundProgram, Heuristic as Statement, HeuristicModifier};
use std::collections::HashMap;

/// A kind of modification; its index in [`Domain::priority`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Level = 0,
    Sign = 1,
    Factor = 2,
    Init = 3,
}

/// One modification of one variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Action {
    pub var: Var,
    pub kind: Kind,
    /// The level, the sign (1, -1 or 0 for none), the factor or the initial activity.
    pub value: i32,
    pub priority: u32,
}

/// What [`Domain::backtrack`] restores: the value and priority before an action.
#[derive(Clone, Copy, Debug)]
struct Undo {
    /// Trail position of the condition that applied the action.
    trail_pos: u32,
    var: Var,
    kind: Kind,
    value: i32,
    priority: u32,
}

/// The dynamic part of the domain heuristic: the actions of the conditions not decided at
/// the root.
#[derive(Clone, Debug, Default)]
pub(crate) struct Domain {
    /// By condition literal code: its actions are `actions[starts[c]..starts[c + 1]]`.
    starts: Vec<u32>,
    actions: Vec<Action>,
    /// By variable and [`Kind`]: the priority of the modification in force (0 if none).
    priority: Vec<[u32; 4]>,
    /// The actions applied, in order.
    undo: Vec<Undo>,
    /// Trail literals whose actions were applied.
    seen: usize,
    /// The variables `--enum-mode=domRec` records (see [`Domain::record_vars`]).
    record_vars: Vec<Var>,
    /// By variable: whether a statement or `--dom-mod` modifies it (for the statistics).
    modified: Vec<bool>,
}

/// The actions of statement `s` on `atom`, the literal of its atom, with clasp's ranges
/// (values 16-bit signed, priorities 16-bit unsigned): `true`/`false` are a level and a
/// sign; for a negative literal, signs flip.
fn actions_of(s: &Statement, atom: Lit) -> impl Iterator<Item = Action> {
    let value = s.value.clamp(i16::MIN.into(), i16::MAX.into());
    let priority = s.priority.min(u16::MAX.into());
    let flip = if atom.is_negative() { -1 } else { 1 };
    let action = |kind, value| Action {
        var: atom.var(),
        kind,
        value,
        priority,
    };
    let (first, second) = match s.modifier {
        HeuristicModifier::Level => (action(Kind::Level, value), None),
        HeuristicModifier::Sign => (action(Kind::Sign, value.signum() * flip), None),
        HeuristicModifier::Factor => (action(Kind::Factor, value), None),
        HeuristicModifier::Init => (action(Kind::Init, value), None),
        HeuristicModifier::True => (action(Kind::Level, value), Some(action(Kind::Sign, flip))),
        HeuristicModifier::False => (action(Kind::Level, value), Some(action(Kind::Sign, -flip))),
    };
    std::iter::once(first).chain(second)
}

/// Sets the `kind` of `var` to `value` in `h`; returns the old value.
fn set(h: &mut Heuristic, var: Var, kind: Kind, value: i32) -> i32 {
    match kind {
        Kind::Level => h.set_level(var, value),
        Kind::Sign => {
            let sign = (value != 0).then_some(value > 0);
            h.set_sign(var, sign).map_or(0, |s| if s { 1 } else { -1 })
        }
        Kind::Factor => h.set_factor(var, value),
        Kind::Init => unreachable!("init is only static"),
    }
}

impl Solver {
    /// Installs the domain heuristic for the `#heuristic` statements of `program` and
    /// the default modification `default`: applies the static statements and keeps the
    /// others in `self.domain`.
    pub(crate) fn install_domain(
        &mut self,
        program: &GroundProgram,
        default: Option<super::DefaultModifier>,
    ) {
        let mut conditions: HashMap<Vec<Lit>, Lit> = HashMap::new();
        let mut entries: Vec<(Lit, Action)> = Vec::new();
        for s in &program.heuristics {
            let atom = self.ground_lit(GroundLit::positive(s.atom));
            if atom.var().0 == 0 {
                continue;
            }
            let mut lits: Vec<Lit> = s.condition.iter().map(|&g| self.ground_lit(g)).collect();
            lits.sort_unstable();
            lits.dedup();
            let condition = match conditions.get(&lits) {
                Some(&c) => c,
                None => {
                    let c = self.conjunction(&lits);
                    conditions.insert(lits, c);
                    c
                }
            };
            entries.extend(actions_of(s, atom).map(|a| (condition, a)));
        }
        let picked = default.map(|d| (d.modifier, self.picked_atoms(d.pick)));
        self.settle_root();
        if !self.ok {
            return;
        }
        let num_vars = self.stats.variables as usize;
        let mut domain = Domain {
            priority: vec![[0; 4]; num_vars],
            ..Domain::default()
        };
        let (explicit, dynamic) = self.apply_static(entries, &mut domain);
        domain.index(dynamic, num_vars);
        domain.record_vars = (1..num_vars as u32)
            .map(Var)
            .filter(|&v| explicit[v.index()] && self.heuristic.level(v) > 0)
            .collect();
        let mut modified = explicit.clone();
        if let Some((modifier, picked)) = picked {
            self.apply_default(modifier, &picked, &explicit);
            for p in &picked {
                modified[p.lit.var().index()] |= !self.assign.is_assigned(p.lit.var());
            }
            // clasp tests the bit of `level` in the modifier's number, which `factor` has too.
            use super::DefaultModifierKind as M;
            let level_bit = matches!(modifier, M::Level | M::True | M::False | M::Factor);
            if level_bit && default.is_some_and(|d| d.pick != AtomPick::default()) {
                domain
                    .record_vars
                    .extend(picked.iter().map(|p| p.lit.var()));
            }
        }
        domain.modified = modified;
        self.domain = Some(domain);
    }

    /// Applies the actions of `entries` (with their conditions) that hold at the root, as
    /// `domain.priority` says (the highest priority, the last of equal ones); returns by
    /// variable whether any action concerns it, and the actions for later (those whose
    /// conditions are not decided at the root, but `init`, which counts only at the root).
    fn apply_static(
        &mut self,
        entries: Vec<(Lit, Action)>,
        domain: &mut Domain,
    ) -> (Vec<bool>, Vec<(Lit, Action)>) {
        let mut explicit = vec![false; domain.priority.len()];
        let mut dynamic: Vec<(Lit, Action)> = Vec::new();
        let mut init: HashMap<Var, i32> = HashMap::new();
        for (condition, a) in entries {
            if self.assign.is_false(condition)
                || self.assign.is_assigned(a.var)
                || (a.kind == Kind::Init && !self.assign.is_true(condition))
            {
                continue;
            }
            explicit[a.var.index()] = true;
            if !self.assign.is_true(condition) {
                dynamic.push((condition, a));
                continue;
            }
            let in_force = &mut domain.priority[a.var.index()][a.kind as usize];
            if a.priority >= *in_force {
                *in_force = a.priority;
                if a.kind == Kind::Init {
                    init.insert(a.var, a.value);
                } else {
                    set(&mut self.heuristic, a.var, a.kind, a.value);
                }
            }
        }
        for (var, value) in init {
            self.heuristic.add_activity(var, f64::from(value));
        }
        (explicit, dynamic)
    }
}

impl Domain {
    /// The variables whose level a static statement (or `--dom-mod`, unless it picks all
    /// atoms) makes positive: clasp's `--enum-mode=domRec` records the models' values of
    /// those, their deviations from their signs for those with a sign.
    pub(crate) fn record_vars(&self) -> &[Var] {
        &self.record_vars
    }

    /// Whether a statement or `--dom-mod` modifies `var` (clasp counts the choices of those).
    pub(crate) fn modifies(&self, var: Var) -> bool {
        self.modified.get(var.index()).copied().unwrap_or(false)
    }

    /// Indexes the actions of `dynamic` by their condition literal (keeping their order).
    fn index(&mut self, dynamic: Vec<(Lit, Action)>, num_vars: usize) {
        let mut starts = vec![0u32; 2 * num_vars + 1];
        for (c, _) in &dynamic {
            starts[c.index() + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts.clone();
        let mut actions = vec![Action::NONE; dynamic.len()];
        for (c, a) in dynamic {
            actions[next[c.index()] as usize] = a;
            next[c.index()] += 1;
        }
        self.starts = starts;
        self.actions = actions;
    }

    /// Applies the actions of the conditions among `trail[self.seen..]`.
    pub(crate) fn catch_up(&mut self, trail: &[Lit], h: &mut Heuristic) {
        while self.seen < trail.len() {
            let pos = self.seen;
            self.seen += 1;
            let code = trail[pos].index();
            if code + 1 >= self.starts.len() {
                continue;
            }
            let range = self.starts[code] as usize..self.starts[code + 1] as usize;
            for a in &self.actions[range] {
                let in_force = &mut self.priority[a.var.index()][a.kind as usize];
                if a.priority < *in_force {
                    continue;
                }
                let old = set(h, a.var, a.kind, a.value);
                self.undo.push(Undo {
                    trail_pos: pos as u32,
                    var: a.var,
                    kind: a.kind,
                    value: old,
                    priority: std::mem::replace(in_force, a.priority),
                });
            }
        }
    }

    /// Undoes the actions of the conditions at trail positions `trail_len` and beyond.
    pub(crate) fn backtrack(&mut self, trail_len: usize, h: &mut Heuristic) {
        while let Some(u) = self.undo.last().copied() {
            if (u.trail_pos as usize) < trail_len {
                break;
            }
            self.undo.pop();
            set(h, u.var, u.kind, u.value);
            self.priority[u.var.index()][u.kind as usize] = u.priority;
        }
        self.seen = self.seen.min(trail_len);
    }
}

impl Action {
    /// A placeholder.
    const NONE: Action = Action {
        var: Var(0),
        kind: Kind::Level,
        value: 0,
        priority: 0,
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::search::{backtrack, decide, propagate_all};
    use crate::solve::{DecisionHeuristic, SolveOptions};

    /// `{a;b;c}.` with `#heuristic c. [1,level]`, `#heuristic c : a. [2@1,level]`,
    /// `#heuristic c : b. [5@2,level]` and `#heuristic a : b. [1,false]`.
    const PROGRAM: &str = "asp 1 0 0\n1 1 3 1 2 3 0 0\n7 0 3 1 0 0\n7 0 3 2 1 1 1\n\
                           7 0 3 5 2 1 2\n7 5 1 1 0 1 2\n0\n";

    fn solver() -> Solver {
        let program = crate::aspif::read::read(PROGRAM).unwrap();
        let options = SolveOptions {
            heuristic: DecisionHeuristic::Domain(None),
            ..SolveOptions::default()
        };
        let mut s = Solver::new(&program, &options).unwrap();
        propagate_all(&mut s).unwrap();
        s
    }

    /// Decides atom `a` true and applies the statements of its consequences.
    fn decide_atom(s: &mut Solver, a: usize) {
        let lit = s.atom_lit[a];
        decide(s, lit);
        propagate_all(s).unwrap();
        let d = s.domain.as_mut().unwrap();
        d.catch_up(&s.trail.lits, &mut s.heuristic);
    }

    #[test]
    fn the_highest_priority_whose_condition_holds_is_in_force() {
        let mut s = solver();
        let (a, b, c) = (
            s.atom_lit[1].var(),
            s.atom_lit[2].var(),
            s.atom_lit[3].var(),
        );
        assert_eq!(s.heuristic.level(c), 1, "static");
        decide_atom(&mut s, 1);
        assert_eq!(s.heuristic.level(c), 2);
        decide_atom(&mut s, 2);
        assert_eq!(s.heuristic.level(c), 5);
        backtrack(&mut s, 1);
        assert_eq!(s.heuristic.level(c), 2);
        backtrack(&mut s, 0);
        assert_eq!(s.heuristic.level(c), 1);
        // The other order: the lower priority does not replace the higher one.
        decide_atom(&mut s, 2);
        assert_eq!((s.heuristic.level(c), s.heuristic.level(a)), (5, 1));
        assert_eq!(s.heuristic.sign(a), Some(false));
        assert_eq!(s.heuristic.sign(b), None);
        backtrack(&mut s, 0);
        assert_eq!((s.heuristic.level(c), s.heuristic.level(a)), (1, 0));
        assert_eq!(s.heuristic.sign(a), None);
    }

    #[test]
    fn without_the_domain_heuristic_statements_are_ignored() {
        let program = crate::aspif::read::read(PROGRAM).unwrap();
        let s = Solver::new(&program, &SolveOptions::default()).unwrap();
        assert!(s.domain.is_none());
        assert_eq!(s.heuristic.level(s.atom_lit[3].var()), 0);
    }
}
