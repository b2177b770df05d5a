//! Writing a [`GroundProgram`] as aspif text that clingo reads (`rasp … | clingo 0 -`).
//!
//! The statements are written in the order: rules, minimize, projection, outputs, externals,
//! assumptions, heuristics, edges, then the closing `0`. [`super::read::read`] reads the result
//! back into an equal program (a count body read from aspif comes back as a weight body).

use super::{Body, ExternalValue, GroundLit, GroundProgram, HeadKind, HeuristicModifier};
use std::fmt::Write;

/// The aspif text of `program`, ending in a newline.
pub fn write(program: &GroundProgram) -> String {
    let mut out = String::from("asp 1 0 0\n");
    for rule in &program.rules {
        let head_type = match rule.kind {
            HeadKind::Disjunction => 0,
            HeadKind::Choice => 1,
        };
        let _ = write!(out, "1 {head_type} {}", rule.head.len());
        for atom in &rule.head {
            let _ = write!(out, " {}", atom.0);
        }
        match &rule.body {
            Body::Normal(lits) => {
                out.push_str(" 0");
                push_lits(&mut out, lits);
            }
            Body::Sum { lower, elements } => {
                let _ = write!(out, " 1 {lower} {}", elements.len());
                for e in elements {
                    let _ = write!(out, " {} {}", e.lit.0, e.weight);
                }
            }
        }
        out.push('\n');
    }
    for minimize in &program.minimize {
        let _ = write!(out, "2 {} {}", minimize.priority, minimize.elements.len());
        for e in &minimize.elements {
            let _ = write!(out, " {} {}", e.lit.0, e.weight);
        }
        out.push('\n');
    }
    if let Some(atoms) = &program.projection {
        let _ = write!(out, "3 {}", atoms.len());
        for atom in atoms {
            let _ = write!(out, " {}", atom.0);
        }
        out.push('\n');
    }
    for output in &program.outputs {
        let _ = write!(out, "4 {} {}", output.symbol.len(), output.symbol);
        push_lits(&mut out, &output.condition);
        out.push('\n');
    }
    for (atom, value) in &program.externals {
        let value = match value {
            ExternalValue::Free => 0,
            ExternalValue::True => 1,
            ExternalValue::False => 2,
            ExternalValue::Release => 3,
        };
        let _ = writeln!(out, "5 {} {value}", atom.0);
    }
    if !program.assumptions.is_empty() {
        out.push('6');
        push_lits(&mut out, &program.assumptions);
        out.push('\n');
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
        let _ = write!(out, "7 {modifier} {} {} {}", h.atom.0, h.value, h.priority);
        push_lits(&mut out, &h.condition);
        out.push('\n');
    }
    for e in &program.edges {
        let _ = write!(out, "8 {} {}", e.from, e.to);
        push_lits(&mut out, &e.condition);
        out.push('\n');
    }
    out.push_str("0\n");
    out
}

/// ` n l1 … ln`.
fn push_lits(out: &mut String, lits: &[GroundLit]) {
    let _ = write!(out, " {}", lits.len());
    for lit in lits {
        let _ = write!(out, " {}", lit.0);
    }
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
