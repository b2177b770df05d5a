//! The nested-loop join that enumerates the instances of a plan in one join order.
//!
//! The join only reads: atom tables, occurrence stores and generations stay fixed while it
//! runs, and each complete instance (the binding and the atoms matched) is appended to a
//! buffer that the grounder processes afterwards. This keeps matching free of aliasing with
//! the tables the instances add to. A join runs over a window of the candidates of its first
//! literal, so that the grounder can take the instances in batches and the buffer stays small;
//! the batches together give the instances of the whole join in the same order (the
//! candidates of a literal lie in a generation's range, which processing never changes).

use super::aggregate::{Known, Lookup, OccurrenceStore};
use super::eval::{self, Binding, Undefined};
use super::plan::{Occurrence, Order, Plan, PlanLiteral};
use super::script::{self, ScriptFunctions};
use super::table::{AtomTable, Version};
use crate::check::ir::{Literal, Term};
use crate::diag::Diagnostic;
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{Naf, Relation};
use std::cmp::Ordering;
use std::sync::atomic::{self, AtomicBool};

/// One instance found by a join.
#[derive(Debug, Clone, Copy)]
pub struct Instance<'a> {
    /// The value of every variable bound by the plan (`None` for unbound ones).
    pub values: &'a [Option<Symbol>],
    /// For each literal of the plan that is a positive atom: the index of the matched atom.
    pub atoms: &'a [u32],
}

/// The instances found by a join, stored flat (no allocation per instance): instance `i`
/// has the values `values[i * vars..][..vars]` and the atoms `atoms[i * literals..][..literals]`.
#[derive(Debug, Default)]
pub struct Instances {
    count: usize,
    vars: usize,
    literals: usize,
    values: Vec<Option<Symbol>>,
    atoms: Vec<u32>,
}

impl Instances {
    /// Forgets the instances (keeping the buffers).
    pub fn clear(&mut self) {
        self.count = 0;
        self.values.clear();
        self.atoms.clear();
    }

    /// The instances, in the order found.
    pub fn iter(&self) -> impl Iterator<Item = Instance<'_>> {
        (0..self.count).map(|i| Instance {
            values: &self.values[i * self.vars..(i + 1) * self.vars],
            atoms: &self.atoms[i * self.literals..(i + 1) * self.literals],
        })
    }

    fn push(&mut self, binding: &Binding, atoms: &[u32]) {
        self.vars = binding.len();
        self.literals = atoms.len();
        self.values
            .extend((0..binding.len()).map(|v| binding.get(crate::check::ir::VarId(v as u32))));
        self.atoms.extend_from_slice(atoms);
        self.count += 1;
    }
}

/// What a join reads.
pub struct JoinInput<'a> {
    /// Atom tables by predicate.
    pub tables: &'a [AtomTable],
    /// Which predicates are complete (their component is done).
    pub complete: &'a [bool],
    /// Which occurrences are complete (all their elements are known).
    pub occurrence_complete: &'a [bool],
    /// Occurrence stores.
    pub stores: &'a [OccurrenceStore],
    /// Occurrences.
    pub occurrences: &'a [Occurrence],
    /// What is known of the literals of conditional literals.
    pub known: Known<'a>,
    /// Set when grounding is to stop (see [`JoinState::stopped`]).
    pub interrupt: Option<&'a AtomicBool>,
    /// The predicates whose negative literals are recursive for gringo although their
    /// component is complete (those of a head construct's component, whose body instances
    /// are recorded at the end); indexed by predicate, missing ones are not.
    pub unstratified: &'a [bool],
    /// The functions that `@f(...)` terms call (see [`script`]).
    pub scripts: Option<&'a dyn ScriptFunctions>,
    /// The atoms of positive literals before this index are no candidates (those a
    /// projection's rule was grounded over in earlier steps; 0 for other rules).
    pub floor: usize,
}

/// The mutable state of a join.
pub struct JoinState<'a> {
    /// Symbols (evaluation creates new ones).
    pub symbols: &'a mut SymbolTable,
    /// Operations found undefined.
    pub undefined: &'a mut Vec<Undefined>,
    /// The instances found.
    pub out: &'a mut Instances,
    /// The candidates of the first step (if it is a positive atom) that this run joins.
    pub window: std::ops::Range<usize>,
    /// Set when the first step has candidates beyond the window.
    pub more: bool,
    /// Candidates tried since the interrupt flag was last looked at.
    pub tried: u32,
    /// Set once the interrupt flag was found set: the join stops where it is (a single
    /// window of a join can take long, `n(X), n(Y), n(Z), X+Y=Z` over thousands of numbers).
    pub stopped: bool,
    /// The error of a script function that failed (the join stops: grounding fails).
    pub failed: Option<Diagnostic>,
    /// Scratch: the key of the index lookup (or the arguments of the negated atom) being
    /// looked up, free again once found, so the steps of a join share it instead of
    /// allocating one each.
    pub key: Vec<Symbol>,
}

/// How many candidates a join tries between looks at the interrupt flag.
const CHECK_INTERRUPT_EVERY: u32 = 1 << 16;

impl JoinState<'_> {
    /// Counts a candidate; whether the join is to stop.
    fn stop(&mut self, input: &JoinInput<'_>) -> bool {
        self.tried += 1;
        if self.tried >= CHECK_INTERRUPT_EVERY {
            self.tried = 0;
            self.stopped |= input
                .interrupt
                .is_some_and(|f| f.load(atomic::Ordering::Relaxed));
        }
        self.stopped
    }
}

/// Enumerates the instances of `plan` in `order`; `indexes` holds the prepared index per
/// step (for positive atoms with bound arguments).
pub fn run(
    plan: &Plan,
    order: &Order,
    indexes: &[Option<usize>],
    input: &JoinInput<'_>,
    state: &mut JoinState<'_>,
    vars: usize,
) {
    let mut binding = Binding::new(vars);
    let mut atoms = vec![u32::MAX; plan.literals.len()];
    step(
        plan,
        order,
        indexes,
        0,
        input,
        state,
        &mut binding,
        &mut atoms,
    );
}

#[allow(clippy::too_many_arguments)]
fn step(
    plan: &Plan,
    order: &Order,
    indexes: &[Option<usize>],
    at: usize,
    input: &JoinInput<'_>,
    state: &mut JoinState<'_>,
    binding: &mut Binding,
    atoms: &mut Vec<u32>,
) {
    if at == order.len() {
        state.out.push(binding, atoms);
        return;
    }
    let next = |binding: &mut Binding, atoms: &mut Vec<u32>, state: &mut JoinState<'_>| {
        step(plan, order, indexes, at + 1, input, state, binding, atoms);
        true
    };
    each_match(
        &plan.literals,
        order,
        indexes,
        at,
        input,
        state,
        binding,
        atoms,
        next,
    );
}

/// Calls `next` for each match of step `at` of `order` (over `literals`), with the binding
/// extended and, for a positive atom, the index of the matched atom in `atoms`, until it
/// returns `false`.
#[allow(clippy::too_many_arguments)]
pub(super) fn each_match(
    literals: &[PlanLiteral],
    order: &Order,
    indexes: &[Option<usize>],
    at: usize,
    input: &JoinInput<'_>,
    state: &mut JoinState<'_>,
    binding: &mut Binding,
    atoms: &mut Vec<u32>,
    mut next: impl FnMut(&mut Binding, &mut Vec<u32>, &mut JoinState<'_>) -> bool,
) {
    let current = &order[at];
    match &literals[current.literal] {
        PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) => {
            let table = &input.tables[atom.predicate.0 as usize];
            state.key.clear();
            for &p in &current.bound_positions {
                match eval::eval(&atom.args[p], binding, state.symbols) {
                    Ok(value) => state.key.push(value),
                    Err(undefined) => {
                        state.undefined.push(undefined);
                        return;
                    }
                }
            }
            let range = table.range(current.version);
            let range = range.start.max(input.floor)..range.end.max(input.floor);
            let candidates = table.candidates(indexes[at], &state.key, range);
            // gringo scans the atoms new since the last round in its full index last derived
            // first, and rasp follows it, so that atoms are derived (and numbered) in
            // gringo's order; an index on ground arguments only (`p(Z,s,T)`) is one of rasp's.
            let backwards = current.version == Version::Delta && current.full_scan;
            let count = candidates.len();
            let mut window = 0..count;
            if at == 0 {
                state.more = count > state.window.end;
                window = state.window.start.min(count)..state.window.end.min(count);
            }
            for c in window {
                if state.stop(input) {
                    return;
                }
                let index = candidates.get(if backwards { count - 1 - c } else { c });
                let mark = binding.mark();
                let args = table.args(index);
                let mut ok = true;
                for (term, &value) in atom.args.iter().zip(args) {
                    match eval::matches(term, value, binding, state.symbols) {
                        Ok(true) => {}
                        Ok(false) => {
                            ok = false;
                            break;
                        }
                        Err(undefined) => {
                            state.undefined.push(undefined);
                            ok = false;
                            break;
                        }
                    }
                }
                let go_on = !ok || {
                    atoms[current.literal] = index as u32;
                    next(binding, atoms, state)
                };
                binding.undo(mark);
                if !go_on {
                    return;
                }
            }
        }
        PlanLiteral::Literal(Literal::Atom(naf, atom)) => {
            // A negated atom: it can only rule the instance out (if decided false).
            state.key.clear();
            for arg in &atom.args {
                match eval::eval(arg, binding, state.symbols) {
                    Ok(value) => state.key.push(value),
                    Err(undefined) => {
                        state.undefined.push(undefined);
                        return;
                    }
                }
            }
            let p = atom.predicate.0 as usize;
            let found = input.tables[p]
                .find(&state.key)
                .map(|i| input.tables[p].state(i).fact());
            let holds = match (naf, found) {
                (Naf::Not, Some(true)) => false,
                (Naf::NotNot, None) => {
                    !input.complete[p] || input.unstratified.get(p).is_some_and(|u| *u)
                }
                _ => true,
            };
            if holds {
                next(binding, atoms, state);
            }
        }
        PlanLiteral::Literal(Literal::Compare(naf, left, relation, right)) => {
            if let (Naf::Positive, Relation::Eq, Some(scripts)) = (naf, relation, input.scripts)
                && let Some((pattern, call)) = script::call_equation(left, right)
            {
                each_call_value(pattern, call, scripts, input, state, binding, atoms, next);
                return;
            }
            if !current.binds.is_empty() {
                // An assignment: evaluate the bound side, match the other.
                let (pattern, value_term) =
                    if right.pattern_vars(&|v| binding.is_bound(v)).is_empty() {
                        (left, right)
                    } else {
                        (right, left)
                    };
                let value = match eval::eval(value_term, binding, state.symbols) {
                    Ok(v) => v,
                    Err(undefined) => {
                        state.undefined.push(undefined);
                        return;
                    }
                };
                let mark = binding.mark();
                match eval::matches(pattern, value, binding, state.symbols) {
                    Ok(true) => {
                        next(binding, atoms, state);
                    }
                    Ok(false) => {}
                    Err(undefined) => state.undefined.push(undefined),
                }
                binding.undo(mark);
                return;
            }
            match compare(left, *relation, right, binding, state.symbols) {
                Ok(holds) => {
                    if holds == (*naf != Naf::Not) {
                        next(binding, atoms, state);
                    }
                }
                Err(undefined) => state.undefined.push(undefined),
            }
        }
        PlanLiteral::Literal(Literal::Range(var, low, high)) => {
            let bounds = eval::eval(low, binding, state.symbols)
                .and_then(|l| Ok((l, eval::eval(high, binding, state.symbols)?)));
            let (l, h) = match bounds {
                Ok((Symbol::Int(l), Symbol::Int(h))) => (l, h),
                Ok(_) => return,
                Err(undefined) => {
                    state.undefined.push(undefined);
                    return;
                }
            };
            match binding.get(*var) {
                // A bound variable: the range filters.
                Some(Symbol::Int(x)) if (l..=h).contains(&x) => {
                    next(binding, atoms, state);
                }
                Some(_) => {}
                None => {
                    for x in l..=h {
                        if state.stop(input) {
                            return;
                        }
                        let mark = binding.mark();
                        binding.bind(*var, Symbol::Int(x));
                        let go_on = next(binding, atoms, state);
                        binding.undo(mark);
                        if !go_on {
                            return;
                        }
                    }
                }
            }
        }
        PlanLiteral::Lookup(o) => {
            let occurrence = &input.occurrences[*o];
            let store = &input.stores[*o];
            match store.lookup(
                occurrence,
                binding,
                input.occurrence_complete[*o],
                input.known,
                state.symbols,
                state.undefined,
            ) {
                Lookup::Impossible => {}
                Lookup::Possible => {
                    next(binding, atoms, state);
                }
                Lookup::Values(pattern, values) => {
                    for value in values {
                        let mark = binding.mark();
                        let go_on = match eval::matches(&pattern, value, binding, state.symbols) {
                            Ok(true) => next(binding, atoms, state),
                            Ok(false) => true,
                            Err(undefined) => {
                                state.undefined.push(undefined);
                                true
                            }
                        };
                        binding.undo(mark);
                        if !go_on {
                            return;
                        }
                    }
                }
            }
        }
    }
}

/// Calls `next` for each value of the script call `call` that `pattern` matches, extending
/// the binding, until it returns `false`.
#[allow(clippy::too_many_arguments)]
fn each_call_value(
    pattern: &Term,
    call: &Term,
    scripts: &dyn ScriptFunctions,
    input: &JoinInput<'_>,
    state: &mut JoinState<'_>,
    binding: &mut Binding,
    atoms: &mut Vec<u32>,
    mut next: impl FnMut(&mut Binding, &mut Vec<u32>, &mut JoinState<'_>) -> bool,
) {
    let Term::External(_, args, _) = call else {
        unreachable!("a script call is an external term")
    };
    let args: Result<Vec<Symbol>, Undefined> = (args.iter())
        .map(|a| eval::eval(a, binding, state.symbols))
        .collect();
    let values = match args {
        Ok(args) => script::call(scripts, call, &args, state.symbols),
        Err(undefined) => {
            state.undefined.push(undefined);
            return;
        }
    };
    let values = match values {
        Ok(values) => values,
        Err(script::CallFailure::Undefined(undefined)) => {
            state.undefined.push(undefined);
            return;
        }
        Err(script::CallFailure::Failed(error)) => {
            state.failed.get_or_insert(error);
            state.stopped = true;
            return;
        }
    };
    for value in values {
        if state.stop(input) {
            return;
        }
        let mark = binding.mark();
        let go_on = match eval::matches(pattern, value, binding, state.symbols) {
            Ok(true) => next(binding, atoms, state),
            Ok(false) => true,
            Err(undefined) => {
                state.undefined.push(undefined);
                true
            }
        };
        binding.undo(mark);
        if !go_on {
            return;
        }
    }
}

/// Evaluates `left relation right` in clingo's order on symbols.
pub fn compare(
    left: &Term,
    relation: Relation,
    right: &Term,
    binding: &Binding,
    symbols: &mut SymbolTable,
) -> Result<bool, Undefined> {
    let l = eval::eval(left, binding, symbols)?;
    let r = eval::eval(right, binding, symbols)?;
    Ok(holds(symbols.compare(l, r), relation))
}

/// Whether an ordering satisfies a relation.
pub fn holds(ordering: Ordering, relation: Relation) -> bool {
    match relation {
        Relation::Eq => ordering == Ordering::Equal,
        Relation::Ne => ordering != Ordering::Equal,
        Relation::Lt => ordering == Ordering::Less,
        Relation::Le => ordering != Ordering::Greater,
        Relation::Gt => ordering == Ordering::Greater,
        Relation::Ge => ordering != Ordering::Less,
    }
}
