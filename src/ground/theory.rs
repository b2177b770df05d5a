//! Theory atoms: the ground elements of each occurrence's instances, collected as the rules
//! of [`Head::TheoryElement`] fire, and at the end of a step the theory atoms of the ground
//! program, one per atom of each occurrence's auxiliary predicate (see
//! `check::rewrite::theory`). Equal theory atoms of different occurrences are one atom, as
//! in gringo.

use super::Grounder;
use super::eval::{self, Binding};
use crate::aspif::theory::{
    TheoryAtom, TheoryElement, TheoryElementId, TheoryFunction, TheoryTerm, TheoryTermId,
};
use crate::aspif::{AtomId, GroundLit};
use crate::check::ir::{self, Head};
use crate::symbol::Symbol;
use std::collections::HashMap;

impl Grounder<'_> {
    /// An instance of an element rule: the element, with the rule's ground body as its
    /// condition, added to its theory atom instance.
    pub(super) fn theory_element(
        &mut self,
        rule_index: usize,
        binding: &Binding,
        condition: Vec<GroundLit>,
    ) {
        let program = self.program;
        let Head::TheoryElement {
            occurrence,
            element: place,
            key,
            tuple,
        } = &program.rules[rule_index].head
        else {
            unreachable!("an element rule")
        };
        let Some(key) = self.eval_terms(rule_index, key, binding) else {
            return;
        };
        let mut terms = Vec::with_capacity(tuple.len());
        for term in tuple {
            match self.theory_term(term, binding) {
                Some(id) => terms.push(id),
                None => return,
            }
        }
        let element = (self.out.theory).element_id(TheoryElement { terms, condition });
        let elements = self.theory_elements.entry((*occurrence, key)).or_default();
        if !elements.iter().any(|&(_, e)| e == element) {
            elements.push((*place, element));
        }
    }

    /// The ground theory term of `term` under `binding` (`None` if a variable is unbound).
    fn theory_term(&mut self, term: &ir::TheoryTerm, binding: &Binding) -> Option<TheoryTermId> {
        let compound = |this: &mut Self, function, args: &[ir::TheoryTerm]| {
            let args = (args.iter())
                .map(|a| this.theory_term(a, binding))
                .collect::<Option<Vec<_>>>()?;
            Some((this.out.theory).term_id(TheoryTerm::Compound { function, args }))
        };
        match term {
            ir::TheoryTerm::Value(value) => Some(self.symbol_theory_term(*value)),
            ir::TheoryTerm::Variable(v) => binding.get(*v).map(|s| self.symbol_theory_term(s)),
            ir::TheoryTerm::Function(name, args) => {
                let name = (self.out.theory).term_id(TheoryTerm::Symbol(name.clone()));
                compound(self, TheoryFunction::Term(name), args)
            }
            ir::TheoryTerm::Tuple(args) => compound(self, TheoryFunction::Tuple, args),
            ir::TheoryTerm::Set(args) => compound(self, TheoryFunction::Set, args),
            ir::TheoryTerm::List(args) => compound(self, TheoryFunction::List, args),
        }
    }

    /// A symbol as a theory term, as gringo converts it: a negative number or a classically
    /// negated function is the operator `-` applied to its positive form, a string keeps its
    /// quotes, a tuple is a tuple.
    fn symbol_theory_term(&mut self, value: Symbol) -> TheoryTermId {
        let term = match value {
            Symbol::Int(n) if n < 0 => {
                let positive = (self.out.theory).term_id(TheoryTerm::Number(n.wrapping_neg()));
                return self.negated(positive);
            }
            Symbol::Int(n) => TheoryTerm::Number(n),
            Symbol::Infimum => TheoryTerm::Symbol("#inf".into()),
            Symbol::Supremum => TheoryTerm::Symbol("#sup".into()),
            Symbol::Str(_) => TheoryTerm::Symbol(self.symbols.show(value)),
            Symbol::Fun(_) => {
                let function = self.symbols.function_of(value).expect("a function").clone();
                let args: Vec<TheoryTermId> = (function.args.iter())
                    .map(|&a| self.symbol_theory_term(a))
                    .collect();
                let name = self.symbols.text(function.name).to_string();
                let term = if name.is_empty() {
                    TheoryTerm::Compound {
                        function: TheoryFunction::Tuple,
                        args,
                    }
                } else if args.is_empty() {
                    TheoryTerm::Symbol(name)
                } else {
                    let name = (self.out.theory).term_id(TheoryTerm::Symbol(name));
                    TheoryTerm::Compound {
                        function: TheoryFunction::Term(name),
                        args,
                    }
                };
                let id = (self.out.theory).term_id(term);
                return if function.negative {
                    self.negated(id)
                } else {
                    id
                };
            }
        };
        (self.out.theory).term_id(term)
    }

    /// The term `-t`.
    fn negated(&mut self, term: TheoryTermId) -> TheoryTermId {
        let minus = (self.out.theory).term_id(TheoryTerm::Symbol("-".into()));
        (self.out.theory).term_id(TheoryTerm::Compound {
            function: TheoryFunction::Term(minus),
            args: vec![term],
        })
    }

    /// The theory atoms of the step: one per atom of each occurrence's auxiliary predicate,
    /// with the elements collected for it; equal ones share the atom of the first.
    pub(super) fn finish_theory(&mut self) {
        let program = self.program;
        if program.theory.is_empty() {
            return;
        }
        let used = self.out.used_atoms();
        let mut atoms: Vec<TheoryAtom> = Vec::new();
        for (k, occurrence) in program.theory.iter().enumerate() {
            let p = occurrence.predicate.0 as usize;
            for i in 0..self.tables[p].len() {
                let key: Box<[Symbol]> = self.tables[p].args(i).into();
                let mut binding = Binding::new(occurrence.vars.len());
                for (&v, &value) in occurrence.globals.iter().zip(key.iter()) {
                    binding.bind(v, value);
                }
                let Ok(name) = eval::eval(&occurrence.name, &binding, self.symbols) else {
                    continue;
                };
                let name = self.symbol_theory_term(name);
                let guard = match &occurrence.guard {
                    None => None,
                    Some((operator, term)) => {
                        let operator = TheoryTerm::Symbol(operator.clone());
                        let operator = (self.out.theory).term_id(operator);
                        let Some(term) = self.theory_term(term, &binding) else {
                            continue;
                        };
                        Some((operator, term))
                    }
                };
                let atom = match occurrence.place {
                    ir::TheoryPlace::Directive => None,
                    ir::TheoryPlace::Head => Some(self.domain_id(occurrence.predicate, i)),
                    // No theory atom if no ground statement uses it.
                    // (A rule may have used it before it existed: its id is pending then.)
                    ir::TheoryPlace::Body => {
                        let id = match self.tables[p].state(i).id() {
                            Some(id) => Some(id),
                            None if self.is_pending(occurrence.predicate, i) => {
                                Some(self.domain_id(occurrence.predicate, i))
                            }
                            None => None,
                        };
                        match id {
                            Some(id) if used.contains(&id) => Some(id),
                            _ => continue,
                        }
                    }
                };
                let mut elements =
                    (self.theory_elements.remove(&(k as u32, key))).unwrap_or_default();
                // In the order written (instances of one element in the order found).
                elements.sort_by_key(|&(place, _)| place);
                let elements = elements.into_iter().map(|(_, e)| e).collect();
                atoms.push(TheoryAtom {
                    atom,
                    name,
                    elements,
                    guard,
                });
            }
        }
        self.add_theory_atoms(atoms);
    }

    /// Adds `atoms` to the ground program's theory atoms; equal ones (with their elements as
    /// sets) are one, the atom of the first.
    fn add_theory_atoms(&mut self, atoms: Vec<TheoryAtom>) {
        let mut first: HashMap<(TheoryTermId, Vec<TheoryElementId>, _), AtomId> = HashMap::new();
        let mut same: HashMap<AtomId, AtomId> = HashMap::new();
        for atom in atoms {
            if let Some(id) = atom.atom {
                let mut elements = atom.elements.clone();
                elements.sort_unstable();
                match first.entry((atom.name, elements, atom.guard)) {
                    std::collections::hash_map::Entry::Occupied(entry) => {
                        same.insert(id, *entry.get());
                        continue;
                    }
                    std::collections::hash_map::Entry::Vacant(entry) => {
                        entry.insert(id);
                    }
                }
            }
            self.out.theory.atoms.push(atom);
        }
        if !same.is_empty() {
            self.out.rename_atoms(&same);
            if let Some(surface) = &mut self.surface {
                surface.rename_atoms(&same);
            }
        }
    }
}
