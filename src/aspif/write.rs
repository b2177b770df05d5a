//! Writing a [`GroundProgram`] as aspif text that clingo reads (`rasp … | clingo 0 -`).
//!
//! The statements are written in the order: rules, minimize, projection, outputs, externals,
//! assumptions, heuristics, edges, then the closing `0`. [`super::read::read`] reads the result
//! back into an equal program (a count body read from aspif comes back as a weight body).

use super::{Body, ExternalValue, GroundLit, GroundProgram, HeadKind, HeuristicModifier};
use std::io::{self, Write};

/// The aspif text of `program`, ending in a newline.
pub fn write(program: &GroundProgram) -> String {
    let mut out = Vec::new();
    write_to(program, &mut out).expect("writing to memory");
    String::from_utf8(out).expect("aspif text is UTF-8")
}

/// Writes the aspif text of `program` to `out` as it goes (the text of a large program is
/// never held in memory at once; give a buffered writer).
pub fn write_to(program: &GroundProgram, out: &mut impl Write) -> io::Result<()> {
    out.write_all(b"asp 1 0 0\n")?;
    for rule in &program.rules {
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
        out.write_all(b"\n")?;
    }
    for minimize in &program.minimize {
        write!(out, "2 {} {}", minimize.priority, minimize.elements.len())?;
        for e in &minimize.elements {
            write!(out, " {} {}", e.lit.0, e.weight)?;
        }
        out.write_all(b"\n")?;
    }
    if let Some(atoms) = &program.projection {
        write!(out, "3 {}", atoms.len())?;
        for atom in atoms {
            write!(out, " {}", atom.0)?;
        }
        out.write_all(b"\n")?;
    }
    for output in &program.outputs {
        write!(out, "4 {} {}", output.symbol.len(), output.symbol)?;
        push_lits(out, &output.condition)?;
        out.write_all(b"\n")?;
    }
    for (atom, value) in &program.externals {
        let value = match value {
            ExternalValue::Free => 0,
            ExternalValue::True => 1,
            ExternalValue::False => 2,
            ExternalValue::Release => 3,
        };
        writeln!(out, "5 {} {value}", atom.0)?;
    }
    if !program.assumptions.is_empty() {
        out.write_all(b"6")?;
        push_lits(out, &program.assumptions)?;
        out.write_all(b"\n")?;
    }
    for h in &program.heuristics {
        let modifier = match h.modifier {
            HeuristicModifier::Level => 0,
            HeuristicModifier::Sign => 1,
            HeuristicModifier::Factor => 2,
            HeuristicModifier::Init => 3,
            HeuristicModifier::True => 4,
            HeuristicModifier::False => 5,
        };
        write!(out, "7 {modifier} {} {} {}", h.atom.0, h.value, h.priority)?;
        push_lits(out, &h.condition)?;
        out.write_all(b"\n")?;
    }
    for e in &program.edges {
        write!(out, "8 {} {}", e.from, e.to)?;
        push_lits(out, &e.condition)?;
        out.write_all(b"\n")?;
    }
    out.write_all(b"0\n")
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
