//! Reading aspif's theory statements (type 9) into a step's [`TheoryData`]:
//!
//! * `9 0 u w`: term `u` is the number `w`;
//! * `9 1 u n s`: term `u` is the symbol `s` (of `n` bytes);
//! * `9 2 u t k u1 … uk`: term `u` applies term `t` (or, for `t` = -1, -2, -3, a tuple, set,
//!   list) to the terms `u1 … uk`;
//! * `9 4 v n u1 … un m l1 … lm`: element `v` is the tuple `u1 … un` under the condition
//!   `l1 … lm`;
//! * `9 5 a t k v1 … vk`: a theory atom, program atom `a` (0: a directive), name term `t`,
//!   elements `v1 … vk`;
//! * `9 6 a t k v1 … vk g u`: the same with the guard operator `g` and term `u`.
//!
//! Terms and elements may be defined after the atoms that use them, in any order, as clasp
//! reads them. An id of an earlier step may be defined again (clasp's "frame": ids below the
//! number of ids of the earlier steps); an id above it only once per step ("redefinition of
//! theory term"). At the end of a step, everything its atoms use must be defined (clingo:
//! "Unknown term"); a term or element that the step does not define but an earlier one did
//! is copied into the step, as clasp keeps it, so that each step's data stands alone. Then
//! the step's terms and elements are numbered anew as clingo numbers those of aspif input
//! ([`TheoryData::renumbered`]), which its aspif and reified output show.

use super::{Cursor, MAX_ATOM, ReadError};
use crate::aspif::theory::{
    TheoryAtom, TheoryData, TheoryElement, TheoryElementId, TheoryFunction, TheoryTerm,
    TheoryTermId,
};
use crate::aspif::{AtomId, GroundProgram};

/// What reading the theory statements of the steps so far needs to remember.
#[derive(Debug, Default)]
pub(super) struct TheoryReader {
    /// The term and element ids of the earlier steps (clasp's frame): one past the largest.
    frame_terms: u32,
    frame_elements: u32,
    /// One past the largest term and element id read so far.
    term_slots: u32,
    element_slots: u32,
    /// The largest id accepted: the input's size (ids as gringo writes them are dense, so
    /// they fit; a larger one would make the reader allocate more than the input).
    max_id: u64,
    /// The line of each theory atom of the current step.
    atom_lines: Vec<usize>,
    /// The terms and elements of the earlier steps, with the ids as last defined.
    earlier: TheoryData,
}

impl TheoryReader {
    /// A reader of the theory statements of an input of `input_len` bytes.
    pub(super) fn new(input_len: usize) -> TheoryReader {
        TheoryReader {
            max_id: input_len as u64,
            ..TheoryReader::default()
        }
    }

    /// Reads the theory statement at `cursor` (after its type, 9) into `program`.
    pub(super) fn statement(
        &mut self,
        cursor: &mut Cursor,
        program: &mut GroundProgram,
    ) -> Result<(), ReadError> {
        match cursor.unsigned("theory statement type")? {
            0 => {
                let id = self.term_id(cursor, &program.theory)?;
                let number = cursor.int("a number")?;
                program.theory.define_term(id, TheoryTerm::Number(number));
            }
            1 => {
                let id = self.term_id(cursor, &program.theory)?;
                let symbol = cursor.string()?;
                program.theory.define_term(id, TheoryTerm::Symbol(symbol));
            }
            2 => {
                let id = self.term_id(cursor, &program.theory)?;
                let function = cursor.int("the function of a compound term")?;
                let function =
                    TheoryFunction::from_aspif(i64::from(function)).ok_or_else(|| {
                        cursor.error(&format!("unrecognized compound term type {function}"))
                    })?;
                let args = self.term_refs(cursor, "the number of arguments")?;
                program
                    .theory
                    .define_term(id, TheoryTerm::Compound { function, args });
            }
            4 => {
                let id = self.element_id(cursor, &program.theory)?;
                let terms = self.term_refs(cursor, "the number of terms")?;
                let condition = cursor.lits(program)?;
                let element = TheoryElement { terms, condition };
                program.theory.define_element(id, element);
            }
            kind @ (5 | 6) => {
                let atom = self.theory_atom(cursor, program, kind == 6)?;
                program.theory.atoms.push(atom);
                self.atom_lines.push(cursor.line);
            }
            t => return Err(cursor.error(&format!("unrecognized theory statement type {t}"))),
        }
        Ok(())
    }

    /// Checks that the atoms of the step just read (`theory`) use only defined terms and
    /// elements, copying those of earlier steps into it, and starts the next step.
    pub(super) fn end_step(&mut self, theory: &mut TheoryData) -> Result<(), ReadError> {
        let lines = std::mem::take(&mut self.atom_lines);
        for (atom, line) in theory.atoms.clone().iter().zip(lines) {
            self.complete_atom(theory, atom)
                .map_err(|message| ReadError { line, message })?;
        }
        for (id, term) in theory.terms() {
            self.earlier.define_term(id, term.clone());
        }
        for (id, element) in theory.elements() {
            self.earlier.define_element(id, element.clone());
        }
        self.frame_terms = self.term_slots;
        self.frame_elements = self.element_slots;
        *theory = theory.renumbered();
        Ok(())
    }

    /// `9 5 a t k v1 … vk`, and with `guarded` ` g u`, after the `5` or `6`.
    fn theory_atom(
        &mut self,
        cursor: &mut Cursor,
        program: &mut GroundProgram,
        guarded: bool,
    ) -> Result<TheoryAtom, ReadError> {
        let atom = match cursor.unsigned("an atom or 0")? {
            0 => None,
            a if a <= MAX_ATOM => {
                program.atom_count = program.atom_count.max(a as u32);
                Some(AtomId(a as u32))
            }
            a => return Err(cursor.atom_error(a)),
        };
        let name = self.term_ref(cursor)?;
        let n = cursor.count("the number of elements")?;
        let elements = (0..n)
            .map(|_| self.id(cursor, "an element id").map(TheoryElementId))
            .collect::<Result<Vec<_>, _>>()?;
        let guard = match guarded {
            true => Some((self.term_ref(cursor)?, self.term_ref(cursor)?)),
            false => None,
        };
        Ok(TheoryAtom {
            atom,
            name,
            elements,
            guard,
        })
    }

    /// An id (of a term or element), at most the input's size.
    fn id(&self, cursor: &mut Cursor, what: &str) -> Result<u32, ReadError> {
        let id = cursor.unsigned(what)?;
        if id > self.max_id || id >= u64::from(u32::MAX) {
            return Err(cursor.error(&format!(
                "{what} {id} is too large (ids up to the input's size are read)"
            )));
        }
        Ok(id as u32)
    }

    /// A term used by a term, element or atom.
    fn term_ref(&self, cursor: &mut Cursor) -> Result<TheoryTermId, ReadError> {
        self.id(cursor, "a term id").map(TheoryTermId)
    }

    /// A count and that many terms.
    fn term_refs(&self, cursor: &mut Cursor, what: &str) -> Result<Vec<TheoryTermId>, ReadError> {
        let n = cursor.count(what)?;
        (0..n).map(|_| self.term_ref(cursor)).collect()
    }

    /// The id of a term being defined: not one this step has defined already, unless an
    /// earlier step had it (clasp's rule).
    fn term_id(
        &mut self,
        cursor: &mut Cursor,
        theory: &TheoryData,
    ) -> Result<TheoryTermId, ReadError> {
        let id = self.id(cursor, "a term id")?;
        if id >= self.frame_terms && theory.term(TheoryTermId(id)).is_some() {
            return Err(cursor.error(&format!("redefinition of theory term {id}")));
        }
        self.term_slots = self.term_slots.max(id + 1);
        Ok(TheoryTermId(id))
    }

    /// The id of an element being defined (see [`TheoryReader::term_id`]).
    fn element_id(
        &mut self,
        cursor: &mut Cursor,
        theory: &TheoryData,
    ) -> Result<TheoryElementId, ReadError> {
        let id = self.id(cursor, "an element id")?;
        if id >= self.frame_elements && theory.element(TheoryElementId(id)).is_some() {
            return Err(cursor.error(&format!("redefinition of theory element {id}")));
        }
        self.element_slots = self.element_slots.max(id + 1);
        Ok(TheoryElementId(id))
    }

    /// Makes sure `theory` defines what `atom` uses.
    fn complete_atom(&self, theory: &mut TheoryData, atom: &TheoryAtom) -> Result<(), String> {
        let mut terms = vec![atom.name];
        terms.extend(atom.guard.iter().flat_map(|&(op, rhs)| [op, rhs]));
        for &id in &atom.elements {
            if theory.element(id).is_none() {
                let element = (self.earlier.element(id).cloned())
                    .ok_or_else(|| format!("unknown theory element {}", id.0))?;
                theory.define_element(id, element);
            }
            terms.extend(theory.element(id).into_iter().flat_map(|e| &e.terms));
        }
        self.complete_terms(theory, terms)
    }

    /// Makes sure `theory` defines `terms` and the terms they are made of (without
    /// recursion: a term may be deeply nested).
    fn complete_terms(
        &self,
        theory: &mut TheoryData,
        mut terms: Vec<TheoryTermId>,
    ) -> Result<(), String> {
        let mut checked = std::collections::HashSet::new();
        while let Some(id) = terms.pop() {
            if !checked.insert(id) {
                continue;
            }
            if theory.term(id).is_none() {
                let term = (self.earlier.term(id).cloned())
                    .ok_or_else(|| format!("unknown theory term {}", id.0))?;
                theory.define_term(id, term);
            }
            if let Some(TheoryTerm::Compound { function, args }) = theory.term(id) {
                terms.extend(args);
                if let TheoryFunction::Term(f) = function {
                    terms.push(*f);
                }
            }
        }
        Ok(())
    }
}
