//! The theory atoms of a ground program (`&diff{...} <= 3`), in the shape of aspif's theory
//! statements (type 9): terms, elements (a tuple of terms under a condition) and atoms, each
//! referring to the others by id.
//!
//! rasp solves no theory: as clasp without a propagator, it treats a theory atom that no rule
//! derives as a free atom, one that rules derive as an ordinary atom, and a directive (no
//! program atom) as nothing. The data is kept so that `--text`, aspif and reified output show
//! the atoms as clingo does.
//!
//! Ids are aspif's: the grounder makes them dense and shares equal terms and elements
//! ([`TheoryData::term_id`], [`TheoryData::element_id`]); the aspif reader defines them as the
//! input numbers them ([`TheoryData::define_term`], [`TheoryData::define_element`]), in any
//! order and possibly with gaps.

use std::collections::HashMap;

use super::{AtomId, GroundLit};

mod text;

/// A theory term: an index into [`TheoryData`]'s terms (aspif's term id).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TheoryTermId(pub u32);

/// A theory element: an index into [`TheoryData`]'s elements (aspif's element id).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TheoryElementId(pub u32);

/// What a compound theory term applies to its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TheoryFunction {
    /// A function or operator named by a (symbolic) term: `f(x)`, `1+2` (`+` applied to 1 and 2).
    Term(TheoryTermId),
    /// A tuple `(a,b)` (aspif's -1).
    Tuple,
    /// A set `{a,b}` (aspif's -2).
    Set,
    /// A list `[a,b]` (aspif's -3).
    List,
}

impl TheoryFunction {
    /// aspif's number for the function: the term id, or -1, -2, -3 for tuples, sets, lists.
    pub fn aspif(self) -> i64 {
        match self {
            TheoryFunction::Term(id) => i64::from(id.0),
            TheoryFunction::Tuple => -1,
            TheoryFunction::Set => -2,
            TheoryFunction::List => -3,
        }
    }

    /// The function aspif's number `n` stands for (`None` for a negative number other than
    /// -1, -2, -3).
    pub fn from_aspif(n: i64) -> Option<TheoryFunction> {
        match n {
            -1 => Some(TheoryFunction::Tuple),
            -2 => Some(TheoryFunction::Set),
            -3 => Some(TheoryFunction::List),
            n => u32::try_from(n)
                .ok()
                .map(|id| TheoryFunction::Term(TheoryTermId(id))),
        }
    }
}

/// A ground theory term.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TheoryTerm {
    /// An integer (aspif `9 0`).
    Number(i32),
    /// A symbol as written: a name, an operator, a quoted string, `#sup`, `#inf`
    /// (aspif `9 1`).
    Symbol(String),
    /// A function, operator application, tuple, set or list over terms (aspif `9 2`).
    Compound {
        /// What is applied.
        function: TheoryFunction,
        /// The arguments.
        args: Vec<TheoryTermId>,
    },
}

/// A theory element: a tuple of terms that counts when its condition holds (aspif `9 4`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TheoryElement {
    /// The tuple.
    pub terms: Vec<TheoryTermId>,
    /// The literals that must all hold (empty: always).
    pub condition: Vec<GroundLit>,
}

/// A theory atom (aspif `9 5` without a guard, `9 6` with one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryAtom {
    /// The program atom that stands for it; `None` for a directive (aspif's atom 0).
    pub atom: Option<AtomId>,
    /// Its name with arguments, e.g. `diff` or `sum(x)`.
    pub name: TheoryTermId,
    /// The elements, in order.
    pub elements: Vec<TheoryElementId>,
    /// The guard: an operator (a symbol term) and a term (`<= 3`).
    pub guard: Option<(TheoryTermId, TheoryTermId)>,
}

/// The theory part of a ground program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TheoryData {
    terms: Vec<Option<TheoryTerm>>,
    elements: Vec<Option<TheoryElement>>,
    term_ids: HashMap<TheoryTerm, TheoryTermId>,
    element_ids: HashMap<TheoryElement, TheoryElementId>,
    /// The theory atoms in the order they were added.
    pub atoms: Vec<TheoryAtom>,
    /// Where each step appended after the first begins ([`TheoryData::append`]).
    steps: Vec<StepBases>,
}

/// The first atom of a step appended to a [`TheoryData`], and the ids its terms and
/// elements start at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct StepBases {
    first_atom: usize,
    terms: u32,
    elements: u32,
}

impl TheoryData {
    /// Whether there are no theory atoms (terms and elements alone are not output).
    pub fn is_empty(&self) -> bool {
        self.atoms.is_empty()
    }

    /// The id of `term`, added if it is new (equal terms share one id).
    pub fn term_id(&mut self, term: TheoryTerm) -> TheoryTermId {
        if let Some(&id) = self.term_ids.get(&term) {
            return id;
        }
        let id = TheoryTermId(dense_id(self.terms.len()));
        self.terms.push(Some(term.clone()));
        self.term_ids.insert(term, id);
        id
    }

    /// The id of `element`, added if it is new (equal elements share one id).
    pub fn element_id(&mut self, element: TheoryElement) -> TheoryElementId {
        if let Some(&id) = self.element_ids.get(&element) {
            return id;
        }
        let id = TheoryElementId(dense_id(self.elements.len()));
        self.elements.push(Some(element.clone()));
        self.element_ids.insert(element, id);
        id
    }

    /// Defines term `id` as aspif input numbers it (a later definition replaces an earlier one).
    pub fn define_term(&mut self, id: TheoryTermId, term: TheoryTerm) {
        let index = id.0 as usize;
        if self.terms.len() <= index {
            self.terms.resize(index + 1, None);
        }
        if let Some(old) = self.terms[index].take()
            && self.term_ids.get(&old) == Some(&id)
        {
            self.term_ids.remove(&old);
        }
        self.term_ids.insert(term.clone(), id);
        self.terms[index] = Some(term);
    }

    /// Defines element `id` as aspif input numbers it (a later definition replaces an
    /// earlier one).
    pub fn define_element(&mut self, id: TheoryElementId, element: TheoryElement) {
        let index = id.0 as usize;
        if self.elements.len() <= index {
            self.elements.resize(index + 1, None);
        }
        if let Some(old) = self.elements[index].take()
            && self.element_ids.get(&old) == Some(&id)
        {
            self.element_ids.remove(&old);
        }
        self.element_ids.insert(element.clone(), id);
        self.elements[index] = Some(element);
    }

    /// Term `id`, if defined.
    pub fn term(&self, id: TheoryTermId) -> Option<&TheoryTerm> {
        self.terms.get(id.0 as usize).and_then(Option::as_ref)
    }

    /// Element `id`, if defined.
    pub fn element(&self, id: TheoryElementId) -> Option<&TheoryElement> {
        self.elements.get(id.0 as usize).and_then(Option::as_ref)
    }

    /// The defined terms with their ids, in id order.
    pub fn terms(&self) -> impl Iterator<Item = (TheoryTermId, &TheoryTerm)> {
        self.terms
            .iter()
            .enumerate()
            .filter_map(|(i, t)| t.as_ref().map(|t| (TheoryTermId(i as u32), t)))
    }

    /// The defined elements with their ids, in id order.
    pub fn elements(&self) -> impl Iterator<Item = (TheoryElementId, &TheoryElement)> {
        self.elements
            .iter()
            .enumerate()
            .filter_map(|(i, e)| e.as_ref().map(|e| (TheoryElementId(i as u32), e)))
    }

    /// Replaces atoms by `renamed`'s values in the theory atoms and element conditions (see
    /// `GroundProgram::rename_atoms`).
    pub fn rename_atoms(&mut self, renamed: &HashMap<AtomId, AtomId>) {
        for atom in &mut self.atoms {
            atom.atom = atom.atom.map(|a| super::renamed_atom(renamed, a));
        }
        let mut changed = false;
        for element in self.elements.iter_mut().flatten() {
            for l in &mut element.condition {
                let new = super::renamed_lit(renamed, *l);
                changed |= new != *l;
                *l = new;
            }
        }
        if changed {
            self.element_ids = (self.elements.iter().enumerate())
                .filter_map(|(i, e)| e.clone().map(|e| (e, TheoryElementId(i as u32))))
                .collect();
        }
    }

    /// The program atoms of the theory atoms (directives have none).
    pub fn program_atoms(&self) -> impl Iterator<Item = AtomId> + '_ {
        self.atoms.iter().filter_map(|a| a.atom)
    }

    /// The atoms of `other`'s theory atoms that equal theory atoms here (as sets of
    /// elements), with the atoms here.
    pub fn same_atoms(&self, other: &TheoryData) -> HashMap<AtomId, AtomId> {
        if self.atoms.is_empty() {
            return HashMap::new();
        }
        let mine: HashMap<_, AtomId> = (self.atoms.iter())
            .filter_map(|a| Some((atom_key(a, self), a.atom?)))
            .collect();
        (other.atoms.iter())
            .filter_map(|a| {
                let same = *mine.get(&atom_key(a, other))?;
                let atom = a.atom?;
                (atom != same).then_some((atom, same))
            })
            .collect()
    }

    /// Adds the theory data of `other`, numbered on its own (a grounding step's, as gringo
    /// numbers each step's terms and elements from 0, or another aspif block's): its terms
    /// and elements get ids after this one's, and its atoms refer to them. The ids `other`
    /// had are kept as the step's own ([`TheoryData::step_bases`]), for writing the step
    /// as gringo writes it.
    pub fn append(&mut self, other: TheoryData) {
        if other.atoms.is_empty() && other.terms.is_empty() && other.elements.is_empty() {
            return;
        }
        let bases = (dense_id(self.terms.len()), dense_id(self.elements.len()));
        let term = |id: TheoryTermId| TheoryTermId(id.0 + bases.0);
        let element = |id: TheoryElementId| TheoryElementId(id.0 + bases.1);
        for (id, t) in other.terms() {
            let t = match t {
                TheoryTerm::Compound { function, args } => TheoryTerm::Compound {
                    function: match function {
                        TheoryFunction::Term(f) => TheoryFunction::Term(term(*f)),
                        other => *other,
                    },
                    args: args.iter().map(|&a| term(a)).collect(),
                },
                t => t.clone(),
            };
            self.define_term(term(id), t);
        }
        for (id, e) in other.elements() {
            let e = TheoryElement {
                terms: e.terms.iter().map(|&t| term(t)).collect(),
                condition: e.condition.clone(),
            };
            self.define_element(element(id), e);
        }
        if bases != (0, 0) || !self.atoms.is_empty() {
            self.steps.push(StepBases {
                first_atom: self.atoms.len(),
                terms: bases.0,
                elements: bases.1,
            });
        }
        self.atoms
            .extend(other.atoms.into_iter().map(|a| TheoryAtom {
                atom: a.atom,
                name: term(a.name),
                elements: a.elements.into_iter().map(element).collect(),
                guard: a.guard.map(|(op, rhs)| (term(op), term(rhs))),
            }));
    }

    /// The data with the terms and elements that the atoms use numbered anew, in the order
    /// gringo's writer meets them (each atom's name, its elements, each after its terms, its
    /// guard's operator and term; a compound term after its arguments and its function),
    /// equal ones sharing an id: as clingo renumbers the theory data of aspif input. What
    /// no atom uses is left out, and so is an undefined term or element (an atom keeps the
    /// id it had for it).
    pub fn renumbered(&self) -> TheoryData {
        let mut new = TheoryData::default();
        let mut terms: HashMap<TheoryTermId, TheoryTermId> = HashMap::new();
        let mut elements: HashMap<TheoryElementId, TheoryElementId> = HashMap::new();
        for atom in &self.atoms {
            let name = self.renumber_term(atom.name, &mut new, &mut terms);
            let atom_elements = (atom.elements.iter())
                .map(|&e| self.renumber_element(e, &mut new, &mut terms, &mut elements))
                .collect();
            let guard = atom.guard.map(|(op, rhs)| {
                let op = self.renumber_term(op, &mut new, &mut terms);
                (op, self.renumber_term(rhs, &mut new, &mut terms))
            });
            new.atoms.push(TheoryAtom {
                atom: atom.atom,
                name,
                elements: atom_elements,
                guard,
            });
        }
        new
    }

    /// The id in `new` of term `id` and its parts, added in post-order (without recursion:
    /// a term may be deeply nested); `map` has the ids given so far.
    fn renumber_term(
        &self,
        id: TheoryTermId,
        new: &mut TheoryData,
        map: &mut HashMap<TheoryTermId, TheoryTermId>,
    ) -> TheoryTermId {
        let mut stack = vec![(id, false)];
        while let Some((id, parts_done)) = stack.pop() {
            if map.contains_key(&id) {
                continue;
            }
            let Some(term) = self.term(id) else {
                continue;
            };
            match term {
                TheoryTerm::Compound { function, args } if parts_done => {
                    let get = |t: &TheoryTermId| map.get(t).copied().unwrap_or(*t);
                    let term = TheoryTerm::Compound {
                        function: match function {
                            TheoryFunction::Term(f) => TheoryFunction::Term(get(f)),
                            other => *other,
                        },
                        args: args.iter().map(get).collect(),
                    };
                    map.insert(id, new.term_id(term));
                }
                TheoryTerm::Compound { function, args } => {
                    stack.push((id, true));
                    if let TheoryFunction::Term(f) = function {
                        stack.push((*f, false));
                    }
                    stack.extend(args.iter().rev().map(|&a| (a, false)));
                }
                term => {
                    map.insert(id, new.term_id(term.clone()));
                }
            }
        }
        map.get(&id).copied().unwrap_or(id)
    }

    /// The id in `new` of element `id`, added after its terms.
    fn renumber_element(
        &self,
        id: TheoryElementId,
        new: &mut TheoryData,
        terms: &mut HashMap<TheoryTermId, TheoryTermId>,
        map: &mut HashMap<TheoryElementId, TheoryElementId>,
    ) -> TheoryElementId {
        if let Some(&renumbered) = map.get(&id) {
            return renumbered;
        }
        let Some(element) = self.element(id) else {
            return id;
        };
        let element = TheoryElement {
            terms: (element.terms.iter())
                .map(|&t| self.renumber_term(t, new, terms))
                .collect(),
            condition: element.condition.clone(),
        };
        let renumbered = new.element_id(element);
        map.insert(id, renumbered);
        renumbered
    }

    /// The first term and element ids of the step (see [`TheoryData::append`]) that the
    /// theory atom at `index` (in [`TheoryData::atoms`]) comes from: its ids less these are
    /// the ones the step had.
    pub fn step_bases(&self, index: usize) -> (u32, u32) {
        let later = self.steps.partition_point(|s| s.first_atom <= index);
        match later.checked_sub(1).map(|i| &self.steps[i]) {
            Some(step) => (step.terms, step.elements),
            None => (0, 0),
        }
    }
}

/// What makes a theory atom of `data` the atom it is: its name, elements as a set and guard,
/// written out.
fn atom_key(atom: &TheoryAtom, data: &TheoryData) -> (String, Vec<String>, String) {
    let mut elements: Vec<String> = (atom.elements.iter())
        .filter_map(|&e| data.element(e))
        .map(|e| {
            let terms: Vec<String> = e.terms.iter().map(|&t| data.term_text(t)).collect();
            format!("{}:{:?}", terms.join(","), e.condition)
        })
        .collect();
    elements.sort();
    elements.dedup();
    let guard = atom.guard.map_or(String::new(), |(op, t)| {
        format!("{}{}", data.term_text(op), data.term_text(t))
    });
    (data.term_text(atom.name), elements, guard)
}

/// Whether `name` is a theory operator (made of gringo's operator characters), as opposed to
/// a function name.
pub fn is_operator(name: &str) -> bool {
    !name.is_empty() && name.chars().all(is_operator_char)
}

/// The characters theory operators are made of (gringo's `THEORYOP`).
pub fn is_operator_char(c: char) -> bool {
    "/!<=>+-*\\?&@|:;~^.".contains(c)
}

fn dense_id(len: usize) -> u32 {
    u32::try_from(len).expect("more than 2^32 theory terms or elements")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_terms_share_an_id_and_print_as_gringo_prints_them() {
        let mut data = TheoryData::default();
        let one = data.term_id(TheoryTerm::Number(1));
        let plus = data.term_id(TheoryTerm::Symbol("+".into()));
        let x = data.term_id(TheoryTerm::Symbol("x".into()));
        let sum = data.term_id(TheoryTerm::Compound {
            function: TheoryFunction::Term(plus),
            args: vec![one, x],
        });
        assert_eq!(data.term_id(TheoryTerm::Number(1)), one);
        assert_eq!(data.term_text(sum), "(1+x)");
        let tuple = data.term_id(TheoryTerm::Compound {
            function: TheoryFunction::Tuple,
            args: vec![one],
        });
        assert_eq!(data.term_text(tuple), "(1,)");
        let f = data.term_id(TheoryTerm::Compound {
            function: TheoryFunction::Term(x),
            args: vec![tuple, sum],
        });
        assert_eq!(data.term_text(f), "x((1,),(1+x))");
    }

    #[test]
    fn read_ids_may_come_in_any_order() {
        let mut data = TheoryData::default();
        data.define_term(TheoryTermId(3), TheoryTerm::Number(7));
        assert_eq!(data.term(TheoryTermId(3)), Some(&TheoryTerm::Number(7)));
        assert_eq!(data.term(TheoryTermId(1)), None);
        assert_eq!(data.terms().count(), 1);
        assert_eq!(TheoryFunction::from_aspif(-2), Some(TheoryFunction::Set));
        assert_eq!(TheoryFunction::from_aspif(-4), None);
    }

    #[test]
    fn terms_elements_and_atoms_print_as_gringo_prints_them() {
        let mut data = TheoryData::default();
        let symbol = |data: &mut TheoryData, s: &str| data.term_id(TheoryTerm::Symbol(s.into()));
        let minus_two = data.term_id(TheoryTerm::Number(-2));
        assert_eq!(data.term_text(minus_two), "(-2)");
        let not = symbol(&mut data, "not");
        let x = symbol(&mut data, "x");
        let not_x = data.term_id(TheoryTerm::Compound {
            function: TheoryFunction::Term(not),
            args: vec![x],
        });
        assert_eq!(data.term_text(not_x), "(not x)");
        let power = symbol(&mut data, "**");
        let x_power = data.term_id(TheoryTerm::Compound {
            function: TheoryFunction::Term(power),
            args: vec![x, minus_two],
        });
        assert_eq!(data.term_text(x_power), "(x**(-2))");
        let set = data.term_id(TheoryTerm::Compound {
            function: TheoryFunction::Set,
            args: vec![],
        });
        assert_eq!(data.term_text(set), "{}");
        let empty = data.element_id(TheoryElement {
            terms: vec![],
            condition: vec![],
        });
        let conditional = data.element_id(TheoryElement {
            terms: vec![x, set],
            condition: vec![GroundLit(1), GroundLit(-2)],
        });
        let name = symbol(&mut data, "sum");
        let geq = symbol(&mut data, ">=");
        let atom = TheoryAtom {
            atom: Some(AtomId(3)),
            name,
            elements: vec![empty, conditional],
            guard: Some((geq, minus_two)),
        };
        let lit = |l: GroundLit| match l.is_negative() {
            true => format!("not p{}", l.atom().0),
            false => format!("p{}", l.0),
        };
        assert_eq!(
            data.atom_text(&atom, &lit),
            "&sum{: ; x,{}: p1,not p2}>=((-2))"
        );
    }

    #[test]
    fn appended_steps_keep_their_own_ids_and_renumbering_follows_the_atoms() {
        let mut first = TheoryData::default();
        first.define_term(TheoryTermId(1), TheoryTerm::Symbol("a".into()));
        first.define_term(TheoryTermId(0), TheoryTerm::Number(5));
        first.define_element(
            TheoryElementId(0),
            TheoryElement {
                terms: vec![TheoryTermId(0)],
                condition: vec![],
            },
        );
        first.atoms.push(TheoryAtom {
            atom: Some(AtomId(1)),
            name: TheoryTermId(1),
            elements: vec![TheoryElementId(0)],
            guard: None,
        });
        let renumbered = first.renumbered();
        assert_eq!(renumbered.atoms[0].name, TheoryTermId(0));
        assert_eq!(
            renumbered.term(TheoryTermId(1)),
            Some(&TheoryTerm::Number(5))
        );
        let mut all = TheoryData::default();
        all.append(first.clone());
        all.append(first);
        assert_eq!(all.atoms[1].name, TheoryTermId(3));
        assert_eq!(all.atoms[1].elements, [TheoryElementId(1)]);
        assert_eq!(
            all.element(TheoryElementId(1)).unwrap().terms,
            [TheoryTermId(2)]
        );
        assert_eq!(all.step_bases(0), (0, 0));
        assert_eq!(all.step_bases(1), (2, 1));
        // A redefined term no longer shares its id with an equal new one.
        all.define_term(TheoryTermId(3), TheoryTerm::Symbol("b".into()));
        assert_ne!(all.term_id(TheoryTerm::Symbol("a".into())), TheoryTermId(3));
    }
}
