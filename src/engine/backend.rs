//! Ground statements added to the program directly, as clingo's backend adds them
//! (`Control.backend()` in its API): atoms by symbol or fresh ones, then rules, weight
//! rules, minimize statements, externals, projection atoms, assumptions, heuristics and
//! edges over them. The atoms made for symbols join the domain (not as facts): later
//! grounding steps see them as they see the atoms of earlier steps, `symbolic_atoms` lists
//! them, and models show them as the `#show` statements in force at the next grounding step
//! or solve call select.

use super::{Engine, Failed};
use crate::aspif::{AtomId, Body, ExternalValue, GroundLit, GroundProgram, HeadKind};
use crate::symbol::Symbol;
use std::collections::{HashMap, HashSet};

impl Engine {
    /// The atom of `symbol` (see the module documentation): the id of an atom the grounding
    /// steps or the backend made (a fact without one gets one, with its fact rule), or else
    /// a new atom. Without a symbol, a new atom that stands for no symbol.
    pub fn backend_atom(&mut self, symbol: Option<Symbol>) -> AtomId {
        // clingo's backend cleans up when it opens (`cleanup.rs`).
        self.update();
        let Some(symbol) = symbol else {
            let atom = self.program.new_atom();
            self.domain.grow(atom.0);
            return atom;
        };
        self.give_fact_id(symbol);
        if let Some((Some(atom), _)) = self.domain.atom(symbol, &self.symbols) {
            return atom;
        }
        let atom = AtomId(self.program.atom_count + 1);
        if self.domain.add(symbol, &self.symbols, atom) {
            self.program.atom_count = atom.0;
            self.backend_outputs.push((symbol, atom));
            // An atom and its classical complement are not true together (gringo's
            // constraint, added with the next statements).
            let complement = self.symbols.negate(symbol);
            let other = complement.and_then(|c| self.domain.atom(c, &self.symbols));
            if let Some((id, _)) = other {
                let mut body = vec![GroundLit::positive(atom)];
                body.extend(id.map(GroundLit::positive));
                self.complementary.push(body);
            }
            atom
        } else {
            // Not a function: no atom of the domain (clingo makes none either).
            self.backend_atom(None)
        }
    }

    /// Adds the ground statements of `step` (over atoms of [`Engine::backend_atom`]); its
    /// externals make atoms external, or assign those that are. Atoms made for symbols whose
    /// classical complements are atoms too get the constraint that not both hold. Fails if
    /// a rule redefines an atom ([`Engine::redefinition`]): the statements are added without
    /// such rules.
    pub fn add_statements(&mut self, mut step: GroundProgram) -> Result<(), Failed> {
        if !self.update() {
            return Ok(());
        }
        let redefined = self.drop_direct_redefinitions(&mut step.rules);
        let mut current: HashMap<AtomId, ExternalValue> = HashMap::new();
        for &(atom, value) in &self.program.externals {
            current.insert(atom, value);
        }
        let externals = std::mem::take(&mut step.externals);
        let (assigned, declared): (Vec<_>, Vec<_>) = (externals.into_iter())
            .partition(|(a, _)| current.get(a).is_some_and(|&v| v != ExternalValue::Release));
        step.externals = declared;
        self.drop_released(&mut step.externals);
        for (atom, value) in assigned {
            self.assign_external_atom(atom, value);
        }
        let rebuild = !step.minimize.is_empty()
            || step.projection.is_some()
            || !step.assumptions.is_empty()
            || !step.heuristics.is_empty()
            || !step.edges.is_empty();
        let facts: HashSet<AtomId> = (step.rules.iter())
            .filter(|r| r.kind == HeadKind::Disjunction && r.body == Body::Normal(&[]))
            .filter_map(|r| match r.head {
                [atom] => Some(*atom),
                _ => None,
            })
            .collect();
        if !facts.is_empty() {
            self.domain.mark_facts(&facts);
        }
        for body in std::mem::take(&mut self.complementary) {
            step.rules.push(crate::aspif::Rule::constraint(&body));
        }
        let (rules, externals) = (self.program.rules.len(), self.program.externals.len());
        // Statements may name atoms the backend has not made (clingo's backend takes any
        // positive atom): the program has them from now on.
        let highest = step
            .used_atoms()
            .into_iter()
            .map(|a| a.0)
            .max()
            .unwrap_or(0);
        step.atom_count = self.program.atom_count.max(highest);
        self.program.extend(step);
        self.domain.grow(self.program.atom_count);
        if rebuild {
            self.changed();
        } else {
            self.grown(rules, externals);
        }
        redefined.map_or(Ok(()), |r| Err(Failed::redefinition(r, Vec::new())))
    }

    /// Gives the atoms the backend made for symbols their outputs, those that the `#show`
    /// statements so far select (before a grounding step's own outputs, and before solving).
    pub(super) fn backend_outputs(&mut self) {
        for (symbol, atom) in std::mem::take(&mut self.backend_outputs) {
            if self.domain.shows(symbol, &self.symbols) {
                self.program.outputs.push(crate::aspif::Output {
                    symbol: self.symbols.show(symbol),
                    condition: vec![crate::aspif::GroundLit::positive(atom)],
                });
                self.shown.push(Some(symbol));
            }
        }
    }

    /// Removes the minimize statements of all steps so far (clingo's `remove_minimize`).
    pub fn remove_minimize(&mut self) {
        self.program.minimize.clear();
        self.domain.forget_minimize();
        self.changed();
    }

    /// Makes `atoms` the projection atoms (clingo's `replace_project`).
    pub fn replace_projection(&mut self, atoms: Vec<AtomId>) {
        self.program.projection = Some(atoms);
        self.changed();
    }
}
