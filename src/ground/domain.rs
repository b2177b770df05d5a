//! The domain of a multi-shot session: the atoms that the grounding steps so far derived,
//! per predicate, kept between steps (gringo keeps its domains the same way).

use super::table::AtomTable;
use crate::aspif::{AtomId, GroundLit};
use crate::check::ir::Predicate;
use crate::symbol::{Symbol, SymbolTable};
use std::collections::{HashMap, HashSet};

/// The atoms derived so far, per predicate, each with its id (if it has one) and whether it
/// is a fact; and the number of atoms of the ground program so far.
///
/// A step borrows the table of each predicate it mentions ([`Domain::take`]) and gives it
/// back grown ([`Domain::put`]): the atoms of earlier steps stay first, with their ids.
#[derive(Debug, Default)]
pub struct Domain {
    tables: HashMap<Predicate, AtomTable>,
    /// The atoms of the ground program are `1..=atom_count`.
    pub(super) atom_count: u32,
    /// Whether an earlier step had a `#show` statement: then later ones show only what
    /// `#show` statements (of any step) select, as gringo does.
    pub(super) show_filter: bool,
    /// The `#show p/n.` signatures of earlier steps.
    pub(super) shown: HashSet<Predicate>,
    /// The predicates in the order gringo created their domains, over all steps.
    order: Vec<Predicate>,
    /// The minimize terms of earlier steps (priority and tuple, weight first): the literal
    /// under which each counts, and whether it is certain (true).
    pub(super) minimize: HashMap<super::MinimizeKey, (GroundLit, bool)>,
    /// The predicates of `order`.
    ordered: HashSet<Predicate>,
    /// The predicates that the facts and rules of earlier steps mention (not only `#show`).
    mentioned: HashSet<Predicate>,
    /// The projections of body literals (`#p_p_1`, auxiliary, so in no list of atoms) whose
    /// atoms are kept, each with the predicate it projects and how many of its atoms its
    /// defining rule was grounded over: a later step grounds it over the atoms after these
    /// only, as gringo grounds its projection rules once per atom.
    projected: HashMap<Predicate, (Predicate, usize)>,
}

impl Domain {
    /// The atoms of `predicate` (an empty table if there are none), taken out until
    /// [`Domain::put`] gives them back.
    pub(super) fn take(&mut self, predicate: &Predicate) -> AtomTable {
        (self.tables.remove(predicate)).unwrap_or_else(|| AtomTable::new(predicate.arity as usize))
    }

    /// Forgets the minimize terms of earlier steps (their minimize statements were removed:
    /// a term of a later step counts again, as in clingo's `remove_minimize`).
    pub fn forget_minimize(&mut self) {
        self.minimize.clear();
    }

    /// Whether earlier steps derived an atom of `predicate` that is not a fact.
    pub(super) fn uncertain(&self, predicate: &Predicate) -> bool {
        (self.tables.get(predicate))
            .is_some_and(|table| (0..table.len()).any(|i| !table.state(i).fact()))
    }

    /// The atoms of `predicate` from earlier steps (unless a step has taken them).
    pub(super) fn table(&self, predicate: &Predicate) -> Option<&AtomTable> {
        self.tables.get(predicate)
    }

    /// Gives back the atoms of `predicate`.
    pub(super) fn put(&mut self, predicate: &Predicate, table: AtomTable) {
        if !table.is_empty() {
            self.tables.insert(predicate.clone(), table);
        }
    }

    /// The atom `symbol` (a function or constant of `symbols`): its id, if it has one,
    /// and whether it is a fact; `None` if no step derived it.
    pub fn atom(&self, symbol: Symbol, symbols: &SymbolTable) -> Option<(Option<AtomId>, bool)> {
        let (predicate, args) = signature(symbol, symbols)?;
        let table = self.tables.get(&predicate)?;
        let state = table.state(table.find(args)?);
        Some((state.id(), state.fact()))
    }

    /// Gives the fact `symbol`, which has no id yet, the id `id` (of a new atom, with its
    /// fact rule). Returns false if `symbol` is no such fact.
    pub fn give_fact_id(&mut self, symbol: Symbol, symbols: &SymbolTable, id: AtomId) -> bool {
        let Some((predicate, args)) = signature(symbol, symbols) else {
            return false;
        };
        let Some(table) = self.tables.get_mut(&predicate) else {
            return false;
        };
        let Some(index) = table.find(args) else {
            return false;
        };
        let state = table.state_mut(index);
        if !state.fact() || state.id().is_some() {
            return false;
        }
        state.set_id(id);
        self.atom_count = self.atom_count.max(id.0);
        true
    }

    /// Adds the atom `symbol` (a function or constant of `symbols`), not a fact, with the id
    /// `id` (of a new atom made outside a step, as clingo's backend makes them). Returns
    /// false (adding nothing) if `symbol` is no function or already an atom.
    pub fn add(&mut self, symbol: Symbol, symbols: &SymbolTable, id: AtomId) -> bool {
        let Some((predicate, args)) = signature(symbol, symbols) else {
            return false;
        };
        let table =
            (self.tables.entry(predicate.clone())).or_insert_with(|| AtomTable::new(args.len()));
        let (index, new) = table.insert(args);
        if new {
            table.state_mut(index).set_id(id);
            table.settle();
            self.created(&predicate);
            self.atom_count = self.atom_count.max(id.0);
        }
        new
    }

    /// Makes the atoms with the ids `facts` facts (their fact rules were added directly).
    pub fn mark_facts(&mut self, facts: &HashSet<AtomId>) {
        for table in self.tables.values_mut() {
            for i in 0..table.len() {
                if table.state(i).id().is_some_and(|id| facts.contains(&id)) {
                    table.state_mut(i).set_fact();
                }
            }
        }
    }

    /// The predicates that have atoms (not the projections kept).
    pub fn predicates(&self) -> Vec<Predicate> {
        (self.tables.keys())
            .filter(|p| !self.projected.contains_key(p))
            .cloned()
            .collect()
    }

    /// How many atoms of its projected predicate the rule defining the projection
    /// `predicate` was grounded over in earlier steps.
    pub(super) fn projected(&self, predicate: &Predicate) -> usize {
        self.projected.get(predicate).map_or(0, |(_, count)| *count)
    }

    /// Notes that the rule defining the projection `predicate` was grounded over the first
    /// `count` atoms of the predicate `of` that it projects, and keeps its atoms (`table`).
    pub(super) fn put_projection(
        &mut self,
        predicate: &Predicate,
        table: AtomTable,
        (of, count): (&Predicate, usize),
    ) {
        self.projected
            .insert(predicate.clone(), (of.clone(), count));
        self.put(predicate, table);
    }

    /// clingo's cleanup of its grounder's domains after a solve call: each atom with an id
    /// that is no fact and has a `value` (at the root of the solver) becomes a fact if it is
    /// true and leaves the domain if it is false (a later step that derives it makes a new
    /// atom). The atoms that stay keep their order. Returns the atoms with ids that are facts
    /// (true) and those removed (false).
    pub fn clean_up(&mut self, value: impl Fn(AtomId) -> Option<bool>) -> Vec<(AtomId, bool)> {
        let mut shrunk: HashMap<Predicate, Vec<bool>> = HashMap::new();
        let mut fixed = Vec::new();
        for (predicate, table) in &mut self.tables {
            let mut removed = vec![false; table.len()];
            for (index, gone) in removed.iter_mut().enumerate() {
                let state = table.state(index);
                let Some(id) = state.id() else {
                    continue;
                };
                if state.fact() {
                    fixed.push((id, true));
                    continue;
                }
                match value(id) {
                    Some(true) => table.state_mut(index).set_fact(),
                    Some(false) => *gone = true,
                    None => continue,
                }
                fixed.push((id, !*gone));
            }
            if removed.contains(&true) {
                *table = table.without(&removed);
                shrunk.insert(predicate.clone(), removed);
            }
        }
        for (of, count) in self.projected.values_mut() {
            if let Some(removed) = shrunk.get(of) {
                *count -= removed[..*count].iter().filter(|&&gone| gone).count();
            }
        }
        fixed
    }

    /// Whether an atom of `symbol`'s predicate is shown: no step had a `#show` statement,
    /// or one showed its signature.
    pub fn shows(&self, symbol: Symbol, symbols: &SymbolTable) -> bool {
        !self.show_filter
            || signature(symbol, symbols).is_some_and(|(p, _)| self.shown.contains(&p))
    }

    /// Notes that the ground program has atoms up to `atom_count` (made outside a step).
    pub fn grow(&mut self, atom_count: u32) {
        self.atom_count = self.atom_count.max(atom_count);
    }

    /// The number of atoms of the ground program so far.
    pub fn atom_count(&self) -> u32 {
        self.atom_count
    }

    /// Whether the facts or rules of an earlier step mentioned `predicate`.
    pub(super) fn was_mentioned(&self, predicate: &Predicate) -> bool {
        self.mentioned.contains(predicate)
    }

    /// Notes that a step's facts or rules mention `predicate`.
    pub(super) fn mentioned(&mut self, predicate: &Predicate) {
        if !self.mentioned.contains(predicate) {
            self.mentioned.insert(predicate.clone());
        }
    }

    /// Notes that a step created the domain of `predicate` (in gringo's order: see
    /// `clingo_order.rs`), if no earlier one did.
    pub(super) fn created(&mut self, predicate: &Predicate) {
        if self.ordered.insert(predicate.clone()) {
            self.order.push(predicate.clone());
        }
    }

    /// Every atom derived so far: its predicate, arguments, id (if it has one) and whether
    /// it is a fact; predicate by predicate in the order gringo created their domains, each
    /// one's atoms in the order derived (clingo's order of symbolic atoms).
    pub fn atoms(&self) -> impl Iterator<Item = (&Predicate, &[Symbol], Option<AtomId>, bool)> {
        (self.order.iter())
            .filter(|predicate| !self.projected.contains_key(predicate))
            .filter_map(|predicate| Some((predicate, self.tables.get(predicate)?)))
            .flat_map(|(predicate, table)| {
                (0..table.len()).map(move |i| {
                    let state = table.state(i);
                    (predicate, table.args(i), state.id(), state.fact())
                })
            })
    }
}

/// The predicate and arguments of an atom's symbol.
fn signature(symbol: Symbol, symbols: &SymbolTable) -> Option<(Predicate, &[Symbol])> {
    let function = symbols.function_of(symbol)?;
    let predicate = Predicate {
        name: function.name,
        arity: function.args.len() as u32,
        negative: function.negative,
    };
    Some((predicate, &function.args))
}
