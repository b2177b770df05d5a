//! Model enumeration by chronological backtracking over decisions, without blocking clauses
//! (Gebser, Kaufmann, Neumann, Schaub: "Conflict-driven answer set enumeration", LPNMR 2007).
//!
//! After a model, the last decision that was not already *flipped* is flipped: the search
//! backtracks to just below its level and opens a new level whose decision is the negated
//! literal, marked flipped. The *backtrack level* is the highest level holding a flipped
//! decision: every model below a flipped decision's original value was already enumerated, so
//! the search must never backjump below it. Conflicts above the backtrack level are learnt
//! from as usual, but backjump at most to it; a conflict at (or below) it means the subtree
//! is exhausted, and the next unflipped decision beneath is flipped instead. When no decision
//! is left to flip, every model was reported, each exactly once. Learnt clauses are
//! consequences of the program alone, so they stay valid for later solve calls.
//!
//! *Record* mode (clasp's `--enum-mode=record`) blocks each model with a clause instead: the
//! negation of its decisions, or with a projection the negation of its projected part, which
//! no later model may repeat. The clause is violated when it is added, so it is handled as
//! a conflict (learning, backjumping freely). It carries the negation of the enumeration's
//! tag (an assumption of the search, see `extend.rs`), so it binds only that search.
//!
//! `domRec` (clasp's `--enum-mode=domRec`) is record mode over the variables of the domain
//! heuristic (`domain.rs`) with clauses that follow its signs: a variable with a sign enters
//! the clause with that sign if the model deviates from it, not at all otherwise. With the
//! sign `false` on atoms `A` (and their levels positive, so that they are decided first),
//! each model is a subset-minimal one in `A` among those the clauses so far allow, and the
//! clause (some atom of `A` true in it is false) leaves exactly the models that are not
//! supersets of it: the models reported are the subset-minimal ones (Gebser, Kaufmann,
//! Otero, Romero, Schaub, Wanko, AAAI 2013).
//!
//! *Projection* in backtracking mode, as clasp does it (Gebser, Kaufmann, Schaub: "Solution
//! enumeration for projected Boolean search problems", CPAIOR 2009), with the heuristic
//! free to decide any variable: after a model, the search backtracks to its *projection
//! level*, the top of the decisions (from the assumptions up) that are all on projection
//! variables, and the level becomes *protected*: the search never backjumps below it, but
//! its decision is still to be flipped. The model's *projection nogood* (some projection
//! variable takes the other value) is then false there, unit or open:
//! - false: every projection variable is fixed below, so the subtree holds no other
//!   projection; the highest unflipped decision is flipped;
//! - unit: its one unassigned literal is implied at the projection level, the nogood its
//!   reason;
//! - open: the search decides the model's value of one of its unassigned variables on a new,
//!   protected level, under which the nogood (watched) forces another variable to differ;
//!   flipping that decision later satisfies the nogood for good.
//!
//! Either way the nogood is dropped once its level is undone (or when the enumeration ends,
//! for a unit one on the assumptions' levels), so the clauses held stay
//! linear in the number of projection variables (not in the number of models, as in record
//! mode). A nogood carries the negation of the enumeration's tag, as a blocking clause does,
//! and so does every clause learnt from it: the projections enumerated are excluded for the
//! rest of the search (which never wants them again), not beyond it. The algorithm is
//! correct whatever the order of the decisions; the heuristic decides the projection's
//! guessed atoms (of choice rules and disjunctions) first, which keeps the projection level
//! high, and leaves derived projection atoms to propagation: deciding those first (rasp did
//! once) makes the search guess a projection and then look for a model that derives it.
//!
//! After a projected model the search takes the model's decisions above the projection level
//! again, those still free, in their order, before it asks the heuristic (`replay`), until
//! its first conflict; not when the flipped decision is below the projection level (projected
//! decisions were undone, and the heuristic decides those first). The next model mostly
//! agrees with the last one but for the projection, and the heuristic's heap found the same
//! decisions at the cost of popping every variable that propagation had assigned since the
//! backtrack put it back: on 12 renumbered copies of benches/table.py's colour_proj (2,976
//! projected models, ~400 assignments undone per model), 0.86 of the time (callgrind, copy 1:
//! 1,042M -> 866M instructions; conflicts 2,073-2,440 before, 2,017-2,323 after).

use super::assign::Reason;
use super::clause_db::{ClauseDb, ClauseKind, ClauseRef};
use super::lit::{Lit, Value, Var};
use super::propagate::Conflict;
use super::search::{backtrack, decide};
use super::unfounded::add_violated_clause;
use super::watch::Watches;
use super::{
    DecisionHeuristic, Enumeration, Model, ModelHandler, SolveResult, Solver, result_of, step,
};
use crate::aspif::AtomId;
use crate::aspif::GroundLit;

/// What the enumeration knows of a decision level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LevelMark {
    /// An ordinary level, which backjumping may undo.
    Free,
    /// A level the search must not backjump below, whose decision is yet to be flipped
    /// (projected backtracking).
    Protected,
    /// A level whose decision is flipped: the models under its other value were enumerated.
    Flipped,
}

/// The variables of a projection: a membership test for each decision, and the list that
/// each model's projection nogood (or blocking clause) is made of, so that a model costs
/// time in the projection's size, not the program's.
#[derive(Clone, Debug, Default)]
pub(crate) struct ProjectedVars {
    /// By variable: whether it belongs to the projection.
    member: Vec<bool>,
    /// The variables that do, in increasing order.
    vars: Vec<Var>,
}

impl ProjectedVars {
    /// The projection onto `vars` (the constant variable 0 left out) of a solver with
    /// `num_vars` variables.
    pub fn new(num_vars: usize, vars: impl IntoIterator<Item = Var>) -> ProjectedVars {
        let mut member = vec![false; num_vars];
        for v in vars {
            if v.0 != 0 {
                member[v.index()] = true;
            }
        }
        let vars = (0..num_vars)
            .filter(|&v| member[v])
            .map(|v| Var(v as u32))
            .collect();
        ProjectedVars { member, vars }
    }

    /// Whether `var` belongs to the projection.
    #[inline]
    pub fn contains(&self, var: Var) -> bool {
        self.member.get(var.index()).copied().unwrap_or(false)
    }

    /// A variable added to the solver (not projected).
    pub fn add_var(&mut self) {
        self.member.push(false);
    }
}

/// The state of the enumeration: the marks of the levels, the strategy, the projection.
#[derive(Clone, Debug, Default)]
pub(crate) struct EnumState {
    /// `marks[l - 1]` for decision level `l`; kept as long as the trail's levels.
    pub marks: Vec<LevelMark>,
    /// Record mode (blocking clauses) rather than backtracking.
    pub record: bool,
    /// The tag of the enumeration's clauses (the blocking clauses, or the projection
    /// nogoods of backtracking), an assumption of the search.
    pub tag: Option<Lit>,
    /// The variables of the projection; `None`: no projection.
    pub projected: Option<ProjectedVars>,
    /// `domRec`: the blocking clauses follow the domain heuristic's signs.
    pub domain_record: bool,
    /// Projected backtracking: the projection nogoods held, each with the level whose
    /// undoing drops it (in the order of their levels).
    pub nogoods: Vec<(u32, ClauseRef)>,
    /// Projected backtracking: the decisions above the projection level of the last model,
    /// last first, which the search takes again (those still free) before it asks the
    /// heuristic, until a conflict (see [`next_projection`]).
    pub replay: Vec<Lit>,
}

impl EnumState {
    /// The highest level that is flipped or protected, or `floor` if there is none above it.
    /// Only the levels above `floor` are looked at: a tester (`tester.rs`) asks this on each
    /// conflict with `floor` its ~1,700 assumption levels (lab-3-2-s1 of
    /// `benches/saturation.py`), and a walk over all of them took 5% of its instructions.
    pub fn backtrack_level(&self, floor: u32) -> u32 {
        let above = self.marks.get(floor as usize..).unwrap_or_default();
        above
            .iter()
            .rposition(|&m| m != LevelMark::Free)
            .map_or(floor, |i| floor + i as u32 + 1)
    }

    /// Undoes the levels above `level`: their marks, and the projection nogoods they held.
    pub fn backtrack(&mut self, level: u32, clauses: &mut ClauseDb, watches: &mut Watches) {
        self.marks.truncate(level as usize);
        self.drop_nogoods(level, clauses, watches);
    }

    /// Ends an enumeration, back at level 0 (the other projection nogoods went with their
    /// levels): drops its state. The projection nogoods held at level 0 stay in the clauses
    /// (one may be the reason of a literal at the root), satisfied for good once the tag is
    /// retired, as the blocking clauses of record mode.
    pub fn end(&mut self) {
        debug_assert!(
            self.nogoods.iter().all(|&(l, _)| l == 0),
            "the search left level 0"
        );
        self.nogoods.clear();
        self.record = false;
        self.tag = None;
        self.projected = None;
        self.domain_record = false;
        self.replay.clear();
    }

    /// Drops the projection nogoods of the levels above `level`.
    fn drop_nogoods(&mut self, level: u32, clauses: &mut ClauseDb, watches: &mut Watches) {
        while let Some(&(l, c)) = self.nogoods.last()
            && l > level
        {
            self.nogoods.pop();
            watches.unwatch(c, clauses.lits(c));
            clauses.delete(c);
        }
    }

    /// After the clauses were compacted (`map`: old to new handles).
    pub fn remap(&mut self, map: impl Fn(ClauseRef) -> Option<ClauseRef>) {
        for (_, c) in &mut self.nogoods {
            *c = map(*c).expect("a projection nogood is never reduced");
        }
    }

    /// Marks level `level` protected, unless it is flipped already.
    fn protect(&mut self, level: u32) {
        let mark = &mut self.marks[level as usize - 1];
        if *mark == LevelMark::Free {
            *mark = LevelMark::Protected;
        }
    }
}

/// The model of the current total assignment (the program's own atoms if `atoms`, with its
/// costs); checked against the program in debug builds. Its list of atoms is the one the last
/// model gave back (`Solver::model_atoms`), if any, so enumerating need not allocate per
/// model.
pub(crate) fn model(s: &mut Solver, number: u64, atoms: bool) -> Model {
    // The values of the variables, with those SAT preprocessing eliminated (`eliminate.rs`),
    // if atoms are read (listed, or checked in debug builds): a walk over all variables.
    let read_atoms = atoms || cfg!(any(test, debug_assertions));
    let extended = s
        .extension
        .as_ref()
        .filter(|_| read_atoms)
        .map(|extension| {
            let mut value: Vec<bool> = (0..s.stats.variables as u32)
                .map(|v| s.assign.is_true(Var(v).pos()))
                .collect();
            extension.extend(&mut value);
            value
        });
    let holds = |l: Lit| match &extended {
        Some(value) => value[l.var().index()] != l.is_negative(),
        None => s.assign.is_true(l),
    };
    #[cfg(any(test, debug_assertions))]
    if let Some(program) = &s.program {
        let all: Vec<AtomId> = (1..s.atom_lit.len())
            .filter(|&a| holds(s.atom_lit[a]))
            .map(|a| AtomId(a as u32))
            .collect();
        let checked = match s.options.supported_models {
            true => super::verify::check_supported_model(program, &all),
            false => super::verify::check_model(program, &all),
        };
        if let Err(e) = checked {
            panic!("the solver produced a wrong model {all:?}: {e}");
        }
    }
    let mut true_atoms = std::mem::take(&mut s.model_atoms);
    true_atoms.clear();
    let visible = match atoms {
        true => s.atom_lit.len().min(s.visible_atoms as usize + 1),
        false => 0,
    };
    true_atoms.extend(
        (1..visible)
            .filter(|&a| holds(s.atom_lit[a]))
            .map(|a| AtomId(a as u32)),
    );
    Model {
        true_atoms,
        number,
        costs: s.objective.costs(&s.assign),
        optimal: false,
    }
}

/// The decision literal of level `level`.
pub(crate) fn decision(s: &Solver, level: u32) -> Lit {
    s.trail.lits[s.trail.level_starts[level as usize - 1] as usize]
}

/// Whether another model may follow the current one: some decision is left to revisit (as
/// in clasp, whatever the projection).
pub(crate) fn has_next(s: &Solver) -> bool {
    let top = s.trail.level();
    match s.enumeration.record {
        true => top > s.assumptions.len() as u32,
        false => can_flip(s, top),
    }
}

/// What leaving a model led to.
pub(crate) enum Next {
    /// The search left the model (a decision flipped, or the projection nogood implied a
    /// literal or opened a level) and goes on.
    Left,
    /// No model is left.
    Exhausted,
    /// The model's blocking clause was added; it is violated (a conflict to resolve).
    Blocked(Conflict),
}

/// Leaves the current model for the next one: flips a decision, blocks the model or
/// excludes its projection.
pub(crate) fn next(s: &mut Solver) -> Next {
    if s.enumeration.record {
        return Next::Blocked(block(s));
    }
    if s.enumeration.projected.is_some() {
        return next_projection(s);
    }
    match flip_below(s, s.trail.level()) {
        true => Next::Left,
        false => Next::Exhausted,
    }
}

/// Record mode: adds the model's blocking clause (violated: the conflict to resolve).
fn block(s: &mut Solver) -> Conflict {
    let tag = s.enumeration.tag.expect("record mode has a tag");
    let first_free = s.assumptions.len() as u32 + 1;
    // The blocking clause: not this projection (or not all of these decisions), while the
    // tag holds.
    let mut clause: Vec<Lit> = match &s.enumeration.projected {
        Some(projected) => (projected.vars.iter())
            .filter_map(|&var| {
                let value = s.assign.is_true(var.pos());
                match s
                    .heuristic
                    .sign(var)
                    .filter(|_| s.enumeration.domain_record)
                {
                    // The sign, where this model deviates from it.
                    Some(sign) => (sign != value).then_some(Lit::new(var, !sign)),
                    None => Some(other_value(s, var)),
                }
            })
            .collect(),
        None => (first_free..=s.trail.level())
            .map(|l| !decision(s, l))
            .collect(),
    };
    clause.push(!tag);
    add_violated_clause(&mut clause, ClauseKind::Original, &mut s.clause_context())
}

/// The literal of `var` that the current (total) assignment makes false: "`var` takes its
/// other value".
fn other_value(s: &Solver, var: Var) -> Lit {
    let positive = var.pos();
    if s.assign.is_true(positive) {
        !positive
    } else {
        positive
    }
}

/// Projected backtracking (see the module documentation): leaves the model for one with
/// another projection.
fn next_projection(s: &mut Solver) -> Next {
    let tag = s.enumeration.tag.expect("projected backtracking has a tag");
    let projected = s.enumeration.projected.as_ref().expect("a projection");
    let mut nogood: Vec<Lit> = (projected.vars.iter())
        .map(|&v| other_value(s, v))
        .collect();
    nogood.push(!tag);
    let first_free = s.assumptions.len() as u32 + 1;
    let mut level = first_free - 1;
    while level < s.trail.level() && projected.contains(decision(s, level + 1).var()) {
        level += 1;
    }
    debug_assert!(level >= s.enumeration.backtrack_level(first_free - 1));
    // The model's decisions above the projection level, to be taken again: a projected
    // model is followed by a search for another one that agrees with it but for the
    // projection, and its other decisions mostly serve again.
    // (Not under the domain heuristic, whose levels and signs come first.)
    s.enumeration.replay.clear();
    if !matches!(s.options.heuristic, DecisionHeuristic::Domain(_)) {
        for l in (level + 1..=s.trail.level()).rev() {
            let d = decision(s, l);
            s.enumeration.replay.push(d);
        }
    }
    backtrack(s, level);
    if level >= first_free {
        s.enumeration.protect(level);
    }
    // Unassigned literals first, then false ones by decreasing level (none is true: the
    // assignment is part of the model's).
    let assign = &s.assign;
    nogood.sort_by_key(|&l| match assign.value(l) {
        Value::False => (1, u32::MAX - assign.level(l.var())),
        _ => (0, 0),
    });
    debug_assert!(nogood.iter().all(|&l| !s.assign.is_true(l)));
    let open = nogood
        .iter()
        .take_while(|&&l| !s.assign.is_false(l))
        .count();
    if open == 0 {
        // The flipped decision may be below the projection level, undoing projected
        // decisions, which go before any other: no replay then.
        let flipped = flip_below(s, level);
        if s.trail.level() != level {
            s.enumeration.replay.clear();
        }
        return match flipped {
            true => Next::Left,
            false => Next::Exhausted,
        };
    }
    if nogood.len() == 2 {
        // One projection variable: the nogood (unit) holds for the whole enumeration.
        s.binaries.add(nogood[0], nogood[1]);
        s.assign
            .assign(&mut s.trail, nogood[0], Reason::Binary(nogood[1]));
        return Next::Left;
    }
    let c = s.clauses.add(&nogood, ClauseKind::Original, 0);
    s.watches.watch(c, &nogood);
    if open == 1 {
        s.assign.assign(&mut s.trail, nogood[0], Reason::Clause(c));
        // On a level of the assumptions (which restarts may undo and redo), it stays until
        // the enumeration ends.
        let held = if level >= first_free { level } else { 0 };
        s.enumeration.nogoods.push((held, c));
    } else {
        decide(s, !nogood[0]);
        s.enumeration.protect(level + 1);
        s.enumeration.nogoods.push((level + 1, c));
    }
    Next::Left
}

/// Whether some free decision at or below `level` is not flipped yet: whether
/// [`flip_below`] would find one.
fn can_flip(s: &Solver, level: u32) -> bool {
    let first_free = s.assumptions.len() as u32 + 1;
    (first_free..=level).any(|l| s.enumeration.marks[l as usize - 1] != LevelMark::Flipped)
}

/// Flips the highest unflipped free decision at or below `level`, backtracking as needed.
/// Returns false when there is none: the search space below the assumptions is exhausted.
pub(crate) fn flip_below(s: &mut Solver, level: u32) -> bool {
    let first_free = s.assumptions.len() as u32 + 1;
    let mut l = level;
    while l >= first_free {
        if s.enumeration.marks[l as usize - 1] != LevelMark::Flipped {
            let decision = decision(s, l);
            backtrack(s, l - 1);
            s.trail.new_level();
            s.enumeration.marks.push(LevelMark::Flipped);
            s.assign.assign(&mut s.trail, !decision, Reason::Decision);
            return true;
        }
        l -= 1;
    }
    false
}

impl Solver {
    /// Enumerates the answer sets under `assumptions` as `how` says (backtracking or
    /// recording, projected or not), calling `on_model` for each until it returns false.
    pub fn enumerate(
        &mut self,
        how: &Enumeration,
        assumptions: &[GroundLit],
        on_model: &mut dyn FnMut(&Model) -> bool,
    ) -> SolveResult {
        self.enumerate_with(how, assumptions, &mut step::OnModel(on_model))
    }

    /// [`Solver::enumerate`] with a [`ModelHandler`], which may add clauses for the rest of
    /// the call.
    pub fn enumerate_with(
        &mut self,
        how: &Enumeration,
        assumptions: &[GroundLit],
        handler: &mut dyn ModelHandler,
    ) -> SolveResult {
        let extra: Vec<Lit> = assumptions.iter().map(|&g| self.ground_lit(g)).collect();
        self.with_step_tag(handler.adds_clauses(), |s| {
            let mut count = 0;
            let end = s.search_models(how, &extra, &mut |s, mut model| {
                count += 1;
                model.number = count;
                let go_on = s.report(handler, &model);
                s.model_atoms = model.true_atoms;
                step::after_model(go_on)
            });
            result_of(end, count)
        })
    }
}
