//! SatELite-style preprocessing of the completion's clauses (clasp's `--sat-prepro`; Eén and
//! Biere, "Effective preprocessing in SAT through variable and clause elimination", SAT
//! 2005): subsumption, self-subsuming resolution, variable elimination by clause
//! distribution and, from level 2 on, blocked clause elimination.
//!
//! * A clause that another one *subsumes* (contains all of its literals) goes.
//! * *Self-subsumption*: if `C | l` and `D | !l` with `C` a subset of `D`, the second clause
//!   loses `!l` (it is the resolvent `D`, which subsumes it).
//! * A variable `v` is *eliminated* when the non-tautological resolvents on `v` of its
//!   clauses are no more than those clauses: they replace them. The clauses left have the
//!   same models as before, restricted to the other variables.
//! * A clause is *blocked* on its literal `l` when each resolvent on `l` is a tautology;
//!   removing it keeps the models restricted to the other variables too (a model that breaks
//!   the clause is one again with `l` flipped). Level 2 removes the clauses blocked on the
//!   positive literal of a variable whose elimination does not pay, level 3 those blocked on
//!   either literal and runs a pass of blocked clause elimination before the first
//!   elimination (clasp's levels: VE, VE with limited BCE, full BCE followed by VE).
//!
//! Blocked clauses are removed only when the atoms may go too (below): a clause blocked on a
//! variable that stays can leave that variable unconstrained, and an enumeration would
//! report each answer set once for each of its values.
//!
//! Unit clauses are propagated destructively (satisfied clauses go, false literals leave
//! their clauses) and come back as unit clauses at the end.
//!
//! **Which variables may go.** Not those that other structures refer to: the unfounded-set
//! checker, the testers of components that are not head-cycle-free and the weight
//! constraints (`equiv::frozen_vars`), nor the atoms of externals, assumptions, the
//! objective and `#heuristic` statements. The atoms go only when the search reports one
//! model at a time and enumerates none ([`SatPrepro::extend_models`]: one model asked for,
//! or optimization to the optimum): the removed clauses are kept, each with the literal it
//! was removed on first, and each model gets the values of the eliminated variables by
//! going through them backwards, making the first literal true where a clause is false
//! ([`Extension`]; Eén and Biere's model extension). When models are enumerated, compared or
//! projected, every atom keeps its variable, so the models restricted to the atoms are
//! exactly those before and nothing downstream needs an extension (clasp eliminates atoms
//! then too and enumerates the values of the unconstrained ones, its `extendModel`); what
//! goes are then the variables of bodies and of the translation's auxiliary conjunctions,
//! each defined by the atoms (`b <-> l1 & ... & ln`). An eliminated variable occurs in no
//! clause any more; it is fixed false at the root so that the search never decides it.
//!
//! Only a solver built once for its program is preprocessed (`Solver::new`, as `--eq`): a
//! solver that grows with the steps of a multi-shot program shares body variables between
//! steps.

use super::lit::{Lit, Var};
use super::translate::Translation;
use crate::aspif::{GroundLit, GroundProgram};
use std::time::{Duration, Instant};

/// The settings of `--sat-prepro=<level>[,<limit>...]` (clasp's `SatPreParams`; a limit of 0
/// is no limit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SatPrepro {
    /// 1: variable elimination with subsumption; 2: with limited blocked clause elimination;
    /// 3: full blocked clause elimination, then variable elimination.
    pub level: u8,
    /// Rounds of subsumption and elimination at most (`iter`).
    pub iterations: u32,
    /// A variable with at least this many occurrences of each sign stays (`occ`).
    pub occurrences: u32,
    /// Seconds at most (`time`).
    pub seconds: u32,
    /// No preprocessing if more than this percentage of the variables is frozen (`frozen`).
    pub frozen_percent: u32,
    /// No preprocessing if there are more than this many thousand clauses (`size`).
    pub clauses_thousands: u32,
    /// Whether atoms may be eliminated: the solver then extends each model with their values
    /// (see the module documentation). Only for a search that reports one model at a time
    /// and enumerates none (the caller knows: one model, or optimization to the optimum).
    pub extend_models: bool,
}

impl SatPrepro {
    /// `--sat-prepro=<level>` with clasp's default limits (only the clause count is limited:
    /// 4,000,000).
    pub fn level(level: u8) -> SatPrepro {
        SatPrepro {
            level,
            iterations: 0,
            occurrences: 0,
            seconds: 0,
            frozen_percent: 0,
            clauses_thousands: 4000,
            extend_models: false,
        }
    }
}

/// What a preprocessing did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Eliminated {
    /// Variables eliminated.
    pub variables: u64,
    /// Variables that had to stay (atoms and those other structures refer to).
    pub frozen: u64,
}

/// The literals of the atoms whose values the solver reads beside the models' atoms: those
/// of the objective and the program's assumptions (they must keep their variables).
pub(crate) fn read_atoms(program: &GroundProgram) -> impl Iterator<Item = GroundLit> + '_ {
    let objective = program
        .minimize
        .iter()
        .flat_map(|m| m.elements.iter().map(|e| e.lit));
    objective.chain(program.assumptions.iter().copied())
}

/// The clauses that preprocessing removed but a model must still satisfy, to give the
/// eliminated variables their values.
#[derive(Clone, Debug, Default)]
pub(crate) struct Extension {
    /// The removed clauses, in order, each with the literal it was removed on first.
    lits: Vec<Lit>,
    starts: Vec<u32>,
    eliminated: Vec<Var>,
}

impl Extension {
    /// Whether it removed nothing (then every model is one as it is).
    pub(crate) fn is_empty(&self) -> bool {
        self.starts.len() <= 1 && self.eliminated.is_empty()
    }

    /// Gives the eliminated variables of `value` (by variable, a model of the clauses left)
    /// values that satisfy the removed clauses too.
    pub(crate) fn extend(&self, value: &mut [bool]) {
        for v in &self.eliminated {
            value[v.index()] = false;
        }
        for w in self.starts.windows(2).rev() {
            let clause = &self.lits[w[0] as usize..w[1] as usize];
            if !clause
                .iter()
                .any(|l| value[l.var().index()] != l.is_negative())
            {
                value[clause[0].var().index()] = !clause[0].is_negative();
            }
        }
    }
}

/// Preprocesses the clauses of `t` with `settings`, keeping the variables that `frozen`
/// marks (by index; the atoms' variables too unless `settings.extend_models`). Returns what
/// it did, and with `settings.extend_models` the extension of the models.
pub(crate) fn preprocess(
    t: &mut Translation,
    frozen: &[bool],
    settings: &SatPrepro,
) -> (Eliminated, Option<Extension>) {
    let n = t.num_vars as usize;
    let mut keep = frozen.to_vec();
    keep.resize(n, false);
    keep[0] = true;
    if !settings.extend_models {
        for l in &t.atom_lit {
            keep[l.var().index()] = true;
        }
    }
    let frozen_count = keep.iter().skip(1).filter(|&&k| k).count() as u64;
    let mut result = Eliminated {
        variables: 0,
        frozen: frozen_count,
    };
    let clause_count = t.clause_starts.len() - 1;
    let too_many_clauses = settings.clauses_thousands != 0
        && clause_count as u64 > u64::from(settings.clauses_thousands) * 1000;
    let too_many_frozen = settings.frozen_percent != 0
        && frozen_count * 100 > u64::from(settings.frozen_percent) * (n as u64 - 1).max(1);
    if settings.level == 0 || too_many_clauses || too_many_frozen {
        return (result, None);
    }
    let mut e = Elimination::new(n, keep, settings);
    for clause in t.clauses() {
        e.add_clause(clause.to_vec());
    }
    e.run();
    let extension = e.write_back(t);
    result.variables = extension.eliminated.len() as u64;
    (result, settings.extend_models.then_some(extension))
}

/// The clause database of the preprocessing, with occurrence lists.
struct Elimination {
    settings: SatPrepro,
    /// The clauses, each sorted; a removed one is empty and not `alive`.
    clauses: Vec<Vec<Lit>>,
    alive: Vec<bool>,
    /// For each clause, a bit per variable modulo 64 (a quick test of "not a subset").
    signature: Vec<u64>,
    /// By literal: the clauses it occurred in when they were added. A list may name clauses
    /// that were removed since or lost the literal; [`Elimination::occurrences`] cleans it.
    occurs: Vec<Vec<u32>>,
    /// By variable: 0 unassigned, 1 true, 2 false (root units).
    value: Vec<u8>,
    /// The literals assigned, in order; those from `propagated` on are still to propagate.
    units: Vec<Lit>,
    propagated: usize,
    frozen: Vec<bool>,
    eliminated: Vec<bool>,
    /// Clauses to test for subsuming others.
    queue: Vec<u32>,
    queued: Vec<bool>,
    /// Variables whose clauses changed since they were last tried for elimination.
    touched: Vec<bool>,
    unsat: bool,
    deadline: Option<Instant>,
    /// Scratch: a mark per literal.
    marks: Vec<bool>,
    /// The clauses removed by elimination and as blocked, for the extension.
    removed: Extension,
}

/// How a clause relates to another.
enum Subsumption {
    None,
    /// It subsumes the other.
    Subsumes,
    /// It subsumes the other but for this literal of the other, whose complement it has.
    Strengthens(Lit),
}

impl Elimination {
    fn new(n: usize, frozen: Vec<bool>, settings: &SatPrepro) -> Elimination {
        let mut value = vec![0; n];
        value[0] = 1; // the sentinel variable: Lit::TRUE
        Elimination {
            settings: *settings,
            clauses: Vec::new(),
            alive: Vec::new(),
            signature: Vec::new(),
            occurs: vec![Vec::new(); 2 * n],
            value,
            units: Vec::new(),
            propagated: 0,
            frozen,
            eliminated: vec![false; n],
            queue: Vec::new(),
            queued: Vec::new(),
            touched: vec![true; n],
            unsat: false,
            deadline: (settings.seconds != 0)
                .then(|| Instant::now() + Duration::from_secs(settings.seconds.into())),
            marks: vec![false; 2 * n],
            removed: Extension {
                starts: vec![0],
                ..Extension::default()
            },
        }
    }

    fn lit_value(&self, l: Lit) -> Option<bool> {
        match self.value[l.var().index()] {
            0 => None,
            v => Some((v == 1) != l.is_negative()),
        }
    }

    fn timed_out(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() > d)
    }

    /// Adds a clause: without false and repeated literals, nothing for a satisfied clause or
    /// a tautology, an assignment for a unit clause.
    fn add_clause(&mut self, mut clause: Vec<Lit>) {
        if self.unsat {
            return;
        }
        clause.retain(|&l| self.lit_value(l) != Some(false));
        if clause.iter().any(|&l| self.lit_value(l) == Some(true)) {
            return;
        }
        clause.sort_unstable();
        clause.dedup();
        if clause.windows(2).any(|w| w[0] == !w[1]) {
            return;
        }
        match clause.len() {
            0 => self.unsat = true,
            1 => self.assign(clause[0]),
            _ => {
                let id = self.clauses.len() as u32;
                for &l in &clause {
                    self.occurs[l.index()].push(id);
                    self.touched[l.var().index()] = true;
                }
                self.signature.push(signature(&clause));
                self.clauses.push(clause);
                self.alive.push(true);
                self.queued.push(true);
                self.queue.push(id);
            }
        }
    }

    fn assign(&mut self, l: Lit) {
        match self.lit_value(l) {
            Some(true) => {}
            Some(false) => self.unsat = true,
            None => {
                self.value[l.var().index()] = if l.is_negative() { 2 } else { 1 };
                self.units.push(l);
            }
        }
    }

    /// Propagates the assigned literals destructively: their clauses go, their complements
    /// leave theirs.
    fn propagate(&mut self) {
        while self.propagated < self.units.len() && !self.unsat {
            let l = self.units[self.propagated];
            self.propagated += 1;
            for id in self.occurrences(l) {
                self.remove(id);
            }
            for id in self.occurrences(!l) {
                self.strengthen(id, !l);
            }
            self.occurs[l.index()] = Vec::new();
            self.occurs[(!l).index()] = Vec::new();
        }
    }

    /// The live clauses that contain `l` (the list cleaned of the others).
    fn occurrences(&mut self, l: Lit) -> Vec<u32> {
        self.clean(l);
        self.occurs[l.index()].clone()
    }

    /// Cleans the occurrence list of `l` of the clauses that were removed or lost `l`;
    /// returns its length.
    fn clean(&mut self, l: Lit) -> usize {
        let (alive, clauses) = (&self.alive, &self.clauses);
        let list = &mut self.occurs[l.index()];
        list.retain(|&id| alive[id as usize] && clauses[id as usize].binary_search(&l).is_ok());
        list.dedup();
        list.len()
    }

    fn remove(&mut self, id: u32) {
        let i = id as usize;
        if !self.alive[i] {
            return;
        }
        self.alive[i] = false;
        for &l in &self.clauses[i] {
            self.touched[l.var().index()] = true;
        }
        self.clauses[i] = Vec::new();
    }

    /// Takes `l` out of clause `id`: a unit left is assigned, a longer clause queued.
    fn strengthen(&mut self, id: u32, l: Lit) {
        let i = id as usize;
        if !self.alive[i] {
            return;
        }
        self.clauses[i].retain(|&x| x != l);
        self.touched[l.var().index()] = true;
        if self.clauses[i].len() == 1 {
            let unit = self.clauses[i][0];
            self.remove(id);
            self.assign(unit);
        } else {
            self.signature[i] = signature(&self.clauses[i]);
            if !self.queued[i] {
                self.queued[i] = true;
                self.queue.push(id);
            }
        }
    }

    /// Subsumption and self-subsumption from the queued clauses, until none is queued.
    fn backward_subsume(&mut self) {
        self.propagate();
        while let Some(id) = self.queue.pop() {
            if self.unsat {
                return;
            }
            self.queued[id as usize] = false;
            if !self.alive[id as usize] {
                continue;
            }
            // The variable of the clause that occurs least.
            let lits = self.clauses[id as usize].clone();
            let best = (lits.iter())
                .map(|l| l.var())
                .min_by_key(|&v| {
                    self.occurs[v.pos().index()].len() + self.occurs[(!v.pos()).index()].len()
                })
                .expect("a clause has two literals or more");
            let mut others = self.occurrences(best.pos());
            others.extend(self.occurrences(!best.pos()));
            for other in others {
                let o = other as usize;
                if other == id || !self.alive[o] || self.clauses[o].len() < lits.len() {
                    continue;
                }
                if self.signature[id as usize] & !self.signature[o] != 0 {
                    continue;
                }
                match subsumption(&lits, &self.clauses[o]) {
                    Subsumption::None => {}
                    Subsumption::Subsumes => self.remove(other),
                    Subsumption::Strengthens(l) => self.strengthen(other, l),
                }
            }
            self.propagate();
        }
    }

    /// Eliminates `v` if its resolvents are no more than its clauses (none at all when
    /// `blocked_only`: blocked clause elimination alone), and removes blocked clauses
    /// otherwise, from level 2.
    fn try_eliminate(&mut self, v: Var, blocked_only: bool) {
        if self.value[v.index()] != 0 || self.frozen[v.index()] || self.eliminated[v.index()] {
            return;
        }
        let pos = self.occurrences(v.pos());
        let neg = self.occurrences(!v.pos());
        let max = if blocked_only {
            0
        } else {
            pos.len() + neg.len()
        };
        let limit = self.settings.occurrences as usize;
        if limit != 0 && pos.len() >= limit && neg.len() >= limit {
            return;
        }
        // A clause blocked on a variable that stays may leave it unconstrained: removed only
        // when models are extended, not enumerated (see the module documentation).
        let level = match self.settings.extend_models {
            true => self.settings.level,
            false => 1,
        };
        let mut resolvents: Vec<Vec<Lit>> = Vec::new();
        let mut pos_blocked = vec![level >= 2; pos.len()];
        let mut neg_blocked = vec![level >= 3; neg.len()];
        let mut too_many = false;
        'outer: for (i, &p) in pos.iter().enumerate() {
            for (j, &q) in neg.iter().enumerate() {
                if let Some(r) = self.resolvent(p, q, v) {
                    pos_blocked[i] = false;
                    neg_blocked[j] = false;
                    if resolvents.len() < max {
                        resolvents.push(r);
                    } else {
                        too_many = true;
                        if level < 2 {
                            break 'outer;
                        }
                    }
                }
            }
        }
        if !too_many {
            self.eliminated[v.index()] = true;
            self.removed.eliminated.push(v);
            for &id in &pos {
                self.keep_removed(id, v.pos());
            }
            for &id in &neg {
                self.keep_removed(id, !v.pos());
            }
            for &id in pos.iter().chain(&neg) {
                self.remove(id);
            }
            for r in resolvents {
                self.add_clause(r);
            }
            self.occurs[v.pos().index()] = Vec::new();
            self.occurs[(!v.pos()).index()] = Vec::new();
        } else {
            let blocked = (pos
                .iter()
                .zip(&pos_blocked)
                .map(|(&id, &b)| (id, b, v.pos())))
            .chain(
                neg.iter()
                    .zip(&neg_blocked)
                    .map(|(&id, &b)| (id, b, !v.pos())),
            )
            .filter(|&(_, b, _)| b);
            for (id, _, on) in blocked {
                self.keep_removed(id, on);
                self.remove(id);
            }
        }
        self.touched[v.index()] = false;
        self.backward_subsume();
    }

    /// Keeps clause `id` for the extension, with `first` (one of its literals) first.
    fn keep_removed(&mut self, id: u32, first: Lit) {
        let removed = &mut self.removed;
        removed.lits.push(first);
        let others = self.clauses[id as usize].iter().filter(|&&l| l != first);
        removed.lits.extend(others);
        removed.starts.push(removed.lits.len() as u32);
    }

    /// The resolvent of clauses `p` (with `v`) and `q` (with `!v`) on `v`, unless it is a
    /// tautology.
    fn resolvent(&mut self, p: u32, q: u32, v: Var) -> Option<Vec<Lit>> {
        let (a, b) = (&self.clauses[p as usize], &self.clauses[q as usize]);
        let mut r = Vec::with_capacity(a.len() + b.len() - 2);
        for &l in a.iter().filter(|l| l.var() != v) {
            self.marks[l.index()] = true;
            r.push(l);
        }
        let mut tautology = false;
        for &l in b.iter().filter(|l| l.var() != v) {
            if self.marks[(!l).index()] {
                tautology = true;
                break;
            }
            if !self.marks[l.index()] {
                r.push(l);
            }
        }
        for &l in a {
            self.marks[l.index()] = false;
        }
        (!tautology).then_some(r)
    }

    /// Rounds of elimination and subsumption until nothing changes or a limit is reached.
    fn run(&mut self) {
        self.backward_subsume();
        let n = self.value.len();
        if self.settings.level >= 3 && self.settings.extend_models {
            for v in 1..n {
                if self.unsat || self.timed_out() {
                    return;
                }
                self.try_eliminate(Var(v as u32), true);
            }
            self.touched.iter_mut().for_each(|t| *t = true);
        }
        let mut round = 0;
        while !self.unsat && !self.timed_out() {
            if self.settings.iterations != 0 && round == self.settings.iterations {
                break;
            }
            round += 1;
            let mut candidates: Vec<(usize, Var)> = Vec::new();
            for v in 1..n {
                let eligible =
                    self.touched[v] && !self.frozen[v] && !self.eliminated[v] && self.value[v] == 0;
                self.touched[v] = false;
                if eligible {
                    let var = Var(v as u32);
                    let cost = self.clean(var.pos()) * self.clean(!var.pos());
                    candidates.push((cost, var));
                }
            }
            if candidates.is_empty() {
                break;
            }
            candidates.sort_unstable();
            for (_, v) in candidates {
                if self.unsat || self.timed_out() {
                    return;
                }
                self.try_eliminate(v, false);
            }
        }
    }

    /// Replaces the clauses of `t` by those left, the units and the eliminated variables
    /// fixed false; returns the extension.
    fn write_back(self, t: &mut Translation) -> Extension {
        let mut lits = Vec::new();
        let mut starts = vec![0u32];
        let mut push = |clause: &[Lit]| {
            lits.extend_from_slice(clause);
            starts.push(lits.len() as u32);
        };
        if self.unsat {
            push(&[Lit::FALSE]);
        }
        for &l in &self.units {
            push(&[l]);
        }
        for (clause, _) in self.clauses.iter().zip(&self.alive).filter(|(_, a)| **a) {
            push(clause);
        }
        for v in &self.removed.eliminated {
            push(&[!v.pos()]);
        }
        t.clause_lits = lits;
        t.clause_starts = starts;
        self.removed
    }
}

fn signature(clause: &[Lit]) -> u64 {
    clause.iter().fold(0, |s, l| s | 1 << (l.var().0 % 64))
}

/// Whether `c` subsumes `d`, or would but for one literal of `d` whose complement is in `c`
/// (both sorted: a literal and its complement are neighbours in that order).
fn subsumption(c: &[Lit], d: &[Lit]) -> Subsumption {
    let mut flipped = None;
    let mut j = 0;
    for &l in c {
        while j < d.len() && d[j].var() < l.var() {
            j += 1;
        }
        if j == d.len() {
            return Subsumption::None;
        }
        if d[j] == l {
            continue;
        }
        // Neither clause is a tautology: d[j] is l's complement or another variable's.
        if d[j] == !l && flipped.is_none() {
            flipped = Some(d[j]);
        } else {
            return Subsumption::None;
        }
    }
    match flipped {
        None => Subsumption::Subsumes,
        Some(x) => Subsumption::Strengthens(x),
    }
}

#[cfg(test)]
#[path = "eliminate_tests.rs"]
mod tests;
