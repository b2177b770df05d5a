//! Writing a [`GroundProgram`] as aspif text that clingo reads (`rasp … | clingo 0 -`).
//!
//! The statements are written in the order: rules, theory statements, minimize, projection,
//! outputs, externals, assumptions, heuristics, edges, then the closing `0`. The theory
//! statements come as gringo writes them (`theory_statements`): for each theory atom, first
//! what it uses that the step has not written yet (its name, its elements, each after its
//! terms, its guard), each term after its arguments and function, then the atom; the ids
//! are the step's own ([`TheoryData::step_bases`]). [`super::read::read`] reads the result
//! back into an equal program (a count body read from aspif comes back as a weight body).
//! A program that grows step by step (clingo's multi-shot solving) is written as incremental
//! aspif by [`Steps`]: one block per step with what the step added, as `clingo
//! --mode=gringo` writes it; [`super::read::read_steps`] reads it back.
//!
//! The statements go to a [`Sink`], as Potassco's `AbstractProgram` receives them: the aspif
//! text here, clingo's reified facts in [`super::reify`].

use super::theory::{
    TheoryAtom, TheoryData, TheoryElement, TheoryElementId, TheoryFunction, TheoryTerm,
    TheoryTermId,
};
use super::{
    AtomId, Body, Edge, ExternalValue, GroundLit, GroundProgram, HeadKind, Heuristic,
    HeuristicModifier, Minimize, Rule,
};
use std::io::{self, Write};

/// What receives a ground program's statements, step by step, in the order of [`Steps`].
pub trait Sink {
    /// Before the first step; `incremental` if the program is written in steps.
    fn begin(&mut self, incremental: bool) -> io::Result<()>;
    /// A rule.
    fn rule(&mut self, rule: Rule<'_>) -> io::Result<()>;
    /// A minimize statement.
    fn minimize(&mut self, minimize: &Minimize) -> io::Result<()>;
    /// Atoms to project onto (a statement with none makes the program project onto
    /// nothing).
    fn project(&mut self, atoms: &[AtomId]) -> io::Result<()>;
    /// An output statement: `symbol` shown where `condition` holds.
    fn output(&mut self, symbol: &str, condition: &[GroundLit]) -> io::Result<()>;
    /// An external atom and its value.
    fn external(&mut self, atom: AtomId, value: ExternalValue) -> io::Result<()>;
    /// Assumptions.
    fn assume(&mut self, lits: &[GroundLit]) -> io::Result<()>;
    /// A heuristic directive.
    fn heuristic(&mut self, heuristic: &Heuristic) -> io::Result<()>;
    /// An edge of an acyclicity constraint.
    fn edge(&mut self, edge: &Edge) -> io::Result<()>;
    /// Theory term `id` (given before the terms, elements and atoms that use it).
    fn theory_term(&mut self, id: TheoryTermId, term: &TheoryTerm) -> io::Result<()>;
    /// Theory element `id` (before the atoms that use it).
    fn theory_element(&mut self, id: TheoryElementId, element: &TheoryElement) -> io::Result<()>;
    /// A theory atom.
    fn theory_atom(&mut self, atom: &TheoryAtom) -> io::Result<()>;
    /// After a step's statements.
    fn end_step(&mut self) -> io::Result<()>;
}

/// The aspif text of `program`, ending in a newline.
pub fn write(program: &GroundProgram) -> String {
    let mut out = Vec::new();
    write_to(program, &mut out).expect("writing to memory");
    String::from_utf8(out).expect("aspif text is UTF-8")
}

/// Writes the aspif text of `program` to `out` as it goes (the text of a large program is
/// never held in memory at once; give a buffered writer).
pub fn write_to(program: &GroundProgram, out: &mut impl Write) -> io::Result<()> {
    program_to(program, &mut Aspif(out))
}

/// Gives the statements of the one-step `program` to `sink`.
pub fn program_to(program: &GroundProgram, sink: &mut impl Sink) -> io::Result<()> {
    sink.begin(false)?;
    statements(program, &Written::default(), sink)?;
    sink.end_step()
}

/// The aspif text writer: a [`Sink`] over a byte stream.
pub struct Aspif<W>(pub W);

impl<W: Write> Sink for Aspif<W> {
    fn begin(&mut self, incremental: bool) -> io::Result<()> {
        match incremental {
            true => self.0.write_all(b"asp 1 0 0 incremental\n"),
            false => self.0.write_all(b"asp 1 0 0\n"),
        }
    }

    fn rule(&mut self, rule: Rule<'_>) -> io::Result<()> {
        let out = &mut self.0;
        let head_type = match rule.kind {
            HeadKind::Disjunction => 0,
            HeadKind::Choice => 1,
        };
        write!(out, "1 {head_type} {}", rule.head.len())?;
        for atom in rule.head {
            write!(out, " {}", atom.0)?;
        }
        match rule.body {
            Body::Normal(lits) => {
                out.write_all(b" 0")?;
                push_lits(out, lits)?;
            }
            Body::Sum { lower, elements } => {
                write!(out, " 1 {lower} {}", elements.len())?;
                for e in elements {
                    write!(out, " {} {}", e.lit.0, e.weight)?;
                }
            }
        }
        out.write_all(b"\n")
    }

    fn minimize(&mut self, minimize: &Minimize) -> io::Result<()> {
        let out = &mut self.0;
        write!(out, "2 {} {}", minimize.priority, minimize.elements.len())?;
        for e in &minimize.elements {
            write!(out, " {} {}", e.lit.0, e.weight)?;
        }
        out.write_all(b"\n")
    }

    fn project(&mut self, atoms: &[AtomId]) -> io::Result<()> {
        let out = &mut self.0;
        write!(out, "3 {}", atoms.len())?;
        for atom in atoms {
            write!(out, " {}", atom.0)?;
        }
        out.write_all(b"\n")
    }

    /// `4 n SYMBOL k l1 … lk`.
    fn output(&mut self, symbol: &str, condition: &[GroundLit]) -> io::Result<()> {
        write!(self.0, "4 {} {symbol}", symbol.len())?;
        push_lits(&mut self.0, condition)?;
        self.0.write_all(b"\n")
    }

    fn external(&mut self, atom: AtomId, value: ExternalValue) -> io::Result<()> {
        let value = match value {
            ExternalValue::Free => 0,
            ExternalValue::True => 1,
            ExternalValue::False => 2,
            ExternalValue::Release => 3,
        };
        writeln!(self.0, "5 {} {value}", atom.0)
    }

    fn assume(&mut self, lits: &[GroundLit]) -> io::Result<()> {
        self.0.write_all(b"6")?;
        push_lits(&mut self.0, lits)?;
        self.0.write_all(b"\n")
    }

    fn heuristic(&mut self, h: &Heuristic) -> io::Result<()> {
        let modifier = match h.modifier {
            HeuristicModifier::Level => 0,
            HeuristicModifier::Sign => 1,
            HeuristicModifier::Factor => 2,
            HeuristicModifier::Init => 3,
            HeuristicModifier::True => 4,
            HeuristicModifier::False => 5,
        };
        write!(
            self.0,
            "7 {modifier} {} {} {}",
            h.atom.0, h.value, h.priority
        )?;
        push_lits(&mut self.0, &h.condition)?;
        self.0.write_all(b"\n")
    }

    fn edge(&mut self, e: &Edge) -> io::Result<()> {
        write!(self.0, "8 {} {}", e.from, e.to)?;
        push_lits(&mut self.0, &e.condition)?;
        self.0.write_all(b"\n")
    }

    /// `9 0 u w`, `9 1 u n s` or `9 2 u t k u1 … uk`.
    fn theory_term(&mut self, id: TheoryTermId, term: &TheoryTerm) -> io::Result<()> {
        match term {
            TheoryTerm::Number(n) => writeln!(self.0, "9 0 {} {n}", id.0),
            TheoryTerm::Symbol(s) => writeln!(self.0, "9 1 {} {} {s}", id.0, s.len()),
            TheoryTerm::Compound { function, args } => {
                write!(self.0, "9 2 {} {}", id.0, function.aspif())?;
                push_ids(&mut self.0, args.iter().map(|t| t.0), args.len())?;
                self.0.write_all(b"\n")
            }
        }
    }

    /// `9 4 v n u1 … un m l1 … lm`.
    fn theory_element(&mut self, id: TheoryElementId, e: &TheoryElement) -> io::Result<()> {
        write!(self.0, "9 4 {}", id.0)?;
        push_ids(&mut self.0, e.terms.iter().map(|t| t.0), e.terms.len())?;
        push_lits(&mut self.0, &e.condition)?;
        self.0.write_all(b"\n")
    }

    /// `9 5 a t k v1 … vk`, or `9 6 a t k v1 … vk g u` with a guard.
    fn theory_atom(&mut self, atom: &TheoryAtom) -> io::Result<()> {
        let kind = if atom.guard.is_some() { 6 } else { 5 };
        let program_atom = atom.atom.map_or(0, |a| a.0);
        write!(self.0, "9 {kind} {program_atom} {}", atom.name.0)?;
        let elements = atom.elements.iter().map(|e| e.0);
        push_ids(&mut self.0, elements, atom.elements.len())?;
        if let Some((op, rhs)) = atom.guard {
            write!(self.0, " {} {}", op.0, rhs.0)?;
        }
        self.0.write_all(b"\n")
    }

    fn end_step(&mut self) -> io::Result<()> {
        self.0.write_all(b"0\n")
    }
}

/// Gives a program that grows step by step to a [`Sink`] (as incremental aspif, `asp 1 0 0
/// incremental`, for [`Aspif`]): [`Steps::step`] gives what the program gained since the
/// last step.
///
/// A step only adds statements to the program (a term shown by two steps has an output per
/// step, see `Engine::add_step`).
#[derive(Debug)]
pub struct Steps {
    /// Whether the sink is told that the program comes in steps (clingo's single-shot mode
    /// writes its steps without saying so).
    incremental: bool,
    /// Whether the sink has begun.
    started: bool,
    written: Written,
}

/// How much of each kind of statement of a program is written (all before these counts).
#[derive(Debug, Default)]
struct Written {
    rules: usize,
    theory_atoms: usize,
    minimize: usize,
    projection: Option<usize>,
    outputs: usize,
    externals: usize,
    assumptions: usize,
    heuristics: usize,
    edges: usize,
}

impl Default for Steps {
    fn default() -> Steps {
        Steps::new(true)
    }
}

impl Steps {
    /// Steps given to a sink told that they are steps if `incremental`.
    pub fn new(incremental: bool) -> Steps {
        Steps {
            incremental,
            started: false,
            written: Written::default(),
        }
    }

    /// Writes the aspif block of the next step of `program` (after the header, for the
    /// first).
    pub fn step(&mut self, program: &GroundProgram, out: &mut impl Write) -> io::Result<()> {
        self.step_to(program, &mut Aspif(out))
    }

    /// Gives the next step of `program` to `sink` (which begins before the first).
    pub fn step_to(&mut self, program: &GroundProgram, sink: &mut impl Sink) -> io::Result<()> {
        if !self.started {
            sink.begin(self.incremental)?;
            self.started = true;
        }
        statements(program, &self.written, sink)?;
        self.written = Written {
            rules: program.rules.len(),
            theory_atoms: program.theory.atoms.len(),
            minimize: program.minimize.len(),
            projection: program.projection.as_ref().map(Vec::len),
            outputs: program.outputs.len(),
            externals: program.externals.len(),
            assumptions: program.assumptions.len(),
            heuristics: program.heuristics.len(),
            edges: program.edges.len(),
        };
        sink.end_step()
    }
}

/// Gives the statements of `program` that come after those `written` to `sink`.
fn statements(program: &GroundProgram, written: &Written, sink: &mut impl Sink) -> io::Result<()> {
    for rule in (written.rules..program.rules.len()).map(|i| program.rules.get(i)) {
        sink.rule(rule)?;
    }
    theory_statements(&program.theory, written.theory_atoms, sink)?;
    for minimize in &program.minimize[written.minimize..] {
        sink.minimize(minimize)?;
    }
    if let Some(atoms) = &program.projection {
        // A projection statement with no atoms is written once: it makes the program
        // project (onto nothing).
        let from = written.projection.unwrap_or(0);
        if written.projection.is_none() || from < atoms.len() {
            sink.project(&atoms[from..])?;
        }
    }
    for output in &program.outputs[written.outputs..] {
        sink.output(&output.symbol, &output.condition)?;
    }
    for &(atom, value) in &program.externals[written.externals..] {
        sink.external(atom, value)?;
    }
    if program.assumptions.len() > written.assumptions {
        sink.assume(&program.assumptions[written.assumptions..])?;
    }
    for h in &program.heuristics[written.heuristics..] {
        sink.heuristic(h)?;
    }
    for e in &program.edges[written.edges..] {
        sink.edge(e)?;
    }
    Ok(())
}

/// Gives `sink` the theory atoms of `theory` from the `first`-th on, each after the terms
/// and elements it uses that these atoms have not used before, as gringo writes a step's
/// theory atoms (libpotassco's `TheoryData::accept`): the atom's name, its elements (each
/// after its terms), its guard's operator and term; a compound term after its arguments
/// and then its function. The ids are made the step's own: less the step's first ids
/// ([`TheoryData::step_bases`]) if all the atoms come from one step.
fn theory_statements(theory: &TheoryData, first: usize, sink: &mut impl Sink) -> io::Result<()> {
    let atoms = theory.atoms.get(first..).unwrap_or_default();
    if atoms.is_empty() {
        return Ok(());
    }
    let bases = theory.step_bases(first);
    let bases = match theory.step_bases(first + atoms.len() - 1) == bases {
        true => bases,
        false => (0, 0),
    };
    let mut writer = TheoryWriter {
        theory,
        bases,
        terms_seen: Vec::new(),
        elements_seen: Vec::new(),
    };
    for atom in atoms {
        writer.term(atom.name, sink)?;
        for &element in &atom.elements {
            writer.element(element, sink)?;
        }
        if let Some((op, rhs)) = atom.guard {
            writer.term(op, sink)?;
            writer.term(rhs, sink)?;
        }
        let atom = TheoryAtom {
            atom: atom.atom,
            name: writer.term_id(atom.name),
            elements: atom
                .elements
                .iter()
                .map(|&e| writer.element_id(e))
                .collect(),
            guard: atom
                .guard
                .map(|(op, rhs)| (writer.term_id(op), writer.term_id(rhs))),
        };
        sink.theory_atom(&atom)?;
    }
    Ok(())
}

/// The terms and elements of a step's theory atoms given to a sink so far.
struct TheoryWriter<'a> {
    theory: &'a TheoryData,
    /// The step's first term and element ids.
    bases: (u32, u32),
    terms_seen: Vec<bool>,
    elements_seen: Vec<bool>,
}

impl TheoryWriter<'_> {
    /// The step's id of term `id`.
    fn term_id(&self, id: TheoryTermId) -> TheoryTermId {
        TheoryTermId(id.0.saturating_sub(self.bases.0))
    }

    /// The step's id of element `id`.
    fn element_id(&self, id: TheoryElementId) -> TheoryElementId {
        TheoryElementId(id.0.saturating_sub(self.bases.1))
    }

    /// Whether `id` is seen for the first time (and notes it).
    fn first_time(seen: &mut Vec<bool>, id: u32) -> bool {
        let index = id as usize;
        if seen.len() <= index {
            seen.resize(index + 1, false);
        }
        !std::mem::replace(&mut seen[index], true)
    }

    /// Gives `sink` term `id` after its parts, those not given yet (without recursion: a
    /// term may be deeply nested). An undefined term is left out.
    fn term(&mut self, id: TheoryTermId, sink: &mut impl Sink) -> io::Result<()> {
        // Each term twice: to give its parts, then (`true`) itself.
        let mut stack = vec![(id, false)];
        while let Some((id, parts_given)) = stack.pop() {
            let Some(term) = self.theory.term(id) else {
                continue;
            };
            if parts_given {
                let term = match term {
                    TheoryTerm::Compound { function, args } => TheoryTerm::Compound {
                        function: match function {
                            TheoryFunction::Term(f) => TheoryFunction::Term(self.term_id(*f)),
                            other => *other,
                        },
                        args: args.iter().map(|&a| self.term_id(a)).collect(),
                    },
                    term => term.clone(),
                };
                sink.theory_term(self.term_id(id), &term)?;
                continue;
            }
            if !Self::first_time(&mut self.terms_seen, id.0) {
                continue;
            }
            stack.push((id, true));
            if let TheoryTerm::Compound { function, args } = term {
                // Popped in order: the arguments, then the function.
                if let TheoryFunction::Term(f) = function {
                    stack.push((*f, false));
                }
                stack.extend(args.iter().rev().map(|&a| (a, false)));
            }
        }
        Ok(())
    }

    /// Gives `sink` element `id` after its terms, if not given yet.
    fn element(&mut self, id: TheoryElementId, sink: &mut impl Sink) -> io::Result<()> {
        let Some(element) = self.theory.element(id) else {
            return Ok(());
        };
        if !Self::first_time(&mut self.elements_seen, id.0) {
            return Ok(());
        }
        for &term in &element.terms {
            self.term(term, sink)?;
        }
        let element = TheoryElement {
            terms: element.terms.iter().map(|&t| self.term_id(t)).collect(),
            condition: element.condition.clone(),
        };
        sink.theory_element(self.element_id(id), &element)
    }
}

/// ` n i1 … in` of `n` ids.
fn push_ids(out: &mut impl Write, ids: impl Iterator<Item = u32>, n: usize) -> io::Result<()> {
    write!(out, " {n}")?;
    for id in ids {
        write!(out, " {id}")?;
    }
    Ok(())
}

/// ` n l1 … ln`.
fn push_lits(out: &mut impl Write, lits: &[GroundLit]) -> io::Result<()> {
    write!(out, " {}", lits.len())?;
    for lit in lits {
        write!(out, " {}", lit.0)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::read::read;
    use super::*;

    #[test]
    fn writes_what_it_reads() {
        let text = "asp 1 0 0\n1 1 3 1 2 3 0 0\n1 0 1 4 1 2 3 1 1 2 2 3 1\n1 0 0 0 2 1 -2\n\
                    2 2 1 1 1\n3 1 1\n4 8 p(\"a b\") 1 -2\n5 4 2\n6 1 -3\n7 0 1 1 0 0\n\
                    8 0 1 1 1\n0\n";
        let program = read(text).unwrap();
        assert_eq!(write(&program), text);
        assert_eq!(read(&write(&program)).unwrap(), program);
    }

    /// The ground program of `small.lp`, its theory data numbered as gringo numbers it
    /// while grounding (not in the order it writes it):
    /// ```text
    /// #theory t { term { - : 1, unary }; &s/0 : term, {>=}, term, body;
    ///             &d/1 : term, directive }.
    /// {a}. b :- &s{ -1 : a; f(x) } >= 2.
    /// &d(1){ (u,) }.
    /// ```
    fn small() -> GroundProgram {
        let mut p =
            read("asp 1 0 0\n1 1 1 1 0 0\n1 0 1 3 0 1 2\n4 1 a 1 1\n4 1 b 1 3\n0\n").unwrap();
        let t = &mut p.theory;
        let symbol = |s: &str| TheoryTerm::Symbol(s.into());
        let compound = |function, args: &[TheoryTermId]| TheoryTerm::Compound {
            function,
            args: args.to_vec(),
        };
        let one = t.term_id(TheoryTerm::Number(1));
        let d = t.term_id(symbol("d"));
        let d1 = t.term_id(compound(TheoryFunction::Term(d), &[one]));
        let u = t.term_id(symbol("u"));
        let tuple = t.term_id(compound(TheoryFunction::Tuple, &[u]));
        let e0 = t.element_id(TheoryElement {
            terms: vec![tuple],
            condition: vec![],
        });
        t.atoms.push(TheoryAtom {
            atom: None,
            name: d1,
            elements: vec![e0],
            guard: None,
        });
        let s = t.term_id(symbol("s"));
        let two = t.term_id(TheoryTerm::Number(2));
        let geq = t.term_id(symbol(">="));
        let minus = t.term_id(symbol("-"));
        let minus_one = t.term_id(compound(TheoryFunction::Term(minus), &[one]));
        let e1 = t.element_id(TheoryElement {
            terms: vec![minus_one],
            condition: vec![GroundLit(1)],
        });
        let f = t.term_id(symbol("f"));
        let x = t.term_id(symbol("x"));
        let fx = t.term_id(compound(TheoryFunction::Term(f), &[x]));
        let e2 = t.element_id(TheoryElement {
            terms: vec![fx],
            condition: vec![],
        });
        t.atoms.push(TheoryAtom {
            atom: Some(AtomId(2)),
            name: s,
            elements: vec![e1, e2],
            guard: Some((geq, two)),
        });
        p
    }

    /// clingo 5.8.3's `--output=intermediate` of `small.lp`.
    const SMALL: &str = "asp 1 0 0\n1 1 1 1 0 0\n1 0 1 3 0 1 2\n9 0 0 1\n9 1 1 1 d\n\
                         9 2 2 1 1 0\n9 1 3 1 u\n9 2 4 -1 1 3\n9 4 0 1 4 0\n9 5 0 2 1 0\n\
                         9 1 5 1 s\n9 1 8 1 -\n9 2 9 8 1 0\n9 4 1 1 9 1 1\n9 1 11 1 x\n\
                         9 1 10 1 f\n9 2 12 10 1 11\n9 4 2 1 12 0\n9 1 7 2 >=\n9 0 6 2\n\
                         9 6 2 5 2 1 2 7 6\n4 1 a 1 1\n4 1 b 1 3\n0\n";

    #[test]
    fn theory_statements_come_as_gringo_writes_them() {
        assert_eq!(write(&small()), SMALL);
    }

    #[test]
    fn a_step_writes_its_own_theory_atoms_with_its_own_ids() {
        let mut program = small();
        let mut steps = Steps::new(true);
        let mut first = Vec::new();
        steps.step(&program, &mut first).unwrap();
        // The next step: the directive again, numbered on its own as gringo numbers each
        // step's theory data.
        let mut step = GroundProgram::default();
        let name = step.theory.term_id(TheoryTerm::Symbol("e".into()));
        step.theory.atoms.push(TheoryAtom {
            atom: None,
            name,
            elements: vec![],
            guard: None,
        });
        program.extend(step);
        assert_eq!(program.theory.term_text(TheoryTermId(13)), "e");
        let mut second = Vec::new();
        steps.step(&program, &mut second).unwrap();
        assert_eq!(
            String::from_utf8(second).unwrap(),
            "9 1 0 1 e\n9 5 0 0 0\n0\n"
        );
    }
}
