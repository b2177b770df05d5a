//! Writing a [`GroundProgram`] as aspif text that clingo reads (`rasp … | clingo 0 -`).
//!
//! The statements are written in the order: rules, minimize, projection, outputs, externals,
//! assumptions, heuristics, edges, then the closing `0`. [`super::read::read`] reads the result
//! back into an equal program (a count body read from aspif comes back as a weight body).
//! A program that grows step by step (clingo's multi-shot solving) is written as incremental
//! aspif by [`Steps`]: one block per step with what the step added, as `clingo
//! --mode=gringo` writes it; [`super::read::read_steps`] reads it back.
//!
//! The statements go to a [`Sink`], as Potassco's `AbstractProgram` receives them: the aspif
//! text here, clingo's reified facts in [`super::reify`].

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

    fn end_step(&mut self) -> io::Result<()> {
        self.0.write_all(b"0\n")
    }
}

/// Gives a program that grows step by step to a [`Sink`] (as incremental aspif, `asp 1 0 0
/// incremental`, for [`Aspif`]): [`Steps::step`] gives what the program gained since the
/// last step.
///
/// A step only adds statements to the program, with one exception: an output whose
/// condition the step widened (a term shown by two steps is one output, whose condition
/// becomes an atom derived from either step's condition). A reader shows a symbol once for
/// each of its output statements whose condition holds (clasp does), so the widening is
/// written as further outputs of the symbol whose conditions hold where the new condition
/// does and the written one does not, as gringo writes a term shown again: for a written
/// condition `l1, ..., ln`, the outputs `new, l1, ..., l(i-1), not li` for each `i`.
#[derive(Debug)]
pub struct Steps {
    /// Whether the sink is told that the program comes in steps (clingo's single-shot mode
    /// writes its steps without saying so).
    incremental: bool,
    /// Whether the sink has begun.
    started: bool,
    written: Written,
    /// The conditions of the outputs written so far.
    conditions: Vec<Vec<GroundLit>>,
}

/// How much of each kind of statement of a program is written (all before these counts).
#[derive(Debug, Default)]
struct Written {
    rules: usize,
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
            conditions: Vec::new(),
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
        // Outputs written before whose condition was widened.
        for (written, output) in self.conditions.iter_mut().zip(&program.outputs) {
            if *written == output.condition {
                continue;
            }
            for (i, &lit) in written.iter().enumerate() {
                let mut condition = output.condition.clone();
                condition.extend_from_slice(&written[..i]);
                condition.push(GroundLit(-lit.0));
                sink.output(&output.symbol, &condition)?;
            }
            written.clone_from(&output.condition);
        }
        statements(program, &self.written, sink)?;
        let outputs = &program.outputs[self.conditions.len()..];
        (self.conditions).extend(outputs.iter().map(|o| o.condition.clone()));
        self.written = Written {
            rules: program.rules.len(),
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
}
