//! What a ground program says of its atoms as a whole: which it mentions, which theory atoms
//! are free, and renaming atoms throughout.

use super::{AtomId, GroundLit, GroundProgram};
use std::collections::{HashMap, HashSet};

/// `atom` as `renamed` renames it (itself if it is no key).
pub fn renamed_atom(renamed: &HashMap<AtomId, AtomId>, atom: AtomId) -> AtomId {
    renamed.get(&atom).copied().unwrap_or(atom)
}

/// `lit` with its atom as `renamed` renames it.
pub fn renamed_lit(renamed: &HashMap<AtomId, AtomId>, lit: GroundLit) -> GroundLit {
    match renamed.get(&lit.atom()) {
        Some(&b) if lit.is_negative() => GroundLit::negative(b),
        Some(&b) => GroundLit::positive(b),
        None => lit,
    }
}

impl GroundProgram {
    /// The atoms of theory atoms that no rule has in its head and no external statement
    /// declares, ascending: without a theory propagator their value is free, as clasp leaves
    /// it (`LogicProgram::freezeTheory`). Directives have no atom.
    pub fn free_theory_atoms(&self) -> Vec<AtomId> {
        if self.theory.is_empty() {
            return Vec::new();
        }
        let mut taken = vec![false; self.atom_count as usize + 1];
        for rule in &self.rules {
            for h in rule.head {
                taken[h.0 as usize] = true;
            }
        }
        for (atom, _) in &self.externals {
            taken[atom.0 as usize] = true;
        }
        let mut free: Vec<AtomId> = (self.theory.program_atoms())
            .filter(|a| !taken[a.0 as usize])
            .collect();
        free.sort_unstable();
        free.dedup();
        free
    }

    /// The atoms its statements mention (rules, minimize statements, conditions of outputs,
    /// heuristics and edges, externals, assumptions, projection).
    pub fn used_atoms(&self) -> HashSet<AtomId> {
        let mut used = HashSet::new();
        used.extend(self.rules.heads.iter().copied());
        used.extend(self.rules.literals.iter().map(|l| l.atom()));
        used.extend(self.rules.weighted.iter().map(|w| w.lit.atom()));
        for minimize in &self.minimize {
            used.extend(minimize.elements.iter().map(|w| w.lit.atom()));
        }
        for output in &self.outputs {
            used.extend(output.condition.iter().map(|l| l.atom()));
        }
        used.extend(self.externals.iter().map(|&(a, _)| a));
        used.extend(self.assumptions.iter().map(|l| l.atom()));
        used.extend(self.projection.iter().flatten().copied());
        for heuristic in &self.heuristics {
            used.insert(heuristic.atom);
            used.extend(heuristic.condition.iter().map(|l| l.atom()));
        }
        for edge in &self.edges {
            used.extend(edge.condition.iter().map(|l| l.atom()));
        }
        used
    }

    /// Replaces each atom that is a key of `renamed` by its value, wherever it occurs (the
    /// old atom is then used nowhere).
    pub fn rename_atoms(&mut self, renamed: &HashMap<AtomId, AtomId>) {
        let atom = |a: &mut AtomId| *a = renamed_atom(renamed, *a);
        let lit = |l: &mut GroundLit| *l = renamed_lit(renamed, *l);
        self.rules.heads.iter_mut().for_each(atom);
        self.rules.literals.iter_mut().for_each(lit);
        self.rules.weighted.iter_mut().for_each(|w| lit(&mut w.lit));
        for minimize in &mut self.minimize {
            minimize.elements.iter_mut().for_each(|w| lit(&mut w.lit));
        }
        for output in &mut self.outputs {
            output.condition.iter_mut().for_each(lit);
        }
        self.externals.iter_mut().for_each(|(a, _)| atom(a));
        self.assumptions.iter_mut().for_each(lit);
        if let Some(atoms) = &mut self.projection {
            atoms.iter_mut().for_each(atom);
        }
        for heuristic in &mut self.heuristics {
            atom(&mut heuristic.atom);
            heuristic.condition.iter_mut().for_each(lit);
        }
        for edge in &mut self.edges {
            edge.condition.iter_mut().for_each(lit);
        }
        self.theory.rename_atoms(renamed);
    }
}
