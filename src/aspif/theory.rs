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
        self.term_ids.insert(term.clone(), id);
        self.terms[index] = Some(term);
    }

    /// Defines element `id` as aspif input numbers it.
    pub fn define_element(&mut self, id: TheoryElementId, element: TheoryElement) {
        let index = id.0 as usize;
        if self.elements.len() <= index {
            self.elements.resize(index + 1, None);
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
            if let Some(a) = &mut atom.atom
                && let Some(&b) = renamed.get(a)
            {
                *a = b;
            }
        }
        let mut changed = false;
        for element in self.elements.iter_mut().flatten() {
            for l in &mut element.condition {
                if let Some(&b) = renamed.get(&l.atom()) {
                    *l = if l.is_negative() {
                        GroundLit::negative(b)
                    } else {
                        GroundLit::positive(b)
                    };
                    changed = true;
                }
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

    /// Adds the theory atoms of `other` (a later grounding step's, numbered on its own): its
    /// terms and elements get this data's ids, equal ones shared.
    pub fn extend(&mut self, mut other: TheoryData) {
        let atoms = std::mem::take(&mut other.atoms);
        let known: std::collections::HashSet<AtomId> = self.program_atoms().collect();
        let mut terms: HashMap<TheoryTermId, TheoryTermId> = HashMap::new();
        let mut elements: HashMap<TheoryElementId, TheoryElementId> = HashMap::new();
        for atom in atoms {
            let name = self.adopt_term(&other, atom.name, &mut terms);
            let guard = atom.guard.map(|(op, term)| {
                (
                    self.adopt_term(&other, op, &mut terms),
                    self.adopt_term(&other, term, &mut terms),
                )
            });
            let mut ids = Vec::with_capacity(atom.elements.len());
            for id in atom.elements {
                if let Some(&new) = elements.get(&id) {
                    ids.push(new);
                    continue;
                }
                let Some(element) = other.element(id) else {
                    continue;
                };
                let adopted = TheoryElement {
                    terms: (element.terms.iter())
                        .map(|&t| self.adopt_term(&other, t, &mut terms))
                        .collect(),
                    condition: element.condition.clone(),
                };
                let new = self.element_id(adopted);
                elements.insert(id, new);
                ids.push(new);
            }
            let atom = TheoryAtom {
                atom: atom.atom,
                name,
                elements: ids,
                guard,
            };
            // (An atom equal to one here has been renamed to it: it is that one.)
            if atom.atom.is_none_or(|a| !known.contains(&a)) {
                self.atoms.push(atom);
            }
        }
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

    /// The id here of term `id` of `other`.
    fn adopt_term(
        &mut self,
        other: &TheoryData,
        id: TheoryTermId,
        adopted: &mut HashMap<TheoryTermId, TheoryTermId>,
    ) -> TheoryTermId {
        if let Some(&new) = adopted.get(&id) {
            return new;
        }
        let term = match other.term(id) {
            None => TheoryTerm::Symbol("?".into()),
            Some(TheoryTerm::Compound { function, args }) => {
                let function = match *function {
                    TheoryFunction::Term(f) => {
                        TheoryFunction::Term(self.adopt_term(other, f, adopted))
                    }
                    tuple_set_or_list => tuple_set_or_list,
                };
                let args = (args.iter())
                    .map(|&a| self.adopt_term(other, a, adopted))
                    .collect();
                TheoryTerm::Compound { function, args }
            }
            Some(leaf) => leaf.clone(),
        };
        let new = self.term_id(term);
        adopted.insert(id, new);
        new
    }

    /// Term `id` as gringo prints it in `--text` output: operators applied to one or two
    /// arguments in parentheses (`(1+2)`, `(-x)`), functions as `f(a,b)`, tuples, sets and
    /// lists with their brackets.
    pub fn term_text(&self, id: TheoryTermId) -> String {
        let mut out = String::new();
        self.write_term(&mut out, id);
        out
    }

    /// A theory atom as gringo's `--text` prints it: `&name{t,u: l1,l2; ...}op(guard)`, the
    /// condition literals written by `literal`.
    pub fn atom_text(&self, atom: &TheoryAtom, literal: impl Fn(GroundLit) -> String) -> String {
        let mut out = String::from("&");
        self.write_term(&mut out, atom.name);
        out.push('{');
        for (i, &id) in atom.elements.iter().enumerate() {
            if i > 0 {
                out.push_str("; ");
            }
            let Some(element) = self.element(id) else {
                continue;
            };
            for (j, &term) in element.terms.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                self.write_term(&mut out, term);
            }
            if !element.condition.is_empty() {
                out.push_str(": ");
                for (j, &l) in element.condition.iter().enumerate() {
                    if j > 0 {
                        out.push(',');
                    }
                    out.push_str(&literal(l));
                }
            }
        }
        out.push('}');
        if let Some((operator, term)) = atom.guard {
            self.write_term(&mut out, operator);
            out.push('(');
            self.write_term(&mut out, term);
            out.push(')');
        }
        out
    }

    fn write_term(&self, out: &mut String, id: TheoryTermId) {
        match self.term(id) {
            None => out.push('?'),
            Some(TheoryTerm::Number(n)) => out.push_str(&n.to_string()),
            Some(TheoryTerm::Symbol(s)) => out.push_str(s),
            Some(TheoryTerm::Compound { function, args }) => {
                let (open, close) = match function {
                    TheoryFunction::Tuple => ("(", if args.len() == 1 { ",)" } else { ")" }),
                    TheoryFunction::Set => ("{", "}"),
                    TheoryFunction::List => ("[", "]"),
                    TheoryFunction::Term(name) => {
                        let name = self.term_text(*name);
                        if is_operator(&name) && (1..=2).contains(&args.len()) {
                            out.push('(');
                            if args.len() == 1 {
                                out.push_str(&name);
                                self.write_term(out, args[0]);
                            } else {
                                self.write_term(out, args[0]);
                                out.push_str(&name);
                                self.write_term(out, args[1]);
                            }
                            out.push(')');
                            return;
                        }
                        out.push_str(&name);
                        ("(", ")")
                    }
                };
                out.push_str(open);
                for (i, arg) in args.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    self.write_term(out, *arg);
                }
                out.push_str(close);
            }
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
}
